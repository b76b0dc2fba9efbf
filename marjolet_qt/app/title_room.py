"""Message boxes wide enough for their titles.

A message box is as wide as its text asks, and the window system cuts a title longer
than that ("This game ca…d — Marjolet" for "This game cannot be opened"): the one line
that says what the box is about. :class:`TitleRoom`, installed on the application,
gives every message box, the game's own and Qt's static ones alike, the width of its
title and of what the system adds to it, before the box sizes itself.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QGridLayout, QMessageBox, QSizePolicy, QSpacerItem

#: Room for what a title bar holds besides the title: its icon and its buttons.
TITLE_BAR_EXTRA = 160
#: The share of the screen's width a box may be given for its title, at most.
SCREEN_SHARE = 0.8
_GIVEN = "titleRoomGiven"


def title_width(box: QMessageBox) -> int:
    """The width ``box`` needs for its title as the window system shows it (bold, the
    application's name after it), within :data:`SCREEN_SHARE` of the screen."""
    title = box.windowTitle()
    name = QGuiApplication.applicationDisplayName()
    if name and not title.endswith(name):
        title = f"{title} — {name}"
    font = box.font()
    font.setBold(True)
    width = QFontMetrics(font).horizontalAdvance(title) + TITLE_BAR_EXTRA
    screen = box.screen()
    if screen is not None:
        width = min(width, int(screen.availableGeometry().width() * SCREEN_SHARE))
    return width


class TitleRoom(QObject):
    """The event filter that widens each message box for its title, once, as it shows
    (an application's filter sees the show before the box measures itself)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if (
            event.type() == QEvent.Type.Show
            and isinstance(watched, QMessageBox)
            and not watched.property(_GIVEN)
        ):
            layout = watched.layout()
            if isinstance(layout, QGridLayout):
                watched.setProperty(_GIVEN, True)
                room = QSpacerItem(
                    title_width(watched),
                    0,
                    QSizePolicy.Policy.Minimum,
                    QSizePolicy.Policy.Minimum,
                )
                layout.addItem(room, layout.rowCount(), 0, 1, layout.columnCount())
        return False


__all__ = ["TitleRoom", "title_width"]
