"""The levels: legal everywhere, blind to hidden cards, and sensible on made-up hands."""

from __future__ import annotations

import itertools
import random
import time
from typing import Any

import pytest

from marjolet_qt.ai import LEVELS, explain, make_player
from marjolet_qt.ai.base import ExplainingPlayer
from marjolet_qt.ai.heuristics import ROLLOUT
from marjolet_qt.ai.levels import ALL_LEVELS
from marjolet_qt.ai.player import RulePlayer
from marjolet_qt.ai.reasons import Reason, ReasonCode
from marjolet_qt.ai.sampling import true_world
from marjolet_qt.ai.search import SearchPlayer, SearchResult
from marjolet_qt.ai.solver import Phase2Solver
from marjolet_qt.engine import (
    CARDS,
    DONE,
    EXCHANGE,
    PRESETS,
    Action,
    ActionKind,
    RoundState,
    RuleSet,
    Stage,
    parse_card,
    play,
)
from marjolet_qt.engine.observation import Observation

from .helpers import dealt, phase2_position, random_play

#: Small fixed search so that Hard and Open are quick and reproducible here.
ITERATIONS = 3


#: Enough worlds for Hard to see through the noise of its rollouts on card choices.
THINKING = 150


def player(level: str, iterations: int = ITERATIONS) -> ExplainingPlayer:
    return make_player(level, iterations=iterations)


def _card(text: str) -> Action:
    return play(parse_card(text))


def _play_round(rules: RuleSet, levels: tuple[str, str], seed: int) -> RoundState:
    state = RoundState.new(rules, seed % 2, seed)
    players = (player(levels[0]), player(levels[1]))
    rngs = (random.Random(seed), random.Random(seed + 1))
    while not state.is_over():
        seat = state.to_move
        obs = Observation.of(state, seat)
        kwargs = {}
        if getattr(players[seat], "needs_truth", False):
            kwargs["truth"] = true_world(state, obs)
            action = players[seat].choose_with_reason(obs, 0.05, rngs[seat], None, **kwargs)[0]
        else:
            action = players[seat].choose(obs, 0.05, rngs[seat])
        assert action in obs.legal_actions
        state.apply(action)
    return state


# --- every level, every rule set ---------------------------------------------------------


@pytest.mark.parametrize(
    "preset", [pytest.param(p, marks=pytest.mark.slow) if p == "besigue" else p for p in PRESETS]
)
def test_every_level_finishes_rounds_under_every_preset(preset: str) -> None:
    rules = RuleSet.from_preset(preset)
    for index, level in enumerate(ALL_LEVELS):
        _play_round(rules, (level, "easy"), 100 + index)


@pytest.mark.parametrize(
    "options",
    [
        pytest.param({"melds_in_phase2": True, "max_melds_per_window": 1}, marks=pytest.mark.slow),
        {"seven_exchange": "own_turn", "upcard_taker_points": 10},
        {"meld_scoring": "captured", "phase2_head": "always", "seven_captured_points": 10},
        {"hand_size": 7, "phase2_follow": False},
        {"deck": "double64", "hand_size": 6},
    ],
)
def test_levels_play_under_rule_options(options: dict[str, Any]) -> None:
    rules = RuleSet.from_preset("marjolet", options)
    _play_round(rules, ("hard", "easy"), 7)


def test_make_player_rejects_unknown_level() -> None:
    with pytest.raises(ValueError):
        make_player("grandmaster")
    assert LEVELS == ("easy", "medium", "hard", "expert")


# --- the player never reads hidden state -------------------------------------------------


def _swap_hidden(state: RoundState, seat: int, rng: random.Random) -> RoundState:
    """A copy in which one card the seat cannot see in the opponent's hand trades places
    with a card of the stock."""
    other = state.clone()
    obs = Observation.of(state, seat)
    hidden = [c for c in range(32) if (state.hands[1 - seat] & ~obs.opponent_known) >> c & 1]
    stock = list(state.stock)
    position = rng.randrange(state.stock_pos, len(stock))
    mine = rng.choice(hidden)
    theirs = stock[position]
    other.hands[1 - seat] ^= (1 << mine) | (1 << theirs)
    stock[position] = CARDS[mine]
    other.stock = tuple(stock)
    return other


