"""Compile the search's hot modules with mypyc, in place (``make native``).

The modules are :data:`marjolet_qt.ai.native.COMPILED`; the extension modules land beside
their sources, with :data:`~marjolet_qt.ai.native.STAMP` recording what they were built
from (the package loads the sources instead when it no longer matches; see
:mod:`marjolet_qt.ai.native`). The C sources and objects go to ``build/native/``.

Without a C compiler (or mypyc) the build fails, and by default this script then says so
and exits 0: the game runs its pure-Python search, slower but the same. ``--require``
makes that an error (the release builds, which must ship the compiled search).
``--clean`` removes the extensions and the stamp.

Nothing is built when the stamp says the build is current (or failed, sources unchanged,
without ``--require``): ``make`` runs this every time, cheaply. ``--force`` builds anyway.

Run: ``python tools/build_native.py [--require | --clean] [--force] [--verbose]``
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import importlib.machinery
import importlib.util
import io
import json
import os
import sys
import sysconfig
import time
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
PACKAGE_DIR = ROOT / "marjolet_qt" / "ai"


def _load_native() -> ModuleType:
    """:mod:`marjolet_qt.ai.native` on its own: importing the package would load the
    extensions this script replaces (and Windows cannot delete a loaded ``.pyd``)."""
    spec = importlib.util.spec_from_file_location("_marjolet_native", PACKAGE_DIR / "native.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


native = _load_native()
WORK_DIR = ROOT / "build" / "native"


class LockedError(RuntimeError):
    """A compiled module could be neither removed nor moved aside (Windows: in use)."""


def clean() -> list[Path]:
    """Remove every extension module of ``marjolet_qt/ai`` (stray ones too) and the stamp;
    return what was removed. A file Windows keeps locked because a game, a test run or
    Expert's workers loaded it is renamed aside (allowed for a loaded DLL) and removed
    by a later clean; if even that fails, :class:`LockedError` says what to close."""
    leftovers = [p for p in PACKAGE_DIR.glob("*.native-old*") if p.is_file()]
    targets = [*native.extension_modules(PACKAGE_DIR).values(), *leftovers]
    for suffix in (".so", ".pyd"):  # other interpreters' builds too
        targets += [p for p in PACKAGE_DIR.glob(f"*{suffix}") if p not in targets]
    if native.STAMP.is_file():
        targets.append(native.STAMP)
    removed: list[Path] = []
    for path in targets:
        try:
            path.unlink()
        except FileNotFoundError:
            continue
        except OSError:
            try:
                path.rename(path.with_name(f"{path.name}.native-old{time.time_ns()}"))
            except OSError as error:
                raise LockedError(
                    f"{path.name} is in use: close the game and any test run, then build again"
                ) from error
        removed.append(path)
    return removed


def closure() -> list[str]:
    """The package's modules the compiled ones are built against: themselves and, through
    their imports, every module whose types compiled code checks at run time. Paths
    under ``marjolet_qt/``, as the stamp records them."""
    package_root = ROOT / "marjolet_qt"
    todo = [f"ai/{name}.py" for name in native.COMPILED]
    seen: set[str] = set()
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        parts = ["marjolet_qt", *path.removesuffix(".py").split("/")]
        if parts[-1] == "__init__":
            parts.pop()
        tree = ast.parse((package_root / path).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            modules: list[list[str]] = []
            if isinstance(node, ast.Import):
                modules = [alias.name.split(".") for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = (node.module or "").split(".") if node.module else []
                if node.level:
                    package = parts if path.endswith("__init__.py") else parts[:-1]
                    base = package[: len(package) - node.level + 1] + base
                modules = [base] + [[*base, alias.name] for alias in node.names]
            for module in modules:
                if module[:1] != ["marjolet_qt"] or len(module) < 2:
                    continue
                relative = "/".join(module[1:])
                for candidate in (f"{relative}.py", f"{relative}/__init__.py"):
                    if (package_root / candidate).is_file():
                        todo.append(candidate)
    return sorted(seen)


def build(verbose: bool) -> None:
    """Compile :data:`native.COMPILED` into ``marjolet_qt/ai`` and write the stamp."""
    # Imported here: without them the build fails like a missing compiler, and says so.
    from mypyc.build import mypycify  # noqa: PLC0415
    from setuptools import Distribution  # noqa: PLC0415
    from setuptools.command.build_ext import build_ext  # noqa: PLC0415

    clean()  # a half-built group must never be loaded next to a stale stamp
    headers = Path(sysconfig.get_paths()["include"])
    if not (headers / "Python.h").is_file():
        version = f"{sys.version_info.major}.{sys.version_info.minor}"
        raise RuntimeError(
            f"this Python's C headers are missing ({headers}; on Debian and Ubuntu: "
            f"apt-get install python{version}-dev)"
        )
    sources = closure()
    hashes = native.file_hashes(native.PACKAGE_ROOT, sources)
    os.chdir(ROOT)  # mypycify names modules by their paths relative to here
    paths = [f"marjolet_qt/ai/{name}.py" for name in native.COMPILED]
    output = io.StringIO()
    with contextlib.ExitStack() as stack:
        if not verbose:
            stack.enter_context(contextlib.redirect_stdout(output))
        extensions = mypycify(
            paths, opt_level="3", group_name=native.GROUP, target_dir=str(WORK_DIR / "c")
        )
        if os.name != "nt":
            # The sources' floating point, operation by operation: GCC would otherwise
            # fuse a multiply and an add (FMA, e.g. on ARM), and a rollout's scores could
            # then differ in the last bit and break a tie otherwise. (MSVC does not fuse
            # unless asked.)
            for extension in extensions:
                extension.extra_compile_args = [
                    *(extension.extra_compile_args or []),
                    "-ffp-contract=off",
                ]
        # A bare Distribution: setup() would read pyproject.toml, which the build of the
        # extensions does not need (and older setuptools cannot parse).
        command = build_ext(Distribution({"name": "marjolet-qt-native", "ext_modules": extensions}))
        command.inplace = True
        command.build_temp = str(WORK_DIR / "temp")
        command.build_lib = str(WORK_DIR / "lib")
        command.ensure_finalized()
        command.run()
    if native.file_hashes(native.PACKAGE_ROOT, sources) != hashes:
        clean()
        raise RuntimeError("a source changed during the build: run it again")
    write_stamp({"compiled": True, "sources": hashes})


def up_to_date(require: bool) -> bool:
    """Whether nothing needs building: a current build, or (unless ``require``) a failed
    one whose sources have not changed since, which would only fail again."""
    try:
        recorded = json.loads(native.STAMP.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    if not isinstance(recorded, dict):
        return False
    if recorded.get("compiled") is True:
        return native.shipped() and native.stale_reason(PACKAGE_DIR, native.STAMP) is None
    sources = closure()
    return (
        not require
        and recorded.get("compiled") is False
        and recorded.get("suffix") == importlib.machinery.EXTENSION_SUFFIXES[0]
        and recorded.get("sources") == native.file_hashes(native.PACKAGE_ROOT, sources)
    )


def write_stamp(fields: dict[str, object]) -> None:
    stamp = {
        **fields,
        "suffix": importlib.machinery.EXTENSION_SUFFIXES[0],
        "built": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    native.STAMP.write_text(json.dumps(stamp, indent=1) + "\n", encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--require", action="store_true", help="fail if it cannot compile")
    group.add_argument("--clean", action="store_true", help="remove the compiled modules")
    parser.add_argument("--verbose", action="store_true", help="show the compiler's output")
    parser.add_argument("--force", action="store_true", help="build even if up to date")
    args = parser.parse_args()
    if args.clean:
        try:
            removed = clean()
        except LockedError as error:
            print(f"build_native: {error}", file=sys.stderr)
            return 1
        print(f"build_native: removed {len(removed)} files")
        return 0
    if not args.force and up_to_date(args.require):
        return 0  # the stamp is left alone: make sees nothing new, and freezes nothing again
    start = time.monotonic()
    try:
        build(args.verbose)
    except LockedError as error:
        print(f"build_native: {error}", file=sys.stderr)
        return 1
    except (Exception, SystemExit) as error:  # setuptools reports a compiler failure by exiting
        message = f"build_native: could not compile the search ({type(error).__name__}: {error})"
        try:
            clean()
        except LockedError as locked:
            message += f"; {locked}"
        if args.require:
            print(message, file=sys.stderr)
            return 1
        # Remembered, so that make does not try again (and refreeze) until a source changes.
        sources = closure()
        write_stamp(
            {
                "compiled": False,
                "sources": native.file_hashes(native.PACKAGE_ROOT, sources),
                "reason": message,
            }
        )
        print(f"{message}; the game runs it in pure Python (slower, same play)")
        return 0
    modules = ", ".join(native.COMPILED)
    print(f"build_native: compiled {modules} in {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
