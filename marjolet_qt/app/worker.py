"""The computer thinks in its own thread, so the window never freezes while it searches.

:class:`ComputerThinker` lives in the GUI thread and owns one :class:`QThread` in which a
:class:`_Worker` runs the opponent's ``choose``. Every request carries a *generation*
number and a stop flag: cancelling bumps the generation and raises the flag, so a result
that arrives after a new game, an undo or the window closing is recognised as stale and
dropped, and a search that honours ``should_stop`` ends early. :meth:`shutdown` stops the
thread and waits for it, so no thread outlives the window (Qt would warn, or crash).

Expert thinks in worker processes besides the thread (:mod:`marjolet_qt.ai.parallel`): the
thread only waits for them, so the window stays as responsive as with Hard. Its processes
are closed when the opponent changes level and when the thinker shuts down, so quitting
never waits for them.
"""

# Qt signals are named in Qt's camelCase, as the interface contract spells them.
# ruff: noqa: N815

from __future__ import annotations

import logging
import random
import sys
import threading
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from marjolet_qt.ai import Player, make_player
from marjolet_qt.ai.reasons import Reason
from marjolet_qt.engine.actions import Action
from marjolet_qt.engine.observation import Observation

log = logging.getLogger(__name__)

#: Seconds between the interpreter's thread switches while the computer thinks.
SWITCH_INTERVAL = 0.001

#: Threads that overran shutdown(), with their workers; kept referenced so Python does
#: not destroy them live, until :func:`_reap_orphans` finds them ended.
_ORPHANS: list[tuple[QThread, QObject | None]] = []
#: How often (ms) the GUI thread looks whether an orphaned thread has ended.
ORPHAN_POLL_MS = 200


@dataclass(slots=True)
class ThinkRequest:
    """One question to the opponent: what to do in ``observation``."""

    generation: int
    observation: Observation
    level: str
    budget: float
    seed: int
    stop: threading.Event = field(default_factory=threading.Event)
    #: Ask for the reason too (the Hint): ``choose_with_reason`` instead of ``choose``.
    with_reason: bool = False


class _Worker(QObject):
    """Runs in the worker thread; one request at a time, in order."""

    moveReady = Signal(int, object, object)  # generation, Action, Reason (None when not asked)

    def __init__(self) -> None:
        super().__init__()
        #: Players may keep tables (and Expert its processes) between moves, so one per
        #: level is kept and reused; the thinker closes them once the thread has ended.
        self.players: dict[str, Player] = {}

    def _player(self, level: str, *, hint: bool) -> Player:
        found = self.players.get(level)
        if found is None:
            found = self.players[level] = make_player(level)
        if not hint:
            # The opponent's level is ``level`` now: another level's processes go.
            close_players(self.players, keep=level)
        return found

    @Slot(object)
    def think(self, request: ThinkRequest) -> None:
        if request.stop.is_set():
            return  # cancelled while queued: do not even start
        legal = request.observation.legal_actions
        rng = random.Random(request.seed)
        reason: Reason | None = None
        try:
            # Every level gives its reason; only the Hint shows it.
            player = self._player(request.level, hint=request.with_reason)
            action, reason = player.choose_with_reason(
                request.observation, request.budget, rng, should_stop=request.stop.is_set
            )
            if not request.with_reason:
                reason = None
        except Exception:  # the opponent must never take the game down with it
            log.exception("the computer player failed; playing a legal move instead")
            action = None
        if action not in legal:
            if action is not None:
                log.error("the computer chose an illegal action %r; replaced", action)
            action = legal[0] if legal else None
        if action is not None and not request.stop.is_set():
            self.moveReady.emit(request.generation, action, reason)


