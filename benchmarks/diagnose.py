"""Where Hard loses points: its choices against the Open-hand player's on the same positions.

Issue #17 ("Better rollouts where they matter"). Hard plays real rounds against an
opponent (Medium by default). At each of Hard's phase-1 decisions that has a choice, the
script also evaluates every legal action **in the true world** (the opponent's real hand
and the real stock order), the way the Open-hand player does: the action played, then
the rules of thumb for both sides until the stock is gone, then the exact phase-2 solve.
The true world gives each action one value (the rollouts have no noise), so the
Open-hand player's choice is the best of them, and what Hard's move costs is the
distance from that best, in points of the round: the **expected points lost**.

With ``--stock-worlds N``, each move is also valued knowing the opponent's hand but not
the order of the stock (the mean over N shuffles of it): one stock order's single
rollout is a noisy judge (a different card changes who draws what), this one is smoother
and asks only what Hard loses by not knowing the other hand.

Decisions are put in buckets, which overlap (a decision may be a follow, a trump and one
of the last two tricks): leading or following; what was led to Hard (a plain Ace or Ten,
another plain card, a trump); whether Hard could trump a plain lead ("trump choice");
the last two tricks before the stock runs out; declaration windows; the exchange.
For each: how often Hard agrees with the Open-hand player, the points lost per decision
and per round by Hard's move, by the search's own best move (the one it plays when it
trusts its search: what the fallback to the rules of thumb changes), and by Medium's move
on the same position. Also the issue's statistic: when a plain Ace or Ten is led to Hard
in phase 1, how often Hard lets it go (does not take it), against the Open-hand player
and Medium on the same positions.

With ``--exact-late``, the decisions of the last two tricks before the stock runs out
are also valued by an exact perfect-information search (both sides play their best with
every card known, to the end of the round), a second opinion on the rollouts' endings.

Journaled and resumable (one JSON line per round); ``--jobs`` plays rounds in parallel::

    .venv/bin/python benchmarks/diagnose.py --rounds 200 --budget 0.25 --jobs 2 \\
        --journal /work/runs/diagnose.jsonl
    .venv/bin/python benchmarks/diagnose.py --report /work/runs/diagnose.jsonl
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from marjolet_qt.ai import arena, search
from marjolet_qt.ai.arena_results import source_fingerprint
from marjolet_qt.ai.journal import Journal, JournalError, read_journal
from marjolet_qt.ai.player import MediumPlayer
from marjolet_qt.ai.sampling import true_world
from marjolet_qt.ai.search import SearchPlayer, world_values
from marjolet_qt.ai.solver import Phase2Solver
from marjolet_qt.engine.actions import EXCHANGE, Action, ActionKind
from marjolet_qt.engine.cards import parse_card
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import Deal, RoundState, Stage
from marjolet_qt.engine.rules import PRESETS, RuleSet

ACE, TEN = 7, 6
#: Buckets in the report's order.
BUCKETS = (
    "all",
    "lead",
    "follow",
    "follow: plain Ace/Ten led",
    "follow: other plain led",
    "follow: trump led",
    "trump choice",
    "last 2 tricks before stock-out",
    "declaration window",
    "exchange",
)


def suit(card: int) -> int:
    return card >> 3 & 3


def beats_lead(card: int, lead: int, trump: int) -> bool:
    """Phase 1: ``card`` following ``lead`` takes the trick (identical copies: the lead)."""
    if suit(card) == suit(lead):
        return (card & 7) > (lead & 7)
    return suit(card) == trump


def buckets_of(obs: Observation) -> list[str]:
    tags = ["all"]
    legal = obs.legal_actions
    trump = obs.trump
    if EXCHANGE in legal:
        tags.append("exchange")
    if obs.stage == Stage.WINDOW:
        if any(a.kind == ActionKind.MELD for a in legal):
            tags.append("declaration window")
        return tags
    if obs.stage == Stage.LEAD:
        tags.append("lead")
    elif obs.stage == Stage.FOLLOW:
        tags.append("follow")
        lead = obs.lead_card
        if suit(lead) == trump:
            tags.append("follow: trump led")
        elif lead & 7 in (ACE, TEN):
            tags.append("follow: plain Ace/Ten led")
        else:
            tags.append("follow: other plain led")
        if suit(lead) != trump and any(
            a.kind == ActionKind.PLAY and suit(a.card) == trump for a in legal
        ):
            tags.append("trump choice")
    if obs.stock_count <= 3:
        tags.append("last 2 tricks before stock-out")
    return tags


# --- an exact perfect-information value for the last tricks of phase 1 -------------------


def exact_value(state: RoundState, solver: Phase2Solver, seat: int) -> int:
    """The round's point difference for ``seat`` (its score minus the other's) when both
    sides play perfectly with every card known, from ``state`` to the end: the search's
    own :func:`~marjolet_qt.ai.search.exact_value` (alpha-beta over the phase-1 moves
    left, every action of the windows too, then the exact solve). Only for the last few
    tricks of phase 1 (it grows fast)."""
    value = search.exact_value(state.clone(), solver, -(1 << 30), 1 << 30)
    return value if seat == 0 else -value


# --- playing and recording -------------------------------------------------------------


def _deal(rules: RuleSet, seed: int, index: int) -> Deal:
    rng = random.Random(f"diagnose:{seed}:{index}")
    return Deal.shuffled(rules, rng.randrange(2), rng)


def _index(legal: list[Action], action: Action) -> int:
    return legal.index(action)


def diagnose_round(job: tuple[dict[str, Any], int]) -> dict[str, Any]:
    """Play round ``index``: Hard (``options['player']``) at seat ``index % 2`` against
    ``options['opponent']``; one record per decision of Hard's with a choice in phase 1."""
    options, index = job
    rules = RuleSet.from_json(options["rules"])
    clock = time.process_time
    hard = arena.make_level(options["player"], iterations=options["iterations"], clock=clock)
    assert isinstance(hard, SearchPlayer)
    opponent = arena.make_level(options["opponent"], iterations=options["iterations"], clock=clock)
    medium = MediumPlayer()
    solver = Phase2Solver(rules, max_nodes=300_000)
    exact_solver = Phase2Solver(rules, max_nodes=3_000_000)
    state = RoundState(rules, _deal(rules, options["seed"], index))
    hard_seat = index % 2
    rngs = [random.Random(f"player:{options['seed']}:{index}:{s}") for s in (0, 1)]
    records: list[dict[str, Any]] = []
    while not state.is_over():
        seat = state.to_move
        obs = Observation.of(state, seat)
        legal = list(obs.legal_actions)
        if seat != hard_seat:
            state.apply(opponent.choose(obs, options["budget"], rngs[seat]))
            continue
        start = clock()
        action = hard.choose(obs, options["budget"], rngs[seat])
        elapsed = clock() - start
        if len(legal) > 1 and obs.upcard >= 0:
            result = hard.last_result
            truth = true_world(state, obs)
            values = world_values(obs, legal, truth, index, solver)
            medium_action = medium.choose(obs, 0.0, random.Random(index))
            record: dict[str, Any] = {
                "round": index,
                "stock": obs.stock_count,
                "stage": obs.stage.name,
                "lead": obs.lead_card if obs.stage == Stage.FOLLOW else -1,
                "trump": obs.trump,
                "legal": [str(a) for a in legal],
                "values": values,
                "hard": _index(legal, action),
                "medium": _index(legal, obs.canonical(medium_action)),
                "search_best": None,
                "chosen_by": "shortcut",
                "stopped_by": "",
                "worlds": 0,
                "seconds": round(elapsed, 4),
                "buckets": buckets_of(obs),
            }
            if result is not None:
                record["search_best"] = _index(legal, result.ranking()[0][1])
                record["chosen_by"] = result.chosen_by
                record["stopped_by"] = result.stopped_by
                record["worlds"] = result.worlds
            if options["stock_worlds"]:
                # The opponent's true hand, the stock's order unknown: the mean over
                # shuffles of the true stock (smoother than one order's single value).
                shuffler = random.Random(f"stock:{index}:{len(records)}")
                cards = list(truth[1])
                sums = [0.0] * len(legal)
                for _ in range(options["stock_worlds"]):
                    shuffler.shuffle(cards)
                    found = world_values(obs, legal, (truth[0], tuple(cards)), index, solver)
                    sums = [a + b for a, b in zip(sums, found, strict=True)]
                record["hand_open"] = [v / options["stock_worlds"] for v in sums]
            if options["exact_late"] and obs.stock_count <= 3:
                exact = []
                for candidate in legal:
                    child = state.clone()
                    child.forget_history()
                    child.apply_unchecked(candidate)
                    exact.append(exact_value(child, exact_solver, seat))
                record["exact"] = exact
            records.append(record)
        state.apply(action)
    diff = state.score(hard_seat) - state.score(1 - hard_seat)
    return {"round": index, "hard_seat": hard_seat, "diff": diff, "decisions": records}


