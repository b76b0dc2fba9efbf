"""Expert (#17): Hard's search over worker processes — the same values as Hard's for the
same worlds, legal moves under every preset, and a search in its own process when the
workers cannot start or die."""

from __future__ import annotations

import logging
import math
import os
import random
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from marjolet_qt.ai import arena, parallel, worker_pool
from marjolet_qt.ai.arena_results import Config
from marjolet_qt.ai.levels import level, make_player
from marjolet_qt.ai.parallel import ExpertPlayer
from marjolet_qt.ai.sampling import world_count, worlds
from marjolet_qt.ai.search import SearchPlayer, SearchResult
from marjolet_qt.ai.worker_pool import PoolError, WorkerPool
from marjolet_qt.engine.actions import ActionKind
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import Deal, RoundState, Stage
from marjolet_qt.engine.rules import PRESETS, RuleSet

from .helpers import benchmark_script, random_play


@pytest.fixture(scope="module")
def expert() -> Iterator[ExpertPlayer]:
    """One Expert with two workers for the module (starting workers takes a second)."""
    player = ExpertPlayer(processes=2, iterations=24)
    yield player
    player.close()


def searched_positions(preset: str, count: int, seed: int) -> list[Observation]:
    """Phase-1 positions where the search runs (a choice, no exchange, no window), reached
    by random play."""
    rules = RuleSet.from_preset(preset)
    rng = random.Random(seed)
    found: list[Observation] = []
    while len(found) < count:
        state = RoundState(rules, Deal.shuffled(rules, rng.randrange(2), rng))
        for _ in range(rng.randrange(12)):
            if state.upcard < 0 or state.is_over():
                break
            random_play(state, rng)
        if state.upcard < 0 or state.is_over() or state.stage == Stage.WINDOW:
            continue
        obs = Observation.of(state, state.to_move)
        legal = obs.legal_actions
        if len(legal) > 1 and all(action.kind == ActionKind.PLAY for action in legal):
            found.append(obs)
    return found


def test_expert_is_registered_above_hard() -> None:
    found = level("expert")
    assert found.parallel and found.offered and not found.adjustable
    assert found.budget == 3.0 and level("hard").budget == 1.0
    player = make_player("expert", iterations=2)
    assert isinstance(player, ExpertPlayer)
    # Since session 15 the game's Expert is the arena's expert-split: a tree of its own
    # later moves below each candidate, the candidates shared out between the workers.
    assert player.continuation is not None and player.by_candidate
    flat = arena.make_level("expert-flat", iterations=2)
    assert isinstance(flat, ExpertPlayer)
    assert flat.continuation is None and not flat.by_candidate
    tree = arena.make_level("expert-tree", iterations=2)
    assert isinstance(tree, ExpertPlayer)
    assert tree.continuation is not None and not tree.by_candidate


@pytest.mark.parametrize("preset", PRESETS)
def test_expert_plays_legal_moves_under_every_preset(expert: ExpertPlayer, preset: str) -> None:
    """Random positions of every stage (windows, phase 2 included), and positions where
    the workers search."""
    rules = RuleSet.from_preset(preset)
    rng = random.Random(f"expert:{preset}")
    expert.iterations = 4 if preset == "besigue" else 12
    positions = searched_positions(preset, 2, seed=len(preset))
    while len(positions) < 6:
        state = RoundState(rules, Deal.shuffled(rules, rng.randrange(2), rng))
        for _ in range(rng.randrange(40)):
            if state.is_over():
                break
            random_play(state, rng)
        if not state.is_over():
            positions.append(Observation.of(state, state.to_move))
    for obs in positions:
        assert expert.choose(obs, 1.0, rng) in obs.legal_actions
    assert expert.parallel, expert.status()


@pytest.mark.parametrize("preset", ["marjolet", "mariage", "besigue"])
def test_parallel_values_are_hards_world_by_world(expert: ExpertPlayer, preset: str) -> None:
    """Given the same seed and number of worlds, Expert's merged values are Hard's, world
    by world and candidate by candidate, and so is the choice."""
    worlds = 6 if preset == "besigue" else 30
    expert.iterations = worlds
    hard = SearchPlayer(iterations=worlds)
    for index, obs in enumerate(searched_positions(preset, 2, seed=11)):
        chosen_hard = hard.choose(obs, 1.0, random.Random(index))
        chosen_expert = expert.choose(obs, 1.0, random.Random(index))
        assert hard.last_result is not None and expert.last_result is not None
        assert expert.last_result.values == hard.last_result.values
        assert expert.last_result.worlds == worlds
        assert chosen_expert == chosen_hard
    assert expert.parallel, expert.status()


def test_one_worker_gives_the_same_values(expert: ExpertPlayer) -> None:
    obs = searched_positions("marjolet", 1, seed=5)[0]
    single = ExpertPlayer(processes=1, iterations=20)
    try:
        expert.iterations = 20
        single.choose(obs, 1.0, random.Random(3))
        expert.choose(obs, 1.0, random.Random(3))
        assert single.last_result is not None and expert.last_result is not None
        assert single.last_result.values == expert.last_result.values
        assert single.parallel
    finally:
        single.close()


