"""The arena: duplicate matches between two levels, with intervals and decision times.

``python -m marjolet_qt.ai.arena --a hard --b easy --pairs 100 --rules marjolet``

Each *pair* deals the same cards twice with the seats swapped, so the luck of the deal
cancels out and far fewer rounds tell the levels apart. For each side the arena prints
the rounds won (with a 95% Wilson interval), the mean point difference per round (with a
95% interval over the pairs, which is what the duplicate design makes independent), and
the decision times of each level (mean, p95, max; decisions with a single legal action
are not timed, as no player thinks about them). ``--games`` plays whole games to the
rule set's target instead, again in duplicate pairs, and reports games won.

Budgets and decision times are measured in each worker process's own CPU time unless
``--clock wall`` is given: a long run then measures the same player whether or not the
machine is busy with something else. Runs are reproducible from ``--seed`` except where
the search is cut by its clock; use ``--iterations`` for fully reproducible search players.

``--budget-a`` and ``--budget-b`` give one side another budget than ``--budget``: Expert
(3 s) against Hard (1 s) is ``--a expert --b hard --budget 1 --budget-a 3``. Expert thinks
in two worker processes of its own, so a match with Expert runs with ``--jobs 1`` (the
arena refuses more); on the CPU clock each of its workers has the budget in its own CPU
time, and its decision time is the longest any of them spent.

A level written ``LEVEL@VERSION`` (``--b hard@baseline``) is that level as a frozen copy
of the opponent's code under ``benchmarks/VERSION/`` plays it, so that a change is
measured against what it replaced; the copy is imported only when named.

``--journal FILE`` writes every finished pair to FILE as it comes (JSON lines, after a
header line naming the match). Running the same command again resumes: the pairs already
in the journal are not played again, and the summary covers all of them. A run of several
hours therefore survives an interrupted session, and can be spread over several.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import multiprocessing
import multiprocessing.pool
import random
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

from marjolet_qt.engine import jsonfile
from marjolet_qt.engine.cli import Progress
from marjolet_qt.engine.match import Match
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import Deal, RoundState
from marjolet_qt.engine.rules import PRESETS, RulesError, RuleSet

from .arena_results import Config, Journal, PairResult, format_summary, summarise
from .continuation import Continuation
from .heuristics import DEFAULT_WEIGHTS, FITTED_WEIGHTS, HARD_TUNED_WEIGHTS, TUNED_WEIGHTS, Style
from .ismcts import ISMCTSPlayer
from .journal import JournalError
from .levels import ALL_LEVELS, BY_NAME, make_player
from .player import Player
from .sampling import true_world

# --- playing -------------------------------------------------------------------------

CLOCKS: dict[str, Callable[[], float]] = {"cpu": time.process_time, "wall": time.perf_counter}

_PLAYERS: dict[tuple[str, int | None, str], Player] = {}

#: Where frozen versions of the levels live (``benchmarks/<version>/``, outside the
#: package): ``hard@baseline`` is Hard as ``benchmarks/baseline`` froze it.
VERSIONS_DIR = Path(__file__).resolve().parents[2] / "benchmarks"


def load_version(version: str) -> ModuleType:
    """The frozen copy of the opponent named ``version`` (a package under
    ``benchmarks/`` with its own ``make_player``), imported on first use only: the game
    and its frozen program never need it, and it is not part of the package."""
    name = f"_marjolet_frozen_{version}"
    found = sys.modules.get(name)
    if found is not None:
        return found
    folder = VERSIONS_DIR / version
    init = folder / "__init__.py"
    if not version.isidentifier() or not init.is_file():
        raise ValueError(f"no frozen version {version!r} (looked for {init})")
    spec = importlib.util.spec_from_file_location(
        name, init, submodule_search_locations=[str(folder)]
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[name]
        raise
    return module


#: Variants under measurement, not levels yet: a level's player with an option set.
EXPERIMENTS: dict[str, tuple[str, dict[str, Any]]] = {
    # Hard reweighing its worlds by the opponent's lead (issue #17's inference).
    "hard+infer": ("hard", {"inference": True}),
    # Hard weighing its worlds by the windows the opponent closed without declaring a
    # meld or exchanging the 7 it may have held (issue #17, ai/inference.py), the world
    # where it surely could have weighing 0.15 (read05: 0.05).
    "hard+read": ("hard", {"read_epsilon": 0.15}),
    "hard+read05": ("hard", {"read_epsilon": 0.05}),
    # ...with the chance of a card held at the window fitted on self-play ("kept").
    "hard+readkept": ("hard", {"read_epsilon": 0.15, "read_model": "kept"}),
    # Both readings at once, the lead and the windows: against a player of the rules of
    # thumb (Easy, Medium) a move tells four times what a search player's does
    # (docs/benchmarks.md, "How much a card tells"), so the reader is measured there.
    "hard+infer+readkept": (
        "hard",
        {"inference": True, "read_epsilon": 0.15, "read_model": "kept"},
    ),
    # Hard weighing its worlds by the opponent's every phase-1 play and closed window,
    # in a history of its draws drawn for each world (issue #17, ai/reading.py).
    "hard+history": ("hard", {"history_read": True}),
    # Hard always playing the search's best mean, never falling back to the rules of
    # thumb's move when the search proves nothing (issue #17: the prior at small budgets).
    "hard-prior": ("hard", {"prior_z": None}),
    # Hard whose rollouts play the last phase-1 trick perfectly in each world (both sides
    # seeing it) instead of by the rules of thumb, which lose most there (issue #17's
    # diagnosis); a world costs about 6.7 times as much.
    "hard+tail1": ("hard", {"exact_tail": 1}),
    # Hard valuing each of its phase-1 leads against the follower's best answer in each
    # world instead of the rules of thumb's (leads lose most in the diagnosis); a lead
    # costs a rollout per answer. "blind": the follower chooses without the stock's order.
    "hard+reply": ("hard", {"reply": "world"}),
    "hard+reply-blind": ("hard", {"reply": "blind"}),
    # Open hand knowing the other hand but not the stock's order: a perfect reader of
    # the opponent's play, the bound of what inference can win back (issue #17's gap).
    "open-stock": ("open", {"stock_known": False}),
    # Knowing one or two of the other hand's hidden cards (drawn anew for each decision):
    # the most a reader who made out that much from the opponent's play could gain.
    "open-peek1": ("open", {"stock_known": False, "peek": 1}),
    "open-peek2": ("open", {"stock_known": False, "peek": 2}),
    # Easy and Hard's rollouts with the weights SPSA found in Medium's self-play, which
    # Medium plays with (issue #17, benchmarks/tune.py; docs/benchmarks.md); and Medium
    # with the hand-set weights it played with before.
    "easy+tuned": (
        "easy",
        {"style": Style(count_cards=False, noise=5.0, weights=TUNED_WEIGHTS)},
    ),
    "hard+tuned": ("hard", {"rollout_style": Style(weights=TUNED_WEIGHTS)}),
    # Hard's rollouts with the weights SPSA found with Hard itself in the loop (issue
    # #17, session 17: +7.3 points a round at 48 worlds a decision over 400 pairs).
    "hard+tunedhard": ("hard", {"rollout_style": Style(weights=HARD_TUNED_WEIGHTS)}),
    # Hard's rollouts with the learned correction to the rules of thumb fitted on Hard's
    # self-play to choose the card its search chooses (issue #17, ai/learned.py).
    "hard+learned": ("hard", {"rollout_style": Style(learned=True)}),
    # Hard's rollouts corrected by a learned value of the position each candidate leads
    # to, fitted on Hard's self-play outcomes (issue #17, ai/value.py).
    "hard+value": ("hard", {"value": True}),
    # Hard's rollouts with the weights that best predict Hard's own moves (issue #17,
    # benchmarks/read_predict.py --fit): both sides of a rollout play more as Hard would.
    "hard+fitted": ("hard", {"rollout_style": Style(weights=FITTED_WEIGHTS)}),
    # Hard's rollouts with noise on the rules of thumb's scores (3 points, Easy's is 5):
    # each world plays one of several plausible lines rather than always the rules' own,
    # at the cost of the slower rollouts that read a View (issue #17).
    "hard+noisy": ("hard", {"rollout_style": Style(noise=3.0)}),
    "medium-untuned": ("medium", {"style": Style(weights=DEFAULT_WEIGHTS)}),
    # A tree search over phase 1's cards instead of Hard's flat one (issue #17: more time
    # should improve the later moves too, not only the noise; ai/ismcts.py), with UCB's
    # exploration at 30 points (ismcts-c15: 15).
    "ismcts": ("ismcts", {}),
    "ismcts-c15": ("ismcts", {"exploration": 15.0}),
    # Hard's flat root with a tree of the seat's own later moves below each candidate
    # (ai/continuation.py): the rules of thumb's move first, others widened in as the
    # node is visited (pimc-tree-slow: less exploration, slower widening); expert-tree:
    # Expert so, each worker growing its own trees from the worlds it is given;
    # expert-split: each worker valuing some of the candidates in every world, so that
    # each candidate's one tree sees every world: the game's Expert level since session
    # 15, so it sets nothing the level does not (its journals keep the name);
    # expert-flat: the Expert before it, Hard's flat search shared out by world.
    "pimc-tree": ("hard", {"continuation": Continuation()}),
    "pimc-tree-slow": ("hard", {"continuation": Continuation(exploration=8.0, widening=24)}),
    "expert-tree": ("expert", {"continuation": Continuation(), "by_candidate": False}),
    "expert-split": ("expert", {}),
    "expert-flat": ("expert", {"continuation": None, "by_candidate": False}),
}

#: The players of experiments that are not a level's player with options set.
EXPERIMENT_PLAYERS: dict[str, Callable[..., Player]] = {"ismcts": ISMCTSPlayer}


def make_level(
    level: str, *, iterations: int | None = None, clock: Callable[[], float] | None = None
) -> Player:
    """A player for ``level``, for ``level@version`` (that level as the frozen copy
    ``benchmarks/<version>/`` plays it) or for an experiment (``EXPERIMENTS``).
    ``ValueError`` for an unknown one."""
    if level in EXPERIMENTS:
        base, options = EXPERIMENTS[level]
        factory = EXPERIMENT_PLAYERS.get(base)
        if factory is not None:
            variant = factory(iterations=iterations, **({"clock": clock} if clock else {}))
        else:
            variant = make_player(base, iterations=iterations, clock=clock)
        for option, value in options.items():
            setattr(variant, option, value)
        variant.name = level
        return variant
    name, _, version = level.partition("@")
    if not version:
        return make_player(name, iterations=iterations, clock=clock)
    module = load_version(version)
    if name not in module.ALL_LEVELS:
        raise ValueError(f"unknown level {name!r} in version {version!r}")
    player: Player = module.make_player(name, iterations=iterations, clock=clock)
    return player


def level_name(text: str) -> str:
    """Argument type of ``--a``/``--b``: a level, or ``level@version`` for a frozen copy."""
    if text in EXPERIMENTS:
        return text
    name, _, version = text.partition("@")
    if name not in ALL_LEVELS:
        raise argparse.ArgumentTypeError(
            f"unknown level {name!r} (choose from {', '.join(ALL_LEVELS)}, "
            "optionally followed by @VERSION, e.g. hard@baseline, or one of the "
            f"experiments {', '.join(EXPERIMENTS)})"
        )
    if version:
        try:
            load_version(version)
        except ValueError as error:
            raise argparse.ArgumentTypeError(str(error)) from None
    return text


Number = TypeVar("Number", int, float)


#: The most pairs a run may ask for: weeks of both cores at 1 s, and a list of jobs that
#: fits in memory (a typo's billion built one before playing anything).
MAX_PAIRS = 1_000_000


def pairs_count(text: str) -> int:
    """Argument type of ``--pairs``: a whole number from 1 to :data:`MAX_PAIRS`."""
    value = at_least(1, int)(text)
    if value > MAX_PAIRS:
        raise argparse.ArgumentTypeError(f"{text} is more than {MAX_PAIRS:,} pairs")
    return int(value)


def at_least(
    low: float, kind: Callable[[str], Number], *, strict: bool = False
) -> Callable[[str], Number]:
    """Argument type: a finite number of ``kind`` (``int`` or ``float``) no smaller than
    ``low``, or greater if ``strict`` (the arena's and the benchmark scripts' counts,
    budgets and gains: a typo is a usage error)."""

    def parse(text: str) -> Number:
        try:
            value = kind(text)
        except ValueError:
            what = "a whole number" if kind is int else "a number"
            raise argparse.ArgumentTypeError(f"{text!r} is not {what}") from None
        if not (math.isfinite(value) and (value > low if strict else value >= low)):
            bound = "above" if strict else "of at least"
            raise argparse.ArgumentTypeError(f"{text} is not a number {bound} {low:g}")
        return value

    return parse


def seed_number(text: str) -> int:
    """Argument type of a journaled run's ``--seed``: a whole number the journal's strict
    reader takes back (at most :data:`~marjolet_qt.engine.jsonfile.MAX_INT_DIGITS` digits)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if len(str(abs(value))) > jsonfile.MAX_INT_DIGITS:
        raise argparse.ArgumentTypeError(
            f"{text} has more than {jsonfile.MAX_INT_DIGITS} digits (a journal could not keep it)"
        )
    return value


