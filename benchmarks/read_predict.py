"""How much a phase-1 card tells about the hand that played it, under the rules of thumb.

Issue #17 ("a reading model fitted to Hard's own policy, validated first as a predictor").
Policy-based inference weighs each sampled world by how likely the opponent's observed
play is in it under a model of the opponent's play. Before measuring such a reader in the
arena (where 200 pairs cannot tell a gain of two points from none), this script asks the
two questions that decide whether it can work at all, on the moves of a real player:

1. **Does the model predict the player?** At each phase-1 card played with a choice
   (leads and follows), the rules of thumb's scores for the mover's true hand
   (:class:`~marjolet_qt.ai.rollout.RolloutPolicy`, the rollouts' own policy) are softened
   into chances, a softmax at temperature ``T`` (points) mixed with ``ε`` of a uniform
   choice; ``T`` and ``ε`` are fitted by maximum likelihood on the moves actually played.
   Reported: how often the player's move is the rules' best, and the fitted model's
   log-likelihood per move against a uniform guess.
2. **What does a move tell the other seat?** From the other seat's observation at that
   moment, ``--worlds`` worlds in which the mover holds the card it played (what the
   search already knows once the card is seen) are drawn uniformly; each is weighed by the
   model's chance of that move from the hand the world gives the mover. The information
   about the mover's hand is ``log(L(true) / mean L(world))`` per move (in bits): zero when
   the move says nothing, the mutual information between the move and the hand when the
   model is the player's. Also reported: the posterior's log loss on which unseen cards
   the mover holds, against the uniform worlds', summed over those cards.

Only what the other seat could see is used to draw the worlds; the truth is only the
yardstick. Both seats are the same level (``--level``, default Hard), each move is one
record. The softening is fitted on the even rounds and judged on the odd ones; with
``--fit`` the rules' weights are also fitted to the player's moves (the same split)::

    .venv/bin/python benchmarks/read_predict.py --rounds 150 --budget 0.25 --fit
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from marjolet_qt.ai import arena
from marjolet_qt.ai.arena_results import mean_interval
from marjolet_qt.ai.heuristics import DEFAULT_WEIGHTS, Weights
from marjolet_qt.ai.rollout import rollout_policy
from marjolet_qt.ai.sampling import World, worlds
from marjolet_qt.engine.actions import ActionKind
from marjolet_qt.engine.cards import first_copies
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import Deal, RoundState, Stage
from marjolet_qt.engine.rules import PRESETS, RuleSet

#: The grid over which the softening is fitted.
TEMPERATURES = (0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 32.0)
UNIFORMS = (0.02, 0.05, 0.1, 0.15, 0.3, 0.5)

#: One move's scores: (card, score) for every playable card, and the index played.
Scored = tuple[list[tuple[int, float]], int]


def _scores(state: RoundState, card: int, weights: Weights = DEFAULT_WEIGHTS) -> Scored:
    """The rules of thumb's scores (with ``weights``) for the player to move in ``state``
    and the index of ``card`` (or its twin of the other pack) among them."""
    policy = rollout_policy(state.rules, state.trump, weights)
    scores: list[tuple[int, float]] = []
    policy.phase1_card(state, first_copies(state.hands[state.to_move]), scores)
    index = next(i for i, (c, _) in enumerate(scores) if c in (card, card ^ 32))
    return scores, index


def chance(scored: Scored, temperature: float, uniform: float) -> float:
    """The softened rules' chance of the move played."""
    scores, index = scored
    top = max(s for _, s in scores)
    terms = [math.exp((s - top) / temperature) for _, s in scores]
    return (1 - uniform) * terms[index] / sum(terms) + uniform / len(scores)


