"""What the last tricks oblige, said as the round's rules have it: the stock corner's
line (it said "Follow suit now" even where nothing must be followed) and the status line
when a card must be beaten (it said only "follow")."""

from __future__ import annotations

import random

import pytest
from pytestqt.qtbot import QtBot

from marjolet_qt.app.model import COMPUTER, HUMAN
from marjolet_qt.app.window import MainWindow
from marjolet_qt.app.window_parts.status import status_text
from marjolet_qt.engine.rules import RuleSet

from .helpers import human_choice, quick_settings

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]

DUTIES = {
    "marjolet": "Follow suit now",
    "marjolet-strict": "Follow and win if you can",
    "mariage-classique": "Follow; beat a trump lead",
    "mariage-enfants": "Play any card now",
}


def open_window(qtbot: QtBot, preset: str) -> MainWindow:
    win = MainWindow(quick_settings(rules=RuleSet.from_preset(preset)), seed=8, autosave=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.mark.parametrize("preset", sorted(DUTIES))
def test_the_stock_corner_says_what_the_last_tricks_oblige(qtbot: QtBot, preset: str) -> None:
    win = open_window(qtbot, preset)
    model, rng = win.model, random.Random(2)
    win.start(first_dealer=COMPUTER)
    while model.round.upcard >= 0 or not model.is_human_turn():
        qtbot.waitUntil(lambda: model.is_human_turn() and not win.table.queue.busy)
        if model.round.upcard >= 0:
            assert model.play_human(human_choice(model.human_legal_actions(), rng))
    qtbot.waitUntil(lambda: not win.table.queue.busy)
    assert win.table.stock_label_text.splitlines()[-1] == DUTIES[preset]
    win.close()


def test_the_status_says_when_a_card_must_be_beaten(qtbot: QtBot) -> None:
    """Strict Marjolet's last tricks: holding cards of the suit led that win and others
    that do not, the player is told to beat the card, not only to follow."""
    win = open_window(qtbot, "marjolet-strict")
    model = win.model
    seen = 0
    for seed in range(30):
        win.start(first_dealer=COMPUTER if seed % 2 else HUMAN)
        rng = random.Random(seed)
        while not model.round.is_over():
            qtbot.waitUntil(lambda: model.is_human_turn() or model.round.is_over())
            state = model.round
            if state.is_over():
                break
            if state.upcard < 0 and state.lead_card >= 0:
                suit = state.lead_card >> 3 & 3
                suited = [c for c in state.hand(HUMAN) if c >> 3 & 3 == suit]
                playable = state.playable_mask()
                if suited and playable.bit_count() < len(suited):
                    assert status_text(model).startswith("Your turn — beat the "), seed
                    seen += 1
                elif suited and playable != state.hands[HUMAN]:
                    assert "you must follow" in status_text(model)
            assert model.play_human(human_choice(model.human_legal_actions(), rng))
        if seen >= 2:
            break
    assert seen, "no last trick with a card to beat in 30 rounds"
    win.close()
