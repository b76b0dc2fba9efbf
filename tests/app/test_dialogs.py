"""Round summary, game over, rules help and About show the engine's facts."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialogButtonBox, QPushButton
from pytestqt.qtbot import QtBot

import marjolet_qt
from marjolet_qt.app import texts
from marjolet_qt.app.dialogs.help import RulesHelpDialog, about_box, rules_html
from marjolet_qt.app.dialogs.replay import ReplayDialog
from marjolet_qt.app.dialogs.review import ReviewDialog
from marjolet_qt.app.dialogs.round_summary import GameOverDialog, RoundSummaryDialog
from marjolet_qt.app.dialogs.statistics_dialog import StatisticsDialog
from marjolet_qt.app.statistics import Statistics
from marjolet_qt.engine.match import Match
from marjolet_qt.engine.records import to_record
from marjolet_qt.engine.round import CATEGORIES
from marjolet_qt.engine.rules import PRESETS, RuleSet

from .helpers import cell, finished_round, heading


def play_round(match: Match, rng: random.Random) -> None:
    state = match.round
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    match.finish_round()


def play_match(rules: RuleSet, seed: int, rounds: int | None = None) -> Match:
    """A match played with random legal moves, to its end or for ``rounds`` rounds."""
    rng = random.Random(seed)
    match = Match(rules, first_dealer=0, rng=seed)
    while True:
        play_round(match, rng)
        if match.is_over() or (rounds is not None and len(match.results) >= rounds):
            return match
        match.start_next_round()


# --- round summary ---------------------------------------------------------------------


@pytest.mark.parametrize("human_seat", [0, 1])
def test_round_summary_shows_both_breakdowns(qtbot: QtBot, human_seat: int) -> None:
    match = play_match(RuleSet.from_preset("marjolet"), seed=4, rounds=2)
    result = match.results[-1]
    dialog = RoundSummaryDialog(result, match, human_seat)
    qtbot.addWidget(dialog)
    dialog.show()
    you, them = human_seat, 1 - human_seat
    table = dialog.breakdown_table
    assert heading(table, 1) == "You"
    assert heading(table, 2) == "Computer"
    for row, category in enumerate(CATEGORIES):
        assert int(cell(table, row, 1)) == result.breakdowns[you][category]
        assert int(cell(table, row, 2)) == result.breakdowns[them][category]
    assert int(cell(table, len(CATEGORIES), 1)) == result.scores[you]
    assert int(cell(table, len(CATEGORIES), 2)) == result.scores[them]
    totals = match.totals
    assert dialog.game_label.text() == (f"Game: you {totals[you]}, the computer {totals[them]}")
    assert "To reach 500" in dialog.standing_label.text()
    assert dialog.windowTitle() == "Round 2"
    headline = dialog.headline.text()
    if result.winner is None:
        assert "tie" in headline
    elif result.winner == human_seat:
        assert headline.startswith("You win the round")
    else:
        assert headline.startswith("The computer wins the round")
    assert dialog.continue_button.text() == "&Next round"
    qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == RoundSummaryDialog.DialogCode.Accepted


def test_round_summary_at_the_end_of_the_game(qtbot: QtBot) -> None:
    match = play_match(RuleSet.from_preset("mariage", {"target": 100}), seed=2)
    dialog = RoundSummaryDialog(match.results[-1], match, 0)
    qtbot.addWidget(dialog)
    assert dialog.continue_button.text() == "&See the result"
    assert "won the game" in dialog.standing_label.text()


def test_round_summary_in_a_match_of_rounds(qtbot: QtBot) -> None:
    rules = RuleSet.from_preset("marjolet", {"match": "rounds", "rounds_to_win": 3})
    match = play_match(rules, seed=9, rounds=2)
    dialog = RoundSummaryDialog(match.results[-1], match, 0)
    qtbot.addWidget(dialog)
    wins = match.rounds_won
    assert dialog.game_label.text() == f"Rounds won: you {wins[0]}, the computer {wins[1]}"


# --- game over -------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_game_over_names_the_winner_and_the_sheet(qtbot: QtBot, seed: int) -> None:
    match = play_match(RuleSet.from_preset("marjolet", {"target": 300}), seed=seed)
    winner = match.winner()
    assert winner is not None
    dialog = GameOverDialog(match, 0)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.headline.text() == ("You win!" if winner == 0 else "The computer wins")
    table = dialog.sheet
    assert table.rowCount() == len(match.results) + 1
    for row, result in enumerate(match.results):
        assert (int(cell(table, row, 1)), int(cell(table, row, 2))) == result.scores
    last = len(match.results)
    assert cell(table, last, 0) == "Game"
    assert (int(cell(table, last, 1)), int(cell(table, last, 2))) == match.totals
    assert dialog.final_label.text() == (
        f"Final score: you {match.totals[0]}, the computer {match.totals[1]}"
    )


def test_game_over_buttons(qtbot: QtBot) -> None:
    match = play_match(RuleSet.from_preset("mariage-classique"), seed=5)
    dialog = GameOverDialog(match, 0)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.new_game_button.text() == "&New game"
    qtbot.mouseClick(dialog.new_game_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == GameOverDialog.DialogCode.Accepted
    dialog = GameOverDialog(match, 0)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == GameOverDialog.DialogCode.Rejected


def test_game_over_shown_from_the_computers_side(qtbot: QtBot) -> None:
    match = play_match(RuleSet.from_preset("marjolet", {"target": 200}), seed=8)
    dialog = GameOverDialog(match, 1)
    qtbot.addWidget(dialog)
    winner = match.winner()
    assert dialog.headline.text() == ("You win!" if winner == 1 else "The computer wins")
    last = len(match.results)
    assert int(cell(dialog.sheet, last, 1)) == match.totals[1]


# --- rules help ------------------------------------------------------------------------


def plain(rules: RuleSet) -> str:
    document = QTextDocument()
    document.setHtml(rules_html(rules))
    return document.toPlainText()


@pytest.mark.parametrize("preset", PRESETS)
def test_every_preset_has_its_rules_text(qtbot: QtBot, preset: str) -> None:
    rules = RuleSet.from_preset(preset)
    dialog = RulesHelpDialog(rules)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    # Written as the language writes numbers ("1,000" once English is installed).
    assert f"reaches {texts.number(rules.target)}" in text
    assert f"deals {rules.hand_size} cards" in text


def test_marjolet_rules_text_has_the_points_in_force() -> None:
    text = plain(RuleSet.from_preset("marjolet"))
    assert "Four Aces — the four Aces" in text
    assert "100 points" in text
    assert "Four Tens" not in text  # off in Marjolet
    assert "After winning a trick, while the turned-up card is still on the table" in text
    assert "You must follow suit if you can." in text
    assert "you must trump if you can" in text
    assert "beat the card led" not in text
    assert "scores 50 points instead" in text
    assert "reaches 500" in text


def test_mariage_says_its_exchange_scores_nothing() -> None:
    """The new player's pass: Mariage's page said the 7 may be exchanged and nothing of
    its points; a Marjolet player expected 10."""
    assert "The exchange scores nothing" in plain(RuleSet.from_preset("mariage"))
    assert "The exchange scores nothing" not in plain(RuleSet.from_preset("marjolet"))
    assert "The exchange scores nothing" not in plain(
        RuleSet.from_preset("marjolet", {"seven_exchange": "never", "seven_exchange_points": 0})
    )


def test_custom_options_change_the_text() -> None:
    rules = RuleSet.from_preset(
        "marjolet",
        {
            "melds": {"four_aces": 150, "four_tens": 90},
            "seven_exchange": "own_turn",
            "phase2_head": "always",
            "target": 1000,
            "max_melds_per_window": 1,
        },
    )
    text = plain(rules)
    assert "Custom rules" in text
    assert "150 points" in text
    assert "Four Tens" in text
    assert "Whenever it is your turn" in text
    assert "you must beat the card led if you can" in text
    assert f"reaches {texts.number(1000)}" in text
    assert "At most 1 meld may be declared per trick won." in text


def test_mariage_rules_text() -> None:
    text = plain(RuleSet.from_preset("mariage-enfants"))
    assert "Nothing is declared" in text
    assert "cannot be exchanged" in text
    assert "there is no duty" in text
    assert "11 points" in text  # the Ace
    text = plain(RuleSet.from_preset("mariage-classique"))
    assert "When trumps are led, you must play a higher trump" in text
    assert "The winner of a round deals the next one" in text
    text = plain(RuleSet.from_preset("mariage", {"match": "rounds"}))
    assert "win 3 rounds" in text


def test_besigue_rules_text_counts_both_sevens() -> None:
    """Two packs hold two 7s of trumps: each scores once, the second by being shown."""
    text = plain(RuleSet.from_preset("besigue"))
    assert "Each of the two 7s of trumps scores at most once a round." in text
    assert "the other is shown instead" in text
    assert "The 7 of trumps scores at most once a round." not in text
    marjolet = plain(RuleSet.from_preset("marjolet"))
    assert "The 7 of trumps scores at most once a round." in marjolet
    assert "two 7s" not in marjolet and "shown instead" not in marjolet


def test_rules_help_follows_new_rules(qtbot: QtBot) -> None:
    dialog = RulesHelpDialog(RuleSet.from_preset("marjolet"))
    qtbot.addWidget(dialog)
    dialog.set_rules(RuleSet.from_preset("mariage"))
    assert "Mariage" in dialog.browser.toPlainText()
    assert "reaches 350" in dialog.browser.toPlainText()


def test_about(qtbot: QtBot) -> None:
    box = about_box()
    qtbot.addWidget(box)
    text = box.text()
    assert marjolet_qt.__version__ in text
    assert "GPL-3.0-or-later" in text
    assert "Credits" in text


def test_enter_closes_the_dialogs_whose_other_buttons_act(qtbot: QtBot) -> None:
    """Enter on the statistics asked whether to reset them, and on a replay opened the
    export: Qt made the first of their buttons the default. Close is, in every dialog
    with buttons that act (a focused button is still pressed by Enter)."""
    record = to_record(finished_round(3))
    dialogs = [
        StatisticsDialog(Statistics(), ("hard", "marjolet")),
        ReplayDialog(record),
        ReviewDialog(record, worlds=2),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        box = dialog.findChild(QDialogButtonBox)
        assert box is not None
        pressed: list[QPushButton] = []
        for button in box.buttons():
            button.clicked.connect(lambda *_, b=button, into=pressed: into.append(b))
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
        assert pressed == [box.button(QDialogButtonBox.StandardButton.Close)], type(dialog)
        assert not dialog.isVisible()


def test_game_over_at_the_round_limit_says_why(qtbot: QtBot) -> None:
    """A game stopped at the round limit, its target unreached: the screen says why it
    ended (the headline alone named a winner short of the target)."""
    from marjolet_qt.engine.match import MAX_ROUNDS, RoundResult  # noqa: PLC0415

    match = play_match(RuleSet.from_preset("marjolet", {"target": 100_000}), seed=3, rounds=1)
    played = match.results[0]
    match.results = [RoundResult((40, 30), played.breakdowns, 0, 0, played.record)] * MAX_ROUNDS
    assert match.stopped_at_round_limit() and match.winner() == 0
    dialog = GameOverDialog(match, human_seat=0)
    qtbot.addWidget(dialog)
    assert dialog.headline.text() == "You win!"
    limit = texts.number(MAX_ROUNDS)
    assert f"A game ends after {limit} rounds: the one ahead wins." in dialog.final_label.text()


def test_the_game_over_sheet_of_a_game_of_rounds_counts_rounds(qtbot: QtBot) -> None:
    """Its last row gave the points of a game won by rounds; the score sheet's, the same
    row (ScoreTable.set_game_row), gave the rounds won."""
    rules = RuleSet.from_preset("marjolet", {"match": "rounds", "rounds_to_win": 2})
    match = play_match(rules, seed=5)
    assert match.is_over()
    dialog = GameOverDialog(match, human_seat=0)
    qtbot.addWidget(dialog)
    last = len(match.results)
    assert cell(dialog.sheet, last, 0) == "Rounds won"
    wins = match.rounds_won
    assert [cell(dialog.sheet, last, 1), cell(dialog.sheet, last, 2)] == [str(w) for w in wins]