def rule_options(text: str) -> dict[str, Any]:
    """Argument type of ``--options``: a JSON object (checked by the rules when used)."""
    try:
        options = jsonfile.loads(text.encode("utf-8"))
    except jsonfile.JsonFileError as error:
        raise argparse.ArgumentTypeError(f"not JSON: {error}") from None
    if not isinstance(options, dict):
        raise argparse.ArgumentTypeError("rule options must be a JSON object")
    return options


def _player(level: str, config: Config) -> Player:
    """Players are reused within a process (their solver tables stay warm)."""
    key = (level, config.iterations, config.clock)
    found = _PLAYERS.get(key)
    if found is None:
        clock = CLOCKS[config.clock]
        found = _PLAYERS[key] = make_level(level, iterations=config.iterations, clock=clock)
    return found


def play_round(
    state: RoundState,
    players: tuple[Player, Player],
    budget: float | tuple[float, float],
    rngs: tuple[random.Random, random.Random],
    times: tuple[list[float], list[float]] | None = None,
    *,
    clock: Callable[[], float] = time.process_time,
) -> RoundState:
    """Play ``state`` to its end; each player sees only its observation (the open-hand
    player is also handed the true hidden cards). ``budget`` is both seats' or each
    seat's. Decision times go into ``times``: the clock's time in this process, or for a
    player thinking in other processes (Expert) the longest any of them spent."""
    budgets = budget if isinstance(budget, tuple) else (budget, budget)
    while not state.is_over():
        seat = state.to_move
        player = players[seat]
        obs = Observation.of(state, seat)
        kwargs: dict[str, Any] = {}
        if getattr(player, "needs_truth", False):
            kwargs["truth"] = true_world(state, obs)
        start = clock()
        if kwargs:
            action = player.choose_with_reason(obs, budgets[seat], rngs[seat], None, **kwargs)[0]
        else:
            action = player.choose(obs, budgets[seat], rngs[seat])
        elapsed = max(clock() - start, getattr(player, "last_worker_time", 0.0))
        if times is not None and len(obs.legal_actions) > 1:
            times[seat].append(elapsed)
        state.apply(action)
    return state


