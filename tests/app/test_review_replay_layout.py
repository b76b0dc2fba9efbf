"""The replay viewer's and the review's layouts at every window size, in both languages.

Measured on the real widgets, for a round of Marjolet (six cards a hand) and one of
Bésigue (eight): at 760 × 510 and at each dialog's minimum size, no row of cards overlaps
another or a caption and every card lies inside the board, and every column of the
review's list is readable (its header whole; its short texts, the points lost and the
grade, whole; the columns all in view); at 1920 × 1200 the board stays compact (captions
on their cards, the cards grown but no bigger than the limit); and both dialogs open
within the screen they open on.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QFont, QFontMetrics, QPixmap
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from marjolet_qt.app import i18n, review_worker
from marjolet_qt.app.dialogs.replay import (
    CARD_H,
    LINE_GAP,
    LIST_MIN_WIDTH,
    MAX_CARD_H,
    MIN_CARD_H,
    ROW_GAP,
    ReplayDialog,
    RoundBoard,
)
from marjolet_qt.app.dialogs.review import SHORT_COLUMNS, ReviewDialog
from marjolet_qt.app.dialogs.review_rows import COLUMNS, INDEX_ROLE, NAME_ROLE, SHORT_ROLE
from marjolet_qt.app.table.cards import CardArt, card_key
from marjolet_qt.engine.records import from_record, to_record

from .helpers import finished_round

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]

GAMES = ["marjolet", "besigue"]
SMALL, BIG = QSize(760, 510), QSize(1920, 1200)
#: How far (in pixels) a caption may stand from the cards it names.
NEAR = 12


class ArtTable:
    """The one service the boards ask of the table: the card faces, in the real art (so
    that the dialogs are measured as the player sees them)."""

    def __init__(self) -> None:
        self.art = CardArt("en")

    def card_pixmap(self, card: int, width: int, height: int) -> QPixmap:
        return self.art.pixmap(card_key(card), width, height)


@pytest.fixture(params=["en", "fr"])
def language(
    request: pytest.FixtureRequest,
    qapp: QApplication,
    french_catalogue: Path,
) -> Iterator[str]:
    i18n.install_translator(qapp, request.param)
    yield request.param
    i18n.install_translator(qapp, "en")


@pytest.fixture(params=GAMES)
def game(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture(autouse=True)
def _no_review_left_running() -> Iterator[None]:
    yield
    assert review_worker.drain(30_000)


@functools.cache
def _record(game: str) -> dict[str, Any]:
    return to_record(finished_round(3, game))


_REVIEWED: dict[str, dict[str, Any]] = {}


def reviewed(qtbot: QtBot, game: str) -> dict[str, Any]:
    """The round of ``game`` with its review kept in it (graded once, on few worlds), so
    that each test's review opens at once, every row in place."""
    if game not in _REVIEWED:
        record = copy.deepcopy(_record(game))
        dialog = ReviewDialog(record, worlds=6)
        qtbot.addWidget(dialog)
        qtbot.waitUntil(lambda: not dialog.running, timeout=120_000)
        dialog.close()
        _REVIEWED[game] = record
    return copy.deepcopy(_REVIEWED[game])


def shown(qtbot: QtBot, dialog: QDialog) -> None:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)


def resized(qtbot: QtBot, dialog: QDialog, size: QSize) -> None:
    dialog.resize(size)
    qtbot.waitUntil(lambda: dialog.size() == size.expandedTo(dialog.minimumSize()))
    QApplication.processEvents()


def rect_in(widget: QWidget, board: QWidget) -> QRect:
    return QRect(widget.mapTo(board, QPoint(0, 0)), widget.size())


def card_rows(board: RoundBoard) -> dict[str, QRect]:
    """Each row's cards (the union of their faces), in the board's coordinates."""
    rows = {}
    for name in ("top_hand", "trick_row", "upcard_row", "bottom_hand"):
        row = getattr(board, name)
        united = QRect()
        for card in row.card_rects():
            united = united.united(QRect(row.mapTo(board, card.topLeft()), card.size()))
        if not united.isNull():
            rows[name] = united
    return rows


