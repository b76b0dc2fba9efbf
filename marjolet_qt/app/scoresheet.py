"""The score sheet: this round by kind of points, the game round by round, and a chart.

It sits in a dock beside the table and answers at a glance "where do I stand?": who
leads, by how much, and how far each player is from the target. It only reads the
model (``match``, ``round``, ``human_seat``) and redraws itself whenever the model says
the scores or the rounds changed; it never changes the game.

The chart is painted by hand rather than with QtCharts: it is four lines and a target,
it must follow the palette and the language, and it must render the same offscreen.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, QMargins, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from marjolet_qt.engine.match import Match, RoundResult
from marjolet_qt.engine.round import CATEGORIES, RoundState, scored_categories
from marjolet_qt.engine.rules import MatchKind, RuleSet

from . import texts
from .contrast import GRAPHIC, readable

#: The players' colours, used by the chart and the table headers alike.
PLAYER_COLOURS = (QColor("#1f6fd1"), QColor("#d1431f"))


class ScoreSource(Protocol):
    """What the score sheet needs from the game model (part of ``GameModel``)."""

    @property
    def match(self) -> Match: ...

    @property
    def round(self) -> RoundState: ...

    @property
    def human_seat(self) -> int: ...

    @property
    def begun(self) -> bool: ...


def seats_in_columns(human_seat: int) -> tuple[int, int]:
    """The seats shown left and right: the player first, then the computer."""
    return human_seat, 1 - human_seat


def marks_rounds(match: Match) -> bool:
    """Whether a game's sheet marks the rounds won (:meth:`ScoreTable.set_round_row`) and
    so shows their legend: a game won by rounds, once a round has a winner."""
    return match.rules.match == MatchKind.ROUNDS and any(
        result.winner is not None for result in match.results
    )


class ScoreTable(QTableWidget):
    """A read-only table that asks for exactly the height of its rows."""

    def __init__(self, rows: int, columns: int, parent: QWidget | None = None) -> None:
        super().__init__(rows, columns, parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAlternatingRowColors(True)
        self.setShowGrid(False)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.verticalHeader().hide()
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def set_cell(
        self, row: int, column: int, text: str, *, bold: bool = False, tip: str = ""
    ) -> None:
        item = self.item(row, column)
        if item is None:
            item = QTableWidgetItem()
            self.setItem(row, column, item)
        item.setText(text)
        item.setToolTip(tip)
        alignment = Qt.AlignmentFlag.AlignVCenter
        alignment |= Qt.AlignmentFlag.AlignLeft if column == 0 else Qt.AlignmentFlag.AlignRight
        item.setTextAlignment(alignment)
        font = item.font()
        font.setBold(bold)
        item.setFont(font)

    def set_round_row(
        self, row: int, result: RoundResult, seats: tuple[int, int], *, marked: bool
    ) -> None:
        """Round ``row + 1`` of a game's sheet: its number, then each player's points.
        ``marked`` (a game won by rounds, where the rounds won are what counts) adds the
        winner's mark, :data:`texts.ROUND_MARKS`, with what it means as the tooltip."""
        label, meaning = str(row + 1), ""
        if marked and result.winner is not None:
            by_you = result.winner == seats[0]
            label += "  " + texts.ROUND_MARKS[0 if by_you else 1]
            meaning = texts.round_won_text(by_you)
        self.set_cell(row, 0, label)
        item = self.item(row, 0)
        assert item is not None  # set_cell made it
        item.setToolTip(meaning)
        for column, seat in enumerate(seats, start=1):
            self.set_cell(row, column, texts.number(result.scores[seat]))

    def set_game_row(self, row: int, match: Match, seats: tuple[int, int]) -> None:
        """The sheet's last row, under the rounds: what the game counts, for each player:
        the rounds won in a game of rounds, else the points (the game-over sheet gave
        the points of a game won by rounds)."""
        if match.rules.match == MatchKind.ROUNDS:
            label, counts = texts.rounds_won_label(), match.rounds_won
            shown = [str(counts[seat]) for seat in seats]
        else:
            label, totals = texts.game_total_label(), match.totals
            shown = [texts.number(totals[seat]) for seat in seats]
        self.set_cell(row, 0, label, bold=True)
        for column, text in enumerate(shown, start=1):
            self.set_cell(row, column, text, bold=True)

    def set_headers(self, first: str, players: tuple[str, str]) -> None:
        """The column headers: ``first`` over the labels, then the two players in their
        colours."""
        self.setHorizontalHeaderLabels([first, *players])
        ground = self.horizontalHeader().palette().color(QPalette.ColorRole.Button)
        for column in range(3):
            header = self.horizontalHeaderItem(column)
            assert header is not None  # setHorizontalHeaderLabels made one per column
            if column:
                header.setForeground(readable(PLAYER_COLOURS[column - 1], ground))
                header.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            else:
                header.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

    def fit_height(self) -> None:
        """Show every row without a scroll bar (used for the short round table)."""
        height = self.horizontalHeader().height() + 2 * self.frameWidth()
        height += sum(self.rowHeight(row) for row in range(self.rowCount()))
        self.setFixedHeight(height)


