"""The application entry point: ``python -m marjolet_qt`` and the ``marjolet-qt`` command.

``--smoke-test`` starts the game, paints the table once, lets the computer make one move
and quits with status 0 (status 1 if that does not happen within the time limit): the
packaging checks run it to prove that an installed game actually starts.
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from collections.abc import Sequence
from importlib.metadata import PackageNotFoundError, version

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from .model import COMPUTER, HUMAN
from .settings import SettingsStore
from .window import MainWindow, optional

SMOKE_TIMEOUT_MS = 30_000


def _version() -> str:
    try:
        return version("marjolet-qt")
    except PackageNotFoundError:  # running from a source tree that is not installed
        return "0"


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
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    return parser.parse_args(list(argv))


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game; returns the process status."""
    started = time.perf_counter()
    args = parse_args(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("marjolet-qt")
    app.setApplicationDisplayName("Marjolet")
    app.setOrganizationName("marjolet-qt")

    store = SettingsStore()
    settings, warning = store.load()
    if args.smoke_test:
        settings = settings.replace(animation_speed="off")
    install = optional("marjolet_qt.app.i18n", "install_translator")
    if install is not None:
        install(app, settings.language)

    window = MainWindow(settings, None if args.smoke_test else store, seed=args.seed)
    window.show()
    status = {"painted": False, "moved": False, "code": 0}

    if args.smoke_test:

        def check_done() -> None:
            if status["painted"] and status["moved"]:
                elapsed = time.perf_counter() - started
                print(f"smoke test: table painted, computer moved ({elapsed:.2f} s)")
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
    else:
        window.start()
        if warning:
            QTimer.singleShot(
                0, lambda: QMessageBox.warning(window, window.tr("Settings"), warning)
            )
    code = app.exec()
    return int(status["code"] or code)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
