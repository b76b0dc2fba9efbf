"""Expert: Hard's search spread over worker processes (root parallelism).

Hard evaluates every candidate action in one sampled world after another on one core.
Expert does exactly the same, world by world, but hands the worlds out to worker
processes (:mod:`.worker_pool`): the deciding process, here, draws each world and its
rollout seed from its own generator in Hard's order
(:meth:`.search.SearchPlayer._explore`), sends batches of them to the workers, and
merges what comes back into one :class:`.search.SearchResult`. Each world's values are
computed by Hard's own :func:`.search.world_values`, so the merge is paired world by
world as Hard's is, and the early stop, the prior and the reason are Hard's. With a
fixed number of worlds (``iterations``) Expert's values, and so its choice, are exactly
Hard's for the same seed, whatever the number of processes.

The work is shared out by world, or by candidate (``by_candidate``). By world, each
worker values every candidate in the worlds it is given. By candidate, every world goes
to every worker, and each values its own share of the candidates in it: a world counts
once all have valued it, and a worker that gets ahead of the others by two batches
waits for them (its worlds would never count). It matters with a
continuation (:mod:`.continuation`), whose tree below a candidate learns from the worlds
that candidate is valued in. By world, each worker grows its own trees from half the
worlds; by candidate, each candidate's one tree sees every world, and Expert's values
are again exactly those of the same search in one process (given the same worlds; on
a game's first decision, the worlds searched here while the workers started are not in
the workers' trees).

The pool is made on the first decision that needs it, kept between decisions (the
solver's tables in each worker stay warm), and closed by :meth:`ExpertPlayer.close`, at
exit, or when its player is dropped. If the workers cannot start or die (a sandbox
without processes, a frozen program that cannot spawn, a daemonic arena worker), Expert
logs a warning and searches in its own process for good: slower, never a crash.

Budgets: on the wall clock (the table) every worker stops at the decision's deadline;
on a CPU clock (the arena's ``--clock cpu``) each worker may spend the budget in its own
CPU time, so "3 s" means three seconds on each core.
"""

from __future__ import annotations

import logging
import math
import os
import random
import time
import weakref
from collections.abc import Callable, Iterator
from typing import Any

from marjolet_qt.engine.actions import Action
from marjolet_qt.engine.observation import Observation

from .heuristics import ROLLOUT
from .reasons import Reason
from .sampling import World
from .search import MIN_WORLDS, SearchPlayer, SearchResult
from .worker_pool import EVENTS, POLL, STARTUP_TIMEOUT, Batch, Done, PoolError, WorkerPool

log = logging.getLogger(__name__)

#: Worker processes by default (Expert's, and the review's searches): both cores of the
#: machine the issue targets, and no more than the machine has.
#: ``MARJOLET_EXPERT_PROCESSES`` overrides it (0: in-process).
DEFAULT_PROCESSES = 2
PROCESSES_VARIABLE = "MARJOLET_EXPERT_PROCESSES"
#: Worlds per batch: the first batches give the early stop its first look after
#: ``MIN_WORLDS`` worlds as Hard's; later ones grow with the worlds seen (fewer round
#: trips) up to ``MAX_BATCH``, short enough that a cancelled decision ends quickly.
MIN_BATCH = 4
MAX_BATCH = 48
#: Batches queued per worker, so that a worker never waits for the next one.
IN_FLIGHT = 2


def default_processes() -> int:
    """Worker processes for Expert and the review: ``MARJOLET_EXPERT_PROCESSES`` if set, else
    :data:`DEFAULT_PROCESSES` capped by the machine's cores."""
    setting = os.environ.get(PROCESSES_VARIABLE, "").strip()
    if setting:
        try:
            return max(0, int(setting))
        except ValueError:
            log.warning("%s=%r is not a number; using the default", PROCESSES_VARIABLE, setting)
    return min(os.cpu_count() or 1, DEFAULT_PROCESSES)


# --- Expert -----------------------------------------------------------------------------


