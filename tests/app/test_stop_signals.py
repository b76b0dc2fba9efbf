"""The system's request to stop (``marjolet_qt/app/stop_signals.py``), in a process of its
own: its handlers are the process's."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from marjolet_qt.app import stop_signals

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent(
    """
    import os, signal
    signal.signal(signal.SIGHUP, signal.SIG_IGN)  # (started under nohup)
    from PySide6.QtCore import QCoreApplication, QTimer
    from marjolet_qt.app import stop_signals

    app = QCoreApplication([])
    stop_signals.install(app, lambda: print("last words", flush=True))
    print("SIGHUP ignored:", signal.getsignal(signal.SIGHUP) == signal.SIG_IGN, flush=True)

    def twice():
        # A shutdown's SIGTERM to the whole group, and the launcher's forwarded one.
        os.kill(os.getpid(), signal.SIGTERM)
        os.kill(os.getpid(), signal.SIGTERM)

    QTimer.singleShot(100, twice)
    app.exec()
    print("went on", flush=True)
    """
)


@pytest.mark.skipif(not stop_signals.STOPPING, reason="no stopping signals on Windows")
def test_last_words_once_then_stopped_and_nohup_kept() -> None:
    """The review's findings: a second SIGTERM stopped the game halfway through its last
    words, and a SIGHUP the player had the game ignore (nohup) quit it."""
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        capture_output=True,
        text=True,
        timeout=60,
        env={"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "PATH": ""},
        check=False,
    )
    assert done.stdout.splitlines() == ["SIGHUP ignored: True", "last words"], done.stderr
    assert done.returncode == -signal.SIGTERM
