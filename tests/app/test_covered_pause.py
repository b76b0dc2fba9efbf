"""The computer waits under a modal window: a player who opens Settings, a message box, a
file dialog (or finds the first start's welcome over the table) on the computer's turn
finds on closing it the game where they left it, and the computer's move played then.
Windows that are not modal hold nothing, nor does a modal window of another game window.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
import shiboken6
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QMessageBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from marjolet_qt.app.dialogs.settings_dialog import SettingsDialog
from marjolet_qt.app.dialogs.welcome import HowToPlayDialog, WelcomeDialog
from marjolet_qt.app.modal_cover import belongs_to
from marjolet_qt.app.model import COMPUTER, HUMAN, GameModel
from marjolet_qt.app.settings import Settings
from marjolet_qt.app.window import MainWindow
from marjolet_qt.engine.round import Stage

from .helpers import quick_settings

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]


def open_window(
    qtbot: QtBot, windows: list[MainWindow], settings: Settings | None = None
) -> MainWindow:
    win = MainWindow(settings or quick_settings(), seed=11, autosave=False)
    qtbot.addWidget(win)
    windows.append(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def answered(model: GameModel) -> Callable[[], bool]:
    """Whether the computer has chosen its move and it is held (not played)."""
    return lambda: model._pending is not None


def held_while(qtbot: QtBot, win: MainWindow) -> None:
    """The computer's move waits: chosen, the table idle, and nothing played."""
    model = win.model
    qtbot.waitUntil(answered(model), timeout=10_000)
    qtbot.wait(50)  # (more turns of the event loop: still nothing played)
    assert model.covered and model.thinking
    assert model.round.history == [] and model.round.to_move == COMPUTER
    assert not win.table.queue.busy
    # The status line does not say "thinking" for a move only waiting to be seen.
    assert model.move_held
    assert win.status_label.text().startswith("The computer has chosen its move")
    assert win.table.text_items()["thinking"].text == ""  # (nor its nameplate "thinking")


def played(qtbot: QtBot, win: MainWindow) -> None:
    """The computer's held move is played once the modal window is gone."""
    model = win.model
    qtbot.waitUntil(lambda: bool(model.round.history), timeout=10_000)
    assert not model.covered and model._pending is None
    assert model.round.to_move == HUMAN and not model.move_held
    # (Said once the computer's card has landed.)
    qtbot.waitUntil(lambda: not win.table.queue.busy, timeout=10_000)
    assert win.status_label.text().startswith("Your turn")


def answer_when_held(win: MainWindow, kind: type[QDialog]) -> dict[str, object]:
    """Once a modal ``kind`` runs its own event loop (``exec()``) over ``win`` and the
    computer's answer is held, note what the game shows then and close it: what was
    seen (the moves played, whether the game was covered, the window's modality)."""
    seen: dict[str, object] = {}
    deadline = time.monotonic() + 10

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            QTimer.singleShot(20, answer)
            return
        if win.model._pending is None and time.monotonic() < deadline:
            QTimer.singleShot(20, answer)  # (past the deadline: answered, the test fails)
            return
        seen["history"] = list(win.model.round.history)
        seen["covered"] = win.model.covered
        seen["modality"] = dialog.windowModality()
        dialog.reject()

    QTimer.singleShot(0, answer)
    return seen


def click(dialog: QDialog, button: QDialogButtonBox.StandardButton) -> None:
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    pressed = box.button(button)
    assert pressed is not None
    pressed.click()


# --- modal windows hold the computer's move ----------------------------------------------


@pytest.mark.parametrize(
    "button", [QDialogButtonBox.StandardButton.Cancel, QDialogButtonBox.StandardButton.Ok]
)
def test_settings_hold_the_computer_s_lead_until_closed(
    qtbot: QtBot, windows: list[MainWindow], button: QDialogButtonBox.StandardButton
) -> None:
    win = open_window(qtbot, windows)
    win.start(first_dealer=HUMAN)  # the computer leads
    win.open_settings()  # before its answer comes back
    dialog = win.active_dialog
    assert isinstance(dialog, SettingsDialog) and dialog.isVisible()
    held_while(qtbot, win)
    click(dialog, button)
    played(qtbot, win)
    assert win.active_dialog is None


