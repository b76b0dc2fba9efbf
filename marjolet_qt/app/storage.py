"""Versioned JSON files written atomically: settings, saved games and the autosave, statistics.

Every file is a JSON object carrying its schema number (``{"schema": 1, ...}``). Writing
goes through a temporary file in the same folder that is flushed, synced and then renamed
over the old file, so a crash or a full disk never leaves half a file behind; the previous
version is kept next to it as ``<name>.bak``. Reading checks the schema number, runs the
migrations from older schemas and refuses newer ones, and every failure is a
:class:`StorageError` whose message can be shown to the player as it is.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import stat
import tempfile
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from marjolet_qt.engine import jsonfile
from marjolet_qt.engine.atomic import (
    TEMP_NAME,
    name_limit,
    replace_atomically,
    temp_name_of,
    write_synced_temp,
)
from marjolet_qt.engine.jsonfile import FieldError, JsonFileError
from marjolet_qt.engine.records import RECORD_FORMAT, RecordError

from . import texts

SCHEMA_KEY = "schema"
BACKUP_SUFFIX = ".bak"

#: What a file says it holds. The schema number alone cannot tell the kinds apart (the
#: settings' 2 is a newer saved game's), and a file copied over another must be said to
#: be the wrong file, not one from a newer version: that would leave it in place and,
#: for the statistics, stop recording them.
FORMAT_KEY = "format"
GAME_FORMAT = "marjolet-game"
SETTINGS_FORMAT = "marjolet-settings"
STATISTICS_FORMAT = "marjolet-statistics"

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
    """The file exists but is not valid JSON, not an object, or has a bad schema number;
    or what has its name is not a file at all (a folder, a pipe, a device)."""


class UnreadableFileError(StorageError):
    """The system refused to read the file (permission denied, links in a circle, a disk
    error): nothing is known of its content, so it is not damaged, and is left where it
    is, never written over, for the player to mend (its owner, a drive). ``errno`` says
    why (None when the system did not say)."""

    def __init__(self, message: str, path: Path | None = None, errno: int | None = None) -> None:
        super().__init__(message, path)
        self.errno = errno


class NewerSchemaError(StorageError):
    """The file was written by a newer version of the game and cannot be read safely:
    its schema number is higher than this version's, and it says it holds what the
    reader reads (a file of another kind is a :class:`CorruptFileError`)."""

    def __init__(self, message: str, path: Path | None, found: int, supported: int) -> None:
        super().__init__(message, path)
        self.found = found
        self.supported = supported


def backup_path(path: Path) -> Path:
    """Where :func:`write_json_atomic` keeps the previous version of ``path``."""
    return path.with_name(path.name + BACKUP_SUFFIX)


class _NotRegularFileError(OSError):
    """The target exists but is a device, a pipe or a socket (a folder is ``EISDIR``)."""


def system_reason(number: int | None, fallback: str) -> str:
    """Why the system refused a file or a folder (``number``: the error's ``errno``), in
    the player's language for the usual causes: the system's own words are English on
    most machines, whatever the game's language. ``fallback`` (those words) only for a
    rare cause."""
    if number in (errno.EACCES, errno.EPERM):
        return translate("Storage", "permission denied")
    if number == errno.EROFS:
        return translate("Storage", "the disk is read-only")
    if number == errno.ELOOP:
        return translate("Storage", "its links lead round in a circle")
    if number == errno.ENAMETOOLONG:
        return translate("Storage", "the name is too long")
    if number == errno.EISDIR:
        return translate("Storage", "it is a folder")
    if number in (errno.ENOSPC, errno.EDQUOT):
        return translate("Storage", "the disk is full")
    if number in (errno.EMFILE, errno.ENFILE):
        return translate("Storage", "too many files are open")
    if number == errno.EIO:
        return translate("Storage", "the disk could not be read or written")
    if number == errno.EBUSY:
        return translate("Storage", "the file is in use")
    if number in (errno.ENXIO, errno.ENODEV):
        return translate("Storage", "the device is not there")
    if number == errno.ENOTDIR:
        return translate("Storage", "part of its path is a file, not a folder")
    if number in (errno.ENOTCONN, errno.ESTALE, errno.EHOSTDOWN, errno.ENETUNREACH):
        return translate("Storage", "the network folder cannot be reached")
    if number == errno.ETIMEDOUT:
        return translate("Storage", "the disk did not answer in time")
    return fallback


def write_error(path: Path, error: OSError, folder: Path | None = None) -> StorageError:
    """The player's wording of why ``path`` (in ``folder``, its own by default) could not
    be written."""
    reason = system_reason(error.errno, error.strerror or str(error))
    if isinstance(error, _NotRegularFileError):
        text = translate("Storage", "Could not save {file}: it is a device, a pipe or a socket.")
    elif error.errno == errno.ENOENT:
        text = translate("Storage", "Could not save {file}: the folder {folder} does not exist.")
    elif error.errno in (errno.ENOTDIR, errno.EEXIST) and _is_link(error, folder or path.parent):
        # (A link to a drive not plugged in, or in a circle: not "a file stands".)
        where = folder or path.parent
        text = translate("Storage", "Could not save {file}: {reason}.")
        reason = _obstacle(where, Path(error.filename or where))
    elif error.errno in (errno.ENOTDIR, errno.EEXIST):
        text = translate(
            "Storage", "Could not save {file}: a file stands where the folder {folder} should be."
        )
    elif error.errno in (errno.EACCES, errno.EPERM) and _writable(folder or path.parent):
        # The folder takes files: the file itself is kept from changing (an attribute,
        # another program's lock). The folder was blamed, and it was not the folder.
        text = translate(
            "Storage",
            "Could not save {file}: the file is protected against changes (read-only, or "
            "locked by the system or another program).",
        )
    elif error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        text = translate("Storage", "Could not save {file}: the folder {folder} is read-only.")
    else:  # a folder, a full disk…: system_reason words them
        text = translate("Storage", "Could not save {file}: {reason}.")
    message = text.format(
        file=texts.file_name(path),
        folder=folder if folder is not None else path.parent,
        reason=reason,
    )
    return StorageError(message, path)


def _writable(folder: Path) -> bool:
    """Whether ``folder`` takes new files: a file is made there and removed. Not what
    ``os.access`` says, which on Windows reads the folder's read-only attribute alone
    and not who may write there (a folder that refuses the player was called writable,
    and the file inside it blamed)."""
    try:
        with tempfile.TemporaryFile(dir=folder, prefix=".marjolet-probe-"):
            return True
    except (OSError, ValueError):
        return False


#: Drops from a document what its file can do without (a saved game's reviews), at least
#: the given number of bytes' worth where it can; says whether it dropped anything.
Shrink = Callable[[dict[str, Any], int], bool]


def _encoded(document: Mapping[str, Any], path: Path, *, compact: bool) -> bytes:
    """``document`` as the file's bytes: indented to be read by a person, or compact."""
    if compact:
        text = json.dumps(document, ensure_ascii=False, separators=(",", ":")) + "\n"
    else:
        text = json.dumps(document, indent=2, ensure_ascii=False, sort_keys=False) + "\n"
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: a file name that is not valid UTF-8
        raise StorageError(
            translate(
                "Storage", "Could not save {file}: it would hold a name that is not text."
            ).format(file=texts.file_name(path)),
            path,
        ) from None


def fitting_content(path: Path, document: dict[str, Any], shrink: Shrink | None = None) -> bytes:
    """The bytes of ``document`` for ``path``, no larger than the game reads
    (:data:`~marjolet_qt.engine.jsonfile.MAX_FILE_BYTES`): indented; compact when that is
    too large; then with what ``shrink`` drops. The writer must never make a file its
    reader refuses: a long game with every round reviewed was written at 10 MB, and set
    aside as damaged at the next start. :class:`StorageError` if it cannot fit."""
    limit = jsonfile.MAX_FILE_BYTES
    content = _encoded(document, path, compact=False)
    if len(content) <= limit:
        return content
    content = _encoded(document, path, compact=True)
    while len(content) > limit and shrink is not None and shrink(document, len(content) - limit):
        content = _encoded(document, path, compact=True)
    if len(content) > limit:
        raise StorageError(
            translate(
                "Storage", "Could not save {file}: it would be larger than {size} MB."
            ).format(file=texts.file_name(path), size=limit // (1024 * 1024)),
            path,
        )
    return content


def write_json_atomic(
    path: Path,
    data: Mapping[str, Any],
    schema: int | None,
    *,
    create_folder: bool = False,
    shrink: Shrink | None = None,
) -> None:
    """Write ``data`` with its schema number to ``path``, atomically, keeping a backup.

    ``schema`` None writes ``data`` as it is (a file of another format, e.g. a round
    record, which has a version of its own).

    The old file (if any) is first copied to ``<name>.bak``; then the new content replaces
    it in one rename, so at every instant ``path`` holds either the old or the new
    version, complete. Raises :class:`StorageError` (read-only folder, full disk, a
    missing folder, a target that is not a regular file...).

    ``create_folder`` is for the folders the game owns (settings, statistics, the
    autosave), which it makes when they are missing. A file the player named (Save as,
    Export) is never given folders they did not ask for: a typing mistake in a folder's
    name must be an error, not a new folder somewhere. See :func:`_write_file` for links.

    A document too large for the game to read again is written compact, then shrunk
    (``shrink``), else refused (:func:`fitting_content`).
    """
    path = Path(path)
    if schema is None:
        document = dict(data)
    else:
        document = {SCHEMA_KEY: schema, **{k: v for k, v in data.items() if k != SCHEMA_KEY}}
    content = fitting_content(path, document, shrink)
    _write_file(path, content, create_folder=create_folder, keep_backup=True)


def _write_file(path: Path, content: bytes, *, create_folder: bool, keep_backup: bool) -> None:
    """Give ``path`` the new ``content`` atomically (see :func:`write_json_atomic`).

    The rename that makes a write atomic replaces whatever has the name, so the target is
    checked first, as the readers check what they read: a device, a pipe, a socket or a
    folder is refused, never swapped for a plain file (saving to ``/dev/full`` must fail,
    not delete the device). A symbolic link is written through: the file it points to
    gets the content, as an editor does, and the link, which the player made on purpose
    (a settings file kept with their dotfiles, a game shared with another folder), stays.
    The backup stays beside ``path``, where :func:`load_or_recover` looks for it; a name
    at the system's limit leaves no room for its ``.bak``, and is written without one
    rather than not at all.

    Once written, what killed writes of this same file left beside it is removed (see
    :func:`remove_stale_temps`): a Save as… into the player's own folder, killed midway,
    would otherwise leave its temporary file there for good, since the game cleans at
    start only the folders it owns.
    """
    target = path
    backup = backup_path(path)
    try:
        if create_folder:
            path.parent.mkdir(parents=True, exist_ok=True)
        target = _regular_target(path)
        if keep_backup and target.is_file() and _fits(backup) and _may_hold(backup):
            copy = write_synced_temp(backup.parent, backup.name, target.read_bytes(), like=target)
            try:
                os.replace(copy, backup)
            except OSError:
                copy.unlink(missing_ok=True)  # (never left behind, whatever went wrong)
                raise
        replace_atomically(target, content)
    except OSError as error:
        raise write_error(path, error, target.parent) from error
    if target.parent == backup.parent:
        remove_stale_temps(target.parent, names=[target.name, backup.name])
    else:  # (written through a link into another folder)
        remove_stale_temps(target.parent, names=[target.name])
        remove_stale_temps(backup.parent, names=[backup.name])


def _may_hold(backup: Path) -> bool:
    """Whether a backup may be written at ``backup``: nothing has its name, or a file or
    a link does (a link is replaced, never written through). A folder or a device there
    is not the game's to replace; the file itself is then written without a backup, as
    one whose name leaves no room for it is, rather than not at all (a folder named like
    the autosave's backup stopped every autosave, and each try left its temporary copy
    behind)."""
    return os.path.islink(backup) or not os.path.exists(backup) or os.path.isfile(backup)


def _fits(path: Path) -> bool:
    """Whether the name of ``path`` is within its folder's limit (in bytes)."""
    return len(os.fsencode(path.name)) <= name_limit(path.parent)


def _regular_target(path: Path) -> Path:
    """The file that writing ``path`` must replace: ``path`` itself, or the end of its
    chain of symbolic links. ``OSError`` if that exists and is not a regular file."""
    target = Path(os.path.realpath(path)) if os.path.islink(path) else path
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        return target  # a new file (or the missing end of a link, created through it)
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    if not stat.S_ISREG(mode):
        raise _NotRegularFileError(errno.EINVAL, "not a regular file", str(path))
    return target


def read_json(
    path: Path,
    schema: int,
    migrations: Mapping[int, Migration] | None = None,
    *,
    holds: tuple[str, ...] = (),
) -> dict[str, Any]:
    """The data stored in ``path`` (without its schema key), migrated up to ``schema``.

    A file without a schema number is schema 0. ``migrations[n]`` turns schema ``n`` into
    ``n + 1``. Raises :class:`MissingFileError`, :class:`UnreadableFileError` (the system
    would not read it), :class:`CorruptFileError` (not JSON, not
    an object, a bad schema number, no migration, a ``format`` naming another of the
    game's files than ``holds``, a schema number above ``schema`` without a ``format``
    of ``holds``) or :class:`NewerSchemaError`. Up to ``schema``, a file without a
    ``format`` passes (the settings and the statistics of earlier versions had none), and
    so does one whose ``format`` is no file of the game's: the caller judges it as a bad
    field, as leniently as its other fields (the settings keep what they can).
    """
    path = Path(path)
    migrations = migrations or {}

    def corrupt(reason: str) -> CorruptFileError:
        return CorruptFileError(damaged(texts.file_name(path), reason), path)

    try:
        document = jsonfile.read(path)
    except JsonFileError as error:
        if error.code == "missing":
            raise MissingFileError(
                translate("Storage", "{file} does not exist.").format(file=texts.file_name(path)),
                path,
            ) from None
        if error.code == "unreadable":
            number = error.params.get("errno")
            message = translate("Storage", "Could not read {file}: {reason}.").format(
                file=texts.file_name(path),
                reason=system_reason(number, error.params.get("reason", "")),
            )
            raise UnreadableFileError(message, path, number) from None
        raise CorruptFileError(file_problem(texts.file_name(path), error), path) from None
    if type(document) is not dict:
        raise corrupt(translate("Storage", "it does not hold a JSON object"))
    kind = document.get(FORMAT_KEY)
    if holds and isinstance(kind, str) and kind not in holds and kind_words(kind) is not None:
        raise CorruptFileError(other_kind(texts.file_name(path), kind, holds), path)
    found = document.pop(SCHEMA_KEY, 0)
    if type(found) is not int or found < 0:
        raise corrupt(
            translate("Storage", "its schema number {found} is not valid").format(
                found=texts.json_value(found)
            )
        )
    if found > schema and holds and kind not in holds:
        # Every file the game writes says what it holds, and a newer version's will too:
        # one that does not is another file (earlier settings, schema 2, copied over the
        # statistics), not a newer one, and must not stop the statistics being recorded.
        raise CorruptFileError(not_of_kind(texts.file_name(path), holds), path)
    if found > schema:
        message = translate(
            "Storage",
            "{file} was written by a newer version of Marjolet Qt (format {found}; this "
            "version reads up to {supported}).",
        ).format(file=texts.file_name(path), found=found, supported=schema)
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
            ).format(version=version, error=plain_reason(error))
            raise corrupt(reason) from None
    return data


def kind_words(kind: object) -> str | None:
    """What a file of the ``format`` ``kind`` holds, in the player's words; None for a
    format that is not the game's."""
    words = {
        GAME_FORMAT: translate("Storage", "a saved game"),
        RECORD_FORMAT: translate("Storage", "a round record"),
        SETTINGS_FORMAT: translate("Storage", "the game's settings"),
        STATISTICS_FORMAT: translate("Storage", "the game's statistics"),
    }
    return words.get(kind) if isinstance(kind, str) else None


def _expected_words(holds: tuple[str, ...]) -> str:
    """What a reader of the formats ``holds`` expects, in the player's words."""
    if len(holds) > 1:  # (the only reader of several kinds: saved games and records)
        return translate("Storage", "a saved game or a round record")
    return kind_words(holds[0]) or holds[0]


def other_kind(name: str, kind: str, holds: tuple[str, ...]) -> str:
    """The message for the file ``name`` that holds another of the game's files (its
    ``format`` is ``kind``) where one of ``holds`` was expected."""
    return translate("Storage", "{file} holds {found}, not {expected}.").format(
        file=name, found=kind_words(kind), expected=_expected_words(holds)
    )


def not_of_kind(name: str, holds: tuple[str, ...]) -> str:
    """The message for the file ``name`` that does not say it holds one of ``holds``
    (and is not one an earlier version wrote: its schema number is too high)."""
    if len(holds) > 1:
        text = translate("Storage", "{file} holds neither a saved game nor a round record.")
        return text.format(file=name)
    return translate("Storage", "{file} does not hold {expected}.").format(
        file=name, expected=_expected_words(holds)
    )


def damaged(name: str, reason: str) -> str:
    """The player's sentence for the file ``name`` whose content cannot be used."""
    return translate("Storage", "{file} is damaged ({reason}).").format(file=name, reason=reason)


def file_problem(name: str, error: JsonFileError) -> str:
    """The player's sentence for why the file ``name`` is not a usable JSON document.

    A folder or a pipe is not called damaged: nothing is wrong with it, it is simply not
    a file (a folder's name typed by hand in Game ▸ Open, a named pipe)."""
    if error.code == "not_regular" and error.params.get("kind") == "folder":
        return translate("Storage", "{file} is a folder, not a file.").format(file=name)
    if error.code == "not_regular":
        return translate("Storage", "{file} is not a regular file.").format(file=name)
    return damaged(name, json_problem(error))


def json_problem(error: JsonFileError) -> str:
    """The player's wording of what is wrong with a file's content as a JSON document,
    as a clause (what is not a file at all is :func:`file_problem`'s)."""
    code, params = error.code, error.params
    if code == "too_large":
        return translate("Storage", "it is larger than {size} MB").format(
            size=params.get("limit", 0) // (1024 * 1024)
        )
    if code == "empty":
        return translate("Storage", "it is empty")
    if code == "not_text":
        return translate("Storage", "it is not text")
    if code == "not_json":
        return translate("Storage", "not valid JSON at line {line}, column {column}").format(
            line=params.get("line", 0), column=params.get("column", 0)
        )
    if code == "too_deep":
        return translate("Storage", "it nests lists or objects too deeply")
    if code == "bad_number":
        return translate("Storage", "it holds a number out of range")
    return str(error)


def plain_reason(error: BaseException) -> str:
    """A reason fit for a player from an unexpected exception: never Python's internals
    (``KeyError('level')`` prints as ``'level'``, a TypeError names Python types), nor the
    engine's English (a migration that reads a round record: its RecordError's code)."""
    if isinstance(error, RecordError):
        return texts.record_problem(error)
    if isinstance(error, FieldError):
        return texts.field_problem(error)
    if isinstance(error, KeyError):
        return translate("Storage", "a required field is missing")
    if isinstance(error, TypeError | AttributeError):
        return translate("Storage", "a field has the wrong type")
    text = " ".join(str(error).split())
    return text if text else translate("Storage", "it does not have the expected form")


def ensure_folder(folder: Path) -> str | None:
    """Create ``folder`` if needed; None when it is usable, else why it is not, as the
    saving banner and the settings' warning say it.

    Each reason says what is true of the folder: one that exists but refuses writes is
    not one that "cannot be created" (the player would look for a missing folder).
    """
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError as error:
        return _obstacle(folder, Path(error.filename) if error.filename else folder)
    except OSError as error:
        return translate("Storage", "the folder cannot be created ({reason})").format(
            reason=system_reason(error.errno, error.strerror or str(error))
        )
    if not folder.is_dir():
        return _obstacle(folder, folder)
    if not _writable(folder):
        return translate("Storage", "the folder exists but cannot be written to")
    return None


def _is_link(error: OSError, folder: Path) -> bool:
    """Whether what stopped making ``folder`` (the error's file, else the folder) is a
    link: to a place that does not exist, or round in a circle."""
    return os.path.islink(error.filename or folder)


def _obstacle(folder: Path, path: Path) -> str:
    """What stands at ``path``, where ``folder`` or one on its way should be: a file, or
    a link that leads nowhere, to a drive not plugged in or round in a circle (both were
    called "a file" that nobody could find)."""
    try:
        os.stat(path)
    except FileNotFoundError:
        if path != folder:
            return translate(
                "Storage",
                "a folder on its way ({path}) is a link to a place that does not exist "
                "(a drive not plugged in?)",
            ).format(path=path)
        return translate(
            "Storage",
            "the folder is a link to a place that does not exist (a drive not plugged in?)",
        )
    except OSError as error:
        if error.errno == errno.ELOOP:
            return translate(
                "Storage", "the folder is a link, and its links lead round in a circle"
            )
        return system_reason(error.errno, error.strerror or str(error))
    return translate("Storage", "a file stands where the folder should be")


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


#: A temporary file younger than this may belong to a write under way in another window.
STALE_TEMP_SECONDS = 120.0


def remove_stale_temps(
    folder: Path, older_than: float = STALE_TEMP_SECONDS, *, names: Iterable[str] | None = None
) -> list[Path]:
    """Delete the temporary files that writes killed midway left in ``folder``.

    Only names :func:`write_json_atomic` makes, only regular files, and only those older
    than ``older_than`` seconds (another copy of the game may be writing one right now).
    ``names`` limits it to the temporary files of the files so named: the only ones
    that can be told from the player's own files in a folder the game does not own
    (without it, any name of the form is taken, as in the game's own folders).
    Returns what was removed; a folder that cannot be listed removes nothing.
    """
    patterns = [TEMP_NAME] if names is None else [temp_name_of(name, folder) for name in names]
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not any(pattern.fullmatch(entry.name) for pattern in patterns):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < older_than:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


def format_time(when: float | None) -> str:
    """A file's time as the player reads it: the date and the time of day, in their locale."""
    if when is None:
        return "?"
    moment = QDateTime.fromSecsSinceEpoch(int(when))
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


T = TypeVar("T")


@dataclass
class Recovery(Generic[T]):
    """What :func:`load_or_recover` found: the file's value, or why not and what is left."""

    #: The file's content, or None when it is missing or could not be used.
    value: T | None = None
    #: Why the file could not be used (None when it was fine, or missing with no backup).
    problem: StorageError | None = None
    #: Where the unusable file was set aside (None if it could not be moved, was left
    #: where it is because the system would not read it, or is missing).
    kept: Path | None = None
    #: The content of the backup, when the file was unusable or missing and its backup good.
    backup: T | None = None
    #: When the backup was written (seconds since the epoch).
    backup_time: float | None = None
    #: The file was missing (``problem`` says so), not damaged: nothing had to be set aside.
    missing: bool = False
    #: The backup was written back under the file's name, so the next start reads it.
    restored: bool = False
    #: Where a backup a newer version wrote was set aside (the caller's ``newer`` tag).
    backup_kept: Path | None = None
    #: The backup is one the system would not read (``problem`` then says so): the next
    #: write would rotate the file over it, so nothing may be written (:attr:`in_place`).
    backup_unreadable: bool = False

    @property
    def newer(self) -> bool:
        """The file was a newer version's (set aside under the caller's ``newer`` tag)."""
        return isinstance(self.problem, NewerSchemaError)

    @property
    def unreadable(self) -> bool:
        """The system would not read the file, or its backup (:class:`UnreadableFileError`):
        it was left where it is, not set aside as a damaged one is."""
        return isinstance(self.problem, UnreadableFileError)

    @property
    def in_place(self) -> bool:
        """The unusable file is still there (it could not be set aside, or the system
        would not read it), or its backup could not be read: nothing may be written over
        it, nor over the backup, which the next write would replace with it."""
        if self.backup_unreadable:
            return True
        return self.problem is not None and not self.missing and self.kept is None


def load_or_recover(
    path: Path,
    read: Callable[[Path], T],
    tag: str = "bad",
    *,
    restore: bool = True,
    newer: str | None = None,
) -> Recovery[T]:
    """Read ``path`` with ``read``; if it is unusable or missing, fall back on its backup.

    ``read`` raises :class:`StorageError` for anything wrong. A damaged file is renamed
    aside (so no later write can destroy it) and the backup, if good, is returned for the
    caller to use or offer.

    A file from a newer version (:class:`NewerSchemaError`) is left where it is and the
    error raised, since the caller must then not write over it; unless the caller names
    a ``newer`` tag: the file is then renamed aside under it, as a damaged one is, and its
    backup, when this version can read it, returned the same way (a player back from a
    newer version finds the settings or the game they had before it, not the defaults or
    a new deal). A backup a newer version wrote is renamed aside too, so that the next
    writes, which rotate the backup, cannot destroy it.

    A file the system will not read (:class:`UnreadableFileError`: permission denied,
    a disk error) is not damaged: it is left where it is (``in_place``), for the caller
    not to write over, and its backup returned when that can be read. A backup the
    system will not read is said the same way (``backup_unreadable``), whatever the
    file. A link in a circle holds nothing: it is set aside as a damaged file is.

    A missing file is "nothing saved yet" only when it has no good backup either. Writing
    never leaves a backup without its file, so a lone backup means the file was taken
    away: set aside by an earlier start, deleted, or a link to nothing. Ignoring the
    backup then starts the player afresh, and the next two writes rotate that fresh
    start over the backup, their last copy. So it is recovered like a damaged file's
    (``missing`` tells the caller which words to use).

    ``restore`` writes the good backup back under the file's name at once, so that what
    the player was told is restored stays restored, even if the game ends before its
    next write: the file's next write then keeps it as the backup. It is not done when
    the unusable file could not be moved (it would be overwritten), nor by a caller that
    asks the player first whether to use the backup at all (the autosave).
    """
    path = Path(path)
    try:
        return Recovery(value=read(path))
    except NewerSchemaError as error:
        if newer is None:
            raise
        problem: StorageError = error
    except StorageError as error:
        problem = error
    missing = isinstance(problem, MissingFileError)
    is_newer = isinstance(problem, NewerSchemaError)
    left = missing or (isinstance(problem, UnreadableFileError) and not _loop_link(path, problem))
    kept = None if left else set_aside(path, newer if newer and is_newer else tag)
    backup = backup_path(path)
    try:
        value = read(backup)
        when = backup.stat().st_mtime
    except (StorageError, OSError) as error:
        if isinstance(error, UnreadableFileError) and not _loop_link(backup, error):
            # (Not to be rotated away by the next write: said, and nothing written.)
            first = problem if isinstance(problem, UnreadableFileError) else error
            return Recovery(problem=first, kept=kept, backup_unreadable=True)
        moved = None
        if newer is not None and isinstance(error, NewerSchemaError):
            moved = set_aside(backup, newer)
        if missing:
            return Recovery(backup_kept=moved)
        return Recovery(problem=problem, kept=kept, backup_kept=moved)
    found = Recovery(problem=problem, kept=kept, backup=value, backup_time=when, missing=missing)
    if restore and not found.in_place:
        found.restored = _restore(path, backup)
    return found


def _loop_link(path: Path, error: UnreadableFileError) -> bool:
    """Whether ``path`` is itself a link in a circle: it holds nothing to lose, and is
    set aside as a damaged file is (left in place, it stopped every later save until the
    player found it). A folder in a circle is another matter: nothing in it can move."""
    return error.errno == errno.ELOOP and os.path.islink(path)


def _restore(path: Path, backup: Path) -> bool:
    """Copy the backup's bytes back to ``path`` (whose content is gone); whether it worked.

    The bytes as they are, not the value read from them: nothing the reader skipped or
    migrated is lost, and the backup stays as it was. A failure is not reported: the
    backup is then still the only copy, and the next start recovers it again.
    """
    try:
        content = jsonfile.read_bytes(backup)
        _write_file(path, content, create_folder=False, keep_backup=False)
    except (JsonFileError, StorageError):
        return False
    return True


__all__ = [
    "BACKUP_SUFFIX",
    "FORMAT_KEY",
    "GAME_FORMAT",
    "SCHEMA_KEY",
    "SETTINGS_FORMAT",
    "STALE_TEMP_SECONDS",
    "STATISTICS_FORMAT",
    "CorruptFileError",
    "Migration",
    "MissingFileError",
    "NewerSchemaError",
    "Recovery",
    "Shrink",
    "StorageError",
    "UnreadableFileError",
    "backup_path",
    "damaged",
    "ensure_folder",
    "file_problem",
    "fitting_content",
    "format_time",
    "json_problem",
    "kind_words",
    "load_or_recover",
    "other_kind",
    "plain_reason",
    "read_json",
    "remove_stale_temps",
    "set_aside",
    "write_json_atomic",
]
