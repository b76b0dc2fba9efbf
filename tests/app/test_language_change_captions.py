"""A caption on the table and a hint in the status bar are worded again when the player
changes language while they show: they used to stay in the old language until they
faded (a meld's 2.5 s, a hint's 12 to 15 s)."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from marjolet_qt.app import i18n, texts
from marjolet_qt.app.model import COMPUTER
from marjolet_qt.app.reason_text import hint_text
from marjolet_qt.app.window import MainWindow

from .helpers import quick_settings

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]


@pytest.fixture
def window(qtbot: QtBot, qapp: QApplication, french_catalogue: Path) -> Iterator[MainWindow]:
    win = MainWindow(quick_settings(hard_think_time=0.25), seed=5, autosave=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.resize(1600, 1000)  # (room for a hint with its figures in both languages)
    win.start(first_dealer=COMPUTER)  # the human leads
    qtbot.waitUntil(lambda: win.model.is_human_turn() and not win.table.queue.busy)
    yield win
    i18n.install_translator(qapp, "en")
    win.close()


def test_a_meld_caption_on_show_changes_language(
    qtbot: QtBot, qapp: QApplication, window: MainWindow
) -> None:
    table = window.table
    table._show_caption(functools.partial(texts.meld_caption, "trump_marriage", 40))
    assert table.caption_text == "Trump marriage — 40"
    i18n.install_translator(qapp, "fr")
    qtbot.waitUntil(lambda: table.caption_text != "Trump marriage — 40")
    assert table.caption_text == texts.meld_caption("trump_marriage", 40)
    assert table.caption_text.startswith("Mariage")


def test_a_hint_on_show_changes_language(
    qtbot: QtBot, qapp: QApplication, window: MainWindow
) -> None:
    model, table = window.model, window.table
    with qtbot.waitSignal(model.hintReady, timeout=20_000) as blocker:
        window.hint_action.trigger()
    action, reason = blocker.args
    english = hint_text(action, reason, model.round)
    assert table.caption_text == english
    assert window.statusBar().currentMessage() == english
    i18n.install_translator(qapp, "fr")
    french = hint_text(action, reason, model.round)
    assert french != english
    qtbot.waitUntil(lambda: table.caption_text == french)
    assert window.statusBar().currentMessage() == french
    assert table.hint_cards  # still the same hint, its cards still lit


def test_a_message_that_replaced_the_hint_is_left_alone(
    qtbot: QtBot, qapp: QApplication, window: MainWindow
) -> None:
    model = window.model
    with qtbot.waitSignal(model.hintReady, timeout=20_000):
        window.hint_action.trigger()
    window.statusBar().showMessage("Game saved.", 5000)
    i18n.install_translator(qapp, "fr")
    QApplication.processEvents()
    assert window.statusBar().currentMessage() == "Game saved."
