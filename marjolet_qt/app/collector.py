"""Python's cycle collector, run in the GUI thread only, between two events.

Python frees most objects the moment they are let go; objects caught in a reference
cycle wait for its cycle collector, which runs whenever allocations cross a threshold,
in whichever thread is allocating, in the middle of whatever that thread is doing. A Qt
object in such a cycle (a window let go, a dialog and a callback of its own, a card and
its animation) is then deleted there:

- in the computer's or the review's thread, which allocate the most: a Qt object must
  be deleted in the thread it lives in;
- or inside the building of another Qt object, when that allocation is the one that
  crosses the threshold: CI saw a segfault building a review's first label while the
  review before it (tied in a cycle to its splitter) was being collected, and leaving
  the test suite's windows to the collector made it crash the same way.

Rather than hope that no widget, animation or timer ever sits in a cycle, the automatic
collector is switched off while the application runs, and :class:`GuiCollector` runs it
from a timer in the GUI thread, at the thresholds Python would have used. The timer is
brisk (:data:`COLLECT_MS`) so that each collection stays small: while Hard thinks, its
search allocates a couple of hundred thousand objects a second, and collecting them in
one go would stall the window (``docs/benchmarks.md``, "the cycle collector in the GUI
thread").
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, Qt, QTimer

#: Milliseconds between two looks at the collector's counts.
COLLECT_MS = 20


def due_generation(counts: tuple[int, int, int], thresholds: tuple[int, int, int]) -> int | None:
    """The oldest generation Python would collect now (collecting it collects the
    younger ones too), or None: a generation is due when its count passes its threshold,
    and an older one is looked at only when the younger one is due."""
    due = None
    for generation in range(3):
        if counts[generation] <= thresholds[generation]:
            break
        due = generation
    return due


class GuiCollector(QObject):
    """Turns Python's automatic cycle collection off and runs it from a GUI-thread timer
    until :meth:`stop` (the game's lasts as long as its application)."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = COLLECT_MS) -> None:
        super().__init__(parent)
        threshold = gc.get_threshold()
        self._thresholds = (threshold[0], threshold[1], threshold[2])
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.CoarseTimer)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.collect_if_due)
        self._timer.start()

    def collect_if_due(self) -> int:
        """Collect the generation due, if any; the number of unreachable objects found."""
        generation = due_generation(gc.get_count(), self._thresholds)
        if generation is None:
            return 0
        return gc.collect(generation)

    def stop(self) -> None:
        """Stop the timer, collect what is left, and give collection back to Python."""
        self._timer.stop()
        gc.collect()
        if self._was_enabled:
            gc.enable()


def install(app: QObject) -> GuiCollector:
    """The collector of ``app`` (made once: the game's start, and the tests' start of the
    game, may ask again)."""
    found = app.findChild(GuiCollector)
    return found if found is not None else GuiCollector(app)


__all__ = ["COLLECT_MS", "GuiCollector", "due_generation", "install"]
