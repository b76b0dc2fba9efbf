"""The settings dialog, driven through its widgets as a player would."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from marjolet_qt.app import i18n, texts
from marjolet_qt.app.dialogs.rule_editors import PointsGridEditor
from marjolet_qt.app.dialogs.settings_dialog import SettingsDialog, card_back_pixmap
from marjolet_qt.app.settings import CARD_BACKS, Settings
from marjolet_qt.engine.rules import OPTION_SPECS, PRESETS, RuleSet
from marjolet_qt.engine.tricks import CAPTURED_MELDS

from .helpers import child


def open_dialog(
    qtbot: QtBot, settings: Settings | None = None, *, in_game: bool = False
) -> SettingsDialog:
    dialog = SettingsDialog(settings or Settings(), in_game)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def type_into(qtbot: QtBot, spin: QSpinBox, text: str) -> None:
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, text)
    qtbot.keyClick(spin, Qt.Key.Key_Tab)


def choose(qtbot: QtBot, combo: QComboBox, data: str) -> None:
    """Pick an entry with the keyboard, as a player without a mouse would."""
    combo.setFocus()
    target = combo.findData(data)
    assert target >= 0
    key = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, key)


def tick(qtbot: QtBot, box: QCheckBox) -> None:
    """Click the check box's indicator (its centre may lie beyond the text)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def ok_button(dialog: SettingsDialog) -> QPushButton:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_every_option_has_an_editor_with_an_explanation(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    page = dialog.rules_page
    assert set(page.editors) == {spec.key for spec in OPTION_SPECS}
    for key, editor in page.editors.items():
        assert editor.toolTip(), key
        assert page.captions[key].text(), key


