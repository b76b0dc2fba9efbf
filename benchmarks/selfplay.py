"""Self-play data for a learned evaluator: whole rounds of a search level against itself.

Issue #17. Every lever the issue proposes measured at zero against Hard at 1 s: its
values are limited by the bias of its rollouts (the rules of thumb playing both sides),
not by their noise or the number of worlds. What is left is a learned evaluation (a
value of a position, or a policy for the rollouts) trained off-line. This script makes
its data: each round is kept as what rebuilds it exactly (the deal's seed and every
action, in order) with its outcome, and with what the search saw at each decision it
searched (each candidate's mean value and the number of worlds), a soft target for a
policy distilled from the search.

A round is one journal line; the journal's header holds the options and the code's
fingerprint, so a run resumes where it stopped and never mixes two versions::

    .venv/bin/python benchmarks/selfplay.py --rounds 5000 --budget 0.25 \\
        --journal benchmarks/data/selfplay_hard_025.jsonl
    .venv/bin/python benchmarks/selfplay.py --report benchmarks/data/selfplay_hard_025.jsonl

:func:`replay` rebuilds a round's states from its line, for whatever features a model
reads (they are not fixed here, so the data outlives the first model).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from marjolet_qt.ai import arena
from marjolet_qt.ai.arena_results import source_fingerprint
from marjolet_qt.ai.journal import Journal, JournalError, read_journal
from marjolet_qt.engine.actions import Action
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import Deal, RoundState
from marjolet_qt.engine.rules import PRESETS, RuleSet

_PLAYERS: dict[str, Any] = {}


def deal_of(rules: RuleSet, seed: int, index: int) -> Deal:
    """Round ``index``'s deal: its own generator, so any round is rebuilt alone."""
    rng = random.Random(f"selfplay:{seed}:{index}")
    return Deal.shuffled(rules, rng.randrange(2), rng)


def play(options: dict[str, Any], index: int) -> dict[str, Any]:
    """Play round ``index`` and return its journal line."""
    rules = RuleSet.from_json(options["rules"])
    player = _PLAYERS.get(options["level"])
    if player is None:  # kept for the run: its solver's tables stay warm
        player = _PLAYERS[options["level"]] = arena.make_level(
            options["level"], clock=time.process_time
        )
    rngs = [random.Random(f"selfplay-player:{options['seed']}:{index}:{seat}") for seat in (0, 1)]
    state = RoundState(rules, deal_of(rules, options["seed"], index))
    actions: list[list[int]] = []
    searched: list[dict[str, Any]] = []
    while not state.is_over():
        seat = state.to_move
        obs = Observation.of(state, seat)
        action = player.choose(obs, options["budget"], rngs[seat])
        result = getattr(player, "last_result", None)
        if result is not None and len(obs.legal_actions) > 1:
            searched.append(
                {
                    "move": len(actions),
                    "candidates": [list(a) for a in result.candidates],
                    "means": [round(m, 2) for m in result.means()],
                    "worlds": result.worlds,
                    "by": result.chosen_by,
                }
            )
        actions.append([action.kind, action.cards])
        state.apply(action)
    return {
        "round": index,
        "actions": actions,
        "searched": searched,
        "scores": [state.score(0), state.score(1)],
    }


def replay(options: dict[str, Any], record: dict[str, Any]) -> Iterator[tuple[RoundState, Action]]:
    """Each state of a journal's round before its action, and that action (the state is
    a copy: a model's features may be read from it at leisure)."""
    rules = RuleSet.from_json(options["rules"])
    state = RoundState(rules, deal_of(rules, options["seed"], record["round"]))
    for kind, cards in record["actions"]:
        action = Action(kind, cards)
        yield state.clone(), action
        state.apply(action)


def _round(record: object) -> dict[str, Any]:
    """A journal line's round, checked as far as resuming needs."""
    if not (
        isinstance(record, dict)
        and type(record.get("round")) is int
        and isinstance(record.get("actions"), list)
        and isinstance(record.get("scores"), list)
    ):
        raise ValueError("not a round number, its actions and its scores")
    return record


def run(options: dict[str, Any], rounds: int, journal: Path) -> list[dict[str, Any]]:
    """Play the rounds the journal does not hold yet, appending each as it ends."""
    header = {"selfplay": 1, **options, "code": source_fingerprint()}
    with Journal(journal, header, _round, what="self-play round") as out:
        done = {record["round"] for record in out.records}
        records = list(out.records)
        todo = [i for i in range(rounds) if i not in done]
        for number, index in enumerate(todo, start=1):
            record = play(options, index)
            out.write(record)
            records.append(record)
            print(f"{number}/{len(todo)} rounds", file=sys.stderr, flush=True)
    return records


def report(records: list[dict[str, Any]]) -> str:
    """How much data a journal holds."""
    if not records:
        return "no rounds"
    decisions = sum(len(r["searched"]) for r in records)
    worlds = [d["worlds"] for r in records for d in r["searched"]]
    margins = [r["scores"][0] - r["scores"][1] for r in records]
    return (
        f"{len(records)} rounds, {decisions} searched decisions "
        f"(median {statistics.median(worlds) if worlds else 0} worlds); "
        f"seat 0 minus seat 1: mean {statistics.fmean(margins):+.1f} points"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=arena.at_least(1, int), default=1000)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--rules", default="marjolet", choices=PRESETS)
    parser.add_argument("--seed", type=arena.seed_number, default=1)
    parser.add_argument(
        "--budget", type=arena.at_least(0.0, float), default=0.25, help="CPU seconds per decision"
    )
    parser.add_argument("--journal", type=Path, default=None)
    parser.add_argument("--report", type=Path, default=None, help="only report a journal")
    args = parser.parse_args(argv)
    try:
        if args.report:
            records = read_journal(args.report, _round, "self-play round", must_exist=True).records
        elif args.journal is None:
            parser.exit(2, "selfplay: give --journal (the data is the journal) or --report\n")
        else:
            options = {
                "level": args.level,
                "rules": RuleSet.from_preset(args.rules).to_json(),
                "seed": args.seed,
                "budget": args.budget,
            }
            records = run(options, args.rounds, args.journal)
    except JournalError as error:
        parser.exit(2, f"selfplay: {error}\n")
    print(report(records))
    return 0


if __name__ == "__main__":
    sys.exit(main())
