"""Undo, hints, the trick history, the replay viewer and statistics, through the window."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from marjolet_qt.ai import make_player
from marjolet_qt.ai.reasons import Reason
from marjolet_qt.app import i18n, texts
from marjolet_qt.app import worker as worker_module
from marjolet_qt.app.dialogs.history import TrickHistoryDialog, declarations
from marjolet_qt.app.dialogs.replay import ReplayDialog
from marjolet_qt.app.dialogs.statistics_dialog import StatisticsDialog
from marjolet_qt.app.model import COMPUTER, HUMAN, replay_actors
from marjolet_qt.app.reason_text import hint_text
from marjolet_qt.app.savegame import SavedGame, save_game
from marjolet_qt.app.statistics import StatisticsStore
from marjolet_qt.app.window import MainWindow
from marjolet_qt.engine import RuleSet
from marjolet_qt.engine.actions import ActionKind, play
from marjolet_qt.engine.cards import HEARTS, card_id
from marjolet_qt.engine.events import MeldDeclared, SevenExchanged, SevenShown
from marjolet_qt.engine.match import Match
from marjolet_qt.engine.records import from_record
from marjolet_qt.engine.round import RoundState, Stage
from marjolet_qt.engine.tricks import captured_marriages
from tests.engine.helpers import deal as build_deal

from .helpers import SlowPlayer, finished_round, human_choice, quick_settings
from .test_persistence import messages

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    win = MainWindow(quick_settings(hard_think_time=0.25), seed=31)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win  # pytest-qt closes it (closeEvent stops the threads) after the test


def wait_for_human(qtbot: QtBot, win: MainWindow) -> None:
    model = win.model
    qtbot.waitUntil(lambda: model.is_human_turn() or model.round.is_over(), timeout=5000)


def play_until(qtbot: QtBot, win: MainWindow, done: Callable[[], bool], seed: int = 5) -> None:
    """The human plays (plausibly) until ``done()`` holds at the human's turn."""
    model = win.model
    rng = random.Random(seed)
    while True:
        wait_for_human(qtbot, win)
        if done() or model.round.is_over():
            return
        assert model.play_human(human_choice(model.human_legal_actions(), rng))


def finish_round(qtbot: QtBot, win: MainWindow) -> None:
    play_until(qtbot, win, lambda: False)


