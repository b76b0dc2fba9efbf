"""In French, the main screens and the new dialogs show no English."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFileDialog,
    QLabel,
    QPushButton,
    QSpinBox,
)
from pytestqt.qtbot import QtBot

from marjolet_qt.ai.reasons import Reason, ReasonCode
from marjolet_qt.app.dialogs.settings_dialog import SettingsDialog
from marjolet_qt.app.dialogs.statistics_dialog import StatisticsDialog
from marjolet_qt.app.model import COMPUTER
from marjolet_qt.app.qt_texts import QT_TEXTS
from marjolet_qt.app.reason_text import estimate_text, reason_text
from marjolet_qt.app.settings import Settings
from marjolet_qt.app.window import MainWindow, status_text
from marjolet_qt.engine.records import to_record
from marjolet_qt.engine.rules import RuleSet

from .helpers import human_choice, quick_settings

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]

ENGLISH = ("the ", "Your ", "You ", "round", "Round", "game", "Game", "Hint", "Statistics")


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
    # A card within a sentence is in lower case, as in the hints ("(Dame de trèfle)").
    for _ in range(40):  # (to a lead of the computer's: the seed's round has several)
        if model.round.is_over() or (model.is_human_turn() and model.round.lead_card >= 0):
            break
        model.play_human(human_choice(model.human_legal_actions(), rng))
        qtbot.waitUntil(lambda: model.is_human_turn() or model.round.is_over(), timeout=5000)
    assert not model.round.is_over()
    said = status_text(model)
    assert said.startswith("À vous — répondez à l’entame (")
    lead = said.split("(", 1)[1]
    assert lead[:1].islower() or lead[:1].isdigit(), said
    win.history_action.trigger()
    dialog = win.history_dialog
    assert dialog is not None
    assert not english_in(dialog.windowTitle())
    for row in dialog.rows:
        assert not any(english_in(cell) for cell in row), row
    stats = StatisticsDialog(win.statistics, ("easy", "marjolet"), win)
    texts_shown = [w.text() for w in stats.findChildren(QLabel) + stats.findChildren(QPushButton)]
    assert not [t for t in texts_shown if english_in(t)]
    stats.close()
    viewer = win.replay_record(to_record(model.round))
    assert viewer is not None
    labels = [w.text() for w in viewer.findChildren(QLabel) + viewer.findChildren(QPushButton)]
    assert not [t for t in labels if english_in(t)]
    items = [viewer.actions_list.item(i).text() for i in range(viewer.actions_list.count())]
    assert not [t for t in items if english_in(t)]
    viewer.close()
    qtbot.wait(10)
    # The opponent's reasons are data, worded here (tests/app/test_hint_texts.py has them all).
    taken = Reason.of(ReasonCode.TAKES, card=23, taken=22)
    assert reason_text(taken) == "vous prenez le 10 de cœur"
    assert reason_text(taken, computer=True) == "l’ordinateur prend le 10 de cœur"
    shown = Reason.of(ReasonCode.SHOW_SEVEN, points=10)
    assert reason_text(shown) == (
        "l’autre 7 d’atout est la retourne\u00a0: montrer celui-ci rapporte 10 points"
    )
    searched = Reason.of(ReasonCode.LEADS_SAFE, card=23, expected=12, deals=135, all_deals=False)
    assert estimate_text(searched.with_params(margin=5)) == (
        "(en moyenne, vous finissez la manche avec 12 points d’avance, 5 points de mieux que le "
        "meilleur autre coup\u202f; 135 donnes essayées)"
    )
    only = searched.with_params(expected=-3, deals=1, all_deals=True)
    assert estimate_text(only) == (
        "(exactement\u00a0: vous finissez la manche avec 3 points de retard\u202f; une seule "
        "donne est possible)"
    )
    # One deal tried (the search was cut short) is not "the only possible deal".
    assert estimate_text(only.with_params(all_deals=False)).endswith("\u202f; 1 donne essayée)")
    assert estimate_text(only.with_params(expected=1, solved=0)) == (
        "(fin de manche résolue\u00a0: vous finissez la manche à égalité)"
    )
    win.close()
    assert not model._thinker.running


def test_french_meld_values_show_off_in_full(qtbot: QtBot, french: QApplication) -> None:
    """A meld worth nothing reads "désactivé": its box is wide enough to show the word."""
    dialog = SettingsDialog(Settings(rules=RuleSet.from_preset("besigue"), language="fr"), True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    spins = [s for s in dialog.findChildren(QSpinBox) if s.objectName().startswith("melds:")]
    off = [s for s in spins if s.value() == 0]
    assert off and all(s.text() == "désactivé" for s in off)
    for spin in off:
        assert spin.width() >= spin.sizeHint().width(), spin.objectName()


@pytest.mark.parametrize("mode", ["open", "save"])
def test_qt_file_dialog_is_french_throughout(qtbot: QtBot, french: QApplication, mode: str) -> None:
    """Open and Save as, in Qt's own dialog (Linux without a desktop portal): every label
    French, including the two Qt's catalogue lacks (``qt_texts``)."""
    for context, text in QT_TEXTS:
        assert QApplication.translate(context, text) != text, text
    dialog = QFileDialog(None, "Marjolet")
    qtbot.addWidget(dialog)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    if mode == "save":
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.show()
    shown = [label.text() for label in dialog.findChildren(QLabel)]
    shown += [button.text() for button in dialog.findChildren(QAbstractButton)]
    shown += [button.toolTip() for button in dialog.findChildren(QAbstractButton)]
    assert "&Voir dans\xa0:" in shown and "Fichiers de &type\xa0:" in shown
    english = ("Look", "Files of", "File name", "Open", "Save", "Cancel", "Back", "Parent")
    assert not [t for t in shown if any(word in t for word in english)]
    dialog.close()
