"""Texts of Qt's own widgets that Qt's French catalogue lacks, put in ours.

Qt 6 gave two labels of its file dialog access keys ("&Look in:", "Files of &type:"),
but the ``qtbase_fr.qm`` shipped with PySide6 still has them without ("Look in:"), so
Open and Save as showed them in English among French ones. Listed here in Qt's own
context, they reach our catalogue (``make translations``), and Qt finds them there: it
asks every installed translator. Nothing calls this module; the list is read by
``pyside6-lupdate`` and by the test that checks the file dialog is French throughout.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

#: (Qt's context, Qt's source text) for each text Qt's catalogue does not translate.
QT_TEXTS: tuple[tuple[str, str], ...] = (
    ("QFileDialog", str(QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"))),
    ("QFileDialog", str(QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"))),
)
