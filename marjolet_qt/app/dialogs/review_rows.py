"""The review's rows (#18): each graded decision in the player's language, and its row
in the review's list.

The engine and the opponent speak in actions and numbers; only the application words
them. :func:`grade_reason` is the reason shown beside a decision (how its values were
found, the best choice and why, what each choice is worth), :func:`loss_text` and
:func:`grade_name` its columns, and :func:`grade_item` the list's row, tinted by grade.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QTreeWidgetItem

from marjolet_qt.ai.review import Grade
from marjolet_qt.app import texts
from marjolet_qt.app.reason_text import move_name, reason_text, short_move_name
from marjolet_qt.engine.actions import Action
from marjolet_qt.engine.round import RoundState

translate = QCoreApplication.translate

#: The columns of the review's list.
COLUMNS = 6
#: The role under which column 0 of a row holds its decision's index.
INDEX_ROLE = Qt.ItemDataRole.UserRole
#: The roles under which a move's column holds its whole name and its short form
#: ('Ace of hearts', 'A♥'): the list shows the short form where the name would be cut.
NAME_ROLE = Qt.ItemDataRole.UserRole + 1
SHORT_ROLE = Qt.ItemDataRole.UserRole + 2

#: The marks of the grades, as chess annotators write them.
MARKS = {"blunder": "??", "mistake": "?", "inaccuracy": "?!"}
#: Row tints of the grades (light enough for dark text in either theme's table).
TINTS = {"blunder": "#f4b4b4", "mistake": "#f7d2a6", "inaccuracy": "#f5eaa8"}


def points(value: float, decimals: int = 1) -> str:
    """A number of points with the interface language's decimal separator."""
    return QLocale().toString(float(value), "f", decimals)


def signed_points(value: float) -> str:
    text = points(abs(value))
    if round(value, 1) > 0:
        return "+" + text
    if round(value, 1) < 0:
        return texts.MINUS + text
    return text


def grade_name(severity: str | None) -> str:
    """The grade in the player's language, with its mark ("?? blunder")."""
    if severity == "blunder":
        return translate("Review", "?? blunder")
    if severity == "mistake":
        return translate("Review", "? mistake")
    if severity == "inaccuracy":
        return translate("Review", "?! inaccuracy")
    return ""


def _value_of(grade: Grade, action: Action) -> float | None:
    return next((value for candidate, value in grade.values if candidate == action), None)


def grade_reason(grade: Grade, position: RoundState, human_seat: int) -> str:
    """A short reason for ``grade``: how the values were found (the solver, exactly, or
    the search over N deals), the best choice and why it is good (the structured reason
    the hints word too: the player's in the second person, the computer's in the third),
    and what each choice is worth."""
    mine = grade.seat == human_seat
    best = move_name(grade.best, position)
    best_value = _value_of(grade, grade.best)
    played_value = _value_of(grade, grade.played)
    if grade.exact:
        how = (
            translate("Review", "Both hands are known: the endgame is solved exactly.")
            if mine
            else translate(
                "Review", "Both hands are known: the endgame is solved exactly for the computer."
            )
        )
    else:
        # A plain name for the count: lupdate misses a translate() whose count is an
        # attribute (tools/update_translations.py).
        worlds = grade.worlds
        searched = (
            translate("Review", "Searched over %n deal(s) you could not rule out.", None, worlds)
            if mine
            else translate(
                "Review", "Searched over %n deal(s) the computer could not rule out.", None, worlds
            )
        )
        how = texts.english_plural(searched, worlds)
    why = "" if grade.reason is None else reason_text(grade.reason, computer=not mine)
    if within_noise(grade):
        # Not "Best choice": the search cannot tell it from the move played (the hint had
        # advised the move played, and the review seemed to contradict it).
        choice = translate(
            "Review", "The search leaned, within its margin of error, to another move: {move}."
        ).format(move=best)
    elif why:
        choice = translate("Review", "Best choice: {move} — {reason}.").format(
            move=best, reason=why
        )
    else:
        choice = translate("Review", "Best choice: {move}.").format(move=best)
    if grade.loss <= 0 or grade.played == grade.best:
        if played_value is None:
            return " ".join((how, choice))
        # The values are the seat's margin over the other at the round's end (a score
        # is never negative: "the round ends at −65" read as a mistake of the review).
        if mine:
            ends = translate(
                "Review",
                "It was played: your margin over the computer at the round's end, {value}.",
            )
        else:
            ends = translate(
                "Review", "It was played: the computer's margin at the round's end, {value}."
            )
        return " ".join((how, choice, ends.format(value=signed_points(played_value))))
    if mine:
        margins = translate(
            "Review",
            "Your margin over the computer at the round's end: {best_value} with it, "
            "{played_value} as played.",
        )
    else:
        margins = translate(
            "Review",
            "The computer's margin at the round's end: {best_value} with it, "
            "{played_value} as played.",
        )
    values = margins.format(
        best_value=signed_points(best_value or 0.0),
        played_value=signed_points(played_value or 0.0),
    )
    if grade.exact:
        cost = translate("Review", "Exactly {loss} points lost.").format(loss=points(grade.loss))
    elif grade.significant:
        cost = translate("Review", "About {loss} ± {error} points lost.").format(
            loss=points(grade.loss), error=points(grade.margin)
        )
    else:
        cost = translate(
            "Review",
            "The difference ({loss} ± {error}) is within the search's margin of error: no grade.",
        ).format(loss=points(grade.loss), error=points(grade.margin))
    return " ".join((how, choice, values, cost))


