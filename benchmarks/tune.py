"""Tune the rules of thumb's numbers by self-play (issue #17): SPSA over duplicate matches.

The rules of thumb (``marjolet_qt.ai.heuristics``) read their numbers from a
:class:`~marjolet_qt.ai.heuristics.Weights`; they drive Easy, Medium and Hard's rollouts.
This script searches for better numbers with SPSA (simultaneous perturbation stochastic
approximation): at step ``k`` every weight is moved at once, up or down at random
(``Δ`` of ±1), by a factor ``exp(±c_k)``; the two players so made, θ+ and θ−, play a
duplicate mini-match (each deal twice, seats swapped) and the weights move along
``Δ`` in proportion to how much θ+ beat θ−. The weights are searched in log space
(``weight = default × exp(x)``), so that they keep their sign and a step means the same
relative change for every one of them; ``x = 0`` is today's rules of thumb exactly.

``--player medium``: the two players are Medium with the weights (instant: many pairs per
step). ``--player hard``: Hard whose rollouts (and fallback move) use them, with a fixed
number of worlds per decision (``--iterations``), far slower.

Journaled and resumable: the first line of ``--journal`` names the run, then one line per
step (the weights before it, the perturbation, the result); the same command resumes
from the last step written. ``--validate N`` then plays the tuned weights against the
defaults over N fresh pairs (deals the tuning never saw) and prints the result.

SPSA's last step is noisy: ``--average K`` makes the result the mean of the weights after
steps ``K`` to the last (Polyak averaging), which is what to adopt and validate. Run again
on a finished journal, it plays no more steps and only averages (and validates);
``--report FILE`` does the same for the journal of any commit's run, without resuming it::

    .venv/bin/python benchmarks/tune.py --player medium --steps 400 --pairs 100 \\
        --jobs 2 --journal /work/runs/tune_medium.jsonl --average 200 --validate 2000
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from marjolet_qt.ai.arena import at_least, play_round, seed_number
from marjolet_qt.ai.arena_results import mean_interval, source_fingerprint
from marjolet_qt.ai.heuristics import DEFAULT_WEIGHTS, Style, Weights
from marjolet_qt.ai.journal import Journal, JournalError, read_journal
from marjolet_qt.ai.player import MediumPlayer, Player
from marjolet_qt.ai.search import SearchPlayer
from marjolet_qt.engine.round import Deal, RoundState
from marjolet_qt.engine.rules import PRESETS, RuleSet

NAMES: tuple[str, ...] = tuple(f.name for f in fields(Weights))


# --- weights in log space ----------------------------------------------------------------


def weights_of(x: dict[str, float]) -> Weights:
    """The weights at ``x`` (log-factors of the defaults; a name absent keeps its default).
    ``x`` all zeros gives exactly :data:`DEFAULT_WEIGHTS` (``default × 1.0``)."""
    defaults = DEFAULT_WEIGHTS.to_json()
    return Weights.from_json(
        {name: defaults[name] * math.exp(x.get(name, 0.0)) for name in defaults}
    )


def perturbation(seed: int, step: int, names: Iterable[str]) -> dict[str, int]:
    """SPSA's Δ for ``step``: ±1 for each tuned weight, from the run's seed only."""
    rng = random.Random(f"tune:{seed}:{step}")
    return {name: rng.choice((-1, 1)) for name in names}


@dataclass(frozen=True)
class Gains:
    """SPSA's gain sequences (Spall's exponents): the step ``a_k`` and perturbation
    ``c_k`` at step ``k``."""

    a: float = 0.04
    c: float = 0.2
    big_a: float = 20.0
    alpha: float = 0.602
    gamma: float = 0.101

    def step(self, k: int) -> float:
        return self.a / float((k + 1 + self.big_a) ** self.alpha)

    def perturb(self, k: int) -> float:
        return self.c / float((k + 1) ** self.gamma)


#: Log-factors are kept within ±LIMIT (a weight within e^±2, about 0.14× to 7.4×).
LIMIT = 2.0


def update(
    x: dict[str, float], delta: dict[str, int], diff: float, k: int, gains: Gains
) -> dict[str, float]:
    """The weights after step ``k``: θ+ (``x + c_k Δ``) beat θ− (``x − c_k Δ``) by ``diff``
    points per round; the gradient estimate is ``diff / (2 c_k Δ_i)``, and the weights
    climb it by ``a_k``."""
    c_k = gains.perturb(k)
    a_k = gains.step(k)
    moved = dict(x)
    for name, sign in delta.items():
        gradient = diff / (2 * c_k * sign)
        moved[name] = max(-LIMIT, min(LIMIT, x.get(name, 0.0) + a_k * gradient))
    return moved


def shifted(x: dict[str, float], delta: dict[str, int], scale: float) -> dict[str, float]:
    out = dict(x)
    for name, sign in delta.items():
        out[name] = x.get(name, 0.0) + scale * sign
    return out


# --- the mini-matches --------------------------------------------------------------------


_MADE: dict[tuple[str, Weights, int], Player] = {}


def make(player: str, weights: Weights, iterations: int) -> Player:
    """Medium, or Hard with ``iterations`` worlds per decision, playing with ``weights``
    (a few are kept per process: their solvers' tables stay warm)."""
    key = (player, weights, iterations)
    found = _MADE.get(key)
    if found is None:
        if len(_MADE) > 8:
            _MADE.clear()
        found = _MADE[key] = _make(player, weights, iterations)
    return found


def _make(player: str, weights: Weights, iterations: int) -> Player:
    style = Style(count_cards=True, noise=0.0, weights=weights)
    if player == "medium":
        medium = MediumPlayer(f"medium{weights}")
        medium.style = style
        return medium
    if player == "hard":
        return SearchPlayer(
            "hard", iterations=iterations, clock=time.process_time, rollout_style=style
        )
    raise ValueError(f"unknown player {player!r}")


@dataclass(frozen=True)
class Job:
    rules: str | dict[str, Any]
    player: str
    iterations: int
    plus: dict[str, float]
    minus: dict[str, float]
    #: The deal's seed text: each deal is played twice, seats swapped.
    deal: str


def play_pair(job: Job) -> float:
    """θ+'s mean point difference over the two rounds of one duplicate pair."""
    rules = RuleSet.from_json(job.rules)
    rng = random.Random(job.deal)
    deal = Deal.shuffled(rules, rng.randrange(2), rng)
    plus = make(job.player, weights_of(job.plus), job.iterations)
    minus = make(job.player, weights_of(job.minus), job.iterations)
    total = 0
    for plus_seat in (0, 1):
        players = (plus, minus) if plus_seat == 0 else (minus, plus)
        rngs = (
            random.Random(f"{job.deal}:{plus_seat}:0"),
            random.Random(f"{job.deal}:{plus_seat}:1"),
        )
        state = play_round(RoundState(rules, deal), players, 1.0, rngs)
        total += state.score(plus_seat) - state.score(1 - plus_seat)
    return total / 2


@contextlib.contextmanager
def workers(jobs: int) -> Iterator[Any]:
    """A pool of ``jobs`` processes for the mini-matches (None for one: played here),
    ended on the way out, whatever happened."""
    pool = multiprocessing.get_context("fork").Pool(jobs) if jobs > 1 else None
    try:
        yield pool
    finally:
        if pool is not None:
            pool.terminate()


def mini_match(jobs: list[Job], pool: Any) -> list[float]:
    if pool is None:
        return [play_pair(job) for job in jobs]
    return list(pool.map(play_pair, jobs))


# --- the run -----------------------------------------------------------------------------


def _step(record: object) -> dict[str, Any]:
    """A journal line's tuning step, checked: resuming starts from its ``after``."""
    after = record.get("after") if isinstance(record, dict) else None
    if not isinstance(after, dict) or not all(
        isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)
        for v in after.values()
    ):
        raise ValueError("no weights after the step")
    assert isinstance(record, dict)
    return record


