"""A frozen copy of the computer opponent as it was at commit ``1ee9527`` (issue #17's
baseline): Easy, Medium, Hard and Open hand before the search was made faster.

The arena plays it as ``LEVEL@baseline`` (``--b hard@baseline``), so that every change
to a level is measured against what it replaced, on the same deals. It imports only the
engine's public API (``RoundState``, ``Observation``, ``legal_actions``,
``apply_unchecked``, ``clone``, the card and rule tables) and never ``marjolet_qt.ai``,
so it keeps playing the old way while the opponent evolves. It lives outside the package:
the game, frozen or not, never loads it; the arena imports it only when asked.

The only edit to the frozen code: the engine search of phase-2 windows clones a child
position instead of reading the engine's private undo stack (same values).
"""

from .player import ALL_LEVELS, LEVELS, Player, make_player

#: The commit whose ``marjolet_qt/ai`` this copy freezes.
COMMIT = "1ee9527"

__all__ = ["ALL_LEVELS", "COMMIT", "LEVELS", "Player", "make_player"]
