"""The opponent's reasons are data (#14): every level answers with a :class:`Reason` (a
code and typed parameters, never English), what a move does is told truly whatever chose
it, and the search claims a margin over the next best move only when it showed one."""

from __future__ import annotations

import random

import pytest

from marjolet_qt.ai.heuristics import View
from marjolet_qt.ai.levels import make_player
from marjolet_qt.ai.reasons import PARAMS, Reason, ReasonCode, why
from marjolet_qt.ai.search import SearchResult, search_reason
from marjolet_qt.engine import RoundState, RuleSet, Stage
from marjolet_qt.engine.actions import DONE, EXCHANGE, Action, ActionKind
from marjolet_qt.engine.cards import parse_card
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import Deal, Trick
from marjolet_qt.engine.rules import PRESETS

from .helpers import dealt

RULES = RuleSet.from_preset("marjolet")


def _positions(preset: str, count: int, seed: int) -> list[Observation]:
    rules = RuleSet.from_preset(preset)
    rng = random.Random(seed)
    found: list[Observation] = []
    while len(found) < count:
        state = RoundState(rules, Deal.shuffled(rules, rng.randrange(2), rng))
        for _ in range(rng.randrange(30)):
            if state.is_over():
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over():
            found.append(Observation.of(state, state.to_move))
    return found


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_every_level_answers_with_data(preset: str, level: str) -> None:
    player = make_player(level, iterations=4)
    for index, obs in enumerate(_positions(preset, 4, seed=len(preset))):
        action, reason = player.choose_with_reason(obs, 0.5, random.Random(index))
        assert action in obs.legal_actions
        assert isinstance(reason, Reason) and reason.code in ReasonCode
        for key, value in reason.params.items():
            assert type(value) is PARAMS[key], (key, value)
        assert Reason.from_json(reason.to_json()) == reason


def _window(winner_hand: str, loser_hand: str, upcard: str = "9D") -> Observation:
    """Seat 1 wins the first trick (led 7C, taken with 8C) and holds the window."""
    state = dealt(RULES, loser_hand, winner_hand, upcard, dealer=1)
    state.apply(next(a for a in state.legal_actions() if a.card == parse_card("7C")))
    state.apply(next(a for a in state.legal_actions() if a.card == parse_card("8C")))
    assert state.stage == Stage.WINDOW and state.to_move == 1
    return Observation.of(state, 1)


def test_window_reasons() -> None:
    obs = _window("8C KC KD KH KS 7D", "7C 9S 8S 9H 8H TH")
    view = View.of_observation(obs)
    exchange = why(view, EXCHANGE)
    assert exchange.code == ReasonCode.EXCHANGE
    assert exchange.params["upcard"] == parse_card("9D")
    assert exchange.params["points"] == RULES.seven_exchange_points
    meld = next(a for a in obs.legal_actions if a.kind == ActionKind.MELD)
    declared = why(view, meld)
    assert declared.code == ReasonCode.DECLARE and type(declared.params["points"]) is int
    # Ending the window while melds could be declared is not "nothing to declare".
    assert why(view, DONE).code == ReasonCode.DECLARE_LATER


def _result(obs: Observation, differences: list[float], stopped_by: str) -> SearchResult:
    """A search over ``len(differences)`` worlds where the first candidate beats the
    others by these amounts, world by world."""
    result = SearchResult(list(obs.legal_actions))
    for world, difference in enumerate(differences):
        for index in range(len(result.candidates)):
            base = float(world % 3)
            result.values[index].append(base + (difference if index == 0 else 0.0))
    result.worlds = len(differences)
    result.possible = 10_000
    result.stopped_by = stopped_by
    return result


