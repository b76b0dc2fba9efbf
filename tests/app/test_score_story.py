"""One score story (#14): the game total is the finished rounds', the round in progress
is told apart, numbers follow the language, and no text outlives the game it speaks of."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QSpinBox
from pytestqt.qtbot import QtBot

from marjolet_qt.app import texts
from marjolet_qt.app.dialogs.settings_dialog import SettingsDialog
from marjolet_qt.app.model import COMPUTER
from marjolet_qt.app.savegame import SavedGame
from marjolet_qt.app.settings import Settings
from marjolet_qt.app.window import MainWindow
from marjolet_qt.engine.match import Match
from marjolet_qt.engine.rules import RuleSet

from .helpers import cell, human_choice, quick_settings
from .test_settings_dialog import type_into

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = MainWindow(quick_settings(), seed=21, autosave=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def play_moves(qtbot: QtBot, win: MainWindow, count: int, seed: int = 4) -> None:
    """The human plays ``count`` plausible moves (fewer if the round ends)."""
    model = win.model
    rng = random.Random(seed)
    for _ in range(count):
        qtbot.waitUntil(lambda: model.is_human_turn() or model.round.is_over(), timeout=5000)
        if model.round.is_over():
            return
        model.play_human(human_choice(model.human_legal_actions(), rng))
    qtbot.waitUntil(lambda: model.is_human_turn() or model.round.is_over(), timeout=5000)


def finished_rounds(rounds: int, seed: int = 8) -> Match:
    """A Marjolet match with ``rounds`` rounds played by random legal moves, the next one
    dealt and untouched."""
    rng = random.Random(seed)
    match = Match(RuleSet.from_preset("marjolet"), first_dealer=0, rng=seed)
    for _ in range(rounds):
        state = match.round
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
        match.finish_round()
        match.start_next_round()
    return match


def test_table_sheet_and_standing_tell_the_same_game_total(
    qtbot: QtBot, window: MainWindow
) -> None:
    match = finished_rounds(2)
    window.resume(SavedGame(match, "easy", 0, 0))
    play_moves(qtbot, window, 6)
    model = window.model
    assert not model.round.is_over() and model.match.results
    totals = model.match.totals
    in_round = (model.round.score(0), model.round.score(1))
    plate = window.table._labels["name0"].text
    # The game total is the finished rounds'; the round in progress is told apart.
    assert texts.game_total_text(totals[0]) in plate
    assert texts.round_points_text(in_round[0]) in plate
    sheet = window.score_sheet
    last = sheet.game_table.rowCount() - 1
    assert cell(sheet.game_table, last, 1) == texts.number(totals[0])
    need = texts.number(max(0, model.match.rules.target - totals[0]))
    assert f"you need {need} more" in sheet.standing_label.text()
    assert texts.game_total_text(470) == "Game: 470"
    assert texts.round_points_text(40) == "this round: +40"


def test_a_tie_and_numbers_follow_the_language(qtbot: QtBot, qapp: QApplication) -> None:
    previous = QLocale()
    QLocale.setDefault(QLocale("en"))  # as i18n.install_translator does for English
    match = Match(RuleSet.from_preset("besigue"), first_dealer=0, rng=1)
    standing = texts.standing_text(match, 0)
    assert "Level at 0" not in standing
    assert standing.startswith("No round counted yet.")
    assert "To reach 1,000" in standing
    assert "first to 1,000" not in texts.preset_description("besigue")
    assert texts.preset_description("besigue").endswith("First to 1,000 points.")
    QLocale.setDefault(QLocale("fr"))
    try:
        assert texts.number(1000) == "1\u202f000"
        assert texts.signed_number(40) == "+40"
    finally:
        QLocale.setDefault(previous)


def test_preset_description_follows_the_target(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings(), False)
    qtbot.addWidget(dialog)
    dialog.show()
    page = dialog.rules_page
    assert page.description.text().endswith("First to 500 points.")
    spin = page.editors["target"].findChild(QSpinBox)
    assert spin is not None
    type_into(qtbot, spin, "50")
    assert "First to 50 points." in page.description.text(), page.description.text()
    assert "500" not in page.description.text()


def test_no_text_outlives_the_round_or_the_game(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.start(first_dealer=COMPUTER)
    play_moves(qtbot, window, 200)
    model = window.model
    assert model.round.is_over()
    qtbot.waitUntil(lambda: window.active_dialog is not None, timeout=5000)
    # Trumps and "Follow suit now" go with the last trick.
    assert window.table.stock_label_text == ""
    assert window.game_in_progress()
    # The game won (as if this round had reached the target): Settings does not call it
    # in progress, and New game does not ask to abandon it.
    window._close_dialog()
    monkeypatch.setattr(Match, "is_over", lambda self: True)
    assert not window.game_in_progress()
    window.open_settings()
    dialog = window.active_dialog
    assert isinstance(dialog, SettingsDialog)
    assert dialog.rules_page.notice.isHidden()
    window._close_dialog()

    def no_question(*args: object) -> None:
        raise AssertionError("New game asked about a game that is over")

    monkeypatch.setattr(QMessageBox, "question", no_question)
    window.confirm_new_game()


def test_the_target_field_groups_digits_as_the_texts_do(qtbot: QtBot) -> None:
    previous = QLocale()
    QLocale.setDefault(QLocale("en"))
    try:
        dialog = SettingsDialog(Settings(rules=RuleSet.from_preset("besigue")), False)
        qtbot.addWidget(dialog)
        spin = dialog.rules_page.editors["target"].findChild(QSpinBox)
        assert spin is not None and spin.cleanText() == texts.number(1000) == "1,000"
    finally:
        QLocale.setDefault(previous)


def test_new_game_after_new_rules_says_they_are_this_game_s(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Rules changed in Settings wait for the next game: New game's question says the
    game it deals is played by them (it asked only whether to abandon the game)."""
    window.start(first_dealer=COMPUTER)
    play_moves(qtbot, window, 3)
    assert window.game_in_progress()
    asked: list[str] = []

    def answer_no(
        _parent: object, _title: str, text: str, *_: object
    ) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer_no)
    window.confirm_new_game()
    assert "rules chosen" not in asked[-1]  # the same rules: nothing to say
    window.apply_settings(window.settings.replace(rules=RuleSet.from_preset("besigue")))
    # The QA pass: after OK the table gave no sign of the rules waiting for next game.
    said = window.statusBar().currentMessage()
    assert said == "Rules for the next game: Bésigue. This game keeps its own."
    window.confirm_new_game()
    assert "the rules chosen in Settings: Bésigue.\n" in asked[-1]
    custom = RuleSet.from_preset("besigue", {"target": 2000})
    window.apply_settings(window.settings.replace(rules=custom))
    assert "Bésigue, with options of your own." in window.statusBar().currentMessage()
    window.statusBar().clearMessage()
    window.apply_settings(window.settings.replace(level="easy"))  # (the rules unchanged)
    assert window.statusBar().currentMessage() == ""
    window.confirm_new_game()
    assert "Bésigue, with options of your own" in asked[-1]
    assert window.model.match.rules == RuleSet.from_preset("marjolet")  # (answered No)


