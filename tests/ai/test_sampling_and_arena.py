"""World sampling, and a short arena run: the harness works and Hard beats Easy."""

from __future__ import annotations

import json
import random

from marjolet_qt.ai import arena
from marjolet_qt.ai.sampling import enumerate_worlds, sample_world, world_count, worlds
from marjolet_qt.engine import RoundState, RuleSet
from marjolet_qt.engine.observation import Observation

from .helpers import random_play


def _late_phase1(seed: int) -> RoundState:
    """A position near the end of the stock, where the worlds are few."""
    rules = RuleSet.from_preset("marjolet")
    rng = random.Random(seed)
    state = RoundState.new(rules, seed % 2, seed)
    while state.stock_count > 3 or state.stage.name != "LEAD":
        random_play(state, rng)
        if state.upcard < 0:
            break
    return state


def test_enumerated_worlds_are_all_the_consistent_ones() -> None:
    for seed in range(6):
        state = _late_phase1(seed)
        if state.upcard < 0:
            continue
        seat = state.to_move
        obs = Observation.of(state, seat)
        every = enumerate_worlds(obs)
        assert len(every) == world_count(obs) == len(set(every))
        true_hidden = state.hands[1 - seat] & ~obs.opponent_known
        true_stock = tuple(int(c) for c in state.stock[state.stock_pos :])
        assert (true_hidden, true_stock) in every
        for hidden, stock in every:
            world = obs.world(hidden, stock)
            # The rebuilt world looks exactly the same from this seat.
            assert Observation.of(world, seat) == obs


def test_sampled_worlds_are_consistent_and_vary() -> None:
    state = RoundState.new(RuleSet.from_preset("marjolet"), 0, 4)
    obs = Observation.of(state, state.to_move)
    rng = random.Random(1)
    seen = set()
    for _ in range(20):
        hidden, stock = sample_world(obs, rng)
        assert hidden & obs.unseen == hidden and hidden.bit_count() == obs.hidden_in_opponent_hand
        assert len(stock) == obs.stock_count
        assert Observation.of(obs.world(hidden, stock), obs.seat) == obs
        seen.add(hidden)
    assert len(seen) > 10
    stream = worlds(obs, rng)
    assert next(stream) != next(stream)


def test_wilson_interval() -> None:
    low, high = arena.wilson(62, 100)
    assert 0.521 < low < 0.523 and 0.708 < high < 0.710  # the textbook 52.2%-70.9%
    assert arena.wilson(0, 10)[0] == 0.0


def test_arena_command_prints_json(capsys) -> None:
    assert arena.main(["--a", "easy", "--b", "random", "--pairs", "3", "--json", "--quiet"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["pairs"] == 3 and summary["rounds"] == 6
    stats = summary["a_stats"]
    assert stats["rounds_won"] + summary["b_stats"]["rounds_won"] + stats["ties"] == 6
    assert stats["mean_diff"] == -summary["b_stats"]["mean_diff"]


def test_arena_games_mode() -> None:
    config = arena.Config(
        "medium", "random", RuleSet.from_preset("mariage-classique"), 2, 0.0, None
    )
    summary = arena.run(config, 1, games=True, progress=False)
    assert summary["games"] == 2
    assert summary["a_stats"]["games_won"] + summary["b_stats"]["games_won"] <= 2


def test_hard_beats_easy_in_a_short_arena_run() -> None:
    """A few duplicate pairs on a fixed seed, with a small fixed search for speed."""
    config = arena.Config("hard", "easy", RuleSet.from_preset("marjolet"), 3, 10.0, 6)
    summary = arena.run(config, 4, progress=False)
    hard = summary["a_stats"]
    assert hard["rounds_won"] >= 5  # of 8
    assert hard["mean_diff"] >= 15
