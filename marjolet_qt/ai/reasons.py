"""Why a move is good, as data: a code and its parameters, worded by the application.

Every level answers ``choose_with_reason`` with a :class:`Reason`, the way the engine's
refusals carry a ``code`` and ``params``: the opponent never writes a sentence, so
rewording a reason (or adding a language) never touches it, and the application words
each code in the player's language (``marjolet_qt/app/reason_text.py``).

A reason says what the move does for its player — what it wins, what it keeps, what it
risks (:class:`ReasonCode`) — and, when the level searched or solved, what it expects
from the round. The optional parameters any code may carry:

- ``keep``, ``keep_meld``, ``keep_points``: the card the move keeps for a meld of the
  hand still to be declared (its key and points);
- ``solved``: the round's exact final difference for the mover (the phase-2 solver);
- ``expected``, ``deals``, ``all_deals``: the search's mean final difference over that many
  deals (every possible one when ``all_deals``);
- ``margin``: how many points the move is better than the next best, given only when the
  search shows it (a margin within its noise, or of 0, is left out).

:func:`why` finds the reason for any action in a position, chosen or not: the Hint, the
review (the best choice's reason) and :func:`.levels.explain` all use it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from marjolet_qt.engine.actions import Action, ActionKind
from marjolet_qt.engine.round import beats, follow_mask

from .heuristics import (
    MEDIUM,
    SEQUENCE_PATIENCE_STOCK,
    View,
    beaters_of,
    chance_opponent_holds_none,
    keep_value,
    plays,
    scarce_window,
    tables,
)

#: A parameter's value: a card (an int), points, a count, a flag or a meld key.
Param = int | bool | str


class ReasonCode(StrEnum):
    """What a move does, for its player (the parameters each code carries)."""

    #: No other move is allowed.
    ONLY_MOVE = "only_move"
    #: Following, ``card`` takes ``taken``, a card worth points.
    TAKES = "takes"
    #: Following, ``card`` wins a trick of no value: the lead next, and (``declare``) the
    #: declaration window.
    WINS_TRICK = "wins_trick"
    #: ``card`` loses the trick; ``cheapest``: of the cards that lose it, the one the
    #: mover misses least.
    GIVES_UP = "gives_up"
    #: A lead nothing can beat.
    LEADS_SAFE = "leads_safe"
    #: A lead worth no points: losing the trick gives none away.
    LEADS_LOW = "leads_low"
    #: A lead the opponent can beat with a ``risk`` percent chance (phase 1).
    LEADS = "leads"
    #: A lead the opponent can beat (phase 2: their cards are known).
    LEADS_BEATABLE = "leads_beatable"
    #: The 7 of trumps for the ``upcard``, scoring ``points``.
    EXCHANGE = "exchange"
    #: The other 7 of trumps is the upcard: the 7 is shown, scoring ``points``.
    SHOW_SEVEN = "show_seven"
    #: Declares the ``meld`` (its key) for ``points``.
    DECLARE = "declare"
    #: The trump marriage (``points``) first: its sequence may still follow.
    MARRIAGE_FIRST = "marriage_first"
    #: Nothing is left to declare in the window.
    NOTHING_TO_DECLARE = "nothing_to_declare"
    #: Ends the window while melds could still be declared (they wait for another trick).
    DECLARE_LATER = "declare_later"
    #: A random move (the random player's).
    RANDOM = "random"


#: The parameters :class:`Reason` knows, and their types (a stored reason is read by them).
PARAMS: dict[str, type] = {
    "card": int,
    "taken": int,
    "declare": bool,
    "cheapest": bool,
    "risk": int,
    "upcard": int,
    "points": int,
    "meld": str,
    "keep": int,
    "keep_meld": str,
    "keep_points": int,
    "solved": int,
    "expected": int,
    "deals": int,
    "all_deals": bool,
    "margin": int,
    "error": int,
}


@dataclass(frozen=True, slots=True)
class Reason:
    """A code and its parameters (hashable and comparable: a value, like an action)."""

    code: ReasonCode
    items: tuple[tuple[str, Param], ...] = ()

    @classmethod
    def of(cls, code: ReasonCode, **params: Param) -> Reason:
        """The reason ``code`` with ``params`` (cards as plain ints, as JSON gives them
        back: an engine ``Card`` is an int subclass)."""
        plain = {
            key: int(value) if type(value) is not bool and isinstance(value, int) else value
            for key, value in params.items()
        }
        return cls(code, tuple(sorted(plain.items())))

    @property
    def params(self) -> Mapping[str, Param]:
        return dict(self.items)

    def with_params(self, **params: Param) -> Reason:
        """This reason with ``params`` added (or replaced)."""
        merged = dict(self.items)
        merged.update(params)
        return Reason.of(self.code, **merged)

    def to_json(self) -> dict[str, Any]:
        return {"code": str(self.code), "params": dict(self.items)}

    @classmethod
    def from_json(cls, data: Any) -> Reason:
        """A reason written by :meth:`to_json`; ``ValueError`` for anything else."""
        if type(data) is not dict or set(data) != {"code", "params"}:
            raise ValueError("a reason is an object with a code and params")
        code = ReasonCode(data["code"])
        params = data["params"]
        if type(params) is not dict:
            raise ValueError("a reason's params are an object")
        for key, value in params.items():
            if key not in PARAMS or type(value) is not PARAMS[key]:
                raise ValueError(f"a reason's parameter {key!r} is not known or has a wrong type")
        return cls.of(code, **params)


ONLY_MOVE = Reason.of(ReasonCode.ONLY_MOVE)
RANDOM = Reason.of(ReasonCode.RANDOM)


def why(view: View, action: Action) -> Reason:
    """What ``action`` does for the player to move in ``view``, whatever chose it."""
    if len(view.legal) == 1:
        return ONLY_MOVE
    kind = action.kind
    if kind == ActionKind.EXCHANGE:
        return exchange_reason(view)
    if kind == ActionKind.MELD:
        return _meld_reason(view, action)
    if kind == ActionKind.DONE:
        if any(a.kind in (ActionKind.MELD, ActionKind.EXCHANGE) for a in view.legal):
            return Reason.of(ReasonCode.DECLARE_LATER)
        return Reason.of(ReasonCode.NOTHING_TO_DECLARE)
    if view.upcard >= 0:
        return phase1_reason(view, action.card)
    return phase2_reason(view, action.card)


def exchange_reason(view: View) -> Reason:
    """What the exchange open now does: with two packs and the other 7 of trumps as the
    upcard, it only shows the 7."""
    points = view.rules.seven_exchange_points
    if tables(view.rules, view.trump).seven_bits >> view.upcard & 1:
        return Reason.of(ReasonCode.SHOW_SEVEN, points=points)
    return Reason.of(ReasonCode.EXCHANGE, upcard=view.upcard, points=points)


def _meld_reason(view: View, action: Action) -> Reason:
    """Declaring a meld; the trump marriage first when the rules of thumb keep its
    sequence for later (see :data:`~.heuristics.SEQUENCE_PATIENCE_STOCK`)."""
    tab = tables(view.rules, view.trump)
    template = tab.template(action.cards)
    if (
        template.key == "trump_marriage"
        and scarce_window(view.rules)
        and view.stock_count >= SEQUENCE_PATIENCE_STOCK
    ):
        for other in view.legal:
            if (
                other.kind == ActionKind.MELD
                and tab.template(other.cards).key == "trump_sequence"
                and action.cards & ~other.cards == 0
            ):
                return Reason.of(ReasonCode.MARRIAGE_FIRST, points=template.points)
    return Reason.of(ReasonCode.DECLARE, meld=template.key, points=template.points)


def phase1_reason(view: View, card: int) -> Reason:
    """Why a phase-1 card is a sensible choice: what it takes or risks, what it keeps."""
    tab = tables(view.rules, view.trump)
    trump = view.trump
    eff = tab.effective
    lead = view.lead
    if lead >= 0:
        if not beats(card, lead, trump):
            losing = [c for c in plays(view) if not beats(c, lead, trump)]
            worth = {c: keep_value(c, view, tab, MEDIUM) for c in losing}
            cheapest = worth[card] <= min(worth.values())
            reason = Reason.of(ReasonCode.GIVES_UP, card=card, cheapest=cheapest)
        elif eff[lead] > 0:
            reason = Reason.of(ReasonCode.TAKES, card=card, taken=lead)
        else:
            reason = Reason.of(ReasonCode.WINS_TRICK, card=card, declare=_may_declare(view, card))
    else:
        safe = chance_opponent_holds_none(view, beaters_of(card, trump))
        if safe > 0.99:
            reason = Reason.of(ReasonCode.LEADS_SAFE, card=card)
        elif eff[card] <= 0:
            reason = Reason.of(ReasonCode.LEADS_LOW, card=card)
        else:
            reason = Reason.of(ReasonCode.LEADS, card=card, risk=round(100 * (1 - safe)))
    return _with_kept_meld(reason, view, card)


def _with_kept_meld(reason: Reason, view: View, played: int) -> Reason:
    """``reason`` with the best live meld of the hand that ``played`` leaves whole."""
    tab = tables(view.rules, view.trump)
    if not tab.templates or view.upcard < 0:
        return reason
    best = None
    for template in tab.templates:
        mask = template.mask
        if (
            mask & view.hand == mask
            and not mask >> played & 1
            and mask not in view.declared
            and (best is None or template.points > best.points)
        ):
            best = template
    if best is None:
        return reason
    top = max((c for c in range(view.rules.deck_size) if best.mask >> c & 1), key=lambda c: c & 7)
    return reason.with_params(keep=top, keep_meld=best.key, keep_points=best.points)


def _may_declare(view: View, card: int) -> bool:
    """Whether winning the trick with ``card`` opens a window with something in it: a
    meld the hand left holds and has not declared, or the 7 of trumps to exchange for
    the upcard ("then lead and may declare" was said of a hand with nothing to declare).
    The same meld's cards may not always serve again (Bésigue's reuse by kind): then it
    says "may", as the window will show."""
    rules = view.rules
    left = view.hand & ~(1 << card)
    tab = tables(rules, view.trump)
    seven = rules.exchange_after_win and not view.seven_done and view.upcard >= 0
    if seven and left & tab.seven_bits:
        return True
    return rules.declares and any(
        t.mask & left == t.mask and t.mask not in view.declared for t in tab.templates
    )


def phase2_reason(view: View, card: int) -> Reason:
    """Why a phase-2 card (both hands known): what it takes, or whether the lead is safe."""
    trump = view.trump
    rules = view.rules
    if view.lead >= 0:
        if beats(card, view.lead, trump):
            return Reason.of(ReasonCode.TAKES, card=card, taken=view.lead)
        eff = tables(rules, trump).effective
        losing = [c for c in plays(view) if not beats(c, view.lead, trump)]
        cheapest = eff[card] <= min(eff[c] for c in losing)
        return Reason.of(ReasonCode.GIVES_UP, card=card, cheapest=cheapest)
    # Safe when no card the other hand may answer with takes it: a higher card of its
    # suit, or a trump from a hand void in it (counting only the suit's higher cards
    # called a Queen led into a void with trumps "unbeatable").
    opp = view.opp_known
    replies = follow_mask(opp, card, trump, rules) if rules.phase2_follow else opp
    while replies:
        low = replies & -replies
        replies ^= low
        if beats(low.bit_length() - 1, card, trump):
            return Reason.of(ReasonCode.LEADS_BEATABLE, card=card)
    return Reason.of(ReasonCode.LEADS_SAFE, card=card)


__all__ = [
    "ONLY_MOVE",
    "PARAMS",
    "RANDOM",
    "Param",
    "Reason",
    "ReasonCode",
    "exchange_reason",
    "phase1_reason",
    "phase2_reason",
    "why",
]
