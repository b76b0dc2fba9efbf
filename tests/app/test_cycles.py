"""Qt objects are never deleted by Python's cycle collector outside the GUI thread, and
the dialogs the player opens most are freed the moment they are let go.

A segfault in CI came from a review dialog tied in a reference cycle to its own splitter:
the cycle collector deleted it, with its widgets, from inside the building of the next
review's first label. See ``marjolet_qt/app/collector.py``.
"""

from __future__ import annotations

import gc
import threading
import weakref
from typing import Any

import pytest
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from marjolet_qt.app import collector
from marjolet_qt.app.dialogs.replay import ReplayDialog
from marjolet_qt.app.dialogs.review import ReviewDialog
from marjolet_qt.engine.records import to_record

from .helpers import finished_round


def test_the_generation_due_is_the_oldest_past_its_threshold() -> None:
    thresholds = (700, 10, 10)
    assert collector.due_generation((700, 50, 50), thresholds) is None
    assert collector.due_generation((701, 10, 50), thresholds) == 0
    assert collector.due_generation((701, 11, 10), thresholds) == 1
    assert collector.due_generation((701, 11, 11), thresholds) == 2
    assert collector.due_generation((0, 11, 11), thresholds) is None


def test_the_game_runs_the_cycle_collector_in_the_gui_thread(qtbot: QtBot) -> None:
    """A Qt object left in a cycle outlives a thread that allocates heavily (where Python's
    own collector would have deleted it), and goes at the next tick, in the GUI thread."""
    assert not gc.isenabled()
    deleted_in: list[str] = []

    def make_garbage() -> weakref.ref[QObject]:
        tied = QObject()
        tied.setProperty("tied", True)
        tied.itself = tied  # type: ignore[attr-defined]  # (the cycle)
        return weakref.ref(tied, lambda _: deleted_in.append(threading.current_thread().name))

    gone = make_garbage()
    assert gone() is not None

    def allocate() -> None:
        for _ in range(20):
            junk: list[Any] = [[index] for index in range(10_000)]
            del junk

    worker = threading.Thread(target=allocate, name="allocating")
    worker.start()
    worker.join()
    assert deleted_in == [] and gone() is not None
    kept = [[index] for index in range(2_000)]  # (past the youngest generation's threshold)
    qtbot.waitUntil(lambda: gone() is None, timeout=2_000)
    del kept
    assert deleted_in == [threading.main_thread().name]


def test_stopping_the_collector_gives_collection_back_to_python(qapp: Any) -> None:
    gc.enable()
    own = collector.GuiCollector(None)
    try:
        assert not gc.isenabled()
        assert collector.install(qapp) is not own  # (the application's own stays)
    finally:
        own.stop()
        assert gc.isenabled()
        gc.disable()  # (the application's collector runs on for the other tests)


@pytest.mark.parametrize("kind", ["replay", "review"])
def test_a_closed_replay_or_review_is_freed_at_once(qtbot: QtBot, kind: str) -> None:
    """The two dialogs of a finished round go when let go, not at a later collection (their
    splitter, and the replay's stepping keys, held them in cycles); the review's thread is
    told to stop then."""
    record = to_record(finished_round(3))
    dialog = ReplayDialog(record) if kind == "replay" else ReviewDialog(record, worlds=2)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.close()
    gone = weakref.ref(dialog)
    del dialog
    assert gone() is None  # freed by reference counting, not left to the collector
