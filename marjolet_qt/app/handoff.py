"""A saved game double-clicked while the game is open goes to the copy already open.

Only one copy runs on a player's folders (:mod:`.instance`). A second launch used to say
"already open" and end, and the file the player had double-clicked was lost on the way:
they had to find it again with Game ▸ Open. Now the copy that holds the lock listens on a
local socket named after its data folder (only the same user may connect); a second
launch hands it the file (or, with none, asks it to come to the front) and ends quietly.
Where no copy answers (an older version, a copy that hangs), the second launch says the
game is already open, as before.

One line of JSON each way: ``{"open": "/path/game.marjolet"}`` (``null``: only show the
window), answered ``ok``. A path that is not valid text (a name in another encoding) goes
as the system gives it, its odd bytes escaped, and comes back the same.
"""

# Qt's signals are named in its camelCase.
# ruff: noqa: N815

from __future__ import annotations

import hashlib
import json
import logging
import os
import time
from pathlib import Path

from PySide6.QtCore import QByteArray, QObject, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

#: How long a second launch waits for the copy already open to answer (ms).
ANSWER_MS = 3000
#: The longest message read: a path, with room to spare; a longer one is no game's.
MAX_MESSAGE = 64 * 1024
#: Connections served at once, and how long one may stay without its message (ms): a
#: second launch says its line at once. Another program's thousands of idle
#: connections used up the game's files, and it died at the next click.
MAX_CONNECTIONS = 8
IDLE_MS = 5000
REPLY = b"ok\n"
#: How long a second launch keeps asking a copy that holds the lock but does not answer
#: yet: a copy just started listens only once its window is up (two launches a tenth of
#: a second apart: the second said "already open", and its file was not opened).
STARTING_S = 10.0
#: The pause between two of those asks.
RETRY_S = 0.2


def real_folder(folder: Path) -> Path:
    """``folder`` as the system finds it, through its links: two launches that reach one
    data folder by two paths (one through a link) share its lock and its socket (a
    socket named from the path as given left the second launch waiting, then saying the
    game was open, and the file it was started on never opened)."""
    try:
        return Path(folder).resolve()
    except (OSError, RuntimeError):  # (a loop of links: the folder as named)
        return Path(folder).absolute()


def server_name(folder: Path) -> str:
    """The socket's name for the data folder ``folder``: one per folder (and so per
    player), short enough for every system's limit on socket names."""
    key = os.fsencode(str(real_folder(folder)))
    return "marjolet-qt-" + hashlib.sha256(key).hexdigest()[:20]


