"""The player interface every level implements.

A player sees one seat's :class:`~marjolet_qt.engine.observation.Observation` (which
carries the legal actions) and nothing else, so it cannot cheat by construction.
"""

from __future__ import annotations

import random
from typing import Protocol

from marjolet_qt.engine.actions import Action, ActionKind
from marjolet_qt.engine.observation import Observation

#: The levels offered as opponents, weakest first. ``open`` (cheating upper bound) is
#: only for measurement and is not listed here.
LEVELS: tuple[str, ...] = ("easy", "medium", "hard")


class Player(Protocol):
    """Chooses an action for the seat to move."""

    name: str

    def choose(self, observation: Observation, budget: float, rng: random.Random) -> Action:
        """One of ``observation.legal_actions``, within about ``budget`` seconds."""
        ...


class RandomPlayer:
    """Declares every meld it may, otherwise plays at random: the baseline."""

    name = "random"

    def choose(self, observation: Observation, budget: float, rng: random.Random) -> Action:
        actions = observation.legal_actions
        for action in actions:
            if action.kind == ActionKind.MELD:
                return action
        return rng.choice(actions)


def make_player(level: str) -> Player:
    """The player for a level name; ``ValueError`` for an unknown one."""
    if level in ("random", *LEVELS):
        return RandomPlayer()  # replaced level by level as the opponent is built
    raise ValueError(f"unknown level {level!r}")
