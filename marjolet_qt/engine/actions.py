"""Actions a player takes, and the refusal of an illegal one.

Actions are interned tuples: the round hands out the same objects every time, so the
opponent's simulations create almost none, and equal actions compare equal anyway.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any, NamedTuple

from .cards import CARDS, Card, format_cards, iter_cards


class ActionKind(IntEnum):
    PLAY = 0
    MELD = 1
    EXCHANGE = 2
    DONE = 3


class Action(NamedTuple):
    """``kind`` and the cards it involves as a bitmask (one card for a play)."""

    kind: int
    cards: int = 0

    @property
    def card(self) -> Card:
        """The card played (``PLAY`` actions only)."""
        return CARDS[self.cards.bit_length() - 1]

    def __str__(self) -> str:
        kind = self.kind
        if kind == ActionKind.PLAY:
            return str(self.card)
        if kind == ActionKind.MELD:
            return "meld " + format_cards(iter_cards(self.cards))
        if kind == ActionKind.EXCHANGE:
            return "exchange"
        return "done"

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


PLAY_ACTIONS: tuple[Action, ...] = tuple(Action(ActionKind.PLAY, 1 << i) for i in range(64))
#: For each byte of a hand mask, the play actions of its cards (see play_actions).
_PLAYS_BY_BYTE: tuple[tuple[tuple[Action, ...], ...], ...] = tuple(
    tuple(
        tuple(PLAY_ACTIONS[8 * chunk + i] for i in range(8) if byte >> i & 1) for byte in range(256)
    )
    for chunk in range(8)
)
DONE = Action(ActionKind.DONE)
EXCHANGE = Action(ActionKind.EXCHANGE)
_MELD_ACTIONS: dict[int, Action] = {}


def play(card: int) -> Action:
    return PLAY_ACTIONS[card]


def play_actions(mask: int) -> list[Action]:
    """A play action per card of ``mask``, in card order (a hot path of the search)."""
    actions: list[Action] = []
    chunk = 0
    while mask:
        byte = mask & 0xFF
        if byte:
            actions += _PLAYS_BY_BYTE[chunk][byte]
        mask >>= 8
        chunk += 1
    return actions


def meld(mask: int) -> Action:
    found = _MELD_ACTIONS.get(mask)
    if found is None:
        found = _MELD_ACTIONS[mask] = Action(ActionKind.MELD, mask)
    return found


class IllegalActionError(ValueError):
    """An action the rules forbid now.

    ``code`` and ``params`` let the interface word the reason in the player's language;
    the message is the English wording the record tools print.
    """

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params
