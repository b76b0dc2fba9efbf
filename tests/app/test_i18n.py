"""Languages: the French catalogue loads, and a switch rewords open widgets at once."""

from __future__ import annotations

import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from marjolet_qt.app import i18n, texts
from marjolet_qt.app.dialogs.help import RulesHelpDialog
from marjolet_qt.app.dialogs.settings_dialog import SettingsDialog
from marjolet_qt.app.settings import Settings
from marjolet_qt.engine.rules import RuleSet

ROOT = Path(__file__).resolve().parents[2]
TS_FILE = ROOT / "marjolet_qt" / "i18n" / "marjolet_fr.ts"
QM_FILE = TS_FILE.with_suffix(".qm")


@pytest.fixture(scope="session")
def french_catalogue() -> Path:
    """The compiled French catalogue (built here if ``make generated`` was not run)."""
    if not QM_FILE.exists() or QM_FILE.stat().st_mtime < TS_FILE.stat().st_mtime:
        lrelease = ROOT / ".venv" / "bin" / "pyside6-lrelease"
        if not lrelease.exists():
            pytest.skip("pyside6-lrelease is not available to build the catalogue")
        subprocess.run([str(lrelease), "-silent", str(TS_FILE), "-qm", str(QM_FILE)], check=True)
    return QM_FILE


@pytest.fixture
def french(qapp: QApplication, french_catalogue: Path) -> Iterator[QApplication]:
    i18n.install_translator(qapp, "fr")
    yield qapp
    i18n.install_translator(qapp, "en")


def test_every_entry_of_the_french_catalogue_is_translated() -> None:
    root = ET.parse(TS_FILE).getroot()
    unfinished = [
        (context.findtext("name"), message.findtext("source"))
        for context in root.iter("context")
        for message in context.iter("message")
        if message.find("translation").get("type") == "unfinished"
        and context.findtext("name")  # an empty context is a mis-extracted call
    ]
    assert unfinished == []


def test_placeholders_survive_translation() -> None:
    root = ET.parse(TS_FILE).getroot()
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for placeholder in ("{card}", "{suit}", "{points}", "{file}", "{target}", "%n"):
            if placeholder in source and translation.get("type") != "unfinished":
                for form in forms:
                    # A singular may spell the number out ("Une seule annonce").
                    if placeholder == "%n" and form is forms[0] and len(forms) > 1:
                        continue
                    assert placeholder in form, (source, form)


def test_french_strings_after_install(french: QApplication) -> None:
    assert i18n.current_language() == "fr"
    assert texts.suit_name(2) == "cœur"
    assert texts.card_name(20) == "Dame de cœur"
    assert texts.rank_index(5) == "R"
    assert texts.meld_name("trump_marriage") == "Mariage d’atout"
    assert texts.meld_name("four_aces") == "Quatre As"
    assert texts.preset_name("mariage-enfants") == "Mariage pour les enfants"
    assert texts.points_text(1) == "1 point"
    assert texts.points_text(40) == "40 points"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"


def test_english_is_the_source_language(qapp: QApplication) -> None:
    i18n.install_translator(qapp, "en")
    assert i18n.current_language() == "en"
    assert texts.card_name(20) == "Queen of hearts"
    assert texts.points_text(1) == "1 point"
    assert texts.points_text(2) == "2 points"


def test_switching_language_rewords_open_widgets(
    qtbot: QtBot, qapp: QApplication, french_catalogue: Path
) -> None:
    i18n.install_translator(qapp, "en")
    dialog = SettingsDialog(Settings(rules=RuleSet.from_preset("marjolet", {"target": 700})), True)
    qtbot.addWidget(dialog)
    dialog.show()
    help_dialog = RulesHelpDialog(RuleSet.from_preset("marjolet"))
    qtbot.addWidget(help_dialog)
    assert dialog.windowTitle() == "Settings"
    assert dialog.rules_page.custom_label.text() == "custom"
    try:
        i18n.install_translator(qapp, "fr")
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Réglages")
        page = dialog.rules_page
        assert dialog.tabs.tabText(1) == "&Adversaire"
        assert page.custom_label.text() == "personnalisées"
        assert page.notice.text().startswith("Une partie est en cours")
        assert page.preset_combo.currentText() == "Marjolet"
        assert dialog.opponent_page.level_combo.itemText(2) == "Difficile"
        assert page.editors["phase2_head"].combo.currentText() == "jamais"
        cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        assert cancel.text().replace("&", "") == "Annuler"
        assert "Le donneur distribue 6 cartes" in help_dialog.browser.toPlainText()
        assert "Les cartes" in help_dialog.browser.toPlainText()
        # The values the player chose are untouched by the switch.
        assert dialog.result_settings().rules.target == 700
        i18n.install_translator(qapp, "en")
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Settings")
        assert page.custom_label.text() == "custom"
    finally:
        i18n.install_translator(qapp, "en")


def test_system_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("fr_CA")))
    assert i18n.system_language() == "fr"
    assert i18n.resolve_language("system") == "fr"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_DE")))
    assert i18n.system_language() == "en"
    assert i18n.resolve_language("xx") == "en"


def test_available_languages(french_catalogue: Path) -> None:
    assert i18n.available_languages() == ("en", "fr")


def test_a_missing_catalogue_leaves_english(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    i18n.install_translator(qapp, "fr")
    try:
        assert texts.card_name(20) == "Queen of hearts"
        assert i18n.available_languages() == ("en",)
    finally:
        i18n.install_translator(qapp, "en")
