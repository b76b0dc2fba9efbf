"""What if (#18): play on from a decision of a finished round against the computer.

:class:`WhatIfDialog` deals the rest of the round as it was dealt, on a model of its own:
no autosave, no statistics, and the match in progress is never touched.
"""

# Qt's event handlers are named in Qt's camelCase.
# ruff: noqa: N802

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from marjolet_qt.ai.review import Grade
from marjolet_qt.app import texts
from marjolet_qt.app.reason_text import move_name
from marjolet_qt.app.screen_fit import fit_to_screen
from marjolet_qt.engine.actions import Action
from marjolet_qt.engine.match import Match
from marjolet_qt.engine.records import from_record
from marjolet_qt.engine.round import RoundState

from .buttons import close_by_default


def computer_s_best(grade: Grade | None, human_seat: int) -> Action | None:
    """What What if plays for a computer's decision the review graded a mistake: its best
    choice. Playing on from it, the computer decided again (as often as not alike), and
    its graded mistake could not be tried otherwise. A loss within the search's noise is
    no mistake: there the computer decides again."""
    if grade is None or grade.seat == human_seat or not grade.significant:
        return None
    return grade.best


class WhatIfDialog(QDialog):
    """Play on from a decision of a finished round, against the computer, on a model of
    its own: its autosave and statistics are off, and the game in progress never sees it."""

    def __init__(
        self,
        record: dict[str, Any],
        index: int,
        settings: Any,
        level: str = "hard",
        *,
        table: Any = None,
        parent: QWidget | None = None,
        human_seat: int = 0,
        instead: Action | None = None,
    ) -> None:
        """``instead``: the computer's decision at ``index`` played otherwise (the
        review's best choice), to see what it would have changed; else the computer
        decides again."""
        super().__init__(parent)
        from marjolet_qt.app.model import GameModel  # noqa: PLC0415 (the window's model)
        from marjolet_qt.app.settings import Settings  # noqa: PLC0415
        from marjolet_qt.app.table import TableView  # noqa: PLC0415

        self.setObjectName("whatIfDialog")
        self.record = record
        self.index = index
        self.instead = instead
        self._human = human_seat
        self._level = level
        final = from_record(record)
        self.played_scores = (final.score(0), final.score(1))
        self._final = final
        settings = settings if settings is not None else Settings()
        self.model = GameModel(settings, self)
        self.table = TableView(self.model, settings, self)
        self.table.round_only = True  # (its game is only this round)
        self.table.tab_leaves = True  # (for the buttons below it)
        self.status_label = QLabel(self)
        self.status_label.setWordWrap(True)
        self.again_button = QPushButton(self)
        self.again_button.clicked.connect(self.restart)
        buttons = QDialogButtonBox(self)
        buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close_by_default(buttons)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.status_label)
        layout.addWidget(buttons)
        model = self.model
        # Deleted with the window that opened it (never closed itself): the computer's
        # thread still stops before the model goes.
        self.destroyed.connect(lambda *_: model.shutdown())
        self.model.roundOver.connect(self._update_status)
        self.model.turnChanged.connect(self._update_status)
        for keys in (QKeySequence("H"), QKeySequence(QKeySequence.StandardKey.Undo)):
            QShortcut(keys, self, self._not_here)
        self.retranslate_ui()
        self.restart()
        fit_to_screen(self, QSize(1000, 720))

    def position(self) -> RoundState:
        """Where the game apart starts: just before the decision, or just after it when
        the computer's decision is played :attr:`instead`."""
        state = self._before()
        if self.instead is not None:
            state.apply(self.instead)
        return state

    def _before(self) -> RoundState:
        """The round just before the decision, as it was dealt and played until then."""
        state = RoundState(self._final.rules, self._final.deal)
        for action in self._final.history[: self.index]:
            state.apply_unchecked(action)
        return state

    def restart(self) -> None:
        """Back to the decision (a new try from the same point)."""
        match = Match(self._final.rules, first_dealer=self._final.deal.dealer)
        match.round = self.position()
        self.model.load_game(match, self._level)
        self._update_status()

    def _update_status(self, *_: object) -> None:
        state = self.model.round
        human, computer = self._human, 1 - self._human
        if state.is_over():
            text = self.tr(
                "Round over: you {you}, the computer {them}. As it was played: "
                "you {played_you}, the computer {played_them}."
            ).format(
                you=state.score(human),
                them=state.score(computer),
                played_you=self.played_scores[human],
                played_them=self.played_scores[computer],
            )
        else:
            # The table's own prompt ("Your turn — answer the 8 of hearts: you must
            # trump"), as in the game: "Your turn." alone said less here than there.
            from marjolet_qt.app.window_parts.status import status_text  # noqa: PLC0415

            scores = self.tr("You {you} — Computer {them}.").format(
                you=state.score(human), them=state.score(computer)
            )
            text = f"{status_text(self.model)} {scores}"
        self.status_label.setText(text)

    def _not_here(self) -> None:
        """H and Ctrl+Z, the game's Hint and Undo, said nothing here: say why."""
        self.status_label.setText(
            self.tr(
                "No hint or undo in a game apart: use “Start again from there” to try another move."
            )
        )

    def retranslate_ui(self) -> None:
        if self.instead is None:
            trick = texts.trick_number(self.position())
            self.setWindowTitle(
                self.tr("What if… (from trick {trick}, a game apart)").format(trick=trick)
            )
        else:
            before = self._before()
            self.setWindowTitle(
                self.tr(
                    "What if… {move}, the computer's best choice (trick {trick}, a game apart)"
                ).format(move=move_name(self.instead, before), trick=texts.trick_number(before))
            )
        self.again_button.setText(self.tr("&Start again from there"))
        self.close_button.setText(self.tr("&Close"))
        self._update_status()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _stop(self) -> None:
        self.model.shutdown()
        self.table.stop()

    def done(self, code: int) -> None:
        self._stop()
        super().done(code)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop()
        super().closeEvent(event)


__all__ = ["WhatIfDialog", "computer_s_best"]
