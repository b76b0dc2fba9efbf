"""The computer opponent: players that act on a seat's observation only (no Qt)."""

from .levels import ALL_LEVELS, HINT_LEVEL, LEVELS, explain, make_player
from .player import Player

__all__ = ["ALL_LEVELS", "HINT_LEVEL", "LEVELS", "Player", "explain", "make_player"]
