"""Engine speed: random full rounds through the path the opponent's search uses.

Prints rounds per second and legal-action generations per second on one core.
Run: ``python benchmarks/engine.py [--rules PRESET] [--seconds S]``.
"""

from __future__ import annotations

import argparse
import random
import time

from marjolet_qt.engine import ActionKind, RoundState, RuleSet


def random_round(rules: RuleSet, rng: random.Random, keep_history: bool) -> int:
    """Play one round with random legal actions, declaring melds when there are any.

    Returns how many times legal actions were generated.
    """
    state = RoundState.new(rules, rng.randrange(2), rng)
    if not keep_history:
        state.forget_history()
    generations = 0
    while not state.is_over():
        actions = state.legal_actions()
        generations += 1
        first = actions[0]
        state.apply_unchecked(first if first.kind == ActionKind.MELD else rng.choice(actions))
    return generations


def measure(rules: RuleSet, seconds: float, seed: int, keep_history: bool) -> tuple[float, float]:
    rng = random.Random(seed)
    rounds = generations = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(100):
            generations += random_round(rules, rng, keep_history)
        rounds += 100
    elapsed = time.perf_counter() - start
    return rounds / elapsed, generations / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", default="marjolet")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = RuleSet.from_preset(args.rules)
    print(f"rules: {args.rules}, one core, {args.seconds:g} s per figure")
    for label, keep in (("search path (no undo history)", False), ("with undo history", True)):
        rounds, generations = measure(rules, args.seconds, args.seed, keep)
        print(f"{label}:")
        print(f"  random full rounds per second: {rounds:,.0f}")
        print(f"  legal-action generations per second: {generations:,.0f}")


if __name__ == "__main__":
    main()
