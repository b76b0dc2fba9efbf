"""Replaying a finished round step by step, both hands open, with the scores as they were.

The engine replays the record (:func:`~marjolet_qt.engine.records.from_record` checks it,
then the round is rebuilt action by action): no second copy of the rules lives here.
Left and Right step through the actions, Home and End jump to either end.
"""

# Qt signals are named in Qt's camelCase.
# ruff: noqa: N802, N815

from __future__ import annotations

import inspect
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPen,
    QPixmap,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from marjolet_qt.app import texts
from marjolet_qt.app.reason_text import action_text
from marjolet_qt.app.screen_fit import fit_to_screen
from marjolet_qt.engine.cards import iter_cards
from marjolet_qt.engine.records import from_record
from marjolet_qt.engine.round import RoundState

from ..table.layout import hand_order
from .buttons import close_by_default

#: The cards' size at the board's base scale (the art's proportions, 240 × 336).
CARD_W, CARD_H = 72, 101
#: The smallest and largest card heights the board draws: below the least, index corners
#: grow hard to read; above the most, a big window would only spread the board apart.
MIN_CARD_H, MAX_CARD_H = 56, 176
#: Between cards side by side (at the least), between a row of cards and the next block
#: of the board, between a line of text and its cards, and between the trick's column and
#: the upcard's.
CARD_GAP, ROW_GAP, LINE_GAP, GUTTER = 4, 10, 2, 16
#: Pixels added to a text's measured width (see :meth:`RoundBoard._middle`).
TEXT_SLACK = 4
#: The frame of a marked card (the card played, a melded card).
HIGHLIGHT = "#f2c230"
#: The least part of a card's width still seen in a fanned row (its index corner).
FAN = 0.36
#: The replay's list of actions: its least width, and the most it asks for.
LIST_MIN_WIDTH, LIST_WIDTH = 180, 460
#: The most of the dialog's width (in percent) the list takes while it is short of room.
LIST_SHARE = 36
#: Most cards a hand is expected to hold in the board's minimum size: a longer hand
#: (custom rules) is fanned tighter rather than asking for a wider window.
HINT_CARDS = 12

translate = QCoreApplication.translate


def card_width(height: int) -> int:
    """The width of a card ``height`` pixels tall, in the art's proportions."""
    return max(1, round(height * CARD_W / CARD_H))


def fanned_width(count: int, width: int) -> int:
    """The least width of a row of ``count`` cards ``width`` wide, fanned as tightly as
    :data:`FAN` allows."""
    if count <= 0:
        return 0
    return width + round((count - 1) * width * FAN)


