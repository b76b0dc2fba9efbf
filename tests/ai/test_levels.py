"""The level registry (#15 finding 5): one home for each level's name, player and time."""

from __future__ import annotations

import random

import pytest

from marjolet_qt.ai import levels
from marjolet_qt.ai.levels import ALL_LEVELS, HINT_LEVEL, LEVELS, REGISTRY, make_player
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import Deal, RoundState
from marjolet_qt.engine.rules import RuleSet


def test_the_registry_lists_each_level_once() -> None:
    assert [level.name for level in REGISTRY] == list(ALL_LEVELS)
    assert LEVELS == ("easy", "medium", "hard", "expert")
    assert HINT_LEVEL == "hard"  # the Hint keeps to one process while Expert plays
    assert [level.name for level in REGISTRY if level.adjustable] == ["hard"]


@pytest.mark.parametrize("name", ALL_LEVELS)
def test_every_level_makes_a_player_that_plays(name: str) -> None:
    rules = RuleSet.from_preset("marjolet")
    state = RoundState(rules, Deal.shuffled(rules, 0, random.Random(2)))
    obs = Observation.of(state, state.to_move)
    player = make_player(name, iterations=2)
    assert player.choose(obs, 0.05, random.Random(1)) in obs.legal_actions


def test_budgets_come_from_the_registry() -> None:
    assert levels.budget("hard", 2.5) == 2.5  # the player's thinking time
    assert levels.budget("easy", 2.5) == 0.0  # the rules of thumb answer at once
    assert levels.budget("medium", 2.5) == 0.0
    with pytest.raises(ValueError, match="unknown level"):
        levels.budget("grandmaster", 1.0)