def _round_step(rounds: int, labels: int) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50… that labels ``rounds`` in at most ``labels``
    numbers."""
    step = 1
    while rounds // step > labels:
        for factor in (2, 5, 10):
            if rounds // (step * factor) <= labels or factor == 10:
                step *= factor
                break
    return step


class ScoreChart(QWidget):
    """The two game totals after each round, with the target as a dashed line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(130)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        #: Game totals after round 0 (nothing yet), 1, 2, ... for the left and right seat.
        self.series: tuple[list[int], list[int]] = ([0], [0])
        self.target: int | None = None
        self.names: tuple[str, str] = ("", "")
        # The smallest top of the scale; below 10 the scale counts in units (game counts).
        self.scale_floor = 10
        #: The round the first values belong to: 0 for running totals (the 0 before any
        #: round), 1 for each round's own points, which have no round 0 to show.
        self.first = 0
        #: Said instead of empty axes when there is nothing but the starting 0 to draw (a
        #: lone dot at 0 read as a game lost); the game's own chart, which shows the
        #: target from the start, has none.
        self.empty_text = ""
        #: The values written on the scale at the last painting (tests read them).
        self.scale_values: list[int] = []

    def set_data(
        self,
        series: tuple[list[int], list[int]],
        target: int | None,
        names: tuple[str, str],
        *,
        first: int = 0,
    ) -> None:
        self.series = series
        self.target = target
        self.names = names
        self.first = first
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(260, 170)

    def is_empty(self) -> bool:
        """Nothing to draw but, for running totals, the 0 they start from."""
        return len(self.series[0]) <= (1 if self.first == 0 else 0)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        if self.is_empty() and self.empty_text:
            painter = QPainter(self)
            painter.setPen(self.palette().color(self.palette().ColorRole.PlaceholderText))
            painter.drawText(
                QRectF(self.rect()),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.empty_text,
            )
            painter.end()
            return
        if not self.series[0]:  # no game yet: no axes to a score nobody has
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text_colour = palette.color(palette.ColorRole.WindowText)
        metrics = painter.fontMetrics()
        # Running totals start at the left axis (round 0); a round's own points have no
        # round 0, and stand each in the middle of its share of the width (a single
        # round sat on the right edge).
        count = len(self.series[0])
        rounds = max(self.first + count - 1, 1)
        offset, slots = (0.0, rounds) if self.first == 0 else (self.first - 0.5, count)
        top_value = max([*self.series[0], *self.series[1], self.target or 0, self.scale_floor])
        if self.scale_floor >= 10 or top_value > 10:
            top_value = _nice_ceiling(top_value)
        left = metrics.horizontalAdvance(texts.number(top_value)) + 8
        legend_height = metrics.height() + 6
        plot = QRectF(left, 6, self.width() - left - 10, self.height() - 12 - 2 * legend_height)
        if plot.width() < 20 or plot.height() < 20:
            return

        def point(index: int, value: int) -> QPointF:
            # (Below 0 only from an edited statistics file: drawn at 0, not below the
            # chart over its legend.)
            return QPointF(
                plot.left() + plot.width() * (index - offset) / slots,
                plot.bottom() - plot.height() * max(value, 0) / top_value,
            )

        # Axes and the scale: 0 and the top value.
        grid = QColor(text_colour)
        grid.setAlpha(60)
        painter.setPen(QPen(grid, 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.setPen(text_colour)
        painter.drawText(
            QRectF(0, plot.top() - metrics.height() / 2, left - 4, metrics.height()),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            texts.number(top_value),
        )
        painter.drawText(
            QRectF(0, plot.bottom() - metrics.height() / 2, left - 4, metrics.height()),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            "0",
        )
        self.scale_values = [top_value, 0]
        # Round numbers under the axis, clear of a dot on it: at most about ten, and as
        # many as fit side by side (hundreds of rounds wrote "87174261…" in one run), a
        # round step.
        label = metrics.horizontalAdvance(str(rounds)) + 8
        step = _round_step(rounds, min(10, max(1, int(plot.width() // label))))
        for index in range(max(step, self.first), rounds + 1, step):
            x = point(index, 0).x()
            painter.drawText(
                QRectF(x - label / 2, plot.bottom() + 4, label, metrics.height()),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                str(index),
            )
        # The target, named on the line itself: a third legend entry did not fit a narrow
        # sheet in French. The totals start at 0, so the line's left end is clear of them
        # but for a low target reached in the first round or two.
        target_y = point(0, self.target).y() if self.target else None
        if target_y is not None:
            pen = QPen(text_colour, 1, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawLine(QPointF(plot.left(), target_y), QPointF(plot.right(), target_y))
            clear = min(target_y - plot.top(), plot.bottom() - target_y) >= metrics.height()
            if clear and self.target is not None:
                # Its value on the scale too, once a total past it raised the top (the
                # line was left unnumbered at 600 for a game to 500).
                painter.setPen(text_colour)
                painter.drawText(
                    QRectF(0, target_y - metrics.height() / 2, left - 4, metrics.height()),
                    Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                    texts.number(self.target),
                )
                self.scale_values.append(self.target)
        # The totals, in the players' colours as they read on this palette's ground.
        ground = palette.color(palette.ColorRole.Window)
        colours = [readable(colour, ground, GRAPHIC) for colour in PLAYER_COLOURS]
        for values, colour in zip(self.series, colours, strict=True):
            path = QPainterPath(point(self.first, values[0]))
            for index, value in enumerate(values[1:], start=self.first + 1):
                path.lineTo(point(index, value))
            painter.setPen(QPen(colour, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            painter.setBrush(colour)
            for index, value in enumerate(values, start=self.first):
                painter.drawEllipse(point(index, value), 3, 3)
        if target_y is not None:
            # Its name over the lines, on the chart's own ground: a low target's label
            # sat under the totals that crossed it, and could not be read.
            name = self.tr("target")
            box = QRectF(
                plot.left() + 4, target_y + 2, metrics.horizontalAdvance(name) + 4, metrics.height()
            )
            ground = QColor(palette.color(palette.ColorRole.Window))
            ground.setAlpha(215)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ground)
            painter.drawRect(box)
            painter.setPen(text_colour)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, name)
        # The legend under the round numbers.
        x = plot.left()
        y = plot.bottom() + legend_height + 2
        for name, colour in zip(self.names, colours, strict=True):
            painter.setPen(QPen(colour, 3))
            middle = y + metrics.height() / 2
            painter.drawLine(QPointF(x, middle), QPointF(x + 16, middle))
            painter.setPen(text_colour)
            painter.drawText(QPointF(x + 20, y + metrics.ascent()), name)
            x += 36 + metrics.horizontalAdvance(name)
        painter.end()


def _nice_ceiling(value: int) -> int:
    """The next round number for the top of the scale (50, 100, 250, 500, 1000...)."""
    for step in (50, 100, 250, 500, 1000, 2500, 5000, 10_000, 25_000, 50_000):
        if value <= step * 10:
            return -(-value // step) * step
    return value


class ScoreSheet(QWidget):
    """The score sheet for the dock: fed by the model's signals, read-only."""

    def __init__(self, model: ScoreSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score_sheet")
        self.model = model
        self.goal_label = QLabel()
        self.goal_label.setObjectName("goal")
        self.goal_label.setWordWrap(True)
        bold = QFont(self.goal_label.font())
        bold.setBold(True)
        self.goal_label.setFont(bold)
        self.standing_label = QLabel()
        self.standing_label.setObjectName("standing")
        self.standing_label.setWordWrap(True)
        self.round_title = QLabel()
        self.round_title.setFont(bold)
        self.round_table = ScoreTable(len(CATEGORIES) + 1, 3)
        self.round_table.setObjectName("round_table")
        self.game_title = QLabel()
        self.game_title.setFont(bold)
        self.game_table = ScoreTable(1, 3)
        self.game_table.setObjectName("game_table")
        self.game_table.setMinimumHeight(90)
        self.marks_legend = QLabel()
        self.marks_legend.setObjectName("round_marks")
        self.marks_legend.setWordWrap(True)
        self.marks_legend.hide()
        self.chart = ScoreChart()
        self.chart.setObjectName("chart")

        layout = QVBoxLayout(self)
        layout.addWidget(self.goal_label)
        layout.addWidget(self.standing_label)
        layout.addSpacing(4)
        layout.addWidget(self.round_title)
        layout.addWidget(self.round_table)
        layout.addSpacing(4)
        layout.addWidget(self.game_title)
        layout.addWidget(self.game_table, 1)
        layout.addWidget(self.marks_legend)
        layout.addWidget(self.chart, 1)

        for signal in ("gameStarted", "roundStarted", "scoresChanged", "roundOver"):
            getattr(model, signal).connect(self.refresh)
        self.retranslate_ui()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """The layout's minimum, plus the lines the wrapped texts (the goal, the standing)
        take beyond their first at the sheet's narrowest.

        The layout counts a wrapped label one line high but lays it out at its full
        height: at the window's minimum size the sheet ran past the dock's bottom, and the
        chart's legend was cut off.
        """
        hint = super().minimumSizeHint()
        box = self.layout()
        margins = box.contentsMargins() if box is not None else QMargins()
        width = max(self.minimumWidth(), hint.width()) - margins.left() - margins.right()
        extra = sum(
            max(0, label.heightForWidth(width) - label.minimumSizeHint().height())
            for label in (self.goal_label, self.standing_label, self.marks_legend)
            if not label.isHidden()
        )
        return QSize(hint.width(), hint.height() + extra)

    # --- reading the model ---------------------------------------------------------------

    def refresh(self, *_: object) -> None:
        """Redraw everything from the model (cheap: a handful of numbers)."""
        if not self.model.begun:
            self._show_nothing()
            return
        match = self.model.match
        state = self.model.round
        seats = seats_in_columns(self.model.human_seat)
        self._show_goal(match)
        self.standing_label.setText(texts.standing_text(match, self.model.human_seat))
        self._show_round(match, state, seats)
        self._show_game(match, seats)
        self.chart.set_data(
            self._series(match, seats),
            match.rules.target if match.rules.match == MatchKind.POINTS else None,
            self._names(),
        )

    def _show_nothing(self) -> None:
        """Before a game is dealt or resumed the model's match is a placeholder: the sheet
        shows its headings and blank cells, not a random "Round 1" that nobody is playing
        (at launch, behind the question whether to resume another game)."""
        for label in (self.goal_label, self.standing_label, self.round_title):
            label.setText("")
        self._write_round_table([("", "")] * len(CATEGORIES), ("", ""))
        self.game_table.setRowCount(0)
        self.chart.set_data(([], []), None, self._names())

    def _names(self) -> tuple[str, str]:
        human = self.model.human_seat
        you, them = seats_in_columns(human)
        return texts.player_name(you, human), texts.player_name(them, human)

    def _show_goal(self, match: Match) -> None:
        rules = match.rules
        if rules.match == MatchKind.ROUNDS:
            count = rules.rounds_to_win
            text = self.tr("First to win %Ln round(s)", None, count)
        else:
            count = rules.target
            text = self.tr("First to %Ln point(s)", None, count)
        text = texts.english_plural(text, count)
        self.goal_label.setText(text)

    def _show_round(self, match: Match, state: RoundState, seats: tuple[int, int]) -> None:
        number = len(match.results) + (0 if match.booked else 1)
        if state.is_over():
            title = self.tr("Round {number} — finished").format(number=number)
        else:
            title = self.tr("Round {number} — in progress").format(number=number)
        self.round_title.setText(title)
        mine, theirs = (state.breakdown(seat) for seat in seats)
        self._write_round_table(
            [(texts.number(mine[c]), texts.number(theirs[c])) for c in CATEGORIES],
            (texts.number(state.score(seats[0])), texts.number(state.score(seats[1]))),
            state.rules,
        )

    def _write_round_table(
        self, rows: list[tuple[str, str]], total: tuple[str, str], rules: RuleSet | None = None
    ) -> None:
        """The round's points by kind (``rows``, in the order of CATEGORIES) and in all,
        each a pair: the left seat's, the right seat's; the kinds ``rules`` never score
        are not shown."""
        table = self.round_table
        scored = scored_categories(rules) if rules is not None else CATEGORIES
        for row, (category, values) in enumerate(zip(CATEGORIES, rows, strict=True)):
            table.setRowHidden(row, category not in scored)
            table.set_cell(
                row,
                0,
                texts.category_name(category, rules),
                tip=texts.category_help(category, rules),
            )
            for column, value in enumerate(values, start=1):
                table.set_cell(row, column, value)
        total_row = len(CATEGORIES)
        table.set_cell(total_row, 0, texts.round_total_label(), bold=True)
        for column, value in enumerate(total, start=1):
            table.set_cell(total_row, column, value, bold=True)
        table.fit_height()

    def _show_game(self, match: Match, seats: tuple[int, int]) -> None:
        table = self.game_table
        results = match.results
        table.setRowCount(len(results) + 1)
        by_rounds = match.rules.match == MatchKind.ROUNDS
        for row, result in enumerate(results):
            table.set_round_row(row, result, seats, marked=by_rounds)
        self.marks_legend.setVisible(marks_rounds(match))
        table.set_game_row(len(results), match, seats)
        table.scrollToBottom()

    @staticmethod
    def _series(match: Match, seats: tuple[int, int]) -> tuple[list[int], list[int]]:
        series: tuple[list[int], list[int]] = ([0], [0])
        for result in match.results:
            for values, seat in zip(series, seats, strict=True):
                values.append(values[-1] + result.scores[seat])
        return series

    # --- language ------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        names = self._names()
        self.round_table.set_headers(self.tr("Points"), names)
        self.game_table.set_headers(self.tr("Round"), names)
        self.game_title.setText(self.tr("Game"))
        self.marks_legend.setText(texts.round_marks_legend())
        self.refresh()
        self._fit_width()

    def _fit_width(self) -> None:
        """Ask for the width at which nothing is cut (#14): the widest row label, each
        player's name (or a four-digit total) in a column of its own, a scroll bar, and
        the chart's legend; the dock, and so the window, never get narrower."""
        table = self.round_table
        plain = table.fontMetrics()
        bold_font = QFont(table.font())
        bold_font.setBold(True)
        bold = QFontMetrics(bold_font)
        header = table.horizontalHeader().fontMetrics()
        labels = [texts.category_name(c) for c in CATEGORIES]
        first = max(plain.horizontalAdvance(label) for label in labels)
        totals = (texts.round_total_label(), texts.game_total_label())
        first = max(first, *(bold.horizontalAdvance(label) for label in totals))
        names = self._names()
        column = max(
            *(header.horizontalAdvance(name) for name in names),
            bold.horizontalAdvance(texts.number(8888)),
        )
        scroll = self.style().pixelMetric(self.style().PixelMetric.PM_ScrollBarExtent)
        box = self.layout()
        margins = box.contentsMargins() if box is not None else QMargins()
        frame = 2 * table.frameWidth()
        tables = first + 2 * column + 3 * 12 + frame + scroll
        legend = (
            sum(36 + plain.horizontalAdvance(name) for name in names)
            + plain.horizontalAdvance("8888")
            + 10
        )
        self.setMinimumWidth(max(tables, legend) + margins.left() + margins.right())


__all__ = [
    "PLAYER_COLOURS",
    "ScoreChart",
    "ScoreSheet",
    "ScoreTable",
    "marks_rounds",
    "seats_in_columns",
]
