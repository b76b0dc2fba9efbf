"""Trick play, drawing, and the 7 of trump (docs/rules.md: Marjolet, Every option)."""

from __future__ import annotations

import pytest

from marjolet_qt.engine import IllegalActionError, Stage
from marjolet_qt.engine.cards import parse_face
from marjolet_qt.engine.round import beats

from .helpers import act, cards, deal, legal

# Trump spades (upcard 8S). P0 (non-dealer) leads first.
HAND0 = "7S AC TC KC QC KH"
HAND1 = "7C 8C 9C JC 7H 8H"


def test_the_non_dealer_leads_first() -> None:
    assert deal(HAND0, HAND1, "8S", dealer=1).to_move == 0
    assert deal(HAND0, HAND1, "8S", dealer=0).to_move == 1


@pytest.mark.parametrize(
    ("lead", "follow", "second_wins"),
    [
        ("KC", "AC", True),  # higher card of the suit led
        ("AC", "KC", False),
        ("AC", "7S", True),  # any trump beats a plain suit
        ("AC", "AH", False),  # another plain suit never wins
        ("9S", "8S", False),  # trump led, lower trump
        ("9S", "TS", True),
        ("9S", "AC", False),
        ("TC", "AC", True),  # the Ten ranks between the King and the Ace
        ("KC", "TC", True),
        ("9C", "JC", True),
    ],
)
def test_trick_winner(lead: str, follow: str, second_wins: bool) -> None:
    assert beats(parse_face(follow), parse_face(lead), trump=3) is second_wins


def test_phase1_follower_may_play_any_card() -> None:
    state = deal(HAND0, HAND1, "8S", actions="AC")
    assert legal(state) == set(HAND1.split())


def test_winner_scores_aces_and_tens_then_draws_first() -> None:
    state = deal(HAND0, HAND1, "8S", "QH 7D", actions="AC,7C")
    assert state.stage == Stage.WINDOW and state.to_move == 0
    assert state.breakdown(0)["cards"] == 10
    state = act(state, "done")  # (rebound: mypy would keep `state.stage` WINDOW)
    assert "QH" in cards(state, 0) and "7D" in cards(state, 1)
    assert state.stock_count == 17
    assert state.stage == Stage.LEAD and state.to_move == 0


def test_loser_of_the_trick_leads_nothing_and_winner_leads_next() -> None:
    state = deal(HAND0, HAND1, "8S", actions="KH,8H,done")
    assert state.to_move == 0
    state = deal(HAND0, HAND1, "8S", actions="KC,7H")  # 7H: not clubs, not trump: P0 wins
    assert state.to_move == 0


def test_a_window_must_be_closed_with_done_before_playing() -> None:
    state = deal(HAND0, HAND1, "8S", actions="AC,7C")
    with pytest.raises(IllegalActionError) as refused:
        state.apply(state.parse_action("TC"))
    assert refused.value.code == "window_open"


def test_done_outside_a_window_is_refused() -> None:
    state = deal(HAND0, HAND1, "8S")
    with pytest.raises(IllegalActionError) as refused:
        act(state, "done")
    assert refused.value.code == "no_window"


def test_playing_a_card_not_held_is_refused_with_the_card() -> None:
    state = deal(HAND0, HAND1, "8S")
    with pytest.raises(IllegalActionError, match="you do not hold AH"):
        act(state, "AH")


# --- the 7 of trump ---------------------------------------------------------------------


def test_upcard_seven_scores_the_dealer_and_nothing_later() -> None:
    state = deal(HAND0.replace("7S", "8S"), HAND1, "7S", dealer=1)
    assert state.breakdown(1)["sevens"] == 10 and state.score(0) == 0
    state0 = deal(HAND0.replace("7S", "8S"), HAND1, "7S", dealer=0)
    assert state0.breakdown(0)["sevens"] == 10


