"""How much the reading of the opponent's every move tells about its hand (issue #17).

:class:`~marjolet_qt.ai.reading.HistoryReader` weighs a world by how likely the
opponent's phase-1 plays and closed windows are in a history of the round the world
allows. Before the arena (where 300 pairs tell a gain of five points from none only
just), this asks what the weighing knows: rounds of ``--level`` (the opponent, both seats)
are played, and at each decision of seat 0 late in phase 1 (``--late``: at most that many
cards left in the stock) the true world's weight is set against the mean weight of
``--worlds`` worlds drawn uniformly from seat 0's observation. ``log2`` of the ratio is
what the reading knows of the hand, in bits: zero if nothing, the information of the
opponent's moves about its hand under the model when the model is the player's. (A
world's weight is one history's: the true world's is averaged over eight.)

Only what seat 0 could see is used to weigh the worlds; the truth is only the yardstick::

    .venv/bin/python benchmarks/read_history.py --level easy --rounds 40
"""

from __future__ import annotations

import argparse
import math
import random
import statistics

from marjolet_qt.ai import make_player
from marjolet_qt.ai.inference import PLAY_TEMPERATURE
from marjolet_qt.ai.reading import HistoryReader
from marjolet_qt.ai.sampling import sample_world, true_world
from marjolet_qt.engine import RoundState, RuleSet
from marjolet_qt.engine.observation import Observation


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="easy", help="the player read (both seats)")
    parser.add_argument("--rules", default="marjolet")
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--worlds", type=int, default=100)
    parser.add_argument("--late", type=int, default=7, help="stock at most this many cards")
    parser.add_argument("--temperature", type=float, default=PLAY_TEMPERATURE)
    args = parser.parse_args(argv)
    rules = RuleSet.from_preset(args.rules)
    player = make_player(args.level)
    bits: list[float] = []
    for seed in range(args.rounds):
        rng = random.Random(seed)
        state = RoundState.new(rules, seed % 2, seed)
        while not state.is_over() and state.upcard >= 0:
            obs = Observation.of(state, state.to_move)
            if state.to_move == 0 and state.stock_count <= args.late:
                reader = HistoryReader(obs, random.Random(seed), temperature=args.temperature)
                if reader.ready:
                    truth = true_world(state, obs)
                    true_weight = statistics.fmean(reader.weight(truth) for _ in range(8))
                    mean = statistics.fmean(
                        reader.weight(sample_world(obs, rng)) for _ in range(args.worlds)
                    )
                    if true_weight > 0 and mean > 0:
                        bits.append(math.log2(true_weight / mean))
            state.apply(player.choose(obs, 0.0, rng))
    if not bits:
        print(f"{args.level}: no decision to read")
        return 0
    error = statistics.stdev(bits) / math.sqrt(len(bits)) if len(bits) > 1 else 0.0
    print(
        f"{args.level}, T {args.temperature:g}: {len(bits)} decisions, "
        f"{statistics.fmean(bits):+.2f} ± {error:.2f} bits about the hand"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
