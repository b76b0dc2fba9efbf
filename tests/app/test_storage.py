"""Atomic versioned JSON files: round trip, backup, migrations, refusals, write failures."""

from __future__ import annotations

import codecs
import errno
import json
import os
import stat
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from marjolet_qt.app.storage import (
    CorruptFileError,
    MissingFileError,
    NewerSchemaError,
    StorageError,
    backup_path,
    read_json,
    set_aside,
    system_reason,
    write_json_atomic,
)
from marjolet_qt.engine.atomic import TEMP_NAME, temp_name_of, write_synced_temp


def test_round_trip_carries_the_schema(tmp_path: Path) -> None:
    path = tmp_path / "data.json"
    write_json_atomic(path, {"name": "Émile", "points": [1, 2]}, schema=3)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document == {"schema": 3, "name": "Émile", "points": [1, 2]}
    assert read_json(path, 3) == {"name": "Émile", "points": [1, 2]}


def test_writing_keeps_the_previous_version_as_bak(tmp_path: Path) -> None:
    path = tmp_path / "data.json"
    write_json_atomic(path, {"n": 1}, 1)
    assert not backup_path(path).exists()
    write_json_atomic(path, {"n": 2}, 1)
    assert read_json(path, 1) == {"n": 2}
    assert read_json(backup_path(path), 1) == {"n": 1}
    write_json_atomic(path, {"n": 3}, 1)
    assert read_json(backup_path(path), 1) == {"n": 2}
    # No temporary file is left behind.
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data.json", "data.json.bak"]


@pytest.fixture
def umask() -> Iterator[Callable[[int], int]]:
    """Set the process's umask for one test (the one before it is put back)."""
    before = os.umask(0o022)
    yield os.umask
    os.umask(before)


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
@pytest.mark.parametrize("mask", [0o022, 0o027, 0o002, 0o077])
def test_a_new_file_gets_the_umask_s_permissions(
    tmp_path: Path, umask: Callable[[int], int], mask: int
) -> None:
    """A game saved into the player's folder is like any program's saved file (it was
    private, 0600, whatever the umask said), and so are the game's own files: nothing in
    them is kept from others on purpose, and docs/files.md never said so."""
    umask(mask)
    path = tmp_path / "evening.marjolet"
    write_json_atomic(path, {"n": 1}, 1)
    assert path.stat().st_mode & 0o777 == 0o666 & ~mask


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_writing_again_keeps_the_file_s_permissions(
    tmp_path: Path, umask: Callable[[int], int]
) -> None:
    """A saved game shared read-only with others stays so when saved again (the attacker
    found it, and its backup, made private by the temporary file's permissions)."""
    umask(0o077)
    path = tmp_path / "shared.marjolet"
    write_json_atomic(path, {"n": 1}, 1)
    path.chmod(0o644)
    write_json_atomic(path, {"n": 2}, 1)
    assert path.stat().st_mode & 0o777 == 0o644
    assert backup_path(path).stat().st_mode & 0o777 == 0o644


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_a_private_file_is_never_readable_by_others_while_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, umask: Callable[[int], int]
) -> None:
    """Its new content waits in a temporary file as private as the file itself, though
    the umask would let others read a new file."""
    umask(0o022)
    path = tmp_path / "diary.json"
    write_json_atomic(path, {"n": 1}, 1)
    path.chmod(0o600)
    modes: list[int] = []
    real_fsync = os.fsync

    def watched(fd: int) -> None:
        mode = os.fstat(fd).st_mode
        if stat.S_ISREG(mode):
            modes.append(mode & 0o777)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", watched)
    write_json_atomic(path, {"n": 2}, 1)
    assert modes == [0o600, 0o600]  # the backup's copy, then the new content
    assert path.stat().st_mode & 0o777 == 0o600


# --- names at the system's limit ---------------------------------------------------------------


