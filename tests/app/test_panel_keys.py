"""Keys in the declaration panel and after a hint (a player's pass): Enter presses the panel
button the focus is on (Tab, Shift+Tab), else takes the hinted move of any kind, else
continues; the focused button is ringed so that it is seen; the Keyboard page says so."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QColor, QImage, QKeyEvent
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from marjolet_qt.ai import make_player
from marjolet_qt.ai.base import ExplainingPlayer
from marjolet_qt.ai.levels import HINT_LEVEL
from marjolet_qt.ai.reasons import RANDOM, Reason
from marjolet_qt.app import i18n, texts
from marjolet_qt.app import worker as worker_module
from marjolet_qt.app.declaration_panel import FOCUS_RING_COLOR
from marjolet_qt.app.dialogs.welcome import KeyboardDialog
from marjolet_qt.app.model import COMPUTER, HUMAN
from marjolet_qt.app.settings import Settings
from marjolet_qt.app.table.input import _passing_words
from marjolet_qt.app.window import MainWindow
from marjolet_qt.engine.actions import DONE, EXCHANGE, Action, ActionKind
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import RoundState, Stage
from marjolet_qt.engine.rules import RuleSet
from tests.engine.helpers import deal as build_deal

from .helpers import quick_settings, settled_turn

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]

#: The human leads the Ace of hearts (trumps) and wins: a window with the two marriages,
#: the exchange of the 7 of hearts for the 9 and Continue.
TWO_MELDS = ("KS QS KC QC AH 7H", "8C 9C JC 8S 9S JS", "9H")
#: The same with only the exchange and Continue (the player's pass, 066_kb_c.png).
SEVEN_ONLY = ("7H AH TH 8C 9D JS", "8H 9H AC AD AS KC", "KH")
#: Mariage: the 7 of spades may be exchanged for the King at any time of the human's turn.
MARIAGE_SEVEN = ("7S AH TH 8C 9D", "8H 9H AC AD KC", "KS")


class Hinter(ExplainingPlayer):
    """The hint in these tests: at once, the first legal move of ``kind``."""

    name = "hinter"

    def __init__(self, kind: ActionKind) -> None:
        self.kind = kind

    def choose_with_reason(
        self, observation: Observation, *args: Any, **kwargs: Any
    ) -> tuple[Action, Reason]:
        return next(a for a in observation.legal_actions if a.kind == self.kind), RANDOM


def open_on(
    qtbot: QtBot,
    windows: list[MainWindow],
    hands: tuple[str, str, str],
    settings: Settings,
    dealer: int = COMPUTER,
) -> MainWindow:
    """An active window on this deal, the human to lead (the computer with ``dealer``
    the human), the table with the focus."""
    state = build_deal(*hands, rules=settings.rules.preset, dealer=dealer)
    win = MainWindow(settings, seed=5, autosave=False)
    qtbot.addWidget(win)
    windows.append(win)
    win.show()
    qtbot.waitExposed(win)
    win.model.new_game_with_deal(state.deal, settings.rules)
    settled_turn(qtbot, win)
    win.activateWindow()
    win.table.setFocus()
    qtbot.waitUntil(win.isActiveWindow, timeout=10_000)
    return win


def card(state: RoundState, name: str) -> int:
    return int(next(c for c in state.hand(HUMAN) if str(c) == name))


def in_the_window(
    qtbot: QtBot, windows: list[MainWindow], hands: tuple[str, str, str]
) -> MainWindow:
    """The human has led the Ace of hearts, won, and stands in the declaration window."""
    win = open_on(qtbot, windows, hands, quick_settings())
    win.table.activate_card(card(win.model.round, "AH"))
    settled_turn(qtbot, win)
    assert win.model.round.stage == Stage.WINDOW and win.table.panel.isVisible()
    return win


def press(
    qtbot: QtBot, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    """A key, to the widget the keyboard focus is on (as the player's key goes)."""
    focus = QApplication.focusWidget()
    assert focus is not None
    qtbot.keyClick(focus, key, modifier)


def panel_button(win: MainWindow, kind: ActionKind) -> QPushButton:
    button = win.table.panel.button_for(kind)
    assert button is not None, kind
    return button


def human_moves(win: MainWindow) -> list[Action]:
    model = win.model
    return [
        a for a, actor in zip(model.round.history, model._actors, strict=True) if actor == HUMAN
    ]


# --- Enter on the focused button -----------------------------------------------------------


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter], ids=["Return", "Enter"])
@pytest.mark.parametrize("tab", [Qt.Key.Key_Tab, Qt.Key.Key_Backtab], ids=["Tab", "Shift+Tab"])
def test_enter_presses_the_button_chosen_with_tab(
    qtbot: QtBot, windows: list[MainWindow], key: Qt.Key, tab: Qt.Key
) -> None:
    """The player's pass: with the focus moved by Tab (or Shift+Tab) to "Exchange the 7 of
    trumps … (+10)", Enter did "Continue (draw)", losing the +10 for good. It exchanges,
    and the focus stays in the panel, on Continue, which the next Enter presses."""
    win = in_the_window(qtbot, windows, SEVEN_ONLY)
    model = win.model
    exchange = panel_button(win, ActionKind.EXCHANGE)
    modifier = (
        Qt.KeyboardModifier.ShiftModifier
        if tab == Qt.Key.Key_Backtab
        else Qt.KeyboardModifier.NoModifier
    )
    for _ in range(3):
        press(qtbot, tab, modifier)
        if exchange.hasFocus():
            break
    assert win.table.panel.focused_button() is exchange
    press(qtbot, key)
    assert human_moves(win)[-1] == EXCHANGE
    settled_turn(qtbot, win)
    # What it scored, as a meld's caption says it (the player's pass: the points were missing).
    assert win.table.caption_text == "You: 7 of trumps exchanged — 10"
    assert model.round.stage == Stage.WINDOW  # not drawn: the player may still decide
    assert win.table.panel.focused_button() is panel_button(win, ActionKind.DONE)
    press(qtbot, key)
    assert human_moves(win)[-1] == DONE


