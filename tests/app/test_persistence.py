"""Saved games, the autosave and resuming, through the real window (and a real process)."""

from __future__ import annotations

import errno
import json
import os
import random
import shutil
import signal
import stat
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from marjolet_qt.app import autosave, savegame, stop_signals
from marjolet_qt.app.dialogs.settings_dialog import SettingsDialog
from marjolet_qt.app.dialogs.statistics_dialog import StatisticsDialog
from marjolet_qt.app.main import parse_args
from marjolet_qt.app.savegame import SavedGame, load_game
from marjolet_qt.app.seats import COMPUTER
from marjolet_qt.app.settings import SettingsStore
from marjolet_qt.app.statistics import StatisticsStore
from marjolet_qt.app.storage import (
    CorruptFileError,
    NewerSchemaError,
    StorageError,
    backup_path,
)
from marjolet_qt.app.window import MainWindow
from marjolet_qt.engine.rules import RuleSet

from .helpers import dialog_of, human_choice, quick_settings, settled_turn

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]

DATA = Path(__file__).parent / "data"
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = MainWindow(quick_settings(), seed=2024)
    qtbot.addWidget(win)
    win.show()
    yield win
    win.close()


def play_human_moves(qtbot: QtBot, win: MainWindow, moves: int, seed: int = 3) -> None:
    """Let the human make ``moves`` moves (the computer answers in between)."""
    model = win.model
    rng = random.Random(seed)
    for _ in range(moves):
        qtbot.waitUntil(lambda: model.is_human_turn() or model.round.is_over(), timeout=5000)
        if model.round.is_over():
            return
        assert model.play_human(human_choice(model.human_legal_actions(), rng))
    qtbot.waitUntil(lambda: model.is_human_turn() or model.round.is_over(), timeout=5000)


