"""The system's request to stop: the game's last words before it goes.

The system stops a program with SIGTERM at shutdown or logout (and SIGHUP when the
terminal it was started from closes). The game died at once: its window's size and the
score sheet's place were not kept, and a move played a moment before was on disk only if
the autosave's write had ended. :func:`install` has the game write both first, then
stop as the system asked, with the status the signal gives.

Python runs a signal's handler only between two steps of Python code, and a Qt program
waits inside Qt's event loop, where none runs: the handler would wait for the next mouse
move. The signal's number is therefore also written to a socket
(:func:`signal.set_wakeup_fd`) that the event loop watches, which wakes it at once.
Windows has no such signals from outside; nothing is installed there.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import sys
from collections.abc import Callable
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier

#: The signals that ask the game to stop (not SIGINT: a developer's Ctrl+C in the
#: terminal keeps Python's own meaning).
STOPPING = () if sys.platform == "win32" else (signal.SIGTERM, signal.SIGHUP)


def install(parent: QObject, last_words: Callable[[], None]) -> None:
    """From now on, a stopping signal calls ``last_words`` (in the window's thread, from
    the event loop), then stops the process as the signal would have. ``parent`` keeps
    the socket's watcher alive. Call once, from the main thread."""
    if not STOPPING:
        return
    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    signal.set_wakeup_fd(writer.fileno())
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, parent)

    def woken() -> None:
        # Python's handler has run by now (before this slot's first line); the bytes
        # are only the wake-up call.
        with contextlib.suppress(OSError):
            reader.recv(64)

    notifier.activated.connect(woken)

    def stop(number: int, _frame: FrameType | None) -> None:
        try:
            last_words()
        finally:
            signal.signal(number, signal.SIG_DFL)
            os.kill(os.getpid(), number)

    for number in STOPPING:
        signal.signal(number, stop)
    _kept.append((reader, writer, notifier))


#: The sockets and their watcher, kept from the garbage collector.
_kept: list[tuple[socket.socket, socket.socket, QSocketNotifier]] = []


__all__ = ["STOPPING", "install"]
