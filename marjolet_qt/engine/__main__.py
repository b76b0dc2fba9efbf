"""Command line: ``python -m marjolet_qt.engine replay|legal RECORD.json...``.

Prints one JSON value per record on stdout. Bad input of any kind — a missing, damaged,
huge or special file, a record that breaks the rules, a bad command line — prints nothing
on stdout, one line on stderr, and exits with status 2 (docs/record-format.md), so scripts
can check records. A stdout that cannot be written (a full disk, a closed pipe) is one
line on stderr and status 1, never a traceback (see :mod:`.cli`).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from .cli import Parser, bad_input, load_round, write_output
from .records import RecordError, summary
from .round import RoundState

__all__ = ["main"]


def _legal(state: RoundState) -> list[str]:
    return [str(action) for action in state.legal_actions()]


COMMANDS: dict[str, Callable[[RoundState], Any]] = {"replay": summary, "legal": _legal}


def main(argv: Sequence[str] | None = None) -> int:
    parser = Parser(
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
            lines.append(json.dumps(show(load_round(path))))
        except RecordError as error:
            return bad_input(str(error), path if several else None)
    return write_output("".join(line + "\n" for line in lines))


if __name__ == "__main__":
    sys.exit(main())
