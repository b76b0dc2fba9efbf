"""The faster search plays exactly as the baseline did: the same values, world by world,
and the same choices, given the same worlds (issue #17: a pure speedup, so that more
worlds in the same time can only make Hard stronger)."""

from __future__ import annotations

import importlib
import random
from types import ModuleType

import pytest

from marjolet_qt.ai import arena, heuristics
from marjolet_qt.ai.heuristics import ROLLOUT, View
from marjolet_qt.ai.player import MediumPlayer
from marjolet_qt.ai.rollout import rollout_policy
from marjolet_qt.ai.search import SearchPlayer, play_out
from marjolet_qt.ai.solver import Phase2Solver
from marjolet_qt.engine import RoundState, RuleSet, Stage
from marjolet_qt.engine.cards import first_copies
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.rules import PRESETS


def _baseline(module: str) -> ModuleType:
    return importlib.import_module(f"{arena.load_version('baseline').__name__}.{module}")


def _decisions(rules: RuleSet, count: int, seed: int) -> list[Observation]:
    """Phase-1 decisions with a choice, from Medium playing itself."""
    rng = random.Random(seed)
    medium = MediumPlayer()
    found: list[Observation] = []
    while len(found) < count:
        state = RoundState.new(rules, rng.randrange(2), rng.randrange(1 << 30))
        while state.upcard >= 0 and not state.is_over():
            obs = Observation.of(state, state.to_move)
            if len(obs.legal_actions) > 1 and rng.random() < 0.3:
                found.append(obs)
            state.apply(medium.choose(obs, 0.0, rng))
    return found[:count]


@pytest.mark.parametrize(
    ("preset", "count", "worlds"),
    [("marjolet", 12, 8), ("mariage", 6, 8), ("marjolet-strict", 6, 8), ("besigue", 2, 3)],
)
def test_hard_chooses_and_values_as_the_baseline(preset: str, count: int, worlds: int) -> None:
    rules = RuleSet.from_preset(preset)
    old = _baseline("search").SearchPlayer("hard", iterations=worlds)
    new = SearchPlayer("hard", iterations=worlds)
    for index, obs in enumerate(_decisions(rules, count, seed=17)):
        # The same action (the reasons differ in kind: the baseline's are English text).
        expected = old.choose_with_reason(obs, 1.0, random.Random(index))[0]
        assert new.choose_with_reason(obs, 1.0, random.Random(index))[0] == expected
        if old.last_result is None:
            assert new.last_result is None
        else:
            assert new.last_result is not None
            assert new.last_result.values == old.last_result.values


OPTIONS: list[tuple[str, dict[str, object] | None]] = [
    *((preset, None) for preset in PRESETS),
    ("marjolet", {"seven_exchange": "own_turn", "upcard_taker_points": 10}),
    ("marjolet", {"seven_exchange": "after_trick_win", "stock_out_trick_points": 20}),
    ("marjolet", {"meld_scoring": "captured", "seven_captured_points": 10}),
    ("marjolet", {"deck": "double64", "hand_size": 6}),
    ("marjolet", {"hand_size": 7, "max_melds_per_window": 1}),
]


@pytest.mark.parametrize(("preset", "options"), OPTIONS)
def test_the_rollout_policy_plays_the_rules_of_thumb_card(
    preset: str, options: dict[str, object] | None
) -> None:
    """On every phase-1 trick of random rounds (random moves, so that positions vary)."""
    rules = RuleSet.from_preset(preset, options)
    rng = random.Random(5)
    checked = 0
    for _ in range(30 if preset != "besigue" else 6):
        state = RoundState.new(rules, rng.randrange(2), rng.randrange(1 << 30))
        state.forget_history()
        policy = rollout_policy(rules, state.trump)
        while state.upcard >= 0 and not state.is_over():
            legal = state.legal_actions()
            if state.stage == Stage.WINDOW:
                action = rng.choice(legal)
            else:
                view = View.of_state(state, legal)
                expected = heuristics.phase1_card(view, rng, ROLLOUT)
                card = policy.phase1_card(state, first_copies(state.hands[state.to_move]))
                assert card == expected
                checked += 1
                action = rng.choice(legal)
            state.apply_unchecked(action)
    assert checked > 20


@pytest.mark.parametrize(("preset", "options"), OPTIONS)
def test_rollouts_end_with_the_baseline_values(
    preset: str, options: dict[str, object] | None
) -> None:
    """Whole rollouts from random phase-1 positions: the same final values (and so the
    same moves, or the totals would part) as the baseline's rollouts."""
    rules = RuleSet.from_preset(preset, options)
    old = _baseline("search")
    old_solver = _baseline("solver").Phase2Solver(rules, max_nodes=30_000)
    new_solver = Phase2Solver(rules, max_nodes=30_000)
    rng = random.Random(11)
    for index in range(12 if preset != "besigue" else 3):
        state = RoundState.new(rules, rng.randrange(2), rng.randrange(1 << 30))
        for _ in range(rng.randrange(12)):
            if state.upcard < 0:
                break
            state.apply(rng.choice(state.legal_actions()))
        state.forget_history()
        expected = old.play_out(state.clone(), random.Random(index), old_solver)
        assert play_out(state.clone(), index, new_solver) == expected
