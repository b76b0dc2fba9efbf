"""The exact phase-2 solver: once the stock is gone both hands are known, so the rest of
the round is a game of perfect information that can be solved outright.

The solver maximises the final point difference of the round under the rule set: card
points, the 7 of trump played, trump 7s captured, marriages completed among won cards
(``meld_scoring: "captured"``), the last-trick bonus or the all-final-tricks bonus, and
melds declared in phase-2 windows when ``melds_in_phase2`` is on.

Two searches share one interface:

* the **compact search** (every rule set without phase-2 windows) works on bare bitmasks:
  alpha-beta in negamax form over tricks, a transposition table keyed on the two hands
  and the few facts that still change the score (who may still win every trick, whether
  the 7 of trump still scores, the Kings and Queens each side has won), and pruning of
  cards that are equivalent because nothing the other side holds lies between them (with
  two packs, a card's twin above all). It is what makes a 6-card endgame take
  milliseconds in pure Python, and Bésigue's 8-card one tens of them;
* the **engine search** (phase-2 windows, :mod:`.solver_engine`) walks the engine's own
  ``RoundState`` with ``apply_unchecked``/``undo``, because window choices interact with
  the meld table in ways not worth duplicating for a rarely used option.

The compact search derives every rule from the engine: ``beats`` and ``follow_mask`` from
``round.py``, the card points from ``rules.points_by_card``, and the last-trick bonus and
captured marriages from the engine's own scoring methods (called on a small stand-in),
so a rule fixed in the engine is fixed here (the tables: :mod:`.solver_tables`). The
test suite checks it against a plain exhaustive minimax over the engine on thousands of
positions.
"""

from __future__ import annotations

from typing import Any

from marjolet_qt.engine.actions import PLAY_ACTIONS, Action
from marjolet_qt.engine.cards import KING, QUEEN, RANK_MASK
from marjolet_qt.engine.round import (
    RoundState,
    Stage,
    follow_mask,
    last_trick_bonus,
)
from marjolet_qt.engine.rules import RuleSet

from .solver_engine import EngineSearch, score_difference
from .solver_tables import INF, OWNERS, SolverLimitError, TrumpTables

__all__ = ["SWEEP_LEADER", "SWEEP_NONE", "SWEEP_OPEN", "Phase2Solver", "SolverLimitError"]

#: Who may still win every phase-2 trick (the sweep bonus), as the search carries it:
#: nobody any more; the leader, who has won every phase-2 trick so far; either side,
#: before the first phase-2 trick. Plain ints, not an enum: they sit in the
#: transposition table's keys and are tested at every node.
SWEEP_NONE = 0
SWEEP_LEADER = 1
SWEEP_OPEN = 2
#: The transposition table is dropped when it grows past this many entries: a memory cap
#: (about 25 MB) for a desktop app whose search solves thousands of endgames a second.
TT_LIMIT = 100_000
#: The same kind of cap for the memo of move lists (about 7 MB per trump suit).
ORDERED_MEMO_LIMIT = 30_000