def test_exchange_after_winning_a_trick() -> None:
    state = deal(HAND0, HAND1, "8S", actions="AC,7C")
    assert "exchange" in legal(state)
    act(state, "exchange")
    assert state.breakdown(0)["sevens"] == 10
    assert "8S" in cards(state, 0) and "7S" not in cards(state, 0)
    assert state.upcard == parse_face("7S")
    assert "exchange" not in legal(state)


def test_exchange_only_after_winning_a_trick_by_default() -> None:
    state = deal(HAND0, HAND1, "8S")
    assert "exchange" not in legal(state)
    with pytest.raises(IllegalActionError) as refused:
        act(state, "exchange")
    assert refused.value.code == "exchange_after_win"


def test_exchange_needs_the_seven() -> None:
    state = deal(HAND1, HAND0, "8S", actions="JC,KH")  # P0 wins without the 7S
    assert "exchange" not in legal(state)
    with pytest.raises(IllegalActionError) as refused:
        act(state, "exchange")
    assert refused.value.code == "no_seven"


def test_exchange_on_own_turn_variant() -> None:
    rules = {"preset": "marjolet", "options": {"seven_exchange": "own_turn"}}
    state = deal(HAND0, HAND1, "8S", rules=rules)
    assert "exchange" in legal(state)
    act(state, "exchange")
    assert state.to_move == 0 and state.stage == Stage.LEAD  # still P0's lead
    assert state.breakdown(0)["sevens"] == 10
    # The follower may exchange on their turn too.
    state = deal(HAND1, HAND0, "8S", rules=rules, actions="7C")
    assert "exchange" in legal(state)


def test_exchange_never_variant() -> None:
    rules = {"preset": "marjolet", "options": {"seven_exchange": "never"}}
    state = deal(HAND0, HAND1, "8S", rules=rules, actions="AC,7C")
    assert "exchange" not in legal(state)
    with pytest.raises(IllegalActionError) as refused:
        act(state, "exchange")
    assert refused.value.code == "no_exchange"


def test_seven_played_scores_the_player_even_when_the_trick_is_lost() -> None:
    # P0 leads the 9S (trump), P1 plays the 7S below it and loses, but scores 10.
    state = deal("9S AC TC KC QC KH", "7S 8C 9C JC 7H 8H", "8S", actions="9S,7S")
    assert state.tricks[-1].winner == 0
    assert state.breakdown(1)["sevens"] == 10


def test_seven_exchanged_scores_once_only() -> None:
    state = deal(HAND0, HAND1, "8S", actions="AC,7C,exchange,done")
    assert state.seven_done
    assert state.breakdown(0)["sevens"] == 10


def test_exchange_points_and_play_points_are_options() -> None:
    rules = {
        "preset": "marjolet",
        "options": {"seven_exchange_points": 25, "seven_play_points": 5},
    }
    state = deal(HAND0, HAND1, "8S", rules=rules, actions="AC,7C,exchange")
    assert state.breakdown(0)["sevens"] == 25
    state = deal("9S AC TC KC QC KH", "7S 8C 9C JC 7H 8H", "8S", rules=rules, actions="9S,7S")
    assert state.breakdown(1)["sevens"] == 5


def test_upcard_seven_points_option() -> None:
    rules = {"preset": "marjolet", "options": {"seven_upcard_points": 7}}
    state = deal(HAND0.replace("7S", "8S"), HAND1, "7S", rules=rules)
    assert state.breakdown(1)["sevens"] == 7


def test_captured_seven_points_option() -> None:
    rules = {"preset": "marjolet", "options": {"seven_captured_points": 10, "seven_play_points": 0}}
    state = deal("9S AC TC KC QC KH", "7S 8C 9C JC 7H 8H", "8S", rules=rules, actions="9S,7S")
    assert state.breakdown(0)["sevens"] == 10  # P0 won the 7 of trump
    assert state.breakdown(1)["sevens"] == 0
