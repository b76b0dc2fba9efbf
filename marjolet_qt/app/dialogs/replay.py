"""Replaying a finished round step by step, both hands open, with the scores as they were.

The engine replays the record (:func:`~marjolet_qt.engine.records.from_record` checks it,
then the round is rebuilt action by action): no second copy of the rules lives here.
Left and Right step through the actions, Home and End jump to either end.
"""

# Qt signals are named in Qt's camelCase.
# ruff: noqa: N802, N815

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from marjolet_qt.app import texts
from marjolet_qt.app.reason_text import action_text
from marjolet_qt.engine.cards import iter_cards
from marjolet_qt.engine.records import from_record
from marjolet_qt.engine.round import RoundState

CARD_W, CARD_H = 72, 101

translate = QCoreApplication.translate


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


class CardRow(QWidget):
    """A row of small card faces (or their names when no artwork is at hand)."""

    def __init__(self, table: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._table = table
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self._layout.addStretch(1)
        self.cards: list[int] = []
        self.setMinimumHeight(CARD_H + 4)

    def set_cards(self, cards: list[int], highlight: int = 0) -> None:
        if cards == self.cards and not highlight:
            return
        self.cards = list(cards)
        while self._layout.count() > 1:
            item = self._layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for index, card in enumerate(cards):
            label = QLabel(self)
            name = texts.card_name(card)
            label.setToolTip(name)
            label.setAccessibleName(name)
            if self._table is not None:
                dpr = self.devicePixelRatioF()
                pixmap = self._table.card_pixmap(card, round(CARD_W * dpr), round(CARD_H * dpr))
                pixmap.setDevicePixelRatio(dpr)
                label.setPixmap(pixmap)
            else:
                label.setText(name)
            if highlight >> card & 1:
                label.setStyleSheet("border: 3px solid #f2c230; border-radius: 5px;")
            self._layout.insertWidget(index, label)


class RoundBoard(QWidget):
    """A position of a round, compactly: both hands (the computer's may stay hidden), the
    card led or the trick just taken, the upcard, the stock and the scores. The replay
    viewer steps through it; the review (#18) shows each decision's position on it.

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
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.top_name, 0, 0, 1, 2)
        grid.addWidget(self.top_hand, 1, 0, 1, 2)
        grid.addWidget(self.trick_caption, 2, 0)
        grid.addWidget(self.stock_label, 2, 1)
        grid.addWidget(self.trick_row, 3, 0)
        grid.addWidget(self.upcard_row, 3, 1)
        grid.addWidget(self.bottom_hand, 4, 0, 1, 2)
        grid.addWidget(self.bottom_name, 5, 0, 1, 2)
        grid.addWidget(self.score_label, 6, 0, 1, 2)
        grid.setRowStretch(2, 1)

    def show_state(
        self,
        state: RoundState,
        *,
        last_trick: bool = False,
        hide_computer: bool = False,
        highlight: tuple[int, int] | None = None,
    ) -> None:
        """Show ``state``; ``last_trick``: the trick just taken when none is led;
        ``highlight``: the cards to mark in each seat's hand (by default, the melded)."""
        human, computer = self._human, 1 - self._human
        marks = highlight if highlight is not None else state.exposed
        self.top_name.setText(translate("ReplayDialog", "Computer"))
        self.bottom_name.setText(translate("ReplayDialog", "You"))
        self.top_hand.set_cards([] if hide_computer else _hand(state, computer), marks[computer])
        self.bottom_hand.set_cards(_hand(state, human), marks[human])
        trick: list[int] = []
        caption = ""
        if state.lead_card >= 0:
            trick = [int(state.lead_card)]
            caption = (
                translate("ReplayDialog", "You led:")
                if state.leader == human
                else translate("ReplayDialog", "The computer led:")
            )
        elif state.tricks and last_trick:
            last = state.tricks[-1]
            trick = [int(last.lead), int(last.follow)]
            caption = (
                translate("ReplayDialog", "Trick {number}, taken by you:")
                if last.winner == human
                else translate("ReplayDialog", "Trick {number}, taken by the computer:")
            ).format(number=len(state.tricks))
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
        self.actions_list = QListWidget(self)
        self.actions_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.actions_list.setMinimumWidth(400)
        self.actions_list.currentRowChanged.connect(self._on_row)

        self.start_button = QPushButton(self)
        self.back_button = QPushButton(self)
        self.forward_button = QPushButton(self)
        self.end_button = QPushButton(self)
        self.start_button.clicked.connect(lambda: self.go(0))
        self.back_button.clicked.connect(self.back)
        self.forward_button.clicked.connect(self.forward)
        self.end_button.clicked.connect(lambda: self.go(len(self.states) - 1))
        self.export_button = QPushButton(self)
        self.export_button.clicked.connect(self.exportRequested)
        self.again_button = QPushButton(self)
        self.again_button.clicked.connect(self.playAgainRequested)
        self.review_button = QPushButton(self)
        self.review_button.setObjectName("review")
        self.review_button.clicked.connect(self.reviewRequested)
        self.what_if_button = QPushButton(self)
        self.what_if_button.setObjectName("whatIf")
        self.what_if_button.clicked.connect(lambda: self.whatIfRequested.emit(self.step))
        for button in (self.start_button, self.back_button, self.forward_button, self.end_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        steps = QHBoxLayout()
        for button in (self.start_button, self.back_button, self.forward_button, self.end_button):
            steps.addWidget(button)
        steps.addStretch(1)
        steps.addWidget(self.step_label)
        left = QVBoxLayout()
        left.addWidget(self.board, 1)
        left.addLayout(steps)
        body = QHBoxLayout()
        body.addLayout(left, 1)
        body.addWidget(self.actions_list)
        buttons = QDialogButtonBox(self)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.what_if_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(buttons)

        for keys, slot in (
            (Qt.Key.Key_Left, self.back),
            (Qt.Key.Key_Right, self.forward),
            (Qt.Key.Key_Home, lambda: self.go(0)),
            (Qt.Key.Key_End, lambda: self.go(len(self.states) - 1)),
        ):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)

        self.resize(1060, 620)
        self.retranslate_ui()
        self.go(0)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        steps: dict[Qt.Key, Callable[[], None]] = {
            Qt.Key.Key_Left: self.back,
            Qt.Key.Key_Right: self.forward,
            Qt.Key.Key_Home: lambda: self.go(0),
            Qt.Key.Key_End: lambda: self.go(len(self.states) - 1),
        }
        slot = steps.get(Qt.Key(event.key()))
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
            # The player's moves as advice is worded ("play the 10 of hearts"), the
            # computer's in the third person ("exchanges its 7 of trumps").
            text = self.tr("{n}. {player}: {action}").format(
                n=index,
                player=texts.player_name(actor, human),
                action=action_text(action, before, computer=actor != human),
            )
            self.actions_list.addItem(QListWidgetItem(text))

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
        self.again_button.setText(self.tr("Play this deal from the other seat"))
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
    return [int(c) for c in iter_cards(state.hands[player])]


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
        self.resize(420, 320)
        self.retranslate_ui()
        if records:
            self.list.setCurrentRow(len(records) - 1)

    def _from_file(self) -> None:
        self.reject()
        self.fileRequested.emit()

    def accept(self) -> None:
        row = self.list.currentRow()
        self.chosen = row if 0 <= row < len(self.records) else None
        super().accept()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Replay a round"))
        self.list.clear()
        for number, record in enumerate(self.records, start=1):
            state = from_record(record)
            self.list.addItem(
                self.tr("Round {number}: you {you}, computer {them}").format(
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


__all__ = ["ReplayDialog", "RoundBoard", "RoundChooser", "replay_states"]
