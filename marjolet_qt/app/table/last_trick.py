"""The last trick, face up, as the rules allow a player to look at it."""

# ruff: noqa: N802

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt
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
            # The table's own size of card: a window of larger ones found no room beside
            # the trick on a small table, and hid it.
            width, height = table.table_layout.card_w, table.table_layout.card_h
            pixmap = table.card_pixmap(card, round(width * dpr), round(height * dpr))
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

    def place_beside(self, table: TableView) -> None:
        """Stand beside the trick on the table rather than over it, where the window
        system would centre it (the QA pass: it hid the card the computer had just led):
        right of the trick's cards, else left of them, level with them, within the
        window (over the score sheet if need be); in a narrow window above them, over
        the computer's hidden hand (over the trick only when even that has no room)."""
        self.adjustSize()
        size = self.frameGeometry().size().expandedTo(self.sizeHint())
        region = table.table_layout.trick_cards_region()
        top_left = table.viewport().mapToGlobal(QPoint(round(region.x), round(region.y)))
        cards = QRect(top_left, QSize(round(region.w), round(region.h)))
        window = table.window()  # (the score sheet beside the table may be covered)
        bounds = QRect(window.mapToGlobal(QPoint(0, 0)), window.size())
        gap = 12
        y = cards.center().y() - size.height() // 2
        y = max(bounds.top(), min(y, bounds.bottom() - size.height()))
        if cards.right() + gap + size.width() <= bounds.right():
            self.move(cards.right() + gap, y)
        elif cards.left() - gap - size.width() >= bounds.left():
            self.move(cards.left() - gap - size.width(), y)
        else:  # (a narrow table: above the trick, over the computer's hidden hand)
            x = cards.center().x() - size.width() // 2
            x = max(bounds.left(), min(x, bounds.right() - size.width()))
            self.move(x, max(bounds.top(), cards.top() - gap - size.height()))

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
