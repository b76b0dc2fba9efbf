"""Expert's worker processes: what a worker does with a batch of worlds (:func:`serve`),
and the pool that starts, feeds and stops the workers (:class:`WorkerPool`).

The deciding side, which draws the worlds and merges the values, is
:class:`.parallel.ExpertPlayer`; each world's values are computed here by Hard's own
:func:`.search.world_values`.

Why processes: the search is pure Python, and one interpreter runs one thread at a time.
Why "spawn": it starts a fresh interpreter the same way on Windows, macOS and Linux (a
fork of a process running Qt threads is unsafe) and works in the frozen program, whose
entry point calls :func:`multiprocessing.freeze_support`.

Workers are daemonic, run at a lower priority than the game, and end by themselves if
the game's process dies; open pools are closed at exit.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import os
import queue
import signal
import sys
import time
import traceback
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.context import BaseContext
from typing import Any

from marjolet_qt.engine.actions import Action
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.rules import RuleSet

from .continuation import Continuation, ContinuationTrees
from .heuristics import ROLLOUT, Style
from .sampling import World
from .search import ROLLOUT_NODE_LIMIT, world_values
from .solver import Phase2Solver

log = logging.getLogger(__name__)

#: Seconds the workers have to start and say so (a cold frozen program on a slow disk
#: imports for a while); past it, Expert searches in its own process.
STARTUP_TIMEOUT = 30.0
#: Seconds between two looks at ``should_stop`` and the workers' health while waiting.
POLL = 0.02
#: Seconds an idle worker waits for a batch before it checks that the game still runs.
PARENT_CHECK = 1.0
#: The clocks a worker can measure its budget on, by name (a clock function of the
#: deciding process is not a clock of another process).
CLOCKS: dict[str, Callable[[], float]] = {"cpu": time.process_time, "wall": time.perf_counter}


# --- the worker process -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Batch:
    """Worlds for one worker to evaluate: ``worlds`` holds (index, world, seed)."""

    decision: int
    observation: Observation
    candidates: list[Action]
    worlds: list[tuple[int, World, int]]
    #: Seconds the worker may spend on this decision, measured on ``clock`` from the
    #: moment it starts its first batch of it (``inf``: no limit, fixed worlds).
    seconds: float
    clock: str
    #: The rollouts' rules of thumb when not the default ones (``SearchPlayer``'s
    #: ``rollout_style``); None for :data:`.heuristics.ROLLOUT`, which the rollouts
    #: recognise by identity, and a copy through a pipe would not be it.
    style: Style | None = None
    #: Trees of the seat's later moves (``SearchPlayer.continuation``): each worker
    #: grows its own for the decision, from the worlds it is given. None: Hard's rollouts.
    continuation: Continuation | None = None


@dataclass(frozen=True, slots=True)
class Done:
    """A batch's answer: each world's values, in the batch's order (a prefix of it when
    the worker stopped), why it stopped ("", "budget" or "cancelled"), and the time the
    worker has spent on the decision so far on its clock."""

    worker: int
    decision: int
    values: list[tuple[int, list[int]]]
    stopped: str
    elapsed: float


def _lower_priority() -> None:
    """Workers yield to the window: the game's own process keeps the normal priority, so
    its event loop is served first when both cores are busy."""
    try:
        if sys.platform == "win32":
            import ctypes  # noqa: PLC0415 (Windows only)

            below_normal = 0x00004000
            kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined,unused-ignore]
            kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), below_normal)
        else:
            os.nice(5)
    except Exception:  # a priority is a nicety, never a reason to fail
        log.debug("could not lower the worker's priority", exc_info=True)


def _parent_alive() -> bool:
    """Whether the process that started this worker still runs (a killed game runs no
    exit handler, and its workers hold their queues' pipes open themselves)."""
    import multiprocessing  # noqa: PLC0415

    parent = multiprocessing.parent_process()
    return parent is None or parent.is_alive()


def serve(worker: int, tasks: Any, results: Any, cancelled: Any) -> None:
    """A worker process's loop: evaluate batches until told to stop (``None``).

    ``cancelled.value`` is the last decision the deciding process has finished: batches
    of it and of earlier decisions are skipped, and a batch under way stops between two
    worlds. The solvers (one per rule set) keep their tables from one decision to the next.
    """
    _lower_priority()
    # Ctrl+C in a terminal goes to the whole process group: the deciding process alone
    # answers it (and stops the workers); each worker printed a traceback of its own.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    results.put(("ready", worker, os.getpid()))
    solvers: dict[RuleSet, Phase2Solver] = {}
    decision = -1
    started = deadline = 0.0
    evaluated = 0
    trees: ContinuationTrees | None = None
    while True:
        try:
            batch = tasks.get(timeout=PARENT_CHECK)
        except queue.Empty:
            if not _parent_alive():
                return  # the game was killed: no worker may outlive it
            continue
        if batch is None:
            return
        try:
            clock = CLOCKS[batch.clock]
            style = ROLLOUT if batch.style is None else batch.style
            if batch.decision != decision:
                decision, evaluated = batch.decision, 0
                started = clock()
                deadline = started + batch.seconds
                trees = None
                if batch.continuation is not None:
                    trees = batch.continuation.trees(len(batch.candidates))
            solver = solvers.get(batch.observation.rules)
            if solver is None:
                solver = solvers[batch.observation.rules] = Phase2Solver(
                    batch.observation.rules, max_nodes=ROLLOUT_NODE_LIMIT
                )
            values: list[tuple[int, list[int]]] = []
            stopped = ""
            for index, world, seed in batch.worlds:
                if cancelled.value >= decision:
                    stopped = "cancelled"
                    break
                now = clock()
                if evaluated and now + (now - started) / evaluated > deadline:
                    stopped = "budget"
                    break
                found = world_values(
                    batch.observation,
                    batch.candidates,
                    world,
                    seed,
                    solver,
                    style=style,
                    trees=trees,
                )
                values.append((index, found))
                evaluated += 1
            results.put(Done(worker, decision, values, stopped, clock() - started))
        except Exception:
            results.put(("error", worker, traceback.format_exc()))


# --- the pool ---------------------------------------------------------------------------


class PoolError(RuntimeError):
    """The workers could not start, or one of them died or failed."""


#: Pools still open, closed at exit before multiprocessing's own clean-up (which would
#: only terminate them).
_OPEN: weakref.WeakSet[WorkerPool] = weakref.WeakSet()


class WorkerPool:
    """``processes`` spawned workers, each with its own queue of batches, and one queue
    of answers. Daemonic, so that no worker outlives the game even if it is killed."""

    def __init__(
        self,
        processes: int,
        *,
        context: BaseContext | None = None,
        target: Callable[..., None] = serve,
    ) -> None:
        if processes < 1:
            raise ValueError("a pool needs at least one process")
        import multiprocessing  # noqa: PLC0415 (only when Expert first thinks)

        context = context or multiprocessing.get_context("spawn")
        self._cancelled = context.RawValue("q", -1)
        self._results = context.Queue()
        self._tasks = [context.Queue() for _ in range(processes)]
        for tasks in self._tasks:
            # Never wait at exit to flush batches to a worker that is gone.
            tasks.cancel_join_thread()
        self._processes = [
            context.Process(  # type: ignore[attr-defined]
                target=target,
                args=(index, tasks, self._results, self._cancelled),
                name=f"marjolet-expert-{index}",
                daemon=True,
            )
            for index, tasks in enumerate(self._tasks)
        ]
        self.ready = False
        self.closed = False
        #: The workers that have not yet said they are ready, and since when they start.
        self._waiting = set(range(processes))
        self._started = time.monotonic()
        _OPEN.add(self)
        try:
            for process in self._processes:
                process.start()
        except BaseException:
            self.close()
            raise

    @property
    def size(self) -> int:
        return len(self._processes)

    def check(self) -> None:
        """``PoolError`` if a worker has ended (crashed, killed, or never started)."""
        for process in self._processes:
            if process.exitcode is not None:
                raise PoolError(f"worker {process.name} ended with status {process.exitcode}")

    def wait_ready(
        self, timeout: float = STARTUP_TIMEOUT, should_stop: Callable[[], bool] | None = None
    ) -> bool:
        """Wait until every worker has said it is ready: True; False if ``should_stop``
        said to stop first; ``PoolError`` if ``timeout`` seconds have passed since the
        start or a worker ended."""
        while not self.poll_ready(timeout):
            if should_stop is not None and should_stop():
                return False
            time.sleep(POLL)
        return True

    def poll_ready(self, timeout: float = STARTUP_TIMEOUT) -> bool:
        """Whether every worker has said it is ready, taking the messages that have come
        without waiting; ``PoolError`` if ``timeout`` seconds have passed since the start
        or a worker ended."""
        while self._waiting:
            message = self.receive(0.0)
            if message is None:
                if time.monotonic() - self._started > timeout:
                    raise PoolError(f"the workers did not start within {timeout:g} s")
                return False
            if isinstance(message, tuple) and message[0] == "ready":
                self._waiting.discard(message[1])
        if not self.ready:
            self.ready = True
            EVENTS.append(f"{self.size} worker processes started")
        return True

    def send(self, worker: int, batch: Batch) -> None:
        self._tasks[worker].put(batch)

    def receive(self, timeout: float) -> Done | tuple[Any, ...] | None:
        """The next answer, or None after ``timeout`` seconds; ``PoolError`` if a worker
        failed or ended."""
        try:
            message: Done | tuple[Any, ...] = self._results.get(timeout=timeout)
        except queue.Empty:
            self.check()
            return None
        if isinstance(message, tuple) and message[0] == "error":
            raise PoolError(f"worker {message[1]} failed:\n{message[2]}")
        return message

    def cancel(self, decision: int) -> None:
        """Decision ``decision`` (and every earlier one) is over: workers drop its batches."""
        self._cancelled.value = decision

    def close(self, timeout: float = 1.0) -> None:
        """Tell the workers to stop, give them ``timeout`` seconds, then terminate them."""
        if self.closed:
            return
        self.closed = True
        _OPEN.discard(self)
        self._cancelled.value = sys.maxsize
        for tasks, process in zip(self._tasks, self._processes, strict=True):
            if process.is_alive():
                with contextlib.suppress(OSError, ValueError):
                    tasks.put(None)
        limit = time.monotonic() + timeout
        for process in self._processes:
            if process.pid is None:
                continue  # never started
            process.join(max(0.0, limit - time.monotonic()))
            if process.is_alive():
                process.terminate()
                process.join(1.0)
        for channel in (*self._tasks, self._results):
            channel.cancel_join_thread()
            channel.close()


#: What happened to the pools of this process: "started N" or why they failed (for the
#: frozen program's smoke test, which must see Expert's workers start).
EVENTS: list[str] = []


def summary(*, wait: bool = False) -> str:
    """The pools' history in a few words: "" if no Expert has thought yet. With ``wait``,
    pools still starting get their startup time first (a decision may have ended before
    its workers were ready); call it while no Expert searches."""
    for pool in list(_OPEN) if wait else ():
        try:
            pool.wait_ready()
        except PoolError as error:
            EVENTS.append(f"failed ({error})")
    return "; ".join(EVENTS)


@atexit.register
def close_all() -> None:
    """Close every open pool (at exit; the app also closes its Expert when it quits)."""
    for pool in list(_OPEN):
        pool.close()


__all__ = [
    "EVENTS",
    "Batch",
    "Done",
    "PoolError",
    "WorkerPool",
    "close_all",
    "serve",
    "summary",
]
