"""The replay viewer's buttons reach the window through bound methods that find their
viewer with ``sender()`` (no lambda holding the window: see commit 1f806cf), so with two
viewers open each button acts on its own viewer's round; and the score sheet opens one."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from marjolet_qt.app import savegame
from marjolet_qt.app.dialogs.replay import ReplayDialog
from marjolet_qt.app.model import COMPUTER
from marjolet_qt.app.window import MainWindow

from .helpers import quick_settings
from .test_review_dialog import finish_round

DATA = Path(__file__).parent / "data"

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = MainWindow(quick_settings(), seed=15, data_dir=tmp_path, autosave=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def test_each_viewer_s_buttons_act_on_its_own_round(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = savegame.load_game(DATA / "savegame-schema1.marjolet").match.results[0].record
    other = copy.deepcopy(record)
    first = window.replay_record(record, 1)
    second = window.replay_record(other, None, path=Path("other.json"))
    assert isinstance(first, ReplayDialog) and isinstance(second, ReplayDialog)
    assert (first.number, second.number) == (1, None)

    calls: list[tuple[str, Any, Any]] = []

    def exported(rec: dict[str, Any]) -> bool:
        calls.append(("export", rec, None))
        return True

    def reviewed(
        rec: dict[str, Any],
        number: int | None = None,
        parent: QWidget | None = None,
        path: Path | None = None,
    ) -> None:
        calls.append(("review", rec, (number, parent)))

    def what_if(rec: dict[str, Any], index: int, parent: QWidget | None = None) -> None:
        calls.append(("what if", rec, (index, parent)))

    monkeypatch.setattr(window, "export_record", exported)
    monkeypatch.setattr(window, "review_record", reviewed)
    monkeypatch.setattr(window, "what_if", what_if)

    second.export_button.click()
    first.export_button.click()
    second.go(4)
    second.what_if_button.click()
    first.review_button.click()
    qtbot.wait(10)
    assert [(what, rec is record, rec is other, extra) for what, rec, extra in calls] == [
        ("export", False, True, None),
        ("export", True, False, None),
        ("what if", False, True, (4, second)),
        ("review", True, False, (1, first)),
    ]
    second.close()
    first.close()
    qtbot.wait(10)


def test_the_window_goes_with_viewers_open(qtbot: QtBot, tmp_path: Path) -> None:
    """Closing and dropping the window with a viewer open deletes each dialog once (a
    closure holding the window used to make PySide delete the viewer twice)."""
    record = savegame.load_game(DATA / "savegame-schema1.marjolet").match.results[0].record
    win = MainWindow(quick_settings(), seed=15, data_dir=tmp_path, autosave=False)
    win.show()
    qtbot.waitExposed(win)
    assert win.replay_record(record, 1) is not None
    win.close()
    win.deleteLater()
    del win
    qtbot.wait(20)


def test_a_double_click_on_the_score_sheet_replays_that_round(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The reviewer found no word of it: the game table says so in its tooltip."""
    window.start(first_dealer=COMPUTER)
    finish_round(qtbot, window).accept()
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=5000)
    table = window.score_sheet.game_table
    assert "Double-click" in table.toolTip()
    first = table.item(0, 1)
    assert first is not None
    cell = table.visualItemRect(first)
    # A player's double-click: a first click, then the second as a double-click (QTest's
    # double-click alone lacks the first press, which the table needs).
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=cell.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=cell.center())
    qtbot.waitUntil(lambda: bool(window.findChildren(ReplayDialog)), timeout=5000)
    viewer = window.findChildren(ReplayDialog)[0]
    assert viewer.number == 1
    viewer.close()


def test_the_keys_go_back_to_the_replay_after_export(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Export's file dialog is the window's: once it closed, the keys went to the game
    under the replay still open, and Enter played there."""
    record = savegame.load_game(DATA / "savegame-schema1.marjolet").match.results[0].record
    viewer = window.replay_record(record, 1)
    assert isinstance(viewer, ReplayDialog)

    def chosen() -> Path:
        window.activateWindow()  # as the file dialog's closing does
        return tmp_path / "exported.json"

    monkeypatch.setattr(window, "ask_export_path", chosen)
    viewer.export_button.click()
    assert (tmp_path / "exported.json").is_file()
    qtbot.waitUntil(viewer.isActiveWindow, timeout=5000)
    viewer.close()


def test_a_round_chosen_by_keys_is_replayed_with_the_keys(qtbot: QtBot, window: MainWindow) -> None:
    """The third pass: Ctrl+R, Enter on a round; the replay opened behind the keys (the
    chooser, closing, handed them to the window) and Right, Enter played a card in the
    game under it. The replay takes them."""
    window.start(first_dealer=COMPUTER)
    finish_round(qtbot, window).accept()
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=5000)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    window.replay_action.trigger()
    qtbot.waitUntil(lambda: window.active_dialog is not None, timeout=5000)
    chooser = window.active_dialog
    assert chooser is not None
    qtbot.waitUntil(chooser.isActiveWindow, timeout=5000)
    qtbot.keyClick(chooser.focusWidget() or chooser, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(window.findChildren(ReplayDialog)), timeout=5000)
    viewer = window.findChildren(ReplayDialog)[0]
    qtbot.waitUntil(viewer.isActiveWindow, timeout=5000)
    qtbot.wait(50)  # (the chooser's closing done: the keys are still the replay's)
    assert viewer.isActiveWindow() and not window.isActiveWindow()
    viewer.close()
