"""Entry script of the frozen application (PyInstaller's ``packaging/marjolet-qt.spec``).

It does what ``python -m marjolet_qt`` does: run :func:`marjolet_qt.app.main.main` and exit
with its status, with two precautions for a program started by a desktop rather than typed:

* The installers associate ``.marjolet`` saved games with the game, so the desktop passes the
  file's path (``marjolet-qt %f``, ``"%1"``). While the game's command line has no place for
  a file, the path is left out (with a note on stderr) rather than refused with a usage error.
* ``multiprocessing.freeze_support`` makes a frozen child process (the "spawn" start method,
  used by the opponent's arena on Windows) run its task instead of opening a second window.
"""

import contextlib
import io
import multiprocessing
import sys
from os.path import isfile

from marjolet_qt.app import main as app_main


def _accepted(arguments: list[str]) -> bool:
    parse = getattr(app_main, "parse_args", None)
    if parse is None:
        return True
    try:
        with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()):
            parse(arguments)
    except SystemExit as exit_:
        return exit_.code in (0, None)  # --help, --version
    return True


def arguments(argv: list[str]) -> list[str]:
    """The command-line arguments to hand to the game."""
    argv = [a for a in argv if not a.startswith("-psn_")]  # old macOS Finder process serial
    if _accepted(argv):
        return argv
    files = [a for a in argv if not a.startswith("-") and (a.endswith(".marjolet") or isfile(a))]
    rest = [a for a in argv if a not in files]
    if files and _accepted(rest):
        print(f"marjolet-qt: cannot open files yet, ignoring {files}", file=sys.stderr)
        return rest
    return argv  # let the game report its own usage error


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(app_main.main(arguments(sys.argv[1:])))
