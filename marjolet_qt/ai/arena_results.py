"""What an arena match is and what it gave: its settings (:class:`Config`), each duplicate
pair's result (:class:`PairResult`), the statistics and the summary over all pairs, and
the journal that makes a long run resumable (:class:`Journal`, on :mod:`.journal`).

The arena (:mod:`.arena`) plays the pairs; this module only counts and records them.
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import statistics
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from marjolet_qt.engine import jsonfile
from marjolet_qt.engine.rules import RuleSet

from . import journal, native
from .journal import JournalContents, read_journal


@dataclass(slots=True)
class Config:
    """A match: levels A and B, the rules, the seed of the deals, and the search budget
    (or the fixed worlds per decision, ``iterations``)."""

    a: str
    b: str
    rules: RuleSet
    seed: int
    budget: float
    iterations: int | None
    #: "cpu" (the process's own CPU time) or "wall": what budgets and decision times
    #: are measured on. CPU time keeps a busy machine from weakening the search levels.
    clock: str = "cpu"
    #: A's or B's own budget instead of ``budget`` (None: ``budget``).
    budget_a: float | None = None
    budget_b: float | None = None

    def budgets(self, a_seat: int) -> tuple[float, float]:
        """Each seat's budget when A sits at ``a_seat``."""
        a = self.budget if self.budget_a is None else self.budget_a
        b = self.budget if self.budget_b is None else self.budget_b
        return (a, b) if a_seat == 0 else (b, a)


@dataclass(slots=True)
class PairResult:
    """One duplicate pair: A's point difference (A minus B) in each of the two rounds
    (or games), who won each, and the decision times of each side."""

    index: int
    diffs: list[int] = field(default_factory=list)
    winners: list[str | None] = field(default_factory=list)  # "a", "b" or None (tie)
    times: dict[str, list[float]] = field(default_factory=lambda: {"a": [], "b": []})
    rounds: int = 0