@pytest.mark.parametrize("level", ("easy", "medium", "hard"))
def test_decisions_do_not_depend_on_hidden_cards(level: str) -> None:
    rules = RuleSet.from_preset("marjolet")
    rng = random.Random(11)
    checked = 0
    for seed in range(40):
        state = RoundState.new(rules, seed % 2, seed)
        for _ in range(rng.randrange(0, 14)):
            if state.upcard < 0:
                break
            random_play(state, rng)
        seat = state.to_move
        if state.upcard < 0 or state.stock_count < 2:
            continue
        if not (state.hands[1 - seat] & ~Observation.of(state, seat).opponent_known):
            continue
        twin = _swap_hidden(state, seat, rng)
        assert twin.hands[1 - seat] != state.hands[1 - seat]
        obs_a, obs_b = Observation.of(state, seat), Observation.of(twin, seat)
        assert obs_a == obs_b
        first = player(level).choose(obs_a, 0.05, random.Random(seed))
        second = player(level).choose(obs_b, 0.05, random.Random(seed))
        assert first == second
        checked += 1
    assert checked >= 10


def test_search_is_reproducible_with_fixed_iterations() -> None:
    rules = RuleSet.from_preset("marjolet")
    state = RoundState.new(rules, 0, 3)
    obs = Observation.of(state, state.to_move)
    hard = make_player("hard", iterations=5)
    results = {hard.choose_with_reason(obs, 10.0, random.Random(4)) for _ in range(2)}
    assert len(results) == 1


def test_hard_stops_when_asked() -> None:
    rules = RuleSet.from_preset("marjolet")
    state = RoundState.new(rules, 0, 3)
    obs = Observation.of(state, state.to_move)
    start = time.perf_counter()
    action = make_player("hard").choose(obs, 60.0, random.Random(1), should_stop=lambda: True)
    assert time.perf_counter() - start < 1.0
    assert action in obs.legal_actions


def test_hard_respects_a_small_budget() -> None:
    """On a clock that moves 2 ms at each reading (a world a reading), the same whatever
    the machine's load, the budget ends the search near its end and never past it; on
    the wall clock it ends near its budget too (generously: the machine may be busy)."""
    rules = RuleSet.from_preset("marjolet")
    state = RoundState.new(rules, 1, 9)
    obs = Observation.of(state, state.to_move)
    readings: list[float] = []
    ticks = itertools.count()

    def clock() -> float:
        readings.append(next(ticks) * 0.002)
        return readings[-1]

    hard = make_player("hard", clock=clock)
    hard.choose(obs, 0.2, random.Random(1))
    assert isinstance(hard, SearchPlayer) and hard.last_result is not None
    assert hard.last_result.stopped_by == "budget"
    assert 0.15 <= readings[-1] - readings[0] <= 0.2
    start = time.perf_counter()
    make_player("hard").choose(obs, 0.2, random.Random(1))
    assert time.perf_counter() - start < 1.0


def _result(values: list[list[float]]) -> SearchResult:
    result = SearchResult([play(i) for i in range(len(values))])
    result.values = values
    result.worlds = len(values[0])
    return result


def test_a_clear_leader_is_settled_and_a_close_race_is_not() -> None:
    clear = _result([[10, 12, 8, 11, 9, 10], [0, 2, -1, 1, 0, 1]])
    assert clear.settled()
    close = _result([[10, 12, 8, 11, 9, 10], [12, 10, 9, 8, 11, 10]])
    assert not close.settled()
    # Candidates that give the same points in every world are as good as each other.
    twins = _result([[5, -3, 8, 0], [5, -3, 8, 0]])
    assert twins.settled()


def test_only_clear_evidence_overrules_the_rules_of_thumb() -> None:
    result = _result([[10, 12, 8, 11, 9, 10], [0, 2, -1, 1, 0, 1], [11, 10, 9, 12, 9, 10]])
    assert result.proves_better(0, 1, 2.0)
    assert not result.proves_better(2, 0, 2.0)  # ahead on average, within the noise
    assert not _result([[5], [0]]).proves_better(0, 1, 2.0)  # one world proves nothing


@pytest.mark.parametrize("preset", ("marjolet", "besigue"))
def test_a_search_cut_short_keeps_the_rules_of_thumb_move(preset: str) -> None:
    """One world is no evidence: Hard then plays what its rollouts' rules of thumb would
    (Medium's move before Medium's weights were tuned, #17)."""
    rules = RuleSet.from_preset(preset)
    rng = random.Random(8)
    medium = RulePlayer("rules", ROLLOUT)
    for seed in range(6):
        state = RoundState.new(rules, seed % 2, seed)
        for _ in range(rng.randrange(6)):
            state.apply(rng.choice(state.legal_actions()))
        if state.upcard < 0 or state.stage == Stage.WINDOW:
            continue
        obs = Observation.of(state, state.to_move)
        hard = SearchPlayer(iterations=1)
        action, reason = hard.choose_with_reason(obs, 1.0, random.Random(1))
        assert action == medium.choose(obs, 0.0, random.Random(1))
        if hard.last_result is not None and len(obs.legal_actions) > 1:
            assert "margin" not in reason.params or hard.last_result.chosen_by == "search"


