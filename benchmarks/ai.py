"""Computer opponent speed: the phase-2 solver and the instant levels' decision times.

* the solver, from the first phase-2 trick (6 cards each in Marjolet), with an empty
  transposition table each time, on positions reached by Medium playing itself;
* Easy's and Medium's decision times over whole rounds (decisions with a single legal
  action are not counted: nobody thinks about them);
* one of Hard's rollouts (rules of thumb to the end of the stock, then the exact solve
  with a warm table, as in its search) from every fourth phase-1 decision: its cost is
  what sets how many worlds Hard sees in its budget.

Hard's decision times come from the arena, which plays it under its real time budget.

``--worlds`` measures instead how many worlds Hard's search sees per decision under a
CPU-time budget (0.5 s and 1 s by default, ``--budgets``), on a fixed set of phase-1
decisions with a choice whose worlds are sampled, not listed (``--positions`` of them,
reached by Medium playing itself from ``--seed``), for today's Hard and for the frozen
baseline (``benchmarks/baseline``, the Hard of issue #17's start), position by position
in turn so that both meet the same machine. The early stop is off: every search runs to
its budget, so the count is the search's speed, not how soon a choice settles.

Run: ``python benchmarks/ai.py [--rules PRESET] [--options JSON] [--rounds N] [--seed S]
[--json]``, or ``python benchmarks/ai.py --worlds [--positions N] [--budgets 0.5,1]``.
The solver's node counts are printed too: the levels give up on the exact
solve past a limit (Medium at 30,000 nodes), so the share above it matters.
Times are the process's CPU time (``process_time``), like the arena's: one core's work,
whatever else the machine is doing. The search runs compiled where ``make native`` built it
(the first line says which); ``MARJOLET_PURE=1`` measures its pure-Python sources.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from marjolet_qt.ai import make_player, native
from marjolet_qt.ai.arena import at_least, load_version, make_level, rule_options
from marjolet_qt.ai.player import MEDIUM_NODE_LIMIT
from marjolet_qt.ai.sampling import world_count
from marjolet_qt.ai.search import ROLLOUT_NODE_LIMIT, SearchPlayer, play_out
from marjolet_qt.ai.solver import Phase2Solver
from marjolet_qt.engine import RoundState, RuleSet, Stage
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.rules import PRESETS, RulesError


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


def decisions(rules: RuleSet, count: int, seed: int) -> list[Observation]:
    """``count`` phase-1 decisions with a choice (no declaration windows), one in three
    of those met in rounds of Medium playing itself: the positions Hard searches."""
    rng = random.Random(seed)
    medium = make_player("medium")
    found: list[Observation] = []
    while len(found) < count:
        state = RoundState.new(rules, rng.randrange(2), rng.randrange(1 << 30))
        while state.upcard >= 0 and not state.is_over():
            obs = Observation.of(state, state.to_move)
            if len(obs.legal_actions) > 1 and obs.stage != Stage.WINDOW and rng.random() < 1 / 3:
                found.append(obs)
            state.apply(medium.choose(obs, 0.0, rng))
    return found[:count]


#: Hard's default: all the worlds are listed when they are at most this many.
ENUMERATE_LIMIT = 720


def measure_worlds(
    rules: RuleSet, count: int, seed: int, budgets: list[float]
) -> dict[str, dict[str, float]]:
    """Worlds per decision of Hard, of the baseline's Hard and of Hard with the tree of its
    own later moves (pimc-tree) at each CPU budget."""
    versions: dict[str, Callable[[], Any]] = {
        "hard": lambda: SearchPlayer("hard", early_stop=False, clock=time.process_time),
        "hard@baseline": lambda: load_version("baseline").make_player(
            "hard", clock=time.process_time
        ),
    }
    players = {name: make() for name, make in versions.items()}
    players["hard@baseline"].early_stop = False
    # Hard with the tree of its own later moves (the arena's pimc-tree, Expert's search
    # in the expert-tree and expert-split experiments): what the tree costs a world.
    players["pimc-tree"] = make_level("pimc-tree", clock=time.process_time)
    players["pimc-tree"].early_stop = False
    # Positions whose worlds are few are searched over all of them, again and again:
    # their counts say little about speed (a world seen again costs less), so they are
    # left out. (About one decision in five, at the end of the stock.)
    positions = [
        obs for obs in decisions(rules, 2 * count, seed) if world_count(obs) > ENUMERATE_LIMIT
    ][:count]
    worlds: dict[tuple[str, float], list[int]] = {
        (name, budget): [] for name in players for budget in budgets
    }
    spent: dict[tuple[str, float], float] = dict.fromkeys(worlds, 0.0)
    for index, obs in enumerate(positions):
        for budget in budgets:
            for name, player in players.items():
                start = time.process_time()
                player.choose(obs, budget, random.Random(index))
                spent[name, budget] += time.process_time() - start
                worlds[name, budget].append(player.last_result.worlds)
    result: dict[str, dict[str, float]] = {}
    for (name, budget), counts in worlds.items():
        result[f"{name} {budget:g} s"] = {
            "positions": len(counts),
            "median_worlds": float(statistics.median(counts)),
            "mean_worlds": statistics.fmean(counts),
            "min_worlds": float(min(counts)),
            "ms_per_world": 1000 * spent[name, budget] / sum(counts),
        }
    for budget in budgets:
        new, old = (result[f"{name} {budget:g} s"]["mean_worlds"] for name in versions)
        result[f"speedup {budget:g} s"] = {"mean_worlds_ratio": new / old}
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", default="marjolet", choices=PRESETS)
    parser.add_argument(
        "--options", type=rule_options, default=None, help="rule options as a JSON object"
    )
    parser.add_argument("--rounds", type=at_least(1, int), default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--worlds", action="store_true", help="Hard's worlds per decision")
    parser.add_argument("--positions", type=at_least(1, int), default=30)
    parser.add_argument("--budgets", default="0.5,1", help="CPU seconds, comma-separated")
    args = parser.parse_args()
    try:
        rules = RuleSet.from_preset(args.rules, args.options)
        budgets = [at_least(0.0, float)(b) for b in args.budgets.split(",")]
    except (RulesError, argparse.ArgumentTypeError) as error:
        parser.error(str(error))
    if args.worlds:
        worlds = measure_worlds(rules, args.positions, args.seed, budgets)
        if args.json:
            print(json.dumps({"search": native.describe(), **worlds}, indent=2))
            return
        what = f"{args.positions} positions, seed {args.seed}, search {native.describe()}"
        print(f"rules: {args.rules} {args.options or ''}, {what}")
        for name, w in worlds.items():
            if "mean_worlds_ratio" in w:
                print(f"  {name:<24} {w['mean_worlds_ratio']:.2f}x the baseline's worlds")
                continue
            print(
                f"  {name:<24} worlds per decision: median {w['median_worlds']:.0f}, "
                f"mean {w['mean_worlds']:.1f}, min {w['min_worlds']:.0f}; "
                f"{w['ms_per_world']:.2f} ms per world"
            )
        return
    result = measure(rules, args.rounds, args.seed)
    if args.json:
        print(json.dumps({"search": native.describe(), **result}, indent=2))
        return
    print(
        f"rules: {args.rules} {args.options or ''}, {args.rounds} rounds, one process, "
        f"search {native.describe()}"
    )
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
