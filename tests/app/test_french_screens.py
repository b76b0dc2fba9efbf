"""In French, the main screens and the new dialogs show no English."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QSpinBox
from pytestqt.qtbot import QtBot

from marjolet_qt.app import i18n, texts
from marjolet_qt.app.dialogs.settings_dialog import SettingsDialog
from marjolet_qt.app.dialogs.statistics_dialog import StatisticsDialog
from marjolet_qt.app.model import COMPUTER
from marjolet_qt.app.settings import Settings
from marjolet_qt.app.window import MainWindow, status_text
from marjolet_qt.engine.records import to_record

from .helpers import human_choice, quick_settings
from .test_i18n import french_catalogue  # noqa: F401 (a fixture)

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]

ENGLISH = ("the ", "Your ", "You ", "round", "Round", "game", "Game", "Hint", "Statistics")


@pytest.fixture
def french(qapp: QApplication, french_catalogue) -> Iterator[QApplication]:  # noqa: F811
    i18n.install_translator(qapp, "fr")
    yield qapp
    i18n.install_translator(qapp, "en")


def english_in(text: str) -> bool:
    return any(word in text for word in ENGLISH)


def test_french_main_window_menus_status_and_dialogs(qtbot: QtBot, french: QApplication) -> None:
    win = MainWindow(quick_settings(language="fr"), seed=3)
    qtbot.addWidget(win)
    win.show()
    win.start(first_dealer=COMPUTER)
    model = win.model
    qtbot.waitUntil(model.is_human_turn, timeout=5000)
    assert status_text(model) == "À vous — entamez une carte."
    for menu in (win.game_menu, win.view_menu, win.help_menu):
        assert not english_in(menu.title())
        for action in menu.actions():
            assert not english_in(action.text()), action.text()
    rng = random.Random(2)
    for _ in range(4):
        qtbot.waitUntil(lambda: model.is_human_turn() or model.round.is_over(), timeout=5000)
        model.play_human(human_choice(model.human_legal_actions(), rng))
    qtbot.waitUntil(lambda: model.is_human_turn() or model.round.is_over(), timeout=5000)
    assert not english_in(status_text(model))
    win.history_action.trigger()
    dialog = win.history_dialog
    assert not english_in(dialog.windowTitle())
    for row in dialog.rows:
        assert not any(english_in(cell) for cell in row), row
    stats = StatisticsDialog(win.statistics, ("easy", "marjolet"), win)
    texts_shown = [w.text() for w in stats.findChildren(QLabel) + stats.findChildren(QPushButton)]
    assert not [t for t in texts_shown if english_in(t)]
    stats.close()
    viewer = win.replay_record(to_record(model.round))
    labels = [w.text() for w in viewer.findChildren(QLabel) + viewer.findChildren(QPushButton)]
    assert not [t for t in labels if english_in(t)]
    items = [viewer.actions_list.item(i).text() for i in range(viewer.actions_list.count())]
    assert not [t for t in items if english_in(t)]
    viewer.close()
    qtbot.wait(10)
    assert texts.hint_reason("takes the Ten of hearts with the Ace of hearts") == (
        "prend la carte 10 de cœur avec la carte As de cœur"
    )
    # Bésigue's reasons: the second 7 of trumps, and the marriage before its sequence.
    assert texts.hint_reason("shows its 7 of trumps, the other being the upcard (10 points)") == (
        "le montre\u00a0: l’autre 7 d’atout est la retourne"
    )
    patient = "declares the trump marriage for 40 first: the sequence can still be declared"
    assert texts.hint_reason(patient).startswith("annonce d’abord le mariage d’atout")
    # Hard's searched reasons: the deals tried, the points expected, the margin.
    searched = "over 135 possible deals it averages +12 points for the round, 5 more than "
    assert texts.hint_reason(searched + "the Ten of hearts") == (
        "sur 135 répartitions possibles des cartes, ce coup vaut en moyenne +12 points sur la "
        "manche, 5 points de plus qu’avec la carte 10 de cœur"
    )
    assert texts.hint_reason(searched + "declaring nothing yet").endswith("des autres choix")
    only = "over all 1 possible deal it averages -3 points for the round"
    assert texts.hint_reason(only) == (
        "sur la seule répartition possible des cartes, ce coup vaut -3 points sur la manche"
    )
    # One deal tried (the search was cut short) is not "the only possible deal".
    one = texts.hint_reason("over 1 possible deal it averages +4 points for the round")
    assert one.startswith("sur une répartition")
    win.close()
    assert not model._thinker.running


def test_french_meld_values_show_off_in_full(qtbot: QtBot, french: QApplication) -> None:
    """A meld worth nothing reads "désactivé": its box is wide enough to show the word."""
    dialog = SettingsDialog(Settings(preset="besigue", language="fr"), True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    spins = [s for s in dialog.findChildren(QSpinBox) if s.objectName().startswith("melds:")]
    off = [s for s in spins if s.value() == 0]
    assert off and all(s.text() == "désactivé" for s in off)
    for spin in off:
        assert spin.width() >= spin.sizeHint().width(), spin.objectName()
