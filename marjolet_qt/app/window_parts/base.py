"""What every part of the main window relies on: its state, the window-modal dialog it
waits on, the folder the file dialogs open in, and whether a game would be abandoned.
"""

from __future__ import annotations

import functools
import logging
import os
import sys
from abc import abstractmethod
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QEvent, QStandardPaths, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMainWindow, QMessageBox

from marjolet_qt.engine.jsonfile import is_text

from .. import texts
from ..dialogs.buttons import Question
from ..storage import backup_path, write_error

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QKeyEvent
    from PySide6.QtWidgets import QLabel, QMenu, QWidget

    from marjolet_qt.engine.match import Match, RoundResult

    from ..autosave import AutoSaver
    from ..dialogs.history import TrickHistoryDialog
    from ..modal_cover import CoverWatch
    from ..model import GameModel
    from ..save_banner import SaveBanner
    from ..savegame import SavedGame
    from ..settings import Settings, SettingsStore
    from ..statistics import Statistics, StatisticsStore
    from ..table import TableView
    from ..table.last_trick import LastTrickDialog

log = logging.getLogger(__name__)


def _is_folder(folder: str) -> bool:
    """Whether the remembered ``folder`` names a folder there now. A folder that cannot
    be checked (permission denied, a network share gone, a name too long or holding a
    NUL: a hand-edited setting) is not one: checking must never stop a file dialog."""
    try:
        return bool(folder) and Path(folder).is_dir()
    except (OSError, ValueError):
        return False


def _shown_windows() -> list[QWidget]:
    """The application's windows of its own on show (its dialogs: the replay, the
    review, What if; not a tooltip or a menu, which are windows to Qt too)."""
    return [
        window
        for window in QApplication.topLevelWidgets()
        if isinstance(window, QDialog) and window.isVisible()
    ]


#: The system's save panel asks before a file is replaced, whatever Qt tells it (macOS).
_PANEL_ASKS = sys.platform == "darwin"


