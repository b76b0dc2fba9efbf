"""The wheel scrolls dialogs and changes only the field the player chose (issue #13, 9)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractSlider,
    QApplication,
    QComboBox,
    QDoubleSpinBox,
    QScrollArea,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from marjolet_qt.app.dialogs.rule_editors import ChoiceEditor, IntEditor
from marjolet_qt.app.dialogs.settings_dialog import SettingsDialog
from marjolet_qt.app.dialogs.statistics_dialog import StatisticsDialog
from marjolet_qt.app.statistics import Statistics
from marjolet_qt.app.wheel_guard import GUARDED_TYPES, guard_wheel

from .helpers import quick_settings

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]


def wheel(widget: QWidget, notches: int = -1) -> None:
    """A real wheel event over the middle of ``widget`` (negative: scroll down)."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def value(widget: QWidget) -> float:
    if isinstance(widget, QComboBox):
        return widget.currentIndex()
    # The number fields (QAbstractSpinBox itself has no value) and the sliders.
    if isinstance(widget, QSpinBox | QDoubleSpinBox | QAbstractSlider):  # (scroll bars excluded)
        return widget.value()
    raise TypeError(widget)


@pytest.fixture
def settings_dialog(qtbot: QtBot) -> SettingsDialog:
    dialog = SettingsDialog(quick_settings(), game_in_progress=False)
    qtbot.addWidget(dialog)
    dialog.resize(700, 420)  # small enough for the Rules page to scroll
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_wheel_over_an_unfocused_drop_down_scrolls_the_rules_page(
    qtbot: QtBot, settings_dialog: SettingsDialog
) -> None:
    """Issue #13, item 9: "Melds are:" switched and the preset turned custom."""
    page = settings_dialog.rules_page
    editor = page.editors["meld_scoring"]
    assert isinstance(editor, ChoiceEditor)
    combo = editor.combo
    scroll = page.findChild(QScrollArea)
    assert scroll is not None
    bar = scroll.verticalScrollBar()
    assert bar.maximum() > 0
    scroll.ensureWidgetVisible(combo)
    settings_dialog.buttons.setFocus()
    assert not combo.hasFocus()
    before_value, before_scroll = combo.currentIndex(), bar.value()
    before_rules = page.rules()
    # Away from the end the page is at (ensureWidgetVisible may have reached the bottom).
    notches = 1 if before_scroll == bar.maximum() else -1
    for _ in range(3):
        wheel(combo, notches)
    assert combo.currentIndex() == before_value
    assert page.rules() == before_rules and not page.custom_label.isVisible()
    assert bar.value() != before_scroll  # the page scrolled instead
    assert not combo.hasFocus()  # and the wheel did not give the field the focus


def test_a_focused_field_still_takes_the_wheel(
    qtbot: QtBot, settings_dialog: SettingsDialog
) -> None:
    page = settings_dialog.rules_page
    editor = page.editors["target"]
    assert isinstance(editor, IntEditor)
    spin = editor.spin
    scroll = page.findChild(QScrollArea)
    assert scroll is not None
    scroll.ensureWidgetVisible(spin)
    settings_dialog.activateWindow()
    spin.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(spin.hasFocus, timeout=10_000)
    before = spin.value()
    wheel(spin, 1)
    assert spin.value() == before + spin.singleStep()


def _guarded_widgets(root: QWidget) -> list[QWidget]:
    return [w for w in root.findChildren(QWidget) if isinstance(w, GUARDED_TYPES)]


def test_every_drop_down_and_number_field_of_every_dialog_is_guarded(
    qtbot: QtBot, settings_dialog: SettingsDialog
) -> None:
    stats = StatisticsDialog(Statistics(), ("easy", "marjolet"))
    qtbot.addWidget(stats)
    stats.show()
    for dialog in (settings_dialog, stats):
        widgets = _guarded_widgets(dialog)
        assert widgets
        tabs = dialog.tabs if isinstance(dialog, SettingsDialog) else None
        for tab in range(tabs.count() if tabs is not None else 1):
            if tabs is not None:
                tabs.setCurrentIndex(tab)
            dialog.setFocus()
            for widget in widgets:
                if not widget.isVisible():
                    continue
                assert widget.focusPolicy() == Qt.FocusPolicy.StrongFocus, widget.objectName()
                before = value(widget)
                wheel(widget, 1)
                wheel(widget, -1)
                wheel(widget, -1)
                assert value(widget) == before, widget.objectName()
    assert settings_dialog.result_settings() == quick_settings()


def test_guard_wheel_on_a_slider_and_again_is_harmless(qtbot: QtBot) -> None:
    page = QWidget()
    qtbot.addWidget(page)
    slider = QSlider(Qt.Orientation.Horizontal)
    slider.setRange(0, 10)
    slider.setValue(5)
    QVBoxLayout(page).addWidget(slider)
    assert guard_wheel(page) == 1
    assert guard_wheel(page) == 0  # already guarded: nothing installed twice
    page.show()
    wheel(slider, 1)
    assert slider.value() == 5
