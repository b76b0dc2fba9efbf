"""Message boxes as wide as their titles (``marjolet_qt/app/title_room.py``)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from marjolet_qt.app import modal_cover, title_room


def test_a_message_box_is_as_wide_as_its_title(qtbot: QtBot) -> None:
    """The attacker's pass: "This game cannot be opened" read "This game ca…d" in the
    title bar of a box as narrow as its short text."""
    modal_cover.when_shown(title_room.give_room)
    modal_cover.when_shown(title_room.give_room)  # (once however often asked)
    box = QMessageBox(QMessageBox.Icon.Warning, "This game cannot be opened at all", "No.")
    qtbot.addWidget(box)
    narrow = QMessageBox(QMessageBox.Icon.Warning, "", "No.")
    qtbot.addWidget(narrow)
    box.show()
    narrow.show()
    assert box.width() >= title_room.title_width(box) > narrow.width()
    box.hide()
    box.show()  # (shown again: given its room once)
    assert box.width() >= title_room.title_width(box)
