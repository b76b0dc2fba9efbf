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
    """From now on, a stopping signal calls ``last_words`` from the event loop (between
    two events, never in the middle of a move), then stops the process as the signal
    would have. A signal the game was started to ignore (``nohup``) stays ignored.
    ``parent`` keeps the socket's watcher alive. Call once, from the main thread."""
    if not STOPPING or _kept:
        return
    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    signal.set_wakeup_fd(writer.fileno())
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, parent)
    asked: list[int] = []

    def noted(number: int, _frame: FrameType | None) -> None:
        # Python runs this at the next step of any Python code, perhaps mid-move: it
        # only notes the signal. Further ones are ignored: a second SIGTERM (sent to
        # the whole group, or forwarded by the frozen program's launcher) stopped the
        # game halfway through its last words.
        for each in STOPPING:
            if signal.getsignal(each) is noted:
                signal.signal(each, signal.SIG_IGN)
        asked.append(number)

    def woken() -> None:
        with contextlib.suppress(OSError):
            reader.recv(64)
        if not asked:
            return  # (another signal's wake-up call)
        number = asked[0]
        try:
            last_words()
        finally:
            signal.signal(number, signal.SIG_DFL)
            os.kill(os.getpid(), number)

    notifier.activated.connect(woken)
    for number in STOPPING:
        if signal.getsignal(number) != signal.SIG_IGN:
            signal.signal(number, noted)
    _kept.append((reader, writer, notifier))


#: The sockets and their watcher, kept from the garbage collector.
_kept: list[tuple[socket.socket, socket.socket, QSocketNotifier]] = []


__all__ = ["STOPPING", "install"]
