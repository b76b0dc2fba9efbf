"""The rules of a trick, on card ids and masks: who wins it, what a follower may play, and
what the last trick and captured marriages score. The round applies them; the solver,
which plays thousands of endgames on bare masks, calls the very same functions.
"""

from __future__ import annotations

from .cards import BEATEN_BY, KING, QUEEN, RANK_MASK, SEVEN, SUIT_MASK, card_id, iter_cards
from .rules import RuleSet

#: The melds that score when melds are counted from the cards won (``meld_scoring``
#: "captured", Mariage): the marriages, of trumps and of another suit. Their points come
#: from the rule set's ``melds``; no other meld (nor how cards may serve again) counts.
CAPTURED_MELDS = ("trump_marriage", "marriage")


def seven_bits(rules: RuleSet, trump: int) -> int:
    """The 7s of trump (one per pack)."""
    return sum(1 << card_id(SEVEN, trump, copy) for copy in range(rules.copies))


def last_trick_bonus(rules: RuleSet, sweep: bool) -> int:
    """Points for the last trick; ``sweep``: its winner won every phase-2 trick."""
    bonus = rules.last_trick_points
    if sweep and rules.all_final_tricks_points:
        return rules.all_final_tricks_points + (
            0 if rules.all_final_tricks_replaces_last else bonus
        )
    return bonus


def captured_marriage_points(rules: RuleSet, trump: int, before: int, after: int) -> int:
    """Points for the marriages (K+Q of a suit) that a trick completes among its
    winner's won cards, which were ``before`` and are ``after`` (Mariage-style)."""
    total = 0
    gained_kq = (after & ~before) & (RANK_MASK[KING] | RANK_MASK[QUEEN])
    suits = {c >> 3 & 3 for c in iter_cards(gained_kq)}
    for suit in suits:
        kings = SUIT_MASK[suit] & RANK_MASK[KING]
        queens = SUIT_MASK[suit] & RANK_MASK[QUEEN]
        gained = min((after & kings).bit_count(), (after & queens).bit_count()) - min(
            (before & kings).bit_count(), (before & queens).bit_count()
        )
        if gained:
            key = CAPTURED_MELDS[0] if suit == trump else CAPTURED_MELDS[1]
            total += gained * rules.meld_points(key)
    return total


def captured_marriages(trump: int, won: int) -> list[str]:
    """The marriages (K+Q of a suit) among the cards ``won``, a key for each: what
    :func:`captured_marriage_points` scored one trick at a time, counted at the round's
    end (the statistics count a player's melds of every kind)."""
    found: list[str] = []
    for suit in range(4):
        kings = (won & SUIT_MASK[suit] & RANK_MASK[KING]).bit_count()
        queens = (won & SUIT_MASK[suit] & RANK_MASK[QUEEN]).bit_count()
        key = CAPTURED_MELDS[0] if suit == trump else CAPTURED_MELDS[1]
        found += [key] * min(kings, queens)
    return found


def beats(card: int, lead: int, trump: int) -> bool:
    """Whether ``card`` played second takes the trick led by ``lead``."""
    suit = card >> 3 & 3
    if suit == lead >> 3 & 3:
        return (card & 7) > (lead & 7)
    return suit == trump


def follow_mask(hand: int, lead: int, trump: int, rules: RuleSet) -> int:
    """The cards a phase-2 follower may play under the rule set's duties."""
    suited = hand & SUIT_MASK[lead >> 3 & 3]
    if suited:
        if rules.heads_always or (rules.heads_trump_lead and lead >> 3 & 3 == trump):
            higher = suited & BEATEN_BY[lead]
            if higher:
                return higher
        return suited
    if rules.phase2_trump:
        trumps = hand & SUIT_MASK[trump]
        if trumps:
            return trumps
    return hand


__all__ = [
    "CAPTURED_MELDS",
    "beats",
    "captured_marriage_points",
    "captured_marriages",
    "follow_mask",
    "last_trick_bonus",
    "seven_bits",
]