# --- the report ---------------------------------------------------------------------------


def _open_choice(values: list[int]) -> int:
    """The Open-hand player's move: the best value in the true world (first of ties)."""
    return max(range(len(values)), key=values.__getitem__)


def _takes(record: dict[str, Any], choice: int) -> bool:
    move = record["legal"][choice]
    # Actions print as the card ("AS"); parse back through the engine's notation.
    return beats_lead(parse_card(move), record["lead"], record["trump"])


def _mean_ci(values: list[float]) -> list[float]:
    """Mean and 95% half-width (normal) of ``values``."""
    if len(values) < 2:
        return [statistics.fmean(values) if values else 0.0, 0.0]
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5
    return [statistics.fmean(values), half]


def report(rounds: list[dict[str, Any]], key: str = "values") -> dict[str, Any]:
    """Per bucket: decisions, agreement with the Open-hand player, points lost per decision
    and per round by Hard's move, the search's best and Medium's move (valued by ``key``:
    "values", the Open-hand evaluation; "hand_open", knowing the opponent's hand but not
    the stock's order; or "exact" where recorded)."""
    count = len(rounds)
    table: dict[str, dict[str, Any]] = {}
    for bucket in BUCKETS:
        rows = [
            d
            for r in rounds
            for d in r["decisions"]
            if bucket in d["buckets"] and key in d and d[key] is not None
        ]
        if not rows:
            continue
        lost: dict[str, list[float]] = {"hard": [], "search": [], "medium": []}
        agree = 0
        fallback = [d for d in rows if d["chosen_by"] == "rules of thumb"]
        for d in rows:
            values = d[key]
            best = max(values)
            agree += values[d["hard"]] == best
            lost["hard"].append(best - values[d["hard"]])
            search = d["search_best"] if d["search_best"] is not None else d["hard"]
            lost["search"].append(best - values[search])
            lost["medium"].append(best - values[d["medium"]])
        table[bucket] = {
            "decisions": len(rows),
            # Paired differences (the same positions, the same evaluation): Hard's loss
            # minus the search's best's, and minus Medium's, with a 95% half-width.
            "hard_minus_search": _mean_ci(
                [h - o for h, o in zip(lost["hard"], lost["search"], strict=True)]
            ),
            "hard_minus_medium": _mean_ci(
                [h - o for h, o in zip(lost["hard"], lost["medium"], strict=True)]
            ),
            "per_round": len(rows) / count,
            "agree_pct": 100 * agree / len(rows),
            "lost_per_decision": {k: statistics.fmean(v) for k, v in lost.items()},
            "lost_per_round": {k: sum(v) / count for k, v in lost.items()},
            "fallbacks": len(fallback),
            "fallback_lost": {
                "hard": sum(max(d[key]) - d[key][d["hard"]] for d in fallback) / count,
                "search": sum(max(d[key]) - d[key][d["search_best"]] for d in fallback) / count,
            },
        }
    aces = [
        d
        for r in rounds
        for d in r["decisions"]
        if "follow: plain Ace/Ten led" in d["buckets"] and key in d
    ]
    given: dict[str, Any] = {"led": len(aces)}
    if aces:
        for who in ("hard", "medium", "open"):
            lets_go = 0
            for d in aces:
                choice = _open_choice(d[key]) if who == "open" else d[who]
                lets_go += not _takes(d, choice)
            given[who + "_lets_go_pct"] = 100 * lets_go / len(aces)
        could = [d for d in aces if any(_takes(d, i) for i in range(len(d["legal"])))]
        given["could_take"] = len(could)
        for who in ("hard", "medium", "open"):
            lets_go = sum(
                not _takes(d, _open_choice(d[key]) if who == "open" else d[who]) for d in could
            )
            given[who + "_lets_go_when_could_pct"] = 100 * lets_go / max(1, len(could))
    diffs = [r["diff"] for r in rounds]
    searched = [d for r in rounds for d in r["decisions"] if d["chosen_by"] != "shortcut"]
    fallbacks = sum(d["chosen_by"] == "rules of thumb" for d in searched)
    return {
        "searched_decisions": len(searched),
        "fallback_pct": 100 * fallbacks / max(1, len(searched)),
        "median_worlds": statistics.median([d["worlds"] for d in searched]) if searched else 0,
        "rounds": count,
        "evaluation": key,
        "hard_points_per_round": statistics.fmean(diffs) if diffs else 0.0,
        "buckets": table,
        "aces_and_tens_led": given,
    }


