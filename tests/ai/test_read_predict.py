"""The reading benchmark's pieces (``benchmarks/read_predict.py``, issue #17): the softened
chances are a distribution, the worlds are drawn from the other seat's view only, and a
short run prints its report."""

from __future__ import annotations

import math
import random

import pytest

from marjolet_qt.ai.heuristics import DEFAULT_WEIGHTS
from marjolet_qt.ai.sampling import true_world
from marjolet_qt.engine import RoundState, RuleSet
from marjolet_qt.engine.actions import ActionKind
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import Deal, Stage

from .helpers import benchmark_script


def _lead_position(seed: int) -> RoundState:
    """A phase-1 lead with a choice, a few tricks into a Marjolet round."""
    rules = RuleSet.from_preset("marjolet")
    rng = random.Random(seed)
    state = RoundState(rules, Deal.shuffled(rules, rng.randrange(2), rng))
    while True:
        legal = state.legal_actions()
        plays = [a for a in legal if a.kind == ActionKind.PLAY]
        if state.stage == Stage.LEAD and len(plays) > 1 and state.stock_pos > 4:
            return state
        state.apply(rng.choice(legal))


def test_the_softened_chances_are_a_distribution() -> None:
    module = benchmark_script("read_predict")
    scores = [(0, 3.0), (1, -2.0), (2, 7.5)]
    for temperature in (0.5, 8.0):
        for uniform in (0.02, 0.5):
            total = sum(module.chance((scores, i), temperature, uniform) for i in range(3))
            assert math.isclose(total, 1.0)
    assert module.chance((scores, 2), 0.5, 0.02) > 0.95


def test_worlds_come_from_the_other_seat_s_view_only() -> None:
    """Two rounds the other seat cannot tell apart (the mover's hidden cards and the stock
    dealt otherwise) give the same worlds: the truth is only the yardstick."""
    module = benchmark_script("read_predict")
    state = _lead_position(4)
    mover = state.to_move
    card = next(iter(a for a in state.legal_actions() if a.kind == ActionKind.PLAY)).cards
    card_index = card.bit_length() - 1
    # The same view for the other seat: a hidden card of the mover (not the one it plays)
    # swapped with one of the stock's unseen cards.
    obs = Observation.of(state, 1 - mover)
    hidden, rest = true_world(state, obs)
    swap_out = (hidden & ~card) & -(hidden & ~card)
    assert swap_out
    stock = list(rest)
    position = next(i for i, c in enumerate(stock) if obs.unseen >> c & 1)
    swap_in = 1 << stock[position]
    stock[position] = swap_out.bit_length() - 1
    other = obs.world(hidden & ~swap_out | swap_in, tuple(stock))
    assert Observation.of(other, 1 - mover) == obs
    first = module.Move(state, card_index, 20, random.Random(9))
    second = module.Move(other, card_index, 20, random.Random(9))
    assert first.worlds == second.worlds
    assert all((obs.opponent_known | hand) >> card_index & 1 for hand, _ in first.worlds)
    # The true hand is scored apart; each world's hand is the one it gives the mover.
    truth, drawn = first.scored(DEFAULT_WEIGHTS)
    assert truth[0][truth[1]][0] == card_index
    assert [hand for _, hand in drawn] == [obs.opponent_known | w[0] for w in first.worlds]


def test_a_short_run_reports(capsys: pytest.CaptureFixture[str]) -> None:
    module = benchmark_script("read_predict")
    assert module.main(["--rounds", "2", "--budget", "0.01", "--worlds", "5"]) == 0
    out = capsys.readouterr().out
    assert "moves to fit" in out and "bits about the hand" in out
