"""The worker threads end without destroying Python objects inside them.

A QObject written in Python and destroyed in its ending thread (``finished →
deleteLater``) makes PySide take the GIL inside Qt's signal-slot lock, while the GUI
thread, holding the GIL, may be waiting for that lock to connect a signal: the test suite
once hung for good there, opening a review. The workers are let go by Python from the
GUI thread once their thread has ended; nothing is connected to a thread's end.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import SIGNAL, QThread
from pytestqt.qtbot import QtBot

from marjolet_qt.ai import worker_pool
from marjolet_qt.app import review_worker, worker
from marjolet_qt.app.review_worker import ReviewRunner
from marjolet_qt.app.worker import ComputerThinker
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import Deal, RoundState
from marjolet_qt.engine.rules import RuleSet

from .helpers import SlowPlayer, finished_round


def nothing_at_its_end(thread: QThread | None) -> bool:
    return thread is not None and thread.receivers(SIGNAL("finished()")) == 0


def test_the_computers_thread_has_nothing_at_its_end(qtbot: QtBot) -> None:
    thinker = ComputerThinker()
    rules = RuleSet.from_preset("marjolet")
    state = RoundState(rules, Deal.shuffled(rules, 0, random.Random(3)))
    with qtbot.waitSignal(thinker.moveReady, timeout=10_000):
        thinker.request(Observation.of(state, state.to_move), "easy", 0.1, seed=1)
    assert nothing_at_its_end(thinker._thread)
    assert thinker.shutdown()


def test_the_reviews_thread_has_nothing_at_its_end(qtbot: QtBot) -> None:
    runner = ReviewRunner()
    state = finished_round(5)
    with qtbot.waitSignal(runner.finished, timeout=30_000):
        runner.start(state, [len(state.history) - 1], worlds=4)
    assert nothing_at_its_end(runner._thread)
    runner.shutdown()
    assert review_worker.drain()


@pytest.mark.parametrize("cancel", [False, True])
def test_the_reviews_worker_processes_end_with_its_job(qtbot: QtBot, cancel: bool) -> None:
    """The review searches on Expert's worker processes; done or cancelled, a job leaves
    none running (a closed review dialog must not keep two processes alive)."""
    runner = ReviewRunner(processes=2)
    state = finished_round(5)
    positions = review_worker.replay_positions(state)
    order = review_worker.decision_order(positions, (0, 1))
    phase1 = [index for index in order if positions[index].upcard >= 0]
    grades: list[object] = []
    runner.gradeReady.connect(grades.append)
    before = set(worker_pool._OPEN)  # (an Expert of another test may hold one)
    if cancel:
        runner.start(state, phase1, worlds=10_000)
        qtbot.waitUntil(lambda: bool(set(worker_pool._OPEN) - before), timeout=30_000)
        assert runner.cancel()
    else:
        with qtbot.waitSignal(runner.finished, timeout=60_000) as done:
            runner.start(state, phase1[:2], worlds=6)
        assert done.args == [True] and len(grades) == 2
    qtbot.waitUntil(lambda: set(worker_pool._OPEN) <= before, timeout=30_000)
    runner.shutdown()
    assert review_worker.drain()


def test_a_thread_that_overruns_the_shutdown_is_let_go_once_it_ends(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    deaf = SlowPlayer(seconds=0.6, deaf=True)
    monkeypatch.setattr(worker, "make_player", lambda level: deaf)
    thinker = ComputerThinker()
    rules = RuleSet.from_preset("marjolet")
    state = RoundState(rules, Deal.shuffled(rules, 0, random.Random(3)))
    thinker.request(Observation.of(state, state.to_move), "easy", 0.1, seed=1)
    assert deaf.started.wait(10)
    thread = thinker._thread
    assert not thinker.shutdown(timeout_ms=50)  # still thinking: kept, not destroyed live
    assert worker._ORPHANS and worker._ORPHANS[0][0] is thread
    assert nothing_at_its_end(thread)  # (let go from the GUI thread, by polling)
    qtbot.waitUntil(lambda: not worker._ORPHANS, timeout=10_000)
