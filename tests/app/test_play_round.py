"""A whole round played through the widgets, as a player would: clicks, panel, summary."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from marjolet_qt.app.model import HUMAN
from marjolet_qt.app.reason_text import action_text
from marjolet_qt.app.window import MainWindow
from marjolet_qt.engine.actions import EXCHANGE, ActionKind
from marjolet_qt.engine.cards import CARDS, CLUBS, DIAMONDS, HEARTS, SPADES, card_id, iter_cards
from marjolet_qt.engine.round import CATEGORIES, Deal, Stage
from marjolet_qt.engine.rules import RuleSet

from .helpers import card_point, quick_settings

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = MainWindow(quick_settings(), seed=2024)
    qtbot.addWidget(win)
    win.resize(1280, 820)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()
    assert not win.model._thinker.running


def wait_for_human(qtbot: QtBot, win: MainWindow) -> None:
    model = win.model
    qtbot.waitUntil(
        lambda: model.round.is_over() or (model.is_human_turn() and not win.table.queue.busy),
        timeout=5000,
    )


def click_card(qtbot: QtBot, win: MainWindow, card: int) -> None:
    qtbot.mouseClick(
        win.table.viewport(), Qt.MouseButton.LeftButton, pos=card_point(win.table, card)
    )


def test_whole_round_through_the_widgets(qtbot: QtBot, window: MainWindow) -> None:
    model, table = window.model, window.table
    rng = random.Random(8)
    window.start()
    declared = 0
    refused_once = False
    screenshot_taken = False
    while True:
        wait_for_human(qtbot, window)
        state = model.round
        if state.is_over():
            break
        history = len(state.history)
        if state.stage == Stage.WINDOW:
            panel = table.panel
            assert panel.isVisible()
            meld = panel.button_for(ActionKind.MELD) or panel.button_for(ActionKind.EXCHANGE)
            button = meld or panel.button_for(ActionKind.DONE)
            assert button is not None and button.isVisible()
            if meld is not None:
                declared += 1
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            assert len(state.history) == history + 1
            continue
        assert not table.panel.isVisible()
        playable = state.playable_mask()
        mine = table.human_cards()
        illegal = [c for c in mine if not playable >> c & 1]
        if illegal and not refused_once:
            # Phase 2, the follower is bound: the other cards are dimmed and refused.
            assert all(table.card_item(c).is_dimmed for c in illegal)
            click_card(qtbot, window, illegal[0])
            assert len(state.history) == history
            assert table.refusal_text.startswith("You must")
            assert window.statusBar().currentMessage() == table.refusal_text
            refused_once = True
        if len(state.tricks) >= 5 and not screenshot_taken:
            ARTIFACTS.mkdir(exist_ok=True)
            assert window.grab().save(str(ARTIFACTS / "table-midround.png"))
            screenshot_taken = True
        card = rng.choice([c for c in mine if playable >> c & 1])
        click_card(qtbot, window, card)
        assert len(state.history) == history + 1, f"the click on {card} did not play it"
        assert state.history[history].kind == ActionKind.PLAY
        assert state.history[history].card == card
    assert screenshot_taken
    assert refused_once, "no bound phase-2 follow happened in this deal"
    assert declared > 0, "no meld or exchange was declared in this deal"

    # The end-of-round summary shows the engine's scores.
    qtbot.waitUntil(lambda: window.active_dialog is not None, timeout=10_000)
    dialog = window.active_dialog
    state = model.round
    breakdown = dialog.breakdown_table  # type: ignore[union-attr]
    for row, category in enumerate(CATEGORIES):
        assert breakdown.item(row, 1).text() == str(state.breakdown(HUMAN)[category])
        assert breakdown.item(row, 2).text() == str(state.breakdown(1 - HUMAN)[category])
    total = len(CATEGORIES)
    assert breakdown.item(total, 1).text() == str(state.score(HUMAN))
    assert breakdown.item(total, 2).text() == str(state.score(1 - HUMAN))
    assert model.match.totals == (state.score(0), state.score(1))
    # Going on deals the next round.
    dialog.accept()  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: len(model.match.results) == 1 and not model.round.is_over())
    assert table.state is not None and len(table.state.hands[HUMAN]) > 0


@pytest.mark.slow
def test_melded_cards_are_played_from_the_meld_row(qtbot: QtBot) -> None:
    """Exposed cards stay playable: a click on the meld row plays the card."""
    for seed in range(30):
        win = MainWindow(quick_settings(), seed=seed)
        qtbot.addWidget(win)
        win.show()
        model, table = win.model, win.table
        rng = random.Random(seed)
        win.start()
        try:
            for _ in range(60):
                wait_for_human(qtbot, win)
                state = model.round
                if state.is_over():
                    break
                exposed = table.state.melds[HUMAN] if table.state else ()
                if state.stage != Stage.WINDOW and exposed:
                    card = exposed[0]
                    click_card(qtbot, win, card)
                    assert state.history[-1].kind == ActionKind.PLAY
                    assert state.history[-1].card == card
                    return
                legal = model.human_legal_actions()
                melds = [a for a in legal if a.kind == ActionKind.MELD]
                plays = [a for a in legal if a.kind == ActionKind.PLAY]
                if melds:
                    qtbot.mouseClick(table.panel.buttons[0], Qt.MouseButton.LeftButton)
                elif plays:
                    # Keep melded cards in hand: play something else when possible.
                    others = [a for a in plays if not state.exposed[HUMAN] >> a.card & 1]
                    model.play_human(rng.choice(others or plays))
                else:
                    model.play_human(legal[-1])
        finally:
            win.close()
    pytest.fail("no deal gave the human a meld")


def test_closing_during_animations_is_clean(qtbot: QtBot) -> None:
    win = MainWindow(quick_settings(animation_speed="normal"), seed=4)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.start(first_dealer=HUMAN)  # the computer leads once the deal has landed
    qtbot.waitUntil(lambda: win.table.queue.busy, timeout=10_000)
    qtbot.wait(200)
    assert win.close()
    assert not win.model._thinker.running
    qtbot.wait(100)


def _viewport_rect(widget: QWidget, table: Any) -> QRect:
    return QRect(table.viewport().mapFrom(table, widget.pos()), widget.size())


@pytest.mark.parametrize(
    ("language", "speed"), [("en", "off"), pytest.param("fr", "fast", marks=pytest.mark.slow)]
)
def test_the_declaration_panel_never_covers_a_card_of_the_hand(
    qtbot: QtBot, language: str, speed: str
) -> None:
    """Bésigue's eight-card hands reach the bottom-left corner where the panel stands:
    the hand makes room while it is shown (an animated step when animations are on), and
    closes up again after."""
    settings = quick_settings(
        rules=RuleSet.from_preset("besigue"), language=language, animation_speed=speed
    )
    win = MainWindow(settings, seed=3)
    qtbot.addWidget(win)
    win.resize(1280, 820)  # the default size
    win.show()
    qtbot.waitExposed(win)
    model, table = win.model, win.table
    win.start()
    windows = 0
    try:
        while windows < 6:
            wait_for_human(qtbot, win)
            state = model.round
            if state.is_over() or state.upcard < 0:
                break
            legal = model.human_legal_actions()
            if state.stage == Stage.WINDOW:
                qtbot.waitUntil(table.panel.isVisible, timeout=10_000)
                qtbot.waitUntil(lambda: not table.queue.busy, timeout=10_000)  # room made
                panel = _viewport_rect(table.panel, table)
                shown = table.state
                assert shown is not None
                for card in shown.hands[HUMAN]:
                    item = table.card_item(card)
                    box = table.mapFromScene(item.sceneBoundingRect()).boundingRect()
                    assert not panel.intersects(box), (card, panel, box)
                windows += 1
                qtbot.mouseClick(table.panel.button_for(ActionKind.DONE), Qt.MouseButton.LeftButton)
                assert not table.panel.isVisible()
                assert table.table_layout.reserve_left == table.table_layout.hand_reserve_left == 0
                continue
            plays = [a for a in legal if a.kind == ActionKind.PLAY]
            # Play high to win tricks, and so open declaration windows.
            model.play_human(max(plays, key=lambda a: a.card % 8) if plays else legal[-1])
        assert windows >= 2, "too few declaration windows in this deal"
    finally:
        win.close()


def _besigue_deal(both_sevens: bool) -> Deal:
    """Hearts trump, the human holding the top trumps, so that leading an Ace of hearts
    wins the trick (the card led beats its twin). With ``both_sevens`` the human holds
    both 7s of hearts and the 9 is turned up; else the human holds one 7, the other is
    turned up."""
    sevens = ((0, 0), (0, 1)) if both_sevens else ((0, 0),)
    tops = ((7, 0), (7, 1), (6, 0), (6, 1), (5, 0), (4, 0))
    human = [card_id(r, HEARTS, c) for r, c in (*sevens, *tops)]
    if not both_sevens:
        human.append(card_id(7, SPADES, 0))  # the eighth card
    computer = [card_id(r, s, 0) for s in (CLUBS, DIAMONDS, SPADES) for r in (1, 2)]
    computer += [card_id(3, CLUBS, 0), card_id(3, DIAMONDS, 0)]
    upcard = card_id(2, HEARTS, 0) if both_sevens else card_id(0, HEARTS, 1)
    used = {*human, *computer, upcard}
    stock = tuple(CARDS[c] for c in range(64) if c not in used)
    hands = (tuple(CARDS[c] for c in human), tuple(CARDS[c] for c in computer))
    return Deal(1, hands, CARDS[upcard], stock)


@pytest.mark.parametrize(("both_sevens", "speed"), [(False, "off"), (True, "fast")])
def test_showing_the_second_seven_of_trumps_moves_no_card(
    qtbot: QtBot, both_sevens: bool, speed: str
) -> None:
    """Two packs: with the other 7 of trumps as the upcard (turned up, or just exchanged
    in the same window), the panel offers to *show* the 7 (key X); both 7s stay where
    they are and the show scores."""
    settings = quick_settings(rules=RuleSet.from_preset("besigue"), animation_speed=speed)
    win = MainWindow(settings, seed=5)
    qtbot.addWidget(win)
    win.resize(1280, 820)
    win.show()
    qtbot.waitExposed(win)
    model, table = win.model, win.table
    deal = _besigue_deal(both_sevens)
    model.new_game_with_deal(deal, settings.rules)
    try:
        wait_for_human(qtbot, win)
        click_card(qtbot, win, card_id(7, HEARTS, 0))  # the Ace of trumps, led
        wait_for_human(qtbot, win)
        state = model.round
        assert state.stage == Stage.WINDOW and state.to_move == HUMAN
        qtbot.waitUntil(table.panel.isVisible, timeout=10_000)
        if both_sevens:
            button = table.panel.button_for(ActionKind.EXCHANGE)
            assert button is not None and button.text().startswith("&X  Exchange")
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not table.queue.busy, timeout=10_000)
        # Either way one 7 of hearts is the upcard now, the human keeps the other.
        seven, upcard = card_id(0, HEARTS, 0), card_id(0, HEARTS, 1)
        assert state.upcard == upcard
        button = table.panel.button_for(ActionKind.EXCHANGE)
        assert button is not None and button.text() == "&X  Show the 7 of trumps (+10)"
        assert button.shortcut().toString() == "X"
        item = table.card_item(upcard)
        assert "show" in item.toolTip()
        upcard_at = item.pos()
        assert action_text(EXCHANGE, state) == "show your 7 of trumps"  # hints, replays
        assert action_text(EXCHANGE, state, computer=True) == "shows its 7 of trumps"
        sevens_before = state.scores[HUMAN * 4 + CATEGORIES.index("sevens")]
        actions = len(state.history)
        win.activateWindow()
        table.setFocus()
        qtbot.waitUntil(win.isActiveWindow, timeout=10_000)  # shortcuts need it
        qtbot.keyClick(table, Qt.Key.Key_X)  # the button's shortcut animates a click
        qtbot.waitUntil(lambda: len(state.history) == actions + 1, timeout=10_000)
        assert state.history[-1].kind == ActionKind.EXCHANGE
        assert state.upcard == upcard and state.hands[HUMAN] >> seven & 1
        assert state.scores[HUMAN * 4 + CATEGORIES.index("sevens")] == sevens_before + 10
        assert table.caption_text == "You: 7 of trumps shown — 10"  # (who scored, named)
        qtbot.waitUntil(lambda: not table.queue.busy, timeout=10_000)
        shown = table.state
        assert shown is not None and shown.upcard == upcard
        assert sorted(shown.hands[HUMAN]) == sorted(set(shown.hands[HUMAN]))
        assert set(shown.hands[HUMAN]) | set(shown.melds[HUMAN]) == set(
            iter_cards(state.hands[HUMAN])
        )
        assert item.pos() == upcard_at
        assert table.panel.button_for(ActionKind.EXCHANGE) is None
    finally:
        win.close()


def test_closing_while_a_computer_move_waits_for_the_animations(qtbot: QtBot) -> None:
    """Found by the monkey (#13): closing the window while the computer's move was held
    until the cards landed let the table's stop() release that move (the queue went idle),
    which the model applied and the table animated after the window had closed; the
    animation ran on into the destroyed scene (RuntimeError on every frame)."""
    win = MainWindow(quick_settings(animation_speed="fast"), seed=12)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.start(first_dealer=HUMAN)  # the computer leads while the deal is still flying
    model = win.model
    # The deal stays in the air until the window closes, however long the computer takes
    # to answer: it lands in some 0.6 s at this speed, and on a busy machine it could land
    # first (the move is then played at once, never held, and this wait timed out).
    deal = win.table.queue._running
    assert deal is not None
    deal.pause()
    qtbot.waitUntil(lambda: model._pending is not None, timeout=30_000)
    queue = win.table.queue
    assert queue.busy
    win.close()
    assert model.round.history == []  # the held move was dropped, not played
    # (Through win.table, not queue: mypy would keep `queue.busy` True past the close.)
    assert not win.table.queue.busy and len(win.table.queue) == 0
    qtbot.wait(50)
    assert not win.table.queue.busy and len(win.table.queue) == 0