def loss_text(grade: Grade) -> str:
    """The points lost column: "12.0 exact", "8.3 ± 4.2", "(3.0 ± 5.0)" within the
    search's margin of error (:attr:`~.Grade.margin`; not counted in the points lost,
    which the summary adds up), or "—" for the best choice."""
    if grade.loss <= 0:
        return texts.NO_FIGURE
    if grade.exact:
        return translate("Review", "{loss} exact").format(loss=points(grade.loss))
    figure = translate("Review", "{loss} ± {error}").format(
        loss=points(grade.loss), error=points(grade.margin)
    )
    return bracketed_if_noise(figure, grade)


def best_text(grade: Grade, position: RoundState) -> str:
    """The best choice column: the move, in brackets when the search cannot tell it from
    the move played (as its loss is: the hint had advised the move played, and the
    review seemed to contradict it), nothing when the best was played."""
    if grade.loss <= 0:
        return ""
    return bracketed_if_noise(move_name(grade.best, position), grade)


def bracketed_if_noise(text: str, grade: Grade) -> str:
    """``text`` (a loss, the best choice) in brackets when ``grade``'s loss is within
    the search's margin of error."""
    return f"({text})" if within_noise(grade) else text


def within_noise(grade: Grade) -> bool:
    """Whether ``grade`` shows a loss the search cannot tell from zero (in brackets)."""
    return grade.loss > 0 and not grade.significant


def noise_note() -> str:
    """What a loss in brackets means."""
    return translate(
        "Review",
        "A loss in brackets is within the search's margin of error: it is not counted.",
    )


def grade_item(grade: Grade, position: RoundState, human_seat: int, font: QFont) -> QTreeWidgetItem:
    """The list's row for ``grade``: the trick, who, what was played, the best choice (when
    it was not played), the points lost and the grade, tinted (and bold from a mistake up)
    by its severity; the decision's index is kept under :data:`INDEX_ROLE` of column 0."""
    severity = grade.severity
    item = QTreeWidgetItem(
        [
            str(texts.trick_number(position)),
            texts.player_name(grade.seat, human_seat),
            move_name(grade.played, position),
            best_text(grade, position),
            loss_text(grade),
            grade_name(severity),
        ]
    )
    item.setData(0, INDEX_ROLE, grade.index)
    moves = {2: grade.played, 3: grade.best if grade.loss > 0 else None}
    for column, action in moves.items():
        item.setToolTip(column, item.text(column))
        item.setData(column, NAME_ROLE, item.text(column))
        short = short_move_name(action, position) if action is not None else None
        if short is not None and column == 3:
            short = bracketed_if_noise(short, grade)
        item.setData(column, SHORT_ROLE, short)
    item.setTextAlignment(0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    item.setTextAlignment(4, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if within_noise(grade):
        item.setToolTip(4, noise_note())
    if severity is not None:
        tint = QBrush(QColor(TINTS[severity]))
        dark = QBrush(QColor("#202020"))
        bold = QFont(font)
        bold.setBold(severity != "inaccuracy")
        for column in range(COLUMNS):
            item.setBackground(column, tint)
            item.setForeground(column, dark)
            item.setFont(column, bold)
    return item


__all__ = [
    "COLUMNS",
    "INDEX_ROLE",
    "MARKS",
    "TINTS",
    "grade_item",
    "grade_name",
    "grade_reason",
    "loss_text",
    "noise_note",
    "points",
    "signed_points",
    "within_noise",
]
