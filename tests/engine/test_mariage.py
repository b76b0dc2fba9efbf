"""Mariage and its variants: five cards, no windows, the exchange on one's own turn."""

from __future__ import annotations

import random

import pytest

from marjolet_qt.engine import (
    IllegalActionError,
    RoundState,
    RuleSet,
    Stage,
    from_record,
    summary,
)

from .helpers import act, deal, example, legal

HAND0 = "AC KC TC AD TD"
HAND1 = "9C QC JC 7D 8D"


def test_five_cards_and_draws_right_after_each_trick() -> None:
    state = deal(HAND0, HAND1, "9H", "KH 7S", rules="mariage", actions="AC,9C")
    assert state.stage == Stage.LEAD and state.to_move == 0
    assert len(state.hand(0)) == len(state.hand(1)) == 5
    assert "KH" in {str(c) for c in state.hand(0)}
    assert state.stock_count == 19


def test_eleven_drawing_tricks_then_five() -> None:
    rng = random.Random(3)
    state = RoundState.new(RuleSet.from_preset("mariage"), 1, rng)
    while not state.in_phase2:
        state.apply(rng.choice([a for a in state.legal_actions() if str(a) != "exchange"]))
    assert len(state.tricks) == 11 and len(state.hand(0)) == 5


def test_exchange_on_own_turn_scores_nothing() -> None:
    state = deal("7H AC KC TC AD", "9C QC JC 7D 8D", "9H", rules="mariage")
    assert "exchange" in legal(state)
    act(state, "exchange")
    assert "9H" in {str(c) for c in state.hand(0)}
    assert state.score(0) == 0 and state.to_move == 0


def test_full_mariage_round_from_the_examples() -> None:
    data = example("29_mariage_full_round.json")
    assert summary(from_record(data["record"])) == data["expect"]["replay"]


def test_childrens_mariage_has_no_exchange_and_no_duties() -> None:
    state = deal("7H AC KC TC AD", "9C QC JC 7D 8D", "9H", rules="mariage-enfants")
    assert "exchange" not in legal(state)
    with pytest.raises(IllegalActionError):
        act(state, "exchange")
    rules = RuleSet.from_preset("mariage-enfants")
    assert not rules.phase2_follow and not rules.phase2_trump


def test_classic_mariage_must_overtrump_when_trumps_are_led() -> None:
    hand0 = "AC TC KC QC JC 9C 8C 7C TS 9S AH TH KH QH 9H"
    hand1 = "AD TD KD QD JD 9D 8D 7D AS KS QS JS 8S JH 8H"
    rules = {"preset": "mariage-classique", "options": {"hand_size": 15}}
    state = deal(hand0, hand1, "7H", "7S", rules=rules, actions="7C,7D")
    assert state.in_phase2  # no window in Mariage: the draws happened at once
    assert legal(act(state.clone(), "9H")) == {"JH"}  # trumps led: beat them if able
    assert legal(act(state.clone(), "TS")) == {"AS", "KS", "QS", "JS", "8S"}
