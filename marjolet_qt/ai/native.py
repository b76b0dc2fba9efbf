"""The search's compiled modules (mypyc), and the pure-Python fallback that is always there.

Hard's search spends nearly all its time in the phase-2 solver and the rollout policy.
``tools/build_native.py`` compiles the modules named in :data:`COMPILED` with mypyc into
extension modules beside their sources (``solver.cpython-311-x86_64-linux-gnu.so``, or
``.pyd`` on Windows); Python's import system prefers an extension module to the source of
the same name, so nothing else changes, and the same code runs about twice as fast (issue
#17: more worlds per decision in the same time). Where no C compiler was at hand the
extensions are simply absent and the sources run, with the same results, more slowly.

What could go wrong is an extension older than its source (or a damaged one): a developer edits
``solver.py`` and runs the tests without rebuilding, and the import system would quietly
load yesterday's compiled code. The build therefore writes :data:`STAMP` with a hash of
every compiled source, and :func:`guard` (called by the package before any of those modules
is imported) compares them: on any mismatch every compiled module is loaded from its
source instead, all together (a compiled module calls its group's others natively, so the
group is never mixed), and a warning says so; so are they when one of them fails to
load. ``MARJOLET_PURE=1`` forces the sources too (tests compare both; a suspected
compiler bug can be ruled out). The frozen program has no sources to compare: its
extensions were built with it, and its smoke test checks that they load.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

log = logging.getLogger(__name__)

#: The modules mypyc compiles (in :mod:`marjolet_qt.ai`): the solver and the rollouts,
#: which are where a world's time goes. They subclass no compiled class from outside and
#: are subclassed by nothing interpreted (mypyc forbids both), which the search and the
#: levels (``SearchPlayer``, ``ExpertPlayer``) could not promise: they stay interpreted.
COMPILED: tuple[str, ...] = ("solver_tables", "solver_engine", "solver", "rollout")
#: The mypyc group: its shared library is ``marjolet_qt/ai/_native__mypyc.<suffix>``.
GROUP = "marjolet_qt.ai._native"
PACKAGE = "marjolet_qt.ai"
#: Written by the build beside the extensions: what they were compiled from.
STAMP = Path(__file__).with_name("_native.json")
#: Set to 1 to run the sources even where compiled modules are present.
PURE_ENV = "MARJOLET_PURE"


def source_hashes(directory: Path) -> dict[str, str]:
    """SHA-256 of each compiled module's source in ``directory`` (missing: empty)."""
    hashes: dict[str, str] = {}
    for name in COMPILED:
        try:
            hashes[name] = hashlib.sha256((directory / f"{name}.py").read_bytes()).hexdigest()
        except OSError:
            hashes[name] = ""
    return hashes


def extension_files(directory: Path) -> list[Path]:
    """The compiled modules' extension files present in ``directory`` (this interpreter's)."""
    names = [*COMPILED, GROUP.rpartition(".")[2] + "__mypyc"]
    return [
        directory / f"{name}{suffix}"
        for name in names
        for suffix in importlib.machinery.EXTENSION_SUFFIXES
        if (directory / f"{name}{suffix}").is_file()
    ]


def stale_reason(directory: Path, stamp: Path) -> str | None:
    """Why the extensions in ``directory`` must not be loaded, or None if they may be.

    None too when there are none (nothing to guard). The stamp must name this
    interpreter's extension suffix and the hash of every source as it is now."""
    if not extension_files(directory):
        return None
    try:
        recorded = json.loads(stamp.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return f"{stamp.name} is missing or unreadable"
    if not isinstance(recorded, dict):
        return f"{stamp.name} is not a build stamp"
    if recorded.get("suffix") != importlib.machinery.EXTENSION_SUFFIXES[0]:
        return "they were built for another Python"
    if recorded.get("sources") != source_hashes(directory):
        changed = [
            name
            for name, digest in source_hashes(directory).items()
            if (recorded.get("sources") or {}).get(name) != digest
        ]
        return f"{', '.join(changed) or 'the sources'} changed since the build"
    return None


class SourceFirst(importlib.abc.MetaPathFinder):
    """Loads the compiled modules from their ``.py`` sources, ahead of the path finder
    (which would take the extension module of the same name)."""

    def __init__(self, directory: Path, package: str = PACKAGE) -> None:
        self.directory = directory
        self.names = {f"{package}.{name}": name for name in COMPILED}

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        name = self.names.get(fullname)
        if name is None:
            return None
        return importlib.util.spec_from_file_location(fullname, self.directory / f"{name}.py")


def guard() -> None:
    """Load the sources instead of the extensions when those are stale, unloadable or
    not wanted.

    Called once by :mod:`marjolet_qt.ai` before it imports anything it might compile."""
    if getattr(sys, "frozen", False) or any(isinstance(f, SourceFirst) for f in sys.meta_path):
        return
    directory = Path(__file__).parent
    if os.environ.get(PURE_ENV) == "1":
        if extension_files(directory):
            sys.meta_path.insert(0, SourceFirst(directory))
        return
    reason = stale_reason(directory, STAMP) or _unloadable(directory)
    if reason is None:
        return
    log.warning(
        "The compiled search modules cannot be used (%s): using the Python sources. "
        "Run `make native` (tools/build_native.py) to rebuild them.",
        reason,
    )
    sys.meta_path.insert(0, SourceFirst(directory))


def _unloadable(directory: Path) -> str | None:
    """Import the compiled modules now, so that a damaged one (a build killed half-way, a
    disk error) falls back to the sources instead of stopping the game; None if they load.

    On failure every module of the package imported meanwhile is dropped, so that nothing
    keeps a compiled function from the half-loaded group."""
    if not extension_files(directory):
        return None
    before = set(sys.modules)
    try:
        for name in COMPILED:
            importlib.import_module(f"{PACKAGE}.{name}")
    except Exception as error:  # ImportError, or whatever a damaged module raises
        for loaded in set(sys.modules) - before:
            if loaded.startswith(PACKAGE + "."):
                del sys.modules[loaded]
        return f"{type(error).__name__}: {error}"
    return None


def compiled() -> bool:
    """Whether the search runs compiled: every module of :data:`COMPILED` loaded is an
    extension (for the logs, the smoke test and the benchmarks)."""
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    for name in COMPILED:
        module = sys.modules.get(f"{PACKAGE}.{name}")
        if module is None or not str(getattr(module, "__file__", None) or "").endswith(suffixes):
            return False
    return True


def shipped() -> bool:
    """Whether compiled modules sit beside the sources (or, frozen, in the bundle)."""
    return bool(extension_files(Path(__file__).parent))


def describe() -> str:
    """A line for the logs: how the search runs here."""
    return "compiled (mypyc)" if compiled() else "pure Python"
