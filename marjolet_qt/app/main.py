"""The application entry point: ``python -m marjolet_qt`` and the ``marjolet-qt`` command.

``--smoke-test`` starts the game, paints the table once, lets the computer make one move
and quits with status 0 (status 1 if that does not happen within the time limit): the
packaging checks run it to prove that an installed game actually starts.
"""

from __future__ import annotations

import argparse
import json
import logging
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from marjolet_qt import APP_ID, __version__
from marjolet_qt.ai import native, worker_pool
from marjolet_qt.engine.actions import ActionKind

from . import collector, handoff, modal_cover, savegame, stop_signals, texts, title_room
from .crash import CrashReporter, describe_error
from .i18n import install_translator
from .instance import InstanceLock
from .model import COMPUTER, HUMAN
from .savegame import SavedGame
from .settings import Settings, SettingsStore
from .window import MainWindow

SMOKE_TIMEOUT_MS = 30_000
#: How long a launch waits for the window's first paint before it goes on without it.
PAINT_WAIT_MS = 1_000


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="marjolet-qt", description="Marjolet, the card game, against the computer."
    )
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="start, paint the table, let the computer move once, and quit (status 0)",
    )
    parser.add_argument("--seed", type=int, default=None, help="shuffle reproducibly")
    parser.add_argument(
        "game",
        nargs="?",
        type=Path,
        help="a saved game (.marjolet) to open, as the desktop passes it on a double-click",
    )
    # Developer flags (hidden): drive the game from a test with a real process.
    parser.add_argument("--autoplay", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--print-state", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser.parse_args(list(argv))


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game; returns the process status."""
    started = time.perf_counter()
    args = parse_args(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    # (A test or a tool may have made the application already.)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("marjolet-qt")
    app.setApplicationDisplayName("Marjolet")
    app.setOrganizationName("marjolet-qt")
    app.setDesktopFileName(APP_ID)  # Wayland desktops find the icon through it
    app.setWindowIcon(QIcon(":/assets/icons/marjolet-qt.svg"))
    # Qt objects caught in reference cycles are deleted in the GUI thread, between events.
    collector.install(app)
    # Every message box as wide as its title (title_room.py).
    modal_cover.when_shown(title_room.give_room)

    # From here on no unexpected error reaches the terminal only (crash.py).
    holder: dict[str, MainWindow] = {}
    reporter = CrashReporter(
        window=lambda: holder.get("window"),
        save=lambda: "window" in holder and _saved(holder["window"]),
        parent=app,
    )
    reporter.install()

    store = SettingsStore()
    settings, warning = load_settings(app, store)
    # One copy at a time on the player's games and statistics (instance.py); a smoke
    # test and --print-state write nothing of theirs.
    folder = savegame.data_folder()
    instance = InstanceLock(folder)
    solo = args.smoke_test or args.print_state
    claimed = solo or instance.claim()
    # Held by a copy open, or no lock to be had (a full or read-only disk): a copy open
    # that answers gets the file; two copies on a full disk wrote over each other's games
    # once the disk had room again.
    if not solo and not instance.holds():
        # Held on this computer: its copy may be starting, and is asked again. (Held on
        # another, sharing the folders, its copy cannot answer here.)
        handed = (
            handoff.hand_over_patiently(folder, args.game)
            if not claimed and instance.other_host() is None
            else handoff.hand_over(folder, args.game, 500)
        )
        if handed:
            return 0  # the copy already open has the file (or comes to the front)
    if not claimed:
        host = instance.other_host()
        QMessageBox.information(
            None,
            "Marjolet",
            app.translate(
                "Main",
                "Marjolet Qt is already open. Two copies would write over each other's "
                "games and statistics: please go on in the one already open (its Game ▸ "
                "Open opens a saved game).",
            )
            if host is None
            # A lock from another machine (a shared home, or this one renamed) cannot
            # be checked from here: it said "already open" for good, with no way out.
            else app.translate(
                "Main",
                "Marjolet Qt seems to be open on the computer “{host}”, which uses the same "
                "folders. If it is not, delete the file {file} and start the game again.",
            ).format(host=host, file=texts.shown_path(instance.path)),
        )
        return 0
    if args.smoke_test or args.autoplay or args.print_state:
        settings = settings.replace(animation_speed="off")
    if args.smoke_test:
        # The strongest level: a frozen program must be able to start its worker processes.
        settings = settings.replace(level="expert")

    try:
        window = MainWindow(
            settings,
            None if args.smoke_test else store,
            seed=args.seed,
            autosave=not (args.smoke_test or args.print_state),
        )
    except Exception as error:
        # Nothing to play on: say so in a window (a desktop launch has no terminal).
        details = reporter.report_text((type(error), error, error.__traceback__))
        report = reporter.write_report(details)
        print(details, file=sys.stderr)
        QMessageBox.critical(
            None,
            "Marjolet",
            app.translate("Main", "Marjolet Qt could not start: {error}").format(
                error=describe_error(error)
            )
            + ("\n\n" + str(report) if report else ""),
        )
        return 1
    holder["window"] = window
    # Stopped by the system (shutdown, logout): the game and the layout written first.
    stop_signals.install(app, window.keep_before_stopping)
    window.show()
    if not solo:
        # Second launches hand their file to this copy (handoff.py); a copy without the
        # lock (none could be made) listens too, but never takes over a socket.
        server = handoff.HandoffServer(folder, window)
        server.fileReceived.connect(window.open_handed_file)
        server.listen(take_over=instance.holds())
    status = {"painted": False, "moved": False, "code": 0}
    if args.smoke_test:
        # An unexpected error fails the smoke test, even if the game could go on.
        reporter.crashed.connect(lambda *_: status.update(code=1))

    if args.smoke_test:

        def check_done() -> None:
            if status["painted"] and status["moved"]:
                elapsed = time.perf_counter() - started
                print(f"smoke test: table painted, computer moved ({elapsed:.2f} s)")
                expert = worker_pool.summary(wait=True)
                print(f"smoke test: Expert: {expert or 'did not search'}")
                if "failed" in expert:
                    status["code"] = 1
                # A frozen program that ships the compiled search must load it (not the
                # sources' bytecode beside it). From source, the sources may run instead.
                print(f"smoke test: search: {native.describe()}")
                if getattr(sys, "frozen", False) and native.shipped() and not native.compiled():
                    status["code"] = 1
                window.close()
                app.quit()

        def painted() -> None:
            status["painted"] = True
            check_done()

        def played(player: int, card: int) -> None:
            if player == COMPUTER:
                status["moved"] = True
                check_done()

        def timed_out() -> None:
            print("smoke test: the computer did not move in time", file=sys.stderr)
            status["code"] = 1
            window.close()
            app.quit()

        window.table.framePainted.connect(painted)
        window.model.cardPlayed.connect(played)
        QTimer.singleShot(SMOKE_TIMEOUT_MS, timed_out)
        window.start(first_dealer=HUMAN)  # the computer leads the first trick
    elif args.print_state:
        QTimer.singleShot(0, lambda: _print_state(window, app))
    elif args.autoplay:
        window.start()
        _autoplay(window, args.autoplay, args.seed)
    else:
        warnings = [
            (app.translate("Main", "Statistics"), window.statistics_warning),
            (app.translate("Main", "Settings"), warning),
        ]
        shown = [(title, text) for title, text in warnings if text]
        window.hold_handed_files()
        when_painted(window, lambda: window.launch(args.game, shown))
    code = app.exec()
    stop_signals.uninstall()  # (the shutdown that follows may be stopped again)
    return int(status["code"] or code)


def when_painted(window: MainWindow, then: Callable[[], None]) -> None:
    """Call ``then`` once the window has painted its table, or after
    :data:`PAINT_WAIT_MS` if it never does (no display to paint on).

    A launch reads the game it resumes or opens in the window's thread: seconds for the
    longest file the game accepts. Begun before the first paint, it left a black window
    (and a black question over it) until it was done. Queued after the paint, the window
    is drawn and shows the wait cursor meanwhile."""
    state = {"done": False}

    def once() -> None:
        if state["done"]:
            return
        state["done"] = True
        window.table.framePainted.disconnect(once)
        then()

    # Queued: the frame is flushed to the screen before the reading starts.
    window.table.framePainted.connect(once, Qt.ConnectionType.QueuedConnection)
    QTimer.singleShot(PAINT_WAIT_MS, once)


def _saved(window: MainWindow) -> bool:
    """Write what the autosave has now; whether the game is safely on disk."""
    return window.autosaver.flush(2.0) and window.autosaver.works


def load_settings(app: QApplication, store: SettingsStore) -> tuple[Settings, str | None]:
    """The saved settings and what loading them has to say, in the player's language:
    the language they ask for is installed first, then they are loaded (which may set a
    damaged file aside and word why, with its dates, in that language)."""
    language = store.saved_language()
    install_translator(app, language)
    settings, warning = store.load()
    if settings.language != language:  # (they agree unless the files changed meanwhile)
        install_translator(app, settings.language)
    return settings, warning


def _print_state(window: MainWindow, app: QApplication) -> None:
    """``--print-state``: resume the autosave without asking, print the game it resumed
    as JSON (the saved-game format without its date) and quit, writing nothing."""
    model = window.model
    window.start_or_resume(ask=False)
    document = SavedGame.of(model).to_json()
    document.pop("saved_at", None)
    print(json.dumps(document, sort_keys=True), flush=True)
    window.close()
    app.quit()


def _autoplay(window: MainWindow, moves: int, seed: int | None) -> None:
    """``--autoplay N``: play N human moves (a fixed, plausible choice), then wait until
    the autosave holds the position and print ``autoplay: saved K actions`` (K actions in
    the round in progress); the process then idles, for a test to kill it."""
    model = window.model
    rng = random.Random(seed)
    played = {"moves": 0, "done": False}

    def step() -> None:
        if played["done"]:
            return
        if played["moves"] >= moves or model.round.is_over():
            if model.thinking or not window.autosaver.idle:
                QTimer.singleShot(20, step)
                return
            played["done"] = True
            count = len(model.round.history)
            print(f"autoplay: saved {count} actions", flush=True)
            return
        if model.is_human_turn():
            legal = model.human_legal_actions()
            melds = [a for a in legal if a.kind not in (ActionKind.PLAY, ActionKind.DONE)]
            plays = [a for a in legal if a.kind == ActionKind.PLAY]
            action = melds[0] if melds else rng.choice(plays) if plays else legal[-1]
            model.play_human(action)
            played["moves"] += 1
        QTimer.singleShot(20, step)

    QTimer.singleShot(20, step)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
