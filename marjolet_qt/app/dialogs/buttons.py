"""The buttons of the game's dialogs."""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QPushButton, QWidget

#: A button of a :class:`Question`: Qt's own (its text translated by Qt), or a text of
#: ours with the role that places it.
Answer = QMessageBox.StandardButton | tuple[str, QMessageBox.ButtonRole]

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


class Question(QMessageBox):
    """A message box whose buttons are answers named by the caller, which
    :meth:`answer` returns: the game's questions (save first? the file changed; where
    to go on) each built the box, its default and its Escape, then compared the button
    clicked with each of theirs.

    ``answers`` maps each answer's name to its button, in order; ``default`` is the one
    Enter gives, ``escape`` the one Escape (and the window's close button) gives."""

    def __init__(
        self,
        parent: QWidget,
        icon: QMessageBox.Icon,
        title: str,
        text: str,
        *,
        name: str,
        answers: dict[str, Answer],
        default: str,
        escape: str,
        informative: str = "",
    ) -> None:
        super().__init__(icon, title, text, QMessageBox.StandardButton.NoButton, parent)
        self.setObjectName(name)
        if informative:
            self.setInformativeText(informative)
        self._answers: dict[str, QPushButton] = {}
        for answer, button in answers.items():
            if isinstance(button, tuple):
                self._answers[answer] = self.addButton(*button)
            else:
                self._answers[answer] = self.addButton(button)
        self.setDefaultButton(self._answers[default])
        self.setEscapeButton(self._answers[escape])
        self._escape = escape

    def button_of(self, answer: str) -> QPushButton:
        """The button that gives ``answer`` (tests press it)."""
        return self._answers[answer]

    def answer(self) -> str:
        """The answer of the button clicked; the Escape answer when none was (Escape, the
        window's close button, and a box ended by the program with ``done()``)."""
        clicked = self.clickedButton()
        for answer, button in self._answers.items():
            if button is clicked:
                return answer
        return self._escape

    def ask(self) -> str:
        """Show the box, wait for the player, and return the answer."""
        self.exec()
        return self.answer()
