"""One copy of the game at a time on a player's folders.

Two copies on the same data folder each write the autosave and the statistics from what
they read at their start: the last to write wins, and the other's rounds and games are
lost without a word (the attacker's review lost three rounds and a finished game so, and
a declined resume moved the other copy's live autosave away). So the game holds a lock
file in the data folder while it runs, and a second copy says that one is already open
and ends.

``QLockFile`` writes the holder's process id: a lock left by a copy that was killed or
crashed is stale, and taken over at the next start.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile

#: The lock's name in the data folder.
LOCK_NAME = "marjolet-qt.lock"


class InstanceLock:
    """The data folder's lock, held from :meth:`claim` until :meth:`release` or until
    the object goes."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self._lock = QLockFile(str(self.folder / LOCK_NAME))
        # Stale only when its holder is gone, however long it has played.
        self._lock.setStaleLockTime(0)

    def claim(self) -> bool:
        """Take the lock. False only when another running copy holds it; True when taken,
        and when it cannot be made at all (a read-only or missing folder: the game then
        runs unguarded, as the window already warns it cannot save, rather than not at
        all)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        if self._lock.tryLock(0):
            return True
        return self._lock.error() != QLockFile.LockError.LockFailedError

    def holds(self) -> bool:
        """Whether this copy holds the lock."""
        return self._lock.isLocked()

    def release(self) -> None:
        self._lock.unlock()


__all__ = ["LOCK_NAME", "InstanceLock"]
