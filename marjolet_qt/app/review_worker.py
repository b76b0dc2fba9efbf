"""The review of a round (#18) in its own thread, and the review kept with a saved game.

Grading a round takes seconds (Hard's search over many worlds for every phase-1
decision, on Expert's worker processes where the machine has two cores), so it never
runs in the GUI thread: :class:`ReviewRunner` lives in the GUI thread and owns one
:class:`QThread` in which a :class:`_ReviewWorker` grades decisions one at a time,
emitting each grade as it comes. The phase-2 decisions are graded first:
the solver makes them exact and cheap, so the player sees them within a second while
the search works through the rest. Cancelling (or closing the dialog) raises a stop flag
the worker checks between decisions; a stale answer carries an old generation number and
is dropped.

A finished review is kept in the round's record under ``"review"`` (see
``docs/record-format.md``): :func:`review_to_json` writes it, :func:`review_from_json`
reads it back strictly — anything unexpected and the review is dropped (it can always be
computed again), never a reason to refuse the game.
"""

# Qt signals are named in Qt's camelCase, as the interface contract spells them.
# ruff: noqa: N815

from __future__ import annotations

import logging
import math
import sys
import threading
import weakref
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from marjolet_qt.ai.parallel import default_processes
from marjolet_qt.ai.review import DEFAULT_WORLDS, Grade, Reviewer, best_reason
from marjolet_qt.engine.actions import Action
from marjolet_qt.engine.jsonfile import (
    FieldError,
    expect_bool,
    expect_int,
    expect_list,
    expect_object,
    expect_str,
)
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.records import RecordError, from_record
from marjolet_qt.engine.round import RoundState

from .worker import SWITCH_INTERVAL, has_ended

log = logging.getLogger(__name__)

#: The version of the ``"review"`` field of a round record this program writes and reads.
REVIEW_VERSION = 1
#: The key of a round record that holds its review.
REVIEW_KEY = "review"
#: No loss, value or error in a real review is anywhere near this many points (rules of
#: one's own may make a card worth 10,000: a round's difference then passes 60,000, and
#: a bound of 10,000 dropped every such review as damaged, to be computed again).
MAX_POINTS = 1e9
#: The seed of the application's reviews: the same round always gets the same grades.
REVIEW_SEED = 0

#: Threads still finishing a grade after their dialog closed; kept referenced until they
#: end, so Python never destroys a running QThread (which would abort the process).
_DRAINING: list[tuple[QThread, QObject]] = []
#: Every runner alive, so that :func:`drain` can stop reviews whose dialogs are still
#: waiting to be deleted (a window closing deletes its dialogs only later).
_RUNNERS: weakref.WeakSet[ReviewRunner] = weakref.WeakSet()


# --- what to grade, and in which order ------------------------------------------------------


def replay_positions(state: RoundState) -> list[RoundState]:
    """The round before each action of ``state``'s history (copies, in order)."""
    replay = RoundState(state.rules, state.deal)
    positions = []
    for action in state.history:
        positions.append(replay.clone())
        replay.apply_unchecked(action)
    return positions


def decision_order(positions: Sequence[RoundState], seats: Iterable[int]) -> list[int]:
    """The indices of ``seats``' decisions with a choice, phase 2 first (exact and cheap:
    the player reads them while the search works through phase 1), each phase in order."""
    chosen = set(seats)
    phase2: list[int] = []
    phase1: list[int] = []
    for index, position in enumerate(positions):
        if position.to_move not in chosen or len(position.legal_actions()) < 2:
            continue
        (phase2 if position.upcard < 0 else phase1).append(index)
    return phase2 + phase1


# --- the review kept with the game ---------------------------------------------------------


@dataclass
class StoredReview:
    """The grades of one round's decisions, as kept in its record."""

    seed: int
    worlds: int
    #: The seats whose every decision is graded (``grades`` may hold some of another's:
    #: a review stopped part way).
    seats: tuple[int, ...]
    grades: dict[int, Grade] = field(default_factory=dict)

    def of_seats(self, seats: Iterable[int]) -> list[Grade]:
        chosen = set(seats)
        return [self.grades[i] for i in sorted(self.grades) if self.grades[i].seat in chosen]


