"""The first-run welcome, the illustrated "How to play" page and the keyboard page.

A new player meets three lines on what Marjolet is and two ways on: a short page that
shows (with the game's own card artwork) a trick, a meld, the 7 of trumps and the last
six tricks, and the page of every key the game answers to. The keyboard page is built
from the window's actions (their shortcuts are the one source) plus the table's own
keys, so that a shortcut added to a menu appears there without further work.
"""

# ruff: noqa: N802, N815

from __future__ import annotations

from collections.abc import Callable, Iterable
from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QAction, QKeySequence, QPixmap, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from marjolet_qt.app import texts
from marjolet_qt.app.screen_fit import fit_to_screen
from marjolet_qt.engine.cards import parse_card
from marjolet_qt.engine.rules import RuleSet

translate = QCoreApplication.translate

#: Renders a card (by id) at a size in pixels: the table's artwork (TableView.card_pixmap).
CardPainter = Callable[[int, int, int], QPixmap]

#: The size of the pictures on the "How to play" page.
CARD_SIZE = (66, 100)


class _PageDialog(QDialog):
    """A dialog that rewords itself when the language changes (``retranslate_ui``)."""

    def retranslate_ui(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def another_game(rules: RuleSet | None) -> RuleSet | None:
    """``rules`` when they are not Marjolet as the welcome and How to play tell it (its
    preset, untouched): the game those pages name as the one in play; else None."""
    return rules if rules != RuleSet.from_preset("marjolet") else None


class WelcomeDialog(_PageDialog):
    """Shown once, at the first start: what the game is, and where to learn it."""

    howToPlayRequested = Signal()
    keyboardRequested = Signal()

    def __init__(self, parent: QWidget | None = None, rules: RuleSet | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        #: The rules of the game in play, when they are not Marjolet's own (a first
        #: launch on a saved game of Bésigue): the text, about Marjolet, says so.
        self.rules = another_game(rules)
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        self.text = QLabel()
        self.text.setObjectName("welcomeText")
        self.text.setWordWrap(True)
        self.text.setMinimumWidth(420)
        self.how_button = QPushButton()
        self.how_button.setObjectName("howToPlay")
        self.keys_button = QPushButton()
        self.keys_button.setObjectName("keyboard")
        self.play_button = QPushButton()
        self.play_button.setObjectName("play")
        self.play_button.setDefault(True)
        self.buttons = QDialogButtonBox()
        self.buttons.addButton(self.how_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.keys_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.play_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.how_button.clicked.connect(self.howToPlayRequested)
        self.keys_button.clicked.connect(self.keyboardRequested)
        self.buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addSpacing(8)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        fit_to_screen(self)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Welcome"))
        self.title.setText(self.tr("Welcome to Marjolet"))
        lines = [
            self.tr(
                "Marjolet is a card game for two from south-west France: you play against "
                "the computer, trick after trick, with a pack of 32 cards."
            ),
            self.tr(
                "Win tricks to capture Aces and Tens, declare melds (a King and Queen of a "
                "suit) after a trick you won, and steal the upcard with the 7 of trumps."
            ),
            self.tr(
                "The first to 500 points wins the game. Bésigue and Mariage are a click "
                "away in the settings."
            ),
        ]
        if self.rules is not None:
            lines.append(
                self.tr(
                    "The game in play is {name}. {goal} Help ▸ Rules says how it is played."
                ).format(
                    name=texts.preset_name(self.rules.preset), goal=texts.goal_text(self.rules)
                )
            )
        self.text.setText("<p>" + "</p><p>".join(escape(line) for line in lines) + "</p>")
        self.how_button.setText(self.tr("&How to play"))
        self.keys_button.setText(self.tr("&Keyboard"))
        self.play_button.setText(self.tr("&Play"))


def _cards_html(names: Iterable[str]) -> str:
    """A row of card pictures (resources named ``card:XX``, added by the page)."""
    width, height = CARD_SIZE
    return (
        '<p style="margin-left: 12px;">'
        + "&nbsp;".join(
            f'<img src="card:{name}" width="{width}" height="{height}">' for name in names
        )
        + "</p>"
    )


#: The cards each section of "How to play" shows.
SECTION_CARDS: dict[str, tuple[str, ...]] = {
    "trick": ("KH", "AH"),
    "meld": ("KS", "QS"),
    "seven": ("7H", "JH"),
    "last": ("TC", "9C", "8H"),
    "points": ("AD", "TS"),
}


class HowToPlayDialog(_PageDialog):
    """A short illustrated page: a trick, a meld, the 7 of trumps, the last six tricks."""

    def __init__(
        self,
        paint: CardPainter | None,
        parent: QWidget | None = None,
        rules: RuleSet | None = None,
    ) -> None:
        """``rules``: the game in play, named at the top when it is not Marjolet as the
        page tells it (Mariage, Bésigue, Marjolet with options changed)."""
        super().__init__(parent)
        self.setObjectName("howToPlay")
        self._paint = paint
        self.rules = another_game(rules)
        self.browser = QTextBrowser()
        self.browser.setObjectName("howToPlayText")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        fit_to_screen(self, QSize(560, 700))

    @property
    def pictures(self) -> list[str]:
        """The cards pictured, as the page names them."""
        return [name for names in SECTION_CARDS.values() for name in names]

    def _add_pictures(self) -> None:
        document = self.browser.document()
        width, height = CARD_SIZE
        ratio = self.devicePixelRatioF()
        for name in self.pictures:
            if self._paint is None:
                continue
            pixmap = self._paint(int(parse_card(name)), int(width * ratio), int(height * ratio))
            pixmap.setDevicePixelRatio(ratio)
            document.addResource(
                QTextDocument.ResourceType.ImageResource, QUrl(f"card:{name}"), pixmap
            )

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("How to play"))
        sections = [
            (
                self.tr("A trick"),
                "trick",
                self.tr(
                    "One of you leads a card, the other answers. The higher card of the suit "
                    "led wins, unless a trump is played. Here the Ace of hearts takes the "
                    "King. While the stock lasts you may play any card. The winner draws "
                    "first, then the other, and leads the next trick."
                ),
            ),
            (
                self.tr("A meld"),
                "meld",
                self.tr(
                    "After winning a trick, before drawing, you may declare melds from your "
                    "hand: a King and Queen of the same suit is a marriage (20 points, 40 in "
                    "trumps); the Jack of trumps with a Queen is Marjolet's own (40 with the "
                    "Queen of trumps, 20 with another); four Aces, Kings, Queens or Jacks "
                    "score too (Help ▸ Rules lists them all). Declared cards lie face up in "
                    "front of you and can still be played."
                ),
            ),
            (
                self.tr("The 7 of trumps"),
                "seven",
                self.tr(
                    "The card turned up under the stock sets the trumps. If you hold the 7 "
                    "of trumps, after winning a trick you may exchange it for that card "
                    "(10 points). Kept and played in a trick instead, it scores 10 too; and "
                    "when the card turned up is itself a 7, the dealer scores 10."
                ),
            ),
            (
                self.tr("The last six tricks"),
                "last",
                self.tr(
                    "Once the stock is gone, the six cards in hand are played out under "
                    "stricter rules: you must follow suit, or trump if you cannot. The last "
                    "trick is worth 10 points, all six of them 50."
                ),
            ),
            (
                self.tr("The points"),
                "points",
                self.tr(
                    "Each Ace and each Ten you win in a trick is worth 10 points; the other "
                    "cards nothing. The trick that empties the stock scores 10, and so do "
                    "the last trick and the 7 of trumps, as above; melds score as they are "
                    "declared. The score sheet adds them up, round by round, to 500."
                ),
            ),
        ]
        html = [f"<h2>{escape(self.tr('How to play'))}</h2>"]
        if self.rules is not None:
            # The page tells Marjolet as it is first dealt: another game's numbers differ.
            html.append(
                "<p><i>"
                + escape(
                    self.tr(
                        "This page tells Marjolet. The game in play is {name}, whose rules "
                        "differ: Help ▸ Rules says how it is played."
                    ).format(name=texts.preset_name(self.rules.preset))
                    if self.rules.preset != "marjolet"
                    else self.tr(
                        "This page tells Marjolet with its usual options. Options of the game "
                        "in play are changed: Help ▸ Rules says how it is played."
                    )
                )
                + "</i></p>"
            )
        for title, key, text in sections:
            html.append(f"<h3>{escape(title)}</h3>")
            html.append(_cards_html(SECTION_CARDS[key]))
            html.append(f"<p>{escape(text)}</p>")
        html.append(
            "<p><i>"
            + escape(self.tr("Help ▸ Rules shows every rule in force, option by option."))
            + "</i></p>"
        )
        self._add_pictures()
        self.browser.setHtml("".join(html))


def table_keys() -> list[tuple[str, str]]:
    """The keys the table and its declaration panel answer to (the table's own keys,
    besides the menus' shortcuts): (key, what it does)."""
    # Spelled out in full so that lupdate finds the context and the texts.
    return [
        (
            translate("KeyboardDialog", "Left, Right"),
            translate(
                "KeyboardDialog",
                "Choose a card of your hand (a gold ring; a card a hint points at has a blue one)",
            ),
        ),
        (
            translate("KeyboardDialog", "Tab, Shift+Tab"),
            translate(
                "KeyboardDialog",
                "Go from button to button of the declarations; without them, choose a card "
                "as Right and Left do",
            ),
        ),
        (
            translate("KeyboardDialog", "Enter, Space"),
            # In the order the table takes them (TableInput._enter): a button chosen with
            # Tab first, Continue last.
            translate(
                "KeyboardDialog",
                "Press the button selected with Tab, else play the chosen card or take the "
                "hinted move, else continue after declaring (twice while a meld or the 7 of "
                "trumps is on offer), else play the one card you may",
            ),
        ),
        (
            translate("KeyboardDialog", "Escape"),
            translate("KeyboardDialog", "Drop the card chosen"),
        ),
        (
            translate("KeyboardDialog", "1 to 9"),
            translate("KeyboardDialog", "Declare the meld of that number"),
        ),
        ("X", translate("KeyboardDialog", "Exchange (or show) the 7 of trumps")),
        ("C", translate("KeyboardDialog", "Continue after declaring (draw)")),
        (
            translate("KeyboardDialog", "Left, Right, Home, End"),
            translate(
                "KeyboardDialog",
                "In a replay: a step back, a step on, the deal, the end of the round",
            ),
        ),
        (
            translate("KeyboardDialog", "Click on a pile of won cards"),
            translate("KeyboardDialog", "Look at the last trick"),
        ),
    ]


def action_keys(actions: Iterable[QAction]) -> list[tuple[str, str]]:
    """(shortcuts, what it does) for every action that has a shortcut, in order; an
    action answering to several keys (Redo: Ctrl+Shift+Z and Ctrl+Y) shows them all.
    One without a name is a stand-in for another's keys (Undo's while it is greyed out,
    to say why) and is not listed twice."""
    rows = []
    for action in actions:
        keys = [key for key in action.shortcuts() if not key.isEmpty()]
        if not keys or not action.text():
            continue
        text = texts.without_access_key(action.text())
        text = text.removesuffix("…").removesuffix("...")
        native = QKeySequence.SequenceFormat.NativeText
        rows.append((", ".join(key.toString(native) for key in keys), text))
    return rows


class KeyboardDialog(_PageDialog):
    """Every key the game answers to: the menus' shortcuts, then the table's keys."""

    def __init__(self, actions: Iterable[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keyboardPage")
        self._actions = list(actions)
        self.table = QTableWidget(0, 2)
        self.table.setObjectName("keys")
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setStretchLastSection(True)
        # A long line wraps in its row, which grows to hold it, as the dialog is resized
        # too ("in a declaration, continue" was cut to "in a declaratio…").
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        # Every row at once where the screen has room (at 560 high, the last rows needed
        # scrolling to, one of them cut in half); a small screen gets what fits.
        fit_to_screen(self, QSize(580, 660))

    @property
    def rows(self) -> list[tuple[str, str]]:
        """The rows shown: (key, what it does)."""
        rows = []
        for row in range(self.table.rowCount()):
            key, what = self.table.item(row, 0), self.table.item(row, 1)
            rows.append((key.text() if key else "", what.text() if what else ""))
        return rows

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Keyboard"))
        self.table.setAccessibleName(self.tr("Keys of the game"))
        self.table.setHorizontalHeaderLabels([self.tr("Key"), self.tr("What it does")])
        rows = action_keys(self._actions) + table_keys()
        self.table.setRowCount(len(rows))
        for row, (key, what) in enumerate(rows):
            key_item = QTableWidgetItem(key)
            font = key_item.font()
            font.setBold(True)
            key_item.setFont(font)
            self.table.setItem(row, 0, key_item)
            what_item = QTableWidgetItem(what)
            what_item.setToolTip(what)
            self.table.setItem(row, 1, what_item)
        self.table.resizeColumnToContents(0)
        self.table.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignLeft)


__all__ = [
    "HowToPlayDialog",
    "KeyboardDialog",
    "WelcomeDialog",
    "action_keys",
    "table_keys",
]
