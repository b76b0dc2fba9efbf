"""The review of a round (#18): every decision graded, and "what if" from any of them.

:class:`ReviewDialog` lists the player's decisions (and, on a toggle, the computer's),
each with what was played, the best choice, the expected points lost and its grade, and
a reason worded from the grade's data (:mod:`.review_rows` words them and builds the
rows). The grades come from :class:`~marjolet_qt.app.review_worker.ReviewRunner`, in its
own thread: the exact phase-2 grades first, then the search's. The dialog opens on the
biggest mistake and can be closed at any time (the thread stops after the decision it
grades). Its What if button opens a :class:`~.what_if.WhatIfDialog`.
"""

# Qt signals are named in Qt's camelCase.
# ruff: noqa: N802, N815

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QFont, QFontMetrics
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from marjolet_qt.ai.review import BLUNDER, DEFAULT_WORLDS, INACCURACY, MISTAKE, Grade
from marjolet_qt.app import texts
from marjolet_qt.app.dialogs.replay import RoundBoard, SharingSplitter
from marjolet_qt.app.dialogs.review_rows import (
    COLUMNS,
    INDEX_ROLE,
    MARKS,
    NAME_ROLE,
    SHORT_ROLE,
    TINTS,
    grade_item,
    grade_name,
    grade_reason,
    loss_text,
    noise_note,
    points,
    signed_points,
    within_noise,
)
from marjolet_qt.app.dialogs.what_if import WhatIfDialog, computer_s_best
from marjolet_qt.app.review_worker import (
    REVIEW_SEED,
    ReviewRunner,
    StoredReview,
    decision_order,
    keep_review,
    replay_positions,
    stored_review,
)
from marjolet_qt.app.screen_fit import fit_to_screen
from marjolet_qt.engine.actions import Action, ActionKind
from marjolet_qt.engine.records import from_record

from .buttons import close_by_default

#: Worlds per phase-1 decision in the application's reviews (the review's default).
WORLDS = DEFAULT_WORLDS


#: The columns of the list that keep their whole text (the trick, who, the points lost,
#: the grade: short) and the two that share the rest (what was played, the best choice).
SHORT_COLUMNS, MOVE_COLUMNS = (0, 1, 4, 5), (2, 3)
#: The moves' columns: the least width in average characters (elided below their
#: whole text, which their tooltips show), and the width they ask for.
MOVE_MIN_CHARS, MOVE_CHARS = 10, 20
#: The least part of the width (in percent) the board keeps beside a list that would
#: take more.
BOARD_SHARE = 40


def _name(item: QTreeWidgetItem, column: int) -> str:
    """A move's whole name (the list may show its short form)."""
    name = item.data(column, NAME_ROLE)
    return name if isinstance(name, str) else item.text(column)


