"""What every installer says about the application, in one place.

The version has one source: ``__version__`` in ``marjolet_qt/__init__.py``. ``pyproject.toml``
reads it (``dynamic = ["version"]``), and so does everything else: About, ``--version``, the
PyInstaller version resource, the Inno Setup installer (``/DAppVersion``), the .deb, the
AppStream file and the release workflow (``--version``, checked against the tag).

The application id is the reverse-DNS name used for the macOS bundle identifier, the
freedesktop ``.desktop`` file, the AppStream component and the icon names; it has no hyphen
because D-Bus names and AppStream ids discourage them.

Standard library only: the PyInstaller spec, ``make_icons.py`` and the Linux package builder
import it before anything else is installed. Run it to print the values (``--shell`` for
``eval`` in shell scripts, ``--version`` for the version alone)::

    python packaging/appinfo.py --shell
"""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
PACKAGING_DIR = REPO_ROOT / "packaging"

APP_ID = "org.marjoletqt.MarjoletQt"
"""Reverse-DNS id: bundle identifier, .desktop name, AppStream id, icon name."""

APP_NAME = "Marjolet Qt"
"""The name shown to players (menus, title of the installer, the .app bundle)."""

EXE_NAME = "marjolet-qt"
"""The executable, the frozen folder, the Debian package and the command on the PATH."""

PUBLISHER = "Marjolet Qt developers"
HOMEPAGE = "https://github.com/marjolet-qt/marjolet-qt"
MAINTAINER_EMAIL = "marjolet-qt@users.noreply.github.com"
SUMMARY = "The two-player trick-taking card game of south-west France"
COPYRIGHT = "Copyright © Marjolet Qt developers. GPL-3.0-or-later."
LICENSE = "GPL-3.0-or-later"

SAVE_EXTENSION = "marjolet"
SAVE_MIME_TYPE = "application/x-marjolet-save"

ICON_SVG = REPO_ROOT / "assets" / "icons" / "marjolet-qt.svg"
ICON_SVG_16 = REPO_ROOT / "assets" / "icons" / "marjolet-qt-16.svg"
"""Pixel-tuned drawing used for the 16 px images only."""


def _pyproject() -> dict:
    with (REPO_ROOT / "pyproject.toml").open("rb") as f:
        return tomllib.load(f)


def _package_version() -> str:
    """``__version__`` of ``marjolet_qt/__init__.py``, read without importing the package."""
    tree = ast.parse((REPO_ROOT / "marjolet_qt" / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__version__" for t in node.targets
        ):
            value = ast.literal_eval(node.value)
            if isinstance(value, str):
                return value
    raise RuntimeError("marjolet_qt/__init__.py has no __version__ string")


VERSION: str = _package_version()
DESCRIPTION: str = _pyproject()["project"]["description"]


def version_tuple(version: str = VERSION) -> tuple[int, int, int, int]:
    """Four numbers for the Windows version resource: '1.2.3rc1' -> (1, 2, 3, 0)."""
    release = re.match(r"\d+(?:\.\d+)*", version)
    numbers = [int(n) for n in release.group(0).split(".")] if release else []
    return tuple([*numbers, 0, 0, 0, 0][:4])  # type: ignore[return-value]


def debian_version(version: str = VERSION) -> str:
    """PEP 440 to Debian ordering: '1.2.0rc1' -> '1.2.0~rc1', '1.2.0.dev3' -> '1.2.0~dev3'."""
    return re.sub(r"\.?(a|b|rc|dev)(\d*)", r"~\1\2", version).replace("+", "+local.")


def as_shell() -> str:
    values = {
        "APP_ID": APP_ID,
        "APP_NAME": APP_NAME,
        "EXE_NAME": EXE_NAME,
        "VERSION": VERSION,
        "DEB_VERSION": debian_version(),
        "PUBLISHER": PUBLISHER,
        "HOMEPAGE": HOMEPAGE,
        "SAVE_EXTENSION": SAVE_EXTENSION,
        "SAVE_MIME_TYPE": SAVE_MIME_TYPE,
    }
    return "\n".join(f"{key}='{value}'" for key, value in values.items())


if __name__ == "__main__":
    if "--version" in sys.argv:
        print(VERSION)
    elif "--shell" in sys.argv:
        print(as_shell())
    else:
        print(as_shell().replace("'", ""))
