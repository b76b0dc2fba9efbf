"""What every command line of the package shares: one-line errors, records read strictly.

Scripts check records with these commands (the engine's ``replay`` and ``legal``, the
opponent's ``review``), so all of them answer bad input alike: nothing on stdout, one line
on stderr, status 2; and a stdout that cannot be written is one line and status 1, never a
traceback. Those that run for minutes show a :class:`Progress` bar.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from typing import NoReturn

from .jsonfile import JsonFileError, read
from .records import RecordError, from_record
from .round import RoundState

EXIT_BAD_INPUT = 2
EXIT_OUTPUT_FAILED = 1


def one_line(text: str) -> str:
    """``text`` on one line: control characters (a newline in a file name) escaped."""
    return "".join(char if char.isprintable() or char == " " else repr(char)[1:-1] for char in text)


def load_round(path: str) -> RoundState:
    """The round of the record file ``path``; :class:`RecordError` says what is wrong."""
    try:
        data = read(path)
    except JsonFileError as error:
        raise RecordError(str(error), "unreadable_file", error=error) from None
    return from_record(data)


def bad_input(message: str, path: str | None = None) -> int:
    """Say what is wrong in one line on stderr; the status for bad input."""
    text = " ".join(message.split())
    sys.stderr.write(one_line(f"{path}: {text}" if path else text) + "\n")
    return EXIT_BAD_INPUT


def write_output(text: str) -> int:
    """Write ``text`` to stdout; 0, or :data:`EXIT_OUTPUT_FAILED` with one line on stderr."""
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except OSError as error:
        # Nothing more can go to stdout: point it at the null device so that Python's
        # own flush at exit does not print a second error.
        try:
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, sys.stdout.fileno())
            os.close(null)
        except (OSError, ValueError):
            pass
        sys.stderr.write(f"cannot write the output: {error.strerror or error}\n")
        return EXIT_OUTPUT_FAILED
    return 0


class Progress:
    """A one-line progress bar on stderr (a line per 10% when stderr is not a terminal),
    shared by the command lines that run for minutes (the arena, the review)."""

    def __init__(self, total: int, label: str, enabled: bool = True) -> None:
        self.total = total
        self.label = label
        self.enabled = enabled and total > 0
        self.done = 0
        self.start = time.perf_counter()
        self.tty = sys.stderr.isatty()
        self.last_tenth = -1

    def step(self) -> None:
        self.done += 1
        if not self.enabled:
            return
        elapsed = time.perf_counter() - self.start
        eta = elapsed / self.done * (self.total - self.done)
        width = 30
        filled = int(width * self.done / self.total)
        text = (
            f"[{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total} {self.label}"
            f"  {elapsed:.0f}s elapsed, ~{eta:.0f}s left"
        )
        if self.tty:
            end = "\n" if self.done == self.total else ""
            print("\r" + text, end=end, file=sys.stderr, flush=True)
        else:
            tenth = 10 * self.done // self.total
            if tenth != self.last_tenth:
                self.last_tenth = tenth
                print(text, file=sys.stderr, flush=True)

    def finish(self) -> None:
        """End a bar stopped short of its total (a run interrupted) with its line."""
        if self.enabled and self.tty and 0 < self.done < self.total:
            print(file=sys.stderr, flush=True)


class Parser(argparse.ArgumentParser):
    """Usage errors in one line (argparse prints the whole usage first)."""

    def error(self, message: str) -> NoReturn:
        sys.stderr.write(f"{self.prog}: {one_line(message)} (see --help)\n")
        raise SystemExit(EXIT_BAD_INPUT)


__all__ = [
    "EXIT_BAD_INPUT",
    "EXIT_OUTPUT_FAILED",
    "Parser",
    "Progress",
    "bad_input",
    "load_round",
    "one_line",
    "write_output",
]
