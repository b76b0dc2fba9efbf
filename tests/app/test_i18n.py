"""Languages: the French catalogue loads, and a switch rewords open widgets at once."""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from marjolet_qt.app import i18n, texts
from marjolet_qt.app.dialogs.help import RulesHelpDialog
from marjolet_qt.app.dialogs.rule_editors import ChoiceEditor
from marjolet_qt.app.dialogs.settings_dialog import SettingsDialog
from marjolet_qt.app.main import load_settings
from marjolet_qt.app.settings import Settings, SettingsStore
from marjolet_qt.engine.rules import RuleSet

from ..scripts import script
from .helpers import TS_FILE


def _translation(message: ET.Element) -> ET.Element:
    """A catalogue message's ``<translation>``, which every message has."""
    translation = message.find("translation")
    assert translation is not None, message.findtext("source")
    return translation


def test_every_entry_of_the_french_catalogue_is_translated() -> None:
    root = ET.parse(TS_FILE).getroot()
    unfinished = [
        (context.findtext("name"), message.findtext("source"))
        for context in root.iter("context")
        for message in context.iter("message")
        if _translation(message).get("type") == "unfinished"
        and context.findtext("name")  # an empty context is a mis-extracted call
    ]
    assert unfinished == []


def test_placeholders_survive_translation() -> None:
    root = ET.parse(TS_FILE).getroot()
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = _translation(message)
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for placeholder in ("{card}", "{suit}", "{points}", "{file}", "{target}", "%n"):
            if placeholder in source and translation.get("type") != "unfinished":
                for form in forms:
                    # A singular may spell the number out ("Une seule annonce").
                    if placeholder == "%n" and form is forms[0] and len(forms) > 1:
                        continue
                    assert placeholder in form, (source, form)


def test_french_punctuation_is_never_parted_from_its_word() -> None:
    """French sets a space before ":", ";", "?" and "!", a space that must not break
    (the rules page broke "la suivante" from its colon: a plural's forms were not
    checked by hand as the rest had been)."""
    root = ET.parse(TS_FILE).getroot()
    parted = []
    for message in root.iter("message"):
        translation = _translation(message)
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        # (After a word: "; ? erreur" names the grade "?", after the list's own ";".)
        parted += [form for form in forms if re.search(r"\w [:;?!]", form)]
    assert parted == []


def test_french_strings_after_install(french: QApplication) -> None:
    assert i18n.current_language() == "fr"
    assert texts.suit_name(2) == "cœur"
    assert texts.card_name(20) == "Dame de cœur"
    assert texts.rank_index(5) == "R"
    assert texts.rank_index(7) == "A"  # as the French cards print it (not "As")
    assert texts.meld_name("trump_marriage") == "Mariage d’atout"
    assert texts.meld_name("four_aces") == "Quatre As"
    assert texts.preset_name("mariage-enfants") == "Mariage pour les enfants"
    assert texts.points_text(1) == "1 point"
    assert texts.points_text(40) == "40 points"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"
    # Qt's words its own catalogue lacks, as its file dialog asks for them (the QA pass:
    # "Folder" in the French Open dialog), and Qt's own where it has them.
    gap = ("QAbstractFileIconProvider", "Folder", "All other platforms")
    assert QCoreApplication.translate(*gap) == "Dossier"
    modified = QCoreApplication.translate("QFileSystemModel", "Date Modified")
    assert modified == "Dernière modification"


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
        phase2_head = page.editors["phase2_head"]
        assert isinstance(phase2_head, ChoiceEditor)
        assert phase2_head.combo.currentText() == "jamais"
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


def update_translations() -> ModuleType:
    """``tools/update_translations.py`` (what ``make translations`` runs), imported."""
    return script("tools/update_translations.py")


def catalogue_messages(path: Path) -> dict[tuple[str, str, str], tuple[bool, list[str]]]:
    """Each message of a catalogue: whether it is a plural, and its translated forms."""
    found = {}
    for context in ET.parse(path).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            plural = message.get("numerus") == "yes"
            forms = [form.text or "" for form in translation.iter("numerusform")]
            key = (
                context.findtext("name") or "",
                message.findtext("source") or "",
                message.findtext("comment") or "",
            )
            found[key] = (plural, forms if plural else [translation.text or ""])
    return found


