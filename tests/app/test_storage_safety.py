"""What the player was told is kept stays kept, and a write never destroys what it should not.

The reviewer's findings, each driven through the real stores and the real window:

* a file recovered from its backup (settings, statistics) is written back at once, so
  the second start finds it, and the backup is never rotated away by a fresh start;
* a file missing beside a good backup is recovered with a message, not ignored (and a
  declined autosave takes its backup along, so it is not offered again);
* a write refuses a target that is not a regular file (a pipe, a folder) instead of
  renaming a plain file over it, writes through a symbolic link, and creates missing
  folders only for the game's own files, never for a path the player chose;
* a data folder that exists but refuses writes is not said to be missing.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from marjolet_qt.app import savegame, storage
from marjolet_qt.app.save_banner import SaveBanner
from marjolet_qt.app.savegame import SAVE_SCHEMA, SavedGame, load_game
from marjolet_qt.app.settings import Settings, SettingsStore
from marjolet_qt.app.statistics import Statistics, StatisticsStore, Tally, read_statistics
from marjolet_qt.app.storage import (
    MissingFileError,
    StorageError,
    backup_path,
    load_or_recover,
    read_json,
    write_json_atomic,
)
from marjolet_qt.app.window_parts import files

from .test_persistence import messages
from .test_robust_start import make_window, saved_game_with_moves

# --- the stores, two starts in a row ----------------------------------------------------------


@dataclass(frozen=True)
class StoreCase:
    """One store that recovers from its backup, and two values to save in it."""

    name: str
    open: Callable[[Path], Any]
    #: What the backup holds (saved first), and what the file holds (saved second).
    first: Any
    second: Any
    #: What a loaded value is compared by.
    key: Callable[[Any], Any]


def _statistics(games: int) -> Statistics:
    return Statistics({("hard", "marjolet"): Tally(games_played=games, games_won=1)})


CASES = [
    StoreCase(
        "settings",
        SettingsStore,
        Settings(language="fr", card_back="green", level="hard"),
        Settings(language="en", card_back="red"),
        lambda settings: settings,
    ),
    StoreCase(
        "statistics",
        StatisticsStore,
        _statistics(3),
        _statistics(4),
        lambda statistics: statistics.tallies,
    ),
]


def damage(path: Path, how: str) -> None:
    """Put something unusable (or nothing) where the file ``path`` was."""
    path.unlink()
    if how == "missing":
        return
    if how == "folder":
        path.mkdir()
    elif how == "pipe":
        os.mkfifo(path)
    elif how == "link to nothing":
        elsewhere = path.parent / "elsewhere"
        elsewhere.mkdir()
        path.symlink_to(elsewhere / path.name)
    else:
        raise AssertionError(how)


def check_two_starts(case: StoreCase, folder: Path, spoil: Callable[[Path], None]) -> None:
    """The backup is used at the first start, still there at the second (silently), and
    still in the backup after the session's next two writes."""
    store = case.open(folder)
    store.save(case.first)
    store.save(case.second)  # the backup holds the first
    spoil(store.path)

    restored, warning = case.open(folder).load()
    assert case.key(restored) == case.key(case.first)
    assert warning

    again = case.open(folder)
    value, warning = again.load()
    assert (case.key(value), warning) == (case.key(case.first), None)
    again.save(value)
    again.save(value)
    # The backup still holds what was restored: spoil the file again and see.
    damage(again.path, "missing")
    assert case.key(case.open(folder).load()[0]) == case.key(case.first)


def _truncate(content: bytes, fraction: float) -> bytes:
    """A beginning of a JSON object that stops before its closing brace."""
    return content.rstrip()[: int(fraction * (len(content.rstrip()) - 1))]


