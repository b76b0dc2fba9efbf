"""Cards, suits, ranks and card sets as bitmasks.

A card is a small integer so that hands, piles and meld sets are plain ``int`` bitmasks:
the opponent's search spends most of its time asking "which of these cards may I play",
and bit operations answer that far faster than sets of objects.

Layout of a card id: ``copy * 32 + suit * 8 + rank``. ``rank`` 0..7 runs from the 7
(weakest) to the Ace (strongest), so comparing ranks compares strength. ``copy`` is 0 for
the piquet pack and 0 or 1 for Bésigue's two packs; two cards that differ only in copy
are identical in play and are written the same way ("QS").
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .jsonfile import describe

SUITS = "CDHS"
RANKS = "789JQKTA"  # weakest first: the index is the strength
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)
SEVEN, EIGHT, NINE, JACK, QUEEN, KING, TEN, ACE = range(8)

SUIT_NAMES_EN = ("clubs", "diamonds", "hearts", "spades")
RANK_NAMES_EN = ("seven", "eight", "nine", "Jack", "Queen", "King", "Ten", "Ace")

#: Every card id a deck may hold. Piquet uses the first 32, Bésigue all 64.
CARD_COUNT = 64
FACE_COUNT = 32


class Card(int):
    """A card id that prints as its notation (``AS``) and knows its suit and rank.

    Instances are interned in :data:`CARDS`; use ``CARDS[i]`` or :func:`parse_card`
    rather than the constructor, so that identity is cheap and ``repr`` readable.
    """

    __slots__ = ()

    @property
    def suit(self) -> int:
        return (self >> 3) & 3

    @property
    def rank(self) -> int:
        return self & 7

    @property
    def copy(self) -> int:
        return self >> 5

    @property
    def face(self) -> int:
        """The id of the first-pack card identical to this one."""
        return self & 31

    @property
    def bit(self) -> int:
        return 1 << self

    def __str__(self) -> str:
        return RANKS[self & 7] + SUITS[(self >> 3) & 3]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})" if self < 32 else f"Card({str(self)!r}, copy=1)"


CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(CARD_COUNT))


def card_id(rank: int, suit: int, copy: int = 0) -> int:
    return copy * 32 + suit * 8 + rank


def parse_face(text: str) -> int:
    """The first-pack id of a card written ``AS``; ``ValueError`` names what is wrong."""
    if not isinstance(text, str) or len(text) != 2:
        raise ValueError(f"unknown card {describe(text)}")
    rank = RANKS.find(text[0])
    suit = SUITS.find(text[1])
    if rank < 0 or suit < 0:
        raise ValueError(f"unknown card {describe(text)}")
    return suit * 8 + rank


def parse_card(text: str) -> Card:
    return CARDS[parse_face(text)]


# --- masks -------------------------------------------------------------------------

#: Cards of each suit, both packs.
SUIT_MASK: tuple[int, ...] = tuple((0xFF << (8 * s)) | (0xFF << (32 + 8 * s)) for s in range(4))
#: Cards of each rank, both packs.
RANK_MASK: tuple[int, ...] = tuple(
    sum(1 << card_id(r, s, c) for s in range(4) for c in range(2)) for r in range(8)
)
#: For each card, the cards of its suit that beat it (identical cards do not).
BEATEN_BY: tuple[int, ...] = tuple(
    sum(1 << card_id(r, (i >> 3) & 3, c) for r in range((i & 7) + 1, 8) for c in range(2))
    for i in range(CARD_COUNT)
)

_LOW_BITS: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(8) if byte >> i & 1) for byte in range(256)
)


def first_copies(mask: int) -> int:
    """The cards of ``mask`` with, of two identical cards (Bésigue's two packs), the first
    copy only: a hand's cards as the moves offered to play them (playing either copy is
    the same move, and a search that tried both would weigh that card twice)."""
    return mask & ~((mask & 0xFFFFFFFF) << 32)


def iter_cards(mask: int) -> Iterator[Card]:
    """The cards of a mask, in id order."""
    base = 0
    while mask:
        byte = mask & 0xFF
        if byte:
            for i in _LOW_BITS[byte]:
                yield CARDS[base + i]
        mask >>= 8
        base += 8


def display_order(cards: Iterable[int]) -> list[Card]:
    """Strongest rank first, then by suit: the order the notation lists meld cards in."""
    return sorted((CARDS[c] for c in cards), key=lambda c: (-(c & 7), (c >> 3) & 3, c >> 5))


def format_cards(cards: Iterable[int]) -> str:
    return " ".join(str(c) for c in display_order(cards))
