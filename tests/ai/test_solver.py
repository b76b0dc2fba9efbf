"""The exact phase-2 solver agrees with a plain exhaustive minimax over the engine."""

from __future__ import annotations

import random
from typing import Any

import pytest

from marjolet_qt.ai.solver import Phase2Solver, SolverLimitError, _Compact
from marjolet_qt.ai.solver_tables import OWNERS
from marjolet_qt.engine import PRESETS, RoundState, RuleSet, Stage, parse_card

from .helpers import phase2_position, plain_minimax, random_play

#: Rule options that change phase-2 scoring or duties, on top of the presets.
VARIANTS: list[tuple[str, dict[str, Any]]] = [
    ("marjolet", {"melds_in_phase2": True}),
    ("marjolet", {"melds_in_phase2": True, "max_melds_per_window": 1}),
    ("marjolet", {"all_final_tricks_replaces_last": False, "seven_captured_points": 5}),
    ("marjolet", {"all_final_tricks_points": 0, "phase2_trump": False}),
    ("marjolet", {"deck": "double64", "hand_size": 5}),
    ("mariage", {"deck": "double64", "hand_size": 5}),  # captured marriages, two packs
    ("mariage", {"phase2_head": "always", "seven_play_points": 10}),
    ("mariage-enfants", {"meld_scoring": "declared", "melds_in_phase2": True}),
]


def _check(rules: RuleSet, state: RoundState, solver: Phase2Solver) -> None:
    expected = plain_minimax(state)
    solver.clear()
    assert solver.solve(state) == expected, state
    if state.stage in (Stage.LEAD, Stage.FOLLOW):
        action, value = solver.best_action(state)
        sign = 1 if state.to_move == 0 else -1
        assert value == sign * expected
        child = state.clone()
        child.apply(action)
        assert sign * plain_minimax(child) == sign * expected


#: The presets whose exhaustive check takes longest (8 to 15 s each): marked slow.
SLOW_PRESETS = ("marjolet", "marjolet-strict", "mariage-enfants")


@pytest.mark.parametrize(
    "preset", [pytest.param(p, marks=pytest.mark.slow) if p in SLOW_PRESETS else p for p in PRESETS]
)
def test_solver_matches_exhaustive_minimax(preset: str) -> None:
    """500 positions per preset: mostly 2-4 cards each (so the plain minimax is quick),
    half of them with a card already led, and some full phase-2 starts."""
    rules = RuleSet.from_preset(preset)
    solver = Phase2Solver(rules)
    rng = random.Random(f"solver-{preset}")
    for index in range(500):
        full = index % 60 == 0  # 9 full starts per preset
        size = None if full else rng.choice((2, 3, 4))
        if full and rules.hand_size > 6:
            size = 5  # Bésigue's eight cards each are beyond the plain minimax
        state = phase2_position(rules, rng, size)
        if not full and rng.random() < 0.5 and not state.is_over():
            random_play(state, rng)  # a card on the table
        _check(rules, state, solver)


@pytest.mark.parametrize(("preset", "options"), VARIANTS)
def test_solver_matches_minimax_under_options(preset: str, options: dict[str, Any]) -> None:
    rules = RuleSet.from_preset(preset, options)
    solver = Phase2Solver(rules)
    rng = random.Random(f"variant-{preset}-{sorted(options.items())}")
    for _ in range(80):
        state = phase2_position(rules, rng, rng.choice((2, 3)))
        if rng.random() < 0.5 and not state.is_over():
            random_play(state, rng)
        _check(rules, state, solver)


def test_solver_reuses_its_table_across_an_endgame() -> None:
    """Solving each position of one endgame in turn, without clearing, stays exact."""
    rules = RuleSet.from_preset("marjolet")
    solver = Phase2Solver(rules)
    rng = random.Random(7)
    for _ in range(10):
        state = phase2_position(rules, rng, 4)
        while not state.is_over():
            assert solver.solve(state) == plain_minimax(state)
            action, _ = solver.best_action(state)
            state.apply(action)


