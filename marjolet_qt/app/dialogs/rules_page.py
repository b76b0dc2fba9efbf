"""The Rules tab of the settings dialog: a preset, and every option of docs/rules.md.

The editors are built from the engine's ``OPTION_SPECS``, so an option added to the
engine appears here without further work (in its engine group, until it is placed in
one of :data:`GROUPS`). Every edit is checked by building the engine's ``RuleSet``: the
page never holds rules the engine would refuse, and says why when an edit is refused (in
the words :func:`texts.rules_refusal` gives the engine's code: the page checks nothing itself).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from marjolet_qt.app import texts
from marjolet_qt.app.contrast import readable
from marjolet_qt.app.wheel_guard import guard_wheel
from marjolet_qt.engine.rules import (
    OPTION_SPECS,
    PRESETS,
    MatchKind,
    MeldScoring,
    RulesError,
    RuleSet,
    SevenExchange,
)
from marjolet_qt.engine.tricks import CAPTURED_MELDS

from .rule_editors import BoolEditor, OptionEditor, PointsGridEditor, make_editor

#: The colour of why the rules cannot be used (made readable on the palette's ground).
ERROR_COLOUR = "#b00020"

#: How the options are shown: the groups a player thinks in, in playing order.
GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "deal",
        ("deck", "hand_size", "card_points", "stock_out_trick_points", "upcard_taker_points"),
    ),
    ("melds", ("meld_scoring", "max_melds_per_window", "melds_in_phase2", "melds")),
    (
        "seven",
        (
            "seven_exchange",
            "seven_exchange_points",
            "seven_play_points",
            "seven_upcard_points",
            "seven_captured_points",
        ),
    ),
    (
        "last_tricks",
        (
            "phase2_follow",
            "phase2_trump",
            "phase2_head",
            "last_trick_points",
            "all_final_tricks_points",
            "all_final_tricks_replaces_last",
        ),
    ),
    ("game", ("match", "target", "rounds_to_win", "next_dealer")),
)


def _groups() -> list[tuple[str, list[str]]]:
    """:data:`GROUPS` plus any engine option it does not place yet."""
    groups = [(name, list(keys)) for name, keys in GROUPS]
    placed = {key for _, keys in GROUPS for key in keys}
    for spec in OPTION_SPECS:
        if spec.key not in placed:
            for name, keys in groups:
                if name == spec.group:
                    keys.append(spec.key)
                    break
            else:
                groups.append((spec.group, [spec.key]))
    return groups


def _enabled(key: str, values: dict[str, Any]) -> bool:
    """Whether an option matters given the others (an unused one is greyed, not lost)."""
    if key in ("max_melds_per_window", "melds_in_phase2", "meld_reuse", "besigue_jack"):
        # Counted from the cards won, melds are never declared: one per window, in the
        # last tricks, a card serving again, the bésigue's Jack do not arise; nor does
        # the Jack where neither bésigue scores (Marjolet's own melds).
        declared = values["meld_scoring"] == MeldScoring.DECLARED
        if key == "besigue_jack":
            points = values["melds"]
            return bool(declared and (points.get("besigue") or points.get("double_besigue")))
        return bool(declared)
    if key == "seven_exchange_points":
        return bool(values["seven_exchange"] != SevenExchange.NEVER)
    if key in ("phase2_trump", "phase2_head"):
        return bool(values["phase2_follow"])
    if key == "all_final_tricks_replaces_last":
        return bool(values["all_final_tricks_points"] > 0)
    if key == "target":
        return bool(values["match"] == MatchKind.POINTS)
    if key == "rounds_to_win":
        return bool(values["match"] == MatchKind.ROUNDS)
    return True


def notice_label(shown: bool) -> QLabel:
    """The italic line a page of Settings says, during a game only, of when its changes
    apply (the rules from the next game, another level at once)."""
    notice = QLabel()
    notice.setObjectName("notice")
    notice.setWordWrap(True)
    notice.setVisible(shown)
    notice.setStyleSheet("font-style: italic;")
    return notice


class RulesPage(QWidget):
    """Choose a preset and adjust any option; :meth:`rules` is the result."""

    LABEL_WIDTH = 190

    #: The rules were edited; the argument is the new RuleSet, or None if refused.
    rules_edited = Signal(object)

    def __init__(
        self, rules: RuleSet, game_in_progress: bool = False, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._rules: RuleSet = rules
        self._error = ""
        self._loading = False

        self.preset_label = QLabel()
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("preset")
        for preset in PRESETS:
            self.preset_combo.addItem(preset, preset)
        self.preset_label.setBuddy(self.preset_combo)
        self.custom_label = QLabel()
        self.custom_label.setObjectName("custom")
        window = self.palette().color(QPalette.ColorRole.Window)
        custom = readable(self.palette().color(QPalette.ColorRole.Highlight), window)
        self.custom_label.setStyleSheet(f"font-weight: bold; color: {custom.name()};")
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("reset")
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.notice = notice_label(game_in_progress)
        self.error_label = QLabel()
        self.error_label.setObjectName("error")
        self.error_label.setWordWrap(True)
        error = readable(QColor(ERROR_COLOUR), window)
        self.error_label.setStyleSheet(f"color: {error.name()}; font-weight: bold;")
        self.error_label.hide()

        top = QHBoxLayout()
        top.addWidget(self.preset_label)
        top.addWidget(self.preset_combo, 1)
        top.addWidget(self.custom_label)
        top.addWidget(self.reset_button)

        self.editors: dict[str, OptionEditor] = {}
        self.row_labels: dict[str, QLabel] = {}
        self.captions: dict[str, QLabel] = {}
        self.group_boxes: dict[str, QGroupBox] = {}
        body = QWidget()
        body_layout = QVBoxLayout(body)
        specs = {spec.key: spec for spec in OPTION_SPECS}
        for group, keys in _groups():
            box = QGroupBox()
            grid = QGridLayout(box)
            grid.setColumnMinimumWidth(0, self.LABEL_WIDTH)
            grid.setColumnStretch(1, 1)
            grid.setVerticalSpacing(2)
            for key in keys:
                self._add_row(grid, make_editor(specs[key]))
            self.group_boxes[group] = box
            body_layout.addWidget(box)
        body_layout.addStretch(1)
        scroll = QScrollArea()
        # Not a stop of Tab of its own, with no focus to show: Tab goes from the preset
        # to the first option (the area still scrolls to the control Tab reaches).
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.scroll_area = scroll
        # An option reached by its access key (Alt+K) was changed out of sight: the area
        # scrolls to whatever takes the focus in it, as it did for Tab only.
        for editor in body.findChildren(QWidget):
            if editor.focusPolicy() != Qt.FocusPolicy.NoFocus:
                editor.installEventFilter(self)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.description)
        layout.addWidget(self.notice)
        layout.addWidget(self.error_label)
        layout.addWidget(scroll, 1)

        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)
        self.reset_button.clicked.connect(self.reset_to_preset)
        self.retranslate_ui()
        self.set_rules(rules)
        guard_wheel(self)  # scrolling the page over an option must not change it

    def _add_row(self, grid: QGridLayout, editor: OptionEditor) -> None:
        """The option's label and editor on one line, its explanation under the editor."""
        key = editor.key
        editor.setObjectName(key)
        editor.edited.connect(self._option_edited)
        caption = QLabel()
        caption.setWordWrap(True)
        # Quieter than the label: the placeholder's grey, set for the enabled states only,
        # so that a caption greyed with its option greys further (a style sheet's colour
        # held it the same, and an option out of play looked in play).
        palette = caption.palette()
        for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
            quiet = palette.color(group, QPalette.ColorRole.PlaceholderText)
            palette.setColor(group, QPalette.ColorRole.WindowText, quiet)
        caption.setPalette(palette)
        caption.setContentsMargins(0, 0, 0, 6)
        row = grid.rowCount()
        if isinstance(editor, BoolEditor):
            grid.addWidget(editor, row, 0, 1, 2)
        else:
            label = QLabel()
            # The control itself: Alt+letter gives the focus to a buddy that takes it,
            # and an editor is a plain frame around its control (its focus proxy).
            label.setBuddy(editor.focusProxy() or editor)
            label.setWordWrap(True)
            grid.addWidget(label, row, 0)
            grid.addWidget(editor, row, 1, Qt.AlignmentFlag.AlignLeft)
            self.row_labels[key] = label
        grid.addWidget(caption, row + 1, 0 if isinstance(editor, BoolEditor) else 1, 1, -1)
        if isinstance(editor, BoolEditor):
            caption.setContentsMargins(24, 0, 0, 6)
        self.editors[key] = editor
        self.captions[key] = caption

    # --- state ---------------------------------------------------------------------------

    def rules(self) -> RuleSet | None:
        """The edited rules, or None while the options form a combination the engine
        refuses (see :meth:`error_text`)."""
        return None if self._error else self._rules

    def error_text(self) -> str:
        return self._error

    def set_rules(self, rules: RuleSet) -> None:
        """Show ``rules``: its preset and all its option values."""
        self._loading = True
        try:
            self.preset_combo.setCurrentIndex(max(0, self.preset_combo.findData(rules.preset)))
            values = rules.option_values()
            for key, editor in self.editors.items():
                editor.set_value(values[key])
        finally:
            self._loading = False
        self._rules = rules
        self._set_error("")
        self._refresh()

    def reset_to_preset(self) -> None:
        """Back to the chosen preset's own options."""
        self.set_rules(RuleSet.from_preset(self.preset_combo.currentData()))
        self.rules_edited.emit(self.rules())

    def _preset_chosen(self) -> None:
        if not self._loading:
            self.reset_to_preset()

    def _option_edited(self) -> None:
        if self._loading:
            return
        values = self._values()
        try:
            rules = RuleSet.from_preset(self.preset_combo.currentData(), self._differing(values))
        except RulesError as error:
            self._set_error(
                self.tr("These rules cannot be used: {reason}.").format(
                    reason=texts.rules_refusal(error)
                )
            )
        else:
            self._rules = rules
            self._set_error("")
        self._refresh(values)
        self.rules_edited.emit(self.rules())

    def _set_error(self, text: str) -> None:
        self._error = text
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    def _refresh(self, values: dict[str, Any] | None = None) -> None:
        """Custom marker, reset button, description and greyed options after a change."""
        if values is None:
            values = self._values()
        custom = self._rules.is_custom or bool(self._error)
        self.custom_label.setVisible(custom)
        self.reset_button.setEnabled(custom)
        self._describe(values)
        for key, editor in self.editors.items():
            enabled = _enabled(key, values)
            editor.setEnabled(enabled)
            self.captions[key].setEnabled(enabled)
            if key in self.row_labels:
                self.row_labels[key].setEnabled(enabled)
        melds = self.editors.get("melds")
        if isinstance(melds, PointsGridEditor):
            captured = values["meld_scoring"] == MeldScoring.CAPTURED
            melds.enable_only(CAPTURED_MELDS if captured else None)

    # --- language ------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, QWidget):
            self.scroll_area.ensureWidgetVisible(watched)
        return super().eventFilter(watched, event)

    def retranslate_ui(self) -> None:
        self.preset_label.setText(self.tr("Pre&set:"))
        for index, preset in enumerate(PRESETS):
            self.preset_combo.setItemText(index, texts.preset_name(preset))
        self.custom_label.setText(self.tr("custom", "rules changed from the preset"))
        self.custom_label.setToolTip(self.tr("Some options differ from the preset."))
        self.reset_button.setText(self.tr("Reset to &preset"))
        self.reset_button.setToolTip(self.tr("Put every option back to the preset's value."))
        self.notice.setText(
            self.tr("A game is in progress: rule changes apply from the next game.")
        )
        for group, box in self.group_boxes.items():
            box.setTitle(texts.option_group_name(group))
        for key, editor in self.editors.items():
            editor.retranslate()
            help_text = texts.option_help(key)
            self.captions[key].setText(help_text)
            editor.setToolTip(help_text)
            if key in self.row_labels:
                self.row_labels[key].setText(
                    self.tr("{label}:", "a label before its field").format(
                        label=texts.option_label(key, access_key=True)
                    )
                )
                self.row_labels[key].setToolTip(help_text)
        if self.preset_combo.currentData() is not None:
            self._describe()

    def _describe(self, values: dict[str, Any] | None = None) -> None:
        """The preset's description, then the options shown that differ from it (the
        values of the editors, refused or not): a Marjolet dealt ten cards must not read
        "six cards each" without a word."""
        if values is None:
            values = self._values()
        description = texts.preset_description(self.preset_combo.currentData(), self._rules)
        custom = texts.custom_rules_text(self._differing(values))
        self.description.setText(f"{description} {custom}".strip())

    def _values(self) -> dict[str, Any]:
        """Every option's value as its editor shows it."""
        return {key: editor.value() for key, editor in self.editors.items()}

    def _differing(self, values: dict[str, Any]) -> dict[str, Any]:
        """The options of ``values`` (the editors') that differ from the chosen preset."""
        base = RuleSet.from_preset(self.preset_combo.currentData()).option_values()
        return {key: value for key, value in values.items() if value != base[key]}


__all__ = ["GROUPS", "RulesPage"]
