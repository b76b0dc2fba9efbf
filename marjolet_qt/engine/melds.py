"""The meld kinds and the card sets that make each of them.

A meld is a set of cards; for every trump suit a rule set expands each enabled kind into
the concrete card masks that form it ("templates"). Finding the melds a hand holds is
then a subset test per template, which is what makes declaration windows cheap enough
for the opponent to simulate.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product

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

#: Meld keys in the order of SPEC section 3 (also the order panels list them in).
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

#: The cards of a bésigue: Queen of spades and, per SPEC section 3, Jack of hearts.
BESIGUE_QUEEN_SUIT = SPADES
BESIGUE_JACK_SUIT = HEARTS
_ = DIAMONDS  # the standard bésigue jack suit; chosen by an option once Bésigue lands


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


def _kind_masks(key: str, trump: int, copies: int) -> list[int]:
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
        return _masks([(_FOUR_RANK[key], s) for s in range(4)], copies)
    if key == "besigue":
        return _masks([(QUEEN, BESIGUE_QUEEN_SUIT), (JACK, BESIGUE_JACK_SUIT)], copies)
    if key == "double_besigue":
        if copies < 2:
            return []
        single = _masks([(QUEEN, BESIGUE_QUEEN_SUIT), (JACK, BESIGUE_JACK_SUIT)], 1)[0]
        return [single | (single << 32)]
    if key == "trump_sequence":
        return _masks([(r, trump) for r in (ACE, TEN, KING, QUEEN, JACK)], copies)
    raise KeyError(key)


def meld_templates(points: dict[str, int], trump: int, copies: int) -> tuple[MeldTemplate, ...]:
    """Every scoring card set for this trump; a set that could be two kinds takes the
    better one (the player would name that one)."""
    best: dict[int, MeldTemplate] = {}
    for key in MELD_KEYS:
        value = points.get(key, 0)
        if value <= 0:
            continue
        for mask in _kind_masks(key, trump, copies):
            known = best.get(mask)
            if known is None or known.points < value:
                best[mask] = MeldTemplate(key, mask, value)
    return tuple(best.values())