def _seat_rngs(config: Config, index: int, a_seat: int) -> tuple[random.Random, random.Random]:
    """Each seat's generator in the round of pair ``index`` where A sits at ``a_seat``."""
    seeds = (f"player:{config.seed}:{index}:{a_seat}:{seat}" for seat in (0, 1))
    first, second = (random.Random(seed) for seed in seeds)
    return first, second


def _deal(config: Config, index: int) -> Deal:
    rng = random.Random(f"arena:{config.seed}:{index}")
    return Deal.shuffled(config.rules, rng.randrange(2), rng)


def play_pair(config: Config, index: int) -> PairResult:
    """The two rounds of duplicate pair ``index``: A sits at seat 0, then at seat 1."""
    result = PairResult(index)
    deal = _deal(config, index)
    a = _player(config.a, config)
    b = _player(config.b, config)
    for a_seat in (0, 1):
        players = (a, b) if a_seat == 0 else (b, a)
        rngs = _seat_rngs(config, index, a_seat)
        seat_times: tuple[list[float], list[float]] = ([], [])
        state = play_round(
            RoundState(config.rules, deal),
            players,
            config.budgets(a_seat),
            rngs,
            seat_times,
            clock=CLOCKS[config.clock],
        )
        diff = state.score(a_seat) - state.score(1 - a_seat)
        result.diffs.append(diff)
        result.winners.append("a" if diff > 0 else "b" if diff < 0 else None)
        result.times["a"] += seat_times[a_seat]
        result.times["b"] += seat_times[1 - a_seat]
        result.rounds += 1
    return result


