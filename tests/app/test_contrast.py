"""The game's own colours stay readable on a dark palette (``marjolet_qt/app/contrast.py``):
the third pass found the Rules tab's error at 1.7 to 1 and the players' column headers at
about 2 to 1 on a desktop's dark theme."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from marjolet_qt.app.contrast import GRAPHIC, TEXT, contrast, readable
from marjolet_qt.app.dialogs import help as help_page
from marjolet_qt.app.dialogs.rules_page import RulesPage
from marjolet_qt.app.scoresheet import PLAYER_COLOURS, ScoreTable
from marjolet_qt.engine import RuleSet

channels = st.integers(min_value=0, max_value=255)
colours = st.builds(QColor, channels, channels, channels)


@given(colour=colours, ground=colours, needed=st.sampled_from([TEXT, GRAPHIC]))
def test_a_colour_made_readable_reads(colour: QColor, ground: QColor, needed: float) -> None:
    made = readable(colour, ground, needed)
    assert contrast(made, ground) >= needed
    if contrast(colour, ground) >= needed:
        assert made == colour  # (a colour that reads is left as it is)


def test_the_players_colours_keep_their_look_on_a_light_ground() -> None:
    white = QColor("white")
    assert [readable(c, white) for c in PLAYER_COLOURS] == list(PLAYER_COLOURS)
    assert contrast(QColor("black"), white) == pytest.approx(21)


@pytest.fixture
def dark(qapp: QApplication) -> Iterator[QPalette]:
    """The application on a dark palette (a desktop's dark theme) for the test."""
    before = QPalette(qapp.palette())
    palette = QPalette(before)
    for role, name in (
        (QPalette.ColorRole.Window, "#2d2d2d"),
        (QPalette.ColorRole.Base, "#1e1e1e"),
        (QPalette.ColorRole.Button, "#353535"),
        (QPalette.ColorRole.WindowText, "#eeeeee"),
        (QPalette.ColorRole.Text, "#eeeeee"),
        (QPalette.ColorRole.Highlight, "#1d3b66"),
    ):
        palette.setColor(role, QColor(name))
    qapp.setPalette(palette)
    try:
        yield palette
    finally:
        qapp.setPalette(before)


def _style_colour(sheet: str) -> QColor:
    found = re.search(r"color: (#[0-9a-f]{6})", sheet)
    assert found is not None, sheet
    return QColor(found.group(1))


def test_the_rules_tab_s_error_and_custom_tag_read_on_a_dark_palette(
    qtbot: QtBot, dark: QPalette
) -> None:
    page = RulesPage(RuleSet.from_preset("marjolet"))
    qtbot.addWidget(page)
    window = dark.color(QPalette.ColorRole.Window)
    for label in (page.error_label, page.custom_label):
        assert contrast(_style_colour(label.styleSheet()), window) >= TEXT


def test_the_players_headers_and_the_rules_details_read_on_a_dark_palette(
    qtbot: QtBot, dark: QPalette
) -> None:
    table = ScoreTable(2, 3)
    qtbot.addWidget(table)
    table.set_headers("Round", ("You", "Computer"))
    ground = table.horizontalHeader().palette().color(QPalette.ColorRole.Button)
    for column in (1, 2):
        header = table.horizontalHeaderItem(column)
        assert header is not None
        assert contrast(header.foreground().color(), ground) >= TEXT
    html = help_page._meld_label("marriage", RuleSet.from_preset("marjolet"))
    assert contrast(_style_colour(html), dark.color(QPalette.ColorRole.Base)) >= TEXT
