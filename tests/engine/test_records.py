"""Round records both ways, the worked examples of tests/data, and the command line."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from marjolet_qt.engine import RecordError, RoundState, RuleSet, from_record, summary, to_record

from .helpers import EXAMPLES, example

EXAMPLE_NAMES = sorted(p.name for p in EXAMPLES.glob("*.json"))


def test_the_worked_examples_are_all_there() -> None:
    assert len(EXAMPLE_NAMES) == 10, EXAMPLE_NAMES


@pytest.mark.parametrize("name", EXAMPLE_NAMES)
def test_worked_examples(name: str) -> None:
    data = example(name)
    expect = data["expect"]
    if expect.get("error"):
        with pytest.raises(RecordError) as error:
            from_record(data["record"])
        if "error_action" in expect:
            index, action = expect["error_action"]
            assert f'action {index} ("{action}")' in str(error.value)
        return
    state = from_record(data["record"])
    assert summary(state) == expect["replay"]
    legal = [_canonical(str(a)) for a in state.legal_actions()]
    assert sorted(legal) == sorted(_canonical(a) for a in expect["legal_after"])


def _canonical(action: str) -> str:
    words = action.split()
    return " ".join([words[0], *sorted(words[1:])]) if words[0] == "meld" else action


def test_record_round_trip_of_a_random_round() -> None:
    state = RoundState.new(RuleSet.from_preset("marjolet"), dealer=0, rng=7)
    while not state.is_over():
        state.apply(state.legal_actions()[-1])
    record = to_record(state)
    again = from_record(json.loads(json.dumps(record)))
    assert to_record(again) == record
    assert summary(again) == summary(state)


def test_records_keep_custom_rules() -> None:
    rules = RuleSet.from_preset("marjolet", {"phase2_head": "always"})
    record = to_record(RoundState.new(rules, 1, 3))
    assert record["rules"] == {"preset": "marjolet", "options": {"phase2_head": "always"}}
    assert from_record(record).rules == rules


BASE: dict[str, Any] = {
    "format": "marjolet-round",
    "version": 1,
    "rules": "marjolet",
    "dealer": 1,
    "hands": [["KH", "QH", "AC", "TC", "KC", "QC"], ["7C", "8C", "9C", "JC", "7D", "7S"]],
    "upcard": "8S",
    "stock": [
        "KS", "8D", "QS", "7H", "JS", "8H", "AH", "9D", "TH", "JD",
        "AD", "QD", "TD", "KD", "AS", "9H", "TS", "JH", "9S",
    ],
    "actions": ["AC", "7C"],
}  # fmt: skip


def _bad(**changes: Any) -> dict[str, Any]:
    record = copy.deepcopy(BASE)
    for key, value in changes.items():
        if value is None:
            del record[key]
        else:
            record[key] = value
    return record


@pytest.mark.parametrize(
    ("record", "message"),
    [
        (_bad(format="marjolet-game"), "unknown record format"),
        (_bad(version=2), "unsupported record version 2"),
        (_bad(dealer=None), "no 'dealer' field"),
        (_bad(actions=None), "no 'actions' field"),
        (_bad(dealer=2), "'dealer' must be 0 or 1"),
        (_bad(rules="piquet"), "unknown preset 'piquet'"),
        (_bad(rules={"preset": "marjolet", "options": {"speed": 1}}), "unknown option 'speed'"),
        (_bad(rules={"preset": "marjolet", "options": {"target": "x"}}), "whole number"),
        (_bad(upcard="1S"), "unknown card '1S'"),
        (_bad(upcard="7S"), "card 7S is dealt 2 times"),
        (_bad(hands=[["KH"], BASE["hands"][1]]), "hands\\[0\\] has 1 cards"),
        (_bad(stock=BASE["stock"][:-1]), "the stock has 18 cards"),
        (_bad(actions=["AC", "AC"]), 'action 1 \\("AC"\\): you do not hold AC'),
        (_bad(actions=["AC", "7C", "AS"]), "action 2 .*declare your melds or say done"),
        (_bad(actions=["XX"]), 'action 0 \\("XX"\\): unknown card'),
        (_bad(actions=["play AC"]), "unknown action"),
        (_bad(actions=[3]), "action 0 \\(3\\)"),
        (_bad(actions="AC"), "'actions' must be a list"),
        ([], "must be a JSON object"),
    ],
)
def test_bad_records_say_what_is_wrong(record: Any, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        from_record(record)


# --- the command line -----------------------------------------------------------------


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "marjolet_qt.engine", *args],
        capture_output=True,
        text=True,
        check=False,
    )


def _write(tmp_path: Path, name: str, data: Any) -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def test_replay_and_legal_commands(tmp_path: Path) -> None:
    good = _write(tmp_path, "good.json", BASE)
    done = _run("replay", good)
    assert done.returncode == 0 and done.stderr == ""
    assert json.loads(done.stdout) == {
        "over": False,
        "scores": [10, 0],
        "breakdown": [
            {"cards": 10, "melds": 0, "sevens": 0, "bonuses": 0},
            {"cards": 0, "melds": 0, "sevens": 0, "bonuses": 0},
        ],
    }
    listed = _run("legal", good)
    assert set(json.loads(listed.stdout)) == {"meld KH QH", "meld KC QC", "done"}


def test_commands_take_several_files_one_line_each(tmp_path: Path) -> None:
    first = _write(tmp_path, "a.json", BASE)
    second = _write(tmp_path, "b.json", _bad(actions=[]))
    done = _run("legal", first, second)
    lines = done.stdout.splitlines()
    assert done.returncode == 0 and len(lines) == 2
    assert "done" in json.loads(lines[0]) and "AC" in json.loads(lines[1])


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        ("{not json", "not valid JSON"),
        (_bad(version=3), "unsupported record version"),
        (_bad(actions=["AC", "7C", "meld KH QH", "meld QH KH"]), 'action 3 ("meld QH KH")'),
    ],
)
def test_bad_input_exits_2_with_one_line_and_no_output(
    tmp_path: Path, content: Any, fragment: str
) -> None:
    path = _write(tmp_path, "bad.json", content)
    for command in ("replay", "legal"):
        done = _run(command, path)
        assert done.returncode == 2
        assert done.stdout == ""
        assert len(done.stderr.splitlines()) == 1 and fragment in done.stderr


def test_with_several_files_the_first_bad_one_stops_and_is_named(tmp_path: Path) -> None:
    good = _write(tmp_path, "good.json", BASE)
    bad = _write(tmp_path, "bad.json", _bad(actions=["AS"]))
    done = _run("replay", good, bad, good)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith(bad + ": action 0")


def test_missing_file_is_bad_input(tmp_path: Path) -> None:
    done = _run("replay", str(tmp_path / "nowhere.json"))
    assert done.returncode == 2 and done.stdout == "" and "does not exist" in done.stderr