def review_to_json(review: StoredReview) -> dict[str, Any]:
    """The ``"review"`` field of a round record."""
    decisions = []
    for index in sorted(review.grades):
        grade = review.grades[index]
        decisions.append(
            {
                "index": grade.index,
                "seat": grade.seat,
                "played": str(grade.played),
                "best": str(grade.best),
                "loss": round(grade.loss, 2),
                "stderr": round(grade.stderr, 2),
                "exact": grade.exact,
                "worlds": grade.worlds,
                "values": [[str(action), round(value, 2)] for action, value in grade.values],
            }
        )
    return {
        "version": REVIEW_VERSION,
        "seed": review.seed,
        "worlds": review.worlds,
        "seats": sorted(review.seats),
        "decisions": decisions,
    }


def _points(value: Any, where: str) -> float:
    """A number of points: an int or a finite float, within :data:`MAX_POINTS`."""
    if type(value) is int:
        value = float(value)
    if type(value) is not float or not math.isfinite(value) or abs(value) > MAX_POINTS:
        raise FieldError(where, "a number of points", value)
    return value


def review_from_json(data: Any, record: dict[str, Any]) -> StoredReview | None:
    """The review ``data`` holds for the finished round of ``record``, or None when it
    cannot be used (another version, a wrong type, an action the round does not have):
    a review is only ever a cache, so a bad one is dropped, not reported."""
    try:
        return _read_review(data, record)
    except (FieldError, RecordError, ValueError, KeyError, IndexError) as error:
        log.info("a stored review is dropped: %s", error)
        return None


def _of_this_version(body: Any) -> bool:
    """Whether a stored review says it is of this version's form (another version's is
    computed again when asked)."""
    version = body.get("version") if type(body) is dict else None
    return type(version) is int and version == REVIEW_VERSION


def _read_review(data: Any, record: dict[str, Any]) -> StoredReview | None:
    body = expect_object(data, "review")
    if not _of_this_version(body):
        return None  # another version's review: computed again when asked
    state = from_record(record)
    positions = replay_positions(state)
    seed = expect_int(body["seed"], "review.seed", 0, 2**53)
    worlds = expect_int(body["worlds"], "review.worlds", 2, 1_000_000)
    seats_list = expect_list(body["seats"], "review.seats", 2)
    seats = tuple(sorted({expect_int(s, "review.seats[]", 0, 1) for s in seats_list}))
    decisions = expect_list(body["decisions"], "review.decisions", len(positions))
    grades: dict[int, Grade] = {}
    for number, item in enumerate(decisions):
        where = f"review.decisions[{number}]"
        entry = expect_object(item, where)
        index = expect_int(entry["index"], f"{where}.index", 0, len(positions) - 1)
        position = positions[index]
        seat = expect_int(entry["seat"], f"{where}.seat", 0, 1)
        if seat != position.to_move or index in grades:
            raise ValueError(f"{where} is not a decision of seat {seat}")
        legal = position.legal_actions()

        def action(
            text: Any, place: str, position: RoundState = position, legal: list[Action] = legal
        ) -> Action:
            found = position.canonical(position.parse_action(expect_str(text, place)))
            if found not in legal:
                raise ValueError(f"{place} is not a legal action")
            return found

        played = action(entry["played"], f"{where}.played")
        if played != position.canonical(state.history[index]):
            raise ValueError(f"{where}.played is not the action of the record")
        values_list = expect_list(entry["values"], f"{where}.values", len(legal))
        values = []
        for pair in values_list:
            couple = expect_list(pair, f"{where}.values[]", 2)
            if len(couple) != 2:
                raise ValueError(f"{where}.values holds a pair of the wrong length")
            values.append((action(couple[0], f"{where}.values[]"), _points(couple[1], where)))
        exact = expect_bool(entry["exact"], f"{where}.exact")
        best = action(entry["best"], f"{where}.best")
        grades[index] = Grade(
            index=index,
            seat=seat,
            played=played,
            best=best,
            loss=max(0.0, _points(entry["loss"], f"{where}.loss")),
            stderr=max(0.0, _points(entry["stderr"], f"{where}.stderr")),
            exact=exact,
            worlds=expect_int(entry["worlds"], f"{where}.worlds", 1, 1_000_000),
            values=tuple(values),
            # Not kept: found again from the position, so it follows the current wording.
            reason=best_reason(Observation.of(position, seat), best),
        )
    if not set(decision_order(positions, seats)) <= set(grades):
        return None  # a seat said whole that is not: computed again when asked
    # Grades beyond the whole seats' are a review stopped part way: kept, and the rest
    # worked out when the review is opened again (it started over).
    return StoredReview(seed, worlds, seats, grades)


