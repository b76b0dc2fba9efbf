"""The declaration panel: after the human wins a phase-1 trick, what they may declare.

It lists the melds the hand holds with their points (one button each), the 7-of-trumps
exchange when the rules allow it now, and "Continue (draw)". The choices come from the
engine's legal actions, never from a second copy of the rules; a click sends the
intention to the model. Keys: 1–9 declare, X exchanges (or shows) the 7, C (or Enter on
the table) continues. Under ``seven_exchange = "own_turn"`` rules the panel also offers
the exchange during the human's ordinary turn.
"""

# ruff: noqa: N802, N815

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QKeySequence
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from marjolet_qt.engine.actions import Action, ActionKind
from marjolet_qt.engine.cards import iter_cards
from marjolet_qt.engine.round import Stage

from . import texts
from .model import GameModel

SUIT_SYMBOLS = "♣♦♥♠"


def short_cards(mask: int) -> str:
    """'K♥ Q♥': the cards of a meld as their corner indices show them."""
    cards = sorted(iter_cards(mask), key=lambda c: (-c.rank, c.suit))
    return " ".join(texts.rank_index(c.rank) + SUIT_SYMBOLS[c.suit] for c in cards)


def two_lines(text: str, longest: int = 22) -> str:
    """``text`` broken at the space nearest its middle when it is longer than
    ``longest`` characters (a meld's long name, on a button in a small table)."""
    if len(text) <= longest or " " not in text:
        return text
    middle = len(text) / 2
    cut = min((i for i, c in enumerate(text) if c == " "), key=lambda i: abs(i - middle))
    return text[:cut] + "\n" + text[cut + 1 :]


