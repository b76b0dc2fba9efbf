"""Can a learned value of a position correct the rollouts' bias? (issue #17, off-line)

Hard values each candidate in each sampled world by a rollout: the rules of thumb play
both sides to the end of phase 1, then phase 2 is solved exactly. At 1 s its strength is
limited by that rollout's bias, not by its noise. Before building a learned evaluator
into the search (with the inference path it would need), this script asks off-line
whether one would be better than the rollout at all.

On the self-play data of :mod:`selfplay` (Hard against Hard, every card of each round
known afterwards), for every phase-1 position where a card is led or followed:

- ``rollout``: the rollout's value of the true position (the true stock's order: the
  world the search would value if it guessed everything right), for the player to move;
- ``outcome``: what that player actually finished the round with, minus the other
  (Hard playing both sides from there);
- the position's features, from the mover's side, suits turned so that trumps come
  first: where each card is (each hand, shown or not, the stock, the upcard, the trick,
  each player's won cards), the points so far, the stock's size, the meld points ready
  in each hand and a few counts.

The outcome is noisy (Hard's later choices, made without seeing the other hand), but its
noise is the same whoever predicts it: a predictor with a lower mean squared error on
rounds it was not fitted on is closer to the position's value under Hard-level play.
The fit (LightGBM; not a dependency of the game) compares on the odd rounds, fitted on
the even ones:

- the rollout alone, and the rollout scaled and shifted (least squares);
- trees on the features alone (a value in place of the rollout);
- trees on the features and the rollout's value (a correction to it).

A correction worth building into the search must lower the error well beyond what the
scaled rollout reaches; the figures say by how much. Two steps, two environments::

    .venv/bin/python benchmarks/learn_value.py extract benchmarks/data/selfplay_hard_025.jsonl \\
        --out /work/runs/value_positions.jsonl
    /work/runs/mlvenv/bin/python benchmarks/learn_value.py fit /work/runs/value_positions.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import warnings
from collections.abc import Iterator
from pathlib import Path
from statistics import fmean
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import learn_gbdt
import selfplay

from marjolet_qt.ai import value
from marjolet_qt.ai.heuristics import ROLLOUT
from marjolet_qt.ai.journal import read_journal
from marjolet_qt.ai.search import ROLLOUT_NODE_LIMIT, play_out, valued_play_out
from marjolet_qt.ai.solver import Phase2Solver
from marjolet_qt.engine.round import RoundState, Stage


def cards_to_play(
    journal: Path, odd_only: bool = False
) -> Iterator[tuple[dict[str, Any], RoundState, Phase2Solver]]:
    """Each phase-1 position of the journal's rounds (the odd ones only: those judged)
    where a card is led or followed: its round's line, the position (a copy) and the
    phase-2 solver the rollouts share."""
    contents = read_journal(journal, selfplay._round, "self-play round", must_exist=True)
    options = contents.header or {}
    solver: Phase2Solver | None = None
    for record in contents.records[1::2] if odd_only else contents.records:
        for state, _action in selfplay.replay(options, record):
            if state.upcard < 0 or state.stage not in (Stage.LEAD, Stage.FOLLOW):
                continue
            if solver is None:
                solver = Phase2Solver(state.rules, max_nodes=ROLLOUT_NODE_LIMIT)
            yield record, state, solver


def positions(journal: Path) -> Iterator[tuple[int, list[float], int]]:
    """Each phase-1 card to play in the journal's rounds: its round's number, the
    position's features (the rollout's value among them) and the outcome for the mover."""
    for record, state, solver in cards_to_play(journal):
        final = record["scores"][0] - record["scores"][1]
        sign = 1 if state.to_move == 0 else -1
        position = state.clone()
        state.forget_history()
        rollout = sign * play_out(state, 0, solver)
        yield record["round"], value.position_features(position, rollout), sign * final


def extract(journal: Path, out: Path) -> int:
    count = 0
    with out.open("w", encoding="utf-8") as stream:
        for number, features, outcome in positions(journal):
            stream.write(json.dumps([number, outcome, features]) + "\n")
            count += 1
            if count % 5000 == 0:
                print(f"{count} positions", file=sys.stderr, flush=True)
    print(f"{count} positions written to {out}")
    return 0


def fit(data: Path, trees: int, leaves: int, rate: float, *, write: Path | None, rules: str) -> int:
    found = learn_gbdt.libraries()
    if found is None:
        return 2
    np, lgb = found
    warnings.filterwarnings("ignore", message="X does not have valid feature names")
    rows = [json.loads(line) for line in data.read_text(encoding="utf-8").splitlines()]
    split = np.array([r[0] % 2 == 0 for r in rows])
    outcome = np.array([float(r[1]) for r in rows])
    x = np.array([r[2] for r in rows])
    rollout = x[:, value.FEATURES.index("rollout")]
    train, test = split, ~split
    print(f"{len(rows)} positions ({train.sum()} to fit, {test.sum()} judged)")
    print(f"outcome: mean {outcome[test].mean():+.2f}, variance {outcome[test].var():.1f}")

    def regressor() -> Any:
        return lgb.LGBMRegressor(
            n_estimators=trees,
            num_leaves=leaves,
            learning_rate=rate,
            min_child_samples=50,
            subsample=0.8,
            subsample_freq=1,
            colsample_bytree=0.8,
            verbose=-1,
        )

    def fitted(columns: Any, where: Any) -> Any:
        model = regressor()
        categorical = list(range(value.CARD_FEATURES))
        names = list(value.FEATURES[: columns.shape[1]])
        model.fit(
            columns[where], outcome[where], feature_name=names, categorical_feature=categorical
        )
        return model

    def report(name: str, predicted: Any) -> Any:
        error = (predicted - outcome[test]) ** 2
        half = 1.96 * error.std() / math.sqrt(len(error))
        print(f"{name:<38} mean squared error {error.mean():8.1f} ± {half:.1f}")
        return error

    report("the mean outcome (no predictor)", np.full(test.sum(), outcome[train].mean()))
    report("rollout", rollout[test])
    a, b = np.polyfit(rollout[train], outcome[train], 1)
    print(f"  scaled: outcome ≈ {a:.3f} × rollout {b:+.2f}")
    scaled = report("rollout, scaled", a * rollout[test] + b)
    report("trees on the features", fitted(x[:, :-1], train).predict(x[test][:, :-1]))
    model = fitted(x, train)
    corrected = report("trees on the features and the rollout", model.predict(x[test]))
    # Paired: the two share the outcome's noise, so their difference is tighter.
    gain = scaled - corrected
    half = 1.96 * gain.std() / math.sqrt(len(gain))
    print(f"correction's gain over the scaled rollout: {gain.mean():.1f} ± {half:.1f}")
    # The game reads the trees without LightGBM: check it reads them as LightGBM does.
    ours = value.ValueModel(model.booster_.dump_model())
    sample = x[test][:2000]
    theirs = model.predict(sample)
    worst = max(abs(ours.predict(list(row)) - theirs[i]) for i, row in enumerate(sample))
    print(f"the game's reading of the trees differs from LightGBM's by at most {worst:.2g}")
    if write is not None:
        model = fitted(x, np.full(len(rows), True))
        dump = model.booster_.dump_model()
        dumped = [{"tree_structure": _bare(info["tree_structure"])} for info in dump["tree_info"]]
        kept = {"feature_names": dump["feature_names"], "rules": rules, "tree_info": dumped}
        write.write_text(json.dumps(kept, separators=(",", ":")) + "\n", encoding="utf-8")
        print(f"the trees fitted on every position written to {write}")
        # The file as the game reads it (its leaves rounded): still LightGBM's values.
        written = value.ValueModel(json.loads(write.read_text(encoding="utf-8")))
        theirs = model.predict(sample)
        worst = max(abs(written.predict(list(row)) - theirs[i]) for i, row in enumerate(sample))
        print(f"the file read as the game reads it differs by at most {worst:.2g}")
    return 0


def spread(journal: Path, rounds: int) -> int:
    """How much the fitted model's correction differs between the candidates of one
    decision, against the rollout's values and against other decisions: whether it
    can reorder the candidates at all (a correction common to them all cannot). Every
    legal card of every phase-1 decision with a choice, in the true world, of the
    journal's odd rounds (the ones the figures above judge on)."""
    model = value.load()
    within_rollout: list[float] = []
    within_correction: list[float] = []
    mean_correction: list[float] = []
    seen: set[int] = set()
    for record, state, solver in cards_to_play(journal, odd_only=True):
        seen.add(record["round"])
        if len(seen) > rounds:
            break
        legal = state.legal_actions()
        if len(legal) >= 2:
            sign = 1 if state.to_move == 0 else -1
            rollouts: list[float] = []
            corrections: list[float] = []
            for action in legal:
                child = state.clone()
                child.forget_history()
                child.apply_unchecked(action)
                rollout = sign * play_out(child.clone(), 0, solver)
                valued = sign * valued_play_out(child, 0, solver, ROLLOUT, model)
                rollouts.append(rollout)
                corrections.append(valued - rollout)
            within_rollout.append(statistics.pstdev(rollouts))
            within_correction.append(statistics.pstdev(corrections))
            mean_correction.append(fmean(corrections))
    print(f"{len(within_rollout)} decisions; standard deviations:")
    print(f"  the rollout's values, between a decision's candidates {fmean(within_rollout):.1f}")
    print(f"  the correction, between a decision's candidates {fmean(within_correction):.1f}")
    print(f"  the mean correction, between decisions {statistics.pstdev(mean_correction):.1f}")
    return 0


