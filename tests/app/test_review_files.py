"""A review of a round replayed from another file is written back into that file (#18),
through the real widgets: the replay viewer's Review button, then the file on disk."""

from __future__ import annotations

import json
import os
import random
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from marjolet_qt.ai.review import review_round
from marjolet_qt.app.dialogs.replay import ReplayDialog
from marjolet_qt.app.dialogs.review import ReviewDialog
from marjolet_qt.app.review_files import ReviewFileError, keep_review_in_file, same_round
from marjolet_qt.app.review_worker import (
    REVIEW_KEY,
    StoredReview,
    review_from_json,
    review_to_json,
    stored_review,
)
from marjolet_qt.app.savegame import SavedGame, load_game, save_game
from marjolet_qt.app.storage import StorageError
from marjolet_qt.app.window import MainWindow
from marjolet_qt.engine.records import to_record
from marjolet_qt.engine.round import Deal, RoundState
from marjolet_qt.engine.rules import RuleSet

from . import test_review_dialog as review_tests

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]

# The review tests' fixtures (few worlds, and no review thread left after a test; a
# window whose computer deals) and helpers.
_few_worlds = review_tests._few_worlds
window = review_tests.window
finish_round = review_tests.finish_round
wait_done = review_tests.wait_done


def saved_game_with_a_round(qtbot: QtBot, win: MainWindow, path: Path) -> Path:
    """``path``: a saved game holding one finished round (not reviewed)."""
    finish_round(qtbot, win).accept()
    qtbot.wait(10)
    model = win.model
    save_game(path, SavedGame(model.match, model.level, 0, model.undos))
    assert REVIEW_KEY not in load_game(path).match.results[0].record
    return path


