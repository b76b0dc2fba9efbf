"""The human's input at the table: click or drag a card, walk the hand with the arrow
keys (or Tab), Enter to play (or to take the hinted choice), Escape.
"""

# ruff: noqa: N802

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt, QTimer
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication

from marjolet_qt.app import texts
from marjolet_qt.engine.actions import EXCHANGE, ActionKind, play
from marjolet_qt.engine.round import Stage

from .base import TableBase
from .cards import CardItem
from .layout import Pose
from .motion import apply_pose


class TableInput(TableBase):
    """Clicks, drags and keys, turned into ``model.play_human(...)``."""

    def human_cards(self) -> list[int]:
        """The human's cards left to right as the keyboard walks them (melds first)."""
        if self._state is None:
            return []
        return self._layout.human_cards_in_order(self._state, self._human)

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
        """Drag to play: a card let go on the table above the meld row is played; else it
        goes back."""
        item = self._items[card]
        here = self._poses.get(card)
        if here is not None:  # the next animation starts from where the card was dropped
            self._poses[card] = Pose(
                item.pos().x(), item.pos().y(), item.rotation(), here.z, here.face_up, here.scale
            )
        # On the table, above the meld row: let go over the score sheet beside it (off
        # the table), it was played, and a card played by mistake cannot always be
        # taken back.
        on_table = self.mapToScene(self.viewport().rect()).boundingRect().contains(where)
        if on_table and where.y() < self._layout.human_meld_y:
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
            if self.panel.continues_by_itself():
                # A double click on the card that won the trick, or a second card clicked
                # quickly: the engine would refuse it ("declare, or choose Continue"), but
                # there is nothing to declare and no Continue to choose; the game is
                # about to continue for the player, so the click is simply too early.
                return
            self._model.play_human(play(card))
        elif zone == "upcard":
            # The exchange, or why not now (a click on the upcard did nothing, silently).
            self._model.play_human(EXCHANGE)
        elif zone.startswith("won") and self._state.last_trick:
            self.lastTrickRequested.emit()
        self._after_event()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click while a trick is held up to be seen (the round's last: the summary
        comes next; the computer's answer to the player's lead) ends the wait; any other
        click goes to the cards."""
        if self._click_ends_hold and self.queue.busy:
            self._click_ends_hold = False
            self.queue.finish_all()
            event.accept()
            return
        if self._model.round.is_over() and not isinstance(
            self.itemAt(event.position().toPoint()), CardItem
        ):
            # (A won pile still shows the last trick.) Once a double click would be over:
            # its second click pressed the button of the screen the first brought back
            # under the pointer (Next round, New game).
            QTimer.singleShot(QApplication.doubleClickInterval(), self._finished_round_clicked)
            event.accept()
            return
        super().mousePressEvent(event)

    def _finished_round_clicked(self) -> None:
        self.finishedRoundActivated.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._move_focus(-1 if key == Qt.Key.Key_Left else 1)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.queue.busy:
                self.queue.finish_all()
            self._enter()
            return
        if key == Qt.Key.Key_X and not event.modifiers():
            # The panel's X exchanges when it may; where it has no such button the key
            # comes here, and the engine says why not (it did nothing, and said nothing).
            self._model.play_human(EXCHANGE)
            return
        if key == Qt.Key.Key_Escape:
            chosen = self._focus_card
            self._focus_card = None
            if chosen is None or not self._items[chosen].is_focused:
                # No card shown as chosen: the window's own Escape (What if… closes).
                event.ignore()
                return
            self._relight()  # (at once, also while the table animates)
            self._settle()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab (``next``) and Shift+Tab: from button to button of the declaration panel
        while it shows some; else from card to card, as Right and Left go. Nothing else
        on the window takes the focus, and Tab showed nothing and did nothing."""
        if self.panel.isVisible() and self.panel.buttons:
            return super().focusNextPrevChild(next)
        before = self._focus_card
        self._move_focus(1 if next else -1)
        if self.tab_leaves:
            # Past the last card (the first, going back), or no card to choose: on to
            # the window's buttons (What if… trapped the keys on its table).
            cards = self.human_cards()
            after = self._focus_card
            if after is None or after not in cards:
                wrapped = True
            elif before in cards:
                moved = cards.index(after) - cards.index(before)
                wrapped = moved <= 0 if next else moved >= 0
            else:
                wrapped = False  # (the first card chosen, coming from outside)
            if wrapped:
                self._focus_card = None
                self._relight()
                return super().focusNextPrevChild(next)
        return True

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Come to by Tab from the window's buttons (What if…), the first card is chosen
        (by Shift+Tab, the last): the table alone, no card ringed, was a stop where the
        key seemed to do nothing."""
        super().focusInEvent(event)
        reason = event.reason()
        if (
            self.tab_leaves
            and self._focus_card is None
            and reason
            in (
                Qt.FocusReason.TabFocusReason,
                Qt.FocusReason.BacktabFocusReason,
            )
        ):
            self._move_focus(-1 if reason == Qt.FocusReason.BacktabFocusReason else 1)

    #: The position (GameModel.position) where Enter has said that a meld or the 7 of
    #: trumps is on offer: there the next Enter continues without them.
    _enter_passes_melds: tuple[int, int] = (0, -1)

    def _enter(self) -> None:
        """Enter (or Space) on the table: the card chosen with the arrows (a hinted card
        is chosen for the player), else the hinted choice, else Continue in a
        declaration window (the second Enter when a meld or the 7 is on offer), else the
        one card that may be played; on a finished round, the screen between rounds
        again. (Enter on a panel button the focus is on, from Tab, is that button's: see
        DeclarationPanel.eventFilter.)"""
        if self._focus_card is not None:
            self.activate_card(self._focus_card)
            return
        model = self._model
        if model.round.is_over():
            self.finishedRoundActivated.emit()
            return
        legal = model.human_legal_actions()
        hint = self._hint_action
        if hint is not None and hint in legal:
            # Through the panel's button when it offers the choice (a meld, the 7 in a
            # window or during the player's own turn, Continue), as a click would.
            button = self.panel.button_for_action(hint)
            if button is not None:
                button.click()
            elif hint.kind == ActionKind.PLAY:
                self.activate_card(int(hint.card))
            return
        if model.is_human_turn() and model.round.stage == Stage.WINDOW:
            button = self.panel.button_for(ActionKind.DONE)
            melds = sum(1 for action in legal if action.kind == ActionKind.MELD)
            if model.round.rules.max_melds_per_window == 1:
                melds = min(melds, 1)  # ("a meld", as the panel says: one of those offered)
            seven = EXCHANGE in legal
            armed = self._enter_passes_melds == model.position
            if button is not None and (melds or seven) and not armed:
                # Points on offer: one Enter by reflex (the one that played the card that
                # won the trick, pressed again) threw away a bésigue. The second goes on.
                self._enter_passes_melds = model.position
                model.actionRefused.emit(_passing_words(melds, seven, model.round.exchange_shows))
            elif button is not None:
                button.click()
        elif model.is_human_turn() and len(legal) == 1 and legal[0].kind == ActionKind.PLAY:
            # One card may be played, and nothing else done (the last card, a card the
            # duties leave alone): Enter plays it, with no card chosen. It said "Choose
            # a card first".
            self.activate_card(int(legal[0].card))
        elif model.is_human_turn() and any(a.kind == ActionKind.PLAY for a in legal):
            # Nothing chosen: say how to choose (the key did nothing, and said nothing).
            model.actionRefused.emit(
                QCoreApplication.translate(
                    "TableView",
                    "Choose a card first: ← and → (or Tab) pick one, Enter plays it; H for a hint.",
                )
            )

    def _move_focus(self, step: int) -> None:
        cards = self.human_cards()
        if not cards:
            return
        playable = self._model.round.playable_mask() if self._model.is_human_turn() else 0
        if self._focus_card in cards:
            # Past the cards that may not be played now (the last tricks' duties): the
            # keys stop only where Enter plays.
            index = cards.index(self._focus_card)
            for _ in cards:
                index = (index + step) % len(cards)
                if not playable or playable >> cards[index] & 1:
                    break
        else:
            choices = [i for i, c in enumerate(cards) if playable >> c & 1] or [0]
            # The first key goes to the hand in the player's fan, at its left end (Right)
            # or its right end (Left); the melded cards above it come next, past the
            # ends, or first when no card of the fan may be played.
            melded = len(self._state.melds[self._human]) if self._state is not None else 0
            in_fan = [i for i in choices if i >= melded] or choices
            index = in_fan[0] if step > 0 else in_fan[-1]
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
            self._relight()


def _passing_words(melds: int, seven: bool, shows: bool) -> str:
    """What the first Enter says in a declaration window with points on offer: how to
    take them, and that Enter again goes on without them (all of them: a warning that
    named the meld alone let the second Enter pass up the 7's points unsaid)."""
    if melds and seven:
        return _melds_and_seven(melds, shows)
    if melds == 1:
        return QCoreApplication.translate(
            "TableView",
            "You may declare a meld: press its number, or Enter again to go on without declaring.",
        )
    if melds:
        return QCoreApplication.translate(
            "TableView",
            "You may declare melds: press a meld's number, or Enter again to go on without "
            "declaring.",
        )
    if shows:
        return QCoreApplication.translate(
            "TableView",
            "You may show the 7 of trumps: press X, or Enter again to go on without showing it.",
        )
    return QCoreApplication.translate(
        "TableView",
        "You may exchange the 7 of trumps: press X, or Enter again to go on without exchanging it.",
    )


def _melds_and_seven(melds: int, shows: bool) -> str:
    """:func:`_passing_words` with both a meld (or several) and the 7 of trumps on offer."""
    if shows:
        if melds == 1:
            return QCoreApplication.translate(
                "TableView",
                "You may declare a meld and show the 7 of trumps: press the meld's number or "
                "X, or Enter again to go on without either.",
            )
        return QCoreApplication.translate(
            "TableView",
            "You may declare melds and show the 7 of trumps: press a meld's number or X, or "
            "Enter again to go on without them.",
        )
    if melds == 1:
        return QCoreApplication.translate(
            "TableView",
            "You may declare a meld and exchange the 7 of trumps: press the meld's number or "
            "X, or Enter again to go on without either.",
        )
    return QCoreApplication.translate(
        "TableView",
        "You may declare melds and exchange the 7 of trumps: press a meld's number or X, or "
        "Enter again to go on without them.",
    )
