"""The interface tests' shared set-up."""

from __future__ import annotations

import gc
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from marjolet_qt.app import collector, i18n
from marjolet_qt.app.window import MainWindow

from .helpers import QM_FILE, ROOT, TS_FILE


@pytest.fixture(scope="session", autouse=True)
def _cycles_collected_in_the_gui_thread(qapp: QApplication) -> collector.GuiCollector:
    """As in the game (``main``): Python's cycle collector runs in the GUI thread only,
    never in the middle of building a widget or in the computer's thread."""
    return collector.install(qapp)


@pytest.fixture(autouse=True)
def _cycles_collected_after_each_test() -> Iterator[None]:
    """What a test left in reference cycles (windows, dialogs) goes at its end, here in
    the GUI thread, not in the middle of the next test."""
    yield
    gc.collect()


@pytest.fixture(autouse=True)
def _quit_without_asking(monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows close at once, even on the broken folders the tests make on purpose:
    the question a player gets there (``MainWindow._may_quit``) would wait for an answer
    no test gives. The test of that question turns it back on."""
    monkeypatch.setattr(MainWindow, "confirm_unsaved_quit", False)


@pytest.fixture(scope="session")
def french_catalogue() -> Path:
    """The compiled French catalogue (built here if ``make generated`` was not run)."""
    if not QM_FILE.exists() or QM_FILE.stat().st_mtime < TS_FILE.stat().st_mtime:
        lrelease = ROOT / ".venv" / "bin" / "pyside6-lrelease"
        if not lrelease.exists():
            pytest.skip("pyside6-lrelease is not available to build the catalogue")
        subprocess.run([str(lrelease), "-silent", str(TS_FILE), "-qm", str(QM_FILE)], check=True)
    return QM_FILE


@pytest.fixture
def french(qapp: QApplication, french_catalogue: Path) -> Iterator[QApplication]:
    """The interface in French for one test, English again after it."""
    i18n.install_translator(qapp, "fr")
    yield qapp
    i18n.install_translator(qapp, "en")


@pytest.fixture
def windows(qtbot: QtBot) -> Iterator[list[MainWindow]]:
    """Every window a test opens, kept alive until the test's events are processed, then
    closed, its computer's thread stopped.

    pytest-qt holds its widgets weakly: a window dropped with the test's frame would be
    destroyed from inside a dialog's deferred deletion (the dialog's slot holds the last
    reference to the window), and PySide then destroys the dialog twice.
    """
    opened: list[MainWindow] = []
    yield opened
    for win in opened:
        win.close()
        assert not win.model._thinker.running
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
