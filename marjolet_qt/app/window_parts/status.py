"""The status line: one sentence saying whose turn it is and what to do."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QLabel,
    QSizeGrip,
    QStatusBar,
    QStyle,
    QStyleOption,
    QWidget,
)

from marjolet_qt.engine.actions import ActionKind
from marjolet_qt.engine.cards import SUIT_MASK
from marjolet_qt.engine.round import Stage

from .. import texts
from ..model import GameModel
from ..reason_text import the_card
from .base import WindowBase


def status_text(model: GameModel, *, screen_closed: bool = False) -> str:
    """One sentence: whose turn it is and what the human should do. ``screen_closed``:
    the player closed the round's summary (or the game's result) to look at the table,
    and Enter or a click brings it back."""
    # Spelled out in full at each call so that lupdate finds the context and the text.
    state = model.round
    if state.is_over():
        if model.match.is_over():
            if screen_closed:
                return QCoreApplication.translate(
                    "MainWindow",
                    "The game is over — press Enter or click the table to see the result.",
                )
            return QCoreApplication.translate("MainWindow", "The game is over.")
        if screen_closed:
            return QCoreApplication.translate(
                "MainWindow",
                "The round is over — press Enter or click the table to see the summary again.",
            )
        return QCoreApplication.translate("MainWindow", "The round is over.")
    if state.to_move != model.human_seat:
        if model.move_held:
            return QCoreApplication.translate(
                "MainWindow",
                "The computer has chosen its move: it plays once the dialog is closed.",
            )
        if state.stage == Stage.WINDOW:
            return QCoreApplication.translate(
                "MainWindow", "The computer won the trick and may declare a meld…"
            )
        return QCoreApplication.translate("MainWindow", "The computer is thinking…")
    if state.stage == Stage.WINDOW:
        # Say what the panel offers: not "declare your melds" when there is none.
        kinds = {action.kind for action in state.legal_actions()}
        one = state.rules.max_melds_per_window == 1
        if {ActionKind.MELD, ActionKind.EXCHANGE} <= kinds:
            # Both on offer: the 7 was left unsaid, its button alone in the panel.
            if state.exchange_shows and one:
                return QCoreApplication.translate(
                    "MainWindow",
                    "You won the trick — declare a meld, show the 7 of trumps if you like, "
                    "then continue.",
                )
            if state.exchange_shows:
                return QCoreApplication.translate(
                    "MainWindow",
                    "You won the trick — declare your melds, show the 7 of trumps if you "
                    "like, then continue.",
                )
            if one:
                return QCoreApplication.translate(
                    "MainWindow",
                    "You won the trick — declare a meld, exchange the 7 of trumps if you "
                    "like, then continue.",
                )
            return QCoreApplication.translate(
                "MainWindow",
                "You won the trick — declare your melds, exchange the 7 of trumps if you "
                "like, then continue.",
            )
        if ActionKind.MELD in kinds and one:
            return QCoreApplication.translate(
                "MainWindow", "You won the trick — declare a meld, then continue."
            )
        if ActionKind.MELD in kinds:
            return QCoreApplication.translate(
                "MainWindow", "You won the trick — declare your melds, then continue."
            )
        if ActionKind.EXCHANGE in kinds and state.exchange_shows:
            return QCoreApplication.translate(
                "MainWindow", "You won the trick — you may show the 7 of trumps, then continue."
            )
        if ActionKind.EXCHANGE in kinds:
            # (Said what it does: "may be used" left the player to guess.)
            return QCoreApplication.translate(
                "MainWindow",
                "You won the trick — you may exchange the 7 of trumps, then continue.",
            )
        return QCoreApplication.translate(
            "MainWindow", "You won the trick — nothing to declare: continue."
        )
    if state.stage == Stage.LEAD:
        return QCoreApplication.translate("MainWindow", "Your turn — lead a card.")
    lead = state.lead_card
    # "the Queen of clubs" / "la dame de trèfle": a card within a sentence.
    card = the_card(lead, state.trump)
    playable = state.playable_mask()
    if playable != state.hands[model.human_seat]:
        suit = lead >> 3 & 3
        suited = state.hands[model.human_seat] & SUIT_MASK[suit]
        if playable & suited and playable & suited != suited:
            # Some cards of the suit may not be played: the last tricks must be won.
            return QCoreApplication.translate(
                "MainWindow", "Your turn — beat {card}: you must win the trick if you can."
            ).format(card=card)
        if playable & suited:
            return QCoreApplication.translate(
                "MainWindow", "Your turn — follow {card}: you must follow {suit}."
            ).format(card=card, suit=texts.suit_name(suit))
        return QCoreApplication.translate(
            "MainWindow", "Your turn — answer {card}: you must trump."
        ).format(card=card)
    return QCoreApplication.translate("MainWindow", "Your turn — answer {card}.").format(card=card)


def elide(widget: QWidget, text: str, width: int) -> str:
    """``text`` as it fits on one line of ``width`` pixels in ``widget``'s font: ending in
    "…" where it is cut."""
    return widget.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, width)


#: How long a passing message ("Game saved as…", "The unfinished game was kept as…") stays
#: at least once the turn prompt it hides has changed: long enough to be read (a longer
#: message longer), short enough that "Your turn — you must follow hearts" is not hidden
#: for the rest of its time.
NEWS_KEPT_MS = 3000
NEWS_KEPT_MS_PER_LETTER = 60


def show_whole_if_cut(widget: QWidget, text: str, shown: str) -> None:
    """The whole ``text`` in ``widget``'s tooltip when what is painted (``shown``) is cut;
    no tooltip when it is whole (a tooltip repeating the line would be noise). A tooltip
    up with the old text goes with it (QWidget.setToolTip sees to that)."""
    widget.setToolTip(text if shown != text else "")


class ElidingStatusBar(QStatusBar):
    """A status bar whose passing messages (a hint, a refusal, "Game saved") end in "…"
    when the bar is too narrow for them, the whole message then in the tooltip.

    QStatusBar itself cuts a long message at its edge, mid-word and with no sign that more
    was said: a hint is a whole sentence, and at the window's minimum width (or in French)
    its end was simply lost.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._shown = QElapsedTimer()  # since the passing message now shown appeared
        self._shown.start()
        self._showing = 0  # counts the messages shown, to tell one showing from the next
        self._turn_bound = False  # whether it is about the turn it came in (a hint)
        self.messageChanged.connect(self._on_message_changed)

    def _on_message_changed(self, *_: object) -> None:
        self._shown.restart()
        self._showing += 1
        self._turn_bound = False
        self._update_tooltip()

    def show_for_turn(self, message: str, timeout: int = 0) -> None:
        """A passing message about this turn only (a hint, "Looking for a good move…"):
        it goes as soon as the turn changes."""
        self.showMessage(message, timeout)
        self._turn_bound = True

    def yield_to_turn(self) -> None:
        """The turn prompt under the passing message has changed: let it show.

        A message about the old turn goes now; news (a file saved, where a game was
        kept) stays until it has been up long enough to be read (:data:`NEWS_KEPT_MS`),
        then goes: it used to hide the new turn's prompt for the rest of its 4 to 15
        seconds.
        """
        message = self.currentMessage()
        if not message:
            return
        kept = max(NEWS_KEPT_MS, NEWS_KEPT_MS_PER_LETTER * len(message))
        left = 0 if self._turn_bound else kept - self._shown.elapsed()
        if left <= 0:
            self.clearMessage()
            return
        showing = self._showing

        def expire() -> None:
            # (Only the same showing: a message shown meanwhile keeps its own time.)
            if self._showing == showing:
                self.clearMessage()

        QTimer.singleShot(left, self, expire)

    def shown_message(self) -> str:
        """The passing message as painted: elided to the room it has."""
        return elide(self, self.currentMessage(), self._message_rect().width())

    def _message_rect(self) -> QRect:
        """Where QStatusBar writes a message: from 6 pixels in to the size grip or the
        first widget left standing (a permanent one), as it computes it itself."""
        left, right = 6, self.width() - 12
        for child in self.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if child.isVisible():
                right = min(right, child.x() - (0 if isinstance(child, QSizeGrip) else 2))
        return QRect(left, 0, max(0, right - left), self.height())

    def _update_tooltip(self, *_: object) -> None:
        show_whole_if_cut(self, self.currentMessage(), self.shown_message())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._update_tooltip()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        if not self.currentMessage():
            super().paintEvent(event)
            return
        # While a message shows, the ordinary widgets are hidden: the bar is its panel,
        # the message, and the widgets that paint themselves (the size grip).
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter, self)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(
            self._message_rect(),
            int(
                Qt.AlignmentFlag.AlignLeading
                | Qt.AlignmentFlag.AlignVCenter
                | Qt.TextFlag.TextSingleLine
            ),
            self.shown_message(),
        )
        painter.end()


