"""The meld kinds and the card sets that make each of them.

A meld is a set of cards; for every trump suit a rule set expands each enabled kind into
the concrete card masks that form it ("templates"). Finding the melds a hand holds is
then a subset test per template, which is what makes declaration windows cheap enough
for the opponent to simulate.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import combinations, product

from .cards import (
    ACE,
    DIAMONDS,
    HEARTS,
    JACK,
    KING,
    QUEEN,
    SPADES,
    TEN,
    card_id,
    format_cards,
    iter_cards,
)

#: Meld keys in the order of docs/rules.md, "Melds" (also the order panels list them in).
MELD_KEYS: tuple[str, ...] = (
    "trump_jack_queen",
    "trump_jack_other_queen",
    "trump_marriage",
    "marriage",
    "four_aces",
    "four_tens",
    "four_kings",
    "four_queens",
    "four_jacks",
    "besigue",
    "double_besigue",
    "trump_sequence",
)

#: The most cards any meld holds (the trump sequence's five): a record's "meld" of more
#: names no meld, and is refused before its cards are looked at one by one (a hostile
#: file's meld of millions of cards took a quarter of an hour to be read and quoted).
MAX_MELD_CARDS = 5

#: The position of each meld key (for per-kind tables).
MELD_INDEX: dict[str, int] = {key: i for i, key in enumerate(MELD_KEYS)}

MARJOLET_MELD_POINTS: dict[str, int] = {
    "trump_jack_queen": 40,
    "trump_jack_other_queen": 20,
    "trump_marriage": 40,
    "marriage": 20,
    "four_aces": 100,
    "four_tens": 0,
    "four_kings": 80,
    "four_queens": 60,
    "four_jacks": 40,
    "besigue": 0,
    "double_besigue": 0,
    "trump_sequence": 0,
}

#: English names, for messages and documentation; the interface translates its own.
MELD_NAMES_EN: dict[str, str] = {
    "trump_jack_queen": "trump Jack and trump Queen",
    "trump_jack_other_queen": "trump Jack and a Queen of another suit",
    "trump_marriage": "trump marriage",
    "marriage": "marriage",
    "four_aces": "four Aces",
    "four_tens": "four Tens",
    "four_kings": "four Kings",
    "four_queens": "four Queens",
    "four_jacks": "four Jacks",
    "besigue": "bésigue",
    "double_besigue": "double bésigue",
    "trump_sequence": "trump sequence",
}

_FOUR_RANK = {
    "four_aces": ACE,
    "four_tens": TEN,
    "four_kings": KING,
    "four_queens": QUEEN,
    "four_jacks": JACK,
}

#: The bésigue is the Queen of spades with a Jack: of diamonds in the standard game, of
#: hearts in seed 004 (docs/rules.md, "Bésigue à deux"; the rule option ``besigue_jack``).
BESIGUE_QUEEN_SUIT = SPADES
BESIGUE_JACK_SUITS = {"JD": DIAMONDS, "JH": HEARTS}


@dataclass(frozen=True, slots=True)
class MeldTemplate:
    """One concrete card set that scores as ``key``."""

    key: str
    mask: int
    points: int

    def __str__(self) -> str:
        return format_cards(iter_cards(self.mask))


def _masks(parts: list[tuple[int, int]], copies: int) -> list[int]:
    """Every mask made of one copy of each (rank, suit) part."""
    result = []
    for choice in product(range(copies), repeat=len(parts)):
        mask = 0
        for (rank, suit), copy in zip(parts, choice, strict=True):
            mask |= 1 << card_id(rank, suit, copy)
        result.append(mask)
    return result


def _kind_masks(key: str, trump: int, copies: int, jack_suit: int) -> list[int]:
    others = [s for s in range(4) if s != trump]
    if key == "trump_jack_queen":
        return _masks([(JACK, trump), (QUEEN, trump)], copies)
    if key == "trump_jack_other_queen":
        return [m for s in others for m in _masks([(JACK, trump), (QUEEN, s)], copies)]
    if key == "trump_marriage":
        return _masks([(KING, trump), (QUEEN, trump)], copies)
    if key == "marriage":
        return [m for s in others for m in _masks([(KING, s), (QUEEN, s)], copies)]
    if key in _FOUR_RANK:
        # Any four cards of the rank: one of each suit with one pack; with two packs the
        # suits do not matter (traditional Bésigue).
        rank = _FOUR_RANK[key]
        cards = [card_id(rank, s, c) for c in range(copies) for s in range(4)]
        return [sum(1 << c for c in four) for four in combinations(cards, 4)]
    if key == "besigue":
        return _masks([(QUEEN, BESIGUE_QUEEN_SUIT), (JACK, jack_suit)], copies)
    if key == "double_besigue":
        if copies < 2:
            return []
        single = _masks([(QUEEN, BESIGUE_QUEEN_SUIT), (JACK, jack_suit)], 1)[0]
        return [single | (single << 32)]
    if key == "trump_sequence":
        return _masks([(r, trump) for r in (ACE, TEN, KING, QUEEN, JACK)], copies)
    raise KeyError(key)


def meld_templates(
    points: dict[str, int], trump: int, copies: int, besigue_jack: str = "JH"
) -> tuple[MeldTemplate, ...]:
    """Every scoring card set for this trump; a set that could be two kinds takes the
    better one (the player would name that one)."""
    best: dict[int, MeldTemplate] = {}
    for key in MELD_KEYS:
        value = points.get(key, 0)
        if value <= 0:
            continue
        for mask in _kind_masks(key, trump, copies, BESIGUE_JACK_SUITS[besigue_jack]):
            known = best.get(mask)
            if known is None or known.points < value:
                best[mask] = MeldTemplate(key, mask, value)
    return tuple(best.values())


@dataclass(frozen=True, slots=True)
class MeldGroup:
    """The templates of one meld kind, with what a hand must hold to have any of them."""

    key: str
    union: int  # every card some template of the kind uses
    size: int  # cards in one meld of the kind
    templates: tuple[MeldTemplate, ...]


class MeldTable:
    """The melds of a rule set under one trump, arranged for quick look-ups.

    With two packs there are hundreds of templates (70 ways to hold four Aces), so a
    window first skips every kind whose cards the hand cannot hold enough of.
    """

    __slots__ = ("by_mask", "groups", "templates")

    def __init__(self, templates: tuple[MeldTemplate, ...]) -> None:
        self.templates = templates
        #: Each template by its cards. Ask :meth:`template`, the package's one look-up
        #: from cards to meld; the dictionary stays public for the frozen copy of the
        #: opponent in ``benchmarks/baseline``, which reads it and must not change.
        self.by_mask = {t.mask: t for t in templates}
        groups: dict[str, list[MeldTemplate]] = {}
        for template in templates:
            groups.setdefault(template.key, []).append(template)
        self.groups = tuple(
            MeldGroup(
                key,
                sum_masks(t.mask for t in members),
                members[0].mask.bit_count(),
                tuple(members),
            )
            for key, members in groups.items()
        )

    def template(self, mask: int) -> MeldTemplate | None:
        """The meld the cards of ``mask`` make, or None: the one look-up from cards to
        meld (the round's :meth:`~.round.RoundState.template`, and the opponent's rules
        of thumb and reasons, all ask here)."""
        return self.by_mask.get(mask)

    def in_hand(self, hand: int) -> Iterator[MeldTemplate]:
        """The templates wholly in ``hand``, in table order."""
        for group in self.groups:
            if (hand & group.union).bit_count() < group.size:
                continue
            for template in group.templates:
                mask = template.mask
                if mask & hand == mask:
                    yield template


def sum_masks(masks: Iterable[int]) -> int:
    union = 0
    for mask in masks:
        union |= mask
    return union
