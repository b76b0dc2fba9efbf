"""The game-state model: signals, refusals, the computer's turn, undo, cancellation."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from marjolet_qt.app import savegame
from marjolet_qt.app import worker as worker_module
from marjolet_qt.app.model import COMPUTER, HUMAN, GameModel
from marjolet_qt.app.savegame import SavedGame
from marjolet_qt.engine.actions import DONE, ActionKind, play
from marjolet_qt.engine.match import Match, RoundResult
from marjolet_qt.engine.round import Stage
from marjolet_qt.engine.rules import RuleSet

from .helpers import SlowPlayer, human_choice, quick_settings

pytestmark = pytest.mark.qt_log_level_fail("WARNING")


@pytest.fixture
def model(qtbot: QtBot) -> Iterator[GameModel]:
    game = GameModel(quick_settings(), seed=7)
    yield game
    game.shutdown()
    assert not game._thinker.running


def wait_human_turn(qtbot: QtBot, model: GameModel) -> None:
    qtbot.waitUntil(lambda: model.is_human_turn() or model.round.is_over(), timeout=5000)


def test_new_game_announces_and_computer_plays_first(qtbot: QtBot, model: GameModel) -> None:
    events: list[str] = []
    model.gameStarted.connect(lambda: events.append("game"))
    model.roundStarted.connect(lambda: events.append("round"))
    model.cardPlayed.connect(lambda p, c: events.append(f"play{p}"))
    model.new_game(first_dealer=HUMAN)  # the non-dealer, the computer, leads
    assert events[:2] == ["game", "round"]
    wait_human_turn(qtbot, model)
    assert "play1" in events
    assert model.round.stage == Stage.FOLLOW
    assert model.round.lead_card >= 0


def test_whole_round_signals_tell_the_whole_story(qtbot: QtBot, model: GameModel) -> None:
    """Replaying only what the signals said rebuilds the engine's final piles."""
    won = [0, 0]
    drawn: list[tuple[int, int]] = []
    melds: list[int] = []
    results: list[RoundResult] = []
    model.trickWon.connect(lambda w, t: won.__setitem__(w, won[w] | 1 << t.lead | 1 << t.follow))
    model.cardsDrawn.connect(drawn.extend)
    model.meldDeclared.connect(lambda p, m: melds.append(m.points))
    model.roundOver.connect(results.append)
    model.new_game()
    rng = random.Random(3)
    while not model.round.is_over():
        wait_human_turn(qtbot, model)
        if model.round.is_over():
            break
        assert model.play_human(human_choice(model.human_legal_actions(), rng))
    state = model.round
    assert won == state.won
    assert len(drawn) == state.rules.stock_size + 1  # every stock card and the upcard
    assert len(results) == 1
    assert results[0].scores == (state.score(0), state.score(1))
    assert model.match.totals == results[0].scores


def test_new_rules_replace_only_a_game_nobody_has_played(qtbot: QtBot, model: GameModel) -> None:
    """Bésigue chosen before the first card: dealt again as Bésigue (8 cards each), the
    same player dealing; the computer's thinking on the old deal is dropped."""
    model.new_game(first_dealer=HUMAN)  # the computer leads, and may be thinking now
    besigue = quick_settings().replace(rules=RuleSet.from_preset("besigue"))
    started: list[bool] = []
    model.gameStarted.connect(lambda: started.append(True))
    model.apply_settings(besigue)
    assert started and model.match.rules == besigue.rules
    assert model.round.deal.dealer == HUMAN and not model.round.history
    assert all(bin(hand).count("1") == 8 for hand in model.round.hands)
    # A game opened from a file keeps its own rules when another setting changes.
    mariage = Match(RuleSet.from_preset("mariage"), first_dealer=HUMAN, rng=random.Random(3))
    model.load_game(mariage, "medium")
    model.apply_settings(besigue.replace(level="easy"))
    assert model.match is mariage
    qtbot.waitUntil(lambda: bool(model.round.history), timeout=5000)  # the computer plays on
    model.apply_settings(quick_settings())
    assert model.match is mariage  # under way: the new rules are for the next game


