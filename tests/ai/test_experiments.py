"""The arena's experiments that are not levels: the rollouts' exact tail
(``SearchPlayer(exact_tail=...)``, ``hard+tail1``: the last phase-1 tricks played
perfectly in a world, by alpha-beta over the engine), the follower's best answer to each
lead (``SearchPlayer(reply=True)``, ``hard+reply``), Open hand without the stock's
order (``open-stock``), and that every experiment the arena names plays."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from marjolet_qt.ai import make_player
from marjolet_qt.ai.arena import EXPERIMENTS, make_level
from marjolet_qt.ai.heuristics import DEFAULT_WEIGHTS, FITTED_WEIGHTS
from marjolet_qt.ai.sampling import true_world
from marjolet_qt.ai.search import (
    OpenHandPlayer,
    SearchPlayer,
    best_reply,
    exact_value,
    play_out,
    world_values,
)
from marjolet_qt.ai.solver import Phase2Solver
from marjolet_qt.engine import RoundState, RuleSet
from marjolet_qt.engine.fields import Stage
from marjolet_qt.engine.observation import Observation

INF = 1 << 30


def minimax(state: RoundState, solver: Phase2Solver) -> int:
    """Plain minimax, no pruning: what alpha-beta must equal."""
    if state.upcard < 0 or state.is_over():
        return solver.solve(state.clone())
    values = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply_unchecked(action)
        values.append(minimax(child, solver))
    return max(values) if state.to_move == 0 else min(values)


def medium_positions(
    preset: str,
    count: int,
    wanted: Callable[[RoundState], bool],
    *,
    chance: float,
    rng_seed: int,
    after_seed: int,
) -> list[RoundState]:
    """Phase-1 positions of Medium's self-play (deals ``after_seed + 1`` on), one per
    round at most: the first ``wanted`` position that a draw of ``chance`` keeps."""
    rules = RuleSet.from_preset(preset)
    medium, rng = make_player("medium"), random.Random(rng_seed)
    found: list[RoundState] = []
    seed = after_seed
    while len(found) < count:
        seed += 1
        state = RoundState.new(rules, seed % 2, seed)
        while not state.is_over() and state.upcard >= 0:
            if wanted(state) and rng.random() < chance:
                found.append(state.clone())
                break
            obs = Observation.of(state, state.to_move)
            state.apply(medium.choose(obs, 0.0, rng))
    return found


def tails(preset: str, count: int, stock_left: int) -> list[RoundState]:
    """Positions of Medium's self-play where the stock holds ``stock_left`` cards."""
    return medium_positions(
        preset,
        count,
        lambda state: state.stock_count == stock_left,
        chance=0.5,
        rng_seed=5,
        after_seed=0,
    )


@pytest.mark.parametrize("preset", ["marjolet", "mariage", "marjolet-strict"])
def test_the_exact_tail_is_the_minimax_value(preset: str) -> None:
    solver = Phase2Solver(RuleSet.from_preset(preset))
    for state in tails(preset, 6, 1):
        state.forget_history()
        assert exact_value(state.clone(), solver, -INF, INF) == minimax(state, solver)
        # A rollout reaching the last trick ends with that value.
        assert play_out(state.clone(), 0, solver, exact_tail=1) == minimax(state, solver)


def test_hard_plays_without_the_exact_tail_by_default() -> None:
    assert SearchPlayer().exact_tail == 0


def test_open_stock_knows_the_hidden_hand_but_searches_the_stock_orders() -> None:
    player = make_level("open-stock")
    assert isinstance(player, OpenHandPlayer) and player.needs_truth
    truth = (0b1011, (4, 5, 6, 7))
    stream = player.truth_worlds(truth, random.Random(1))
    seen = {next(stream) for _ in range(200)}
    assert {hand for hand, _ in seen} == {0b1011}
    assert {tuple(sorted(stock)) for _, stock in seen} == {(4, 5, 6, 7)}
    assert len(seen) == 24  # every order of the four cards comes up
    open_hand = make_level("open")
    assert isinstance(open_hand, OpenHandPlayer)
    known = open_hand.truth_worlds(truth, random.Random(1))
    assert {next(known) for _ in range(20)} == {truth}


def leads(preset: str, count: int) -> list[RoundState]:
    """Phase-1 positions of Medium's self-play where the player to move leads."""
    return medium_positions(
        preset,
        count,
        lambda state: state.stage == Stage.LEAD,
        chance=0.3,
        rng_seed=9,
        after_seed=100,
    )


@pytest.mark.parametrize("preset", ["marjolet", "besigue"])
def test_the_best_reply_is_the_followers_best_rollout(preset: str) -> None:
    solver = Phase2Solver(RuleSet.from_preset(preset))
    for state in leads(preset, 4):
        state.forget_history()
        lead = state.legal_actions()[0]
        state.apply_unchecked(lead)
        answers = []
        for action in state.legal_actions():
            child = state.clone()
            child.apply_unchecked(action)
            answers.append(play_out(child, 3, solver))
        best = max(answers) if state.to_move == 0 else min(answers)
        assert best_reply(state.clone(), 3, solver) == best
        # The rules of thumb's own answer is one of them: the best is never worse for
        # the follower.
        ruled = play_out(state.clone(), 3, solver)
        assert (best >= ruled) if state.to_move == 0 else (best <= ruled)


