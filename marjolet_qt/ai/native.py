"""The search's compiled modules (mypyc), and the pure-Python fallback that is always there.

Hard's search spends nearly all its time in the phase-2 solver and the rollout policy.
``tools/build_native.py`` compiles the modules named in :data:`COMPILED` with mypyc into
extension modules beside their sources (``solver.cpython-311-x86_64-linux-gnu.so``, or
``.pyd`` on Windows); Python's import system prefers an extension module to the source of
the same name, so nothing else changes, and the same code runs about twice as fast (issue
#17: more worlds per decision in the same time). Where no C compiler was at hand the
extensions are simply absent and the sources run, with the same results, more slowly.

What could go wrong is an extension older than its source (or a damaged one): a
developer edits ``solver.py`` (or the engine, whose types compiled code checks at run
time) and runs the tests without rebuilding, and the import system would quietly load
yesterday's compiled code. The build therefore writes :data:`STAMP` with a hash of every
source it compiled against (the compiled modules and all they import from the package),
and :func:`guard` (called by the package before any of those modules is imported)
compares them, and checks that the extensions present are exactly the build's: on any
mismatch every module of the package is loaded from its source instead, all together (a
compiled module calls its group's others natively, so the group is never mixed), and a
warning says so; so are they when one of them fails to load. ``MARJOLET_PURE=1`` forces
the sources too (tests compare both; a suspected compiler bug can be ruled out). The
frozen program has no sources to fall back to: its spec refuses to freeze a stale build,
and its smoke test checks that the extensions load.
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
#: Compiled classes (``Phase2Solver``, ``RolloutPolicy``, ``TrumpTables``) also refuse
#: new attributes and cannot be pickled or copied: keep them out of anything sent to
#: another process (Expert's workers make their own). That is why the rules of thumb
#: (``heuristics``) stay interpreted although compiling them too would make Bésigue's
#: worlds about 17% and Marjolet's about 15% cheaper again: their frozen dataclasses
#: (``Weights``, ``Style``) travel to worker processes (the tuner's), and a compiled one
#: cannot be unpickled.
COMPILED: tuple[str, ...] = ("solver_tables", "solver_engine", "solver", "rollout")
#: The mypyc group: its shared library is ``marjolet_qt/ai/_native__mypyc.<suffix>``.
GROUP = "marjolet_qt.ai._native"
GROUP_LIBRARY = GROUP.rpartition(".")[2] + "__mypyc"
PACKAGE = "marjolet_qt.ai"
#: Where the stamp's paths start (``marjolet_qt/``).
PACKAGE_ROOT = Path(__file__).resolve().parents[1]
#: Written by the build beside the extensions: what they were compiled from.
STAMP = Path(__file__).with_name("_native.json")
#: Set to 1 to run the sources even where compiled modules are present (not in the
#: frozen program, which has no sources).
PURE_ENV = "MARJOLET_PURE"


def file_hashes(root: Path, paths: list[str]) -> dict[str, str]:
    """SHA-256 of each file (a ``/`` path under ``root``; missing: empty)."""
    hashes: dict[str, str] = {}
    for path in paths:
        try:
            hashes[path] = hashlib.sha256((root / path).read_bytes()).hexdigest()
        except (OSError, ValueError):  # missing, unreadable, or a name the system refuses
            hashes[path] = ""
    return hashes


def extension_modules(directory: Path) -> dict[str, Path]:
    """Every extension module this interpreter would load from ``directory``, by name
    (the compiled ones, and anything else left there, which the guard must see too)."""
    found: dict[str, Path] = {}
    if not directory.is_dir():  # a frozen program without any: no folder either
        return found
    for path in directory.iterdir():
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:  # the most specific first
            name = path.name.removesuffix(suffix)
            if name != path.name:
                # "solver.cpython-312-….so" names no module this interpreter would load.
                if "." not in name and path.is_file():
                    found.setdefault(name, path)
                break
    return found


def stale_reason(directory: Path, stamp: Path, root: Path = PACKAGE_ROOT) -> str | None:
    """Why the extensions in ``directory`` must not be loaded, or None if they may be.

    None too when there are none (nothing to guard). They must be exactly the compiled
    modules and their group's library, and the stamp must name this interpreter's
    extension suffix and the hash of every source they were compiled against (theirs and
    those of the modules they import, whose types compiled code checks) as it is now."""
    present = set(extension_modules(directory))
    if not present:
        return None
    wanted = {*COMPILED, GROUP_LIBRARY}
    if present != wanted:
        odd = sorted(wanted - present) + sorted(present - wanted)
        return f"the build is incomplete or holds other modules ({', '.join(odd)})"
    try:
        recorded = json.loads(stamp.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return f"{stamp.name} is missing or unreadable"
    sources = recorded.get("sources") if isinstance(recorded, dict) else None
    if (
        not isinstance(sources, dict)
        or recorded.get("compiled") is not True
        or not all(_package_source(path) for path in sources)
    ):
        return f"{stamp.name} is not the stamp of a build"
    if recorded.get("suffix") != importlib.machinery.EXTENSION_SUFFIXES[0]:
        return "they were built for another Python"
    if not {f"ai/{name}.py" for name in COMPILED} <= set(sources):
        return f"{stamp.name} does not cover the compiled modules"
    now = file_hashes(root, [str(path) for path in sources])
    changed = [path for path, digest in now.items() if sources.get(path) != digest]
    if changed:
        return f"{', '.join(sorted(changed))} changed since the build"
    return None


def _package_source(path: str) -> bool:
    """Whether a stamp's path names a source of the package (and not, in a damaged
    stamp, a device, a folder elsewhere or a name the system refuses)."""
    parts = path.split("/")
    return (
        path.endswith(".py")
        and "\\" not in path
        and "\x00" not in path
        and ":" not in path
        and all(part not in ("", ".", "..") for part in parts)
    )


def current() -> bool:
    """Whether compiled modules are here, whole and current: what this process runs
    unless ``MARJOLET_PURE=1`` (the tests compare it with :func:`compiled`)."""
    directory = Path(__file__).parent
    return shipped() and stale_reason(directory, STAMP) is None


class SourceFirst(importlib.abc.MetaPathFinder):
    """Loads every module of the package from its ``.py`` source, ahead of the path
    finder (which would take an extension module of the same name)."""

    def __init__(self, directory: Path, package: str = PACKAGE) -> None:
        self.directory = directory
        self.prefix = package + "."

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        if not fullname.startswith(self.prefix):
            return None
        source = self.directory / f"{fullname[len(self.prefix) :]}.py"
        if "." in fullname[len(self.prefix) :] or not source.is_file():
            return None
        return importlib.util.spec_from_file_location(fullname, source)


def guard() -> None:
    """Load the sources instead of the extensions when those are stale, unloadable or
    not wanted.

    Called once by :mod:`marjolet_qt.ai` before it imports anything it might compile."""
    if getattr(sys, "frozen", False) or any(isinstance(f, SourceFirst) for f in sys.meta_path):
        return
    directory = Path(__file__).parent
    if os.environ.get(PURE_ENV) == "1":
        if shipped():
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
    if not shipped():
        return None
    before = set(sys.modules)
    try:
        for name in COMPILED:
            importlib.import_module(f"{PACKAGE}.{name}")
        if not compiled():
            raise ImportError("a compiled module was loaded from its source")
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
    return bool(extension_modules(Path(__file__).parent))


def describe() -> str:
    """A line for the logs: how the search runs here."""
    return "compiled (mypyc)" if compiled() else "pure Python"
