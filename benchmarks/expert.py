"""Expert's benchmark (#17): its decision time on the wall clock, the worlds it sees against
Hard's, and the window's responsiveness while it thinks.

Run from the repository root::

    .venv/bin/python benchmarks/expert.py [--positions 20] [--seed 1] [--player expert]
        [--gui] [--json]

``--player`` names the Expert measured: the level as the game makes it (``expert``, the
default) or one of the arena's Expert experiments (``expert-tree``, ``expert-split``).

- **decisions**: on ``--positions`` phase-1 decisions with a choice whose worlds are
  sampled (``benchmarks/ai.py``'s positions: Medium playing itself), Expert at its
  registry budget on the wall clock, as the game plays it (early stop on): the time from
  asking to answer, p50 / p95 / max (target p95 <= 3.5 s on a two-core machine), and its
  worlds per decision. The workers' start (the first decision of a game) is timed apart.
- **worlds**: the same positions with the early stop off, so that the counts measure
  speed, on the CPU clock (each of Expert's workers has the budget in its own CPU time),
  so that the machine's load does not change them: Expert at its budget, Hard at its own
  (1 s) and Hard at Expert's budget on one core; the ratio of Expert's worlds to Hard's
  at the same budget is what the second core brings, less the parallel overheads.
- ``--gui``: the 10 ms timer's lateness while Expert plays eight moves in the real window
  (``benchmarks/gui.py --child latency-expert``; target p95 <= 30 ms). Needs a display
  (Xvfb) or ``QT_QPA_PLATFORM=offscreen``.

Wall-clock figures depend on what else the machine runs: the script prints the load
average before and after, to be recorded with them.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BENCHMARKS = Path(__file__).resolve().parent


def _load() -> str:
    try:
        return " / ".join(f"{value:.2f}" for value in os.getloadavg())
    except OSError:
        return "n/a"


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def _stats(values: list[float]) -> dict[str, float]:
    return {
        "p50": _percentile(values, 0.5),
        "p95": _percentile(values, 0.95),
        "max": max(values),
        "mean": statistics.fmean(values),
    }


def measure(positions: int, seed: int, player_name: str = "expert") -> dict[str, object]:
    """Expert's decision times and worlds, and Hard's worlds, on the same positions;
    ``player_name``: the Expert measured (the level, or an arena experiment that is an Expert)."""
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(BENCHMARKS))
    from ai import ENUMERATE_LIMIT, decisions  # noqa: PLC0415 (benchmarks/ai.py)

    from marjolet_qt.ai.arena import make_level  # noqa: PLC0415
    from marjolet_qt.ai.levels import level  # noqa: PLC0415
    from marjolet_qt.ai.parallel import ExpertPlayer  # noqa: PLC0415
    from marjolet_qt.ai.sampling import world_count  # noqa: PLC0415
    from marjolet_qt.ai.search import SearchPlayer  # noqa: PLC0415
    from marjolet_qt.engine.rules import RuleSet  # noqa: PLC0415

    rules = RuleSet.from_preset("marjolet")
    found = [
        obs for obs in decisions(rules, 3 * positions, seed) if world_count(obs) > ENUMERATE_LIMIT
    ][:positions]
    expert_budget = level("expert").budget
    hard_budget = level("hard").budget

    def make_expert(**options: Any) -> ExpertPlayer:
        player = make_level(player_name, **options)
        if not isinstance(player, ExpertPlayer):
            raise SystemExit(f"{player_name} is not an Expert")
        return player

    expert = make_expert()
    try:
        start = time.perf_counter()
        expert.start()
        startup = time.perf_counter() - start
        times: list[float] = []
        played_worlds: list[float] = []
        for index, obs in enumerate(found):
            start = time.perf_counter()
            expert.choose(obs, expert_budget, random.Random(index))
            times.append(time.perf_counter() - start)
            assert expert.last_result is not None
            played_worlds.append(expert.last_result.worlds)
        status = expert.status()
    finally:
        expert.close()
    # Worlds on the CPU clock, the early stop off: each of Expert's workers has the budget
    # in its own CPU time, Hard in its process's; the machine's load does not change them.
    full: dict[str, list[float]] = {"expert": [], "hard": [], "hard_at_expert_budget": []}
    expert = make_expert(clock=time.process_time)
    expert.early_stop = False
    hard = SearchPlayer("hard", early_stop=False, clock=time.process_time)
    try:
        expert.start()
        for index, obs in enumerate(found):
            for name, player, budget in (
                ("expert", expert, expert_budget),
                ("hard", hard, hard_budget),
                ("hard_at_expert_budget", hard, expert_budget),
            ):
                player.choose(obs, budget, random.Random(index))
                assert player.last_result is not None
                full[name].append(float(player.last_result.worlds))
    finally:
        expert.close()
    return {
        "player": player_name,
        "positions": len(found),
        "processes": expert.processes,
        "status": status,
        "budgets_s": {"expert": expert_budget, "hard": hard_budget},
        "startup_s": startup,
        "decision_wall_s": _stats(times),
        "worlds_as_played": _stats(played_worlds),
        "worlds_full_budget": {name: _stats(counts) for name, counts in full.items()},
        "ratio_expert_to_hard_same_budget": statistics.fmean(full["expert"])
        / statistics.fmean(full["hard_at_expert_budget"]),
        "ratio_expert_to_hard_own_budgets": statistics.fmean(full["expert"])
        / statistics.fmean(full["hard"]),
    }


def gui_latency() -> dict[str, float]:
    """benchmarks/gui.py's latency child with Expert as the opponent."""
    sys.path.insert(0, str(BENCHMARKS))
    import gui  # noqa: PLC0415 (Qt only when asked)

    return gui.run_child("latency-expert")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--player", default="expert", help="the level, or an arena experiment that is an Expert"
    )
    parser.add_argument("--gui", action="store_true", help="only the window's lateness")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    report: dict[str, object] = {"cpus": os.cpu_count(), "load_before": _load()}
    if args.gui:
        report["gui"] = gui_latency()
    else:
        report["decisions"] = measure(args.positions, args.seed, args.player)
    report["load_after"] = _load()
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"{report['cpus']} CPUs, load average before {report['load_before']}")
    if args.gui:
        latency = report["gui"]
        assert isinstance(latency, dict)
        print(
            "timer lateness while Expert thinks: "
            f"p50 {latency['latency_p50_ms']:.1f} ms, p95 {latency['latency_p95_ms']:.1f} ms, "
            f"max {latency['latency_max_ms']:.1f} ms over {latency['latency_samples']:.0f} "
            f"ticks and {latency['hard_moves']:.0f} moves (target p95 <= 30 ms)"
        )
    else:
        found = report["decisions"]
        assert isinstance(found, dict)
        wall = found["decision_wall_s"]
        print(
            f"{found['player']} ({found['status']}), {found['positions']} positions: workers "
            f"started "
            f"in {found['startup_s']:.2f} s; decision wall time p50 {wall['p50']:.2f} s, "
            f"p95 {wall['p95']:.2f} s, max {wall['max']:.2f} s (target p95 <= 3.5 s); "
            f"worlds as played: median {found['worlds_as_played']['p50']:.0f}"
        )
        for name, counts in found["worlds_full_budget"].items():
            print(
                f"  worlds per decision, early stop off, {name}: median {counts['p50']:.0f}, "
                f"mean {counts['mean']:.1f}"
            )
        print(
            "  Expert / Hard at the same budget: "
            f"{found['ratio_expert_to_hard_same_budget']:.2f}x; Expert (3 s) / Hard (1 s): "
            f"{found['ratio_expert_to_hard_own_budgets']:.2f}x"
        )
    print(f"load average after {report['load_after']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