def averaged(afters: list[dict[str, float]], first: int) -> dict[str, float]:
    """The mean of the weights after steps ``first`` to the last (Polyak averaging: SPSA's
    iterates wander around the optimum, their mean sits nearer to it than any one)."""
    stretch = afters[first:]
    if not stretch:
        raise SystemExit(f"tune: no steps from {first} to average (the run has {len(afters)})")
    return {name: statistics.fmean(x[name] for x in stretch) for name in stretch[0]}


def tune(args: argparse.Namespace) -> dict[str, float]:
    rules = RuleSet.from_preset(args.rules).to_json()
    names = tuple(args.params.split(",")) if args.params else NAMES
    unknown = set(names) - set(NAMES)
    if unknown:
        raise SystemExit(f"unknown weights: {', '.join(sorted(unknown))} (known: {NAMES})")
    gains = Gains(a=args.a, c=args.c, big_a=args.big_a)
    header = {
        "tune": 1,
        "player": args.player,
        "iterations": args.iterations,
        "rules": rules,
        "seed": args.seed,
        "pairs": args.pairs,
        "params": list(names),
        "gains": [gains.a, gains.c, gains.big_a, gains.alpha, gains.gamma],
        # The code it measures too: a journal is never resumed by edited code.
        "code": source_fingerprint(),
    }
    out = (
        Journal(args.journal, header, _step, what="tuning step", kind="tuning run")
        if args.journal
        else None
    )
    steps = out.records if out else []
    afters: list[dict[str, float]] = [dict(step["after"]) for step in steps]
    x: dict[str, float] = dict(afters[-1]) if afters else dict.fromkeys(names, 0.0)
    with contextlib.ExitStack() as stack:
        pool = stack.enter_context(workers(args.jobs))
        if out:
            stack.callback(out.close)
        for k in range(len(steps), args.steps):
            delta = perturbation(args.seed, k, names)
            c_k = gains.perturb(k)
            plus, minus = shifted(x, delta, c_k), shifted(x, delta, -c_k)
            jobs = [
                Job(rules, args.player, args.iterations, plus, minus, f"tune:{args.seed}:{k}:{i}")
                for i in range(args.pairs)
            ]
            start = time.perf_counter()
            diffs = mini_match(jobs, pool)
            diff = statistics.fmean(diffs)
            after = update(x, delta, diff, k, gains)
            record = {"step": k, "before": x, "delta": delta, "diff": diff, "after": after}
            if out:
                out.write(record)
            x = after
            afters.append(after)
            print(
                f"step {k}: θ+ − θ− {diff:+.2f} points/round over {len(diffs)} pairs "
                f"({time.perf_counter() - start:.0f} s); "
                + ", ".join(f"{n} {v:+.3f}" for n, v in x.items()),
                file=sys.stderr,
                flush=True,
            )
        if args.average is not None:
            x = averaged(afters, args.average)
        if args.validate:
            validate(x, rules, args.player, args.iterations, args=args, pool=pool)
    return x


