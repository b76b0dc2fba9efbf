"""A whole round played through the widgets, as a player would: clicks, panel, summary."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from marjolet_qt.app.model import HUMAN
from marjolet_qt.app.window import MainWindow
from marjolet_qt.engine.actions import ActionKind
from marjolet_qt.engine.round import CATEGORIES, Stage

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
    qtbot.waitUntil(lambda: window.active_dialog is not None, timeout=3000)
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
