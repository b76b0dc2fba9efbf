"""The Qt interface of the game (the engine and the opponent never import it)."""

import ctypes
import sys


def _keep_singletons_alive() -> None:
    """Work around a PySide6 6.12.0 reference-count bug that aborts the game within seconds.

    Under CPython 3.11, PySide6 6.12.0 releases a reference to ``None`` it never took on
    every call of a Qt method that returns nothing (``painter.setPen(...)``...), and one to
    ``True`` on every ``Signal.emit()``; once the count reaches zero the interpreter aborts
    ("Fatal Python error: none_dealloc"). From 3.12 on these objects are immortal and the
    bug is harmless; on 3.11 we give them a reference count no session can exhaust. They
    are never freed anyway, so nothing else changes. Remove once PySide6 is fixed.
    """
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    for value in (None, True, False, Ellipsis, NotImplemented):
        refcount = ctypes.c_ssize_t.from_address(id(value))
        if refcount.value < 1 << 40:
            refcount.value += 1 << 40


_keep_singletons_alive()