def board_problems(board: RoundBoard) -> list[str]:
    """What is wrong with the board as laid out: a row of cards over another, a caption
    over a card, a card outside the board."""
    rows = card_rows(board)
    problems = []
    names = list(rows)
    for index, first in enumerate(names):
        for second in names[index + 1 :]:
            if rows[first].intersects(rows[second]):
                problems.append(f"{first} over {second}")
    for caption in board.captions:
        if caption.text():
            for name, rect in rows.items():
                if rect_in(caption, board).intersects(rect):
                    problems.append(f"{caption.text()!r} over {name}")
    for name, rect in rows.items():
        if not board.rect().contains(rect):
            problems.append(f"{name} outside the board")
    return problems


def check_review_columns(dialog: ReviewDialog) -> None:
    """Every header whole, every short text whole (bold, as a mistake's row is), every
    column in view; the moves elided only with their whole text in the tooltip."""
    tree = dialog.tree
    header = tree.header()
    viewport = tree.viewport().width()
    for column in range(COLUMNS):
        assert header.sectionSize(column) >= header.sectionSizeHint(column), column
        assert header.sectionViewportPosition(column) >= 0, column
        assert header.sectionViewportPosition(column) + header.sectionSize(column) <= viewport
    bold = QFont(tree.font())
    bold.setBold(True)
    metrics = QFontMetrics(bold)
    assert tree.topLevelItemCount() > 0
    for row in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(row)
        assert item is not None
        for column in SHORT_COLUMNS:
            width = metrics.horizontalAdvance(item.text(column))
            assert width + 4 <= header.sectionSize(column), (column, item.text(column))
        for column in (2, 3):
            # Whole, or where it would be cut its short form ('A♥'), itself whole; the
            # whole name in the tooltip either way.
            name, short = item.data(column, NAME_ROLE), item.data(column, SHORT_ROLE)
            assert item.toolTip(column) == name
            if item.text(column) != name:
                assert item.text(column) == short
                assert metrics.horizontalAdvance(short) + 4 <= header.sectionSize(column)
    # The moves share their room by need: when both columns' longest texts fit in it,
    # neither is cut (an even share cut a meld's long name beside a half-empty column).
    moves = (2, 3)
    need = {
        column: max(
            metrics.horizontalAdvance(item.data(column, NAME_ROLE))
            for row in range(tree.topLevelItemCount())
            if (item := tree.topLevelItem(row)) is not None
        )
        for column in moves
    }
    room = sum(header.sectionSize(column) for column in moves)
    if sum(need.values()) + 2 * 12 <= room:
        for column in moves:
            assert need[column] + 4 <= header.sectionSize(column), (column, need, room)


def check_compact(board: RoundBoard) -> None:
    """At a large size: the cards grown (no bigger than the limit), each caption on its
    cards, no room lost between the rows (the rows' places, whether or not they hold
    cards: the upcard is gone once the stock is)."""
    assert CARD_H < board.card_size.height() <= MAX_CARD_H
    top_name, top_hand = rect_in(board.top_name, board), rect_in(board.top_hand, board)
    stock, upcard = rect_in(board.stock_label, board), rect_in(board.upcard_row, board)
    trick, trick_row = rect_in(board.trick_caption, board), rect_in(board.trick_row, board)
    bottom_hand = rect_in(board.bottom_hand, board)
    bottom_name = rect_in(board.bottom_name, board)
    assert 0 < top_hand.top() - top_name.bottom() <= NEAR
    assert stock.top() - top_hand.bottom() <= ROW_GAP + LINE_GAP
    assert 0 < upcard.top() - stock.bottom() <= NEAR
    assert abs(upcard.left() - stock.left()) <= NEAR
    assert 0 < trick_row.top() - trick.bottom() <= NEAR
    assert abs(trick_row.left() - trick.left()) <= NEAR
    assert bottom_hand.top() - upcard.bottom() <= ROW_GAP + LINE_GAP
    assert 0 < bottom_name.top() - bottom_hand.bottom() <= NEAR
    for row in board.card_rows:
        assert row.height() == board.card_size.height()
        assert all(
            rect_in(row, board).contains(QRect(row.mapTo(board, card.topLeft()), card.size()))
            for card in row.card_rects()
        )


