"""The cards of a round as dealt, and how two packs' identical cards are numbered."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from .cards import CARDS, Card
from .rules import RuleSet


@dataclass(frozen=True, slots=True)
class Deal:
    """The cards of a round as dealt: hands in dealt order, the upcard, the stock top
    first. Together they are exactly the deck."""

    dealer: int
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    upcard: Card
    stock: tuple[Card, ...]

    @classmethod
    def shuffled(cls, rules: RuleSet, dealer: int, rng: random.Random | int | None) -> Deal:
        """A random deal; ``rng`` may be a seed, for reproducible rounds."""
        if not isinstance(rng, random.Random):
            rng = random.Random(rng)
        deck = list(CARDS[: rules.deck_size])
        rng.shuffle(deck)
        n = rules.hand_size
        # The non-dealer is served first, as the dealer deals to the opponent first.
        first, second = deck[:n], deck[n : 2 * n]
        hand0, hand1 = (first, second) if dealer == 1 else (second, first)
        # Identical cards get their copy numbers in record order, as records read them,
        # so that a round and its record are the very same state.
        cards = canonical_copies([*hand0, *hand1, deck[2 * n], *deck[2 * n + 1 :]])
        return cls(
            dealer,
            (tuple(cards[:n]), tuple(cards[n : 2 * n])),
            cards[2 * n],
            tuple(cards[2 * n + 1 :]),
        )


def canonical_copies(cards: list[Card]) -> list[Card]:
    """The same cards with copy 0 for the first of two identical ones, copy 1 after."""
    seen = 0
    result = []
    for card in cards:
        face = card & 31
        result.append(CARDS[face + 32 if seen >> face & 1 else face])
        seen |= 1 << face
    return result


def cards_mask(cards: Iterable[int]) -> int:
    """The bitmask of ``cards`` (card ids): the one place a list of cards becomes a mask."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


__all__ = ["Deal", "canonical_copies", "cards_mask"]