def test_solver_refuses_phase1_and_honours_node_limit() -> None:
    rules = RuleSet.from_preset("marjolet")
    with pytest.raises(ValueError):
        Phase2Solver(rules).solve(RoundState.new(rules, 0, 1))
    state = phase2_position(rules, random.Random(3), None)
    with pytest.raises(SolverLimitError):
        Phase2Solver(rules, max_nodes=2).solve(state)


def _has_twins(hand: int) -> bool:
    return bool(hand & hand >> 32)


def test_two_packs_twins_and_touching_cards_solve_exactly() -> None:
    """Bésigue positions where a hand holds both copies of a card: the solver tries one
    of the twins only, and one of a run of touching cards, and stays exact."""
    rules = RuleSet.from_preset("besigue")
    solver = Phase2Solver(rules)
    rng = random.Random("twins")
    checked = 0
    while checked < 60:
        state = phase2_position(rules, rng, rng.choice((3, 4)))
        if state.is_over() or not any(_has_twins(hand) for hand in state.hands):
            continue
        if rng.random() < 0.5:
            random_play(state, rng)
        _check(rules, state, solver)
        checked += 1


def test_equivalent_cards_are_tried_once() -> None:
    """Twins always count as one move; touching cards too, unless the other side holds a
    card of a rank between them or equal to one of them (ties go to the card led)."""
    rules = RuleSet.from_preset("besigue")
    state = phase2_position(rules, random.Random(5), 3)
    solver = Phase2Solver(rules)
    tables, tt = solver._context(state.trump)
    search = _Compact(solver, tables, tt, state)
    suit = (state.trump + 1) % 4  # a plain suit: no 7 of trumps among the cards below
    king, queen, jack = (int(parse_card(r + "CDHS"[suit])) for r in "KQJ")
    assert search._ordered(1 << king | 1 << (king + 32), 0, 0) == (king + 32,)
    touching = 1 << king | 1 << queen | 1 << jack
    assert len(search._ordered(touching, 0, 0)) == 1
    # The other side's Queen (either copy) tells all three apart: ours beats it, ties
    # with it (the card led wins) or loses to it.
    assert search._ordered(touching, 1 << (queen + 32), 0) == (king, queen, jack)
    assert len(search._ordered(touching, 1 << (king + 32), 0)) == 2  # K; Q = J
    # Its King ties with ours when we lead it: the King is no longer the Queen's equal.
    assert len(search._ordered(1 << king | 1 << queen, 1 << (king + 32), 0)) == 2


@pytest.mark.slow
def test_two_packs_each_7_of_trumps_scores_when_played() -> None:
    """With two packs and points for playing the 7 of trumps, each 7 scores on its own:
    positions with both still to score, in either hand."""
    rules = RuleSet.from_preset("marjolet", {"deck": "double64", "hand_size": 5})
    solver = Phase2Solver(rules)
    rng = random.Random("two sevens")
    checked = 0
    while checked < 15:  # rare positions: some 500 random rounds give each one
        state = phase2_position(rules, rng, rng.choice((2, 3)))
        sevens = RoundState.seven_bits(rules, state.trump)
        held = (state.hands[0] | state.hands[1]) & sevens & ~state.sevens_scored
        if state.is_over() or held.bit_count() < 2:
            continue
        _check(rules, state, solver)
        checked += 1


def test_owners_table_packs_the_held_cards_among_the_suits_cards() -> None:
    """The table built from the smaller suits up says, for every suit's cards and every
    holding, which of those cards are held, counted among them lowest first."""
    for cards in range(256):
        for held in range(256):
            ranks = [rank for rank in range(8) if cards >> rank & 1]
            expected = sum((held >> rank & 1) << index for index, rank in enumerate(ranks))
            assert OWNERS[cards << 8 | held] == expected
