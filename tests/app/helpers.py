"""Shared pieces of the interface tests: settings, slow opponents, legal-move pickers."""

from __future__ import annotations

import random
import threading
import time
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog, QTableWidget

from marjolet_qt.ai.base import ExplainingPlayer
from marjolet_qt.ai.reasons import RANDOM, Reason
from marjolet_qt.app.settings import Settings
from marjolet_qt.app.window import MainWindow
from marjolet_qt.engine.actions import Action, ActionKind
from marjolet_qt.engine.match import Match
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import RoundState
from marjolet_qt.engine.rules import RuleSet

ROOT = Path(__file__).resolve().parents[2]
#: The French catalogue (the source the translators edit) and its compiled form.
TS_FILE = ROOT / "marjolet_qt" / "i18n" / "marjolet_fr.ts"
QM_FILE = TS_FILE.with_suffix(".qm")


def quick_settings(**changes: Any) -> Settings:
    """Easy opponent, no animations: the settings every fast interface test uses.

    Every declaration window is shown (``auto_continue`` off), so that tests meet the
    panel at each trick won; the tests of "continue at once" turn it on.
    """
    values: dict[str, Any] = {"level": "easy", "animation_speed": "off", "auto_continue": False}
    values.update(changes)
    return Settings(**values)


class SlowPlayer(ExplainingPlayer):
    """Thinks until told to stop (or ``seconds`` pass), then plays its first legal move.

    Stands in for a long Hard search so that cancellation can be tested deterministically.
    A ``deaf`` one does not listen to should_stop (a search overrunning the shutdown).
    """

    name = "slow"

    def __init__(self, seconds: float = 5.0, *, deaf: bool = False) -> None:
        self.seconds = seconds
        self.deaf = deaf
        self.started = threading.Event()
        self.stopped_early = threading.Event()

    def choose_with_reason(
        self,
        observation: Observation,
        budget: float,
        rng: random.Random,
        should_stop: Any = None,
    ) -> tuple[Action, Reason]:
        self.started.set()
        end = time.monotonic() + self.seconds
        while time.monotonic() < end:
            if should_stop is not None and not self.deaf and should_stop():
                self.stopped_early.set()
                break
            time.sleep(0.005)
        return observation.legal_actions[0], RANDOM


def finished_round(seed: int, preset: str = "marjolet") -> RoundState:
    """A round of random legal moves played to its end: one deal per ``seed``, as the
    statistics count rounds and games by the deal that was played."""
    rng = random.Random(seed)
    state = RoundState.new(RuleSet.from_preset(preset), 1, rng)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    return state


def with_moves_taken_back(
    preset: str, seed: int, moves: int = 6, undos: int = 2
) -> tuple[Match, list[list[Action]]]:
    """A game whose round is in its last tricks (no draw to stop undo), ``moves`` random
    moves played there and ``undos`` undos taken as the model takes them (each the
    player's last move and the computer's answers): the game, and what Redo would play
    again, one list per undo, the latest last."""
    rng = random.Random(seed)
    for attempt in range(100):
        match = Match(RuleSet.from_preset(preset), first_dealer=0, rng=seed + 1000 * attempt)
        state = match.round
        while not state.is_over() and not (state.upcard < 0 and state.to_move == 0):
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over():
            continue
        start = len(state.history)
        players = []
        for _ in range(moves):
            if state.is_over():
                break
            players.append(state.to_move)
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over():
            continue
        stack: list[list[Action]] = []
        for _ in range(undos):
            if 0 not in players:
                break
            taken = []
            while players:
                player = players.pop()
                taken.append(state.undo())
                if player == 0:
                    break
            stack.append(taken[::-1])
        assert len(state.history) >= start
        if len(stack) == undos:
            return match, stack
    raise AssertionError("no game with moves to take back")


def human_choice(legal: list[Action], rng: random.Random) -> Action:
    """A plausible human: declares every meld offered, exchanges the 7, else plays."""
    for kind in (ActionKind.MELD, ActionKind.EXCHANGE):
        for action in legal:
            if action.kind == kind:
                return action
    plays = [a for a in legal if a.kind == ActionKind.PLAY]
    if plays:
        return rng.choice(plays)
    return legal[-1]


def card_point(table: Any, card: int) -> Any:
    """The viewport point to click to hit ``card`` on the table."""
    return table.card_viewport_pos(card).toPoint()


ChildT = TypeVar("ChildT", bound=QObject)
DialogT = TypeVar("DialogT", bound=QDialog)


def child(parent: QObject, kind: type[ChildT], name: str = "") -> ChildT:
    """``parent.findChild(kind, name)``, which must find one (any name when ``name`` is
    empty, as in Qt)."""
    found = parent.findChild(kind, name)
    assert found is not None, (kind.__name__, name)
    return found


def dialog_of(win: MainWindow, kind: type[DialogT]) -> DialogT:
    """The dialog the window's flow has open (``active_dialog``), which must be a ``kind``."""
    dialog = win.active_dialog
    assert isinstance(dialog, kind), dialog
    return dialog


def cell(table: QTableWidget, row: int, column: int) -> str:
    """The text of a table's cell, which must hold an item."""
    item = table.item(row, column)
    assert item is not None, (row, column)
    return item.text()


def heading(table: QTableWidget, column: int) -> str:
    """The text of a table's column heading, which must hold an item."""
    item = table.horizontalHeaderItem(column)
    assert item is not None, column
    return item.text()


def settled_turn(qtbot: Any, win: MainWindow) -> None:
    """Wait until it is the human's turn (or the round is over) and the table is still."""
    model = win.model
    qtbot.waitUntil(
        lambda: (model.is_human_turn() or model.round.is_over()) and not win.table.queue.busy,
        timeout=10_000,
    )
