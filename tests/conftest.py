"""Test-wide set-up: Qt without a display, and every user folder inside a temporary one."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The machine's language stays out of the tests: "system" means English, and numbers are
# written without grouping, whatever the developer's locale (a French one failed the
# language tests on a clean clone). Tests that want French install it themselves.
os.environ["LC_ALL"] = "C.UTF-8"
os.environ.pop("LANGUAGE", None)

# The fuzz tests' example counts: modest by default, thousands in `make fuzz`
# (HYPOTHESIS_PROFILE=fuzz). Tests that set max_examples themselves keep their own.
settings.register_profile(
    "fuzz",
    max_examples=5000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile("default", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


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
