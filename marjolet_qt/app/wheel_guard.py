"""The mouse wheel scrolls pages; it changes a value only in the field the player chose.

Qt's drop-downs, number fields and sliders take every wheel event that passes over them:
scrolling the long Rules page with the pointer crossing "Melds are:" switched the option
and turned the preset to "custom" (issue #13, item 9). :func:`guard_wheel` makes such a
widget refuse the wheel until it has the keyboard focus (a click or Tab gives it), and
hands the event to the scroll area around it instead, so the page scrolls.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDial,
    QSlider,
    QWidget,
)

#: The widgets whose value the wheel changes (not scroll bars: scrolling is their job).
GUARDED_TYPES: tuple[type[QWidget], ...] = (QComboBox, QAbstractSpinBox, QSlider, QDial)

_GUARDED = "marjoletWheelGuarded"


class _WheelGuard(QObject):
    """Turns wheel events over unfocused widgets into scrolling of the page around them."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if (
            event.type() != QEvent.Type.Wheel
            or not isinstance(watched, QWidget)
            or not isinstance(event, QWheelEvent)
            or watched.hasFocus()
        ):
            return False
        area = _scroll_area_around(watched)
        if area is None:
            # Nothing to scroll: ignored and filtered out, the widget never sees it (and
            # QApplication offers a spontaneous wheel event to the parents in turn).
            event.ignore()
            return True
        # Handed to the page's viewport explicitly rather than left to Qt's propagation,
        # which only spontaneous events get: the same path for the player and for tests.
        viewport = area.viewport()
        position = QPointF(viewport.mapFromGlobal(event.globalPosition().toPoint()))
        scrolled = QWheelEvent(
            position,
            event.globalPosition(),
            event.pixelDelta(),
            event.angleDelta(),
            event.buttons(),
            event.modifiers(),
            event.phase(),
            event.inverted(),
            event.source(),
        )
        QApplication.sendEvent(viewport, scrolled)
        event.setAccepted(scrolled.isAccepted())
        return True


def _scroll_area_around(widget: QWidget) -> QAbstractScrollArea | None:
    """The nearest scroll area whose viewport holds ``widget``, if any."""
    parent = widget.parentWidget()
    while parent is not None:
        area = parent.parentWidget()
        if isinstance(area, QAbstractScrollArea) and area.viewport() is parent:
            return area
        parent = area
    return None


def guard_wheel(root: QWidget) -> int:
    """Guard every drop-down, number field and slider inside ``root`` (and ``root``
    itself). Call it once the widgets exist; calling it again guards only new ones.
    Returns how many widgets were newly guarded."""
    guard = root.findChild(_WheelGuard, _GUARDED)
    if guard is None:
        guard = _WheelGuard(root)
        guard.setObjectName(_GUARDED)
    widgets = [root, *root.findChildren(QWidget)]
    count = 0
    for widget in widgets:
        if not isinstance(widget, GUARDED_TYPES) or widget.property(_GUARDED):
            continue
        # Not WheelFocus: the wheel alone must never give the focus (and with it the value).
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        widget.installEventFilter(guard)
        widget.setProperty(_GUARDED, True)
        count += 1
    return count


__all__ = ["GUARDED_TYPES", "guard_wheel"]
