"""The computer opponent: players that act on a seat's observation only (no Qt)."""

from .player import ALL_LEVELS, LEVELS, Player, explain, make_player

__all__ = ["ALL_LEVELS", "LEVELS", "Player", "explain", "make_player"]
