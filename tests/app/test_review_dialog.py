"""The review of a round in the application (#18), through the real widgets.

The review's worlds are cut down (``review_dialog.WORLDS``) so that a whole review takes a
second or two; the grades themselves are tested in ``tests/ai/test_review.py``.
"""

from __future__ import annotations

import copy
import json
import random
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from marjolet_qt.ai import make_player
from marjolet_qt.ai.review import Grade, Reviewer
from marjolet_qt.app import review_worker, texts
from marjolet_qt.app.dialogs import review as review_dialog
from marjolet_qt.app.dialogs.buttons import SETTLE_S
from marjolet_qt.app.dialogs.history import TrickHistoryDialog
from marjolet_qt.app.dialogs.replay import ReplayDialog, RoundBoard
from marjolet_qt.app.dialogs.review import ReviewDialog, WhatIfDialog
from marjolet_qt.app.dialogs.review_rows import INDEX_ROLE
from marjolet_qt.app.dialogs.round_summary import RoundSummaryDialog
from marjolet_qt.app.dialogs.what_if import computer_s_best
from marjolet_qt.app.model import COMPUTER
from marjolet_qt.app.review_worker import (
    REVIEW_KEY,
    decision_order,
    replay_positions,
    stored_review,
)
from marjolet_qt.app.savegame import SavedGame, load_game, save_game
from marjolet_qt.app.table.layout import hand_order
from marjolet_qt.app.window import MainWindow
from marjolet_qt.engine.actions import Action
from marjolet_qt.engine.cards import iter_cards
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.records import from_record, to_record
from marjolet_qt.engine.round import RoundState, Stage
from marjolet_qt.engine.rules import RuleSet

from .helpers import finished_round, human_choice, quick_settings

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]