#: File names of exactly 255 bytes, the most the usual file systems take: ASCII, two-byte
#: and four-byte characters, whose cut must fall between characters.
LONGEST_NAMES = [
    "a" * 246 + ".marjolet",
    "é" * 123 + ".marjolet",
    "\U0001f0a1" * 61 + "ab.marjolet",
]
NAME_IDS = ["short", "ascii", "two-byte", "four-byte"]


@pytest.mark.parametrize("name", LONGEST_NAMES, ids=NAME_IDS[1:])
def test_a_name_of_255_bytes_can_be_saved_and_saved_again(tmp_path: Path, name: str) -> None:
    """The temporary file's name (``.NAME.XXXXXXXX.tmp``) once passed the limit: a name
    of 242 to 255 bytes could not be saved. Its backup's name cannot fit either: such a
    file is written again without one rather than not at all."""
    assert len(name.encode("utf-8")) == 255
    path = tmp_path / name
    write_json_atomic(path, {"n": 1}, 1)
    write_json_atomic(path, {"n": 2}, 1)
    assert read_json(path, 1) == {"n": 2}
    assert [p.name for p in tmp_path.iterdir()] == [name]


def test_a_folder_named_like_the_backup_costs_the_backup_not_the_save(tmp_path: Path) -> None:
    """The attacker's report: a folder named ``autosave.marjolet.bak`` stopped every
    autosave ("it is a folder", of the wrong file) and each try left a temporary copy
    behind. The file is saved without its backup, the folder untouched, nothing left."""
    path = tmp_path / "autosave.marjolet"
    write_json_atomic(path, {"n": 1}, 1)
    backup_path(path).mkdir()
    (backup_path(path) / "inside").write_text("the player's")
    write_json_atomic(path, {"n": 2}, 1)
    write_json_atomic(path, {"n": 3}, 1)
    assert read_json(path, 1) == {"n": 3}
    assert (backup_path(path) / "inside").read_text() == "the player's"
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name, backup_path(path).name]


def refuse_replacing(
    monkeypatch: pytest.MonkeyPatch, refused: Callable[[Path], bool], error: OSError
) -> None:
    """``os.replace`` (the atomic step of every save) raises ``error`` onto a target
    ``refused`` picks, and replaces as usual onto any other."""
    real = os.replace

    def replace(source: str | Path, target: str | Path) -> None:
        if refused(Path(target)):
            raise error
        real(source, target)

    monkeypatch.setattr(os, "replace", replace)


def test_a_backup_that_cannot_be_put_in_place_leaves_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.marjolet"
    write_json_atomic(path, {"n": 1}, 1)
    error = OSError(errno.EIO, "input/output error")
    refuse_replacing(monkeypatch, lambda target: target.name.endswith(".bak"), error)
    with pytest.raises(StorageError):
        write_json_atomic(path, {"n": 2}, 1)
    monkeypatch.undo()
    assert read_json(path, 1) == {"n": 1}
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # (no temporary file)


@pytest.mark.parametrize("length", [241, 242, 250, 251, 252, 255])
def test_the_backup_is_kept_whenever_its_name_fits(tmp_path: Path, length: int) -> None:
    path = tmp_path / ("b" * (length - 5) + ".json")
    write_json_atomic(path, {"n": 1}, 1)
    write_json_atomic(path, {"n": 2}, 1)
    written = {path.name, backup_path(path).name} if length + len(".bak") <= 255 else {path.name}
    assert set(os.listdir(tmp_path)) == written


@pytest.mark.parametrize("name", ["evening.marjolet", *LONGEST_NAMES], ids=NAME_IDS)
def test_a_temporary_name_fits_and_is_recognised(tmp_path: Path, name: str) -> None:
    temp = write_synced_temp(tmp_path, name, b"{}")
    assert len(temp.name.encode("utf-8")) <= 255
    assert TEMP_NAME.match(temp.name)
    assert temp_name_of(name, tmp_path).fullmatch(temp.name)
    assert name.startswith(temp.name[1:].rsplit(".", 2)[0])  # cut between characters


