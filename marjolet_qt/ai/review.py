"""The review of a round: every decision graded by the points it cost against the best.

A decision is graded from what its player knew then (their :class:`Observation`), never
from the cards they could not see:

- once the stock is gone both hands are known, so the phase-2 solver gives every legal
  action's exact final difference, and the loss is exact;
- before that, Hard's search runs over many more worlds than a move in play uses
  (:data:`DEFAULT_WORLDS`), every action in the same worlds with the same rollouts, and the
  loss is the paired mean difference with its standard error. A loss within
  :data:`NOISE_Z` standard errors of zero is not a mistake: the review says it cannot tell.

Losses count as the solver and the arena count: points of the round's final difference
(the seat's score minus the other's). Grades (:func:`severity`): an *inaccuracy* costs at
least :data:`INACCURACY` points, a *mistake* :data:`MISTAKE`, a *blunder* :data:`BLUNDER`
— in a game of about 100 to 200 points a round, those are a card's worth, a meld's, and
a round-turning error.

The review is reproducible: the same record, seats, seed and number of worlds give the
same grades (each decision's worlds come from the seed and the decision's index), on one
core or on several: with ``processes`` the worlds are valued by Expert's worker processes
(:mod:`.parallel`), which with a fixed number of worlds give exactly the values of the
search in one process, in about half the time on two cores.

Command line: ``python -m marjolet_qt.ai.review RECORD.json [--seat 0|1] [--seed N]
[--worlds N] [--processes N] [--json]``; bad input is answered as the replay command does
(status 2, one line on stderr).
"""

from __future__ import annotations

import json
import random
import signal
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from marjolet_qt.engine.actions import Action
from marjolet_qt.engine.cli import Parser, Progress, bad_input, load_round, write_output
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.records import RecordError
from marjolet_qt.engine.round import RoundState

from .heuristics import View
from .parallel import ExpertPlayer, default_processes
from .reasons import Reason, why
from .search import ENDGAME_NODE_LIMIT, SearchPlayer
from .solver import Phase2Solver, SolverLimitError

#: The most worker processes ``--processes`` may ask for: more than any desktop has
#: cores, few enough that a typo cannot start hundreds.
MAX_PROCESSES = 64
#: Worlds per phase-1 decision: several times what Hard sees in a second of play.
DEFAULT_WORLDS = 200
#: A loss smaller than this many standard errors is within the noise: not graded.
NOISE_Z = 2.0
#: A phase-1 loss the first worlds call significant is graded again on this many times as
#: many fresh worlds, and stands only if they find it too. Among a decision's several
#: candidates, the best of the first worlds' means is lucky on them, and good moves were
#: graded mistakes: of the moves Hard chose at 1 s that 200 worlds said cost 10 to 14
#: points, three in four cost under 5 on 3,000 (``docs/benchmarks.md``, "Review").
CONFIRM_FACTOR = 5
#: Why the worker processes failed a review of this process (None: they have not):
#: each review makes its own pool, and once they failed (a sandbox, a frozen program
#: that cannot spawn) every later one would try again, and wait up to half a minute
#: for workers that hang. Later reviews search in-process instead.
_workers_failed: str | None = None
#: Grade thresholds, in points of the round's final difference.
INACCURACY = 5.0
MISTAKE = 15.0
BLUNDER = 35.0


def severity(loss: float) -> str | None:
    """``"blunder"``, ``"mistake"``, ``"inaccuracy"`` or None for a significant loss."""
    if loss >= BLUNDER:
        return "blunder"
    if loss >= MISTAKE:
        return "mistake"
    if loss >= INACCURACY:
        return "inaccuracy"
    return None