class Move:
    """The mover's phase-1 play of ``card`` in ``state``, and ``count`` worlds of the other
    seat's observation in which the mover holds it (scored on demand, per weights)."""

    def __init__(self, state: RoundState, card: int, count: int, rng: random.Random) -> None:
        mover = state.to_move
        self.stage = state.stage.name
        self.card = card
        self.state = state.clone()
        self.state.forget_history()
        self.true_hand = state.hands[mover]
        self.obs = obs = Observation.of(state, 1 - mover)
        self.hidden = obs.unseen & ~(1 << card)
        #: What the other seat does not know of the mover's hand, in bits: the log of the
        #: number of hands the worlds may give it (the card played in all of them).
        self.entropy = math.log2(
            math.comb(self.hidden.bit_count(), (self.true_hand & self.hidden).bit_count())
        )
        # Uniform among the worlds that give the mover the card; when the observation
        # allows few enough to be listed (the stream repeats them), each at most once.
        stream = worlds(obs, rng)
        self.worlds: list[World] = []
        tries = 0
        while len(self.worlds) < count and tries < 40 * count:
            tries += 1
            world = next(stream)
            if (obs.opponent_known | world[0]) >> card & 1 and world not in self.worlds:
                self.worlds.append(world)
        self._truth: dict[Weights, Scored] = {}
        self._drawn: dict[Weights, list[tuple[Scored, int]]] = {}

    def truth(self, weights: Weights) -> Scored:
        """The true hand's scores (kept: the fit and the report ask again and again)."""
        found = self._truth.get(weights)
        if found is None:
            found = self._truth[weights] = _scores(self.state, self.card, weights)
        return found

    def scored(self, weights: Weights) -> tuple[Scored, list[tuple[Scored, int]]]:
        """The true hand's scores, and each world's with the hand it gives the mover."""
        drawn = self._drawn.get(weights)
        if drawn is None:
            drawn = self._drawn[weights] = []
            for world in self.worlds:
                ws = self.obs.world(*world)
                ws.forget_history()
                drawn.append((_scores(ws, self.card, weights), self.obs.opponent_known | world[0]))
        return self.truth(weights), drawn


def play_round(options: dict[str, Any], index: int) -> list[Move]:
    """Round ``index`` of ``options['level']`` against itself: a record per phase-1 card
    played with a choice."""
    rules = RuleSet.from_preset(options["rules"])
    clock = time.process_time
    players = [arena.make_level(options["level"], clock=clock) for _ in (0, 1)]
    rng = random.Random(f"read:{options['seed']}:{index}")
    state = RoundState(rules, Deal.shuffled(rules, rng.randrange(2), rng))
    analysis = random.Random(f"worlds:{options['seed']}:{index}")
    records: list[Move] = []
    while not state.is_over():
        seat = state.to_move
        obs = Observation.of(state, seat)
        action = players[seat].choose(obs, options["budget"], rng)
        if (
            action.kind == ActionKind.PLAY
            and obs.upcard >= 0
            and state.stage in (Stage.LEAD, Stage.FOLLOW)
            and first_copies(state.hands[seat]).bit_count() > 1
        ):
            card = action.cards.bit_length() - 1
            records.append(Move(state, card, options["worlds"], analysis))
        state.apply(action)
    return records


def _bits(p: float) -> float:
    return -math.log2(min(max(p, 1e-4), 1 - 1e-4))


def information(
    move: Move, model: Weights, temperature: float, uniform: float
) -> tuple[float, float]:
    """Bits the move tells about the mover's hand (``log2 L(true) / mean L``), and the log
    loss saved on the unseen cards' membership (uniform worlds' minus weighted worlds')."""
    truth, drawn = move.scored(model)
    if not drawn:
        return 0.0, 0.0
    weights = [chance(scored, temperature, uniform) for scored, _ in drawn]
    true_weight = chance(truth, temperature, uniform)
    bits = math.log2(true_weight / statistics.fmean(weights))
    total = sum(weights)
    saved = 0.0
    hidden = move.hidden
    true_hand = move.true_hand
    cards = hidden
    while cards:
        low = cards & -cards
        cards ^= low
        held = bool(true_hand & low)
        prior = sum(1 for _, hand in drawn if hand & low) / len(drawn)
        post = sum(w for w, (_, hand) in zip(weights, drawn, strict=True) if hand & low) / total
        if not held:
            prior, post = 1 - prior, 1 - post
        saved += _bits(prior) - _bits(post)
    return bits, saved


def _mean_ci(values: list[float]) -> str:
    if len(values) < 2:
        return "n/a"
    mean, low, high = mean_interval(values)
    return f"{mean:+.3f} ± {(high - low) / 2:.3f}"