def messages(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Capture the warnings the window shows (instead of blocking on a message box)."""
    seen: list[str] = []

    def warn(parent: object, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
        seen.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warn)
    return seen


def fill_the_disk_for_the_autosave(monkeypatch: pytest.MonkeyPatch) -> Callable[[str, str], None]:
    """From now on the autosave finds the disk full (other files are still written, so
    the game can be saved elsewhere); the real ``os.replace`` is returned, to free it."""
    real_replace = os.replace

    def full(source: str, target: str) -> None:
        if Path(target).name.startswith("autosave"):
            raise OSError(errno.ENOSPC, "No space left on device")
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", full)
    return real_replace


# --- files of every schema ----------------------------------------------------------------


def test_fixture_of_schema_1_opens_where_it_was() -> None:
    game = load_game(DATA / "savegame-schema1.marjolet")
    assert game.level == "hard" and game.undos == 2
    assert len(game.match.results) == 1
    assert len(game.match.round.history) == 7
    assert not game.match.booked


def test_schema_0_record_in_progress_becomes_a_game() -> None:
    game = load_game(DATA / "savegame-schema0-record.marjolet")
    record = json.loads((DATA / "savegame-schema0-record.marjolet").read_text())
    assert game.match.results == []
    assert [str(a) for a in game.match.round.history] == record["actions"]
    assert game.level == "medium"


def test_schema_0_finished_record_becomes_a_finished_round() -> None:
    game = load_game(DATA / "savegame-schema0-finished.json")
    assert len(game.match.results) == 1 and game.match.booked


def test_schema_0_and_1_statistics_read_the_same(tmp_path: Path) -> None:
    tallies = []
    for name in ("statistics-schema0.json", "statistics-schema1.json"):
        (tmp_path / "statistics.json").write_bytes((DATA / name).read_bytes())
        stats, warning = StatisticsStore(tmp_path).load()
        assert warning is None
        tallies.append(stats.tallies)
    assert tallies[0] == tallies[1]
    assert tallies[0][("hard", "marjolet")].melds["marriage"] == 6


def test_migrated_statistics_are_written_as_the_current_schema(tmp_path: Path) -> None:
    (tmp_path / "statistics.json").write_bytes((DATA / "statistics-schema0.json").read_bytes())
    store = StatisticsStore(tmp_path)
    stats, _ = store.load()
    store.save(stats)
    assert json.loads(store.path.read_text())["schema"] == 1
    assert StatisticsStore(tmp_path).load()[0].tallies == stats.tallies


def _truncated() -> str:
    text = (DATA / "savegame-schema1.marjolet").read_text()
    return text[: len(text) // 2]


def open_in_a_game(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, path: Path
) -> list[str]:
    """Game ▸ Open ``path`` two moves into a game; the warnings shown. A file that cannot
    be opened leaves the game in progress as it was."""
    window.start()
    play_human_moves(qtbot, window, 2)
    before = window.model.match.to_json()
    seen = messages(monkeypatch)
    monkeypatch.setattr(window, "ask_open_path", lambda *args: path)
    window.open_action.trigger()
    assert window.model.match.to_json() == before
    return seen


@pytest.mark.parametrize(
    ("content", "error", "fragment"),
    [
        ("", CorruptFileError, "empty"),
        ("\x00\xff\xfe garbage", CorruptFileError, "not"),
        (_truncated(), CorruptFileError, "not valid JSON"),
        ('"a string"', CorruptFileError, "JSON object"),
        ('{"schema": "one"}', CorruptFileError, "schema number"),
        (
            '{"schema": 1, "format": "marjolet-game", "level": 3, "match": {}}',
            CorruptFileError,
            "level",
        ),
        (
            '{"schema": 1, "format": "marjolet-game", "level": "easy", "match": [1]}',
            CorruptFileError,
            "rules, rounds",
        ),
        ('{"schema": 2, "format": "marjolet-game"}', NewerSchemaError, "newer version"),
        ('{"format": "marjolet-round", "version": 1}', CorruptFileError, "format 0"),
    ],
)
def test_bad_files_are_refused_by_the_window_and_nothing_changes(  # noqa: PLR0917
    window: MainWindow,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    content: str,
    error: type[StorageError],
    fragment: str,
) -> None:
    path = tmp_path / "bad.marjolet"
    path.write_bytes(content.encode("utf-8", "surrogateescape"))
    with pytest.raises(error, match=fragment):
        load_game(path)
    seen = open_in_a_game(window, qtbot, monkeypatch, path)
    assert len(seen) == 1 and fragment.split(maxsplit=1)[0] in seen[0]
    assert path.read_bytes() == content.encode("utf-8", "surrogateescape")


@pytest.mark.parametrize(
    ("kind", "message"),
    [
        ("folder", "evening.marjolet is a folder, not a file."),
        ("pipe", "evening.marjolet is not a regular file."),
    ],
)
def test_opening_a_folder_or_a_pipe_says_what_it_is(  # noqa: PLR0917
    window: MainWindow,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    kind: str,
    message: str,
) -> None:
    """A folder's name typed by hand in Game ▸ Open, or a named pipe, is not "damaged";
    the pipe is refused at once, without waiting for a writer."""
    path = tmp_path / "evening.marjolet"
    if kind == "folder":
        path.mkdir()
    else:
        os.mkfifo(path)
    assert open_in_a_game(window, qtbot, monkeypatch, path) == [message]
    assert path.is_dir() if kind == "folder" else stat.S_ISFIFO(path.stat().st_mode)


# --- save, save as, open ------------------------------------------------------------------------


def test_save_as_then_open_through_the_menu(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    store = SettingsStore(tmp_path / "config")
    window._store = store
    window.start()
    play_human_moves(qtbot, window, 3)
    saved_json = window.model.match.to_json()
    target = tmp_path / "games" / "my game"
    target.parent.mkdir()
    monkeypatch.setattr(window, "ask_save_path", lambda: target.with_suffix(".marjolet"))
    window.save_as_action.trigger()
    path = target.with_suffix(".marjolet")
    assert load_game(path).match.to_json() == saved_json
    # The folder is remembered in the settings file.
    assert store.load()[0].last_folder == str(path.parent)
    # Save again goes to the same file without asking.
    play_human_moves(qtbot, window, 1)
    monkeypatch.setattr(window, "ask_save_path", lambda: pytest.fail("asked again"))
    monkeypatch.setattr(window, "ask_changed_file", lambda _: pytest.fail("said changed"))
    window.save_action.trigger()
    assert load_game(path).match.to_json() == window.model.match.to_json()
    play_human_moves(qtbot, window, 1)
    window.save_action.trigger()  # (what it wrote itself is no change behind its back)
    assert load_game(path).match.to_json() == window.model.match.to_json()
    # A new game, then Open brings the saved one back exactly.
    window.new_game()
    qtbot.waitUntil(window.model.is_human_turn, timeout=5000)
    monkeypatch.setattr(window, "ask_open_path", lambda *args: path)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window.open_action.trigger()
    loaded = window.model.match.to_json()
    assert loaded == load_game(path).match.to_json()
    assert window.table.state is not None
    assert sorted(window.table.human_cards()) == sorted(int(c) for c in window.model.round.hand(0))


def test_a_game_saved_into_a_new_folder_keeps_its_opponent(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A game opened at Hard, the settings saying Easy: remembering the folder of Save as
    changes a setting, and must not hand the game to the settings' opponent."""
    assert window.settings.level == "easy"
    opened = tmp_path / "from a friend.marjolet"
    opened.write_bytes((DATA / "savegame-schema1.marjolet").read_bytes())
    assert window.open_game_file(opened)
    assert window.model.level == "hard"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.setattr(window, "ask_save_path", lambda: elsewhere / "evening.marjolet")
    window.save_as_action.trigger()
    assert window.settings.last_folder == str(elsewhere)
    assert window.model.level == "hard"
    assert window.save_is_current()


def test_settings_show_the_opponent_of_a_game_opened_at_its_own_level(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """The attacker's pass: a game opened at Hard, the settings saying Easy, Settings
    showed Easy, and OK with nothing touched handed the game to Easy mid-round. The
    dialog shows the opponent being played; a level chosen there still applies. Left as
    shown, the player's level for new games stays theirs (the review's read)."""
    assert window.settings.level == "easy"
    opened = tmp_path / "from a friend.marjolet"
    opened.write_bytes((DATA / "savegame-schema1.marjolet").read_bytes())
    assert window.open_game_file(opened)
    assert window.model.level == "hard"
    for chosen in ("", "medium"):
        window.open_settings()
        dialog = window.active_dialog
        assert isinstance(dialog, SettingsDialog)
        assert dialog.opponent_page.level() == window.model.level
        if chosen:
            combo = dialog.opponent_page.level_combo
            combo.setCurrentIndex(combo.findData(chosen))
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        assert window.model.level == (chosen or "hard")
        # The player's own level, for new games, changes only when they choose one.
        assert window.settings.level == (chosen or "easy")


@pytest.mark.parametrize("code", [errno.EROFS, errno.ENOSPC])
def test_save_to_a_read_only_or_full_folder_says_so(
    window: MainWindow,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    code: int,
) -> None:
    window.start()
    play_human_moves(qtbot, window, 1)
    seen = messages(monkeypatch)

    def refuse(*args: object, **kwargs: object) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, "replace", refuse)
    monkeypatch.setattr(window, "ask_save_path", lambda: tmp_path / "game.marjolet")
    window.save_as_action.trigger()
    assert len(seen) == 1
    assert ("read-only" if code == errno.EROFS else "disk is full") in seen[0]
    assert window.save_path is None
    assert not (tmp_path / "game.marjolet").exists()
    assert not list(tmp_path.glob(".game*.tmp"))  # no temporary file left behind


def test_autosave_failure_is_reported_once_and_play_goes_on(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    failures: list[str] = []
    window.autosaver.failed.connect(failures.append)

    def full(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    window.start()
    play_human_moves(qtbot, window, 3)
    window.autosaver.flush()
    qtbot.waitUntil(lambda: bool(failures), timeout=10_000)
    qtbot.wait(50)
    assert len(failures) == 1 and "disk is full" in failures[0]
    # The banner stays (a status line vanished after 10 s) and names the folder.
    banner = window.save_banner
    assert banner.isVisible() and "disk is full" in banner.text()
    assert str(window.autosaver.path.parent) in banner.text()
    qtbot.wait(200)
    assert banner.isVisible()
    assert len(window.model.round.history) >= 3
    # Saving works again: the banner goes at the next write.
    monkeypatch.undo()
    play_human_moves(qtbot, window, 1)
    window.autosaver.flush()
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=10_000)


def test_a_failed_write_is_known_before_flush_returns(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The crash reporter asks ``flush() and works``: when flush returns, ``works``
    must already say that the write it waited for failed. The writer records the
    outcome before it wakes the waiting flush (checked at the moment of waking)."""

    def refused(*args: object, **kwargs: object) -> None:
        raise StorageError("read-only folder")

    monkeypatch.setattr(autosave, "write_json_atomic", refused)
    saver = autosave.AutoSaver(window.model, tmp_path / "game.marjolet")
    woken: list[str | None] = []

    class Watched(threading.Condition):
        def notify_all(self) -> None:
            if saver._pending is None and not saver._writing:  # what flush waits for
                woken.append(saver._last_error)
            super().notify_all()

    saver._lock = Watched()
    try:
        for _ in range(3):
            saver.save_now()
            assert saver.flush(10.0)
            assert not saver.works
        assert woken and all(error == "read-only folder" for error in woken)
    finally:
        saver.stop()


# --- the autosave -------------------------------------------------------------------------


def test_autosave_follows_every_action_and_is_cheap(window: MainWindow, qtbot: QtBot) -> None:
    window.start()
    model = window.model
    for moves in range(1, 5):
        play_human_moves(qtbot, window, 1, seed=moves)
        assert window.autosaver.flush()
        saved = load_game(window.autosaver.path)
        assert saved.match.to_json() == model.match.to_json()
    # The GUI thread's share (snapshot and hand-over) stays far below a frame: the best
    # of five runs of 20 saves, so that a busy machine pausing the process once does not
    # count (a slow save would be slow in every run).
    runs = []
    for _ in range(5):
        started = time.perf_counter()
        for _ in range(20):
            window.autosaver.save_now()
        runs.append((time.perf_counter() - started) / 20)
    assert min(runs) < 0.004, runs
    assert window.autosaver.flush()


def _autosave_a_game(qtbot: QtBot, moves: int = 3) -> SavedGame:
    win = MainWindow(quick_settings(), seed=77)
    qtbot.addWidget(win)
    win.start()
    play_human_moves(qtbot, win, moves)
    win.close()  # flushes the autosave
    return load_game(savegame.autosave_path())


def test_launch_offers_to_resume_and_yes_resumes(qtbot: QtBot) -> None:
    saved = _autosave_a_game(qtbot)
    win = MainWindow(quick_settings(), seed=1)
    qtbot.addWidget(win)
    win.show()
    win.start_or_resume()
    box = win.active_dialog
    assert isinstance(box, QMessageBox) and "Resume" in box.text()
    box.button(QMessageBox.StandardButton.Yes).click()
    assert win.model.match.to_json() == saved.match.to_json()
    assert win.model.round.history == saved.match.round.history
    # (Closing in the very event that answered a dialog crashes PySide 6.12: let it end.)
    qtbot.wait(10)
    win.close()


def test_declining_keeps_the_game_aside(qtbot: QtBot) -> None:
    saved = _autosave_a_game(qtbot)
    win = MainWindow(quick_settings(), seed=1)
    qtbot.addWidget(win)
    win.show()
    win.start_or_resume()
    dialog_of(win, QMessageBox).button(QMessageBox.StandardButton.No).click()
    kept = list(savegame.data_folder().glob("unfinished game *.marjolet"))
    assert len(kept) == 1
    assert load_game(kept[0]).match.to_json() == saved.match.to_json()
    assert win.model.round.history == [] or win.model.match.results == []
    assert "kept" in win.statusBar().currentMessage()
    qtbot.wait(10)
    win.close()


def test_declining_a_game_its_file_holds_as_it_is_piles_up_no_copy(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The QA pass: a game opened (or saved), nothing played since, quit, then declined
    at the next start, was kept again as "unfinished game DATE": a copy of its file. A
    game played on since its save is still kept."""
    win = MainWindow(quick_settings(), seed=77)
    qtbot.addWidget(win)
    win.start()
    play_human_moves(qtbot, win, 3)
    path = tmp_path / "evening.marjolet"
    monkeypatch.setattr(win, "ask_save_path", lambda: path)
    win.save_as_action.trigger()
    win.close()  # (flushes the autosave, which names the file)
    assert load_game(savegame.autosave_path()).file == str(path)
    again = MainWindow(quick_settings(), seed=1)
    qtbot.addWidget(again)
    again.show()
    again.start_or_resume()
    dialog_of(again, QMessageBox).button(QMessageBox.StandardButton.No).click()
    assert not list(savegame.data_folder().glob("unfinished game *.marjolet"))
    assert again.save_path is None  # (a new game, not the file's)
    qtbot.wait(10)
    again.close()
    # Played on since the save: declined, it is kept.
    win = MainWindow(quick_settings(), seed=77)
    qtbot.addWidget(win)
    win.start()
    play_human_moves(qtbot, win, 2)
    monkeypatch.setattr(win, "ask_save_path", lambda: path)
    win.save_as_action.trigger()
    play_human_moves(qtbot, win, 1)
    win.close()
    relaunched = MainWindow(quick_settings(), seed=1)
    qtbot.addWidget(relaunched)
    relaunched.show()
    relaunched.start_or_resume()
    dialog_of(relaunched, QMessageBox).button(QMessageBox.StandardButton.No).click()
    assert len(list(savegame.data_folder().glob("unfinished game *.marjolet"))) == 1
    qtbot.wait(10)
    relaunched.close()


# --- where the file dialogs start ------------------------------------------------------------


class FileDialogs:
    """Stands in for Qt's file dialogs: records where each one starts, and answers the
    next name in ``answers`` (else Cancel)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.started: list[tuple[str, Path]] = []
        self.answers: list[Path] = []
        monkeypatch.setattr(QFileDialog, "getOpenFileName", self._asker("open"))
        monkeypatch.setattr(QFileDialog, "getSaveFileName", self._asker("save"))

    def _asker(self, kind: str) -> Callable[..., tuple[str, str]]:
        def ask(
            parent: object, title: str, start: str, *args: object, **options: object
        ) -> tuple[str, str]:
            self.started.append((kind, Path(start)))
            return (str(self.answers.pop(0)) if self.answers else ""), ""

        return ask

    def start_of(self, action: Callable[[], object]) -> Path:
        """Where the dialog that ``action`` opens starts: a folder, or the name offered."""
        count = len(self.started)
        action()
        assert len(self.started) == count + 1
        return self.started[-1][1]


def relaunch_declining(qtbot: QtBot, store: SettingsStore) -> MainWindow:
    """A new start on the same settings and data folder, where the player declines to
    resume the unfinished game (kept in the data folder: Game ▸ Open finds it)."""
    win = MainWindow(store.load()[0], store, seed=1)
    qtbot.addWidget(win)
    win.show()
    win.start_or_resume()
    dialog_of(win, QMessageBox).button(QMessageBox.StandardButton.No).click()
    assert list(savegame.data_folder().glob("unfinished game *.marjolet"))
    return win


def test_save_starts_in_the_player_s_folders_and_open_where_a_game_was_kept(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Save as (and Export) start where the player last saved or opened a game outside
    the data folder, else in their documents, else at home: never in the hidden data
    folder next to the autosave. Open starts where the newest thing to open is: an
    unfinished game just kept in the data folder, or the player's last game."""
    dialogs = FileDialogs(monkeypatch)
    store = SettingsStore()
    store.save(quick_settings())
    data, home = savegame.data_folder(), Path.home()
    documents = home / "Documents"
    _autosave_a_game(qtbot)
    win = relaunch_declining(qtbot, store)
    assert dialogs.start_of(win.open_action.trigger) == data
    assert dialogs.start_of(win.save_as_action.trigger) == home / "game.marjolet"
    documents.mkdir()
    assert dialogs.start_of(win.save_as_action.trigger) == documents / "game.marjolet"
    assert dialogs.start_of(win.save_action.trigger) == documents / "game.marjolet"
    exported = dialogs.start_of(lambda: win.export_record({}))
    assert exported.parent == documents and exported.name.startswith("round ")  # (dated)
    # The kept game opened from the data folder: Save writes it back, Save as offers
    # its name in the player's folder.
    kept = next(data.glob("unfinished game *.marjolet"))
    dialogs.answers.append(kept)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    win.open_action.trigger()
    assert win.save_path == kept
    assert dialogs.start_of(win.save_as_action.trigger) == documents / kept.name
    # Saved into a folder of the player's: every dialog starts there, and at next start too.
    games = tmp_path / "games"
    games.mkdir()
    dialogs.answers.append(games / "evening.marjolet")
    win.save_as_action.trigger()
    assert (games / "evening.marjolet").is_file()
    win.new_game()
    assert dialogs.start_of(win.save_as_action.trigger) == games / "game.marjolet"
    assert dialogs.start_of(win.open_action.trigger) == games
    play_human_moves(qtbot, win, 2)
    qtbot.wait(10)
    win.close()
    # Another unfinished game kept at the next start: Open starts where it was kept,
    # Save as still in the player's folder.
    again = relaunch_declining(qtbot, store)
    assert dialogs.start_of(again.open_action.trigger) == data
    assert dialogs.start_of(again.save_as_action.trigger) == games / "game.marjolet"
    qtbot.wait(10)
    again.close()


def test_an_unreadable_autosave_is_set_aside_with_a_message(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = savegame.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"schema": 1, "format": "marjolet-game", "level": "easy", "match": {')
    win = MainWindow(quick_settings(), seed=1)
    qtbot.addWidget(win)
    seen = messages(monkeypatch)
    win.start_or_resume()
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    assert "damaged" in seen[0] and "kept" in seen[0]
    kept = list(path.parent.glob("autosave.marjolet.unreadable-*"))
    # The whole path: the data folder is hidden (the attacker's pass: named, not found).
    assert len(kept) == 1 and str(kept[0]) in seen[0]
    win.close()


def test_a_finished_or_empty_game_is_not_offered(qtbot: QtBot) -> None:
    win = MainWindow(quick_settings(), seed=1)
    qtbot.addWidget(win)
    win.start()
    win.close()
    again = MainWindow(quick_settings(), seed=1)
    qtbot.addWidget(again)
    again.start_or_resume()
    assert again.active_dialog is None
    again.close()


# --- a real process, killed -------------------------------------------------------------------


def game_environment(tmp_path: Path) -> dict[str, str]:
    """The environment of a real game process whose files all live under ``tmp_path``,
    against an Easy opponent (the computer answers at once)."""
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        PYTHONPATH=str(ROOT),
    )
    SettingsStore(tmp_path / "config" / "marjolet-qt").save(quick_settings())
    return env


def autoplay_then_stop(env: dict[str, str], moves: int, stop: signal.Signals) -> int:
    """Start the game, let it play ``moves`` moves and put the position on disk, then
    send it ``stop``: the number of actions it had saved. A stuck game fails the test
    rather than hanging it (killed, its output ends)."""
    game = subprocess.Popen(
        [sys.executable, "-m", "marjolet_qt", "--seed", "11", "--autoplay", str(moves)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert game.stdout is not None  # (stdout=PIPE)
    watchdog = threading.Timer(120.0, game.kill)
    watchdog.start()
    try:
        line = game.stdout.readline()  # waits until the position is on disk
        assert line.startswith("autoplay: saved"), line or "no answer within 120 s"
        os.kill(game.pid, stop)
        game.wait(30)
    finally:
        watchdog.cancel()
        if game.poll() is None:
            game.kill()
            game.wait(10)
    assert game.returncode == -stop
    return int(line.split()[2])


def test_sigkill_mid_game_then_resume_at_the_last_action(tmp_path: Path) -> None:
    env = game_environment(tmp_path)
    actions = autoplay_then_stop(env, 7, signal.SIGKILL)
    assert actions >= 7
    autosave = tmp_path / "data" / "marjolet-qt" / "autosave.marjolet"
    on_disk = json.loads(autosave.read_text())
    assert len(on_disk["match"]["current"]["actions"]) == actions
    resumed = subprocess.run(
        [sys.executable, "-m", "marjolet_qt", "--print-state"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    state = json.loads(resumed.stdout)
    del on_disk["schema"], on_disk["saved_at"]
    assert state == on_disk
    # Nothing was written by the resuming process.
    assert json.loads(autosave.read_text())["match"] == on_disk["match"]


@pytest.mark.skipif(not stop_signals.STOPPING, reason="no stopping signals on Windows")
def test_stopped_by_the_system_the_game_keeps_its_moves_and_its_layout(tmp_path: Path) -> None:
    """The attacker's pass: SIGTERM (a shutdown, a logout) killed the game at once; the
    window's size and the score sheet's place, kept at quitting, were lost. It writes
    them first, then stops as the signal asks."""
    env = game_environment(tmp_path)
    store = SettingsStore(tmp_path / "config" / "marjolet-qt")
    assert store.load()[0].window_geometry == ""
    actions = autoplay_then_stop(env, 3, signal.SIGTERM)
    assert store.load()[0].window_geometry != ""
    autosave = tmp_path / "data" / "marjolet-qt" / "autosave.marjolet"
    assert len(json.loads(autosave.read_text())["match"]["current"]["actions"]) == actions


def test_stopped_with_a_write_pending_and_the_tricks_open_the_moves_are_kept(
    qtbot: QtBot,
) -> None:
    """What the system's stop does in the window (keep_before_stopping), as quitting
    does: the write still waiting is made, the dialogs go, nothing is asked. The review's
    finding: it shared none of the quitting's steps, and could drift from them."""
    win = MainWindow(quick_settings(), seed=77)
    qtbot.addWidget(win)
    win.show()
    win.start()
    play_human_moves(qtbot, win, 2)
    settled_turn(qtbot, win)
    win.show_history()
    assert win.history_dialog is not None and win.history_dialog.isVisible()
    assert win.model.play_human(win.model.human_legal_actions()[0])
    played = len(win.model.round.history)  # (the autosave's write is still to come)
    win.keep_before_stopping()
    assert not win.history_dialog.isVisible()
    saved = load_game(savegame.autosave_path()).match.round.history
    assert len(saved) >= played
    assert saved == win.model.round.history[: len(saved)]


def test_a_game_passed_on_the_command_line_opens_before_any_deal(qtbot: QtBot) -> None:
    path = DATA / "savegame-schema1.marjolet"
    assert parse_args([str(path)]).game == path
    assert parse_args([]).game is None
    win = MainWindow(quick_settings(), seed=1)
    qtbot.addWidget(win)
    win.show()
    assert win.open_game_file(path)
    assert win.model.match.totals == load_game(path).match.totals
    win.close()


@pytest.mark.parametrize("answer", ["cancel", "discard", "save"])
def test_quitting_while_the_game_cannot_be_saved_asks_first(
    window: MainWindow,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    answer: str,
) -> None:
    """With the autosave failing (a full disk), quitting would lose the moves since the
    last good save: the player is asked, and may save the game as a file (elsewhere),
    quit anyway, or stay (the reviewer quit with Ctrl+Q and lost a round silently)."""
    monkeypatch.setattr(MainWindow, "confirm_unsaved_quit", True)
    window.start()
    play_human_moves(qtbot, window, 1)
    assert window.autosaver.flush() and window.autosaver.works
    real_replace = fill_the_disk_for_the_autosave(monkeypatch)
    play_human_moves(qtbot, window, 2, seed=4)
    qtbot.waitUntil(window.save_banner.isVisible, timeout=10_000)
    monkeypatch.setattr(window, "ask_save_path", lambda: tmp_path / "rescued.marjolet")
    seen: list[str] = []

    def respond() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox) and box.objectName() == "unsavedQuestion"
        seen.append(box.informativeText())
        button = {
            "cancel": QMessageBox.StandardButton.Cancel,
            "discard": QMessageBox.StandardButton.Discard,
            "save": QMessageBox.StandardButton.Save,
        }[answer]
        box.button(button).click()

    QTimer.singleShot(0, respond)
    window.close()
    assert seen and "disk is full" in seen[0]
    assert "the moves played since it was last saved are lost" in seen[0]
    assert window.isVisible() == (answer == "cancel")
    if answer == "save":
        rescued = load_game(tmp_path / "rescued.marjolet")
        assert rescued.match.to_json() == window.model.match.to_json()
    if answer == "cancel":  # the game goes on; with the disk freed, quitting asks nothing
        monkeypatch.setattr(os, "replace", real_replace)
        window.close()
        assert not window.isVisible()


def test_quitting_a_game_no_file_ever_held_says_it_is_lost(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The attacker's pass: a game dealt on a full disk, never written, was said to lose
    "the moves played since it was last saved"; it was never saved, and all of it goes."""
    monkeypatch.setattr(MainWindow, "confirm_unsaved_quit", True)
    fill_the_disk_for_the_autosave(monkeypatch)
    window.start()
    play_human_moves(qtbot, window, 1)
    qtbot.waitUntil(window.save_banner.isVisible, timeout=10_000)
    seen: list[str] = []

    def stay() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox) and box.objectName() == "unsavedQuestion"
        seen.append(box.informativeText())
        box.button(QMessageBox.StandardButton.Cancel).click()

    QTimer.singleShot(0, stay)
    window.close()
    assert seen and "If you quit now, this game is lost." in seen[0]
    assert window.isVisible()
    monkeypatch.setattr(MainWindow, "confirm_unsaved_quit", False)  # (no question at teardown)
    window.close()


def test_quitting_asks_nothing_when_the_game_was_just_saved_by_hand(
    window: MainWindow,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """With the autosave failing, a game saved by hand since the last move is safe:
    quitting closes at once. One more move and it is not, so the question comes back."""
    monkeypatch.setattr(MainWindow, "confirm_unsaved_quit", True)
    window.start()
    fill_the_disk_for_the_autosave(monkeypatch)
    play_human_moves(qtbot, window, 1)
    qtbot.waitUntil(window.save_banner.isVisible, timeout=10_000)
    monkeypatch.setattr(window, "ask_save_path", lambda: tmp_path / "kept.marjolet")
    assert window.save_game()
    assert window.save_is_current()
    play_human_moves(qtbot, window, 1, seed=4)
    assert not window.save_is_current()
    asked: list[str] = []

    def stay() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox) and box.objectName() == "unsavedQuestion"
        asked.append(box.objectName())
        box.button(QMessageBox.StandardButton.Cancel).click()

    QTimer.singleShot(0, stay)
    window.close()
    assert asked and window.isVisible()
    assert window.save_game()  # Save writes to the same file without asking
    window.close()
    assert not window.isVisible()
    assert load_game(tmp_path / "kept.marjolet").match.to_json() == window.model.match.to_json()


# --- the attacker's pass: Save as, the game's own files, remembered folders -------------------


def answer_the_save_dialog(monkeypatch: pytest.MonkeyPatch, *names: Path) -> list[str]:
    """Qt's Save dialog answered with ``names`` in turn (then cancelled); the questions
    and warnings the window asks meanwhile, answered No and OK, are returned."""
    answers = iter(names)
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *args, **options: (str(next(answers, "")), "")
    )
    asked: list[str] = []

    def question(parent: object, title: str, text: str, *args: object) -> object:
        asked.append(text)
        return QMessageBox.StandardButton.No

    def warning(parent: object, title: str, text: str, *args: object) -> object:
        asked.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(QMessageBox, "warning", warning)
    return asked


@pytest.mark.parametrize("answer", ["cancel", "replace", "save as"])
def test_save_asks_before_writing_over_a_file_that_changed_behind_its_back(
    window: MainWindow,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    answer: str,
) -> None:
    """The attacker copied another saved game over the game's file: Ctrl+S said "Game
    saved" and kept the other game only as the backup, which a second Ctrl+S rotated
    away. Save now asks: Save As (the default), Replace, or Cancel."""
    window.start()
    play_human_moves(qtbot, window, 2)
    path = tmp_path / "g2.marjolet"
    monkeypatch.setattr(window, "ask_save_path", lambda: path)
    assert window.save_game_as()
    other = (DATA / "savegame-schema1.marjolet").read_bytes()
    path.write_bytes(other)
    play_human_moves(qtbot, window, 1)
    asked: list[Path] = []

    def ask(changed: Path) -> str:
        asked.append(changed)
        return answer

    monkeypatch.setattr(window, "ask_changed_file", ask)
    elsewhere = tmp_path / "mine.marjolet"
    monkeypatch.setattr(window, "ask_save_path", lambda: elsewhere)
    assert window.save_game() == (answer != "cancel")
    assert asked == [path]
    if answer == "replace":
        assert load_game(path).match.to_json() == window.model.match.to_json()
    else:
        assert path.read_bytes() == other
    if answer == "save as":
        assert window.save_path == elsewhere
        assert load_game(elsewhere).match.to_json() == window.model.match.to_json()
    # The game's own writing of its file (a review kept there) is no change either.
    assert window.save_path is not None
    rewritten = window.save_path.read_bytes() + b"\n"
    window.save_path.write_bytes(rewritten)
    window.note_file_rewritten(window.save_path)
    asked.clear()
    assert window.save_game() and asked == []
    # A file that is gone is no change: Save writes it again without asking.
    assert window.save_path is not None
    window.save_path.unlink()
    asked.clear()
    assert window.save_game() and asked == []


@pytest.mark.parametrize("answer", ["save", "drop", "cancel"])
def test_a_new_game_over_a_saved_game_played_on_offers_to_save_it_first(
    window: MainWindow,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    answer: str,
) -> None:
    """The player's pass: saved as "soirée", played two rounds on, Ctrl+N, Yes: the file
    still held the game two rounds back, and the autosave went to the new game. The
    question now offers to save there first (Cancel by default); a game that stands as
    saved goes without a question, and the status line says which file keeps it."""
    window.start()
    play_human_moves(qtbot, window, 2)
    path = tmp_path / "soirée.marjolet"
    monkeypatch.setattr(window, "ask_save_path", lambda: path)
    assert window.save_game_as()
    saved = load_game(path).match.to_json()
    play_human_moves(qtbot, window, 1)
    played_on = window.model.match.to_json()
    asked: list[str] = []

    def ask(title: str, question: str, glance: str, kept: Path) -> str:
        asked.append(kept.name)
        return answer

    monkeypatch.setattr(window, "ask_save_first", ask)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: pytest.fail("Yes or No"))
    window.confirm_new_game()
    assert asked == ["soirée.marjolet"]
    if answer == "cancel":
        assert window.model.match.to_json() == played_on
        assert load_game(path).match.to_json() == saved
        return
    assert window.model.match.results == [] and window.model.round.history == []
    in_file = load_game(path).match.to_json()
    assert in_file == (played_on if answer == "save" else saved)

    # Opened again and abandoned as it stands: no question, and the file is named.
    assert window.open_game_file(path)
    # Opened once more as it stands: it is the game on the table (the status line said
    # "The game you were playing is kept in" that very file).
    on_table = window.model.match.to_json()
    assert window.open_game_file(path)
    assert window.statusBar().currentMessage() == "soirée.marjolet is the game on the table."
    assert window.model.match.to_json() == on_table
    # Changed on the disk since (another program, a copy over it): opened as it is now.
    changed = json.loads(path.read_text(encoding="utf-8"))
    changed["level"] = "hard" if changed["level"] != "hard" else "easy"
    path.write_text(json.dumps(changed), encoding="utf-8")
    window.statusBar().clearMessage()
    assert window.open_game_file(path)
    assert window.statusBar().currentMessage() != "soirée.marjolet is the game on the table."
    assert window.model.level == changed["level"]
    assert window.open_game_file(path)
    asked.clear()
    window.confirm_new_game()
    assert asked == []
    assert "soirée.marjolet" in window.statusBar().currentMessage()

    # Its own file opened while played on, "Save, then go on": the game saved stays on
    # the table (the file read before the question held the older one).
    assert window.open_game_file(path)
    play_human_moves(qtbot, window, 1)
    played_on = window.model.match.to_json()
    monkeypatch.setattr(window, "ask_save_first", lambda *_: "save")
    assert window.open_game_file(path)
    assert window.model.match.to_json() == played_on == load_game(path).match.to_json()
    assert window.save_is_current()
    # A file kept each game: none was given up for good.
    assert all(t.games_abandoned == 0 for t in window.statistics.tallies.values())


def test_a_game_given_up_for_good_is_counted(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A losing game dealt over, never saved, left the record spotless: it counts as given
    up (not as played), under its level and rules; "No" keeps it and counts nothing."""
    window.start()
    play_human_moves(qtbot, window, 1)
    key = window._statistics_key(window.model.game_level)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    window.confirm_new_game()
    assert window.model.round.history and window.statistics.tally(*key).games_abandoned == 0
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    given_up = window.model.round.deal
    window.confirm_new_game()
    assert not window.model.round.history
    # Killed now, the autosave still holds the game given up, to be resumed: it is not
    # counted yet (it was, and then counted as played once finished after the resume).
    assert load_game(window.autosaver.path).match.round.deal == given_up
    assert StatisticsStore(window._data_dir).load()[0].tally(*key).games_abandoned == 0
    qtbot.waitUntil(lambda: window.statistics.tally(*key).games_abandoned == 1)
    assert load_game(window.autosaver.path).match.round.deal == window.model.round.deal
    tally = window.statistics.tally(*key)
    assert (tally.games_abandoned, tally.games_played) == (1, 0)
    assert StatisticsStore(window._data_dir).load()[0].tally(*key).games_abandoned == 1
    # Nothing played in the new game: dealing again gives nothing up.
    window.confirm_new_game()
    assert window.statistics.tally(*key).games_abandoned == 1
    window.statistics_action.trigger()
    dialog = window.active_dialog
    assert isinstance(dialog, StatisticsDialog)
    assert dialog.names["abandoned"].text() == "Games given up:"
    assert dialog.values["abandoned"].text() == "1"


def test_two_games_given_up_before_the_autosave_s_signal_both_count(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The reviewer's pass: the second game given up, the first one's replacement written
    but its signal not yet come (a slow disk), took the first one's place in waiting, and
    the first was never counted."""
    window.start()
    play_human_moves(qtbot, window, 1)
    key = window._statistics_key(window.model.game_level)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window.confirm_new_game()  # the first, waiting for the next write
    window.autosaver.save_now()
    assert window.autosaver.flush(5)  # (written; its signal still queued)
    window._count_abandoned()  # the second
    qtbot.waitUntil(lambda: window.statistics.tally(*key).games_abandoned == 1)
    window.autosaver.save_now()
    qtbot.waitUntil(lambda: window.statistics.tally(*key).games_abandoned == 2)


def test_a_game_given_up_just_before_quitting_is_counted(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The count waits for the autosave's next write, whose signal comes after the window
    has gone when the player quits at once: it is counted as the window closes."""
    window.start()
    play_human_moves(qtbot, window, 1)
    key = window._statistics_key(window.model.game_level)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window.confirm_new_game()
    window.close()
    assert StatisticsStore(window._data_dir).load()[0].tally(*key).games_abandoned == 1


def test_moves_taken_back_to_the_first_card_are_a_game_in_progress(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Taken back to its first card, the game's moves can still be played again: a new
    game asks first, as it does for any game under way."""
    window.start(first_dealer=COMPUTER)  # the player leads
    qtbot.waitUntil(window.model.is_human_turn, timeout=5000)
    window.model.play_human(window.model.human_legal_actions()[0])
    assert window.model.undo() and not window.model.round.history
    asked: list[str] = []

    def question(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        asked.append(str(args[1]))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    window.confirm_new_game()
    assert asked and window.model.can_redo()
    # The code review: new rules chosen in Settings dealt it anew at once, its moves lost,
    # while Settings said they would wait for the next game.
    dealt = window.model.round.deal
    window.apply_settings(
        window.settings.replace(rules=RuleSet.from_preset("marjolet", {"target": 2000}))
    )
    assert window.model.round.deal == dealt and window.model.can_redo()


def test_save_as_asks_before_replacing_a_game_named_without_its_extension(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """ "evening" typed in the dialog, which asked nothing (no such file), saved as
    "evening.marjolet" over another game without a word."""
    evening = tmp_path / "evening.marjolet"
    shutil.copyfile(DATA / "savegame-schema1.marjolet", evening)
    before = evening.read_bytes()
    window.start()
    play_human_moves(qtbot, window, 2)
    asked = answer_the_save_dialog(monkeypatch, tmp_path / "evening", tmp_path / "other")
    assert window.save_game_as()
    assert asked == ["evening.marjolet already exists. Replace it?"]
    assert evening.read_bytes() == before  # declined: asked again, saved as "other"
    assert window.save_path == tmp_path / "other.marjolet"
    assert load_game(tmp_path / "other.marjolet").match.to_json() == window.model.match.to_json()


def test_save_as_refuses_a_name_too_long_once_the_extension_is_added(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The attacker's pass: 250 letters typed in the Save dialog, which the extension
    took past the system's limit: checking whether the file existed raised, and the game
    showed "Something went wrong". The name is refused in words and asked again."""
    window.start()
    play_human_moves(qtbot, window, 1)
    asked = answer_the_save_dialog(monkeypatch, tmp_path / ("a" * 250), tmp_path / "short")
    assert window.save_game_as()
    assert len(asked) == 1
    assert asked[0].endswith("the name is too long. Choose another name.")
    assert window.save_path == tmp_path / "short.marjolet"


def test_the_game_s_own_files_are_no_saved_game(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The autosave opened as a game (Open starts in its folder once an unfinished game
    was kept there), or chosen in Save as, became the game's file: every move and then a
    new game wrote over the player's saved game."""
    window.start()
    play_human_moves(qtbot, window, 2)
    autosave = window.autosaver.path
    asked = answer_the_save_dialog(monkeypatch, autosave, tmp_path / "mine.marjolet")
    assert window.save_game_as()
    assert len(asked) == 1 and "written over at every move" in asked[0]
    assert window.save_path == tmp_path / "mine.marjolet"
    seen: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "information", lambda parent, title, text, *a: seen.append(text)
    )
    for own in (autosave, backup_path(autosave)):
        assert not window.open_game_file(own)
    assert len(seen) == 2 and "already open" in seen[0]
    assert window.save_path == tmp_path / "mine.marjolet"


@pytest.mark.parametrize("own", ["settings", "statistics"])
def test_an_export_over_the_game_s_other_files_is_refused(
    window: MainWindow,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    own: str,
) -> None:
    """The attacker's pass: a round exported as the settings file was reported done,
    then the game wrote its settings over it at once (the round left only in the
    backup, the settings' own backup gone)."""
    window.start()
    store = SettingsStore(tmp_path / "config")
    window._store = store
    target = {
        "settings": store.path,
        "statistics": window.statistics_store.path,
    }[own]
    asked = answer_the_save_dialog(monkeypatch, target, tmp_path / "round.json")
    assert window.ask_export_path() == tmp_path / "round.json"
    assert len(asked) == 1 and "writes by itself" in asked[0]


def test_the_replace_question_names_the_file_written(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """ "notes.marjolet" typed in Export (its extension .json): Qt asked whether to replace
    "notes.marjolet", and "notes.marjolet.json" was written. The dialog asks nothing now;
    the game asks of the file it writes, and only when it is there."""
    (tmp_path / "notes.marjolet").write_text("mine")
    window.start()
    asked = answer_the_save_dialog(monkeypatch, tmp_path / "notes.marjolet")
    assert window.ask_export_path() == tmp_path / "notes.marjolet.json"
    assert asked == []
    (tmp_path / "round.json").write_text("{}")
    asked = answer_the_save_dialog(monkeypatch, tmp_path / "round.json")
    assert window.ask_export_path() is None  # (No, then the dialog cancelled)
    assert asked == ["round.json already exists. Replace it?"]


@pytest.mark.parametrize("folder", ["/" + "x" * 5000, "/tmp/a\0b", "/proc/1/fd/nowhere"])
def test_a_remembered_folder_that_cannot_be_checked_stops_no_dialog(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, folder: str
) -> None:
    """Path.is_dir raises for a name too long (or a folder gone with its network share):
    every Save as, Open and Export opened the crash dialog instead, start after start."""
    win = MainWindow(quick_settings(last_folder=folder, open_folder=folder), seed=3)
    qtbot.addWidget(win)
    starts: list[str] = []

    def cancelled(
        parent: object, title: str, start: str, *args: object, **options: object
    ) -> tuple[str, str]:
        starts.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", cancelled)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", cancelled)
    assert win.ask_save_path() is None
    assert win.ask_open_path("Open", "*") is None
    assert len(starts) == 2 and not any(start.startswith(folder) for start in starts)
    win.close()