def test_the_margin_is_claimed_only_when_the_search_shows_it() -> None:
    obs = next(
        o for o in _positions("marjolet", 20, seed=3) if len(o.legal_actions) > 1 and o.upcard >= 0
    )
    view = View.of_observation(obs)
    best = obs.legal_actions[0]
    clear = search_reason(view, _result(obs, [6.0, 5.0, 7.0, 6.0] * 10, "settled"), best)
    assert clear.params["margin"] == 6 and clear.params["deals"] == 40
    assert clear.params["all_deals"] is False
    # A margin within the noise of a search cut short, and a margin of 0, are not claimed.
    noisy = search_reason(view, _result(obs, [40.0, -30.0, 25.0, -20.0], "budget"), best)
    assert "margin" not in noisy.params and noisy.params["deals"] == 4
    # Its margin of error, two standard errors of its mean: wide over four deals.
    assert int(noisy.params["error"]) > 25 > int(clear.params["error"])
    level = search_reason(view, _result(obs, [0.2, -0.1] * 20, "settled"), best)
    assert "margin" not in level.params
    # The reason is what the move does, whatever chose it, plus the search's figures.
    assert clear.code == why(view, best).code


def test_a_card_let_go_is_the_cheapest_only_when_it_is() -> None:
    # Trump diamonds; seat 0 leads the Ace of hearts, seat 1 cannot take it but with trumps.
    state = dealt(RULES, "AH 7S 8S 9S JS QS", "7C TC 8H JD KC 9C", "9D", dealer=1)
    state.apply(next(a for a in state.legal_actions() if a.card == parse_card("AH")))
    view = View.of_observation(Observation.of(state, 1))
    assert why(view, _play(state, "7C")).params["cheapest"] is True
    assert why(view, _play(state, "TC")).params["cheapest"] is False
    assert why(view, _play(state, "JD")).code == ReasonCode.TAKES


def _play(state: RoundState, card: str) -> Action:
    return next(a for a in state.legal_actions() if a.card == parse_card(card))


@pytest.mark.parametrize("preset", ["marjolet", "marjolet-strict", "mariage", "besigue"])
def test_a_lead_called_safe_is_beaten_by_no_answer(preset: str) -> None:
    """Once the stock is gone both hands are known: a lead said to be safe ("nothing can
    beat it") is taken by no card the other hand may answer with. A plain Queen led into
    a hand void in its suit but holding trumps was called safe (the review's best choice,
    in a player's pass)."""
    rules = RuleSet.from_preset(preset)
    rng = random.Random(len(preset))
    checked = trumped = 0
    for _ in range(300):
        state = RoundState(rules, Deal.shuffled(rules, rng.randrange(2), rng))
        while not state.is_over() and not (state.upcard < 0 and state.stage == Stage.LEAD):
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over():
            continue
        obs = Observation.of(state, state.to_move)
        view = View.of_observation(obs)
        for action in obs.legal_actions:
            answers = state.clone()
            answers.apply(action)
            beaten = any(
                _trick_after(answers, reply).winner != obs.seat for reply in answers.legal_actions()
            )
            reason = why(view, action)
            if reason.code in (ReasonCode.LEADS_SAFE, ReasonCode.LEADS_BEATABLE):
                checked += 1
                trumped += beaten and (action.card >> 3) & 3 != state.trump
                assert (reason.code == ReasonCode.LEADS_SAFE) == (not beaten), (preset, action)
    assert checked > 100 and trumped > 0


def _trick_after(state: RoundState, reply: Action) -> Trick:
    after = state.clone()
    after.apply(reply)
    return after.tricks[-1]


@pytest.mark.parametrize(
    ("follower", "declare"),
    [
        ("8C KH QH 9S 8S 7S", True),  # a marriage left in hand
        ("8C 7D 9S 8S 7S 9H", True),  # the 7 of trumps (diamonds) to exchange
        ("8C 9C 9S 8S 7S 9H", False),  # nothing: "and may declare" was said all the same
    ],
)
def test_winning_a_trick_may_declare_only_with_something_to_declare(
    follower: str, declare: bool
) -> None:
    """Seat 0 leads the 7 of clubs; seat 1 takes it with the 8 (no points taken): the
    reason says it may then declare only when its hand holds something to declare."""
    state = dealt(RULES, "7C AH TH KS QC JC", follower, "9D", dealer=1)
    state.apply(next(a for a in state.legal_actions() if a.card == parse_card("7C")))
    obs = Observation.of(state, 1)
    take = next(a for a in obs.legal_actions if a.card == parse_card("8C"))
    reason = why(View.of_observation(obs), take)
    assert reason.code == ReasonCode.WINS_TRICK
    assert reason.params["declare"] is declare