#: Contents no store can read: empty, cut short, not text, not an object, a bad schema.
#: (Each is a function of the good file's content, for the cut.)
DAMAGED: st.SearchStrategy[Callable[[bytes], bytes]] = st.one_of(
    st.sampled_from([b"", b" \n", b"[]", b"null", b'"settings"', b'{"schema": "one"}']).map(
        lambda junk: lambda good: junk
    ),
    st.floats(0, 1).map(lambda fraction: lambda good: _truncate(good, fraction)),
    st.binary(max_size=64).map(lambda junk: lambda good: b"\xff" + junk),
    st.lists(st.integers(), max_size=5).map(lambda items: lambda good: json.dumps(items).encode()),
)


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
@given(spoil=DAMAGED)
def test_damaged_contents_are_restored_for_good(
    case: StoreCase, spoil: Callable[[bytes], bytes]
) -> None:
    def write_damage(path: Path) -> None:
        path.write_bytes(spoil(path.read_bytes()))

    with tempfile.TemporaryDirectory() as name:
        check_two_starts(case, Path(name), write_damage)


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
@pytest.mark.parametrize("how", ["missing", "folder", "pipe", "link to nothing"])
def test_damaged_or_missing_files_are_restored_for_good(
    tmp_path: Path, case: StoreCase, how: str
) -> None:
    check_two_starts(case, tmp_path, lambda path: damage(path, how))


def test_the_first_start_says_the_statistics_were_restored(tmp_path: Path) -> None:
    """(The reviewer's words, and the file back in place before anything is played.)"""
    store = StatisticsStore(tmp_path)
    store.save(_statistics(3))
    store.save(_statistics(4))
    store.path.write_bytes(store.path.read_bytes()[:100])
    _, warning = StatisticsStore(tmp_path).load()
    assert warning and "damaged" in warning and "were restored" in warning
    # The whole path: the data folder is hidden, and the player must find it by hand.
    assert f"kept as {store.path}.bad-" in warning
    assert read_statistics(store.path).tallies == _statistics(3).tallies
    damage(store.path, "missing")
    _, warning = StatisticsStore(tmp_path).load()
    assert warning == (
        "statistics.json does not exist. The statistics saved before, from "
        f"{storage.format_time(backup_path(store.path).stat().st_mtime)}, were restored."
    )


