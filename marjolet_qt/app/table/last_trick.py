"""The last trick, face up, as the rules allow a player to look at it."""

# ruff: noqa: N802

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from marjolet_qt.app import texts
from marjolet_qt.app.screen_fit import fit_to_screen, screen_of
from marjolet_qt.app.title_room import title_width

if TYPE_CHECKING:
    from .view import TableView


#: The narrowest card the window shows (the table's smallest are slivers in a window).
MIN_CARD_W = 72
#: A card's height to its width (the art's 240 × 336).
CARD_RATIO = 336 / 240


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
            # The table's own size of card (larger ones found no room beside the trick
            # on a small table), but never the slivers of the smallest table.
            width = max(table.table_layout.card_w, MIN_CARD_W)
            height = width * CARD_RATIO
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
        # The table resized (the score sheet hidden, the window maximised) moves the
        # trick: the window follows, and keeps clear of it.
        self._table = table
        table.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            QTimer.singleShot(0, self, lambda: self.place_beside(self._table))
        return super().eventFilter(watched, event)

    def place_beside(self, table: TableView) -> None:
        """Stand beside the trick on the table rather than over it, where the window
        system would centre it (the QA pass: it hid the card the computer had just led):
        right of the trick's cards, else left of them, level with them, else above them
        (over the computer's hidden hand), within the screen (beyond a small window, or
        over the score sheet); where the window system puts it when none has room."""
        if not self._place_beside(table):
            # No room even so: narrower than its title (cut) rather than over the trick.
            self.setMinimumWidth(0)
            self._place_beside(table)

    def _place_beside(self, table: TableView) -> bool:
        """:meth:`place_beside` at the window's present width; whether it found room."""
        self.adjustSize()
        size = self.frameGeometry().size().expandedTo(self.sizeHint())
        region = table.table_layout.trick_cards_region()
        top_left = table.viewport().mapToGlobal(QPoint(round(region.x), round(region.y)))
        cards = QRect(top_left, QSize(round(region.w), round(region.h)))
        screen = screen_of(table.window())
        if screen is None:
            return True
        bounds = screen.availableGeometry()  # (beyond a small window where there is room)
        gap = 12
        y = cards.center().y() - size.height() // 2
        y = max(bounds.top(), min(y, bounds.bottom() - size.height()))
        if cards.right() + gap + size.width() <= bounds.right():
            self.move(cards.right() + gap, y)
        elif cards.left() - gap - size.width() >= bounds.left():
            self.move(cards.left() - gap - size.width(), y)
        elif cards.top() - gap - size.height() >= bounds.top():  # (over the hidden hand)
            x = cards.center().x() - size.width() // 2
            x = max(bounds.left(), min(x, bounds.right() - size.width()))
            self.move(x, cards.top() - gap - size.height())
        else:
            return False
        return True

    @property
    def trick(self) -> tuple[tuple[int, int], ...]:
        """The trick shown: (player, card) in the order played."""
        return self._trick

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Last trick"))
        # As wide as its title with the title bar's icon and buttons, as a message box
        # is (the French one was cut: "Dernière l… — Marjolet", then the English).
        self.setMinimumWidth(title_width(self))
        for caption, (player, _card) in zip(self._captions, self._trick, strict=True):
            # (Short: the window stands beside the trick, and "Played by the computer"
            # under each card made it too wide to find room there.)
            caption.setText(self.tr("You") if player == self._human else self.tr("The computer"))
        self._result.setText(
            self.tr("You took this trick.")
            if self._winner == self._human
            else self.tr("The computer took this trick.")
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
