"""Small non-card things on the table: text labels, the players' nameplates and the
speech-bubble captions (meld captions, hints, refusals).

Each is given the region of the table it owns by the layout (issue #14) and fits its text
into it, shrinking the font rather than spilling over a neighbour.
"""

# ruff: noqa: N802

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .layout import MIN_TEXT_PX


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

    def fit(self, pixels: float, max_width: float, smallest: float = 8.0) -> None:
        """Text ``pixels`` high, or smaller (down to ``smallest``) until its widest line
        fits ``max_width``: a label never reaches into its neighbour's region."""
        self.prepareGeometryChange()
        size = max(pixels, smallest)
        while True:
            self._font.setPixelSize(max(1, round(size)))
            self._relayout()
            if self._rect.width() <= max_width or size <= smallest:
                return
            size = max(smallest, size * 0.92)

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


class Nameplate(Label):
    """A player's plate: the name, then the game total and the round's points, on a
    dark plate that lights up (gold edge, brighter face) while this side is to move, so
    that whose turn it is shows on the table itself (issue #14).

    It fills the region the layout gives it (:meth:`place`), its text shrinking to fit.
    """

    def __init__(self) -> None:
        super().__init__(12.0, bold=False)
        self._active = False
        self._region = QRectF(0, 0, 120, 60)
        self._pixels = 12.0
        self._bold = QFont(self._font)
        self._bold.setBold(True)
        self._lines: list[str] = []  # the text as drawn, a long line broken in two

    @property
    def active(self) -> bool:
        return self._active

    def set_active(self, active: bool) -> None:
        if active != self._active:
            self._active = active
            self.update()

    def place(self, region: QRectF, pixels: float) -> None:
        """Stand in ``region`` (scene coordinates), text ``pixels`` high or smaller."""
        self.prepareGeometryChange()
        self._region = QRectF(0, 0, region.width(), region.height())
        self._pixels = pixels
        self.setPos(region.topLeft())
        self._relayout()
        self.update()

    def _relayout(self) -> None:
        """The largest font up to the table's text size at which the lines fit the plate;
        a line too wide even then is broken at its last space ("this round:" / "+40")
        rather than shrunk, while the plate has room for the extra line."""
        pad = self._pixels * 0.3
        room_w = self._region.width() - 2 * pad
        room_h = self._region.height() - pad
        size = self._pixels
        while True:
            self._font.setPixelSize(max(1, round(size)))
            self._bold.setPixelSize(max(1, round(size * 1.1)))
            plain, bold = QFontMetricsF(self._font), QFontMetricsF(self._bold)
            lines = self._wrapped(plain, room_w)
            width = max(
                (bold if i == 0 else plain).horizontalAdvance(line) for i, line in enumerate(lines)
            )
            height = bold.height() + plain.height() * (len(lines) - 1)
            if (width <= room_w and height <= room_h) or size <= 7:
                break
            size *= 0.92
        self._lines = lines
        self._rect = QRectF(self._region)

    def _wrapped(self, metrics: QFontMetricsF, width: float) -> list[str]:
        lines = self._text.split("\n") if self._text else [""]
        out = lines[:1]
        for line in lines[1:]:
            if metrics.horizontalAdvance(line) > width and " " in line.strip():
                head, _, tail = line.strip().rpartition(" ")
                out += [head, tail]
            else:
                out.append(line)
        return out

    def boundingRect(self) -> QRectF:
        return QRectF(self._region)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self._text:
            # No name yet (no game dealt or resumed): an empty plate would sit in the
            # table's corner, where the layout has not placed it, naming nobody.
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plate = self._region.adjusted(1.5, 1.5, -1.5, -1.5)
        radius = min(10.0, plate.height() / 4)
        if self._active:
            fill = QLinearGradient(plate.topLeft(), plate.bottomLeft())
            fill.setColorAt(0.0, QColor(70, 60, 20, 235))
            fill.setColorAt(1.0, QColor(40, 34, 10, 235))
            painter.setBrush(fill)
            painter.setPen(QPen(QColor("#ffd54a"), 2.5))
        else:
            painter.setBrush(QColor(8, 32, 18, 150))
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1.0))
        painter.drawRoundedRect(plate, radius, radius)
        lines = self._lines
        y = plate.top() + (plate.height() - self._text_height(lines)) / 2
        for i, line in enumerate(lines):
            font = self._bold if i == 0 else self._font
            metrics = QFontMetricsF(font)
            painter.setFont(font)
            row = QRectF(plate.left(), y, plate.width(), metrics.height())
            flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter)
            painter.setPen(QColor(0, 0, 0, 150))
            painter.drawText(row.translated(1, 1), flags, line)
            if i == 0 and self._active:
                painter.setPen(QColor("#ffd54a"))
            else:
                painter.setPen(self._color)
            painter.drawText(row, flags, line)
            y += metrics.height()

    def _text_height(self, lines: list[str]) -> float:
        return QFontMetricsF(self._bold).height() + QFontMetricsF(self._font).height() * (
            len(lines) - 1
        )


#: What a bubble's bounding rectangle adds around its face (its shadow and edge).
BUBBLE_PAD = 10


