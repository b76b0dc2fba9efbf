"""The interface tests' shared set-up."""

from __future__ import annotations

import pytest

from marjolet_qt.app.window import MainWindow


@pytest.fixture(autouse=True)
def _quit_without_asking(monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows close at once, even on the broken folders the tests make on purpose:
    the question a player gets there (``MainWindow._may_quit``) would wait for an answer
    no test gives. The test of that question turns it back on."""
    monkeypatch.setattr(MainWindow, "confirm_unsaved_quit", False)