def card_gap(width: int) -> int:
    """The gap between cards ``width`` wide side by side (growing with them, so that big
    cards do not look glued together)."""
    return max(CARD_GAP, width // 16)


def natural_width(count: int, width: int) -> int:
    """The width of ``count`` cards ``width`` wide side by side."""
    if count <= 0:
        return 0
    return count * width + (count - 1) * card_gap(width)


def trick_caption(*, led: bool, yours: bool, number: int = 0) -> str:
    """The caption over the board's trick: who led the card on the table (``led``), or
    who took the last trick, trick ``number``. One statement for the board and for the
    room it keeps for the longest of them."""
    if led:
        if yours:
            return translate("ReplayDialog", "You led:")
        return translate("ReplayDialog", "The computer led:")
    if yours:
        return translate("ReplayDialog", "Trick {number}, taken by you:").format(number=number)
    return translate("ReplayDialog", "Trick {number}, taken by the computer:").format(number=number)


def replay_states(record: dict[str, Any]) -> tuple[list[RoundState], list[int]]:
    """The round after 0, 1, ... n actions of ``record`` and who took each action.

    Raises :class:`~marjolet_qt.engine.records.RecordError` for a bad record."""
    final = from_record(record)  # checks everything, names the first problem
    state = RoundState(final.rules, final.deal)
    states = [state.clone()]
    actors = []
    for action in final.history:
        actors.append(state.to_move)
        state.apply_unchecked(action)
        states.append(state.clone())
    return states, actors


class Middle(NamedTuple):
    """The board's middle row: its captions' places relative to the top left of the band
    they share, and where the upcard's column starts."""

    #: The width of the board's content (the hands', or the middle row's when wider).
    content: int
    #: Where the upcard's column starts.
    right: int
    trick: QRect
    stock: QRect
    #: The height of the captions' band.
    band: int


class CardRow(QWidget):
    """A row of card faces (or their names when no artwork is at hand) at the size the
    board gives it: side by side when the row is wide enough, else fanned as a hand is
    held (each card over the one before it, the index corners left in view), so that a
    small window shrinks the row rather than spilling it over its neighbours."""

    def __init__(self, table: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._table = table
        self._labels: list[QLabel] = []
        self._highlight = 0
        self._card = QSize(CARD_W, CARD_H)
        self.cards: list[int] = []

    @property
    def card_size(self) -> QSize:
        return QSize(self._card)

    def set_card_size(self, size: QSize) -> None:
        """Draw the cards ``size`` large (the board's choice for its own size)."""
        if size == self._card:
            return
        self._card = QSize(size)
        for label, card in zip(self._labels, self.cards, strict=True):
            self._dress(label, card)
        self._place()

    def set_cards(self, cards: list[int], highlight: int = 0) -> None:
        if cards == self.cards and highlight == self._highlight:
            return
        self.cards = list(cards)
        self._highlight = highlight
        while len(self._labels) > len(cards):
            gone = self._labels.pop()
            gone.hide()
            gone.deleteLater()
        while len(self._labels) < len(cards):
            label = QLabel(self)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.show()
            self._labels.append(label)
        for label, card in zip(self._labels, cards, strict=True):
            name = texts.card_name(card)
            label.setToolTip(name)
            label.setAccessibleName(name)
            self._dress(label, card)
        self._place()

    def _dress(self, label: QLabel, card: int) -> None:
        marked = bool(self._highlight >> card & 1)
        if self._table is None:  # no art (tests, tools): the card's name on a plain face
            label.setText(texts.card_name(card))
            label.setWordWrap(True)
            border = f"3px solid {HIGHLIGHT}" if marked else "1px solid #5a5a5a"
            label.setStyleSheet(
                f"background: #fdfaf2; color: #1a1a1a; border: {border}; border-radius: 5px;"
            )
            return
        label.setPixmap(self._face(card, marked))

    def _face(self, card: int, marked: bool) -> QPixmap:
        """The card's face at the row's size, framed when ``marked``: the frame is drawn
        on the face (not around the label) so that a marked card keeps its size in a
        fanned row."""
        dpr = self.devicePixelRatioF()
        width, height = round(self._card.width() * dpr), round(self._card.height() * dpr)
        # A copy: the art keeps its faces in a cache that the frame must not reach.
        face = QPixmap(self._table.card_pixmap(card, width, height)).copy()
        if marked:
            painter = QPainter(face)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            pen = QPen(QColor(HIGHLIGHT), 3 * dpr)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = 1.5 * dpr
            painter.drawRoundedRect(
                QRectF(inset, inset, width - 2 * inset, height - 2 * inset), 5 * dpr, 5 * dpr
            )
            painter.end()
        face.setDevicePixelRatio(dpr)
        return face

    def step(self) -> float:
        """From one card's left edge to the next one's: the cards side by side when the
        row is wide enough, else as close as its width asks."""
        count, width = len(self.cards), self._card.width()
        if count <= 1:
            return 0.0
        natural = float(width + card_gap(width))
        return max(0.0, min(natural, (self.width() - width) / (count - 1)))

    def _place(self) -> None:
        step = self.step()
        for index, label in enumerate(self._labels):
            label.setGeometry(round(index * step), 0, self._card.width(), self._card.height())
            label.raise_()

    def card_rects(self) -> list[QRect]:
        """Where the cards are, in the row's coordinates (for tests and tools)."""
        return [label.geometry() for label in self._labels]

    def sizeHint(self) -> QSize:
        return QSize(natural_width(len(self.cards), self._card.width()), self._card.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()


class RoundBoard(QWidget):
    """A position of a round, compactly: both hands (the computer's may stay hidden), the
    card led or the trick just taken, the upcard, the stock and the scores. The replay
    viewer steps through it; the review (#18) shows each decision's position on it.

    It lays itself out (no QLayout): its three rows of cards share one card size, chosen
    from the room it has (between :data:`MIN_CARD_H` and :data:`MAX_CARD_H`), so that
    no row overlaps another or a caption however small the window, and a big window does
    not spread it apart; what room is left over stays below it, and on both sides.

    Its texts keep the replay viewer's translation context (they were born there)."""

    def __init__(self, table: Any, human_seat: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._human = human_seat
        self.top_name = QLabel(self)
        self.top_hand = CardRow(table, self)
        self.trick_caption = QLabel(self)
        self.trick_row = CardRow(table, self)
        self.upcard_row = CardRow(table, self)
        self.stock_label = QLabel(self)
        self.bottom_hand = CardRow(table, self)
        self.bottom_name = QLabel(self)
        self.score_label = QLabel(self)
        bold = self.score_label.font()
        bold.setBold(True)
        for label in (self.top_name, self.bottom_name, self.score_label):
            label.setFont(bold)
        bottom_left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom
        for label in (self.trick_caption, self.stock_label, self.score_label):
            label.setWordWrap(True)
        # Each caption sits on its cards, however many lines the other one takes.
        self.trick_caption.setAlignment(bottom_left)
        self.stock_label.setAlignment(bottom_left)
        self._hand_size = 6
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    # --- the layout ----------------------------------------------------------------------

    @property
    def card_size(self) -> QSize:
        """The size the cards are drawn at (the same in every row)."""
        return self.bottom_hand.card_size

    @property
    def card_rows(self) -> tuple[CardRow, ...]:
        return (self.top_hand, self.trick_row, self.upcard_row, self.bottom_hand)

    @property
    def captions(self) -> tuple[QLabel, ...]:
        return (
            self.top_name,
            self.trick_caption,
            self.stock_label,
            self.bottom_name,
            self.score_label,
        )

    def _hint_cards(self) -> int:
        """The longest hand the minimum size is made for (see :data:`HINT_CARDS`)."""
        longest = max(len(self.top_hand.cards), len(self.bottom_hand.cards), self._hand_size)
        return min(longest, HINT_CARDS)

    def _trick_captions(self) -> list[str]:
        """The trick's caption in each of its forms, with a two-digit trick: the middle row
        is laid out for the longest, so that it keeps its place while the replay steps."""
        return [
            trick_caption(led=led, yours=yours, number=88)
            for led in (True, False)
            for yours in (True, False)
        ]

    @staticmethod
    def _text_height(label: QLabel, width: int, candidates: list[str]) -> int:
        """The height ``label`` takes to show the tallest of ``candidates`` wrapped at
        ``width`` (one line at least; measured a little narrower, as the label lays it
        out)."""
        metrics = label.fontMetrics()
        bound = QRect(0, 0, max(width - TEXT_SLACK, 1), 100_000)
        wrap = int(Qt.TextFlag.TextWordWrap)
        tallest = max(
            (metrics.boundingRect(bound, wrap, text).height() for text in candidates if text),
            default=0,
        )
        return max(tallest, metrics.height())

    def _middle(self, card_w: int, width: int) -> Middle:
        """The middle row for cards ``card_w`` wide in ``width``: the trick (two cards) on
        the left, the upcard just right of it, each with its caption on it in one line
        while there is room; else the trick's caption wrapped over its two cards; else,
        in a narrow board, the stock's line wrapped over the upcard as well; else, the
        board narrower than the three cards, the stock's line and the trick's caption one
        above the other across it (the trick's on its cards). The trick's caption is
        measured in all its forms, so that the row keeps its place while the replay steps
        on."""
        pair = natural_width(2, card_w)
        captions = self._trick_captions()
        # (A few pixels more than the fonts say: a label lays its line out a little wider
        # than the metrics' whole pixels, and wraps it when they are short.)
        widest_trick = TEXT_SLACK + max(
            self.trick_caption.fontMetrics().horizontalAdvance(text) for text in captions
        )
        stock_text = self.stock_label.text()
        stock_w = TEXT_SLACK + self.stock_label.fontMetrics().horizontalAdvance(stock_text)
        one_line = max(card_w, stock_w)
        # As wide as a whole hand of the rules, however few cards are left: the board
        # is centred on its content, which shifted sideways as the hands emptied.
        longest = max(len(self.top_hand.cards), len(self.bottom_hand.cards), self._hand_size)
        hands = natural_width(longest, card_w)
        # On one line each; the trick's wrapped over its cards; then the stock's line
        # wrapped over the upcard too: above its own card, never read as the trick's.
        for right, upcard in (
            (max(pair, widest_trick) + GUTTER, one_line),
            (pair + GUTTER, one_line),
            (pair + GUTTER, card_w),
        ):
            if right + upcard <= width:
                content = min(width, max(hands, right + upcard))
                band = max(
                    self._text_height(self.trick_caption, right - GUTTER, captions),
                    self._text_height(self.stock_label, content - right, [stock_text]),
                )
                trick = QRect(0, 0, right - GUTTER, band)
                return Middle(content, right, trick, QRect(right, 0, content - right, band), band)
        right = max(0, min(pair + GUTTER, width - card_w))
        stock = self._text_height(self.stock_label, width, [stock_text])
        trick_h = self._text_height(self.trick_caption, width, captions)
        trick = QRect(0, stock, width, trick_h)
        return Middle(width, right, trick, QRect(0, 0, width, stock), stock + trick_h)

    def _fixed_height(self, card_w: int, width: int) -> int:
        """The height of everything but the three rows of cards."""
        middle = self._middle(card_w, width)
        names = self.top_name.fontMetrics().height()
        score = self._text_height(self.score_label, middle.content, [self.score_label.text()])
        return 2 * names + score + middle.band + 2 * ROW_GAP + 3 * LINE_GAP

    def _card_height(self, width: int, height: int) -> int:
        """The tallest cards that fit ``width`` × ``height``, no taller than
        :data:`MAX_CARD_H` (smaller than :data:`MIN_CARD_H` only below the minimum size)."""
        count = max(len(self.top_hand.cards), len(self.bottom_hand.cards), 1)
        by_hands = width / (1 + (count - 1) * FAN)
        # Three cards and a gutter (the gap between the trick's two grows with them).
        by_middle = (width - CARD_GAP - GUTTER) / (3 + 1 / 16)
        card_h = min(MAX_CARD_H, int(min(by_hands, by_middle) * CARD_H / CARD_W))
        for _ in range(3):  # the captions wrap differently as the cards shrink
            fitting = (height - self._fixed_height(card_width(card_h), width)) // 3
            if fitting >= card_h:
                break
            card_h = fitting
        return max(card_h, 8)

    def _arrange(self) -> None:
        width, height = self.width(), self.height()
        card_h = self._card_height(width, height)
        card_w = card_width(card_h)
        size = QSize(card_w, card_h)
        for row in self.card_rows:
            row.set_card_size(size)
        middle = self._middle(card_w, width)
        content = middle.content
        names = self.top_name.fontMetrics().height()
        score = self._text_height(self.score_label, content, [self.score_label.text()])
        used = 3 * card_h + 2 * names + score + middle.band + 2 * ROW_GAP + 3 * LINE_GAP
        # What room is left over goes around the board, not inside it.
        x, y = (width - content) // 2, max(0, (height - used) // 2)
        self.top_name.setGeometry(x, y, content, names)
        y += names + LINE_GAP
        self.top_hand.setGeometry(x, y, content, card_h)
        y += card_h + ROW_GAP
        self.trick_caption.setGeometry(middle.trick.translated(x, y))
        self.stock_label.setGeometry(middle.stock.translated(x, y))
        y += middle.band + LINE_GAP
        self.trick_row.setGeometry(x, y, natural_width(2, card_w), card_h)
        self.upcard_row.setGeometry(x + middle.right, y, card_w, card_h)
        y += card_h + ROW_GAP
        self.bottom_hand.setGeometry(x, y, content, card_h)
        y += card_h + LINE_GAP
        self.bottom_name.setGeometry(x, y, content, names)
        y += names
        self.score_label.setGeometry(x, y, content, score)

    def _size_for(self, card_h: int, width: int | None = None) -> QSize:
        """The board's size with cards ``card_h`` tall, ``width`` wide (by default, the
        least width they fit: the longest hand fanned, the middle row's three cards)."""
        card_w = card_width(card_h)
        count = self._hint_cards()
        if width is None:
            width = max(fanned_width(count, card_w), natural_width(3, card_w) + GUTTER)
        return QSize(width, 3 * card_h + self._fixed_height(card_w, width))

    def sizeHint(self) -> QSize:
        """The cards at their base size, side by side: what the dialogs open with when
        the screen has room."""
        card_w = card_width(CARD_H)
        content = self._middle(card_w, 100_000).content
        width = max(content, natural_width(self._hint_cards(), card_w))
        return self._size_for(CARD_H, width)

    def minimumSizeHint(self) -> QSize:
        """The smallest cards still read, the hands fanned: a dialog cannot be made so
        small that its board's rows run into each other."""
        return self._size_for(MIN_CARD_H)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()

    def show_state(
        self,
        state: RoundState,
        *,
        last_trick: bool = False,
        hide_computer: bool = False,
        highlight: tuple[int, int] | None = None,
    ) -> None:
        """Show ``state``; ``last_trick``: the trick just taken when none is led;
        ``highlight``: the cards to mark in each seat's hand (by default, the melded);
        ``hide_computer``: of the computer's hand, only what lies face up on the table
        (its melds), as the player saw it (a review of the round in progress showed an
        empty hand beside a score that counted its marriage)."""
        human, computer = self._human, 1 - self._human
        marks = highlight if highlight is not None else state.exposed
        self.top_name.setText(translate("ReplayDialog", "Computer"))
        self.bottom_name.setText(translate("ReplayDialog", "You"))
        top = _hand(state, computer)
        if hide_computer:
            top = [card for card in top if state.exposed[computer] >> card & 1]
        self.top_hand.set_cards(top, marks[computer])
        self.bottom_hand.set_cards(_hand(state, human), marks[human])
        trick: list[int] = []
        caption = ""
        if state.lead_card >= 0:
            trick = [int(state.lead_card)]
            caption = trick_caption(led=True, yours=state.leader == human)
        elif state.tricks and last_trick:
            last = state.tricks[-1]
            trick = [int(last.lead), int(last.follow)]
            caption = trick_caption(led=False, yours=last.winner == human, number=len(state.tricks))
        self.trick_row.set_cards(trick)
        self.trick_caption.setText(caption)
        self.upcard_row.set_cards([int(state.upcard)] if state.upcard >= 0 else [])
        count = state.stock_count
        stock = translate("ReplayDialog", "Trumps: {suit}. Stock: %n card(s).", None, count)
        self.stock_label.setText(
            texts.english_plural(stock, count).format(suit=texts.suit_name(state.trump))
        )
        self.score_label.setText(
            translate("ReplayDialog", "You {you} — Computer {them}").format(
                you=state.score(human), them=state.score(computer)
            )
        )
        if state.rules.hand_size != self._hand_size:
            self._hand_size = state.rules.hand_size
            self.updateGeometry()
        self._arrange()


class SharingSplitter(QSplitter):
    """A side-by-side splitter that shares its width by a rule until the player moves
    its handle (from then on, as Qt's splitter does): stretch factors alone cannot say
    "the list as wide as it asks while the board keeps a fair share, else the list at
    its least", which a small window needs.

    ``share`` gives the first pane's width for the width the two panes have. A method of
    the dialog is held weakly: held strongly, it would tie the dialog and its splitter in
    a reference cycle, and the dialog would be deleted by Python's cycle collector,
    whenever and in whichever thread it next runs, rather than when it is let go (a
    dialog deleted so, in the middle of building another, crashed the tests)."""

    def __init__(self, share: Callable[[int], int], parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self._share: Callable[[], Callable[[int], int] | None] = (
            weakref.WeakMethod(share) if inspect.ismethod(share) else lambda: share
        )
        self.setChildrenCollapsible(False)
        #: Whether the player moved the handle (the rule then no longer applies).
        self.moved_by_hand = False
        self.splitterMoved.connect(self._on_moved)

    def _on_moved(self, *_: object) -> None:
        self.moved_by_hand = True

    def reshare(self) -> None:
        """Share the width again by the rule (unless the player moved the handle)."""
        if self.moved_by_hand:
            return
        total = self.width() - self.handleWidth()
        first, second = self.widget(0), self.widget(1)
        if first is None or second is None:
            return
        least = first.minimumSizeHint().width()
        most = total - second.minimumSizeHint().width()
        share = self._share()
        if share is None:  # (the dialog is going)
            return
        width = max(least, min(share(total), most))
        self.setSizes([width, total - width])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.reshare()

    def event(self, event: QEvent) -> bool:
        # A pane that asks for another size (the review's list, once it holds longer
        # moves) is given it by the rule, as a resize would.
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self.reshare()
        return handled


class ActionList(QListWidget):
    """The replay's list of actions: as wide as its longest action while there is room
    (up to :data:`LIST_WIDTH`), narrower in a small window, an action then broken over
    two lines rather than cut short ("L’ordinateur entame avec le 9 de cœ…" said
    neither the card nor the suit); whole in its tooltip too."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)  # (wrapped anew at each width)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def _chrome(self) -> int:
        """The width of the frame and the vertical scroll bar around the items."""
        scroll_bar = self.style().pixelMetric(self.style().PixelMetric.PM_ScrollBarExtent)
        return 2 * self.frameWidth() + scroll_bar + 4

    def sizeHint(self) -> QSize:
        base = super().sizeHint()
        longest = self.sizeHintForColumn(0) if self.count() else 0
        width = min(LIST_WIDTH, max(longest + self._chrome(), LIST_MIN_WIDTH))
        return QSize(width, base.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(LIST_MIN_WIDTH, super().minimumSizeHint().height())


class ReplayDialog(QDialog):
    """A round's replay: Back / Forward through its actions, both hands face up."""

    exportRequested = Signal()
    playAgainRequested = Signal()
    #: "Review this round" and "What if…" from the action shown (#18).
    reviewRequested = Signal()
    whatIfRequested = Signal(int)  # the index of the action to play on from

    def __init__(
        self,
        record: dict[str, Any],
        table: Any = None,
        parent: QWidget | None = None,
        *,
        number: int | None = None,
        source: str = "",
        human_seat: int = 0,
    ) -> None:
        # Read first: a bad record raises before the dialog exists, so that no half-built
        # dialog stays behind as the window's child (a language change then reached it).
        states, actors = replay_states(record)
        super().__init__(parent)
        self.setObjectName("replayDialog")
        self.record = record
        self.states, self.actors = states, actors
        self.step = 0
        self._number = number
        self._source = source
        #: The file the round was read from (set by the window), when it is not one of
        #: the game's own rounds: a review of it is written back there (#18).
        self.source_path: Path | None = None
        self._human = human_seat

        self.board = RoundBoard(table, human_seat, self)
        self.top_hand = self.board.top_hand
        self.bottom_hand = self.board.bottom_hand
        self.score_label = self.board.score_label
        self.step_label = QLabel(self)
        self.actions_list = ActionList(self)
        self.actions_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.actions_list.currentRowChanged.connect(self._on_row)

        self.start_button = QPushButton(self)
        self.back_button = QPushButton(self)
        self.forward_button = QPushButton(self)
        self.end_button = QPushButton(self)
        self.start_button.clicked.connect(self.first)
        self.back_button.clicked.connect(self.back)
        self.forward_button.clicked.connect(self.forward)
        self.end_button.clicked.connect(self.last)
        self.export_button = QPushButton(self)
        self.export_button.clicked.connect(self.exportRequested)
        self.again_button = QPushButton(self)
        self.again_button.clicked.connect(self.playAgainRequested)
        self.review_button = QPushButton(self)
        self.review_button.setObjectName("review")
        self.review_button.clicked.connect(self.reviewRequested)
        self.what_if_button = QPushButton(self)
        self.what_if_button.setObjectName("whatIf")
        self.what_if_button.clicked.connect(self._ask_what_if)
        for button in (self.start_button, self.back_button, self.forward_button, self.end_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        steps = QHBoxLayout()
        for button in (self.start_button, self.back_button, self.forward_button, self.end_button):
            steps.addWidget(button)
        steps.addStretch(1)
        steps.addWidget(self.step_label)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.board, 1)
        left_layout.addLayout(steps)
        # The board takes what room the list leaves (the list keeps its preferred width
        # while there is room); the player may move the handle to read longer actions.
        body = SharingSplitter(self._board_share, self)
        body.addWidget(left)
        body.addWidget(self.actions_list)
        self.splitter = body
        buttons = QDialogButtonBox(self)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.what_if_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close_by_default(buttons)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(body, 1)
        layout.addWidget(buttons)

        for keys, slot in self._step_keys().items():
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)

        self.retranslate_ui()
        self.go(0)
        fit_to_screen(self, QSize(1060, 620))

    def _board_share(self, total: int) -> int:
        """The board's width out of ``total``: what the list leaves when it is as wide as
        its longest action, or a third of the width (at its least) in a small window."""
        hint = self.actions_list.sizeHint().width()
        least = self.actions_list.minimumSizeHint().width()
        return total - max(least, min(hint, total * LIST_SHARE // 100))

    def _step_keys(self) -> dict[Qt.Key, Callable[[], None]]:
        """The keys that step through the round (as shortcuts, and pressed on the dialog
        itself). Methods, not lambdas holding the dialog: those would tie it in a cycle."""
        return {
            Qt.Key.Key_Left: self.back,
            Qt.Key.Key_Right: self.forward,
            Qt.Key.Key_Home: self.first,
            Qt.Key.Key_End: self.last,
        }

    def keyPressEvent(self, event: QKeyEvent) -> None:
        slot = self._step_keys().get(Qt.Key(event.key()))
        if slot is None:
            super().keyPressEvent(event)
            return
        slot()
        event.accept()

    # --- stepping ------------------------------------------------------------------------

    @property
    def number(self) -> int | None:
        """The round's number in its game; None for a round read from a file."""
        return self._number

    @property
    def state(self) -> RoundState:
        return self.states[self.step]

    def go(self, step: int) -> None:
        self.step = max(0, min(step, len(self.states) - 1))
        self._show()

    def forward(self) -> None:
        self.go(self.step + 1)

    def back(self) -> None:
        self.go(self.step - 1)

    def first(self) -> None:
        self.go(0)

    def last(self) -> None:
        self.go(len(self.states) - 1)

    def _ask_what_if(self) -> None:
        self.whatIfRequested.emit(self.step)

    def _on_row(self, row: int) -> None:
        # Row 0 is "the deal", row k the position after k actions.
        if row >= 0 and row != self.step:
            self.go(row)

    def _show(self) -> None:
        self.board.show_state(self.state, last_trick=self._trick_just_taken())
        self.step_label.setText(
            self.tr("Step {step} of {steps}").format(step=self.step, steps=len(self.states) - 1)
        )
        self.actions_list.blockSignals(True)
        self.actions_list.setCurrentRow(self.step)
        self.actions_list.blockSignals(False)
        self.back_button.setEnabled(self.step > 0)
        self.start_button.setEnabled(self.step > 0)
        self.forward_button.setEnabled(self.step < len(self.states) - 1)
        self.end_button.setEnabled(self.step < len(self.states) - 1)
        self.what_if_button.setEnabled(self.step < len(self.states) - 1)

    def _trick_just_taken(self) -> bool:
        """Whether the last trick ended at this step or the window after it is open."""
        if self.step == 0:
            return False
        before = self.states[self.step - 1]
        return len(before.tricks) < len(self.state.tricks) or (
            before.lead_card < 0 and len(before.tricks) == len(self.state.tricks)
        )

    # --- text ------------------------------------------------------------------------------

    def _fill_actions(self) -> None:
        self.actions_list.clear()
        self.actions_list.addItem(QListWidgetItem(self.tr("The deal")))
        human = self._human
        for index, (before, actor) in enumerate(
            zip(self.states[:-1], self.actors, strict=True), start=1
        ):
            action = self.states[index].history[-1]
            # What happened, as a sentence: the player's moves in the words advice uses,
            # which after "You" tell what was done ("You play the 10 of hearts", "Vous
            # jouez…"); the computer's in the third person ("The computer exchanges its 7
            # of trumps"). "You: play the 10" read as an instruction.
            if actor == human:
                text = self.tr("{n}. You {action}").format(
                    n=index, action=action_text(action, before)
                )
            else:
                text = self.tr("{n}. The computer {action}").format(
                    n=index, action=action_text(action, before, computer=True)
                )
            item = QListWidgetItem(text)
            item.setToolTip(text)  # whole, when a narrow list cuts it short
            self.actions_list.addItem(item)

    def retranslate_ui(self) -> None:
        if self._number is not None:
            title = self.tr("Replay of round {number}").format(number=self._number)
        elif self._source:
            title = self.tr("Replay of {name}").format(name=self._source)
        else:
            title = self.tr("Replay of a round")
        self.setWindowTitle(title)
        self.start_button.setText(self.tr("◀◀ Start"))
        self.back_button.setText(self.tr("◀ Back"))
        self.forward_button.setText(self.tr("Forward ▶"))
        self.end_button.setText(self.tr("End ▶▶"))
        self.back_button.setToolTip(self.tr("One action back (Left arrow)"))
        self.forward_button.setToolTip(self.tr("One action forward (Right arrow)"))
        self.export_button.setText(self.tr("&Export…"))
        self.export_button.setToolTip(self.tr("Save this round as a record file (JSON)"))
        self.again_button.setText(self.tr("&Play this deal from the other seat"))
        self.again_button.setToolTip(
            self.tr("A new game with these cards, you in the computer's place")
        )
        self.review_button.setText(self.tr("Re&view"))
        self.review_button.setToolTip(
            self.tr("Every decision of this round graded by the points it cost")
        )
        self.what_if_button.setText(self.tr("&What if…"))
        self.what_if_button.setToolTip(
            self.tr("Play on from this point against the computer, the deal as it was")
        )
        self._fill_actions()
        if hasattr(self, "step"):
            self._show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def _hand(state: RoundState, player: int) -> list[int]:
    """A hand in the order the table shows it (the replay and the review showed it the
    other way round, weakest first, so a card was looked for in the wrong place)."""
    return hand_order(tuple(int(c) for c in iter_cards(state.hands[player])), state.trump)


class RoundChooser(QDialog):
    """Pick a finished round of the current game (or ask for a file) to replay."""

    fileRequested = Signal()

    def __init__(
        self, records: list[dict[str, Any]], parent: QWidget | None = None, allow_files: bool = True
    ) -> None:
        super().__init__(parent)
        self.setObjectName("roundChooser")
        self.records = records
        self.chosen: int | None = None
        self.list = QListWidget(self)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        self.empty_label = QLabel(self)
        self.empty_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.file_button = None
        if allow_files:
            self.file_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
            self.file_button.clicked.connect(self._from_file)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        if records:
            self.list.setCurrentRow(len(records) - 1)
        fit_to_screen(self, QSize(420, 320))

    def _from_file(self) -> None:
        self.reject()
        self.fileRequested.emit()

    def accept(self) -> None:
        row = self.list.currentRow()
        self.chosen = row if 0 <= row < len(self.records) else None
        super().accept()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Replay a round"))
        self.list.setAccessibleName(self.tr("Finished rounds"))
        self.list.clear()
        for number, record in enumerate(self.records, start=1):
            state = from_record(record)
            self.list.addItem(
                self.tr("Round {number}: you {you}, the computer {them}").format(
                    number=number, you=state.score(0), them=state.score(1)
                )
            )
        self.empty_label.setText(
            self.tr("Choose a finished round of this game, or a file.")
            if self.records
            else self.tr("No round of this game is finished yet: choose a file.")
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Replay"))
        ok.setEnabled(bool(self.records))
        if self.file_button is not None:
            self.file_button.setText(self.tr("From a &file…"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = [
    "ActionList",
    "CardRow",
    "ReplayDialog",
    "RoundBoard",
    "RoundChooser",
    "SharingSplitter",
    "replay_states",
]