def play_game_pair(config: Config, index: int) -> PairResult:
    """Two whole games from the same seed, seats swapped; diffs are game totals."""
    result = PairResult(index)
    a = _player(config.a, config)
    b = _player(config.b, config)
    for a_seat in (0, 1):
        players = (a, b) if a_seat == 0 else (b, a)
        rngs = _seat_rngs(config, index, a_seat)
        match = Match(
            config.rules, first_dealer=index % 2, rng=random.Random(f"game:{config.seed}:{index}")
        )
        seat_times: tuple[list[float], list[float]] = ([], [])
        while True:
            play_round(
                match.round,
                players,
                config.budgets(a_seat),
                rngs,
                seat_times,
                clock=CLOCKS[config.clock],
            )
            match.finish_round()
            result.rounds += 1
            if match.is_over() or result.rounds > 400:
                break
            match.start_next_round()
        totals = match.totals
        winner = match.winner()
        result.diffs.append(totals[a_seat] - totals[1 - a_seat])
        result.winners.append(None if winner is None else "a" if winner == a_seat else "b")
        result.times["a"] += seat_times[a_seat]
        result.times["b"] += seat_times[1 - a_seat]
    return result


def _work(job: tuple[Config, int, bool]) -> PairResult:
    config, index, games = job
    return play_game_pair(config, index) if games else play_pair(config, index)