class HandoffServer(QObject):
    """Listens for second launches, in the copy that holds the lock."""

    #: A second launch asked for the window, with the saved game it was started on (a
    #: :class:`~pathlib.Path`), or None when it was started on none.
    fileReceived = Signal(object)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = server_name(folder)
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._on_connection)
        self._buffers: dict[QLocalSocket, bytes] = {}

    def listen(self, *, take_over: bool = True) -> bool:
        """Start listening. With ``take_over`` (the caller holds the lock, so no running
        copy owns the socket) one left by a copy that was killed is removed first; without
        (no lock could be made), a socket there is left to whoever listens on it."""
        if take_over:
            QLocalServer.removeServer(self.name)
        if not self._server.listen(self.name):
            log.warning("second launches cannot reach this copy: %s", self._server.errorString())
            return False
        return True

    def close(self) -> None:
        self._server.close()

    def _on_connection(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if len(self._buffers) >= MAX_CONNECTIONS:
                socket.abort()
                socket.deleteLater()
                continue
            self._buffers[socket] = b""
            socket.readyRead.connect(self._on_ready_read)
            socket.disconnected.connect(self._on_disconnected)
            idle = QTimer(socket)
            idle.setSingleShot(True)
            idle.timeout.connect(lambda s=socket: self._drop(s))
            idle.start(IDLE_MS)

    def _on_ready_read(self) -> None:
        socket = self.sender()
        if not isinstance(socket, QLocalSocket) or socket not in self._buffers:
            return
        data = self._buffers[socket] + bytes(socket.readAll().data())
        line, newline, _ = data.partition(b"\n")
        if len(line) > MAX_MESSAGE:
            self._drop(socket)
            return
        if not newline:
            self._buffers[socket] = data
            return
        self._buffers[socket] = b""
        asked = _parse(line)
        if asked is False:
            self._drop(socket)
            return
        socket.write(QByteArray(REPLY))
        socket.flush()
        socket.disconnectFromServer()
        self.fileReceived.emit(asked)

    def _on_disconnected(self) -> None:
        socket = self.sender()
        if isinstance(socket, QLocalSocket):
            self._buffers.pop(socket, None)
            socket.deleteLater()

    def _drop(self, socket: QLocalSocket) -> None:
        """Hang up on ``socket`` (no message of ours, too long, or silent too long)."""
        if self._buffers.pop(socket, None) is None:
            return  # (gone already)
        socket.abort()
        socket.deleteLater()


def _parse(line: bytes) -> Path | bool | None:
    """The file a message asks to open, None for none; False for no message of ours."""
    try:
        message = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):  # ([[[[…: too deep)
        return False
    if type(message) is not dict or "open" not in message:
        return False
    file = message["open"]
    if file is None:
        return None
    if type(file) is not str or not file or "\0" in file:
        return False
    path = Path(file)
    return path if path.is_absolute() else False


def hand_over(folder: Path, file: Path | None, timeout_ms: int = ANSWER_MS) -> bool:
    """Give ``file`` (or only the request to come to the front) to the copy open on
    ``folder``; True once it has answered that it took it."""
    return _hand_over(folder, file, timeout_ms) is True


def _hand_over(
    folder: Path, file: Path | None, timeout_ms: int, reply_ms: int | None = None
) -> bool | None:
    """:func:`hand_over`; None when no copy listens at all (it may be starting), False
    when one took the message but did not answer within ``reply_ms`` (``timeout_ms`` by
    default; it is not to be sent again)."""
    socket = QLocalSocket()
    socket.connectToServer(server_name(folder))
    if not socket.waitForConnected(timeout_ms):
        return None
    # ensure_ascii: the escapes of a name's odd bytes stay escapes on the way.
    message = {"open": None if file is None else str(Path(file).absolute())}
    socket.write(QByteArray(json.dumps(message).encode("ascii") + b"\n"))
    if not socket.waitForBytesWritten(timeout_ms):
        return False
    reply = b""
    while REPLY not in reply:
        if not socket.waitForReadyRead(timeout_ms if reply_ms is None else reply_ms):
            # (The answer and the hang-up may come together: read what came first.)
            reply += bytes(socket.readAll().data())
            break
        reply += bytes(socket.readAll().data())
    socket.abort()
    return reply.startswith(REPLY)


def hand_over_patiently(folder: Path, file: Path | None, wait_s: float | None = None) -> bool:
    """:func:`hand_over`, asked again while no copy listens, until one does or ``wait_s``
    (:data:`STARTING_S`) have passed: the copy open may be starting, its socket not yet
    open."""
    wait_s = STARTING_S if wait_s is None else wait_s
    deadline = time.monotonic() + wait_s
    # Once it has the message, the copy answers from its window's thread, which may be
    # busy for seconds (reading a long game at its launch): it is given the whole wait.
    # After ANSWER_MS the second launch said "already open", and the file opened anyway.
    reply_ms = max(ANSWER_MS, int(wait_s * 1000))
    while (answered := _hand_over(folder, file, ANSWER_MS, reply_ms)) is None:
        # (Asked again only while no copy listens: one that took the message and is
        # slow to answer would get the file once a try, and open it as many times.)
        if time.monotonic() >= deadline:
            return False
        time.sleep(RETRY_S)
    return answered


__all__ = ["HandoffServer", "hand_over", "hand_over_patiently", "server_name"]
