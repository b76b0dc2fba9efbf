"""The strict reader and the record readers against hostile files (issue #13).

Each reader gives a valid result or its own error, never another exception and never a
hang: special files, huge files, huge numbers, deep nesting, wrong types. The replay
command is run as a process on a sample of the same inputs: status 0, or 2 with nothing
on stdout and one line on stderr.
"""

from __future__ import annotations

import codecs
import contextlib
import json
import os
import pickle
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from marjolet_qt.engine import jsonfile
from marjolet_qt.engine.jsonfile import FieldError, JsonFileError, expect_int
from marjolet_qt.engine.match import Match
from marjolet_qt.engine.records import RECORD_CODES, RecordError, from_record
from marjolet_qt.engine.rules import RulesError

from ..fuzzing import (
    dumps,
    json_values,
    mutate_randomly,
    mutated,
    sample_matches,
    sample_rounds,
)

ROUNDS = sample_rounds()
MATCHES = sample_matches()


# --- the reader ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        (b"", "empty"),
        (b"  \n", "empty"),
        (b"\xff\xfe", "not_text"),
        (b'{"a": ', "not_json"),
        (b"[" * 100_000, "too_deep"),
        (b"[" * 33 + b"]" * 33, "too_deep"),
        (b"9" * 5000, "bad_number"),
        (b'{"dealer": ' + b"9" * 5000 + b"}", "bad_number"),
        (b"1e999", "bad_number"),
        (b"-1e999", "bad_number"),
        (b"NaN", "bad_number"),
        (b"[Infinity]", "bad_number"),
        (b'"\\ud800"', "not_text"),
    ],
)
def test_refused_documents_name_their_problem(raw: bytes, code: str) -> None:
    with pytest.raises(JsonFileError) as error:
        jsonfile.loads(raw)
    assert error.value.code == code
    assert "\n" not in str(error.value) and len(str(error.value)) < 120


def test_accepted_documents() -> None:
    assert jsonfile.loads(b'{"a": [1, 2.5, "[[[", true, null]}') == {
        "a": [1, 2.5, "[[[", True, None]
    }
    assert jsonfile.loads(b"[" * 32 + b"]" * 32) is not None
    assert jsonfile.loads(b'"\\ud83d\\ude00"') == "\U0001f600"  # a pair is fine
    assert jsonfile.loads(b"-123456789012345") == -123456789012345


def test_a_leading_byte_order_mark_is_skipped() -> None:
    """Windows' Notepad begins a UTF-8 file with one; only there is it not part of the
    text (elsewhere it is a character, which JSON does not take between values)."""
    bom = codecs.BOM_UTF8
    assert jsonfile.loads(bom + '{"name": "Émile"}'.encode()) == {"name": "Émile"}
    assert jsonfile.loads(bom + b"[1]\r\n") == [1]
    for raw, code in [(bom, "empty"), (bom + b" \n", "empty"), (bom + bom + b"[1]", "not_json")]:
        with pytest.raises(JsonFileError) as error:
            jsonfile.loads(raw)
        assert error.value.code == code
    with pytest.raises(JsonFileError) as error:
        jsonfile.loads(b"[1, " + bom + b"2]")
    assert error.value.code == "not_json"


def test_only_regular_files_are_read(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    with pytest.raises(JsonFileError) as error:
        jsonfile.read(fifo)  # would wait forever for a writer with a plain open()
    assert (error.value.code, error.value.params) == ("not_regular", {"kind": "pipe"})
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(JsonFileError) as error:
        jsonfile.read(link)
    assert (error.value.code, error.value.params) == ("not_regular", {"kind": "device"})
    with pytest.raises(JsonFileError) as error:
        jsonfile.read(tmp_path)
    assert (error.value.code, error.value.params) == ("not_regular", {"kind": "folder"})
    assert str(error.value) == "it is not a regular file"
    with pytest.raises(JsonFileError) as error:
        jsonfile.read(tmp_path / "nowhere.json")
    assert error.value.code == "missing"


def test_a_huge_file_is_refused_unread(tmp_path: Path) -> None:
    huge = tmp_path / "huge.json"
    with huge.open("wb") as handle:
        handle.truncate(jsonfile.MAX_FILE_BYTES + 1)  # sparse: no disk used
    with pytest.raises(JsonFileError) as error:
        jsonfile.read(huge)
    assert error.value.code == "too_large"
    small = tmp_path / "small.json"
    small.write_bytes(b"[" + b"1," * 100 + b"1]")
    with pytest.raises(JsonFileError):
        jsonfile.read(small, max_bytes=50)


@pytest.mark.parametrize("value", [True, False, 1.0, "1", None, [], {}])
def test_exact_integers(value: Any) -> None:
    with pytest.raises(jsonfile.FieldError, match="'dealer' must be 0 or 1"):
        expect_int(value, "'dealer'", 0, 1)
    assert expect_int(1, "'dealer'", 0, 1) == 1


@pytest.mark.fuzz
@given(st.binary(max_size=200))
@settings()
def test_the_reader_takes_any_bytes(raw: bytes) -> None:
    with contextlib.suppress(JsonFileError):
        jsonfile.loads(raw)


# --- records and matches -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"dealer": 1.0}, "'dealer' must be 0 or 1, not 1.0"),
        ({"dealer": True}, "'dealer' must be 0 or 1, not true"),
        ({"version": 1.0}, "unsupported record version 1.0"),
        ({"version": True}, "unsupported record version true"),
        ({"rules": {"preset": "marjolet", "options": []}}, "rule options must be an object"),
        ({"rules": {"preset": "marjolet", "options": 0}}, "rule options must be an object"),
        ({"rules": {"preset": "marjolet", "options": False}}, "rule options must be an object"),
        ({"rules": {"preset": "marjolet", "options": None}}, "rule options must be an object"),
        ({"actions": "AC"}, "'actions' must be a list"),
        ({"upcard": ["AS"]}, "'upcard' must be a string"),
    ],
)
def test_types_that_look_right_are_refused(change: dict[str, Any], message: str) -> None:
    record = {**ROUNDS[0], **change}
    with pytest.raises((RecordError, RulesError), match=message):
        from_record(record)