def test_reply_changes_only_the_leads_values() -> None:
    """Following, the candidate ends the trick: nothing to answer, the same values."""
    rules = RuleSet.from_preset("marjolet")
    solver = Phase2Solver(rules)
    state = leads("marjolet", 1)[0]
    state.apply_unchecked(state.legal_actions()[0])
    obs = Observation.of(state, state.to_move)
    world = true_world(state, obs)
    legal = list(obs.legal_actions)
    assert world_values(obs, legal, world, 5, solver, reply="world") == world_values(
        obs, legal, world, 5, solver
    )


def test_hard_answers_by_the_rules_of_thumb_by_default() -> None:
    assert SearchPlayer().reply == ""
    player = make_level("hard+reply")
    assert isinstance(player, SearchPlayer) and player.reply == "world"
    player = make_level("hard+reply-blind")
    assert isinstance(player, SearchPlayer) and player.reply == "blind"


def test_the_blind_reply_is_chosen_without_the_stocks_order() -> None:
    """The answer is the best one in the world with its stock shuffled, then played
    out in the world itself: its value is that answer's, not the best answer's."""
    solver = Phase2Solver(RuleSet.from_preset("marjolet"))
    differed = 0
    for state in leads("marjolet", 6):
        state.forget_history()
        state.apply_unchecked(state.legal_actions()[-1])
        rest = list(state.stock[state.stock_pos :])
        random.Random(11).shuffle(rest)
        shuffled = state.clone()
        shuffled.stock = state.stock[: state.stock_pos] + tuple(rest)
        values = {}
        for action in state.legal_actions():
            child = shuffled.clone()
            child.apply_unchecked(action)
            values[action] = play_out(child, 11, solver)
        pick = max if state.to_move == 0 else min
        answer = pick(state.legal_actions(), key=values.__getitem__)
        played = state.clone()
        played.apply_unchecked(answer)
        expected = play_out(played, 11, solver)
        assert best_reply(state.clone(), 11, solver, blind=True) == expected
        differed += expected != best_reply(state.clone(), 11, solver)
    assert differed  # the stock's order did change some answers


@pytest.mark.parametrize("name", sorted(EXPERIMENTS))
def test_every_experiment_plays_a_legal_move(name: str) -> None:
    """Each experiment the arena names is made and answers with a legal action, from
    the same few phase-1 positions, with a handful of worlds."""
    for state in medium_positions(
        "marjolet", 2, lambda s: s.stock_count <= 14, chance=0.3, rng_seed=2, after_seed=40
    ):
        player = make_level(name, iterations=6)
        obs = Observation.of(state, state.to_move)
        if getattr(player, "needs_truth", False):  # the arena hands the open hands the world
            assert isinstance(player, SearchPlayer)
            truth = true_world(state, obs)
            action = player.choose_with_reason(obs, 0.05, random.Random(1), None, truth)[0]
        else:
            action = player.choose(obs, 0.05, random.Random(1))
        assert action in obs.legal_actions


def test_the_rollout_experiments_change_only_the_rollouts_style() -> None:
    fitted, noisy = make_level("hard+fitted"), make_level("hard+noisy")
    assert isinstance(fitted, SearchPlayer) and isinstance(noisy, SearchPlayer)
    assert fitted.rollout_style.weights == FITTED_WEIGHTS and not fitted.rollout_style.noise
    assert noisy.rollout_style.noise > 0 and noisy.rollout_style.weights == DEFAULT_WEIGHTS


def test_a_peeking_player_knows_that_many_hidden_cards_and_no_more() -> None:
    """``open-peek2``'s worlds all give the other hand the same two of its true hidden
    cards, deal the rest of the unseen cards among the hand and the stock, and vary."""
    (state,) = medium_positions(
        "marjolet", 1, lambda s: s.stock_count >= 10, chance=1.0, rng_seed=3, after_seed=60
    )
    obs = Observation.of(state, state.to_move)
    truth = true_world(state, obs)
    hidden = truth[0]
    player = make_level("open-peek2")
    assert isinstance(player, OpenHandPlayer) and player.peek == 2
    stream = player.truth_worlds(truth, random.Random(4))
    drawn = [next(stream) for _ in range(200)]
    common = hidden
    for hand, stock in drawn:
        common &= hand
        assert hand.bit_count() == hidden.bit_count() and len(stock) == len(truth[1])
        assert hand | sum(1 << card for card in stock) == hidden | sum(1 << c for c in truth[1])
    assert common.bit_count() == 2 and common & hidden == common
    assert len({hand for hand, _ in drawn}) > 50
