"""Journals of long runs that resume where they stopped: the arena's duplicate pairs, the
tuner's steps, the diagnosis's rounds.

A journal is a JSON-lines file. Its first line, the header, names the run (everything
that makes two runs the same); each further line is one finished piece of work, appended
and flushed as soon as it is done, so that a run killed at any moment loses only the
work in progress. The same command run again reads what is done and does the rest.

One reader for every journal, so that they all answer a damaged file alike:

- a journal of another run is refused rather than mixed in (its work would silently
  measure something else), and the message names the fields that differ;
- only the last line may be cut short (the run was killed while writing it: no newline,
  not JSON): it is left out, and its work done again; a whole last line that only lost
  its newline is kept;
- any other line that is not a record of this kind means the file is not what a run
  wrote: it is refused, with its line number, and nothing of it is rewritten;
- a journal another run is appending to is refused (a lock, where the system has them);
- a file that cannot be read, is not UTF-8, is not a regular file (a FIFO, a device) or
  is larger than :data:`MAX_JOURNAL_BYTES` is refused the same way; each line is read
  by the game's strict JSON reader (:mod:`marjolet_qt.engine.jsonfile`: no NaN, no
  nesting deep enough to overflow the stack).

The records are checked by the caller's ``parse`` (a ``ValueError`` or ``TypeError``
refuses the line) before any statistics meet them.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import IO, Any, Generic, TypeVar

from marjolet_qt.engine import jsonfile
from marjolet_qt.engine.atomic import replace_atomically

T = TypeVar("T")

#: A journal is read whole; none comes near this (a pair of rounds takes about 1.5 kB),
#: and a link to an endless device or a stray huge file is refused unread.
MAX_JOURNAL_BYTES = 256 * 1024 * 1024


class JournalError(ValueError):
    """The journal cannot be read or resumed by this command (another run, or a damaged
    file). Its message is one line that names the file."""


@dataclass(slots=True)
class JournalContents(Generic[T]):
    """What a journal holds: its header (None for an empty or missing file), its
    records in file order, and its lines as a resumed run keeps them."""

    header: dict[str, Any] | None
    records: list[T]
    lines: list[str]
    text: str


def read_journal(
    path: Path, parse: Callable[[Any], T], what: str = "record", *, must_exist: bool = False
) -> JournalContents[T]:
    """Read a journal without changing it (:class:`JournalError` if it is not one; see
    the module for what is refused and what is repaired). ``what`` names a record in
    the messages ("pair result"). A missing file is an empty journal (a run about to
    start) unless ``must_exist`` (a journal to report on)."""
    try:
        raw = jsonfile.read_bytes(path, MAX_JOURNAL_BYTES)
    except jsonfile.JsonFileError as error:
        if error.code != "missing":
            raise JournalError(f"{path}: cannot be read as a journal ({error})") from None
        if must_exist:
            raise JournalError(f"{path}: no such journal") from None
        raw = b""
    try:
        # Text mode wrote "\r\n" on Windows: a resumed run compares and keeps "\n" lines.
        text = raw.decode("utf-8").replace("\r\n", "\n")
    except UnicodeDecodeError:
        raise JournalError(f"{path}: cannot be read as a journal (it is not UTF-8 text)") from None
    lines = text.split("\n")
    while lines and not lines[-1].strip():
        lines.pop()  # the newline that ends the last line, blank lines after it, or nothing
    header: dict[str, Any] | None = None
    if lines:
        try:
            header = jsonfile.loads(lines[0].encode("utf-8"))
        except jsonfile.JsonFileError as error:
            raise JournalError(
                f"{path}: the first line is not a journal header ({error})"
            ) from None
        if not isinstance(header, dict):
            raise JournalError(f"{path}: the first line is not a journal header")
    records: list[T] = []
    # A kill while writing leaves a last line without its newline that is not JSON (a
    # record is an object, and no prefix of one is whole): only such a line is left out.
    # A whole line that is not a record, last or not, is refused: it is data a run did
    # not write, or wrote otherwise, and must not vanish in a repair.
    cut_short = not text.endswith("\n")
    for number, line in enumerate(lines[1:], start=2):
        try:
            value = jsonfile.loads(line.encode("utf-8"))
        except jsonfile.JsonFileError as error:
            if number == len(lines) and cut_short:
                lines.pop()
                break
            raise JournalError(f"{path}, line {number}: not a {what} ({error})") from None
        try:
            records.append(parse(value))
        except (ValueError, TypeError) as error:
            raise JournalError(f"{path}, line {number}: not a {what} ({error})") from None
    return JournalContents(header, records, lines, text)


def _lock(file: IO[str], path: Path) -> None:
    """Hold ``path`` for this run, so that a second run of the same journal is refused
    instead of both appending (and one's repair dropping the other's lines). Where the
    system has no such locks (Windows) or the folder's file system refuses them, nothing
    is held."""
    if sys.platform == "win32":
        return
    import fcntl  # noqa: PLC0415 (POSIX only)

    try:
        fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise JournalError(f"{path}: in use by another run (wait for it, or stop it)") from None
    except OSError:
        pass


class Journal(Generic[T]):
    """A run's journal opened to resume and append: ``records`` are what a previous run
    of the same ``header`` finished; :meth:`write` appends one more and flushes it.

    ``what`` names a record and ``kind`` the run in the messages ("pair result", "match");
    ``hint`` says what to do about another run's journal."""

    def __init__(
        self,
        path: Path,
        header: dict[str, Any],
        parse: Callable[[Any], T],
        *,
        what: str = "record",
        kind: str = "run",
        hint: str = "give another journal file or the same options as the run that wrote it",
    ) -> None:
        read_journal(path, parse, what)  # a FIFO or a damaged file: refused before opening
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self.file = path.open("a", encoding="utf-8")
        except OSError as error:
            raise JournalError(f"{path}: cannot be written ({error})") from None
        try:
            _lock(self.file, path)
            contents = read_journal(path, parse, what)  # as it is now that it is held
            found = contents.header
            if found is not None and found != header:
                missing = object()
                differing = sorted(
                    k
                    for k in header.keys() | found.keys()
                    if found.get(k, missing) != header.get(k, missing)
                )
                raise JournalError(
                    f"{path} is the journal of another {kind} (it differs in: "
                    f"{', '.join(differing)}); {hint}"
                )
            self.records = contents.records
            repaired = "".join(line + "\n" for line in contents.lines)
            if repaired != contents.text:
                self._replace(path, repaired)
            if not contents.lines:
                self.write(header)
        except BaseException:
            self.file.close()
            raise

    def _replace(self, path: Path, text: str) -> None:
        """Replace the journal by its repair in one rename (a kill leaves the old or the
        new one, never half of either, :mod:`marjolet_qt.engine.atomic`), then append to
        the new one. Its lines end as text mode ends them, like those appended after."""
        self.file.close()  # Windows cannot replace a file that is open
        try:
            replace_atomically(path, text.replace("\n", os.linesep).encode("utf-8"))
        except OSError as error:
            self.file = path.open("a", encoding="utf-8")  # closed again by the caller
            raise JournalError(f"{path}: cannot be repaired ({error})") from None
        self.file = path.open("a", encoding="utf-8")
        _lock(self.file, path)

    def write(self, record: dict[str, Any]) -> None:
        """Append ``record`` and flush it. A record the reader would refuse (NaN, an
        infinity, an integer too long) is a ValueError here, before it reaches the file."""
        line = json.dumps(record, allow_nan=False)
        jsonfile.loads(line.encode("utf-8"))
        self.file.write(line + "\n")
        self.file.flush()

    def close(self) -> None:
        self.file.close()

    def __enter__(self) -> Journal[T]:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()
