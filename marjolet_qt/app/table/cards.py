"""Card art and the card items on the table.

Cards are drawn from the project's SVGs (compiled into the Qt resources), rendered once
per size and device pixel ratio into a pixmap cache: SVG rendering is far too slow to do
for every frame of an animation, and a pixmap made for the exact device size stays crisp
on high-DPI screens. A card item's pose (position, angle, scale) is set by the table;
the item itself only knows how to look: face or back, dimmed, highlighted, lifted.
"""

# Qt's virtual methods and signals keep their Qt names.
# ruff: noqa: N802

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import (
    QByteArray,
    QFile,
    QObject,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from marjolet_qt.engine.cards import CARDS

from .layout import MELD_SCALE, OPPONENT_SCALE

try:  # compiled by `make generated`; the files on disk serve when it is missing
    from marjolet_qt.app import resources_rc  # noqa: F401

    HAVE_RESOURCES = True
except ImportError:  # pragma: no cover - depends on the build
    HAVE_RESOURCES = False

ASSETS_DIR = Path(__file__).resolve().parents[3] / "assets" / "cards"
CORNER = 14 / 240  # corner radius as a fraction of the card width
DRAG_DISTANCE = 8  # pixels the pointer moves before a press becomes a drag
BACK = "back"
SHADOW = QColor(0, 0, 0, 70)  # the card's soft shadow on the cloth
VEIL = QColor(20, 30, 25, 120)  # over a card that may not be played now
#: The rings around a card: the one Enter plays (gold, as the declaration panel's focus),
#: one pointed out by a hint or a meld (sky blue: told from gold by every kind of colour
#: vision, since blue against yellow is the contrast they all keep), one the rules allow
#: when others are not (a fainter gold).
FOCUS_RING = QColor("#ffd54a")
POINTED_RING = QColor("#7cc8ff")
PLAYABLE_RING = QColor(255, 213, 74, 170)
#: Where the shadow of a card resting on the table falls, in the card's own units; a
#: lifted card's shadow falls further (see :meth:`CardItem.paint`).
SHADOW_OFFSET = (1.5, 2.5)
#: The card art's caches hold at most this many bytes of pixmaps together: renderings
#: for earlier window sizes (a resize drag makes a new size at every step) are dead
#: weight, and a card on a 4K screen at a pixel ratio of 2 weighs almost a megabyte (the
#: crowded showcase table at 2560×1440, ratio 2, holds 15 MB: six times that is ample).
CACHE_BYTES = 96 * 1024 * 1024


def _read_svg(relative: str) -> QByteArray | None:
    """The SVG text of ``assets/cards/<relative>`` from the resources, else from disk."""
    if HAVE_RESOURCES:
        file = QFile(f":/assets/cards/{relative}")
        if file.open(QFile.OpenModeFlag.ReadOnly):
            data = file.readAll()
            file.close()
            return data
    path = ASSETS_DIR / relative
    if path.is_file():
        return QByteArray(path.read_bytes())
    return None


class CardArt(QObject):
    """Card faces in one language, one back colour, as pixmaps cached per pixel size."""

    changed = Signal()

    def __init__(self, language: str = "en", back: str = "blue", parent: QObject | None = None):
        super().__init__(parent)
        self._language = language
        self._back = back
        self._renderers: dict[str, QSvgRenderer | None] = {}
        self._pixmaps: dict[tuple[str, int, int], QPixmap] = {}
        self._dressed: dict[tuple[str, int, int, int, int, bool], QPixmap] = {}
        self._bytes = 0  # held by both caches

    def configure(self, language: str, back: str) -> None:
        """Switch the index letters (R D V / K Q J) or the back colour."""
        language = language if language in ("en", "fr") else "en"
        if (language, back) == (self._language, self._back):
            return
        self._language, self._back = language, back
        self._renderers.clear()
        self._forget()
        self.changed.emit()

    def _forget(self) -> None:
        self._pixmaps.clear()
        self._dressed.clear()
        self._bytes = 0

    def _keep(self, pixmap: QPixmap) -> None:
        """Count a pixmap about to be cached, emptying both caches first if it would
        take them past :data:`CACHE_BYTES`."""
        size = pixmap.width() * pixmap.height() * 4
        if self._bytes + size > CACHE_BYTES:
            self._forget()
        self._bytes += size

    def _renderer(self, key: str) -> QSvgRenderer | None:
        if key not in self._renderers:
            relative = f"back-{self._back}.svg" if key == BACK else f"{self._language}/{key}.svg"
            data = _read_svg(relative) or _read_svg("placeholder.svg")
            renderer = QSvgRenderer(data) if data is not None else None
            self._renderers[key] = renderer if renderer and renderer.isValid() else None
        return self._renderers[key]

    def pixmap(self, key: str, width: int, height: int) -> QPixmap:
        """The card ``key`` (``AS`` or :data:`BACK`) rendered at exactly ``width``×``height``
        device pixels."""
        cache_key = (key, width, height)
        found = self._pixmaps.get(cache_key)
        if found is not None:
            return found
        pixmap = QPixmap(QSize(max(width, 1), max(height, 1)))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer = self._renderer(key)
        if renderer is not None:
            renderer.render(painter, QRectF(0, 0, width, height))
        else:  # no art at all: a plain card with its name, still playable
            radius = width * CORNER
            painter.setBrush(QColor("#fdfaf2") if key != BACK else QColor("#1d4f91"))
            painter.setPen(QPen(QColor("#5a5a5a"), 1))
            painter.drawRoundedRect(QRectF(0.5, 0.5, width - 1, height - 1), radius, radius)
            if key != BACK:
                painter.setPen(QColor("#c8102e") if key[1] in "DH" else QColor("#1a1a1a"))
                painter.drawText(QRectF(0, 0, width, height), Qt.AlignmentFlag.AlignCenter, key)
        painter.end()
        self._keep(pixmap)
        self._pixmaps[cache_key] = pixmap
        return pixmap

    def dressed(
        self, key: str, width: int, height: int, shadow: tuple[int, int], dimmed: bool
    ) -> QPixmap:
        """The card ``key`` at ``width``×``height`` device pixels as it rests on the table:
        over its shadow (offset by ``shadow`` device pixels, so the pixmap is that much
        larger) and, if ``dimmed``, under the dimming veil.

        One pixmap drawn per card and frame instead of a pixmap and one or two
        antialiased rounded rectangles: the shadow's rectangle alone cost as much as the
        card itself in the deal animation's profile (#14)."""
        cache_key = (key, width, height, *shadow, dimmed)
        found = self._dressed.get(cache_key)
        if found is not None:
            return found
        dx, dy = shadow
        pixmap = QPixmap(QSize(max(width, 1) + dx, max(height, 1) + dy))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = width * CORNER
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SHADOW)
        painter.drawRoundedRect(QRectF(dx, dy, width, height), radius, radius)
        painter.drawPixmap(0, 0, self.pixmap(key, width, height))
        if dimmed:
            painter.setBrush(VEIL)
            painter.drawRoundedRect(QRectF(0, 0, width, height), radius, radius)
        painter.end()
        self._keep(pixmap)
        self._dressed[cache_key] = pixmap
        return pixmap


