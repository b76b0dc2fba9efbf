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

from PySide6.QtCore import QEvent, QLocale, QRect, QRectF, QSize, Qt, QTimer
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

from .cards import CardArt, CardItem, card_key
from .input import TableInput
from .items import Bubble, Label, Nameplate
from .labels import TableLabels
from .layout import MIN_TEXT_PX, Region, TableLayout
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
        self.round_only = False
        self.tab_leaves = False
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
        self._hint_wording = None
        self._click_ends_hold = False
        self._panel_place = None
        self._refused_at = None
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
        self._caption_shorter = None
        self._caption_by_computer = False
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
        # (A move chosen and held under a dialog: no longer "thinking", as the status says.)
        m.computerMoveHeld.connect(self._on_thinking_finished)

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
        # The panel and the captions placed before the queue settles, which would
        # animate the change; a new size may place the panel elsewhere.
        self._panel_place = None
        self._place_panel()
        self.queue.finish_all()
        if self._state is not None:
            self._show_now(self._state)

    def _panel_font(self) -> QFont:
        """The panel's full font: the window's, grown as the table's texts grow above
        their smallest size (:data:`~.layout.MIN_TEXT_PX`), so that on a large table its
        buttons read at the size of the hint beside them."""
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * self._layout.text_px / MIN_TEXT_PX)
        return font

    def _fit_panel(self, room: Region, narrow: bool) -> QSize | None:
        """Write the panel to fit ``room``, and say its size (None when it does not fit,
        the panel then left at its smallest). At ease and in its full font if it fits;
        else, when ``narrow`` is allowed (the corner), its lines broken to the room's
        width, in the largest font down to a quarter smaller that fits, the line under
        the title left out before the font has to shrink. A button never has less room
        than its text needs: a panel that fits nowhere grows (see panel_region)."""
        panel = self.panel
        full = self._panel_font()
        attempts: list[tuple[float, float | None, bool]] = [(full.pointSizeF(), None, False)]
        if narrow:
            size = full.pointSizeF()
            while size >= full.pointSizeF() * 0.75:
                attempts += [(size, room.w, False), (size, room.w, True)]
                size -= 0.5
        for size, width, brief in attempts:
            font = QFont(full)
            font.setPointSizeF(size)
            panel.set_text_font(font)
            panel.set_compact(width)
            panel.set_brief(brief)
            fitted = panel.fitted_size(room.w)
            if fitted.width() <= room.w and fitted.height() <= room.h:
                return fitted
        return None

    def _place_panel(self) -> bool:
        """Put the declaration panel where it fits: in the middle of the table, over the
        empty trick's row; else on the left between the stock and the hand, which keeps
        its width; else in the bottom-left corner with the hand keeping clear of it; and
        the captions clear of it. Once moved down it stays there until it hides or the
        table's size changes, though it becomes short enough to go back up. True when the
        hand has to move for that."""
        lay = self._layout
        reserve, hand_reserve, top = 0.0, 0.0, lay.height
        # (Shown, not visible: a table not on screen yet, as What if… builds its own
        # before it opens, left the panel unplaced, over the stock in a corner.)
        if self.panel.isHidden():
            self._panel_place = None
        else:
            state = self._state
            trick_free = state is None or not state.trick
            middle = lay.panel_room()
            fitted = None
            if trick_free and self._panel_place in (None, "middle"):
                fitted = self._fit_panel(middle, narrow=False)
            if fitted is not None:
                self._panel_place = "middle"
                # (No narrower than a fifth of the table: a short panel looks cramped.)
                width = round(min(max(fitted.width(), lay.width * 0.2), middle.w))
                height = self.panel.heightForWidth(width)
                region = lay.panel_region(
                    width, height if height > 0 else fitted.height(), "middle"
                )
            else:
                if self._panel_place != "corner":
                    melds = len(state.melds[self._human]) if state is not None else 0
                    fitted = self._fit_panel(lay.above_hand_room(melds), narrow=True)
                self._panel_place = "corner" if fitted is None else "above hand"
                if fitted is None:
                    cards = len(state.hands[self._human]) if state is not None else 0
                    room = lay.corner_room(cards)
                    fitted = self._fit_panel(room, narrow=True) or self.panel.fitted_size(room.w)
                region = lay.panel_region(fitted.width(), fitted.height(), self._panel_place)
                if self._panel_place == "corner":
                    reserve = hand_reserve = region.right + lay.margin * 0.5
                else:  # (a caption's bubble beside it reaches a few pixels left of its text)
                    reserve = region.right + lay.margin
                top = region.y
            self.panel.setGeometry(
                round(region.x), round(region.y), round(region.w), round(region.h)
            )
        moved = (reserve, hand_reserve, top) != (
            lay.reserve_left,
            lay.hand_reserve_left,
            lay.reserve_top,
        )
        lay.reserve_left = reserve
        lay.hand_reserve_left = hand_reserve
        lay.reserve_top = top
        self._place_captions()
        return (
            moved and self._state is not None and lay.poses(self._state, self._human) != self._poses
        )

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