class ComputerThinker(QObject):
    """The GUI-thread face of the worker: request, cancel, shut down."""

    #: The chosen action for the *current* request (stale results are never emitted).
    moveReady = Signal(object)
    #: The same answer with its Reason (None unless the request asked for one).
    answerReady = Signal(object, object)
    _request = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._generation = 0
        self._current: ThinkRequest | None = None
        self._thread: QThread | None = None
        self._worker: _Worker | None = None
        #: The worker's players, to close once its thread has ended.
        self._players: dict[str, Player] = {}
        self._closed = False

    # --- state ---------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """Whether a request is out and not yet answered or cancelled."""
        return self._current is not None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.isRunning()

    def _ensure_thread(self) -> None:
        if self._thread is not None:
            return
        # The search is pure Python and holds the GIL; the GUI thread gets it back only at
        # the interpreter's switch interval (5 ms by default), and needs it several times
        # per event. 1 ms keeps the window's event loop within a frame while the computer
        # thinks, for a negligible cost to the search.
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))
        # The thread is parentless and the worker lives in it; both are torn down in
        # shutdown(), in that order, before Python lets go of them.
        self._thread = QThread()
        self._thread.setObjectName("marjolet-computer")
        self._worker = _Worker()
        self._players = self._worker.players
        self._worker.moveToThread(self._thread)
        self._request.connect(self._worker.think)
        self._worker.moveReady.connect(self._on_move_ready)
        # The worker is destroyed when shutdown() lets go of it, in the GUI thread after
        # the thread has ended, never by ``finished → deleteLater`` in the ending thread
        # (a deadlock between the GIL and Qt's signal-slot lock: see review_worker).
        self._thread.start(QThread.Priority.LowPriority)

    # --- requests --------------------------------------------------------------------------

    def request(
        self,
        observation: Observation,
        level: str,
        budget: float,
        seed: int,
        *,
        with_reason: bool = False,
    ) -> int:
        """Ask for a move; any earlier request is cancelled. Returns its generation."""
        if self._closed:
            raise RuntimeError("the computer player has been shut down")
        self.cancel()
        self._ensure_thread()
        self._generation += 1
        request = ThinkRequest(
            self._generation, observation, level, budget, seed, with_reason=with_reason
        )
        self._current = request
        self._request.emit(request)
        return request.generation

    def cancel(self) -> bool:
        """Forget the current request (its answer will be dropped). True if one was out."""
        current = self._current
        self._current = None
        self._generation += 1
        if current is None:
            return False
        current.stop.set()
        return True

    @Slot(int, object, object)
    def _on_move_ready(self, generation: int, action: Action, reason: Reason | None = None) -> None:
        current = self._current
        if current is None or generation != current.generation or current.stop.is_set():
            return  # a stale answer: new game, undo or close happened meanwhile
        self._current = None
        self.moveReady.emit(action)
        self.answerReady.emit(action, reason)

    def shutdown(self, timeout_ms: int = 15_000) -> bool:
        """Cancel, stop the thread and wait for it. True if it ended within the timeout."""
        self._closed = True
        self.cancel()
        thread, self._thread = self._thread, None
        if thread is None:
            return True
        thread.quit()
        ended = thread.wait(timeout_ms)
        if not ended:  # a search that ignores should_stop and overruns badly
            log.error("the computer's thread did not stop in %d ms", timeout_ms)
            # Dropping a running QThread aborts the process: keep it until it ends.
            _ORPHANS.append((thread, self._worker))
            if len(_ORPHANS) == 1:
                QTimer.singleShot(ORPHAN_POLL_MS, _reap_orphans)
        else:
            close_players(self._players)  # Expert's processes end with the thread
        self._worker = None
        return bool(ended)


def _reap_orphans() -> None:
    """Let go of the orphaned threads that have ended, and of their workers, here in the
    GUI thread; look again later for the others.

    Polled rather than connected to the thread's ``finished``: a slot run in the ending
    thread would destroy the thread from inside itself, and Python objects destroyed there
    can deadlock with the GUI thread (see ``review_worker``'s runner)."""
    for entry in [entry for entry in _ORPHANS if has_ended(entry[0])]:
        _ORPHANS.remove(entry)
    if _ORPHANS:
        QTimer.singleShot(ORPHAN_POLL_MS, _reap_orphans)


def has_ended(thread: QThread) -> bool:
    """Whether ``thread`` has wholly run its course, so that Python may let go of it and
    of the worker living in it. ``isFinished`` is true too early for that: already while
    Qt finishes the thread (its ``finished`` emitted, its posted deletions and event
    dispatcher still being dealt with in the ending thread), and a worker deleted from
    the GUI thread then is deleted under its own thread's feet. ``wait(0)`` answers true
    only once that is over."""
    return bool(thread.wait(0))


def close_players(players: dict[str, Player], keep: str | None = None) -> None:
    """Close and forget the players that hold processes (Expert), but ``keep``'s."""
    for level in [name for name in players if name != keep]:
        close = getattr(players[level], "close", None)
        if close is not None:
            del players[level]
            try:
                close()
            except Exception:  # closing must never take the game down
                log.exception("could not close the %s player", level)
