"""The queue of table animations, and the speed setting that paces it.

The model reports events faster than cards can fly, so the table turns each event into a
*step* and plays the steps one after another. A step is a function of the speed factor
that returns a running animation, or applies its result at once and returns None (the
speed "off", used by the tests, makes the whole table synchronous). The queue reports
``busyChanged`` so that the model can hold the computer's next move until the table has
caught up, and :meth:`AnimationQueue.finish_all` jumps to the end when the player acts
during an animation, resizes the window or starts a new game.
"""

# ruff: noqa: N815

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QObject, Signal

log = logging.getLogger(__name__)

#: Duration factor of each speed setting (1.0 = the "normal" durations in the table).
SPEED_FACTORS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}

#: A step: given the speed factor, start an animation (returned) or apply at once (None).
Step = Callable[[float], QAbstractAnimation | None]


class AnimationQueue(QObject):
    """Plays steps in order; tells when it is busy and when it has caught up."""

    busyChanged = Signal(bool)

    def __init__(self, speed: str = "normal", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._factor = SPEED_FACTORS.get(speed, 1.0)
        self._steps: deque[tuple[str, Step]] = deque()
        self._running: QAbstractAnimation | None = None
        self._busy = False
        self._finishing = False
        # A finished animation is still inside its own ``finished`` signal when the next
        # step starts: it is kept one step longer so it is never freed during that call.
        self._retired: QAbstractAnimation | None = None

    @property
    def busy(self) -> bool:
        return self._busy

    @property
    def factor(self) -> float:
        return self._factor

    def set_speed(self, speed: str) -> None:
        self._factor = SPEED_FACTORS.get(speed, 1.0)
        if self._factor == 0.0:
            self.finish_all()

    def __len__(self) -> int:
        return len(self._steps) + (self._running is not None)

    def enqueue(self, step: Step, name: str = "") -> None:
        """Add a step; it starts at once if nothing is playing."""
        self._steps.append((name, step))
        if self._running is None and not self._finishing:
            self._run_next()

    def clear(self) -> None:
        """Drop the pending steps (the table is about to be rebuilt from the model)."""
        self._steps.clear()
        running, self._running = self._running, None
        if running is not None:
            running.finished.disconnect(self._on_finished)
            running.stop()
        self._set_busy(False)

    def finish_all(self) -> None:
        """Jump every step to its end, in order, synchronously."""
        if self._finishing:
            return
        self._finishing = True
        try:
            running, self._running = self._running, None
            if running is not None:
                running.finished.disconnect(self._on_finished)
                running.setCurrentTime(running.totalDuration())
                running.stop()
            while self._steps:
                _, step = self._steps.popleft()
                animation = step(0.0)
                if animation is not None:  # a step that cannot skip: play its end now
                    animation.setCurrentTime(animation.totalDuration())
                    animation.stop()
        finally:
            self._finishing = False
        self._set_busy(False)

    def _run_next(self) -> None:
        while self._steps:
            _, step = self._steps.popleft()
            animation = step(self._factor)
            if animation is None:
                continue
            self._running = animation
            self._set_busy(True)
            animation.finished.connect(self._on_finished)
            animation.start()
            return
        self._running = None
        self._set_busy(False)

    def _on_finished(self) -> None:
        self._retired, self._running = self._running, None
        self._run_next()

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busyChanged.emit(busy)