def test_the_catalogue_is_up_to_date_with_the_code(tmp_path: Path) -> None:
    """``make translations`` on the committed catalogue changes no message: every text of
    the code is in it, every text in it is still in the code, and its plurals stay plurals
    with their forms (lupdate alone turns them into single forms, and misses a count that
    is not a plain name)."""
    tool = update_translations()
    try:
        tool.lupdate()
    except SystemExit:
        pytest.skip("pyside6-lupdate is not available")
    copy = tmp_path / TS_FILE.name
    shutil.copyfile(TS_FILE, copy)
    tool.update(copy, tool.sources())
    before, after = catalogue_messages(TS_FILE), catalogue_messages(copy)
    assert sorted(set(after) - set(before)) == [], "texts of the code missing: make translations"
    assert sorted(set(before) - set(after)) == [], "texts no longer in the code: make translations"
    assert {key: after[key] for key in before if after[key] != before[key]} == {}
    assert sum(plural for plural, _ in after.values()) >= 20
    # No code documentation (``#:`` comments) handed to the translator as notes.
    assert "<extracomment>" not in copy.read_text(encoding="utf-8")


def test_plural_forms_come_back_after_lupdate() -> None:
    """What lupdate writes for a plural it does not recognise (its first form, unfinished)
    becomes the plural it was; a new plural gets empty forms; the rest is left alone."""
    tool = update_translations()
    before = """<TS version="2.1" language="fr_FR">
<context>
    <name>C</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
</context>
</TS>
"""
    updated = """<TS version="2.1" language="fr_FR">
<context>
    <name>C</name>
    <message>
        <location filename="../a.py" line="3"/>
        <source>%n card(s)</source>
        <translation type="unfinished">%n carte</translation>
    </message>
    <message>
        <location filename="../a.py" line="4"/>
        <source>%Ln point(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../a.py" line="5"/>
        <source>100% sure</source>
        <translation>sûr à 100 %</translation>
    </message>
</context>
</TS>
"""
    text, mended = tool.restore_plurals(updated, before)
    assert mended == 2
    root = ET.fromstring(text)
    messages = {m.findtext("source"): m for m in root.iter("message")}
    cards = messages["%n card(s)"]
    assert cards.get("numerus") == "yes"
    location = cards.find("location")
    assert location is not None and location.get("line") == "3"
    translation = cards.find("translation")
    assert translation is not None and translation.get("type") is None
    assert [form.text for form in translation.iter("numerusform")] == ["%n carte", "%n cartes"]
    points = messages["%Ln point(s)"]
    assert points.get("numerus") == "yes"
    assert [form.text for form in points.iter("numerusform")] == [None, None]
    assert _translation(points).get("type") == "unfinished"
    sure = messages["100% sure"]
    assert sure.get("numerus") is None and sure.findtext("translation") == "sûr à 100 %"
    assert tool.restore_plurals(text, before) == (text, 0)


def test_a_damaged_settings_file_is_reported_in_the_saved_language(
    qapp: QApplication, french_catalogue: Path, tmp_path: Path
) -> None:
    """The warning about a damaged settings file is worded (dates included) in the
    language the settings ask for, not in English: the start-up installs that language
    before loading (the reviewer saw English in a French window). Peeking at the language
    changes nothing on disk."""
    store = SettingsStore(tmp_path)
    store.save(Settings(language="fr"))
    store.save(Settings(language="fr", level="easy"))  # the backup: French too
    store.path.write_text("")  # damaged
    files = {path.name: path.read_bytes() for path in tmp_path.iterdir()}
    assert store.saved_language() == "fr"
    assert {path.name: path.read_bytes() for path in tmp_path.iterdir()} == files
    try:
        settings, warning = load_settings(qapp, store)
        assert settings.language == "fr" and i18n.current_language() == "fr"
        assert warning is not None and warning.startswith("settings.json est endommagé"), warning
        assert "Les réglages enregistrés auparavant" in warning
    finally:
        i18n.install_translator(qapp, "en")
    assert SettingsStore(tmp_path / "nothing").saved_language() == Settings().language