def test_hard_stops_early_when_its_choice_is_settled() -> None:
    """The clock never moves here: only a settled choice can end the search."""
    rules = RuleSet.from_preset("marjolet")
    # A lead near the end of the stock: few possible deals, and the choice soon clear.
    rng = random.Random(5)
    for _attempt in range(50):
        state = RoundState.new(rules, rng.randrange(2), rng.randrange(1 << 30))
        while state.upcard >= 0 and state.stock_count > 2:
            state.apply(rng.choice(state.legal_actions()))
        if state.upcard >= 0 and state.stage == Stage.LEAD:
            break
    obs = Observation.of(state, state.to_move)
    hard = SearchPlayer(clock=lambda: 0.0)
    action = hard.choose(obs, 1.0, random.Random(1))
    result = hard.last_result
    assert result is not None and result.stopped_by == "settled"
    assert action == result.ranking()[0][1]


# --- rules of thumb on made-up positions ---------------------------------------------------

RULES = RuleSet.from_preset("marjolet")
# Trump is diamonds (upcard 9D). Seat 0 leads first (dealer 1).


def _follow_position(lead: str, follower_hand: str, leader_hand: str) -> RoundState:
    state = dealt(RULES, leader_hand, follower_hand, "9D", dealer=1)
    state.apply(_card(lead))
    return state


@pytest.mark.parametrize("level", ("easy", "medium", "hard"))
def test_takes_the_ten_with_the_ace(level: str) -> None:
    state = _follow_position("TH", "AH 7C 8C 8S 9S JC", "TH 7S KC QC 9C 7H")
    obs = Observation.of(state, 1)
    action, reason = player(level, THINKING).choose_with_reason(obs, 0.05, random.Random(1))
    assert action == _card("AH")
    assert reason.code == ReasonCode.TAKES
    assert reason.params["card"] == _card("AH").card
    assert reason.params["taken"] == _card("TH").card


@pytest.mark.parametrize("level", ("easy", "medium", "hard"))
def test_does_not_throw_an_ace_away(level: str) -> None:
    state = _follow_position("8C", "AS 7H 9C 8H JS TC", "8C 7S KC QC 9H 7C")
    obs = Observation.of(state, 1)
    p = player(level, THINKING)
    for seed in range(3 if level != "hard" else 1):
        action = p.choose(obs, 0.05, random.Random(seed))
        assert action != _card("AS")  # TC would win the trick: fine


@pytest.mark.parametrize("level", ("easy", "medium", "hard"))
def test_keeps_the_trump_marriage_and_leads_a_small_card(level: str) -> None:
    state = dealt(RULES, "KD QD 8C 7H AS JS", "7S 8S 9S TC 9C 9H", "9D", dealer=1)
    obs = Observation.of(state, 0)
    action, reason = player(level, THINKING).choose_with_reason(obs, 0.05, random.Random(2))
    assert action not in (_card("KD"), _card("QD"), _card("AS"))
    if level == "medium":
        assert reason.params["keep"] == _card("KD").card
        assert (reason.params["keep_meld"], reason.params["keep_points"]) == ("trump_marriage", 40)


def _window_position(winner_hand: str, loser_hand: str, upcard: str = "9D") -> RoundState:
    """Seat 1 wins the first trick (led 7C, taken with 8C) and holds the window."""
    state = dealt(RULES, loser_hand, winner_hand, upcard, dealer=1)
    state.apply(_card("7C"))
    state.apply(_card("8C"))
    assert state.stage == Stage.WINDOW and state.to_move == 1
    return state


@pytest.mark.parametrize("level", ("easy", "medium", "hard"))
def test_declares_the_eighty_for_four_kings(level: str) -> None:
    state = _window_position("8C KC KD KH KS 7S", "7C 9S 8S 9H 8H TH")
    p = player(level)
    declared = []
    while state.stage == Stage.WINDOW:
        action, reason = p.choose_with_reason(Observation.of(state, 1), 0.05, random.Random(1))
        if action.kind == ActionKind.MELD:
            declared.append(reason)
        state.apply(action)
    assert declared and declared[0] == Reason.of(ReasonCode.DECLARE, meld="four_kings", points=80)
    assert state.score(1) == 80


