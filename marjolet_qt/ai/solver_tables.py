"""The phase-2 solver's tables, derived once per rule set and trump from the engine's own
helpers (:mod:`.solver` explains how the search uses them): which card takes which, the
points a card brings, each suit's *shapes*, and which of a suit's cards a side holds.

They live apart from the search so that :mod:`.solver` holds the recursion alone.
"""

from __future__ import annotations

import functools

from marjolet_qt.engine.round import RoundState, beats, captured_marriage_points
from marjolet_qt.engine.rules import RuleSet

#: Larger than any value of a round: the open alpha-beta window.
INF = 1 << 30


class SolverLimitError(Exception):
    """The node limit was reached before the position was solved (huge custom hands).

    An ``Exception``, not a ``RuntimeError``: mypyc compiles this module
    (:mod:`.native`), and a compiled class may derive from ``Exception`` but not from
    most other built-in classes."""


class TrumpTables:
    """Per-trump tables derived once from the engine helpers."""

    __slots__ = (
        "beaten_by",
        "marriage_memo",
        "ordered_memo",
        "points",
        "rules",
        "seven_bits",
        "shapes",
        "sums",
        "trump",
    )

    def __init__(self, rules: RuleSet, trump: int) -> None:
        # The derived tables never change: a solver made cold (the review's, each
        # benchmark run's) shares them rather than derive them again (1.6 ms).
        self.beaten_by, self.seven_bits, self.points, self.shapes, self.sums = _derived(
            rules, trump
        )
        self.rules = rules
        self.trump = trump
        self.marriage_memo: dict[tuple[int, int, int], int] = {}
        #: The move lists of :meth:`solver._Compact._ordered` by (legal, theirs, pending) masks,
        #: which endgames ask for again and again (tuples: shared, so never modified).
        self.ordered_memo: dict[tuple[int, int, int], tuple[int, ...]] = {}

    def marriages(self, before: int, lead: int, follow: int) -> int:
        """Captured-marriage points a winner holding ``before`` gains with this trick."""
        key = (before, lead, follow)
        found = self.marriage_memo.get(key)
        if found is None:
            after = before | (1 << lead) | (1 << follow)
            found = captured_marriage_points(self.rules, self.trump, before, after)
            self.marriage_memo[key] = found
        return found


def beaten_by(rules: RuleSet, trump: int) -> list[int]:
    """For each lead, the mask of the cards that take it when played second (engine
    ``beats``): shared with the rollouts' policy, read-only."""
    return _derived(rules, trump)[0]


#: What :func:`_derived` gives: ``beaten_by``, ``seven_bits``, ``points``, ``shapes``, ``sums``.
_Derived = tuple[list[int], int, list[int], list[list[int]] | None, list[list[int]] | None]


@functools.lru_cache(maxsize=64)
def _derived(rules: RuleSet, trump: int) -> _Derived:
    """:class:`TrumpTables`' tables that depend on the rules and trump only (never
    modified, so every solver of the same rules and trump shares them)."""
    size = rules.deck_size
    # For each lead, the cards that take it when played second (engine ``beats``).
    beaten_by = [
        sum(1 << f for f in range(size) if f != lead and beats(f, lead, trump))
        for lead in range(size)
    ]
    seven_bits = RoundState.seven_bits(rules, trump)
    captured = rules.seven_captured_points
    # Points a card brings to the trick's winner (card points, captured trump 7).
    points = [
        rules.points_by_card[c] + (captured if seven_bits >> c & 1 else 0) for c in range(size)
    ]
    # One pack: for each suit and each set of its cards still in play (a byte), the
    # number of that set's *shape*, the points of its cards from the highest down.
    # Two positions whose suits have the same shapes, each card held by the same
    # side (``OWNERS``), are the same game: which card takes which, the duties to
    # follow or head a trick, and the points won depend only on the order of the
    # cards in play within each suit and on their points. So the transposition
    # table files them under one key, and a position solved in one world is known
    # in every world that leaves the same shape. Not for captured marriages (a King
    # or Queen is special there) nor with two packs (keys as before).
    shapes: list[list[int]] | None = None
    # For each suit and set of its cards of one pack (a byte), their points (when
    # both packs' copies of a card score alike).
    sums: list[list[int]] | None = None
    if all(points[c] == points[c & 31] for c in range(size)):
        sums = [
            [sum(points[8 * suit + r] for r in range(8) if occ >> r & 1) for occ in range(256)]
            for suit in range(4)
        ]
    if size == 32:
        ids: dict[tuple[int, ...], int] = {}
        shapes = [
            [
                ids.setdefault(
                    tuple(points[8 * suit + r] for r in range(7, -1, -1) if occ >> r & 1),
                    len(ids),
                )
                for occ in range(256)
            ]
            for suit in range(4)
        ]
    return beaten_by, seven_bits, points, shapes, sums


def owners_table() -> list[int]:
    """``OWNERS[cards << 8 | held]``: which of a suit's ``cards`` (a byte) are ``held``
    by the leader, as bits counted among those cards only (lowest first)."""
    # Built from the smaller suits up (the start-up pays for it: 8x faster than counting
    # every bit): with ``low`` the lowest of ``cards``, its bit comes first, then the
    # packing of the other cards, already in the table.
    table = [0] * 65536
    for cards in range(1, 256):
        low = (cards & -cards).bit_length() - 1
        rest = (cards & (cards - 1)) << 8
        base = cards << 8
        for held in range(256):
            table[base | held] = (held >> low & 1) | table[rest | held] << 1
    return table


OWNERS = owners_table()
