"""One strict reader for every JSON file the game reads: records, saves, settings, statistics.

Python's own reader trusts its input in ways a game cannot: it follows a path to a FIFO
and waits forever, reads ``/dev/zero`` until memory runs out, turns an integer of 5,000
digits into an error that is not a ``JSONDecodeError``, ``1e999`` into infinity, and
``[[[[…]]]]`` into a ``RecursionError``. This module reads only regular files, up to a size
cap, and turns every one of those into a :class:`JsonFileError` carrying a *code* (and its
parameters) that the application words in the player's language; the engine itself words
it in English only for the command line.

It also holds the exact type checks every format shares (``True`` is not an integer,
``1.0`` is not an integer, a list is not an object): :func:`expect_int`,
:func:`expect_str`, :func:`expect_list`, :func:`expect_object`, :func:`expect_bool`. They
raise :class:`FieldError`, which names where in the document the bad value is.
"""

from __future__ import annotations

import codecs
import json
import os
import re
import stat
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

#: No file the game reads is anywhere near this; a larger one is refused unread.
MAX_FILE_BYTES = 8 * 1024 * 1024
#: Deepest nesting of lists and objects accepted (the game's own files nest 6 deep).
MAX_DEPTH = 32
#: Longest integer accepted, in digits: every number the game stores fits in 15.
MAX_INT_DIGITS = 15


class JsonFileError(ValueError):
    """A file that cannot be read as a JSON document, as a code and its parameters.

    Codes: ``missing``, ``unreadable`` (``reason``, the system's words; ``errno``, its
    number, for a program to word it), ``not_regular`` (``kind``: ``folder``, ``pipe``,
    ``device`` or ``other``, what it is instead), ``too_large`` (``limit``), ``empty``,
    ``not_text``, ``not_json`` (``line``, ``column``), ``too_deep`` (``limit``),
    ``bad_number`` (``text``).
    """

    def __init__(self, code: str, params: Mapping[str, Any] | None = None) -> None:
        self.code = code
        self.params: Mapping[str, Any] = dict(params or {})
        super().__init__(english(code, self.params))


_ENGLISH = {
    "missing": "the file does not exist",
    "unreadable": "the file cannot be read: {reason}",
    "not_regular": "it is not a regular file",
    "too_large": "it is larger than {limit} bytes",
    "empty": "it is empty",
    "not_text": "it is not UTF-8 text",
    "not_json": "not valid JSON at line {line}, column {column}",
    "too_deep": "it nests lists or objects more than {limit} deep",
    "bad_number": "it holds a number out of range ({text})",
}


def english(code: str, params: Mapping[str, Any]) -> str:
    """The English wording of a :class:`JsonFileError` (the command line's language)."""
    return _ENGLISH.get(code, code).format(**params)


