"""The declaration panel: after the human wins a phase-1 trick, what they may declare.

It lists the melds the hand holds with their points (one button each), the 7-of-trumps
exchange when the rules allow it now, and "Continue (draw)". The choices come from the
engine's legal actions, never from a second copy of the rules; a click sends the
intention to the model. Keys: 1–9 declare, X exchanges (or shows) the 7, C (or Enter on
the table) continues; Tab reaches the buttons, and Enter or Space presses the one with the
focus, which a gold ring shows. Under ``seven_exchange = "own_turn"`` rules the panel also
offers the exchange during the human's ordinary turn.
"""

# ruff: noqa: N802, N815

from __future__ import annotations

import math
import re

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPen,
    QShortcut,
)
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
)

from marjolet_qt.engine.actions import Action, ActionKind
from marjolet_qt.engine.round import Stage

from . import texts
from .model import GameModel
from .reason_text import the_card

#: The ring around the panel's button the keyboard focus is on: bright gold (the panel's
#: frame, opaque), seen at once on the dark panel.
FOCUS_RING_COLOR = QColor(255, 213, 74)
FOCUS_RING_WIDTH = 2.0


def wrap_text(text: str, metrics: QFontMetrics, width: float) -> str:
    """``text`` broken at its (runs of) spaces into lines no wider than ``width`` as
    ``metrics`` measure a button's text (the ``&`` of an access key is not drawn), a
    word wider than that alone on its line."""

    def advance(line: str) -> int:
        return metrics.size(Qt.TextFlag.TextShowMnemonic, line).width()

    parts = re.split(r"( +)", text)
    lines, line = [], parts[0]
    for gap, word in zip(parts[1::2], parts[2::2], strict=True):
        if advance(line + gap + word) <= width:
            line += gap + word
        else:
            lines.append(line)
            line = word
    return "\n".join([*lines, line])


