"""Declared melds (docs/rules.md, "Melds") and the options that shape declaration windows."""

from __future__ import annotations

from typing import Any

import pytest

from marjolet_qt.engine import IllegalActionError, RoundState, Stage
from marjolet_qt.engine.melds import MAX_MELD_CARDS
from marjolet_qt.engine.rules import PRESETS, RuleSet

from .helpers import act, deal, legal

OTHER = "7C 8C 9C 7H 8H 9H"


def window(hand0: str, lead: str, upcard: str = "9D", **kwargs: Any) -> RoundState:
    """P0 leads ``lead`` and P1 answers the 7C (or 8C): P0 holds the window."""
    follow = "8C" if lead == "7C" else "7C"
    return deal(hand0, OTHER, upcard, actions=f"{lead},{follow}", **kwargs)


def test_every_pair_meld_with_its_points() -> None:
    # Trump diamonds: JD QD 40, JD QS 20, KD QD 40, KS QS 20 -- cards reused freely.
    state = window("AC JD QD KD QS KS", "AC")
    assert legal(state) == {
        "meld QD JD",
        "meld QS JD",
        "meld KD QD",
        "meld KS QS",
        "done",
    }
    act(state, "meld QD JD", "meld QS JD", "meld KD QD", "meld KS QS")
    assert state.breakdown(0)["melds"] == 40 + 20 + 40 + 20
    assert legal(state) == {"done"}


@pytest.mark.parametrize(
    ("hand", "meld", "points"),
    [
        ("AC AD AH AS 8S 9S", "meld AC AD AH AS", 100),
        ("KC KD KH KS 8S 9S", "meld KC KD KH KS", 80),
        ("QC QD QH QS 8S 9S", "meld QC QD QH QS", 60),
        ("JC JD JH JS 8S 9S", "meld JC JD JH JS", 40),
    ],
)
def test_four_of_a_kind(hand: str, meld: str, points: int) -> None:
    state = window(hand, "8S")
    assert meld in legal(state)
    act(state, meld)
    assert state.breakdown(0)["melds"] == points


def test_four_tens_score_nothing_and_cannot_be_declared_by_default() -> None:
    state = window("TC TD TH TS 8S 9S", "8S")
    assert legal(state) == {"done"}
    with pytest.raises(IllegalActionError) as refused:
        act(state, "meld TC TD TH TS")
    assert refused.value.code == "not_a_meld"


def test_meld_points_are_options_and_zero_disables() -> None:
    rules = {"preset": "marjolet", "options": {"melds": {"four_tens": 30, "marriage": 0}}}
    state = deal("TC TD TH TS KS QS", "7C 8C 9C 7H 8H 9H", "9D", rules=rules, actions="TS,7C")
    assert legal(state) == {"done"}  # the TS was played; marriage disabled
    state = deal("TC TD TH TS KS QS", "7C 8C 9C 7H 8H 9H", "9D", rules=rules, actions="QS,7C")
    assert legal(state) == {"meld TC TD TH TS", "done"}
    act(state, "meld TC TD TH TS")
    assert state.breakdown(0)["melds"] == 30


def test_a_card_may_serve_in_several_melds_but_a_set_only_once() -> None:
    # Trump diamonds. Four Kings, then the KH again with the QH (worked example 17 in tests/data/).
    state = window("KC KD KH KS QH AC", "AC")
    act(state, "meld KC KD KH KS", "meld KH QH")
    assert state.breakdown(0)["melds"] == 100
    with pytest.raises(IllegalActionError) as refused:
        act(state, "meld KH QH")
    assert refused.value.code == "already_declared"


def test_a_meld_declared_earlier_cannot_be_declared_in_a_later_window() -> None:
    state = deal("KH QH AC TC 8S 9S", OTHER, "9D", "7S 8D", actions="AC,7C,meld KH QH,done")
    act(state, "TC", "8C")
    assert "meld KH QH" not in legal(state)


def test_the_order_of_cards_in_a_meld_does_not_matter() -> None:
    state = window("KH QH AC TC 8S 9S", "AC")
    act(state, "meld QH KH")
    assert state.breakdown(0)["melds"] == 20


