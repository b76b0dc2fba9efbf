"""The words of moves and of their reasons: the Hint, the replay's move list, the review.

The opponent gives its reasons as data (:class:`~marjolet_qt.ai.reasons.Reason`: a code
and its parameters); this module alone words them, in the player's language, as
:func:`.texts.refusal_text` words the engine's refusals. A hint says the move, then in a
few words why (what it takes, keeps or risks), then what the opponent expects from the
round as a secondary figure: "Hint: play the 10 of hearts — you win the trick, then lead
and may declare. (you end the round about 12 points ahead; 180 deals tried)".

A reason may be about the player (second person: the Hint, the player's rows of a
review) or about the computer (third person: its rows of the replay and the review).

Every literal goes through ``translate(...)`` spelled out, so that ``pyside6-lupdate``
finds it; counts use Qt's numerus forms (``%n``) so that French says "1 point".
"""

from __future__ import annotations

from typing import assert_never

from PySide6.QtCore import QCoreApplication

from marjolet_qt.ai.reasons import Reason, ReasonCode
from marjolet_qt.engine.actions import Action, ActionKind
from marjolet_qt.engine.cards import QUEEN, Card, iter_cards
from marjolet_qt.engine.round import RoundState

from .texts import (
    NBSP,
    card_name,
    english_plural,
    meld_name,
    number,
    seven_name,
    short_cards,
    suit_name,
)

translate = QCoreApplication.translate


# --- cards and melds with their article ------------------------------------------------------


def the_card(card: int, trump: int = -1) -> str:
    """'the Queen of hearts' / 'la Dame de cœur' ('of trumps' / 'd’atout' when the card's
    suit is ``trump``): the article agrees with the rank in French."""
    rank = card & 7
    the_rank = (
        translate("Texts", "the 7"),
        translate("Texts", "the 8"),
        translate("Texts", "the 9"),
        translate("Texts", "the Jack"),
        translate("Texts", "the Queen"),
        translate("Texts", "the King"),
        translate("Texts", "the 10"),
        translate("Texts", "the Ace"),
    )[rank]
    suit = card >> 3 & 3
    if suit == trump:
        return translate("Texts", "{the_rank} of trumps").format(the_rank=the_rank)
    return translate("Texts", "{the_rank} of {suit}").format(
        the_rank=the_rank, suit=suit_name(suit)
    )


def the_meld(key: str) -> str:
    """'the trump marriage' / 'le mariage d’atout': a meld in a sentence. (Its words
    apart from the rules help's, "in a sentence", where they read alike in English: the
    French writes the cards in lower case within a sentence, as :func:`the_card` does.)"""
    names = {
        "trump_jack_queen": translate("Texts", "the trump Jack and Queen"),
        "trump_jack_other_queen": translate("Texts", "the trump Jack and another Queen"),
        "trump_marriage": translate("Texts", "the trump marriage"),
        "marriage": translate("Texts", "the marriage"),
        "four_aces": translate("Texts", "the four Aces", "in a sentence"),
        "four_tens": translate("Texts", "the four Tens", "in a sentence"),
        "four_kings": translate("Texts", "the four Kings", "in a sentence"),
        "four_queens": translate("Texts", "the four Queens", "in a sentence"),
        "four_jacks": translate("Texts", "the four Jacks", "in a sentence"),
        "besigue": translate("Texts", "the bésigue"),
        "double_besigue": translate("Texts", "the double bésigue"),
        "trump_sequence": translate("Texts", "the trump sequence"),
    }
    return names.get(key, key)


def _meld_key(action: Action, state: RoundState) -> str:
    template = state.template(action.cards)
    return template.key if template is not None else ""


# --- moves -------------------------------------------------------------------------------------