class ReviewList(QTreeWidget):
    """The review's list of decisions, its columns fitted to its width: the short ones
    (the trick, who, the points lost, the grade) as wide as their longest possible text
    in the interface's language, bold as a mistake's row is, and the two moves sharing
    what is left, elided (whole in their tooltips). Its minimum width shows every column
    readable, so that the splitter cannot squeeze a column out of sight. Once the player
    sets a column's width by hand, the widths are theirs: resizing the list no longer
    fits them (it scrolls sideways if they are too wide), until a change of language or
    font, which changes every text, fits them anew.

    The short columns' widths come from the texts a column can hold (the points lost: from
    the rows as well), not from the rows graded so far, so that they stay put while the
    review fills the list; the moves share the rest by what their rows show (a meld's name
    is long, the best choice often empty)."""

    def __init__(self, human_seat: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._human = human_seat
        self.setColumnCount(COLUMNS)
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = self.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        self._short: dict[int, int] = {}
        self._needs: dict[int, int] = {}
        # Whether the player has set a width by hand (a section resized while the list
        # was not fitting its columns itself).
        self._by_hand = False
        self._fitting = False
        header.sectionResized.connect(self._on_section_resized)

    def _samples(self, column: int) -> list[str]:
        """The longest texts ``column`` may show. The points lost are measured on the rows
        too: a round of Bésigue may lose hundreds of points, a round of Marjolet seldom
        more than a few dozen, and a column wide enough for the first would take a small
        window's room from the moves for nothing."""
        if column == 0:
            return ["88"]
        if column == 1:
            return [texts.player_name(seat, self._human) for seat in (0, 1)]
        if column == 4:
            play = Action(ActionKind.PLAY, 1)
            usual = Grade(0, 0, play, play, 88.8, 88.8, False, 1)
            exact = Grade(0, 0, play, play, 88.8, 0.0, True, 1)
            rows = (self.topLevelItem(row) for row in range(self.topLevelItemCount()))
            shown = [item.text(4) for item in rows if item is not None]
            return [loss_text(usual), loss_text(exact), *shown]
        if column == 5:
            return [grade_name(severity) for severity in ("blunder", "mistake", "inaccuracy")]
        return []

    def _padding(self) -> int:
        """A cell's margins around its text (the item delegate's, and a little air)."""
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self)
        return 2 * (margin + 1) + 8

    def short_widths(self) -> dict[int, int]:
        """The width of each short column: its header's or its longest text's, bold."""
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        header = self.header()
        return {
            column: max(
                header.sectionSizeHint(column),
                max(metrics.horizontalAdvance(text) for text in self._samples(column))
                + self._padding(),
            )
            for column in SHORT_COLUMNS
        }

    def move_widths(self, chars: int) -> dict[int, int]:
        """The width of each move's column for ``chars`` average characters (its header's
        at least)."""
        header = self.header()
        per_char = self.fontMetrics().averageCharWidth()
        return {
            column: max(header.sectionSizeHint(column), chars * per_char + self._padding())
            for column in MOVE_COLUMNS
        }

    def _chrome(self) -> int:
        """The width of the frame and the vertical scroll bar around the columns."""
        scroll_bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        return 2 * self.frameWidth() + scroll_bar

    def minimumSizeHint(self) -> QSize:
        width = sum(self.short_widths().values()) + sum(self.move_widths(MOVE_MIN_CHARS).values())
        return QSize(width + self._chrome(), super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:
        """Wide enough for every move shown whole, and for :data:`MOVE_CHARS` at least."""
        asked = self.move_widths(MOVE_CHARS)
        needs = self.move_needs()
        moves = sum(max(asked[column], needs[column]) for column in MOVE_COLUMNS)
        width = sum(self.short_widths().values()) + moves
        return QSize(width + self._chrome(), super().sizeHint().height())

    def widths_by_hand(self) -> bool:
        """Whether the player has set the columns' widths (resizing no longer fits them)."""
        return self._by_hand

    def _on_section_resized(self, *_: object) -> None:
        if not self._fitting:
            self._by_hand = True
            self.show_moves()

    def show_moves(self) -> None:
        """The moves by their whole names where they all have room, else all by their
        short forms ('A♥' for 'Ace of hearts', '7♥ ⇄' for the exchange; whole in the
        tooltips): a small window cut the names to 'Ace of h…', and the suit, what
        mattered, was gone. Both columns change together, so that a row reads as one
        (a played 'V♦' beside a best choice 'As de cœur' read oddly)."""
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = {False: self.fontMetrics(), True: QFontMetrics(bold)}
        header = self.header()
        items = [
            item for row in range(self.topLevelItemCount()) if (item := self.topLevelItem(row))
        ]
        short = any(
            metrics[item.font(column).bold()].horizontalAdvance(_name(item, column))
            > header.sectionSize(column) - self._padding()
            for column in MOVE_COLUMNS
            for item in items
        )
        for column in MOVE_COLUMNS:
            for item in items:
                form = item.data(column, SHORT_ROLE) if short else None
                shown = form if isinstance(form, str) else _name(item, column)
                if item.text(column) != shown:
                    item.setText(column, shown)

    def refit(self, *, anew: bool = False) -> None:
        """Fit the columns to the list's width (again: when the list is resized, or when a
        row's points lost are wider than the column), unless the player has set them by
        hand; ``anew`` (a change of language or font) fits them whatever the player did."""
        if anew:
            self._by_hand = False
        short, needs = self.short_widths(), self.move_needs()
        if (short, needs) != (self._short, self._needs):  # its size hints change too
            self._short, self._needs = short, needs
            self.updateGeometry()
        if self._by_hand:
            self.show_moves()
            return
        least = self.move_widths(MOVE_MIN_CHARS)
        room = self.viewport().width() - sum(short.values())
        spare = max(0, room - sum(least.values()))
        widths = dict(short)
        widths.update(self._share(least, spare))
        header = self.header()
        self._fitting = True
        try:
            for column, width in widths.items():
                header.resizeSection(column, width)
        finally:
            self._fitting = False
        self.show_moves()

    def move_needs(self) -> dict[int, int]:
        """The width each move's column needs to show its longest row whole (bold, as a
        mistake's row is): a meld's name is long, the best choice often empty or a card."""
        rows = [self.topLevelItem(row) for row in range(self.topLevelItemCount())]
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        return {
            column: max(
                (metrics.horizontalAdvance(_name(item, column)) for item in rows if item),
                default=0,
            )
            + self._padding()
            for column in MOVE_COLUMNS
        }

    def _share(self, least: dict[int, int], spare: int) -> dict[int, int]:
        """The moves' widths: each its least, and the spare width shared by need, so that
        what one column does not need goes to the other (an even share cut "Trump Jack
        and ano…" beside a half-empty column). When both lack more than there is, the
        spare goes in proportion to what each lacks; when both are served, what is left
        is shared evenly."""
        needs = self.move_needs()
        lack = {column: max(0, needs[column] - least[column]) for column in MOVE_COLUMNS}
        wanted = sum(lack.values())
        if wanted > spare:
            given = {column: spare * lack[column] // wanted for column in MOVE_COLUMNS}
        else:
            given = lack
        left = spare - sum(given.values())
        return {
            column: least[column] + given[column] + (left + 1 - order) // 2
            for order, column in enumerate(MOVE_COLUMNS)
        }

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.refit()
        return super().viewportEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.refit(anew=True)


class ReviewDialog(QDialog):
    """Every decision of a round graded; opens on the biggest mistake."""

    #: The review was finished and kept in the record: the game is worth saving.
    reviewKept = Signal()

    def __init__(
        self,
        record: dict[str, Any],
        table: Any = None,
        parent: QWidget | None = None,
        *,
        human_seat: int = 0,
        number: int | None = None,
        live: bool = False,
        settings: Any = None,
        level: str = "hard",
        worlds: int | None = None,
    ) -> None:
        # Read first: a bad record raises before the dialog exists (no half-built child
        # of the window left behind, as in the replay viewer).
        state = from_record(record)
        super().__init__(parent)
        self.setObjectName("reviewDialog")
        self.record = record
        self._table = table
        self._human = human_seat
        self._number = number
        #: A round still in progress: the computer's decisions (its cards) stay hidden, and
        #: "what if" (which would show the stock) waits for the round's end.
        self.live = live
        self._settings = settings
        self._level = level
        self._worlds = worlds if worlds is not None else WORLDS
        self.state = state
        self.positions = replay_positions(self.state)
        self.grades: dict[int, Grade] = {}
        stored = None if live else stored_review(record)
        if stored is not None:
            self.grades.update(stored.grades)
        self.loaded_from_record = stored is not None
        self._chosen_by_user = False
        # Above 0 while the dialog moves the selection itself (not the player).
        self._steering = 0
        self._cancelled = False
        self.what_if_windows: list[QDialog] = []

        self.summary_label = QLabel(self)
        self.summary_label.setObjectName("reviewSummary")
        self.summary_label.setWordWrap(True)
        font = QFont(self.summary_label.font())
        font.setBold(True)
        self.summary_label.setFont(font)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("reviewProgress")
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("reviewCancel")
        self.cancel_button.clicked.connect(self.cancel_or_resume)
        self.computer_box = QCheckBox(self)
        self.computer_box.setObjectName("reviewComputer")
        self.computer_box.setEnabled(not live)
        self.computer_box.toggled.connect(self._on_computer_toggled)
        self.tree = ReviewList(self._human, self)
        self.tree.currentItemChanged.connect(self._on_current_changed)
        self.tree.itemClicked.connect(self._user_chose)
        self.board = RoundBoard(table, human_seat, self)
        self.reason_label = QLabel(self)
        self.reason_label.setObjectName("reviewReason")
        self.reason_label.setWordWrap(True)
        self.reason_label.setTextFormat(Qt.TextFormat.PlainText)
        # Three lines at least: the dialog's minimum height counts them (a wrapped label's
        # own minimum is one line), so that a small window does not squeeze the board.
        self.reason_label.setMinimumHeight(3 * self.reason_label.fontMetrics().lineSpacing())
        self.reason_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.what_if_button = QPushButton(self)
        self.what_if_button.setObjectName("whatIf")
        self.what_if_button.clicked.connect(self.what_if)

        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.cancel_button)
        # The list keeps the width its columns ask for while the board keeps a fair share
        # (else it narrows to its least), the board takes the rest (its cards grow with it,
        # up to a limit); neither can be pushed out of sight. The reason spans the dialog's
        # width below both: beside the board it would take many lines of a small window.
        splitter = SharingSplitter(self._list_share, self)
        splitter.addWidget(self.tree)
        splitter.addWidget(self.board)
        self.splitter = splitter
        buttons = QDialogButtonBox(self)
        buttons.addButton(self.what_if_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close_by_default(buttons)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary_label)
        layout.addLayout(progress_row)
        layout.addWidget(self.computer_box)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.reason_label)
        layout.addWidget(buttons)

        self.runner = ReviewRunner(None)
        self.runner.gradeReady.connect(self._on_grade)
        self.runner.progressed.connect(self._on_progress)
        self.runner.finished.connect(self._on_finished)
        runner = self.runner
        # However the dialog goes (closed, or deleted with the window that opened it),
        # the review thread is told to stop, and is kept until it has.
        self.destroyed.connect(lambda *_: runner.shutdown())

        if stored is not None and any(g.seat != human_seat for g in stored.grades.values()):
            self.computer_box.blockSignals(True)
            self.computer_box.setChecked(True)
            self.computer_box.blockSignals(False)
        self.retranslate_ui()
        self._fill()
        self._run_missing()
        fit_to_screen(self, QSize(1300, 680))

    def _list_share(self, total: int) -> int:
        """The list's width out of ``total``: as wide as its columns ask while the board
        keeps :data:`BOARD_SHARE` percent of the width, else narrower (down to its least,
        every column still readable)."""
        board = max(self.board.minimumSizeHint().width(), total * BOARD_SHARE // 100)
        return min(self.tree.sizeHint().width(), total - board)

    # --- the review ---------------------------------------------------------------------

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats shown: the player's, and the computer's on the toggle."""
        if self.computer_box.isChecked():
            return (0, 1)
        return (self._human,)

    @property
    def running(self) -> bool:
        return self.runner.busy

    def _missing(self) -> list[int]:
        return [i for i in decision_order(self.positions, self.seats) if i not in self.grades]

    def _run_missing(self) -> None:
        missing = self._missing()
        self._cancelled = False
        if not missing:
            self._show_idle()
            self._select_worst()
            return
        total = len(decision_order(self.positions, self.seats))
        self.progress.setRange(0, total)
        self.progress.setValue(total - len(missing))
        self.progress.setVisible(True)
        self._word_cancel_button()
        self.cancel_button.setVisible(True)
        self.runner.start(self.state, missing, worlds=self._worlds, seed=REVIEW_SEED)
        self._update_summary()

    def cancel_or_resume(self) -> None:
        if self.running:
            self.cancel()
        else:
            self._run_missing()

    def cancel(self) -> None:
        """Stop the review (what is graded stays shown, and kept: Resume, or the review
        opened again, goes on from there)."""
        if not self.runner.cancel():
            return
        self._cancelled = True
        self._word_cancel_button()
        self._keep()
        self._update_summary()

    def _word_cancel_button(self) -> None:
        """Stop while the review runs, Resume once stopped; each with its Alt letter,
        as the dialog's other buttons have."""
        self.cancel_button.setText(self.tr("&Resume") if self._cancelled else self.tr("&Stop"))

    def _on_grade(self, grade: Grade) -> None:
        self.grades[grade.index] = grade
        if grade.seat in self.seats:
            self._insert(grade)
        if not self._chosen_by_user:
            self._select_worst()
        self._update_summary()

    def _on_progress(self, done: int, total: int) -> None:
        whole = len(decision_order(self.positions, self.seats))
        self.progress.setRange(0, whole)
        self.progress.setValue(whole - total + done)

    def _on_finished(self, complete: bool) -> None:
        if complete:
            self._keep()
            self._show_idle()
        if not self._chosen_by_user:
            self._select_worst()
        self._update_summary()

    def _show_idle(self) -> None:
        self.progress.setVisible(False)
        self.cancel_button.setVisible(False)
        self._update_summary()

    def _keep(self) -> None:
        """Keep the review in the round's record (never a round in progress): finished,
        or stopped part way (what is graded is kept; opened again, it goes on)."""
        if self.live or not self.state.is_over() or not self.grades:
            return
        seats = tuple(
            seat
            for seat in (0, 1)
            if all(i in self.grades for i in decision_order(self.positions, (seat,)))
        )
        review = StoredReview(REVIEW_SEED, self._worlds, seats, dict(self.grades))
        keep_review(self.record, review)
        self.reviewKept.emit()

    def _on_computer_toggled(self, _checked: bool) -> None:
        self._fill()
        if not self.running:
            self._run_missing()
        else:  # the job under way is the player's: the computer's decisions follow it
            self.runner.finished.connect(self._then_missing)
        self._update_summary()

    def _then_missing(self, complete: bool) -> None:
        self.runner.finished.disconnect(self._then_missing)
        if complete:
            self._run_missing()

    # --- the list ------------------------------------------------------------------------

    def _fill(self) -> None:
        current = self.current_index()
        self._steering += 1
        try:
            self.tree.clear()
            for index in sorted(self.grades):
                if self.grades[index].seat in self.seats:
                    self._insert(self.grades[index])
            if current is not None:
                self.select(current)
        finally:
            self._steering -= 1
        self.tree.refit()

    def _insert(self, grade: Grade) -> None:
        item = grade_item(grade, self.positions[grade.index], self._human, self.tree.font())
        row = 0
        while row < self.tree.topLevelItemCount():
            other = self.tree.topLevelItem(row)
            if other is not None and other.data(0, INDEX_ROLE) > grade.index:
                break
            row += 1
        self.tree.insertTopLevelItem(row, item)
        if not self._steering:  # (a refill fits the columns once, at its end)
            self.tree.refit()

    @property
    def rows(self) -> list[list[str]]:
        """The list's text, row by row, each move by its whole name (for tests and
        accessibility checks: what the list says, whatever its width)."""
        items = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        return [[_name(item, c) for c in range(COLUMNS)] for item in items if item]

    def current_index(self) -> int | None:
        item = self.tree.currentItem()
        return None if item is None else int(item.data(0, INDEX_ROLE))

    def select(self, index: int) -> bool:
        """Show decision ``index`` (the dialog's choice: the review keeps following the
        biggest mistake until the player picks a decision, by mouse or keyboard)."""
        for row in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(row)
            if item is not None and item.data(0, INDEX_ROLE) == index:
                self._steering += 1
                try:
                    self.tree.setCurrentItem(item)
                finally:
                    self._steering -= 1
                return True
        return False

    def worst(self) -> Grade | None:
        """The player's costliest graded decision (the computer's only if the player made
        no mistake), where the review opens."""
        for seats in ((self._human,), self.seats):
            found = [g for g in self.grades.values() if g.seat in seats and g.significant]
            if found:
                return max(found, key=lambda g: (g.loss, -g.index))
        return None

    def _select_worst(self) -> None:
        worst = self.worst()
        if worst is not None:
            self.select(worst.index)
        else:
            first = self.tree.topLevelItem(0)
            if first is not None:
                self.select(int(first.data(0, INDEX_ROLE)))

    def _user_chose(self, *_: object) -> None:
        self._chosen_by_user = True

    def _on_current_changed(self, *_: object) -> None:
        if not self._steering:
            self._chosen_by_user = True
        self._on_current()

    def _word_what_if(self) -> None:
        """What the What if button does from the decision chosen: for a computer's
        mistake, play on from its best choice instead."""
        index = self.current_index()
        if self.live:
            tip = self.tr("Once the round is over: play on from this decision against the computer")
        elif index is not None and computer_s_best(self.grades.get(index), self._human):
            tip = self.tr("Play on as if the computer had made its best choice here")
        else:
            tip = self.tr("Play on from this decision against the computer, the deal as it was")
        self.what_if_button.setToolTip(tip)

    def _on_current(self, *_: object) -> None:
        index = self.current_index()
        self.what_if_button.setEnabled(index is not None and not self.live)
        self._word_what_if()
        if index is None:
            self.reason_label.setText("")
            return
        grade = self.grades[index]
        position = self.positions[index]
        # The decision's position, the card (or meld) played marked in the mover's hand,
        # the trick just taken shown before a lead; the computer's hand hidden while its
        # round is in progress.
        marks = [0, 0]
        marks[grade.seat] = int(grade.played.cards)
        self.board.show_state(
            position,
            last_trick=position.lead_card < 0,
            hide_computer=self.live,
            highlight=(marks[0], marks[1]),
        )
        self.reason_label.setText(grade_reason(grade, position, self._human))

    # --- the summary -----------------------------------------------------------------------

    def lost(self, seat: int) -> float:
        return sum(g.loss for g in self.grades.values() if g.seat == seat and g.significant)

    def _update_summary(self) -> None:
        human, computer = self._human, 1 - self._human
        lines = []
        mine = [g for g in self.grades.values() if g.seat == human]
        both = self.computer_box.isChecked()
        if self.running:
            lines.append(
                self.tr("Reviewing your decisions and the computer's…")
                if both
                else self.tr("Reviewing your decisions…")
            )
        elif self._cancelled:
            # (Those graded, the computer's too when they are shown.)
            graded = len(self.grades) if both else len(mine)
            stopped = self.tr("Review stopped: %n decision(s) graded.", None, graded)
            lines.append(texts.english_plural(stopped, graded))
        lost = self.lost(human)
        # A review stopped part way speaks of the decisions graded, not of the round: "No
        # mistake found in your decisions" after a third of them read as a verdict.
        partial = self._cancelled and not self.running
        if lost > 0:
            lines.append(
                (
                    self.tr("In the decisions graded, you lost about {points} points to mistakes.")
                    if partial
                    else self.tr("You lost about {points} points to mistakes in this round.")
                ).format(points=points(lost))
            )
        elif mine and not self.running:
            lines.append(
                self.tr("No mistake found in your decisions graded so far.")
                if partial
                else self.tr("No mistake found in your decisions.")
            )
        if both:
            theirs = self.lost(computer)
            if theirs > 0:
                lines.append(
                    (
                        self.tr(
                            "In the decisions graded, the computer lost about {points} points "
                            "to its mistakes."
                        )
                        if partial
                        else self.tr("The computer lost about {points} points to its mistakes.")
                    ).format(points=points(theirs))
                )
            elif not self.running:
                lines.append(
                    self.tr("No mistake found in the computer's decisions graded so far.")
                    if partial
                    else self.tr("No mistake found in the computer's decisions.")
                )
            if not self.running and not self._cancelled and self.state.is_over():
                luck = self._luck(lost, theirs)
                if luck:
                    lines.append(luck)
        # The column adds up to more than the summary's points when losses are in brackets.
        if any(within_noise(g) for g in self.grades.values() if g.seat in self.seats):
            lines.append(noise_note())
        self.summary_label.setText("\n".join(lines))

    def _luck(self, mine: float, theirs: float) -> str:
        """Who was lucky: the side that made the costlier mistakes and still won."""
        human, computer = self._human, 1 - self._human
        ours, their_score = self.state.score(human), self.state.score(computer)
        if theirs > mine + INACCURACY and their_score > ours:
            return self.tr(
                "The computer made the costlier mistakes and still won the round: it was lucky."
            )
        if mine > theirs + INACCURACY and ours > their_score:
            return self.tr(
                "You made the costlier mistakes and still won the round: you were lucky."
            )
        return ""

    # --- what if ---------------------------------------------------------------------------

    def what_if(self) -> QDialog | None:
        """Play on from the chosen decision against the computer, the deal as it was."""
        index = self.current_index()
        if index is None or self.live:
            return None
        window = WhatIfDialog(
            self.record,
            index,
            self._settings,
            self._level,
            table=self._table,
            parent=self,
            human_seat=self._human,
            instead=computer_s_best(self.grades.get(index), self._human),
        )
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.what_if_windows.append(window)
        window.destroyed.connect(
            lambda *_: (
                self.what_if_windows.remove(window) if window in self.what_if_windows else None
            )
        )
        window.show()
        return window

    # --- text and closing -------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        if self._number is not None:
            title = self.tr("Review of round {number}").format(number=self._number)
        else:
            title = self.tr("Review of the round")
        self.setWindowTitle(title)
        self.computer_box.setText(self.tr("Show the computer's decisions too"))
        self.computer_box.setToolTip(
            self.tr("Once the round is over: grade the computer's play, and see its luck")
            if self.live
            else self.tr("Grade the computer's play too, and see when it was lucky")
        )
        self._word_cancel_button()
        self.what_if_button.setText(self.tr("&What if…"))
        self._word_what_if()
        self.tree.setHeaderLabels(
            [
                self.tr("Trick"),
                self.tr("Who"),
                self.tr("Played"),
                self.tr("Best choice"),
                self.tr("Points lost"),
                self.tr("Grade"),
            ]
        )
        self.tree.refit(anew=True)  # every text changed: the player's widths too
        self.tree.headerItem().setToolTip(
            4,
            self.tr(
                "Expected points of the round's difference lost against the best choice: "
                "exact once the stock is gone, else ± the search's margin of error (a loss "
                "within it, in brackets, is not graded)"
            ),
        )
        self.tree.headerItem().setToolTip(
            5,
            self.tr(
                "?! inaccuracy: {inaccuracy} points or more; ? mistake: {mistake}; "
                "?? blunder: {blunder}"
            ).format(inaccuracy=int(INACCURACY), mistake=int(MISTAKE), blunder=int(BLUNDER)),
        )
        self._fill()
        self._update_summary()
        self._on_current()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def done(self, code: int) -> None:
        self._stop_and_keep()
        super().done(code)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop_and_keep()
        super().closeEvent(event)

    def _stop_and_keep(self) -> None:
        """Closed part way (the dialog, or the game quitting), the review keeps what it
        graded, as Stop does: quitting at 73% kept only what an earlier Stop had."""
        if self.running:
            self._keep()
        self.runner.shutdown()


__all__ = [
    "MARKS",
    "TINTS",
    "WORLDS",
    "ReviewDialog",
    "ReviewList",
    "WhatIfDialog",
    "grade_name",
    "grade_reason",
    "loss_text",
    "points",
    "signed_points",
]