class Phase2Solver:
    """Solves phase-2 positions of one rule set; keep one per rule set to reuse tables.

    Values are final point differences of the round, seat 0 minus seat 1, unless a method
    says otherwise.
    """

    def __init__(self, rules: RuleSet, *, max_nodes: int | None = None) -> None:
        self.rules = rules
        self.max_nodes = max_nodes
        self.nodes = 0
        self._tables: dict[int, TrumpTables] = {}
        self._tt: dict[int, dict[Any, tuple[int, int, int]]] = {}
        self._windows = rules.declares and rules.melds_in_phase2
        self._captured = rules.captures
        self._kq = RANK_MASK[KING] | RANK_MASK[QUEEN] if self._captured else 0
        self._follow_duty = rules.phase2_follow
        # The last-trick bonus with and without a sweep, from the engine's own rule.
        self._last_bonus = last_trick_bonus(rules, sweep=False)
        self._sweep_bonus = last_trick_bonus(rules, sweep=True)
        self._sweep_matters = self._sweep_bonus != self._last_bonus

    # --- public interface --------------------------------------------------------------

    def solve(self, state: RoundState) -> int:
        """The final point difference (seat 0 minus seat 1) with perfect play from here."""
        if state.stage == Stage.OVER:
            return state.score(0) - state.score(1)
        if not state.in_phase2:
            raise ValueError("the solver needs a phase-2 position (the upcard taken)")
        self.nodes = 0
        if self._windows:
            return score_difference(state) + EngineSearch(self).future(state, -INF, INF)
        future = self._compact_root(state, None)
        return score_difference(state) + (future if state.to_move == 0 else -future)

    def action_values(self, state: RoundState) -> dict[Action, int]:
        """The exact final difference (seat 0 minus seat 1) after each legal action."""
        values: dict[Action, int] = {}
        for action in state.legal_actions():
            child = state.clone()
            child.forget_history()
            child.apply_unchecked(action)
            values[action] = self.solve(child)
        return values

    def best_action(self, state: RoundState) -> tuple[Action, int]:
        """The best action for the player to move and the value it secures (final
        difference from that player's point of view)."""
        me = state.to_move
        sign = 1 if me == 0 else -1
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0], sign * self.solve(state)
        if self._windows:
            best_action, best = actions[0], -INF
            for action, value in self.action_values(state).items():
                if sign * value > best:
                    best_action, best = action, sign * value
            return best_action, best
        self.nodes = 0
        choice: list[int] = []
        future = self._compact_root(state, choice)
        value = sign * score_difference(state) + future
        # With two packs the search may hold either copy of a card: play the offered one.
        return state.canonical(PLAY_ACTIONS[choice[0]]), value

    def clear(self) -> None:
        """Forget the transposition tables (they are kept between positions on purpose:
        positions of the same endgame share most of their subtrees)."""
        self._tt.clear()

    # --- the compact search ------------------------------------------------------------

    def _context(self, trump: int) -> tuple[TrumpTables, dict[Any, tuple[int, int, int]]]:
        tables = self._tables.get(trump)
        if tables is None:
            tables = self._tables[trump] = TrumpTables(self.rules, trump)
        tt = self._tt.get(trump)
        if tt is None or len(tt) > TT_LIMIT:
            tt = self._tt[trump] = {}
        return tables, tt

    def _compact_root(self, state: RoundState, choice: list[int] | None) -> int:
        """Future points of the player to move minus the other's, perfect play; when
        ``choice`` is given, the best card is appended to it."""
        tables, tt = self._context(state.trump)
        search = _Compact(self, tables, tt, state)
        mover = state.to_move
        leader = state.leader
        wins = state.phase2_wins
        played = wins[0] + wins[1]
        if not self._sweep_matters:
            sweep = SWEEP_NONE
        elif played == 0:
            sweep = SWEEP_OPEN
        else:
            sweep = SWEEP_LEADER if wins[leader] == played else SWEEP_NONE
        won = state.won
        kq = self._kq
        hands = state.hands
        # The 7s of trump that still score when played (each on its own, with two packs).
        pending = tables.seven_bits & ~state.sevens_scored if search.seven_points else 0
        if state.stage == Stage.LEAD:
            return search.lead(
                hands[mover], hands[1 - mover], sweep, pending, won[mover] & kq,
                won[1 - mover] & kq, -INF, INF, choice,
            )  # fmt: skip
        # FOLLOW: the lead card is on the table; value from the follower's side.
        lead = state.lead_card
        return search.follow(
            hands[leader], hands[mover], lead, sweep, pending, won[leader] & kq,
            won[mover] & kq, -INF, INF, choice,
        )  # fmt: skip


