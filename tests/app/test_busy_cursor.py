"""The wait cursor while a saved game is read and resumed (app/busy.py): the longest
file the game accepts takes seconds, and the window cannot answer meanwhile."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from marjolet_qt.app import main, savegame
from marjolet_qt.app.busy import busy_cursor
from marjolet_qt.app.storage import StorageError
from marjolet_qt.app.window import MainWindow

from .helpers import quick_settings

DATA = Path(__file__).parent / "data"


def cursor_now() -> Qt.CursorShape | None:
    cursor = QApplication.overrideCursor()
    return None if cursor is None else cursor.shape()


def test_the_wait_cursor_goes_however_the_block_ends(qapp: QApplication) -> None:
    with busy_cursor():
        assert cursor_now() == Qt.CursorShape.WaitCursor
    assert cursor_now() is None
    with pytest.raises(ValueError), busy_cursor():
        raise ValueError("a refused file")
    assert cursor_now() is None


@pytest.mark.parametrize("refused", [False, True])
def test_opening_a_game_shows_the_wait_cursor_and_no_message_under_it(
    qtbot: QtBot,
    windows: list[MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    refused: bool,
) -> None:
    win = MainWindow(quick_settings(), seed=1, autosave=False)
    qtbot.addWidget(win)
    windows.append(win)
    win.show()
    seen: list[Qt.CursorShape | None] = []
    read = savegame.load_game

    def load_game(path: Path) -> Any:
        seen.append(cursor_now())
        if refused:
            raise StorageError("damaged", path)
        return read(path)

    def warning(*_: object) -> QMessageBox.StandardButton:
        seen.append(cursor_now())
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(savegame, "load_game", load_game)
    monkeypatch.setattr(QMessageBox, "warning", warning)
    opened = win.open_game_file(DATA / "savegame-schema1.marjolet")
    assert opened is not refused
    expected = [Qt.CursorShape.WaitCursor, None] if refused else [Qt.CursorShape.WaitCursor]
    assert seen == expected
    assert cursor_now() is None


def test_a_launch_reads_its_game_after_the_window_has_painted(
    qtbot: QtBot, windows: list[MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Reading began before the first paint: a black window (and a black question over
    it) for the seconds a long file takes. The launch now waits for the table's first
    frame, and runs once even though frames go on being painted."""
    monkeypatch.setattr(main, "PAINT_WAIT_MS", 60_000)  # (a busy machine paints late)
    win = MainWindow(quick_settings(), seed=1, autosave=False)
    qtbot.addWidget(win)
    windows.append(win)
    frames: list[int] = []
    win.table.framePainted.connect(lambda: frames.append(1))
    launches: list[int] = []
    main.when_painted(win, lambda: launches.append(len(frames)))
    assert launches == []  # (not at once, and not before the window is shown)
    win.show()
    qtbot.waitUntil(lambda: bool(launches), timeout=30_000)
    assert launches[0] >= 1
    win.table.viewport().repaint()
    qtbot.wait(50)
    assert len(launches) == 1


def test_a_launch_goes_on_without_a_paint(qtbot: QtBot, windows: list[MainWindow]) -> None:
    """A window that never paints (no display for it) still launches, after a wait."""
    win = MainWindow(quick_settings(), seed=1, autosave=False)
    qtbot.addWidget(win)
    windows.append(win)
    launches: list[int] = []
    main.when_painted(win, lambda: launches.append(1))
    qtbot.waitUntil(lambda: bool(launches), timeout=main.PAINT_WAIT_MS + 3_000)
    win.show()
    qtbot.waitExposed(win)
    qtbot.wait(50)
    assert launches == [1]
