#!/usr/bin/env python3
"""Lay out a stand-in for the Windows freeze, for compiling and installing the installer on Linux.

    python3 packaging/windows/standin_freeze.py OUT_DIR --exe SOME_SMALL_WINDOWS.exe

A Windows build of the frozen game cannot be made on Linux (PyInstaller freezes for the
system it runs on). ``packaging/windows/check_installer.sh`` compiles ``marjolet-qt.iss``
against this folder instead: the same names as ``dist/marjolet-qt/`` on Windows, files of
about the same sizes, but sparse dummies (zeros). The executable is any small valid Windows
program (Wine ships some) with zeros appended to the size of PyInstaller's bootloader plus
its archive; it is never run as the game.

The layout is what ``packaging/marjolet-qt.spec`` keeps from Python 3.11 and the
PySide6 6.11.3 win_amd64 wheels (sizes of the Qt files read from those wheels): the four
Qt modules the game uses, the plugins the spec keeps, Qt's French translations, the
game's compiled translations and its distribution metadata. Only names and sizes matter
here: what the installer copies, registers and removes.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import appinfo  # noqa: E402

EXE_SIZE = 2_600_000
"""runw.exe (PyInstaller's windowed bootloader) with the icon, version resource and PYZ."""

INTERNAL: dict[str, int] = {
    # Python 3.11 (python.org build) and the extension modules the game's imports reach
    "python311.dll": 5_798_000,
    "python3.dll": 66_000,  # the stable ABI, which PySide6's abi3 modules link against
    "base_library.zip": 1_380_000,
    "VCRUNTIME140.dll": 116_024,
    "VCRUNTIME140_1.dll": 49_528,
    "libffi-8.dll": 38_000,
    "_bz2.pyd": 84_000,
    "_ctypes.pyd": 125_000,
    "_decimal.pyd": 258_000,
    "_lzma.pyd": 160_000,
    "_queue.pyd": 26_000,
    "_socket.pyd": 81_000,
    "pyexpat.pyd": 197_000,
    "select.pyd": 29_000,
    "unicodedata.pyd": 1_120_000,
    # PySide6 and shiboken6 (sizes from the 6.11.3 win_amd64 wheels)
    "PySide6/Qt6Core.dll": 10_370_872,
    "PySide6/Qt6Gui.dll": 9_638_712,
    "PySide6/Qt6Widgets.dll": 6_501_176,
    "PySide6/Qt6Svg.dll": 609_592,
    "PySide6/QtCore.pyd": 3_345_720,
    "PySide6/QtGui.pyd": 3_901_240,
    "PySide6/QtWidgets.pyd": 4_857_656,
    "PySide6/QtSvg.pyd": 116_024,
    "PySide6/pyside6.abi3.dll": 255_288,
    "PySide6/msvcp140.dll": 549_176,
    "PySide6/msvcp140_1.dll": 27_448,
    "PySide6/msvcp140_2.dll": 271_672,
    "PySide6/plugins/platforms/qwindows.dll": 992_056,
    "PySide6/plugins/platforms/qdirect2d.dll": 1_072_440,
    "PySide6/plugins/platforms/qoffscreen.dll": 110_904,
    "PySide6/plugins/imageformats/qsvg.dll": 39_736,
    "PySide6/plugins/imageformats/qico.dll": 46_904,
    "PySide6/plugins/imageformats/qicns.dll": 57_144,
    "PySide6/plugins/iconengines/qsvgicon.dll": 72_504,
    "PySide6/plugins/styles/qmodernwindowsstyle.dll": 240_952,
    "PySide6/translations/qt_fr.qm": 91,
    "PySide6/translations/qtbase_fr.qm": 159_463,
    "shiboken6/shiboken6.abi3.dll": 394_040,
    "shiboken6/Shiboken.pyd": 33_592,
}

DIST_INFO_FILES = {
    "METADATA": 2_000,
    "WHEEL": 100,
    "INSTALLER": 4,
    "RECORD": 1_500,
    "top_level.txt": 12,
    "entry_points.txt": 70,
    "direct_url.json": 60,
}


def layout() -> dict[str, int]:
    """Relative path (under ``_internal``) -> size in bytes, the game's own files included."""
    files = dict(INTERNAL)
    for ts in sorted((appinfo.REPO_ROOT / "marjolet_qt" / "i18n").glob("*.ts")):
        files[f"marjolet_qt/i18n/{ts.stem}.qm"] = max(1, ts.stat().st_size // 3)
    dist_info = f"{appinfo.EXE_NAME.replace('-', '_')}-{appinfo.VERSION}.dist-info"
    for name, size in DIST_INFO_FILES.items():
        files[f"{dist_info}/{name}"] = size
    return files


def sparse_file(path: Path, size: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:
        f.truncate(size)


def build(out: Path, exe: Path) -> int:
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    program = out / f"{appinfo.EXE_NAME}.exe"
    shutil.copyfile(exe, program)
    if program.read_bytes()[:2] != b"MZ":
        raise SystemExit(f"{exe} is not a Windows program")
    with program.open("r+b") as f:  # PyInstaller appends its archive the same way
        f.truncate(max(EXE_SIZE, exe.stat().st_size))
    total = program.stat().st_size
    for relative, size in layout().items():
        sparse_file(out / "_internal" / relative, size)
        total += size
    return total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the folder to create (emptied first)")
    parser.add_argument("--exe", type=Path, required=True, help="a small Windows .exe to copy")
    args = parser.parse_args(argv)
    total = build(args.out, args.exe)
    count = sum(1 for p in args.out.rglob("*") if p.is_file())
    print(f"stand-in freeze: {args.out} ({count} files, {total / 1e6:.1f} MB apparent, sparse)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
