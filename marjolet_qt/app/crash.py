"""What happens when the game meets an error nobody foresaw.

Without this, an exception raised in a slot or an event handler is printed to a terminal
the player never sees, and the game carries on in a state nobody checked, or a thread dies
silently. :class:`CrashReporter` takes over ``sys.excepthook`` and ``threading.excepthook``:
it writes a crash report to the state folder (kept for the last :data:`KEEP_REPORTS`),
asks the autosave to write what it has, and shows a dialog that says what happened, where
the report is, and offers "Copy details" for a bug report. The game stays open: most such
errors spoil one action, not the game, and the autosave holds the position anyway.
"""

from __future__ import annotations

import contextlib
import logging
import platform
import sys
import threading
import traceback
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from types import TracebackType

import platformdirs
import PySide6
from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from marjolet_qt import __version__
from marjolet_qt.ai import native
from marjolet_qt.app.dialogs.buttons import close_by_default
from marjolet_qt.app.screen_fit import fit_to_screen

log = logging.getLogger(__name__)

#: Crash reports kept in the state folder; older ones are removed.
KEEP_REPORTS = 20
REPORT_PREFIX = "crash-"

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def default_report_folder() -> Path:
    """Where crash reports go: the per-user state folder (logs, not the player's data)."""
    return platformdirs.user_state_path("marjolet-qt", appauthor=False) / "crashes"


def describe_error(error: BaseException) -> str:
    """One line naming the error, for the dialog (the traceback is in the details)."""
    text = " ".join(str(error).split())
    if len(text) > 200:
        text = text[:199] + "…"
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