def test_missing_settings_say_their_backup_is_used(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    store.save(Settings(language="fr"))
    store.save(Settings(language="en"))
    store.path.unlink()
    settings, warning = SettingsStore(tmp_path).load()
    assert settings.language == "fr"
    assert warning and "settings.json does not exist" in warning
    assert "saved before" in warning and "kept" not in warning


def test_wrong_settings_keep_their_good_fields_for_good(tmp_path: Path) -> None:
    """One bad field costs only itself, at this start and the next ones."""
    store = SettingsStore(tmp_path)
    store.save(Settings(card_back="red"))
    store.save(Settings(card_back="purple"))
    store.path.write_text(
        json.dumps({"schema": 2, "language": "fr", "card_back": "green", "level": 3})
    )
    settings, warning = SettingsStore(tmp_path).load()
    assert (settings.language, settings.card_back, settings.level) == ("fr", "green", "medium")
    assert warning and "level" in warning
    assert SettingsStore(tmp_path).load() == (settings, None)
    assert len(list(tmp_path.glob("settings.json.bad-*"))) == 1


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_nothing_saved_is_still_silent(tmp_path: Path, case: StoreCase) -> None:
    """No file and no usable backup: the defaults, without a word, and nothing written."""
    backup_path(case.open(tmp_path).path).write_text("[")
    value, warning = case.open(tmp_path).load()
    assert warning is None
    assert case.key(value) == case.key(type(case.first)())
    assert not case.open(tmp_path).path.exists()


def test_statistics_stuck_in_place_are_never_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A damaged file that cannot be moved aside would be written over, and the next
    write would rotate it over the good backup: nothing is written this session."""
    store = StatisticsStore(tmp_path)
    store.save(_statistics(3))
    store.save(_statistics(4))
    store.path.write_bytes(b"")
    monkeypatch.setattr(storage, "set_aside", lambda path, tag="bad": None)
    stuck = StatisticsStore(tmp_path)
    statistics, warning = stuck.load()
    assert statistics.tallies == _statistics(3).tallies
    assert warning and "could not be moved aside" in warning and "?" not in warning
    stuck.save(statistics)
    stuck.save(statistics)
    assert store.path.read_bytes() == b""
    assert read_statistics(backup_path(store.path)).tallies == _statistics(3).tallies


# --- the shared layer --------------------------------------------------------------------------


def _read(path: Path) -> dict[str, Any]:
    return read_json(path, 1)


def test_a_missing_file_with_a_good_backup_is_recovered(tmp_path: Path) -> None:
    path = tmp_path / "data.json"
    write_json_atomic(backup_path(path), {"n": 1}, 1)
    found = load_or_recover(path, _read)
    assert isinstance(found.problem, MissingFileError)
    assert (found.missing, found.kept, found.backup, found.restored) == (True, None, {"n": 1}, True)
    assert not found.in_place
    assert _read(path) == {"n": 1}


def test_the_autosave_is_not_restored_before_the_player_says_so(tmp_path: Path) -> None:
    path = tmp_path / "data.json"
    write_json_atomic(path, {"n": 1}, 1)
    write_json_atomic(path, {"n": 2}, 1)
    path.write_text("{")
    found = load_or_recover(path, _read, restore=False)
    assert (found.backup, found.restored) == ({"n": 1}, False)
    assert not path.exists()


# --- writing -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "words"),
    [("pipe", "a device, a pipe or a socket"), ("folder", "it is a folder")],
)
@pytest.mark.parametrize("create_folder", [False, True])
def test_what_is_not_a_regular_file_is_never_replaced(
    tmp_path: Path, kind: str, words: str, create_folder: bool
) -> None:
    path = tmp_path / "data.json"
    if kind == "pipe":
        os.mkfifo(path)
    else:
        path.mkdir()
    with pytest.raises(StorageError, match=words) as info:
        write_json_atomic(path, {"n": 1}, 1, create_folder=create_folder)
    assert str(info.value).startswith("Could not save data.json: ")
    mode = os.lstat(path).st_mode
    assert stat.S_ISFIFO(mode) if kind == "pipe" else stat.S_ISDIR(mode)
    assert [p.name for p in tmp_path.iterdir()] == ["data.json"]  # no backup, no temp


def test_a_link_is_written_through(tmp_path: Path) -> None:
    """The linked file gets the new content and the link stays; the backup is beside
    the link, where the stores look for it."""
    real = tmp_path / "dotfiles" / "settings.json"
    real.parent.mkdir()
    write_json_atomic(real, {"n": 1}, 1)
    link = tmp_path / "config" / "settings.json"
    link.parent.mkdir()
    link.symlink_to(real)
    write_json_atomic(link, {"n": 2}, 1)
    assert link.is_symlink() and link.resolve() == real
    assert read_json(real, 1) == {"n": 2}
    assert read_json(backup_path(link), 1) == {"n": 1}
    assert sorted(p.name for p in real.parent.iterdir()) == ["settings.json"]


def test_a_link_to_nothing_is_written_through(tmp_path: Path) -> None:
    real = tmp_path / "elsewhere" / "data.json"
    real.parent.mkdir()
    link = tmp_path / "data.json"
    link.symlink_to(real)
    write_json_atomic(link, {"n": 1}, 1)
    assert link.is_symlink() and read_json(real, 1) == {"n": 1}


def test_a_link_to_a_pipe_is_refused(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    link = tmp_path / "data.json"
    link.symlink_to(pipe)
    with pytest.raises(StorageError, match="a device, a pipe or a socket"):
        write_json_atomic(link, {"n": 1}, 1)
    assert link.is_symlink() and stat.S_ISFIFO(os.stat(link).st_mode)


def test_missing_folders_are_made_only_for_the_games_own_files(tmp_path: Path) -> None:
    path = tmp_path / "no such folder" / "data.json"
    with pytest.raises(StorageError, match=r"the folder .*no such folder does not exist"):
        write_json_atomic(path, {"n": 1}, 1)
    assert not path.parent.exists()
    write_json_atomic(path, {"n": 1}, 1, create_folder=True)
    assert read_json(path, 1) == {"n": 1}


# --- the window ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "words"),
    [
        ("pipe", "a device, a pipe or a socket"),
        ("folder", "it is a folder"),
        ("missing folder", "does not exist"),
    ],
)
def test_save_as_never_replaces_what_is_not_a_game_file(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, kind: str, words: str
) -> None:
    window = make_window(qtbot, autosave=False)
    window.start()
    seen = messages(monkeypatch)
    target = tmp_path / "evening.marjolet"
    if kind == "pipe":
        os.mkfifo(target)
    elif kind == "folder":
        target.mkdir()
    else:
        target = tmp_path / "no such folder" / "evening.marjolet"
    monkeypatch.setattr(window, "ask_save_path", lambda: target)
    window.save_as_action.trigger()
    assert len(seen) == 1 and words in seen[0]
    assert window.save_path is None
    if kind == "missing folder":
        assert list(tmp_path.iterdir()) == []
    else:
        mode = os.lstat(target).st_mode
        assert stat.S_ISFIFO(mode) if kind == "pipe" else stat.S_ISDIR(mode)
        assert list(tmp_path.iterdir()) == [target]
    window.close()


def test_save_as_through_a_link_keeps_the_link(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = make_window(qtbot, autosave=False)
    window.start()
    real = tmp_path / "shared" / "evening.marjolet"
    real.parent.mkdir()
    link = tmp_path / "evening.marjolet"
    link.symlink_to(real)
    monkeypatch.setattr(window, "ask_save_path", lambda: link)
    assert window.save_game_as()
    assert link.is_symlink()
    assert load_game(real).match.to_json() == window.model.match.to_json()
    window.close()


def test_a_missing_autosave_with_a_good_backup_is_offered(qtbot: QtBot) -> None:
    document = saved_game_with_moves(qtbot, 2)
    path = savegame.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_json_atomic(backup_path(path), document, SAVE_SCHEMA)
    window = make_window(qtbot)
    window.start_or_resume()
    box = window.active_dialog
    assert isinstance(box, QMessageBox) and box.objectName() == "restoreBackupQuestion"
    assert "missing" in box.text() and "kept" not in box.informativeText()
    assert window.autosaver.enabled  # nothing stuck in place to protect
    box.button(QMessageBox.StandardButton.Yes).click()
    assert window.model.match.to_json() == document["match"]
    qtbot.wait(10)  # closing in the event that answered a dialog crashes PySide
    window.close()


def test_a_declined_game_is_not_offered_again(qtbot: QtBot) -> None:
    """Declining keeps the autosave with its backup: a backup left alone would be
    recovered at the next start as a missing autosave's."""
    document = saved_game_with_moves(qtbot, 2)
    path = savegame.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_json_atomic(path, document, SAVE_SCHEMA)
    write_json_atomic(path, document, SAVE_SCHEMA)  # and its backup
    window = make_window(qtbot, autosave=False)
    window.start_or_resume()
    box = window.active_dialog
    assert isinstance(box, QMessageBox) and box.objectName() == "resumeQuestion"
    box.button(QMessageBox.StandardButton.No).click()
    (kept,) = path.parent.glob("unfinished game *.marjolet")
    assert backup_path(kept).exists()
    assert not path.exists() and not backup_path(path).exists()
    qtbot.wait(10)
    window.close()
    again = make_window(qtbot, autosave=False)
    again.start_or_resume()
    assert again.active_dialog is None
    again.close()


def test_a_declined_game_that_cannot_be_moved_holds_the_autosave_and_says_so(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The attacker's report: the declined game could not be moved (a read-only folder at
    the start), so the autosave stops to keep it; the folder writable again, the banner
    still gave the start's reason, and said it would go once saving worked again."""
    document = saved_game_with_moves(qtbot, 2)
    path = savegame.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_json_atomic(path, document, SAVE_SCHEMA)
    monkeypatch.setattr(files, "keep_declined", lambda *args: None)
    window = make_window(qtbot, autosave=False)
    window.start_or_resume()
    box = window.active_dialog
    assert isinstance(box, QMessageBox) and box.objectName() == "resumeQuestion"
    box.button(QMessageBox.StandardButton.No).click()
    assert not window.autosaver.enabled
    assert window.save_banner.isVisible()
    assert "the earlier autosave could not be moved aside" in window.save_banner.text()
    assert load_game(path).match.to_json() == SavedGame.from_json(document).match.to_json()
    window.close()


@pytest.mark.parametrize(
    ("obstacle", "words"),
    [
        ("read-only", "the folder exists but cannot be written to"),
        ("file above", "the folder cannot be created (part of its path is a file, not a folder)"),
        ("file", "a file stands where the folder should be"),
        ("loop", "the folder is a link, and its links lead round in a circle"),
        (
            "dangling",
            "the folder is a link to a place that does not exist (a drive not plugged in?)",
        ),
    ],
)
def test_the_data_folder_problem_says_what_is_true(
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    obstacle: str,
    words: str,
) -> None:
    folder = tmp_path / "marjolet-qt"
    if obstacle == "read-only":  # (root ignores permissions: the refusal is simulated)
        folder.mkdir()
        monkeypatch.setattr(storage, "_writable", lambda path: False)
    elif obstacle == "file above":
        (tmp_path / "share").write_text("not a folder")
        folder = tmp_path / "share" / "marjolet-qt"
    elif obstacle == "loop":  # (the attacker's pass: "a file stands", and a damaged file)
        (tmp_path / "other").symlink_to(folder)
        folder.symlink_to(tmp_path / "other")
    elif obstacle == "dangling":  # (a data folder on a drive not plugged in)
        folder.symlink_to(tmp_path / "media" / "games")
    else:
        folder.write_text("not a folder")
    seen = messages(monkeypatch)
    window = make_window(qtbot, data_dir=folder)
    text = window.save_banner.text()
    assert window.save_banner.isVisible()
    assert f"Your game is not being saved: {words}. Folder: {folder}." in text
    window.start_or_resume()  # (the autosave read through the loop: no "earlier autosave")
    text = window.save_banner.text()
    if obstacle == "loop":  # (the autosave held for the session: no "goes away" promised)
        assert f"not being saved automatically in this session: {words}. Folder: {folder}." in (
            text
        )
        assert "goes away" not in text and "earlier autosave" not in text
        # (The regression pass: no box about an unfinished game there may not be, nor
        # about statistics the folder keeps out of reach; the quit question gives the
        # folder's reason, not "an earlier game".)
        qtbot.wait(10)
        assert seen == [] and window.statistics_warning is None
        assert window._held_reason == words
    else:
        assert f"Your game is not being saved: {words}. Folder: {folder}." in text
    assert "damaged" not in (window.statistics_warning or "")
    window.close()


def test_a_held_autosave_in_a_read_only_folder_promises_nothing(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The code review: with the folder read-only, a declined game that could not be
    moved held the autosave for the session, and the banner said it would go "once
    saving works again": it never would."""
    document = saved_game_with_moves(qtbot, 2)
    path = savegame.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_json_atomic(path, document, SAVE_SCHEMA)
    monkeypatch.setattr(files, "keep_declined", lambda *args: None)
    monkeypatch.setattr(storage, "_writable", lambda folder: False)
    window = make_window(qtbot, autosave=False)
    window.start_or_resume()
    box = window.active_dialog
    assert isinstance(box, QMessageBox)
    box.button(QMessageBox.StandardButton.No).click()
    assert not window.autosaver.enabled
    text = window.save_banner.text()
    assert "not being saved automatically in this session" in text
    assert "the folder exists but cannot be written to" in text and "goes away" not in text
    # The tooltip and what a screen reader reads say the same, not the start's reason.
    assert window.save_banner.label.accessibleDescription() == text
    assert "in this session" in window.save_banner.label.toolTip()
    window.close()


def _refused(monkeypatch: pytest.MonkeyPatch, *refused: Path) -> None:
    """Make the system refuse to read ``refused`` (a file of another user: root, as the
    tests run, ignores permissions)."""
    real_open = os.open
    names = {str(path) for path in refused}

    def refusing(path: Any, *args: Any, **kwargs: Any) -> int:
        if str(path) in names:
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing)


@pytest.mark.parametrize("backup_readable", [False, True])
def test_statistics_the_system_will_not_read_are_left_and_never_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, backup_readable: bool
) -> None:
    """The attacker's pass: statistics.json of another user (permission denied) was
    renamed aside as damaged and the player's record started afresh, then written over
    the backup. It is not damaged: it is left, and nothing is written this session."""
    store = StatisticsStore(tmp_path)
    store.save(_statistics(3))
    store.save(_statistics(4))
    before = {path.name: path.read_bytes() for path in tmp_path.iterdir()}
    refused = [store.path] if backup_readable else [store.path, backup_path(store.path)]
    _refused(monkeypatch, *refused)
    stuck = StatisticsStore(tmp_path)
    statistics, warning = stuck.load()
    assert warning is not None
    assert "Could not read statistics.json: permission denied." in warning
    assert "damaged" not in warning and "kept as" not in warning
    assert "so as not to write over the file" in warning
    expected = _statistics(3).tallies if backup_readable else Statistics().tallies
    assert statistics.tallies == expected
    stuck.save(statistics)
    stuck.save(statistics)
    assert {path.name: path.read_bytes() for path in tmp_path.iterdir()} == before


