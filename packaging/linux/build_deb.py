#!/usr/bin/env python3
"""Build the Debian package of Marjolet Qt from the frozen folder, with dpkg's own tools.

    python packaging/linux/build_deb.py            (or: make deb, which freezes first)

Input: ``dist/marjolet-qt/`` (PyInstaller, ``packaging/marjolet-qt.spec``) and the icons
of ``packaging/make_icons.py``. Output: ``dist/marjolet-qt_<version>_<arch>.deb`` holding::

    /opt/marjolet-qt/                           the frozen program
    /usr/bin/marjolet-qt                        -> /opt/marjolet-qt/marjolet-qt
    /usr/share/applications/<id>.desktop        menu entry, opens .marjolet saves
    /usr/share/icons/hicolor/<n>x<n>/apps/<id>.png and scalable/apps/<id>.svg
    /usr/share/metainfo/<id>.metainfo.xml       AppStream (software centres)
    /usr/share/mime/packages/<id>.xml           application/x-marjolet-save (*.marjolet)
    /usr/share/doc/marjolet-qt/copyright

``Depends`` is computed by ``dpkg-shlibdeps`` from the libraries the frozen program links
against and does not bundle (the X11/Wayland/OpenGL/font stack, GLib, D-Bus, libc...); a
list for Debian 12 / Ubuntu 22.04+ is used if dpkg-dev is not installed. The package is
assembled with ``dpkg-deb --build --root-owner-group`` (xz).
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import appinfo  # noqa: E402
import make_icons  # noqa: E402

PACKAGE = appinfo.EXE_NAME
INSTALL_DIR = Path("opt") / PACKAGE
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)

FALLBACK_DEPENDS = (
    "libc6 (>= 2.34), libstdc++6, libgcc-s1, zlib1g, libglib2.0-0, libdbus-1-3, "
    "libfontconfig1, libfreetype6, libgl1, libegl1, libopengl0, libx11-6, libx11-xcb1, "
    "libxcb1, libxcb-cursor0, libxcb-icccm4, libxcb-image0, libxcb-keysyms1, "
    "libxcb-randr0, libxcb-render-util0, libxcb-render0, libxcb-shape0, libxcb-shm0, "
    "libxcb-sync1, libxcb-util1, libxcb-xfixes0, libxcb-xkb1, libxkbcommon0, "
    "libxkbcommon-x11-0, libwayland-client0, libwayland-cursor0, libwayland-egl1, libzstd1"
)
"""Used when dpkg-shlibdeps is missing: what it finds on Debian 12 (see docs/install.md)."""

DESCRIPTION = """\
Marjolet is the two-player trick-taking card game of south-west France,
cousin of Mariage, Bezique and Sixty-Six: melds declared after winning a
trick, a seven of trumps worth stealing the upcard with, and six
hard-fought last tricks once the stock is gone. Marjolet Qt lets you play
it against a computer opponent that is hard to beat, under the rules your
family plays by (Marjolet, strict Marjolet, Mariage and its variants)."""


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    print("+", " ".join(command), flush=True)
    return subprocess.run(command, check=True, **kwargs)


def architecture() -> str:
    return subprocess.check_output(["dpkg", "--print-architecture"], text=True).strip()


def release_date() -> str:
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    moment = dt.datetime.fromtimestamp(int(epoch), dt.UTC) if epoch else dt.datetime.now(dt.UTC)
    return moment.date().isoformat()


def is_elf(path: Path) -> bool:
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as f:
        return f.read(4) == b"\x7fELF"


def copy_file(source: Path, target: Path, mode: int = 0o644) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(mode)


def stage(root: Path, frozen: Path, icons: Path) -> None:
    app_id = appinfo.APP_ID
    share = root / "usr" / "share"

    shutil.copytree(frozen, root / INSTALL_DIR, symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / PACKAGE).symlink_to(Path("/") / INSTALL_DIR / PACKAGE)

    copy_file(HERE / f"{app_id}.desktop", share / "applications" / f"{app_id}.desktop")
    copy_file(HERE / f"{app_id}.mime.xml", share / "mime" / "packages" / f"{app_id}.xml")
    metainfo = (HERE / f"{app_id}.metainfo.xml.in").read_text(encoding="utf-8")
    metainfo = metainfo.replace("@VERSION@", appinfo.VERSION).replace("@DATE@", release_date())
    target = share / "metainfo" / f"{app_id}.metainfo.xml"
    target.parent.mkdir(parents=True)
    target.write_text(metainfo, encoding="utf-8")

    hicolor = share / "icons" / "hicolor"
    for size in HICOLOR_SIZES:
        copy_file(
            icons / "png" / f"{size}.png", hicolor / f"{size}x{size}" / "apps" / f"{app_id}.png"
        )
    copy_file(appinfo.ICON_SVG, hicolor / "scalable" / "apps" / f"{app_id}.svg")

    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        f"Upstream-Name: {appinfo.APP_NAME}\n"
        f"Source: {appinfo.HOMEPAGE}\n\n"
        "Files: *\n"
        f"Copyright: {appinfo.PUBLISHER}\n"
        f"License: {appinfo.LICENSE}\n"
        " On Debian systems, the complete text of the GNU General Public License\n"
        " version 3 can be found in /usr/share/common-licenses/GPL-3.\n\n"
        "Files: opt/marjolet-qt/_internal/*\n"
        "Copyright: The Qt Company Ltd. and other contributors; Python Software Foundation\n"
        "License: LGPL-3.0-only and PSF-2.0 (Qt for Python, Qt libraries, Python runtime)\n",
        encoding="utf-8",
    )

    # Debian's permissions: directories 755, files 644, the program itself 755.
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        path.chmod(0o755 if path.is_dir() else 0o644)
    (root / INSTALL_DIR / PACKAGE).chmod(0o755)


def system_owner(soname: str) -> str | None:
    """The Debian package of the system's copy of ``soname``, if there is one."""
    listing = subprocess.run(["ldconfig", "-p"], check=False, capture_output=True, text=True).stdout
    for line in listing.splitlines():
        if line.strip().startswith(soname + " ") and "=>" in line:
            path = line.split("=>")[1].strip()
            for candidate in (path, os.path.realpath(path), "/usr" + path):
                found = subprocess.run(
                    ["dpkg", "-S", candidate], check=False, capture_output=True, text=True
                )
                if found.returncode == 0:
                    return found.stdout.split(":")[0].strip()
    return None


