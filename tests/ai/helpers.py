"""Shared helpers of the opponent's tests: random positions, a plain minimax, and the
benchmark scripts loaded as modules."""

from __future__ import annotations

import random
from types import ModuleType

from marjolet_qt.engine import CARDS, ActionKind, Deal, RoundState, RuleSet, Stage, parse_card

from ..scripts import script


def random_play(state: RoundState, rng: random.Random) -> None:
    """One random legal action (melds half of the time, so windows vary)."""
    actions = state.legal_actions()
    melds = [a for a in actions if a.kind == ActionKind.MELD]
    if melds and rng.random() < 0.5:
        state.apply(rng.choice(melds))
    else:
        state.apply(rng.choice(actions))


def phase2_position(
    rules: RuleSet, rng: random.Random, cards_left: int | None = None
) -> RoundState:
    """A reachable phase-2 position with ``cards_left`` cards in the hand of the player
    to lead (the full hand when None), reached by random play."""
    state = RoundState.new(rules, rng.randrange(2), rng.randrange(1 << 30))
    while state.upcard >= 0:
        random_play(state, rng)
    target = rules.hand_size if cards_left is None else cards_left
    while not state.is_over() and (
        state.stage != Stage.LEAD or state.hands[state.to_move].bit_count() > target
    ):
        random_play(state, rng)
    return state


def plain_minimax(state: RoundState) -> int:
    """Final difference (seat 0 minus seat 1) by trying every line: no pruning, no table,
    nothing but the engine's own rules. The reference the solver is checked against."""
    if state.is_over():
        return state.score(0) - state.score(1)
    values = []
    for action in state.legal_actions():
        state.apply(action)
        values.append(plain_minimax(state))
        state.undo()
    return max(values) if state.to_move == 0 else min(values)


def cards(text: str) -> list[int]:
    """Card ids from 'AS TH 7C'."""
    return [int(parse_card(word)) for word in text.split()]


def dealt(rules: RuleSet, hand0: str, hand1: str, upcard: str, dealer: int = 1) -> RoundState:
    """A round dealt with these hands and upcard (the stock is the rest, in card order)."""
    h0, h1, up = cards(hand0), cards(hand1), cards(upcard)[0]
    used = set(h0) | set(h1) | {up}
    stock = tuple(CARDS[c] for c in range(rules.deck_size) if c not in used)
    deal = Deal(
        dealer, (tuple(CARDS[c] for c in h0), tuple(CARDS[c] for c in h1)), CARDS[up], stock
    )
    return RoundState(rules, deal)


def benchmark_script(name: str) -> ModuleType:
    """``benchmarks/<name>.py`` as a module (loaded once): the scripts are not a package."""
    return script(f"benchmarks/{name}.py")
