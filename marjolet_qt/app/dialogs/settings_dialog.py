"""The settings dialog: rules, opponent and display, edited on a copy of the settings.

The dialog never changes anything by itself: after ``exec()`` the window asks
:meth:`SettingsDialog.result_settings` and decides what to apply now (display, opponent)
and what waits for the next game (rules).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QFile, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QSizePolicy,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from marjolet_qt.ai import LEVELS, levels
from marjolet_qt.app import texts
from marjolet_qt.app.screen_fit import fit_to_screen
from marjolet_qt.app.settings import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    LANGUAGES,
    THINK_TIME_RANGE,
    Settings,
)
from marjolet_qt.app.wheel_guard import guard_wheel
from marjolet_qt.engine.rules import RuleSet

from .rules_page import RulesPage, notice_label

#: The artwork folder of a source checkout, used when the resources are not compiled.
ASSETS_DIR = Path(__file__).resolve().parents[3] / "assets"


def card_back_source(colour: str) -> str:
    """The SVG of a card back: the compiled resource if present, else the assets file."""
    resource = f":/assets/cards/back-{colour}.svg"
    if QFile.exists(resource):
        return resource
    return str(ASSETS_DIR / "cards" / f"back-{colour}.svg")


def card_back_pixmap(colour: str, size: QSize) -> QPixmap:
    """The back rendered at ``size`` (an empty pixmap if the artwork is missing)."""
    renderer = QSvgRenderer(card_back_source(colour))
    if not renderer.isValid():
        return QPixmap()
    target = renderer.defaultSize().scaled(size, Qt.AspectRatioMode.KeepAspectRatio)
    pixmap = QPixmap(target)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    renderer.render(painter)
    painter.end()
    return pixmap


class OpponentPage(QWidget):
    """The computer's level, and how long Hard may think."""

    def __init__(
        self, settings: Settings, game_in_progress: bool = False, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        # A level changed during a game applies at once, unlike the rules: said here, as
        # the Rules page says its own (a player switched mid-game and found the game
        # counted under the weaker level without a word).
        self.notice = notice_label(game_in_progress)
        self.level_label = QLabel()
        self.level_combo = QComboBox()
        self.level_combo.setObjectName("level")
        for level in LEVELS:
            self.level_combo.addItem(level, level)
        self.level_combo.setCurrentIndex(max(0, self.level_combo.findData(settings.level)))
        self.level_label.setBuddy(self.level_combo)
        self.level_help = QLabel()
        self.level_help.setWordWrap(True)
        self.level_help.setMinimumWidth(360)
        self.think_label = QLabel()
        self.think_spin = QDoubleSpinBox()
        self.think_spin.setObjectName("hard_think_time")
        self.think_spin.setRange(*THINK_TIME_RANGE)
        self.think_spin.setSingleStep(0.25)
        self.think_spin.setDecimals(2)
        self.think_spin.setValue(settings.hard_think_time)
        self.think_label.setBuddy(self.think_spin)

        form = QFormLayout(self)
        # The level's description takes the page's width (it wrapped at 360 pixels in a
        # wide dialog, "good for / learning."); the fields keep their own.
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.level_help.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        form.addRow(self.level_label, self.level_combo)
        form.addRow("", self.level_help)
        form.addRow(self.think_label, self.think_spin)
        form.addRow(self.notice)
        self.level_combo.currentIndexChanged.connect(self._level_chosen)
        self.retranslate_ui()
        self._level_chosen()

    def level(self) -> str:
        return str(self.level_combo.currentData())

    def think_time(self) -> float:
        return self.think_spin.value()

    def _level_chosen(self) -> None:
        adjustable = levels.level(self.level()).adjustable
        self.think_spin.setEnabled(adjustable)
        self.think_label.setEnabled(adjustable)
        self._describe_level()

    def _describe_level(self) -> None:
        descriptions = {
            "easy": self.tr("A relaxed opponent that makes mistakes: good for learning."),
            "medium": self.tr("A steady opponent that plays sensibly."),
            "hard": self.tr(
                "A strong opponent that thinks ahead; it plays the last tricks perfectly."
            ),
            # Its own time, not "three times Hard's": the player may give Hard more.
            "expert": self.tr(
                "The strongest opponent: it thinks up to {seconds} seconds a move, on two "
                "of the computer's cores, and weighs its own later moves too."
            ).format(seconds=texts.number(round(levels.level("expert").budget))),
        }
        self.level_help.setText(descriptions.get(self.level(), ""))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        names = {
            "easy": self.tr("Easy"),
            "medium": self.tr("Medium"),
            "hard": self.tr("Hard"),
            "expert": self.tr("Expert"),
        }
        for index, level in enumerate(LEVELS):
            self.level_combo.setItemText(index, names.get(level, level))
        self.level_label.setText(self.tr("&Level:"))
        self.think_label.setText(self.tr("&Thinking time (Hard):"))
        self.think_spin.setSuffix(self.tr(" s", "seconds"))
        self.think_spin.setToolTip(self.tr("How long the Hard opponent may think about each move."))
        self.notice.setText(
            self.tr(
                "A game is in progress: another level plays from the computer's next move, "
                "and the game counts in your statistics under the weaker of the two."
            )
        )
        self._describe_level()


class DisplayPage(QWidget):
    """Animations, card backs, language and help for playable cards."""

    PREVIEW_SIZE = QSize(54, 80)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.animation_label = QLabel()
        self.animation_combo = QComboBox()
        self.animation_combo.setObjectName("animation_speed")
        for speed in ANIMATION_SPEEDS:
            self.animation_combo.addItem(speed, speed)
        self.animation_combo.setCurrentIndex(
            max(0, self.animation_combo.findData(settings.animation_speed))
        )
        self.animation_label.setBuddy(self.animation_combo)

        self.back_label = QLabel()
        self.back_combo = QComboBox()
        self.back_combo.setObjectName("card_back")
        for colour in CARD_BACKS:
            self.back_combo.addItem(colour, colour)
        self.back_combo.setCurrentIndex(max(0, self.back_combo.findData(settings.card_back)))
        self.back_label.setBuddy(self.back_combo)
        self.back_preview = QLabel()
        self.back_preview.setObjectName("card_back_preview")
        self.back_preview.setFixedSize(self.PREVIEW_SIZE)
        self.back_preview.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.language_label = QLabel()
        self.language_combo = QComboBox()
        self.language_combo.setObjectName("language")
        for language in LANGUAGES:
            self.language_combo.addItem(language, language)
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(settings.language)))
        self.language_label.setBuddy(self.language_combo)

        self.highlight_check = QCheckBox()
        self.highlight_check.setObjectName("highlight_playable")
        self.highlight_check.setChecked(settings.highlight_playable)
        self.auto_continue_check = QCheckBox()
        self.auto_continue_check.setObjectName("auto_continue")
        self.auto_continue_check.setChecked(settings.auto_continue)

        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self.animation_label, self.animation_combo)
        form.addRow(self.back_label, self.back_combo)
        form.addRow("", self.back_preview)
        form.addRow(self.language_label, self.language_combo)
        form.addRow(self.highlight_check)
        form.addRow(self.auto_continue_check)
        self.back_combo.currentIndexChanged.connect(self._show_back)
        self.retranslate_ui()
        self._show_back()

    def _show_back(self) -> None:
        pixmap = card_back_pixmap(self.back_combo.currentData(), self.PREVIEW_SIZE)
        self.back_preview.setPixmap(pixmap)

    def values(self) -> dict[str, object]:
        return {
            "animation_speed": self.animation_combo.currentData(),
            "card_back": self.back_combo.currentData(),
            "language": self.language_combo.currentData(),
            "highlight_playable": self.highlight_check.isChecked(),
            "auto_continue": self.auto_continue_check.isChecked(),
        }

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        speeds = {
            "off": self.tr("Off", "animations"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for index, speed in enumerate(ANIMATION_SPEEDS):
            self.animation_combo.setItemText(index, speeds.get(speed, speed))
        colours = {
            "blue": self.tr("Blue"),
            "red": self.tr("Red"),
            "green": self.tr("Green"),
            "purple": self.tr("Purple"),
        }
        for index, colour in enumerate(CARD_BACKS):
            self.back_combo.setItemText(index, colours.get(colour, colour))
        languages = {
            "system": self.tr("System language"),
            # Each language in its own name, so a player can find theirs.
            "en": "English",
            "fr": "Français",
        }
        for index, language in enumerate(LANGUAGES):
            self.language_combo.setItemText(index, languages.get(language, language))
        self.animation_label.setText(self.tr("&Animations:"))
        self.back_label.setText(self.tr("Card &back:"))
        self.language_label.setText(self.tr("&Language:"))
        self.highlight_check.setText(self.tr("&Highlight the cards I may play"))
        self.auto_continue_check.setText(
            self.tr("&Continue at once when there is nothing to declare")
        )
        self.auto_continue_check.setToolTip(
            self.tr(
                "After you win a trick with no meld to declare and no 7 to exchange, "
                "draw without waiting for Continue."
            )
        )


class SettingsDialog(QDialog):
    """Edit a copy of the settings; read the outcome with :meth:`result_settings`."""

    def __init__(
        self, settings: Settings, game_in_progress: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settings_dialog")
        self._settings = settings
        self.rules_page = RulesPage(settings.rules, game_in_progress)
        self.opponent_page = OpponentPage(settings, game_in_progress)
        self.display_page = DisplayPage(settings)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.rules_page, "")
        self.tabs.addTab(self.opponent_page, "")
        self.tabs.addTab(self.display_page, "")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        self.rules_page.rules_edited.connect(self._rules_edited)
        self.retranslate_ui()
        guard_wheel(self)  # the wheel changes a field only once it was clicked
        fit_to_screen(self, QSize(780, 700))

    def result_settings(self) -> Settings:
        """The edited settings (with the last valid rules if the current ones are refused)."""
        return self._settings.replace(
            rules=self.rules_page.rules() or self._settings.rules,
            level=self.opponent_page.level(),
            hard_think_time=self.opponent_page.think_time(),
            **self.display_page.values(),
        )

    def _rules_edited(self, rules: RuleSet | None) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(rules is not None)

    def accept(self) -> None:
        if self.rules_page.rules() is None:  # OK is disabled; keyboard paths end here too
            self.tabs.setCurrentWidget(self.rules_page)
            return
        super().accept()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.tabs.setTabText(0, self.tr("&Rules"))
        self.tabs.setTabText(1, self.tr("&Opponent"))
        self.tabs.setTabText(2, self.tr("&Display"))


__all__ = ["SettingsDialog", "card_back_pixmap", "card_back_source"]