# --- running ---------------------------------------------------------------------------


def run(
    config: Config,
    pairs: int,
    *,
    jobs: int = 1,
    games: bool = False,
    progress: bool = True,
    journal: Path | None = None,
) -> dict[str, Any]:
    """Play ``pairs`` duplicate pairs and return the summary (see :func:`summarise`).

    With a ``journal``, pairs it already holds are taken from it instead of played, and
    each newly finished pair is appended to it (see :class:`Journal`)."""
    start = time.perf_counter()
    log = Journal(journal, config, games) if journal else None
    done = log.done if log else {}
    results = [done[i] for i in range(pairs) if i in done]
    jobs_list = [(config, i, games) for i in range(pairs) if i not in done]
    bar = Progress(len(jobs_list), "game pairs" if games else "pairs", progress)
    if done and progress:
        print(f"resuming: {len(results)} of {pairs} pairs from {journal}", file=sys.stderr)
    iterator: Iterator[PairResult]
    pool: multiprocessing.pool.Pool | None = None
    try:
        if jobs > 1:
            context = multiprocessing.get_context("spawn" if sys.platform == "win32" else "fork")
            pool = context.Pool(jobs)
            iterator = pool.imap_unordered(_work, jobs_list)
        else:
            iterator = map(_work, jobs_list)
        try:
            for result in iterator:
                results.append(result)
                if log:
                    log.write(asdict(result))
                bar.step()
        finally:
            if pool is not None:
                pool.terminate()
    finally:
        if log:
            log.close()
    results.sort(key=lambda r: r.index)
    summary = summarise(config, results, games, time.perf_counter() - start)
    summary["resumed_pairs"] = sum(1 for index in done if index < pairs)  # not timed here
    return summary


