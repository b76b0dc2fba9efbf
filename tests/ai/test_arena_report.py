"""The figures of a journaled run read back without playing (``arena_report``), and the
journal reader they share with the arena's resume, fed hostile files."""

from __future__ import annotations

import contextlib
import io
import json
import statistics
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from marjolet_qt.ai import arena, arena_report, arena_results
from marjolet_qt.ai.journal import JournalError
from marjolet_qt.engine import RuleSet


def _config(a: str = "easy", seed: int = 5) -> arena_results.Config:
    return arena_results.Config(a, "random", RuleSet.from_preset("marjolet"), seed, 0.0, None)


#: Each run's journal and the summary the run printed, by name.
Journals = dict[str, tuple[Path, dict[str, Any]]]


def _outcome(summary: dict[str, Any]) -> dict[str, Any]:
    """A summary without what depends on when it was computed."""
    return {k: v for k, v in summary.items() if k not in ("elapsed_seconds", "resumed_pairs")}


@pytest.fixture(scope="module")
def journals(tmp_path_factory: pytest.TempPathFactory) -> Journals:
    """Two runs on the same deals (Easy and Medium against Random) and one on others."""
    folder = tmp_path_factory.mktemp("journals")
    runs = {"easy": _config("easy"), "medium": _config("medium"), "other": _config(seed=6)}
    made: Journals = {}
    for name, config in runs.items():
        path = folder / f"{name}.jsonl"
        made[name] = (path, arena.run(config, 4, progress=False, journal=path))
    return made


def test_a_report_is_the_summary_the_run_printed(journals: Journals) -> None:
    path, summary = journals["easy"]
    reported, games = arena_report.report(path)
    assert not games and _outcome(reported) == _outcome(summary)


def test_an_unfinished_run_reports_its_pairs_so_far(journals: Journals, tmp_path: Path) -> None:
    path, _ = journals["easy"]
    lines = path.read_text(encoding="utf-8").splitlines()
    partial = tmp_path / "partial.jsonl"
    partial.write_text("\n".join(lines[:3]) + '\n{"index": 2, "dif', encoding="utf-8")
    reported, _ = arena_report.report(partial)
    pairs = [json.loads(line) for line in lines[1:3]]
    assert reported["pairs"] == 2
    expected = statistics.fmean(statistics.fmean(p["diffs"]) for p in pairs)
    assert reported["a_stats"]["mean_diff"] == pytest.approx(expected)
    assert partial.read_text(encoding="utf-8").endswith('"dif')  # read, never repaired


def test_two_runs_on_the_same_deals_are_compared_deal_by_deal(journals: Journals) -> None:
    (easy, easy_summary), (medium, medium_summary) = journals["easy"], journals["medium"]
    comparison = arena_report.compare(medium, easy)
    assert comparison["pairs"] == 4
    assert comparison["first_mean"] == pytest.approx(medium_summary["a_stats"]["mean_diff"])
    assert comparison["second_mean"] == pytest.approx(easy_summary["a_stats"]["mean_diff"])
    assert comparison["mean_diff"] == pytest.approx(
        comparison["first_mean"] - comparison["second_mean"]
    )
    low, high = comparison["mean_diff_95"]
    assert low <= comparison["mean_diff"] <= high
    assert comparison["share"] == pytest.approx(
        comparison["first_mean"] / comparison["second_mean"]
    )
    assert comparison["played"] == 8
    assert comparison["first_won"] == medium_summary["a_stats"]["rounds_won"]
    assert comparison["second_won"] == easy_summary["a_stats"]["rounds_won"]
    expected = 100 * (comparison["first_won"] - comparison["second_won"]) / 8
    assert comparison["won_pct_diff"] == pytest.approx(expected)
    low, high = comparison["won_pct_diff_95"]
    assert low <= comparison["won_pct_diff"] <= high


def test_the_first_pairs_only_as_a_shorter_run_s_summary_counts_them(journals: Journals) -> None:
    path, _ = journals["easy"]
    short = arena.run(_config(), 2, progress=False)  # the same deals' first two pairs
    reported, _ = arena_report.report(path, pairs=2)

    # The figures without the decision times (they differ from run to run).
    def results(summary: dict[str, Any]) -> tuple[Any, ...]:
        a = summary["a_stats"]
        return summary["pairs"], a["rounds_won"], a["mean_diff"], a["mean_diff_95"]

    assert results(reported) == results(short)
    assert arena_report.compare(path, path, pairs=3)["pairs"] == 3