def test_new_game_then_enter_keeps_the_game_in_progress(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl+N then Enter by reflex dealt anew over a game three rounds in, which nothing
    brought back: the question's default is No, and it shows what would be abandoned.
    A game saved as it stands loses nothing: no question."""
    window.start(first_dealer=COMPUTER)
    play_moves(qtbot, window, 3)
    history = list(window.model.round.history)
    seen: list[str] = []

    def press_enter() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
        seen.append(box.text())
        qtbot.keyClick(box, Qt.Key.Key_Return)

    QTimer.singleShot(0, press_enter)
    window.new_game_action.trigger()
    assert seen and "Abandon the game in progress" in seen[0]
    assert "Round 1, trick" in seen[0]
    assert window.model.round.history == history  # the game goes on

    monkeypatch.setattr(window, "ask_save_path", lambda: tmp_path / "kept.marjolet")
    assert window.save_game() and window.save_is_current()

    def no_question(*args: object) -> None:
        raise AssertionError("New game asked about a game saved as it stands")

    monkeypatch.setattr(QMessageBox, "question", no_question)
    window.new_game_action.trigger()
    assert not window.model.round.history  # dealt anew at once


def test_a_round_dealt_and_not_begun_is_named_in_the_questions(qtbot: QtBot) -> None:
    """Asked to abandon or resume a game whose next round was dealt but not begun, the
    question named no round: only the game's standing."""
    match = finished_rounds(1)  # (the next one dealt)
    assert texts.progress_text(match, 0) == "Round 2: dealt, no card played yet."
    assert texts.progress_text(Match(match.rules, first_dealer=0, rng=1), 0) == ""


def test_a_game_of_rounds_counts_rounds_on_the_nameplates(qtbot: QtBot, window: MainWindow) -> None:
    """The nameplates said "Game: 135" in a game won by rounds, which the other player
    led: they count its rounds won, the round in progress apart."""
    rules = RuleSet.from_preset("marjolet", {"match": "rounds", "rounds_to_win": 3})
    rng = random.Random(5)
    match = Match(rules, first_dealer=0, rng=5)
    for _ in range(2):
        while not match.round.is_over():
            match.round.apply(rng.choice(match.round.legal_actions()))
        match.finish_round()
        match.start_next_round()
    window.resume(SavedGame(match, "easy", 0, 0))
    play_moves(qtbot, window, 4)
    wins = window.model.match.rounds_won
    for seat in (0, 1):
        plate = window.table._labels[f"name{seat}"].text
        assert texts.rounds_won_text(wins[seat]) in plate
        assert "Game:" not in plate
        assert texts.round_points_text(window.model.round.score(seat)) in plate
    assert texts.rounds_won_text(2) == "Rounds won: 2"
