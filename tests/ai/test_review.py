"""The review of a round (#18): exact phase-2 grades, planted blunders, the command line."""

from __future__ import annotations

import json
import random
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from marjolet_qt.ai import review, worker_pool
from marjolet_qt.ai.parallel import ExpertPlayer
from marjolet_qt.ai.reasons import Reason, ReasonCode
from marjolet_qt.ai.review import BLUNDER, CONFIRM_FACTOR, Grade, Reviewer, review_round
from marjolet_qt.ai.search import SearchPlayer
from marjolet_qt.ai.solver import Phase2Solver
from marjolet_qt.engine.actions import DONE, ActionKind
from marjolet_qt.engine.records import to_record
from marjolet_qt.engine.round import Deal, RoundState, Stage
from marjolet_qt.engine.rules import PRESETS, RuleSet

from .helpers import phase2_position, plain_minimax

WORLDS = 24


def _meld_key(state: RoundState, cards: int) -> str:
    """The key of the meld ``cards`` make (a legal meld always makes one)."""
    template = state.template(cards)
    assert template is not None
    return template.key


@pytest.mark.parametrize("preset", ["marjolet", "mariage", "marjolet-strict", "besigue"])
def test_phase2_grades_are_the_exhaustive_minimax_values(preset: str) -> None:
    rules = RuleSet.from_preset(preset)
    rng = random.Random(preset)
    reviewer = Reviewer(worlds=WORLDS)
    checked = 0
    while checked < 60:
        state = phase2_position(rules, rng, cards_left=rng.choice([2, 3, 4]))
        if state.is_over() or len(state.legal_actions()) < 2:
            continue
        seat = state.to_move
        action = rng.choice(state.legal_actions())
        grade = reviewer.grade(state, action, index=0)
        assert grade is not None and grade.exact and grade.stderr == 0
        sign = 1 if seat == 0 else -1
        expected = {}
        for candidate in state.legal_actions():
            state.apply(candidate)
            expected[candidate] = sign * plain_minimax(state)
            state.undo()
        assert dict(grade.values) == pytest.approx(expected)
        assert grade.loss == max(expected.values()) - expected[action]
        checked += 1


def _solver_line(state: RoundState, solver: Phase2Solver) -> None:
    """Finish the round with perfect play on both sides."""
    while not state.is_over():
        action, _ = solver.best_action(state)
        state.apply(action)


@pytest.mark.parametrize("preset", PRESETS)
def test_a_planted_endgame_blunder_is_found_and_ranked_first(preset: str) -> None:
    """In phase 2 the player throws away the most points they can; every other decision
    of both sides is perfect, so the review must put the plant first, exactly."""
    rules = RuleSet.from_preset(preset)
    rng = random.Random(f"plant {preset}")
    solver = Phase2Solver(rules)
    for _ in range(50):
        state = phase2_position(rules, rng)
        values = solver.action_values(state) if not state.is_over() else {}
        if len(values) < 2:
            continue
        sign = 1 if state.to_move == 0 else -1
        best = max(sign * value for value in values.values())
        worst, value = min(values.items(), key=lambda pair: sign * pair[1])
        if best - sign * value >= 20:
            break
    else:
        pytest.fail("no position with a costly mistake")
    seat = state.to_move
    index = len(state.history)
    state.apply(worst)
    _solver_line(state, solver)
    review = review_round(state, (seat,), worlds=WORLDS, seed=1, first=index)
    worst_grade = review.worst(seat)
    assert worst_grade is not None and worst_grade.index == index
    assert worst_grade.exact and worst_grade.loss == best - sign * value
    assert all(g.loss == 0 for g in review.of_seat(seat) if g.index > index)


DECLARING = [p for p in PRESETS if RuleSet.from_preset(p).meld_scoring == "declared"]


@pytest.mark.parametrize("preset", DECLARING)
def test_skipping_the_marriage_of_trumps_at_the_last_window_is_a_blunder(preset: str) -> None:
    """Phase 1's last window: the player holds the marriage of trumps and declares
    nothing, so it is lost for good. Every later decision is perfect (phase 2, solver)."""
    rules = RuleSet.from_preset(preset)
    rng = random.Random(f"marriage {preset}")
    solver = Phase2Solver(rules)
    for _ in range(5000):
        state = RoundState(rules, Deal.shuffled(rules, rng.randrange(2), rng))
        while not state.is_over():
            legal = state.legal_actions()
            last_window = state.stage == Stage.WINDOW and 0 < state.stock_count <= 2
            if last_window and state.upcard >= 0:
                keys = {_meld_key(state, a.cards): a for a in legal if a.cards}
                if "trump_marriage" in keys and DONE in legal:
                    break
            plays = [a for a in legal if a.kind != ActionKind.MELD]
            state.apply(rng.choice(plays or legal))
        else:
            continue
        break
    else:
        pytest.fail("no last window with the marriage of trumps")
    seat, planted = state.to_move, len(state.history)
    state.apply(DONE)
    while state.upcard >= 0 and not state.is_over():  # the rest of that window, the draws
        state.apply(state.legal_actions()[-1] if state.stage == Stage.WINDOW else DONE)
    _solver_line(state, solver)
    review = review_round(state, (seat,), worlds=WORLDS, seed=2, first=planted)
    worst = review.worst(seat)
    assert worst is not None and worst.index == planted
    assert worst.severity == "blunder" and worst.loss >= BLUNDER
    assert str(worst.best).startswith("meld")
    assert worst.worlds == WORLDS * CONFIRM_FACTOR  # (graded again on fresh worlds: it stood)


