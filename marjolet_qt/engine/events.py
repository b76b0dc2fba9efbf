"""What an action caused, as :meth:`RoundState.apply` reports it.

The engine knows what happened when it applies an action — a card played, a trick won and
what it was worth, a meld declared, the 7 of trumps exchanged or shown, the cards drawn and
by whom, the upcard taken as the stock ran out, the round over with its breakdown — so it
says so, in order, as small frozen values. The application forwards them to the table and
the score sheet instead of comparing the state before and after, and replays read them to
know who acted and where undo must stop.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .cards import Card


class Trick(NamedTuple):
    leader: int
    lead: Card
    follow: Card
    winner: int


class MeldEvent(NamedTuple):
    player: int
    key: str
    cards: int
    points: int


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """``player`` played ``card`` (led or followed)."""

    player: int
    card: int


@dataclass(frozen=True, slots=True)
class TrickWon:
    """A trick was completed; ``points`` are its cards' points (bonuses come later)."""

    trick: Trick
    points: int

    @property
    def winner(self) -> int:
        return self.trick.winner


@dataclass(frozen=True, slots=True)
class MeldDeclared:
    """A meld was declared (its cards stay shown until played)."""

    meld: MeldEvent

    @property
    def player(self) -> int:
        return self.meld.player


@dataclass(frozen=True, slots=True)
class SevenExchanged:
    """``player`` gave ``seven`` (the 7 of trumps) for ``upcard``, which joins their hand."""

    player: int
    seven: int
    upcard: int


@dataclass(frozen=True, slots=True)
class SevenShown:
    """``player`` showed ``seven``, the other 7 of trumps, once the upcard was a 7 of
    trumps too (two packs): it scores, and no card moves."""

    player: int
    seven: int


@dataclass(frozen=True, slots=True)
class CardsDrawn:
    """Cards drawn from the stock after a trick, in drawing order: (player, card)."""

    draws: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class UpcardTaken:
    """The last draw took the upcard: the stock is gone and the last tricks begin."""

    player: int
    card: int


@dataclass(frozen=True, slots=True)
class ScoresChanged:
    """The round's points changed (a trick, a meld, a 7, a bonus)."""

    scores: tuple[int, int]


@dataclass(frozen=True, slots=True)
class RoundOver:
    """The round ended; its final points and their breakdown per player."""

    scores: tuple[int, int]
    breakdowns: tuple[dict[str, int], dict[str, int]]


#: Any of the events above.
Event = (
    CardPlayed
    | TrickWon
    | MeldDeclared
    | SevenExchanged
    | SevenShown
    | CardsDrawn
    | UpcardTaken
    | ScoresChanged
    | RoundOver
)

#: Events after which undo must not go back for the player who did not act: a card drawn
#: from the stock was seen (see the application's undo barrier).
REVEALS_STOCK = (CardsDrawn, UpcardTaken)


__all__ = [
    "REVEALS_STOCK",
    "CardPlayed",
    "CardsDrawn",
    "Event",
    "MeldDeclared",
    "MeldEvent",
    "RoundOver",
    "ScoresChanged",
    "SevenExchanged",
    "SevenShown",
    "Trick",
    "TrickWon",
    "UpcardTaken",
]
