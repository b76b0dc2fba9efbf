"""Command line: ``python -m marjolet_qt.engine replay|legal RECORD.json...``.

Prints one JSON value per record on stdout. Bad input prints nothing on stdout, one line
on stderr, and exits with status 2 (SPEC section 6), so scripts can check records.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from .records import RecordError, from_record, summary
from .round import RoundState

EXIT_BAD_INPUT = 2


def _legal(state: RoundState) -> list[str]:
    return [str(action) for action in state.legal_actions()]


COMMANDS: dict[str, Callable[[RoundState], Any]] = {"replay": summary, "legal": _legal}


def _load(path: str) -> RoundState:
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except OSError as error:
        raise RecordError(f"cannot read the file: {error.strerror or error}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise RecordError(f"not valid JSON: {error}") from None
    return from_record(data)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
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
            print(f"{path}: {message}" if several else message, file=sys.stderr)
            return EXIT_BAD_INPUT
    sys.stdout.write("".join(line + "\n" for line in lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