@pytest.fixture(autouse=True)
def _few_worlds(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(review_dialog, "WORLDS", 6)
    yield
    assert review_worker.drain(30_000)  # no review thread outlives a test


@pytest.fixture
def phase_1_held(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """The review grades no phase-1 decision until the test sets the event it gets: the
    phase-2 grades (exact, graded first) come in, and the review is surely still under
    way, however fast the search and however busy the machine."""
    release = threading.Event()

    class HeldReviewer(Reviewer):  # (the class review_worker imported)
        def grade(self, state: RoundState, action: Action, index: int) -> Grade | None:
            if state.upcard >= 0:
                release.wait(30)  # (a test that failed before releasing it ends anyway)
            return super().grade(state, action, index)

    monkeypatch.setattr(review_worker, "Reviewer", HeldReviewer)
    yield release
    release.set()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    win = MainWindow(quick_settings(), seed=18, data_dir=tmp_path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.start(first_dealer=COMPUTER)
    return win


def finish_round(qtbot: QtBot, win: MainWindow, seed: int = 3) -> RoundSummaryDialog:
    """The human plays plausibly until the round's summary is up."""
    model = win.model
    rng = random.Random(seed)
    while not model.round.is_over():
        qtbot.waitUntil(lambda: model.is_human_turn() or model.round.is_over(), timeout=5000)
        if model.is_human_turn():
            assert model.play_human(human_choice(model.human_legal_actions(), rng))
    qtbot.waitUntil(lambda: isinstance(win.active_dialog, RoundSummaryDialog), timeout=5000)
    summary = win.active_dialog
    assert isinstance(summary, RoundSummaryDialog)
    return summary


def running(dialog: ReviewDialog) -> bool:
    """Whether the review is under way, read through a call: a test that cancels and
    resumes it sees ``dialog.running`` change, which mypy's narrowing would not follow."""
    return dialog.running


def open_review_from_summary(qtbot: QtBot, win: MainWindow) -> ReviewDialog:
    summary = finish_round(qtbot, win)
    summary.review_button.click()
    found = summary.findChildren(ReviewDialog)
    assert len(found) == 1
    return found[0]


def slow_review_under_way(
    qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> ReviewDialog:
    """A review from the summary with many worlds, its first grades in, still running."""
    monkeypatch.setattr(review_dialog, "WORLDS", 400)
    dialog = open_review_from_summary(qtbot, win)
    qtbot.waitUntil(lambda: bool(dialog.grades), timeout=20_000)
    assert dialog.running
    return dialog


def wait_done(qtbot: QtBot, dialog: ReviewDialog, timeout: int = 60_000) -> None:
    qtbot.waitUntil(lambda: not dialog.running, timeout=timeout)


def test_the_review_opens_from_the_summary_phase_2_first_on_the_biggest_mistake(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Enough worlds for the review to work over several of the timer's ticks below even
    # with the compiled search (six worlds a decision take it well under 60 ms).
    monkeypatch.setattr(review_dialog, "WORLDS", 40)
    arrivals: list[Grade] = []
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    dialog = open_review_from_summary(qtbot, window)
    dialog.runner.gradeReady.connect(arrivals.append)
    timer.start(20)
    assert dialog.running and dialog.progress.isVisible() and dialog.cancel_button.isVisible()
    # Opened from the summary, it is not held like a dialog opened over it from the menus.
    assert dialog.isEnabled() and dialog.cancel_button.isEnabled()
    wait_done(qtbot, dialog)
    timer.stop()
    record = window.model.match.results[-1].record
    assert dialog.record is record
    expected = decision_order(dialog.positions, (0,))
    # Every decision of the player is listed, in the order of play, and only those.
    assert sorted(dialog.grades) == sorted(expected)
    assert len(dialog.rows) == len(expected)
    assert all(row[1] == "You" for row in dialog.rows)
    # The phase-2 grades (exact, from the solver) came first.
    phases = [dialog.positions[g.index].upcard < 0 for g in arrivals]
    assert phases == sorted(phases, reverse=True)
    assert all(g.exact for g in arrivals if dialog.positions[g.index].upcard < 0)
    # It opens on the biggest mistake (or the first decision when there is none).
    worst = dialog.worst()
    if worst is not None:
        assert dialog.current_index() == worst.index
        assert worst.loss == max(g.loss for g in dialog.grades.values() if g.significant)
    assert dialog.reason_label.text()
    assert not dialog.progress.isVisible()
    # The window's event loop kept running while the review thread worked.
    assert len(ticks) >= 3
    # The finished review is kept with the round, and the autosave writes it.
    assert record[REVIEW_KEY]["version"] == 1
    assert window.autosaver.flush()
    saved = json.loads(window.autosaver.path.read_text())
    assert REVIEW_KEY in saved["match"]["rounds"][-1]


def test_cancel_stops_the_review_and_resume_finishes_it(
    qtbot: QtBot,
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    phase_1_held: threading.Event,
) -> None:
    monkeypatch.setattr(review_dialog, "WORLDS", 60)
    dialog = open_review_from_summary(qtbot, window)
    qtbot.waitUntil(lambda: bool(dialog.grades), timeout=20_000)
    assert running(dialog)  # held at its first phase-1 decision
    assert dialog.cancel_button.text() == "&Stop"
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=10_000)
    focus = QApplication.focusWidget()
    assert focus is not None
    qtbot.keyClick(focus, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)  # its Alt letter
    qtbot.waitUntil(lambda: not running(dialog), timeout=5000)  # (an animated click)
    assert dialog.cancel_button.text() == "&Resume"
    graded = len(dialog.grades)
    phase_1_held.set()  # the decision under way is graded, then the thread stops
    qtbot.wait(300)
    assert len(dialog.grades) == graded  # nothing more arrives once cancelled
    # The regression pass: "No mistake found in your decisions." after a third of them
    # read as a verdict on the round; a stopped review speaks of those graded.
    said = dialog.summary_label.text()
    assert said.startswith("Review stopped") and "in this round" not in said
    assert "No mistake found in your decisions." not in said
    if any(grade.seat == window.model.human_seat for grade in dialog.grades.values()):
        assert "graded so far" in said or "In the decisions graded" in said
    record = dialog.record
    # What was graded is kept: opened again, the review goes on from there (it started
    # over, the computer's decisions unticked).
    kept = stored_review(record)
    assert kept is not None and set(kept.grades) == set(dialog.grades)
    monkeypatch.setattr(review_dialog, "WORLDS", 6)
    again = ReviewDialog(copy.deepcopy(record), window.table, window)
    qtbot.addWidget(again)
    assert set(dialog.grades) <= set(again.grades)
    assert running(again)  # (the rest of it)
    wait_done(qtbot, again)
    again.close()
    dialog._worlds = 6  # resume quickly
    dialog.cancel_button.click()
    assert running(dialog)
    wait_done(qtbot, dialog)
    finished = stored_review(record)
    assert finished is not None and window.model.human_seat in finished.seats


def test_closing_mid_review_stops_the_thread(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = slow_review_under_way(qtbot, window, monkeypatch)
    graded = set(dialog.grades)
    start = time.monotonic()
    dialog.close()
    assert time.monotonic() - start < 0.5  # closing never waits for the search
    kept = stored_review(dialog.record)  # (what it graded is kept, as Stop keeps it)
    assert kept is not None and set(kept.grades) >= graded
    # The thread ends after the decision it was grading.
    assert review_worker.drain(30_000)
    assert not review_worker._DRAINING
    # The summary is usable again, and the game goes on.
    summary = window.active_dialog
    assert isinstance(summary, RoundSummaryDialog)
    summary.accept()
    qtbot.waitUntil(lambda: not window.model.round.is_over(), timeout=5000)


def test_quitting_mid_review_keeps_what_it_graded(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The attacker quit at 73%: the autosave held only what an earlier Stop had kept.
    What is graded goes into the last autosave."""
    dialog = slow_review_under_way(qtbot, window, monkeypatch)
    graded = set(dialog.grades)
    record = dialog.record
    window.close()
    assert review_worker.drain(30_000)
    saved = load_game(window.autosaver.path)
    rounds = saved.match.to_json()["rounds"]
    assert rounds and rounds[-1]["actions"] == record["actions"]
    kept = stored_review(rounds[-1])
    assert kept is not None and set(kept.grades) >= graded


def test_a_kept_review_reopens_instantly_from_the_saved_game(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    dialog = open_review_from_summary(qtbot, window)
    dialog.computer_box.setChecked(True)
    wait_done(qtbot, dialog)
    rows = dialog.rows
    assert {row[1] for row in rows} == {"You", "Computer"}
    assert dialog.record[REVIEW_KEY]["seats"] == [0, 1]
    # A meld or an exchange is listed under the trick just won, not the next one.
    for row in range(dialog.tree.topLevelItemCount()):
        item = dialog.tree.topLevelItem(row)
        assert item is not None
        position = dialog.positions[int(item.data(0, INDEX_ROLE))]
        won = position.stage == Stage.WINDOW
        assert int(item.text(0)) == len(position.tricks) + (0 if won else 1), item.text(2)
    dialog.close()
    path = tmp_path / "reviewed.marjolet"
    model = window.model
    save_game(path, SavedGame(model.match, model.level, 0, model.undos))
    game = load_game(path)
    record = game.match.results[-1].record
    assert REVIEW_KEY in record
    again = ReviewDialog(record, window.table, window)
    qtbot.addWidget(again)
    assert again.loaded_from_record and not again.running
    assert again.rows == rows
    assert again.computer_box.isChecked()
    again.close()

    # A bad review field is dropped, never a reason to refuse the game.
    document = json.loads(path.read_text())
    for broken in (
        {"version": 2, "anything": True},
        {**document["match"]["rounds"][-1][REVIEW_KEY], "seed": "one"},
        {**document["match"]["rounds"][-1][REVIEW_KEY], "decisions": [{"index": 10**6}]},
        "a review",
    ):
        changed = copy.deepcopy(document)
        changed["match"]["rounds"][-1][REVIEW_KEY] = broken
        path.write_text(json.dumps(changed))
        record = load_game(path).match.results[-1].record
        # (Checked when used, not at opening: a 300-round game took seven seconds.)
        assert stored_review(record) is None
        assert REVIEW_KEY not in record  # (so the next save leaves it out)
    # A tampered grade (a move that was not played) is dropped too.
    changed = copy.deepcopy(document)
    decisions = changed["match"]["rounds"][-1][REVIEW_KEY]["decisions"]
    decisions[0]["played"] = decisions[0]["best"] if decisions[0]["loss"] else "done"
    path.write_text(json.dumps(changed))
    record = load_game(path).match.results[-1].record
    assert stored_review(record) is None
    assert REVIEW_KEY not in record


def test_what_if_plays_on_apart_from_the_match_and_the_statistics(
    qtbot: QtBot, window: MainWindow
) -> None:
    dialog = open_review_from_summary(qtbot, window)
    wait_done(qtbot, dialog)
    match_before = json.dumps(window.model.match.to_json(), sort_keys=True)
    statistics_before = json.dumps(window.statistics.to_json(), sort_keys=True)
    stored_before = json.dumps(window.statistics_store.load()[0].to_json(), sort_keys=True)
    index = dialog.current_index()
    assert index is not None and dialog.what_if_button.isEnabled()
    dialog.what_if_button.click()
    what_if = dialog.what_if_windows[-1]
    assert isinstance(what_if, WhatIfDialog)
    model = what_if.model
    assert model is not window.model
    # The position is the decision's, the rest of the deal as it was dealt.
    assert list(model.round.history) == list(dialog.state.history[:index])
    assert model.round.deal == dialog.state.deal
    # A game apart: the nameplates say the round's points, not a game total of 0.
    qtbot.waitUntil(lambda: "this round" in what_if.table._labels["name0"].text, timeout=5000)
    assert all("game" not in what_if.table._labels[f"name{p}"].text.lower() for p in (0, 1))
    rng = random.Random(7)
    first = True
    while not model.round.is_over():
        qtbot.waitUntil(lambda: model.is_human_turn() or model.round.is_over(), timeout=8000)
        if model.is_human_turn():
            if first:  # (the QA pass: "Your turn." said less than the game's prompt)
                said = what_if.status_label.text()
                assert said.startswith("Your turn — ") and "Computer" in said, said
                # H and Ctrl+Z, the game's keys, said nothing: they say why now.
                what_if.activateWindow()
                qtbot.waitUntil(what_if.isActiveWindow, timeout=2000)
                what_if.table.setFocus()
                qtbot.keyClick(what_if.table, Qt.Key.Key_H)
                assert "No hint or undo" in what_if.status_label.text()
                first = False
            assert model.play_human(human_choice(model.human_legal_actions(), rng))
    qtbot.waitUntil(lambda: "Round over" in what_if.status_label.text(), timeout=5000)
    final = model.round
    qtbot.waitUntil(lambda: not what_if.table.queue.busy, timeout=8000)
    assert what_if.table._labels["name0"].text.endswith(texts.round_points_text(final.score(0)))
    assert json.dumps(window.model.match.to_json(), sort_keys=True) == match_before
    assert json.dumps(window.statistics.to_json(), sort_keys=True) == statistics_before
    assert window.autosaver.flush()
    assert json.dumps(window.statistics_store.load()[0].to_json(), sort_keys=True) == (
        stored_before
    )
    saved = json.loads(window.autosaver.path.read_text())
    assert json.dumps(saved["match"], sort_keys=True) == match_before
    what_if.close()
    dialog.close()


def test_what_if_from_a_computer_s_mistake_plays_its_best_choice(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The fifth pass: What if on a computer's decision graded a mistake had the computer
    decide again, as often as not alike, and the better move the review named could not
    be tried. It is played instead, and the game apart goes on from there."""
    finish_round(qtbot, window).accept()
    record = window.model.match.results[-1].record
    final = from_record(record)
    positions = replay_positions(final)
    index = next(
        i
        for i in range(len(final.history))
        if positions[i].to_move == COMPUTER and len(positions[i].legal_actions()) > 1
    )
    played = final.history[index]
    other = next(a for a in positions[index].legal_actions() if a != played)
    mistake = Grade(index, COMPUTER, played, other, 12.0, 0.0, True, 1)
    assert computer_s_best(mistake, human_seat=0) == other
    assert computer_s_best(Grade(index, COMPUTER, played, played, 0, 0, True, 1), 0) is None
    assert computer_s_best(Grade(index, 0, played, other, 12.0, 0, True, 1), 0) is None
    noise = Grade(index, COMPUTER, played, other, 2.0, 3.0, False, 40)  # (within its margin)
    assert computer_s_best(noise, 0) is None
    what_if = WhatIfDialog(record, index, quick_settings(), "easy", parent=window, instead=other)
    qtbot.addWidget(what_if)
    assert list(what_if.model.round.history) == [*final.history[:index], other]
    assert "the computer's best choice" in what_if.windowTitle()
    what_if.restart()  # (again from there: the better move again)
    assert what_if.model.round.history[-1] == other
    what_if.close()


def test_escape_drops_the_chosen_card_then_closes_what_if(qtbot: QtBot, window: MainWindow) -> None:
    """A player's report: Escape closed every window but What if…, whose table took it
    (to drop a card chosen with the arrows) even when no card was chosen."""
    dialog = open_review_from_summary(qtbot, window)
    wait_done(qtbot, dialog)
    dialog.what_if_button.click()
    what_if = dialog.what_if_windows[-1]
    assert isinstance(what_if, WhatIfDialog)
    what_if.show()
    qtbot.waitExposed(what_if)
    table = what_if.table
    qtbot.waitUntil(lambda: what_if.model.is_human_turn() and not table.queue.busy, timeout=8000)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    chosen = table.focus_card
    assert chosen is not None
    qtbot.keyClick(table, Qt.Key.Key_Escape)  # the card chosen is dropped first
    assert not table.card_item(chosen).is_focused and what_if.isVisible()
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not what_if.isVisible(), timeout=3000)
    assert what_if.close_button.text() == "&Close"
    dialog.close()


def test_review_and_what_if_from_the_replay_viewer(qtbot: QtBot, window: MainWindow) -> None:
    finish_round(qtbot, window).accept()
    record = window.model.match.results[0].record
    viewer = window.replay_record(record, 1)
    assert isinstance(viewer, ReplayDialog)
    viewer.go(5)
    viewer.what_if_button.click()
    what_if = viewer.findChildren(WhatIfDialog)[0]
    assert len(what_if.model.round.history) == 5
    what_if.close()
    viewer.review_button.click()
    review = viewer.findChildren(ReviewDialog)[0]
    wait_done(qtbot, review)
    assert REVIEW_KEY in record
    review.close()
    viewer.close()


def test_the_history_reviews_the_round_in_progress_without_the_computers_cards(
    qtbot: QtBot, window: MainWindow
) -> None:
    model = window.model
    rng = random.Random(2)
    while sum(1 for _ in model.round.history) < 12:
        qtbot.waitUntil(model.is_human_turn, timeout=5000)
        assert model.play_human(human_choice(model.human_legal_actions(), rng))
    window.show_history()
    history = window.history_dialog
    assert isinstance(history, TrickHistoryDialog)
    history.review_button.click()
    review = history.findChildren(ReviewDialog)[0]
    assert review.live
    assert not review.computer_box.isEnabled()
    assert not review.what_if_button.isEnabled()
    wait_done(qtbot, review)
    assert all(g.seat == 0 for g in review.grades.values())
    # The computer's hand stays hidden, but for what lay face up on the table (its melds).
    index = review.current_index()
    assert index is not None
    position = review.positions[index]
    shown = [c for c in iter_cards(position.hands[COMPUTER]) if position.exposed[COMPUTER] >> c & 1]
    assert review.board.top_hand.cards == [int(c) for c in shown]
    review.close()
    history.close()


def test_a_position_of_the_round_in_progress_shows_the_computer_s_melds(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The player's pass: the review of the round in progress showed the computer's
    side empty beside a score counting the marriage it had declared, whose cards lay
    face up on the table."""
    board = RoundBoard(window.table)
    qtbot.addWidget(board)
    state = RoundState.new(RuleSet.from_preset("marjolet"), rng=random.Random(4))
    # (In the table's order: the board shows hands as the table does.)
    hand = hand_order(tuple(int(c) for c in iter_cards(state.hands[COMPUTER])), state.trump)
    state.exposed[COMPUTER] = (1 << hand[0]) | (1 << hand[2])
    board.show_state(state, hide_computer=True)
    assert board.top_hand.cards == [hand[0], hand[2]]
    board.show_state(state)
    assert board.top_hand.cards == hand


def test_the_player_s_own_choice_of_decision_is_kept_while_grades_arrive(
    qtbot: QtBot, phase_1_held: threading.Event
) -> None:
    """The review follows the biggest mistake so far until the player picks a decision
    (here with the keyboard); then new grades never move the selection."""
    medium = make_player("medium")
    rng = random.Random(11)
    state = RoundState.new(RuleSet.from_preset("marjolet"), 1, 11)
    while not state.is_over():
        state.apply(medium.choose(Observation.of(state, state.to_move), 0.0, rng))
    dialog = ReviewDialog(to_record(state), worlds=30)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: len(dialog.rows) >= 2, timeout=20_000)
    assert dialog.running
    dialog.tree.setFocus()
    before = dialog.current_index()
    last = dialog.tree.topLevelItem(dialog.tree.topLevelItemCount() - 1)
    at_end = last is not None and last.isSelected()
    qtbot.keyClick(dialog.tree, Qt.Key.Key_Up if at_end else Qt.Key.Key_Down)
    chosen = dialog.current_index()
    assert chosen is not None and chosen != before
    phase_1_held.set()  # the phase-1 grades arrive after the player's choice
    wait_done(qtbot, dialog)
    assert dialog.current_index() == chosen
    dialog.close()


def test_closing_the_window_mid_review_ends_the_review_thread(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = slow_review_under_way(qtbot, window, monkeypatch)
    thread = dialog.runner._thread
    assert thread is not None and thread.isRunning()
    window.close()  # the review dialog is deleted only later; its thread ends now
    assert thread.isFinished()
    assert not review_worker._DRAINING


def test_what_if_opened_on_a_declaration_window_places_its_panel(qtbot: QtBot) -> None:
    """What if… builds its table before it opens, and the declaration panel is shown
    before the table is on screen: it is placed all the same, clear of the stock and the
    trumps (a tester's pass at 800 × 600 saw it unplaced in the top-left corner, over
    them; the table now places a panel shown, not only one already visible)."""
    for seed in range(40):
        final = finished_round(seed)
        replay = RoundState(final.rules, final.deal)
        found = None
        for index, action in enumerate(final.history):
            waiting = replay.stage == Stage.WINDOW and replay.to_move == 0
            if waiting and replay.upcard >= 0 and len(replay.legal_actions()) > 1:
                found = index
                break
            replay.apply(action)
        if found is not None:
            break
    assert found is not None
    what_if = WhatIfDialog(to_record(final), found, quick_settings(), level="easy")
    qtbot.addWidget(what_if)
    what_if.resize(800, 600)
    what_if.show()
    qtbot.waitExposed(what_if)
    table = what_if.table
    qtbot.waitUntil(lambda: table.panel.isVisible() and not table.queue.busy, timeout=5000)
    stock = table._layout.stock_label_region
    place = table.panel.geometry()
    assert not place.intersects(
        QRect(round(stock.x), round(stock.y), round(stock.w), round(stock.h))
    )
    what_if.close()


def test_a_review_stopped_part_way_reopens_with_the_computer_s_decisions_ticked(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A review of both players' decisions, stopped: opened again it went on from the
    start, the computer's decisions unticked. It goes on from what was graded, ticked."""
    dialog = open_review_from_summary(qtbot, window)
    dialog.computer_box.setChecked(True)
    wait_done(qtbot, dialog)
    record = copy.deepcopy(dialog.record)
    dialog.close()
    review = record[REVIEW_KEY]
    human = window.model.human_seat
    mine = [d for d in review["decisions"] if d["seat"] == human]
    review["decisions"] = [d for d in review["decisions"] if d not in mine[:2]]
    review["seats"] = [1 - human]  # (the player's no longer whole)
    kept = stored_review(record)
    assert kept is not None and kept.seats == (1 - human,)
    again = ReviewDialog(record, window.table, window)
    qtbot.addWidget(again)
    assert again.computer_box.isChecked()
    assert running(again)
    wait_done(qtbot, again)
    assert {row[1] for row in again.rows} == {"You", "Computer"}
    again.close()


def test_tab_goes_round_what_if_s_cards_then_to_its_buttons(qtbot: QtBot) -> None:
    """The review's finding: Tab chose cards and never left the table, so What if…'s
    buttons could not be reached by Tab. Past the last card it goes on to them, and
    back; the game's own window keeps Tab on its cards (nothing else takes the focus)."""
    final = finished_round(3)
    state = RoundState(final.rules, final.deal)
    index = 0
    while not (state.to_move == 0 and state.stage in (Stage.LEAD, Stage.FOLLOW)):
        state.apply_unchecked(final.history[index])
        index += 1
    what_if = WhatIfDialog(to_record(final), index, quick_settings(), level="easy")
    qtbot.addWidget(what_if)
    what_if.show()
    qtbot.waitExposed(what_if)
    what_if.activateWindow()  # (the dialog's own focus widget is read: offscreen, the
    # window may not become the active one)
    table = what_if.table
    qtbot.waitUntil(lambda: what_if.model.is_human_turn() and not table.queue.busy)
    table.setFocus()
    seen: list[object] = []
    for _ in range(20):
        qtbot.keyClick(what_if.focusWidget(), Qt.Key.Key_Tab)
        seen.append(what_if.focusWidget())
        if seen[-1] is what_if.close_button:
            break
    assert what_if.again_button in seen and what_if.close_button in seen
    left = table.focus_card  # (read once: mypy would hold on to an asserted member)
    assert left is None  # (no card left looking chosen)
    cards = [w for w in seen if w is table]
    assert len(cards) >= 1  # the cards came first
    # Back again with Shift+Tab, through the buttons to the table's cards.
    for _ in range(3):
        qtbot.keyClick(what_if.focusWidget(), Qt.Key.Key_Backtab)
    assert what_if.focusWidget() is table and table.focus_card is not None
    what_if.close()


def test_enter_deals_on_after_a_review_opened_by_a_click(qtbot: QtBot, window: MainWindow) -> None:
    """The QA pass: the review opened by a click kept the focus on its button, and the
    Enter that was to deal the next round once the review closed opened it again."""
    summary = finish_round(qtbot, window)
    summary.activateWindow()
    qtbot.waitUntil(summary.isActiveWindow, timeout=5000)
    summary.continue_button.setFocus()
    qtbot.mouseClick(summary.review_button, Qt.MouseButton.LeftButton)
    review = summary.findChildren(ReviewDialog)[0]
    assert not summary.review_button.hasFocus()
    review.close()
    qtbot.waitUntil(lambda: not review.isVisible(), timeout=5000)
    qtbot.wait(int(SETTLE_S * 1000) + 100)
    summary.activateWindow()  # (what the window system does as the review closes)
    qtbot.waitUntil(summary.isActiveWindow, timeout=5000)
    rounds = len(window.model.match.results)
    focus = QApplication.focusWidget()
    assert focus is not None and focus is not summary.review_button
    qtbot.keyClick(focus, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not summary.isVisible(), timeout=5000)
    reviews = [w for w in QApplication.topLevelWidgets() if isinstance(w, ReviewDialog)]
    assert not any(w.isVisible() for w in reviews)  # (not opened again)
    assert len(window.model.match.results) == rounds and not window.model.round.history
