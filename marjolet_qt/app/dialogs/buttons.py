"""The buttons of the game's dialogs."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox


def close_by_default(buttons: QDialogButtonBox) -> None:
    """Make Close the default of a dialog whose other buttons do something (Reset…,
    Export…, What if…): with none named, Qt made the first of them the default, and
    Enter on the statistics asked whether to reset them. A focused button is still
    pressed by Enter (Qt's autoDefault), the keyboard's way to reach the others."""
    close = buttons.button(QDialogButtonBox.StandardButton.Close)
    if close is not None:
        close.setDefault(True)
