"""The wait cursor, while the window's thread does something that may take seconds.

Reading a saved game replays and checks every move of every round it holds: a few
milliseconds for a real game, seconds for the longest file the game accepts (1,000 rounds
of a game to 100,000 points). The window cannot answer meanwhile; the cursor says it is
working, not stuck.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


@contextmanager
def busy_cursor() -> Iterator[None]:
    """The wait cursor over every window of the game until the block ends, however it
    ends (a refused file raises): never a question or a message under it."""
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        yield
    finally:
        QApplication.restoreOverrideCursor()


__all__ = ["busy_cursor"]