def test_runs_on_other_deals_are_not_compared(
    journals: Journals, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        arena_report.main([str(journals["easy"][0]), "--versus", str(journals["other"][0])])
    assert stopped.value.code == 2
    assert "do not play the same deals (they differ in: seed)" in capsys.readouterr().err


def test_the_command_prints_the_arena_s_summary_or_json(
    journals: Journals, capsys: pytest.CaptureFixture[str]
) -> None:
    path, summary = journals["easy"]
    assert arena_report.main([str(path)]) == 0
    text = capsys.readouterr().out
    assert text.startswith("easy vs random") and "4 duplicate pairs" in text
    assert arena_report.main([str(path), "--json"]) == 0
    assert _outcome(json.loads(capsys.readouterr().out)) == _outcome(summary)
    medium = journals["medium"][0]
    assert arena_report.main([str(medium), "--versus", str(path)]) == 0
    text = capsys.readouterr().out
    assert "over the 4 pairs both played" in text and "rounds won: the first" in text


def test_several_journals_give_a_table_a_row_each(
    journals: Journals, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Where every long run stands, in the docs' form; a stray file gets its row."""
    stray = tmp_path / "notes.txt"
    stray.write_text("not a journal\n", encoding="utf-8")
    paths = [str(journals[name][0]) for name in ("easy", "medium")] + [str(stray)]
    assert arena_report.main(paths) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("| journal | match |") and len(lines) == 5
    easy = journals["easy"][1]["a_stats"]
    assert lines[2].startswith("| `easy.jsonl` | `easy vs random` | marjolet, 5, 0 s | 4 |")
    assert f"{easy['mean_diff']:+.1f}" in lines[2]
    assert lines[4].startswith("| `notes.txt` | not read: ") and "journal header" in lines[4]
    assert arena_report.main([*paths, "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [row["journal"] for row in rows] == ["easy.jsonl", "medium.jsonl", "notes.txt"]
    assert rows[0]["pairs"] == 4 and "error" in rows[2]
    with pytest.raises(SystemExit) as stopped:
        arena_report.main([*paths, "--versus", paths[0]])
    assert stopped.value.code == 2


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "no such journal"),
        (b"", "empty, not a journal"),
        (b"\xff\xfe not utf-8", "cannot be read as a journal"),
        (b"[1, 2]\n", "not a journal header"),
        (b'{"journal": 1}\n', "the header lacks or garbles"),
        (
            b'{"journal": 1, "a": "x", "b": "y", "rules": "marjolet", "seed": 1, '
            b'"budget": "fast", "iterations": null, "clock": "cpu", "games": false}\n',
            "garbles budget",
        ),
    ],
)
def test_a_file_that_is_not_a_journal_gets_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes | None, message: str
) -> None:
    path = tmp_path / "run.jsonl"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(SystemExit) as stopped:
        arena_report.main([str(path)])
    assert stopped.value.code == 2
    error = capsys.readouterr().err
    assert error.startswith("arena_report: ") and message in error and error.count("\n") == 1


@pytest.mark.parametrize(
    "line",
    [
        '{"index": 0, "diffs": [1, 2], "winners": ["a", "x"], "times": {"a": [], "b": []}}',
        '{"index": 0, "diffs": ["10", 2], "winners": ["a", "b"]}',
        '{"index": 0, "diffs": [], "winners": []}',
        '{"index": true, "diffs": [1], "winners": ["a"]}',
        '{"index": 0, "diffs": [1], "winners": ["a"], "times": {"a": [NaN], "b": []}}',
        # (The attacker's pass: a traceback from the mean's overflow, or "Infinity".)
        '{"index": 0, "diffs": [1], "winners": ["a"], "times": {"a": [1e300], "b": [1]}}',
        '{"index": 0, "diffs": [1], "winners": ["a"], "times": {"a": [-5.0], "b": [1]}}',
        '{"index": 0, "diffs": [1], "winners": ["a"], "surprise": 1}',
        "[0, [1], []]",
    ],
)
def test_a_garbled_pair_is_refused_by_the_report_and_the_resume(
    journals: Journals, tmp_path: Path, line: str
) -> None:
    """A pair line the arena could not have written stops both readers with the line's
    number, before any statistics meet it; the arena leaves the file as it was."""
    header = journals["easy"][0].read_text(encoding="utf-8").splitlines()[0]
    path = tmp_path / "run.jsonl"
    text = f"{header}\n{line}\n{line}\n"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(JournalError, match="line 2: not a pair result"):
        arena_report.report(path)
    with pytest.raises(JournalError, match="line 2: not a pair result"):
        arena_results.Journal(path, _config(), games=False)
    assert path.read_text(encoding="utf-8") == text


