"""Every window and dialog opens within the screen it opens on (a player's pass: the
window's first size was taller than a 1366 × 768 laptop's screen, and on an 800 × 600
one Settings' OK and Cancel were below the screen, Statistics' Close past its edge).

An offscreen screen's size is fixed, so the room on the screen is replaced where the
sizing reads it (:func:`marjolet_qt.app.screen_fit.available_room`): on an 800 × 600
screen and a laptop's 1366 × 768, in English and in French (longer words), each window
lies wholly on the screen, and so does each of its buttons (and the main window's hand,
status line and score sheet), inside the window; on a 1920 × 1200 screen each opens at
its usual size.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from marjolet_qt.ai.review import Grade
from marjolet_qt.app import i18n, review_worker, screen_fit
from marjolet_qt.app.crash import CrashReporter
from marjolet_qt.app.dialogs.review import ReviewDialog
from marjolet_qt.app.dialogs.round_summary import GameOverDialog, RoundSummaryDialog
from marjolet_qt.app.dialogs.statistics_dialog import StatisticsDialog
from marjolet_qt.app.dialogs.welcome import WelcomeDialog
from marjolet_qt.app.review_worker import (
    REVIEW_SEED,
    StoredReview,
    decision_order,
    keep_review,
    replay_positions,
)
from marjolet_qt.app.seats import HUMAN
from marjolet_qt.app.showcase import mid_round_match
from marjolet_qt.app.statistics import Tally
from marjolet_qt.app.table.last_trick import LastTrickDialog
from marjolet_qt.app.window import FIRST_SIZE, MainWindow
from marjolet_qt.engine.match import Match
from marjolet_qt.engine.melds import MELD_KEYS
from marjolet_qt.engine.records import to_record

from .helpers import finished_round, quick_settings

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

SMALL_SCREENS = {"800x600": QRect(0, 0, 800, 600), "1366x768": QRect(0, 0, 1366, 768)}
BIG_SCREEN = QRect(0, 0, 1920, 1200)


@pytest.fixture(params=["en", "fr"])
def language(
    request: pytest.FixtureRequest, qapp: QApplication, french_catalogue: Path
) -> Iterator[str]:
    i18n.install_translator(qapp, request.param)
    yield request.param
    i18n.install_translator(qapp, "en")


@pytest.fixture(autouse=True)
def _no_review_left_running() -> Iterator[None]:
    yield
    assert review_worker.drain(30_000)


def on_screen(monkeypatch: pytest.MonkeyPatch, room: QRect) -> None:
    """Every window opens as if on a screen whose available geometry is ``room``."""
    monkeypatch.setattr(screen_fit, "available_room", lambda _window: QRect(room))


@functools.cache
def _record() -> dict[str, Any]:
    """A finished round of Bésigue, its review kept in it (every decision of the player
    graded as the best, at once): the review opens with nothing left to search."""
    state = finished_round(3, "besigue")
    record = to_record(state)
    positions = replay_positions(state)
    grades = {}
    for index in decision_order(positions, (HUMAN,)):
        action = positions[index].canonical(state.history[index])
        grades[index] = Grade(index, HUMAN, action, action, 0.0, 0.0, True, 1)
    keep_review(record, StoredReview(REVIEW_SEED, 2, (HUMAN,), grades))
    return record


def record() -> dict[str, Any]:
    return copy.deepcopy(_record())


@functools.cache
def _finished_match() -> Match:
    """A game of Bésigue with one round booked (the summary's and the game's end's)."""
    return mid_round_match("besigue")


def the_window(qtbot: QtBot, folder: Path) -> MainWindow:
    """The window at a first start (no geometry kept), mid-round in Bésigue, with every
    kind of meld counted in its statistics (the longest list of melds)."""
    window = MainWindow(quick_settings(), None, seed=1, data_dir=folder, autosave=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.model.load_game(copy.deepcopy(_finished_match()), "easy")
    key = window._statistics_key()
    window.statistics.tallies[key] = Tally(melds={meld: 1 for meld in MELD_KEYS})
    return window


def _last_trick(window: MainWindow) -> QWidget:
    window.show_last_trick()
    return window.findChildren(LastTrickDialog)[-1]


def _crash(window: MainWindow) -> QWidget:
    reporter = CrashReporter(window=lambda: window, parent=window)
    reporter._show("RuntimeError: boom", "Traceback…\n" * 40, "", True)
    assert reporter.dialog is not None
    return reporter.dialog


def _opened(open_it: Callable[[MainWindow], object]) -> Callable[[MainWindow], QWidget]:
    """A dialog the window opens as the one its flow waits on (``active_dialog``)."""

    def build(window: MainWindow) -> QWidget:
        open_it(window)
        assert window.active_dialog is not None
        return window.active_dialog

    return build


def _history(window: MainWindow) -> QWidget:
    window.show_history()
    assert window.history_dialog is not None
    return window.history_dialog


def _replay(window: MainWindow) -> QWidget:
    viewer = window.replay_record(record(), 1)
    assert viewer is not None
    return viewer


def _review(window: MainWindow) -> QWidget:
    dialog = window.review_record(record(), 1)
    assert isinstance(dialog, ReviewDialog)
    assert not dialog.running  # (its review kept: no search to wait for at the end)
    return dialog


def _history_width(dialog: Any) -> QSize:
    return QSize(dialog._fitting_width(), 420)


#: Each window and dialog: how the window opens it, and its usual size (a callable for
#: a size it measures, None for the size its layout asks for).
WINDOWS: dict[str, tuple[Callable[[MainWindow], QWidget], Any]] = {
    "main window": (lambda window: window, FIRST_SIZE),
    "settings": (_opened(MainWindow.open_settings), QSize(780, 700)),
    "rules": (MainWindow.show_rules, QSize(620, 720)),
    "how to play": (MainWindow.show_how_to_play, QSize(560, 700)),
    "keyboard": (MainWindow.show_keyboard, QSize(580, 660)),
    "statistics": (_opened(MainWindow.show_statistics), QSize(820, 560)),
    "tricks of the round": (_history, _history_width),
    "replay chooser": (_opened(MainWindow.choose_round_to_replay), QSize(420, 320)),
    "replay": (_replay, QSize(1060, 620)),
    "review": (_review, QSize(1300, 680)),
    "what if": (lambda window: window.what_if(record(), 5), QSize(1000, 720)),
    "last trick": (_last_trick, None),
    "round summary": (
        lambda window: RoundSummaryDialog(
            _finished_match().results[-1], _finished_match(), 0, window
        ),
        None,
    ),
    "game over": (lambda window: GameOverDialog(_finished_match(), 0, window), None),
    "welcome": (WelcomeDialog, None),
    "crash": (_crash, None),
}


def _global_rect(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def _parts(window: QWidget) -> dict[str, QWidget]:
    """What must be on the screen: every button of the window's button rows, and the
    main window's table (its hand at the bottom), status line and score sheet."""
    if isinstance(window, MainWindow):
        return {
            "the table": window.table,
            "the status line": window.statusBar(),
            "the score sheet": window.score_dock,
        }
    parts: dict[str, QWidget] = {}
    for row in window.findChildren(QDialogButtonBox):
        for button in row.buttons():
            if button.isVisibleTo(window):
                parts[f"the button {button.text()!r}"] = button
    assert parts, "a dialog without buttons"
    return parts


def problems(window: QWidget, room: QRect) -> list[str]:
    """What lies outside the screen's ``room``, or outside the window."""
    found = []
    frame = window.frameGeometry()
    if not room.contains(frame):
        found.append(f"the window {frame.getRect()}")
    inside = window.geometry()
    for name, part in _parts(window).items():
        where = _global_rect(part)
        if not (room.contains(where) and inside.contains(where)):
            found.append(f"{name} at {where.getRect()}")
    return found


def open_each(qtbot: QtBot, folder: Path) -> Iterator[tuple[str, QWidget, Any]]:
    """Each window or dialog, opened by the window as the player opens it and shown
    (Settings on each of its pages), with its usual size; closed after."""
    window = the_window(qtbot, folder)
    for name, (build, usual) in WINDOWS.items():
        widget = build(window)
        if not widget.isVisible():
            widget.show()
        qtbot.waitExposed(widget)
        tabs = getattr(widget, "tabs", None)
        for page in range(tabs.count()) if tabs is not None else [0]:
            if tabs is not None:
                tabs.setCurrentIndex(page)
                QApplication.processEvents()
            yield name if tabs is None else f"{name} ({tabs.tabText(page)})", widget, usual
        if widget is not window:
            widget.close()
    window.close()


@pytest.mark.parametrize("screen", SMALL_SCREENS)
def test_every_window_opens_within_a_small_screen(
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    screen: str,
) -> None:
    room = SMALL_SCREENS[screen]
    on_screen(monkeypatch, room)
    found = {}
    for name, widget, _usual in open_each(qtbot, tmp_path):
        if trouble := problems(widget, room):
            found[name] = trouble
    assert found == {}


def test_every_window_opens_at_its_usual_size_on_a_big_screen(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    on_screen(monkeypatch, BIG_SCREEN)
    sizes = {}
    for name, widget, usual in open_each(qtbot, tmp_path):
        assert problems(widget, BIG_SCREEN) == [], name
        if usual is None:  # the layout's own size: as Qt gives it
            expected = QSize(widget.size())
            widget.adjustSize()
        else:
            expected = usual(widget) if callable(usual) else usual
        if widget.size() != expected:
            sizes[name] = (widget.size().toTuple(), expected.toTuple())
    assert sizes == {}


def test_the_statistics_scroll_their_melds_rather_than_hide_close(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every kind of meld, and more the file holds that this version does not know: the
    list scrolls, and the dialog's minimum still fits an 800 × 600 screen. The list is
    never cut on its side: a longer name shown later widens it."""
    room = SMALL_SCREENS["800x600"]
    on_screen(monkeypatch, room)
    window = the_window(qtbot, tmp_path)
    tally = window.statistics.tallies[window._statistics_key()]
    tally.melds.update({f"unknown_meld_{n}": 1 for n in range(20)})
    window.show_statistics()
    dialog = window.active_dialog
    assert isinstance(dialog, StatisticsDialog)
    qtbot.waitExposed(dialog)
    assert problems(dialog, room) == []
    scroll = dialog.record_scroll
    assert scroll.verticalScrollBar().maximum() > 0
    # Every name whole (the list scrolls up and down only), a longer one shown later too.
    content = scroll.widget()
    assert content is not None
    assert content.width() >= content.minimumSizeHint().width()
    window.statistics.tallies["hard", "besigue"] = Tally(
        melds={"a_meld_of_a_later_version_of_the_game_with_a_name_longer_than_any": 1}
    )
    dialog._fill_choices()
    dialog.choice.setCurrentIndex(dialog.choice.findText("Hard", Qt.MatchFlag.MatchStartsWith))
    widest = content.minimumSizeHint().width()
    qtbot.waitUntil(lambda: content.minimumSizeHint().width() > widest)
    qtbot.waitUntil(lambda: content.minimumSizeHint().width() <= scroll.viewport().width())
    assert problems(dialog, room) == []
    dialog.close()


def test_a_window_opens_wholly_on_a_screen_elsewhere(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a second screen right of the first, below a panel: within its room, its frame
    included; when its minimum is bigger than the screen, its top left corner (the title
    bar) on the screen."""
    room = QRect(1920, 30, 800, 570)
    on_screen(monkeypatch, room)
    dialog = QDialog()
    qtbot.addWidget(dialog)
    QVBoxLayout(dialog).addWidget(QPushButton("OK"))
    screen_fit.fit_to_screen(dialog, QSize(1200, 900))
    assert dialog.size() == room.marginsRemoved(screen_fit.FRAME).size()
    # (move() placed the frame: the window lies inside it.)
    frame = QRect(dialog.pos(), dialog.size().grownBy(screen_fit.FRAME))
    assert frame == room
    dialog.setMinimumSize(1000, 700)
    screen_fit.fit_to_screen(dialog, QSize(1200, 900))
    assert dialog.size() == QSize(1000, 700)
    assert dialog.pos() == room.topLeft()


def test_the_tricks_window_comes_back_on_the_screen_the_game_is_on(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The review: kept and shown again, the tricks' window reopened where it first was,
    even with the game window moved to another screen since (or that screen unplugged).
    Where the player left it on the same screen, it stays."""
    first = QRect(0, 0, 1280, 800)
    on_screen(monkeypatch, first)
    win = MainWindow(quick_settings(), seed=1, autosave=False)
    qtbot.addWidget(win)
    win.show()
    win.start()
    win.show_history()
    dialog = win.history_dialog
    assert dialog is not None
    dialog.move(40, 60)  # (the player's place for it)
    place = dialog.geometry()
    dialog.hide()
    win.show_history()
    assert dialog.geometry() == place
    dialog.hide()
    second = QRect(1280, 0, 1024, 768)
    on_screen(monkeypatch, second)
    win.show_history()
    # (move() placed the frame: the window lies inside it.)
    assert second.contains(QRect(dialog.pos(), dialog.size().grownBy(screen_fit.FRAME)))
    win.close()


def game_on_screen(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, room: QRect) -> MainWindow:
    """A game under way in a 1000 × 700 window near the top left of a screen of ``room``."""
    on_screen(monkeypatch, room)
    win = MainWindow(quick_settings(), seed=1, autosave=False)
    qtbot.addWidget(win)
    win.setGeometry(20, 50, 1000, 700)
    win.show()
    qtbot.waitExposed(win)
    win.start()
    return win


@pytest.mark.parametrize("screen", ["wide", "filled"])
def test_the_tricks_window_opens_beside_the_table_not_over_its_middle(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, screen: str
) -> None:
    """Centred over the game, the tricks' window (kept open while the game goes on) hid
    the declaration panel the player had to answer: it opens beside the game where the
    screen has room, else over the window's right edge, where the score sheet is."""
    room = QRect(0, 0, 2400, 1000) if screen == "wide" else QRect(0, 0, 1024, 768)
    win = game_on_screen(qtbot, monkeypatch, room)
    dialog = _history(win)
    frame = QRect(dialog.pos(), dialog.size().grownBy(screen_fit.FRAME))
    assert room.contains(frame)
    window = win.frameGeometry()
    if screen == "wide":
        assert frame.left() > window.right()
    else:
        # Against the window's right edge, not centred over it.
        assert frame.right() >= window.right() - screen_fit.FRAME.right() - 1
        assert frame.left() - window.left() > window.right() - frame.right() + 100
    win.close()


def test_the_tricks_window_follows_the_game_until_the_player_places_it(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Closed and opened again after the game's window moved, the tricks' window opened
    where it first stood, over the table (a tester's pass): until the player moves it
    themselves, it opens beside the game's window again."""
    room = QRect(0, 0, 2400, 1000)
    win = game_on_screen(qtbot, monkeypatch, room)
    dialog = _history(win)
    dialog.hide()
    win.move(900, 50)
    qtbot.waitUntil(lambda: win.frameGeometry().left() >= 880)
    win.show_history()
    beside = QRect(dialog.pos(), dialog.size().grownBy(screen_fit.FRAME))
    assert not beside.intersects(win.frameGeometry())  # (on its left now: no room right)
    dialog.move(30, 40)  # (the player's place for it: kept)
    dialog.hide()
    win.show_history()
    assert dialog.pos() == QPoint(30, 40)
    win.close()
