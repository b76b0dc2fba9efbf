"""Inference in Hard's sampling (issue #17, behind a flag): worlds reweighed by how likely
the opponent's lead is in them under the softened rules of thumb."""

from __future__ import annotations

import random

from marjolet_qt.ai import arena
from marjolet_qt.ai.arena_results import Config
from marjolet_qt.ai.inference import PLAY_UNIFORM
from marjolet_qt.ai.rollout import rollout_policy
from marjolet_qt.ai.sampling import resampled, sample_world
from marjolet_qt.ai.search import lead_likelihood
from marjolet_qt.engine import RoundState, RuleSet, Stage
from marjolet_qt.engine.cards import first_copies
from marjolet_qt.engine.observation import Observation

from .helpers import random_play


def _following(seed: int) -> Observation:
    """A phase-1 position where the seat to move answers a lead."""
    rules = RuleSet.from_preset("marjolet")
    rng = random.Random(seed)
    while True:
        state = RoundState.new(rules, rng.randrange(2), rng.randrange(1 << 30))
        for _ in range(rng.randrange(0, 12)):
            if state.upcard < 0:
                break
            random_play(state, rng)
        while state.upcard >= 0 and state.stage != Stage.FOLLOW:
            random_play(state, rng)
        if state.upcard >= 0:
            return Observation.of(state, state.to_move)


def test_nothing_to_read_when_leading() -> None:
    state = RoundState.new(RuleSet.from_preset("marjolet"), 1, 3)
    assert lead_likelihood(Observation.of(state, state.to_move)) is None


def test_a_lead_the_rules_of_thumb_would_make_weighs_more() -> None:
    for seed in range(6):
        obs = _following(seed)
        weight = lead_likelihood(obs)
        assert weight is not None
        rng = random.Random(seed)
        policy = rollout_policy(obs.rules, obs.trump)
        chosen: list[float] = []
        other: list[float] = []
        for _ in range(60):
            world = sample_world(obs, rng)
            value = weight(world)
            cards = obs.hand.bit_count()  # the opponent held as many, the lead included
            assert PLAY_UNIFORM / cards - 1e-12 <= value <= 1.0
            state = obs.world(*world)
            opponent = 1 - obs.seat
            state.hands[opponent] |= 1 << obs.lead_card
            state.lead_card, state.stage, state.to_move = -1, Stage.LEAD, opponent
            card = policy.phase1_card(state, first_copies(state.hands[opponent]))
            (chosen if card == obs.lead_card else other).append(value)
        if chosen and other:
            assert min(chosen) > max(other) or sum(chosen) / len(chosen) > sum(other) / len(other)


def test_resampling_prefers_the_heavier_worlds() -> None:
    worlds = iter([(1, ()), (2, ())] * 2000)
    stream = resampled(worlds, lambda world: 9.0 if world[0] == 1 else 1.0, random.Random(1), 2)
    drawn = [next(stream)[0] for _ in range(1000)]
    assert 850 < drawn.count(1) < 950


def test_hard_with_inference_plays_a_round_in_the_arena() -> None:
    config = Config("hard+infer", "hard", RuleSet.from_preset("marjolet"), 2, 1.0, 3)
    summary = arena.run(config, 1, progress=False)
    assert summary["rounds"] == 2 and summary["a_stats"]["level"] == "hard+infer"
