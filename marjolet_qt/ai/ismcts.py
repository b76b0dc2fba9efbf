"""Information-set Monte Carlo tree search for phase 1: an arena experiment (#17).

Why: Hard values each candidate by rollouts of the rules of thumb in sampled worlds
("flat" Monte Carlo). More time only shrinks the noise of those values, never their
bias: the rules of thumb play every later move. Measured, six times Hard's worlds
(Expert) gain a few points at most. A tree search lets time improve the later moves too:
each iteration draws one world the seat's observation allows, walks down a tree of the
moves played so far in earlier iterations (both sides choosing by UCB among the moves
legal in this world), adds one new move, and finishes with a rollout and the exact
phase-2 solve (Hard's :func:`.search.play_out`). The best-tried moves are played more
and more, and their values come to rest on better play than the rules of thumb's.

This is single-observer ISMCTS (Cowling, Powley and Whitehouse, "Information Set Monte
Carlo Tree Search", IEEE TCIAIG 2012): one tree over the searching seat's information
set, nodes keyed by the action, each child's UCB counting only the visits in which it
was legal ("availability"). The opponent's moves in the tree are chosen with the world
in view, as in Hard's rollouts. Windows and the exchange are decided as Hard decides
them (the rules of thumb), so the tree branches on cards only, and only in phase 1:
once the stock is gone the solver knows the value.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from marjolet_qt.engine.actions import Action
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import RoundState, Stage

from . import heuristics
from .heuristics import View
from .reasons import Reason, why
from .rollout import rollout_policy
from .sampling import World, worlds
from .search import SearchPlayer, play_out
from .solver import Phase2Solver

#: UCB's exploration, in points of the round (a round's difference spreads over tens of
#: points from one world to the next). A first guess: the arena measures it.
EXPLORATION = 30.0


class Node:
    """A move in the tree: how often it was tried, the points it brought the player who
    made it (in total), and how often it was legal when its parent was visited."""

    __slots__ = ("available", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 0

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class ISMCTSPlayer(SearchPlayer):
    """Hard's shortcuts (forced moves, windows, the exchange, phase 2 solved exactly),
    and a tree search for the cards of phase 1 (see the module)."""

    def __init__(
        self, name: str = "ismcts", *, exploration: float = EXPLORATION, **kwargs: Any
    ) -> None:
        super().__init__(name, **kwargs)
        self.exploration = exploration
        #: The last search's tree (tests, and a report of how many iterations it saw).
        self.last_root: Node | None = None

    def _search(
        self,
        obs: Observation,
        view: View,
        budget: float,
        rng: random.Random,
        *,
        should_stop: Callable[[], bool] | None,
        truth: World | None,
    ) -> tuple[Action, Reason]:
        if obs.stage not in (Stage.LEAD, Stage.FOLLOW) or truth is not None:
            return super()._search(obs, view, budget, rng, should_stop=should_stop, truth=truth)
        clock = self.clock
        deadline = clock() + max(0.0, budget) * self.safety
        stream = worlds(obs, rng, self.enumerate_limit)
        solver = self.solver(obs.rules)
        root = Node()
        iterations = 0
        while True:
            if self.iterations is not None:
                if iterations >= self.iterations:
                    break
            elif iterations and clock() >= deadline:
                break
            if should_stop is not None and should_stop():
                break
            state = obs.world(*next(stream))
            state.forget_history()
            self._iterate(root, state, rng.getrandbits(32), solver, rng)
            iterations += 1
        self.last_root = root
        tried = [(node.visits, node.mean(), action) for action, node in root.children.items()]
        if tried:
            action = max(tried, key=lambda t: (t[0], t[1]))[2]
        else:
            action = heuristics.choose(view, rng, self.rollout_style)
        # With two packs a world may hold the other copy of the card offered.
        action = obs.canonical(action)
        return action, why(view, action)

    def _iterate(
        self, root: Node, state: RoundState, seed: int, solver: Phase2Solver, rng: random.Random
    ) -> None:
        """One iteration: down the tree in this world, one new move, a rollout, and the
        result credited to every move on the way, for the player who made it."""
        node = root
        path: list[tuple[Node, int]] = []
        policy = rollout_policy(state.rules, state.trump, self.rollout_style.weights)
        while state.upcard >= 0 and state.stage != Stage.OVER:
            forced = policy.forced_move(state)
            if forced is not None:  # as Hard's rollouts make it: no branching
                state.apply_unchecked(forced)
                continue
            legal = state.legal_actions()
            mover = state.to_move
            untried = []
            for action in legal:
                child = node.children.get(action)
                if child is None:
                    untried.append(action)
                else:
                    child.available += 1
            if untried:
                action = rng.choice(untried)
                child = node.children[action] = Node()
                child.available = 1
                state.apply_unchecked(action)
                path.append((child, mover))
                break
            node, action = ucb_child(node, legal, self.exploration)
            state.apply_unchecked(action)
            path.append((node, mover))
        value = play_out(state, seed, solver, self.rollout_style)
        for visited, mover in path:
            visited.visits += 1
            visited.total += value if mover == 0 else -value


def ucb_child(node: Node, legal: list[Action], exploration: float) -> tuple[Node, Action]:
    """UCB1 among the children legal here, each with its own availability count."""
    best: tuple[float, Node, Action] | None = None
    for action in legal:
        child = node.children[action]
        score = child.mean() + exploration * math.sqrt(math.log(child.available) / child.visits)
        if best is None or score > best[0]:
            best = (score, child, action)
    assert best is not None
    return best[1], best[2]
