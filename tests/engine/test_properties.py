"""Property tests over thousands of random rounds of every preset and many option mixes.

Each step of each round checks that no card is lost or duplicated, hand sizes, scores,
legal actions, undo and observations; each round ends by replaying its record.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from marjolet_qt.engine import PRESETS, RoundState, RuleSet, Stage, from_record, to_record
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.records import summary

OPTION_MIXES = st.fixed_dictionaries(
    {},
    optional={
        "hand_size": st.integers(1, 15),
        "meld_scoring": st.sampled_from(["declared", "captured"]),
        "max_melds_per_window": st.integers(0, 2),
        "melds_in_phase2": st.booleans(),
        "seven_exchange": st.sampled_from(["after_trick_win", "own_turn", "never"]),
        "seven_captured_points": st.sampled_from([0, 10]),
        "upcard_taker_points": st.sampled_from([0, 10]),
        "all_final_tricks_replaces_last": st.booleans(),
        "phase2_follow": st.booleans(),
        "phase2_trump": st.booleans(),
        "phase2_head": st.sampled_from(["never", "always", "trump_lead"]),
        "melds": st.just({"four_tens": 30}),
    },
)


def state_key(state: RoundState) -> tuple[Any, ...]:
    """Everything that makes up a round's state (for comparing before and after undo)."""
    return (
        tuple(state.hands),
        tuple(state.won),
        tuple(state.exposed),
        tuple(state.picked),
        tuple(state.declared),
        tuple(state.scores),
        tuple(state.phase2_wins),
        state.stock_pos,
        state.upcard,
        state.stage,
        state.to_move,
        state.leader,
        state.lead_card,
        state.window_melds,
        state.seven_done,
        state.sevens_scored,
        tuple(state.meld_usage),
        tuple(state.tricks),
        tuple(state.meld_log),
        tuple(state.history),
    )


def check_cards(state: RoundState) -> None:
    rules = state.rules
    parts = [*state.hands, *state.won]
    if state.lead_card >= 0:
        parts.append(1 << state.lead_card)
    if state.upcard >= 0:
        parts.append(1 << state.upcard)
    for card in state.stock[state.stock_pos :]:
        parts.append(1 << card)
    union = 0
    for part in parts:
        assert union & part == 0, "a card is in two places"
        union |= part
    assert union == (1 << rules.deck_size) - 1, "a card was lost"


def check_hand_sizes(state: RoundState) -> None:
    sizes = [hand.bit_count() for hand in state.hands]
    if state.stage == Stage.FOLLOW:
        assert sizes[state.to_move] == sizes[1 - state.to_move] + 1
    elif state.stage == Stage.OVER:
        assert sizes == [0, 0]
    else:
        assert sizes[0] == sizes[1]
        if state.stage == Stage.LEAD and not state.in_phase2:
            assert sizes[0] == state.rules.hand_size
    for hand, exposed in zip(state.hands, state.exposed, strict=True):
        assert exposed & ~hand == 0, "an exposed card is not in the hand"


def check_observations(state: RoundState, rng: random.Random) -> None:
    for seat in (0, 1):
        seen = Observation.of(state, seat)
        other = state.hands[1 - seat]
        assert seen.opponent_known & ~other == 0
        hidden = other & ~seen.opponent_known
        assert hidden & ~seen.unseen == 0
        assert seen.unseen.bit_count() == seen.hidden_in_opponent_hand + state.stock_count
        # Deal the unseen cards differently: the seat must see exactly the same thing.
        unseen = [c for c in range(state.rules.deck_size) if seen.unseen >> c & 1]
        rng.shuffle(unseen)
        k = seen.hidden_in_opponent_hand
        alias = seen.world(sum(1 << c for c in unseen[:k]), unseen[k:])
        assert Observation.of(alias, seat) == seen


def play_random_round(rules: RuleSet, seed: int, thorough: bool) -> RoundState:
    rng = random.Random(seed)
    state = RoundState.new(rules, rng.randrange(2), rng)
    while True:
        check_cards(state)
        check_hand_sizes(state)
        assert state.score(0) == sum(summary(state)["breakdown"][0].values())
        if thorough:
            check_observations(state, rng)
        actions = state.legal_actions()
        if state.is_over():
            assert actions == []
            break
        assert actions, "no legal action before the end of the round"
        assert len(set(actions)) == len(actions)
        action = rng.choice(actions)
        before = state_key(state)
        state.apply(action)
        if thorough:
            assert state.undo() == action
            assert state_key(state) == before, "undo did not restore the state"
            state.apply(action)
    replayed = from_record(to_record(state))
    assert state_key(replayed)[:-1] == state_key(state)[:-1]
    assert summary(replayed) == summary(state)
    return state


def check_round_totals(state: RoundState) -> None:
    rules = state.rules
    card_total = sum(rules.points_by_card[c] for c in range(rules.deck_size))
    assert state.breakdown(0)["cards"] + state.breakdown(1)["cards"] == card_total
    if rules.seven_captured_points == 0:
        most = max(rules.seven_exchange_points, rules.seven_play_points, rules.seven_upcard_points)
        # Each 7 of trump (one per pack) scores at most once.
        assert state.breakdown(0)["sevens"] + state.breakdown(1)["sevens"] <= most * rules.copies


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(preset=st.sampled_from(PRESETS), seed=st.integers(0, 2**32))
def test_random_rounds_of_every_preset(preset: str, seed: int) -> None:
    state = play_random_round(RuleSet.from_preset(preset), seed, thorough=True)
    check_round_totals(state)


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(preset=st.sampled_from(PRESETS), options=OPTION_MIXES, seed=st.integers(0, 2**32))
def test_random_rounds_under_option_mixes(preset: str, options: dict[str, Any], seed: int) -> None:
    state = play_random_round(RuleSet.from_preset(preset, options), seed, thorough=True)
    check_round_totals(state)


@pytest.mark.parametrize("preset", PRESETS)
def test_a_thorough_round_of_each_preset(preset: str) -> None:
    """The quick suite's share of the property tests above (which are marked slow)."""
    check_round_totals(play_random_round(RuleSet.from_preset(preset), seed=1, thorough=True))


@pytest.mark.slow
def test_thousands_of_quick_rounds() -> None:
    for seed in range(2000):
        rules = RuleSet.from_preset(PRESETS[seed % len(PRESETS)])
        check_round_totals(play_random_round(rules, seed, thorough=False))


def test_undo_back_to_the_deal() -> None:
    state = RoundState.new(RuleSet.from_preset("marjolet"), 0, 11)
    fresh = state_key(state)
    rng = random.Random(5)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    while state.history:
        state.undo()
    assert state_key(state) == fresh


def test_clone_copies_every_field_and_stays_independent() -> None:
    rules = RuleSet.from_preset("besigue")
    rng = random.Random(2)
    state = RoundState.new(rules, 1, rng)
    for _ in range(40):
        state.apply(rng.choice(state.legal_actions()))
    copy = state.clone()
    for name in RoundState.__slots__:
        assert getattr(copy, name) == getattr(state, name), name
    before = state_key(state)
    while not copy.is_over():
        copy.apply(rng.choice(copy.legal_actions()))
    assert state_key(state) == before
    copy.undo()
