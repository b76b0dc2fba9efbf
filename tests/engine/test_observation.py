"""What a seat may know: its hand, what was shown, nothing hidden."""

from __future__ import annotations

from marjolet_qt.engine.cards import parse_face
from marjolet_qt.engine.observation import Observation

from .helpers import deal


def cards(*names: str) -> int:
    """The bitmask of these cards (all different)."""
    return sum(1 << parse_face(n) for n in names)


def test_a_fresh_deal_shows_only_the_own_hand_and_the_upcard() -> None:
    state = deal("7S AC TC KC QC KH", "7C 8C 9C JC 7H 8H", "8S")
    seen = Observation.of(state, 1)
    assert seen.hand == cards("7C", "8C", "9C", "JC", "7H", "8H")
    assert seen.opponent_known == 0 and seen.opponent_hand_size == 6
    assert seen.upcard == parse_face("8S") and seen.stock_count == 19
    assert seen.legal_actions == ()  # not seat 1's turn
    assert seen.unseen.bit_count() == 32 - 6 - 1


def test_exposed_melds_and_the_exchanged_upcard_become_known() -> None:
    state = deal(
        "7S AC TC KC QC KH", "7C 8C 9C JC 7H 8H", "8S", actions="AC,7C,meld KC QC,exchange"
    )
    seen = Observation.of(state, 1)
    assert seen.opponent_known == cards("KC", "QC", "8S")
    assert seen.upcard == parse_face("7S")
    assert seen.exposed[0] == cards("KC", "QC")


def test_played_cards_leave_the_known_set() -> None:
    state = deal(
        "7S AC TC KC QC KH", "7C 8C 9C JC 7H 8H", "8S", actions="AC,7C,meld KC QC,done,KC,8C"
    )
    seen = Observation.of(state, 1)
    assert seen.opponent_known == cards("QC")
    assert seen.played == cards("AC", "7C", "KC", "8C")


def test_in_phase2_the_whole_opponent_hand_is_known() -> None:
    hand0 = "AC TC KC QC JC 9C 8C 7C TS 9S AH TH KH QH 9H"
    hand1 = "AD TD KD QD JD 9D 8D 7D AS KS QS JS 8S JH 8H"
    rules = {"preset": "marjolet", "options": {"hand_size": 15}}
    state = deal(hand0, hand1, "7H", "7S", rules=rules, actions="7C,7D,done")
    seen = Observation.of(state, 0)
    assert seen.opponent_known == state.hands[1] and seen.unseen == 0
