"""Files replaced atomically: at every instant a path holds its old content or its new
one, complete, never half of either (a crash, a kill or a full disk in the middle).

The new content goes to a temporary file in the same folder (a rename across file
systems would not be atomic), which is flushed and synced to the disk, then renamed over
the old file, and the rename itself is made durable by syncing the folder. Pure Python,
no Qt: the game's stores (:mod:`marjolet_qt.app.storage`) and the long runs' journals
(:mod:`marjolet_qt.ai.journal`) write through it.

A temporary file is named ``.<name>.<random>.tmp``, ``<name>`` cut short when the whole
would pass the folder's limit on a name (255 bytes almost everywhere): otherwise a file
whose own name is near the limit, which the player may well type, could not be written.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import stat
from pathlib import Path

#: The longest file name, in bytes, when the system does not say (Windows), and the most
#: ever assumed: ext4, APFS and NTFS take 255 (NTFS in UTF-16 units, never more than the
#: UTF-8 bytes), while FAT reports 1530 bytes it cannot all hold.
NAME_MAX = 255
#: The random part of a temporary file's name: 8 characters, as ``tempfile.mkstemp``
#: made them in earlier versions (whose leftovers are then recognised too).
_RANDOM = r"[a-z0-9_]{8}"
#: What a temporary file's name adds to the name it is made from: ``.``, ``.``, the
#: random part, ``.tmp``.
_TEMP_EXTRA = 2 + 8 + len(".tmp")

#: The name of a temporary file of :func:`write_synced_temp`, ``.<name>.<random>.tmp``:
#: what a write killed midway leaves behind, for the stores' clean-up to recognise.
TEMP_NAME = re.compile(rf"^\..+\.{_RANDOM}\.tmp$")


def name_limit(folder: Path) -> int:
    """The longest file name ``folder`` takes, in bytes (at most :data:`NAME_MAX`)."""
    try:
        limit = os.pathconf(folder, "PC_NAME_MAX")
    except (AttributeError, OSError, ValueError):  # (no pathconf on Windows)
        return NAME_MAX
    return min(limit, NAME_MAX) if limit > 0 else NAME_MAX


def temp_stem(name: str, folder: Path) -> str:
    """``name`` as the temporary files of a file so named in ``folder`` carry it: whole,
    or cut at a character's end so that the temporary name fits the folder's limit in
    bytes (a name the system gave back undecodable is measured in its own bytes)."""
    budget = max(name_limit(folder) - _TEMP_EXTRA, 1)
    stem = name[:budget]  # (a character takes at least one byte)
    while len(os.fsencode(stem)) > budget:
        stem = stem[:-1]
    return stem


def temp_name_of(name: str, folder: Path) -> re.Pattern[str]:
    """The names of the temporary files :func:`write_synced_temp` makes for ``name`` in
    ``folder``, and nothing else: what killed writes of that one file may have left."""
    return re.compile(re.escape(f".{temp_stem(name, folder)}.") + _RANDOM + r"\.tmp")


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


def _permissions(path: Path | None) -> int | None:
    """The permission bits of ``path``; None when there is none (or it is gone)."""
    if path is None:
        return None
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return None


def _new_temp_file(folder: Path, stem: str, mode: int) -> tuple[int, Path]:
    """A new file ``.<stem>.<random>.tmp`` in ``folder``, open for writing, created with
    ``mode`` (less the umask); never an existing file, nor through a link."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL
    flags |= getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        path = Path(folder) / f".{stem}.{secrets.token_hex(4)}.tmp"
        try:
            return os.open(path, flags, mode), path
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free name for a temporary file", str(folder))


def write_synced_temp(folder: Path, stem: str, content: bytes, *, like: Path | None = None) -> Path:
    """A new temporary file in ``folder`` (named after ``stem``, see :data:`TEMP_NAME`)
    holding ``content``, synced to the disk.

    It has the permissions of ``like`` when that exists: the file it is to replace, so a
    saved game shared read-only with others stays so once saved again (it is written
    private and given them once complete, so a private file's content is never readable
    by others meanwhile). A new file gets what any program's new file gets, ``0666`` less
    the umask: a game saved or a round exported into the player's folders is theirs to
    share as they share everything else, not made private behind their back.
    """
    mode = _permissions(like)
    fd, temp = _new_temp_file(folder, temp_stem(stem, folder), 0o600 if mode is not None else 0o666)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(content)
            handle.flush()
            os.fsync(handle.fileno())
        if mode is not None:
            with contextlib.suppress(OSError):  # (a file system without permissions)
                os.chmod(temp, mode)
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
