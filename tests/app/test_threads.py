"""The worker threads end without destroying Python objects inside them.

A QObject written in Python and destroyed in its ending thread (``finished →
deleteLater``) makes PySide take the GIL inside Qt's signal-slot lock, while the GUI
thread, holding the GIL, may be waiting for that lock to connect a signal: the test suite
once hung for good there, opening a review. The workers are let go by Python from the
GUI thread once their thread has ended; nothing is connected to a thread's end.
"""

from __future__ import annotations

import random

from PySide6.QtCore import SIGNAL, QThread
from pytestqt.qtbot import QtBot

from marjolet_qt.app import review_worker
from marjolet_qt.app.review_worker import ReviewRunner
from marjolet_qt.app.worker import ComputerThinker
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import Deal, RoundState
from marjolet_qt.engine.rules import RuleSet

from .helpers import finished_round


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