def say_for_turn(bar: QStatusBar, message: str, timeout: int = 0) -> None:
    """``message`` in the status bar until the turn changes (see
    :meth:`ElidingStatusBar.show_for_turn`), or its ``timeout``."""
    if isinstance(bar, ElidingStatusBar):
        bar.show_for_turn(message, timeout)
    else:
        bar.showMessage(message, timeout)


class ElidingLabel(QLabel):
    """The status sentence: one line that ends in "…" when the bar is too narrow for it,
    the whole sentence then in the tooltip (``text()`` and what a screen reader reads
    stay whole).

    A plain QLabel asks for its text's full width: the longest French sentence at a large
    system font would have widened the window's minimum size on its own.
    """

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        # Room for a word and the ellipsis; the stretch gives it the rest of the bar.
        hint = super().minimumSizeHint()
        return QSize(self.fontMetrics().horizontalAdvance("M…") * 4, hint.height())

    def shown_text(self) -> str:
        """The sentence as painted: elided to the room it has."""
        return elide(self, self.text(), self.contentsRect().width())

    def setText(self, text: str) -> None:  # noqa: N802 (Qt override)
        super().setText(text)
        self._update_tooltip()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._update_tooltip()

    def _update_tooltip(self) -> None:
        show_whole_if_cut(self, self.text(), self.shown_text())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        self.style().drawItemText(
            painter,
            self.contentsRect(),
            int(self.alignment() | Qt.TextFlag.TextSingleLine),
            self.palette(),
            self.isEnabled(),
            self.shown_text(),
            self.foregroundRole(),
        )
        painter.end()


