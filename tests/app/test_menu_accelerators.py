"""Alt+letter reaches one entry: in the menu bar and in each menu no two entries share
their accelerator (the letter after "&"), nor two controls of a page of Settings, in
English and in French.

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
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QMenu,
    QWidget,
)
from pytestqt.qtbot import QtBot

from marjolet_qt.app import i18n
from marjolet_qt.app.dialogs.replay import ReplayDialog
from marjolet_qt.app.dialogs.settings_dialog import SettingsDialog
from marjolet_qt.app.settings import Settings
from marjolet_qt.app.window import MainWindow
from marjolet_qt.engine.records import to_record

from .helpers import finished_round, quick_settings


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
    """The menu bar's titles and each menu's entries (separators left out), as shown."""
    bar = window.menuBar()
    found = {"menu bar": [action.text() for action in bar.actions()]}
    for menu in bar.findChildren(QMenu):
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


def page_texts(page: QWidget) -> list[str]:
    """The texts on ``page`` that may carry an access key: labels, buttons, group titles."""
    texts = [label.text() for label in page.findChildren(QLabel)]
    texts += [button.text() for button in page.findChildren(QAbstractButton)]
    texts += [box.title() for box in page.findChildren(QGroupBox)]
    return texts


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_two_access_keys_of_a_settings_page_are_the_same(
    qtbot: QtBot, qapp: QApplication, french_catalogue: Path, language: str
) -> None:
    """Alt+letter on a page of Settings reaches one control: the page's own keys and the
    tabs' keys together (the reviewer found French Alt+A on both "&Animations" and the
    "&Adversaire" tab: pressed twice, it went to one, then the other)."""
    i18n.install_translator(qapp, language)
    try:
        dialog = SettingsDialog(Settings(), False)
        qtbot.addWidget(dialog)
        tabs = [dialog.tabs.tabText(index) for index in range(dialog.tabs.count())]
        assert all(accelerator(text) for text in tabs)
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        common = tabs + [button.text() for button in buttons.buttons()]
        clashes = {}
        for index in range(dialog.tabs.count()):
            page = dialog.tabs.widget(index)
            assert page is not None
            if shared := shared_letters(common + page_texts(page)):
                clashes[dialog.tabs.tabText(index)] = shared
        assert clashes == {}
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