@dataclass(frozen=True)
class Grade:
    """One decision: what was played, the best choice, and what the difference cost."""

    #: The action's index in the record's ``actions``.
    index: int
    seat: int
    played: Action
    best: Action
    #: Expected points lost against the best choice (0 when the played one is best).
    loss: float
    #: Its standard error (0 when exact).
    stderr: float
    #: True when the phase-2 solver gave the values (no uncertainty at all).
    exact: bool
    #: How many worlds the values are averaged over (1 when exact).
    worlds: int
    #: Every legal action's expected final difference for ``seat``, best first.
    values: tuple[tuple[Action, float], ...] = field(default=())
    #: Why the best choice is good (what it takes, keeps or risks), for the application
    #: to word as the hints are worded (:func:`best_reason`).
    reason: Reason | None = None

    @property
    def margin(self) -> float:
        """The search's margin of error on the loss: a loss within it is noise (0 when
        exact). What the review shows after "±", so that a loss shown inside its margin
        is the one not graded (the standard error shown read "3.8 ± 2.6: within the
        margin")."""
        return NOISE_Z * self.stderr

    @property
    def significant(self) -> bool:
        """Whether the loss is more than noise (always, for an exact loss above zero)."""
        if self.loss <= 0:
            return False
        return self.exact or self.loss > self.margin

    @property
    def severity(self) -> str | None:
        return severity(self.loss) if self.significant else None

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "seat": self.seat,
            "played": str(self.played),
            "best": str(self.best),
            "loss": round(self.loss, 2),
            "stderr": round(self.stderr, 2),
            "exact": self.exact,
            "worlds": self.worlds,
            "grade": self.severity,
            "values": {str(action): round(value, 2) for action, value in self.values},
            "reason": None if self.reason is None else self.reason.to_json(),
        }


@dataclass(frozen=True)
class Review:
    """The graded decisions of one round, in the order they were taken."""

    grades: tuple[Grade, ...]
    seed: int
    worlds: int

    def of_seat(self, seat: int) -> list[Grade]:
        return [grade for grade in self.grades if grade.seat == seat]

    def lost(self, seat: int) -> float:
        """Expected points ``seat`` lost to its significant mistakes in the round."""
        return sum(grade.loss for grade in self.of_seat(seat) if grade.significant)

    def worst(self, seat: int | None = None) -> Grade | None:
        """The costliest significant decision (of ``seat``), where a review opens."""
        graded = [
            grade
            for grade in self.grades
            if grade.significant and (seat is None or grade.seat == seat)
        ]
        return max(graded, key=lambda grade: grade.loss, default=None)

    def to_json(self, seats: Iterable[int] = (0, 1)) -> dict[str, Any]:
        chosen = sorted(set(seats))
        return {
            "seed": self.seed,
            "worlds": self.worlds,
            "lost": {str(seat): round(self.lost(seat), 2) for seat in chosen},
            "decisions": [grade.to_json() for grade in self.grades if grade.seat in chosen],
        }


class Reviewer:
    """Grades decisions; keeps its solver and search between them (their tables help).

    With ``processes`` of 2 or more, the phase-1 searches run on that many worker
    processes, started with the first of them: :meth:`close` (or leaving a ``with``
    block) stops them. Below 2 (one worker would only add the hand-over) the search runs
    here, and so it does for good if the workers cannot start."""

    def __init__(
        self,
        worlds: int = DEFAULT_WORLDS,
        seed: int = 0,
        *,
        confirm: int = CONFIRM_FACTOR,
        should_stop: Callable[[], bool] | None = None,
        processes: int = 0,
    ) -> None:
        self.worlds = worlds
        self.seed = seed
        #: Asked between worlds: a cancelled review ends within a world, not after the
        #: thousand a check may take (Bésigue's took half a minute to let a window close).
        self.should_stop = should_stop
        #: Times as many fresh worlds a significant phase-1 loss is checked on (0: none,
        #: the review before the check, for ``benchmarks/review_accuracy.py``).
        self.confirm = confirm
        options: dict[str, Any] = {"iterations": worlds, "early_stop": False, "prior_z": None}
        self._search = (
            ExpertPlayer("review", processes=processes, **options)
            if processes >= 2 and _workers_failed is None
            else SearchPlayer("review", **options)
        )
        self._solvers: dict[Any, Phase2Solver] = {}

    def close(self) -> None:
        """Stop the worker processes, if any were started (grading again restarts them)."""
        global _workers_failed  # noqa: PLW0603 (the process's one memory of it)
        if isinstance(self._search, ExpertPlayer):
            if self._search.fallback is not None:
                _workers_failed = self._search.fallback
            self._search.close()

    def __enter__(self) -> Reviewer:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def grade(self, state: RoundState, action: Action, index: int) -> Grade | None:
        """The grade of ``action`` taken in ``state`` (before it), or None when the player
        had no choice (or :attr:`should_stop` stopped the grading)."""
        seat = state.to_move
        obs = Observation.of(state, seat)
        legal = list(obs.legal_actions)
        if len(legal) < 2:
            return None
        played = obs.canonical(state.canonical(action))
        if obs.upcard < 0:
            exact = self._exact(state, seat)
            if exact is not None:
                solved = _grade(
                    index, seat, played, exact, errors=[0.0] * len(exact), exact=True, worlds=1
                )
                return replace(solved, reason=best_reason(obs, solved.best))
        grade = self._searched(obs, played, index, self.worlds, f"{self.seed}:{index}")
        if grade is not None and grade.significant and self.confirm:
            # Fresh worlds (seeded apart from the first), not more of the same: the first
            # ones chose this decision for checking, so their luck must not count twice.
            grade = self._searched(
                obs, played, index, self.worlds * self.confirm, f"{self.seed}:{index}:again"
            )
        if grade is None:
            return None  # (stopped part way: no grade)
        return replace(grade, reason=best_reason(obs, grade.best))

    def _searched(
        self, obs: Observation, played: Action, index: int, worlds: int, seed: str
    ) -> Grade | None:
        """The grade of ``played`` by the search's paired means over ``worlds`` worlds;
        None when :attr:`should_stop` ended the search first."""
        self._search.iterations = worlds
        result = self._search.evaluate(obs, random.Random(seed), self.should_stop)
        if self.should_stop is not None and self.should_stop():
            return None
        means = result.means()
        values = list(zip(result.candidates, means, strict=True))
        errors = []
        best_index = max(range(len(means)), key=means.__getitem__)
        for position in range(len(result.candidates)):
            if position == best_index or result.worlds < 2:
                errors.append(0.0)
            else:
                errors.append(result.difference(best_index, position)[1])
        return _grade(
            index, obs.seat, played, values, errors=errors, exact=False, worlds=result.worlds
        )

    def _exact(self, state: RoundState, seat: int) -> list[tuple[Action, float]] | None:
        solver = self._solvers.get(state.rules)
        if solver is None:
            solver = self._solvers[state.rules] = Phase2Solver(
                state.rules, max_nodes=ENDGAME_NODE_LIMIT * 10
            )
        sign = 1 if seat == 0 else -1
        try:
            values = solver.action_values(state)
        except SolverLimitError:
            return None
        return [(action, float(sign * value)) for action, value in values.items()]


