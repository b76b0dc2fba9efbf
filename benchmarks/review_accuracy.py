"""How often the review's grades of phase-1 decisions stand on many more worlds.

A review grades a phase-1 decision by Hard's search over ``--worlds`` worlds and calls a
loss significant beyond :data:`~marjolet_qt.ai.review.NOISE_Z` standard errors; a
significant loss is then checked on :data:`~marjolet_qt.ai.review.CONFIRM_FACTOR` times
as many fresh worlds. This plays rounds of Marjolet (``--player`` against itself, at
``--budget`` seconds of CPU a decision) and grades every phase-1 decision of both seats
twice, without the check and with it; each decision either graded a loss is graded
once more on ``--reference`` worlds of another seed, and a grade *stands* when that
reference finds a significant loss of at least an inaccuracy too.

Run: ``python benchmarks/review_accuracy.py [--player hard] [--budget 0.25] [--rounds N]
[--seed S] [--worlds N] [--reference N]``.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter

from marjolet_qt.ai import make_player
from marjolet_qt.ai.review import DEFAULT_WORLDS, Reviewer
from marjolet_qt.app.review_worker import REVIEW_SEED, replay_positions
from marjolet_qt.engine import RoundState, RuleSet
from marjolet_qt.engine.observation import Observation


def played_round(player_name: str, budget: float, rng: random.Random) -> RoundState:
    """A whole round of Marjolet, ``player_name`` in both seats."""
    player = make_player(player_name)
    rules = RuleSet.from_preset("marjolet")
    state = RoundState.new(rules, rng.randrange(2), rng.randrange(1 << 30))
    while not state.is_over():
        observation = Observation.of(state, state.to_move)
        state.apply(player.choose(observation, budget, rng))
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--player", default="hard")
    parser.add_argument("--budget", type=float, default=0.25)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worlds", type=int, default=DEFAULT_WORLDS)
    parser.add_argument("--reference", type=int, default=3000)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    unchecked = Reviewer(args.worlds, REVIEW_SEED, confirm=0)
    checked = Reviewer(args.worlds, REVIEW_SEED)
    reference = Reviewer(args.reference, REVIEW_SEED + 1, confirm=0)
    counts: Counter[str] = Counter()
    for number in range(args.rounds):
        state = played_round(args.player, args.budget, rng)
        for index, position in enumerate(replay_positions(state)):
            if position.upcard < 0:
                continue  # phase 2: exact, nothing to check
            action = state.history[index]
            first = unchecked.grade(position, action, index)
            if first is None:
                continue
            counts["decisions"] += 1
            second = checked.grade(position, action, index)
            assert second is not None
            flags = {"unchecked": first.severity, "checked": second.severity}
            if not any(flags.values()):
                continue
            truth = reference.grade(position, action, index)
            assert truth is not None
            for name, flag in flags.items():
                if flag is not None:
                    counts[f"{name} graded"] += 1
                    counts[f"{name} stands"] += truth.severity is not None
            if truth.severity is not None and flags["unchecked"] and not flags["checked"]:
                counts["lost by the check"] += 1
        print(f"round {number + 1}: {dict(counts)}", flush=True)
    for name in ("unchecked", "checked"):
        graded, stands = counts[f"{name} graded"], counts[f"{name} stands"]
        share = f"{100 * stands / graded:.0f}%" if graded else "-"
        print(
            f"{name}: {graded} of {counts['decisions']} phase-1 decisions graded a loss, "
            f"{stands} stand on {args.reference} worlds ({share})"
        )
    print(f"real losses the check dropped: {counts['lost by the check']}")


if __name__ == "__main__":
    main()
