"""Shared pieces of the interface tests: settings, slow opponents, legal-move pickers."""

from __future__ import annotations

import random
import threading
import time
from typing import Any

from marjolet_qt.ai.base import ExplainingPlayer
from marjolet_qt.ai.reasons import RANDOM, Reason
from marjolet_qt.app.settings import Settings
from marjolet_qt.engine.actions import Action, ActionKind
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import RoundState
from marjolet_qt.engine.rules import RuleSet


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
    """

    name = "slow"

    def __init__(self, seconds: float = 5.0) -> None:
        self.seconds = seconds
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
            if should_stop is not None and should_stop():
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