def stored_review(record: dict[str, Any]) -> StoredReview | None:
    """The usable review kept in ``record``, if any; one that cannot be used is dropped
    from the record (a game's next save leaves it out)."""
    if REVIEW_KEY not in record:
        return None
    review = review_from_json(record[REVIEW_KEY], record)
    if review is None:
        del record[REVIEW_KEY]
    return review


def keep_review(record: dict[str, Any], review: StoredReview) -> None:
    """Keep ``review`` in ``record`` (the game's own record: the next save writes it)."""
    record[REVIEW_KEY] = review_to_json(review)


def normalize_reviews(raw_rounds: Any, records: Sequence[dict[str, Any]]) -> None:
    """Copy the reviews of a saved game's rounds (``raw_rounds``, as read from the file)
    that may be usable into the records the match rebuilt: those of this version.
    Checked wholly only when used (:func:`stored_review`, which drops a bad one):
    checking a review replays its round and words its best moves, and a game of three
    hundred reviewed rounds took seven seconds to open."""
    if type(raw_rounds) is not list:
        return
    for raw, record in zip(raw_rounds, records, strict=False):
        if type(raw) is not dict or REVIEW_KEY not in raw:
            continue
        if _of_this_version(raw[REVIEW_KEY]):
            record[REVIEW_KEY] = raw[REVIEW_KEY]


# --- the worker thread ------------------------------------------------------------------------


@dataclass(slots=True)
class ReviewJob:
    """One review to run: these decisions of this round."""

    generation: int
    state: RoundState
    indices: list[int]
    worlds: int
    seed: int
    #: Worker processes for the phase-1 searches (see :class:`.Reviewer`).
    processes: int = 0
    stop: threading.Event = field(default_factory=threading.Event)


class _ReviewWorker(QObject):
    """Runs in the review thread: grades a job's decisions one at a time."""

    gradeReady = Signal(int, object)  # generation, Grade
    progressed = Signal(int, int, int)  # generation, done, total
    jobDone = Signal(int, bool)  # generation, whether every decision was graded

    @Slot(object)
    def run(self, job: ReviewJob) -> None:
        if job.stop.is_set():
            return
        positions = replay_positions(job.state)
        total = len(job.indices)
        done = 0
        # The worker processes, if any, start with the first phase-1 search and stop
        # with the job (cancelled or done): none is left behind a closed dialog.
        with Reviewer(
            job.worlds, job.seed, should_stop=job.stop.is_set, processes=job.processes
        ) as reviewer:
            for index in job.indices:
                if job.stop.is_set():
                    break
                try:
                    grade = reviewer.grade(positions[index], job.state.history[index], index)
                except Exception:  # a review must never take the game down with it
                    log.exception("the review of decision %d failed", index)
                    grade = None
                done += 1
                if job.stop.is_set():
                    break
                if grade is not None:
                    self.gradeReady.emit(job.generation, grade)
                self.progressed.emit(job.generation, done, total)
        self.jobDone.emit(job.generation, done == total and not job.stop.is_set())