def press(
    qtbot: QtBot,
    win: MainWindow,
    key: Qt.Key,
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    win.activateWindow()
    win.table.setFocus()
    # (Not QApplication.activeWindow(): under PySide 6.12 it loses a reference to the
    # window it returns, which then gets deleted.)
    qtbot.waitUntil(win.isActiveWindow, timeout=10_000)
    qtbot.keyClick(win.table, key, modifier)


# --- undo --------------------------------------------------------------------------------


def test_undo_in_phase_2_takes_back_your_move_and_the_reply(
    qtbot: QtBot, window: MainWindow
) -> None:
    model = window.model
    window.start(first_dealer=COMPUTER)
    # Phase 2 (stock gone), the human to move, with a human move since the last draw.
    play_until(
        qtbot,
        window,
        lambda: (
            model.round.upcard < 0
            and HUMAN in model._actors[model.undo_barrier :]
            and model.round.lead_card < 0
        ),
    )
    if model.round.is_over():
        pytest.skip("the round ended before a position to undo")
    assert window.undo_action.isEnabled()
    history = list(model.round.history)
    actors = list(model._actors)
    last_human = max(i for i, a in enumerate(actors) if a == HUMAN)
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert model.round.history == history[:last_human]
    assert model.round.to_move == HUMAN
    assert model.undos == 1
    assert window.statistics.tally(model.level, "marjolet").undos == 1
    assert StatisticsStore(window._data_dir).load()[0].tally("easy", "marjolet").undos == 1
    # The table shows the position after the undo.
    assert sorted(window.table.human_cards()) == sorted(int(c) for c in model.round.hand(HUMAN))


def test_redo_by_either_key_brings_back_what_undo_took(qtbot: QtBot, window: MainWindow) -> None:
    model = window.model
    window.start(first_dealer=COMPUTER)
    play_until(
        qtbot,
        window,
        lambda: model.round.upcard < 0 and model._actors[model.undo_barrier :].count(HUMAN) >= 2,
    )
    if model.round.is_over():
        pytest.skip("the round ended before a position to undo")
    history = list(model.round.history)
    assert not window.redo_action.isEnabled()
    control, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    press(qtbot, window, Qt.Key.Key_Z, control)
    press(qtbot, window, Qt.Key.Key_Z, control)
    assert len(model.round.history) < len(history)
    assert window.redo_action.isEnabled()
    assert window.statistics.tally(model.level, "marjolet").undos == 2
    press(qtbot, window, Qt.Key.Key_Z, control | shift)  # macOS and Linux desktops
    press(qtbot, window, Qt.Key.Key_Y, control)  # Windows
    assert model.round.history == history
    # Played again: not taken back, in the game nor in the statistics (on disk too).
    assert model.undos == 0
    assert window.statistics.tally(model.level, "marjolet").undos == 0
    assert StatisticsStore(window._data_dir).load()[0].tally("easy", "marjolet").undos == 0
    assert not window.redo_action.isEnabled()
    # The table shows the position again, with no animation left to play.
    assert sorted(window.table.human_cards()) == sorted(int(c) for c in model.round.hand(HUMAN))
    window.redo()  # (as the menu would, were it enabled)
    assert window.statusBar().currentMessage() == "Nothing to redo."
    # Undo again, then play another card: what was taken back is forgotten.
    press(qtbot, window, Qt.Key.Key_Z, control)
    assert window.redo_action.isEnabled()
    wait_for_human(qtbot, window)
    assert model.play_human(model.human_legal_actions()[-1])
    assert not window.redo_action.isEnabled()


def test_redo_stops_in_a_window_that_would_continue_by_itself(qtbot: QtBot) -> None:
    """With melds in the last tricks, a declaration window stands in phase 2 (no draw:
    undo may cross it). Redo that lands in it with nothing to declare must not let the
    panel continue for the player: that would be a new move, and forget the rest."""
    rules = RuleSet.from_preset("marjolet", {"melds_in_phase2": True})
    win = MainWindow(quick_settings(auto_continue=True, rules=rules), seed=3, autosave=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    model = win.model

    def continued_then_moved() -> bool:
        """A "continue" of the human's that undo may take back, and a move after it."""
        actors = model._actors[model.undo_barrier :]
        moves = model.round.history[model.undo_barrier :]
        return any(
            move.kind == ActionKind.DONE and actor == HUMAN and HUMAN in actors[i + 1 :]
            for i, (move, actor) in enumerate(zip(moves, actors, strict=True))
        )

    for seed in range(40):
        win.start(first_dealer=COMPUTER if seed % 2 else HUMAN)
        play_until(qtbot, win, continued_then_moved, seed=seed)
        if not model.round.is_over():
            break
    else:
        pytest.fail("no round reached a phase-2 window to take back")
    history = list(model.round.history)
    while model.can_undo():
        win.undo()
        wait_for_human(qtbot, win)
    stood = False
    while win.redo_action.isEnabled():
        win.redo()
        qtbot.wait(20)  # (a "continue at once" would come on the next turn of the loop)
        wait_for_human(qtbot, win)
        if model.round.stage == Stage.WINDOW and model.is_human_turn():
            # The window is shown, its Continue ready: the game looked frozen, the
            # panel hidden until a click (the QA pass of session 29).
            panel = win.table.panel
            assert panel.isVisible() and panel.button_for(ActionKind.DONE) is not None
            stood = True
    assert stood
    assert model.round.history == history
    win.close()


def test_undo_is_not_offered_across_a_draw(qtbot: QtBot, window: MainWindow) -> None:
    model = window.model
    window.start(first_dealer=HUMAN)  # the computer leads
    play_until(qtbot, window, lambda: model.round.stock_pos > 0 and model.round.lead_card >= 0)
    # The computer has led after the draw; the human has not moved since.
    assert not model.can_undo()
    assert not window.undo_action.isEnabled()
    history = list(model.round.history)
    # Ctrl+Z still says why (a greyed-out action's keys did nothing at all).
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert model.round.history == history
    assert "draw" in window.statusBar().currentMessage()
    # Where Undo may be taken again, Ctrl+Z takes it (the two keys' actions never clash).
    play_until(qtbot, window, model.can_undo)
    if model.round.is_over():
        pytest.skip("the round ended before a move to undo")
    assert window.undo_action.isEnabled() and not window.undo_refused_action.isEnabled()
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert model.undos == 1


def test_ctrl_z_says_why_undo_is_refused(qtbot: QtBot) -> None:
    """Ctrl+Z where Undo is greyed out said "across a draw" whatever the reason: before
    the player's first move, or when the computer had shown its 7 of trumps."""
    settings = quick_settings(rules=RuleSet.from_preset("mariage"))
    win = MainWindow(settings, seed=31, autosave=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    # The player led, the computer took the trick (a draw), then exchanged its 7 on its
    # own turn and led: it showed a card of its hand since the draw.
    shown = build_deal(
        "8H 9H AC AD KC",
        "7S AH TH 8C 9D",
        "KS",
        rules="mariage",
        dealer=COMPUTER,
        actions="8H, AH, exchange, 8C",
    )
    match = Match(settings.rules, first_dealer=COMPUTER)
    match.round = shown
    win.resume(SavedGame(match, "easy"))
    wait_for_human(qtbot, win)
    assert win.model.undo_refusal() == "shown"
    press(qtbot, win, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "showed cards" in win.statusBar().currentMessage()
    # The computer only led: before the player's first move there is nothing to undo.
    match = Match(settings.rules, first_dealer=HUMAN)
    match.round = build_deal(
        "8H 9H AC AD KC", "7S AH TH 8C 9D", "KS", rules="mariage", dealer=HUMAN, actions="8C"
    )
    win.resume(SavedGame(match, "easy"))
    wait_for_human(qtbot, win)
    assert win.model.undo_refusal() == "nothing"
    press(qtbot, win, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert win.statusBar().currentMessage() == "Nothing to undo."
    win.close()


def test_undo_never_goes_back_across_a_computer_meld() -> None:
    rules = RuleSet.from_preset("marjolet")
    rng = random.Random(0)
    for seed in range(200):
        state = RoundState.new(rules, dealer=1, rng=seed)
        meld_at = None
        while not state.is_over():
            action = human_choice(state.legal_actions(), rng)
            if state.to_move == COMPUTER and action.kind == ActionKind.MELD and state.upcard >= 0:
                meld_at = len(state.history) + 1
            state.apply(action)
            if meld_at is not None:
                break
        if meld_at is not None:
            _, barrier = replay_actors(state)
            assert barrier == meld_at
            return
    pytest.fail("no computer meld in 200 deals")


# --- hints -------------------------------------------------------------------------------


def test_h_says_why_no_hint_when_it_is_not_the_player_s_turn(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The regression pass: H did nothing at the computer's turn or with the round over
    (the hint greyed out, and a greyed action's key does nothing). Its key now says why,
    as Ctrl+Z does; while a hint is sought, H does not start it over."""
    slow = SlowPlayer(seconds=0.5)
    monkeypatch.setattr(worker_module, "make_player", lambda level: slow)
    model = window.model
    window.start(first_dealer=HUMAN)  # (the computer leads)
    assert slow.started.wait(10) and not model.is_human_turn()
    assert not window.hint_action.isEnabled() and window.hint_refused_action.isEnabled()
    press(qtbot, window, Qt.Key.Key_H)
    assert window.statusBar().currentMessage() == "A hint is for your turn."
    assert not model.hinting
    wait_for_human(qtbot, window)
    # The player's turn come, the message that said it was not goes (the QA pass: it
    # stayed its 3 s over the prompt, under the player's lit nameplate).
    qtbot.waitUntil(lambda: not window.statusBar().currentMessage(), timeout=1000)
    qtbot.waitUntil(window.hint_action.isEnabled, timeout=5000)
    assert not window.hint_refused_action.isEnabled()  # (never both: the key would die)
    window.hint()
    assert window.model.hinting  # (read anew: mypy held it False since the assert above)
    assert not window.hint_action.isEnabled() and not window.hint_refused_action.isEnabled()
    model.cancel_hint()  # (no search left running into the next test)


def test_hint_by_shortcut_shows_the_hard_choice_without_blocking(
    qtbot: QtBot, window: MainWindow
) -> None:
    model = window.model
    window.start(first_dealer=COMPUTER)
    wait_for_human(qtbot, window)
    with qtbot.waitSignal(model.hintReady, timeout=10_000) as blocker:
        press(qtbot, window, Qt.Key.Key_H)
        assert model.hinting  # the answer comes later: the window is not blocked
        assert not window.hint_action.isEnabled()
    action, reason = blocker.args
    assert action in model.round.legal_actions()
    # The opponent's reason is data; the banner words it (and the status line repeats it).
    assert isinstance(reason, Reason)
    assert window.statusBar().currentMessage() == hint_text(action, reason, model.round)
    assert window.table.caption_text == window.statusBar().currentMessage()
    assert window.statusBar().currentMessage().startswith("Hint:")
    assert window.table.hint_cards == int(action.cards)
    assert window.hint_action.isEnabled()
    # Playing withdraws the hint.
    model.play_human(human_choice(model.human_legal_actions(), random.Random(1)))
    assert window.table.hint_cards == 0


def test_a_hint_asked_twice_samples_the_same_deals(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The player's pass got "the Jack of clubs", then "the King of clubs", in one
    position: the hint's search is seeded by the position, so it does not change its mind
    between close moves; another position gets another seed. Asked again in the same
    position, the hint is the same to the point, at once, without a second search (a
    later pass saw "36 points ahead; 517 deals", then "37 … 538")."""
    model = window.model
    seeds: list[int] = []
    thinker = model._hint_thinker
    real = thinker.request

    def request(observation: Any, level: str, budget: float, seed: int, **kw: Any) -> None:
        seeds.append(seed)
        real(observation, level, budget, seed, **kw)

    monkeypatch.setattr(thinker, "request", request)
    window.start(first_dealer=COMPUTER)
    wait_for_human(qtbot, window)
    answers = []
    for _ in range(2):
        with qtbot.waitSignal(model.hintReady, timeout=10_000) as ready:
            assert model.request_hint()
        answers.append(ready.args)
    assert answers[0] == answers[1] and len(seeds) == 1
    model.play_human(human_choice(model.human_legal_actions(), random.Random(1)))
    wait_for_human(qtbot, window)
    with qtbot.waitSignal(model.hintReady, timeout=10_000):
        assert model.request_hint()
    assert len(seeds) == 2 and seeds[0] != seeds[1]


@pytest.mark.parametrize("how", ["new game", "undo", "close"])
def test_a_hint_is_cancelled_by_new_game_undo_and_close(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    slow = SlowPlayer(seconds=20)
    real = make_player  # what the worker imported
    monkeypatch.setattr(
        worker_module, "make_player", lambda level: slow if level == "hard" else real(level)
    )
    model = window.model
    window.start(first_dealer=COMPUTER)
    if how == "undo":
        rng = random.Random(2)
        wait_for_human(qtbot, window)
        model.play_human(human_choice(model.human_legal_actions(), rng))
        play_until(qtbot, window, model.can_undo)
    wait_for_human(qtbot, window)
    answers: list[object] = []
    model.hintReady.connect(lambda *args: answers.append(args))
    window.hint_action.trigger()
    assert slow.started.wait(30)
    if how == "new game":
        window.new_game()
    elif how == "undo":
        window.undo()
    else:
        window.close()
    assert slow.stopped_early.wait(30)
    qtbot.wait(50)
    assert answers == []
    assert not model.hinting


# --- history and replay -----------------------------------------------------------------


def test_trick_history_lists_the_tricks_so_far(qtbot: QtBot, window: MainWindow) -> None:
    model = window.model
    window.start(first_dealer=COMPUTER)
    play_until(qtbot, window, lambda: len(model.round.tricks) >= 3)
    window.history_action.trigger()
    dialog = window.history_dialog
    assert dialog is not None and dialog.isVisible()
    rows = dialog.rows
    assert len(rows) == len(model.round.tricks)
    first = model.round.tricks[0]
    assert rows[0][0] == "1"
    assert rows[0][2] in ("You", "Computer")
    assert str(first.lead)[0] in "789JQKTA"
    play_until(qtbot, window, lambda: len(model.round.tricks) >= 4)
    assert len(dialog.rows) == len(model.round.tricks)  # follows the round


@pytest.mark.parametrize("language", ["en", "fr"])
def test_trick_history_shows_every_column(
    qtbot: QtBot, window: MainWindow, qapp: QApplication, french_catalogue: Path, language: str
) -> None:
    """The points of each trick are in view as the history opens, in French too (its
    long card names used to push them behind a scroll bar); narrowed, the cards give way,
    cut with "…" and whole in their tooltips."""
    i18n.install_translator(qapp, language)
    try:
        model = window.model
        window.start(first_dealer=COMPUTER)
        play_until(qtbot, window, lambda: len(model.round.tricks) >= 4)
        window.show_history()
        dialog = window.history_dialog
        assert dialog is not None
        qtbot.waitExposed(dialog)
        tree = dialog.tree
        # As it opens, the longest trick reads whole.
        widest = max(tree.fontMetrics().horizontalAdvance(row[1]) for row in dialog.rows)
        assert tree.header().sectionSize(1) >= widest
        for width in (dialog.width(), 420):
            dialog.resize(width, dialog.height())

            def resized(w: int = width, shown: TrickHistoryDialog = dialog) -> bool:
                return shown.width() == max(w, shown.minimumWidth())

            qtbot.waitUntil(resized)
            header, room = tree.header(), tree.viewport().width()
            last = tree.columnCount() - 1
            assert header.sectionViewportPosition(last) + header.sectionSize(last) <= room
            for row in range(tree.topLevelItemCount()):
                item = tree.topLevelItem(row)
                assert item is not None and item.toolTip(1) == item.text(1)
    finally:
        i18n.install_translator(qapp, "en")


def _finished_record(qtbot: QtBot, window: MainWindow) -> dict[str, Any]:
    window.start(first_dealer=COMPUTER)
    finish_round(qtbot, window)
    assert window.model.round.is_over()
    return window.model.match.results[0].record


def test_replay_viewer_steps_with_the_keyboard_and_scores_as_they_were(
    qtbot: QtBot, window: MainWindow
) -> None:
    record = _finished_record(qtbot, window)
    viewer = window.replay_record(record, 1)
    assert isinstance(viewer, ReplayDialog)
    qtbot.waitExposed(viewer)
    viewer.activateWindow()
    assert viewer.step == 0
    assert len(viewer.top_hand.cards) == len(viewer.bottom_hand.cards) == 6  # both open
    for expected in (1, 2, 3):
        qtbot.keyClick(viewer, Qt.Key.Key_Right)
        assert viewer.step == expected
        prefix = from_record({**record, "actions": record["actions"][:expected]})
        assert f"You {prefix.score(0)} — Computer {prefix.score(1)}" == viewer.score_label.text()
    qtbot.keyClick(viewer, Qt.Key.Key_Left)
    assert viewer.step == 2
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    final = from_record(record)
    assert viewer.step == len(record["actions"])
    assert viewer.score_label.text() == f"You {final.score(0)} — Computer {final.score(1)}"
    assert not viewer.forward_button.isEnabled()
    viewer.close()


def test_export_then_replay_the_file_then_play_the_deal_from_the_other_seat(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    record = _finished_record(qtbot, window)
    viewer = window.replay_record(record, 1)
    assert viewer is not None
    # The file dialog offers a dated name, not "round.json" every time.
    offered: list[Path] = []
    monkeypatch.setattr(window, "ask_save_file", lambda _t, start, *_: offered.append(start))
    assert window.ask_export_path() is None
    assert re.fullmatch(r"round \d{4}-\d\d-\d\d \d\d-\d\d\.json", offered[0].name)
    target = tmp_path / "round.json"
    monkeypatch.setattr(window, "ask_export_path", lambda: target)
    viewer.export_button.click()
    exported = json.loads(target.read_text())
    assert exported == record  # a plain record, no schema key added
    viewer.close()
    # Replay from the exported file.
    monkeypatch.setattr(window, "ask_open_path", lambda *args: target)
    window.replay_file()
    viewers = [w for w in window.findChildren(ReplayDialog) if w.isVisible()]
    assert len(viewers) == 1 and viewers[0].record == exported
    # Play this deal again from the other seat.
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    viewers[0].again_button.click()
    model = window.model
    deal = from_record(record).deal
    new = model.round.deal
    assert new.hands == (deal.hands[1], deal.hands[0])
    assert new.dealer == 1 - deal.dealer
    assert (new.upcard, new.stock) == (deal.upcard, deal.stock)
    assert model.match.results == [] and model.round.history == []
    wait_for_human(qtbot, window)
    assert not shiboken6.isValid(viewers[0]) or not viewers[0].isVisible()


def test_a_file_is_replayed_by_what_it_holds_not_by_its_name(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A saved game renamed .json replays its rounds (it was said to come from a newer
    version), and a round record renamed .marjolet replays as a record."""
    record = _finished_record(qtbot, window)
    game = tmp_path / "evening.json"
    save_game(game, SavedGame(window.model.match, "easy"))
    renamed = tmp_path / "round.marjolet"
    renamed.write_text(json.dumps(record), encoding="utf-8")
    seen = messages(monkeypatch)
    for path in (game, renamed):
        monkeypatch.setattr(window, "ask_open_path", lambda *args, path=path: path)
        window.replay_file()
        viewers = [w for w in window.findChildren(ReplayDialog) if w.isVisible()]
        assert seen == [] and len(viewers) == 1 and viewers[0].record == record, path
        viewers[0].close()
        qtbot.waitUntil(lambda: not any(w.isVisible() for w in window.findChildren(ReplayDialog)))


# --- statistics --------------------------------------------------------------------------


def test_statistics_recorded_from_the_window_and_shown_then_reset(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    win = MainWindow(quick_settings(rules=RuleSet.from_preset("marjolet", {"target": 10})), seed=31)
    qtbot.addWidget(win)
    win.show()
    win.start(first_dealer=COMPUTER)
    finish_round(qtbot, win)
    model = win.model
    result = model.match.results[0]
    # A game to 10 points is not the preset's game: counted apart, and named so.
    assert list(win.statistics.keys()) == [("easy", "marjolet+custom")]
    tally = win.statistics.tally("easy", "marjolet+custom")
    assert tally.rounds_played == 1 and tally.points == result.scores[0]
    assert tally.games_played == int(model.match.is_over())
    stored = StatisticsStore(win._data_dir).load()[0]
    assert stored.tally("easy", "marjolet+custom") == tally
    win._close_dialog()
    win.statistics_action.trigger()
    dialog = win.active_dialog
    assert isinstance(dialog, StatisticsDialog)
    assert dialog.choice.currentText() == "Easy opponent — Marjolet, with options of your own"
    assert " of 1 (" in dialog.values["rounds"].text()
    assert dialog.rounds_chart.series[0] == [result.scores[0]]  # no made-up round 0
    assert dialog.rounds_chart.first == 1
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert dialog.reset_button.isEnabled()
    dialog.reset_button.click()
    assert not dialog.reset_button.isEnabled()  # nothing left to reset
    assert list(win.statistics.keys()) == []
    assert list(StatisticsStore(win._data_dir).load()[0].keys()) == []
    assert dialog.values["rounds"].text() == "none finished yet"
    # A file damaged after the reset brings back the reset statistics, not the tallies
    # the player chose to clear (the backup held them).
    stats_file = StatisticsStore(win._data_dir).path
    stats_file.write_text("{ damaged")
    recovered, warning = StatisticsStore(win._data_dir).load()
    assert warning is not None and list(recovered.keys()) == []
    dialog.reject()
    qtbot.wait(10)
    win.close()


class _RoundOnly(QObject):
    """What the trick history reads of the game: its round, the player's seat, and the
    signals it refreshes on."""

    trickWon = Signal()  # noqa: N815
    meldDeclared = Signal()  # noqa: N815
    sevenExchanged = Signal()  # noqa: N815
    sevenShown = Signal()  # noqa: N815
    stateReset = Signal()  # noqa: N815
    roundStarted = Signal()  # noqa: N815
    gameStarted = Signal()  # noqa: N815

    def __init__(self, state: RoundState) -> None:
        super().__init__()
        self.round = state
        self.human_seat = HUMAN


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_history_names_each_player_once_before_their_melds(
    qtbot: QtBot, french: QApplication, language: str
) -> None:
    """It read "Computer: Four Kings — 80; Computer: Bésigue — 40", and in French without
    the space before the semicolon."""
    i18n.install_translator(french, language)
    try:
        state = finished_round(78, "besigue")  # two melds each
        assert sorted(event.player for event in state.meld_log) == [0, 0, 1, 1]
        source = _RoundOnly(state)
        dialog = TrickHistoryDialog(source)  # type: ignore[arg-type]
        qtbot.addWidget(dialog)
        dialog.refresh()
        text = dialog.melds_label.text()
        you, computer = (texts.player_name(seat, HUMAN) for seat in (HUMAN, COMPUTER))
        assert text.count(you) == 1 and text.count(computer) == 1, text
        assert text.count(";") == 1, text
        if language == "fr":
            assert "\u202f;" in text, text
    finally:
        i18n.install_translator(french, "en")


def test_the_history_lists_the_marriages_won_in_mariage(qtbot: QtBot) -> None:
    """In Mariage a marriage scores as soon as both its cards are won, with no meld
    declared: the round's summary counted the points, the tricks' window listed nothing
    (a tester's pass). Each is listed under its winner, after the trick that completed it."""
    for seed in range(30):
        state = finished_round(seed, "mariage-classique")
        if any(captured_marriages(state.trump, won) for won in state.won):
            break
    found = declarations(state)
    for player in (0, 1):
        keys = captured_marriages(state.trump, state.won[player])
        captions = [texts.meld_caption(k, state.rules.meld_points(k)) for k in keys]
        listed = [caption for who, caption in found if who == player and caption in captions]
        assert sorted(listed) == sorted(captions)
    assert any(captured_marriages(state.trump, won) for won in state.won)


@pytest.mark.parametrize("preset", ["marjolet", "besigue"])
def test_the_history_lists_the_7_of_trumps_among_the_declarations(
    qtbot: QtBot, preset: str
) -> None:
    """The exchange of the 7 scores as a meld does, and was missing from the tricks'
    window: it is listed under the player who made it, with its points, in its place
    among the melds (the engine's events of a replay say who and when)."""
    state = finished_round(2, preset)  # a meld and an exchange (random legal moves)
    replay = RoundState(state.rules, state.deal)
    expected: list[tuple[int, str]] = []
    points = state.rules.seven_exchange_points
    for action in state.history:
        for event in replay.apply(action):
            if isinstance(event, MeldDeclared):
                meld = event.meld
                expected.append((meld.player, texts.meld_caption(meld.key, meld.points)))
            elif isinstance(event, SevenExchanged | SevenShown):
                name = texts.seven_name(isinstance(event, SevenShown))
                caption = texts.points_caption(name, points) if points else name
                expected.append((event.player, caption))
    assert len(expected) == len(state.meld_log) + 1  # (the deal has both)
    assert declarations(state) == expected
    # The window open as the 7 is exchanged: it lists it at once, not after the next trick.
    live = RoundState(state.rules, state.deal)
    at = next(i for i, a in enumerate(state.history) if a.kind == ActionKind.EXCHANGE)
    for action in state.history[:at]:
        live.apply(action)
    source = _RoundOnly(live)
    dialog = TrickHistoryDialog(source)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    shown = any(isinstance(e, SevenShown) for e in live.apply(state.history[at]))
    assert texts.seven_name(shown) not in dialog.melds_label.text()
    (source.sevenShown if shown else source.sevenExchanged).emit()
    assert texts.seven_name(shown) in dialog.melds_label.text()


def test_a_round_counts_under_the_weakest_level_that_played_in_it(qtbot: QtBot) -> None:
    """A round begun against Easy and finished against Medium counts as played against
    Easy (it counted as Medium's: the statistics then claimed a win the stronger level
    never conceded); the next round counts under the level that plays it whole."""
    win = MainWindow(
        quick_settings(rules=RuleSet.from_preset("marjolet", {"target": 1000})), seed=31
    )
    qtbot.addWidget(win)
    win.show()
    win.start(first_dealer=COMPUTER)
    play_until(qtbot, win, lambda: len(win.model.round.history) > 4)
    win.apply_settings(win.settings.replace(level="medium"))
    assert win.model.level == "medium" and win.model.round_level == "easy"
    finish_round(qtbot, win)
    assert win.statistics.tally("easy", "marjolet+custom").rounds_played == 1
    assert win.statistics.tally("medium", "marjolet+custom").rounds_played == 0
    win._close_dialog()
    win.model.next_round()
    assert win.model.round_level == "medium" and win.model.game_level == "easy"
    finish_round(qtbot, win)
    assert win.statistics.tally("medium", "marjolet+custom").rounds_played == 1
    win.close()


def test_a_level_chosen_before_the_first_card_is_the_game_s_own(qtbot: QtBot) -> None:
    """The sixth pass: switched to Expert before a card was played, the game counted
    under Medium, the level that never played a card of it."""
    win = MainWindow(quick_settings(level="medium"), seed=31)
    qtbot.addWidget(win)
    win.show()
    win.start(first_dealer=COMPUTER)  # (the human leads: nothing is played yet)
    assert win.model.untouched()
    win.apply_settings(win.settings.replace(level="hard"))
    assert (win.model.level, win.model.round_level, win.model.game_level) == ("hard",) * 3
    play_until(qtbot, win, lambda: len(win.model.round.history) > 2)
    win.apply_settings(win.settings.replace(level="easy"))
    win.apply_settings(win.settings.replace(level="hard"))
    assert (win.model.round_level, win.model.game_level) == ("easy", "easy")
    win.close()


def test_moves_taken_back_still_count_against_a_level_chosen_then(qtbot: QtBot) -> None:
    """The review's finding: the first trick played against Easy, taken back, Expert
    chosen, then Redo: the round counted as Expert's alone, its moves Easy's."""
    settings = quick_settings(level="easy")
    win = MainWindow(settings, seed=31)
    qtbot.addWidget(win)
    win.show()
    # The human leads the Ace of trumps and wins: the first trick can be taken back.
    state = build_deal("AH TH KH QH JH 9H", "7C 8C 9C 8D 9D 7D", "7H", dealer=COMPUTER)
    win.model.new_game_with_deal(state.deal, settings.rules)
    win.model.play_human(play(card_id(7, HEARTS, 0)))
    qtbot.waitUntil(lambda: len(win.model.round.history) == 2, timeout=5000)
    assert win.model.undo()
    assert not win.model.round.history and win.model.can_redo()
    win.apply_settings(win.settings.replace(level="hard"))
    assert (win.model.round_level, win.model.game_level) == ("easy", "easy")
    win.close()


def test_statistics_a_full_disk_refused_are_written_once_it_has_room(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A round finished on a full disk: "Statistics not saved". The disk freed, the game
    was saved again but the statistics were not, and a quit lost the round from them."""
    import errno  # noqa: PLC0415
    import os  # noqa: PLC0415

    win = MainWindow(
        quick_settings(rules=RuleSet.from_preset("marjolet", {"target": 1000})), seed=31
    )
    qtbot.addWidget(win)
    win.show()
    win.start(first_dealer=COMPUTER)
    real_replace = os.replace

    def full(source: str, target: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    finish_round(qtbot, win)
    assert win._statistics_error is not None
    stored = StatisticsStore(win._data_dir).load()[0]
    assert stored.tally("easy", "marjolet+custom").rounds_played == 0
    monkeypatch.setattr(os, "replace", real_replace)
    win._close_dialog()
    win.model.next_round()
    play_until(qtbot, win, lambda: len(win.model.round.history) > 2)
    qtbot.waitUntil(lambda: win.autosaver.idle and win.autosaver.works, timeout=10_000)
    qtbot.waitUntil(lambda: win._statistics_error is None, timeout=10_000)
    stored = StatisticsStore(win._data_dir).load()[0]
    assert stored.tally("easy", "marjolet+custom").rounds_played == 1
    win.close()
