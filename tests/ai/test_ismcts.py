"""The tree-search experiment (``ai/ismcts.py``, arena ``ismcts``): it plays legal moves
through whole rounds under every preset, is reproducible for a seed, spends exactly its
iterations, credits each move to the player who made it, and leaves windows, the
exchange and phase 2 to Hard's own shortcuts."""

from __future__ import annotations

import random

import pytest

from marjolet_qt.ai.arena import make_level
from marjolet_qt.ai.ismcts import ISMCTSPlayer, Node
from marjolet_qt.ai.search import SearchPlayer
from marjolet_qt.engine import RoundState, RuleSet
from marjolet_qt.engine.fields import Stage
from marjolet_qt.engine.observation import Observation


def _play(rules: RuleSet, seed: int, player: ISMCTSPlayer) -> RoundState:
    state = RoundState.new(rules, seed % 2, seed)
    rng = random.Random(seed)
    while not state.is_over():
        obs = Observation.of(state, state.to_move)
        action = player.choose(obs, 0.0, rng)
        assert action in state.legal_actions()
        state.apply(action)
    return state


@pytest.mark.parametrize("preset", ["marjolet", "marjolet-strict", "mariage", "besigue"])
def test_it_plays_whole_rounds_with_legal_moves(preset: str) -> None:
    _play(RuleSet.from_preset(preset), 3, ISMCTSPlayer(iterations=12))


def test_it_spends_its_iterations_and_is_reproducible() -> None:
    rules = RuleSet.from_preset("marjolet")
    state = RoundState.new(rules, 0, 11)
    obs = Observation.of(state, state.to_move)
    assert obs.stage == Stage.LEAD
    choices = []
    for _ in range(2):
        player = ISMCTSPlayer(iterations=200)
        choices.append(player.choose(obs, 0.0, random.Random(5)))
        root = player.last_root
        assert root is not None
        assert sum(child.visits for child in root.children.values()) == 200
        assert set(root.children) <= set(obs.legal_actions)
    assert choices[0] == choices[1]


def test_the_most_tried_move_is_played_and_moves_are_credited_to_their_player() -> None:
    """In a tree of three plies every node's visits are its children's plus the
    iterations that ended there, and the best child of the root is the move played."""
    rules = RuleSet.from_preset("marjolet")
    state = RoundState.new(rules, 1, 4)
    obs = Observation.of(state, state.to_move)
    player = ISMCTSPlayer(iterations=300)
    action = player.choose(obs, 0.0, random.Random(1))
    root = player.last_root
    assert root is not None
    most = max(root.children.items(), key=lambda item: item[1].visits)
    assert action == most[0]

    def check(node: Node) -> None:
        below = sum(child.visits for child in node.children.values())
        assert below <= node.visits
        for child in node.children.values():
            assert child.available >= child.visits >= 1
            check(child)

    for child in root.children.values():
        check(child)


def test_windows_and_phase_two_are_hard_s_and_the_arena_names_it() -> None:
    """Off the cards of phase 1 the tree search plays exactly as Hard (same shortcuts,
    same search for a scarce window, same exact solve)."""
    rules = RuleSet.from_preset("marjolet")
    state = RoundState.new(rules, 0, 8)
    rng = random.Random(8)
    tree, hard = ISMCTSPlayer(iterations=8), SearchPlayer(iterations=8)
    compared = 0
    while not state.is_over():
        obs = Observation.of(state, state.to_move)
        if obs.stage == Stage.WINDOW or obs.upcard < 0:
            assert tree.choose(obs, 0.0, random.Random(2)) == hard.choose(
                obs, 0.0, random.Random(2)
            )
            compared += 1
        state.apply(rng.choice(state.legal_actions()))
    assert compared > 3
    assert isinstance(make_level("ismcts", iterations=4), ISMCTSPlayer)
    assert make_level("ismcts-c15", iterations=4).exploration == 15.0  # type: ignore[attr-defined]
