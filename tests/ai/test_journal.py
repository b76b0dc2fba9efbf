"""The journals of long runs (``marjolet_qt/ai/journal.py``): what a resumed run keeps,
repairs and refuses, the same for the arena, the tuner and the diagnosis, fuzzed."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from marjolet_qt.ai.journal import Journal, JournalError, read_journal

from .helpers import benchmark_script

HEADER = {"run": 1, "seed": 3}


def _number(record: Any) -> int:
    number = record.get("n") if isinstance(record, dict) else None
    if not isinstance(number, int):
        raise ValueError("no n")
    return number


def _open(path: Path, header: dict[str, Any] = HEADER) -> Journal[int]:
    return Journal(path, header, _number, what="numbered record", kind="test run")


def test_a_new_journal_starts_with_its_header_and_resumes_with_its_records(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "run.jsonl"
    with _open(path) as journal:
        assert journal.records == []
        journal.write({"n": 1})
        journal.write({"n": 2})
    with _open(path) as journal:
        assert journal.records == [1, 2]
    assert path.read_text(encoding="utf-8").splitlines()[0] == json.dumps(HEADER)


def test_a_last_line_cut_short_is_dropped_and_a_whole_one_kept(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    header = json.dumps(HEADER)
    path.write_text(f'{header}\n{{"n": 1}}\n{{"n": 2', encoding="utf-8")
    with _open(path) as journal:
        assert journal.records == [1]
    assert path.read_text(encoding="utf-8") == f'{header}\n{{"n": 1}}\n'
    path.write_text(f'{header}\n{{"n": 1}}', encoding="utf-8")  # only the newline lost
    with _open(path) as journal:
        assert journal.records == [1]
        journal.write({"n": 2})
    assert path.read_text(encoding="utf-8") == f'{header}\n{{"n": 1}}\n{{"n": 2}}\n'


def test_another_run_s_journal_is_refused_naming_what_differs(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    _open(path).close()
    before = path.read_text(encoding="utf-8")
    with pytest.raises(JournalError, match=r"another test run \(it differs in: seed\)"):
        _open(path, {"run": 1, "seed": 4})
    assert path.read_text(encoding="utf-8") == before


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b'[1]\n{"n": 1}\n', "not a journal header"),
        (b"{no json\n", "not a journal header"),
        (b'{"run": 1, "seed": 3}\n{"n": "one"}\n{"n": 2}\n', "line 2: not a numbered record"),
        (b'{"run": 1, "seed": 3}\n\n{"n": 2}\n', "line 2: not a numbered record"),
        (b"\xff\xfe\x00", "cannot be read as a journal"),
    ],
)
def test_a_damaged_journal_is_refused_and_left_alone(
    tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / "run.jsonl"
    path.write_bytes(content)
    with pytest.raises(JournalError, match=message):
        _open(path)
    assert path.read_bytes() == content


@pytest.mark.parametrize("ending", ["\n", ""])
def test_a_whole_last_line_that_is_not_a_record_is_refused_not_dropped(
    tmp_path: Path, ending: str
) -> None:
    """Only a line cut short by a kill may vanish in a repair: a whole line that is no
    record (a hand edit, another format) is data, refused with its number."""
    path = tmp_path / "run.jsonl"
    content = f'{json.dumps(HEADER)}\n{{"n": 1}}\n{{"x": 1}}{ending}'
    path.write_text(content, encoding="utf-8")
    with pytest.raises(JournalError, match="line 3: not a numbered record"):
        _open(path)
    assert path.read_text(encoding="utf-8") == content


def test_a_field_null_in_one_header_and_absent_in_the_other_is_named(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    _open(path, {**HEADER, "extra": None}).close()
    with pytest.raises(JournalError, match=r"differs in: extra\)"):
        _open(path)


@pytest.mark.skipif(sys.platform == "win32", reason="no advisory locks there")
def test_a_journal_in_use_by_another_run_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    with _open(path) as first:
        first.write({"n": 1})
        with pytest.raises(JournalError, match="in use by another run"):
            _open(path)
        first.write({"n": 2})
    with _open(path) as again:
        assert again.records == [1, 2]


def test_a_repair_keeps_the_lock_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    path.write_text(f'{json.dumps(HEADER)}\n{{"n": 1}}\n{{"n', encoding="utf-8")
    with _open(path) as journal:
        assert journal.records == [1]
        if sys.platform != "win32":
            with pytest.raises(JournalError, match="in use"):
                _open(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["run.jsonl"]


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def _replace_with(path: Path, text: str) -> None:
    """What ``git stash`` or ``git checkout`` do to a file: a new one under its name."""
    scratch = path.with_name("scratch")
    scratch.write_text(text, encoding="utf-8")
    os.replace(scratch, path)


@pytest.mark.skipif(sys.platform == "win32", reason="an open file cannot be replaced there")
@pytest.mark.parametrize("newline", [True, False])
def test_a_journal_replaced_by_an_earlier_copy_gets_the_run_s_lines_back(
    tmp_path: Path, newline: bool, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "run.jsonl"
    with _open(path) as journal:
        journal.write({"n": 1})
        earlier = path.read_text(encoding="utf-8")
        journal.write({"n": 2})
        _replace_with(path, earlier if newline else earlier.rstrip("\n"))
        journal.write({"n": 3})
        assert "restored" in caplog.text
        assert _lines(path) == [json.dumps(HEADER)] + [json.dumps({"n": n}) for n in (1, 2, 3)]
        journal.write({"n": 4})  # appended to the file the path names now, and held
        with pytest.raises(JournalError, match="in use"):
            _open(path)
    with _open(path) as again:
        assert again.records == [1, 2, 3, 4]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["run.jsonl"]


@pytest.mark.skipif(sys.platform == "win32", reason="an open file cannot be removed there")
def test_a_journal_removed_under_its_run_is_written_again_whole(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    with _open(path) as journal:
        journal.write({"n": 1})
        path.unlink()
        journal.write({"n": 2})
    with _open(path) as again:
        assert again.records == [1, 2]


@pytest.mark.skipif(sys.platform == "win32", reason="an open file cannot be replaced there")
@pytest.mark.parametrize(
    "other",
    [
        f"{json.dumps({'run': 2})}\n",  # another run's journal
        f'{json.dumps(HEADER)}\n{{"n": 7}}\n',  # the same run's, but not these lines
        "<<<<<<< Updated upstream\n",  # a merge's conflict
    ],
)
def test_a_journal_replaced_by_another_file_is_left_alone_and_the_run_s_lines_kept(
    tmp_path: Path, other: str
) -> None:
    path = tmp_path / "run.jsonl"
    with _open(path) as journal:
        journal.write({"n": 1})
        _replace_with(path, other)
        with pytest.raises(JournalError, match=r"replaced while this run wrote it") as caught:
            journal.write({"n": 2})
    assert path.read_text(encoding="utf-8") == other
    kept = path.with_name(f"run.jsonl.{os.getpid()}.kept")
    assert str(kept) in str(caught.value)
    assert read_journal(kept, _number).records == [1, 2]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["run.jsonl", kept.name])


def test_a_record_the_reader_would_refuse_is_never_written(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    with _open(path) as journal:
        before = path.read_text(encoding="utf-8")
        for bad in ({"n": float("nan")}, {"n": float("inf")}, {"n": 10**20}):
            with pytest.raises(ValueError):
                journal.write(bad)
    assert path.read_text(encoding="utf-8") == before


def test_a_journal_that_cannot_be_written_gets_one_line(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    with pytest.raises(JournalError, match="cannot be written"):
        _open(blocker / "run.jsonl")
    with pytest.raises(JournalError, match="cannot be read as a journal"):
        _open(tmp_path / ("x" * 300 + ".jsonl"))


def test_a_folder_is_not_a_journal(tmp_path: Path) -> None:
    with pytest.raises(JournalError, match="cannot be read as a journal"):
        read_journal(tmp_path, _number)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    os.mkfifo(path)
    with pytest.raises(JournalError, match="not a regular file"):
        _open(path)


def test_a_line_nested_too_deep_or_with_nan_is_refused_like_any_bad_line(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    for bad in ("[" * 100_000, '{"n": NaN}', '{"n": 1' + "0" * 5000 + "}"):
        path.write_text(f'{json.dumps(HEADER)}\n{bad}\n{{"n": 2}}\n', encoding="utf-8")
        with pytest.raises(JournalError, match="line 2: not a numbered record"):
            _open(path)


def test_a_journal_written_on_windows_resumes_without_being_rewritten(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    content = f'{json.dumps(HEADER)}\r\n{{"n": 1}}\r\n'.encode()
    path.write_bytes(content)
    with _open(path) as journal:
        assert journal.records == [1]
    assert path.read_bytes() == content


@pytest.mark.fuzz
@settings()
@given(text=st.text(max_size=200), numbered=st.lists(st.integers(), max_size=4))
def test_any_text_is_read_or_refused_in_one_line(
    tmp_path_factory: pytest.TempPathFactory, text: str, numbered: list[int]
) -> None:
    """Any text, alone or after a real header and records: read (and then resumable as
    it was read) or refused with one line, never another exception."""
    folder = tmp_path_factory.mktemp("journal")
    for content in (
        text,
        "\n".join([json.dumps(HEADER), *(f'{{"n": {n}}}' for n in numbered), text]),
    ):
        path = folder / "run.jsonl"
        path.write_text(content, encoding="utf-8")
        try:
            contents = read_journal(path, _number)
        except JournalError as error:
            assert "\n" not in str(error)
            continue
        assert contents.header is None or isinstance(contents.header, dict)
        if contents.header == HEADER:
            with _open(path) as journal:
                assert journal.records == contents.records


# --- the scripts that keep journals: the tuner, the diagnosis, the self-play data ---------


@pytest.mark.parametrize(
    ("script", "argv"),
    [
        ("tune", ["--steps", "1", "--pairs", "1"]),
        ("diagnose", ["--rounds", "1"]),
        ("selfplay", ["--rounds", "1"]),
    ],
)
def test_the_scripts_refuse_another_run_s_journal_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], script: str, argv: list[str]
) -> None:
    path = tmp_path / "run.jsonl"
    path.write_text('{"someone": "else"}\n', encoding="utf-8")
    with pytest.raises(SystemExit) as stopped:
        benchmark_script(script).main([*argv, "--journal", str(path)])
    assert stopped.value.code == 2
    error = capsys.readouterr().err
    assert error.startswith(f"{script}: ") and "journal of another" in error
    assert path.read_text(encoding="utf-8") == '{"someone": "else"}\n'


def test_the_diagnosis_reports_a_damaged_journal_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "run.jsonl"
    path.write_text('{"diagnose": 1}\n{"round": "x"}\n{"round": 1}\n', encoding="utf-8")
    with pytest.raises(SystemExit) as stopped:
        benchmark_script("diagnose").main(["--report", str(path)])
    assert stopped.value.code == 2
    assert "line 2: not a diagnosed round" in capsys.readouterr().err


def test_the_diagnosis_reports_a_missing_journal_or_an_unreadable_round(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    diagnose = benchmark_script("diagnose")
    with pytest.raises(SystemExit) as stopped:
        diagnose.main(["--report", str(tmp_path / "none.jsonl")])
    assert stopped.value.code == 2 and "no such journal" in capsys.readouterr().err
    path = tmp_path / "run.jsonl"
    path.write_text('{"diagnose": 1}\n{"round": 0, "decisions": [{}]}\n', encoding="utf-8")
    with pytest.raises(SystemExit) as stopped:
        diagnose.main(["--report", str(path)])
    assert stopped.value.code == 2
    assert "a round the report cannot read" in capsys.readouterr().err
