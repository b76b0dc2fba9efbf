"""GUI benchmark: launch time, animation frame rate, event-loop latency, memory.

Run under a real X server (Xvfb is fine) from the repository root::

    Xvfb :99 -screen 0 1600x1000x24 &
    DISPLAY=:99 .venv/bin/python benchmarks/gui.py

Each measure runs in a fresh child process (``--child NAME``), so that one does not warm
the caches of the next and the launch time includes the interpreter and every import.

- launch: from spawning ``python`` to the first painted table (from source, default
  settings), median and worst of several launches;
- deal fps: frames actually painted per second while the deal animation plays (normal
  speed), over several deals;
- latency: lateness of a 10 ms repeating timer while the Hard opponent thinks (p50, p95,
  max over several of its moves), i.e. how responsive the window stays;
- memory: resident set size after a whole game played to the end (Medium opponent).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsView

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from marjolet_qt.app.collector import install as install_collector  # noqa: E402  (after the path is set)
from marjolet_qt.app.model import COMPUTER, HUMAN  # noqa: E402
from marjolet_qt.app.settings import Settings  # noqa: E402
from marjolet_qt.app.table.view import TableView  # noqa: E402
from marjolet_qt.app.window import MainWindow  # noqa: E402


def _rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


# --- children -------------------------------------------------------------------------------


def _application() -> QApplication:
    """The application as the game makes it: Python's cycle collector in the GUI thread
    (``BENCH_GC=auto`` leaves Python's own, to compare)."""
    app = QApplication(sys.argv[:1])
    if os.environ.get("BENCH_GC", "gui") == "gui":
        install_collector(app)
    return app


def child_launch() -> dict[str, float]:
    t0 = float(os.environ["BENCH_T0"])

    app = _application()
    window = MainWindow(Settings(), None)
    result: dict[str, float] = {}

    def painted() -> None:
        if "launch_s" not in result:
            result["launch_s"] = time.time() - t0
            app.quit()

    window.table.framePainted.connect(painted)
    window.show()
    window.start()
    app.exec()
    window.close()
    return result


def child_fps() -> dict[str, float]:
    # The view's own paint time per frame (this thread's CPU time inside paintEvent): what
    # a frame costs to draw, whatever else the machine does and however the loop below
    # spins between frames (which the process's CPU time per frame would count too).
    paint_ms: list[float] = []

    def timed_paint(view: QGraphicsView, event: object) -> None:
        start = time.thread_time()
        QGraphicsView.paintEvent(view, event)  # type: ignore[arg-type]
        paint_ms.append((time.thread_time() - start) * 1000)

    TableView.paintEvent = timed_paint  # type: ignore[method-assign]
    app = _application()
    window = MainWindow(Settings(animation_speed="normal", level="easy"), None, seed=1)
    window.resize(1400, 900)
    window.show()
    # The computer must not move during the measure: hold its answers.
    window.model.set_view_busy(True)
    frames = [0]
    window.table.framePainted.connect(lambda: frames.__setitem__(0, frames[0] + 1))
    rates: list[float] = []
    paints: list[float] = []
    loop = QEventLoop()
    for _ in range(6):
        QTimer.singleShot(300, loop.quit)
        loop.exec()
        frames[0] = 0
        paint_ms.clear()
        start = time.perf_counter()
        window.model.new_game(first_dealer=COMPUTER)  # the human leads: nobody thinks
        while window.table.queue.busy or time.perf_counter() - start < 0.05:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        elapsed = time.perf_counter() - start
        rates.append(frames[0] / elapsed)
        paints.extend(paint_ms)
    window.close()
    return {
        "deal_fps_median": statistics.median(rates),
        "deal_fps_min": min(rates),
        "deal_seconds": elapsed,
        "deal_paint_ms_median": statistics.median(paints),
        "deal_paint_ms_p95": _percentile(paints, 0.95),
    }


def child_latency(level: str = "hard") -> dict[str, float]:
    """The timer's lateness while ``level`` thinks (``benchmarks/expert.py`` asks for
    Expert's, whose worker processes share the cores with the window)."""
    app = _application()
    settings = Settings(level=level, hard_think_time=1.0, animation_speed="off")
    window = MainWindow(settings, None, seed=3)
    window.show()
    model = window.model
    rng = random.Random(3)
    lateness: list[float] = []
    thinking_time = [0.0]
    clock = QElapsedTimer()
    last = [0]
    moves = [0]

    def tick() -> None:
        now = clock.elapsed()
        if model.thinking and last[0]:
            lateness.append(max(0.0, now - last[0] - 10))
        last[0] = now
        if model.is_human_turn():
            legal = model.human_legal_actions()
            model.play_human(rng.choice(legal))
        if moves[0] >= 8 or model.round.is_over():
            app.quit()

    model.thinkingStarted.connect(lambda: thinking_time.__setitem__(0, time.perf_counter()))

    def finished() -> None:
        moves[0] += 1

    model.thinkingFinished.connect(finished)
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.timeout.connect(tick)
    clock.start()
    timer.start(10)
    QTimer.singleShot(60_000 if level == "hard" else 180_000, app.quit)
    window.start(first_dealer=HUMAN)  # the computer leads
    app.exec()
    window.close()
    return {
        "latency_p50_ms": _percentile(lateness, 0.5),
        "latency_p95_ms": _percentile(lateness, 0.95),
        "latency_max_ms": max(lateness, default=float("nan")),
        "latency_samples": float(len(lateness)),
        "hard_moves": float(moves[0]),
    }


def child_memory() -> dict[str, float]:

    app = _application()
    window = MainWindow(Settings(level="medium", animation_speed="off"), None, seed=5)
    window.resize(1400, 900)
    window.show()
    model = window.model
    rng = random.Random(5)
    rounds = [0]

    def tick() -> None:
        dialog = window.active_dialog
        if dialog is not None:
            if type(dialog).__name__ == "GameOverDialog" or model.match.is_over():
                app.quit()
                return
            rounds[0] += 1
            dialog.accept()
            return
        if model.is_human_turn() and not window.table.queue.busy:
            model.play_human(rng.choice(model.human_legal_actions()))

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(5)
    QTimer.singleShot(600_000, app.quit)
    window.start()
    app.exec()
    result = {"rss_mb_after_game": _rss_mb(), "rounds": float(rounds[0] + 1)}
    window.close()
    return result


CHILDREN = {
    "launch": child_launch,
    "fps": child_fps,
    "latency": child_latency,
    "latency-expert": lambda: child_latency("expert"),
    "memory": child_memory,
}


def run_child(name: str) -> dict[str, float]:
    env = {**os.environ, "BENCH_T0": repr(time.time())}
    done = subprocess.run(
        [sys.executable, __file__, "--child", name],
        capture_output=True,
        text=True,
        env=env,
        check=False,
        cwd=ROOT,
        timeout=900,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"{name} failed ({done.returncode}): {done.stderr[-2000:]}")
    result: dict[str, float] = json.loads(lines[-1])
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--child", choices=sorted(CHILDREN))
    parser.add_argument("--launches", type=int, default=5)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(CHILDREN[args.child]()))
        return 0
    if not os.environ.get("DISPLAY") and os.environ.get("QT_QPA_PLATFORM") != "offscreen":
        print("no DISPLAY: run under Xvfb (see the module docstring)", file=sys.stderr)
        return 2
    platform = os.environ.get("QT_QPA_PLATFORM") or "xcb"
    print(f"platform: {platform}, DISPLAY={os.environ.get('DISPLAY')}")
    launches = [run_child("launch")["launch_s"] for _ in range(args.launches)]
    print(
        f"launch to first painted table: median {statistics.median(launches):.2f} s, "
        f"worst {max(launches):.2f} s (target <= 1.0 s)"
    )
    fps = run_child("fps")
    print(
        f"deal animation: median {fps['deal_fps_median']:.0f} frames/s, "
        f"lowest {fps['deal_fps_min']:.0f} (target >= 50); "
        f"painting a frame: median {fps['deal_paint_ms_median']:.1f} ms, "
        f"p95 {fps['deal_paint_ms_p95']:.1f} ms"
    )
    latency = run_child("latency")
    print(
        f"event-loop latency while Hard thinks (10 ms timer lateness): "
        f"p50 {latency['latency_p50_ms']:.1f} ms, p95 {latency['latency_p95_ms']:.1f} ms, "
        f"max {latency['latency_max_ms']:.1f} ms over {latency['latency_samples']:.0f} ticks "
        f"and {latency['hard_moves']:.0f} moves (target p95 <= 30 ms)"
    )
    memory = run_child("memory")
    print(
        f"memory after a whole game ({memory['rounds']:.0f} rounds): "
        f"{memory['rss_mb_after_game']:.0f} MB resident (target <= 200 MB)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
