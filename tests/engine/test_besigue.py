"""Bésigue à deux: two packs, identical cards, bigger melds and the reuse rules."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from marjolet_qt.engine import (
    IllegalActionError,
    RecordError,
    RoundState,
    RuleSet,
    from_record,
    to_record,
)
from marjolet_qt.engine.actions import PLAY_ACTIONS
from marjolet_qt.engine.cards import first_copies, parse_face
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import beats

from .helpers import act, deal, legal

OTHER = "7C 8C 9C 7D 8D 9D 7S 8S"


def besigue(hand0: str, upcard: str, actions: str = "", **options: Any) -> RoundState:
    rules: Any = {"preset": "besigue", "options": options} if options else "besigue"
    return deal(hand0, OTHER, upcard, rules=rules, actions=actions)


def test_the_preset() -> None:
    rules = RuleSet.from_preset("besigue")
    assert rules.deck_size == 64 and rules.hand_size == 8 and rules.stock_size == 47
    assert rules.max_melds_per_window == 1 and rules.meld_reuse == "other_kind"
    assert rules.target == 1000 and rules.phase2_head == "always"
    assert rules.option_values()["card_points"] == {"A": 10, "T": 10}
    points = dict(rules.melds)
    assert (points["besigue"], points["double_besigue"], points["trump_sequence"]) == (40, 500, 250)
    assert points["trump_jack_queen"] == points["trump_jack_other_queen"] == 0
    assert RuleSet.from_preset("besigue", {"hand_size": 9}).stock_size == 45


def test_of_two_identical_cards_the_one_led_wins() -> None:
    first, second = parse_face("QS"), parse_face("QS") + 32
    assert not beats(second, first, trump=0)
    state = deal("QS AC KH QH 8C 9C 7D 8D", "QS 8C 9C 7D 8D 9D 7S 8S", "9H", rules="besigue")
    act(state, "QS", "QS")
    assert state.tricks[-1].winner == 0


def test_besigue_and_double_besigue() -> None:
    state = besigue("QS JD QS JD AC KH QH 8C", "9H", "AC,7C")
    assert legal(state) == {"meld QS JD", "meld QS QS JD JD", "meld KH QH", "done"}
    act(state, "meld QS QS JD JD")
    assert state.breakdown(0)["melds"] == 500
    assert legal(state) == {"done"}  # one meld per trick won


def test_single_besigue_may_grow_into_the_double() -> None:
    state = besigue("QS JD QS JD AC KH QH 8C", "9H", "AC,7C,meld QS JD,done,8C,7D")
    assert "meld QS QS JD JD" in legal(state)
    assert "meld QS JD" in legal(state)  # the other pair is a bésigue of its own
    act(state, "meld QS QS JD JD")
    assert state.breakdown(0)["melds"] == 540


def test_besigue_jack_option() -> None:
    state = besigue("QS JD JH AC KH 8C 9C 7D", "9H", "AC,7C", besigue_jack="JH")
    assert legal(state) == {"meld QS JH", "done"}


def test_four_of_a_kind_with_two_packs_needs_any_four() -> None:
    state = besigue("AS AS AH AD 8C 9C 7D 8D", "9H", "8C,7C")
    assert "meld AD AH AS AS" in legal(state)
    act(state, "meld AD AH AS AS")
    assert state.breakdown(0)["melds"] == 100


def test_a_card_serves_once_per_kind() -> None:
    # Trump spades: KH QH QH is one marriage; the KH cannot marry the other QH.
    state = besigue("KH QH QH AC 8C 9C 7D 8D", "9S", "AC,7C,meld KH QH,done,8C,7D")
    assert "meld KH QH" not in legal(state)
    with pytest.raises(IllegalActionError) as refused:
        act(state, "meld KH QH")
    assert refused.value.code == "kind_reused"


def test_a_card_may_serve_in_melds_of_different_kinds() -> None:
    state = besigue("KH KH KS KD QH AC 8C 9C", "9S", "AC,7C,meld KH QH,done,8C,7D")
    assert "meld KD KH KH KS" in legal(state)
    act(state, "meld KD KH KH KS")
    assert state.breakdown(0)["melds"] == 20 + 80


def test_the_trump_marriage_extends_to_the_sequence() -> None:
    state = besigue("AH TH KH QH JH AC 8C 9C", "9H", "AC,7C,meld KH QH,done,8C,7D")
    act(state, "meld AH TH KH QH JH")
    assert state.breakdown(0)["melds"] == 40 + 250


def test_a_sequence_cannot_later_yield_its_marriage() -> None:
    state = besigue("AH TH KH QH JH AC 8C 9C", "9H", "AC,7C,meld AH TH KH QH JH,done,8C,7D")
    assert "meld KH QH" not in legal(state)
    with pytest.raises(IllegalActionError) as refused:
        act(state, "meld KH QH")
    assert refused.value.code == "sequence_marriage"


def test_exchange_one_seven_and_show_the_other() -> None:
    state = besigue("7H 7H AC 8C 9C 7D 8D 9D", "9H", "AC,7C")
    assert not state.exchange_shows
    state = act(state, "exchange")  # (rebound: mypy would keep `exchange_shows` False)
    assert state.breakdown(0)["sevens"] == 10
    assert "9H" in {str(c) for c in state.hand(0)}
    assert "exchange" in legal(state)  # the other 7 of trump may still be shown
    assert state.exchange_shows
    act(state, "exchange")
    assert state.breakdown(0)["sevens"] == 20
    assert "7H" in {str(c) for c in state.hand(0)}  # shown, kept
    assert "exchange" not in legal(state)


def test_upcard_seven_and_the_other_seven_shown() -> None:
    state = besigue("7H AC 8C 9C 7D 8D 9D KS", "7H", "AC,7C")
    assert state.breakdown(1)["sevens"] == 10  # the dealer's turned 7
    assert state.exchange_shows
    act(state, "exchange")
    assert state.breakdown(0)["sevens"] == 10


def test_two_pack_records_round_trip_and_check_the_deck() -> None:
    state = RoundState.new(RuleSet.from_preset("besigue"), 0, 5)
    while not state.is_over():
        state.apply(state.legal_actions()[0])
    record = to_record(state)
    assert to_record(from_record(record)) == record
    bad = copy.deepcopy(record)
    bad["hands"][0][0] = bad["hands"][0][1]
    with pytest.raises(RecordError, match=r"dealt 3 times|is missing"):
        from_record(bad)


def test_identical_cards_in_hand_are_one_choice() -> None:
    state = deal("QS QS AC KH QH 8C 9C 7D", OTHER, "9H", rules="besigue")
    plays = [str(a) for a in state.legal_actions()]
    assert plays.count("QS") == 1


def test_first_copies_keeps_one_of_each_pair_and_every_single_card() -> None:
    queen, ace = parse_face("QS"), parse_face("AC")
    # Both queens, and the ace's second copy alone.
    mask = 1 << queen | 1 << (queen + 32) | 1 << (ace + 32)
    assert first_copies(mask) == 1 << queen | 1 << (ace + 32)
    assert first_copies(0xFFFFFFFF) == 0xFFFFFFFF  # one pack: nothing to drop


def test_observation_maps_either_copy_to_the_offered_play() -> None:
    state = deal("QS QS AC KH QH 8C 9C 7D", OTHER, "9H", rules="besigue")
    seen = Observation.of(state, 0)
    second_copy = PLAY_ACTIONS[parse_face("QS") + 32]
    assert second_copy not in seen.legal_actions
    assert seen.canonical(second_copy) in seen.legal_actions
    assert str(seen.canonical(second_copy)) == "QS"


def test_of_two_identical_cards_the_melded_copy_is_the_one_played() -> None:
    """The audit's finding: holding the King of trumps twice, one melded (exposed) and
    one fresh (the upcard taken by the exchange), "KH" played the fresh copy; the melded
    one stayed on the table and the fresh one could never marry again. The spent copy is
    played, and the fresh one melds."""
    state = deal(
        "7H AS AC AD TS TC QH 8C",
        "7S 8S 9S 7C 7D 8D 9D 9C",
        "KH",
        "KH JS QH JC",
        rules="besigue",
        actions="AS, 7S, done, AC, 7C, meld KH QH, exchange, done",
    )
    king = parse_face("KH")
    (melded,) = [c for c in (king, king + 32) if state.exposed[0] >> c & 1]
    fresh = melded ^ 32
    assert state.hands[0] >> fresh & 1
    plays = [a for a in state.legal_actions() if str(a) == "KH"]
    assert plays == [PLAY_ACTIONS[melded]]
    # Either copy asked for, and the record's "KH", play the melded one.
    assert state.canonical(PLAY_ACTIONS[fresh]) == PLAY_ACTIONS[melded]
    assert Observation.of(state, 0).canonical(PLAY_ACTIONS[fresh]) == PLAY_ACTIONS[melded]
    act(state, "KH", "8S")
    assert state.hands[0] >> fresh & 1 and not state.exposed[0] >> melded & 1
    assert "meld KH QH" in legal(state)  # the fresh King with the other Queen
    again = from_record(to_record(state))
    assert again.hands == state.hands and again.exposed == state.exposed
