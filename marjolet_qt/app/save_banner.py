"""The banner that stays above the table while the game cannot be saved.

A failed autosave used to be a status-bar line that vanished after ten seconds, so a
player with a full disk kept playing moves that would be lost. The banner stays until a
save succeeds again, says why in the player's words and names the folder, so the player
can free space or fix the folder, or save the game elsewhere with Save as.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from . import texts


class SaveBanner(QFrame):
    """A warning strip: hidden while saving works, shown with the reason while it fails."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("saveBanner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#saveBanner { background: #fff3cd; border: 1px solid #d39e00; }"
            " #saveBanner QLabel { color: #533f03; }"
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # (it quotes folders' names)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setAccessibleName(self.tr("Saving problem"))
        layout.addWidget(self.label, 1)
        self.hide()

    def show_problem(self, reason: str, folder: Path) -> None:
        """Say that the game is not being saved, why, and where it should have gone (the
        folder once: a reason such as "the folder … is read-only" already names it)."""
        reason = reason.rstrip(".") + "."
        if str(folder) in reason:
            text = self.tr(
                "Your game is not being saved: {reason} Use Game ▸ Save as to keep it "
                "elsewhere; this message goes away once saving works again."
            )
        else:
            text = self.tr(
                "Your game is not being saved: {reason} Folder: {folder}. Use Game ▸ Save as "
                "to keep it elsewhere; this message goes away once saving works again."
            )
        self._say(text.format(reason=reason, folder=folder))

    def _say(self, whole: str) -> None:
        """Show ``whole``: a path cut short in the label (and given places to break), the
        whole text in the tooltip, as plain text, and for a screen reader."""
        self.label.setText(texts.breakable(texts.shortened(whole)))
        # (Qt guesses whether a tooltip is markup: escaped and marked as such, a folder
        # named "<b>" reads as it is.)
        self.label.setToolTip(f"<p>{html.escape(whole, quote=False)}</p>")
        self.label.setAccessibleDescription(whole)  # (read without the places to break)
        self.show()

    def show_held(
        self, *, unreadable: bool = False, reason: str | None = None, folder: Path | None = None
    ) -> None:
        """Say that the autosave is held for good in this session: an earlier autosave
        that could not be moved aside (or ``unreadable``, read) is never written over.
        (The reason the folder gave at the start, shown until then, may no longer hold: a
        folder writable again.) With the folder's ``reason`` (a loop of links: there may
        be no earlier autosave at all), that reason, and no promise that the banner goes
        once saving works: the autosave stays held."""
        if reason is not None:
            said = self.tr(
                "Your game is not being saved automatically in this session: {reason} "
                "Folder: {folder}. Use Game ▸ Save as to keep this game."
            ).format(reason=reason.rstrip(".") + ".", folder=folder)
        elif unreadable:
            said = self.tr(
                "Your game is not being saved automatically: the earlier autosave cannot be "
                "read, so it is not written over. Use Game ▸ Save as to keep this game."
            )
        else:
            said = self.tr(
                "Your game is not being saved automatically: the earlier autosave could not "
                "be moved aside, so it is not written over. Use Game ▸ Save as to keep this "
                "game."
            )
        self._say(said)

    def text(self) -> str:
        """What the banner says, without the invisible places to break its lines (see
        :func:`.texts.breakable`)."""
        return texts.unbroken(self.label.text())

    def clear(self) -> None:
        """Saving works again."""
        self.hide()


__all__ = ["SaveBanner"]
