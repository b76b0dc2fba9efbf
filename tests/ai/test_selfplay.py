"""The self-play data (issue #17): a round's line rebuilds that round exactly, a run
resumes its journal, and the report reads it back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from marjolet_qt.ai.journal import read_journal
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.rules import RuleSet

from .helpers import benchmark_script


def test_a_round_s_line_rebuilds_the_round_and_its_searched_decisions(tmp_path: Path) -> None:
    selfplay = benchmark_script("selfplay")
    options = {
        "level": "hard",
        "rules": RuleSet.from_preset("marjolet").to_json(),
        "seed": 3,
        "budget": 0.01,
    }
    record = selfplay.play(options, 0)
    states = list(selfplay.replay(options, record))
    assert len(states) == len(record["actions"]) > 0
    for state, action in states:
        assert action in Observation.of(state, state.to_move).legal_actions
    last, action = states[-1]
    last.apply(action)
    assert last.is_over() and [last.score(0), last.score(1)] == record["scores"]
    assert record["searched"], "a round of Hard searches some decisions"
    for decision in record["searched"]:
        state, _ = states[decision["move"]]
        legal = Observation.of(state, state.to_move).legal_actions
        assert [tuple(c) for c in decision["candidates"]] == [tuple(a) for a in legal]
        assert len(decision["means"]) == len(decision["candidates"])


def test_a_run_resumes_its_journal_and_reports_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    selfplay = benchmark_script("selfplay")
    path = tmp_path / "data.jsonl"
    argv = ["--budget", "0.01", "--journal", str(path)]
    assert selfplay.main(["--rounds", "1", *argv]) == 0
    first = path.read_text(encoding="utf-8").splitlines()
    assert selfplay.main(["--rounds", "2", *argv]) == 0
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[:2] == first and [json.loads(line)["round"] for line in lines[1:]] == [0, 1]
    capsys.readouterr()
    assert selfplay.main(["--report", str(path)]) == 0
    assert capsys.readouterr().out.startswith("2 rounds, ")
    with pytest.raises(SystemExit) as stopped:
        selfplay.main(["--rounds", "1"])
    assert stopped.value.code == 2


def test_the_committed_self_play_data_reads_and_rebuilds_its_rounds() -> None:
    """The self-play data kept in the repository (the next learned model's) stays
    readable, and its rounds rebuild to the scores they record."""
    selfplay = benchmark_script("selfplay")
    folder = Path(__file__).resolve().parents[2] / "benchmarks" / "data"
    paths = sorted(folder.glob("selfplay*.jsonl"))
    assert paths
    for path in paths:
        contents = read_journal(path, selfplay._round, "self-play round", must_exist=True)
        assert contents.header is not None and contents.records
        for record in contents.records[:3]:
            state, action = list(selfplay.replay(contents.header, record))[-1]
            state.apply(action)
            assert state.is_over() and [state.score(0), state.score(1)] == record["scores"]