class ReviewRunner(QObject):
    """The GUI-thread face of the review thread: start, cancel, shut down."""

    #: A grade of the current job (stale ones are never emitted).
    gradeReady = Signal(object)
    progressed = Signal(int, int)
    #: The current job ended: True when every decision was graded, False if cancelled.
    finished = Signal(bool)
    _start = Signal(object)

    def __init__(self, parent: QObject | None = None, *, processes: int | None = None) -> None:
        super().__init__(parent)
        #: Worker processes for the searches (Expert's: both cores; see :class:`.Reviewer`).
        self.processes = default_processes() if processes is None else processes
        self._generation = 0
        self._job: ReviewJob | None = None
        self._thread: QThread | None = None
        self._worker: _ReviewWorker | None = None
        _RUNNERS.add(self)

    @property
    def busy(self) -> bool:
        return self._job is not None

    def start(
        self,
        state: RoundState,
        indices: list[int],
        *,
        worlds: int = DEFAULT_WORLDS,
        seed: int = REVIEW_SEED,
    ) -> None:
        """Grade ``indices`` of ``state``'s history (any job under way is cancelled)."""
        self.cancel()
        if self._thread is None:
            # As for the computer's worker: the search holds the GIL, and the window needs
            # it back often enough to stay within a frame.
            sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))
            self._thread = QThread()
            self._thread.setObjectName("marjolet-review")
            self._worker = _ReviewWorker()
            self._worker.moveToThread(self._thread)
            self._start.connect(self._worker.run)
            self._worker.gradeReady.connect(self._on_grade)
            self._worker.progressed.connect(self._on_progress)
            self._worker.jobDone.connect(self._on_done)
            # No ``finished → deleteLater``: the worker would be destroyed in the ending
            # thread, where PySide takes the GIL inside Qt's signal-slot lock, while the GUI
            # thread, holding the GIL, may wait for that lock to connect a signal: a
            # deadlock (seen opening a review). Python drops the worker from the GUI
            # thread once the thread has ended (shutdown, _prune).
            self._thread.start(QThread.Priority.LowPriority)
        self._generation += 1
        self._job = ReviewJob(
            self._generation, state.clone(), list(indices), worlds, seed, self.processes
        )
        self._start.emit(self._job)

    def cancel(self) -> bool:
        """Stop the current job after the decision being graded. True if one was out."""
        job, self._job = self._job, None
        self._generation += 1
        if job is None:
            return False
        job.stop.set()
        return True

    @Slot(int, object)
    def _on_grade(self, generation: int, grade: Grade) -> None:
        if self._job is not None and generation == self._job.generation:
            self.gradeReady.emit(grade)

    @Slot(int, int, int)
    def _on_progress(self, generation: int, done: int, total: int) -> None:
        if self._job is not None and generation == self._job.generation:
            self.progressed.emit(done, total)

    @Slot(int, bool)
    def _on_done(self, generation: int, complete: bool) -> None:
        if self._job is not None and generation == self._job.generation:
            self._job = None
            self.finished.emit(complete)

    def shutdown(self) -> None:
        """Cancel and let the thread go without waiting: a grade under way (a second or
        two of search) ends in the background, and the thread is kept referenced until
        it has (see :func:`drain`)."""
        self.cancel()
        thread, self._thread = self._thread, None
        worker, self._worker = self._worker, None
        if thread is None or worker is None:
            return
        thread.quit()
        # Released later, from the GUI thread (see _prune): never from the thread's own
        # ``finished`` signal, which runs in the ending thread, where dropping the last
        # reference would delete the QThread from inside itself.
        _DRAINING.append((thread, worker))
        _prune()


def _prune() -> None:
    """Let go of the review threads that have wholly ended (see :func:`.worker.has_ended`)."""
    _DRAINING[:] = [entry for entry in _DRAINING if not has_ended(entry[0])]


def drain(timeout_ms: int = 30_000) -> bool:
    """Stop every review and wait for the threads still finishing (the window closing,
    and tests). True when all have ended within ``timeout_ms`` each."""
    for runner in list(_RUNNERS):
        runner.shutdown()
    ended = True
    for thread, _worker in list(_DRAINING):
        ended = thread.wait(timeout_ms) and ended
    _prune()
    return ended


__all__ = [
    "REVIEW_KEY",
    "REVIEW_SEED",
    "REVIEW_VERSION",
    "ReviewRunner",
    "StoredReview",
    "decision_order",
    "drain",
    "keep_review",
    "normalize_reviews",
    "replay_positions",
    "review_from_json",
    "review_to_json",
    "stored_review",
]