def review_from_file(
    qtbot: QtBot, win: MainWindow, path: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[ReplayDialog, ReviewDialog]:
    """Game ▸ Replay a round ▸ from a file, then the viewer's Review, to its end."""
    monkeypatch.setattr(win, "ask_open_path", lambda *_: path)
    win.replay_file()
    viewers = [v for v in win.findChildren(ReplayDialog) if v.source_path == path]
    assert len(viewers) == 1
    viewer = viewers[0]
    viewer.review_button.click()
    review = viewer.findChildren(ReviewDialog)[0]
    wait_done(qtbot, review)
    return viewer, review


def close(qtbot: QtBot, *dialogs: ReplayDialog | ReviewDialog) -> None:
    for dialog in dialogs:
        dialog.close()
    qtbot.wait(10)


def test_a_review_is_kept_in_the_saved_game_it_was_replayed_from(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = saved_game_with_a_round(qtbot, window, tmp_path / "old game.marjolet")
    viewer, review = review_from_file(qtbot, window, path, monkeypatch)
    assert window.statusBar().currentMessage() == "The review was kept in old game.marjolet."
    record = load_game(path).match.results[0].record
    assert stored_review(record) is not None
    assert record[REVIEW_KEY] == review.record[REVIEW_KEY]
    close(qtbot, review, viewer)
    # Reopened from the file, the review is there at once.
    monkeypatch.setattr(window, "ask_open_path", lambda *_: path)
    window.replay_file()
    viewer = next(v for v in window.findChildren(ReplayDialog) if v.isVisible())
    viewer.review_button.click()
    again = viewer.findChildren(ReviewDialog)[0]
    assert again.loaded_from_record and not again.running
    close(qtbot, again, viewer)


def test_a_review_is_kept_in_the_round_record_it_was_replayed_from(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    finish_round(qtbot, window).accept()
    qtbot.wait(10)
    path = tmp_path / "round.json"
    path.write_text(json.dumps(window.model.match.results[0].record), encoding="utf-8")
    viewer, review = review_from_file(qtbot, window, path, monkeypatch)
    assert window.statusBar().currentMessage() == "The review was kept in round.json."
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data[REVIEW_KEY] == review.record[REVIEW_KEY]
    assert same_round(data, window.model.match.results[0].record)
    assert "schema" not in data  # still a plain round record
    close(qtbot, review, viewer)


def test_a_file_that_changed_meanwhile_is_not_overwritten(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The round is looked for in the file as it is when the review ends: another round
    there now (the player saved something else over it) gets nothing and loses nothing."""
    finish_round(qtbot, window).accept()
    qtbot.wait(10)
    record = window.model.match.results[0].record
    path = tmp_path / "round.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    monkeypatch.setattr(window, "ask_open_path", lambda *_: path)
    window.replay_file()
    viewer = next(v for v in window.findChildren(ReplayDialog) if v.source_path == path)
    other = {**record, "actions": record["actions"][:3]}
    path.write_text(json.dumps(other), encoding="utf-8")
    before = path.read_bytes()
    viewer.review_button.click()
    review = viewer.findChildren(ReviewDialog)[0]
    wait_done(qtbot, review)
    assert window.statusBar().currentMessage() == (
        "The review was not kept in round.json: it no longer holds this round."
    )
    assert path.read_bytes() == before
    close(qtbot, review, viewer)


def test_the_game_s_own_autosave_is_not_written_from_a_replay(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    finish_round(qtbot, window).accept()
    qtbot.wait(10)
    assert window.autosaver.flush()
    path = window.autosaver.path
    viewer, review = review_from_file(qtbot, window, path, monkeypatch)
    assert (
        window.statusBar()
        .currentMessage()
        .startswith(f"The review was not kept in {path.name}: it is the game's autosave")
    )
    close(qtbot, review, viewer)


def test_keep_review_in_file_refuses_what_it_cannot_write(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """No review: nothing written; a round gone: ReviewFileError; a folder that cannot be
    written: StorageError (the window words each; nothing is lost)."""
    path = saved_game_with_a_round(qtbot, window, tmp_path / "game.marjolet")
    record = load_game(path).match.results[0].record
    assert keep_review_in_file(path, record) is False  # nothing to keep
    review = {"version": 1, "seed": 0, "worlds": 2, "seats": [], "decisions": []}
    record[REVIEW_KEY] = review
    assert stored_review(record) is not None
    elsewhere = tmp_path / "round.json"
    elsewhere.write_text(json.dumps({**record, "actions": record["actions"][:2]}))
    with pytest.raises(ReviewFileError):
        keep_review_in_file(elsewhere, record)
    if os.geteuid() != 0:  # root writes anywhere
        tmp_path.chmod(0o500)
        try:
            with pytest.raises(StorageError):
                keep_review_in_file(path, record)
        finally:
            tmp_path.chmod(0o700)
    assert keep_review_in_file(path, record) is True
    assert load_game(path).match.results[0].record[REVIEW_KEY] == review


def test_a_renamed_file_is_written_back_as_what_it_holds(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """A saved game renamed ``.json`` gets its review as a game (it was refused as "from a
    newer version"); a round record renamed ``.marjolet`` stays a record (it was rewritten
    as a whole saved game with a made-up level)."""
    game_path = saved_game_with_a_round(qtbot, window, tmp_path / "game.marjolet")
    record = load_game(game_path).match.results[0].record
    review = {"version": 1, "seed": 0, "worlds": 2, "seats": [], "decisions": []}
    record[REVIEW_KEY] = review
    renamed_game = game_path.rename(tmp_path / "game.json")
    assert keep_review_in_file(renamed_game, record) is True
    assert load_game(renamed_game).match.results[0].record[REVIEW_KEY] == review
    renamed_record = tmp_path / "round.marjolet"
    plain = {key: value for key, value in record.items() if key != REVIEW_KEY}
    renamed_record.write_text(json.dumps(plain), encoding="utf-8")
    assert keep_review_in_file(renamed_record, record) is True
    data = json.loads(renamed_record.read_text(encoding="utf-8"))
    assert data == {**plain, REVIEW_KEY: review}  # the same record, with its review


def test_a_kept_review_shows_the_figures_it_showed_when_made() -> None:
    """Graded in hundredths, as kept: the losses, errors, values and grades read back
    are the very ones shown live (rounded twice, 2.649 read 2.6, then 2.7)."""
    rules = RuleSet.from_preset("marjolet")
    rng = random.Random(12)
    state = RoundState(rules, Deal.shuffled(rules, 1, rng))
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    live = review_round(state, worlds=12, seed=5)
    record = to_record(state)
    kept = StoredReview(5, 12, (0, 1), {grade.index: grade for grade in live.grades})
    read = review_from_json(json.loads(json.dumps(review_to_json(kept))), record)
    assert read is not None and sorted(read.grades) == [grade.index for grade in live.grades]
    for grade in live.grades:
        again = read.grades[grade.index]
        assert replace(again, reason=grade.reason) == grade
        assert again.severity == grade.severity
    assert any(grade.loss for grade in live.grades)


def test_a_review_of_rules_with_huge_points_is_kept() -> None:
    """The attacker's pass: rules of one's own with cards of 10,000 points made rounds
    of 60,000, and every kept review was dropped as damaged (a bound of 10,000 points),
    to be computed again at each opening."""
    rules = RuleSet.from_preset(
        "marjolet", {"card_points": {"A": 10000, "T": 10000, "K": 4, "Q": 3, "J": 2}}
    )
    rng = random.Random(3)
    state = RoundState(rules, Deal.shuffled(rules, 1, rng))
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    live = review_round(state, worlds=4, seed=5)
    assert max(abs(value) for grade in live.grades for _, value in grade.values) > 10_000
    kept = StoredReview(5, 4, (0, 1), {grade.index: grade for grade in live.grades})
    read = review_from_json(json.loads(json.dumps(review_to_json(kept))), to_record(state))
    assert read is not None and sorted(read.grades) == [grade.index for grade in live.grades]
