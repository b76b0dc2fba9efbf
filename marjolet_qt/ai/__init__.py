"""The computer opponent: players that act on a seat's observation only (no Qt)."""

from . import native

native.guard()  # before anything imports the modules it may compile

from .levels import ALL_LEVELS, HINT_LEVEL, LEVELS, explain, make_player  # noqa: E402
from .player import Player  # noqa: E402

__all__ = ["ALL_LEVELS", "HINT_LEVEL", "LEVELS", "Player", "explain", "make_player"]
