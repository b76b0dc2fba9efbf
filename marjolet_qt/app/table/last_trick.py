"""The last trick, face up, as the rules allow a player to look at it."""

# ruff: noqa: N802

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from marjolet_qt.app import texts
from marjolet_qt.app.screen_fit import fit_to_screen

if TYPE_CHECKING:
    from .view import TableView


class LastTrickDialog(QDialog):
    """Both cards of the last finished trick, who played each, and who took it."""

    def __init__(
        self,
        trick: tuple[tuple[int, int], ...],
        won: tuple[tuple[int, ...], tuple[int, ...]],
        human: int,
        table: TableView,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._trick = trick
        self._human = human
        self._winner = 0 if trick and trick[-1][1] in won[0] else 1
        layout = QVBoxLayout(self)
        cards = QHBoxLayout()
        self._captions: list[QLabel] = []
        for _player, card in trick:
            column = QVBoxLayout()
            image = QLabel(self)
            dpr = self.devicePixelRatioF()
            pixmap = table.card_pixmap(card, round(120 * dpr), round(168 * dpr))
            pixmap.setDevicePixelRatio(dpr)
            image.setPixmap(pixmap)
            image.setAccessibleName(texts.card_name(card))
            image.setToolTip(texts.card_name(card))
            caption = QLabel(self)
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self._captions.append(caption)
            column.addWidget(image)
            column.addWidget(caption)
            cards.addLayout(column)
        layout.addLayout(cards)
        self._result = QLabel(self)
        self._result.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self._result)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate_ui()
        fit_to_screen(self)

    @property
    def trick(self) -> tuple[tuple[int, int], ...]:
        """The trick shown: (player, card) in the order played."""
        return self._trick

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Last trick"))
        for caption, (player, _card) in zip(self._captions, self._trick, strict=True):
            caption.setText(
                self.tr("Played by you")
                if player == self._human
                else self.tr("Played by the computer")
            )
        self._result.setText(
            self.tr("You took this trick.")
            if self._winner == self._human
            else self.tr("The computer took this trick.")
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