def test_illegal_action_is_refused_and_changes_nothing(qtbot: QtBot, model: GameModel) -> None:
    model.new_game(first_dealer=COMPUTER)  # the human leads
    state = model.round
    refusals: list[str] = []
    model.actionRefused.connect(refusals.append)
    not_held = next(c for c in range(32) if not state.hands[HUMAN] >> c & 1)
    history = list(state.history)
    assert not model.play_human(play(not_held))
    assert not model.play_human(DONE)
    assert len(refusals) == 2
    assert "do not hold" in refusals[0]
    assert state.history == history


def test_refused_when_not_your_turn(
    qtbot: QtBot, model: GameModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    slow = SlowPlayer(seconds=5)
    monkeypatch.setattr(worker_module, "make_player", lambda level: slow)
    refusals: list[str] = []
    model.actionRefused.connect(refusals.append)
    model.new_game(first_dealer=HUMAN)
    assert model.thinking
    card = next(iter(model.round.hand(HUMAN)))
    assert not model.play_human(play(card))
    assert refusals and "turn" in refusals[0]


def test_new_game_cancels_thinking_and_drops_its_move(
    qtbot: QtBot, model: GameModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    slow = SlowPlayer(seconds=5)
    monkeypatch.setattr(worker_module, "make_player", lambda level: slow)
    model.new_game(first_dealer=HUMAN)
    assert slow.started.wait(30)
    first_match = model.match
    # The human leads the new game, so nothing should be played by the computer at all.
    model.new_game(first_dealer=COMPUTER)
    assert slow.stopped_early.wait(30)
    qtbot.wait(100)  # let a stray answer arrive, if one were sent
    assert model.match is not first_match
    assert model.round.history == []
    assert not model.thinking


def test_close_during_thinking_stops_the_thread(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    slow = SlowPlayer(seconds=30)
    monkeypatch.setattr(worker_module, "make_player", lambda level: slow)
    game = GameModel(quick_settings(), seed=1)
    game.new_game(first_dealer=HUMAN)
    assert slow.started.wait(30)
    game.shutdown()
    assert slow.stopped_early.is_set()
    assert not game._thinker.running
    assert game.round.history == []


def test_computer_move_waits_for_the_view(qtbot: QtBot, model: GameModel) -> None:
    model.set_view_busy(True)
    # The computer's answer reaches the model (connected first), which holds it back.
    with qtbot.waitSignal(model._thinker.moveReady, timeout=10_000):
        model.new_game(first_dealer=HUMAN)
    assert model.round.history == []
    assert model.thinking
    model.set_view_busy(False)
    assert len(model.round.history) == 1
    assert not model.thinking


def test_undo_takes_back_the_human_action(qtbot: QtBot, model: GameModel) -> None:
    model.new_game(first_dealer=COMPUTER)  # the human leads
    state = model.round
    resets: list[bool] = []
    model.stateReset.connect(lambda: resets.append(True))
    hand_before = state.hands[HUMAN]
    card = state.hand(HUMAN)[0]
    assert model.play_human(play(card))
    wait_human_turn(qtbot, model)
    assert model.undo()
    assert resets == [True]
    assert state.hands[HUMAN] == hand_before
    assert state.to_move == HUMAN and state.history == []
    assert not model.can_undo()


def play_to_phase_2(qtbot: QtBot, model: GameModel, human_moves: int) -> None:
    """Play (plausibly) into phase 2 until the human has ``human_moves`` moves that undo
    may take back, at the human's turn."""
    rng = random.Random(11)
    model.new_game(first_dealer=COMPUTER)
    while True:
        wait_human_turn(qtbot, model)
        state = model.round
        assert not state.is_over(), "the round ended before the position wanted"
        takeable = model._actors[model.undo_barrier :].count(HUMAN)
        if state.upcard < 0 and takeable >= human_moves:
            return
        model.play_human(human_choice(model.human_legal_actions(), rng))


def test_redo_plays_again_what_undo_took_back(qtbot: QtBot, model: GameModel) -> None:
    play_to_phase_2(qtbot, model, human_moves=3)
    state = model.round
    history, actors, barrier = list(state.history), list(model._actors), model.undo_barrier
    hands, scores = list(state.hands), (state.score(HUMAN), state.score(COMPUTER))
    signals: list[str] = []
    model.stateReset.connect(lambda: signals.append("reset"))
    model.redone.connect(lambda: signals.append("redone"))
    model.undone.connect(lambda: signals.append("undone"))
    assert not model.can_redo()
    assert model.undo() and model.undo()
    assert len(state.history) < len(history)
    assert model.can_redo()
    assert model.redo()
    assert model.can_redo()  # the second undo's moves are still to play again
    assert model.redo()
    assert not model.can_redo() and not model.redo()
    # Exactly where it was: the same moves (the computer's answers are not thought anew),
    # the same undo bookkeeping, and no move counted as taken back.
    assert state.history == history
    assert model._actors == actors and model.undo_barrier == barrier
    assert list(state.hands) == hands
    assert (state.score(HUMAN), state.score(COMPUTER)) == scores
    assert signals == ["reset", "undone", "reset", "undone", "reset", "redone", "reset", "redone"]
    assert model.undos == 0
    assert not model.thinking  # the human's turn, as before the undos


def test_a_new_move_forgets_what_undo_took_back(qtbot: QtBot, model: GameModel) -> None:
    play_to_phase_2(qtbot, model, human_moves=1)
    assert model.undo()
    legal = model.human_legal_actions()
    assert model.play_human(legal[-1])
    assert not model.can_redo() and not model.redo()
    wait_human_turn(qtbot, model)
    assert not model.can_redo()


def test_a_new_game_forgets_what_undo_took_back(qtbot: QtBot, model: GameModel) -> None:
    play_to_phase_2(qtbot, model, human_moves=1)
    assert model.undo()
    model.new_game()
    assert not model.can_redo() and not model.redo()


def test_redo_of_an_undo_made_while_the_computer_thought(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Undo pressed while the computer thinks takes back the human's move alone; redo
    puts it back, and the computer thinks again (its first answer was never given)."""
    monkeypatch.setattr(worker_module, "make_player", lambda level: SlowPlayer(seconds=0.3))
    game = GameModel(quick_settings(), seed=7)

    def thinking() -> bool:  # (a call: mypy would take one assert as true for the next)
        return game.thinking

    try:
        game.new_game(first_dealer=COMPUTER)  # the human leads
        card = game.round.hand(HUMAN)[0]
        assert game.play_human(play(card))
        assert thinking()
        assert game.undo()
        assert not thinking() and game.round.history == []
        assert game.redo()
        assert game.round.history == [play(card)]
        assert thinking()
        qtbot.waitUntil(lambda: len(game.round.history) == 2, timeout=5000)
    finally:
        game.shutdown()


def test_window_offers_melds_and_done(qtbot: QtBot, model: GameModel) -> None:
    rng = random.Random(5)
    model.new_game()
    for _ in range(200):
        wait_human_turn(qtbot, model)
        state = model.round
        if state.is_over():
            break
        if state.stage == Stage.WINDOW:
            legal = model.human_legal_actions()
            assert legal[-1] == DONE
            assert all(a.kind != ActionKind.PLAY for a in legal)
            return
        model.play_human(human_choice(model.human_legal_actions(), rng))
    pytest.fail("the human never won a phase-1 trick")


def test_the_undos_counted_stay_within_what_the_reader_accepts(
    qtbot: QtBot, model: GameModel
) -> None:
    """The attacker's pass: a save's undos edited to the limit, plus one undo, were
    written past it, and the game's own file was refused at the next start."""
    model.new_game(first_dealer=0)
    model.undos = savegame.MAX_UNDOS + 1
    document = SavedGame.of(model).to_json()
    assert document["undos"] == savegame.MAX_UNDOS
    assert SavedGame.from_json(document).undos == savegame.MAX_UNDOS