def test_tab_chooses_a_card_when_no_button_is_there_to_take_it(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """The player's pass: Tab on the player's lead showed nothing and did nothing (no
    other widget takes the focus). It goes from card to card as Right does, Shift+Tab as
    Left does, and Enter plays the card it chose; the focus stays on the table."""
    win = open_on(qtbot, windows, SEVEN_ONLY, quick_settings())
    table = win.table
    press(qtbot, Qt.Key.Key_Tab)
    first = table.focus_card
    assert first is not None and QApplication.focusWidget() is table
    press(qtbot, Qt.Key.Key_Tab)
    second = table.focus_card
    assert second not in (None, first)
    press(qtbot, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert table.focus_card == first
    press(qtbot, Qt.Key.Key_Right)
    assert table.focus_card == second  # (the same walk as the arrows')
    press(qtbot, Qt.Key.Key_Return)
    assert win.model.round.history[-1].card == second


def test_enter_declares_melds_one_after_the_other(qtbot: QtBot, windows: list[MainWindow]) -> None:
    """Tab to the first marriage, Enter: it is declared, and the focus goes to the button
    now in its place (the second marriage), not back to the table, whose Enter would draw."""
    win = in_the_window(qtbot, windows, TWO_MELDS)
    press(qtbot, Qt.Key.Key_Tab)
    first, second = (a for a in win.model.human_legal_actions() if a.kind == ActionKind.MELD)
    press(qtbot, Qt.Key.Key_Return)
    settled_turn(qtbot, win)
    press(qtbot, Qt.Key.Key_Return)
    settled_turn(qtbot, win)
    assert human_moves(win)[-2:] == [first, second]
    assert win.model.round.stage == Stage.WINDOW


def test_a_click_on_the_panel_leaves_the_keys_to_the_table(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """A button clicked does not take the focus (only Tab gives it to the panel): the
    arrows and Enter still go to the table, and Enter then continues as before."""
    win = in_the_window(qtbot, windows, TWO_MELDS)
    table = win.table
    meld = panel_button(win, ActionKind.MELD)
    qtbot.mouseClick(meld, Qt.MouseButton.LeftButton)
    settled_turn(qtbot, win)
    assert human_moves(win)[-1].kind == ActionKind.MELD
    assert table.hasFocus() and table.panel.focused_button() is None
    press(qtbot, Qt.Key.Key_Return)  # (the other marriage is still on offer: said first)
    assert human_moves(win)[-1].kind == ActionKind.MELD
    press(qtbot, Qt.Key.Key_Return)
    assert human_moves(win)[-1] == DONE


def test_enter_says_a_meld_is_on_offer_before_it_goes_on_without_it(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """The QA pass: one Enter by reflex (the one that had played the winning card, pressed
    again) ended a window that offered a bésigue, and its 40 points were lost. The first
    Enter says how to declare; the second goes on without declaring."""
    win = in_the_window(qtbot, windows, TWO_MELDS)
    win.table.setFocus()
    with qtbot.waitSignal(win.model.actionRefused) as said:
        press(qtbot, Qt.Key.Key_Return)
    assert "Enter again" in said.args[0] and "melds" in said.args[0]
    assert win.model.round.stage == Stage.WINDOW and human_moves(win)[-1].kind == ActionKind.PLAY
    press(qtbot, Qt.Key.Key_Return)
    assert human_moves(win)[-1] == DONE


def test_enter_says_the_7_may_be_exchanged_before_it_goes_on_without_it(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """The regression pass: the safeguard covered melds, and one Enter still gave up the
    exchange's 10 points for that trick."""
    win = in_the_window(qtbot, windows, SEVEN_ONLY)
    win.table.setFocus()
    with qtbot.waitSignal(win.model.actionRefused) as said:
        press(qtbot, Qt.Key.Key_Return)
    assert said.args[0].startswith("You may exchange the 7 of trumps: press X")
    assert human_moves(win)[-1].kind == ActionKind.PLAY
    press(qtbot, Qt.Key.Key_X)
    qtbot.waitUntil(lambda: human_moves(win)[-1] == EXCHANGE, timeout=10_000)


# --- Enter after a hint --------------------------------------------------------------------


def hinted(
    qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch, kind: ActionKind
) -> Action:
    """Press H, the hint recommending the first legal move of ``kind``; the hint's move."""
    monkeypatch.setattr(
        worker_module,
        "make_player",
        lambda level: Hinter(kind) if level == HINT_LEVEL else make_player(level),
    )
    with qtbot.waitSignal(win.model.hintReady, timeout=10_000) as blocker:
        press(qtbot, Qt.Key.Key_H)
    action = blocker.args[0]
    assert isinstance(action, Action) and action.kind == kind
    return action


@pytest.mark.parametrize(
    ("kind", "own_turn"),
    [
        (ActionKind.MELD, False),
        (ActionKind.EXCHANGE, False),
        (ActionKind.DONE, False),
        (ActionKind.EXCHANGE, True),
        (ActionKind.PLAY, True),
    ],
    ids=["meld", "exchange-in-a-window", "continue", "exchange-on-own-turn", "card"],
)
def test_enter_takes_the_hinted_move_of_every_kind(
    qtbot: QtBot,
    windows: list[MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    kind: ActionKind,
    own_turn: bool,
) -> None:
    """The player's pass: under Mariage, where the 7 is exchanged at any time of one's
    turn, H said "exchange your 7 of trumps" and Enter did nothing (only X worked)."""
    if own_turn:
        settings = quick_settings(rules=RuleSet.from_preset("mariage"))
        win = open_on(qtbot, windows, MARIAGE_SEVEN, settings)
        assert win.model.round.stage == Stage.LEAD and EXCHANGE in win.model.human_legal_actions()
    else:
        win = in_the_window(qtbot, windows, TWO_MELDS)
    action = hinted(qtbot, win, monkeypatch, kind)
    win.table.setFocus()
    press(qtbot, Qt.Key.Key_Return)
    assert human_moves(win)[-1] == action


def test_a_hinted_meld_declared_keeps_its_caption_and_a_hint_to_continue_ends_with_the_move(
    qtbot: QtBot, windows: list[MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Withdrawing the hint hid whatever caption stood there: the meld the hint advised,
    just declared, lost its "You: … — 20" at once. A hint to continue (no card lit) was
    never withdrawn, and its words outlived the move."""
    win = in_the_window(qtbot, windows, TWO_MELDS)
    table = win.table
    hinted(qtbot, win, monkeypatch, ActionKind.MELD)
    assert table.caption_text.startswith("Hint:")
    table.setFocus()
    press(qtbot, Qt.Key.Key_Return)
    assert human_moves(win)[-1].kind == ActionKind.MELD
    assert table.caption_text.startswith(texts.player_caption(HUMAN, HUMAN, ""))
    assert not table.hint_shown
    again = in_the_window(qtbot, windows, TWO_MELDS)
    hinted(qtbot, again, monkeypatch, ActionKind.DONE)
    shown = again.table.hint_shown  # (read once: mypy would hold on to an asserted member)
    assert shown and again.table.caption_text.startswith("Hint:")
    again.model.play_human(DONE)
    assert not again.table.hint_shown and not again.table.caption_text.startswith("Hint:")


def test_enter_plays_the_hinted_card_once_the_choice_is_dropped(
    qtbot: QtBot, windows: list[MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A card chosen with the arrows goes before the hint; Escape drops it, and Enter then
    plays the hinted card again."""
    settings = quick_settings(rules=RuleSet.from_preset("mariage"))
    win = open_on(qtbot, windows, MARIAGE_SEVEN, settings)
    table = win.table
    action = hinted(qtbot, win, monkeypatch, ActionKind.PLAY)
    press(qtbot, Qt.Key.Key_Escape)
    assert table.focus_card is None
    press(qtbot, Qt.Key.Key_Return)
    assert human_moves(win)[-1] == action


# --- the focus ring ------------------------------------------------------------------------


def ring_pixels(image: QImage, button: QWidget) -> int:
    """The share (in %) of the ring's colour along the sides of the ring's line around
    ``button``, in a grab of its panel (the top and bottom lines lie between two buttons,
    where the ring of either would pass)."""
    rect = button.geometry().adjusted(-2, -2, 2, 2)
    ratio = image.devicePixelRatio()
    points = [
        QPoint(x, y)
        for y in range(rect.top() + 6, rect.bottom() - 6)
        for x in (rect.left(), rect.right())
    ]
    ring = FOCUS_RING_COLOR
    near = 0
    for point in points:
        colour = QColor(image.pixel(int(point.x() * ratio), int(point.y() * ratio)))
        near += (
            abs(colour.red() - ring.red()) < 40
            and abs(colour.green() - ring.green()) < 40
            and abs(colour.blue() - ring.blue()) < 40
        )
    return near * 100 // len(points)


@pytest.mark.parametrize("compact", [False, True])
def test_the_focused_button_is_ringed(
    qtbot: QtBot, windows: list[MainWindow], compact: bool
) -> None:
    """The style's focus mark, a thin line inside the button, was hard to see on the dark
    green table: the button the focus is on has a bright ring around it, and no other."""
    win = in_the_window(qtbot, windows, TWO_MELDS)
    table, panel = win.table, win.table.panel
    # A small window writes the panel narrow, with less room around the buttons.
    win.resize(*((800, 560) if compact else (1280, 820)))
    settled_turn(qtbot, win)
    qtbot.wait(50)
    press(qtbot, Qt.Key.Key_Tab)
    press(qtbot, Qt.Key.Key_Tab)
    focused = panel.focused_button()
    assert focused is panel.buttons[1]
    qtbot.wait(20)
    image = panel.grab().toImage()
    assert ring_pixels(image, focused) >= 90
    for other in panel.buttons:
        if other is not focused:
            assert ring_pixels(image, other) < 10
    # Back on the table, no ring.
    press(qtbot, Qt.Key.Key_Tab)
    press(qtbot, Qt.Key.Key_Tab)
    press(qtbot, Qt.Key.Key_Tab)
    assert table.hasFocus()
    qtbot.wait(20)
    image = panel.grab().toImage()
    assert all(ring_pixels(image, button) < 10 for button in panel.buttons)


# --- the Keyboard page ---------------------------------------------------------------------


#: What the Keyboard page says of Enter, in each language.
ENTER_ROWS = {
    "en": (
        "Enter, Space",
        "Press the button selected with Tab, else play the chosen card or take the hinted "
        "move, else continue after declaring (twice while a meld or the 7 of trumps is on "
        "offer), else play the one card you may",
    ),
    "fr": (
        "Entrée, Espace",
        "Presser le bouton sélectionné avec Tab, sinon jouer la carte choisie ou suivre le "
        "conseil, sinon continuer après les annonces (deux fois si une annonce ou le 7 d’atout "
        "est possible), sinon jouer la seule carte permise",
    ),
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_keyboard_page_says_what_enter_does(
    qtbot: QtBot, qapp: QApplication, french_catalogue: Path, language: str
) -> None:
    """The page said that Enter in a declaration continues: it presses the button chosen
    with Tab, else takes the hint, else continues, in that order."""
    i18n.install_translator(qapp, language)
    try:
        win = MainWindow(quick_settings(), seed=3, autosave=False)
        qtbot.addWidget(win)
        dialog = win.show_keyboard()
        assert isinstance(dialog, KeyboardDialog)
        keys, says = ENTER_ROWS[language]
        assert dict(dialog.rows)[keys] == says
        win.close()
    finally:
        i18n.install_translator(qapp, "en")


def test_enter_held_down_presses_the_button_once(qtbot: QtBot, windows: list[MainWindow]) -> None:
    """The review: Enter's repeats, held down, pressed the button the focus went on to
    next (Continue: a draw the player never chose)."""
    win = in_the_window(qtbot, windows, TWO_MELDS)
    press(qtbot, Qt.Key.Key_Tab)
    focus = QApplication.focusWidget()
    assert isinstance(focus, QPushButton)
    before = len(human_moves(win))
    qtbot.keyPress(focus, Qt.Key.Key_Return)
    settled_turn(qtbot, win)
    after = QApplication.focusWidget()
    assert after is not None
    QApplication.sendEvent(
        after,
        QKeyEvent(
            QEvent.Type.KeyPress,
            Qt.Key.Key_Return,
            Qt.KeyboardModifier.NoModifier,
            "\r",
            True,  # (a repeat)
        ),
    )
    settled_turn(qtbot, win)
    assert len(human_moves(win)) == before + 1
    assert human_moves(win)[-1].kind == ActionKind.MELD


def test_a_click_after_tab_moves_the_focus_on_from_the_clicked_button(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """The review: Tab to the second marriage, click the first: the focus went to the
    place of the button focused (the second's, Continue once the list is shorter), so the
    next Enter drew. It goes on from the button clicked: to the second marriage."""
    win = in_the_window(qtbot, windows, TWO_MELDS)
    melds = [a for a in win.model.human_legal_actions() if a.kind == ActionKind.MELD]
    panel = win.table.panel
    press(qtbot, Qt.Key.Key_Tab)
    press(qtbot, Qt.Key.Key_Tab)
    assert panel.focused_button() is panel.buttons[1]
    panel.buttons[0].click()
    settled_turn(qtbot, win)
    assert human_moves(win)[-1] == melds[0]
    focused = panel.focused_button()
    assert focused is not None and focused.property("meldMask") == str(melds[1].cards)


#: The human leads the 8 of clubs, which nothing of the computer's takes, and wins
#: holding the four Aces: the Ace of spades is bit 31 of the pack.
FOUR_ACES = ("AS AC AD AH 7C 8C", "8D 9D JD 8S 9S JS", "9H")


def test_a_meld_with_the_highest_cards_lights_its_cards_without_a_crash(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """A meld button focused (Tab) or under the pointer said which cards to light through
    a signal of a C int: the four Aces' mask (the Ace of spades is bit 31; two packs
    reach bit 63) overflowed it, and the game was gone (a tester's pass in Bésigue)."""
    win = open_on(qtbot, windows, FOUR_ACES, quick_settings())
    win.table.activate_card(card(win.model.round, "8C"))
    settled_turn(qtbot, win)
    assert win.model.round.stage == Stage.WINDOW and win.table.panel.isVisible()
    aces = next(
        a
        for a in win.model.human_legal_actions()
        if a.kind == ActionKind.MELD and a.cards.bit_count() == 4
    )
    assert aces.cards >= 1 << 31
    seen: list[object] = []
    win.table.panel.meldHovered.connect(seen.append)
    button = next(b for b in win.table.panel.buttons if b.property("meldMask") == str(aces.cards))
    button.setFocus()
    qtbot.waitUntil(lambda: aces.cards in seen, timeout=5000)
    QApplication.sendEvent(button, QEvent(QEvent.Type.Enter))
    assert seen.count(aces.cards) >= 2
    for other in (1 << 63 | 1, (1 << 64) - 1):  # (two packs' highest cards)
        win.table.panel.meldHovered.emit(other)
        assert seen[-1] == other


@pytest.mark.parametrize(
    "modifier", [Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.AltModifier]
)
def test_the_panel_s_underlined_letters_work_with_alt_too(
    qtbot: QtBot, windows: list[MainWindow], modifier: Qt.KeyboardModifier
) -> None:
    """ "E_x_change the 7 of trumps" underlines X, and an underlined letter is pressed with
    Alt everywhere else: Alt+X did nothing. X and Alt+X both exchange; C and Alt+C go on."""
    win = in_the_window(qtbot, windows, SEVEN_ONLY)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=10_000)
    win.table.setFocus()
    press(qtbot, Qt.Key.Key_X, modifier)  # (the shortcut animates a click)
    qtbot.waitUntil(lambda: human_moves(win)[-1] == EXCHANGE, timeout=10_000)
    settled_turn(qtbot, win)
    press(qtbot, Qt.Key.Key_C, modifier)
    qtbot.waitUntil(lambda: human_moves(win)[-1] == DONE, timeout=10_000)


def test_the_status_line_says_no_turn_gone_by_while_the_table_catches_up(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """The turn is said once the table has caught up (the third pass: "answer the 7 of
    diamonds" while that card still flew); meanwhile the turn said before must not stay
    (the fifth pass: "Your turn — beat the 10 of diamonds" after the player had)."""
    settings = quick_settings().replace(animation_speed="normal")
    hands = ("AH TH KH QH JH 9H", "7C 8C 9C 8D 9D 7D", "7H")
    win = open_on(qtbot, windows, hands, settings, dealer=HUMAN)
    assert win.model.round.stage == Stage.FOLLOW
    assert win.status_label.text().startswith("Your turn — answer the")
    win.table.activate_card(card(win.model.round, "AH"))  # trumps the club: the lead is kept
    assert win.model.is_human_turn() and win.table.queue.busy
    assert win.status_label.text() == ""
    settled_turn(qtbot, win)
    assert win.status_label.text().startswith("You won the trick")


def test_the_status_line_names_the_7_beside_the_melds(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """The regression pass: with melds and the 7 of trumps both on offer, the status line
    said only "declare your melds", the Exchange button unexplained beside them."""
    win = in_the_window(qtbot, windows, TWO_MELDS)
    assert win.status_label.text() == (
        "You won the trick — declare your melds, exchange the 7 of trumps if you like, "
        "then continue."
    )


@pytest.mark.parametrize("melds", [1, 2])
@pytest.mark.parametrize("shows", [False, True])
def test_enter_names_the_meld_and_the_7_when_both_are_on_offer(
    qapp: QApplication, melds: int, shows: bool
) -> None:
    """The QA pass: with a meld and the exchange on offer, the first Enter named the meld
    alone, and the second passed up the 7's 10 points without a word about them."""
    words = _passing_words(melds, True, shows)
    assert "7 of trumps" in words and " X" in words and "Enter again" in words
    assert ("show" if shows else "exchange") in words
    assert ("melds" in words) == (melds > 1)


def test_the_panel_names_the_7_beside_the_melds(qtbot: QtBot, windows: list[MainWindow]) -> None:
    """The QA pass: with melds and the exchange on offer, the line under the title named
    the melds alone, and the exchange's button read otherwise than the others ("E̲xchange"
    beside "1  Marriage…"): its key now leads it, as on every other button."""
    win = in_the_window(qtbot, windows, TWO_MELDS)
    panel = win.table.panel
    assert EXCHANGE in win.model.human_legal_actions()
    assert "exchange the 7 of trumps" in panel._hint.text()
    exchange = panel_button(win, ActionKind.EXCHANGE)
    assert exchange.text().replace("\n", " ").startswith("&X  Exchange the 7 of trumps for ")


def test_the_panel_stays_in_its_corner_when_the_exchange_shortens_it(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """The QA pass: on a large table, the panel with two melds and the exchange stood in
    the corner; the exchange made it short enough for the middle, and it jumped there,
    away from the pointer. It stays while it is up (on the left, above the hand since
    that place was made); a new size may place it anew."""
    win = in_the_window(qtbot, windows, TWO_MELDS)
    win.resize(1600, 1000)
    settled_turn(qtbot, win)
    panel = win.table.panel
    margin = win.table._layout.margin
    place = win.table._panel_place
    assert panel.x() <= margin + 1 and place == "above hand"
    qtbot.mouseClick(panel_button(win, ActionKind.EXCHANGE), Qt.MouseButton.LeftButton)
    settled_turn(qtbot, win)
    assert EXCHANGE not in win.model.human_legal_actions() and panel.isVisible()
    assert panel.x() <= margin + 1 and win.table._panel_place == place
    win.resize(1610, 1000)  # (a new size: the shorter panel fits the middle)
    qtbot.waitUntil(lambda: win.table._panel_place == "middle", timeout=5000)
    assert panel.x() > win.width() / 4


def test_enter_speaks_of_one_meld_where_one_a_window_is_allowed(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """The regression pass (Bésigue): the panel said "Declare one meld" and the first
    Enter "You may declare melds… without them"."""
    rules = RuleSet.from_preset("marjolet", {"max_melds_per_window": 1})
    state = build_deal(*TWO_MELDS, rules="marjolet", dealer=COMPUTER)
    win = MainWindow(quick_settings(rules=rules), seed=5, autosave=False)
    qtbot.addWidget(win)
    windows.append(win)
    win.show()
    qtbot.waitExposed(win)
    win.model.new_game_with_deal(state.deal, rules)
    settled_turn(qtbot, win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=10_000)
    win.table.activate_card(card(win.model.round, "AH"))
    settled_turn(qtbot, win)
    assert win.table.panel._hint.text().startswith("Declare one meld")
    win.table.setFocus()
    with qtbot.waitSignal(win.model.actionRefused) as said:
        press(qtbot, Qt.Key.Key_Return)
    assert said.args[0].startswith("You may declare a meld and exchange the 7 of trumps")