def validate(
    x: dict[str, float],
    rules: str | dict[str, Any],
    player: str,
    iterations: int,
    *,
    args: argparse.Namespace,
    pool: Any,
) -> None:
    """Play the weights ``x`` against the hand-set ones over ``--validate`` fresh pairs
    (deals the tuning never saw) and print the result."""
    jobs = [
        Job(rules, player, iterations, x, {}, f"validate:{args.seed}:{i}")
        for i in range(args.validate)
    ]
    diffs = mini_match(jobs, pool)
    mean, low, high = mean_interval(diffs)
    print(
        f"tuned vs default {player}: {mean:+.2f} points/round "
        f"(95% {low:+.2f} to {high:+.2f}) over {len(diffs)} pairs",
        file=sys.stderr,
    )


def report(args: argparse.Namespace) -> dict[str, float]:
    """``--report FILE``: a tuning journal's weights, the mean from step ``--average`` on
    (else the last step's), read without resuming it, so that a run of any commit can be
    averaged; with ``--validate N``, measured by this code against the hand-set weights
    as that run played (its player, worlds and rules)."""
    contents = read_journal(args.report, _step, "tuning step", must_exist=True)
    header = contents.header or {}
    afters = [dict(step["after"]) for step in contents.records]
    x = averaged(afters, len(afters) - 1 if args.average is None else args.average)
    if args.validate:
        player, iterations = header.get("player"), header.get("iterations")
        if player not in ("medium", "hard") or type(iterations) is not int or iterations < 1:
            raise SystemExit(f"tune: {args.report} does not name a player and its worlds")
        try:
            rules = RuleSet.from_json(header.get("rules")).to_json()
        except ValueError as error:
            raise SystemExit(f"tune: {args.report}: {error}") from None
        with workers(args.jobs) as pool:
            validate(x, rules, player, iterations, args=args, pool=pool)
    return x


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--player", default="medium", choices=("medium", "hard"))
    parser.add_argument(
        "--iterations", type=at_least(1, int), default=30, help="Hard's worlds/decision"
    )
    parser.add_argument("--rules", default="marjolet", choices=PRESETS)
    parser.add_argument("--steps", type=at_least(1, int), default=100, help="SPSA steps in all")
    parser.add_argument(
        "--pairs", type=at_least(1, int), default=200, help="duplicate pairs per step"
    )
    parser.add_argument("--params", default="", help="comma-separated weights (default: all)")
    parser.add_argument("--seed", type=seed_number, default=1)
    parser.add_argument("--a", type=at_least(0.0, float, strict=True), default=Gains.a)
    parser.add_argument("--c", type=at_least(0.0, float, strict=True), default=Gains.c)
    parser.add_argument("--big-a", type=at_least(0.0, float), default=Gains.big_a)
    parser.add_argument("--jobs", type=at_least(1, int), default=1)
    parser.add_argument("--journal", type=Path, default=None)
    parser.add_argument(
        "--validate", type=at_least(0, int), default=0, help="pairs: tuned vs default"
    )
    parser.add_argument(
        "--average",
        type=at_least(0, int),
        default=None,
        metavar="K",
        help="the result is the mean of the weights after steps K to the last",
    )
    parser.add_argument(
        "--report",
        type=Path,
        default=None,
        metavar="FILE",
        help="print (and --validate) a tuning journal's weights without playing its steps",
    )
    args = parser.parse_args(argv)
    try:
        x = report(args) if args.report else tune(args)
    except JournalError as error:
        parser.exit(2, f"tune: {error}\n")
    print(json.dumps({"log_factors": x, "weights": weights_of(x).to_json()}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
