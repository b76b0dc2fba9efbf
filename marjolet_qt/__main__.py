"""``python -m marjolet_qt`` starts the game.

The game is imported only when this module runs as the program: Expert's worker
processes are started with "spawn", which imports the parent's main module again (as
``__mp_main__``) in every worker, and a worker needs the opponent, not Qt.
:func:`multiprocessing.freeze_support` lets a frozen program (PyInstaller) act as such a
worker when it is started as one (packaging/launcher.py does the same).
"""

import multiprocessing
import sys


def run() -> int:
    """Start the game and return its status."""
    from marjolet_qt.app.main import main  # noqa: PLC0415 (see the module's docstring)

    return main()


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(run())
