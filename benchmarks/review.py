"""How long the review of a round takes (#18), with the application's default settings.

Rounds of Marjolet are played by Medium against itself (from ``--seed``), then reviewed as
the application reviews them (:mod:`marjolet_qt.app.review_worker`): the phase-2 decisions
first (exact, from the solver), then the phase-1 decisions by Hard's search over
:data:`~marjolet_qt.ai.review.DEFAULT_WORLDS` worlds each. For every round it reports the
CPU time until every phase-2 grade is computed and the time of the whole review, for the
player's decisions (seat 0, what the review shows first) and for both seats (the
computer's decisions too, on the dialog's toggle), and the wall-clock time until the
phase-2 grades reach the GUI thread through the application's review thread.

Times are the process's CPU time (``process_time``): one core's work, whatever else the
machine is doing. Targets: at most 30 s per round, phase-2 grades within 1 s. With
``--processes N`` (2 or more) the review searches on N worker processes, as the
application does on a machine with two cores: their work is not this process's CPU time,
so the wall-clock time of the whole review is reported too ("wall"; it counts what else
the machine is doing).

Run: ``python benchmarks/review.py [--rules PRESET] [--rounds N] [--seed S]
[--worlds N] [--processes N] [--json]``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from typing import Any

from marjolet_qt.ai import make_player
from marjolet_qt.ai.review import DEFAULT_WORLDS, Reviewer
from marjolet_qt.app.review_worker import REVIEW_SEED, decision_order, replay_positions
from marjolet_qt.engine import RoundState, RuleSet
from marjolet_qt.engine.observation import Observation


def played_round(rules: RuleSet, rng: random.Random) -> RoundState:
    """A whole round of Medium playing both seats."""
    medium = make_player("medium")
    state = RoundState.new(rules, rng.randrange(2), rng.randrange(1 << 30))
    while not state.is_over():
        state.apply(medium.choose(Observation.of(state, state.to_move), 0.0, rng))
    return state


def time_review(
    state: RoundState, seats: tuple[int, ...], worlds: int, processes: int = 0
) -> dict[str, float]:
    """CPU seconds to the last phase-2 grade and to the last grade, in the app's order,
    and the wall-clock seconds of the whole (the workers' start included)."""
    positions = replay_positions(state)
    order = decision_order(positions, seats)
    start = time.process_time()
    wall = time.perf_counter()
    phase2 = 0.0
    with Reviewer(worlds, REVIEW_SEED, processes=processes) as reviewer:
        for index in order:
            reviewer.grade(positions[index], state.history[index], index)
            if positions[index].upcard < 0:
                phase2 = time.process_time() - start
    return {
        "phase2_s": phase2,
        "total_s": time.process_time() - start,
        "wall_s": time.perf_counter() - wall,
        "decisions": float(len(order)),
    }


def time_shown(state: RoundState, worlds: int) -> float:
    """Wall-clock seconds from starting the application's review thread
    (:class:`~marjolet_qt.app.review_worker.ReviewRunner`) to the last phase-2 grade
    arriving in the GUI thread: how soon the player sees them."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer  # noqa: PLC0415

    from marjolet_qt.app.review_worker import ReviewRunner  # noqa: PLC0415

    _app = QCoreApplication.instance() or QCoreApplication([])
    positions = replay_positions(state)
    order = decision_order(positions, (0,))
    phase2 = {i for i in order if positions[i].upcard < 0}
    seen: set[int] = set()
    loop = QEventLoop()
    runner = ReviewRunner()
    start = time.perf_counter()
    shown = [0.0]

    def arrived(grade: Any) -> None:
        seen.add(grade.index)
        if phase2 <= seen:
            shown[0] = time.perf_counter() - start
            loop.quit()

    runner.gradeReady.connect(arrived)
    runner.start(state, order, worlds=worlds, seed=REVIEW_SEED)
    QTimer.singleShot(60_000, loop.quit)
    if phase2:
        loop.exec()
    runner.shutdown()
    from marjolet_qt.app.review_worker import drain  # noqa: PLC0415

    drain()
    return shown[0]


def _summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {
        "median": statistics.median(ordered),
        "mean": statistics.fmean(ordered),
        "max": ordered[-1],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="marjolet")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worlds", type=int, default=DEFAULT_WORLDS)
    parser.add_argument("--processes", type=int, default=0, help="worker processes (0: here)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rules = RuleSet.from_preset(args.rules)
    rng = random.Random(args.seed)
    rows: dict[str, list[dict[str, float]]] = {"player": [], "both": []}
    shown: list[float] = []
    for number in range(args.rounds):
        state = played_round(rules, rng)
        shown.append(time_shown(state, args.worlds))
        for name, seats in (("player", (0,)), ("both", (0, 1))):
            row = time_review(state, seats, args.worlds, args.processes)
            rows[name].append(row)
            if not args.json:
                # (With workers, this process's CPU time leaves out their work.)
                whole = (
                    f"wall {row['wall_s']:.1f} s"
                    if args.processes >= 2
                    else f"{row['total_s']:.1f} s (wall {row['wall_s']:.1f} s)"
                )
                print(
                    f"round {number + 1} {name:>6}: {row['decisions']:.0f} decisions, "
                    f"phase 2 in {row['phase2_s']:.2f} s, whole review {whole}",
                    flush=True,
                )
    result: dict[str, Any] = {
        "phase2_shown_wall_s": _summary(shown),
    }
    result |= {
        name: {
            "phase2_s": _summary([row["phase2_s"] for row in found]),
            "total_s": _summary([row["total_s"] for row in found]),
            "wall_s": _summary([row["wall_s"] for row in found]),
            "decisions": _summary([row["decisions"] for row in found]),
        }
        for name, found in rows.items()
    }
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(
        f"phase-2 grades shown (wall clock, from the review thread's start): median "
        f"{result['phase2_shown_wall_s']['median']:.2f} s, max "
        f"{result['phase2_shown_wall_s']['max']:.2f} s"
    )
    for name in ("player", "both"):
        figures = result[name]
        print(
            f"{name}: phase 2 median {figures['phase2_s']['median']:.2f} s "
            f"(max {figures['phase2_s']['max']:.2f}); whole review median "
            f"{figures['total_s']['median']:.1f} s (max {figures['total_s']['max']:.1f}); "
            f"wall median {figures['wall_s']['median']:.1f} s (max {figures['wall_s']['max']:.1f})"
        )


if __name__ == "__main__":
    main()
