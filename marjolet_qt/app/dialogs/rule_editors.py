"""Editors for single rule options, built from the engine's ``OPTION_SPECS``.

Each editor shows one option (docs/rules.md, "Every option") in the form that suits its
type (a combo box for a choice, a spin box for points, a check box for a yes/no rule, a
small grid for the card and meld points), reports an edit through ``edited`` and rewords
itself in :meth:`retranslate`. The rules page assembles them; nothing here knows about presets.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from marjolet_qt.app import texts
from marjolet_qt.engine.cards import RANKS
from marjolet_qt.engine.melds import MELD_KEYS
from marjolet_qt.engine.rules import MAX_POINTS, OptionSpec


class OptionEditor(QWidget):
    """The interface of every editor: a value in the engine's plain form."""

    edited = Signal()

    def __init__(self, spec: OptionSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec

    @property
    def key(self) -> str:
        return self.spec.key

    def value(self) -> Any:
        raise NotImplementedError

    def set_value(self, value: Any) -> None:
        raise NotImplementedError

    def retranslate(self) -> None:
        """Reword what the editor shows itself (labels are the page's business)."""

    def _single(self, widget: QWidget) -> None:
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(widget, 0, 0)
        self.setFocusProxy(widget)


class ChoiceEditor(OptionEditor):
    def __init__(self, spec: OptionSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.combo = QComboBox()
        for choice in spec.choices:
            self.combo.addItem(choice, choice)
        self.combo.currentIndexChanged.connect(self.edited)
        self._single(self.combo)
        self.retranslate()

    def value(self) -> str:
        return str(self.combo.currentData())  # the choice itself (see addItem above)

    def set_value(self, value: Any) -> None:
        with QSignalBlocker(self.combo):
            self.combo.setCurrentIndex(max(0, self.combo.findData(value)))

    def retranslate(self) -> None:
        for index, choice in enumerate(self.spec.choices):
            self.combo.setItemText(index, texts.choice_name(self.key, choice))


class IntEditor(OptionEditor):
    def __init__(self, spec: OptionSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.spin = QSpinBox()
        self.spin.setRange(spec.minimum, spec.maximum)
        self.spin.setAccelerated(True)
        # "1,000" / "1 000" as everywhere else (texts.number), not "1000".
        self.spin.setGroupSeparatorShown(True)
        if spec.key == "target":
            self.spin.setSingleStep(50)
        elif spec.key.endswith("_points"):
            self.spin.setSingleStep(5)
        self.spin.valueChanged.connect(self.edited)
        self._single(self.spin)
        self.retranslate()

    def value(self) -> int:
        return self.spin.value()

    def set_value(self, value: Any) -> None:
        with QSignalBlocker(self.spin):
            self.spin.setValue(int(value))

    def retranslate(self) -> None:
        if self.key == "max_melds_per_window":
            self.spin.setSpecialValueText(self.tr("no limit", "number of melds after a trick won"))
        elif self.key.endswith("_points") or self.key == "target":
            self.spin.setSuffix(self.tr(" pts", "suffix of a number of points"))


class BoolEditor(OptionEditor):
    """A check box carrying the option's label itself (so the form row spans it)."""

    def __init__(self, spec: OptionSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.check = QCheckBox()
        self.check.toggled.connect(self.edited)
        self._single(self.check)
        self.retranslate()

    def value(self) -> bool:
        return self.check.isChecked()

    def set_value(self, value: Any) -> None:
        with QSignalBlocker(self.check):
            self.check.setChecked(bool(value))

    def retranslate(self) -> None:
        self.check.setText(texts.option_label(self.key, access_key=True))


class PointsGridEditor(OptionEditor):
    """Named entries with points: ranks for ``card_points``, melds for ``melds``."""

    def __init__(self, spec: OptionSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.is_melds = spec.key == "melds"
        self.names: tuple[str, ...] = MELD_KEYS if self.is_melds else tuple(reversed(RANKS))
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setHorizontalSpacing(12)
        columns = 2 if self.is_melds else 4
        self.labels: dict[str, QLabel] = {}
        self.spins: dict[str, QSpinBox] = {}
        for index, name in enumerate(self.names):
            row, column = divmod(index, columns)
            label = QLabel()
            label.setWordWrap(True)  # long meld names wrap rather than widen the dialog
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            spin = QSpinBox()
            spin.setRange(0, MAX_POINTS)
            spin.setGroupSeparatorShown(True)
            spin.setSingleStep(10 if self.is_melds else 1)
            spin.setAccelerated(True)
            spin.setMinimumWidth(64)
            spin.setMaximumWidth(120)
            spin.setObjectName(f"{spec.key}:{name}")
            spin.valueChanged.connect(self.edited)
            label.setBuddy(spin)
            layout.addWidget(label, row, 2 * column)
            layout.addWidget(spin, row, 2 * column + 1)
            self.labels[name] = label
            self.spins[name] = spin
        # The option's label leads to the first entry (Tab goes on to the others).
        self.setFocusProxy(self.spins[self.names[0]])
        self.retranslate()

    def value(self) -> dict[str, int]:
        if self.is_melds:
            return {name: spin.value() for name, spin in self.spins.items()}
        # The engine's plain form of card points names only the ranks that score.
        return {name: spin.value() for name, spin in self.spins.items() if spin.value()}

    def set_value(self, value: Any) -> None:
        for name, spin in self.spins.items():
            with QSignalBlocker(spin):
                spin.setValue(int(value.get(name, 0)))

    def enable_only(self, names: Iterable[str] | None) -> None:
        """Grey every entry but ``names`` (the only ones that count under the other
        options; their values are kept), or none (``None``)."""
        wanted = None if names is None else set(names)
        for name, spin in self.spins.items():
            enabled = wanted is None or name in wanted
            spin.setEnabled(enabled)
            self.labels[name].setEnabled(enabled)

    def retranslate(self) -> None:
        for name, label in self.labels.items():
            if self.is_melds:
                label.setText(texts.meld_name(name))
                label.setToolTip(texts.meld_cards(name))
                self.spins[name].setToolTip(texts.meld_cards(name))
                spin = self.spins[name]
                spin.setSpecialValueText(self.tr("off", "a meld worth 0 points"))
                # Wide enough for "off" in every language ("désactivé" was cut short).
                spin.setMinimumWidth(max(64, spin.sizeHint().width()))
            else:
                label.setText(texts.rank_name(RANKS.index(name)))


def make_editor(spec: OptionSpec, parent: QWidget | None = None) -> OptionEditor:
    """The editor that suits the option's type."""
    if spec.kind is dict:
        return PointsGridEditor(spec, parent)
    if spec.kind is bool:
        return BoolEditor(spec, parent)
    if spec.kind is int:
        return IntEditor(spec, parent)
    return ChoiceEditor(spec, parent)


__all__ = [
    "BoolEditor",
    "ChoiceEditor",
    "IntEditor",
    "OptionEditor",
    "PointsGridEditor",
    "make_editor",
]