def test_a_loss_the_first_worlds_find_stands_only_if_fresh_worlds_find_it_too(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Good moves were graded mistakes by the luck of the first worlds: a significant
    phase-1 loss is graded again, on five times as many worlds of another seed, and
    that grade is the one given; an insignificant one is not checked."""
    rules = RuleSet.from_preset("marjolet")
    state = RoundState(rules, Deal.shuffled(rules, 0, random.Random(4)))
    played = state.legal_actions()[0]
    asked: list[tuple[int, str]] = []
    losses: list[float] = []  # what the first worlds, then the fresh ones, find

    def searched(self: Reviewer, *args: object) -> Grade:
        index, worlds, seed = args[2:]
        assert isinstance(index, int) and isinstance(worlds, int) and isinstance(seed, str)
        asked.append((worlds, seed))
        loss = losses[len(asked) - 1]
        return Grade(index, 0, played, played, loss, 3.0, False, worlds, ((played, 0.0),))

    monkeypatch.setattr(Reviewer, "_searched", searched)
    for fresh, expected in ((4.0, None), (11.0, "inaccuracy")):
        asked.clear()
        losses[:] = [12.0, fresh]
        grade = Reviewer(WORLDS, seed=7).grade(state, played, 3)
        assert grade is not None and grade.severity == expected
        assert asked == [(WORLDS, "7:3"), (WORLDS * CONFIRM_FACTOR, "7:3:again")]
        assert grade.worlds == WORLDS * CONFIRM_FACTOR
    asked.clear()
    losses[:] = [12.0]
    unchecked = Reviewer(WORLDS, seed=7, confirm=0).grade(state, played, 3)
    assert unchecked is not None and unchecked.severity == "inaccuracy" and len(asked) == 1
    asked.clear()
    losses[:] = [5.5]  # within two standard errors: not a loss, not checked
    within = Reviewer(WORLDS, seed=7).grade(state, played, 3)
    assert within is not None and within.severity is None and asked == [(WORLDS, "7:3")]


def test_the_review_is_reproducible_and_losses_are_never_negative() -> None:
    rules = RuleSet.from_preset("marjolet")
    rng = random.Random(9)
    state = RoundState(rules, Deal.shuffled(rules, 0, rng))
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    first = review_round(state, worlds=8, seed=3).to_json()
    again = review_round(state, worlds=8, seed=3).to_json()
    assert first == again
    assert all(decision["loss"] >= 0 for decision in first["decisions"])
    assert any(decision["exact"] for decision in first["decisions"])
    assert {d["seat"] for d in first["decisions"]} == {0, 1}


def test_worker_processes_give_the_same_grades_and_stop_with_the_review() -> None:
    """Expert's worker processes value the worlds (both cores: a Bésigue round took two
    minutes on one), and with a fixed number of worlds their values are the search's in
    one process: the same record gets the same grades either way."""
    rules = RuleSet.from_preset("marjolet")
    rng = random.Random(4)
    state = RoundState(rules, Deal.shuffled(rules, 1, rng))
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    here = review_round(state, (0,), worlds=6, seed=2).to_json()
    events = len(worker_pool.EVENTS)
    before = set(worker_pool._OPEN)  # (another test's pool may be open)
    spread = review_round(state, (0,), worlds=6, seed=2, processes=2).to_json()
    assert worker_pool.EVENTS[events:] == ["2 worker processes started"]  # (they did work)
    assert spread == here
    assert any(not decision["exact"] for decision in here["decisions"])
    assert set(worker_pool._OPEN) <= before  # (the review closed its pool)


def test_a_reviewer_with_processes_closes_them_and_restarts_them() -> None:
    rules = RuleSet.from_preset("marjolet")
    state = RoundState(rules, Deal.shuffled(rules, 0, random.Random(5)))
    before = set(worker_pool._OPEN)  # (another test's pool may be open)
    with Reviewer(6, seed=1, processes=2) as reviewer:
        first = reviewer.grade(state, state.legal_actions()[0], 0)
        assert len(set(worker_pool._OPEN) - before) == 1
        reviewer.close()
        assert set(worker_pool._OPEN) <= before
        again = reviewer.grade(state, state.legal_actions()[0], 0)
        assert again == first
    assert set(worker_pool._OPEN) <= before
    assert Reviewer(6, processes=1)._search.__class__ is SearchPlayer  # (no lone worker)


def test_workers_that_failed_once_are_not_tried_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each review makes its own pool: where the workers cannot start, every later review
    tried again (and waited up to half a minute for workers that hang)."""
    monkeypatch.setattr(review, "_workers_failed", None)
    monkeypatch.setattr(ExpertPlayer, "start_method", "no-such-start-method")
    rules = RuleSet.from_preset("marjolet")
    state = RoundState(rules, Deal.shuffled(rules, 0, random.Random(5)))
    with Reviewer(6, seed=1, processes=2) as first:
        graded = first.grade(state, state.legal_actions()[0], 0)
    assert graded is not None and review._workers_failed is not None
    again = Reviewer(6, seed=1, processes=2)
    assert type(again._search) is SearchPlayer  # in-process from now on
    assert again.grade(state, state.legal_actions()[0], 0) == graded


