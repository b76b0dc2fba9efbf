"""The player interface every level implements, and the levels themselves.

A player sees one seat's :class:`~marjolet_qt.engine.observation.Observation` (which
carries the legal actions) and nothing else, so it cannot cheat by construction: the
OpenSpiel-style split between the game and the agents. The app calls
``make_player(level).choose(observation, budget, rng)`` (see :mod:`.levels`) from a worker
thread and may pass ``should_stop`` so that closing the window ends a long search at once.

Every level also answers ``choose_with_reason``: the action and its :class:`.reasons.Reason`
(a code and its data, which the application words for the Hint). :func:`.levels.explain`
gives the reason for any action, chosen by the level or not.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol, runtime_checkable

from marjolet_qt.engine.actions import Action, ActionKind
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.rules import RuleSet

from . import heuristics
from .base import ExplainingPlayer
from .heuristics import EASY, MEDIUM, Style, View
from .reasons import RANDOM, Reason, why
from .search import OpenHandPlayer, SearchPlayer
from .solver import Phase2Solver, SolverLimitError

#: Phase-2 positions bigger than this many nodes (custom hands of 10+ cards) fall back
#: to the rules of thumb in Medium, to keep its answer instant.
MEDIUM_NODE_LIMIT = 30_000


@runtime_checkable
class Player(Protocol):
    """Chooses an action for the seat to move."""

    name: str

    def choose(
        self,
        observation: Observation,
        budget: float,
        rng: random.Random,
        should_stop: Callable[[], bool] | None = None,
    ) -> Action:
        """One of ``observation.legal_actions``, within about ``budget`` seconds.

        ``should_stop`` is polled by long searches: when it returns True the player
        answers at once with its best action so far.
        """
        ...

    def choose_with_reason(
        self,
        observation: Observation,
        budget: float,
        rng: random.Random,
        should_stop: Callable[[], bool] | None = None,
    ) -> tuple[Action, Reason]:
        """The action and why (a :class:`Reason`, worded by the application)."""
        ...


class RandomPlayer(ExplainingPlayer):
    """Declares every meld it may, otherwise plays at random: the baseline."""

    name = "random"

    def choose_with_reason(
        self,
        observation: Observation,
        budget: float = 0.0,
        rng: random.Random | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> tuple[Action, Reason]:
        rng = rng if rng is not None else random.Random()
        actions = observation.legal_actions
        for action in actions:
            if action.kind == ActionKind.MELD:
                return action, why(View.of_observation(observation), action)
        return rng.choice(actions), RANDOM


class RulePlayer(ExplainingPlayer):
    """Easy: the rules of thumb, roughly applied, with some randomness; instant.

    ``choose`` leaves the reason out (the table only needs the move, and working it out
    costs a sixth of a decision); ``choose_with_reason`` makes the same choice with it.
    """

    def __init__(self, name: str = "easy", style: Style = EASY) -> None:
        self.name = name
        self.style = style

    def choose(
        self,
        observation: Observation,
        budget: float = 0.0,
        rng: random.Random | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> Action:
        return observation.canonical(self._rule_of_thumb(observation, rng)[0])

    def choose_with_reason(
        self,
        observation: Observation,
        budget: float = 0.0,
        rng: random.Random | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> tuple[Action, Reason]:
        action, view = self._rule_of_thumb(observation, rng)
        # With two packs the rules of thumb may name either copy of a card.
        return observation.canonical(action), why(view, action)

    def _rule_of_thumb(
        self, observation: Observation, rng: random.Random | None
    ) -> tuple[Action, View]:
        """The rules of thumb's action (either copy of a card) and the view it came from."""
        view = View.of_observation(observation)
        rng = rng if rng is not None else random.Random()
        return heuristics.choose(view, rng, self.style), view


class MediumPlayer(RulePlayer):
    """Medium: careful rules of thumb with card counting in phase 1, and the exact
    solver from the moment the stock is gone."""

    def __init__(self, name: str = "medium") -> None:
        super().__init__(name, MEDIUM)
        self._solvers: dict[RuleSet, Phase2Solver] = {}

    def choose(
        self,
        observation: Observation,
        budget: float = 0.0,
        rng: random.Random | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> Action:
        solved = self._solved(observation)
        if solved is not None:
            return solved[0]
        return super().choose(observation, budget, rng, should_stop)

    def choose_with_reason(
        self,
        observation: Observation,
        budget: float = 0.0,
        rng: random.Random | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> tuple[Action, Reason]:
        solved = self._solved(observation)
        if solved is not None:
            action, value = solved
            view = View.of_observation(observation)
            return action, why(view, action).with_params(solved=value)
        return super().choose_with_reason(observation, budget, rng, should_stop)

    def _solved(self, observation: Observation) -> tuple[Action, int] | None:
        """The solver's best action and its exact value once the stock is gone, or None
        (phase 1, a single legal action, or a position past the node limit)."""
        legal = observation.legal_actions
        if observation.upcard >= 0 or len(legal) < 2:
            return None
        rules = observation.rules
        solver = self._solvers.get(rules)
        if solver is None:
            solver = self._solvers[rules] = Phase2Solver(rules, max_nodes=MEDIUM_NODE_LIMIT)
        try:
            return solver.best_action(observation.world(0, ()))
        except SolverLimitError:
            return None


__all__ = [
    "MediumPlayer",
    "OpenHandPlayer",
    "Player",
    "RandomPlayer",
    "RulePlayer",
    "SearchPlayer",
]
