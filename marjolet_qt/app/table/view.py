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

# ruff: noqa: N802, N815

from __future__ import annotations

import random

from PySide6.QtCore import (
    QAbstractAnimation,
    QEvent,
    QLocale,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from marjolet_qt.app import texts
from marjolet_qt.app.animation import AnimationQueue
from marjolet_qt.app.declaration_panel import SUIT_SYMBOLS, DeclarationPanel
from marjolet_qt.app.model import GameModel
from marjolet_qt.engine.actions import EXCHANGE, Action, ActionKind, play
from marjolet_qt.engine.round import Stage

from .cards import CardArt, CardItem, card_key
from .items import Bubble, Label, Nameplate
from .layout import Pose, Region, TableLayout
from .motion import Move, MoveAnimation, apply_pose
from .state import TableState

# Step durations at "normal" speed, in milliseconds.
PLAY_MS = 300
HOLD_TRICK_MS = 650
# The round's last trick stays longer, to be seen before the summary (a click ends it).
HOLD_LAST_TRICK_MS = 1800
COLLECT_MS = 380
DRAW_MS = 340
DRAW_STAGGER_MS = 140
DEAL_MS = 320
DEAL_STAGGER_MS = 70
MELD_MS = 380
HOLD_MELD_MS = 500
EXCHANGE_MS = 420
HOLD_SHOW_MS = 700  # a 7 shown moves nothing: a pause to read the caption instead
GATHER_MS = 420
THINKING_DELAY_MS = 300


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


def _rectf(region: Region) -> QRectF:
    """A layout region as Qt's rectangle (the layout itself knows nothing of Qt)."""
    return QRectF(region.x, region.y, region.w, region.h)


def _round_done(state: TableState) -> bool:
    """Whether the table shows a finished round: every card played and gathered."""
    return (
        state.dealt
        and not any(state.hands)
        and not any(state.melds)
        and not state.trick
        and not state.stock
        and state.upcard < 0
    )


class TableView(QGraphicsView):
    """The table widget. ``settled`` fires whenever it has caught up with the model."""

    settled = Signal()
    lastTrickRequested = Signal()
    # A frame was painted (the GUI benchmark counts them).
    framePainted = Signal()

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
        self._items: dict[int, CardItem] = {}
        self._poses: dict[int, Pose] = {}
        self._layout = TableLayout(800, 600)
        self._state: TableState | None = None  # what is on screen (end of current step)
        self._tail: TableState | None = None  # what the last queued step will show
        self._focus_card: int | None = None
        self._hover_meld = 0
        #: Cards a hint points at (highlighted until the hint is withdrawn).
        self._hint_mask = 0
        self._hint_action: Action | None = None  # the hinted action (Enter takes it)
        self._holding_last = False  # the round's last trick is held up to be seen
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

    # --- model --------------------------------------------------------------------------

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

    def _scores(self) -> tuple[tuple[int, int], tuple[int, int]]:
        state = self._model.round
        match = self._model.match
        totals = match.totals
        if match.booked:  # the finished round is already in the totals
            totals = (totals[0] - state.score(0), totals[1] - state.score(1))
        return (state.score(0), state.score(1)), totals

    def _push(self, state: TableState, kind: str, **extra: object) -> None:
        self._tail = state
        if self.panel.hide_if_stale():
            # The human just ended the declarations: the hand closes up with this move.
            self._place_panel()
        self.queue.enqueue(lambda factor: self._step(state, kind, factor, extra), kind)

    def _rebuild(self) -> None:
        """Catch up with the model at once (new game, undo)."""
        self.stop()  # the old state is gone: nothing to settle while the queue empties
        self._caption.hide_now()
        scores, totals = self._scores()
        state = TableState.of_round(self._model.round, totals).with_scores(scores, totals)
        self._ensure_items(state.deck_size)
        self._tail = state
        self._show_now(state)
        self._settle()

    def _on_round_started(self) -> None:
        self.queue.finish_all()
        self._caption.hide_now()
        self._toast.hide_now()
        scores, totals = self._scores()
        dealt = TableState.of_round(self._model.round, totals).with_scores(scores, totals)
        self._ensure_items(dealt.deck_size)
        undealt = TableState.of_round(self._model.round, totals, dealt=False)
        self._push(undealt.with_scores((0, 0), totals), "pack")
        self._push(dealt, "deal")
        self._after_event()

    def _on_card_played(self, player: int, card: int) -> None:
        if self._tail is None:
            return
        self._push(self._tail.played(player, card), "play")

    def _on_trick_won(self, winner: int, trick: object) -> None:
        if self._tail is None:
            return
        scores, totals = self._scores()
        last = self._model.round.is_over()
        self._push(self._tail.trick_won(winner).with_scores(scores, totals), "collect", last=last)

    def _on_meld(self, player: int, event: object) -> None:
        if self._tail is None:
            return
        scores, totals = self._scores()
        caption = texts.meld_caption(event.key, event.points)  # type: ignore[attr-defined]
        state = self._tail.melded(player, event.cards).with_scores(scores, totals)  # type: ignore[attr-defined]
        self._push(state, "meld", caption=caption, player=player)

    def _on_exchange(self, player: int, seven: int, upcard: int) -> None:
        if self._tail is None:
            return
        scores, totals = self._scores()
        state = self._tail.exchanged(player, seven, upcard).with_scores(scores, totals)
        self._push(state, "exchange", caption=self.tr("7 of trumps exchanged"), player=player)

    def _on_seven_shown(self, player: int, seven: int) -> None:
        """Nothing moves: the 7 stays in hand, the other lies as the upcard. The caption
        says what scored."""
        if self._tail is None:
            return
        scores, totals = self._scores()
        state = self._tail.with_scores(scores, totals)
        self._push(state, "show", caption=self.tr("7 of trumps shown"), player=player)

    def _on_drawn(self, draws: list[tuple[int, int]]) -> None:
        if self._tail is None:
            return
        scores, totals = self._scores()
        self._push(self._tail.drawn(draws).with_scores(scores, totals), "draw")

    def _on_upcard_taken(self, player: int, card: int) -> None:
        if self._tail is None:
            return
        self._push(self._tail.gathered(), "gather")

    def _on_round_over(self, result: object) -> None:
        if self._tail is None:
            return
        scores, totals = self._scores()
        self._push(self._tail.with_scores(scores, totals), "scores")
        self._after_event()

    def _after_event(self, *_: object) -> None:
        if not self.queue.busy:
            self._settle()

    # --- steps ----------------------------------------------------------------------------

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

    def _show_now(self, state: TableState) -> None:
        self._state = state
        poses = self._layout.poses(state, self._human)
        for card, pose in poses.items():
            item = self._items.get(card)
            if item is not None:
                apply_pose(item, pose)
        self._poses = poses
        self._update_labels(state)

    def _step(
        self, state: TableState, kind: str, factor: float, extra: dict[str, object]
    ) -> QAbstractAnimation | None:
        self._holding_last = False
        caption = extra.get("caption")
        if isinstance(caption, str):
            player = int(extra.get("player", 0))  # type: ignore[arg-type]
            self._show_caption(caption, player)
        if factor <= 0.0 or kind == "pack" or self._state is None:
            self._show_now(state)
            return None
        previous = self._poses
        poses = self._layout.poses(state, self._human)
        moves: list[Move] = []
        hold = 0
        deal_order: dict[int, int] = {}
        if kind == "deal":
            deal = self._model.round.deal
            first = 1 - deal.dealer
            order: list[int] = []
            for i in range(max(len(h) for h in deal.hands)):
                for player in (first, 1 - first):
                    if i < len(deal.hands[player]):
                        order.append(int(deal.hands[player][i]))
            order.append(int(deal.upcard))
            deal_order = {card: i for i, card in enumerate(order)}
        elif kind == "collect":
            last = bool(extra.get("last"))
            hold = int((HOLD_LAST_TRICK_MS if last else HOLD_TRICK_MS) * factor)
            self._holding_last = last
        elif kind == "meld":
            hold = 0
        duration = {
            "play": PLAY_MS,
            "collect": COLLECT_MS,
            "draw": DRAW_MS,
            "deal": DEAL_MS,
            "meld": MELD_MS,
            "exchange": EXCHANGE_MS,
            "gather": GATHER_MS,
        }.get(kind, PLAY_MS)
        draw_index = 0
        for card, end in poses.items():
            start = previous.get(card)
            item = self._items.get(card)
            if item is None:
                continue
            if start is None:
                apply_pose(item, end)
                continue
            if start == end:
                continue
            delay = 0
            if kind == "deal" and card in deal_order:
                delay = deal_order[card] * DEAL_STAGGER_MS
            elif (
                kind == "draw"
                and state.zone_of(card).startswith("hand")
                and (self._state.zone_of(card) in ("stock", "upcard"))
            ):
                delay = draw_index * DRAW_STAGGER_MS
                draw_index += 1
            moves.append(Move(item, start, end, int(delay * factor), int(duration * factor)))
        self._state = state
        self._poses = poses
        self._update_labels(state)
        if not moves:
            if kind == "show":  # before the next move replaces the caption
                return MoveAnimation([], int(HOLD_SHOW_MS * factor))
            return None
        tail_hold = int(HOLD_MELD_MS * factor) if kind == "meld" else 0
        animation = MoveAnimation(moves, hold)
        if tail_hold:
            animation.setDuration(animation.duration() + tail_hold)
            animation.setEndValue(float(animation.duration()))

        if kind == "deal":
            # The upcard is dealt last: trumps are named once it lies turned (#14).
            self._labels["stock"].set_text("")

        def land() -> None:
            for move in moves:
                apply_pose(move.item, move.end)
            if kind == "deal" and self._state is state:
                self._update_labels(state)

        animation.finished.connect(land)
        return animation

    # --- settling ------------------------------------------------------------------------

    def _on_busy_changed(self, busy: bool) -> None:
        if not busy:
            self._holding_last = False
            self._settle()

    def _settle(self) -> None:
        """The table shows the model's state: light what the human may do now."""
        if self.queue.busy or self._state is None:
            return
        model = self._model
        state = self._state
        round_state = model.round
        human = self._human
        my_turn = model.is_human_turn() and round_state.stage in (Stage.LEAD, Stage.FOLLOW)
        playable = round_state.playable_mask() if my_turn else 0
        mine = set(state.hands[human]) | set(state.melds[human])
        restricted = my_turn and playable != round_state.hands[human]
        if self._focus_card is not None and (self._focus_card not in mine or not my_turn):
            self._focus_card = None
        legal = model.human_legal_actions()
        may_exchange = EXCHANGE in legal
        for card, item in self._items.items():
            if card in mine:
                can = my_turn and bool(playable >> card & 1)
                item.set_look(
                    interactive=my_turn,
                    playable=self._highlight and restricted and can,
                    dimmed=self._highlight and restricted and not can,
                    focused=card == self._focus_card
                    or bool((self._hover_meld | self._hint_mask) >> card & 1),
                    lifts=can,
                )
                item.setToolTip(texts.card_name(card))
            elif card == state.upcard and state.dealt:
                item.set_look(interactive=may_exchange, playable=may_exchange)
                if not may_exchange:
                    tip = self.tr("The upcard: {card} (trumps)").format(card=texts.card_name(card))
                elif round_state.exchange_shows:
                    tip = self.tr("Click to show your 7 of trumps (you keep it)")
                else:
                    tip = self.tr("Click to exchange your 7 of trumps for this card")
                item.setToolTip(tip)
            else:
                item.set_look()
                face_up = self._poses.get(card, Pose(0, 0)).face_up
                item.setToolTip(texts.card_name(card) if face_up else "")
        self.panel.refresh()
        if self._place_panel():
            self._push(state, "layout")  # the hand makes room for the panel
            if self.queue.busy:
                return  # settling resumes when it has
        self._update_accessibility(state, my_turn)
        self._show_turn()
        self.settled.emit()

    def _update_accessibility(self, state: TableState, my_turn: bool) -> None:
        names = ", ".join(texts.card_name(c) for c in self.human_cards())
        self.setAccessibleDescription(self.tr("Your cards: {cards}").format(cards=names))

    # --- labels, captions -----------------------------------------------------------------

    def _update_labels(self, state: TableState) -> None:
        lay = self._layout
        self._caption.set_pixel_size(lay.text_px * 1.15)
        self._toast.set_pixel_size(lay.text_px * 1.1)
        stock = self._labels["stock"]
        if _round_done(state):  # nothing is played any more: no trumps, no "follow suit"
            stock.set_text("")
        elif state.dealt and (state.stock or state.upcard >= 0):
            text = self.tr("Stock: {count}").format(count=len(state.stock))
            stock.set_text(
                f"{text}\n"
                + self.tr("Trumps: {suit}").format(
                    suit=f"{SUIT_SYMBOLS[state.trump]} {texts.suit_name(state.trump)}"
                ),
                Qt.AlignmentFlag.AlignHCenter,
            )
        elif state.dealt:
            stock.set_text(
                self.tr("Trumps: {suit}").format(
                    suit=f"{SUIT_SYMBOLS[state.trump]} {texts.suit_name(state.trump)}"
                )
                + "\n"
                + self.tr("Follow suit now"),
                Qt.AlignmentFlag.AlignHCenter,
            )
        else:
            stock.set_text("")
        # Each text in its own region of the layout, its font shrunk to fit the width.
        region = lay.stock_label_region
        stock.fit(lay.text_px, region.w)
        stock.setPos(region.centre[0], region.y)
        names = (self.tr("You"), self.tr("Computer"))
        for player in (0, 1):
            who = names[0] if player == self._human else names[1]
            label = self._labels[f"name{player}"]
            # One score story (texts.game_total_text): the game total is the finished
            # rounds'; the round in progress is told apart until it is booked.
            if _round_done(state):
                score = texts.game_total_text(state.totals[player] + state.scores[player])
            else:
                score = (
                    texts.game_total_text(state.totals[player])
                    + "\n"
                    + texts.round_points_text(state.scores[player])
                )
            label.set_text(f"{who}\n{score}", Qt.AlignmentFlag.AlignHCenter)
            pile = self._labels[f"pile{player}"]
            tricks = len(state.won[player]) // 2
            pile.set_text(
                self.tr("Tricks: {count}").format(count=tricks) if state.dealt else "",
                Qt.AlignmentFlag.AlignHCenter,
            )
            # The right-hand column: each player's nameplate, trick count and pile.
            seat = 0 if player == self._human else 1
            if isinstance(label, Nameplate):
                label.place(_rectf(lay.nameplate_regions[seat]), lay.text_px)
            count = lay.pile_label_regions[seat]
            pile.fit(lay.text_px, count.w)
            pile.setPos(count.centre[0], count.y)
        thinking = self._labels["thinking"]
        region = lay.thinking_region
        thinking.fit(lay.text_px, region.w)
        thinking.setPos(region.centre[0], region.y)

    def _show_caption(self, text: str, player: int) -> None:
        # Every caption reads in the banner's row, between the trick and the human's melds.
        lay = self._layout
        self._caption.show_text(text, _rectf(lay.banner_region), centre_x=lay.centre_x)

    def show_hint(self, text: str, cards: int, action: Action | None = None) -> None:
        """A hint: a caption over the player's cards, and the cards it names lit up. A
        hinted card takes the keyboard focus, so that Enter plays it (#14)."""
        self._hint_mask = cards
        self._hint_action = action
        if cards and cards & (cards - 1) == 0 and cards.bit_length() - 1 in self.human_cards():
            self._focus_card = cards.bit_length() - 1
        lay = self._layout
        self._caption.show_text(
            text, _rectf(lay.banner_region), seconds=12.0, centre_x=lay.centre_x
        )
        self._settle()

    def clear_hint(self) -> None:
        """Withdraw a hint (the player moved, undid, or a new game began)."""
        self._hint_action = None
        if self._hint_mask:
            self._hint_mask = 0
            self._caption.hide_now()
            self._settle()

    @property
    def hint_cards(self) -> int:
        return self._hint_mask

    def show_refusal(self, message: str) -> None:
        lay = self._layout
        self._toast.show_text(
            message, _rectf(lay.banner_region), seconds=3.0, centre_x=lay.centre_x
        )

    @property
    def stock_label_text(self) -> str:
        return self._labels["stock"].text

    @property
    def caption_text(self) -> str:
        return self._caption.text

    @property
    def refusal_text(self) -> str:
        return self._toast.text

    def _on_thinking_started(self) -> None:
        self._thinking_delay.start(THINKING_DELAY_MS)
        if not self.queue.busy:
            self._show_turn()

    def _show_turn(self) -> None:
        """Light the nameplate of the side to move, none once the round is over: whose
        turn it is shows on the table itself, not only in the status bar (#14)."""
        state = self._model.round
        mover = None if state.is_over() else state.to_move
        for player in (0, 1):
            plate = self._labels[f"name{player}"]
            if isinstance(plate, Nameplate):
                plate.set_active(player == mover)

    @property
    def side_to_move_shown(self) -> int | None:
        """The seat whose nameplate is lit (for tests), None when neither is."""
        for player in (0, 1):
            plate = self._labels[f"name{player}"]
            if isinstance(plate, Nameplate) and plate.active:
                return player
        return None

    def _show_thinking(self) -> None:
        if not self._model.thinking:
            return
        self._thinking_dots = 0
        self._tick_thinking()
        self._thinking_timer.start()

    def _tick_thinking(self) -> None:
        self._thinking_dots = (self._thinking_dots + 1) % 4
        self._labels["thinking"].set_text(
            self.tr("thinking") + "." * self._thinking_dots + " " * (3 - self._thinking_dots),
            Qt.AlignmentFlag.AlignHCenter,
        )

    def _on_thinking_finished(self) -> None:
        self._thinking_delay.stop()
        self._thinking_timer.stop()
        self._labels["thinking"].set_text("")

    # --- input --------------------------------------------------------------------------

    def human_cards(self) -> list[int]:
        """The human's cards left to right as the keyboard walks them (melds first)."""
        if self._state is None:
            return []
        return self._layout.human_cards_in_order(self._state, self._human)

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

    def text_items(self) -> dict[str, Label | Bubble]:
        """The table's texts by name: ``stock``, ``name0``/``name1`` (nameplates, by
        seat), ``pile0``/``pile1``, ``thinking``, ``caption`` (hints, meld captions) and
        ``toast`` (refusals), for the layout tests and tools."""
        return {**self._labels, "caption": self._caption, "toast": self._toast}

    def card_item(self, card: int) -> CardItem:
        return self._items[card]

    def card_viewport_pos(self, card: int) -> QPointF:
        """Where to click to hit ``card`` (the visible part of it), in viewport pixels."""
        item = self._items[card]
        rect = item.card_rect()
        # The left third of a fanned card is the part never covered by its right neighbour.
        local = QPointF(rect.left() + rect.width() * 0.18, rect.center().y())
        return QPointF(self.mapFromScene(item.mapToScene(local)))

    def _on_card_clicked(self, card: int) -> None:
        self.activate_card(card)

    def _on_card_dropped(self, card: int, where: QPointF) -> None:
        """Drag to play: a card let go above the meld row is played; else it goes back."""
        item = self._items[card]
        here = self._poses.get(card)
        if here is not None:  # the next animation starts from where the card was dropped
            self._poses[card] = Pose(
                item.pos().x(), item.pos().y(), item.rotation(), here.z, here.face_up, here.scale
            )
        if where.y() < self._layout.human_meld_y:
            self.activate_card(card)
        state = self._state
        if here is not None and state is not None and state.holder_of(card) == self._human:
            # Not played (dropped short, or refused): back to its place.
            self._poses[card] = here
            apply_pose(item, here)

    def activate_card(self, card: int) -> None:
        """The human clicked ``card`` (or chose it with the keys)."""
        if self.queue.busy:
            self.queue.finish_all()
        if self._state is None:
            return
        zone = self._state.zone_of(card)
        human = self._human
        if zone in (f"hand{human}", f"meld{human}"):
            self._focus_card = None
            self._model.play_human(play(card))
        elif zone == "upcard" and EXCHANGE in self._model.human_legal_actions():
            self._model.play_human(EXCHANGE)
        elif zone.startswith("won") and self._state.last_trick:
            self.lastTrickRequested.emit()
        self._after_event()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click while the round's last trick is held up ends the wait (the summary
        comes next); any other click goes to the cards."""
        if self._holding_last and self.queue.busy:
            self._holding_last = False
            self.queue.finish_all()
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        model = self._model
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._move_focus(-1 if key == Qt.Key.Key_Left else 1)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.queue.busy:
                self.queue.finish_all()
            if model.is_human_turn() and model.round.stage == Stage.WINDOW:
                # The hinted choice if there is one (a meld, the 7), else Continue.
                button = self.panel.button_for_action(self._hint_action) or self.panel.button_for(
                    ActionKind.DONE
                )
                if button is not None:
                    button.click()
                return
            if self._focus_card is not None:
                self.activate_card(self._focus_card)
            return
        if key == Qt.Key.Key_Escape:
            self._focus_card = None
            self._settle()
            return
        super().keyPressEvent(event)

    def _move_focus(self, step: int) -> None:
        cards = self.human_cards()
        if not cards:
            return
        if self._focus_card in cards:
            index = (cards.index(self._focus_card) + step) % len(cards)
        else:
            playable = self._model.round.playable_mask() if self._model.is_human_turn() else 0
            choices = [i for i, c in enumerate(cards) if playable >> c & 1] or [0]
            index = choices[0] if step > 0 else choices[-1]
        card = cards[index]
        self._focus_card = card
        self._settle()
        # _settle drops the focus when no card may be played now (the computer's turn, a
        # declaration window): the keys then have nothing to point at (issue #13, item 8).
        if self._focus_card == card:
            self.setAccessibleDescription(texts.card_name(card))

    @property
    def focus_card(self) -> int | None:
        return self._focus_card

    def _on_meld_hovered(self, mask: int) -> None:
        self._hover_meld = mask
        if not self.queue.busy:
            for card in self.human_cards():
                item = self._items[card]
                item.set_look(
                    interactive=item.is_interactive,
                    dimmed=item.is_dimmed,
                    focused=card == self._focus_card or bool(mask >> card & 1),
                    lifts=item.lifts,
                )

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
            # Each button: the panel's style sheet keeps them from inheriting its font.
            for button in self.panel.buttons:
                button.setFont(font)
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
            self._fit_panel_font(lay.panel_room().w)
            hint = self.panel.sizeHint()
            trick_free = self._state is None or not self._state.trick
            region = lay.panel_region(max(hint.width(), lay.width * 0.2), hint.height(), trick_free)
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

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
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

    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:
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

    @property
    def state(self) -> TableState | None:
        return self._state