def format_report(summary: dict[str, Any]) -> str:
    lines = [
        f"{summary['rounds']} rounds, evaluation: {summary['evaluation']}; "
        f"Hard's points per round against its opponent: {summary['hard_points_per_round']:+.1f}; "
        f"{summary['searched_decisions']} searched decisions, median "
        f"{summary['median_worlds']} worlds, {summary['fallback_pct']:.1f}% kept the rules "
        "of thumb's move (the search proved nothing better)",
        f"{'bucket':<32}{'n':>6}{'/round':>8}{'agree':>8}"
        f"{'lost/dec hard':>15}{'search':>8}{'medium':>8}"
        f"{'lost/round hard':>17}{'search':>8}{'medium':>8}{'fallbk':>8}",
    ]
    for bucket, row in summary["buckets"].items():
        per = row["lost_per_decision"]
        rnd = row["lost_per_round"]
        lines.append(
            f"{bucket:<32}{row['decisions']:>6}{row['per_round']:>8.2f}{row['agree_pct']:>7.1f}%"
            f"{per['hard']:>15.2f}{per['search']:>8.2f}{per['medium']:>8.2f}"
            f"{rnd['hard']:>17.2f}{rnd['search']:>8.2f}{rnd['medium']:>8.2f}"
            f"{row['fallbacks']:>8}"
            + "   hard-search {:+.2f}±{:.2f}, hard-medium {:+.2f}±{:.2f}".format(
                *row["hard_minus_search"], *row["hard_minus_medium"]
            )
        )
    given = summary["aces_and_tens_led"]
    if given.get("led"):
        lines.append(
            f"plain Aces/Tens led to Hard: {given['led']}; let go by Hard "
            f"{given['hard_lets_go_pct']:.1f}%, Open hand {given['open_lets_go_pct']:.1f}%, "
            f"Medium {given['medium_lets_go_pct']:.1f}%; when it could take "
            f"({given['could_take']}): Hard {given['hard_lets_go_when_could_pct']:.1f}%, "
            f"Open hand {given['open_lets_go_when_could_pct']:.1f}%, "
            f"Medium {given['medium_lets_go_when_could_pct']:.1f}%"
        )
    return "\n".join(lines)


