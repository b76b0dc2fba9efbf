"""The rules of thumb's numbers as :class:`heuristics.Weights` (issue #17's tuning): the
defaults play exactly as the constants did, and with other weights the rollout policy
still chooses what :func:`heuristics.phase1_card` chooses."""

from __future__ import annotations

import dataclasses
import random

import pytest

from marjolet_qt.ai import heuristics
from marjolet_qt.ai.heuristics import DEFAULT_WEIGHTS, ROLLOUT, Style, View, Weights
from marjolet_qt.ai.rollout import rollout_policy
from marjolet_qt.engine import RoundState, RuleSet, Stage
from marjolet_qt.engine.cards import first_copies


def test_weights_round_trip_through_json() -> None:
    weights = Weights(trump_power=3.5, window_exchange=7.25)
    assert Weights.from_json(weights.to_json()) == weights
    assert Weights.from_json({}) == DEFAULT_WEIGHTS
    assert set(DEFAULT_WEIGHTS.to_json()) == {f.name for f in dataclasses.fields(Weights)}
    with pytest.raises(TypeError):
        Weights.from_json({"no_such_weight": 1.0})


def test_the_levels_weights() -> None:
    """Medium plays with the tuned weights; Easy and Hard's rollouts with the hand-set
    ones (Hard's values stay the baseline's: tests/ai/test_search_identity.py)."""
    for style in (heuristics.EASY, ROLLOUT):
        assert style.weights is DEFAULT_WEIGHTS
    assert Style(weights=heuristics.TUNED_WEIGHTS) == heuristics.MEDIUM
    assert rollout_policy(RuleSet.from_preset("marjolet"), 0).weights is DEFAULT_WEIGHTS


def _perturbed(seed: int) -> Weights:
    rng = random.Random(seed)
    values = {
        name: value * rng.uniform(0.5, 1.5) for name, value in DEFAULT_WEIGHTS.to_json().items()
    }
    return Weights.from_json(values)


@pytest.mark.parametrize(
    ("preset", "options"),
    [
        ("marjolet", None),
        ("mariage", None),
        ("marjolet", {"seven_exchange": "after_trick_win", "stock_out_trick_points": 20}),
        ("besigue", None),
    ],
)
def test_weighted_rollout_policy_plays_the_weighted_rules_of_thumb(
    preset: str, options: dict[str, object] | None
) -> None:
    rules = RuleSet.from_preset(preset, options)
    rng = random.Random(11)
    checked = differs = 0
    for game in range(16 if preset != "besigue" else 4):
        weights = _perturbed(game)
        style = Style(weights=weights)
        state = RoundState.new(rules, rng.randrange(2), rng.randrange(1 << 30))
        state.forget_history()
        policy = rollout_policy(rules, state.trump, weights)
        default = rollout_policy(rules, state.trump)
        while state.upcard >= 0 and not state.is_over():
            legal = state.legal_actions()
            if state.stage != Stage.WINDOW:
                view = View.of_state(state, legal)
                expected = heuristics.phase1_card(view, rng, style)
                playable = first_copies(state.hands[state.to_move])
                assert policy.phase1_card(state, playable) == expected
                differs += default.phase1_card(state, playable) != expected
                checked += 1
            state.apply_unchecked(rng.choice(legal))
    assert checked > 20
    assert differs > 0  # the weights do change some choices