# --- statistics ----------------------------------------------------------------------


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion (sound near 0% and 100%)."""
    if n == 0:
        return (0.0, 0.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values: list[float], z: float = 1.96) -> tuple[float, float, float]:
    """Mean and its 95% normal interval."""
    if not values:
        return (0.0, 0.0, 0.0)
    mean = statistics.fmean(values)
    if len(values) < 2:
        return (mean, mean, mean)
    half = z * statistics.stdev(values) / math.sqrt(len(values))
    return (mean, mean - half, mean + half)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


#: The sources whose code decides how a match is played: the engine, the opponent (the
#: arena and its experiments included) and the frozen copies ``LEVEL@VERSION`` plays.
_PLAY_SOURCES = (
    native.PACKAGE_ROOT / "engine",
    native.PACKAGE_ROOT / "ai",
    native.PACKAGE_ROOT.parent / "benchmarks" / "baseline",
)


def source_fingerprint(folders: tuple[Path, ...] = _PLAY_SOURCES) -> str:
    """A short hash of every ``.py`` file under ``folders`` (their paths and contents, as
    :func:`.native.file_hashes` hashes the compiled search's sources): the code a run
    measures. A journal's header holds it, so a run is never resumed by edited code and
    its pairs never mix two versions of a player (resume a journal from a ``git archive``
    of the commit that started it). "unknown" without the sources."""
    hashes: dict[str, str] = {}
    for folder in folders:
        paths = [path.relative_to(folder.parent).as_posix() for path in folder.rglob("*.py")]
        hashes.update(native.file_hashes(folder.parent, paths))
    if not hashes:
        return "unknown"
    return hashlib.sha256(json.dumps(sorted(hashes.items())).encode("utf-8")).hexdigest()[:16]


def _match(config: Config) -> dict[str, Any]:
    """What was played, as the summary and the journal's header both name it."""
    return {
        "a": config.a,
        "b": config.b,
        "rules": config.rules.to_json(),
        "seed": config.seed,
        "budget": config.budget,
        "iterations": config.iterations,
        "clock": config.clock,
        # Only when given: the journals of matches with one budget stay resumable.
        **{
            key: value
            for key, value in (("budget_a", config.budget_a), ("budget_b", config.budget_b))
            if value is not None
        },
        # Only when compiled (journals from before it stay resumable): the compiled search
        # sees twice the worlds in a budget, so a run is never resumed the other way.
        **({"search": native.describe()} if native.compiled() else {}),
        "code": _code(),
    }


@functools.cache
def _code() -> str:
    """This process's :func:`source_fingerprint` (the sources do not change under it)."""
    return source_fingerprint()


def summarise(
    config: Config, results: list[PairResult], games: bool, elapsed: float
) -> dict[str, Any]:
    """The summary of a run that has just played ``results``."""
    return summarise_match(_match(config), results, games, elapsed)


def summarise_match(
    match: dict[str, Any], results: list[PairResult], games: bool, elapsed: float | None
) -> dict[str, Any]:
    """The summary of ``results`` for the match a run's settings or a journal's header
    describe (``elapsed`` None: not known, as for a journal read afterwards)."""
    rounds = [w for r in results for w in r.winners]
    n = len(rounds)
    unit = "games" if games else "rounds"
    summary: dict[str, Any] = {
        **match,
        "pairs": len(results),
        unit: n,
        "rounds_played": sum(r.rounds for r in results),
        **({} if elapsed is None else {"elapsed_seconds": round(elapsed, 1)}),
    }
    pair_means = [statistics.fmean(r.diffs) for r in results]
    mean, low, high = mean_interval(pair_means)
    for side in ("a", "b"):
        won = sum(1 for w in rounds if w == side)
        lo, hi = wilson(won, n)
        sign = 1 if side == "a" else -1
        times = [t for r in results for t in r.times[side]]
        summary[side + "_stats"] = {
            "level": match[side],
            f"{unit}_won": won,
            "won_pct": 100 * won / n if n else 0.0,
            "won_pct_95": [100 * lo, 100 * hi],
            "ties": sum(1 for w in rounds if w is None),
            "mean_diff": sign * mean,
            "mean_diff_95": sorted([sign * low, sign * high]),
            "decisions": len(times),
            "time_mean_ms": 1000 * statistics.fmean(times) if times else 0.0,
            "time_p95_ms": 1000 * percentile(times, 0.95),
            "time_max_ms": 1000 * max(times, default=0.0),
        }
    return summary


def format_summary(summary: dict[str, Any], games: bool) -> str:
    unit = "games" if games else "rounds"
    width = max(8, len(summary["a"]) + 1, len(summary["b"]) + 1)  # hard@baseline, experiments
    lines = [
        f"{summary['a']} vs {summary['b']}, rules {json.dumps(summary['rules'])}, "
        f"{summary['pairs']} duplicate pairs ({summary[unit]} {unit}), seed {summary['seed']}, "
        + (
            f"{summary['iterations']} worlds per decision"
            if summary["iterations"]
            else f"budget {summary['budget']:g} s ({summary['clock']} time)"
        )
        + "".join(
            f", {summary[side]} {summary['budget_' + side]:g} s"
            for side in ("a", "b")
            if "budget_" + side in summary
        )
        + (f", {summary['elapsed_seconds']:.0f} s" if "elapsed_seconds" in summary else ""),
        f"{'side':<{width}}{unit + ' won':>22}{'95% interval':>18}{'points/' + unit[:-1]:>14}"
        f"{'95% interval':>20}{'decision ms mean/p95/max':>30}",
    ]
    for side in ("a", "b"):
        s = summary[side + "_stats"]
        won = f"{s[unit + '_won']} ({s['won_pct']:.1f}%)"
        won_ci = "{:.1f}-{:.1f}%".format(*s["won_pct_95"])
        diff_ci = "{:+.1f} to {:+.1f}".format(*s["mean_diff_95"])
        times = f"{s['time_mean_ms']:.1f} / {s['time_p95_ms']:.1f} / {s['time_max_ms']:.1f}"
        lines.append(
            f"{s['level']:<{width}}{won:>22}{won_ci:>18}{s['mean_diff']:>+14.1f}{diff_ci:>20}{times:>30}"
        )
    lines.append(f"ties: {summary['a_stats']['ties']}")
    return "\n".join(lines)


# --- the journal: resumable runs ------------------------------------------------------

JOURNAL_VERSION = 1


def _journal_header(config: Config, games: bool) -> dict[str, Any]:
    """Everything that makes two runs the same match, the code it measures included
    (``code``, :func:`source_fingerprint`): only then may one resume the other."""
    return {"journal": JOURNAL_VERSION, **_match(config), "games": games}


#: The longest a decision's time in a journal may be (a day): more is not a real run's.
MAX_DECISION_S = 86_400.0


def _finite(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def pair_from_json(record: object) -> PairResult:
    """A journal line's pair, checked field by field with the exact type checks every
    format shares (:mod:`marjolet_qt.engine.jsonfile`; ValueError if it is not one): the
    statistics must never meet a string where a number belongs."""
    if not isinstance(record, dict) or set(record) - {f.name for f in fields(PairResult)}:
        raise ValueError("not an object with a pair's fields")
    result = PairResult(**record)
    jsonfile.expect_int(result.index, "index", 0)
    jsonfile.expect_int(result.rounds, "rounds", 0)
    for diff in jsonfile.expect_list(result.diffs, "diffs"):
        jsonfile.expect_int(diff, "diffs[]")
    for winner in jsonfile.expect_list(result.winners, "winners"):
        if winner not in ("a", "b", None):
            raise jsonfile.FieldError("winners[]", '"a", "b" or null', winner)
    if not result.diffs or len(result.winners) != len(result.diffs):
        raise ValueError("not as many winners as differences, at least one")
    times = jsonfile.expect_object(result.times, "times")
    if set(times) != {"a", "b"}:
        raise ValueError('times must hold "a" and "b"')
    for side, spent in times.items():
        # (A hostile 1e300 overflowed the mean into a traceback, or printed Infinity.)
        if not all(
            _finite(t) and 0 <= t <= MAX_DECISION_S
            for t in jsonfile.expect_list(spent, f"times.{side}")
        ):
            raise ValueError(
                f"times.{side} must hold decision times from 0 to {MAX_DECISION_S:g} seconds"
            )
    return result


#: How a pair is named in the journal's messages.
PAIR = "pair result"


def read_pairs(path: Path) -> JournalContents[PairResult]:
    """An arena journal's header and pairs, read without changing the file (see
    :mod:`.journal` for what is refused; a missing file is refused too)."""
    return read_journal(path, pair_from_json, PAIR, must_exist=True)


class Journal(journal.Journal[PairResult]):
    """A match's journal: the pairs a previous run of the same match finished (``done``,
    by index), and where each newly finished pair is appended (see :mod:`.journal`)."""

    def __init__(self, path: Path, config: Config, games: bool) -> None:
        super().__init__(
            path,
            _journal_header(config, games),
            pair_from_json,
            what=PAIR,
            kind="match",
            hint="give another --journal file or the same options as the run that wrote it",
        )
        self.done = {result.index: result for result in self.records}
