"""One copy of the game at a time on a player's folders.

Two copies on the same data folder each write the autosave and the statistics from what
they read at their start: the last to write wins, and the other's rounds and games are
lost without a word (the attacker's review lost three rounds and a finished game so, and
a declined resume moved the other copy's live autosave away). So the game holds a lock
file in the data folder while it runs, and a second copy says that one is already open
and ends.

A data folder whose name is not UTF-8 (a Linux home folder named in another encoding)
cannot be named to Qt, which reads every file name as UTF-8: its lock is then kept in the
user's runtime folder under a name drawn from the folder's (as the hand-over's socket is
named, :func:`.handoff.server_name`). It had none, and two copies ran on it.

``QLockFile`` writes the holder's process id: a lock left by a copy that was killed or
crashed is stale, and taken over at the next start. Two cases Qt gets wrong are judged
here too (see :meth:`InstanceLock.claim`): a stale lock on a full or read-only disk, which
Qt cannot clear (it writes a file beside it first) and called held, so that the game
would not start at all; and a process id taken since by another program of the same
name (another Python), which Qt takes for the holder.
"""

from __future__ import annotations

import os
import stat
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QLockFile, QSysInfo

from .handoff import real_folder, server_name

#: The lock's name in the data folder.
LOCK_NAME = "marjolet-qt.lock"
#: Seconds after which a lock that cannot be read is stale: a starting copy writes its
#: own in far less.
UNREADABLE_STALE_S = 10.0
#: The modules ``python -m`` starts the game with; the package's others are tools.
GAME_MODULES = frozenset({b"marjolet_qt.app.main", b"marjolet_qt.__main__"})
#: A lock larger than this is none of Qt's (which writes a process id, a program's name
#: and a host name: well under a hundred bytes).
MAX_LOCK_BYTES = 4096