def test_melds_need_the_cards_in_hand() -> None:
    state = window("KH QS AC TC 8S 9S", "AC")
    with pytest.raises(IllegalActionError, match="you do not hold QH"):
        act(state, "meld KH QH")


def test_cards_that_form_no_meld_are_refused() -> None:
    state = window("KH QS AC TC 8S 9S", "AC")
    with pytest.raises(IllegalActionError) as refused:
        act(state, "meld KH QS")
    assert refused.value.code == "not_a_meld"


def test_no_meld_holds_more_than_max_meld_cards_and_a_longer_one_is_no_action() -> None:
    """A record's meld of more cards than any meld holds is refused as it is read, before
    its cards are resolved one by one (a hostile file's meld of millions of cards)."""
    for name in PRESETS:
        rules = RuleSet.from_preset(name)
        for trump in range(4):
            assert all(
                t.mask.bit_count() <= MAX_MELD_CARDS for t in rules.meld_table(trump).templates
            )
    state = window("KH QS AC TC 8S 9S", "AC")
    with pytest.raises(ValueError, match="a meld of more than 5 cards is no meld"):
        state.parse_action("meld KH QS AC TC 8S 9S")
    with pytest.raises(ValueError, match="a meld of more than 5 cards"):
        state.parse_action("meld " + " ".join(["AS"] * 3_000_000))


def test_melds_only_in_the_winners_window() -> None:
    state = deal("KH QH AC TC 8S 9S", OTHER, "9D")
    with pytest.raises(IllegalActionError) as refused:
        act(state, "meld KH QH")
    assert refused.value.code == "meld_after_win"


def test_exposed_cards_are_still_in_hand_and_playable() -> None:
    state = deal("KH QH AC TC 8S 9S", OTHER, "9D", actions="AC,7C,meld KH QH,done")
    assert state.exposed[0] != 0
    assert "KH" in legal(state)
    act(state, "KH", "8C")
    assert {str(c) for c in state.hand(0)} >= {"QH"}
    assert state.exposed[0] == 1 << 20  # QH (hearts 2 * 8 + Queen 4) still lies exposed


def test_one_meld_per_trick_won_option() -> None:
    rules = {"preset": "marjolet", "options": {"max_melds_per_window": 1}}
    state = deal("AC JD QD KD QS KS", OTHER, "9D", "7S 8D", rules=rules, actions="AC,7C,meld KD QD")
    assert legal(state) == {"done"}
    with pytest.raises(IllegalActionError) as refused:
        act(state, "meld KS QS")
    assert refused.value.code == "meld_limit"
    act(state, "done", "JD", "8C")  # P0 wins again: a new window, a new meld
    assert "meld KS QS" in legal(state)


def test_captured_scoring_has_no_declarations() -> None:
    rules = {"preset": "marjolet", "options": {"meld_scoring": "captured"}}
    state = window("KH QH AC TC 8S 9S", "AC", rules=rules)
    assert legal(state) == {"done"}  # the window exists for the 7 exchange
    with pytest.raises(IllegalActionError) as refused:
        act(state, "meld KH QH")
    assert refused.value.code == "no_declarations"


def test_no_window_at_all_when_nothing_can_happen_in_it() -> None:
    rules = {
        "preset": "marjolet",
        "options": {"meld_scoring": "captured", "seven_exchange": "own_turn"},
    }
    state = window("KH QH AC TC 8S 9S", "AC", rules=rules)
    assert state.stage == Stage.LEAD and state.stock_count == 17  # drawn already


def test_captured_marriages_score_when_completed() -> None:
    # Mariage: K+Q of a suit among the cards won score 20, trump 40, as they are won.
    state = deal("KH AC TC AD TD", "QH 7C 8C 9C JC", "9S", rules="mariage", actions="KH,QH")
    assert state.breakdown(0) == {"cards": 7, "melds": 20, "sevens": 0, "bonuses": 0}
    state = deal("KS AC TC AD TD", "QS 7C 8C 9C JC", "9S", rules="mariage", actions="KS,QS")
    assert state.breakdown(0)["melds"] == 40