def _bare(node: dict[str, Any]) -> dict[str, Any]:
    """A tree's node with only what :class:`.value.ValueModel` reads (LightGBM's dump
    also counts and weighs every node: five times the size)."""
    if "leaf_value" in node:
        return {"leaf_value": round(node["leaf_value"], 5)}
    kept = {k: node[k] for k in ("split_feature", "threshold", "decision_type")}
    kept["left_child"] = _bare(node["left_child"])
    kept["right_child"] = _bare(node["right_child"])
    return kept


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    take = commands.add_parser("extract", help="the positions, with the game's environment")
    take.add_argument("journal", type=Path)
    take.add_argument("--out", type=Path, required=True)
    learn = commands.add_parser("fit", help="the comparison, with numpy and lightgbm")
    learn.add_argument("data", type=Path)
    learn.add_argument("--trees", type=int, default=600)
    learn.add_argument("--leaves", type=int, default=31)
    learn.add_argument("--rate", type=float, default=0.03, help="the trees' learning rate")
    learn.add_argument("--write", type=Path, help="fit on every position and write the trees")
    learn.add_argument(
        "--rules", default="marjolet", help="the rules the journal's rounds were played by"
    )
    between = commands.add_parser("spread", help="the correction between candidates")
    between.add_argument("journal", type=Path)
    between.add_argument("--rounds", type=int, default=400)
    args = parser.parse_args(argv)
    if args.command == "spread":
        return spread(args.journal, args.rounds)
    if args.command == "extract":
        return extract(args.journal, args.out)
    return fit(args.data, args.trees, args.leaves, args.rate, write=args.write, rules=args.rules)


if __name__ == "__main__":
    raise SystemExit(main())