def action_text(action: Action, state: RoundState, *, computer: bool = False) -> str:
    """What an action does: advice to the player ('play the Queen of hearts', the Hint and
    the player's rows of a replay), or with ``computer`` the computer's move in the third
    person ('plays the Queen of hearts', 'exchanges its 7 of trumps for the upcard')."""
    kind = action.kind
    if kind == ActionKind.PLAY:
        card = the_card(action.cards.bit_length() - 1)
        if state.lead_card < 0:
            if computer:
                return translate("Texts", "leads {card}").format(card=card)
            return translate("Texts", "lead {card}").format(card=card)
        if computer:
            return translate("Texts", "plays {card}").format(card=card)
        return translate("Texts", "play {card}").format(card=card)
    if kind == ActionKind.MELD:
        key = _meld_key(action, state)
        if key == "marriage":  # of four suits, say which ("declare the marriage" did not)
            suit = suit_name(Card(action.cards.bit_length() - 1).suit)
            meld = translate("Texts", "the marriage of {suit}").format(suit=suit)
        elif key == "trump_jack_other_queen":  # of three Queens: which (two rows read alike)
            meld = translate("Texts", "the Jack of trumps and the Queen of {suit}").format(
                suit=suit_name(_queen_suit(action))
            )
        else:
            meld = the_meld(key)
        if computer:
            return translate("Texts", "declares {meld}").format(meld=meld)
        return translate("Texts", "declare {meld}").format(meld=meld)
    if kind == ActionKind.EXCHANGE and state.exchange_shows:
        if computer:
            return translate("Texts", "shows its 7 of trumps")
        return translate("Texts", "show your 7 of trumps")
    if kind == ActionKind.EXCHANGE:
        if computer:
            return translate("Texts", "exchanges its 7 of trumps for the upcard")
        return translate("Texts", "exchange your 7 of trumps for the upcard")
    # Continue: after a meld or an exchange it ends the declarations; with nothing
    # declared yet it only draws (the replay said "ends its declarations" after every
    # trick won).
    if state.history and state.history[-1].kind in (ActionKind.MELD, ActionKind.EXCHANGE):
        if computer:
            return translate("Texts", "ends its declarations and draws")
        return translate("Texts", "end your declarations and draw")
    if computer:
        return translate("Texts", "draws without declaring")
    return translate("Texts", "draw without declaring")


def _queen_suit(action: Action) -> int:
    """The suit of the Queen a meld of the Jack of trumps and another Queen is made with."""
    return next(card.suit for card in iter_cards(action.cards) if card.rank == QUEEN)


def move_name(action: Action, state: RoundState) -> str:
    """A move as a name, whoever made it ('Queen of hearts', 'Trump marriage', '7 of
    trumps exchanged'): the review's columns, for either side."""
    kind = action.kind
    if kind == ActionKind.PLAY:
        return card_name(action.cards.bit_length() - 1)
    if kind == ActionKind.MELD:
        key = _meld_key(action, state)
        if key == "marriage":  # of four suits: say which, as the hints do
            suit = suit_name(Card(action.cards.bit_length() - 1).suit)
            return translate("Texts", "Marriage of {suit}").format(suit=suit)
        if key == "trump_jack_other_queen":
            return translate("Texts", "Jack of trumps and Queen of {suit}").format(
                suit=suit_name(_queen_suit(action))
            )
        return meld_name(key)
    if kind == ActionKind.EXCHANGE:
        return seven_name(state.exchange_shows)
    return translate("Texts", "End of declarations")


def short_move_name(action: Action, state: RoundState) -> str:
    """A move in a few characters, where its name would be cut: its cards as their
    corner indices show them ('A♥', 'K♠ Q♠' for a meld), the 7 of trumps with an arrow
    when it is exchanged ('7♥ ⇄'; alone when only shown), 'End' for the end of the
    declarations."""
    kind = action.kind
    if kind in (ActionKind.PLAY, ActionKind.MELD):
        return short_cards(action.cards)
    if kind == ActionKind.EXCHANGE:
        seven = short_cards(1 << (state.trump * 8))  # (rank 0: the 7)
        return seven if state.exchange_shows else f"{seven}{NBSP}⇄"
    return translate("Texts", "End", "short for the end of declarations")


# --- reasons -----------------------------------------------------------------------------------