def test_a_cancelled_review_keeps_what_it_graded() -> None:
    rules = RuleSet.from_preset("marjolet")
    rng = random.Random(1)
    state = RoundState(rules, Deal.shuffled(rules, 0, rng))
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    seen: list[int] = []
    review = review_round(
        state,
        worlds=4,
        progress=lambda done, total: seen.append(done),
        should_stop=lambda: len(seen) >= 10,
    )
    assert seen[-1] == 10
    assert all(grade.index < 10 for grade in review.grades)


# --- the command line ---------------------------------------------------------------------


def run_review(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "marjolet_qt.ai.review", *args],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def random_round_file(folder: Path) -> tuple[Path, RoundState]:
    """A Marjolet round played at random to its end, written as a record in ``folder``."""
    rules = RuleSet.from_preset("marjolet")
    rng = random.Random(2)
    state = RoundState(rules, Deal.shuffled(rules, 1, rng))
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    path = folder / "round.json"
    path.write_text(json.dumps(to_record(state)))
    return path, state


def test_the_command_prints_one_object_with_every_decision(tmp_path: Path) -> None:
    path, state = random_round_file(tmp_path)
    record = to_record(state)
    args = ("--seat", "1", "--seed", "4", "--worlds", "6", "--json")
    done = run_review(str(path), *args, "--processes", "2")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["decisions"]
    for decision in result["decisions"]:
        assert decision["seat"] == 1
        action = record["actions"][decision["index"]]
        assert decision["played"] == action or decision["played"].split() == action.split()
        assert decision["loss"] >= 0 and isinstance(decision["exact"], bool)
        assert decision["best"] in decision["values"]
        # Why the best choice is good, as the hints say it: a code and its data.
        assert Reason.from_json(decision["reason"]).code in ReasonCode
    again = run_review(str(path), *args, "--processes", "0")  # (the same, on one core)
    assert again.stdout == done.stdout
    text = run_review(str(path), "--worlds", "4")
    assert text.returncode == 0 and "points lost" in text.stdout


def test_ctrl_c_prints_the_grades_so_far(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A review of minutes lost every grade to Ctrl+C (a traceback): the first stops
    within a world and prints what was graded, with status 130 and a line saying so; the
    usual handler is back afterwards (a second Ctrl+C stops at once)."""
    path, state = random_round_file(tmp_path)
    real = Reviewer.grade
    graded: list[int] = []

    def grade(self: Reviewer, position: RoundState, action: Any, index: int) -> Grade | None:
        if len(graded) == 3:
            assert signal.getsignal(signal.SIGINT) is not before
            signal.raise_signal(signal.SIGINT)  # (the player's Ctrl+C, in the third grade)
        graded.append(index)
        return real(self, position, action, index)

    monkeypatch.setattr(Reviewer, "grade", grade)
    before = signal.getsignal(signal.SIGINT)
    status = review.main([str(path), "--json", "--worlds", "4", "--processes", "0"])
    assert status == review.EXIT_INTERRUPTED == 130
    assert signal.getsignal(signal.SIGINT) is before
    out, err = capsys.readouterr()
    decisions = json.loads(out)["decisions"]
    assert len(graded) == 4 and [d["index"] for d in decisions] == graded[:3]
    assert (
        err == f"interrupted: the grades of the first {graded[-1]} of {len(state.history)} moves\n"
    )


@pytest.mark.parametrize(
    "content", [b"", b"[", b'{"format": "marjolet-round"}', b"9" * 5000, b"[" * 100_000]
)
def test_bad_input_is_one_line_and_status_2(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    done = run_review(str(path), "--json")
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.splitlines()) == 1


@pytest.mark.parametrize("args", [("--seat", "2"), ("--processes", "-1"), ("--processes", "65")])
def test_a_bad_option_is_a_usage_error(args: tuple[str, str]) -> None:
    done = run_review("x.json", *args)
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1


def test_a_review_asked_to_stop_stops_within_a_world() -> None:
    """A check on five times the worlds took half a minute in Bésigue to let a closing
    window go: the search asks between worlds, and the stopped grade is no grade."""
    rules = RuleSet.from_preset("besigue")
    rng = random.Random(12)
    state = RoundState(rules, Deal.shuffled(rules, 0, rng))
    asked = [0]

    def stop() -> bool:
        asked[0] += 1
        return asked[0] > 3

    reviewer = Reviewer(10_000, seed=1, should_stop=stop)
    assert reviewer.grade(state, state.legal_actions()[0], 0) is None
    assert asked[0] == 5  # (after each of four worlds, and once to tell a stop from the end)
