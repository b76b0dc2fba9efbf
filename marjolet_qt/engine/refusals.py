"""Why an action may not be taken: each refusal as a code, its data and an English line.

The round asks :func:`refusal` before applying an action (``RoundState.check``); the
application words the code in the player's language, the command line prints the line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, ActionKind, IllegalActionError
from .cards import CARDS, SUIT_MASK, SUIT_NAMES_EN, iter_cards
from .fields import Stage
from .melds import MELD_INDEX, MeldTemplate
from .rules import SevenExchange
from .tricks import seven_bits

if TYPE_CHECKING:  # the round imports this module to check its actions
    from .round import RoundState

_SEQUENCE = MELD_INDEX["trump_sequence"]


def refusal(state: RoundState, action: Action) -> IllegalActionError | None:
    """Why ``action`` may not be taken now (the rule that forbids it), or None."""
    stage = state.stage
    if stage == Stage.OVER:
        return IllegalActionError("round_over", "the round is over")
    kind = action.kind
    player = state.to_move
    hand = state.hands[player]
    if kind == ActionKind.PLAY:
        card = action.cards.bit_length() - 1
        if action.cards.bit_count() != 1:
            return IllegalActionError("bad_action", "a play is exactly one card")
        if stage == Stage.WINDOW:
            return IllegalActionError(
                "window_open",
                "declare your melds or say done before the next trick",
            )
        if not hand >> card & 1:
            return IllegalActionError("not_held", f"you do not hold {CARDS[card]}", card=card)
        if not state.playable_mask() >> card & 1:
            return _follow_refusal(state, card)
        return None
    if kind == ActionKind.DONE:
        if stage != Stage.WINDOW:
            return IllegalActionError("no_window", "done only ends a declaration window")
        return None
    if kind == ActionKind.EXCHANGE:
        return _exchange_refusal(state)
    if kind == ActionKind.MELD:
        return _meld_refusal(state, action.cards)
    return IllegalActionError("bad_action", f"unknown action {action!r}")


def _exchange_refusal(state: RoundState) -> IllegalActionError | None:
    """Why the mover may not exchange (or show) the 7 of trump now: the most lasting
    reason first (no upcard, no 7 held, the 7 scored), then the moment ("after winning a
    trick" was said to a player without the 7, or once the stock was gone)."""
    mode = state.rules.seven_exchange
    if mode == SevenExchange.NEVER:
        return IllegalActionError(
            "no_exchange", "the 7 of trump is not exchanged under these rules"
        )
    if state.upcard < 0:
        return IllegalActionError("no_upcard", "the upcard has already been taken")
    sevens = state.hands[state.to_move] & seven_bits(state.rules, state.trump)
    if not sevens:
        return IllegalActionError("no_seven", "you do not hold the 7 of trump")
    if not sevens & ~state.sevens_scored:
        return IllegalActionError("seven_scored", "your 7 of trump has already scored")
    if mode == SevenExchange.AFTER_TRICK_WIN and state.stage != Stage.WINDOW:
        return IllegalActionError(
            "exchange_after_win", "the 7 of trump is exchanged only after winning a trick"
        )
    return None


def _meld_refusal(state: RoundState, mask: int) -> IllegalActionError | None:
    rules = state.rules
    player = state.to_move
    if not rules.declares:
        return IllegalActionError(
            "no_declarations", "melds are counted from the cards won under these rules"
        )
    if state.stage != Stage.WINDOW:
        return IllegalActionError(
            "meld_after_win", "melds are declared only after winning a trick, before drawing"
        )
    missing = mask & ~state.hands[player]
    if missing:
        first = CARDS[(missing & -missing).bit_length() - 1]
        return IllegalActionError("not_held", f"you do not hold {first}", card=first)
    template = state.template(mask)
    text = " ".join(str(c) for c in iter_cards(mask))
    if template is None:
        return IllegalActionError("not_a_meld", f"{text} is not a meld that scores", cards=mask)
    if mask in state.declared[player]:
        return IllegalActionError("already_declared", "this meld was already declared", cards=mask)
    if rules.reuse_by_kind:
        reused = reuse_refusal(template, state.meld_usage[player])
        if reused:
            return reused
    limit = rules.max_melds_per_window
    if limit and state.window_melds >= limit:
        return IllegalActionError(
            "meld_limit",
            f"only {limit} meld{'s' if limit > 1 else ''} may be declared per trick won",
            limit=limit,
        )
    return None


def _follow_refusal(state: RoundState, card: int) -> IllegalActionError:
    lead = state.lead_card
    hand = state.hands[state.to_move]
    lead_suit = lead >> 3 & 3
    suit_name = SUIT_NAMES_EN[lead_suit]
    if hand & SUIT_MASK[lead_suit]:
        if card >> 3 & 3 != lead_suit:
            return IllegalActionError("must_follow", f"you must follow {suit_name}", suit=lead_suit)
        return IllegalActionError(
            "must_beat",
            f"you must beat the {CARDS[lead]} with a higher {suit_name[:-1]}",
            card=lead,
        )
    return IllegalActionError(
        "must_trump",
        f"you have no {suit_name}: you must trump",
        suit=state.trump,
        lead_suit=lead_suit,
    )


def reuse_refusal(template: MeldTemplate, usage: tuple[int, ...]) -> IllegalActionError | None:
    """Bésigue's reuse rule: a card serves in melds of different kinds, never twice in
    one kind, and a declared sequence cannot yield its trump marriage."""
    if template.mask & usage[MELD_INDEX[template.key]]:
        return IllegalActionError(
            "kind_reused",
            "a card may not serve twice in melds of the same kind",
            cards=template.mask,
        )
    if template.key == "trump_marriage" and template.mask & usage[_SEQUENCE]:
        return IllegalActionError(
            "sequence_marriage",
            "a trump sequence cannot later yield its marriage",
            cards=template.mask,
        )
    return None


__all__ = ["refusal", "reuse_refusal"]
