"""Versioned JSON files written atomically: settings today, saved games and statistics later.

Every file is a JSON object carrying its schema number (``{"schema": 1, ...}``). Writing
goes through a temporary file in the same folder that is flushed, synced and then renamed
over the old file, so a crash or a full disk never leaves half a file behind; the previous
version is kept next to it as ``<name>.bak``. Reading checks the schema number, runs the
migrations from older schemas and refuses newer ones, and every failure is a
:class:`StorageError` whose message can be shown to the player as it is.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

SCHEMA_KEY = "schema"
BACKUP_SUFFIX = ".bak"

#: A migration turns the data of schema ``n`` (without the schema key) into schema ``n + 1``.
Migration = Callable[[dict[str, Any]], dict[str, Any]]


translate = QCoreApplication.translate


class StorageError(Exception):
    """A file could not be read or written; ``str(error)`` is a message for the player."""

    def __init__(self, message: str, path: Path | None = None) -> None:
        super().__init__(message)
        self.path = path


class MissingFileError(StorageError, FileNotFoundError):
    """The file does not exist (yet): usually not a problem, the caller uses defaults."""


class CorruptFileError(StorageError):
    """The file exists but is not valid JSON, not an object, or has a bad schema number."""


class NewerSchemaError(StorageError):
    """The file was written by a newer version of the game and cannot be read safely."""

    def __init__(self, message: str, path: Path | None, found: int, supported: int) -> None:
        super().__init__(message, path)
        self.found = found
        self.supported = supported


def backup_path(path: Path) -> Path:
    """Where :func:`write_json_atomic` keeps the previous version of ``path``."""
    return path.with_name(path.name + BACKUP_SUFFIX)


def _write_error(path: Path, error: OSError) -> StorageError:
    """The player's wording of why ``path`` could not be written."""
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        text = translate("Storage", "Could not save {file}: the folder {folder} is read-only.")
    elif error.errno in (errno.ENOSPC, errno.EDQUOT):
        text = translate("Storage", "Could not save {file}: the disk is full.")
    else:
        text = translate("Storage", "Could not save {file}: {reason}.")
    message = text.format(file=path.name, folder=path.parent, reason=error.strerror or str(error))
    return StorageError(message, path)


def _fsync_folder(folder: Path) -> None:
    """Make a rename durable; folders cannot be opened on Windows, where it is not needed."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _write_synced_temp(folder: Path, stem: str, content: bytes) -> Path:
    """A new temporary file in ``folder`` holding ``content``, synced to the disk."""
    fd, name = tempfile.mkstemp(prefix=f".{stem}.", suffix=".tmp", dir=folder)
    temp = Path(name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(content)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    return temp


def write_json_atomic(path: Path, data: Mapping[str, Any], schema: int | None) -> None:
    """Write ``data`` with its schema number to ``path``, atomically, keeping a backup.

    ``schema`` None writes ``data`` as it is (a file of another format, e.g. a round
    record, which has a version of its own).

    The old file (if any) is first copied to ``<name>.bak``; then the new content replaces
    it in one rename, so at every instant ``path`` holds either the old or the new
    version, complete. Raises :class:`StorageError` (read-only folder, full disk...).
    """
    path = Path(path)
    if schema is None:
        document = dict(data)
    else:
        document = {SCHEMA_KEY: schema, **{k: v for k, v in data.items() if k != SCHEMA_KEY}}
    text = json.dumps(document, indent=2, ensure_ascii=False, sort_keys=False) + "\n"
    temp: Path | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.is_file():
            backup = backup_path(path)
            copy = _write_synced_temp(path.parent, backup.name, path.read_bytes())
            os.replace(copy, backup)
        temp = _write_synced_temp(path.parent, path.name, text.encode("utf-8"))
        os.replace(temp, path)
        temp = None
        _fsync_folder(path.parent)
    except OSError as error:
        raise _write_error(path, error) from error
    finally:
        if temp is not None:
            with contextlib.suppress(OSError):
                temp.unlink()


def read_json(
    path: Path, schema: int, migrations: Mapping[int, Migration] | None = None
) -> dict[str, Any]:
    """The data stored in ``path`` (without its schema key), migrated up to ``schema``.

    A file without a schema number is schema 0. ``migrations[n]`` turns schema ``n`` into
    ``n + 1``. Raises :class:`MissingFileError`, :class:`CorruptFileError` (not JSON, not
    an object, a bad schema number, no migration) or :class:`NewerSchemaError`.
    """
    path = Path(path)
    migrations = migrations or {}
    try:
        raw = path.read_bytes()
    except FileNotFoundError as error:
        raise MissingFileError(
            translate("Storage", "{file} does not exist.").format(file=path.name), path
        ) from (error)
    except OSError as error:
        message = translate("Storage", "Could not read {file}: {reason}.").format(
            file=path.name, reason=error.strerror or str(error)
        )
        raise StorageError(message, path) from error

    def corrupt(reason: str) -> CorruptFileError:
        return CorruptFileError(
            translate("Storage", "{file} is damaged ({reason}).").format(
                file=path.name, reason=reason
            ),
            path,
        )

    if not raw.strip():
        raise corrupt(translate("Storage", "it is empty"))
    try:
        document = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise corrupt(translate("Storage", "it is not text")) from None
    except json.JSONDecodeError as error:
        reason = translate("Storage", "not valid JSON at line {line}, column {column}").format(
            line=error.lineno, column=error.colno
        )
        raise corrupt(reason) from None
    if not isinstance(document, dict):
        raise corrupt(translate("Storage", "it does not hold a JSON object"))
    found = document.pop(SCHEMA_KEY, 0)
    if not isinstance(found, int) or isinstance(found, bool) or found < 0:
        raise corrupt(
            translate("Storage", "its schema number {found} is not valid").format(found=repr(found))
        )
    if found > schema:
        message = translate(
            "Storage",
            "{file} was written by a newer version of Marjolet Qt (format {found}; this "
            "version reads up to {supported}).",
        ).format(file=path.name, found=found, supported=schema)
        raise NewerSchemaError(message, path, found, schema)
    data: dict[str, Any] = document
    for version in range(found, schema):
        migrate = migrations.get(version)
        if migrate is None:
            raise corrupt(
                translate("Storage", "format {version} can no longer be read").format(
                    version=version
                )
            )
        try:
            data = migrate(data)
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            reason = translate(
                "Storage", "format {version} could not be converted: {error}"
            ).format(version=version, error=error)
            raise corrupt(reason) from None
    return data


def set_aside(path: Path, tag: str = "bad") -> Path | None:
    """Rename a file that cannot be used to ``<name>.<tag>-<timestamp>`` so nothing is lost.

    Returns the new path, or None when the file is gone or cannot be renamed (then it is
    at least not overwritten by the caller's next save, which goes to the same name —
    so callers should not save after a failed set-aside without telling the player).
    """
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{tag}-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.{tag}-{stamp}-{counter}")
    try:
        os.replace(path, target)
    except OSError:
        try:
            shutil.copy2(path, target)
        except OSError:
            return None
    return target


__all__ = [
    "BACKUP_SUFFIX",
    "SCHEMA_KEY",
    "CorruptFileError",
    "Migration",
    "MissingFileError",
    "NewerSchemaError",
    "StorageError",
    "backup_path",
    "read_json",
    "set_aside",
    "write_json_atomic",
]
