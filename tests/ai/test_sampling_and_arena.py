"""World sampling, and a short arena run: the harness works and Hard beats Easy."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from marjolet_qt.ai import arena, arena_results, native
from marjolet_qt.ai.heuristics import View
from marjolet_qt.ai.journal import JournalError
from marjolet_qt.ai.sampling import enumerate_worlds, sample_world, world_count, worlds
from marjolet_qt.engine import Deal, RoundState, RuleSet
from marjolet_qt.engine.observation import Observation

from .helpers import random_play


def _late_phase1(seed: int) -> RoundState:
    """A position near the end of the stock, where the worlds are few."""
    rules = RuleSet.from_preset("marjolet")
    rng = random.Random(seed)
    state = RoundState.new(rules, seed % 2, seed)
    while state.stock_count > 3 or state.stage.name != "LEAD":
        random_play(state, rng)
        if state.upcard < 0:
            break
    return state


def test_enumerated_worlds_are_all_the_consistent_ones() -> None:
    for seed in range(6):
        state = _late_phase1(seed)
        if state.upcard < 0:
            continue
        seat = state.to_move
        obs = Observation.of(state, seat)
        every = enumerate_worlds(obs)
        assert len(every) == world_count(obs) == len(set(every))
        true_hidden = state.hands[1 - seat] & ~obs.opponent_known
        true_stock = tuple(int(c) for c in state.stock[state.stock_pos :])
        assert (true_hidden, true_stock) in every
        for hidden, stock in every:
            world = obs.world(hidden, stock)
            # The rebuilt world looks exactly the same from this seat.
            assert Observation.of(world, seat) == obs


def test_sampled_worlds_are_consistent_and_vary() -> None:
    state = RoundState.new(RuleSet.from_preset("marjolet"), 0, 4)
    obs = Observation.of(state, state.to_move)
    rng = random.Random(1)
    seen = set()
    for _ in range(20):
        hidden, stock = sample_world(obs, rng)
        assert hidden & obs.unseen == hidden and hidden.bit_count() == obs.hidden_in_opponent_hand
        assert len(stock) == obs.stock_count
        assert Observation.of(obs.world(hidden, stock), obs.seat) == obs
        seen.add(hidden)
    assert len(seen) > 10
    stream = worlds(obs, rng)
    assert next(stream) != next(stream)


def test_wilson_interval() -> None:
    low, high = arena_results.wilson(62, 100)
    assert 0.521 < low < 0.523 and 0.708 < high < 0.710  # the textbook 52.2%-70.9%
    assert arena_results.wilson(0, 10)[0] == 0.0


def test_arena_command_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.main(["--a", "easy", "--b", "random", "--pairs", "3", "--json", "--quiet"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["pairs"] == 3 and summary["rounds"] == 6
    stats = summary["a_stats"]
    assert stats["rounds_won"] + summary["b_stats"]["rounds_won"] + stats["ties"] == 6
    assert stats["mean_diff"] == -summary["b_stats"]["mean_diff"]


def test_arena_games_mode() -> None:
    config = arena_results.Config(
        "medium", "random", RuleSet.from_preset("mariage-classique"), 2, 0.0, None
    )
    summary = arena.run(config, 1, games=True, progress=False)
    assert summary["games"] == 2
    assert summary["a_stats"]["games_won"] + summary["b_stats"]["games_won"] <= 2


@pytest.mark.slow
def test_hard_beats_easy_in_a_short_arena_run() -> None:
    """A few duplicate pairs on a fixed seed, with a small fixed search for speed."""
    config = arena_results.Config("hard", "easy", RuleSet.from_preset("marjolet"), 3, 10.0, 6)
    summary = arena.run(config, 4, progress=False)
    hard = summary["a_stats"]
    assert hard["rounds_won"] >= 5  # of 8
    assert hard["mean_diff"] >= 15


def _easy_vs_random() -> arena_results.Config:
    return arena_results.Config("easy", "random", RuleSet.from_preset("marjolet"), 5, 0.0, None)


def _outcomes(summary: dict[str, Any]) -> tuple[Any, ...]:
    return tuple(summary[k] for k in ("pairs", "rounds")) + tuple(
        summary["a_stats"][k] for k in ("rounds_won", "ties", "mean_diff", "mean_diff_95")
    )


def test_a_journaled_run_resumes_where_it_stopped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A long run cut short loses only the pairs in play, and resuming gives the summary
    an uninterrupted run gives."""
    journal = tmp_path / "runs" / "easy-random.jsonl"
    whole = arena.run(_easy_vs_random(), 5, progress=False)
    arena.run(_easy_vs_random(), 3, progress=False, journal=journal)
    with journal.open("a", encoding="utf-8") as file:
        file.write('{"index": 3, "diffs": [1')  # killed while writing pair 3
    played: list[int] = []
    work = arena._work

    def counting_work(job: tuple[arena_results.Config, int, bool]) -> arena_results.PairResult:
        played.append(job[1])
        return work(job)

    monkeypatch.setattr(arena, "_work", counting_work)
    resumed = arena.run(_easy_vs_random(), 5, progress=False, journal=journal)
    assert played == [3, 4]
    assert _outcomes(resumed) == _outcomes(whole)
    lines = journal.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 6 and json.loads(lines[0])["journal"] == arena_results.JOURNAL_VERSION
    again = arena.run(_easy_vs_random(), 5, progress=False, journal=journal)
    assert played == [3, 4] and _outcomes(again) == _outcomes(whole)


