"""The learned value of a position (issue #17, an experiment, ``hard+value``): its
features, the trees read without LightGBM, and the search that reads them."""

from __future__ import annotations

import random

import pytest

from marjolet_qt.ai import arena, value
from marjolet_qt.ai.heuristics import ROLLOUT
from marjolet_qt.ai.search import ROLLOUT_NODE_LIMIT, play_out, valued_play_out
from marjolet_qt.ai.solver import Phase2Solver
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import Deal, RoundState, Stage
from marjolet_qt.engine.rules import RuleSet


def test_the_features_are_those_named() -> None:
    rules = RuleSet.from_preset("marjolet")
    rng = random.Random(3)
    state = RoundState(rules, Deal.shuffled(rules, 0, rng))
    while state.upcard >= 0:
        if state.stage in (Stage.LEAD, Stage.FOLLOW):
            features = value.position_features(state, 12)
            assert len(features) == len(value.FEATURES)
            cards = features[: value.CARD_FEATURES]
            # Every card has its place; the mover's hand is its own.
            assert all(0 <= place <= value.WON_THEIRS for place in cards)
            assert cards.count(value.MINE) + cards.count(value.MINE_SHOWN) == len(
                list(state.hand(state.to_move))
            )
            assert features[-1] == 12 and features[-2] == (state.stage == Stage.FOLLOW)
        state.apply(rng.choice(state.legal_actions()))


def _leaf(amount: float) -> dict[str, object]:
    return {"leaf_value": amount}


def test_the_trees_are_read_as_lightgbm_writes_them() -> None:
    """A numerical split (``<=`` goes left), a categorical one (the categories listed
    go left) and a tree of one leaf, summed."""
    names = list(value.FEATURES)
    rollout = names.index("rollout")
    dump = {
        "feature_names": names,
        "tree_info": [
            {
                "tree_structure": {
                    "split_feature": rollout,
                    "threshold": 10.0,
                    "decision_type": "<=",
                    "left_child": _leaf(-1.0),
                    "right_child": {
                        "split_feature": 0,
                        "threshold": "0||6",
                        "decision_type": "==",
                        "left_child": _leaf(5.0),
                        "right_child": _leaf(7.0),
                    },
                }
            },
            {"tree_structure": _leaf(0.5)},
        ],
    }
    model = value.ValueModel(dump)
    features = [0.0] * len(names)
    features[rollout] = 10
    assert model.predict(features) == -0.5
    features[rollout] = 11
    assert model.predict(features) == 5.5
    features[0] = value.LED
    assert model.predict(features) == 5.5
    features[0] = value.THEIRS
    assert model.predict(features) == 7.5
    with pytest.raises(ValueError, match="other features"):
        value.ValueModel({**dump, "feature_names": names[:-1]})


def test_the_search_reads_the_fitted_model() -> None:
    """The model in the package loads, values positions as the search meets them, and
    ``hard+value`` chooses a legal move."""
    model = value.load()
    rules = RuleSet.from_preset("marjolet")
    rng = random.Random(8)
    solver = Phase2Solver(rules, max_nodes=ROLLOUT_NODE_LIMIT)
    state = RoundState(rules, Deal.shuffled(rules, 1, rng))
    for _ in range(6):
        copy = state.clone()
        copy.forget_history()
        assert abs(valued_play_out(copy, 0, solver, ROLLOUT, model)) < 400
        state.apply(rng.choice(state.legal_actions()))
    player = arena.make_level("hard+value", iterations=6)
    obs = Observation.of(state, state.to_move)
    assert player.choose(obs, 1.0, random.Random(1)) in obs.legal_actions


def test_positions_of_other_rules_are_not_read() -> None:
    """The trees were fitted on Marjolet: under Mariage the rollout's value stands."""
    model = value.load()
    rules = RuleSet.from_preset("mariage")
    solver = Phase2Solver(rules, max_nodes=ROLLOUT_NODE_LIMIT)
    state = RoundState(rules, Deal.shuffled(rules, 1, random.Random(2)))
    state.forget_history()
    expected = play_out(state.clone(), 0, solver)
    assert valued_play_out(state, 0, solver, ROLLOUT, model) == expected
