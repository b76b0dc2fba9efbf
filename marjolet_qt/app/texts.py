"""Player-facing wording of engine facts, translatable with Qt's tools.

The engine speaks in codes (an :class:`IllegalActionError` has a ``code`` and
``params``; a meld has a key); this module turns them into the player's language, so
that every widget words the same fact the same way.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from marjolet_qt.engine.actions import IllegalActionError
from marjolet_qt.engine.cards import Card

CONTEXT = "Texts"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(CONTEXT, text, disambiguation, n)


def suit_name(suit: int) -> str:
    return (tr("clubs"), tr("diamonds"), tr("hearts"), tr("spades"))[suit]


def rank_name(rank: int) -> str:
    return (
        tr("7"),
        tr("8"),
        tr("9"),
        tr("Jack"),
        tr("Queen"),
        tr("King"),
        tr("10"),
        tr("Ace"),
    )[rank]


def rank_index(rank: int) -> str:
    """The letter printed in a card's corner: K Q J in English, R D V in French."""
    return (
        "7",
        "8",
        "9",
        tr("J", "card index of the Jack"),
        tr("Q", "card index of the Queen"),
        tr("K", "card index of the King"),
        "10",
        tr("A", "card index of the Ace"),
    )[rank]


def card_name(card: int) -> str:
    """'Queen of hearts' / 'Dame de cœur'."""
    c = Card(card)
    return tr("{rank} of {suit}").format(rank=rank_name(c.rank), suit=suit_name(c.suit))


def meld_name(key: str) -> str:
    names = {
        "trump_jack_queen": tr("Trump Jack and Queen"),
        "trump_jack_other_queen": tr("Trump Jack and Queen"),
        "trump_marriage": tr("Trump marriage"),
        "marriage": tr("Marriage"),
        "four_aces": tr("Four Aces"),
        "four_tens": tr("Four Tens"),
        "four_kings": tr("Four Kings"),
        "four_queens": tr("Four Queens"),
        "four_jacks": tr("Four Jacks"),
        "besigue": tr("Bésigue"),
        "double_besigue": tr("Double bésigue"),
        "trump_sequence": tr("Trump sequence"),
    }
    return names.get(key, key)


def meld_caption(key: str, points: int) -> str:
    """The caption shown when a meld is laid down: 'Trump marriage — 40'."""
    return tr("{meld} — {points}").format(meld=meld_name(key), points=points)


def refusal_text(error: IllegalActionError) -> str:
    """Why an action was refused, in plain words for the player."""
    code, params = error.code, error.params
    if code == "must_follow":
        return tr("You must follow {suit}.").format(suit=suit_name(params["suit"]))
    if code == "must_beat":
        return tr("You must beat the {card} if you can.").format(card=card_name(params["card"]))
    if code == "must_trump":
        return tr("You have no {suit}: you must trump.").format(suit=suit_name(params["lead_suit"]))
    if code == "not_held":
        return tr("You do not hold the {card}.").format(card=card_name(params["card"]))
    if code == "window_open":
        return tr("Declare your melds, or choose Continue, before the next trick.")
    if code == "already_declared":
        return tr("You have already declared this meld.")
    if code == "meld_limit":
        return tr("Only one meld may be declared per trick won.")
    if code == "not_a_meld":
        return tr("These cards do not form a meld.")
    if code == "round_over":
        return tr("The round is over.")
    if code in ("exchange_after_win", "meld_after_win"):
        return tr("You may do that only after winning a trick, before drawing.")
    if code == "no_seven":
        return tr("You do not hold the 7 of trumps.")
    return str(error)


__all__ = [
    "card_name",
    "meld_caption",
    "meld_name",
    "rank_index",
    "rank_name",
    "refusal_text",
    "suit_name",
]
