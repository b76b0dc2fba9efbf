"""Test-wide set-up: Qt without a display, and every user folder inside a temporary one."""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _keep_singletons_alive() -> None:
    """Work around PySide6 6.12.0 on CPython 3.11 losing references to True, False, None.

    Every signal emission drops a reference to True or False, and many void methods
    (``QLabel.setText``, ``QTableWidgetItem.setText``, ``QTableWidget.item`` returning
    None...) drop one to None; after a few thousand calls the interpreter aborts with
    "bool_dealloc" / "none_dealloc". From 3.12 on these objects are immortal.
    """
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    for value in (True, False, None):
        refcount = ctypes.c_ssize_t.from_address(id(value))
        if refcount.value < 1 << 40:
            refcount.value += 1 << 40


_keep_singletons_alive()


@pytest.fixture(autouse=True)
def _user_folders_in_tmp(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """No test reads or writes the real home: platformdirs follows these variables.

    The home is a folder of its own, so a test's ``tmp_path`` holds only what it made.
    """
    home = tmp_path_factory.mktemp("home")
    for variable, sub in (
        ("HOME", ""),
        ("XDG_CONFIG_HOME", ".config"),
        ("XDG_DATA_HOME", ".local/share"),
        ("XDG_CACHE_HOME", ".cache"),
        ("XDG_STATE_HOME", ".local/state"),
    ):
        folder = home / sub
        folder.mkdir(parents=True, exist_ok=True)
        monkeypatch.setenv(variable, str(folder))
    return home
