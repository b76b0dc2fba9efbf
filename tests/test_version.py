"""One version everywhere: ``marjolet_qt.__version__`` is the source; pyproject.toml reads it
(``dynamic``), About and the installers follow it (through ``packaging/appinfo.py``), and
CHANGELOG.md has a section for it (the release notes)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from types import ModuleType

import pytest
from pytestqt.qtbot import QtBot

import marjolet_qt

from .scripts import script

ROOT = Path(__file__).resolve().parent.parent


def _pyproject_version() -> str:
    """The version the distribution gets: pyproject names it dynamic, read from the package."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        pyproject = tomllib.load(f)
    assert "version" not in pyproject["project"], "the version belongs in marjolet_qt/__init__.py"
    assert "version" in pyproject["project"]["dynamic"]
    dynamic = pyproject["tool"]["setuptools"]["dynamic"]["version"]
    assert dynamic == {"attr": "marjolet_qt.__version__"}
    return marjolet_qt.__version__


def _appinfo() -> ModuleType:
    return script("packaging/appinfo.py")


def test_package_version_is_pyprojects() -> None:
    assert marjolet_qt.__version__ == _pyproject_version()


def test_version_is_pep440_release_like() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+((a|b|rc)\d+)?(\.dev\d+)?", _pyproject_version())


def test_installers_read_the_same_version() -> None:
    appinfo = _appinfo()
    version = _pyproject_version()
    assert version == appinfo.VERSION
    assert appinfo.version_tuple()[:3] == tuple(int(n) for n in version.split(".")[:3])
    assert appinfo.debian_version("1.2.0rc1") == "1.2.0~rc1"  # sorts before 1.2.0 in dpkg
    assert appinfo.version_tuple("1.2.3rc1") == (1, 2, 3, 0)


def test_about_shows_the_version(qtbot: QtBot) -> None:
    help_dialogs = pytest.importorskip("marjolet_qt.app.dialogs.help")
    assert _pyproject_version() in help_dialogs.about_html()
    box = help_dialogs.about_box()
    qtbot.addWidget(box)
    assert _pyproject_version() in box.text()


def test_the_changelog_has_notes_for_the_version() -> None:
    module = script("packaging/release_notes.py")
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert module.section(text, marjolet_qt.__version__)


def test_the_app_and_the_installers_share_the_application_id() -> None:
    assert marjolet_qt.APP_ID == _appinfo().APP_ID
