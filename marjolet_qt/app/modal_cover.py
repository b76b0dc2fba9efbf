"""Whether a modal window covers the game window, so that the computer waits under it.

A player who opens Settings, the statistics, a file dialog or a message box on the
computer's turn (or finds the first start's welcome over the table) must find the game,
once it is closed, where they left it: not the computer's card already on the table, or
the trick already gathered, played while they could not see it. The computer may go on
thinking; only playing the move it chose waits (:meth:`GameModel.set_covered`). Windows
that are not modal (How to play, the rules, the tricks of the round) hold nothing: the
player plays on beside them.

Qt's own WindowBlocked event is not enough to tell. An application-modal message box of
another game window blocks this one too (the tests open many windows in one process),
and a native file dialog, shown by the system rather than by a Qt window, may block no
window Qt knows of. So :class:`CoverWatch` looks at the widgets themselves: one event
filter on the application (:class:`_WindowSpy`, shared by every watch) sees each window
shown or hidden, and each watch then counts the visible modal windows that belong to its
game window (see :func:`belongs_to`).

It looks again once the event loop has turned: a dialog being hidden or deleted is only
gone from Qt's lists (and its ``finished`` handlers, such as applying new settings, have
only run) after that. Covering takes effect at once (the computer's answer may already
be on its way), uncovering only then. A dialog deleted without being hidden first is
caught by its ``destroyed`` signal and by Qt's WindowUnblocked, so the game never stays
held under a window that is gone.
"""

# Qt signals are named in Qt's camelCase, as the interface contract spells them.
# ruff: noqa: N802, N815

from __future__ import annotations

import weakref
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QWindow
from PySide6.QtWidgets import QApplication, QWidget

#: The events after which a window may have come or gone.
_KINDS = frozenset({QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.Close})

#: Set on a modal window once the spy listens to its ``destroyed`` signal (only once).
_WATCHED = "marjoletCoverWatched"


def is_modal_window(widget: QWidget) -> bool:
    """Whether ``widget`` is a window that blocks others while it is shown: a dialog
    opened with ``open()`` (window-modal) or ``exec()`` (application-modal), a message or
    file dialog."""
    return widget.isWindow() and widget.windowModality() != Qt.WindowModality.NonModal


def belongs_to(window: QWidget, widget: QWidget) -> bool:
    """Whether the modal ``widget`` is over ``window``: opened from it at any depth (its
    parent, or a dialog of a dialog of it, across windows, where Qt's ``isAncestorOf``
    stops), transient for it, or application-modal and nobody's, which blocks every
    window. Not a modal window of another game window, even an application-modal one."""
    parent: QWidget | None = widget
    while parent is not None:
        if parent is window:
            return True
        parent = parent.parentWidget()
    # (Either may be None, whatever the annotations say: a window never shown has none.)
    home: QWindow | None = window.windowHandle()
    handle: QWindow | None = widget.windowHandle()
    owner: QWindow | None = handle.transientParent() if handle is not None else None
    transient = owner
    while transient is not None:
        if home is not None and transient is home:
            return True
        transient = _transient_parent(transient)
    orphan = widget.parentWidget() is None and owner is None
    return orphan and widget.windowModality() == Qt.WindowModality.ApplicationModal


def _transient_parent(window: QWindow) -> QWindow | None:
    """The window ``window`` is transient for, if any (None at the top)."""
    return window.transientParent()


class CoverWatch(QObject):
    """Says (``coveredChanged``) whether a modal window is up over its game window, the
    parent it is made with. :meth:`stop` it when that window closes."""

    coveredChanged = Signal(bool)

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = weakref.ref(window)  # (no cycle: the window holds the watch)
        self._covered = False
        self._scheduled = False
        self._stopped = False
        _WindowSpy.instance().add(self)

    @property
    def covered(self) -> bool:
        """Whether a modal window was up over the game window when last looked at."""
        return self._covered

    def recheck(self) -> None:
        """Look now whether the window is covered (to cover it at once), and again once
        the event loop has turned (to uncover it, when what closed is really gone)."""
        if self._stopped:
            return
        if not self._covered and self._look():
            self._set(True)
        self.recheck_later()

    def recheck_later(self) -> None:
        """Look once the event loop has turned (only then may the window be uncovered):
        the way for what is being deleted, when widgets may be half gone."""
        if not self._stopped and not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self, self._settle)

    def stop(self) -> None:
        """The window is closing: nothing covers it any more, and nothing is watched."""
        self._stopped = True
        _WindowSpy.instance().discard(self)
        self._set(False)

    def _settle(self) -> None:
        self._scheduled = False
        if not self._stopped:
            self._set(self._look())

    def _look(self) -> bool:
        window = self._window()
        if window is None or not shiboken6.isValid(window):
            return False
        return any(
            widget is not window
            and shiboken6.isValid(widget)  # (not one being deleted)
            and widget.isVisible()
            and is_modal_window(widget)
            and belongs_to(window, widget)
            for widget in QApplication.topLevelWidgets()
        )

    def _set(self, covered: bool) -> None:
        if covered != self._covered:
            self._covered = covered
            self.coveredChanged.emit(covered)


def when_shown(hook: Callable[[QWidget], None]) -> None:
    """Have ``hook`` called with each window of the application as it shows, before it
    sizes itself (the message boxes' room for their titles, :mod:`.title_room`): through
    the one filter every event of the application already passes, not a second one."""
    spy = _WindowSpy.instance()
    if hook not in spy.hooks:
        spy.hooks.append(hook)


class _WindowSpy(QObject):
    """The application's one event filter for every watch: each window shown, hidden or
    closed has them look again (one filter, not one per game window, as every event of
    the application passes through it)."""

    _instance: _WindowSpy | None = None

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self._watches: weakref.WeakSet[CoverWatch] = weakref.WeakSet()
        #: What else is done to each window as it shows (see :func:`when_shown`).
        self.hooks: list[Callable[[QWidget], None]] = []
        app.installEventFilter(self)

    @classmethod
    def instance(cls) -> _WindowSpy:
        """The spy of the running application (made, and installed, at the first call)."""
        app = QCoreApplication.instance()
        assert app is not None, "a CoverWatch needs the application"
        spy = cls._instance
        if spy is None or not shiboken6.isValid(spy) or spy.parent() is not app:
            spy = cls._instance = cls(app)
        return spy

    def add(self, watch: CoverWatch) -> None:
        self._watches.add(watch)

    def discard(self, watch: CoverWatch) -> None:
        self._watches.discard(watch)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in _KINDS or not isinstance(watched, QWidget) or not watched.isWindow():
            return False
        if kind == QEvent.Type.Show:
            for hook in self.hooks:
                hook(watched)
        if not self._watches:
            return False
        if is_modal_window(watched) and not watched.property(_WATCHED):
            # Deleted while shown (no Hide then): it must not hold the game for ever.
            watched.setProperty(_WATCHED, True)
            watched.destroyed.connect(self._recheck_all_later)
        for watch in self._live():
            watch.recheck()
        return False

    def _recheck_all_later(self, *_: object) -> None:
        """A modal window is being deleted: look again once it is gone."""
        for watch in self._live():
            watch.recheck_later()

    def _live(self) -> list[CoverWatch]:
        """The watches whose window is still there (forgetting the others: a window
        deleted without closing)."""
        live: list[CoverWatch] = []
        for watch in list(self._watches):
            if shiboken6.isValid(watch):
                live.append(watch)
            else:
                self._watches.discard(watch)
        return live


__all__ = ["CoverWatch", "belongs_to", "is_modal_window"]
