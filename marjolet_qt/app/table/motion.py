"""One animation step: every card that changes place moves from where it is to where the
table's next state puts it, each with its own delay (dealing, drawing one after the other)
and a flip half-way when it turns over.

A single :class:`QVariantAnimation` drives all the cards of a step, so a frame costs one
Python call whatever the number of cards moving.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QPointF, QVariantAnimation

from .cards import CardItem
from .layout import Pose

FLYING_Z = 1000.0


@dataclass(slots=True)
class Move:
    item: CardItem
    start: Pose
    end: Pose
    delay: int  # ms after the step starts
    duration: int  # ms


def apply_pose(item: CardItem, pose: Pose) -> None:
    item.setPos(QPointF(pose.x, pose.y))
    item.setRotation(pose.rotation)
    item.setScale(pose.scale)
    item.setZValue(pose.z)
    item.set_face_up(pose.face_up)
    item.set_squash(1.0)


def _lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


class MoveAnimation(QVariantAnimation):
    """Moves cards along their :class:`Move` records; ``on_frame`` runs after each frame."""

    def __init__(
        self, moves: list[Move], hold: int = 0, on_frame: Callable[[], None] | None = None
    ) -> None:
        super().__init__()
        self._moves = moves
        self._hold = hold
        self._on_frame = on_frame
        self._curve = QEasingCurve(QEasingCurve.Type.OutCubic)
        total = hold + max((m.delay + m.duration for m in moves), default=0)
        self.setStartValue(0.0)
        self.setEndValue(float(max(total, 1)))
        self.setDuration(max(total, 1))
        self.valueChanged.connect(self._frame)

    def _frame(self, value: object) -> None:
        now = float(value) - self._hold  # type: ignore[arg-type]
        curve = self._curve
        for move in self._moves:
            local = (now - move.delay) / move.duration if move.duration > 0 else 1.0
            if local <= 0.0:
                continue
            item, start, end = move.item, move.start, move.end
            if local >= 1.0:
                apply_pose(item, end)
                continue
            t = curve.valueForProgress(local)
            item.setPos(QPointF(_lerp(start.x, end.x, t), _lerp(start.y, end.y, t)))
            item.setRotation(_lerp(start.rotation, end.rotation, t))
            item.setScale(_lerp(start.scale, end.scale, t))
            item.setZValue(FLYING_Z + end.z)
            if start.face_up != end.face_up:
                item.set_face_up(start.face_up if local < 0.5 else end.face_up)
                item.set_squash(abs(1.0 - 2.0 * local))
        if self._on_frame is not None:
            self._on_frame()
