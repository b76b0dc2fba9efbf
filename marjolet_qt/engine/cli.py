"""What every command line of the package shares: one-line errors, records read strictly.

Scripts check records with these commands (the engine's ``replay`` and ``legal``, the
opponent's ``review``), so all of them answer bad input alike: nothing on stdout, one line
on stderr, status 2; and a stdout that cannot be written is one line and status 1, never a
traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
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


class Parser(argparse.ArgumentParser):
    """Usage errors in one line (argparse prints the whole usage first)."""

    def error(self, message: str) -> NoReturn:
        sys.stderr.write(f"{self.prog}: {one_line(message)} (see --help)\n")
        raise SystemExit(EXIT_BAD_INPUT)


__all__ = [
    "EXIT_BAD_INPUT",
    "EXIT_OUTPUT_FAILED",
    "Parser",
    "bad_input",
    "load_round",
    "one_line",
    "write_output",
]
