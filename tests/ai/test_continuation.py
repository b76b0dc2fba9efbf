"""Hard with trees of its own later moves (``ai/continuation.py``, arena ``pimc-tree``):
without widening it values every world exactly as Hard does, its trees count every visit
and widen with them, it plays whole rounds under every preset, and Expert's workers grow
the same trees as the deciding process would (one worker given every world, or two each
given some of the candidates)."""

from __future__ import annotations

import random

import pytest

from marjolet_qt.ai.arena import make_level
from marjolet_qt.ai.continuation import Continuation
from marjolet_qt.ai.ismcts import Node
from marjolet_qt.ai.parallel import ExpertPlayer
from marjolet_qt.ai.search import SearchPlayer
from marjolet_qt.engine import RoundState, RuleSet
from marjolet_qt.engine.fields import Stage
from marjolet_qt.engine.observation import Observation

#: Never widens: only the rules of thumb's move is ever offered.
NEVER = Continuation(widening=10**9)
#: Widens at once: every node offers a new move at each visit.
AT_ONCE = Continuation(widening=1)


def _phase1_observation(seed: int, preset: str = "marjolet") -> Observation:
    """A phase-1 trick a few moves into a round (Marjolet's by default), with the player
    to move."""
    state = RoundState.new(RuleSet.from_preset(preset), seed % 2, seed)
    rng = random.Random(seed)
    for _ in range(4):
        state.apply(rng.choice(state.legal_actions()))
    while state.stage not in (Stage.LEAD, Stage.FOLLOW):
        state.apply(rng.choice(state.legal_actions()))
    return Observation.of(state, state.to_move)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_tree_that_never_widens_values_every_world_as_hard(seed: int) -> None:
    """With only the rules of thumb's move offered at each node, the continuation plays
    Hard's rollout: the same values world by world, hence the same choice."""
    obs = _phase1_observation(seed)
    tree = SearchPlayer(iterations=60, continuation=NEVER)
    hard = SearchPlayer(iterations=60)
    chosen = tree.choose(obs, 0.0, random.Random(seed))
    assert chosen == hard.choose(obs, 0.0, random.Random(seed))
    assert tree.last_result is not None and hard.last_result is not None
    assert tree.last_result.values == hard.last_result.values
    assert tree.last_trees is not None and hard.last_trees is None


def test_the_trees_widen_and_count_every_visit() -> None:
    """Each candidate's tree is visited once a world; a node's children hold at most its
    visits; at the seat's own nodes more than the rules of thumb's move gets tried once
    a node is visited often, and each child was offered at least as often as tried."""
    obs = _phase1_observation(5)
    player = SearchPlayer(iterations=240, continuation=Continuation(widening=4))
    assert player.choose(obs, 0.0, random.Random(3)) in obs.legal_actions
    trees = player.last_trees
    assert trees is not None and len(trees.roots) == len(obs.legal_actions)
    widened = 0

    def check(node: Node) -> None:
        nonlocal widened
        assert sum(child.visits for child in node.children.values()) <= node.visits
        if len(node.children) > 1 and all(c.available > 1 for c in node.children.values()):
            widened += 1
        for child in node.children.values():
            assert child.available >= child.visits >= 1
            check(child)

    for root in trees.roots:
        assert root.visits == 240
        check(root)
    assert widened > 0
    hard = SearchPlayer(iterations=240)
    hard.choose(obs, 0.0, random.Random(3))
    assert hard.last_result is not None and player.last_result is not None
    assert hard.last_result.values != player.last_result.values


@pytest.mark.parametrize("preset", ["marjolet", "marjolet-strict", "mariage", "besigue"])
def test_it_plays_whole_rounds(preset: str) -> None:
    player = SearchPlayer(iterations=10, continuation=AT_ONCE)
    state = RoundState.new(RuleSet.from_preset(preset), 1, 6)
    rng = random.Random(6)
    while not state.is_over():
        action = player.choose(Observation.of(state, state.to_move), 0.0, rng)
        assert action in state.legal_actions()
        state.apply(action)


def test_the_arena_names_it() -> None:
    names = [("pimc-tree", False), ("expert-tree", False), ("expert-split", True)]
    for name, by_candidate in names:
        player = make_level(name, iterations=4)
        assert isinstance(player, SearchPlayer) and player.continuation == Continuation()
        if isinstance(player, ExpertPlayer):
            assert player.by_candidate == by_candidate
            player.close()
    slow = make_level("pimc-tree-slow", iterations=4)
    assert isinstance(slow, SearchPlayer) and slow.continuation == Continuation(8.0, 24)


def test_an_expert_worker_grows_the_trees_the_deciding_process_would() -> None:
    """One worker is given every world in order: its trees, hence its values, are those
    of the same search in one process; and they are not Hard's."""
    obs = _phase1_observation(7)
    expert = ExpertPlayer(processes=1, iterations=30, continuation=AT_ONCE)
    try:
        expert.choose(obs, 1.0, random.Random(2))
        assert expert.parallel, expert.status()
    finally:
        expert.close()
    alone = SearchPlayer(iterations=30, continuation=AT_ONCE)
    alone.choose(obs, 1.0, random.Random(2))
    hard = SearchPlayer(iterations=30)
    hard.choose(obs, 1.0, random.Random(2))
    assert expert.last_result is not None and alone.last_result is not None
    assert hard.last_result is not None
    assert expert.last_result.values == alone.last_result.values
    assert expert.last_result.values != hard.last_result.values


@pytest.mark.parametrize(
    ("preset", "seed", "candidates"), [("marjolet", 7, 6), ("mariage", 1, 5), ("besigue", 5, 7)]
)
def test_two_workers_by_candidate_grow_the_trees_the_deciding_process_would(
    preset: str, seed: int, candidates: int
) -> None:
    """Shared out by candidate, each of two workers values its candidates in every world:
    each candidate's tree sees every world, as in one process, so the values are the
    same, however many candidates each worker has (odd counts give one more to the
    first)."""
    obs = _phase1_observation(seed, preset)
    assert len(obs.legal_actions) == candidates
    worlds = 10 if preset == "besigue" else 30
    expert = ExpertPlayer(processes=2, iterations=worlds, continuation=AT_ONCE, by_candidate=True)
    try:
        chosen = expert.choose(obs, 1.0, random.Random(seed))
        assert expert.parallel, expert.status()
    finally:
        expert.close()
    alone = SearchPlayer(iterations=worlds, continuation=AT_ONCE)
    assert alone.choose(obs, 1.0, random.Random(seed)) == chosen
    assert expert.last_result is not None and alone.last_result is not None
    assert expert.last_result.worlds == worlds
    assert expert.last_result.values == alone.last_result.values