class DeclarationPanel(QFrame):
    """Buttons for the human's declaration window; hidden the rest of the time."""

    # The cards of the meld under the pointer (0 when none), to light them on the table.
    # The meld's cards: a mask up to bit 63 (two packs; the Ace of spades is bit 31 of
    # one), which a C int cannot carry (a Four Aces button took the game down).
    meldHovered = Signal(object)

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._actions: list[tuple[QPushButton, Action]] = []
        # The upcard the buttons were written for: after exchanging one 7 of two, the
        # same actions remain but the next one only shows the 7 (another text).
        self._upcard = -1
        # Each button's text on one line (broken to fit a narrow panel: see set_compact)
        # and its key.
        self._texts: list[tuple[QPushButton, str, QKeySequence]] = []
        # The width the panel is written for when narrow (None: at ease), whether the
        # line under the title is left out (see set_brief), and the font of its texts.
        self._wrap: float | None = None
        self._font = QFont(self.font())
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
        # The place in the list of the button chosen from the keyboard (it had the
        # focus): the focus goes to the button in its place once the panel is written
        # again for what remains (the next meld, Continue), not back to the table.
        self._refocus: int | None = None
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
        """Continue (draw) for the player, if the window is still the one to skip; else
        show it: redo (or undo) that lands in such a window says so only after the views
        have been refreshed, and the panel stayed hidden, the game still, until a click."""
        if self.continues_by_itself():
            self._model.play_human(self._model.human_legal_actions()[0])
        else:
            self.refresh()

    def refresh(self) -> None:
        """Show the choices the human has now, or hide."""
        refocus, self._refocus = self._refocus, None
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
            QTimer.singleShot(0, self, self._continue_now)
            return
        upcard = self._model.round.upcard
        if (
            [a for _, a in self._actions] != wanted
            or upcard != self._upcard
            or not self.isVisible()
        ):
            self._rebuild(wanted, in_window)
            if refocus is not None:
                self.buttons[min(refocus, len(self.buttons) - 1)].setFocus(
                    Qt.FocusReason.TabFocusReason
                )
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
            button.setFont(self._font)
            # Tab reaches the buttons; a click leaves the focus on the table, where the
            # arrows and Enter (the hinted choice, else Continue) go on working.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            if action.kind == ActionKind.MELD:
                number += 1
                template = templates.get(action.cards)
                key = template.key if template else "marriage"
                points = template.points if template else 0
                caption = texts.meld_caption(key, points)
                cards = texts.short_cards(action.cards)
                # (A line broken to fit keeps the points with the meld's name.)
                caption = caption.replace(" — ", "\u00a0—\u00a0")
                self._write(
                    button,
                    # The number is the key, underlined; then the meld and its cards.
                    self.tr("&{number}  {meld}   ({cards})").format(
                        number=number, meld=caption, cards=cards
                    ),
                    QKeySequence(str(number) if number <= 9 else ""),
                )
                button.setToolTip(self.tr("Declare this meld (key {n})").format(n=number))
                button.setAccessibleName(
                    self.tr("Declare {meld}").format(meld=texts.meld_caption(key, points))
                )
                button.setProperty("meldMask", str(action.cards))
            elif action.kind == ActionKind.EXCHANGE:
                points = state.rules.seven_exchange_points
                if state.exchange_shows:
                    # Two packs, the other 7 turned up: the same key, nothing changes hands.
                    # "Show" has no x: the key leads, underlined, as the melds' numbers do.
                    text = self.tr("&X  Show the 7 of trumps")
                    self._write(button, self._with_bonus(text, points), QKeySequence("X"))
                    button.setToolTip(
                        self.tr("The other 7 of trumps is the upcard: show yours and keep it (X)")
                    )
                    button.setAccessibleName(self.tr("Show the 7 of trumps"))
                else:
                    # 'for the Ace of trumps' / 'contre l’As d’atout': the article agrees.
                    card = the_card(state.upcard, state.trump)
                    # The key leads, underlined, as on the melds' buttons and "Show".
                    text = self.tr("&X  Exchange the 7 of trumps for {card}").format(card=card)
                    self._write(button, self._with_bonus(text, points), QKeySequence("X"))
                    button.setToolTip(
                        self.tr("Take the upcard and put your 7 of trumps in its place (X)")
                    )
                    button.setAccessibleName(self.tr("Exchange the 7 of trumps"))
            else:
                if state.upcard >= 0:
                    self._write(button, self.tr("&Continue (draw)"), QKeySequence("C"))
                    button.setToolTip(self.tr("End your declarations and draw (C or Enter)"))
                else:
                    self._write(button, self.tr("&Continue"), QKeySequence("C"))
                    button.setToolTip(self.tr("End your declarations (C or Enter)"))
                button.setAccessibleName(self.tr("Continue"))
                button.setDefault(True)
            button.clicked.connect(lambda _checked=False, a=action: self._choose(a))
            button.installEventFilter(self)
            self._buttons.addWidget(button)
            button.show()  # a layout shows new children of a visible panel only later
            self._actions.append((button, action))

    def set_text_font(self, font: QFont) -> None:
        """Write the panel in ``font`` (grown on a large table, shrunk to fit a small
        one), its title a little larger and bold. Each widget is given it: the panel's
        style sheet keeps them from inheriting the panel's font."""
        self._font = QFont(font)
        title = QFont(font)
        title.setBold(True)
        title.setPointSizeF(font.pointSizeF() * 1.15)
        self._title.setFont(title)
        self._hint.setFont(font)
        for button in self.buttons:
            button.setFont(font)
        self._rewrite()

    def _with_bonus(self, text: str, points: int) -> str:
        """An exchange's button, and the points it scores when it scores any."""
        if not points:
            return text
        return self.tr("{action} (+{points})").format(action=text, points=texts.number(points))

    def _write(self, button: QPushButton, text: str, key: QKeySequence) -> None:
        """Give ``button`` its text (broken to fit a narrow panel) and its key, and the
        key with Alt too: the text underlines the key's letter, and an underlined letter
        is pressed with Alt in every other dialog (Alt+X did nothing)."""
        self._texts.append((button, text, key))
        with_alt = QShortcut(QKeySequence("Alt+" + key.toString()), button)
        with_alt.activated.connect(button.animateClick)
        self._rewrite()

    def _rewrite(self) -> None:
        """Each button's text on one line, or broken to the panel's narrow width."""
        for button, text, key in self._texts:
            if self._wrap is not None:
                text = wrap_text(text, button.fontMetrics(), self._text_room(button))
            if text != button.text():
                button.setText(text)
            button.setShortcut(key)  # after the text, whose & would reset it

    def _text_room(self, button: QPushButton) -> int:
        """How wide a line of ``button``'s text may be for the panel to be no wider
        than its narrow width: that width less the panel's frame and margins, and the
        button's own frame and padding (as its style measures them)."""
        assert self._wrap is not None
        margins = self._layout.contentsMargins()
        inner = self._wrap - margins.left() - margins.right() - 2 * self.frameWidth()
        button.ensurePolished()
        option = QStyleOptionButton()
        button.initStyleOption(option)
        probe = QSize(1000, button.fontMetrics().height())
        style = button.style()
        outer = style.sizeFromContents(QStyle.ContentsType.CT_PushButton, option, probe, button)
        return math.floor(inner) - (outer.width() - probe.width())

    def focused_button(self) -> QPushButton | None:
        """The button the keyboard focus is on (Tab, Shift+Tab), if any."""
        return next((button for button in self.buttons if button.hasFocus()), None)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The panel, and a ring around the button the focus is on: the style's own
        mark, a thin line inside the button, was hard to see on the dark table."""
        super().paintEvent(event)
        button = self.focused_button()
        if button is None or not button.isVisible():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(FOCUS_RING_COLOR, FOCUS_RING_WIDTH)
        painter.setPen(pen)
        # Just outside the button, in the room between the buttons and the frame.
        ring = QRectF(button.geometry()).adjusted(-2, -2, 2, 2)
        painter.drawRoundedRect(ring, 5, 5)
        painter.end()

    def _dress(self) -> None:
        """The panel's look: its frame, and the room around its texts (less of it when
        narrow)."""
        compact = self._wrap is not None
        padding = "3px 5px" if compact else "6px 10px"
        self.setStyleSheet(
            "#declarationPanel { background: rgba(12, 40, 24, 215); border: 1px solid "
            "rgba(255, 213, 74, 160); border-radius: 10px; }"
            "#declarationPanel QLabel { color: #f3f0e0; }"
            f"#declarationPanel QPushButton {{ text-align: left; padding: {padding}; }}"
        )
        if compact:
            self._layout.setContentsMargins(7, 6, 7, 7)
        else:
            self._layout.setContentsMargins(12, 10, 12, 12)

    def set_compact(self, width: float | None) -> None:
        """Write the panel at ease (``None``), or no wider than ``width``: a small
        table's corner has no room beside the hand for its longest lines. Narrow, each
        button's text is broken at spaces to fit (a meld's cards kept together), the title
        may wrap, and the room around the texts is halved."""
        if width != self._wrap:
            self._wrap = width
            self._title.setWordWrap(width is not None)
            self._dress()
        self._rewrite()

    def set_brief(self, brief: bool) -> None:
        """Leave out the line under the title (what the window offers, which the status
        bar says too) when the panel has no room for it in a small table's corner."""
        self._hint.setHidden(brief)

    def fitted_size(self, width: float) -> QSize:
        """The size the panel takes no wider than ``width`` (wider only for a word that
        cannot be broken): as wide as its texts ask, and as tall as its lines, wrapped to
        that width, need."""
        for layout in (self._buttons, self._layout):  # (sizes cached before the rewrite)
            layout.invalidate()
        hint, least = self.sizeHint(), self.minimumSizeHint()
        w = max(min(hint.width(), int(width)), least.width())
        h = self.heightForWidth(w) if self.hasHeightForWidth() else hint.height()
        return QSize(w, max(h, least.height()))

    def _window_hint(self, actions: list[Action]) -> str:
        """What the declaration window offers, in a few words (never "Nothing to
        declare" while the 7 may be exchanged or shown, or once the one meld is made)."""
        state = self._model.round
        kinds = {a.kind for a in actions}
        one = state.rules.max_melds_per_window == 1
        if ActionKind.MELD in kinds and ActionKind.EXCHANGE in kinds:
            # (The 7 said too: the line named the melds alone beside an exchange button.)
            if state.exchange_shows:
                return (
                    self.tr("Declare one meld, show the 7 of trumps if you like, then continue.")
                    if one
                    else self.tr(
                        "Declare your melds, show the 7 of trumps if you like, then continue."
                    )
                )
            return (
                self.tr("Declare one meld, exchange the 7 of trumps if you like, then continue.")
                if one
                else self.tr(
                    "Declare your melds, exchange the 7 of trumps if you like, then continue."
                )
            )
        if ActionKind.MELD in kinds:
            if one:
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
        # The chosen button's place (not the focused one's: a click after Tab chooses
        # another), so that the focus goes on to what comes after the choice.
        offers = [offered for _, offered in self._actions]
        chosen = offers.index(action) if action in offers else None
        self._refocus = chosen if self.focused_button() is not None else None
        self._model.play_human(action)
        # What the move took away goes grey at once, not when the table has settled.
        legal = self._model.human_legal_actions()
        for button, offered in self._actions:
            if offered not in legal:
                button.setEnabled(False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QPushButton):
            if (
                event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            ):
                # Enter chooses the button the focus is on (Tab, Shift+Tab), as Space
                # does. Outside a dialog a button but the default ignores Enter, which
                # went on to the table and continued (drew) in place of the choice. Once
                # per press: held down, its repeats went on to the next button (Continue).
                if not event.isAutoRepeat():
                    watched.click()
                return True
            if event.type() in (QEvent.Type.Enter, QEvent.Type.FocusIn):
                mask = watched.property("meldMask")
                if mask:
                    self.meldHovered.emit(int(mask))
            elif event.type() in (QEvent.Type.Leave, QEvent.Type.FocusOut):
                self.meldHovered.emit(0)
            if event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
                self.update()  # the focus ring follows
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


__all__ = ["DeclarationPanel"]
