"""A passing message in the status bar gives way to the next turn's prompt: a message
about the turn (a hint, a refusal) at once, news (a file saved) once it has been read;
and a tooltip left up over the old message goes with it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QToolTip
from pytestqt.qtbot import QtBot

from marjolet_qt.app.settings import Settings
from marjolet_qt.app.window import MainWindow
from marjolet_qt.app.window_parts import status
from marjolet_qt.app.window_parts.status import ElidingStatusBar

from .helpers import quick_settings, settled_turn
from .test_less_friction import open_window as shown

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]


def open_window(qtbot: QtBot, windows: list[MainWindow], settings: Settings) -> MainWindow:
    """A window on its first deal, the player's turn come."""
    win = shown(qtbot, windows, settings)
    win.start()
    settled_turn(qtbot, win)
    return win


def play_any_card(win: MainWindow) -> None:
    """Play a card of the first trick (every card may be played while the stock lasts)."""
    played = len(win.model.round.history)
    win.table.activate_card(int(next(iter(win.model.round.hand(win.model.human_seat)))))
    assert len(win.model.round.history) > played


def bar_of(win: MainWindow) -> ElidingStatusBar:
    bar = win.statusBar()
    assert isinstance(bar, ElidingStatusBar)
    return bar


@pytest.mark.parametrize("shown_long_ago", [False, True])
def test_news_gives_way_to_the_next_turn_s_prompt_once_read(
    qtbot: QtBot, windows: list[MainWindow], monkeypatch: pytest.MonkeyPatch, shown_long_ago: bool
) -> None:
    """ "Game saved as …" shown just before the player plays stays its minimum, then goes,
    though it asked for 8 seconds: the next turn's prompt is not hidden that long. Up
    long enough already, it goes when the turn changes."""
    monkeypatch.setattr(status, "NEWS_KEPT_MS", 0 if shown_long_ago else 600)
    monkeypatch.setattr(status, "NEWS_KEPT_MS_PER_LETTER", 0 if shown_long_ago else 10)
    win = open_window(qtbot, windows, quick_settings())
    bar = bar_of(win)
    bar.showMessage("Game saved as evening.marjolet.", 8000)
    before = win.status_label.text()
    play_any_card(win)
    qtbot.waitUntil(lambda: win.status_label.text() not in ("", before), timeout=5000)
    if not shown_long_ago:
        # The turn changed at once (the computer is quick): the news is still up…
        assert bar.currentMessage() == "Game saved as evening.marjolet."
    # …until it has had its time, well before its own 8 seconds.
    qtbot.waitUntil(lambda: bar.currentMessage() == "", timeout=3000)


def test_a_hint_goes_with_its_turn(qtbot: QtBot, windows: list[MainWindow]) -> None:
    """A hint is about the turn it was asked on: it goes the moment the turn changes,
    not after its 15 seconds (NEWS_KEPT_MS is not waited for)."""
    win = open_window(qtbot, windows, quick_settings())
    bar = bar_of(win)
    with qtbot.waitSignal(win.model.hintReady, timeout=10_000):
        win.hint()
    assert bar.currentMessage()
    before = win.status_label.text()
    play_any_card(win)
    qtbot.waitUntil(lambda: win.status_label.text() != before, timeout=5000)
    assert bar.currentMessage() == ""


def test_a_message_shown_meanwhile_keeps_its_own_time(
    qtbot: QtBot, windows: list[MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(status, "NEWS_KEPT_MS", 300)
    monkeypatch.setattr(status, "NEWS_KEPT_MS_PER_LETTER", 10)
    win = open_window(qtbot, windows, quick_settings())
    bar = bar_of(win)
    bar.showMessage("First news.", 8000)
    bar.yield_to_turn()  # (the first news is given 300 ms more)
    bar.showMessage("Second news.", 8000)
    qtbot.wait(500)
    assert bar.currentMessage() == "Second news."


@pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")  # (offscreen)
def test_a_tooltip_over_the_old_message_goes_with_it(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    win = open_window(qtbot, windows, quick_settings())
    win.resize(win.minimumSize())
    bar = bar_of(win)
    long = "A hint that runs on and on, " * 12
    bar.showMessage(long, 15_000)
    assert bar.toolTip() == long  # (cut: the whole of it in the tooltip)
    QToolTip.showText(bar.mapToGlobal(QPoint(10, 5)), bar.toolTip(), bar)
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    bar.clearMessage()
    assert bar.toolTip() == ""
    qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=1000)  # (Qt's fade: 300 ms)


def test_a_hint_worded_again_in_another_language_stays(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """The status said again for the same turn (the language changed) is no new turn."""
    win = open_window(qtbot, windows, quick_settings())
    bar = bar_of(win)
    bar.show_for_turn("A hint.", 15_000)
    win._update_status()
    assert bar.currentMessage() == "A hint."
