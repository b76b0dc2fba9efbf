"""A reproducible mid-round position, for the screenshots and the layout tests (#14).

The table must be checked where it is most crowded: a second round (so that the game
totals are not all zero), in phase 1 with the stock still there, full hands (8 cards in
Bésigue), melds lying on the table for both players, and the computer's lead on the table
waiting for the human's answer. :func:`mid_round_match` plays a game with a fixed,
plausible policy until it reaches such a moment; the result is an ordinary
:class:`~marjolet_qt.engine.match.Match`, loaded into the window like a saved game.
"""

from __future__ import annotations

import random

from marjolet_qt.engine.actions import Action, ActionKind
from marjolet_qt.engine.match import Match
from marjolet_qt.engine.round import RoundState, Stage
from marjolet_qt.engine.rules import RuleSet

HUMAN = 0


def _choose(state: RoundState, rng: random.Random) -> Action:
    """Declare whatever can be declared (the meld rows fill up), else play at random."""
    legal = state.legal_actions()
    for kind in (ActionKind.MELD, ActionKind.EXCHANGE):
        for action in legal:
            if action.kind == kind:
                return action
    plays = [a for a in legal if a.kind == ActionKind.PLAY]
    return rng.choice(plays) if plays else legal[-1]


def _crowded(state: RoundState) -> bool:
    """The moment wanted: the computer has led, the human must answer, both players have
    melds out, the stock is still there and the human's hand is full."""
    return (
        _both_melded(state)
        and state.stage == Stage.FOLLOW
        and state.to_move == HUMAN
        and state.lead_card >= 0
        and state.hands[HUMAN].bit_count() == state.rules.hand_size
    )


def _declaring(state: RoundState) -> bool:
    """The declaration window: the human has won a trick and has melds to declare (the
    declaration panel is up)."""
    return (
        _both_melded(state)
        and state.stage == Stage.WINDOW
        and state.to_move == HUMAN
        and any(a.kind == ActionKind.MELD for a in state.legal_actions())
    )


def _both_melded(state: RoundState) -> bool:
    return all(state.exposed) and state.stock_pos < len(state.stock) - 2


def mid_round_match(
    preset: str = "besigue", seed: int = 7, tries: int = 200, *, declaring: bool = False
) -> Match:
    """A game in its second round, stopped at the first crowded moment (see the module),
    or with ``declaring`` at the first declaration window where the human has a meld.

    The first round is played to its end and booked. Deterministic for a given preset and
    seed; raises ``ValueError`` when no such moment comes within ``tries`` deals.
    """
    wanted = _declaring if declaring else _crowded
    rules = RuleSet.from_preset(preset)
    for attempt in range(tries):
        rng = random.Random(seed * 1000 + attempt)
        match = Match(rules, first_dealer=HUMAN, rng=rng)
        while not match.round.is_over():
            match.round.apply(_choose(match.round, rng))
        match.finish_round()
        if match.is_over():
            continue
        state = match.start_next_round()
        while not state.is_over():
            if wanted(state):
                return match
            state.apply(_choose(state, rng))
    raise ValueError(f"no crowded moment in {tries} deals of {preset}")


__all__ = ["mid_round_match"]