def reason_text(reason: Reason, *, computer: bool = False) -> str:
    """Why a move is good, in a few words: about the player ('you take the 10 of hearts'),
    or with ``computer`` about the computer. The figures are :func:`estimate_text`'s."""
    text = _why(reason, computer)
    params = reason.params
    keep = params.get("keep")
    if type(keep) is int and text:
        points = number(int(params.get("keep_points", 0)))
        kept = (
            translate("HintReason", ", and the computer keeps {card} for a meld worth {points}")
            if computer
            else translate("HintReason", ", and you keep {card} for a meld worth {points}")
        )
        text += kept.format(card=the_card(keep), points=points)
    return text


#: From this risk (in %) on, a lead is said to lose the trick more likely than not; from
#: the second, almost surely ("likely lost (about 100%)" contradicted itself).
LIKELY_LOST, SURELY_LOST = 50, 95


def _why(reason: Reason, computer: bool) -> str:
    code = reason.code
    params = reason.params
    card = int(params.get("card", -1))
    points = int(params.get("points", 0))
    if code == ReasonCode.ONLY_MOVE:
        return translate("HintReason", "it is the only legal move")
    if code == ReasonCode.TAKES:
        taken = the_card(int(params.get("taken", card)))
        if computer:
            return translate("HintReason", "the computer takes {card}").format(card=taken)
        return translate("HintReason", "you take {card}").format(card=taken)
    if code == ReasonCode.WINS_TRICK:
        if params.get("declare"):
            if computer:
                return translate(
                    "HintReason", "the computer wins the trick, then leads and may declare"
                )
            return translate("HintReason", "you win the trick, then lead and may declare")
        if computer:
            return translate("HintReason", "the computer wins the trick and leads next")
        return translate("HintReason", "you win the trick and lead next")
    if code == ReasonCode.GIVES_UP and params.get("cheapest"):
        if computer:
            return translate(
                "HintReason", "the computer loses the trick with the card it will miss least"
            )
        return translate("HintReason", "you lose the trick with the card you will miss least")
    if code == ReasonCode.GIVES_UP:
        if computer:
            return translate("HintReason", "the computer lets the trick go")
        return translate("HintReason", "you let the trick go")
    if code == ReasonCode.LEADS_SAFE:
        return translate("HintReason", "nothing can beat it")
    if code == ReasonCode.LEADS_LOW:
        return translate("HintReason", "it carries no points, so losing the trick gives none away")
    if code == ReasonCode.LEADS:
        risk = int(params.get("risk", 0))
        if risk < LIKELY_LOST:
            text = translate("HintReason", "the risk of losing the trick is only about {risk}%")
        elif risk >= SURELY_LOST:
            text = translate(
                "HintReason", "the best lead found, though the trick is almost surely lost"
            )
        else:
            # Worded so that a likely loss does not read as an argument against the move.
            text = translate(
                "HintReason",
                "the best lead found, though the trick is lost about {risk}% of the time",
            )
        return text.format(risk=risk)
    if code == ReasonCode.LEADS_BEATABLE:
        # (Not "it can be beaten" alone: said of the card advised, it read as an argument
        # against it.)
        return translate("HintReason", "the best lead found, though the other hand can beat it")
    if code == ReasonCode.EXCHANGE:
        upcard = the_card(int(params.get("upcard", -1)))
        if computer and points:
            text = translate(
                "HintReason", "the computer gets {card} and scores %n point(s)", None, points
            )
        elif computer:
            text = translate("HintReason", "the computer gets {card}")
        elif points:
            text = translate("HintReason", "you get {card} and score %n point(s)", None, points)
        else:
            text = translate("HintReason", "you get {card}")
        return english_plural(text, points).format(card=upcard)
    if code == ReasonCode.SHOW_SEVEN:
        if points:
            return english_plural(
                translate(
                    "HintReason",
                    "the other 7 of trumps is the upcard: showing this one scores %n point(s)",
                    None,
                    points,
                ),
                points,
            )
        return translate("HintReason", "the other 7 of trumps is the upcard")
    if code == ReasonCode.DECLARE:
        return english_plural(
            translate("HintReason", "it scores %n point(s) now", None, points), points
        )
    if code == ReasonCode.MARRIAGE_FIRST:
        return english_plural(
            translate(
                "HintReason",
                "it scores %n point(s) now, and the trump sequence can still follow after "
                "another trick won",
                None,
                points,
            ),
            points,
        )
    if code == ReasonCode.NOTHING_TO_DECLARE:
        return translate("HintReason", "there is nothing more to declare")
    if code == ReasonCode.DECLARE_LATER:
        return translate("HintReason", "the melds can wait for another trick won")
    if code == ReasonCode.RANDOM:
        return translate("HintReason", "a move chosen at random")
    assert_never(code)  # mypy checks that every code is worded


