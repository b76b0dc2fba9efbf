"""Compile the search's hot modules with mypyc, in place (``make native``).

The modules are :data:`marjolet_qt.ai.native.COMPILED`; the extension modules land beside
their sources, with :data:`~marjolet_qt.ai.native.STAMP` recording what they were built
from (the package loads the sources instead when it no longer matches; see
:mod:`marjolet_qt.ai.native`). The C sources and objects go to ``build/native/``.

Without a C compiler (or mypyc) the build fails, and by default this script then says so
and exits 0: the game runs its pure-Python search, slower but the same. ``--require``
makes that an error (the release builds, which must ship the compiled search).
``--clean`` removes the extensions and the stamp.

Run: ``python tools/build_native.py [--require | --clean]``
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.machinery
import importlib.util
import io
import json
import os
import sys
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


def clean() -> list[Path]:
    """Remove the extensions and the stamp; return what was removed."""
    removed = [*native.extension_files(PACKAGE_DIR)]
    if native.STAMP.is_file():
        removed.append(native.STAMP)
    for path in removed:
        path.unlink()
    return removed


def build(verbose: bool) -> None:
    """Compile :data:`native.COMPILED` into ``marjolet_qt/ai`` and write the stamp."""
    # Imported here: without them the build fails like a missing compiler, and says so.
    from mypyc.build import mypycify  # noqa: PLC0415
    from setuptools import Distribution  # noqa: PLC0415
    from setuptools.command.build_ext import build_ext  # noqa: PLC0415

    clean()  # a half-built group must never be loaded next to a stale stamp
    hashes = native.source_hashes(PACKAGE_DIR)
    os.chdir(ROOT)  # mypycify names modules by their paths relative to here
    paths = [f"marjolet_qt/ai/{name}.py" for name in native.COMPILED]
    output = io.StringIO()
    with contextlib.ExitStack() as stack:
        if not verbose:
            stack.enter_context(contextlib.redirect_stdout(output))
        extensions = mypycify(
            paths, opt_level="3", group_name=native.GROUP, target_dir=str(WORK_DIR / "c")
        )
        # A bare Distribution: setup() would read pyproject.toml, which the build of the
        # extensions does not need (and older setuptools cannot parse).
        command = build_ext(Distribution({"name": "marjolet-qt-native", "ext_modules": extensions}))
        command.inplace = True
        command.build_temp = str(WORK_DIR / "temp")
        command.build_lib = str(WORK_DIR / "lib")
        command.ensure_finalized()
        command.run()
    if native.source_hashes(PACKAGE_DIR) != hashes:
        clean()
        raise RuntimeError("a compiled source changed during the build: run it again")
    stamp = {
        "sources": hashes,
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
    args = parser.parse_args()
    if args.clean:
        removed = clean()
        print(f"build_native: removed {len(removed)} files")
        return 0
    start = time.monotonic()
    try:
        build(args.verbose)
    except (Exception, SystemExit) as error:  # setuptools reports a compiler failure by exiting
        clean()
        message = f"build_native: could not compile the search ({type(error).__name__}: {error})"
        if args.require:
            print(message, file=sys.stderr)
            return 1
        print(f"{message}; the game runs it in pure Python (slower, same play)")
        return 0
    modules = ", ".join(native.COMPILED)
    print(f"build_native: compiled {modules} in {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
