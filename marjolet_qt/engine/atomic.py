"""Files replaced atomically: at every instant a path holds its old content or its new
one, complete, never half of either (a crash, a kill or a full disk in the middle).

The new content goes to a temporary file in the same folder (a rename across file
systems would not be atomic), which is flushed and synced to the disk, then renamed over
the old file, and the rename itself is made durable by syncing the folder. Pure Python,
no Qt: the game's stores (:mod:`marjolet_qt.app.storage`) and the long runs' journals
(:mod:`marjolet_qt.ai.journal`) write through it.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
from pathlib import Path

#: The name of a temporary file of :func:`write_synced_temp`, ``.<name>.<random>.tmp``:
#: what a write killed midway leaves behind, for the stores' clean-up to recognise.
TEMP_NAME = re.compile(r"^\..+\.[A-Za-z0-9_]{6,12}\.tmp$")


def fsync_folder(folder: Path) -> None:
    """Make a rename durable; folders cannot be opened on Windows, where it is not needed."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_synced_temp(folder: Path, stem: str, content: bytes, *, like: Path | None = None) -> Path:
    """A new temporary file in ``folder`` holding ``content``, synced to the disk; with
    the permissions of ``like`` when that exists (the file it is to replace: a temporary
    file is private, and a saved game shared read-only with others became private once
    saved again), else private to the player."""
    fd, name = tempfile.mkstemp(prefix=f".{stem}.", suffix=".tmp", dir=folder)
    temp = Path(name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(content)
            handle.flush()
            os.fsync(handle.fileno())
        if like is not None:
            with contextlib.suppress(OSError):  # (gone meanwhile: the temporary's own)
                os.chmod(temp, stat.S_IMODE(os.stat(like).st_mode))
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    return temp


def replace_atomically(path: Path, content: bytes) -> None:
    """Give ``path`` the new ``content`` in one rename (see the module), keeping its
    permissions. ``OSError`` if it cannot be written (read-only folder, full disk...); no
    temporary file is left then."""
    temp = write_synced_temp(path.parent, path.name, content, like=path)
    try:
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    fsync_folder(path.parent)
