"""The two seats at the table: the player always sits in seat 0, the computer in seat 1.

One statement for the model (whose turn it is), the saved games (a file from another
seat was not written by the game) and the words (a refusal in a damaged record is "you"
or "the computer" by the seat that made the move).
"""

from __future__ import annotations

HUMAN = 0
COMPUTER = 1

__all__ = ["COMPUTER", "HUMAN"]
