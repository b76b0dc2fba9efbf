"""Message boxes as wide as their titles (``marjolet_qt/app/title_room.py``)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from marjolet_qt.app import modal_cover, texts, title_room


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


def test_a_message_box_breaks_a_long_name_rather_than_leave_the_screen(qtbot: QtBot) -> None:
    """The attacker's pass: "Could not read cccc…c: the name is too long", the name 250
    characters without a space, made one line cut at the screen's edge."""
    modal_cover.when_shown(title_room.give_room)
    name = "c" * 250 + ".marjolet"
    box = QMessageBox(
        QMessageBox.Icon.Warning, "Open", f"Could not read {name}: the name is too long."
    )
    box.setInformativeText(f"Also {name}.")
    qtbot.addWidget(box)
    box.show()
    screen = box.screen().availableGeometry()
    assert box.width() < 0.75 * screen.width()  # (without places to break: the whole screen)
    assert texts.unbroken(box.text()) == f"Could not read {name}: the name is too long."
    assert texts.unbroken(box.informativeText()) == f"Also {name}."
    shown = box.text()
    box.hide()
    box.show()
    assert box.text() == shown  # (shown again: broken the same)
    usual = "/home/player/.local/share/marjolet-qt/games/an-evening-at-the-farm.marjolet"
    plain = QMessageBox(QMessageBox.Icon.Warning, "Open", f"Delete the file {usual}.")
    qtbot.addWidget(plain)
    plain.show()
    assert plain.text() == f"Delete the file {usual}."  # (copied as it is)
    rich = QMessageBox(QMessageBox.Icon.Warning, "Open", f"<b>{name}</b>")
    rich.setTextFormat(Qt.TextFormat.RichText)
    qtbot.addWidget(rich)
    rich.show()
    assert rich.text() == f"<b>{name}</b>"  # (rich text made so is left as it is)


def test_a_message_box_shows_a_value_from_a_file_as_written_not_as_markup(
    qtbot: QtBot,
) -> None:
    """The attacker's pass: a save's level "<h1>" made "unknown opponent level “" and a
    huge empty heading, as Qt took the message for rich text."""
    modal_cover.when_shown(title_room.give_room)
    text = "This game cannot be opened: unknown opponent level “<h1>”."
    box = QMessageBox(QMessageBox.Icon.Warning, "Open", text)
    box.setInformativeText("Also “<b>x</b>”.")
    qtbot.addWidget(box)
    box.show()
    assert box.textFormat() == Qt.TextFormat.PlainText
    labels = {label.objectName(): label for label in box.findChildren(QLabel)}
    for name, shown in (
        ("qt_msgbox_label", text),
        ("qt_msgbox_informativelabel", "Also “<b>x</b>”."),
    ):
        label = labels[name]
        assert label.textFormat() == Qt.TextFormat.PlainText
        assert texts.unbroken(label.text()) == shown
