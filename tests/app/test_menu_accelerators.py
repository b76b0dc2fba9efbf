"""Alt+letter reaches one entry: in the menu bar and in each menu no two entries share
their accelerator (the letter after "&"), nor two controls of a page of Settings (on the
Rules page, two options of one group), in English and in French; every rule option has
its key, and the key it underlines reaches it.

The French is read from the installed catalogue, as the game loads it, not from the
``.ts`` source: what counts is what the player sees. The reviewer found Alt+A shared by
"&Affichage" and "&Aide", N by "&Nouvelle partie" and "A&nnuler", R by "&Revoir une
manche" and "&Réglages", C by "&Comment jouer" and "&Clavier", and, in English, S by
"&Save" and "&Settings".
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QMenu,
    QWidget,
)
from pytestqt.qtbot import QtBot

from marjolet_qt.app import i18n, texts
from marjolet_qt.app.dialogs.replay import ReplayDialog
from marjolet_qt.app.dialogs.settings_dialog import SettingsDialog
from marjolet_qt.app.settings import Settings
from marjolet_qt.app.window import MainWindow
from marjolet_qt.engine.records import to_record
from marjolet_qt.engine.rules import OPTION_SPECS, RulesError, RuleSet

from .helpers import child, finished_round, quick_settings


def accelerator(text: str) -> str | None:
    """The accelerator of a menu text, lower case: the character after a single "&"
    ("&&" is an ampersand shown as such); None when there is none."""
    index = 0
    while index < len(text) - 1:
        if text[index] == "&":
            if text[index + 1] != "&":
                return text[index + 1].lower()
            index += 1
        index += 1
    return None


def test_the_accelerator_is_read_as_qt_reads_it() -> None:
    assert accelerator("Save &as…") == "a"
    assert accelerator("&Réglages…") == "r"
    assert accelerator("Tom && Jerry &Show") == "s"
    assert accelerator("Nothing") is None


def shared_letters(entries: list[str]) -> dict[str, list[str]]:
    """The accelerators used by more than one of ``entries``, with those entries."""
    users: dict[str, list[str]] = defaultdict(list)
    for text in entries:
        letter = accelerator(text)
        if letter is not None:
            users[letter].append(text)
    return {letter: texts for letter, texts in users.items() if len(texts) > 1}


def menus_of(window: MainWindow) -> dict[str, list[str]]:
    """The menu bar's titles and each menu's entries (separators left out), as shown.

    The menus of the bar's entries, not every menu the bar holds: Qt's overflow menu
    ("»", for a bar too narrow) is one too, made as soon as the bar is measured."""
    bar = window.menuBar()
    found = {"menu bar": [action.text() for action in bar.actions()]}
    for entry in bar.actions():
        if isinstance(menu := entry.menu(), QMenu):
            found[menu.title()] = [a.text() for a in menu.actions() if not a.isSeparator()]
    return found


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_two_entries_of_a_menu_share_their_accelerator(
    qtbot: QtBot,
    qapp: QApplication,
    tmp_path: Path,
    french_catalogue: Path,
    language: str,
) -> None:
    i18n.install_translator(qapp, language)
    try:
        window = MainWindow(quick_settings(), seed=1, data_dir=tmp_path, autosave=False)
        qtbot.addWidget(window)
        menus = menus_of(window)
        # The texts come from the catalogue the game installed, in its language.
        assert menus["menu bar"][0] == {"en": "&Game", "fr": "&Partie"}[language]
        assert len(menus) == 4 and all(menus.values())
        for name, entries in menus.items():
            assert all(accelerator(text) for text in entries), (name, entries)
        clashes = {
            name: shared for name, entries in menus.items() if (shared := shared_letters(entries))
        }
        assert clashes == {}
        window.model.shutdown()
    finally:
        i18n.install_translator(qapp, "en")


def shown_text(widget: QWidget) -> str:
    """The text of a widget that may carry an access key ("" for any other)."""
    if isinstance(widget, QLabel):
        return widget.text()
    if isinstance(widget, QAbstractButton):
        return widget.text()
    if isinstance(widget, QGroupBox):
        return widget.title()
    return ""


def key_scopes(page: QWidget) -> list[list[str]]:
    """The texts of ``page`` whose access keys must all differ: the page's own controls
    with those of one group box at a time (a page without group boxes is one scope).

    The Rules page holds 26 options, its preset and its reset button, and Settings has
    three tabs: 31 controls and 26 letters. Within a group of options and against the
    page's own controls and the tabs no key repeats; across groups a letter may serve
    two options (see :func:`test_a_key_serves_at_most_two_controls_of_a_page`).
    """
    own: list[str] = []
    groups: dict[QGroupBox, list[str]] = {}
    for widget in page.findChildren(QWidget):
        box, parent = None, widget.parentWidget()
        while parent is not None and parent is not page:
            if isinstance(parent, QGroupBox):
                box = parent
            parent = parent.parentWidget()
        if text := shown_text(widget):
            (own if box is None else groups.setdefault(box, [])).append(text)
    return [own + texts for texts in groups.values()] or [own]


def settings_keys(dialog: SettingsDialog) -> tuple[list[str], dict[str, QWidget]]:
    """The texts of Settings' tabs and buttons (reachable from every page), and each page
    by its tab's text."""
    tabs = [dialog.tabs.tabText(index) for index in range(dialog.tabs.count())]
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    pages = {}
    for index, text in enumerate(tabs):
        page = dialog.tabs.widget(index)
        assert page is not None
        pages[text] = page
    return tabs + [button.text() for button in buttons.buttons()], pages


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_two_access_keys_of_a_settings_page_are_the_same(
    qtbot: QtBot, qapp: QApplication, french_catalogue: Path, language: str
) -> None:
    """Alt+letter on a page of Settings reaches one control: the page's own keys and the
    tabs' keys together (the reviewer found French Alt+A on both "&Animations" and the
    "&Adversaire" tab: pressed twice, it went to one, then the other), and on the Rules
    page the options of one group with them (:func:`key_scopes`)."""
    i18n.install_translator(qapp, language)
    try:
        dialog = SettingsDialog(Settings(), False)
        qtbot.addWidget(dialog)
        common, pages = settings_keys(dialog)
        assert all(accelerator(text) for text in common[: len(pages)])
        clashes = {}
        for name, page in pages.items():
            for scope in key_scopes(page):
                if shared := shared_letters(common + scope):
                    clashes[name] = shared
        assert clashes == {}
    finally:
        i18n.install_translator(qapp, "en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_key_serves_at_most_two_controls_of_a_page(
    qtbot: QtBot, qapp: QApplication, french_catalogue: Path, language: str
) -> None:
    """Every option of the Rules page has its access key (the reviewer found some forty
    labels without one), and no letter serves more than two controls on any page: a
    second Alt+letter at most reaches any of them."""
    i18n.install_translator(qapp, language)
    try:
        dialog = SettingsDialog(Settings(), False)
        qtbot.addWidget(dialog)
        page = dialog.rules_page
        options = [label.text() for label in page.row_labels.values()]
        options += [box.text() for box in page.findChildren(QCheckBox)]
        assert len(options) == len(page.editors)
        assert all(accelerator(text) for text in options), options
        common, pages = settings_keys(dialog)
        crowded = {}
        for name, each in pages.items():
            users: dict[str, list[str]] = defaultdict(list)
            for text in common + [shown_text(widget) for widget in each.findChildren(QWidget)]:
                if letter := accelerator(text):
                    users[letter].append(text)
            if over := {letter: texts for letter, texts in users.items() if len(texts) > 2}:
                crowded[name] = over
        assert crowded == {}
    finally:
        i18n.install_translator(qapp, "en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_underlined_letter_of_an_option_reaches_it(
    qtbot: QtBot, qapp: QApplication, french_catalogue: Path, language: str
) -> None:
    """Alt and the letter an option's label underlines (as Qt reads it) give that option's
    control the focus, at the second press when another group's option shares the letter;
    a check box whose letter is its own also ticks. The label leads to the control itself:
    an editor is a frame that takes no focus, and its label's key did nothing."""
    i18n.install_translator(qapp, language)
    try:
        dialog = SettingsDialog(Settings(), False)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow, timeout=10_000)
        page = dialog.rules_page
        common, _ = settings_keys(dialog)
        keys = [accelerator(text) for text in common]
        keys += [accelerator(shown_text(widget)) for widget in page.findChildren(QWidget)]
        reached = set()
        # The target and the rounds to win are never in play together; the bésigue's
        # Jack is in play only where a bésigue scores.
        for options in ({}, {"match": "rounds"}, {"melds": {"besigue": 40}}):
            rules = RuleSet.from_preset("marjolet", options)
            for key, editor in page.editors.items():
                page.set_rules(rules)
                if not editor.isEnabled():
                    continue
                label = page.row_labels.get(key)
                check = editor.findChild(QCheckBox)
                text = label.text() if label is not None else child(editor, QCheckBox).text()
                press = QKeySequence.mnemonic(text)
                control = editor.focusProxy()
                for _ in range(2):
                    QTest.keySequence(QApplication.focusWidget() or dialog, press)
                    if QApplication.focusWidget() is control:
                        break
                assert QApplication.focusWidget() is control, (key, text)
                if check is not None and keys.count(accelerator(text)) == 1:
                    ticked = not rules.option_values()[key]
                    qtbot.waitUntil(lambda: check.isChecked() == ticked)  # noqa: B023 (awaited here)
                reached.add(key)
        assert reached == set(page.editors)
    finally:
        i18n.install_translator(qapp, "en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_sentences_quote_an_option_without_its_access_key(
    qapp: QApplication, french_catalogue: Path, language: str
) -> None:
    """The "&" of an option's label is Settings' alone: a refusal quoting the option and
    the rules help naming it say "Cards in hand", not "Cards in &hand"."""
    i18n.install_translator(qapp, language)
    try:
        for spec in OPTION_SPECS:
            plain = texts.option_label(spec.key)
            assert plain == texts.without_access_key(texts.option_label(spec.key, True))
            assert "&" not in plain, plain
        refusal = texts.rules_refusal(
            RulesError("", "out_of_range", option="hand_size", low=1, high=15)
        )
        assert texts.option_label("hand_size") in refusal and "&" not in refusal
        assert "&" not in texts.custom_rules_text(spec.key for spec in OPTION_SPECS)
    finally:
        i18n.install_translator(qapp, "en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_button_of_the_replay_has_its_own_access_key(
    qtbot: QtBot, qapp: QApplication, french_catalogue: Path, language: str
) -> None:
    """The reviewer found "Play this deal from the other seat" out of the keyboard's reach."""
    i18n.install_translator(qapp, language)
    try:
        viewer = ReplayDialog(to_record(finished_round(3)))
        qtbot.addWidget(viewer)
        buttons = viewer.findChild(QDialogButtonBox)
        assert buttons is not None
        # (Close is Qt's own button, and Escape's.)
        none = QDialogButtonBox.StandardButton.NoButton
        shown = [b.text() for b in buttons.buttons() if buttons.standardButton(b) == none]
        assert len(shown) == 4 and all(accelerator(text) for text in shown), shown
        assert shared_letters(shown) == {}
    finally:
        i18n.install_translator(qapp, "en")