def likelihood(moves: list[Move], model: Weights, temperature: float, uniform: float) -> float:
    """The softened model's log-likelihood per move played over a uniform guess, in bits."""
    truths = [move.truth(model) for move in moves]
    return statistics.fmean(math.log2(chance(t, temperature, uniform) * len(t[0])) for t in truths)


def softening(moves: list[Move], model: Weights) -> tuple[float, float, float]:
    """The softening (``T``, ``ε``) of the grid that best predicts the moves played, and
    its log-likelihood per move over a uniform guess, in bits."""
    return max(
        (likelihood(moves, model, temp, u), temp, u) for temp in TEMPERATURES for u in UNIFORMS
    )


def fit(moves: list[Move], passes: int = 3) -> Weights:
    """The rules of thumb's weights that best predict the moves played (maximum
    likelihood under the fitted softening): coordinate search, one weight at a time
    multiplied by a few factors, the best kept."""
    model = DEFAULT_WEIGHTS
    best = softening(moves, model)[0]
    for _ in range(passes):
        improved = False
        for field in fields(Weights):
            for factor in (0.5, 0.7, 1.4, 2.0):
                candidate = replace(model, **{field.name: getattr(model, field.name) * factor})
                found = softening(moves, candidate)[0]
                if found > best + 1e-4:
                    model, best, improved = candidate, found, True
        if not improved:
            break
    return model


def report(moves: list[Move], model: Weights, name: str, train: list[Move]) -> list[str]:
    """Prediction and information, per kind of move, of the rules of thumb with
    ``model``, softened as fitted on ``train``, on ``moves``."""
    lines = [f"{name}: {model}"]
    for stage in ("LEAD", "FOLLOW", None):
        rows = [m for m in moves if stage is None or m.stage == stage]
        fitted = [m for m in train if stage is None or m.stage == stage]
        if not rows or not fitted:
            continue
        _, temp, u = softening(fitted, model)
        bits = likelihood(rows, model, temp, u)
        best = statistics.fmean(
            float(t[1] == max(range(len(t[0])), key=lambda i: t[0][i][1]))
            for t in (m.truth(model) for m in rows)
        )
        info = [information(m, model, temp, u) for m in rows]
        entropy = statistics.fmean(m.entropy for m in rows)
        lines.append(
            f"  {(stage or 'all').lower()}: {len(rows)} moves (the hand unknown: "
            f"{entropy:.1f} bits); the rules' best {best:.1%}; "
            f"T {temp:g}, ε {u:g}: {bits:+.3f} bits a move over a uniform guess; "
            f"tells {_mean_ci([i[0] for i in info])} bits about the hand; "
            f"log loss on the unseen cards saved {_mean_ci([i[1] for i in info])} bits"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=arena.at_least(1, int), default=100)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--rules", default="marjolet", choices=PRESETS)
    parser.add_argument(
        "--budget", type=arena.at_least(0.0, float), default=0.25, help="CPU seconds per decision"
    )
    parser.add_argument(
        "--worlds", type=arena.at_least(1, int), default=100, help="worlds per move"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--fit", action="store_true", help="also fit the weights")
    args = parser.parse_args(argv)
    options = {
        "level": args.level,
        "rules": args.rules,
        "budget": args.budget,
        "worlds": args.worlds,
        "seed": args.seed,
    }
    rounds: list[list[Move]] = []
    for index in range(args.rounds):
        rounds.append(play_round(options, index))
        print(f"{index + 1}/{args.rounds} rounds", file=sys.stderr, flush=True)
    # Fitted on the even rounds, reported on the odd ones (the fit is not its own judge).
    train = [m for i, moves in enumerate(rounds) if i % 2 == 0 for m in moves]
    test = [m for i, moves in enumerate(rounds) if i % 2 == 1 for m in moves]
    print(f"{args.level}, {args.budget:g} s: {len(train)} moves to fit, {len(test)} to judge")
    for line in report(test, DEFAULT_WEIGHTS, "the rollouts' rules of thumb", train):
        print(line)
    if args.fit:
        model = fit(train)
        for line in report(test, model, "fitted to the player's moves", train):
            print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