class WindowBase(QMainWindow):
    """The state the window's parts share and the plumbing they all use.

    :class:`~marjolet_qt.app.window.MainWindow` sets every attribute declared here; each
    part (a subclass of this one) may read them, and call the entry points of the other
    parts declared at the end (for the type checker: the parts are only ever used
    together, through ``MainWindow``).
    """

    _settings: Settings
    _store: SettingsStore | None
    _data_dir: Path
    _save_path: Path | None
    #: The game as it was when last saved by hand or opened from _save_path
    #: (SavedGame.to_json but its time), to tell whether quitting would lose anything;
    #: None when neither happened in this game.
    _saved_copy: dict[str, object] | None
    model: GameModel
    table: TableView
    autosaver: AutoSaver
    save_banner: SaveBanner
    #: The menus' actions whose keys work in the screens between rounds too (Ctrl+S on
    #: the round's summary did nothing: its window had the keys, not the main one).
    keys_between_rounds: list[QAction]
    statistics_store: StatisticsStore
    statistics: Statistics
    statistics_warning: str | None
    _statistics_error: str | None
    #: A game given up, to be counted once the autosave holds the next one: the
    #: autosave's number of writes then, and where the count goes (None: none waits).
    _abandoned_after: tuple[int, tuple[str, str]] | None
    _writes_at_deal: int | None
    status_label: QLabel
    #: The window-modal dialog the flow waits on (one at a time), or None.
    active_dialog: QDialog | None
    #: What follows each dialog opened with _open_dialog, run when it closes.
    _after_dialog: dict[QDialog, Callable[[int], None]]
    #: The dialog each one was opened over (a screen between rounds stays open under a
    #: dialog opened from the menus), the flow's again once the one on top closes.
    _dialog_under: dict[QDialog, QDialog | None]
    history_dialog: TrickHistoryDialog | None
    welcome_dialog: QDialog | None
    #: Whether a modal dialog blocks the window now (Qt's WindowBlocked, WindowUnblocked).
    _blocked: bool = False
    #: Tells the model whether a modal window is up over this one (None until built).
    cover_watch: CoverWatch | None = None
    #: "summary", "gameover": the screens to show once the table has settled.
    _pending: list[str]
    _last_result: RoundResult | None
    #: The record and number of the round the open summary shows (for its review).
    _summary_round: tuple[dict[str, Any], int] | None
    #: The hint on show in the status bar: how it is worded, and the text shown.
    _hint_said: tuple[Callable[[], str], str] | None
    #: The last "close the window on top to open this file" said (a second launch's).
    _handed_message: str = ""
    #: Files handed over by second launches before this launch was done (None: not
    #: held, opened as they come); see :meth:`SavedGames.hold_handed_files`.
    _handed_early: list[Path | None] | None = None
    #: Why the autosave is held for the session when the data folder itself is the cause
    #: (a circle of links): what the quit question says instead of "an earlier game".
    _held_reason: str | None = None
    #: The names of the files it asks to open, in the order handed (several files
    #: double-clicked at once arrive one after another, under the first one's question).
    _handed_waiting: tuple[str, ...] = ()
    #: A digest of the bytes of the game's file as last written or read (None: no
    #: file), to tell a file changed behind the game's back.
    _file_print: str | None = None
    #: The window of the last trick, while it is open (one at a time).
    _last_trick_shown: LastTrickDialog | None = None
    game_menu: QMenu
    view_menu: QMenu
    help_menu: QMenu
    undo_action: QAction
    undo_refused_action: QAction
    redo_action: QAction
    hint_action: QAction
    hint_refused_action: QAction

    @property
    def settings(self) -> Settings:
        return self._settings

    def _save_folder(self) -> Path:
        """Where Save as and Export start: the folder the player last saved to or opened a
        game from outside the data folder, else their documents folder, else their home.
        Never the data folder: it is hidden, the program's own, and a game saved next to
        the autosave is one the player would not find again."""
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        for folder in (self._settings.last_folder, documents):
            if _is_folder(folder) and not self._in_data_folder(Path(folder)):
                return Path(folder)
        return Path.home()

    def _open_folder(self) -> Path:
        """Where Open starts: the folder of the newest thing to open, the unfinished game
        just kept in the data folder (the status line points the player to Game ▸ Open)
        as much as a game saved or opened elsewhere; else the last folder (the data
        folder itself in an older version's settings, which kept one folder for both),
        else where Save as starts."""
        for folder in (self._settings.open_folder, self._settings.last_folder):
            if _is_folder(folder):
                return Path(folder)
        return self._save_folder()

    def ask_save_file(self, title: str, start: Path, file_filter: str, suffix: str) -> Path | None:
        """Qt's Save dialog, then what it cannot check itself: the name given ``suffix``
        when it has none (a name typed as "evening" is saved as "evening.marjolet"), and
        confirmed when that adds the suffix to the name of a file already there (the
        dialog asked nothing of "evening", which did not exist, and an earlier game was
        written over in silence); a name of the game's own files (the autosave, its
        backup) refused, as it would be written over by the next move, and so are the
        settings and the statistics (an export there was reported done, then written
        over). The dialog is asked to ask nothing itself: it asked about
        "autosave.marjolet" when "autosave.marjolet.json" was to be written. (macOS's own
        panel asks whatever it is told: there, the name it asked about is not asked of
        again.) None: cancelled."""
        while True:
            name, _ = QFileDialog.getSaveFileName(
                self,
                title,
                str(start),
                file_filter,
                options=QFileDialog.Option.DontConfirmOverwrite,
            )
            if not name:
                return None
            chosen = Path(name)
            path = chosen if chosen.suffix == suffix else chosen.with_name(chosen.name + suffix)
            start = path
            if self._written_by_itself(path):
                refusal = (
                    self.tr(
                        "{name} is where the game keeps itself as you play: it is written "
                        "over at every move. Choose another name."
                    )
                    if self.is_own_file(path)
                    else self.tr(
                        "{name} is one of the files the game writes by itself (its settings, "
                        "its statistics): it would be written over. Choose another name."
                    )
                )
                QMessageBox.warning(self, title, refusal.format(name=texts.file_name(path)))
                continue
            try:
                exists = path.exists()
            except OSError as error:  # (a name too long once the suffix is added…)
                said = self.tr("{reason} Choose another name.")
                QMessageBox.warning(self, title, said.format(reason=write_error(path, error)))
                continue
            if not exists or (_PANEL_ASKS and path == chosen):
                return path
            answer = QMessageBox.question(
                self,
                title,
                self.tr("{name} already exists. Replace it?").format(name=texts.file_name(path)),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer == QMessageBox.StandardButton.Yes:
                return path

    def is_own_file(self, path: Path) -> bool:
        """Whether ``path`` is one of the files the game writes by itself as it is played
        (the autosave and its backup): never a saved game's file."""
        return _is_one_of(path, [self.autosaver.path])

    def _written_by_itself(self, path: Path) -> bool:
        """Whether ``path`` is any file the game writes without being asked: the
        autosave, the settings, the statistics, and their backups."""
        written = [self.autosaver.path, self.statistics_store.path]
        if self._store is not None:
            written.append(self._store.path)
        return _is_one_of(path, written)

    def _in_data_folder(self, folder: Path) -> bool:
        """Whether ``folder`` is the data folder or inside it (links followed)."""
        try:
            return folder.resolve().is_relative_to(self._data_dir.resolve())
        except (OSError, RuntimeError):  # (a loop of links)
            return False

    def _remember_folder(self, path: Path) -> None:
        """Remember the folder of a game saved, opened or kept, for the file dialogs:
        Open starts there next time, Save as and Export too unless it is the data folder
        (:meth:`_save_folder`). A folder whose name is not valid text (not UTF-8 on
        the disk) is not remembered: the settings could not be written with it."""
        folder = Path(path).absolute().parent
        if not is_text(str(folder)):
            return
        if self._in_data_folder(folder):
            self._keep_setting(open_folder=str(folder))
        else:
            self._keep_setting(open_folder=str(folder), last_folder=str(folder))

    def _keep_setting(self, **changes: Any) -> None:
        """Change a setting the window keeps by itself (the folders of the file dialogs,
        the welcome seen, the window's layout) and save it, unless nothing changed; a
        failure to save is only logged: these are conveniences, no reason to interrupt
        the game.

        The model is not told: none of these is its, and applying settings to it sets
        the opponent to the settings' level, which a game opened from a file has its own
        of (saving such a game into a new folder handed it to another opponent)."""
        changes = {
            key: value for key, value in changes.items() if getattr(self._settings, key) != value
        }
        if not changes:
            return
        self._settings = self._settings.replace(**changes)
        if self._store is not None:
            try:
                self._store.save(self._settings)
            except Exception:  # (a read-only or full disk: asked again next time)
                log.warning("could not save the settings %s", sorted(changes))

    def ask_open_path(self, title: str, file_filter: str) -> Path | None:
        """The file dialog of Open (tests replace it)."""
        name, _ = QFileDialog.getOpenFileName(self, title, str(self._open_folder()), file_filter)
        return Path(name) if name else None

    def game_in_progress(self) -> bool:
        """Whether a game is under way that something would abandon: begun and not over
        (a finished game is not "in progress", and a new one loses nothing)."""
        match = self.model.match
        if match.is_over():
            return False
        # (Moves taken back to the first card are still the game's: Redo plays them.)
        return bool(match.results or self.model.round.history or self.model.can_redo())

    def may_abandon(self, title: str, question: str) -> bool:
        """Whether the player gives up the game in progress for another (a new game, a
        deal played again, a saved game opened): True at once when nothing would be lost
        (no game under way, or the game stands as it was saved). The question shows the
        game's standing, and No is its default: Ctrl+N then Enter by reflex dealt anew
        over a game three rounds in, which neither Undo nor any file brought back."""
        if not self.game_in_progress():
            return True
        kept = self._save_path
        if self.save_is_current():
            if kept is not None:  # (the game goes from the table without a question)
                self.statusBar().showMessage(
                    self.tr("The game you were playing is kept in {name}.").format(
                        name=texts.file_name(kept)
                    ),
                    8000,
                )
            return True
        glance = self.match_at_a_glance(self.model.match)
        if kept is not None:
            chosen = self.ask_save_first(title, question, glance, kept)
            return chosen == "drop" or (chosen == "save" and self.save_game())
        answer = QMessageBox.question(
            self,
            title,
            f"{question}\n\n{glance}",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self._count_abandoned()  # (no file keeps it: the game is gone for good)
        return True

    def ask_save_first(self, title: str, question: str, glance: str, kept: Path) -> str:
        """:meth:`may_abandon`'s question for a game saved to a file and played on since
        (tests replace it): "save" there first, "drop" what was played since, or "cancel"
        (the default). "Yes" alone left the file rounds behind the game abandoned."""
        role = QMessageBox.ButtonRole
        return Question(
            self,
            QMessageBox.Icon.Question,
            title,
            question,
            name="saveFirst",
            informative=glance
            + "\n\n"
            + self.tr("What was played since is not in {name}.").format(name=texts.file_name(kept)),
            answers={
                "save": (self.tr("&Save, then go on"), role.AcceptRole),
                "drop": (self.tr("&Go on without saving"), role.DestructiveRole),
                "cancel": QMessageBox.StandardButton.Cancel,
            },
            default="cancel",
            escape="cancel",
        ).ask()

    def match_at_a_glance(self, match: Match) -> str:
        """The round in progress (if any) and the game's standing: enough to tell this
        game from another, or from an empty one, in a question about it."""
        seat = self.model.human_seat
        # Which game first: "Resume the game you were playing?" did not say it was the
        # Bésigue to 1,000, not the Marjolet played since.
        game = (
            self.tr("{game}, with options of your own. {goal}")
            if match.rules.is_custom
            else self.tr("{game}. {goal}")
        ).format(game=texts.preset_name(match.rules.preset), goal=texts.goal_text(match.rules))
        progress = texts.progress_text(match, seat)
        standing = texts.standing_text(match, seat)
        return "\n".join(line for line in (game, progress, standing) if line)

    def _open_dialog(
        self, dialog: QDialog, then: Callable[[int], None], *, blocking: bool = True
    ) -> None:
        """Open ``dialog`` as the one the flow waits on; ``then`` gets its result code once
        it is closed (not if :meth:`_close_dialog` withdraws it).

        A ``blocking`` dialog is window-modal. The screens between rounds (the summary,
        the game's end) are not (``blocking=False``): Qt drops the close button of a
        window that a modal dialog blocks, and the summary's only way on deals the next
        round, so the player could not quit there. Nothing of the game can be played
        meanwhile (the round is over), and a dialog opened from the menus over such a
        screen hands the flow back to it when it closes.

        ``then`` is kept by the window and the dialog's signal goes to a bound method,
        never to a closure: a closure holding the window, connected to a dialog the
        window owns, lets the window's last reference go inside the dialog's deletion,
        and PySide then deletes the dialog twice (a crash; see 1f806cf).
        """
        self._dialog_under[dialog] = self.active_dialog
        self.active_dialog = dialog
        self._after_dialog[dialog] = then
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self._on_dialog_finished)
        if blocking:
            dialog.open()
        else:
            dialog.addActions(self.keys_between_rounds)
            dialog.show()
            if self._blocked:  # opened under a dialog already up (About during the last trick)
                self._hold_screens(True)

    def _on_dialog_finished(self, code: int) -> None:
        dialog = self.sender()
        if not isinstance(dialog, QDialog):
            return
        under = self._dialog_under.pop(dialog, None)
        if self.active_dialog is dialog:
            # Back to the screen it was opened over, if that one still waits.
            self.active_dialog = under if under in self._after_dialog else None
        then = self._after_dialog.pop(dialog, None)
        shown = _shown_windows()
        if then is not None:
            then(code)
        # A window that what followed opened (the replay of the round chosen) takes the
        # keys, not the window under it.
        opened = [w for w in _shown_windows() if w not in shown and w is not dialog]
        # (Once the dialog has gone: what followed may have opened another.)
        QTimer.singleShot(0, self, functools.partial(self._take_the_keys_back, opened))

    def _take_the_keys_back(self, opened: Sequence[QWidget] = ()) -> None:
        """The keys to the table again once the screen on top of it has gone, when no
        window of the game has them (a closed dialog activates no other by itself) or
        the window has but no widget of it does. A keyboard player was stuck: H still
        gave a hint, but Enter and the arrows did nothing until a click on the felt."""
        if not self.isVisible() or self.isMinimized() or QApplication.activeModalWidget():
            return
        screen = self.active_dialog
        if screen is not None and screen.isVisible():
            # A screen the flow waits on came next (the game-over screen after the last
            # summary): the keys are its own, not the table's.
            if QApplication.activeWindow() is None:
                screen.activateWindow()
            return
        active = QApplication.activeWindow()
        # (Such a window may be gone, deleted, before the keys are given.)
        shown = [w for w in opened if shiboken6.isValid(w) and w.isVisible()]
        if shown:
            # Chosen in a dialog, it opened as the dialog closed: the keys went back to
            # the window under both, and Right, Enter played a card in the game under
            # the replay opened by Ctrl+R, Enter.
            if active is not shown[-1]:
                shown[-1].activateWindow()
            return
        if active is None:
            self.activateWindow()
        elif active is not self:
            return  # (another of the game's windows has them: a replay, the review)
        focus = QApplication.focusWidget()
        if focus is None or focus is self:
            self.table.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        """A key that reaches the window itself found no widget with the focus (the
        button that had it went with its panel): the table's keys are the table's."""
        focus = QApplication.focusWidget()
        if (focus is None or focus is self) and self.table.isVisible() and self.table.isEnabled():
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
            self.table.keyPressEvent(event)
            if event.isAccepted():
                return
        super().keyPressEvent(event)

    def event(self, event: QEvent) -> bool:
        """A modal dialog opened over the window (Settings, About, a warning) holds the
        screens between rounds too: Qt blocks only the window they belong to, so the
        summary's Next round could otherwise deal while Settings was open over it. (The
        computer's move is held by the cover watch, which these events nudge too.)"""
        kind = event.type()
        if kind == QEvent.Type.WindowActivate:
            QTimer.singleShot(0, self, self._take_the_keys_back)
        if kind in (QEvent.Type.WindowBlocked, QEvent.Type.WindowUnblocked):
            self._blocked = kind == QEvent.Type.WindowBlocked
            self._hold_screens(self._blocked)
            if self.cover_watch is not None:
                # (Also when a modal dialog went without a Hide: deleted while shown.)
                self.cover_watch.recheck()
        return super().event(event)

    def _hold_screens(self, held: bool) -> None:
        """Disable (or enable again) the non-modal dialogs the flow waits on, but one that
        the modal dialog was opened from (the summary's review): that one Qt blocks."""
        modal = QApplication.activeModalWidget() if held else None
        for dialog in self._after_dialog:
            if dialog.isModal() or (modal is not None and _owns(dialog, modal)):
                continue
            dialog.setEnabled(not held)

    def _close_dialog(self) -> None:
        """Withdraw the dialog the flow waits on (and any it was opened over), without
        running what was to follow."""
        dialog, self.active_dialog = self.active_dialog, None
        while dialog is not None:
            under = self._dialog_under.pop(dialog, None)
            self._after_dialog.pop(dialog, None)
            dialog.finished.disconnect()
            dialog.reject()
            dialog = under if under in self._after_dialog else None

    if TYPE_CHECKING:
        # The parts' entry points that other parts call.
        @abstractmethod
        def start(self, first_dealer: int | None = None) -> None: ...

        @abstractmethod
        def resume(self, game: SavedGame) -> None: ...

        @abstractmethod
        def offer_welcome(self) -> bool: ...

        @abstractmethod
        def review_record(
            self,
            record: dict[str, Any],
            number: int | None = None,
            parent: QWidget | None = None,
            *,
            live: bool = False,
            modal: bool = False,
        ) -> QDialog | None: ...

        @abstractmethod
        def _review_from_history(self) -> None: ...

        @abstractmethod
        def _update_status(self, *_: object) -> None: ...

        @abstractmethod
        def _enable_hint(self) -> None: ...

        @abstractmethod
        def _between_rounds_screen_closed(self) -> bool: ...

        @abstractmethod
        def _count_abandoned(self) -> None: ...

        @abstractmethod
        def _count_abandoned_if_replaced(self, writes: int) -> None: ...

        @abstractmethod
        def save_is_current(self) -> bool: ...

        @abstractmethod
        def save_game(self) -> bool: ...

        @abstractmethod
        def note_file_rewritten(self, path: Path) -> None: ...

        @abstractmethod
        def _save_statistics(self, *, reset: bool = False) -> None: ...


def _owns(window: QWidget, widget: QWidget) -> bool:
    """Whether ``widget`` is ``window`` or opened from it, across windows (Qt's
    ``isAncestorOf`` stops at a window's edge)."""
    parent: QWidget | None = widget
    while parent is not None:
        if parent is window:
            return True
        parent = parent.parentWidget()
    return False


def _is_one_of(path: Path, files: list[Path]) -> bool:
    """Whether ``path`` is one of ``files`` or of their backups: the same file on the
    disk (a name of other case on a disk that ignores it, macOS's and Windows'), else
    the same path once links are followed."""
    for file in files:
        for own in (file, backup_path(file)):
            try:
                if os.path.samefile(path, own):
                    return True
            except OSError:  # (one of them missing: the paths may still be the same)
                try:
                    if path.resolve() == own.resolve():
                        return True
                except (OSError, RuntimeError):  # (a loop of links)
                    continue
    return False