def test_the_table_catching_up_does_not_release_a_move_under_settings(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """Two reasons to hold, each cleared by its own news: the deal's animation ends under
    Settings, and the move still waits for Settings to close."""
    win = open_window(qtbot, windows, quick_settings(animation_speed="normal"))
    win.start(first_dealer=HUMAN)
    assert win.table.queue.busy  # the cards are being dealt
    win.open_settings()
    dialog = win.active_dialog
    assert isinstance(dialog, SettingsDialog)
    qtbot.waitUntil(lambda: not win.table.queue.busy, timeout=10_000)
    held_while(qtbot, win)
    click(dialog, QDialogButtonBox.StandardButton.Cancel)
    played(qtbot, win)


def test_a_covered_game_under_a_busy_view_waits_for_both(qtbot: QtBot) -> None:
    """The model alone: uncovering while the view animates plays nothing yet."""
    model = GameModel(quick_settings(), seed=4)
    try:
        model.set_view_busy(True)
        model.set_covered(True)
        model.new_game(first_dealer=HUMAN)
        qtbot.waitUntil(answered(model), timeout=10_000)
        model.set_covered(False)
        assert model.round.history == [] and model.holding
        model.set_covered(True)
        model.set_view_busy(False)
        assert model.round.history == [] and model.holding
        model.set_covered(False)
        assert len(model.round.history) == 1 and not model.holding
    finally:
        model.shutdown()


def test_the_welcome_holds_the_computer_s_first_lead(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """At the first start the welcome is window-modal in the middle of the table: the
    computer's first card must not lie hidden under it. A help page opened from it (not
    modal) and closed again releases nothing."""
    win = open_window(qtbot, windows, quick_settings(welcome_shown=False))
    win.start(first_dealer=HUMAN)  # as main() does: the game, then the welcome
    assert win.offer_welcome()
    welcome = win.welcome_dialog
    assert isinstance(welcome, WelcomeDialog) and welcome.isVisible()
    held_while(qtbot, win)
    welcome.how_button.click()
    how = win.findChild(HowToPlayDialog)
    assert how is not None and how.isVisible()
    how.close()
    held_while(qtbot, win)
    welcome.play_button.click()
    played(qtbot, win)


def test_the_about_box_holds_the_game(qtbot: QtBot, windows: list[MainWindow]) -> None:
    win = open_window(qtbot, windows)
    win.start(first_dealer=HUMAN)
    box = win.show_about()
    assert isinstance(box, QMessageBox) and box.isVisible()
    held_while(qtbot, win)
    box.accept()
    played(qtbot, win)


def test_an_application_modal_message_box_holds_the_game(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """``QMessageBox.question`` and its kind run ``exec()``: application-modal, in an
    event loop of their own, in which the computer's answer arrives."""
    win = open_window(qtbot, windows)
    win.start(first_dealer=HUMAN)
    seen = answer_when_held(win, QMessageBox)
    QMessageBox.information(win, "Marjolet", "A word while the computer thinks.")
    assert seen == {
        "history": [],
        "covered": True,
        "modality": Qt.WindowModality.ApplicationModal,
    }
    played(qtbot, win)


def test_the_file_dialog_holds_the_game(qtbot: QtBot, windows: list[MainWindow]) -> None:
    """Open's file dialog (Qt's own offscreen: ``exec()``, application-modal)."""
    win = open_window(qtbot, windows)
    win.start(first_dealer=HUMAN)
    seen = answer_when_held(win, QFileDialog)
    assert win.ask_open_path("Open", "Marjolet games (*.marjolet)") is None
    assert seen["history"] == [] and seen["covered"] is True
    played(qtbot, win)


# --- and nothing else does ---------------------------------------------------------------


def test_windows_that_are_not_modal_do_not_hold_the_game(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    win = open_window(qtbot, windows)
    win.start(first_dealer=HUMAN)
    pages = [win.show_how_to_play(), win.show_keyboard(), win.show_rules()]
    win.show_history()
    assert all(page.isVisible() for page in pages)
    assert win.history_dialog is not None and win.history_dialog.isVisible()
    qtbot.waitUntil(lambda: bool(win.model.round.history), timeout=10_000)
    assert not win.model.covered
    # And the game goes on beside them: the human answers, the computer leads again.
    model = win.model
    qtbot.waitUntil(model.is_human_turn, timeout=10_000)
    win.table.activate_card(win.table.human_cards()[0])
    qtbot.waitUntil(
        lambda: model.is_human_turn() or model.round.stage == Stage.WINDOW, timeout=10_000
    )
    assert not model.covered
    for page in pages:
        page.close()


def test_a_modal_window_of_another_game_window_holds_only_that_one(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """The tests (and perhaps one day the game) open several windows in one process:
    Settings over one, or even an application-modal box of it, which Qt lets block every
    window, holds that one's computer only."""
    first = open_window(qtbot, windows)
    second = open_window(qtbot, windows)
    first.start(first_dealer=HUMAN)
    first.open_settings()
    box = QMessageBox(QMessageBox.Icon.Information, "Marjolet", "Over the first", parent=first)
    box.setWindowModality(Qt.WindowModality.ApplicationModal)
    box.show()
    assert belongs_to(first, box) and not belongs_to(second, box)
    second.start(first_dealer=HUMAN)
    qtbot.waitUntil(lambda: bool(second.model.round.history), timeout=10_000)
    assert not second.model.covered
    held_while(qtbot, first)
    box.close()
    held_while(qtbot, first)  # Settings are still open over it
    dialog = first.active_dialog
    assert isinstance(dialog, SettingsDialog)
    click(dialog, QDialogButtonBox.StandardButton.Cancel)
    played(qtbot, first)
    box.deleteLater()


# --- and nothing stays stuck -------------------------------------------------------------


def test_a_modal_dialog_deleted_without_hiding_releases_the_game(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    win = open_window(qtbot, windows)
    win.start(first_dealer=HUMAN)
    dialog = QDialog(win)
    dialog.open()
    held_while(qtbot, win)
    shiboken6.delete(dialog)  # at once, as a C++ owner might: no Hide event
    played(qtbot, win)


def test_closing_the_window_with_a_move_held(qtbot: QtBot, windows: list[MainWindow]) -> None:
    win = open_window(qtbot, windows)
    win.start(first_dealer=HUMAN)
    win.open_settings()
    held_while(qtbot, win)
    assert win.close()
    qtbot.wait(100)
    assert win.model.round.history == [] and win.model._pending is None
    assert not win.model._thinker.running and not win.model.covered


def test_undo_and_new_game_with_a_move_held(qtbot: QtBot, windows: list[MainWindow]) -> None:
    """Undo under a modal window (a test's shortcut: the menus are blocked for the
    player) takes the human's card back and forgets the computer's held answer; so does
    a new game. Nothing is played when the window closes."""
    win = open_window(qtbot, windows)
    model = win.model
    win.start(first_dealer=COMPUTER)  # the human leads
    card = win.table.human_cards()[0]
    win.table.activate_card(card)
    assert model.round.to_move == COMPUTER
    dialog = QDialog(win)
    dialog.open()
    qtbot.waitUntil(answered(model), timeout=10_000)
    assert len(model.round.history) == 1
    win.undo()
    assert model._pending is None and not model.thinking
    assert model.round.history == [] and card in win.table.human_cards()
    dialog.reject()
    qtbot.wait(100)
    assert model.round.history == [] and model.is_human_turn() and not model.covered
    # A new game dealt under a modal window: its computer's lead waits, then is played.
    dialog.open()
    win.model.new_game(first_dealer=HUMAN)
    held_while(qtbot, win)
    dialog.reject()
    played(qtbot, win)


def test_a_modal_window_on_the_human_s_turn_holds_nothing(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """Covered while nobody thinks: nothing is held, and once the window is closed the
    model is uncovered and the human still to play."""
    win = open_window(qtbot, windows)
    win.start(first_dealer=COMPUTER)
    assert win.model.is_human_turn()
    box = win.show_about()
    qtbot.waitUntil(lambda: win.model.covered, timeout=5000)
    assert win.model._pending is None and not win.model.thinking
    box.accept()
    qtbot.waitUntil(lambda: not win.model.covered, timeout=5000)
    assert win.model.round.history == [] and win.model.is_human_turn()


def test_only_modal_windows_of_the_game_count(qtbot: QtBot, windows: list[MainWindow]) -> None:
    """:func:`belongs_to`: a dialog of a dialog of the window, across windows, counts;
    a dialog of another window does not."""
    win = open_window(qtbot, windows)
    other = QWidget()
    qtbot.addWidget(other)
    outer = QDialog(win)
    inner = QDialog(outer)
    stranger = QDialog(other)
    assert belongs_to(win, outer) and belongs_to(win, inner)
    assert not belongs_to(win, stranger)