def shlib_depends(root: Path) -> str:
    """``Depends`` for the libraries the frozen program takes from the system."""
    if shutil.which("dpkg-shlibdeps") is None:
        print("dpkg-shlibdeps not found (apt-get install dpkg-dev): using the Debian 12 list")
        return FALLBACK_DEPENDS
    elves = sorted(p for p in (root / INSTALL_DIR).rglob("*") if is_elf(p))
    private = sorted({str(p.parent) for p in elves if ".so" in p.name})
    with tempfile.TemporaryDirectory() as scratch:
        (Path(scratch) / "debian").mkdir()
        (Path(scratch) / "debian" / "control").write_text(
            f"Source: {PACKAGE}\n\nPackage: {PACKAGE}\nArchitecture: any\n", encoding="utf-8"
        )
        command = ["dpkg-shlibdeps", "-O", "--ignore-missing-info", "--warnings=0"]
        # Libraries the program bundles must not become dependencies on the system's copy.
        bundled = {p.name for p in elves if p.name.startswith("lib") and ".so" in p.name}
        owners = sorted({o for o in map(system_owner, bundled) if o})
        command += [f"-x{owner}" for owner in owners]
        command += [f"-l{d}" for d in private] + [f"-e{p}" for p in elves]
        result = subprocess.run(command, cwd=scratch, check=False, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"dpkg-shlibdeps failed:\n{result.stderr}")
    output = result.stdout
    for line in output.splitlines():
        if line.startswith("shlibs:Depends="):
            return line.removeprefix("shlibs:Depends=").strip()
    raise SystemExit(f"dpkg-shlibdeps gave no dependencies:\n{output}")


def control(root: Path, arch: str, depends: str) -> str:
    installed_kib = sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir()) // 1024
    summary = appinfo.SUMMARY[0].lower() + appinfo.SUMMARY[1:]
    body = "\n".join(f" {line}" if line else " ." for line in DESCRIPTION.splitlines())
    return (
        f"Package: {PACKAGE}\n"
        f"Version: {appinfo.debian_version()}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {appinfo.PUBLISHER} <{appinfo.MAINTAINER_EMAIL}>\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {depends}\n"
        "Recommends: hicolor-icon-theme, shared-mime-info, desktop-file-utils\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Homepage: {appinfo.HOMEPAGE}\n"
        f"Description: {appinfo.APP_NAME}: {summary}\n"
        f"{body}\n"
    )


def build(frozen: Path, out: Path, work: Path, icons: Path) -> Path:
    if not (frozen / PACKAGE).is_file():
        raise SystemExit(f"{frozen / PACKAGE} missing: run `make freeze` first")
    make_icons.build(icons, appinfo.ICON_SVG, appinfo.ICON_SVG_16)
    arch = architecture()
    name = f"{PACKAGE}_{appinfo.debian_version()}_{arch}"
    root = work / name
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    stage(root, frozen, icons)

    debian = root / "DEBIAN"
    debian.mkdir(mode=0o755)
    (debian / "control").write_text(control(root, arch, shlib_depends(root)), encoding="utf-8")
    for script in ("postinst", "postrm"):
        copy_file(HERE / script, debian / script, mode=0o755)
    sums = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink() and debian not in path.parents:
            digest = subprocess.check_output(["md5sum", str(path)], text=True).split()[0]
            sums.append(f"{digest}  {path.relative_to(root).as_posix()}\n")
    (debian / "md5sums").write_text("".join(sums), encoding="utf-8")
    for path in debian.iterdir():
        path.chmod(path.stat().st_mode & ~(stat.S_IWGRP | stat.S_IWOTH))

    out.mkdir(parents=True, exist_ok=True)
    deb = out / f"{name}.deb"
    run(["dpkg-deb", "--build", "--root-owner-group", "-Zxz", str(root), str(deb)])
    print(f"{deb}: {deb.stat().st_size / 1e6:.1f} MB")
    print((debian / "control").read_text(encoding="utf-8"))
    return deb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    root = appinfo.REPO_ROOT
    parser.add_argument("--frozen", type=Path, default=root / "dist" / PACKAGE)
    parser.add_argument("--out", type=Path, default=root / "dist")
    parser.add_argument("--work", type=Path, default=root / "build" / "deb")
    parser.add_argument("--icons", type=Path, default=root / "build" / "icons")
    args = parser.parse_args(argv)
    build(args.frozen, args.out, args.work, args.icons)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
