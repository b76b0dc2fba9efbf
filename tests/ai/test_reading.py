"""Reading the opponent's hand from its every phase-1 move (issue #17, behind a flag):
the histories drawn for a world are ones the round allows, drawn uniformly, and rebuilt
from what the seat saw."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from marjolet_qt.ai import arena
from marjolet_qt.ai.reading import HistoryReader, Move, Origins, public_moves
from marjolet_qt.ai.sampling import sample_world, true_world
from marjolet_qt.engine import RoundState, RuleSet
from marjolet_qt.engine.actions import ActionKind
from marjolet_qt.engine.observation import Observation

from .helpers import benchmark_script

SINGLE_PACK = ("marjolet", "marjolet-strict", "mariage", "mariage-classique")


def _positions(preset: str, seeds: range) -> list[tuple[RoundState, Observation]]:
    """Phase-1 positions of random rounds, each seen from the seat to move."""
    rules = RuleSet.from_preset(preset)
    found = []
    for seed in seeds:
        rng = random.Random(seed)
        state = RoundState.new(rules, seed % 2, seed)
        while state.upcard >= 0:
            found.append((state.clone(), Observation.of(state, state.to_move)))
            state.apply(rng.choice(state.legal_actions()))
    return found


@pytest.mark.parametrize("preset", SINGLE_PACK)
def test_the_histories_drawn_are_ones_the_round_allows(preset: str) -> None:
    """For the true world, every history drawn gives the opponent, before each of its
    decisions, a hand of the size it had, holding the card it played and the cards it
    had shown; the positions rebuilt show what the real ones showed."""
    read = 0
    for state, obs in _positions(preset, range(12)):
        reader = HistoryReader(obs, random.Random(1))
        if not reader.ready:
            continue
        read += 1
        opponent = 1 - obs.seat
        real = RoundState(state.rules, state.deal)
        before = {}
        for index, action in enumerate(state.history):
            before[index] = real.clone()
            real.apply(action)
        world = true_world(state, obs)
        for _ in range(3):
            hands = reader.hands(world)
            assert hands is not None
            for decision, hand in zip(reader.decisions, hands, strict=True):
                then = before[decision.index]
                assert hand.bit_count() == then.hands[opponent].bit_count()
                assert decision.card < 0 or hand >> decision.card & 1
                assert then.exposed[opponent] & ~hand == 0
                position = decision.position
                assert position.won == then.won and position.upcard == then.upcard
                assert position.stock_count == then.stock_count
                assert position.lead_card == then.lead_card
                assert position.exposed == then.exposed and position.to_move == opponent
        assert reader.weight(world) > 0
    assert read > 50


def test_a_history_is_drawn_uniformly_among_those_allowed() -> None:
    """Cards ``a`` (first used in epoch 1) and ``b`` (epoch 2) among four held over
    two rounds of draws: every allowed history comes equally often."""
    moves = [
        Move(0, 0, 1, ActionKind.PLAY, 1 << 1),
        Move(1, 0, 2, ActionKind.PLAY, 1 << 2),
    ]
    origins = Origins(moves, player=0, seven_given=0)
    held = [1, 2, 3, 4]
    allowed = set()
    for first, second in itertools.permutations(held, 2):
        # (drawn after trick 0 is usable from epoch 1; after trick 1, from epoch 2)
        if origins.needed.get(first, 99) > 0 and origins.needed.get(second, 99) > 1:
            allowed.add((first, second))
    rng = random.Random(5)
    counts: Counter[tuple[int, ...]] = Counter()
    for _ in range(12_000):
        found = origins.history(held, 2, rng)
        assert found is not None
        counts[tuple(found[0])] += 1
    assert set(counts) == allowed
    expected = 12_000 / len(allowed)
    assert all(abs(count - expected) < 0.15 * expected for count in counts.values())


def test_nothing_to_read_without_a_history_two_packs_or_a_stock() -> None:
    state = RoundState.new(RuleSet.from_preset("marjolet"), 1, 3)
    assert not HistoryReader(Observation.of(state, state.to_move), random.Random(1)).ready
    _, besigue = _positions("besigue", range(1))[20]
    assert not HistoryReader(besigue, random.Random(1)).ready
    rng = random.Random(2)
    while state.upcard >= 0:
        state.apply(rng.choice(state.legal_actions()))
    assert not HistoryReader(Observation.of(state, state.to_move), random.Random(1)).ready


def test_a_world_the_round_does_not_allow_weighs_nothing() -> None:
    """Every world the sampler draws allows a history (its hidden cards were never used,
    so they may come from anywhere: none weighs 0); a world short of a card allows none:
    weight 0, never an error."""
    checked = 0
    for state, obs in _positions("marjolet", range(3)):
        reader = HistoryReader(obs, random.Random(1))
        if not reader.ready:
            continue
        _, winners = public_moves(obs)
        # (a round of draws after every phase-1 trick, once its window is closed)
        assert len(winners) in (len(obs.tricks), len(obs.tricks) - 1)
        hidden, stock = true_world(state, obs)
        rng = random.Random(2)
        assert all(reader.weight(sample_world(obs, rng)) > 0 for _ in range(20))
        if hidden:
            checked += 1
            assert reader.weight((hidden & (hidden - 1), stock)) == 0.0
    assert checked


def test_the_taken_upcards_are_not_part_of_what_an_observation_is() -> None:
    """They are there for the reading, as the history is: two observations of the same
    position compare equal and print the same (the hint's seed) with or without them."""
    state = RoundState.new(RuleSet.from_preset("marjolet"), 1, 3)
    obs = Observation.of(state, 0)
    from dataclasses import replace  # noqa: PLC0415

    other = replace(obs, taken_upcards=(1, 0))
    assert other == obs and repr(other) == repr(obs)


def test_the_arena_knows_the_experiment() -> None:
    player = arena.make_level("hard+history", iterations=4)
    assert getattr(player, "history_read", None) is True


def test_the_reading_benchmark_reports(capsys: pytest.CaptureFixture[str]) -> None:
    module = benchmark_script("read_history")
    assert module.main(["--rounds", "3", "--worlds", "5"]) == 0
    assert "bits about the hand" in capsys.readouterr().out
