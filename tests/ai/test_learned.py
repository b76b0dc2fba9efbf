"""The learned correction to the rollouts (issue #17, an experiment): the tables the
rollouts read give each card the score the training's named features give it."""

from __future__ import annotations

import random

import pytest

from marjolet_qt.ai import learned
from marjolet_qt.ai.rollout import RolloutPolicy
from marjolet_qt.engine.actions import ActionKind
from marjolet_qt.engine.round import Deal, RoundState, Stage
from marjolet_qt.engine.rules import RuleSet

from .helpers import benchmark_script


@pytest.mark.parametrize("preset", ["marjolet", "marjolet-strict", "mariage-classique"])
def test_the_rollout_s_learned_scores_are_the_features_weighed(preset: str) -> None:
    learn = benchmark_script("learn_policy")
    weights = learned.load_weights()
    rules = RuleSet.from_preset(preset)
    rng = random.Random(5)
    checked = 0
    for _ in range(30):
        state = RoundState(rules, Deal.shuffled(rules, rng.randrange(2), rng))
        while state.upcard >= 0 and not state.is_over():
            legal = state.legal_actions()
            cards = [a.card for a in legal if a.kind == ActionKind.PLAY]
            if state.stage != Stage.WINDOW and len(cards) == len(legal) > 1:
                policy = RolloutPolicy(rules, state.trump, learned=True)
                scores: list[tuple[int, float]] = []
                policy.phase1_card(state, sum(1 << int(c) for c in cards), scores)
                features = learn.card_features(state, [int(c) for c in cards])
                for (card, score), f in zip(scores, features, strict=True):
                    expected = sum(weights.get(k, 0.0) * v for k, v in f.items())
                    assert score == pytest.approx(expected, abs=1e-9), card
                    checked += 1
            state.apply(rng.choice(legal))
    assert checked > 500


def test_the_trees_experiment_says_what_it_needs_where_it_is_missing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``benchmarks/learn_gbdt.py`` needs LightGBM and NumPy, which the game does not
    ship: without them it says so and stops (exit status 2), before reading anything."""
    import importlib  # noqa: PLC0415

    trees = benchmark_script("learn_gbdt")
    real = importlib.import_module

    def missing(name: str, *args: object) -> object:
        if name in ("numpy", "lightgbm"):
            raise ImportError(name)
        return real(name)

    monkeypatch.setattr(importlib, "import_module", missing)
    assert trees.main(["no-such-journal.jsonl"]) == 2
    assert "lightgbm" in capsys.readouterr().err