class StatusLine(WindowBase):
    """Keeps the status line and the actions that depend on the turn up to date."""

    #: The position (GameModel.position) when the status was last said.
    _turn_said: tuple[int, int] = (0, 0)

    def _on_refused(self, message: str) -> None:
        say_for_turn(self.statusBar(), message, 4000)

    def _enable_hint(self) -> None:
        """Hint at the player's turn when none is being sought, or its key saying why not
        at the other's turn (see MainWindow._build_actions; never both: a key of two
        enabled actions does nothing)."""
        model = self.model
        mine = model.begun and model.is_human_turn()
        self.hint_action.setEnabled(mine and not model.hinting)
        self.hint_refused_action.setEnabled(model.begun and not mine)

    def _enable_undo(self, enabled: bool) -> None:
        """Undo, or its keys saying why not (see MainWindow._build_actions)."""
        self.undo_action.setEnabled(enabled)
        self.undo_refused_action.setEnabled(not enabled)

    def _on_begun(self) -> None:
        self._update_status()

    def _update_status(self, *_: object) -> None:
        if not self.model.begun:  # before the first deal: no turn, no undo, no hint
            self.status_label.setText("")
            self._enable_undo(False)
            self.redo_action.setEnabled(False)
            self._enable_hint()
            return
        if self.model.is_human_turn() and self.table.queue.busy:
            # The player's turn is said once the table has caught up, as its cards light
            # then: "answer the 7 of diamonds" came while that card was still flying
            # face down, the middle of the table empty. Meanwhile nothing said before is
            # true any more ("beat the 10", "the computer has chosen its move").
            self.status_label.setText("")
        else:
            self.status_label.setText(
                status_text(self.model, screen_closed=self._between_rounds_screen_closed())
            )
        # A move made or taken back, a new round: the passing message gives way to the
        # prompt (not for the same turn worded again in another language).
        if self.model.position != self._turn_said:
            self._turn_said = self.model.position
            bar = self.statusBar()
            if isinstance(bar, ElidingStatusBar):
                bar.yield_to_turn()
        self._enable_undo(self.model.can_undo())
        self.redo_action.setEnabled(self.model.can_redo())
        self._enable_hint()
