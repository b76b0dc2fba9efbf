"""Does a non-linear model imitate Hard's search better than the linear one? (issue #17)

The same question, data and judgement as :mod:`learn_policy` (its features, even rounds
train, odd rounds judge, agreement and regret by the search's own means), with gradient-
boosted trees (LightGBM) regressing each candidate's mean minus the best mean of its
decision: cards' features may then interact (a Ten with few of its suit, late in the
stock), which the linear softmax cannot express. An experiment only: LightGBM and NumPy
are not the game's dependencies (install them in a separate environment)::

    pip install lightgbm numpy
    python benchmarks/learn_gbdt.py benchmarks/data/selfplay_hard_025.jsonl
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import learn_policy

from marjolet_qt.ai import learned

Decision = tuple[list[learn_policy.Features], list[float], int]


def libraries() -> tuple[Any, Any] | None:
    """NumPy and LightGBM, imported from the environment the experiments run in (not
    the game's dependencies); None, having said so, where they are missing."""
    try:
        return importlib.import_module("numpy"), importlib.import_module("lightgbm")
    except ImportError:
        print("needs numpy and lightgbm (pip install lightgbm numpy)", file=sys.stderr)
        return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("journal", type=Path)
    parser.add_argument("--trees", type=int, default=400)
    parser.add_argument("--leaves", type=int, default=31)
    args = parser.parse_args(argv)
    found = libraries()
    if found is None:
        return 2
    np, lgb = found
    train: list[Decision] = []
    test: list[Decision] = []
    for number, feats, means, rot in learn_policy.decisions(args.journal):
        (train if number % 2 == 0 else test).append((feats, means, rot))
    keys = sorted({key for feats, _, _ in train for f in feats for key in f})

    def rows(data: list[Decision]) -> tuple[Any, Any]:
        x = [[f.get(k, 0.0) for k in keys] for feats, _, _ in data for f in feats]
        y = [m - max(means) for _, means, _ in data for m in means]
        return np.array(x), np.array(y)

    model = lgb.LGBMRegressor(
        n_estimators=args.trees,
        num_leaves=args.leaves,
        learning_rate=0.05,
        min_child_samples=40,
        verbose=-1,
    )
    model.fit(*rows(train))
    predicted = list(model.predict(rows(test)[0]))
    weights = learned.load_weights()
    agree = {"rules of thumb": 0, "linear (learned_policy.json)": 0, "trees": 0}
    regret = dict.fromkeys(agree, 0.0)
    start = 0
    for feats, means, rot in test:
        scores = predicted[start : start + len(means)]
        start += len(means)
        linear = learn_policy._scores(weights, feats)
        best = max(range(len(means)), key=means.__getitem__)
        picks = {
            "rules of thumb": rot,
            "linear (learned_policy.json)": max(range(len(means)), key=linear.__getitem__),
            "trees": max(range(len(means)), key=scores.__getitem__),
        }
        for name, pick in picks.items():
            agree[name] += pick == best
            regret[name] += means[best] - means[pick]
    n = max(1, len(test))
    print(f"{len(train)} decisions trained on, {len(test)} judged, {len(keys)} features")
    for name, agreed in agree.items():
        print(f"{name:30} agree {agreed / n:.1%}  regret {regret[name] / n:.2f} points")
    return 0


if __name__ == "__main__":
    sys.exit(main())
