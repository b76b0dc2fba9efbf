"""Restarting (#14): the "Resume?" question is asked before anything is dealt, and the
restored moves can be taken back with Undo up to the usual barrier."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from marjolet_qt.app.window import MainWindow

from .helpers import dialog_of, human_choice, quick_settings

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]


def quit_where_undo_is_possible(qtbot: QtBot) -> int:
    """Play until the human has a move to take back, quit (the autosave is flushed), and
    return how many actions the round holds."""
    win = MainWindow(quick_settings(), seed=77)
    qtbot.addWidget(win)
    win.start()
    model = win.model
    rng = random.Random(3)
    for _ in range(60):
        qtbot.waitUntil(model.is_human_turn, timeout=5000)
        if model.can_undo():
            break
        model.play_human(human_choice(model.human_legal_actions(), rng))
    assert model.can_undo() and win.undo_action.isEnabled()
    count = len(model.round.history)
    win.close()
    return count


def test_resume_is_asked_before_any_deal_then_undo_works(qtbot: QtBot) -> None:
    actions = quit_where_undo_is_possible(qtbot)
    win = MainWindow(quick_settings(), seed=1)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.start_or_resume()
    box = win.active_dialog
    assert isinstance(box, QMessageBox) and box.objectName() == "resumeQuestion"
    # Under the question: an empty table, no turn announced, nobody thinking.
    assert win.table.state is None
    assert not any(item.isVisible() for item in win.table._items.values())
    assert win.status_label.text() == ""
    assert not win.model.thinking
    assert not win.undo_action.isEnabled() and not win.hint_action.isEnabled()
    box.button(QMessageBox.StandardButton.Yes).click()
    model = win.model
    assert len(model.round.history) == actions
    qtbot.waitUntil(model.is_human_turn, timeout=5000)
    # The restored moves can be taken back, as before quitting.
    assert win.undo_action.isEnabled()
    win.undo_action.trigger()
    assert len(model.round.history) < actions
    assert len(model.round.history) >= model.undo_barrier
    qtbot.wait(10)
    win.close()


def test_declining_deals_only_then(qtbot: QtBot) -> None:
    quit_where_undo_is_possible(qtbot)
    win = MainWindow(quick_settings(), seed=1)
    qtbot.addWidget(win)
    win.show()
    dealt: list[bool] = []
    win.model.roundStarted.connect(lambda: dealt.append(True))
    win.start_or_resume()
    table = win.table
    assert not dealt and table.state is None
    dialog_of(win, QMessageBox).button(QMessageBox.StandardButton.No).click()
    assert dealt and win.table.state is not None  # (mypy would keep `table.state` None)
    assert win.status_label.text() != ""
    qtbot.wait(10)
    win.close()