#: The margin of error (in points) past which a hint's figure is not given: the deals
#: tried were too few to tell how the round ends.
UNSURE_POINTS = 25


def _standing(points: int) -> str:
    """Where the player ends the round against the computer: '12 points ahead', '1 point
    behind', 'even'."""
    if points > 0:
        return english_plural(translate("HintReason", "%n point(s) ahead", None, points), points)
    if points < 0:
        behind = -points
        return english_plural(translate("HintReason", "%n point(s) behind", None, behind), behind)
    return translate("HintReason", "even", "ending the round with as many points as the other")


def estimate_text(reason: Reason) -> str:
    """What the search expects of the move, in a player's words, as a secondary figure:
    '(you end the round about 12 points ahead; 180 deals tried)', the exact result once
    the endgame is solved, and the margin over the next best move only when the search
    showed one. Empty when the reason has no figure (the rules of thumb). ("expected −51
    for the round over 264 deals" did not say what was expected, and read as a loss the
    hint promised.)"""
    params = reason.params
    solved = params.get("solved")
    if type(solved) is int:
        text = translate("HintReason", "endgame solved: you end the round {standing}").format(
            standing=_standing(solved)
        )
        return f"({text})"
    expected = params.get("expected")
    deals = int(params.get("deals", 0))
    if type(expected) is not int or deals < 1:
        return ""
    error = params.get("error")
    if type(error) is int and error > UNSURE_POINTS:
        # Too few deals for the figure to mean anything: it swung by a hundred points
        # from one move to the next (the QA pass's Bésigue), and misled more than it told.
        text = translate(
            "HintReason", "%n deal(s) tried: too few to tell how the round ends", None, deals
        )
        return f"({english_plural(text, deals)})"
    standing = _standing(expected)
    margin = params.get("margin")
    if type(margin) is int and margin > 0:  # (beside the standing it is a margin on)
        standing += english_plural(
            translate("HintReason", ", %n point(s) better than the next best move", None, margin),
            margin,
        )
    if params.get("all_deals") and deals == 1:
        text = translate(
            "HintReason",
            "exactly: you end the round {standing}; only one deal is possible",
        )
    elif params.get("all_deals"):
        text = translate(
            "HintReason",
            "you end the round about {standing}; all %n possible deals tried",
            None,
            deals,
        )
    else:
        text = translate(
            "HintReason",
            "you end the round about {standing}; %n deal(s) tried",
            None,
            deals,
        )
    return f"({english_plural(text, deals).format(standing=standing)})"


# --- the Hint ------------------------------------------------------------------------------------


def hint_text(
    action: Action, reason: Reason | None, state: RoundState, *, figures: bool = True
) -> str:
    """'Hint: play the 10 of hearts — you win the trick, then lead and may declare.
    (you end the round about 12 points ahead; 180 deals tried)'; without the part in
    brackets when not ``figures`` (the table's banner, too small for the whole)."""
    advice = action_text(action, state)
    why = reason_text(reason) if reason is not None else ""
    if why:
        text = translate("Texts", "Hint: {advice} — {reason}.").format(advice=advice, reason=why)
    else:
        text = translate("Texts", "Hint: {advice}.").format(advice=advice)
    figure = estimate_text(reason) if reason is not None and figures else ""
    return f"{text} {figure}" if figure else text


__all__ = [
    "action_text",
    "estimate_text",
    "hint_text",
    "move_name",
    "reason_text",
    "the_card",
    "the_meld",
]
