"""The match: rounds in sequence, dealer rotation, totals, target and rounds matches."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from marjolet_qt.engine import RecordError, RuleSet
from marjolet_qt.engine.match import MAX_ROUNDS, Match, RoundResult


def finish_randomly(match: Match, rng: random.Random) -> RoundResult:
    state = match.round
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    return match.finish_round()


class FixedScores:
    """Books rounds with chosen scores, to test the match arithmetic exactly."""

    def __init__(self, match: Match) -> None:
        self.match = match

    def book(self, score0: int, score1: int) -> None:
        rng = random.Random(0)
        result = finish_randomly(self.match, rng)
        winner = None if score0 == score1 else int(score1 > score0)
        fixed = RoundResult((score0, score1), result.breakdowns, winner, result.dealer, {})
        self.match.results[-1] = fixed


def test_a_game_to_the_target_with_alternating_dealers() -> None:
    rng = random.Random(1)
    match = Match(RuleSet.from_preset("marjolet"), first_dealer=0, rng=2)
    dealers = []
    while not match.is_over():
        dealers.append(match.round.dealer)
        finish_randomly(match, rng)
        if not match.is_over():
            match.start_next_round()
    totals = match.totals
    assert max(totals) >= 500
    assert match.winner() == int(totals[1] > totals[0])
    assert dealers == [i % 2 for i in range(len(dealers))]
    assert totals == (
        sum(r.scores[0] for r in match.results),
        sum(r.scores[1] for r in match.results),
    )


def test_when_both_reach_the_target_the_higher_total_wins() -> None:
    match = Match(RuleSet.from_preset("marjolet", {"target": 100}), first_dealer=0, rng=1)
    FixedScores(match).book(120, 150)
    assert match.winner() == 1


def test_equal_totals_over_the_target_play_another_round() -> None:
    match = Match(RuleSet.from_preset("marjolet", {"target": 100}), first_dealer=0, rng=1)
    sheet = FixedScores(match)
    sheet.book(130, 130)
    assert match.winner() is None
    match.start_next_round()
    sheet.book(10, 0)
    assert match.winner() == 0


def test_rounds_match_counts_won_rounds_and_not_ties() -> None:
    rules = RuleSet.from_preset("mariage", {"match": "rounds", "rounds_to_win": 2})
    match = Match(rules, first_dealer=1, rng=4)
    sheet = FixedScores(match)
    sheet.book(400, 10)  # far over the target: irrelevant in a rounds match
    assert match.winner() is None
    match.start_next_round()
    sheet.book(50, 50)
    assert match.rounds_won == (1, 0) and match.winner() is None
    match.start_next_round()
    sheet.book(60, 20)
    assert match.winner() == 0


def test_round_winner_deals_next_under_that_option() -> None:
    match = Match(RuleSet.from_preset("mariage-classique"), first_dealer=0, rng=3)
    sheet = FixedScores(match)
    sheet.book(10, 60)
    assert match.start_next_round().dealer == 1
    sheet.book(80, 10)
    assert match.start_next_round().dealer == 0
    sheet.book(30, 30)  # a tie: the deal alternates
    assert match.start_next_round().dealer == 1


def test_next_round_needs_the_current_one_booked() -> None:
    match = Match(RuleSet.from_preset("marjolet"), rng=1)
    with pytest.raises(ValueError, match="not finished"):
        match.start_next_round()
    with pytest.raises(ValueError, match="not over"):
        match.finish_round()


def test_dealing_from_a_seed_is_reproducible() -> None:
    one = Match(RuleSet.from_preset("marjolet"), rng=42)
    two = Match(RuleSet.from_preset("marjolet"), rng=42)
    assert one.round.deal == two.round.deal


def test_match_saves_and_restores() -> None:
    rng = random.Random(8)
    match = Match(RuleSet.from_preset("marjolet", {"target": 300}), first_dealer=1, rng=5)
    finish_randomly(match, rng)
    match.start_next_round()
    for _ in range(7):
        match.round.apply(rng.choice(match.round.legal_actions()))
    data = json.loads(json.dumps(match.to_json()))
    again = Match.from_json(data)
    assert again.totals == match.totals and again.rules == match.rules
    assert again.round.legal_actions() == match.round.legal_actions()
    assert again.round.history == match.round.history
    # A finished, booked round saves as finished.
    finish_randomly(match, rng)
    again = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert again.booked and again.totals == match.totals


def test_a_counted_round_written_again_as_the_current_one_counts_once() -> None:
    """A hostile save whose round in progress was a copy of a counted round (finished,
    or to be played out) opened and counted it a second time; a finished round of a new
    deal is still counted when the game goes on (an autosave between the last trick and
    the count)."""
    rng = random.Random(3)
    match = Match(RuleSet.from_preset("marjolet"), rng=5)
    finish_randomly(match, rng)
    match.start_next_round()
    finish_randomly(match, rng)
    data = json.loads(json.dumps(match.to_json()))
    for copied in data["rounds"]:
        # (Finished, or taken back to its first move: to be played out and counted.)
        for current in (copied, {**copied, "actions": copied["actions"][:1]}):
            again = Match.from_json({**data, "current": current})
            assert again.booked and again.totals == match.totals
            assert again.round.history == match.round.history
    match.start_next_round()
    while not match.round.is_over():
        match.round.apply(rng.choice(match.round.legal_actions()))
    unbooked = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert not unbooked.booked and len(unbooked.results) == 2


def test_corrupt_match_data_is_refused() -> None:
    match = Match(RuleSet.from_preset("marjolet"), rng=5)
    data = match.to_json()
    data["current"]["actions"] = ["meld AS"]
    with pytest.raises(RecordError, match="round in progress: action 0"):
        Match.from_json(data)
    with pytest.raises(RecordError):
        Match.from_json({"rules": "marjolet"})


def test_the_engine_imports_no_qt() -> None:
    code = (
        "import sys, marjolet_qt.engine, marjolet_qt.engine.__main__, marjolet_qt.engine.match,"
        " marjolet_qt.engine.observation; print('PySide6' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


def test_a_game_ends_at_the_round_limit_and_its_file_opens_again() -> None:
    """A game to 100,000 points went on past the 1,000 rounds a file may hold: its autosave
    was refused at the next start, the match lost. The game ends at the limit, the one
    ahead winning, and its file opens as a finished game."""
    for seed in range(100):  # a round in which neither scores 100 (1,000 of it: < 100,000)
        match = Match(RuleSet.from_preset("marjolet", {"target": 100_000}), rng=seed)
        result = finish_randomly(match, random.Random(seed))
        if max(result.scores) < 100 and result.scores[0] != result.scores[1]:
            break
    match.results = [result] * (MAX_ROUNDS - 1)
    assert not match.is_over()
    match.results.append(result)
    assert match.stopped_at_round_limit() and match.winner() == result.winner
    assert max(match.totals) < 100_000
    with pytest.raises(ValueError):
        match.start_next_round()
    again = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert again.is_over() and again.winner() == result.winner


@pytest.mark.parametrize(
    ("kind", "last", "expected"),
    [
        ("points", [(5, 4, 1)], 0),  # more points, fewer rounds won
        ("rounds", [(5, 4, 1), (0, 1, 1)], 1),  # more rounds won, fewer points
        ("points", [(4, 4, 1)], 1),  # level on points: more rounds won
        ("points", [(4, 4, None)], 1),  # level on both, the last round drawn: not its dealer
    ],
)
def test_who_wins_at_the_round_limit(
    kind: str, last: list[tuple[int, int, int | None]], expected: int
) -> None:
    options = {"match": kind, "rounds_to_win": 99} if kind == "rounds" else {}
    match = Match(RuleSet.from_preset("marjolet", {"target": 100_000, **options}), rng=1)
    breakdowns = finish_randomly(match, random.Random(0)).breakdowns
    tail = [RoundResult((a, b), breakdowns, w, 0, {}) for a, b, w in last]
    drawn = RoundResult((0, 0), breakdowns, None, 0, {})
    match.results = [drawn] * (MAX_ROUNDS - len(tail)) + tail
    assert match.winner() == expected