class ExpertPlayer(SearchPlayer):
    """Hard's search with its worlds evaluated by ``processes`` worker processes."""

    #: How the workers are started (a test sets an impossible one to see the fallback).
    start_method = "spawn"

    def __init__(
        self,
        name: str = "expert",
        *,
        processes: int | None = None,
        by_candidate: bool = False,
        **options: Any,
    ) -> None:
        super().__init__(name, **options)
        #: Worker processes; below 1, Expert searches in its own process.
        self.processes = default_processes() if processes is None else processes
        #: How the work is shared: each worker values every candidate in the worlds it
        #: is given (False), or some of the candidates in every world (True; see the
        #: module: a continuation's tree below a candidate then sees every world).
        self.by_candidate = by_candidate
        #: Why the workers are not used (None while they are, or may yet be).
        self.fallback: str | None = None if self.processes >= 1 else "no worker processes"
        #: The longest time any one worker spent on the last decision, on the budget's
        #: clock: with a CPU clock, the deciding process's own CPU time misses it.
        self.last_worker_time = 0.0
        self._pool: WorkerPool | None = None
        #: Closes the pool if this player is dropped without :meth:`close`.
        self._finalizer: weakref.finalize[Any, Any] | None = None
        self._decision = 0

    def close(self) -> None:
        """Stop the workers (the level changed, or the game quits). Reopened if needed."""
        pool, self._pool = self._pool, None
        if self._finalizer is not None:
            self._finalizer.detach()
            self._finalizer = None
        if pool is not None:
            pool.close()

    @property
    def parallel(self) -> bool:
        """Whether the next decision will use worker processes."""
        return self.fallback is None

    def status(self) -> str:
        """In a few words, how Expert searches (for logs and the smoke test)."""
        if self.fallback is None:
            state = "running" if self._pool is not None and self._pool.ready else "not started"
            return f"{self.processes} worker processes ({state})"
        return f"in-process ({self.fallback})"

    def start(
        self,
        should_stop: Callable[[], bool] | None = None,
        timeout: float = STARTUP_TIMEOUT,
        *,
        wait: bool = True,
    ) -> WorkerPool | None:
        """The pool, started if needed and, with ``wait``, ready; None when Expert
        searches in-process (the workers failed now or before) or ``should_stop``
        interrupted the wait."""
        if self.fallback is not None:
            return None
        try:
            if self._pool is None:
                import multiprocessing  # noqa: PLC0415

                context = multiprocessing.get_context(self.start_method)
                self._pool = WorkerPool(self.processes, context=context)
                self._finalizer = weakref.finalize(self, self._pool.close)
            if wait and not self._pool.wait_ready(timeout, should_stop):
                return None
        except Exception as error:  # any failure means: search in-process
            self._fail(error)
            return None
        return self._pool

    def _fail(self, error: BaseException) -> None:
        self.fallback = f"{type(error).__name__}: {error}".splitlines()[0]
        EVENTS.append(f"failed ({self.fallback})")
        log.warning(
            "Expert's worker processes are not available (%s); it searches in its own "
            "process from now on",
            self.fallback,
        )
        self.close()

    def choose_with_reason(
        self, observation: Observation, *args: Any, **kwargs: Any
    ) -> tuple[Action, Reason]:
        """Hard's choice (see :class:`.search.SearchPlayer`); ``last_worker_time`` is this
        decision's (0 when it needed no search)."""
        self.last_worker_time = 0.0
        return super().choose_with_reason(observation, *args, **kwargs)

    def _explore(
        self,
        obs: Observation,
        stream: Iterator[World],
        rng: random.Random,
        result: SearchResult,
        *,
        start: float,
        deadline: float,
        should_stop: Callable[[], bool] | None,
    ) -> None:
        """Hard's loop over worlds, its worlds evaluated by the workers (see the module).

        While the workers start (a game's first decision: a second or two), the search
        runs here and hands over to them once they are ready, rather than wait. With a
        fixed number of worlds it waits for them (tests and the arena want them used)."""
        pool = self.start(should_stop, wait=self.iterations is not None)
        if pool is not None and not pool.ready:
            starting = pool

            def ready_or_stop() -> bool:
                return (should_stop is not None and should_stop()) or starting.poll_ready()

            try:
                super()._explore(
                    obs, stream, rng, result, start=start, deadline=deadline,
                    should_stop=ready_or_stop,
                )  # fmt: skip
            except PoolError as error:
                self._fail(error)
                pool = None
            else:
                if result.stopped_by != "asked" or (should_stop is not None and should_stop()):
                    return  # done here (budget, settled choice), or asked to stop
                result.stopped_by = ""
        if pool is not None:
            try:
                self._explore_parallel(
                    pool, obs, stream, rng, result, deadline=deadline, should_stop=should_stop
                )
                return
            except PoolError as error:
                self._fail(error)
        if result.stopped_by == "asked" or (should_stop is not None and should_stop()):
            result.stopped_by = "asked"
            return
        super()._explore(
            obs, stream, rng, result, start=start, deadline=deadline, should_stop=should_stop
        )

    def _explore_parallel(
        self,
        pool: WorkerPool,
        obs: Observation,
        stream: Iterator[World],
        rng: random.Random,
        result: SearchResult,
        *,
        deadline: float,
        should_stop: Callable[[], bool] | None,
    ) -> None:
        self._decision += 1
        decision = self._decision
        self.last_trees = None  # the workers grow this decision's trees
        wall = self.clock is not time.process_time
        clock_name = "wall" if wall else "cpu"
        # Worlds already searched here while the workers started come first.
        searched = [list(values) for values in result.values]
        fixed = None if self.iterations is None else self.iterations - result.worlds
        # A worker's own clock starts with its first batch: it gets what is left of the
        # budget now (on a CPU clock, each worker that much of its own CPU time).
        seconds = math.inf if fixed is not None else deadline - self.clock()
        candidates = result.candidates
        style = None if self.rollout_style is ROLLOUT else self.rollout_style
        # Which candidates each worker values: all of them in the worlds it is given, or
        # (by candidate) some of them in every world.
        groups = [list(range(len(candidates)))] * pool.size
        if self.by_candidate:
            groups = [list(range(w, len(candidates), pool.size)) for w in range(pool.size)]
        shared = self.by_candidate  # every world goes to every worker with candidates
        # The worlds drawn and not yet sent to every worker that needs them, each with its
        # index and seed, in the order drawn; ``drawn[0]`` is world number ``first``.
        drawn: list[tuple[int, World, int]] = []
        first = 0
        sent = [0] * pool.size  # by candidate: how many worlds each worker was sent
        dispatched = 0  # by world: how many worlds were sent to some worker
        # A world's values as they come, by worker, until every candidate's are in.
        parts: dict[int, dict[int, list[int]]] = {}
        needed = sum(1 for group in groups if group) if shared else 1
        arrived: list[tuple[int, list[int]]] = []
        outstanding = [0] * pool.size
        # Out of budget, or no candidate to value: no more batches for it.
        exhausted = [not group for group in groups]
        minimum = MIN_WORLDS if not result.exhaustive else min(MIN_WORLDS, result.possible)
        next_check = minimum
        stopped = ""
        # How many workers the worlds are shared out between (one each, by candidate).
        share = 1 if shared else pool.size

        def batch_size(done: int) -> int:
            if done < minimum:
                return max(1, math.ceil(minimum / share))
            return max(MIN_BATCH, min(MAX_BATCH, done // (4 * share)))

        def dispatch(worker: int) -> None:
            nonlocal dispatched, first
            done = sent[worker] if shared else dispatched
            size = batch_size(done)
            if fixed is not None:
                size = min(size, fixed - done)
            if shared:
                # A worker with fewer or cheaper candidates would run ahead, valuing
                # worlds the others never reach: it waits within two batches of the
                # slowest instead (the worlds it would waste, drawn and kept here too).
                slowest = min(sent[w] for w in range(pool.size) if groups[w])
                size = min(size, slowest + IN_FLIGHT * MAX_BATCH - done)
            if size <= 0:
                return
            while first + len(drawn) < done + size:
                index = first + len(drawn)
                drawn.append((index, next(stream), rng.getrandbits(48)))
            worlds = drawn[done - first : done + size - first]
            if shared:
                sent[worker] += size
                # Every worker has been sent what lies below the slowest: forget it.
                slowest = min(sent[w] for w in range(pool.size) if groups[w])
                del drawn[: slowest - first]
                first = slowest
            else:
                dispatched += size
                drawn.clear()
                first = dispatched
            batch = Batch(
                decision,
                obs,
                [candidates[index] for index in groups[worker]],
                worlds,
                seconds,
                clock_name,
                style,
                self.continuation,
            )
            pool.send(worker, batch)
            outstanding[worker] += 1

        def arrive(worker: int, index: int, values: list[int]) -> None:
            world = parts.setdefault(index, {})
            world[worker] = values
            if len(world) < needed:
                return
            del parts[index]
            merged = [0] * len(candidates)
            for part, part_values in world.items():
                for candidate, value in zip(groups[part], part_values, strict=True):
                    merged[candidate] = value
            arrived.append((index, merged))
            for candidate, value in enumerate(merged):
                result.values[candidate].append(value)

        try:
            while True:
                for worker in range(pool.size):
                    while not exhausted[worker] and outstanding[worker] < IN_FLIGHT:
                        before = outstanding[worker]
                        dispatch(worker)
                        if outstanding[worker] == before:
                            break
                if not any(outstanding):
                    stopped = "iterations" if fixed is not None else "budget"
                    break
                if should_stop is not None and should_stop():
                    stopped = "asked"
                    break
                message = pool.receive(POLL)
                if not isinstance(message, Done) or message.decision != decision:
                    continue  # nothing yet, or a late answer to an earlier decision
                outstanding[message.worker] -= 1
                self.last_worker_time = max(self.last_worker_time, message.elapsed)
                if message.stopped == "budget":
                    # By candidate, a world needs every worker: once one is out of
                    # budget, the worlds it has not valued never count, so no worker
                    # gets more (those already sent may still complete).
                    for worker in range(pool.size) if shared else (message.worker,):
                        exhausted[worker] = True
                for index, values in message.values:
                    arrive(message.worker, index, values)
                result.worlds = len(searched[0]) + len(arrived) if searched else len(arrived)
                if fixed is None and self.early_stop and result.worlds >= next_check:
                    next_check = result.worlds + max(4, result.worlds // 8)
                    if result.settled():
                        stopped = "settled"
                        break
        finally:
            pool.cancel(decision)
        # The worlds in the order they were drawn, as Hard would hold them.
        arrived.sort(key=lambda item: item[0])
        result.values = [
            searched[c] + [values[c] for _, values in arrived] for c in range(len(candidates))
        ]
        result.worlds = len(result.values[0]) if result.values else 0
        result.stopped_by = stopped


__all__ = ["ExpertPlayer", "default_processes"]