def test_by_candidate_the_values_are_hards_too() -> None:
    """Shared out by candidate (every world to both workers, each valuing some of the
    candidates), the merged values are still Hard's, world by world."""
    expert = ExpertPlayer(processes=2, iterations=16, by_candidate=True)
    hard = SearchPlayer(iterations=16)
    try:
        for index, obs in enumerate(searched_positions("marjolet", 3, seed=21)):
            assert expert.choose(obs, 1.0, random.Random(index)) == hard.choose(
                obs, 1.0, random.Random(index)
            )
            assert hard.last_result is not None and expert.last_result is not None
            assert expert.last_result.values == hard.last_result.values
        assert expert.parallel, expert.status()
    finally:
        expert.close()


@pytest.mark.parametrize("by_candidate", [False, True])
def test_a_clock_budget_is_kept_and_reported(expert: ExpertPlayer, by_candidate: bool) -> None:
    """On the wall clock the decision ends near its budget (generously: the machine may be
    busy), the workers report their time, and the early stop may end it sooner."""
    obs = searched_positions("marjolet", 1, seed=8)[0]
    # The workers are ready first, whatever ran before (alone, this test used to start
    # them within its 0.5 s, search in-process meanwhile, and find no worker time).
    assert expert.start() is not None and expert.parallel, expert.status()
    expert.iterations = None
    expert.by_candidate = by_candidate
    try:
        start = time.perf_counter()
        expert.choose(obs, 0.5, random.Random(1))
        elapsed = time.perf_counter() - start
    finally:
        expert.iterations = 24
        expert.by_candidate = False
    result = expert.last_result
    assert result is not None and result.worlds >= 1
    assert result.stopped_by in {"budget", "settled"}
    assert elapsed < 5.0
    assert 0.0 < expert.last_worker_time < 5.0


def test_should_stop_ends_the_search_at_once(expert: ExpertPlayer) -> None:
    obs = searched_positions("marjolet", 1, seed=9)[0]
    # The workers' search is the one stopped, whatever ran before (alone, this test
    # stopped the in-process search that runs while they start).
    assert expert.start() is not None and expert.parallel, expert.status()
    expert.iterations = None
    calls = {"n": 0}

    def stop() -> bool:
        calls["n"] += 1
        return calls["n"] > 3

    try:
        start = time.perf_counter()
        action = expert.choose(obs, 60.0, random.Random(1), should_stop=stop)
        assert time.perf_counter() - start < 5.0
    finally:
        expert.iterations = 24
    assert action in obs.legal_actions
    assert expert.last_result is not None and expert.last_result.stopped_by == "asked"
    # The next decision is not disturbed by the batches the cancelled one left queued.
    expert.iterations = 10
    expert.choose(obs, 1.0, random.Random(2))
    assert expert.last_result.worlds == 10


def test_workers_that_cannot_start_fall_back_to_one_process(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ExpertPlayer, "start_method", "no-such-start-method")
    player = ExpertPlayer(processes=2, iterations=10)
    hard = SearchPlayer(iterations=10)
    obs = searched_positions("marjolet", 1, seed=3)[0]
    with caplog.at_level(logging.WARNING, logger="marjolet_qt.ai.parallel"):
        action = player.choose(obs, 1.0, random.Random(4))
    assert "searches in its own process" in caplog.text
    assert not player.parallel and "in-process" in player.status()
    assert "failed" in worker_pool.summary()
    # The in-process search is Hard's, with the same worlds.
    assert action == hard.choose(obs, 1.0, random.Random(4))
    assert player.last_result is not None and hard.last_result is not None
    assert player.last_result.values == hard.last_result.values


def _exit_at_once(*_: object) -> None:
    """A worker that dies as it starts (a frozen program that cannot run its workers)."""
    os._exit(3)


