"""The opponent under Bésigue: one meld per trick, two packs of melds."""

from __future__ import annotations

import random

import pytest

from marjolet_qt.ai import heuristics, make_player
from marjolet_qt.ai.heuristics import ROLLOUT, View  # the hand-set weights (0.7, 0.8)
from marjolet_qt.ai.reasons import ReasonCode
from marjolet_qt.ai.search import SearchPlayer
from marjolet_qt.engine import RoundState, RuleSet, play
from marjolet_qt.engine.cards import KING
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import CATEGORIES, Trick

from .helpers import cards, dealt

RULES = RuleSet.from_preset("besigue")


def _sequence_window(stock_left: int) -> RoundState:
    """Seat 0 holds the trump sequence (hearts) and has just won a trick; the stock
    holds ``stock_left`` cards (the rest were drawn and played in earlier tricks, here
    recorded as tricks the other player won, so that the round stays consistent: the
    won piles, the tricks and the card points agree, as in any real round)."""
    state = dealt(RULES, "AH TH KH QH JH 7C 8C 9C", "7D 8D 9D 7S 8S 9S TD TS", "9H")
    state.apply(play(cards("9C")[0]))
    state.apply(play(cards("7D")[0]))
    # Shorten the stock to the wanted length without touching the hands.
    surplus = state.stock_count - stock_left
    assert surplus % 2 == 0, "cards leave the stock two by two"
    burned = state.stock[state.stock_pos : state.stock_pos + surplus]
    points = RULES.points_by_card
    for lead, follow in zip(burned[::2], burned[1::2], strict=True):
        state.tricks.append(Trick(1, lead, follow, 1))
        state.won[1] |= 1 << lead | 1 << follow
        state.scores[4 + CATEGORIES.index("cards")] += points[lead] + points[follow]
    state.stock_pos += surplus
    assert state.stock_count == stock_left
    return state


@pytest.mark.parametrize("level", ("easy", "medium"))
def test_declares_the_trump_marriage_before_its_sequence_with_a_long_stock(level: str) -> None:
    state = _sequence_window(stock_left=29)
    obs = Observation.of(state, 0)
    action, reason = make_player(level).choose_with_reason(obs, 0.0, random.Random(1))
    assert action.cards.bit_count() == 2 and reason.code == ReasonCode.MARRIAGE_FIRST


@pytest.mark.parametrize("level", ("easy", "medium"))
def test_declares_the_sequence_at_once_when_the_stock_is_short(level: str) -> None:
    state = _sequence_window(stock_left=5)
    obs = Observation.of(state, 0)
    action = make_player(level).choose(obs, 0.0, random.Random(1))
    assert action.cards.bit_count() == 5


def test_hard_searches_which_meld_to_declare() -> None:
    """One meld per trick makes the choice (and saying none yet) worth a search."""
    state = _sequence_window(stock_left=29)
    obs = Observation.of(state, 0)
    hard = SearchPlayer(iterations=3)
    action = hard.choose(obs, 10.0, random.Random(2))
    result = hard.last_result
    assert result is not None
    assert set(result.candidates) == set(obs.legal_actions)
    assert action in obs.legal_actions


def test_a_card_counts_once_per_kind_of_meld_with_two_packs() -> None:
    """Two packs hold dozens of ways to make four Kings; a King is worth one of them."""
    state = dealt(RULES, "KH KS KD 7C 8C 9C 7D 8D", "7S 8S 9S TD TS AD AS AC", "9H")
    view = View.of_state(state, state.legal_actions())
    tab = heuristics.tables(RULES, state.trump)
    king = cards("KH")[0]
    assert king & 7 == KING
    potential = heuristics.meld_potential(king, view, tab, ROLLOUT)
    kinds = heuristics.kinds_through(king, tab.card_templates[king])
    # Four Kings, the trump marriage and the sequence: never more than each once.
    assert {kind.key for kind in kinds} >= {"four_kings", "trump_marriage", "trump_sequence"}
    assert 0 < potential <= 0.8 * sum(kind.points for kind in kinds)


def test_a_meld_in_hand_is_worth_most_of_its_points() -> None:
    state = dealt(RULES, "KH KS KD KC 8C 9C 7D 8D", "7S 8S 9S TD TS AD AS AC", "9H")
    view = View.of_state(state, state.legal_actions())
    tab = heuristics.tables(RULES, state.trump)
    king = cards("KC")[0]
    kinds = {kind.key: kind for kind in heuristics.kinds_through(king, tab.card_templates[king])}
    potential = heuristics.meld_potential(king, view, tab, ROLLOUT)
    assert potential >= 0.7 * kinds["four_kings"].points


def _potential_by_kind(state: RoundState, card: int) -> dict[str, float]:
    """The card's potential with one kind at a time left in the table."""
    view = View.of_state(state, state.legal_actions())
    tab = heuristics.tables(RULES, state.trump)
    result = {}
    for kind in heuristics.kinds_through(card, tab.card_templates[card]):
        saved = tab.card_kinds[card]
        tab.card_kinds[card] = (kind,)
        try:
            result[kind.key] = heuristics.meld_potential(card, view, tab, ROLLOUT)
        finally:
            tab.card_kinds[card] = saved
    return result


def test_cards_that_served_in_a_kind_do_not_count_for_it_again() -> None:
    """Four Kings declared: the second King of hearts cannot make four Kings with them,
    only with the other pack's three Kings still to come; a declared sequence cannot give
    its marriage."""
    state = dealt(RULES, "AH TH KH QH JH KS KD KC", "7S 8S 9S TD TS AD AS AC", "9H")
    second_king = cards("KH")[0] + 32  # the other pack's King of hearts
    four_kings = sum(1 << c for c in cards("KH KS KD KC"))
    sequence = sum(1 << c for c in cards("AH TH KH QH JH"))
    state.hands[0] |= 1 << second_king
    assert _potential_by_kind(state, second_king)["four_kings"] >= 0.7 * 80
    state.declared[0] = frozenset({four_kings})
    assert 0 < _potential_by_kind(state, second_king)["four_kings"] < 0.1 * 80
    king = cards("KH")[0]
    state.declared[0] = frozenset()
    assert _potential_by_kind(state, king)["trump_marriage"] > 0
    state.declared[0] = frozenset({sequence})
    assert _potential_by_kind(state, king)["trump_marriage"] == 0