def test_a_file_s_temporary_names_are_its_own(tmp_path: Path) -> None:
    """What the clean-up of a player's folder takes for a leftover: never the player's
    files, nor another file's temporary files."""
    mine = temp_name_of("evening.marjolet", tmp_path)
    assert mine.fullmatch(".evening.marjolet.0a1b2c3d.tmp")
    for name in [
        "evening.marjolet",
        "evening.marjolet.bak",
        "evening.marjolet.0a1b2c3d.tmp",  # (not hidden: not ours)
        ".evening.marjolet.tmp",
        ".evening.marjolet.notes.tmp",
        ".evening.marjolet.0a1b2c3d.tmp.txt",
        ".evening.marjolet.bak.0a1b2c3d.tmp",  # the backup's
        ".evening.marjolet2.0a1b2c3d.tmp",
        ".Xevening.marjolet.0a1b2c3d.tmp",
    ]:
        assert not mine.fullmatch(name), name


# --- what killed writes left --------------------------------------------------------------------


def _leftover(folder: Path, name: str, age: float = 3600) -> Path:
    """The temporary file a write of ``name`` killed ``age`` seconds ago left in ``folder``."""
    temp = write_synced_temp(folder, name, b'{"half": ')
    when = time.time() - age
    os.utime(temp, (when, when))
    return temp


@pytest.mark.parametrize("name", ["evening.marjolet", *LONGEST_NAMES], ids=NAME_IDS)
def test_saving_removes_what_killed_saves_of_the_same_file_left(tmp_path: Path, name: str) -> None:
    """A Save as… into the player's folder killed midway left ``.NAME.XXXXXXXX.tmp``
    there (the start cleans only the game's own folders): saving the file again removes
    that file's leftovers, its backup's too, once they are old enough not to be another
    window's write under way; nothing else."""
    path = tmp_path / name
    killed = [_leftover(tmp_path, name), _leftover(tmp_path, backup_path(path).name)]
    young = _leftover(tmp_path, name, age=5)
    others = [_leftover(tmp_path, "other.marjolet"), tmp_path / ".notes.0a1b2c3d.tmp"]
    others.append(tmp_path / killed[0].name[1:])  # (the same, not hidden: the player's)
    for other in others[1:]:
        other.write_text("the player's")
        os.utime(other, (0, 0))
    write_json_atomic(path, {"n": 1}, 1)
    assert not any(temp.exists() for temp in killed)
    assert young.exists() and all(other.exists() for other in others)
    killed[0].mkdir()  # never a folder so named
    os.utime(killed[0], (0, 0))
    write_json_atomic(path, {"n": 2}, 1)
    assert killed[0].is_dir()


# --- what is not a file ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "message"),
    [
        ("folder", "evening.marjolet is a folder, not a file."),
        ("pipe", "evening.marjolet is not a regular file."),
    ],
)
def test_a_folder_or_a_pipe_is_not_called_damaged(tmp_path: Path, kind: str, message: str) -> None:
    path = tmp_path / "evening.marjolet"
    if kind == "folder":
        path.mkdir()
    else:
        os.mkfifo(path)  # (read without waiting for a writer)
    with pytest.raises(CorruptFileError) as info:
        read_json(path, 1)
    assert str(info.value) == message