class _Compact:
    """One compact search: the recursion over bitmasks (see the module docstring)."""

    __slots__ = (
        "beaten_by",
        "bonus_last",
        "bonus_max",
        "bonus_sweep",
        "captured",
        "duty",
        "kq",
        "limit",
        "owner",
        "points",
        "rules",
        "seven_points",
        "shapes",
        "sums",
        "tables",
        "trump",
        "tt",
        "two_packs",
    )

    def __init__(
        self,
        owner: Phase2Solver,
        tables: TrumpTables,
        tt: dict[Any, tuple[int, int, int]],
        state: RoundState,
    ) -> None:
        self.owner = owner
        self.tables = tables
        self.tt = tt
        self.rules = owner.rules
        self.trump = state.trump
        self.beaten_by = tables.beaten_by
        self.points = tables.points
        self.seven_points = owner.rules.seven_play_points
        self.captured = owner._captured
        self.kq = owner._kq
        self.duty = owner._follow_duty
        self.bonus_last = owner._last_bonus
        self.bonus_sweep = owner._sweep_bonus
        self.limit = owner.max_nodes
        self.shapes = tables.shapes if not owner._captured else None
        self.sums = tables.sums if not owner._captured else None
        self.two_packs = owner.rules.copies > 1
        self.bonus_max = max(self.bonus_last, self.bonus_sweep)

    def _ordered(self, legal: int, theirs: int, pending: int) -> tuple[int, ...]:
        """The cards of ``legal`` worth trying, strongest first, skipping a card that is
        equivalent to the one just tried: same suit, same points, neither with a special
        score, and none of ``theirs`` (the other side's cards, with the card led) of a
        rank between the two or equal to either.

        Only the other side's cards matter: a player's own cards never meet in a trick, so
        such a pair compares the same against everything it can meet, and whatever one
        line does with either card the other can do with the other. With two packs a
        card's twin is the extreme case (the same rank: it is always equivalent), and the
        copies of one suit are walked together, by rank (``card & 31``), twins side by
        side."""
        memo = self.tables.ordered_memo
        key = (legal, theirs, pending)
        found = memo.get(key)
        if found is not None:
            return found
        if len(memo) > ORDERED_MEMO_LIMIT:
            memo.clear()
        cards: list[int] = []
        points = self.points
        special = pending | self.kq
        if not (legal | theirs) >> 32:
            # One pack (or no second copy in sight): the same walk, card by card, without
            # the folding of copies. Keys rarely repeat, so this is the common path.
            prev = -1
            while legal:
                card = legal.bit_length() - 1
                legal ^= 1 << card
                if (
                    prev >> 3 == card >> 3
                    and points[prev] == points[card]
                    and not (special >> card & 1 or special >> prev & 1)
                    and not theirs & ((2 << prev) - (1 << card))
                ):
                    prev = card
                    continue
                cards.append(card)
                prev = card
            found = memo[key] = tuple(cards)
            return found
        blockers = (theirs | theirs >> 32) & 0xFFFFFFFF
        folded = (legal | legal >> 32) & 0xFFFFFFFF
        prev = -1
        while folded:
            position = folded.bit_length() - 1
            folded ^= 1 << position
            for card in (position + 32, position):
                if not legal >> card & 1:
                    continue
                if (
                    prev >= 0
                    and (prev & 31) >> 3 == position >> 3
                    and points[prev] == points[card]
                    and not (special >> card & 1)
                    and not (special >> prev & 1)
                    and not blockers & ((2 << (prev & 31)) - (1 << position))
                ):
                    prev = card
                    continue
                cards.append(card)
                prev = card
        found = memo[key] = tuple(cards)
        return found

    def lead(  # noqa: PLR0917 (hot path: positional arguments are the fastest call)
        self,
        leader_hand: int,
        other_hand: int,
        sweep: int,
        pending: int,
        leader_kq: int,
        other_kq: int,
        alpha: int,
        beta: int,
        choice: list[int] | None = None,
    ) -> int:
        """Future points of the leader minus the other's, with the leader holding
        ``leader_hand`` and the other ``other_hand``.

        ``sweep``: who may still win every phase-2 trick (``SWEEP_OPEN``, ``SWEEP_LEADER``
        or ``SWEEP_NONE``). ``pending``: the 7s of trump that still score when played.
        ``leader_kq``/``other_kq``: the Kings and Queens each side has won (marriages
        captured in tricks score, under the rules that say so).
        """
        owner = self.owner
        owner.nodes += 1
        if self.limit is not None and owner.nodes > self.limit:
            raise SolverLimitError("phase-2 solver node limit reached")
        if not leader_hand & (leader_hand - 1) and choice is None:
            # The last trick: both cards are forced (the hands are the same size).
            return self._last(
                leader_hand.bit_length() - 1,
                other_hand.bit_length() - 1,
                sweep,
                pending,
                leader_kq,
                other_kq,
            )
        sums = self.sums
        if sums is not None:
            # What is left to win (every card's points, the bonus of the last trick or
            # of a sweep, the 7s still to score) bounds the future: a window outside it
            # needs no search.
            both = leader_hand | other_hand
            low = both & 0xFFFFFFFF
            bound = (
                sums[0][low & 255] + sums[1][low >> 8 & 255] + sums[2][low >> 16 & 255]
                + sums[3][low >> 24] + (self.bonus_max if sweep else self.bonus_last)
            )  # fmt: skip
            if both >> 32:  # the second pack's copies
                both >>= 32
                bound += (
                    sums[0][both & 255] + sums[1][both >> 8 & 255]
                    + sums[2][both >> 16 & 255] + sums[3][both >> 24]
                )  # fmt: skip
            if pending:
                bound += self.seven_points * pending.bit_count()
            if bound <= alpha:
                return bound
            if -bound >= beta:
                return -bound
        tt = self.tt
        shapes = self.shapes
        if shapes is not None:
            # The position up to equivalence (see TrumpTables.shapes): one entry for
            # every deal of the cards that plays out the same.
            both = leader_hand | other_hand
            o0 = both & 255
            o1 = both >> 8 & 255
            o2 = both >> 16 & 255
            o3 = both >> 24
            owners = OWNERS
            key: tuple[int, ...] = (
                shapes[0][o0], owners[o0 << 8 | leader_hand & 255],
                shapes[1][o1], owners[o1 << 8 | leader_hand >> 8 & 255],
                shapes[2][o2], owners[o2 << 8 | leader_hand >> 16 & 255],
                shapes[3][o3], owners[o3 << 8 | leader_hand >> 24],
                sweep, pending,
            )  # fmt: skip
        elif self.two_packs:
            # The two copies of a card are interchangeable: the key says how many of
            # each face either side holds (one, or both), and how many of its cards are
            # 7s still to score, not which copy is which.
            key = (
                (leader_hand | leader_hand >> 32) & 0xFFFFFFFF
                | (leader_hand & leader_hand >> 32) << 32,
                (other_hand | other_hand >> 32) & 0xFFFFFFFF
                | (other_hand & other_hand >> 32) << 32,
                sweep,
                (pending & leader_hand).bit_count(),
                (pending & other_hand).bit_count(),
                leader_kq,
                other_kq,
            )
        else:
            key = (leader_hand, other_hand, sweep, pending, leader_kq, other_kq)
        entry = tt.get(key) if choice is None else None
        first = -1
        if entry is not None:
            lo, hi, first = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            alpha = max(alpha, lo)
            beta = min(beta, hi)
        else:
            lo, hi = -INF, INF
        alpha0, beta0 = alpha, beta
        cards = self._ordered(leader_hand, other_hand, pending)
        if first >= 0 and first in cards and cards[0] != first:
            cards = (first, *(card for card in cards if card != first))
        best = -INF
        best_card = cards[0]
        follow = self.follow
        for card in cards:
            value = follow(
                leader_hand ^ (1 << card),
                other_hand,
                card,
                sweep,
                pending,
                leader_kq,
                other_kq,
                alpha,
                beta,
            )
            # follow() answers from the follower's side.
            value = -value
            if value > best:
                best = value
                best_card = card
                if best > alpha:
                    alpha = best
                    if alpha >= beta:
                        break
        if choice is not None:
            choice.append(best_card)
        if best <= alpha0:
            hi = min(hi, best)
        elif best >= beta0:
            lo = max(lo, best)
        else:
            lo = hi = best
        tt[key] = (lo, hi, best_card)
        return best

    def _last(self, a: int, b: int, sweep: int, pending: int, leader_kq: int, other_kq: int) -> int:  # noqa: PLR0917
        """The last trick, the leader playing ``a`` and the other ``b`` (their only
        cards): the leader's points minus the other's, as :meth:`follow` counts them."""
        bit_a = 1 << a
        bit_b = 1 << b
        value = 0
        if pending:
            if pending & bit_a:
                value = self.seven_points
            if pending & bit_b:
                value -= self.seven_points
        points = self.points
        trick = points[a] + points[b]
        if self.beaten_by[a] & bit_b:  # the follower takes it
            if self.captured:
                trick += self.tables.marriages(other_kq, a, b)
            bonus = self.bonus_sweep if sweep == SWEEP_OPEN else self.bonus_last
            return value - trick - bonus
        if self.captured:
            trick += self.tables.marriages(leader_kq, a, b)
        bonus = self.bonus_sweep if sweep else self.bonus_last
        return value + trick + bonus

    def follow(  # noqa: PLR0917 (hot path, as lead)
        self,
        leader_hand: int,
        other_hand: int,
        lead: int,
        sweep: int,
        pending: int,
        leader_kq: int,
        other_kq: int,
        alpha: int,
        beta: int,
        choice: list[int] | None = None,
    ) -> int:
        """Future points of the follower minus the leader's, the leader having played
        ``lead`` (``leader_hand`` no longer holds it). ``alpha``/``beta`` are the leader's
        window."""
        points = self.points
        lead_bit = 1 << lead
        # Points already fixed by the lead: a 7 of trump played by the leader.
        base = self.seven_points if pending & lead_bit else 0  # leader's side
        pending_f = pending & ~lead_bit
        legal = follow_mask(other_hand, lead, self.trump, self.rules) if self.duty else other_hand
        if legal & (legal - 1):
            cards = self._ordered(legal, leader_hand | lead_bit, pending_f)
        else:
            cards = (legal.bit_length() - 1,)
        beaten = self.beaten_by[lead]
        lead_points = points[lead]
        last = leader_hand == 0
        # The follower minimises the leader's value: best for follower = lowest.
        worst = INF
        worst_card = cards[0]
        for card in cards:
            bit = 1 << card
            value = base
            still = pending_f
            if pending_f & bit:
                value -= self.seven_points
                still = pending_f & ~bit
            trick = lead_points + points[card]
            other_left = other_hand ^ bit
            if beaten & bit:  # the follower takes it
                if self.captured:
                    trick += self.tables.marriages(other_kq, lead, card)
                    kq_win = (other_kq | lead_bit | bit) & self.kq
                else:
                    kq_win = 0
                next_sweep = SWEEP_LEADER if sweep == SWEEP_OPEN else SWEEP_NONE
                if last:
                    bonus = self.bonus_sweep if next_sweep else self.bonus_last
                    value -= trick + bonus
                else:
                    # The follower leads next; its value is the negation from our side.
                    base_v = value - trick
                    child = self.lead(
                        other_left, leader_hand, next_sweep, still, kq_win, leader_kq,
                        base_v - (beta if beta < worst else worst), base_v - alpha,
                    )  # fmt: skip
                    value = base_v - child
            else:
                if self.captured:
                    trick += self.tables.marriages(leader_kq, lead, card)
                    kq_win = (leader_kq | lead_bit | bit) & self.kq
                else:
                    kq_win = 0
                next_sweep = SWEEP_LEADER if sweep else SWEEP_NONE
                if last:
                    bonus = self.bonus_sweep if next_sweep else self.bonus_last
                    value += trick + bonus
                else:
                    base_v = value + trick
                    child = self.lead(
                        leader_hand, other_left, next_sweep, still, kq_win, other_kq,
                        alpha - base_v, (beta if beta < worst else worst) - base_v,
                    )  # fmt: skip
                    value = base_v + child
            if value < worst:
                worst = value
                worst_card = card
                if worst <= alpha:
                    break
        if choice is not None:
            choice.append(worst_card)
        return -worst
