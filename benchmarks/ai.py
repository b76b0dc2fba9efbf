"""Computer opponent speed: the phase-2 solver and the instant levels' decision times.

* the solver, from the first phase-2 trick (6 cards each in Marjolet), with an empty
  transposition table each time, on positions reached by Medium playing itself;
* Easy's and Medium's decision times over whole rounds (decisions with a single legal
  action are not counted: nobody thinks about them);
* one of Hard's rollouts (rules of thumb to the end of the stock, then the exact solve
  with a warm table, as in its search) from every fourth phase-1 decision: its cost is
  what sets how many worlds Hard sees in its budget.

Hard's decision times come from the arena, which plays it under its real time budget.
Run: ``python benchmarks/ai.py [--rules PRESET] [--options JSON] [--rounds N] [--seed S]
[--json]``. The solver's node counts are printed too: the levels give up on the exact
solve past a limit (Medium at 30,000 nodes), so the share above it matters.
Times are the process's CPU time (``process_time``), like the arena's: one core's work,
whatever else the machine is doing.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from marjolet_qt.ai import make_player
from marjolet_qt.ai.player import MEDIUM_NODE_LIMIT
from marjolet_qt.ai.search import ROLLOUT_NODE_LIMIT, play_out
from marjolet_qt.ai.solver import Phase2Solver
from marjolet_qt.engine import RoundState, RuleSet
from marjolet_qt.engine.observation import Observation


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _stats(values: list[float]) -> dict[str, float]:
    return {
        "count": len(values),
        "median_ms": 1000 * statistics.median(values),
        "mean_ms": 1000 * statistics.fmean(values),
        "p95_ms": 1000 * _percentile(values, 0.95),
        "max_ms": 1000 * max(values),
    }


def measure(rules: RuleSet, rounds: int, seed: int) -> dict[str, dict[str, float]]:
    """Solver and decision times over ``rounds`` rounds of Easy or Medium self-play."""
    players = {"easy": make_player("easy"), "medium": make_player("medium")}
    times: dict[str, list[float]] = {"easy": [], "medium": []}
    solve_times: list[float] = []
    solve_nodes: list[int] = []
    rollout_times: list[float] = []
    rollout_solver = Phase2Solver(rules, max_nodes=ROLLOUT_NODE_LIMIT)  # warm, as Hard's
    rng = random.Random(seed)
    for index in range(rounds):
        level = "easy" if index % 2 else "medium"
        player = players[level]
        state = RoundState.new(rules, index % 2, rng.randrange(1 << 30))
        solved = False
        while not state.is_over():
            if state.upcard < 0 and not solved:
                solver = Phase2Solver(rules)  # a cold table every time
                start = time.process_time()
                solver.solve(state)
                solve_times.append(time.process_time() - start)
                solve_nodes.append(solver.nodes)
                solved = True
            obs = Observation.of(state, state.to_move)
            if state.upcard >= 0 and len(obs.legal_actions) > 1 and len(state.history) % 4 == 0:
                probe = state.clone()
                probe.forget_history()
                start = time.process_time()
                play_out(probe, random.Random(len(state.history)), rollout_solver)
                rollout_times.append(time.process_time() - start)
            start = time.process_time()
            action = player.choose(obs, 0.0, rng)
            if len(obs.legal_actions) > 1:
                times[level].append(time.process_time() - start)
            state.apply(action)
    nodes = sorted(solve_nodes)
    return {
        "solver_first_phase2_trick": _stats(solve_times),
        "solver_nodes": {
            "median": float(statistics.median(nodes)),
            "p95": float(_percentile([float(n) for n in nodes], 0.95)),
            "max": float(nodes[-1]),
            "over_medium_limit_pct": 100 * sum(n > MEDIUM_NODE_LIMIT for n in nodes) / len(nodes),
        },
        "easy_decision": _stats(times["easy"]),
        "medium_decision": _stats(times["medium"]),
        "hard_rollout": _stats(rollout_times),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", default="marjolet")
    parser.add_argument("--options", default=None, help="rule options as a JSON object")
    parser.add_argument("--rounds", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    options = json.loads(args.options) if args.options else None
    result = measure(RuleSet.from_preset(args.rules, options), args.rounds, args.seed)
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(f"rules: {args.rules} {args.options or ''}, {args.rounds} rounds, one process")
    for name, s in result.items():
        if name == "solver_nodes":
            print(
                f"  {name:<28} median {s['median']:.0f}, p95 {s['p95']:.0f}, max {s['max']:.0f}, "
                f"{s['over_medium_limit_pct']:.1f}% over Medium's limit"
            )
            continue
        print(
            f"  {name:<28} n={s['count']:<6} median {s['median_ms']:.2f} ms, "
            f"mean {s['mean_ms']:.2f} ms, p95 {s['p95_ms']:.2f} ms, max {s['max_ms']:.2f} ms"
        )


if __name__ == "__main__":
    main()