def test_a_journal_of_another_match_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Mixing pairs of two matches would silently measure neither: the arena says so and
    leaves the journal as it was."""
    journal = tmp_path / "run.jsonl"
    common = ["--b", "random", "--pairs", "1", "--quiet", "--journal", str(journal)]
    assert arena.main(["--a", "easy", *common]) == 0
    before = journal.read_text(encoding="utf-8")
    with pytest.raises(SystemExit) as stopped:
        arena.main(["--a", "medium", *common])
    assert stopped.value.code == 2
    message = capsys.readouterr().err
    assert "journal of another match" in message and "differs in: a" in message
    assert journal.read_text(encoding="utf-8") == before
    journal.write_text("not json\n", encoding="utf-8")
    with pytest.raises(SystemExit):
        arena.main(["--a", "easy", *common])
    assert "not a journal header" in capsys.readouterr().err


def test_a_whole_last_pair_without_its_newline_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    journal = tmp_path / "run.jsonl"
    arena.run(_easy_vs_random(), 2, progress=False, journal=journal)
    journal.write_text(journal.read_text(encoding="utf-8").rstrip("\n"), encoding="utf-8")
    played: list[int] = []
    work = arena._work

    def counting_work(job: tuple[arena_results.Config, int, bool]) -> arena_results.PairResult:
        played.append(job[1])
        return work(job)

    monkeypatch.setattr(arena, "_work", counting_work)
    summary = arena.run(_easy_vs_random(), 3, progress=False, journal=journal)
    assert played == [2] and summary["resumed_pairs"] == 2
    assert len(journal.read_text(encoding="utf-8").splitlines()) == 4


def test_a_damaged_journal_is_refused_and_left_alone(tmp_path: Path) -> None:
    """Only a last line may be cut short by a kill: a bad line before it means the file
    is not what the run wrote, and nothing of it is rewritten."""
    journal = tmp_path / "run.jsonl"
    arena.run(_easy_vs_random(), 2, progress=False, journal=journal)
    header, first, second = journal.read_text(encoding="utf-8").splitlines()
    damaged = f"{header}\n{first[:20]}\n{second}\n"
    journal.write_text(damaged, encoding="utf-8")
    with pytest.raises(JournalError, match="line 2: not a pair result"):
        arena.run(_easy_vs_random(), 3, progress=False, journal=journal)
    assert journal.read_text(encoding="utf-8") == damaged


def test_an_empty_or_header_only_journal_starts_afresh(tmp_path: Path) -> None:
    journal = tmp_path / "run.jsonl"
    journal.write_text("", encoding="utf-8")
    arena.run(_easy_vs_random(), 1, progress=False, journal=journal)
    header = journal.read_text(encoding="utf-8").splitlines()[0]
    journal.write_text(header + "\n", encoding="utf-8")
    summary = arena.run(_easy_vs_random(), 1, progress=False, journal=journal)
    assert summary["resumed_pairs"] == 0
    lines = journal.read_text(encoding="utf-8").splitlines()
    assert lines[0] == header and len(lines) == 2  # one header, one pair


@pytest.mark.parametrize("preset", ["marjolet", "mariage", "besigue"])
def test_the_view_of_a_round_is_the_view_of_its_observation(preset: str) -> None:
    """What a seat knows is computed once (observation.knowledge): the rules of thumb's
    view of a sampled round equals the view of the seat's observation (#15 finding 3)."""
    rules = RuleSet.from_preset(preset)
    rng = random.Random(preset)
    for _ in range(20):
        state = RoundState(rules, Deal.shuffled(rules, rng.randrange(2), rng))
        while not state.is_over():
            legal = state.legal_actions()
            obs = Observation.of(state, state.to_move)
            assert View.of_state(state, legal)[:-1] == View.of_observation(obs)[:-1]
            assert obs.unseen & (obs.hand | obs.played | obs.opponent_known) == 0
            state.apply(rng.choice(legal))


