"""Phase 2 duties, the stock-out trick, the last trick and the capot.

docs/rules.md: "Phase 2", "End of the round" and "Every option".
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from marjolet_qt.engine import IllegalActionError, Stage, from_record, summary

from .helpers import act, deal, example, legal

# Fifteen cards each leave one stock card: trick 1 empties the stock, then phase 2.
# Trump hearts (upcard 7H: the dealer, P1, scores 10 and takes it back at stock-out).
HAND0 = "AC TC KC QC JC 9C 8C 7C TS 9S AH TH KH QH 9H"
HAND1 = "AD TD KD QD JD 9D 8D 7D AS KS QS JS 8S JH 8H"


def phase2(**options: Any) -> Any:
    rules = {"preset": "marjolet", "options": {"hand_size": 15, **options}}
    return deal(HAND0, HAND1, "7H", "7S", rules=rules, actions="7C,7D,done")


def test_stock_out_draws_and_the_loser_takes_the_upcard() -> None:
    state = phase2()
    assert state.in_phase2 and state.stock_count == 0
    assert "7S" in {str(c) for c in state.hand(0)}
    assert "7H" in {str(c) for c in state.hand(1)}
    assert state.breakdown(0)["bonuses"] == 10  # the trick that emptied the stock
    assert state.breakdown(1)["sevens"] == 10  # upcard 7: the dealer's, once


def test_stock_out_trick_points_option() -> None:
    assert phase2(stock_out_trick_points=0).breakdown(0)["bonuses"] == 0


def test_upcard_taker_points_option() -> None:
    state = phase2(upcard_taker_points=10)
    assert state.breakdown(1)["bonuses"] == 10


def test_upcard_seven_scores_nothing_when_played_later() -> None:
    state = act(phase2(), "AC")  # P1 has no clubs: must trump
    act(state, "7H")
    assert state.breakdown(1)["sevens"] == 10


@pytest.mark.parametrize(
    ("head", "lead", "expected"),
    [
        ("never", "TS", {"AS", "KS", "QS", "JS", "8S"}),
        ("always", "TS", {"AS"}),
        ("trump_lead", "TS", {"AS", "KS", "QS", "JS", "8S"}),
        ("always", "9S", {"AS", "KS", "QS", "JS"}),
        ("never", "9H", {"JH", "8H", "7H"}),
        ("always", "9H", {"JH"}),
        ("trump_lead", "9H", {"JH"}),
        ("always", "AH", {"JH", "8H", "7H"}),  # cannot beat: any heart
        ("never", "AC", {"JH", "8H", "7H"}),  # void in clubs: must trump
        ("always", "AC", {"JH", "8H", "7H"}),
    ],
)
def test_phase2_duties(head: str, lead: str, expected: set[str]) -> None:
    state = act(phase2(phase2_head=head), lead)
    assert legal(state) == expected


def test_void_without_duty_to_trump_may_discard() -> None:
    state = act(phase2(phase2_trump=False), "AC")
    assert len(legal(state)) == 15


def test_childrens_rule_no_duty_at_all() -> None:
    state = act(phase2(phase2_follow=False), "TS")
    assert len(legal(state)) == 15
    state = act(phase2(phase2_follow=False, phase2_head="always"), "9H")
    assert len(legal(state)) == 15


@pytest.mark.parametrize(
    ("options", "lead", "card", "code"),
    [
        ({}, "TS", "8H", "must_follow"),
        ({"phase2_head": "always"}, "TS", "KS", "must_beat"),
        ({}, "AC", "AD", "must_trump"),
    ],
)
def test_phase2_refusals_say_which_duty(
    options: dict[str, Any], lead: str, card: str, code: str
) -> None:
    state = act(phase2(**options), lead)
    before = summary(state), state.hands[:]
    with pytest.raises(IllegalActionError) as refused:
        act(state, card)
    assert refused.value.code == code
    assert (summary(state), state.hands) == before


def test_no_melds_in_phase2_by_default() -> None:
    state = act(phase2(), "AC", "JH")  # P1 trumps and wins
    assert state.stage == Stage.LEAD and state.to_move == 1


def test_melds_in_phase2_option_keeps_windows() -> None:
    state = act(phase2(melds_in_phase2=True), "KC", "JH")
    assert state.stage == Stage.WINDOW and state.to_move == 1
    assert "meld KD QD" in legal(state)
    assert "exchange" not in legal(state)


def _example(name: str) -> dict[str, Any]:
    record: dict[str, Any] = example(name)["record"]
    return record


def _with_options(record: dict[str, Any], **options: Any) -> dict[str, Any]:
    record = copy.deepcopy(record)
    record["rules"] = {"preset": "marjolet", "options": options}
    return record


def test_all_final_tricks_replace_the_last_trick() -> None:
    sweep = _example("05_seven_played_trick_lost_and_sweep50.json")
    assert from_record(sweep).breakdown(0)["bonuses"] == 10 + 50


def test_all_final_tricks_added_to_the_last_trick_option() -> None:
    sweep = _with_options(
        _example("05_seven_played_trick_lost_and_sweep50.json"),
        all_final_tricks_replaces_last=False,
    )
    assert from_record(sweep).breakdown(0)["bonuses"] == 10 + 50 + 10


def test_no_capot_bonus_when_its_points_are_zero() -> None:
    sweep = _with_options(
        _example("05_seven_played_trick_lost_and_sweep50.json"), all_final_tricks_points=0
    )
    assert from_record(sweep).breakdown(0)["bonuses"] == 10 + 10


def test_last_trick_points_option() -> None:
    sweep = _with_options(
        _example("05_seven_played_trick_lost_and_sweep50.json"),
        all_final_tricks_points=0,
        last_trick_points=25,
    )
    assert from_record(sweep).breakdown(0)["bonuses"] == 10 + 25


def test_the_round_ends_without_a_window_after_the_last_trick() -> None:
    state = from_record(_example("05_seven_played_trick_lost_and_sweep50.json"))
    assert state.is_over() and state.legal_actions() == []
    with pytest.raises(IllegalActionError) as refused:
        act(state, "done")
    assert refused.value.code == "round_over"


def test_card_points_option_replaces_the_table() -> None:
    rules = {"preset": "marjolet", "options": {"card_points": {"K": 5}}}
    state = deal("KC AC TC 8S 9S 7S", "7C 8C 9C JC 7H 8H", "8D", rules=rules, actions="KC,7C")
    assert state.breakdown(0)["cards"] == 5
    state = deal("KC AC TC 8S 9S 7S", "7C 8C 9C JC 7H 8H", "8D", rules=rules, actions="AC,7C")
    assert state.breakdown(0)["cards"] == 0
