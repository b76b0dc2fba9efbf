"""Small non-card things on the table: text labels and the speech-bubble captions."""

# ruff: noqa: N802

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget


class Label(QGraphicsObject):
    """Text drawn on the baize with a soft shadow, anchored by a corner or its centre."""

    def __init__(self, point_size: float = 11.0, bold: bool = False) -> None:
        super().__init__()
        self._text = ""
        self._font = QFont()
        self._font.setPointSizeF(point_size)
        self._font.setBold(bold)
        self._color = QColor("#f3f0e0")
        self._align = Qt.AlignmentFlag.AlignLeft
        self._rect = QRectF()
        self.setZValue(500)

    def set_point_size(self, size: float) -> None:
        self.prepareGeometryChange()
        self._font.setPointSizeF(max(size, 6.0))
        self._relayout()

    def set_text(self, text: str, align: Qt.AlignmentFlag | None = None) -> None:
        if align is not None:
            self._align = align
        if text != self._text:
            self.prepareGeometryChange()
            self._text = text
            self._relayout()
            self.update()

    @property
    def text(self) -> str:
        return self._text

    def _relayout(self) -> None:
        metrics = QFontMetricsF(self._font)
        lines = self._text.split("\n") if self._text else [""]
        width = max(metrics.horizontalAdvance(line) for line in lines)
        height = metrics.height() * len(lines)
        if self._align & Qt.AlignmentFlag.AlignRight:
            x = -width
        elif self._align & Qt.AlignmentFlag.AlignHCenter:
            x = -width / 2
        else:
            x = 0.0
        self._rect = QRectF(x, 0, width, height)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 3, 3)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self._text:
            return
        painter.setFont(self._font)
        flags = int(self._align | Qt.AlignmentFlag.AlignTop)
        painter.setPen(QColor(0, 0, 0, 150))
        painter.drawText(self._rect.translated(1, 1), flags, self._text)
        painter.setPen(self._color)
        painter.drawText(self._rect, flags, self._text)


class Bubble(QGraphicsObject):
    """A rounded caption that appears, stays a moment and fades away: meld captions
    ("Trump marriage — 40") and refusals ("You must follow hearts")."""

    def __init__(self, warning: bool = False) -> None:
        super().__init__()
        self._text = ""
        self._font = QFont()
        self._font.setPointSizeF(13)
        self._font.setBold(True)
        self._warning = warning
        self._rect = QRectF()
        self.setZValue(900)
        self.setOpacity(0.0)
        self.setVisible(False)
        self._hide_timer = QTimer(self)
        self._hide_timer.setSingleShot(True)
        self._hide_timer.timeout.connect(self._fade_out)
        self._fade = QVariantAnimation(self)
        self._fade.setDuration(350)
        self._fade.valueChanged.connect(lambda v: self.setOpacity(float(v)))
        self._fade.finished.connect(self._after_fade)

    @property
    def text(self) -> str:
        return self._text if self.isVisible() else ""

    def set_point_size(self, size: float) -> None:
        self.prepareGeometryChange()
        self._font.setPointSizeF(max(size, 8.0))
        self._relayout()

    def _relayout(self) -> None:
        metrics = QFontMetricsF(self._font)
        width = metrics.horizontalAdvance(self._text) + 28
        height = metrics.height() + 14
        self._rect = QRectF(-width / 2, -height / 2, width, height)

    def show_text(self, text: str, at: QPointF, seconds: float = 2.5) -> None:
        self.prepareGeometryChange()
        self._text = text
        self._relayout()
        self.setPos(at)
        self.setVisible(True)
        self._fade.stop()
        self._fade.setStartValue(self.opacity())
        self._fade.setEndValue(1.0)
        self._fade.start()
        self._hide_timer.start(int(seconds * 1000))
        self.update()

    def hide_now(self) -> None:
        self._hide_timer.stop()
        self._fade.stop()
        self.setOpacity(0.0)
        self.setVisible(False)

    def _fade_out(self) -> None:
        self._fade.stop()
        self._fade.setStartValue(self.opacity())
        self._fade.setEndValue(0.0)
        self._fade.start()

    def _after_fade(self) -> None:
        if self.opacity() <= 0.01:
            self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 6, 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self._rect.height() / 2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(self._rect.translated(2, 3), radius, radius)
        fill = QColor("#fff4d6") if not self._warning else QColor("#ffe1dc")
        edge = QColor("#b8860b") if not self._warning else QColor("#b23a2a")
        painter.setBrush(fill)
        painter.setPen(QPen(edge, 2))
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setFont(self._font)
        painter.setPen(QColor("#2b2116") if not self._warning else QColor("#7a1d12"))
        painter.drawText(self._rect, int(Qt.AlignmentFlag.AlignCenter), self._text)
