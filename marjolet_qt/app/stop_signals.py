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
from typing import Any, NamedTuple

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
    previous: dict[int, Any] = {}
    for number in STOPPING:
        handler = signal.getsignal(number)
        if handler != signal.SIG_IGN:
            previous[number] = handler
            signal.signal(number, noted)
    _kept.append(_Installed(reader, writer, notifier, previous, asked))


def uninstall() -> None:
    """The event loop has ended: from now on a stopping signal stops the game at once, as
    it would any program, and one noted but not yet heard (it came as the loop ended)
    does so now. Left installed, such a signal was noted and then ignored for good: a
    shutdown that hung joining the computer's workers could only be killed."""
    if not _kept:
        return
    kept = _kept.pop()
    kept.notifier.setEnabled(False)
    signal.set_wakeup_fd(-1)
    for number, handler in kept.previous.items():
        signal.signal(number, handler)
    kept.reader.close()
    kept.writer.close()
    if kept.asked:
        os.kill(os.getpid(), kept.asked[0])


class _Installed(NamedTuple):
    reader: socket.socket
    writer: socket.socket
    notifier: QSocketNotifier
    #: The handlers replaced, by signal.
    previous: dict[int, Any]
    #: The stopping signals noted (the first is the one obeyed).
    asked: list[int]


#: What install() set up, kept from the garbage collector until uninstall().
_kept: list[_Installed] = []


__all__ = ["STOPPING", "install", "uninstall"]
