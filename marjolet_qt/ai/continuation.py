"""Hard's flat search at the root, a tree for the searching seat's later moves (#17).

Why: Hard values each candidate by rollouts in which the rules of thumb play every later
move, for both sides; more worlds shrink the noise of those values, never their bias, so
more time (Expert) bought Hard nothing measurable. The first tree search
(:mod:`.ismcts`), whose later moves do get better with time, lost to Hard at the same
time: it gave up what makes Hard's comparison sharp, every candidate valued in the same
worlds (common random numbers), and it tried its new moves at random where Hard's
rollouts play the rules of thumb's.

A continuation keeps Hard's root whole (the same worlds and seeds for every candidate,
the early stop, the fallback to the rules of thumb) and changes only how the round goes
on after each candidate: below each candidate grows a tree of the seat's own later
phase-1 moves. At a node the rules of thumb's move is tried first, the next best by
their scores only as the node is visited more (progressive widening), and UCB chooses
among those offered; past the tree the rollout goes on as Hard's. A tree that never
leaves the rules of thumb's moves gives exactly Hard's values; with time the seat's
later moves get better than the rules'.

The opponent's moves stay the rules of thumb's, made in the world: a tree choosing them
would learn replies against the seat's true hand, which the opponent does not know
(single-observer ISMCTS's weakness). The seat's own nodes gather the visits of every
world in which the moves before them were made, as its information set does.

``SearchPlayer(continuation=Continuation())`` searches so (the arena's ``pimc-tree``;
``expert-tree`` is Expert so, each worker process growing its own trees).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from marjolet_qt.engine.actions import PLAY_ACTIONS, Action
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import RoundState, Stage

from .heuristics import Style
from .ismcts import Node, ucb_child
from .rollout import RolloutPolicy, rollout_policy
from .sampling import World
from .search import play_out
from .solver import Phase2Solver

#: A node offers its k-th best move (by the rules of thumb's scores) once it has been
#: visited ``WIDENING * (k - 1) ** 2`` times.
WIDENING = 8
#: UCB's exploration among the moves offered, in points of the round.
EXPLORATION = 20.0


@dataclass(frozen=True, slots=True)
class Continuation:
    """How the trees below the candidates grow (a value: it travels to Expert's workers)."""

    exploration: float = EXPLORATION
    widening: int = WIDENING

    def trees(self, candidates: int) -> ContinuationTrees:
        """Fresh trees for one decision's ``candidates`` candidates."""
        return ContinuationTrees(self, candidates)


class ContinuationTrees:
    """One decision's trees, one below each candidate, grown one world at a time."""

    def __init__(self, settings: Continuation, candidates: int) -> None:
        self.settings = settings
        self.roots = [Node() for _ in range(candidates)]

    def world_values(
        self,
        obs: Observation,
        candidates: list[Action],
        world: World,
        seed: int,
        solver: Phase2Solver,
        *,
        style: Style,
    ) -> list[int]:
        """Each candidate's value in one world, for the searching seat, as
        :func:`.search.world_values` gives it but for the seat's later moves, which its
        tree chooses (common random numbers still: the same world and seed)."""
        base = obs.world(*world)
        base.forget_history()
        sign = 1 if obs.seat == 0 else -1
        policy = rollout_policy(obs.rules, obs.trump, style.weights)
        values: list[int] = []
        for action, root in zip(candidates, self.roots, strict=True):
            state = base.clone()
            state.apply_unchecked(action)
            value = self._descend(root, state, obs.seat, policy, solver, seed, style)
            values.append(sign * value)
        return values

    def _descend(  # noqa: PLR0917 (one walk's context, private)
        self,
        node: Node,
        state: RoundState,
        seat: int,
        policy: RolloutPolicy,
        solver: Phase2Solver,
        seed: int,
        style: Style,
    ) -> int:
        """Down the candidate's tree in this world until a new node, then Hard's
        rollout; the value (seat 0 minus seat 1) is credited to every node on the way."""
        widening = self.settings.widening
        path = [node]
        while state.upcard >= 0 and state.stage != Stage.OVER:
            forced = policy.forced_move(state)
            if forced is not None:  # as Hard's rollouts make it: no node
                state.apply_unchecked(forced)
                continue
            scores: list[tuple[int, float]] = []
            best = policy.phase1_card(
                state, state.copies_offered(state.hands[state.to_move]), scores
            )
            if state.to_move != seat:
                # The opponent's move: the rules of thumb's in this world, one child
                # for each move it made in some world.
                action = PLAY_ACTIONS[best]
                child = node.children.get(action)
                state.apply_unchecked(action)
                if child is None:
                    node.children[action] = child = Node()
                child.available += 1
                path.append(child)
                if child.visits == 0:
                    break
                node = child
                continue
            offered = 1 + math.isqrt(node.visits // widening)
            moves = [PLAY_ACTIONS[best]]
            if offered > 1:  # the ranking is only needed once the node widens
                ranked = sorted(scores, key=lambda score: -score[1])
                moves += [PLAY_ACTIONS[card] for card, _ in ranked if card != best][: offered - 1]
            untried = [move for move in moves if move not in node.children]
            if untried:
                action = untried[0]
                node.children[action] = child = Node()
                child.available = 1
                state.apply_unchecked(action)
                path.append(child)
                break
            for move in moves:
                node.children[move].available += 1
            node, action = ucb_child(node, moves, self.settings.exploration)
            state.apply_unchecked(action)
            path.append(node)
        value = play_out(state, seed, solver, style)
        credit = value if seat == 0 else -value
        for visited in path:
            visited.visits += 1
            visited.total += credit
        return value