def test_an_autosave_the_system_will_not_read_is_left_and_the_banner_says_so(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The attacker's pass: an autosave that could not be read (permission denied) was
    renamed ".unreadable" and a new game dealt over it. It is left where it is, the
    autosave held, and the banner says why in words that fit."""
    document = saved_game_with_moves(qtbot, 2)
    path = savegame.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_json_atomic(path, document, SAVE_SCHEMA)
    content = path.read_bytes()
    _refused(monkeypatch, path, backup_path(path))
    seen = messages(monkeypatch)
    window = make_window(qtbot, autosave=True)
    window.start_or_resume()
    assert not window.autosaver.enabled
    assert "the earlier autosave cannot be read, so it is not written over" in (
        window.save_banner.text()
    )
    assert path.read_bytes() == content
    assert not list(path.parent.glob("*.unreadable-*"))
    qtbot.waitUntil(lambda: bool(seen))
    assert seen == [
        "Could not read autosave.marjolet: permission denied.\n\n"
        "The game will not be saved automatically."
    ]
    window.close()


def test_the_banner_names_the_folder_once(qtbot: QtBot, tmp_path: Path) -> None:
    """A reason that already names the folder ("the folder … is read-only") is not
    followed by "Folder: …" again."""
    banner = SaveBanner()
    qtbot.addWidget(banner)
    folder = tmp_path / "games"
    error = PermissionError(errno.EACCES, "Permission denied")
    reason = str(storage.write_error(folder / "autosave.marjolet", error))
    assert str(folder) in reason
    banner.show_problem(reason, folder)
    assert banner.text().count(str(folder)) == 1, banner.text()
    banner.show_problem("the disk is full", folder)
    assert f"Folder: {folder}." in banner.text()


def test_a_long_folder_does_not_widen_the_banner(qtbot: QtBot) -> None:
    """The attacker's 4,000-byte data folder: the banner's unbroken path made the
    window wider than the screen, twenty lines high. It breaks at the path's separators
    and in long names, and a path too long to read is cut in its middle (whole in the
    tooltip)."""
    banner = SaveBanner()
    qtbot.addWidget(banner)
    folder = Path("/" + "/".join(["d" * 200] * 20))
    banner.show_problem("the disk is full", folder)
    assert f"Folder: {folder}." in banner.label.toolTip()
    assert f"Folder: {str(folder)[:53]}…" in banner.text()
    assert banner.minimumSizeHint().width() < 400
    assert banner.label.heightForWidth(600) < 8 * banner.fontMetrics().height()
    # A folder as long as the usual ones is whole in the label itself (copied as is).
    usual = Path("/home/someone-with-a-long-name/.local/share/marjolet-qt")
    banner.show_problem("the disk is full", usual)
    assert f"Folder: {usual}." in banner.label.text()


@pytest.mark.parametrize("number", [errno.EACCES, errno.EPERM])
def test_a_protected_file_in_a_writable_folder_is_not_blamed_on_the_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, number: int
) -> None:
    """The attacker's immutable saved game: "the folder … is read-only", of a folder
    that took files. The file is named as protected; a folder that takes no file is
    still named read-only."""
    error = PermissionError(number, "Operation not permitted")
    reason = str(storage.write_error(tmp_path / "g2.marjolet", error))
    assert "the file is protected against changes" in reason and "read-only." not in reason
    monkeypatch.setattr(storage, "_writable", lambda path: False)
    reason = str(storage.write_error(tmp_path / "g2.marjolet", error))
    assert f"the folder {tmp_path} is read-only" in reason


def test_a_folder_is_writable_when_a_file_can_be_made_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the system's permission bits say is not asked (Windows reads the read-only
    attribute alone, not who may write): a file is made there and removed, and nothing
    is left behind."""
    assert storage._writable(tmp_path) and list(tmp_path.iterdir()) == []
    assert not storage._writable(tmp_path / "missing")

    def refused(*args: object, **kwargs: object) -> object:
        raise PermissionError(errno.EACCES, "Access is denied")

    monkeypatch.setattr(os, "access", lambda *_: True)  # (what Windows would answer)
    monkeypatch.setattr(tempfile, "TemporaryFile", refused)
    assert not storage._writable(tmp_path)
    assert storage.ensure_folder(tmp_path) == "the folder exists but cannot be written to"


def test_a_file_that_is_a_link_in_a_circle_is_set_aside_not_left(tmp_path: Path) -> None:
    """The code review: statistics.json a link to itself was left in place as a file the
    system will not read, and statistics were never saved again. It holds nothing: it is
    set aside, and saving goes on."""
    store = StatisticsStore(tmp_path)
    store.path.symlink_to(store.path)
    _, warning = store.load()
    assert warning is not None and "its links lead round in a circle" in warning
    assert not store.read_only
    assert list(tmp_path.glob("statistics.json.bad-*"))
    store.save(_statistics(3))
    assert read_statistics(store.path).tallies == _statistics(3).tallies


def test_a_backup_the_system_will_not_read_is_never_rotated_away(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The code review: the file missing and its backup unreadable, nothing was said and
    the second save rotated the new file over the backup."""
    store = StatisticsStore(tmp_path)
    store.save(_statistics(3))
    store.save(_statistics(4))
    store.path.unlink()
    before = backup_path(store.path).read_bytes()
    _refused(monkeypatch, backup_path(store.path))
    again = StatisticsStore(tmp_path)
    _, warning = again.load()
    assert warning is not None and "statistics.json.bak: permission denied" in warning
    assert again.read_only
    again.save(_statistics(5))
    again.save(_statistics(5))
    assert backup_path(store.path).read_bytes() == before
    settings = SettingsStore(tmp_path)
    settings.save(Settings(card_back="green"))
    settings.save(Settings(card_back="red"))
    settings.path.unlink()
    _refused(monkeypatch, backup_path(store.path), backup_path(settings.path))
    _, said = settings.load()
    assert said is not None and "not saved in this session" in said
    with pytest.raises(StorageError):
        settings.save(Settings())


def test_a_write_into_a_folder_linked_to_nowhere_says_so(tmp_path: Path) -> None:
    """The regression pass: the autosave's first write into a data folder linked to a
    drive not plugged in said "a file stands where the folder … should be"."""
    folder = tmp_path / "marjolet-qt"
    folder.symlink_to(tmp_path / "media" / "games")
    with pytest.raises(StorageError) as failed:
        write_json_atomic(folder / "autosave.marjolet", {"n": 1}, 1, create_folder=True)
    assert str(failed.value) == (
        "Could not save autosave.marjolet: the folder is a link to a place that does not "
        "exist (a drive not plugged in?)."
    )


def test_a_link_to_nowhere_above_the_folder_is_named(tmp_path: Path) -> None:
    """The code review: a folder on the way a dangling link, the banner called the data
    folder itself the link."""
    (tmp_path / "share").symlink_to(tmp_path / "media" / "share")
    problem = storage.ensure_folder(tmp_path / "share" / "marjolet-qt")
    assert problem == (
        f"a folder on its way ({tmp_path / 'share'}) is a link to a place that does not exist "
        "(a drive not plugged in?)"
    )
