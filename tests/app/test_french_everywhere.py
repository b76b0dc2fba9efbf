"""Every string reaches French (#14): the whole window is run in French — menus, the
table's texts, the score sheet, the declaration panel, the summaries, and every dialog
(settings, statistics, rules, How to play, keyboard, welcome, About) — and any English
word left in what the player can read fails the test."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QTableWidget,
    QTabWidget,
    QTextBrowser,
    QWidget,
)
from pytestqt.qtbot import QtBot

from marjolet_qt.app.dialogs.help import about_box
from marjolet_qt.app.dialogs.round_summary import GameOverDialog, RoundSummaryDialog
from marjolet_qt.app.model import COMPUTER, HUMAN
from marjolet_qt.app.window import MainWindow
from marjolet_qt.engine.actions import ActionKind
from marjolet_qt.engine.match import Match
from marjolet_qt.engine.round import Stage
from marjolet_qt.engine.rules import RuleSet
from tests.engine.helpers import deal as build_deal

from .helpers import dialog_of, human_choice, quick_settings

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]

#: English words that French never uses: one of them in a text means it was not translated.
ENGLISH = re.compile(
    r"\b(the|and|you|your|of|to|with|is|are|round|rounds|game|games|trick|tricks|settings|"
    r"statistics|undo|hint|save|open|quit|help|view|rules|about|keyboard|welcome|how|"
    r"play|continue|declare|level|none|won|lost|stock|trumps|computer|card|cards|sheet|"
    r"first|last|new|when|what|key|nothing|points each|lead|leads)\b",
    re.IGNORECASE,
)


def plain(text: str) -> str:
    """Rich text without its markup and entities."""
    return re.sub(r"&[a-z]+;", " ", re.sub(r"<[^>]+>", " ", text))


def texts_of(widget: QWidget) -> list[str]:
    """Everything a player can read in ``widget`` and its children."""
    found = [widget.windowTitle(), widget.toolTip()]
    for child in [widget, *widget.findChildren(QWidget)]:
        found.append(child.toolTip())
        if isinstance(child, QLabel):
            found.append(plain(child.text()))
        elif isinstance(child, QAbstractButton):
            found.append(child.text())
        elif isinstance(child, QGroupBox):
            found.append(child.title())
        elif isinstance(child, QComboBox):
            found += [child.itemText(i) for i in range(child.count())]
        elif isinstance(child, QTabWidget):
            found += [child.tabText(i) for i in range(child.count())]
        elif isinstance(child, QTextBrowser):
            found.append(child.toPlainText())
        if isinstance(child, QTableWidget):
            for column in range(child.columnCount()):
                header = child.horizontalHeaderItem(column)
                found.append(header.text() if header else "")
            for row in range(child.rowCount()):
                for column in range(child.columnCount()):
                    item = child.item(row, column)
                    found.append(item.text() if item else "")
    return [text for text in found if text]


def english(texts: list[str]) -> list[str]:
    return [text for text in texts if ENGLISH.search(text)]


def assert_underlined_letters_are_the_keys(panel: QWidget) -> None:
    """A button whose key is a plain letter (X exchanges, C continues) underlines that
    letter or none: "É&changer" once underlined the C of Continue, and C drew a card."""
    for button in panel.findChildren(QAbstractButton):
        if not button.isVisible():
            continue
        key = button.shortcut().toString()
        underlined = QKeySequence.mnemonic(button.text()).toString()
        if key and not key.startswith("Alt+") and underlined:
            assert underlined == "Alt+" + key, (button.text(), key)


def test_the_whole_window_speaks_french(qtbot: QtBot, french: QApplication) -> None:
    settings = quick_settings(language="fr", welcome_shown=False)
    win = MainWindow(settings, seed=11, autosave=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    # A declaration window where the 7 may be exchanged: the panel is up.
    state = build_deal("7H AH TH 8C 9D JS", "8H 9H AC AD AS KC", "KH", dealer=COMPUTER)
    win.model.new_game_with_deal(state.deal, settings.rules)
    model, table = win.model, win.table
    qtbot.waitUntil(lambda: model.is_human_turn() and not table.queue.busy, timeout=5000)
    table.activate_card(int(next(c for c in model.round.hand(HUMAN) if str(c) == "AH")))
    qtbot.waitUntil(lambda: model.is_human_turn() and not table.queue.busy, timeout=5000)
    assert model.round.stage == Stage.WINDOW and table.panel.isVisible()
    assert_underlined_letters_are_the_keys(table.panel)
    # Its key shown, as in English (the sixth pass: no letter underlined in French).
    exchange = table.panel.button_for(ActionKind.EXCHANGE)
    assert exchange is not None
    assert QKeySequence.mnemonic(exchange.text()).toString() == "Alt+X"
    shown: dict[str, list[str]] = {}
    shown["panel"] = texts_of(table.panel)
    rng = random.Random(4)
    for _ in range(6):
        qtbot.waitUntil(lambda: model.is_human_turn() or model.round.is_over(), timeout=5000)
        model.play_human(human_choice(model.human_legal_actions(), rng))
    qtbot.waitUntil(lambda: model.is_human_turn() and not table.queue.busy, timeout=5000)

    # The menus, the status line, the table's texts, the score sheet.
    menus = [win.game_menu, win.view_menu, win.help_menu]
    shown["menus"] = [menu.title() for menu in menus] + [
        text
        for menu in menus
        for action in menu.actions()
        for text in (action.text(), action.toolTip())
        if text
    ]
    shown["status"] = [win.status_label.text(), win.windowTitle()]
    shown["table"] = [label.text for label in table._labels.values()] + [table.caption_text]
    shown["score sheet"] = texts_of(win.score_sheet)

    # Every dialog.
    assert win.offer_welcome()
    welcome = win.welcome_dialog
    assert welcome is not None
    shown["welcome"] = texts_of(welcome)
    shown["how to play"] = texts_of(win.show_how_to_play())
    shown["keyboard"] = texts_of(win.show_keyboard())
    welcome.accept()
    win.open_settings()
    shown["settings"] = texts_of(dialog_of(win, QDialog))
    win._close_dialog()
    win.show_statistics()
    shown["statistics"] = texts_of(dialog_of(win, QDialog))
    win._close_dialog()
    win.show_rules()
    rules = win.findChild(QWidget, "rules_help")
    assert rules is not None
    shown["rules"] = texts_of(rules)
    rules.close()
    shown["about"] = texts_of(about_box(win))

    # The summaries, from a game played to its end.
    match = Match(RuleSet.from_preset("marjolet", {"target": 60}), first_dealer=0, rng=2)
    play = random.Random(2)
    while not match.is_over():
        round_state = match.round
        while not round_state.is_over():
            round_state.apply(play.choice(round_state.legal_actions()))
        match.finish_round()
        if not match.is_over():
            match.start_next_round()
    summary = RoundSummaryDialog(match.results[-1], match, HUMAN, win)
    shown["round summary"] = texts_of(summary)
    game_over = GameOverDialog(match, HUMAN, win)
    shown["game over"] = texts_of(game_over)

    left = {where: english(found) for where, found in shown.items() if english(found)}
    assert not left, left
    assert all(shown.values())
    for dialog in (summary, game_over):
        dialog.close()
    qtbot.wait(10)
    win.close()