def test_the_resume_refuses_a_header_that_is_not_an_object(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    path.write_text("[1]\n", encoding="utf-8")
    with pytest.raises(JournalError, match="not a journal header"):
        arena_results.Journal(path, _config(), games=False)


_valid_lines = st.sampled_from(["header", "changed", "pair", "pair2"])
_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=8,
)


@pytest.mark.fuzz
@settings()
@given(
    pieces=st.lists(
        st.one_of(
            _valid_lines,
            st.text(max_size=40),
            _json_values.map(json.dumps),
            st.fixed_dictionaries(
                {"index": _json_values, "diffs": _json_values, "winners": _json_values}
            ).map(json.dumps),
        ),
        max_size=6,
    ),
    cut=st.integers(min_value=0, max_value=400),
    header_changes=st.dictionaries(st.text(max_size=14), _json_values, max_size=3),
)
def test_any_file_gets_a_report_or_one_line(
    journals: Journals,
    tmp_path_factory: pytest.TempPathFactory,
    *,
    pieces: list[str],
    cut: int,
    header_changes: dict[str, Any],
) -> None:
    """Hostile journals: lines of a real one, its header with fields changed or added,
    any text, any JSON, pair-shaped objects with any fields, cut anywhere. The command
    prints figures or one line, as text or JSON, never a traceback."""
    real = journals["easy"][0].read_text(encoding="utf-8").splitlines()
    header = json.dumps({**json.loads(real[0]), **header_changes})
    named = {"header": real[0], "changed": header, "pair": real[1], "pair2": real[2]}
    text = "\n".join(named.get(piece, piece) for piece in pieces)
    path = tmp_path_factory.mktemp("fuzz") / "run.jsonl"
    path.write_text(text[: len(text) - cut % (len(text) + 1)], encoding="utf-8")
    for argv in ([str(path)], [str(journals["easy"][0]), "--versus", str(path)]):
        for mode in ([], ["--json"], ["--pairs", "2"]):
            error = io.StringIO()
            try:
                with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(error):
                    assert arena_report.main([*argv, *mode]) == 0
            except SystemExit as stopped:
                assert stopped.code == 2
                assert error.getvalue().count("\n") == 1


def test_every_committed_journal_reads() -> None:
    """The long runs' journals are kept in the repository and quoted by the docs: each one
    must stay readable (a journal committed while its run was writing may end with a line
    cut short, which the reader leaves out)."""
    folder = Path(__file__).resolve().parents[2] / "benchmarks" / "journals"
    paths = sorted(folder.glob("*.jsonl"))
    assert paths
    for row in arena_report.overview(paths):
        assert "error" not in row, row
        assert row["pairs"] > 0


def test_a_header_s_escape_sequences_are_printed_escaped(
    journals: Journals, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The attacker's pass: a journal whose header names a player "\\x1b]2;owned\\x07"
    retitled the terminal when its report was printed; its text is shown, not obeyed."""
    lines = journals["easy"][0].read_text(encoding="utf-8").splitlines()
    header = {**json.loads(lines[0]), "a": "easy\x1b]2;owned\x07"}
    path = tmp_path / "run.jsonl"
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")
    for argv in ([str(path)], [str(path), str(path)]):
        arena_report.main(argv)
        out = capsys.readouterr().out
        assert "\x1b" not in out and "\x07" not in out and "\\x1b]2;owned\\x07" in out
