"""Saved games: Open, Save, Save as, the autosave's problems, and resuming at launch."""

from __future__ import annotations

import contextlib
import hashlib
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from marjolet_qt.engine import jsonfile
from marjolet_qt.engine.jsonfile import JsonFileError

from .. import savegame, texts
from ..busy import busy_cursor
from ..dialogs.buttons import Question
from ..savegame import SAVE_EXTENSION, SavedGame, is_resumable, keep_declined
from ..storage import (
    Recovery,
    StorageError,
    UnreadableFileError,
    backup_path,
    ensure_folder,
    format_time,
    load_or_recover,
)
from .base import WindowBase


class SavedGames(WindowBase):
    """The window's files: the saved game's path in the title, the file dialogs, and the
    launch's question whether to resume the autosaved game."""

    def launch(self, game: Path | None, warnings: list[tuple[str, str]]) -> None:
        """What a launch shows, one screen after another: the warnings of the start (the
        settings or the statistics could not be read: ``(title, message)``), then the
        saved game the program was started on (``game``) or the question whether to
        resume the unfinished one, then the welcome at the first start. One at a time:
        a warning opened over the resume question hid it, and answering the warning
        first left the question behind the window on some desktops."""
        pending = list(warnings)

        def next_screen(_code: int = 0) -> None:
            if pending:
                title, message = pending.pop(0)
                box = QMessageBox(
                    QMessageBox.Icon.Warning, title, message, QMessageBox.StandardButton.Ok, self
                )
                box.setObjectName("launchWarning")
                self._open_dialog(box, next_screen)
                return
            if game is None or not self.open_game_file(game, at_launch=True):
                self.start_or_resume()
            self.offer_welcome()  # the first start only

        next_screen()
        self._release_handed_early()

    def hold_handed_files(self) -> None:
        """Keep the files second launches hand over until :meth:`launch` has run and its
        screens are answered: the launch waits for the window's first paint, and a file
        handed meanwhile was opened, then dealt over or replaced by the launch's own game."""
        if self._handed_early is None:
            self._handed_early = []

    def _release_handed_early(self) -> None:
        """Open the files held during the launch once no screen of it is up (a warning,
        "Resume?", the welcome): the file double-clicked while the game started met the
        resume question, was only named in the status line, and never opened."""
        if self._handed_early is None:
            return
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QDialog) and modal.isVisible():
            modal.finished.connect(self._on_launch_screen_closed)
            return
        held, self._handed_early = self._handed_early, None
        for path in held:
            self.open_handed_file(path)

    def _on_launch_screen_closed(self, _code: int) -> None:
        # Once what the screen's answer does has run: it may open the next screen.
        QTimer.singleShot(0, self, self._release_handed_early)

    def start_or_resume(self, *, ask: bool = True) -> None:
        """At launch: offer to resume an unfinished autosaved game, else deal a new one;
        a finished one comes back on its game-over screen. Escape resumes too (it threw
        nothing away elsewhere). Declining keeps the autosave under a dated name in the
        data folder (Game ▸ Open finds it), unless the file it came from holds it as it
        is; a damaged autosave is set aside, one the system will not read left where it
        is and the autosave held: neither is ever overwritten.
        """
        path = self.autosaver.path
        found = self._read_autosave()
        if found.problem is not None:
            if found.in_place:  # it cannot be moved (or read): do not write over it either
                self._hold_autosave(unreadable=found.unreadable)
            if found.backup is not None and is_resumable(found.backup) and not ask:
                self._resume_autosaved(found.backup)
            elif found.backup is not None and is_resumable(found.backup):
                self._offer_backup(found.backup, found)
            elif found.missing:  # the game before a missing autosave was over: none to offer
                self.start()
            else:
                self._warn_unreadable_autosave(found.problem, found)
            return
        game = found.value
        if game is None:
            self.start()
            return
        if game.match.is_over():
            # Quit (or killed) on the last round's summary or the game-over screen: the
            # finished game comes back on that screen (resuming a finished game shows it,
            # as opening one does). A new game was dealt over it, its rounds' replays and
            # reviews lost, without a word.
            self._resume_autosaved(game)
            return
        if not is_resumable(game):
            self.start()
            return
        if not ask:
            self._resume_autosaved(game)
            return
        # Escape and the window's close button resume: they throw nothing away elsewhere.
        box = Question(
            self,
            QMessageBox.Icon.Question,
            self.tr("Unfinished game"),
            self.tr("Resume the game you were playing?"),
            name="resumeQuestion",
            informative=self.match_at_a_glance(game.match),
            answers={"yes": QMessageBox.StandardButton.Yes, "no": QMessageBox.StandardButton.No},
            default="yes",
            escape="yes",
        )

        def answered(_code: int) -> None:
            # (The answer, not the code: closed by its title bar, the box says "rejected".)
            if box.answer() == "yes":
                self._resume_autosaved(game)
                return
            if self._in_its_file(game):
                self.start()  # (its file holds it as it is: a dated copy would only pile up)
                return
            if self._keep_declined(path) is None:
                self._hold_autosave()
                self.statusBar().showMessage(
                    self.tr("The unfinished game could not be moved; it is not overwritten."),
                    8000,
                )
            self.start()

        self._open_dialog(box, answered)

    def _resume_autosaved(self, game: SavedGame) -> None:
        """Resume the autosaved ``game`` with the file it was saved to or opened from
        (the autosave names it): Save writes back there, and the title says its name.
        Only if that file still holds this game (:func:`.savegame.same_game`): one
        deleted, moved away, unreadable or holding another game since is forgotten, and
        Save asks where, as for a new game. What the file holds is the game as last
        saved, so quitting loses nothing when nothing was played since
        (:meth:`save_is_current`)."""
        with busy_cursor():
            self.resume(game)
        in_file = self._its_file(game)
        if in_file is not None and savegame.same_game(in_file, game):
            self.save_path = Path(str(game.file))
            self._keep_copy(in_file.to_json())

    def _its_file(self, game: SavedGame) -> SavedGame | None:
        """What the file the autosaved ``game`` was saved to or opened from (the autosave
        names it) holds now; None when it names none, names the autosave itself (which
        every move saves over), or the file cannot be read."""
        if game.file is None or self.is_own_file(Path(game.file)):
            return None
        try:
            with busy_cursor():
                return savegame.load_game(Path(game.file))
        except StorageError:
            return None

    def _read_autosave(self) -> Recovery[SavedGame]:
        """The autosave as a launch reads it: a damaged one set aside, its good backup
        returned. Not restored at once, unlike settings and statistics: the player is
        asked whether to resume the backup, and ``ask=False`` (--print-state) writes
        nothing. A newer version's file is set aside the same way (tagged "newer"), its
        backup offered when this version can read it: the game the player had before
        trying that version."""
        with busy_cursor():
            return load_or_recover(
                self.autosaver.path, savegame.load_game, "unreadable", restore=False, newer="newer"
            )

    def _autosaved_game(self) -> tuple[SavedGame, Path] | None:
        """The unfinished game the autosave holds (or the good backup of a damaged one),
        and the file it is in; None if there is none.

        A damaged file is set aside by the reading, a newer version's too, as at any
        launch; one that cannot be moved stops the autosave, so it is never written over.
        """
        path = self.autosaver.path
        found = self._read_autosave()
        if found.in_place:
            self._hold_autosave(unreadable=found.unreadable)
        if found.value is not None and is_resumable(found.value):
            return found.value, path
        if found.backup is not None and is_resumable(found.backup):
            return found.backup, backup_path(path)
        return None

    def _keep_autosaved(self, path: Path) -> None:
        """Keep the unfinished game in ``path`` (the autosave or its backup) under a dated
        name, as a declined one is, before another game takes its place: a launch that
        opened a saved game wrote over the match in progress, and its backup with it,
        without a word. What cannot be moved stops the autosave."""
        if self._keep_declined(path) is None:
            self._hold_autosave()

    def _open_at_launch(self, path: Path, game: SavedGame) -> bool:
        """The program was started on the saved game ``game`` (from ``path``) while the
        autosave holds an unfinished game. Another game is kept under a dated name before
        ``game`` takes its place. The same game as the file holds it needs no copy (a
        double-click on "evening.marjolet" every evening piled one up each time). The
        same game played on since it was saved (the player saved, played on and quit) is
        the player's to choose: go on where they left off, or open the file as it was
        saved (the game played on then kept under a dated name); only the computer's moves
        since are no choice: the game goes on where it was. True when the question is
        asked (its answer opens one game or the other), or the game goes on."""
        autosaved = self._autosaved_game()
        if autosaved is None:
            return False
        unfinished, where = autosaved
        if not savegame.same_game(unfinished, game):
            self._keep_autosaved(where)
            return False
        if self._contents(unfinished.to_json()) == self._contents(game.to_json()):
            return False  # the file's game, nothing played since: nothing to keep
        if savegame.only_the_computer_moved(game, unfinished):
            # Opened on the computer's turn and closed once it had moved: the player
            # played nothing since saving, and was asked whether they "played on".
            with busy_cursor():
                self.resume(unfinished)
            self._take_file(path, game)
            return True
        role = QMessageBox.ButtonRole
        box = Question(
            self,
            QMessageBox.Icon.Question,
            self.tr("Open a saved game"),
            self.tr("You played on in {name} after it was saved.").format(
                name=texts.file_name(path)
            ),
            name="playedOnQuestion",
            informative=self.tr("Where you left off:")
            + "\n"
            + self.match_at_a_glance(unfinished.match)
            + "\n\n"
            + self.tr("As saved:")
            + "\n"
            + self.match_at_a_glance(game.match),
            answers={
                "go on": (self.tr("&Continue where I left off"), role.AcceptRole),
                "as saved": (self.tr("&Open it as saved"), role.RejectRole),
            },
            default="go on",
            escape="go on",  # (either way nothing is lost; Escape changes least)
        )

        def answered(_code: int) -> None:
            if box.answer() == "as saved":
                self._keep_autosaved(where)
                self._open_saved(path, game)
                return
            with busy_cursor():
                self.resume(unfinished)
            self._take_file(path, game)

        self._open_dialog(box, answered)
        return True

    def _hold_autosave(self, *, unreadable: bool = False) -> None:
        """No autosave for the rest of the session: the earlier one (or the unfinished
        game declined) could not be moved aside, or ``unreadable``, read, and must not be
        written over. The banner says so, in place of whatever it said at the start; but
        a data folder that cannot be used (links in a circle) is the cause the banner
        keeps saying: there may be no earlier autosave at all."""
        self.autosaver.enabled = False
        problem = ensure_folder(self._data_dir)
        if problem is not None:
            self._held_reason = problem
            self.save_banner.show_held(reason=problem, folder=self._data_dir)
        else:
            self.save_banner.show_held(unreadable=unreadable)

    def _warn_unreadable_autosave(self, error: StorageError, found: Recovery[SavedGame]) -> None:
        """Deal a new game and say why the unfinished one could not be resumed, and where
        what was set aside is (the autosave, and a backup a newer version wrote)."""
        kept = found.kept
        if kept is None:
            self._hold_autosave(unreadable=isinstance(error, UnreadableFileError))
        if self._held_reason is not None and found.unreadable:
            # The data folder itself cannot be reached (a circle of links): there may be
            # no unfinished game at all, and the banner already says why nothing is saved.
            self.start()
            return
        message = (
            str(error)
            + "\n\n"
            + (
                self.tr("The file was kept as {name}.").format(name=texts.shown_path(kept))
                if kept is not None
                else self.tr("The game will not be saved automatically.")
            )
        )
        if found.backup_kept is not None:
            message += " " + self.tr(
                "The autosave before it, written by a newer version, was kept as {name}."
            ).format(name=texts.shown_path(found.backup_kept))
        self.start()
        QTimer.singleShot(
            0, self, lambda: QMessageBox.warning(self, self.tr("Unfinished game"), message)
        )

    def _offer_backup(self, game: SavedGame, found: Recovery[SavedGame]) -> None:
        """The autosave is damaged or missing but the one before it (``game``) is good:
        offer to restore it.

        Declined, the backup is kept under a dated name like any declined game, so
        nothing the player had is lost either way.
        """
        if found.missing:
            question = self.tr(
                "Your last autosave is missing; the one before it, from {when}, can be restored."
            )
        elif found.newer:
            question = self.tr(
                "Your last autosave was written by a newer version of Marjolet Qt; the one "
                "before it, from {when}, can be restored."
            )
        else:
            # ("Cannot be read", not "damaged": a folder or a pipe in its place is neither
            # damaged nor the game's; the details say which.)
            question = self.tr(
                "Your last autosave cannot be read; the one before it, from {when}, can be "
                "restored."
            )
        kept = found.kept
        lines = [self.tr("Restore it?"), self.match_at_a_glance(game.match)]
        if kept is not None and found.newer:
            lines.append(
                self.tr("The newer version's file was kept as {name}.").format(
                    name=texts.shown_path(kept)
                )
            )
        elif kept is not None:
            lines.append(
                self.tr("The unreadable one was kept as {name}.").format(
                    name=texts.shown_path(kept)
                )
            )
        # Escape and the window's close button restore it, as they resume a game.
        box = Question(
            self,
            QMessageBox.Icon.Warning,
            self.tr("Unfinished game"),
            question.format(when=format_time(found.backup_time)),
            name="restoreBackupQuestion",
            informative="\n".join(lines),
            answers={"yes": QMessageBox.StandardButton.Yes, "no": QMessageBox.StandardButton.No},
            default="yes",
            escape="yes",
        )
        box.setDetailedText(str(found.problem))
        backup = backup_path(self.autosaver.path)

        def answered(_code: int) -> None:
            if box.answer() == "yes":
                self._resume_autosaved(game)
                return
            self._keep_declined(backup)
            self.start()

        self._open_dialog(box, answered)

    def _keep_declined(self, path: Path) -> Path | None:
        """Keep a game the player chose not to resume under a dated name in their language,
        and say where: Game ▸ Open then starts in its folder (the program's data folder,
        which a player would not find by themselves). None if it could not be moved."""
        kept = keep_declined(path, self.tr("unfinished game"))
        if kept is not None:
            self._remember_folder(kept)
            self.statusBar().showMessage(
                self.tr("The unfinished game was kept as “{name}” (Game ▸ Open).").format(
                    name=texts.file_name(kept)
                ),
                8000,
            )
        return kept

    # --- saved games -----------------------------------------------------------------------

    @property
    def save_path(self) -> Path | None:
        """The file of the game in progress (saved or opened), or None."""
        return self._save_path

    @save_path.setter
    def save_path(self, path: Path | None) -> None:
        self._save_path = path
        self._update_title()
        # The autosave names it, so that the game resumed at the next launch still saves
        # there; written now, not at the next move: the player may quit straight after
        # Save as. (Absolute: a game opened from the command line names it relatively.)
        self.autosaver.file = path.absolute() if path is not None else None
        if self.model.begun:
            self.autosaver.schedule()

    def _update_title(self) -> None:
        """ "Marjolet", or the open file's name first: "evening.marjolet — Marjolet", with
        a star after the name once the game has moved on from what the file holds."""
        if self._save_path is None:
            self.setWindowTitle(self.tr("Marjolet"))
        else:
            # "[*]" is where Qt shows the star; one in the name itself is written twice.
            name = texts.file_name(self._save_path).replace("[*]", "[*][*]")
            self.setWindowTitle(self.tr("{name}[*] — Marjolet").format(name=name))
        self.mark_unsaved()

    def _keep_copy(self, data: dict[str, Any] | None) -> None:
        """Remember the game as its file holds it now (written or read; None: no file),
        and the file's very bytes (:meth:`_changed_behind`)."""
        self._saved_copy = None if data is None else self._contents(data)
        path = self._save_path
        self._file_print = _fingerprint(path) if data is not None and path is not None else None
        self.mark_unsaved()

    def note_file_rewritten(self, path: Path) -> None:
        """The game wrote ``path`` itself (a review kept in the file it was opened from):
        if it is the game's file, that is no change behind its back."""
        if self._save_path is not None and path == self._save_path:
            self._file_print = _fingerprint(path)

    def mark_unsaved(self) -> None:
        """The title's star: the game has moved on since it was saved to its file, or
        opened or resumed from it. The autosave keeps every move, but Save writes over
        that file, and a player resuming "evening.marjolet" two rounds later saw nothing
        to say it no longer held the game on the table."""
        self.setWindowModified(self._save_path is not None and not self.save_is_current())

    def _forget_save_path(self) -> None:
        self.save_path = None
        self._keep_copy(None)

    def _game_now(self) -> SavedGame:
        """The game in progress as Save writes it."""
        model = self.model
        return SavedGame.of(model)

    def _in_its_file(self, game: SavedGame) -> bool:
        """Whether the file ``game`` was saved to or opened from (the autosave names it)
        holds it as it is, nothing played since: declining to resume it then needs no
        dated copy (the QA pass: one piled up each time an opened game was declined)."""
        in_file = self._its_file(game)
        if in_file is None:
            return False
        return self._contents(in_file.to_json()) == self._contents(game.to_json())

    @staticmethod
    def _contents(data: dict[str, Any]) -> dict[str, object]:
        """What a saved game's data holds but the moment it was written and the file it
        names (which only the autosave writes)."""
        return {key: value for key, value in data.items() if key not in ("saved_at", "file")}

    def save_is_current(self) -> bool:
        """Whether the game stands as it was last saved by hand (or opened): quitting
        then loses nothing, whatever the autosave's trouble. Compared with the copy kept
        in memory, not the file: one changed behind the game's back is not noticed."""
        return self._saved_copy is not None and self._saved_copy == self._contents(
            self._game_now().to_json()
        )

    def _file_filter(self) -> str:
        return self.tr("Marjolet games (*{extension})").format(extension=SAVE_EXTENSION)

    def ask_save_path(self) -> Path | None:
        """The file dialog of Save as (tests replace it): the game's own file, or a new
        name in :meth:`_save_folder` (there too for a game opened from the data folder,
        an unfinished game that was kept: under its name, out of the hidden folder)."""
        start = self.save_path
        if start is None or self._in_data_folder(start.parent):
            name = start.name if start is not None else self.tr("game") + SAVE_EXTENSION
            start = self._save_folder() / name
        return self.ask_save_file(
            self.tr("Save the game"), start, self._file_filter(), SAVE_EXTENSION
        )

    def save_game(self) -> bool:
        """Save to the game's file; one that another game was written over since (a copy
        of another saved game, another program) is not saved over without asking: Save
        kept it only as the backup, which the next Save rotated away."""
        path = self.save_path
        if path is None:
            return self.save_game_as()
        if self._changed_behind(path):
            answer = self.ask_changed_file(path)
            if answer == "save as":
                return self.save_game_as()
            if answer != "replace":
                return False
        return self._write_game(path)

    def ask_changed_file(self, path: Path) -> str:
        """Save's question when its file holds something else now (tests replace it):
        "save as" (the default), "replace", or "cancel"."""
        role = QMessageBox.ButtonRole
        return Question(
            self,
            QMessageBox.Icon.Warning,
            self.tr("The file has changed"),
            self.tr("{name} no longer holds this game as it was saved or opened.").format(
                name=texts.file_name(path)
            ),
            name="fileChanged",
            informative=self.tr(
                "Another program, or another game copied there, changed it. Save this game "
                "under another name, or replace what the file holds now?"
            ),
            answers={
                "cancel": QMessageBox.StandardButton.Cancel,
                "save as": (self.tr("Save &As…"), role.AcceptRole),
                "replace": (self.tr("&Replace"), role.DestructiveRole),
            },
            default="save as",
            escape="cancel",
        ).ask()

    def _changed_behind(self, path: Path) -> bool:
        """Whether the file at ``path`` holds other bytes than when this window last wrote
        or read it there (gone is not changed: nothing is lost by writing). Its bytes, not
        the game read from them: a game opened is booked as the model books it, and its
        file would always have read as changed."""
        if self._file_print is None:
            return False
        now = _fingerprint(path)
        return now is not None and now != self._file_print

    def save_game_as(self) -> bool:
        path = self.ask_save_path()
        if path is None:
            return False
        return self._write_game(path)

    def _write_game(self, path: Path) -> bool:
        try:
            written = savegame.save_game(path, self._game_now())
        except StorageError as error:
            QMessageBox.warning(self, self.tr("The game was not saved"), str(error))
            return False
        self.save_path = path
        self._keep_copy(written)
        self._remember_folder(path)
        self.statusBar().showMessage(
            self.tr("Game saved as {name}.").format(name=texts.file_name(path)), 4000
        )
        return True

    def open_game(self) -> None:
        path = self.ask_open_path(
            self.tr("Open a saved game"),
            self._file_filter() + ";;" + self.tr("Round records (*.json)"),
        )
        if path is None:
            return
        self.open_game_file(path)

    def open_handed_file(self, path: Path | None) -> None:
        """A second launch handed this copy ``path`` (a saved game double-clicked while
        the game was open; None: launched on no file, see :mod:`..handoff`): the window
        comes to the front and opens it as Game ▸ Open would (asking before it abandons
        a game in progress). Under a dialog the player has open (Settings, a question),
        the file waits: the status line says which, and Game ▸ Open finds its folder.
        Before the launch is done, it waits for the launch and the screens it shows
        (:meth:`hold_handed_files`)."""
        if self._handed_early is not None:
            if path not in self._handed_early:  # (double-clicked twice: asked about once)
                self._handed_early.append(path)
            return
        if self.isMinimized():
            self.showNormal()
        self.raise_()
        self.activateWindow()
        QApplication.alert(self)
        if path is None:
            return
        if QApplication.activeModalWidget() is not None:
            # Its folder is remembered for Game ▸ Open only once it is seen to be a file
            # there ("/dev/zero" made the file dialogs start in /dev).
            with contextlib.suppress(OSError, ValueError):
                if path.is_file():
                    self._remember_folder(path)
            if self.statusBar().currentMessage() != self._handed_message:
                self._handed_waiting = ()  # (the last such message is gone: forgotten)
            name = texts.file_name(path)
            if name not in self._handed_waiting:
                self._handed_waiting += (name,)
            if len(self._handed_waiting) == 1:
                said = self.tr("To open {name}, close the window on top, then choose Game ▸ Open.")
            else:
                said = self.tr(
                    "To open {name}, close the window on top, then choose Game ▸ Open for each."
                )
            self._handed_message = said.format(name=texts.listed(self._handed_waiting, limit=3))
            self.statusBar().showMessage(self._handed_message, 15_000)
            return
        if self.statusBar().currentMessage() == self._handed_message:
            self.statusBar().clearMessage()  # (another file's, now stale)
        self._handed_waiting = ()
        self.open_game_file(path)

    def open_game_file(self, path: Path, *, at_launch: bool = False) -> bool:
        """Open ``path``; a bad file is refused with a message and changes nothing.

        ``at_launch``: the game was started to open it (a double-click on a saved game),
        so no game is in progress yet, but the autosave may hold an unfinished one: it is
        kept under a dated name first, or, the same game played on, the player is asked
        which to go on with (:meth:`_open_at_launch`).

        The autosave itself (or its backup) is not opened as a saved game: Save would
        write the game there, over which every move writes, and a new game would then
        take the player's saved game with it. At launch (a double-click on it) the game
        is offered as any launch offers it; in play, it is the game already open."""
        if self.is_own_file(path):
            if not at_launch:
                QMessageBox.information(
                    self,
                    self.tr("Open a saved game"),
                    self.tr(
                        "{name} is one of the files the game writes by itself as you play: "
                        "your game in progress is already open."
                    ).format(name=texts.file_name(path)),
                )
            return False
        try:
            with busy_cursor():
                game = savegame.load_game(path)
        except StorageError as error:
            QMessageBox.warning(self, self.tr("This game cannot be opened"), str(error))
            return False
        self._remember_folder(path)
        if at_launch and self._open_at_launch(path, game):
            return True
        own = self._save_path
        if own is not None and path == own and self.save_is_current():
            if self._contents(game.to_json()) != self._saved_copy:
                # Changed on the disk since it was saved (a copy over it): the game on
                # the table was what the file held, and the file is opened as it is now.
                self._open_saved(path, game)
                return True
            # (It said "The game you were playing is kept in" the file it was opening.)
            self.statusBar().showMessage(
                self.tr("{name} is the game on the table.").format(name=texts.file_name(path)),
                8000,
            )
            return True
        if not self.may_abandon(
            self.tr("Open a saved game"),
            self.tr("Abandon the game in progress and continue {name}?").format(
                name=texts.file_name(path)
            ),
        ):
            return False
        if own is not None and path == own and self.save_is_current():
            # The game's own file, which the question's "Save, then go on" just wrote:
            # the game saved stays on the table (the file read before held an older one).
            return True
        self._open_saved(path, game)
        return True

    def _take_file(self, path: Path, held: SavedGame) -> None:
        """The game's file is now ``path``, which holds ``held``: Save writes there. Not
        a round record (``.json``): Save would write a saved game over it."""
        self.save_path = path if path.suffix == SAVE_EXTENSION else None
        self._keep_copy(held.to_json() if self.save_path else None)

    def _open_saved(self, path: Path, game: SavedGame) -> None:
        """Put ``game``, read from ``path``, on the table as the game in progress."""
        with busy_cursor():
            self.resume(game)
        self._take_file(path, self._game_now())
        if game.match.is_over():
            self.statusBar().showMessage(self.tr("This game is over."), 5000)

    def _on_autosave_failed(self, message: str) -> None:
        self.save_banner.show_problem(message, self.autosaver.path.parent)

    def _on_autosave_saved(self, count: int) -> None:
        self._count_abandoned_if_replaced(count)
        if self.save_banner.isVisible():
            self.save_banner.clear()
            self.statusBar().showMessage(self.tr("The game is being saved again."), 5000)
        if self._statistics_error is not None:
            # The disk takes files again: the statistics that could not be written then
            # (a round finished on a full disk) are written now, not lost at the next
            # quit that does not come back to them.
            self._save_statistics()


def _fingerprint(path: Path) -> str | None:
    """A digest of the file's bytes, read as the game reads its files (a pipe or a
    device never waited on); None when there is none, and "" when it cannot be read
    (then unlike any digest)."""
    try:
        return hashlib.sha256(jsonfile.read_bytes(path)).hexdigest()
    except JsonFileError as error:
        return None if error.code == "missing" else ""