def test_a_folder_that_cannot_be_opened_is_still_a_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Windows refuses to open a folder as a permission, not as a folder."""

    def refuse(*args: object, **kwargs: object) -> int:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr("marjolet_qt.engine.jsonfile.os.open", refuse)
    with pytest.raises(CorruptFileError, match="is a folder, not a file"):
        read_json(tmp_path, 1)


def test_not_a_file_in_french(tmp_path: Path, french: QApplication) -> None:
    (tmp_path / "soir.marjolet").mkdir()
    os.mkfifo(tmp_path / "tube.json")
    with pytest.raises(CorruptFileError) as folder:
        read_json(tmp_path / "soir.marjolet", 1)
    with pytest.raises(CorruptFileError) as pipe:
        read_json(tmp_path / "tube.json", 1)
    assert str(folder.value) == "soir.marjolet est un dossier, pas un fichier."
    assert str(pipe.value) == "tube.json n’est pas un fichier ordinaire."


def test_a_byte_order_mark_is_not_damage(tmp_path: Path) -> None:
    """Windows' Notepad begins a file it saves as UTF-8 with one."""
    path = tmp_path / "data.json"
    path.write_bytes(codecs.BOM_UTF8 + '{"schema": 1, "name": "Émile"}'.encode())
    assert read_json(path, 1) == {"name": "Émile"}


def test_a_failed_write_leaves_the_old_file_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "data.json"
    write_json_atomic(path, {"n": 1}, 1)
    error = OSError(28, "No space left on device")
    refuse_replacing(monkeypatch, lambda target: target == path, error)
    with pytest.raises(StorageError, match="disk is full"):
        write_json_atomic(path, {"n": 2}, 1)
    monkeypatch.undo()
    assert read_json(path, 1) == {"n": 1}
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root ignores permissions")
def test_read_only_folder_gives_storage_error(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(StorageError, match="read-only"):
            write_json_atomic(folder / "data.json", {"n": 1}, 1)
    finally:
        folder.chmod(0o700)


def test_permission_error_is_worded_for_the_player(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same as above, also when the tests run as root (containers)."""

    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("marjolet_qt.engine.atomic._new_temp_file", refuse)
    with pytest.raises(StorageError, match="read-only") as info:
        write_json_atomic(tmp_path / "data.json", {"n": 1}, 1)
    assert info.value.path == tmp_path / "data.json"


def test_the_systems_refusals_are_worded_for_the_player(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The system's own words are English on most machines: the usual causes are said in
    the game's words (translated), whatever the system's language."""
    loop = tmp_path / "loop.json"
    loop.symlink_to(loop)
    with pytest.raises(StorageError) as circle:
        read_json(loop, 1)
    assert str(circle.value) == "Could not read loop.json: its links lead round in a circle."

    def refuse(*args: object, **kwargs: object) -> int:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr("marjolet_qt.engine.jsonfile.os.open", refuse)
    with pytest.raises(StorageError) as denied:
        read_json(tmp_path / "secret.json", 1)
    assert str(denied.value) == "Could not read secret.json: permission denied."
    assert system_reason(errno.EIO, "Input/output error") == (
        "the disk could not be read or written"
    )
    assert system_reason(None, "Something rare") == "Something rare"
    # The attacker's French banner read "(Not a directory)": every cause a player can
    # meet is the game's own words.
    for number in (errno.ENOTDIR, errno.ENOTCONN, errno.ESTALE, errno.ETIMEDOUT):
        assert system_reason(number, "English") != "English", number


def test_a_name_that_is_not_text_is_refused_in_words(tmp_path: Path) -> None:
    """A path from a folder whose name is not UTF-8 (Python holds it with a lone
    surrogate) cannot be written in a UTF-8 file: a StorageError in the player's words,
    not Python's UnicodeEncodeError escaping the storage layer."""
    with pytest.raises(StorageError, match="not text"):
        write_json_atomic(tmp_path / "x.json", {"file": "/jeux-caf\udce9/soir.marjolet"}, 1)
    assert not (tmp_path / "x.json").exists()


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(MissingFileError):
        read_json(tmp_path / "none.json", 1)
    with pytest.raises(FileNotFoundError):  # also an ordinary FileNotFoundError
        read_json(tmp_path / "none.json", 1)


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"", "empty"),
        (b"  \n", "empty"),
        (b'{"schema": 1, "n": ', "not valid JSON"),
        (b"\xff\xfe\x00garbage", "not text"),
        (b"[1, 2, 3]", "JSON object"),
        (b'{"schema": "one"}', "schema number"),
        (b'{"schema": -1}', "schema number"),
        (b'{"schema": true}', "schema number"),
    ],
)
def test_unusable_files_are_corrupt(tmp_path: Path, content: bytes, words: str) -> None:
    path = tmp_path / "data.json"
    path.write_bytes(content)
    with pytest.raises(CorruptFileError, match=words):
        read_json(path, 1)


