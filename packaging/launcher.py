"""Entry script of the frozen application (PyInstaller's ``packaging/marjolet-qt.spec``).

It does what ``python -m marjolet_qt`` does: run :func:`marjolet_qt.app.main.main` and exit
with its status. ``freeze_support`` makes a frozen child process (``multiprocessing`` with the
"spawn" start method, used by the opponent's arena on Windows) run its task instead of
starting a second game window.
"""

import multiprocessing
import sys

from marjolet_qt.app.main import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
