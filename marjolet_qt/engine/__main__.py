"""Command line: ``python -m marjolet_qt.engine replay|legal RECORD.json...``.

Prints one JSON value per record on stdout. Bad input of any kind — a missing, damaged,
huge or special file, a record that breaks the rules, a bad command line — prints nothing
on stdout, one line on stderr, and exits with status 2 (docs/record-format.md), so scripts
can check records. A stdout that cannot be written (a full disk, a closed pipe) is one
line on stderr and status 1, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from .jsonfile import JsonFileError, read
from .records import RecordError, from_record, summary
from .round import RoundState

EXIT_BAD_INPUT = 2
EXIT_OUTPUT_FAILED = 1


def _legal(state: RoundState) -> list[str]:
    return [str(action) for action in state.legal_actions()]


COMMANDS: dict[str, Callable[[RoundState], Any]] = {"replay": summary, "legal": _legal}


def one_line(text: str) -> str:
    """``text`` on one line: control characters (a newline in a file name) escaped."""
    return "".join(char if char.isprintable() or char == " " else repr(char)[1:-1] for char in text)


def _load(path: str) -> RoundState:
    try:
        data = read(path)
    except JsonFileError as error:
        raise RecordError(str(error)) from None
    return from_record(data)


class _Parser(argparse.ArgumentParser):
    """Usage errors in one line (argparse prints the whole usage first)."""

    def error(self, message: str) -> NoReturn:
        sys.stderr.write(f"{self.prog}: {one_line(message)} (see --help)\n")
        raise SystemExit(EXIT_BAD_INPUT)


def main(argv: Sequence[str] | None = None) -> int:
    parser = _Parser(
        prog="python -m marjolet_qt.engine",
        description="Replay Marjolet round records, or list the legal actions after them.",
    )
    parser.add_argument("command", choices=sorted(COMMANDS), help="what to print per record")
    parser.add_argument("records", nargs="+", metavar="RECORD.json")
    args = parser.parse_args(argv)
    show = COMMANDS[args.command]
    several = len(args.records) > 1
    lines = []
    for path in args.records:
        try:
            lines.append(json.dumps(show(_load(path))))
        except RecordError as error:
            message = " ".join(str(error).split())
            text = f"{path}: {message}" if several else message
            sys.stderr.write(one_line(text) + "\n")
            return EXIT_BAD_INPUT
    try:
        sys.stdout.write("".join(line + "\n" for line in lines))
        sys.stdout.flush()
    except OSError as error:
        # Nothing more can go to stdout: point it at the null device so that Python's
        # own flush at exit does not print a second error.
        _silence_stdout()
        sys.stderr.write(f"cannot write the output: {error.strerror or error}\n")
        return EXIT_OUTPUT_FAILED
    return 0


def _silence_stdout() -> None:
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError):
        pass


if __name__ == "__main__":
    sys.exit(main())
