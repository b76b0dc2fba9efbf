"""The figures of a journaled arena run, read from its journal without playing anything.

``python -m marjolet_qt.ai.arena_report JOURNAL`` prints the summary the arena prints at
the end of a run, for an unfinished run too (the pairs played so far); ``--versus OTHER``
compares two runs on the deals both have played; several journals give a table, a row
each (``benchmarks/journals/*.jsonl``: where every long run stands).

Two runs with the same rules and seed play the same deals, so the difference of their
results deal by deal leaves out most of the luck of the cards: that is how an experiment
is measured against another on the same deals, or how much of a gap one level closes
(``docs/benchmarks.md``).

The long runs' figures in ``docs/benchmarks.md`` are quoted from this command, so that
anyone can check them from the journals committed under ``benchmarks/journals/``. A file
that is not a journal gets a one-line message (exit status 2; in a table, its row says
why), never a traceback.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.cli import one_line
from .arena import at_least
from .arena_results import PairResult, format_summary, mean_interval, read_pairs, summarise_match
from .journal import JournalError

#: What a header must hold for a summary to be printed from it, and of which types
#: (``_OPTIONAL_FIELDS`` only when present).
_HEADER_FIELDS: dict[str, tuple[type, ...]] = {
    "a": (str,),
    "b": (str,),
    "rules": (str, dict),  # a preset's name, or the whole rule set (RuleSet.to_json)
    "seed": (int,),
    "budget": (int, float),
    "iterations": (int, type(None)),
    "clock": (str,),
    "games": (bool,),
}
_OPTIONAL_FIELDS: dict[str, tuple[type, ...]] = {
    "budget_a": (int, float),
    "budget_b": (int, float),
    "search": (str,),
    "code": (str,),
}


def _fits(value: object, types: tuple[type, ...]) -> bool:
    if isinstance(value, bool) and bool not in types:
        return False
    return isinstance(value, types) and (not isinstance(value, float) or math.isfinite(value))


@dataclass(slots=True)
class Run:
    """A journaled run as the report reads it: the match its header names (as the
    arena's summary names it), whether it counts games, and its pairs by index."""

    match: dict[str, Any]
    games: bool
    pairs: dict[int, PairResult]


def read_run(path: Path, pairs: int | None = None) -> Run:
    """The run journaled in ``path`` (its first ``pairs`` pairs, as the arena's summary of
    a run of ``--pairs`` counts them; all by default); JournalError if there is none, or
    if its header lacks what the summary prints."""
    contents = read_pairs(path)
    header = contents.header
    if header is None:
        raise JournalError(f"{path}: empty, not a journal")
    absent = object()  # fits no type: a required field missing is wrong, None or not
    wrong = {
        key for key, types in _HEADER_FIELDS.items() if not _fits(header.get(key, absent), types)
    }
    wrong |= {
        key
        for key, types in _OPTIONAL_FIELDS.items()
        if key in header and not _fits(header[key], types)
    }
    if wrong:
        raise JournalError(f"{path}: the header lacks or garbles {', '.join(sorted(wrong))}")
    # What the summary names, and nothing else a header may hold.
    match = {key: header[key] for key in (*_HEADER_FIELDS, *_OPTIONAL_FIELDS) if key in header}
    del match["games"]
    done = {pair.index: pair for pair in contents.records}
    if pairs is not None:
        done = {index: pair for index, pair in done.items() if index < pairs}
    return Run(match, header["games"], done)


def report(path: Path, pairs: int | None = None) -> tuple[dict[str, Any], bool]:
    """The arena's summary of the pairs journaled in ``path`` (decision times included;
    the run's elapsed time is not known), and whether it counts games."""
    run = read_run(path, pairs)
    results = [run.pairs[index] for index in sorted(run.pairs)]
    return summarise_match(run.match, results, run.games, None), run.games


def compare(first: Path, second: Path, pairs: int | None = None) -> dict[str, Any]:
    """The first run's points per round (or game) minus the second's, deal by deal over
    the pairs both have played, with its 95% interval. Refused unless both runs play the
    same deals (the same rules, seed, and rounds or games)."""
    one, other = read_run(first, pairs), read_run(second, pairs)
    differing = [key for key in ("rules", "seed") if one.match[key] != other.match[key]]
    if one.games != other.games:
        differing.append("games")
    if differing:
        raise JournalError(
            f"{first} and {second} do not play the same deals (they differ in: "
            f"{', '.join(differing)})"
        )
    common = sorted(one.pairs.keys() & other.pairs.keys())
    means = [[statistics.fmean(run.pairs[i].diffs) for i in common] for run in (one, other)]
    mean, low, high = mean_interval([a - b for a, b in zip(*means, strict=True)])
    first_mean, second_mean = (mean_interval(m)[0] for m in means)
    # Rounds (or games) won by each run's first player, and the difference pair by pair
    # as a share of the pair's rounds: a level's target may be a share of rounds won,
    # and two runs on the same deals differ in it by less luck than either alone.
    won = [[run.pairs[i].winners.count("a") for i in common] for run in (one, other)]
    played = [len(one.pairs[i].winners) for i in common]
    shares = [(a - b) / n for a, b, n in zip(*won, played, strict=True) if n]
    won_diff, won_low, won_high = mean_interval(shares)
    return {
        "first": str(first),
        "second": str(second),
        "first_match": f"{one.match['a']} vs {one.match['b']}",
        "second_match": f"{other.match['a']} vs {other.match['b']}",
        "unit": "game" if one.games else "round",
        "pairs": len(common),
        "first_mean": first_mean,
        "second_mean": second_mean,
        "mean_diff": mean,
        "mean_diff_95": [low, high],
        "played": sum(played),
        "first_won": sum(won[0]),
        "second_won": sum(won[1]),
        # The first's share of rounds won minus the second's, in percentage points.
        "won_pct_diff": 100 * won_diff,
        "won_pct_diff_95": [100 * won_low, 100 * won_high],
        # How much of the second's lead the first has (Hard against Easy over Open hand
        # against Easy: the share of the gap Hard closes); None unless both lead (a
        # share of a deficit, or of another sign, means nothing).
        "share": first_mean / second_mean if first_mean >= 0 and second_mean > 0 else None,
    }


def format_comparison(comparison: dict[str, Any]) -> str:
    c = comparison
    return (
        f"{c['first_match']} ({c['first']}) minus {c['second_match']} ({c['second']}), "
        f"over the {c['pairs']} pairs both played: {c['mean_diff']:+.1f} points per "
        f"{c['unit']} (95%: {c['mean_diff_95'][0]:+.1f} to {c['mean_diff_95'][1]:+.1f}); "
        f"on those pairs the first {c['first_mean']:+.1f}, the second {c['second_mean']:+.1f}"
        + ("" if c["share"] is None else f" (the first is {100 * c['share']:.1f}% of the second)")
        + f"; {c['unit']}s won: the first {c['first_won']}, the second {c['second_won']} of "
        f"{c['played']}, {c['won_pct_diff']:+.1f} percentage points (95%: "
        f"{c['won_pct_diff_95'][0]:+.1f} to {c['won_pct_diff_95'][1]:+.1f})"
    )


def overview(paths: list[Path], pairs: int | None = None) -> list[dict[str, Any]]:
    """One row per journal: the match, its rules and seed, the pairs so far, and A's
    rounds (or games) won and points per round with their 95% intervals; a file that is
    not a journal gets its row with the reason instead."""
    rows: list[dict[str, Any]] = []
    for path in paths:
        try:
            summary, games = report(path, pairs)
        except JournalError as error:
            rows.append({"journal": path.name, "error": str(error)})
            continue
        stats = summary["a_stats"]
        rows.append(
            {
                "journal": path.name,
                "match": f"{summary['a']} vs {summary['b']}",
                "rules": summary["rules"],
                "seed": summary["seed"],
                "budget": summary["budget"],
                **{
                    f"budget_{side}": summary[f"budget_{side}"]
                    for side in ("a", "b")
                    if f"budget_{side}" in summary
                },
                "pairs": summary["pairs"],
                "won_pct": stats["won_pct"],
                "won_pct_95": stats["won_pct_95"],
                "mean_diff": stats["mean_diff"],
                "mean_diff_95": stats["mean_diff_95"],
                "unit": "game" if games else "round",
            }
        )
    return rows


def format_overview(rows: list[dict[str, Any]]) -> str:
    """The rows of :func:`overview` as a Markdown table (the form of the docs' tables)."""
    lines = [
        "| journal | match | rules, seed, budget | pairs | won by the first (95%) "
        "| points per round or game (95%) |",
        "|---|---|---|---|---|---|",
    ]
    for row in rows:
        if "error" in row:
            lines.append(f"| `{row['journal']}` | not read: {row['error']} | | | | |")
            continue
        rules = row["rules"] if isinstance(row["rules"], str) else json.dumps(row["rules"])
        low, high = row["won_pct_95"]
        diff_low, diff_high = row["mean_diff_95"]
        budget = f"{row['budget']:g} s" + "".join(
            f" ({side.upper()} {row[f'budget_{side}']:g} s)"
            for side in ("a", "b")
            if f"budget_{side}" in row
        )
        lines.append(
            f"| `{row['journal']}` | `{row['match']}` | {rules}, {row['seed']}, "
            f"{budget} | {row['pairs']} | {row['won_pct']:.1f}% ({low:.1f}–{high:.1f}) "
            f"| {row['mean_diff']:+.1f} ({diff_low:+.1f} to {diff_high:+.1f}) |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m marjolet_qt.ai.arena_report",
        description="The summary of a journaled arena run, finished or not, without playing.",
    )
    parser.add_argument(
        "journal",
        type=Path,
        nargs="+",
        help="a journal written by the arena's --journal; several: one table row each",
    )
    parser.add_argument(
        "--versus",
        type=Path,
        default=None,
        help="another run's journal on the same deals: print the first minus it, deal by deal",
    )
    parser.add_argument(
        "--pairs",
        type=at_least(1, int),
        default=None,
        help="only the first N pairs (the arena's summary of a run of --pairs N counts "
        "those; a journal may hold more, from a longer run)",
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    figures: Any
    if len(args.journal) > 1:
        if args.versus is not None:
            parser.error("--versus compares one journal with another")
        figures = overview(args.journal, args.pairs)
        print(json.dumps(figures, indent=2) if args.json else shown(format_overview(figures)))
        return 0
    try:
        if args.versus is not None:
            figures = compare(args.journal[0], args.versus, args.pairs)
            text = format_comparison(figures)
        else:
            figures, games = report(args.journal[0], args.pairs)
            text = format_summary(figures, games)
    except JournalError as error:
        parser.exit(2, f"arena_report: {one_line(str(error))}\n")
    print(json.dumps(figures, indent=2) if args.json else shown(text))
    return 0


def shown(text: str) -> str:
    """``text`` with a journal's own words made safe for a terminal: its header's names
    and rules are printed, and an escape sequence in them would have been obeyed."""
    return "\n".join(one_line(line) for line in text.split("\n"))


if __name__ == "__main__":
    sys.exit(main())