# --- running -----------------------------------------------------------------------------


def _round(record: object) -> dict[str, Any]:
    """A journal line's diagnosed round, checked as far as resuming needs (the report
    refuses in one line what it cannot read deeper down)."""
    if not (
        isinstance(record, dict)
        and type(record.get("round")) is int
        and isinstance(record.get("decisions"), list)
        and all(isinstance(d, dict) for d in record["decisions"])
    ):
        raise ValueError("not a round number and its decisions")
    return record


def run(options: dict[str, Any], rounds: int, jobs: int, journal: Path | None) -> list[Any]:
    # The code it measures too: a journal is never resumed by edited code.
    header = {"diagnose": 1, **options, "code": source_fingerprint()}
    out = Journal(journal, header, _round, what="diagnosed round") if journal else None
    done = {record["round"]: record for record in out.records} if out else {}
    todo = [(options, i) for i in range(rounds) if i not in done]
    results = [done[i] for i in range(rounds) if i in done]
    iterator: Iterable[dict[str, Any]]
    pool = None
    if jobs > 1:
        pool = multiprocessing.get_context("fork").Pool(jobs)
        iterator = pool.imap_unordered(diagnose_round, todo)
    else:
        iterator = map(diagnose_round, todo)
    try:
        for number, record in enumerate(iterator, start=1):
            results.append(record)
            if out:
                out.write(record)
            print(f"{number}/{len(todo)} rounds", file=sys.stderr, flush=True)
    finally:
        if pool is not None:
            pool.terminate()
        if out:
            out.close()
    return sorted(results, key=lambda r: r["round"])


