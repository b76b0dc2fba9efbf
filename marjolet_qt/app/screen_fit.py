"""Every window's first size and place, fitted to the screen it opens on.

A window opens at its preferred size where the screen has the room, smaller where it has
not (a laptop's 1366 × 768, a small or remote screen's 800 × 600), never below what its
layout needs, and wholly on that screen: a window taller than the screen has its buttons
out of reach (Settings' OK and Cancel were below an 800 × 600 screen, Statistics' Close
past its right edge), and a window manager seldom lets one be dragged above the top.
Content that may grow taller than a small screen scrolls (:class:`VerticalScroll`)
rather than raise the window's minimum beyond it.

The room on the screen is read through :func:`available_room` alone: the tests replace it
to open the windows on small and large screens (an offscreen screen's size is fixed).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QCursor, QGuiApplication, QScreen
from PySide6.QtWidgets import QFrame, QScrollArea, QStyle, QWidget

#: What the window manager's frame takes around a window, roughly: the title bar above, a
#: border on the other sides. Kept free of the window itself, so that its frame is on the
#: screen too.
FRAME = QMargins(8, 40, 8, 8)


def available_room(window: QWidget) -> QRect | None:
    """The available geometry (the screen less its panels and docks) of the screen
    ``window`` opens on: its parent's window's (where a dialog opens), else its own; None
    without a screen."""
    parent = window.parentWidget()
    screen = screen_of(parent.window() if parent is not None else window)
    return screen.availableGeometry() if screen is not None else None


def screen_of(window: QWidget) -> QScreen | None:
    """The screen ``window`` is on: the one under its middle while it is shown, else the
    one under the mouse pointer (a window not shown yet stands at Qt's default place,
    not the player's), else the primary screen.

    Only through ``QGuiApplication.screenAt`` and ``primaryScreen``: a screen asked of
    the window itself (``QWidget.screen()``, ``QWindow.screen()``) left a later main
    window to crash in its constructor (PySide6 6.x, offscreen, twice in the suite)."""
    if window.isVisible():
        found = QGuiApplication.screenAt(window.frameGeometry().center())
        if found is not None:
            return found
    return QGuiApplication.screenAt(QCursor.pos()) or QGuiApplication.primaryScreen()


def fit_to_screen(window: QWidget, preferred: QSize | None = None, *, beside: bool = False) -> None:
    """Size and place ``window`` (a window or dialog about to be shown) on its screen.

    It gets its ``preferred`` size (by default, the size its layout asks for), bounded by
    the screen's room less :data:`FRAME`, never below its minimum size hint; then it is
    centred over its parent's window (else on the screen) and moved wholly within the
    room. A window whose minimum is bigger than the room keeps its top left corner (the
    title bar, its first fields) on the screen.

    ``beside``: a window kept open while the game goes on (the tricks of the round)
    stands beside its parent's window where the screen has room, else over its right
    edge (the score sheet), never over the middle of the table: centred, it hid the
    declaration panel the player had to answer."""
    if preferred is None:
        window.adjustSize()  # (Qt's own first size: the layout's, with wrapped text)
        preferred = window.size()
    room = available_room(window)
    least = window.minimumSizeHint()
    if room is None:
        window.resize(preferred.expandedTo(least))
        return
    inner = room.marginsRemoved(FRAME)
    window.resize(preferred.boundedTo(inner.size()).expandedTo(least))
    size = window.size()  # (an explicit minimum size may have made it bigger still)
    parent = window.parentWidget()
    over = parent.window().frameGeometry() if parent is not None else inner
    place = QRect(QPoint(0, 0), size)
    place.moveCenter(over.center())
    if beside and parent is not None:
        width = size.width() + FRAME.left() + FRAME.right()
        top = over.top() + FRAME.top()
        if over.right() + width <= inner.right() + FRAME.right():  # room on the right
            place.moveTopLeft(QPoint(over.right() + 1 + FRAME.left(), top))
        elif over.left() - width >= inner.left() - FRAME.left():  # on the left
            place.moveTopLeft(QPoint(over.left() - width + FRAME.left(), top))
        else:  # over the window's right edge
            place.moveTopRight(QPoint(over.right() - FRAME.right(), top))
    left = within(place.left(), size.width(), inner.left(), inner.right())
    top = within(place.top(), size.height(), inner.top(), inner.bottom())
    # A window's position is its frame's (Qt's move() places the frame's top left corner).
    window.move(left - FRAME.left(), top - FRAME.top())


def within(start: int, length: int, low: int, high: int) -> int:
    """Where a span of ``length`` that would begin at ``start`` begins so as to lie
    between ``low`` and ``high`` (both included, as a ``QRect``'s left and right): moved
    as little as it must, and at ``low`` when longer than the room (its beginning, a
    window's title bar or left edge, stays in reach)."""
    return max(low, min(start, high + 1 - length))


def keep_on_screen(window: QWidget) -> None:
    """Before a kept window is shown again (the tricks of the round): where the player
    left it if that is still wholly on the screen its parent is on now, else fitted to
    that screen anew (:func:`fit_to_screen`, at its size). The game window may have moved
    to another screen since, or a screen been unplugged, and the window would reopen
    where nobody looks, or nowhere."""
    room = available_room(window)
    if room is None:
        return
    frame = QRect(window.pos(), window.size().grownBy(FRAME))  # (pos(): the frame's)
    if not room.contains(frame):
        fit_to_screen(window, window.size(), beside=True)


class VerticalScroll(QScrollArea):
    """Content that scrolls up and down, always as wide as it needs: its height no longer
    counts in its window's minimum (a list of melds that grows with the statistics), its
    width still does (room for the scroll bar included, so no word is ever cut)."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        # The content laid out anew (a longer name): its width is asked again. (Its own
        # geometry requests stop at the viewport, which has no layout to pass them on.)
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def _width(self, content: QSize) -> int:
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        return content.width() + bar + 2 * self.frameWidth()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().minimumSizeHint()
        content = self.widget()
        if content is None:
            return hint
        return QSize(max(hint.width(), self._width(content.minimumSizeHint())), hint.height())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        content = self.widget()
        if content is None:
            return super().sizeHint()
        hint = content.sizeHint()
        return QSize(self._width(hint), hint.height() + 2 * self.frameWidth())


__all__ = [
    "FRAME",
    "VerticalScroll",
    "available_room",
    "fit_to_screen",
    "keep_on_screen",
    "screen_of",
    "within",
]
