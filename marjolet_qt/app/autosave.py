"""The autosave: the game in progress written after every action, without stutter.

:class:`AutoSaver` listens to the model's ``changed`` signal. Changes are coalesced with a
zero-delay timer (a trick's follow, its draws and the turn change are one write), the game
is turned into JSON in the GUI thread (a few hundred microseconds), and the file is written
by a small writer thread: atomically (temporary file, flush, fsync, rename, see
:func:`.storage.write_json_atomic`), so that a fsync on a slow disk never holds up an
animation and a kill at any instant leaves either the previous or the new autosave.
"""

# Qt signals are named in Qt's camelCase.

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from .savegame import SAVE_SCHEMA, SavedGame, drop_old_reviews
from .storage import StorageError, write_json_atomic

log = logging.getLogger(__name__)


class AutoSaver(QObject):
    """Writes ``model``'s game to ``path`` after each change, in a writer thread."""

    # A write finished; the number of writes done so far.
    saved = Signal(int)
    # A write failed (read-only folder, full disk...): a message for the player.
    failed = Signal(str)

    def __init__(self, model: Any, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.path = Path(path)
        # Writing can be switched off (``--print-state``, a folder that refuses writes).
        self.enabled = True
        #: The file the game was last saved to or opened from (``SavedGame.file``), so
        #: that a resumed game still knows it; the window keeps it up to date.
        self.file: Path | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.save_now)
        self._lock = threading.Condition()
        self._pending: dict[str, Any] | None = None
        self._writing = False
        self._written = 0
        self._stopping = False
        self._last_error: str | None = None
        self._thread: threading.Thread | None = None
        model.changed.connect(self.schedule)

    # --- requests (GUI thread) ----------------------------------------------------------

    def schedule(self) -> None:
        """Save soon (after the current event: several changes make one write)."""
        if self.enabled and not self._timer.isActive():
            self._timer.start()

    def save_now(self) -> None:
        """Hand the game as it is now to the writer thread."""
        self._timer.stop()
        if not self.enabled or self._stopping:
            return
        model = self._model
        file = str(self.file) if self.file is not None else None
        document = SavedGame.of(model, file).to_json()
        with self._lock:
            self._pending = document
            self._ensure_thread()
            self._lock.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        """Write what is scheduled and wait for it. True when everything is on disk."""
        if self._timer.isActive():
            self.save_now()
        with self._lock:
            return self._lock.wait_for(
                lambda: self._pending is None and not self._writing, timeout=timeout
            )

    def stop(self) -> None:
        """Flush, then end the writer thread (the window is closing)."""
        self.flush()
        with self._lock:
            self._stopping = True
            self._lock.notify_all()
        thread, self._thread = self._thread, None
        if thread is not None:
            thread.join(5.0)

    @property
    def idle(self) -> bool:
        """Nothing scheduled or being written."""
        with self._lock:
            return not self._timer.isActive() and self._pending is None and not self._writing

    @property
    def works(self) -> bool:
        """Whether the game is being saved: switched on, and the last write succeeded."""
        with self._lock:
            return self.enabled and self._last_error is None

    @property
    def problem(self) -> str | None:
        """Why the last write failed, in the player's words (None when it worked)."""
        with self._lock:
            return self._last_error

    @property
    def writes(self) -> int:
        return self._written

    # --- the writer thread -------------------------------------------------------------

    def _ensure_thread(self) -> None:
        if self._thread is None:
            self._stopping = False
            self._thread = threading.Thread(target=self._run, name="marjolet-autosave", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._pending is not None or self._stopping)
                if self._pending is None:
                    return
                document, self._pending = self._pending, None
                self._writing = True
            error: str | None = None
            try:
                write_json_atomic(
                    self.path, document, SAVE_SCHEMA, create_folder=True, shrink=drop_old_reviews
                )
            except StorageError as problem:
                error = str(problem)
            except Exception as problem:  # never let the thread die silently
                log.exception("the autosave failed")
                error = str(problem)
            with self._lock:
                # The outcome is recorded before a waiting flush() wakes: a flush that
                # returns True and then asks ``works`` must hear of this write's failure.
                self._writing = False
                new_problem = error is not None and error != self._last_error
                if error is None:
                    self._written += 1
                self._last_error = error
                written = self._written
                self._lock.notify_all()
            if error is None:
                self.saved.emit(written)
            elif new_problem:
                # Told once per problem, not after every card.
                self.failed.emit(error)


__all__ = ["AutoSaver"]