#: The scales cards are shown at (melds, the opponent's hand, full size). While a card
#: grows or shrinks in flight it is drawn from the next larger of these renderings,
#: rather than rendering the SVG again at every frame's in-between size.
SIZE_BUCKETS = (MELD_SCALE, OPPONENT_SCALE, 1.0)


def _bucket(scale: float) -> float:
    for bucket in SIZE_BUCKETS:
        if scale <= bucket + 0.005:
            return bucket
    return scale  # larger than life (zoomed): render exactly


def card_key(card: int) -> str:
    return str(CARDS[card])


class CardItem(QGraphicsObject):
    """One card on the table. Local coordinates are centred on the card, so that the
    table's pose (centre, angle) maps directly onto ``pos`` and ``rotation``."""

    clicked = Signal(int)
    hovered = Signal(int, bool)
    #: The card was dragged and let go at this scene position.
    dropped = Signal(int, QPointF)

    def __init__(self, card: int, art: CardArt, width: float, height: float) -> None:
        super().__init__()
        self.card = card
        self._art = art
        self._w = width
        self._h = height
        self._face_up = False
        self._dimmed = False
        self._playable = False  # highlighted as a card the human may play now
        self._focused = False  # chosen with the keyboard: Enter plays it
        self._pointed = False  # pointed out: by a hint, or a meld button under the pointer
        self._interactive = False  # reacts to clicks
        self._lifts = False  # rises under the pointer (a card that may be played now)
        self._lift = 0.0  # 0..1, animated
        self._squash = 1.0  # horizontal scale while flipping
        self._hover = False
        self._press: QPointF | None = None
        self._drag_origin = QPointF()
        self._dragging = False
        self._lift_anim = QVariantAnimation(self)
        self._lift_anim.setDuration(120)
        self._lift_anim.valueChanged.connect(self._set_lift)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        art.changed.connect(self.update)

    # --- state ---------------------------------------------------------------------------

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = width, height

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self._face_up:
            self._face_up = face_up
            self.update()

    def set_squash(self, squash: float) -> None:
        if squash != self._squash:
            self._squash = squash
            self.update()

    def set_look(
        self,
        *,
        interactive: bool = False,
        playable: bool = False,
        dimmed: bool = False,
        focused: bool = False,
        pointed: bool = False,
        lifts: bool | None = None,
    ) -> None:
        """How the card invites (or not) the human to play it. ``lifts`` (by default
        ``interactive``) says whether it rises under the pointer: a card the rules do
        not allow now stays down, though a click on it still says why (#14).

        ``focused`` (the card the arrow keys chose, which Enter plays) and ``pointed``
        (a card a hint names, or one of the meld under the pointer) both raise the card,
        each with a ring of its own colour: with one look for both, a player who moved
        on from the hinted card with the arrows saw two cards alike and could not tell
        which one Enter would play."""
        self._lifts = interactive if lifts is None else lifts and interactive
        look = (interactive, playable, dimmed, focused, pointed)
        changed = look != (
            self._interactive,
            self._playable,
            self._dimmed,
            self._focused,
            self._pointed,
        )
        self._interactive, self._playable, self._dimmed, self._focused, self._pointed = look
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if interactive else Qt.CursorShape.ArrowCursor
        )
        raised = focused or pointed or (self._lifts and self._hover)
        self._animate_lift(1.0 if raised else 0.0)
        if changed:
            self.update()

    def keep_look(self, *, focused: bool, pointed: bool) -> None:
        """Only the focus and the pointing changed (a meld button hovered, a hint given
        or withdrawn, the arrows moved): the rest of the look stays as it is."""
        self.set_look(
            interactive=self._interactive,
            playable=self._playable,
            dimmed=self._dimmed,
            focused=focused,
            pointed=pointed,
            lifts=self._lifts,
        )

    @property
    def is_dimmed(self) -> bool:
        return self._dimmed

    @property
    def is_interactive(self) -> bool:
        return self._interactive

    @property
    def lifts(self) -> bool:
        """Whether the card rises under the pointer (it may be played now)."""
        return self._lifts

    @property
    def is_focused(self) -> bool:
        return self._focused

    @property
    def is_pointed(self) -> bool:
        return self._pointed

    def _animate_lift(self, target: float) -> None:
        if (
            abs(self._lift - target) < 1e-6
            and self._lift_anim.state() != self._lift_anim.State.Running
        ):
            return
        self._lift_anim.stop()
        self._lift_anim.setStartValue(self._lift)
        self._lift_anim.setEndValue(target)
        self._lift_anim.start()

    def _set_lift(self, value: object) -> None:
        self._lift = float(value)  # type: ignore[arg-type]
        self.update()

    # --- geometry --------------------------------------------------------------------------

    def card_rect(self) -> QRectF:
        return QRectF(-self._w / 2, -self._h / 2 - self._lift * self._h * 0.1, self._w, self._h)

    def boundingRect(self) -> QRectF:
        pad = 6.0
        lift = self._h * 0.1
        return QRectF(
            -self._w / 2 - pad,
            -self._h / 2 - lift - pad,
            self._w + 2 * pad,
            self._h + lift + 2 * pad,
        )

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    # --- painting ---------------------------------------------------------------------------

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        rect = self.card_rect()
        if self._squash != 1.0:
            painter.scale(max(self._squash, 0.02), 1.0)
        # Pixmap at the exact device size of the card: crisp at any zoom and DPR.
        transform = painter.worldTransform()
        scale = _bucket(math.hypot(transform.m11(), transform.m12()))
        scale *= painter.device().devicePixelRatioF() if painter.device() else 1.0
        pw = max(1, round(self._w * scale))
        ph = max(1, round(self._h * scale))
        key = card_key(self.card) if self._face_up else BACK
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        radius = self._w * CORNER
        if self._lift == 0.0:  # at rest (every card of the deal): one cached pixmap
            dx, dy = (max(1, round(offset * scale)) for offset in SHADOW_OFFSET)
            dressed = self._art.dressed(key, pw, ph, (dx, dy), self._dimmed)
            target = QRectF(
                rect.left(), rect.top(), self._w * (1 + dx / pw), self._h * (1 + dy / ph)
            )
            painter.drawPixmap(target, dressed, QRectF(dressed.rect()))
        else:  # rising or lifted: the shadow falls further as the card rises
            shadow = rect.translated(
                SHADOW_OFFSET[0] + self._lift * 2, SHADOW_OFFSET[1] + self._lift * 4
            )
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(SHADOW)
            painter.drawRoundedRect(shadow, radius, radius)
            pixmap = self._art.pixmap(key, pw, ph)
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
            if self._dimmed:
                painter.setBrush(VEIL)
                painter.drawRoundedRect(rect, radius, radius)
        painter.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        if self._pointed:
            # Outside the focus's ring when the card has both: the hinted card is also
            # the one Enter plays until the arrows choose another.
            out = 4.0 if self._focused else 1.0
            painter.setPen(QPen(POINTED_RING, 3.0))
            painter.drawRoundedRect(rect.adjusted(-out, -out, out, out), radius + out, radius + out)
        if self._playable or self._focused:
            pen = QPen(FOCUS_RING, 3.0) if self._focused else QPen(PLAYABLE_RING, 2.0)
            painter.setPen(pen)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius + 1, radius + 1)

    # --- input --------------------------------------------------------------------------------

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        if self._lifts:
            self._animate_lift(1.0)
        self.hovered.emit(self.card, True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        if not (self._focused or self._pointed):
            self._animate_lift(0.0)
        self.hovered.emit(self.card, False)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = event.scenePos()
        self._drag_origin = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or not self._interactive:
            return
        offset = event.scenePos() - self._press
        if not self._dragging and offset.manhattanLength() > DRAG_DISTANCE:
            self._dragging = True
            self.setZValue(2000)
        if self._dragging:
            self.setPos(self._drag_origin + offset)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        dragging, self._dragging, self._press = self._dragging, False, None
        if dragging:
            self.dropped.emit(self.card, event.scenePos())
        elif self.shape().contains(event.pos()):
            self.clicked.emit(self.card)
        event.accept()