def _thinks_in_processes(text: str) -> bool:
    """Whether level ``text`` (as ``--a``/``--b`` name it) is one with worker processes."""
    name = EXPERIMENTS[text][0] if text in EXPERIMENTS else text
    name, _, version = name.partition("@")
    return not version and name in BY_NAME and BY_NAME[name].parallel


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m marjolet_qt.ai.arena", description="Duplicate matches between levels."
    )
    levels = (
        f"{', '.join(ALL_LEVELS)}; LEVEL@VERSION plays a frozen copy (hard@baseline); "
        f"experiments: {', '.join(EXPERIMENTS)}"
    )
    parser.add_argument("--a", default="hard", type=level_name, help=levels)
    parser.add_argument("--b", default="easy", type=level_name, help=levels)
    parser.add_argument("--pairs", type=pairs_count, default=100, help="duplicate pairs to play")
    parser.add_argument("--rules", default="marjolet", choices=PRESETS)
    parser.add_argument(
        "--options", type=rule_options, default=None, help="rule options as a JSON object"
    )
    parser.add_argument("--seed", type=seed_number, default=1)
    parser.add_argument("--jobs", type=at_least(1, int), default=1, help="worker processes")
    seconds = at_least(0.0, float)
    parser.add_argument("--budget", type=seconds, default=1.0, help="seconds per decision")
    parser.add_argument("--budget-a", type=seconds, default=None, help="A's own --budget")
    parser.add_argument("--budget-b", type=seconds, default=None, help="B's own --budget")
    parser.add_argument(
        "--iterations",
        type=at_least(1, int),
        default=None,
        help="fixed worlds per search decision",
    )
    parser.add_argument(
        "--clock",
        default="cpu",
        choices=sorted(CLOCKS),
        help="measure budgets and decision times in the process's CPU time (default: a "
        "busy machine does not weaken the search) or on the wall clock",
    )
    parser.add_argument("--games", action="store_true", help="whole games to the target")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument(
        "--journal",
        type=Path,
        default=None,
        help="append each finished pair to this file; the same command resumes from it",
    )
    args = parser.parse_args(argv)
    try:
        rules = RuleSet.from_preset(args.rules, args.options)
    except RulesError as error:
        parser.error(f"--options: {error}")
    config = Config(
        args.a,
        args.b,
        rules,
        args.seed,
        args.budget,
        args.iterations,
        args.clock,
        args.budget_a,
        args.budget_b,
    )
    parallel = [side for side in (args.a, args.b) if _thinks_in_processes(side)]
    if parallel and args.jobs > 1:
        parser.error(f"{parallel[0]} thinks in worker processes of its own: run it with --jobs 1")
    try:
        summary = run(
            config,
            args.pairs,
            jobs=args.jobs,
            games=args.games,
            progress=not args.quiet,
            journal=args.journal,
        )
    except JournalError as error:
        parser.exit(2, f"arena: {error}\n")
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(format_summary(summary, args.games))
    return 0


if __name__ == "__main__":
    sys.exit(main())
