"""RoundState.apply says what happened (#15 finding 1): events checked against the state."""

from __future__ import annotations

import random

import pytest

from marjolet_qt.engine.actions import ActionKind
from marjolet_qt.engine.events import (
    CardPlayed,
    CardsDrawn,
    MeldDeclared,
    RoundOver,
    ScoresChanged,
    SevenExchanged,
    SevenShown,
    TrickWon,
    UpcardTaken,
)
from marjolet_qt.engine.round import Deal, RoundState
from marjolet_qt.engine.rules import PRESETS, RuleSet


@pytest.mark.parametrize("preset", PRESETS)
def test_events_tell_what_each_action_did(preset: str) -> None:
    rng = random.Random(preset)
    rules = RuleSet.from_preset(preset)
    for _ in range(15):
        state = RoundState(rules, Deal.shuffled(rules, rng.randrange(2), rng))
        ended = 0
        while not state.is_over():
            action = rng.choice(state.legal_actions())
            player = state.to_move
            hands = list(state.hands)
            scores = (state.score(0), state.score(1))
            events = state.apply(action)
            kinds = [type(event) for event in events]
            if action.kind == ActionKind.PLAY:
                assert events[0] == CardPlayed(player, action.cards.bit_length() - 1)
            if TrickWon in kinds:
                won = next(e for e in events if isinstance(e, TrickWon))
                assert won.trick == state.tricks[-1]
                points = rules.points_by_card
                assert won.points == points[won.trick.lead] + points[won.trick.follow]
            if action.kind == ActionKind.MELD:
                assert events[0] == MeldDeclared(state.meld_log[-1])
            if action.kind == ActionKind.EXCHANGE:
                assert kinds[0] in (SevenExchanged, SevenShown)
            # What was drawn is what came into the hands (the exchange aside).
            came = [0, 0]
            for event in events:
                if isinstance(event, CardsDrawn):
                    for who, card in event.draws:
                        came[who] |= 1 << card
                if isinstance(event, SevenExchanged):
                    came[event.player] |= 1 << event.upcard
            for who in (0, 1):
                assert state.hands[who] & ~hands[who] == came[who]
            if UpcardTaken in kinds:
                assert kinds.index(UpcardTaken) == kinds.index(CardsDrawn) + 1
            now = (state.score(0), state.score(1))
            assert (ScoresChanged(now) in events) == (now != scores)
            ended += kinds.count(RoundOver)
        assert ended == 1
        assert events[-1] == RoundOver(
            (state.score(0), state.score(1)), (state.breakdown(0), state.breakdown(1))
        )


def test_the_fast_path_reports_nothing_and_reaches_the_same_state() -> None:
    rng = random.Random(3)
    rules = RuleSet.from_preset("besigue")
    deal = Deal.shuffled(rules, 0, rng)
    checked, fast = RoundState(rules, deal), RoundState(rules, deal)
    while not checked.is_over():
        action = rng.choice(checked.legal_actions())
        checked.apply(action)
        assert fast.apply_unchecked(action) is None  # type: ignore[func-returns-value]
    assert checked.history == fast.history
    assert (checked.score(0), checked.score(1)) == (fast.score(0), fast.score(1))
