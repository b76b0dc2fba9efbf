"""The buttons of the game's dialogs."""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox

#: How long after it shows a screen that ends something (the round, the game) takes no
#: key: an Enter pressed a moment late for the round's last card went to "Next round" and
#: the summary was never seen; one on the game-over screen dealt a new game.
SETTLE_S = 0.4
#: The keys a late press of the player's last move may be.
_ANSWERING_KEYS = frozenset(
    {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape}
)


def close_by_default(buttons: QDialogButtonBox) -> None:
    """Make Close the default of a dialog whose other buttons do something (Reset…,
    Export…, What if…): with none named, Qt made the first of them the default, and
    Enter on the statistics asked whether to reset them. A focused button is still
    pressed by Enter (Qt's autoDefault), the keyboard's way to reach the others."""
    close = buttons.button(QDialogButtonBox.StandardButton.Close)
    if close is not None:
        close.setDefault(True)


class _KeysSettle(QObject):
    """The event filter of :func:`settle_keys`."""

    def __init__(self, dialog: QDialog) -> None:
        super().__init__(dialog)
        self._shown = 0.0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if kind == QEvent.Type.Show and isinstance(watched, QDialog):
            self._shown = time.monotonic()
        elif (
            kind in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride)
            and isinstance(event, QKeyEvent)
            and event.key() in _ANSWERING_KEYS
            and (event.isAutoRepeat() or time.monotonic() - self._shown < SETTLE_S)
        ):
            return True  # (swallowed: a key meant for the move before, or held down)
        return False


def settle_keys(dialog: QDialog) -> None:
    """Let ``dialog`` and its buttons take no Enter, Space or Escape for
    :data:`SETTLE_S` after it shows, nor one held down (a click is deliberate, and
    always answered)."""
    settle = _KeysSettle(dialog)
    dialog.installEventFilter(settle)
    for child in dialog.findChildren(QObject):
        child.installEventFilter(settle)
