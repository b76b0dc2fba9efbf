"""The computer opponent: players that act on a seat's observation only (no Qt)."""

from .player import LEVELS, Player, make_player

__all__ = ["LEVELS", "Player", "make_player"]
