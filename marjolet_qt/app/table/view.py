"""The card table: a ``QGraphicsView`` over the model, animated, played by click or keys.

The view listens to the model's signals and turns each into the next
:class:`~.state.TableState`, queued as an animation step (see :mod:`..animation`). It
tells the model when it is busy, so the computer's moves wait for the cards to land, and
once it has caught up ("settled") it lights the cards the human may play and shows the
declaration panel. It never changes the game: clicks and keys become
``model.play_human(...)``, and the engine decides.

The scene is kept exactly the size of the viewport (no view scaling): on a resize the
layout is recomputed and the card art re-rendered for the new size, so cards stay crisp.
"""

# ruff: noqa: N802

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QLocale, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QPainter,
    QPen,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from marjolet_qt.app.animation import AnimationQueue
from marjolet_qt.app.declaration_panel import DeclarationPanel
from marjolet_qt.app.model import GameModel

from .base import _rectf
from .cards import CardArt, CardItem, card_key
from .input import TableInput
from .items import Bubble, Label, Nameplate
from .labels import TableLabels
from .layout import TableLayout
from .state import TableState
from .steps import TableSteps


def _baize_texture() -> QImage:
    """A faint felt grain, tiled over the green gradient."""
    size = 96
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    rng = random.Random(42)
    for _ in range(size * size // 3):
        x, y = rng.randrange(size), rng.randrange(size)
        shade = rng.choice((0, 255))
        image.setPixelColor(x, y, QColor(shade, shade, shade, rng.randint(6, 16)))
    return image


class TableView(TableSteps, TableLabels, TableInput):
    """The table widget. ``settled`` fires whenever it has caught up with the model.

    Assembled from its parts: :class:`~.steps.TableSteps` (the model's signals become
    animated steps; settling), :class:`~.labels.TableLabels` (texts, captions) and
    :class:`~.input.TableInput` (clicks, drags, keys); this class builds the scene and
    keeps it laid out and painted. Their shared state is declared in
    :class:`~.base.TableBase`.
    """

    def __init__(self, model: GameModel, settings: object, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._settings = settings
        self._human = model.human_seat
        self._scene = QGraphicsScene(self)
        self.setScene(self._scene)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        # The baize (a gradient and a grain texture) is costly to fill: it is drawn once
        # per size into a cached pixmap, and only the parts cards move over are repainted.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 360)
        self.setMouseTracking(True)
        self._texture = _baize_texture()
        self._art = CardArt(parent=self)
        # (Each attribute is described where TableBase declares it.)
        self._items = {}
        self._poses = {}
        self._layout = TableLayout(800, 600)
        self._state = None
        self._tail = None
        self._focus_card = None
        self._hover_meld = 0
        self._hint_mask = 0
        self._hint_action = None
        self._holding_last = False
        self._highlight = True
        self.queue = AnimationQueue(parent=self)
        # The model must hear first, so that a held computer move is applied (and
        # re-queues) before the table decides it has settled.
        self.queue.busyChanged.connect(model.set_view_busy)
        self.queue.busyChanged.connect(self._on_busy_changed)

        self._labels = {
            "stock": Label(10),
            "name0": Nameplate(),
            "name1": Nameplate(),
            "pile0": Label(10),
            "pile1": Label(10),
            "thinking": Label(11),
        }
        for label in self._labels.values():
            self._scene.addItem(label)
        self._caption = Bubble()
        self._caption_wording = None
        self._toast = Bubble(warning=True)
        self._scene.addItem(self._caption)
        self._scene.addItem(self._toast)
        self._thinking_timer = QTimer(self)
        self._thinking_timer.setInterval(400)
        self._thinking_timer.timeout.connect(self._tick_thinking)
        self._thinking_dots = 0
        self._thinking_delay = QTimer(self)
        self._thinking_delay.setSingleShot(True)
        self._thinking_delay.timeout.connect(self._show_thinking)

        self.panel = DeclarationPanel(model, self)
        self.panel.meldHovered.connect(self._on_meld_hovered)

        self.apply_settings(settings)
        self._connect_model()
        self.setAccessibleName(self.tr("Card table"))

    # --- settings -----------------------------------------------------------------------

    def apply_settings(self, settings: object) -> None:
        self._settings = settings
        self.queue.set_speed(getattr(settings, "animation_speed", "normal"))
        self._highlight = bool(getattr(settings, "highlight_playable", True))
        self._art.configure(self.card_language(), getattr(settings, "card_back", "blue"))
        if self._state is not None and not self.queue.busy:
            self._settle()

    def card_language(self) -> str:
        """Index letters follow the interface language (R D V in French)."""
        language = getattr(self._settings, "language", "system")
        if language == "system":
            return "fr" if QLocale.system().name().startswith("fr") else "en"
        return language

    def card_pixmap(self, card: int, width: int, height: int) -> QPixmap:
        """The face of ``card`` in the table's card art (for dialogs)."""
        return self._art.pixmap(card_key(card), width, height)

    def stop(self) -> None:
        """Drop every pending animation, settling nothing meanwhile (the table is about to
        be rebuilt, or the window is closing)."""
        self._state = None
        self.queue.clear()

    @property
    def table_layout(self) -> TableLayout:
        """The geometry the table is laid out by (for tests and tools)."""
        return self._layout

    def card_item(self, card: int) -> CardItem:
        return self._items[card]

    # --- the model and the scene ----------------------------------------------------------

    def _connect_model(self) -> None:
        m = self._model
        m.gameStarted.connect(self._rebuild)
        m.stateReset.connect(self._rebuild)
        m.roundStarted.connect(self._on_round_started)
        m.cardPlayed.connect(self._on_card_played)
        m.trickWon.connect(self._on_trick_won)
        m.meldDeclared.connect(self._on_meld)
        m.sevenExchanged.connect(self._on_exchange)
        m.sevenShown.connect(self._on_seven_shown)
        m.cardsDrawn.connect(self._on_drawn)
        m.upcardTaken.connect(self._on_upcard_taken)
        m.turnChanged.connect(self._after_event)
        m.roundOver.connect(self._on_round_over)
        m.actionRefused.connect(self.show_refusal)
        m.thinkingStarted.connect(self._on_thinking_started)
        m.thinkingFinished.connect(self._on_thinking_finished)

    def _ensure_items(self, deck_size: int) -> None:
        for card in range(deck_size):
            if card not in self._items:
                item = CardItem(card, self._art, self._layout.card_w, self._layout.card_h)
                item.clicked.connect(self._on_card_clicked)
                item.dropped.connect(self._on_card_dropped)
                self._scene.addItem(item)
                self._items[card] = item
        for card, item in self._items.items():
            item.setVisible(card < deck_size)

    # --- geometry and painting ------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self._scene.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self._layout = TableLayout(size.width(), size.height())
        self.resetCachedContent()  # the baize's empty places move with the layout
        for item in self._items.values():
            item.set_size(self._layout.card_w, self._layout.card_h)
        self._place_panel()  # before the queue settles, which would animate the change
        for bubble in (self._caption, self._toast):  # captions follow the banner's row
            bubble.place(_rectf(self._layout.banner_region), self._layout.centre_x)
        self.queue.finish_all()
        if self._state is not None:
            self._show_now(self._state)

    def _fit_panel_font(self, room: float) -> None:
        """The panel's buttons in the usual font, or up to a quarter smaller if that lets
        the panel stand in the middle of a small table rather than push the hand aside."""
        font = QFont(self.font())

        def set_font() -> None:
            self.panel.set_text_font(font)
            self.panel.adjustSize()

        set_font()
        smallest = font.pointSizeF() * 0.75
        while self.panel.sizeHint().width() > room and font.pointSizeF() - 0.5 >= smallest:
            font.setPointSizeF(font.pointSizeF() - 0.5)
            set_font()

    def _place_panel(self) -> bool:
        """Put the declaration panel where the layout says (the middle of the table, or
        the bottom-left corner with the hand keeping clear of it). True when the hand has
        to move for that."""
        lay = self._layout
        reserve, top = 0.0, lay.height
        if self.panel.isVisible():
            self.panel.set_compact(False)
            self._fit_panel_font(lay.panel_room().w)
            hint = self.panel.sizeHint()
            trick_free = self._state is None or not self._state.trick
            region = lay.panel_region(max(hint.width(), lay.width * 0.2), hint.height(), trick_free)
            cards = len(self._state.hands[self._human]) if self._state is not None else 0
            room = lay.corner_panel_width(cards)
            if region.x <= lay.margin and hint.width() > room:
                # In the corner of a small table, too wide for the hand to keep beside it:
                # the panel compact (its lines broken), its font fitted to the corner.
                self.panel.set_compact(True)
                self._fit_panel_font(room)
                hint = self.panel.sizeHint()
                region = lay.panel_region(hint.width(), hint.height(), trick_free)
            self.panel.setGeometry(int(region.x), int(region.y), int(region.w), int(region.h))
            if region.x > lay.margin:  # in the middle: nothing has to make room
                reserve, top = 0.0, lay.height
            else:
                reserve = region.right + lay.margin * 0.5
                top = region.y
        if (reserve, top) == (lay.reserve_left, lay.reserve_top):
            return False
        lay.reserve_left = reserve
        lay.reserve_top = top
        return self._state is not None and lay.poses(self._state, self._human) != self._poses

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        scene_rect = self.sceneRect()
        center = scene_rect.center()
        radius = max(scene_rect.width(), scene_rect.height()) * 0.75
        gradient = QRadialGradient(center, radius)
        gradient.setColorAt(0.0, QColor("#2f7f4c"))
        gradient.setColorAt(0.6, QColor("#236a3d"))
        gradient.setColorAt(1.0, QColor("#143f24"))
        painter.fillRect(rect, gradient)
        painter.fillRect(rect, QBrush(self._texture))
        # Empty places: where the stock, the trick and the piles lie.
        lay = self._layout
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 45), 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius_px = lay.card_w * 0.06
        for x, y in (lay.stock_pos, *lay.won_pos):
            painter.drawRoundedRect(
                QRectF(x - lay.card_w / 2, y - lay.card_h / 2, lay.card_w, lay.card_h),
                radius_px,
                radius_px,
            )

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        self.framePainted.emit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Card table"))
        self._art.configure(self.card_language(), getattr(self._settings, "card_back", "blue"))
        if self._state is not None:
            self._update_labels(self._state)
            if not self.queue.busy:
                self._settle()
        self.reword_caption()

    @property
    def state(self) -> TableState | None:
        return self._state