class InstanceLock:
    """The data folder's lock, held from :meth:`claim` until :meth:`release` or until
    the object goes."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.path = lock_path(self.folder)
        self._lock = QLockFile(str(self.path))
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
        if not self._may_be_read():
            return True  # (an odd lock that cannot be moved: unguarded, as just above)
        if self._lock.tryLock(0):
            return True
        if self._lock.error() != QLockFile.LockError.LockFailedError:
            return True
        if self._holder_is_running():
            return False
        # Its holder is gone, but Qt could not clear the lock, or took a stranger for it.
        self._lock.removeStaleLockFile()
        self._lock.tryLock(0)
        return True  # (taken, or unguarded: nobody holds it, and a full disk saves nothing)

    def _may_be_read(self) -> bool:
        """Whether Qt may read what stands at the lock's name: nothing, or a small
        regular file. Anything else is no copy's lock and is moved aside to
        ``marjolet-qt.lock.odd-DATE``: Qt reads a lock without asking what it is, and a
        named pipe there kept the game waiting for a writer forever, a link to
        ``/dev/zero`` reading without end (no window, no message), and a folder, which
        Qt can neither read nor replace, was taken for a copy starting: "already open"
        after ten seconds of waiting, when no copy was. False when the odd lock could
        not be moved (a read-only folder)."""
        try:
            found = self.path.stat()
        except FileNotFoundError:
            return True  # (nothing there: a dangling link is replaced by Qt's own file)
        except OSError:
            found = None  # (a loop of links, a name too long: not a readable file)
        if found is not None and stat.S_ISREG(found.st_mode) and found.st_size <= MAX_LOCK_BYTES:
            return True
        stamp = time.strftime("%Y%m%d-%H%M%S")
        try:
            os.replace(self.path, self.path.with_name(f"{LOCK_NAME}.odd-{stamp}"))
        except OSError:
            return False
        return True

    def _holder_is_running(self) -> bool:
        """Whether the copy that wrote the lock may still be running: always, unless this
        system can tell otherwise (a process that is gone, on Linux one that is not the
        game). A holder on another machine (a shared home folder) cannot be checked."""
        info = self._lock.getLockInfo()
        pid, host = (info[0], info[1]) if isinstance(info, tuple) and len(info) == 3 else (0, "")
        if not isinstance(pid, int) or pid <= 0:
            # Empty or garbled (what a power cut just after a start leaves; Qt reads no
            # process id in it): no running copy's, once older than a copy takes to
            # write its lock. It said "already open" at every launch, and the game never
            # started again.
            return not self._unreadable_for(UNREADABLE_STALE_S)
        if os.name != "posix" or host != QSysInfo.machineHostName():
            return True
        if pid == os.getpid():
            return True
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        except OSError:
            return True  # (another user's: alive)
        return _runs_the_game(pid)

    def _unreadable_for(self, seconds: float) -> bool:
        """Whether the lock file has stood unchanged for ``seconds`` (a lock that cannot
        be read then is no copy's in the middle of writing it)."""
        try:
            changed = self.path.stat().st_mtime
        except OSError:
            return True  # (gone meanwhile: nobody holds it)
        return time.time() - changed >= seconds

    def other_host(self) -> str | None:
        """The machine named in the lock when it is not this one (a home folder shared
        between computers, or this computer renamed since): the lock cannot be checked
        from here, and the player is told which it is and where it lies."""
        info = self._lock.getLockInfo()
        host = info[1] if isinstance(info, tuple) and len(info) == 3 else ""
        if isinstance(host, str) and host and host != QSysInfo.machineHostName():
            return host
        return None

    def holds(self) -> bool:
        """Whether this copy holds the lock."""
        return self._lock.isLocked()

    def release(self) -> None:
        self._lock.unlock()


def lock_path(folder: Path) -> Path:
    """The lock file of the data folder ``folder``: in it, unless Qt cannot be given its
    name (see the module's note). Then in the user's own runtime folder (not the shared
    temporary one, where another user could take the name first, and which a launch
    with another ``TMPDIR`` would not share), named from the folder's real path (two
    paths to one folder through a link share one lock)."""
    path = real_folder(folder) / LOCK_NAME
    try:
        representable = str(path).encode("utf-8") == os.fsencode(path)
    except UnicodeEncodeError:
        representable = False
    if representable:
        return path
    return _runtime_folder() / f"{server_name(folder)}.lock"


def _runtime_folder() -> Path:
    """Where this user's short-lived files go (``XDG_RUNTIME_DIR``, the user's own on
    Linux), if set to a folder whose name can be given to Qt; else the temporary folder."""
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    try:
        usable = bool(runtime) and Path(runtime).is_absolute() and Path(runtime).is_dir()
        runtime.encode("utf-8")
    except (OSError, UnicodeEncodeError, ValueError):
        usable = False
    return Path(runtime) if usable else Path(tempfile.gettempdir())


def _runs_the_game(pid: int) -> bool:
    """Whether the running process ``pid`` is a copy of the game, where the system says
    (Linux's ``/proc``): ``python -m marjolet_qt``, the program ``marjolet-qt``, or this
    very program under another name. Where it cannot be told, it may be."""
    if not sys.platform.startswith("linux"):
        return True
    try:
        command = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return True
    words = command.split(b"\0")
    modules = [words[i + 1] for i, word in enumerate(words[:-1]) if word == b"-m"]
    if modules and modules[0].startswith(b"marjolet_qt.") and modules[0] not in GAME_MODULES:
        # One of the package's command lines (a review, the arena), which holds no lock:
        # its process id, taken since a copy was killed, said "already open" for good.
        return False
    if b"marjolet" in command.lower():
        return True
    # A frozen program renamed: the same file. (Not for Python: any script runs in it.)
    return bool(getattr(sys, "frozen", False)) and (
        command.split(b"\0")[0] == os.fsencode(sys.executable)
    )


__all__ = ["LOCK_NAME", "InstanceLock", "lock_path"]
