"""Entry script of the frozen application (PyInstaller's ``packaging/marjolet-qt.spec``).

It does what ``python -m marjolet_qt`` does: run :func:`marjolet_qt.app.main.main` and exit
with its status. The desktop passes a double-clicked ``.marjolet`` saved game as the one
argument (``marjolet-qt %f``, ``"%1"``), which the game opens. ``multiprocessing.freeze_support``
makes a frozen child process (the "spawn" start method of Expert's worker processes, on
every system) run its task instead of opening a second window; the game is imported only
after it, so that a worker does not load Qt. Old macOS Finders add a ``-psn_…`` process
serial number, which is dropped.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from marjolet_qt.app import main as app_main

    sys.exit(app_main.main([a for a in sys.argv[1:] if not a.startswith("-psn_")]))