def test_a_dead_worker_is_seen_and_the_search_goes_on_in_process(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pool = WorkerPool(1, target=_exit_at_once)
    try:
        with pytest.raises(PoolError, match="ended with status 3"):
            pool.wait_ready(30.0)
    finally:
        pool.close()
    assert pool.closed

    def dying_pool(processes: int, **options: object) -> WorkerPool:
        return WorkerPool(processes, target=_exit_at_once)

    monkeypatch.setattr(parallel, "WorkerPool", dying_pool)
    player = ExpertPlayer(processes=2, iterations=8)
    obs = searched_positions("marjolet", 1, seed=4)[0]
    assert player.choose(obs, 1.0, random.Random(1)) in obs.legal_actions
    assert player.last_result is not None and player.last_result.worlds == 8
    assert not player.parallel


def test_no_processes_means_in_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(parallel.PROCESSES_VARIABLE, "0")
    player = ExpertPlayer(iterations=4)
    assert player.processes == 0 and not player.parallel
    obs = searched_positions("mariage", 1, seed=2)[0]
    assert player.choose(obs, 1.0, random.Random(1)) in obs.legal_actions
    monkeypatch.setenv(parallel.PROCESSES_VARIABLE, "3")
    assert parallel.default_processes() == 3
    monkeypatch.delenv(parallel.PROCESSES_VARIABLE)
    assert parallel.default_processes() == min(os.cpu_count() or 1, 2)


def test_close_stops_the_workers_and_a_new_decision_restarts_them() -> None:
    player = ExpertPlayer(processes=1, iterations=4)
    obs = searched_positions("marjolet", 1, seed=6)[0]
    player.choose(obs, 1.0, random.Random(1))
    pool = player._pool
    assert pool is not None and pool.ready
    processes = list(pool._processes)
    player.close()
    assert pool.closed and all(not process.is_alive() for process in processes)
    player.choose(obs, 1.0, random.Random(1))
    assert player._pool is not None and player._pool is not pool
    player.close()


def test_the_arena_plays_expert_reproducibly_with_fixed_worlds(tmp_path: Path) -> None:
    """``--a expert --b hard`` with ``--iterations``: the same pair twice gives the same
    rounds, Expert's own budget is in the journal's header, and ``--jobs 2`` is refused."""
    config = Config("expert", "hard", RuleSet.from_preset("marjolet"), 4, 1.0, 6, budget_a=3.0)
    journal = tmp_path / "expert.jsonl"
    first = arena.run(config, 1, progress=False, journal=journal)
    second = arena.run(config, 1, progress=False)
    assert first["a_stats"]["mean_diff"] == second["a_stats"]["mean_diff"]
    assert first["budget_a"] == 3.0 and "budget_b" not in first
    assert '"budget_a": 3.0' in journal.read_text(encoding="utf-8").splitlines()[0]
    assert config.budgets(0) == (3.0, 1.0) and config.budgets(1) == (1.0, 3.0)
    with pytest.raises(SystemExit):
        arena.main(["--a", "hard", "--b", "expert", "--jobs", "2", "--pairs", "1"])


def test_worker_time_is_the_last_decisions(expert: ExpertPlayer) -> None:
    """The arena times Expert by its workers: a decision without a search reports none."""
    expert.iterations = 8
    obs = searched_positions("marjolet", 1, seed=12)[0]
    expert.choose(obs, 1.0, random.Random(1))
    assert expert.last_worker_time > 0.0
    rules = RuleSet.from_preset("marjolet")
    rng = random.Random(12)
    state = RoundState(rules, Deal.shuffled(rules, 0, rng))
    while state.upcard >= 0 or len(state.legal_actions()) < 2:
        random_play(state, rng)
    endgame = Observation.of(state, state.to_move)
    assert expert.choose(endgame, 1.0, rng) in endgame.legal_actions
    assert expert.last_worker_time == 0.0


@pytest.mark.parametrize("by_candidate", [False, True])
def test_worlds_searched_here_while_the_workers_start_come_first(
    expert: ExpertPlayer, by_candidate: bool
) -> None:
    """A game's first decision searches in its own process until the workers are ready,
    then hands over: the worlds of both parts, in order, are Hard's (the workers sharing
    out the worlds, or the candidates)."""
    obs = searched_positions("marjolet", 1, seed=13)[0]
    hard = SearchPlayer(iterations=20)
    hard.choose(obs, 1.0, random.Random(5))
    rng = random.Random(5)
    result = SearchResult(list(obs.legal_actions))
    result.possible = world_count(obs)
    result.exhaustive = result.possible <= expert.enumerate_limit
    stream = worlds(obs, rng, expert.enumerate_limit)
    pool = expert.start()
    assert pool is not None
    expert.iterations = 7  # the part searched here
    SearchPlayer._explore(
        expert, obs, stream, rng, result, start=0.0, deadline=math.inf, should_stop=None
    )
    expert.iterations = 20  # the workers do the other 13
    expert.by_candidate = by_candidate
    try:
        expert._explore_parallel(
            pool, obs, stream, rng, result, deadline=math.inf, should_stop=None
        )
    finally:
        expert.by_candidate = False
        expert.iterations = 24
    assert hard.last_result is not None
    assert result.worlds == 20 and result.values == hard.last_result.values


def test_a_first_decision_does_not_wait_for_the_workers() -> None:
    player = ExpertPlayer(processes=2)
    obs = searched_positions("marjolet", 1, seed=14)[0]
    try:
        assert player.choose(obs, 0.3, random.Random(1)) in obs.legal_actions
        assert player.last_result is not None and player.last_result.worlds >= 1
        pool = player.start()  # they were started, and get ready
        assert pool is not None and pool.ready and player.parallel
    finally:
        player.close()


def test_the_expert_benchmark_refuses_a_player_that_is_not_an_expert() -> None:
    """``benchmarks/expert.py --player`` takes the level or an arena experiment that is an
    Expert; another player is refused before anything is measured."""
    with pytest.raises(SystemExit, match="hard is not an Expert"):
        benchmark_script("expert").measure(1, 1, "hard")