def _run_from(args: argparse.Namespace) -> list[Any]:
    """Diagnose the rounds the command line asks for (resuming its journal)."""
    options = {
        "player": args.player,
        "opponent": args.opponent,
        "rules": RuleSet.from_preset(args.rules).to_json(),
        "seed": args.seed,
        "budget": args.budget,
        "iterations": args.iterations,
        "exact_late": args.exact_late,
        "stock_worlds": args.stock_worlds,
    }
    return run(options, args.rounds, args.jobs, args.journal)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=arena.at_least(1, int), default=100)
    parser.add_argument("--player", default="hard", help="the searching player diagnosed")
    parser.add_argument("--opponent", default="medium")
    parser.add_argument("--rules", default="marjolet", choices=PRESETS)
    parser.add_argument("--seed", type=arena.seed_number, default=1)
    parser.add_argument(
        "--budget", type=arena.at_least(0.0, float), default=0.25, help="CPU seconds per decision"
    )
    parser.add_argument(
        "--iterations", type=arena.at_least(1, int), default=None, help="fixed worlds instead"
    )
    parser.add_argument("--exact-late", action="store_true", help="exact values late too")
    parser.add_argument(
        "--stock-worlds",
        type=arena.at_least(0, int),
        default=0,
        help="also value each move knowing the opponent's hand only: the mean over this "
        "many shuffles of the stock",
    )
    parser.add_argument("--jobs", type=arena.at_least(1, int), default=1)
    parser.add_argument("--journal", type=Path, default=None)
    parser.add_argument("--report", type=Path, default=None, help="only report a journal")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    try:
        if args.report:
            rounds = read_journal(args.report, _round, "diagnosed round", must_exist=True).records
        else:
            rounds = _run_from(args)
    except JournalError as error:
        parser.exit(2, f"diagnose: {error}\n")
    try:
        summaries = [report(rounds)]
        for key in ("hand_open", "exact"):
            if any(key in d for r in rounds for d in r["decisions"]):
                summaries.append(report(rounds, key))
    except (KeyError, IndexError, TypeError, ValueError, ZeroDivisionError) as error:
        # A journal edited by hand, or of an older diagnosis: its rounds' decisions lack
        # what the report reads.
        parser.exit(2, f"diagnose: a round the report cannot read ({error!r})\n")
    for summary in summaries:
        print(json.dumps(summary, indent=2) if args.json else format_report(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
