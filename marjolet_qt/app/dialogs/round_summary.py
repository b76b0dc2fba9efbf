"""The end of a round and the end of a game, told with the engine's own numbers.

Both dialogs take engine values (a ``RoundResult``, a ``Match``) rather than the model,
so they show exactly what was booked and can be opened from a saved game as well.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal, SignalInstance
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from marjolet_qt.app import texts
from marjolet_qt.app.dialogs.buttons import settle_keys
from marjolet_qt.app.scoresheet import ScoreTable, marks_rounds, seats_in_columns
from marjolet_qt.app.screen_fit import fit_to_screen
from marjolet_qt.engine.match import MAX_ROUNDS, Match, RoundResult
from marjolet_qt.engine.round import CATEGORIES, scored_categories
from marjolet_qt.engine.rules import MatchKind


def review_button(requested: SignalInstance) -> QPushButton:
    """The summary's button that opens the review. A click leaves the focus where it was
    (Tab still reaches it): clicked, it kept the focus, and the Enter that was to deal the
    next round once the review closed opened the review again (the QA pass)."""
    button = QPushButton()
    button.setObjectName("review")
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    button.clicked.connect(requested)
    return button


def _headline_font(widget: QWidget, scale: float = 1.4) -> QFont:
    font = QFont(widget.font())
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * scale)
    return font


def _player_headers(table: ScoreTable, first: str, human_seat: int) -> None:
    you, them = seats_in_columns(human_seat)
    table.set_headers(
        first, (texts.player_name(you, human_seat), texts.player_name(them, human_seat))
    )


def _round_number(result: RoundResult, match: Match) -> int:
    for index, booked in enumerate(match.results):
        if booked is result:
            return index + 1
    return len(match.results)


class RoundSummaryDialog(QDialog):
    """Both players' points of the round by kind, and where the game stands now."""

    #: "Review this round" (#18): the window opens the review of :attr:`result_`.
    reviewRequested = Signal()  # noqa: N815 (Qt's camelCase)

    def __init__(
        self,
        result: RoundResult,
        match: Match,
        human_seat: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("round_summary")
        self.result_ = result
        self.match = match
        self.human_seat = human_seat
        self.headline = QLabel()
        self.headline.setObjectName("headline")
        self.headline.setFont(_headline_font(self))
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.breakdown_table = ScoreTable(len(CATEGORIES) + 1, 3)
        self.breakdown_table.setObjectName("breakdown")
        self.game_label = QLabel()
        self.game_label.setObjectName("game_totals")
        self.game_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.game_label.setFont(_headline_font(self, 1.1))
        self.standing_label = QLabel()
        self.standing_label.setObjectName("standing")
        self.standing_label.setWordWrap(True)
        self.standing_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.buttons = QDialogButtonBox()
        self.continue_button = QPushButton()
        self.continue_button.setDefault(True)
        self.buttons.addButton(self.continue_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.review_button = review_button(self.reviewRequested)
        self.buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.breakdown_table)
        layout.addWidget(self.game_label)
        layout.addWidget(self.standing_label)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(440)
        self.retranslate_ui()
        fit_to_screen(self)
        settle_keys(self)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        result, match, human = self.result_, self.match, self.human_seat
        you, them = seats_in_columns(human)
        number = _round_number(result, match)
        self.setWindowTitle(self.tr("Round {number}").format(number=number))
        if result.winner is None:
            headline = self.tr("A tie: {points} points each.").format(
                points=texts.number(result.scores[you])
            )
        elif result.winner == human:
            headline = self.tr("You win the round, {you} to {them}.")
        else:
            headline = self.tr("The computer wins the round, {them} to {you}.")
        self.headline.setText(
            headline.format(
                you=texts.number(result.scores[you]), them=texts.number(result.scores[them])
            )
        )

        table = self.breakdown_table
        _player_headers(table, self.tr("Points"), human)
        scored = scored_categories(match.rules)
        for row, category in enumerate(CATEGORIES):
            table.setRowHidden(row, category not in scored)
            table.set_cell(
                row,
                0,
                texts.category_name(category, match.rules),
                tip=texts.category_help(category, match.rules),
            )
            for column, seat in enumerate((you, them), start=1):
                table.set_cell(row, column, texts.number(result.breakdowns[seat][category]))
        total_row = len(CATEGORIES)
        table.set_cell(total_row, 0, texts.round_total_label(), bold=True)
        for column, seat in enumerate((you, them), start=1):
            table.set_cell(total_row, column, texts.number(result.scores[seat]), bold=True)
        table.fit_height()

        if match.rules.match == MatchKind.ROUNDS:
            wins = match.rounds_won
            game = self.tr("Rounds won: you {you}, the computer {them}").format(
                you=wins[you], them=wins[them]
            )
        else:
            totals = match.totals
            game = self.tr("Game: you {you}, the computer {them}").format(
                you=texts.number(totals[you]), them=texts.number(totals[them])
            )
        self.game_label.setText(game)
        self.standing_label.setText(texts.standing_text(match, human))
        self.review_button.setText(self.tr("&Review this round"))
        self.review_button.setToolTip(
            self.tr("Every decision of the round graded by the points it cost")
        )
        if match.is_over():
            self.continue_button.setText(self.tr("&See the result"))
        else:
            self.continue_button.setText(self.tr("&Next round"))


class GameOverDialog(QDialog):
    """The winner and the final sheet; Accepted means "New game"."""

    #: "Review the last round": the window opens the review of the game's last round
    #: (a game resumed on this screen came back without the summary that offers it).
    reviewRequested = Signal()  # noqa: N815 (Qt's camelCase)

    def __init__(self, match: Match, human_seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game_over")
        self.match = match
        self.human_seat = human_seat
        self.headline = QLabel()
        self.headline.setObjectName("headline")
        self.headline.setFont(_headline_font(self, 1.8))
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.final_label = QLabel()
        self.final_label.setObjectName("final_score")
        self.final_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.final_label.setFont(_headline_font(self, 1.1))
        self.sheet = ScoreTable(len(match.results) + 1, 3)
        self.sheet.setObjectName("final_sheet")
        self.marks_legend = QLabel()
        self.marks_legend.setObjectName("round_marks")
        self.marks_legend.setWordWrap(True)
        self.marks_legend.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.marks_legend.setVisible(marks_rounds(match))
        self.buttons = QDialogButtonBox()
        self.new_game_button = QPushButton()
        self.new_game_button.setObjectName("new_game")
        self.new_game_button.setDefault(True)
        self.close_button = QPushButton()
        self.close_button.setObjectName("close")
        self.review_button = review_button(self.reviewRequested)
        self.review_button.setVisible(bool(match.results))
        self.buttons.addButton(self.new_game_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.final_label)
        layout.addWidget(self.sheet, 1)
        layout.addWidget(self.marks_legend)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(400)
        self.retranslate_ui()
        settle_keys(self)
        if len(match.results) <= 12:
            self.sheet.fit_height()
        fit_to_screen(self)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        match, human = self.match, self.human_seat
        you, them = seats_in_columns(human)
        self.setWindowTitle(self.tr("Game over"))
        winner = match.winner()
        if winner is None:
            self.headline.setText(self.tr("The game is not finished"))
        elif winner == human:
            self.headline.setText(self.tr("You win!"))
        else:
            self.headline.setText(self.tr("The computer wins"))
        totals = match.totals
        by_rounds = match.rules.match == MatchKind.ROUNDS
        if by_rounds:
            wins = match.rounds_won
            final = self.tr("Rounds won: you {you}, the computer {them}").format(
                you=wins[you], them=wins[them]
            )
        else:
            final = self.tr("Final score: you {you}, the computer {them}").format(
                you=texts.number(totals[you]), them=texts.number(totals[them])
            )
        if match.stopped_at_round_limit():
            final += "\n" + self.tr("A game ends after {count} rounds: the one ahead wins.").format(
                count=texts.number(MAX_ROUNDS)
            )
        self.final_label.setText(final)

        table = self.sheet
        _player_headers(table, self.tr("Round"), human)
        for row, result in enumerate(match.results):
            table.set_round_row(row, result, (you, them), marked=by_rounds)
        self.marks_legend.setText(texts.round_marks_legend())
        table.set_game_row(len(match.results), match, (you, them))
        self.new_game_button.setText(self.tr("&New game"))
        self.review_button.setText(self.tr("&Review the last round"))
        self.review_button.setToolTip(
            self.tr("Every decision of the last round graded by the points it cost")
        )
        self.close_button.setText(self.tr("&Close"))


__all__ = ["GameOverDialog", "RoundSummaryDialog"]