class CrashDialog(QDialog):
    """The error, where its report is, the details folded away, and "Copy details"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("crashDialog")
        self.setWindowTitle(self.tr("Something went wrong"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        layout = QVBoxLayout(self)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # (it quotes an error's text)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.message)
        self.details = QPlainTextEdit(self)
        self.details.setReadOnly(True)
        self.details.setObjectName("crashDetails")
        self.details.setMinimumSize(520, 160)
        layout.addWidget(self.details, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = QPushButton(self.tr("Copy details"), self)
        self.copy_button.setObjectName("copyDetails")
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_details)
        close_by_default(buttons)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.count = 0

    def add(self, summary: str, details: str, report: Path | None, saved: bool = True) -> None:
        """Show one more error (several in a row are gathered in one dialog)."""
        self.count += 1
        where = (
            self.tr("A report was written to {path}.").format(path=report)
            if report is not None
            else self.tr("No report could be written.")
        )
        lines = [
            self.tr("Marjolet Qt met an unexpected error: {error}").format(error=summary),
            self.tr(
                "Your game has been saved. You can keep playing; if something looks wrong, "
                "start a new game or reopen the saved one."
            )
            if saved
            else self.tr(
                "Your game could not be saved automatically: use Game ▸ Save as to keep it. "
                "You can keep playing."
            ),
            where,
        ]
        if self.count > 1:
            lines.append(self.tr("{count} errors so far.").format(count=self.count))
        self.message.setText("\n\n".join(lines))
        previous = self.details.toPlainText()
        self.details.setPlainText(f"{previous}\n\n{details}" if previous else details)

    @Slot()
    def copy_details(self) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(self.details.toPlainText())
        self.copy_button.setText(self.tr("Copied"))


class CrashReporter(QObject):
    """Catches unexpected exceptions of the GUI thread and of other threads."""

    #: An unexpected error: its one-line summary, the full report text, the report's path
    #: ("" when none could be written), whether the game is saved. Emitted in the thread
    #: that failed; the dialog is shown through a queued connection in the GUI thread.
    crashed = Signal(str, str, str, bool)

    def __init__(
        self,
        folder: Path | None = None,
        *,
        window: Callable[[], QWidget | None] = lambda: None,
        save: Callable[[], object] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.folder = Path(folder) if folder is not None else default_report_folder()
        self._window = window
        self._save = save
        self.dialog: CrashDialog | None = None
        self.reports: list[Path] = []
        self._previous: tuple[object, object] | None = None
        self._handling = threading.local()
        self.crashed.connect(self._show, Qt.ConnectionType.QueuedConnection)

    # --- hooks ---------------------------------------------------------------------------

    def install(self) -> None:
        """Take over ``sys.excepthook`` and ``threading.excepthook``."""
        if self._previous is None:
            self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.handle
        threading.excepthook = self._handle_thread

    def uninstall(self) -> None:
        if self._previous is not None:
            sys.excepthook, threading.excepthook = self._previous  # type: ignore[assignment]
            self._previous = None

    def _handle_thread(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or issubclass(args.exc_type, SystemExit):
            return
        self.handle(args.exc_type, args.exc_value, args.exc_traceback)

    def handle(
        self,
        kind: type[BaseException],
        error: BaseException,
        trace: TracebackType | None,
    ) -> None:
        """Report ``error``; never raises (a failing hook would hide the first error)."""
        if issubclass(kind, KeyboardInterrupt):
            QApplication.quit()
            return
        if getattr(self._handling, "active", False):
            return  # an error while reporting an error: the first one is what matters
        self._handling.active = True
        try:
            details = self.report_text((kind, error, trace))
            log.error("unexpected error\n%s", details)
            report = self.write_report(details)
            saved = True
            if self._save is not None and threading.current_thread() is threading.main_thread():
                try:
                    saved = self._save() is not False
                except Exception:
                    saved = False
            self.crashed.emit(describe_error(error), details, str(report or ""), saved)
        except Exception:  # pragma: no cover - the last resort
            with contextlib.suppress(Exception):
                traceback.print_exception(kind, error, trace)
        finally:
            self._handling.active = False

    # --- the report ----------------------------------------------------------------------

    @staticmethod
    def report_text(info: ExcInfo) -> str:
        """The report: versions and system, then the traceback."""
        header = [
            f"Marjolet Qt {__version__}",
            f"Python {platform.python_version()}, PySide6 {PySide6.__version__}",
            # A bug that only the compiled search shows is told apart from one in its sources.
            f"Opponent's search: {native.describe()}",
            f"System: {platform.platform()}",
            f"Time: {datetime.now().isoformat(timespec='seconds')}",
            f"Thread: {threading.current_thread().name}",
            "",
        ]
        return "\n".join(header) + "".join(traceback.format_exception(*info))

    def write_report(self, text: str) -> Path | None:
        """Write ``text`` as a new report file; None when the folder refuses it."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
            path = self.folder / f"{REPORT_PREFIX}{stamp}.txt"
            path.write_text(text, encoding="utf-8")
        except OSError:
            log.warning("could not write a crash report in %s", self.folder)
            return None
        self.reports.append(path)
        self._prune()
        return path

    def _prune(self) -> None:
        with contextlib.suppress(OSError):
            reports = sorted(self.folder.glob(f"{REPORT_PREFIX}*.txt"))
            for old in reports[:-KEEP_REPORTS]:
                with contextlib.suppress(OSError):
                    old.unlink()

    # --- the dialog ------------------------------------------------------------------------

    @Slot(str, str, str, bool)
    def _show(self, summary: str, details: str, report: str, saved: bool) -> None:
        if QApplication.instance() is None:
            return
        if self.dialog is None or not self.dialog.isVisible():
            if self.dialog is not None:
                self.dialog.deleteLater()
            self.dialog = CrashDialog(self._window())
            self.dialog.add(summary, details, Path(report) if report else None, saved)
            fit_to_screen(self.dialog)
            self.dialog.open()
        else:
            self.dialog.add(summary, details, Path(report) if report else None, saved)


__all__ = ["KEEP_REPORTS", "CrashDialog", "CrashReporter", "default_report_folder"]
