"""The phase-2 solver's engine search: alpha-beta over the engine's own round, for the
rule sets with phase-2 declaration windows, whose choices interact with the meld table in
ways the compact search (:mod:`.solver`) does not repeat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from marjolet_qt.engine.round import RoundState, Stage

from .solver_tables import INF, SolverLimitError

if TYPE_CHECKING:
    from .solver import Phase2Solver


def score_difference(state: RoundState) -> int:
    """The round's score so far, seat 0 minus seat 1."""
    return state.score(0) - state.score(1)


class EngineSearch:
    """Alpha-beta over the engine's round itself, for rule sets with phase-2 windows."""

    def __init__(self, owner: Phase2Solver) -> None:
        self.owner = owner
        self.tt: dict[Any, tuple[int, int]] = {}

    def future(self, state: RoundState, alpha: int, beta: int) -> int:
        """Points still to come, seat 0 minus seat 1, with perfect play."""
        if state.stage == Stage.OVER:
            return 0
        owner = self.owner
        owner.nodes += 1
        if owner.max_nodes is not None and owner.nodes > owner.max_nodes:
            raise SolverLimitError("phase-2 solver node limit reached")
        key = (
            state.hands[0],
            state.hands[1],
            state.stage,
            state.to_move,
            state.lead_card,
            state.declared[0],
            state.declared[1],
            state.window_melds,
            state.seven_done,
            state.won[0] & owner._kq,
            state.won[1] & owner._kq,
            _sweep_key(state) if owner._sweep_matters else 0,
        )
        entry = self.tt.get(key)
        if entry is not None:
            lo, hi = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
        alpha0, beta0 = alpha, beta
        maximise = state.to_move == 0
        best = -INF if maximise else INF
        before = score_difference(state)
        undo_ok = state._undo is not None
        for action in state.legal_actions():
            child = state if undo_ok else state.clone()
            child.apply_unchecked(action)
            gain = score_difference(child) - before
            value = gain + self.future(child, alpha - gain, beta - gain)
            if undo_ok:
                child.undo()
            if maximise:
                if value > best:
                    best = value
                    alpha = max(alpha, best)
            elif value < best:
                best = value
                beta = min(beta, best)
            if alpha >= beta:
                break
        lo, hi = entry if entry is not None else (-INF, INF)
        if best <= alpha0:
            hi = min(hi, best)
        elif best >= beta0:
            lo = max(lo, best)
        else:
            lo = hi = best
        self.tt[key] = (lo, hi)
        return best


def _sweep_key(state: RoundState) -> tuple[int, int]:
    """Who may still win every phase-2 trick: (wins of 0 == played, wins of 1 == played)."""
    wins = state.phase2_wins
    played = wins[0] + wins[1]
    return (int(wins[0] == played), int(wins[1] == played))