def test_a_journal_names_a_compiled_search_and_is_resumed_only_by_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The compiled search sees twice the worlds in a budget: a run started compiled is
    not resumed by the pure-Python search (nor the other way)."""
    journal = tmp_path / "run.jsonl"
    common = ["--a", "easy", "--b", "random", "--pairs", "1", "--quiet", "--journal"]
    monkeypatch.setattr(native, "compiled", lambda: True)
    assert arena.main([*common, str(journal)]) == 0
    header = json.loads(journal.read_text(encoding="utf-8").splitlines()[0])
    assert header["search"] == "compiled (mypyc)"
    monkeypatch.setattr(native, "compiled", lambda: False)
    with pytest.raises(SystemExit):
        arena.main([*common, str(journal)])
    assert "differs in: search" in capsys.readouterr().err
    assert arena.main([*common, str(tmp_path / "pure.jsonl")]) == 0
    pure = json.loads((tmp_path / "pure.jsonl").read_text(encoding="utf-8").splitlines()[0])
    assert "search" not in pure


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--options", "{bad"], "--options: not JSON"),
        (["--options", "[1]"], "must be a JSON object"),
        (["--options", '{"hand_size": "x"}'], "'hand_size' must be a whole number"),
        (["--pairs", "-3"], "--pairs: -3 is not a number of at least 1"),
        (["--pairs", "2.5"], "--pairs: '2.5' is not a whole number"),
        (["--pairs", "1000000000"], "--pairs: 1000000000 is more than 1,000,000 pairs"),
        (["--jobs", "0"], "--jobs: 0 is not"),
        (["--iterations", "0"], "--iterations: 0 is not"),
        (["--budget", "-1"], "--budget: -1 is not"),
        (["--budget-a", "nan"], "--budget-a: nan is not"),
        (["--budget-b", "inf"], "--budget-b: inf is not"),
        (["--seed", "1234567890123456"], "more than 15 digits"),
    ],
)
def test_the_arena_refuses_bad_arguments_in_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    """A typo on the command line gets a usage error, not a traceback or a silent run of
    no pairs."""
    with pytest.raises(SystemExit) as stopped:
        arena.main(["--a", "easy", "--b", "random", "--quiet", *argv])
    assert stopped.value.code == 2
    error = capsys.readouterr().err
    assert message in error and "Traceback" not in error


def test_a_journal_is_resumed_only_by_the_code_that_started_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A run resumed by edited code would mix two versions of a player in one figure: the
    header holds a fingerprint of the sources that decide play, and another is refused."""
    journal = tmp_path / "run.jsonl"
    common = ["--a", "easy", "--b", "random", "--pairs", "1", "--quiet", "--journal"]
    assert arena.main([*common, str(journal)]) == 0
    header = json.loads(journal.read_text(encoding="utf-8").splitlines()[0])
    assert header["code"] == arena_results.source_fingerprint() != "unknown"
    monkeypatch.setattr(arena_results, "_code", lambda: "edited")
    with pytest.raises(SystemExit):
        arena.main([*common, str(journal)])
    assert "differs in: code" in capsys.readouterr().err


def test_the_fingerprint_follows_every_source_and_only_sources(tmp_path: Path) -> None:
    engine, ai = tmp_path / "engine", tmp_path / "ai"
    assert arena_results.source_fingerprint((engine, ai)) == "unknown"
    (engine / "deep").mkdir(parents=True)
    ai.mkdir()
    (engine / "deep" / "rules.py").write_text("A = 1\n", encoding="utf-8")
    (ai / "search.py").write_text("B = 2\n", encoding="utf-8")
    first = arena_results.source_fingerprint((engine, ai))
    (ai / "notes.txt").write_text("not code", encoding="utf-8")
    assert arena_results.source_fingerprint((engine, ai)) == first
    (engine / "deep" / "rules.py").write_text("A = 3\n", encoding="utf-8")
    changed = arena_results.source_fingerprint((engine, ai))
    assert changed != first
    (ai / "search.py").rename(ai / "moved.py")
    assert arena_results.source_fingerprint((engine, ai)) not in (first, changed)