def best_reason(observation: Observation, best: Action) -> Reason:
    """Why the best choice of a decision is good, from what its player knew (the
    review's figures are its own: the reason carries none)."""
    return why(View.of_observation(observation), best)


def _grade(
    index: int,
    seat: int,
    played: Action,
    values: list[tuple[Action, float]],
    *,
    errors: list[float],
    exact: bool,
    worlds: int,
) -> Grade:
    """The grade from every candidate's value (and its error against the best), in
    hundredths of a point as the round's record keeps them: a review read back from
    the file then shows the very figures and grades it showed when it was made (rounded
    twice, 2.649 was shown 2.6, then 2.65 read back was shown 2.7)."""
    values = [(action, round(value, 2)) for action, value in values]
    errors = [round(error, 2) for error in errors]
    best_position = max(range(len(values)), key=lambda i: values[i][1])
    best, best_value = values[best_position]
    position = next((i for i, (action, _) in enumerate(values) if action == played), None)
    if position is None:  # not among the candidates (cannot happen for a legal action)
        loss, error = 0.0, 0.0
    else:
        loss = max(0.0, round(best_value - values[position][1], 2))
        error = errors[position]
        if loss == 0.0:
            best = played
    ranked = tuple(sorted(values, key=lambda pair: -pair[1]))
    return Grade(index, seat, played, best, loss, error, exact, worlds, ranked)