@pytest.mark.parametrize("level", ("easy", "medium", "hard"))
def test_exchanges_the_seven_of_trumps(level: str) -> None:
    state = _window_position("8C 7D KC QH JS 9C", "7C 9S 8S 9H 8H TH", upcard="AD")
    action = player(level).choose(Observation.of(state, 1), 0.05, random.Random(1))
    assert action == EXCHANGE


def test_says_done_when_nothing_is_left_to_declare() -> None:
    state = _window_position("8C 7H KC QS JS 9C", "7C 9S 8S 9H 8H TH")
    for level in ("easy", "medium", "hard"):
        assert player(level).choose(Observation.of(state, 1), 0.05, random.Random(1)) == DONE


@pytest.mark.parametrize("level", ("medium", "hard", "open"))
def test_endgame_play_is_exact(level: str) -> None:
    """Medium, Hard and Open play phase 2 perfectly: their choice keeps the solver's value."""
    rng = random.Random(5)
    solver = Phase2Solver(RULES)
    for _ in range(15):
        state = phase2_position(RULES, rng, rng.choice((3, 4, 5, 6)))
        if state.is_over():
            continue
        seat = state.to_move
        obs = Observation.of(state, seat)
        kwargs = {"truth": (0, ())} if level == "open" else {}
        action = player(level).choose_with_reason(obs, 0.05, random.Random(1), None, **kwargs)[0]
        best = solver.solve(state)
        child = state.clone()
        child.apply(action)
        assert solver.solve(child) == best


def _endgame(follower: str, leader: str, lead: str) -> RoundState:
    """A two-card endgame, trump spades: seat 0 leads ``lead``, seat 1 is to follow."""
    state = dealt(RULES, "AS KS QS JS TS 8S", "7D 8D 9D JD QD KD", "9S", dealer=1)
    state.hands = [
        sum(1 << parse_card(c) for c in leader.split()),
        sum(1 << parse_card(c) for c in follower.split()),
    ]
    state.upcard = -1
    state.stock_pos = len(state.stock)
    state.phase2_wins = [2, 2]
    state.apply(_card(lead))
    return state


def test_takes_a_sure_trick_rather_than_lose_the_ace() -> None:
    """Endgame: taking the 9 with the Ace now wins; ducking loses the Ace to the 7 of
    clubs at the last trick (hearts void, no trumps)."""
    state = _endgame("AH 8H", "9H 7C", "9H")
    obs = Observation.of(state, 1)
    for level in ("easy", "medium", "hard"):
        assert player(level).choose(obs, 0.05, random.Random(1)) == _card("AH")


def test_explain_gives_a_structured_reason() -> None:
    """Codes and data only: the application words them (no English from the opponent)."""
    state = _follow_position("TH", "AH 7C 8C 8S 9S JC", "TH 7S KC QC 9C 7H")
    obs = Observation.of(state, 1)
    taken = explain(obs, _card("AH"), "easy")
    assert (taken.code, taken.params["taken"]) == (ReasonCode.TAKES, _card("TH").card)
    assert explain(obs, _card("7C"), "easy").code == ReasonCode.GIVES_UP
    endgame = _endgame("AH 8H", "9H 7C", "9H")
    solved = explain(Observation.of(endgame, 1), _card("AH"), "medium")
    assert solved.code == ReasonCode.TAKES and type(solved.params["solved"]) is int
    # An action the level would not choose is described, with no figure of the level's.
    other = explain(Observation.of(endgame, 1), _card("8H"), "medium")
    assert other.code == ReasonCode.GIVES_UP and "solved" not in other.params


def test_a_reason_survives_json_and_refuses_foreign_data() -> None:
    reason = Reason.of(ReasonCode.LEADS, card=3, risk=40, expected=-12, deals=180, all_deals=False)
    assert Reason.from_json(reason.to_json()) == reason
    for bad in (
        {"code": "leads"},
        {"code": "sings", "params": {}},
        {"code": "leads", "params": {"card": "3"}},
        {"code": "leads", "params": {"all_deals": 1}},
        {"code": "leads", "params": {"colour": 2}},
    ):
        with pytest.raises(ValueError):
            Reason.from_json(bad)