class Bubble(QGraphicsObject):
    """A rounded caption that appears, stays a moment and fades away: meld captions
    ("Trump marriage — 40") and refusals ("You must follow hearts")."""

    def __init__(self, warning: bool = False) -> None:
        super().__init__()
        self._text = ""
        #: The text in its forms, fullest first (a hint, then the hint without its
        #: figures); ``_text`` is the one shown, the fullest that fits.
        self._forms: tuple[str, ...] = ()
        self._font = QFont()
        self._font.setPointSizeF(13)
        self._font.setBold(True)
        self._warning = warning
        self._rect = QRectF()
        #: The box the bubble wraps its text into (None: one line, centred on a point).
        self._box: QRectF | None = None
        self._centre_x: float | None = None
        self._pixels = 0.0
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

    @property
    def pixel_size(self) -> int:
        """The size its text is drawn at now, in pixels (-1 before one was set)."""
        return self._font.pixelSize()

    def set_point_size(self, size: float) -> None:
        self.prepareGeometryChange()
        self._font.setPointSizeF(max(size, 8.0))
        self._relayout()

    def _relayout(self) -> None:
        """Wrap the text into the box it may fill (when given), shrinking the font until
        it fits: a long hint reads whole at every window size (issue #14). A shorter form
        of the text is taken rather than a font below the table's smallest text (a long
        French hint at 800 × 600 shrank to 8 pixels); only the shortest form shrinks
        further, and is cut at last (see :meth:`_fitted`)."""
        start = self._font.pixelSize() if self._font.pixelSize() > 0 else None
        forms = self._forms or (self._text,)
        for index, form in enumerate(forms):
            self._text = form
            if start is not None:
                self._font.setPixelSize(start)
            if self._wrap(MIN_TEXT_PX if index < len(forms) - 1 else 8):
                return

    def _wrap(self, floor: float) -> bool:
        """Lay ``_text`` out, its font shrunk as far as ``floor`` pixels; whether it fits."""
        size = self._font.pixelSize() if self._font.pixelSize() > 0 else None
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        while True:
            metrics = QFontMetricsF(self._font)
            if self._box is None:
                text = QRectF(0, 0, metrics.horizontalAdvance(self._text), metrics.height())
            else:
                room = QRectF(0, 0, max(self._box.width() - 28 - BUBBLE_PAD, 20), 10_000)
                text = metrics.boundingRect(room, flags, self._text)
            width, height = text.width() + 28, text.height() + 14
            fits = self._box is None or height <= self._box.height() - BUBBLE_PAD
            if fits or size is None:
                break
            smaller = max(math.ceil(floor), int(size * 0.9))
            if smaller >= size:
                break
            size = smaller
            self._font.setPixelSize(size)
        self._size_to(width, height)
        return fits

    def _size_to(self, width: float, height: float) -> None:
        """The bubble's face around text of ``width`` × ``height``, within its box."""
        if self._box is not None:  # the shadow and the edge stay inside the box too
            width = min(width, self._box.width() - BUBBLE_PAD)
            height = min(height, self._box.height() - BUBBLE_PAD)  # the rest is elided
        self._rect = QRectF(-width / 2, -height / 2, width, height)

    def set_pixel_size(self, pixels: float) -> None:
        self.prepareGeometryChange()
        self._font.setPixelSize(max(8, round(pixels)))
        self._pixels = max(8.0, pixels)
        self._relayout()

    def place(self, box: QRectF, centre_x: float | None = None) -> None:
        """Stand in ``box`` (scene coordinates), wrapped to fit it: centred on
        ``centre_x`` (the trick's column) as far as the box allows, else in its middle."""
        self.prepareGeometryChange()
        self._box = QRectF(box)
        if centre_x is not None:
            self._centre_x = centre_x
        if self._pixels:
            self._font.setPixelSize(round(self._pixels))
        self._relayout()
        x = box.center().x()
        if self._centre_x is not None:
            half = self._rect.width() / 2
            x = min(max(self._centre_x, box.left() + half), box.right() - half)
        self.setPos(QPointF(x, box.center().y()))

    def show_text(
        self,
        text: str,
        at: QPointF | QRectF,
        seconds: float = 2.5,
        centre_x: float | None = None,
        shorter: str | None = None,
    ) -> None:
        """Show ``text`` centred on a point, or wrapped in a box (see :meth:`place`),
        for ``seconds``; ``shorter`` where ``text`` would need too small a font."""
        self.prepareGeometryChange()
        self._text = text
        self._forms = (text,) if shorter is None else (text, shorter)
        if isinstance(at, QRectF):
            self.place(at, centre_x)
        else:
            self._box = None
            self._relayout()
            self.setPos(at)
        self.setVisible(True)
        self._fade.stop()
        self._fade.setStartValue(self.opacity())
        self._fade.setEndValue(1.0)
        self._fade.start()
        self._hide_timer.start(int(seconds * 1000))
        self.update()

    def set_text(self, text: str, shorter: str | None = None) -> None:
        """Say ``text`` (or ``shorter``, see :meth:`show_text`) instead, where the bubble
        stands, for the time it had left."""
        self.prepareGeometryChange()
        self._text = text
        self._forms = (text,) if shorter is None else (text, shorter)
        if self._box is not None:
            self.place(self._box)
        else:
            self._relayout()
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
        radius = min(radius, 16.0)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(self._rect.translated(2, 3), radius, radius)
        fill = QColor("#fff4d6") if not self._warning else QColor("#ffe1dc")
        edge = QColor("#b8860b") if not self._warning else QColor("#b23a2a")
        painter.setBrush(fill)
        painter.setPen(QPen(edge, 2))
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setFont(self._font)
        painter.setPen(QColor("#2b2116") if not self._warning else QColor("#7a1d12"))
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        inside = self._rect.adjusted(14, 7, -14, -7)
        painter.drawText(inside, flags, self._fitted(inside, flags))

    def _fitted(self, room: QRectF, flags: int) -> str:
        """The text, cut at a word and ended with "…" if even the smallest font leaves
        it taller than ``room`` (a tiny window and a long hint)."""
        metrics = QFontMetricsF(self._font)
        text = self._text
        words = text.split(" ")
        while len(words) > 1 and metrics.boundingRect(room, flags, text).height() > room.height():
            words.pop()
            text = " ".join(words) + "…"
        return text