def test_every_preset_is_offered_by_name(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    combo = dialog.rules_page.preset_combo
    assert [combo.itemData(i) for i in range(combo.count())] == list(PRESETS)
    names = [combo.itemText(i) for i in range(combo.count())]
    assert "Marjolet (strict: beat the card led in the last tricks)" in names
    assert "Mariage for children" in names
    assert "Mariage (classic)" in names


def test_editing_an_option_makes_custom_rules(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    page = dialog.rules_page
    assert page.custom_label.isHidden()
    assert not page.reset_button.isEnabled()
    type_into(qtbot, child(page.editors["target"], QSpinBox), "1000")
    choose(qtbot, child(page.editors["phase2_head"], QComboBox), "trump_lead")
    assert page.custom_label.isVisible()
    assert page.custom_label.text() == "custom"
    rules = dialog.result_settings().rules
    assert rules.preset == "marjolet"
    assert (rules.target, rules.phase2_head) == (1000, "trump_lead")
    assert rules.overrides() == {"target": 1000, "phase2_head": "trump_lead"}


def test_points_grids_edit_card_and_meld_points(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    page = dialog.rules_page
    type_into(qtbot, child(page, QSpinBox, "melds:four_tens"), "150")
    type_into(qtbot, child(page, QSpinBox, "melds:four_jacks"), "0")
    type_into(qtbot, child(page, QSpinBox, "card_points:K"), "4")
    rules = dialog.result_settings().rules
    assert rules.meld_points("four_tens") == 150
    assert rules.meld_points("four_jacks") == 0
    assert rules.option_values()["card_points"] == {"A": 10, "T": 10, "K": 4}
    jacks = child(page, QSpinBox, "melds:four_jacks")
    assert (jacks.value(), jacks.specialValueText()) == (0, "off")


def test_reset_to_preset(qtbot: QtBot) -> None:
    settings = Settings(
        rules=RuleSet.from_preset("mariage", {"target": 100, "phase2_trump": False})
    )
    dialog = open_dialog(qtbot, settings)
    page = dialog.rules_page
    assert page.custom_label.isVisible()
    assert page.findChild(QCheckBox) is not None
    assert page.editors["target"].value() == 100
    qtbot.mouseClick(page.reset_button, Qt.MouseButton.LeftButton)
    assert page.custom_label.isHidden()
    assert page.editors["target"].value() == 350
    assert dialog.result_settings().rules == RuleSet.from_preset("mariage")


#: The sentence naming the options that differ, Cards in hand alone, in each language.
HAND_SIZE_DIFFERS = {
    "en": "Custom rules: these options differ from the preset: “Cards in hand”.",
    "fr": "Règles personnalisées\u00a0: ces options diffèrent de la variante\u00a0: "
    "«\u00a0Cartes en main\u00a0».",
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_description_says_which_options_differ_from_the_preset(
    qtbot: QtBot, qapp: QApplication, french_catalogue: Path, language: str
) -> None:
    """Marjolet dealt more cards still read "six cards each" and nothing more: the
    description is the preset's, and now names the options that differ from it, refused
    (sixteen cards each leave no stock) or not, until they are put back."""
    i18n.install_translator(qapp, language)
    try:
        dialog = open_dialog(qtbot)
        page = dialog.rules_page
        preset_only = page.description.text()
        spin = child(page.editors["hand_size"], QSpinBox)
        for cards, refused in (("10", False), ("16", True)):
            type_into(qtbot, spin, cards)
            assert page.error_label.isVisible() is refused
            assert page.description.text() == f"{preset_only} {HAND_SIZE_DIFFERS[language]}"
        qtbot.mouseClick(page.reset_button, Qt.MouseButton.LeftButton)
        assert page.description.text() == preset_only
        # Every preset's own options, as loaded, differ from nothing.
        for preset in PRESETS:
            choose(qtbot, page.preset_combo, preset)
            assert page.description.text() == texts.preset_description(preset), preset
    finally:
        i18n.install_translator(qapp, "en")


def test_choosing_a_preset_loads_its_options(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    page = dialog.rules_page
    choose(qtbot, page.preset_combo, "mariage-classique")
    assert page.editors["target"].value() == 150
    assert page.editors["next_dealer"].value() == "round_winner"
    assert page.editors["hand_size"].value() == 5
    assert page.custom_label.isHidden()
    assert "classic" in page.preset_combo.currentText()
    assert dialog.result_settings().rules == RuleSet.from_preset("mariage-classique")


def test_turning_an_option_back_is_not_custom(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    page = dialog.rules_page
    box = child(page.editors["melds_in_phase2"], QCheckBox)
    tick(qtbot, box)
    assert page.custom_label.isVisible()
    assert dialog.result_settings().rules.melds_in_phase2 is True
    tick(qtbot, box)
    assert page.custom_label.isHidden()


def test_refused_combination_shows_the_reason_and_blocks_ok(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    page = dialog.rules_page
    type_into(qtbot, child(page.editors["hand_size"], QSpinBox), "16")
    assert page.error_label.isVisible()
    assert "no stock" in page.error_label.text()
    assert not ok_button(dialog).isEnabled()
    assert page.rules() is None
    # The result still holds playable rules: the last ones the engine accepted.
    assert dialog.result_settings().rules.hand_size == 6
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.isVisible()
    # Two packs make room for 16 cards each: the refusal goes away.
    choose(qtbot, child(page.editors["deck"], QComboBox), "double64")
    assert page.error_label.isHidden()
    assert ok_button(dialog).isEnabled()
    rules = dialog.result_settings().rules
    assert (rules.deck, rules.hand_size) == ("double64", 16)


def darkest(widget: QWidget) -> int:
    """The lightness of the darkest pixel ``widget`` paints (its text's colour)."""
    image = widget.grab().toImage()
    return min(
        image.pixelColor(x, y).lightness()
        for x in range(image.width())
        for y in range(image.height())
    )


def test_the_caption_of_an_option_out_of_play_greys_with_it(qtbot: QtBot) -> None:
    """A style sheet held the captions' grey whatever their state: an option out of play
    (its label and editor greyed) kept a caption that looked in play."""
    dialog = open_dialog(qtbot)
    page = dialog.rules_page
    label = page.row_labels["rounds_to_win"]
    caption = page.captions["rounds_to_win"]
    assert not caption.isEnabled()
    out_of_play = darkest(caption)
    choose(qtbot, child(page.editors["match"], QComboBox), "rounds")
    assert caption.isEnabled()
    in_play = darkest(caption)
    assert out_of_play > in_play + 20
    assert in_play > darkest(label) + 20  # (a caption stays quieter than its label)


def test_options_that_do_not_apply_are_greyed(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    page = dialog.rules_page
    assert not page.editors["rounds_to_win"].isEnabled()
    choose(qtbot, child(page.editors["match"], QComboBox), "rounds")
    assert page.editors["rounds_to_win"].isEnabled()
    assert not page.editors["target"].isEnabled()
    tick(qtbot, child(page.editors["phase2_follow"], QCheckBox))
    assert not page.editors["phase2_head"].isEnabled()


def test_melds_counted_from_the_cards_won_grey_what_does_not_count(qtbot: QtBot) -> None:
    """Mariage counts only the marriages among the cards won: the other melds' points,
    a card serving again and the bésigue's Jack do nothing there (a reviewer could edit
    them all), and come back when melds are declared."""
    dialog = open_dialog(qtbot)
    page = dialog.rules_page
    melds = page.editors["melds"]
    assert isinstance(melds, PointsGridEditor)
    choose(qtbot, page.preset_combo, "mariage")
    assert page.editors["meld_scoring"].value() == "captured"
    counted = {name for name, spin in melds.spins.items() if spin.isEnabled()}
    assert counted == set(CAPTURED_MELDS) == {"marriage", "trump_marriage"}
    assert not melds.labels["four_aces"].isEnabled()
    for key in ("meld_reuse", "besigue_jack", "max_melds_per_window", "melds_in_phase2"):
        assert not page.editors[key].isEnabled(), key
    choose(qtbot, page.preset_combo, "besigue")
    assert all(spin.isEnabled() for spin in melds.spins.values())
    for key in ("meld_reuse", "besigue_jack", "max_melds_per_window", "melds_in_phase2"):
        assert page.editors[key].isEnabled(), key


@pytest.mark.parametrize("in_game", [False, True])
def test_notice_during_a_game(qtbot: QtBot, in_game: bool) -> None:
    dialog = open_dialog(qtbot, in_game=in_game)
    page = dialog.rules_page
    assert page.notice.isVisible() is in_game
    assert "next game" in page.notice.text()


def test_opponent_tab(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    page = dialog.opponent_page
    dialog.tabs.setCurrentWidget(page)
    assert [page.level_combo.itemText(i) for i in range(3)] == ["Easy", "Medium", "Hard"]
    assert not page.think_spin.isEnabled()
    choose(qtbot, page.level_combo, "hard")
    assert page.think_spin.isEnabled()
    page.think_spin.setFocus()
    page.think_spin.selectAll()
    qtbot.keyClicks(page.think_spin, "2.5")
    result = dialog.result_settings()
    assert (result.level, result.hard_think_time) == ("hard", 2.5)


@pytest.mark.parametrize("in_game", [False, True])
def test_the_opponent_tab_says_a_level_changed_in_a_game_applies_at_once(
    qtbot: QtBot, in_game: bool
) -> None:
    """The player's pass: the Rules tab says its changes wait for the next game; a
    level changed mid-game took effect at once, and the game counted under the weaker,
    without a word."""
    dialog = open_dialog(qtbot, in_game=in_game)
    page = dialog.opponent_page
    dialog.tabs.setCurrentWidget(page)
    assert page.notice.isVisible() == in_game
    assert "next move" in page.notice.text() and "weaker" in page.notice.text()


def test_display_tab(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, Settings(card_back="red", language="fr"))
    page = dialog.display_page
    dialog.tabs.setCurrentWidget(page)
    assert page.language_combo.currentText() == "Français"
    assert [page.animation_combo.itemText(i) for i in range(4)] == [
        "Off",
        "Fast",
        "Normal",
        "Slow",
    ]
    choose(qtbot, page.animation_combo, "off")
    choose(qtbot, page.back_combo, "purple")
    choose(qtbot, page.language_combo, "en")
    tick(qtbot, page.highlight_check)
    result = dialog.result_settings()
    assert result.animation_speed == "off"
    assert result.card_back == "purple"
    assert result.language == "en"
    assert result.highlight_playable is False
    assert not page.back_preview.pixmap().isNull()


@pytest.mark.parametrize("colour", CARD_BACKS)
def test_every_card_back_has_a_preview(qtbot: QtBot, colour: str) -> None:
    assert not card_back_pixmap(colour, QSize(54, 80)).isNull()


def test_cancel_changes_nothing_and_ok_accepts(qtbot: QtBot) -> None:
    settings = Settings(level="easy")
    dialog = open_dialog(qtbot, settings)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton
    )
    assert dialog.result() == SettingsDialog.DialogCode.Rejected
    dialog = open_dialog(qtbot, settings)
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.result() == SettingsDialog.DialogCode.Accepted
    assert dialog.result_settings() == settings


def test_tab_goes_from_the_preset_to_the_first_option_with_no_blind_stop(qtbot: QtBot) -> None:
    """The Rules page's scrolling area took a Tab of its own, with nothing to show where
    the focus was: Tab from the preset reaches the first option at once."""
    dialog = open_dialog(qtbot)
    preset = dialog.rules_page.preset_combo
    preset.setFocus()
    qtbot.waitUntil(preset.hasFocus)
    for _ in range(4):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        assert not isinstance(focused, QScrollArea)
        assert focused is not None and focused.isVisible()


def test_an_option_reached_by_its_access_key_is_scrolled_into_view(qtbot: QtBot) -> None:
    """The player's pass: Alt+K (Pack) with the page scrolled down to the 7 of trumps
    focused the pack out of sight, and Down changed it unseen. The area scrolls to the
    option that takes the focus, whatever the way."""
    dialog = open_dialog(qtbot)
    dialog.resize(640, 480)
    page = dialog.rules_page
    area = page.scroll_area
    qtbot.waitUntil(lambda: area.verticalScrollBar().maximum() > 0)
    viewport = area.viewport()

    def in_sight(widget: QWidget) -> bool:
        top = widget.mapTo(viewport, QPoint(0, 0)).y()
        return top >= 0 and top + widget.height() <= viewport.height()

    editors = [editor for editor in page.editors.values() if editor.isVisibleTo(page)]
    first, last = editors[0], editors[-1]
    for editor in (last, first):
        focusable = [
            w for w in editor.findChildren(QWidget) if w.focusPolicy() != Qt.FocusPolicy.NoFocus
        ]
        widget = focusable[0] if focusable else editor
        assert not in_sight(widget)
        widget.setFocus(Qt.FocusReason.ShortcutFocusReason)  # (as its label's Alt+key does)
        qtbot.waitUntil(partial(in_sight, widget))


def test_the_besigue_s_jack_greys_where_no_besigue_scores(qtbot: QtBot) -> None:
    """Marjolet's melds hold no bésigue: the Jack it is made of was offered all the same
    (and said "Jack of hearts" where Bésigue says diamonds). It comes back with a
    bésigue's points."""
    dialog = open_dialog(qtbot)
    page = dialog.rules_page
    melds = page.editors["melds"]
    assert isinstance(melds, PointsGridEditor)
    choose(qtbot, page.preset_combo, "marjolet")
    assert not page.editors["besigue_jack"].isEnabled()
    melds.spins["besigue"].setValue(40)
    assert page.editors["besigue_jack"].isEnabled()