class DeclarationPanel(QFrame):
    """Buttons for the human's declaration window; hidden the rest of the time."""

    # The cards of the meld under the pointer (0 when none), to light them on the table.
    meldHovered = Signal(int)

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._actions: list[tuple[QPushButton, Action]] = []
        # The upcard the buttons were written for: after exchanging one 7 of two, the
        # same actions remain but the next one only shows the 7 (another text).
        self._upcard = -1
        # Each button's two texts (on one line, and on two or three for a panel that
        # stands in a small table's corner beside the hand: see set_compact) and its key.
        self._texts: list[tuple[QPushButton, str, str, QKeySequence]] = []
        self._compact = False
        self.setObjectName("declarationPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(False)
        self._layout = QVBoxLayout(self)
        self._layout.setSpacing(6)
        self._dress()
        self._title = QLabel(self)
        self._hint = QLabel(self)
        self.set_text_font(self.font())
        self._hint.setWordWrap(True)
        self._layout.addWidget(self._title)
        self._layout.addWidget(self._hint)
        self._buttons = QVBoxLayout()
        self._buttons.setSpacing(4)
        self._layout.addLayout(self._buttons)
        self.setAccessibleName(self.tr("Declarations"))
        # The round's length when the human last took moves back or played them again:
        # the window undo (or redo) returned to is shown, not skipped by "continue at
        # once" (which would be a new move, and forget the moves redo has still to play).
        self._rewound_at = -1
        model.undone.connect(self._on_rewound)
        model.redone.connect(self._on_rewound)
        self.hide()

    # --- content ------------------------------------------------------------------------

    @property
    def buttons(self) -> list[QPushButton]:
        return [button for button, _ in self._actions]

    def button_for(self, kind: ActionKind) -> QPushButton | None:
        for button, action in self._actions:
            if action.kind == kind:
                return button
        return None

    def button_for_action(self, wanted: Action | None) -> QPushButton | None:
        """The button of ``wanted`` (a hinted meld or exchange), if the panel offers it."""
        for button, action in self._actions:
            if action == wanted:
                return button
        return None

    def _choices(self) -> tuple[list[Action], bool] | None:
        """The actions the panel offers now, and whether they are a declaration window
        (else the exchange during an ordinary turn); None when it has nothing to offer."""
        legal = self._model.human_legal_actions()
        in_window = self._model.round.stage == Stage.WINDOW and bool(legal)
        if in_window:
            return legal, True
        exchanges = [a for a in legal if a.kind == ActionKind.EXCHANGE]
        return (exchanges, False) if exchanges else None

    def _on_rewound(self) -> None:
        self._rewound_at = len(self._model.round.history)

    def _continues_at_once(self, actions: list[Action], in_window: bool) -> bool:
        """Whether this window only offers Continue and the player asked to skip it."""
        return (
            in_window
            and [a.kind for a in actions] == [ActionKind.DONE]
            and bool(getattr(self._model.settings, "auto_continue", False))
            and len(self._model.round.history) != self._rewound_at
        )

    def continues_by_itself(self) -> bool:
        """Whether the human stands in a declaration window that the panel ends for them
        (nothing to declare, and the player asked to skip such windows): a card clicked
        meanwhile is no mistake of theirs to be told about, the game goes on by itself."""
        choices = self._choices()
        return choices is not None and self._continues_at_once(*choices)

    def _continue_now(self) -> None:
        """Continue (draw) for the player, if the window is still the one to skip."""
        if self.continues_by_itself():
            self._model.play_human(self._model.human_legal_actions()[0])

    def refresh(self) -> None:
        """Show the choices the human has now, or hide."""
        choices = self._choices()
        if choices is None:
            self._clear()
            self.hide()
            return
        wanted, in_window = choices
        if self._continues_at_once(wanted, in_window):
            # Nothing to declare: go on without a click (after the current event, so
            # that the table finishes settling first).
            self._clear()
            self.hide()
            QTimer.singleShot(0, self._continue_now)
            return
        upcard = self._model.round.upcard
        if (
            [a for _, a in self._actions] != wanted
            or upcard != self._upcard
            or not self.isVisible()
        ):
            self._rebuild(wanted, in_window)
        self.show()
        self.raise_()
        self.adjustSize()

    def hide_if_stale(self) -> bool:
        """Hide at once if the model no longer offers these choices (the human has just
        ended the window), rather than at the next refresh; True when it did."""
        if not self.isVisible() or self._choices() is not None:
            return False
        self._clear()
        self.hide()
        return True

    def _clear(self) -> None:
        for button, _ in self._actions:
            self._buttons.removeWidget(button)
            button.hide()
            button.deleteLater()
        self._actions = []
        self._texts = []

    def _rebuild(self, actions: list[Action], in_window: bool) -> None:
        self._clear()
        model = self._model
        state = model.round
        self._upcard = state.upcard
        if in_window:
            self._title.setText(self.tr("You won the trick"))
            self._hint.setText(self._window_hint(actions))
        else:
            self._title.setText(self.tr("Your turn"))
            if state.exchange_shows:
                self._hint.setText(self.tr("Play a card, or show the 7 of trumps first."))
            else:
                self._hint.setText(self.tr("Play a card, or exchange the 7 of trumps first."))
        templates = {t.mask: t for t in state.rules.templates(state.trump)}
        number = 0
        for action in actions:
            button = QPushButton(self)
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            if action.kind == ActionKind.MELD:
                number += 1
                template = templates.get(action.cards)
                key = template.key if template else "marriage"
                points = template.points if template else 0
                caption = texts.meld_caption(key, points)
                cards = short_cards(action.cards)
                self._write(
                    button,
                    f"&{number}  {caption}   ({cards})",
                    f"&{number}  {two_lines(caption)}\n({cards})",
                    QKeySequence(str(number) if number <= 9 else ""),
                )
                button.setToolTip(self.tr("Declare this meld (key {n})").format(n=number))
                button.setAccessibleName(
                    self.tr("Declare {meld}").format(meld=texts.meld_caption(key, points))
                )
                button.installEventFilter(self)
                button.setProperty("meldMask", str(action.cards))
            elif action.kind == ActionKind.EXCHANGE:
                points = state.rules.seven_exchange_points
                bonus = f" (+{points})" if points else ""
                if state.exchange_shows:
                    # Two packs, the other 7 turned up: the same key, nothing changes hands.
                    text = self.tr("Show the 7 of trumps") + bonus
                    self._write(button, text, text, QKeySequence("X"))
                    button.setToolTip(
                        self.tr("The other 7 of trumps is the upcard: show yours and keep it (X)")
                    )
                    button.setAccessibleName(self.tr("Show the 7 of trumps"))
                else:
                    card = texts.card_name(state.upcard)
                    self._write(
                        button,
                        self.tr("E&xchange the 7 of trumps for the {card}").format(card=card)
                        + bonus,
                        self.tr("E&xchange the 7 of trumps\nfor the {card}").format(card=card)
                        + bonus,
                        QKeySequence("X"),
                    )
                    button.setToolTip(
                        self.tr("Take the upcard and put your 7 of trumps in its place (X)")
                    )
                    button.setAccessibleName(self.tr("Exchange the 7 of trumps"))
            else:
                if state.upcard >= 0:
                    button.setText(self.tr("&Continue (draw)"))
                    button.setToolTip(self.tr("End your declarations and draw (C or Enter)"))
                else:
                    button.setText(self.tr("&Continue"))
                    button.setToolTip(self.tr("End your declarations (C or Enter)"))
                button.setShortcut(QKeySequence("C"))
                button.setAccessibleName(self.tr("Continue"))
                button.setDefault(True)
            button.clicked.connect(lambda _checked=False, a=action: self._choose(a))
            self._buttons.addWidget(button)
            button.show()  # a layout shows new children of a visible panel only later
            self._actions.append((button, action))

    def set_text_font(self, font: QFont) -> None:
        """Write the panel in ``font`` (made smaller on a small table), its title a
        little larger and bold. Each widget is given it: the panel's style sheet keeps
        them from inheriting the panel's font."""
        title = QFont(font)
        title.setBold(True)
        title.setPointSizeF(font.pointSizeF() * 1.15)
        self._title.setFont(title)
        self._hint.setFont(font)
        for button in self.buttons:
            button.setFont(font)

    def _write(self, button: QPushButton, one_line: str, compact: str, key: QKeySequence) -> None:
        """Give ``button`` its texts (see :meth:`set_compact`) and its key."""
        self._texts.append((button, one_line, compact, key))
        button.setText(compact if self._compact else one_line)
        button.setShortcut(key)  # after the text, whose & would reset it

    def _dress(self) -> None:
        """The panel's look: its frame, and the room around its texts (less of it when
        compact)."""
        padding = "3px 5px" if self._compact else "6px 10px"
        self.setStyleSheet(
            "#declarationPanel { background: rgba(12, 40, 24, 215); border: 1px solid "
            "rgba(255, 213, 74, 160); border-radius: 10px; }"
            "#declarationPanel QLabel { color: #f3f0e0; }"
            f"#declarationPanel QPushButton {{ text-align: left; padding: {padding}; }}"
        )
        if self._compact:
            self._layout.setContentsMargins(7, 6, 7, 7)
        else:
            self._layout.setContentsMargins(12, 10, 12, 12)

    def set_compact(self, compact: bool) -> None:
        """Write the panel narrow (``compact``), or at ease: a small table's corner has
        no room beside the hand for its longest lines. Compact, a meld's cards go under
        its name and the exchange's card under the 7, the title may wrap, and the room
        around the texts is halved."""
        if compact == self._compact:
            return
        self._compact = compact
        for button, one_line, short, key in self._texts:
            button.setText(short if compact else one_line)
            button.setShortcut(key)  # (setText's & resets it)
        self._title.setWordWrap(compact)
        self._dress()
        self.adjustSize()

    def _window_hint(self, actions: list[Action]) -> str:
        """What the declaration window offers, in a few words (never "Nothing to
        declare" while the 7 may be exchanged or shown, or once the one meld is made)."""
        state = self._model.round
        kinds = {a.kind for a in actions}
        if ActionKind.MELD in kinds:
            if state.rules.max_melds_per_window == 1:
                return self.tr("Declare one meld, then continue.")
            return self.tr("Declare your melds, then continue.")
        limit = state.rules.max_melds_per_window
        if ActionKind.EXCHANGE in kinds and state.exchange_shows:
            return self.tr("You may show the 7 of trumps, then continue.")
        if ActionKind.EXCHANGE in kinds:
            return self.tr("You may exchange the 7 of trumps, then continue.")
        if limit and state.window_melds >= limit:
            return self.tr("You have declared your meld for this trick: continue.")
        return self.tr("Nothing to declare.")

    def _choose(self, action: Action) -> None:
        self.meldHovered.emit(0)
        if action not in self._model.human_legal_actions():
            # A button of a choice just made (a double click, the key pressed twice while
            # the meld is laid down): the panel lags the model until the table settles.
            # The player made no mistake to be told of.
            return
        self._model.play_human(action)
        # What the move took away goes grey at once, not when the table has settled.
        legal = self._model.human_legal_actions()
        for button, offered in self._actions:
            if offered not in legal:
                button.setEnabled(False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QPushButton):
            if event.type() in (QEvent.Type.Enter, QEvent.Type.FocusIn):
                mask = watched.property("meldMask")
                if mask:
                    self.meldHovered.emit(int(mask))
            elif event.type() in (QEvent.Type.Leave, QEvent.Type.FocusOut):
                self.meldHovered.emit(0)
        return super().eventFilter(watched, event)

    # --- language -------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Declarations"))
        if self.isVisible():
            self._clear()
            self.refresh()


__all__ = ["SUIT_SYMBOLS", "DeclarationPanel", "short_cards"]