def test_the_replay_fits_a_small_window(qtbot: QtBot, language: str, game: str) -> None:
    viewer = ReplayDialog(_record(game), ArtTable())
    shown(qtbot, viewer)
    least = viewer.minimumSizeHint()
    assert least.width() <= SMALL.width() and least.height() <= SMALL.height()
    for size in (SMALL, least):
        resized(qtbot, viewer, size)
        assert viewer.actions_list.width() >= LIST_MIN_WIDTH
        assert viewer.rect().contains(rect_in(viewer.board, viewer))
        # An action too long for the list is broken over lines, not cut short.
        actions = viewer.actions_list
        metrics, room = actions.fontMetrics(), actions.viewport().width()
        for row in range(actions.count()):
            item = actions.item(row)
            assert item is not None
            if metrics.horizontalAdvance(item.text()) > room:
                assert actions.visualItemRect(item).height() >= 2 * metrics.height(), item.text()
        for step in range(len(viewer.states)):
            viewer.go(step)
            assert board_problems(viewer.board) == [], (size, step)
            if size == SMALL:
                assert viewer.board.card_size.height() >= MIN_CARD_H
    viewer.close()


def test_the_review_fits_a_small_window(qtbot: QtBot, language: str, game: str) -> None:
    dialog = ReviewDialog(reviewed(qtbot, game), ArtTable())
    shown(qtbot, dialog)
    assert not dialog.running  # (the review kept in the record)
    least = dialog.minimumSizeHint()
    assert least.width() <= SMALL.width() and least.height() <= SMALL.height()
    for size in (SMALL, least):
        resized(qtbot, dialog, size)
        check_review_columns(dialog)
        # No move cut short: whole, or its cards as their corners show them, the two
        # columns alike (all whole, or all short).
        tree = dialog.tree
        items = [tree.topLevelItem(row) for row in range(tree.topLevelItemCount())]
        cells = [(item.text(c), item.data(c, NAME_ROLE)) for item in items if item for c in (2, 3)]
        assert all("…" not in text for text, _ in cells), cells
        assert len({text == name for text, name in cells if name}) == 1, cells
        assert dialog.rect().contains(rect_in(dialog.board, dialog))
        for row in range(dialog.tree.topLevelItemCount()):
            item = dialog.tree.topLevelItem(row)
            assert item is not None
            dialog.select(int(item.data(0, INDEX_ROLE)))
            assert board_problems(dialog.board) == [], (size, row)
            assert dialog.board.card_size.height() >= MIN_CARD_H
    dialog.close()


def test_a_long_move_is_whole_beside_a_short_column(qtbot: QtBot, language: str, game: str) -> None:
    """The player's pass saw "Trump Jack and ano…" cut beside a half-empty Best choice
    column: at the size the review opens at (French's longer names: a roomier one),
    every move shows whole."""
    dialog = ReviewDialog(reviewed(qtbot, game), ArtTable())
    shown(qtbot, dialog)
    dialog.computer_box.setChecked(True)  # (the computer's melds too: more long names)
    resized(qtbot, dialog, QSize(1300, 680) if language == "en" else QSize(1600, 800))
    check_review_columns(dialog)
    tree, header = dialog.tree, dialog.tree.header()
    metrics = QFontMetrics(tree.font())
    for row in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(row)
        assert item is not None
        for column in (2, 3):
            assert metrics.horizontalAdvance(item.text(column)) < header.sectionSize(column)
    dialog.close()


