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
- a journal replaced under a running run (``git stash`` or ``git checkout`` write a new
  file, and the run would go on appending to the old one, which nothing names any more)
  is put back: the run's lines are restored to the path when what is there now is an
  earlier copy of them, and kept beside it, with an error, when it is another file;
- a file that cannot be read, is not UTF-8, is not a regular file (a FIFO, a device) or
  is larger than :data:`MAX_JOURNAL_BYTES` is refused the same way; each line is read
  by the game's strict JSON reader (:mod:`marjolet_qt.engine.jsonfile`: no NaN, no
  nesting deep enough to overflow the stack).

The records are checked by the caller's ``parse`` (a ``ValueError`` or ``TypeError``
refuses the line) before any statistics meet them.
"""

from __future__ import annotations

import io
import json
import logging
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

log = logging.getLogger(__name__)


def _text(lines: list[str]) -> str:
    """A journal's text as its lines make it, each ended by a newline."""
    return "".join(line + "\n" for line in lines)


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
        self.path = path
        self._parse = parse
        self._what = what
        #: Every line of the journal as this run knows it (header first): what is put
        #: back if the file is replaced under the run (:meth:`_follow`).
        self._lines: list[str] = []
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
            self._lines = list(contents.lines)
            repaired = _text(contents.lines)
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
        self._follow(line)
        self.file.write(line + "\n")
        self.file.flush()
        self._lines.append(line)

    def _still_named(self) -> bool:
        """Whether the journal's path still names the file this run appends to (an
        unanswerable question, e.g. a file system without inode numbers, answers yes)."""
        try:
            named = os.stat(self.path)
        except FileNotFoundError:
            return False
        except OSError:
            return True
        held = os.fstat(self.file.fileno())
        return (named.st_dev, named.st_ino) == (held.st_dev, held.st_ino)

    def _follow(self, pending: str) -> None:
        """If the file was replaced or removed while the run appended to it (git rewrites
        the files it checks out: session 13 lost 38 pairs of a three-hour run to a
        ``git stash`` until they were read back from ``/proc``), put the run's lines
        back at the path: by appending what is missing when the file there is an earlier
        copy of them (or nothing), as a whole when that copy lost its last newline.
        Another file there (another run's, or edited) is left alone: the run's lines go
        to a file beside it, ``pending`` (the line being written) last, named in the
        :class:`JournalError` that stops the run."""
        if self._still_named():
            return
        ours = _text(self._lines)
        fresh: io.TextIOWrapper | None = None
        try:
            fresh = self.path.open("a", encoding="utf-8")
            _lock(fresh, self.path)
            there = read_journal(self.path, self._parse, self._what)
            earlier = there.lines == self._lines[: len(there.lines)]
        except (JournalError, OSError) as error:
            problem = str(error)
            earlier = False
        else:
            problem = "it is another file now"
        if not earlier:
            if fresh is not None:
                fresh.close()
            kept = self.path.with_name(f"{self.path.name}.{os.getpid()}.kept")
            try:
                text = ours + pending + "\n"
                replace_atomically(kept, text.replace("\n", os.linesep).encode("utf-8"))
            except OSError as error:
                raise JournalError(
                    f"{self.path} was replaced while this run wrote it ({problem}), and "
                    f"its {len(self._lines) + 1} lines could not be kept ({error})"
                ) from None
            raise JournalError(
                f"{self.path} was replaced while this run wrote it ({problem}); "
                f"the run's {len(self._lines) + 1} lines are kept in {kept}"
            )
        assert fresh is not None
        self.file.close()
        self.file = fresh
        log.warning(
            "%s was replaced by an earlier copy (%d of its %d lines) while this run "
            "wrote it: its lines are restored",
            self.path,
            len(there.lines),
            len(self._lines),
        )
        if there.text == _text(there.lines):
            for line in self._lines[len(there.lines) :]:
                self.file.write(line + "\n")
            self.file.flush()
        else:
            self._replace(self.path, ours)

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
