"""The tuning script's pieces (``benchmarks/tune.py``, issue #17): the weights' log space,
SPSA's step, the journal's resumption, and that its players at the default weights play
exactly as Medium and Hard do."""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

import pytest

from marjolet_qt.ai.arena_results import source_fingerprint
from marjolet_qt.ai.heuristics import DEFAULT_WEIGHTS, ROLLOUT, TUNED_WEIGHTS
from marjolet_qt.ai.player import MediumPlayer
from marjolet_qt.ai.search import SearchPlayer
from marjolet_qt.engine import RoundState, RuleSet
from marjolet_qt.engine.observation import Observation

from .helpers import benchmark_script


def test_zero_log_factors_are_the_default_weights() -> None:
    tune = benchmark_script("tune")
    assert tune.weights_of({}) == DEFAULT_WEIGHTS
    assert tune.weights_of(dict.fromkeys(tune.NAMES, 0.0)) == DEFAULT_WEIGHTS
    doubled = tune.weights_of({"trump_power": 0.6931471805599453})
    assert abs(doubled.trump_power - 8.0) < 1e-9
    assert doubled.lead_loss == DEFAULT_WEIGHTS.lead_loss


def test_spsa_moves_towards_the_winning_side() -> None:
    tune = benchmark_script("tune")
    gains = tune.Gains()
    delta = {"trump_power": 1, "lead_loss": -1}
    x = {"trump_power": 0.0, "lead_loss": 0.0}
    after = tune.update(x, delta, 5.0, 0, gains)  # θ+ won: move along Δ
    assert after["trump_power"] > 0 > after["lead_loss"]
    assert tune.update(x, delta, 0.0, 0, gains) == x
    far = tune.update(x, delta, 1e9, 0, gains)
    assert far["trump_power"] == tune.LIMIT
    assert tune.perturbation(3, 7, ["a", "b"]) == tune.perturbation(3, 7, ["a", "b"])


def _positions(count: int) -> list[Observation]:
    rng = random.Random(3)
    rules = RuleSet.from_preset("marjolet")
    medium = MediumPlayer()
    found: list[Observation] = []
    while len(found) < count:
        state = RoundState.new(rules, rng.randrange(2), rng.randrange(1 << 30))
        while state.upcard >= 0 and not state.is_over():
            obs = Observation.of(state, state.to_move)
            if len(obs.legal_actions) > 1:
                found.append(obs)
            state.apply(medium.choose(obs, 0.0, rng))
    return found[:count]


def test_the_players_at_the_default_weights_play_as_the_levels() -> None:
    tune = benchmark_script("tune")
    weights = tune.weights_of({})
    medium = tune.make("medium", weights, 0)
    hard = tune.make("hard", weights, 4)
    assert isinstance(hard, SearchPlayer)
    reference_hard = SearchPlayer("hard", iterations=4)
    reference_medium = MediumPlayer()
    reference_medium.style = ROLLOUT  # Medium before its weights were tuned
    tuned = tune.make("medium", TUNED_WEIGHTS, 0)
    medium_today = MediumPlayer()
    for index, obs in enumerate(_positions(30)):
        assert medium.choose(obs, 0.0, random.Random(index)) == reference_medium.choose(
            obs, 0.0, random.Random(index)
        )
        assert tuned.choose(obs, 0.0, random.Random(index)) == medium_today.choose(
            obs, 0.0, random.Random(index)
        )
        if index % 5 == 0:
            action = hard.choose(obs, 1.0, random.Random(index))
            assert action == reference_hard.choose(obs, 1.0, random.Random(index))
            if hard.last_result is not None:
                assert reference_hard.last_result is not None
                assert hard.last_result.values == reference_hard.last_result.values


def test_a_run_resumes_from_its_journal(tmp_path: Path) -> None:
    tune = benchmark_script("tune")
    journal = tmp_path / "tune.jsonl"

    def args(steps: int) -> argparse.Namespace:
        return argparse.Namespace(
            player="medium",
            iterations=4,
            rules="marjolet",
            steps=steps,
            pairs=2,
            params="trump_power,lead_loss",
            seed=5,
            a=0.04,
            c=0.2,
            big_a=20.0,
            jobs=1,
            journal=journal,
            validate=0,
            average=None,
        )

    first = tune.tune(args(2))
    assert len(journal.read_text().splitlines()) == 3
    resumed = tune.tune(args(3))
    lines = journal.read_text().splitlines()
    assert len(lines) == 4
    assert json.loads(lines[3])["before"] == first
    assert json.loads(lines[0])["code"] == source_fingerprint()  # resumed by this code only
    again = tmp_path / "again.jsonl"
    fresh_args = args(3)
    fresh_args.journal = again
    assert tune.tune(fresh_args) == resumed  # the same seed, the same steps
    afters = [json.loads(line)["after"] for line in lines[1:]]
    averaging = args(3)
    averaging.average = 1
    assert tune.tune(averaging) == tune.averaged(afters, 1)  # no step played: averaged
    assert len(journal.read_text().splitlines()) == 4


def test_the_average_is_the_mean_of_a_stretch_of_steps() -> None:
    tune = benchmark_script("tune")
    afters = [{"a": 0.0, "b": 1.0}, {"a": 1.0, "b": -1.0}, {"a": 2.0, "b": 0.0}]
    assert tune.averaged(afters, 0) == {"a": 1.0, "b": 0.0}
    assert tune.averaged(afters, 2) == afters[2]
    with pytest.raises(SystemExit, match="no steps from 3"):
        tune.averaged(afters, 3)


def test_a_journal_of_any_run_is_reported_and_validated(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--report`` averages a journal without resuming it, whatever code wrote it (here
    a header without the code's fingerprint, as session 16's first run wrote), and
    validates the average as that run played."""
    tune = benchmark_script("tune")
    journal = tmp_path / "old.jsonl"
    header = {"tune": 1, "player": "medium", "iterations": 4, "rules": "marjolet", "seed": 1}
    steps = [{"step": k, "after": {"trump_power": 0.1 * k}} for k in range(4)]
    journal.write_text("\n".join(json.dumps(line) for line in [header, *steps]) + "\n")
    before = journal.read_bytes()
    assert tune.main(["--report", str(journal), "--average", "2", "--validate", "2"]) == 0
    out = capsys.readouterr()
    assert json.loads(out.out)["log_factors"] == {"trump_power": pytest.approx(0.25)}
    assert "tuned vs default medium" in out.err and "over 2 pairs" in out.err
    assert journal.read_bytes() == before  # read, not resumed
    last = tune.report(argparse.Namespace(report=journal, average=None, validate=0))
    assert last == {"trump_power": pytest.approx(0.3)}
    journal.write_text(json.dumps({**header, "player": "nobody"}) + "\n" + json.dumps(steps[0]))
    with pytest.raises(SystemExit, match="does not name a player"):
        tune.main(["--report", str(journal), "--validate", "1"])


def test_every_committed_tuning_journal_reads() -> None:
    """The tuning runs' journals are kept apart from the arena's (``arena_report`` reads
    those) and quoted by the docs: each one must stay readable by ``--report``."""
    tune = benchmark_script("tune")
    folder = Path(__file__).resolve().parents[2] / "benchmarks" / "journals" / "tuning"
    paths = sorted(folder.glob("*.jsonl"))
    assert paths
    for path in paths:
        weights = tune.report(argparse.Namespace(report=path, average=None, validate=0))
        assert set(weights) <= set(tune.NAMES), path