def test_newer_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "data.json"
    write_json_atomic(path, {"n": 1}, 7)
    with pytest.raises(NewerSchemaError, match="newer version") as info:
        read_json(path, 2)
    assert (info.value.found, info.value.supported) == (7, 2)


def test_migrations_run_in_order(tmp_path: Path) -> None:
    path = tmp_path / "data.json"
    path.write_text('{"old": 5}')  # no schema number: schema 0
    migrations = {
        0: lambda d: {"middle": d["old"] * 2},
        1: lambda d: {"new": d["middle"] + 1},
    }
    assert read_json(path, 2, migrations) == {"new": 11}
    write_json_atomic(path, {"middle": 1}, 1)
    assert read_json(path, 2, migrations) == {"new": 2}


def test_missing_or_failing_migration_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "data.json"
    write_json_atomic(path, {"x": 1}, 1)
    with pytest.raises(CorruptFileError, match="format 1 can no longer be read"):
        read_json(path, 2, {})
    with pytest.raises(CorruptFileError, match="could not be converted"):
        read_json(path, 2, {1: lambda d: {"y": d["missing"]}})


def test_set_aside_keeps_every_bad_file(tmp_path: Path) -> None:
    path = tmp_path / "data.json"
    kept = []
    for text in ("one", "two"):
        path.write_text(text)
        target = set_aside(path, "bad")
        assert target is not None
        kept.append(target)
    assert not path.exists()
    assert sorted(p.read_text() for p in kept) == ["one", "two"]
    assert all(p.name.startswith("data.json.bad-") for p in kept)
    assert set_aside(tmp_path / "gone.json") is None


# --- never a file the game would refuse to read --------------------------------------------


def test_a_document_too_large_to_read_again_is_written_compact_shrunk_or_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A long game with every round reviewed was written at 10 MB, past the 8 MB the game
    reads, and set aside as damaged at the next start: the match lost. Too large
    indented, a document is written compact; too large still, shrunk by what it can do
    without; too large even so, refused with a message (the file before it stays)."""
    from marjolet_qt.engine import jsonfile  # noqa: PLC0415

    document = {"rows": [[n, n + 1] for n in range(200)], "cache": ["x" * 50] * 40}
    indented = len(json.dumps({"schema": 1, **document}, indent=2))
    compact = len(json.dumps({"schema": 1, **document}, separators=(",", ":")))
    path = tmp_path / "big.json"
    monkeypatch.setattr(jsonfile, "MAX_FILE_BYTES", (indented + compact) // 2)
    write_json_atomic(path, document, 1)
    assert path.stat().st_size <= jsonfile.MAX_FILE_BYTES
    assert json.loads(path.read_text())["rows"] == document["rows"]

    def drop_cache(doc: dict[str, object], excess: int) -> bool:
        assert excess > 0
        return doc.pop("cache", None) is not None

    monkeypatch.setattr(jsonfile, "MAX_FILE_BYTES", compact - 500)
    with pytest.raises(StorageError, match="larger than"):
        write_json_atomic(path, document, 1)
    assert json.loads(path.read_text())["cache"]  # (the file before it stays)
    write_json_atomic(path, document, 1, shrink=drop_cache)
    written = json.loads(path.read_text())
    assert "cache" not in written and written["rows"] == document["rows"]