def review_round(
    state: RoundState,
    seats: Sequence[int] = (0, 1),
    *,
    worlds: int = DEFAULT_WORLDS,
    seed: int = 0,
    first: int = 0,
    progress: Callable[[int, int], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
    processes: int = 0,
) -> Review:
    """Grade every decision of ``seats`` in ``state``'s history (the round as far as it
    was played), from the action of index ``first`` on. ``progress(done, total)`` follows
    the actions; ``should_stop`` cancels (the review then holds what it graded so far);
    ``processes`` as :class:`Reviewer`'s (the same grades, sooner)."""
    replay = RoundState(state.rules, state.deal)
    grades: list[Grade] = []
    history = list(state.history)
    with Reviewer(worlds, seed, should_stop=should_stop, processes=processes) as reviewer:
        for index, action in enumerate(history):
            if should_stop is not None and should_stop():
                break
            if index >= first and replay.to_move in seats:
                grade = reviewer.grade(replay, action, index)
                if grade is not None:
                    grades.append(grade)
                elif should_stop is not None and should_stop():
                    break  # (stopped within this grade: the move is not reviewed)
            replay.apply(action)
            if progress is not None:
                progress(index + 1, len(history))
    return Review(tuple(grades), seed, worlds)


# --- the command line --------------------------------------------------------------------

#: The status of a review stopped by Ctrl+C (its grades so far printed): a shell's 128 + 2.
EXIT_INTERRUPTED = 130


def _text(review: Review, seats: Sequence[int]) -> str:
    """The review as a player reads it in a terminal."""
    lines = []
    for grade in review.grades:
        if grade.seat not in seats:
            continue
        mark = grade.severity or ("best" if grade.loss == 0 else "")
        how = "exact" if grade.exact else f"±{grade.margin:.1f} over {grade.worlds} worlds"
        line = f"{grade.index:3d}  seat {grade.seat}  {grade.played!s:<16}"
        if grade.loss > 0:
            line += f" best {grade.best!s:<16} loses {grade.loss:5.1f} ({how})"
        lines.append(f"{line}  {mark}".rstrip())
    for seat in seats:
        lines.append(f"seat {seat}: {review.lost(seat):.1f} points lost to mistakes")
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = Parser(
        prog="python -m marjolet_qt.ai.review",
        description="Grade every decision of a round record by the points it cost.",
    )
    parser.add_argument("record", metavar="RECORD.json")
    parser.add_argument("--seat", type=int, choices=(0, 1), help="only this seat's decisions")
    parser.add_argument("--seed", type=int, default=0, help="the worlds' seed (reproducible)")
    parser.add_argument(
        "--worlds", type=int, default=DEFAULT_WORLDS, help="worlds per phase-1 decision"
    )
    parser.add_argument(
        "--processes",
        type=int,
        default=default_processes(),
        help="worker processes for the search (below 2: this one; the grades are the same)",
    )
    parser.add_argument("--json", action="store_true", help="one JSON object")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    if args.worlds < 2:
        parser.error("--worlds must be at least 2")
    if args.processes < 0:
        parser.error("--processes must not be negative")
    if args.processes > MAX_PROCESSES:  # (a typo's 60 started 62 processes)
        parser.error(f"--processes must be at most {MAX_PROCESSES}")
    try:
        state = load_round(args.record)
    except RecordError as error:
        return bad_input(str(error))
    seats = (args.seat,) if args.seat is not None else (0, 1)
    moves = len(state.history)
    # (Its count of steps is the moves reviewed: one step a move, shown or not.)
    bar = Progress(moves, "moves graded", enabled=not args.quiet and sys.stderr.isatty())

    def progress(_done: int, _total: int) -> None:
        bar.step()

    try:
        with Interrupt() as interrupt:
            review = review_round(
                state,
                seats,
                worlds=args.worlds,
                seed=args.seed,
                progress=progress,
                should_stop=interrupt.happened,
                processes=args.processes,
            )
    except KeyboardInterrupt:  # (a second Ctrl+C: stop now, without a traceback)
        bar.finish()
        sys.stderr.write("stopped: no grades printed\n")
        return EXIT_INTERRUPTED
    bar.finish()
    written = write_output(
        json.dumps(review.to_json(seats)) + "\n" if args.json else _text(review, seats)
    )
    if interrupt.happened():
        # Minutes of grades are not thrown away: those of the moves before the stop are
        # printed, and the status tells a script the review is not whole.
        sys.stderr.write(f"interrupted: the grades of the first {bar.done} of {moves} moves\n")
        return EXIT_INTERRUPTED
    return written


class Interrupt:
    """Ctrl+C asked for, not obeyed at once, within its ``with`` block: the review stops
    after the world in progress and keeps what it graded. A second Ctrl+C stops at once,
    as usual (the handler is Python's again after the first: ``KeyboardInterrupt``)."""

    def __init__(self) -> None:
        self._happened = False
        self._before: Any = None

    def happened(self) -> bool:
        return self._happened

    def _handle(self, _signum: int, _frame: object) -> None:
        self._happened = True
        signal.signal(signal.SIGINT, self._before)

    def __enter__(self) -> Interrupt:
        self._before = signal.getsignal(signal.SIGINT)
        if self._before is not signal.SIG_IGN:  # (a job started with "&" ignores Ctrl+C)
            signal.signal(signal.SIGINT, self._handle)
        return self

    def __exit__(self, *_exc: object) -> None:
        signal.signal(signal.SIGINT, self._before)


if __name__ == "__main__":
    sys.exit(main())
