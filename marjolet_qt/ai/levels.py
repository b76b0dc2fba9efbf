"""The levels: one registry of every player the package can make, and how each thinks.

Before it, a level's name went from the settings through a table of budgets in the
application and a chain of ifs here, and "hard" was spelled out wherever the strongest
player was wanted (the Hint). Each :class:`Level` says once: its name, how to make its
player, whether it thinks against a clock and for how long by default, whether the player
may set that time, and whether it is offered as an opponent. The application words the
names and descriptions (only it speaks the player's language).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from marjolet_qt.engine.actions import Action
from marjolet_qt.engine.observation import Observation

from .base import ExplainingPlayer
from .continuation import Continuation
from .heuristics import View
from .parallel import ExpertPlayer
from .player import MediumPlayer, RandomPlayer, RulePlayer
from .reasons import Reason, why
from .search import OpenHandPlayer, SearchPlayer

#: Make a player: ``iterations`` fixes a search's worlds per decision (tests), ``clock``
#: is what a search's budget is measured on.
Factory = Callable[..., ExplainingPlayer]


@dataclass(frozen=True)
class Level:
    """One kind of player."""

    name: str
    factory: Factory
    #: Seconds per decision by default; 0 for levels that answer at once whatever the
    #: budget (the rules of thumb do not search).
    budget: float
    #: Whether its budget is the player's to set (the settings' thinking time).
    adjustable: bool = False
    #: Whether it is offered as an opponent (``random`` and ``open`` are for measuring).
    offered: bool = True
    #: Whether it thinks in worker processes (Expert): the Hint, which shares the
    #: machine with the opponent, keeps to a level that does not.
    parallel: bool = False

    @property
    def searches(self) -> bool:
        """Whether it thinks against a clock (and so takes ``iterations`` and ``clock``)."""
        return self.budget > 0

    def make(
        self, *, iterations: int | None = None, clock: Callable[[], float] | None = None
    ) -> ExplainingPlayer:
        """A new player of this level (a search takes ``iterations`` and ``clock``)."""
        options: dict[str, Any] = {}
        if self.searches:
            options["iterations"] = iterations
            if clock is not None:
                options["clock"] = clock
        return self.factory(**options)


REGISTRY: tuple[Level, ...] = (
    Level("random", RandomPlayer, budget=0.0, offered=False),
    Level("easy", RulePlayer, budget=0.0),
    Level("medium", MediumPlayer, budget=0.0),
    Level("hard", lambda **o: SearchPlayer("hard", **o), budget=1.0, adjustable=True),
    # Hard's search on both cores (worker processes) for three times as long, with a tree
    # of its own later moves below each candidate (the continuation), the candidates
    # shared out between the workers so that each tree sees every world (issue #17,
    # docs/benchmarks.md: ahead of the flat search deal by deal, in the same time).
    Level(
        "expert",
        lambda **o: ExpertPlayer("expert", continuation=Continuation(), by_candidate=True, **o),
        budget=3.0,
        parallel=True,
    ),
    Level("open", lambda **o: OpenHandPlayer("open", **o), budget=1.0, offered=False),
)
BY_NAME: dict[str, Level] = {level.name: level for level in REGISTRY}

#: The levels offered as opponents, weakest first.
LEVELS: tuple[str, ...] = tuple(level.name for level in REGISTRY if level.offered)
#: Every name :func:`level` knows.
ALL_LEVELS: tuple[str, ...] = tuple(BY_NAME)


def weaker(first: str, second: str) -> str:
    """The weaker of two levels (the registry lists them weakest first): a round the
    player played partly against Easy counts as played against Easy, whatever level
    it ended against. A name the registry does not know counts as the weakest."""

    def strength(name: str) -> int:
        return ALL_LEVELS.index(name) if name in BY_NAME else -1

    return min(first, second, key=strength)


#: The level whose advice the Hint gives: the strongest offered one that thinks in the
#: game's own process (a Hint asked while Expert plays would otherwise start a second
#: set of worker processes on the same cores).
HINT_LEVEL = [level.name for level in REGISTRY if level.offered and not level.parallel][-1]


def level(name: str) -> Level:
    """The level called ``name``; ``ValueError`` for an unknown one."""
    found = BY_NAME.get(name)
    if found is None:
        raise ValueError(f"unknown level {name!r}")
    return found


def make_player(
    name: str,
    *,
    iterations: int | None = None,
    clock: Callable[[], float] | None = None,
) -> ExplainingPlayer:
    """The player for a level name; ``ValueError`` for an unknown one.

    ``iterations`` fixes the number of sampled worlds per decision of the search levels
    (``hard``, ``open``) instead of the time budget: reproducible and fast for tests.
    ``clock`` is what their budget is measured on (the wall clock by default).
    """
    return level(name).make(iterations=iterations, clock=clock)


def budget(name: str, think_time: float) -> float:
    """Seconds level ``name`` is given per decision, ``think_time`` being the player's
    setting (used by the levels whose time is adjustable)."""
    found = level(name)
    return think_time if found.adjustable else found.budget


def explain(
    observation: Observation, action: Action, level: str = "medium", budget: float = 0.3
) -> Reason:
    """Why ``action`` in this position: the level's own reason (with what it expects)
    when it would choose ``action`` too, else what the action does (:func:`.reasons.why`)."""
    player = make_player(level)
    chosen, reason = player.choose_with_reason(observation, budget, random.Random(0))
    if chosen == action:
        return reason
    return why(View.of_observation(observation), action)


__all__ = [
    "ALL_LEVELS",
    "BY_NAME",
    "HINT_LEVEL",
    "LEVELS",
    "REGISTRY",
    "Level",
    "budget",
    "explain",
    "level",
    "make_player",
    "weaker",
]
