"""Message boxes wide enough for their titles, and no wider than the screen.

A message box is as wide as its text asks, and the window system cuts a title longer
than that ("This game ca…d — Marjolet" for "This game cannot be opened"): the one line
that says what the box is about. :func:`give_room`, called for every window as it shows
(:func:`.modal_cover.when_shown`: the application's one event filter, which sees the
show before the box measures itself), gives every message box, the game's own and Qt's
static ones alike, the width of its title and of what the system adds to it. macOS
shows no title on a message box: nothing to make room for there.

A box's text may hold a file's name of 250 characters without a space ("Could not read
…"): one line wider than the screen, cut at its edge. Every box's plain text is given
places to break (:func:`.texts.breakable`) as it shows, on every system. And every box
is plain text unless it was made rich on purpose: Qt guesses, and a value quoted from a
file ("<h1>") would be read as markup.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QFontMetrics, QGuiApplication, Qt
from PySide6.QtWidgets import QGridLayout, QMessageBox, QSizePolicy, QSpacerItem, QWidget

from . import texts
from .screen_fit import screen_of

#: Room for what a title bar holds besides the title: its icon and its buttons.
TITLE_BAR_EXTRA = 160
#: The share of the screen's width a box may be given for its title, at most.
SCREEN_SHARE = 0.8
_GIVEN = "titleRoomGiven"
#: The longest run without a space a message box shows whole (longer ones may break).
BOX_RUN = 100


def title_width(box: QWidget) -> int:
    """The width ``box`` (a message box, or a small window such as the last trick's)
    needs for its title as the window system shows it (bold, the application's name
    after it), within :data:`SCREEN_SHARE` of the screen."""
    title = box.windowTitle()
    name = QGuiApplication.applicationDisplayName()
    if name and not title.endswith(name):
        title = f"{title} — {name}"
    font = box.font()
    font.setBold(True)
    width = QFontMetrics(font).horizontalAdvance(title) + TITLE_BAR_EXTRA
    screen = screen_of(box)  # (not box.screen(): see screen_of)
    if screen is not None:
        width = min(width, int(screen.availableGeometry().width() * SCREEN_SHARE))
    return width


def give_room(window: QWidget) -> None:
    """Widen ``window``, if it is a message box, for its title: once, as it first shows
    (a spacer across the box's grid, which the box's own sizing then honours); and let
    its long words break."""
    if not isinstance(window, QMessageBox):
        return
    if window.textFormat() == Qt.TextFormat.AutoText:
        # Plain, unless the box says otherwise (About): the boxes quote files' names and
        # values, and a level "<h1>" read from a save was shown as a huge empty heading.
        window.setTextFormat(Qt.TextFormat.PlainText)
    for text, write in (
        (window.text(), window.setText),
        (window.informativeText(), window.setInformativeText),
    ):
        if not text or window.textFormat() == Qt.TextFormat.RichText:
            continue
        # Runs a box can hold on one line are left whole: copied from the box, a path
        # with invisible breaks in it would not paste into a file manager.
        broken = texts.breakable(texts.unbroken(text), whole=BOX_RUN)  # (the same each time)
        if broken != text:
            write(broken)
    if sys.platform == "darwin":
        return
    layout = window.layout()
    if window.property(_GIVEN) or not isinstance(layout, QGridLayout):
        return
    window.setProperty(_GIVEN, True)
    room = QSpacerItem(
        title_width(window), 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Minimum
    )
    layout.addItem(room, layout.rowCount(), 0, 1, layout.columnCount())


__all__ = ["give_room", "title_width"]
