"""Atomic versioned JSON files: round trip, backup, migrations, refusals, write failures."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

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


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_writing_again_keeps_the_file_s_permissions(tmp_path: Path) -> None:
    """A saved game shared read-only with others stays so when saved again (the attacker
    found it, and its backup, made private by the temporary file's permissions)."""
    path = tmp_path / "shared.marjolet"
    write_json_atomic(path, {"n": 1}, 1)
    assert path.stat().st_mode & 0o777 == 0o600  # (a new file: private to the player)
    path.chmod(0o644)
    write_json_atomic(path, {"n": 2}, 1)
    assert path.stat().st_mode & 0o777 == 0o644
    assert backup_path(path).stat().st_mode & 0o777 == 0o644


def test_a_failed_write_leaves_the_old_file_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "data.json"
    write_json_atomic(path, {"n": 1}, 1)
    real_replace = os.replace

    def failing_replace(src: str | Path, dst: str | Path) -> None:
        if Path(dst) == path:
            raise OSError(28, "No space left on device")
        real_replace(src, dst)

    monkeypatch.setattr("marjolet_qt.app.storage.os.replace", failing_replace)
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

    monkeypatch.setattr("marjolet_qt.engine.atomic.tempfile.mkstemp", refuse)
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