def test_widths_set_by_hand_stay_until_the_language_changes(
    qtbot: QtBot, qapp: QApplication, french_catalogue: Path
) -> None:
    dialog = ReviewDialog(reviewed(qtbot, "marjolet"), ArtTable())
    shown(qtbot, dialog)
    header = dialog.tree.header()
    resized(qtbot, dialog, QSize(900, 600))
    assert not dialog.tree.widths_by_hand()
    fitted = header.sectionSize(2)
    resized(qtbot, dialog, QSize(1100, 700))  # (the list grows to its preferred width)
    assert header.sectionSize(2) > fitted  # fitted to the room while the player lets it
    header.resizeSection(2, 90)  # as a drag of the column's edge does
    assert dialog.tree.widths_by_hand()
    widths = [header.sectionSize(column) for column in range(COLUMNS)]
    for size in (QSize(900, 600), QSize(1100, 700)):
        resized(qtbot, dialog, size)
        assert [header.sectionSize(column) for column in range(COLUMNS)] == widths, size
    try:
        i18n.install_translator(qapp, "fr")  # every text changes: fitted anew
        qtbot.waitUntil(lambda: not dialog.tree.widths_by_hand(), timeout=5000)
        assert header.sectionSize(2) != 90
        check_review_columns(dialog)
    finally:
        i18n.install_translator(qapp, "en")
    dialog.close()


def test_both_boards_stay_compact_in_a_big_window(qtbot: QtBot, language: str, game: str) -> None:
    viewer = ReplayDialog(_record(game), ArtTable())
    shown(qtbot, viewer)
    resized(qtbot, viewer, BIG)
    steps = len(viewer.states)
    for step in (0, steps // 3, steps // 2, steps - 2):
        viewer.go(step)
        assert board_problems(viewer.board) == []
        check_compact(viewer.board)
    viewer.close()
    dialog = ReviewDialog(reviewed(qtbot, game), ArtTable())
    shown(qtbot, dialog)
    resized(qtbot, dialog, BIG)
    assert board_problems(dialog.board) == []
    check_compact(dialog.board)
    check_review_columns(dialog)
    dialog.close()


def test_the_board_on_its_own_never_overlaps(qtbot: QtBot, game: str) -> None:
    """Without the card art (the cards' names on plain faces), at sizes from its minimum
    to far beyond its largest cards."""
    viewer = ReplayDialog(_record(game))
    states = viewer.states
    viewer.close()
    board = RoundBoard(None)
    qtbot.addWidget(board)
    board.show()
    least = board.minimumSizeHint()
    for width, height in ((least.width(), least.height()), (300, 320), (480, 700), (2000, 400)):
        board.resize(max(width, least.width()), max(height, least.height()))
        for state in states[:: max(1, len(states) // 12)]:
            board.show_state(state, last_trick=True)
            assert board_problems(board) == [], (width, height)


def test_the_dialogs_open_within_their_screen(qtbot: QtBot, game: str) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.show()
    screen = parent.screen()
    assert screen is not None
    room = screen.availableGeometry().size()
    viewer = ReplayDialog(_record(game), ArtTable(), parent)
    review = ReviewDialog(reviewed(qtbot, game), ArtTable(), parent)
    for dialog in (viewer, review):
        size = dialog.size()
        assert size.width() <= room.width() and size.height() <= room.height(), size
        assert size.width() >= dialog.minimumSizeHint().width()
        dialog.close()


def test_a_narrow_board_keeps_the_stock_s_line_over_the_upcard(qtbot: QtBot) -> None:
    """Too narrow for the stock's line on one line beside the trick's caption, the board
    put it across the whole board above the trick's: the upcard then stood in the trick's
    row with no caption of its own, read as a third card of the trick. The line now wraps
    over the upcard, the trick's caption over the trick."""
    board = RoundBoard(ArtTable())
    qtbot.addWidget(board)
    state = finished_round(3)
    rebuilt = from_record({**to_record(state), "actions": to_record(state)["actions"][:16]})
    board.show_state(rebuilt, last_trick=True)
    assert rebuilt.upcard >= 0
    board.resize(300, 560)
    board.show()
    qtbot.waitExposed(board)
    stock, upcard = rect_in(board.stock_label, board), rect_in(board.upcard_row, board)
    trick, trick_row = rect_in(board.trick_caption, board), rect_in(board.trick_row, board)
    assert not stock.intersects(trick)
    assert abs(stock.left() - upcard.left()) <= NEAR and 0 < upcard.top() - stock.bottom() <= NEAR
    assert stock.left() >= trick_row.right()