@pytest.mark.parametrize("rounds", [5, None, True, "x", {}])
def test_a_match_needs_a_list_of_rounds(rounds: Any) -> None:
    document = {**MATCHES[0], "rounds": rounds}
    with pytest.raises(RecordError, match="'rounds' must be a list"):
        Match.from_json(document)


def test_every_round_of_a_match_is_played_under_its_rules() -> None:
    marjolet, besigue = MATCHES
    document = {**marjolet, "rounds": besigue["rounds"]}
    with pytest.raises(RecordError, match="round 1 is played under other rules"):
        Match.from_json(document)


def test_sample_documents_are_valid() -> None:
    for record in ROUNDS:
        from_record(record)
    for document in MATCHES:
        assert Match.from_json(document).to_json() == document


def read_or_refuse(read: Any, value: Any) -> None:
    """``read(value)`` succeeds or raises a RecordError of a known code (the application
    words each code; one without a wording would reach the player as a vague text)."""
    try:
        read(value)
    except RecordError as error:
        assert error.code in RECORD_CODES, error.code


@pytest.mark.fuzz
@given(mutated(ROUNDS))
@settings()
def test_mutated_records_are_read_or_refused(record: Any) -> None:
    read_or_refuse(from_record, record)


@pytest.mark.fuzz
@given(mutated(MATCHES))
@settings()
def test_mutated_matches_are_read_or_refused(document: Any) -> None:
    read_or_refuse(Match.from_json, document)


@pytest.mark.fuzz
@given(json_values)
@settings()
def test_arbitrary_json_is_refused_as_a_record(value: Any) -> None:
    read_or_refuse(from_record, value)


# --- the replay command as a process -------------------------------------------------------


def run_replay(*paths: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "marjolet_qt.engine", "replay", *paths],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def check_answer(done: subprocess.CompletedProcess[str]) -> None:
    assert done.returncode in (0, 2), done.stderr
    if done.returncode == 2:
        assert done.stdout == ""
        assert len(done.stderr.splitlines()) == 1
    else:
        json.loads(done.stdout)


def test_the_replay_command_on_a_sample_of_hostile_files(tmp_path: Path) -> None:
    """A fixed sample (each run is a process start); the property tests cover the rest."""
    samples: list[bytes] = [
        dumps({**ROUNDS[0], "dealer": 10**5000}),
        dumps({**ROUNDS[0], "dealer": 1.0}),
        dumps({**ROUNDS[1], "hands": [[[[]]]]}),
        b"[" * 100_000,
        b"1e999",
        b"",
        b"\x00\xff",
        dumps(ROUNDS[2]),
    ]
    rng = random.Random(5)
    samples += [dumps(mutate_randomly(rng.choice(ROUNDS), rng)) for _ in range(8)]
    paths = []
    for index, raw in enumerate(samples):
        path = tmp_path / f"sample{index}.json"
        path.write_bytes(raw)
        paths.append(path)
    for path in paths:
        check_answer(run_replay(str(path)))
    check_answer(run_replay("/dev/zero"))
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    check_answer(run_replay(str(fifo)))


def test_a_file_name_with_a_newline_gives_one_line(tmp_path: Path) -> None:
    path = tmp_path / "two\nlines.json"
    path.write_text("{}")
    done = run_replay(str(path), str(path))
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.splitlines()) == 1 and "two\\nlines" in done.stderr


def test_a_usage_error_takes_one_line() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "marjolet_qt.engine", "bogus"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1


def test_a_full_stdout_is_one_line_and_status_1(tmp_path: Path) -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full on this system")
    path = tmp_path / "round.json"
    path.write_text(json.dumps(ROUNDS[0]))
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "marjolet_qt.engine", "replay", str(path)],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
            check=False,
        )
    assert done.returncode == 1
    assert len(done.stderr.splitlines()) == 1 and "Traceback" not in done.stderr


def test_a_field_error_keeps_the_value_found_and_pickles_whole() -> None:
    """The application words a FieldError from ``where`` and ``value`` (its message is
    English, for the logs); a copy sent between processes keeps all three."""
    with pytest.raises(FieldError) as raised:
        expect_int("x", "tallies[0].points", 0)
    error = raised.value
    assert (error.where, error.value) == ("tallies[0].points", "x")
    copy = pickle.loads(pickle.dumps(error))
    assert (copy.where, copy.expected, copy.value, str(copy)) == (
        error.where,
        error.expected,
        error.value,
        str(error),
    )
