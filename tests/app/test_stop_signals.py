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


def run(script: str) -> subprocess.CompletedProcess[str]:
    """``script`` in a Python process of its own, offscreen."""
    return subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=60,
        env={"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "PATH": ""},
        check=False,
    )


@pytest.mark.skipif(not stop_signals.STOPPING, reason="no stopping signals on Windows")
def test_last_words_once_then_stopped_and_nohup_kept() -> None:
    """The review's findings: a second SIGTERM stopped the game halfway through its last
    words, and a SIGHUP the player had the game ignore (nohup) quit it."""
    done = run(SCRIPT)
    assert done.stdout.splitlines() == ["SIGHUP ignored: True", "last words"], done.stderr
    assert done.returncode == -signal.SIGTERM


AS_THE_LOOP_ENDS = textwrap.dedent(
    """
    import os, signal, time
    from PySide6.QtCore import QCoreApplication, QTimer
    from marjolet_qt.app import stop_signals

    app = QCoreApplication([])
    stop_signals.install(app, lambda: print("last words", flush=True))

    def stop_and_quit():
        os.kill(os.getpid(), signal.SIGTERM)  # (noted, not yet heard by the loop)
        app.quit()

    QTimer.singleShot(100, stop_and_quit)
    app.exec()
    print("loop ended", flush=True)
    stop_signals.uninstall()
    print("went on", flush=True)
    """
)

AFTER_THE_LOOP = textwrap.dedent(
    """
    import os, signal, time
    from PySide6.QtCore import QCoreApplication, QTimer
    from marjolet_qt.app import stop_signals

    app = QCoreApplication([])
    stop_signals.install(app, lambda: print("last words", flush=True))
    QTimer.singleShot(100, app.quit)
    app.exec()
    stop_signals.uninstall()
    print("shutting down", flush=True)
    os.kill(os.getpid(), signal.SIGTERM)  # (a slow shutdown, stopped by the system)
    time.sleep(5)
    print("went on", flush=True)
    """
)


@pytest.mark.skipif(not stop_signals.STOPPING, reason="no stopping signals on Windows")
@pytest.mark.parametrize(
    ("script", "said"),
    [(AS_THE_LOOP_ENDS, ["loop ended"]), (AFTER_THE_LOOP, ["shutting down"])],
    ids=["as-the-loop-ends", "after-the-loop"],
)
def test_a_stop_once_the_loop_has_ended_stops_the_game(script: str, said: list[str]) -> None:
    """The review's finding: once the event loop had ended, a SIGTERM was noted, then
    ignored for good; a shutdown that hung could only be killed."""
    done = run(script)
    assert done.stdout.splitlines() == said, done.stderr
    assert done.returncode == -signal.SIGTERM