def read_bytes(path: Path | str, max_bytes: int = MAX_FILE_BYTES) -> bytes:
    """The content of ``path`` if it is a regular file of at most ``max_bytes`` bytes.

    The file is opened without blocking (a FIFO would otherwise wait for a writer) and
    checked *after* opening (a symbolic link to a device is caught too), then read up to
    one byte past the cap, so neither an endless device nor a huge file is read whole.
    A folder is told apart also where it cannot be opened at all (Windows refuses it as
    a permission).
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except (FileNotFoundError, NotADirectoryError):  # a file where a folder should be
        raise JsonFileError("missing") from None
    except OSError as error:
        if os.path.isdir(path):
            raise JsonFileError("not_regular", {"kind": "folder"}) from None
        raise JsonFileError("unreadable", _unreadable(error)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise JsonFileError("not_regular", {"kind": _kind(info.st_mode)})
        if info.st_size > max_bytes:
            raise JsonFileError("too_large", {"limit": max_bytes})
        chunks: list[bytes] = []
        size = 0
        while size <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > max_bytes:  # it grew while being read
            raise JsonFileError("too_large", {"limit": max_bytes})
        return b"".join(chunks)
    except OSError as error:
        raise JsonFileError("unreadable", _unreadable(error)) from None
    finally:
        os.close(fd)


def _kind(mode: int) -> str:
    """What a file that is not a regular one is, for :class:`JsonFileError` ``not_regular``."""
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    return "other"


def _unreadable(error: OSError) -> dict[str, Any]:
    return {"reason": error.strerror or type(error).__name__, "errno": error.errno}


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise JsonFileError("bad_number", {"text": _shorten(text)})
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > 64:
        raise JsonFileError("bad_number", {"text": _shorten(text)})
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise JsonFileError("bad_number", {"text": _shorten(text)})
    return value


def _parse_constant(text: str) -> Any:
    # NaN, Infinity and -Infinity are not JSON; Python accepts them by default.
    raise JsonFileError("bad_number", {"text": text})


def _shorten(text: str) -> str:
    return text if len(text) <= 20 else f"{text[:8]}…{text[-4:]} ({len(text)} characters)"


def loads(raw: bytes) -> Any:
    """The JSON value in ``raw``, or a :class:`JsonFileError` (never another exception).

    A leading UTF-8 byte-order mark is skipped: Windows' Notepad writes one when a player
    edits the settings by hand, and it is no part of the document (JSON forbids it, but
    says a reader may ignore it).
    """
    raw = raw.removeprefix(codecs.BOM_UTF8)
    if not raw.strip():
        raise JsonFileError("empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise JsonFileError("not_text") from None
    _check_depth(text)
    try:
        value = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
        )
    except JsonFileError:
        raise
    except json.JSONDecodeError as error:
        raise JsonFileError("not_json", {"line": error.lineno, "column": error.colno}) from None
    except (RecursionError, MemoryError):  # pragma: no cover - _check_depth stops these first
        raise JsonFileError("too_deep", {"limit": MAX_DEPTH}) from None
    except ValueError as error:  # int() of a huge literal, or a lone surrogate
        raise JsonFileError("bad_number", {"text": _shorten(str(error))}) from None
    try:
        # A lone surrogate (``"\ud800"``) parses, but could never be written back.
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise JsonFileError("not_text") from None
    return value


def _check_depth(text: str) -> None:
    """Refuse nesting deeper than :data:`MAX_DEPTH` before Python's reader recurses.

    Brackets inside strings do not count; the scan runs in the regular-expression engine,
    skipping whole strings at a time, so it costs little next to parsing.
    """
    depth = 0
    for token in _DEPTH_TOKENS.finditer(text):
        char = token.group()[0]
        if char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise JsonFileError("too_deep", {"limit": MAX_DEPTH})
        elif char in "]}":
            depth -= 1


#: A whole string (escapes included; an unterminated one runs to the end), or a bracket.
_DEPTH_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]', re.DOTALL)


def read(path: Path | str, max_bytes: int = MAX_FILE_BYTES) -> Any:
    """The JSON value stored in the regular file ``path``; :class:`JsonFileError` if not."""
    return loads(read_bytes(path, max_bytes))


# --- exact types ------------------------------------------------------------------------


class FieldError(ValueError):
    """A value of the wrong type or out of range; ``where`` names it in the document.

    ``str(error)`` says what was expected, in English, for the logs and the command
    lines; the application words the problem in the player's language from ``where`` and
    ``value`` (the value found) alone, since ``expected`` is English.
    """

    def __init__(self, where: str, expected: str, value: Any) -> None:
        super().__init__(f"{where} must be {expected}, not {describe(value)}")
        self.where = where
        self.expected = expected
        self.value = value

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled with its three arguments: the default would call the class with the
        # message alone.
        return (FieldError, (self.where, self.expected, self.value))


def huge_digits(value: Any) -> int | None:
    """About how many digits a whole number too long to quote in a message has (more
    than 64 bits); None for any other value, which is quoted as it is."""
    if isinstance(value, int) and value.bit_length() > 64:
        return int(value.bit_length() * 0.30103)
    return None


def is_text(text: str) -> bool:
    """Whether ``text`` can be written in a document: no lone surrogate (what Python
    makes of a file name that is not valid UTF-8, which no UTF-8 file can hold, and
    which :func:`loads` refuses)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def short_text(text: str) -> str:
    """A text found in a document as a message quotes it: what does not print (a line
    break, a control character, a lone surrogate) written as its escape, so that the
    message stays one line that any display can show; then cut to 30 characters. Only
    the start is looked at (every character shows as one or more): a file's text of
    millions of characters is quoted as fast as a word."""
    shown = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text[:31])
    return shown if len(shown) <= 30 else shown[:27] + "…"


def describe(value: Any) -> str:
    """A short, safe description of a JSON value for a message (never a 5,000-digit dump)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    digits = huge_digits(value)
    if digits is not None:
        return f"a number of about {digits} digits"
    if isinstance(value, int | float):
        return _shorten(json.dumps(value))
    if isinstance(value, str):
        return f"'{short_text(value)}'"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def expect_int(value: Any, where: str, low: int | None = None, high: int | None = None) -> int:
    """``value`` if it is a whole number (not a boolean, not ``1.0``) within [low, high]."""
    if type(value) is int and (low is None or value >= low) and (high is None or value <= high):
        return value
    if low is not None and high == low + 1:
        expected = f"{low} or {high}"
    elif low is not None and high is not None:
        expected = f"a whole number from {low} to {high}"
    elif low is not None:
        expected = f"a whole number of at least {low}"
    elif high is not None:
        expected = f"a whole number of at most {high}"
    else:
        expected = "a whole number"
    raise FieldError(where, expected, value)


def expect_str(value: Any, where: str, choices: Sequence[str] | None = None) -> str:
    """``value`` if it is a string (one of ``choices`` when given)."""
    if type(value) is not str:
        raise FieldError(where, "a string", value)
    if choices is not None and value not in choices:
        raise FieldError(where, "one of " + ", ".join(choices), value)
    return value


def expect_bool(value: Any, where: str) -> bool:
    if type(value) is not bool:
        raise FieldError(where, "true or false", value)
    return value


def expect_list(value: Any, where: str, max_length: int | None = None) -> list[Any]:
    """``value`` if it is a JSON list (of at most ``max_length`` items)."""
    if type(value) is not list:
        raise FieldError(where, "a list", value)
    if max_length is not None and len(value) > max_length:
        raise FieldError(where, f"a list of at most {max_length} items", value)
    return value


def expect_object(value: Any, where: str) -> dict[str, Any]:
    """``value`` if it is a JSON object."""
    if type(value) is not dict:
        raise FieldError(where, "an object", value)
    return value


__all__ = [
    "MAX_DEPTH",
    "MAX_FILE_BYTES",
    "MAX_INT_DIGITS",
    "FieldError",
    "JsonFileError",
    "describe",
    "english",
    "expect_bool",
    "expect_int",
    "expect_list",
    "expect_object",
    "expect_str",
    "huge_digits",
    "is_text",
    "loads",
    "read",
    "read_bytes",
    "short_text",
]
