"""The main window: the table in the middle, the score sheet docked on the right, menus,
and a status line that always says whose turn it is and what to do.

The window wires the pieces together and runs the flow between rounds (round summary,
game over, new game); it holds no game logic. Dialogs are opened window-modal with
``open()`` rather than ``exec()``, so the event loop (and the computer's worker) keeps
running and tests can answer them.
"""

# ruff: noqa: N802

from __future__ import annotations

import importlib
import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QStandardPaths, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from marjolet_qt.engine.actions import ActionKind
from marjolet_qt.engine.cards import iter_cards
from marjolet_qt.engine.records import RecordError, from_record, to_record
from marjolet_qt.engine.round import Deal, Stage

from . import savegame, texts
from .autosave import AutoSaver
from .dialogs.welcome import HowToPlayDialog, KeyboardDialog, WelcomeDialog
from .model import GameModel
from .save_banner import SaveBanner
from .savegame import SAVE_EXTENSION, SavedGame, is_resumable, keep_declined
from .statistics import StatisticsStore
from .storage import (
    NewerSchemaError,
    StorageError,
    backup_path,
    format_time,
    load_or_recover,
    read_json,
    remove_stale_temps,
    set_aside,
    write_json_atomic,
)
from .table import TableView
from .table.last_trick import LastTrickDialog

log = logging.getLogger(__name__)


def optional(module: str, name: str) -> Any:
    """A class or function from part of the interface that may not be installed yet."""
    try:
        return getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError):
        log.debug("%s.%s is not available", module, name)
        return None


def status_text(model: GameModel) -> str:
    """One sentence: whose turn it is and what the human should do."""
    # Spelled out in full at each call so that lupdate finds the context and the text.
    state = model.round
    if state.is_over():
        if model.match.is_over():
            return QCoreApplication.translate("MainWindow", "The game is over.")
        return QCoreApplication.translate("MainWindow", "The round is over.")
    if state.to_move != model.human_seat:
        if state.stage == Stage.WINDOW:
            return QCoreApplication.translate(
                "MainWindow", "The computer won the trick and is declaring…"
            )
        return QCoreApplication.translate("MainWindow", "The computer is thinking…")
    if state.stage == Stage.WINDOW:
        # Say what the panel offers: not "declare your melds" when there is none.
        kinds = {action.kind for action in state.legal_actions()}
        if ActionKind.MELD in kinds:
            return QCoreApplication.translate(
                "MainWindow", "You won the trick — declare your melds, then continue."
            )
        if ActionKind.EXCHANGE in kinds:
            return QCoreApplication.translate(
                "MainWindow", "You won the trick — the 7 of trumps may be used, then continue."
            )
        return QCoreApplication.translate(
            "MainWindow", "You won the trick — nothing to declare: continue."
        )
    if state.stage == Stage.LEAD:
        return QCoreApplication.translate("MainWindow", "Your turn — lead a card.")
    lead = state.lead_card
    playable = state.playable_mask()
    if playable != state.hands[model.human_seat]:
        suit = lead >> 3 & 3
        if any(c >> 3 & 3 == suit for c in iter_cards(playable)):
            return QCoreApplication.translate(
                "MainWindow", "Your turn — follow the {card} (you must follow {suit})."
            ).format(card=texts.card_name(lead), suit=texts.suit_name(suit))
        return QCoreApplication.translate(
            "MainWindow", "Your turn — answer the {card}: you must trump."
        ).format(card=texts.card_name(lead))
    return QCoreApplication.translate("MainWindow", "Your turn — answer the {card}.").format(
        card=texts.card_name(lead)
    )


class MainWindow(QMainWindow):
    """The game window."""

    def __init__(
        self,
        settings: Any,
        store: Any = None,
        parent: QWidget | None = None,
        *,
        seed: int | None = None,
        data_dir: Path | None = None,
        autosave: bool = True,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._store = store
        self._data_dir = Path(data_dir) if data_dir is not None else savegame.data_folder()
        # A data folder that cannot be made must not stop the game: it is played, and the
        # banner says that nothing is saved (the autosave keeps trying, and says so).
        folder_problem = savegame.ensure_folder(self._data_dir)
        for folder in (self._data_dir, getattr(store, "config_dir", None)):
            if folder is not None:
                remove_stale_temps(Path(folder))
        # Where Save writes without asking (the last file saved or opened); its name is
        # in the window title (see the save_path property).
        self._save_path: Path | None = None
        self.model = GameModel(settings, self, seed=seed)
        self.autosaver = AutoSaver(self.model, savegame.autosave_path(self._data_dir), self)
        self.autosaver.enabled = autosave
        self.autosaver.failed.connect(self._on_autosave_failed)
        self.autosaver.saved.connect(self._on_autosave_saved)
        self.save_banner = SaveBanner(self)
        if folder_problem is not None and autosave:
            self.save_banner.show_problem(
                self.tr("its folder cannot be created ({reason})").format(reason=folder_problem),
                self._data_dir,
            )
        self.statistics_store = StatisticsStore(self._data_dir)
        self.statistics, self.statistics_warning = self.statistics_store.load()
        self._statistics_error: str | None = None
        self.history_dialog: QDialog | None = None
        self.welcome_dialog: QDialog | None = None  # the first start's welcome
        self.table = TableView(self.model, settings, self)
        central = QWidget(self)
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.save_banner)
        column.addWidget(self.table, 1)
        self.setCentralWidget(central)
        self.active_dialog: QDialog | None = None
        self._pending: list[str] = []  # "summary", "gameover" once the table settles
        #: The record and number of the round the open summary shows (for its review).
        self._summary_round: tuple[dict[str, Any], int] | None = None
        # Nothing is dealt until a game is started or resumed: the launch question
        # ("Resume?") is asked over an empty table, with no turn to announce.
        self._begun = False
        self._last_result: Any = None

        self.status_label = QLabel(self)
        font = self.status_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.status_label.setFont(font)
        self.status_label.setAccessibleName(self.tr("Game status"))
        self.statusBar().addWidget(self.status_label, 1)

        self.score_dock = QDockWidget(self)
        self.score_dock.setObjectName("scoreDock")
        self.score_dock.setAllowedAreas(
            Qt.DockWidgetArea.RightDockWidgetArea | Qt.DockWidgetArea.LeftDockWidgetArea
        )
        sheet_class = optional("marjolet_qt.app.scoresheet", "ScoreSheet")
        self.score_sheet = sheet_class(self.model, self.score_dock) if sheet_class else None
        if self.score_sheet is not None:
            self.score_dock.setWidget(self.score_sheet)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)

        self._build_actions()
        self._build_menus()
        self.model.roundOver.connect(self._on_round_over)
        self.model.gameOver.connect(self._on_game_over)
        self.model.roundOver.connect(self._count_round)
        self.model.gameOver.connect(self._count_game)
        self.model.undone.connect(self._count_undo)
        self.model.hintStarted.connect(self._on_hint_started)
        self.model.hintReady.connect(self._on_hint_ready)
        self.model.hintCancelled.connect(self._on_hint_cancelled)
        self.model.changed.connect(self._on_game_changed)
        self.model.gameStarted.connect(self._forget_save_path)
        self.model.gameStarted.connect(self._on_begun)
        self.model.gameLoaded.connect(self._on_begun)
        if self.score_sheet is not None and hasattr(self.score_sheet, "game_table"):
            self.score_sheet.game_table.cellDoubleClicked.connect(self._replay_from_sheet)
        self.model.actionRefused.connect(self._on_refused)
        self.model.thinkingStarted.connect(self._update_status)
        self.model.turnChanged.connect(self._update_status)
        self.table.settled.connect(self._on_table_settled)
        self.table.lastTrickRequested.connect(self.show_last_trick)
        self.retranslate_ui()
        self.resize(1280, 820)
        self.table.setFocus()

    # --- actions and menus ---------------------------------------------------------------

    def _build_actions(self) -> None:
        def action(shortcut: QKeySequence | str | None, slot: Any) -> QAction:
            act = QAction(self)
            if shortcut is not None:
                act.setShortcut(QKeySequence(shortcut))
            act.triggered.connect(slot)
            return act

        self.new_game_action = action(QKeySequence.StandardKey.New, self.confirm_new_game)
        self.open_action = action(QKeySequence.StandardKey.Open, self.open_game)
        self.save_action = action(QKeySequence.StandardKey.Save, self.save_game)
        self.save_as_action = action(QKeySequence.StandardKey.SaveAs, self.save_game_as)
        if self.save_as_action.shortcut().isEmpty():
            self.save_as_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.undo_action = action(QKeySequence.StandardKey.Undo, self.undo)
        self.hint_action = action("H", self.hint)
        self.replay_action = action("Ctrl+R", self.choose_round_to_replay)
        self.statistics_action = action("Ctrl+I", self.show_statistics)
        self.history_action = action("T", self.show_history)
        self.settings_action = action(QKeySequence.StandardKey.Preferences, self.open_settings)
        if self.settings_action.shortcut().isEmpty():
            self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.quit_action = action(QKeySequence.StandardKey.Quit, self.close)
        if self.quit_action.shortcut().isEmpty():
            self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.score_action = self.score_dock.toggleViewAction()
        self.score_action.setShortcut(QKeySequence("Ctrl+K"))
        self.last_trick_action = action("L", self.show_last_trick)
        self.rules_action = action(QKeySequence.StandardKey.HelpContents, self.show_rules)
        self.about_action = action(None, self.show_about)
        self.how_to_play_action = action(None, self.show_how_to_play)
        self.keyboard_action = action(None, self.show_keyboard)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.new_game_action)
        self.game_menu.addAction(self.open_action)
        self.game_menu.addAction(self.save_action)
        self.game_menu.addAction(self.save_as_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.undo_action)
        self.game_menu.addAction(self.hint_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.replay_action)
        self.game_menu.addAction(self.statistics_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.settings_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.view_menu = bar.addMenu("")
        self.view_menu.addAction(self.score_action)
        self.view_menu.addAction(self.last_trick_action)
        self.view_menu.addAction(self.history_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.how_to_play_action)
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.keyboard_action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)

    def retranslate_ui(self) -> None:
        self._update_title()
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_game_action.setText(self.tr("&New game"))
        self.new_game_action.setToolTip(self.tr("Deal a new game (the current one is lost)"))
        self.open_action.setText(self.tr("&Open…"))
        self.open_action.setToolTip(self.tr("Continue a saved game"))
        self.save_action.setText(self.tr("&Save"))
        self.save_action.setToolTip(self.tr("Save the game to continue it later"))
        self.save_as_action.setText(self.tr("Save &as…"))
        self.undo_action.setText(self.tr("&Undo"))
        self.undo_action.setToolTip(
            self.tr("Take back your last move (and the computer's reply); not across a draw")
        )
        self.hint_action.setText(self.tr("&Hint"))
        self.hint_action.setToolTip(self.tr("What would the Hard opponent play in your seat?"))
        self.replay_action.setText(self.tr("&Replay a round…"))
        self.replay_action.setToolTip(
            self.tr("Watch a finished round again, both hands open, step by step")
        )
        self.statistics_action.setText(self.tr("S&tatistics"))
        self.history_action.setText(self.tr("&Tricks of this round"))
        self.history_action.setToolTip(self.tr("Every trick played so far in this round"))
        self.settings_action.setText(self.tr("&Settings…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.score_action.setText(self.tr("&Score sheet"))
        self.score_dock.setWindowTitle(self.tr("Score sheet"))
        self.last_trick_action.setText(self.tr("&Last trick"))
        self.last_trick_action.setToolTip(self.tr("Look at the last trick (the rules allow it)"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About Marjolet"))
        self.how_to_play_action.setText(self.tr("&How to play"))
        self.how_to_play_action.setToolTip(
            self.tr("A trick, a meld, the 7 of trumps and the last six tricks, in pictures")
        )
        self.keyboard_action.setText(self.tr("&Keyboard"))
        self.keyboard_action.setToolTip(self.tr("Every key the game answers to"))
        self.status_label.setAccessibleName(self.tr("Game status"))
        self._update_status()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # --- game flow -------------------------------------------------------------------------

    def start(self, first_dealer: int | None = None) -> None:
        self.model.new_game(first_dealer=first_dealer)

    def start_or_resume(self, *, ask: bool = True) -> None:
        """At launch: offer to resume an unfinished autosaved game, else deal a new one.

        Declining keeps the autosave under a dated name in the data folder (Game ▸ Open
        finds it); an autosave that cannot be read is set aside, never overwritten.
        """
        path = self.autosaver.path
        try:
            found = load_or_recover(path, savegame.load_game, "unreadable")
        except NewerSchemaError as error:
            # Written by a newer version: kept as it is, and never overwritten.
            kept = set_aside(path, "newer")
            self._warn_unreadable_autosave(error, kept)
            return
        if found.problem is not None:
            if found.kept is None:  # it cannot be moved: do not write over it either
                self.autosaver.enabled = False
            if found.backup is not None and is_resumable(found.backup) and not ask:
                self.resume(found.backup)
            elif found.backup is not None and is_resumable(found.backup):
                self._offer_backup(found.backup, found.problem, found.kept, found.backup_time)
            else:
                self._warn_unreadable_autosave(found.problem, found.kept)
            return
        game = found.value
        if game is None:
            self.start()
            return
        if not is_resumable(game):
            self.start()
            return
        if not ask:
            self.resume(game)
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Unfinished game"),
            self.tr("Resume the game you were playing?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setInformativeText(texts.standing_text(game.match, self.model.human_seat))
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.setObjectName("resumeQuestion")

        def answered(code: int) -> None:
            if code == QMessageBox.StandardButton.Yes:
                self.resume(game)
                return
            kept = keep_declined(path)
            if kept is None:
                self.autosaver.enabled = False
                self.statusBar().showMessage(
                    self.tr("The unfinished game could not be moved; it is not overwritten."),
                    8000,
                )
            else:
                self.statusBar().showMessage(
                    self.tr("The unfinished game was kept as “{name}” (Game ▸ Open).").format(
                        name=kept.name
                    ),
                    8000,
                )
            self.start()

        self._open_dialog(box, answered)

    def _warn_unreadable_autosave(self, error: StorageError, kept: Path | None) -> None:
        """Deal a new game and say why the unfinished one could not be resumed."""
        if kept is None:
            self.autosaver.enabled = False
        message = (
            str(error)
            + "\n\n"
            + (
                self.tr("The file was kept as {name}.").format(name=kept.name)
                if kept is not None
                else self.tr("The game will not be saved automatically.")
            )
        )
        self.start()
        QTimer.singleShot(0, lambda: QMessageBox.warning(self, self.tr("Unfinished game"), message))

    def _offer_backup(
        self, game: SavedGame, problem: StorageError, kept: Path | None, when: float | None
    ) -> None:
        """The autosave is damaged but the one before it is good: offer to restore it.

        Declined, the backup is kept under a dated name like any declined game, so
        nothing the player had is lost either way.
        """
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Unfinished game"),
            self.tr(
                "Your last autosave is damaged; the one before it, from {when}, can be restored."
            ).format(when=format_time(when)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setObjectName("restoreBackupQuestion")
        lines = [self.tr("Restore it?"), texts.standing_text(game.match, self.model.human_seat)]
        if kept is not None:
            lines.append(self.tr("The damaged file was kept as {name}.").format(name=kept.name))
        box.setInformativeText("\n".join(lines))
        box.setDetailedText(str(problem))
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        backup = backup_path(self.autosaver.path)

        def answered(code: int) -> None:
            if code == QMessageBox.StandardButton.Yes:
                self.resume(game)
                return
            declined = keep_declined(backup)
            if declined is not None:
                self.statusBar().showMessage(
                    self.tr("The unfinished game was kept as “{name}” (Game ▸ Open).").format(
                        name=declined.name
                    ),
                    8000,
                )
            self.start()

        self._open_dialog(box, answered)

    def resume(self, game: SavedGame) -> None:
        """Continue ``game`` exactly where it was.

        A game saved between rounds (its last round finished and booked, ``"current":
        null``) reopens on that round's summary, whose button deals the next round, or on
        the game-over screen when the match is decided: the table alone would only say
        "The round is over." with no way to deal on (issue #13, item 1).
        """
        self._close_dialog()
        self._pending.clear()
        self.model.load_game(game.match, game.level, game.undos)
        if self.model.between_rounds() and self.model.match.results:
            self._last_result = self.model.match.results[-1]
            self._pending.append("gameover" if self.model.match.is_over() else "summary")
            self._on_table_settled()

    # --- saved games -----------------------------------------------------------------------

    @property
    def save_path(self) -> Path | None:
        """The file of the game in progress (saved or opened), or None."""
        return self._save_path

    @save_path.setter
    def save_path(self, path: Path | None) -> None:
        self._save_path = path
        self._update_title()

    def _update_title(self) -> None:
        """ "Marjolet", or the open file's name first: "evening.marjolet — Marjolet"."""
        if self._save_path is None:
            self.setWindowTitle(self.tr("Marjolet"))
        else:
            self.setWindowTitle(self.tr("{name} — Marjolet").format(name=self._save_path.name))

    def _forget_save_path(self) -> None:
        self.save_path = None

    def _last_folder(self) -> Path:
        """Where the file dialogs open: the last folder used, else the player's documents
        folder (a saved game is the player's document, not the program's data)."""
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        for folder in (getattr(self._settings, "last_folder", ""), documents):
            if folder and Path(folder).is_dir():
                return Path(folder)
        return self._data_dir

    def _remember_folder(self, path: Path) -> None:
        folder = str(Path(path).parent)
        if getattr(self._settings, "last_folder", folder) == folder:
            return
        self._settings = self._settings.replace(last_folder=folder)
        self.model.apply_settings(self._settings)
        if self._store is not None:
            try:
                self._store.save(self._settings)
            except Exception:  # the folder is only a convenience
                log.warning("could not remember the folder %s", folder)

    def _file_filter(self) -> str:
        return self.tr("Marjolet games (*{extension})").format(extension=SAVE_EXTENSION)

    def ask_save_path(self) -> Path | None:
        """The file dialog of Save as (tests replace it)."""
        start = self.save_path or self._last_folder() / (self.tr("game") + SAVE_EXTENSION)
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the game"), str(start), self._file_filter()
        )
        if not name:
            return None
        path = Path(name)
        return path if path.suffix == SAVE_EXTENSION else path.with_name(path.name + SAVE_EXTENSION)

    def ask_open_path(self, title: str, file_filter: str) -> Path | None:
        """The file dialog of Open (tests replace it)."""
        name, _ = QFileDialog.getOpenFileName(self, title, str(self._last_folder()), file_filter)
        return Path(name) if name else None

    def save_game(self) -> bool:
        if self.save_path is None:
            return self.save_game_as()
        return self._write_game(self.save_path)

    def save_game_as(self) -> bool:
        path = self.ask_save_path()
        if path is None:
            return False
        return self._write_game(path)

    def _write_game(self, path: Path) -> bool:
        model = self.model
        game = SavedGame(model.match, model.level, model.human_seat, model.undos)
        try:
            savegame.save_game(path, game)
        except StorageError as error:
            QMessageBox.warning(self, self.tr("The game was not saved"), str(error))
            return False
        self.save_path = path
        self._remember_folder(path)
        self.statusBar().showMessage(self.tr("Game saved as {name}.").format(name=path.name), 4000)
        return True

    def open_game(self) -> None:
        path = self.ask_open_path(
            self.tr("Open a saved game"),
            self._file_filter() + ";;" + self.tr("Round records (*.json)"),
        )
        if path is None:
            return
        self.open_game_file(path)

    def open_game_file(self, path: Path) -> bool:
        """Open ``path``; a bad file is refused with a message and changes nothing."""
        try:
            game = savegame.load_game(path)
        except StorageError as error:
            QMessageBox.warning(self, self.tr("This game cannot be opened"), str(error))
            return False
        self._remember_folder(path)
        if self.game_in_progress():
            answer = QMessageBox.question(
                self,
                self.tr("Open a saved game"),
                self.tr("Abandon the game in progress and continue {name}?").format(name=path.name),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        self.resume(game)
        self.save_path = path if path.suffix == SAVE_EXTENSION else None
        if game.match.is_over():
            self.statusBar().showMessage(self.tr("This game is over."), 5000)
        return True

    def _on_game_changed(self) -> None:
        if self.table.hint_cards:
            self.table.clear_hint()
            self.statusBar().clearMessage()

    def _on_autosave_failed(self, message: str) -> None:
        self.save_banner.show_problem(message, self.autosaver.path.parent)

    def _on_autosave_saved(self, _count: int) -> None:
        if self.save_banner.isVisible():
            self.save_banner.clear()
            self.statusBar().showMessage(self.tr("The game is being saved again."), 5000)

    # --- statistics ---------------------------------------------------------------------------

    def _statistics_key(self) -> tuple[str, str]:
        return self.model.level, self.model.match.rules.preset

    def _count_round(self, result: Any) -> None:
        self.statistics.record_round(
            *self._statistics_key(), self.model.round, self.model.human_seat
        )
        self._save_statistics()

    def _count_game(self, winner: int) -> None:
        self.statistics.record_game(*self._statistics_key(), winner == self.model.human_seat)
        self._save_statistics()

    def _count_undo(self) -> None:
        self.statistics.record_undo(*self._statistics_key())
        self._save_statistics()

    def _save_statistics(self) -> None:
        try:
            self.statistics_store.save(self.statistics)
        except StorageError as error:
            if str(error) != self._statistics_error:  # once per problem
                self._statistics_error = str(error)
                self.statusBar().showMessage(
                    self.tr("Statistics not saved: {reason}").format(reason=error), 10000
                )
        else:
            self._statistics_error = None

    def show_statistics(self) -> None:
        dialog_class = optional("marjolet_qt.app.dialogs.statistics_dialog", "StatisticsDialog")
        if dialog_class is None:
            return
        dialog = dialog_class(self.statistics, self._statistics_key(), self)
        dialog.resetRequested.connect(self._reset_statistics)
        self._open_dialog(dialog, lambda code: None)

    def _reset_statistics(self) -> None:
        self.statistics.reset()
        self._save_statistics()

    # --- hints ---------------------------------------------------------------------------------

    def hint(self) -> None:
        if not self.model.is_human_turn():
            self.statusBar().showMessage(self.tr("A hint is for your turn."), 3000)
            return
        self.model.request_hint()

    def _on_hint_started(self) -> None:
        self.hint_action.setEnabled(False)
        self.statusBar().showMessage(self.tr("Looking for a good move…"))

    def _on_hint_ready(self, action: Any, reason: str) -> None:
        self.hint_action.setEnabled(True)
        text = texts.hint_text(action, reason, self.model.round)
        self.statusBar().showMessage(text, 15000)
        self.table.show_hint(text, int(action.cards), action)

    def _on_hint_cancelled(self) -> None:
        self.hint_action.setEnabled(True)
        self.statusBar().clearMessage()
        self.table.clear_hint()

    # --- history and replays -------------------------------------------------------------------

    def show_history(self) -> None:
        dialog_class = optional("marjolet_qt.app.dialogs.history", "TrickHistoryDialog")
        if dialog_class is None:
            return
        if self.history_dialog is None:
            self.history_dialog = dialog_class(self.model, self)
            if hasattr(self.history_dialog, "reviewRequested"):
                self.history_dialog.reviewRequested.connect(self._review_from_history)
        self.history_dialog.show()
        if QApplication.platformName() != "offscreen":  # (which warns that it cannot)
            self.history_dialog.raise_()

    def _replay_from_sheet(self, row: int, column: int) -> None:
        if 0 <= row < len(self.model.match.results):
            self.replay_record(self.model.match.results[row].record, row + 1)

    def choose_round_to_replay(self) -> None:
        dialog_class = optional("marjolet_qt.app.dialogs.replay", "RoundChooser")
        if dialog_class is None:
            return
        records = [result.record for result in self.model.match.results]
        dialog = dialog_class(records, self)
        dialog.fileRequested.connect(self.replay_file)

        def chosen(code: int) -> None:
            if code == QDialog.DialogCode.Accepted and dialog.chosen is not None:
                self.replay_record(records[dialog.chosen], dialog.chosen + 1)

        self._open_dialog(dialog, chosen)

    def replay_file(self) -> None:
        """Replay a round from an exported record or a saved game's finished rounds."""
        path = self.ask_open_path(
            self.tr("Replay a round"),
            self.tr("Round records and games (*.json *{extension})").format(
                extension=SAVE_EXTENSION
            ),
        )
        if path is None:
            return
        self._remember_folder(path)
        try:
            if path.suffix == SAVE_EXTENSION:
                game = savegame.load_game(path)
                records = [result.record for result in game.match.results]
                if not records:
                    raise RecordError(self.tr("this game has no finished round yet"))
            else:
                record = read_json(path, 0)
                from_record(record)
                records = [record]
        except (StorageError, RecordError) as error:
            QMessageBox.warning(self, self.tr("This round cannot be replayed"), str(error))
            return
        if len(records) == 1:
            self.replay_record(records[0], None, source=path.name)
            return
        dialog_class = optional("marjolet_qt.app.dialogs.replay", "RoundChooser")
        dialog = dialog_class(records, self, allow_files=False)

        def chosen(code: int) -> None:
            if code == QDialog.DialogCode.Accepted and dialog.chosen is not None:
                self.replay_record(records[dialog.chosen], dialog.chosen + 1, source=path.name)

        self._open_dialog(dialog, chosen)

    def replay_record(
        self, record: dict[str, Any], number: int | None = None, source: str = ""
    ) -> QDialog | None:
        viewer_class = optional("marjolet_qt.app.dialogs.replay", "ReplayDialog")
        if viewer_class is None:
            return None
        try:
            viewer = viewer_class(record, self.table, self, number=number, source=source)
        except RecordError as error:
            QMessageBox.warning(self, self.tr("This round cannot be replayed"), str(error))
            return None
        viewer.exportRequested.connect(lambda: self.export_record(record))
        viewer.playAgainRequested.connect(lambda: self.play_deal_again(record, viewer))
        if hasattr(viewer, "reviewRequested"):
            viewer.reviewRequested.connect(lambda: self.review_record(record, number, viewer))
            viewer.whatIfRequested.connect(lambda index: self.what_if(record, index, viewer))
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.show()
        return viewer

    # --- the review of a round (#18) -------------------------------------------------------

    def review_record(
        self,
        record: dict[str, Any],
        number: int | None = None,
        parent: QWidget | None = None,
        *,
        live: bool = False,
        modal: bool = False,
    ) -> QDialog | None:
        """Open the review of a round: a finished one (kept with the game once reviewed,
        when it is one of this game's rounds) or, ``live``, the round in progress."""
        dialog_class = optional("marjolet_qt.app.dialogs.review", "ReviewDialog")
        if dialog_class is None:
            return None
        try:
            dialog = dialog_class(
                record,
                self.table,
                parent or self,
                number=number,
                live=live,
                settings=self._settings,
                level=self.model.level,
            )
        except RecordError as error:
            QMessageBox.warning(self, self.tr("This round cannot be reviewed"), str(error))
            return None
        if any(result.record is record for result in self.model.match.results):
            dialog.reviewKept.connect(self.autosaver.schedule)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if modal:  # over a window-modal dialog (the round summary): stacked on it
            dialog.open()
        else:
            dialog.show()
        return dialog

    def _review_from_history(self) -> None:
        """The history's review: the round shown, finished (this game's record) or in
        progress (the player's decisions so far; the computer's cards stay hidden)."""
        state = self.model.round
        results = self.model.match.results
        parent = self.history_dialog
        if self.model.between_rounds() and results:
            self.review_record(results[-1].record, len(results), parent)
        else:
            self.review_record(to_record(state), len(results) + 1, parent, live=True)

    def what_if(
        self, record: dict[str, Any], index: int, parent: QWidget | None = None
    ) -> QDialog | None:
        """Play on from action ``index`` of a finished round, apart from the game."""
        dialog_class = optional("marjolet_qt.app.dialogs.review", "WhatIfDialog")
        if dialog_class is None:
            return None
        dialog = dialog_class(
            record,
            index,
            self._settings,
            self.model.level,
            table=self.table,
            parent=parent or self,
            human_seat=self.model.human_seat,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def ask_export_path(self) -> Path | None:
        """The file dialog of Export (tests replace it)."""
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the round"),
            str(self._last_folder() / (self.tr("round") + ".json")),
            self.tr("Round records (*.json)"),
        )
        if not name:
            return None
        path = Path(name)
        return path if path.suffix == ".json" else path.with_name(path.name + ".json")

    def export_record(self, record: dict[str, Any]) -> bool:
        path = self.ask_export_path()
        if path is None:
            return False
        try:
            write_json_atomic(path, record, None)
        except StorageError as error:
            QMessageBox.warning(self, self.tr("The round was not exported"), str(error))
            return False
        self._remember_folder(path)
        self.statusBar().showMessage(
            self.tr("Round exported as {name}.").format(name=path.name), 4000
        )
        return True

    def play_deal_again(self, record: dict[str, Any], viewer: QWidget | None = None) -> None:
        """A new game whose first round is this deal with the seats swapped: you get the
        computer's cards and its place (if it dealt, you deal)."""
        state = from_record({**record, "actions": []})
        deal = state.deal
        swapped = Deal(1 - deal.dealer, (deal.hands[1], deal.hands[0]), deal.upcard, deal.stock)
        if self.game_in_progress():
            answer = QMessageBox.question(
                self,
                self.tr("Play this deal again"),
                self.tr("Abandon the game in progress and play this deal from the other seat?"),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        if viewer is not None:
            viewer.close()
        self._close_dialog()
        self._pending.clear()
        self.model.new_game_with_deal(swapped, state.rules)

    def game_in_progress(self) -> bool:
        """Whether a game is under way that something would abandon: begun and not over
        (a finished game is not "in progress", and a new one loses nothing)."""
        match = self.model.match
        if match.is_over():
            return False
        return bool(match.results or self.model.round.history)

    def confirm_new_game(self) -> None:
        """New game: no questions when nothing would be lost."""
        if self.game_in_progress():
            answer = QMessageBox.question(
                self,
                self.tr("New game"),
                self.tr("Abandon the game in progress and deal a new one?"),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.new_game()

    def new_game(self) -> None:
        self._close_dialog()
        self.save_path = None
        self._pending.clear()
        self.model.new_game()

    def undo(self) -> None:
        if not self.model.undo():
            if self.model.round.history and not self.model.round.is_over():
                self.statusBar().showMessage(
                    self.tr("You cannot take back moves across a draw."), 3000
                )
            else:
                self.statusBar().showMessage(self.tr("Nothing to undo."), 3000)

    def _on_refused(self, message: str) -> None:
        self.statusBar().showMessage(message, 4000)

    def _on_round_over(self, result: Any) -> None:
        self._last_result = result
        self._pending.append("summary")
        self._on_table_settled()

    def _on_game_over(self, winner: int) -> None:
        self._pending.append("gameover")

    def _on_table_settled(self) -> None:
        self._update_status()
        if self._pending and self.active_dialog is None and not self.table.queue.busy:
            QTimer.singleShot(0, self._show_pending)

    def _show_pending(self) -> None:
        if not self._pending or self.active_dialog is not None or self.table.queue.busy:
            return
        what = self._pending.pop(0)
        if what == "summary":
            self._show_summary()
        elif what == "gameover":
            self._show_game_over()

    def _show_summary(self) -> None:
        dialog_class = optional("marjolet_qt.app.dialogs.round_summary", "RoundSummaryDialog")
        result, match = self._last_result, self.model.match
        if dialog_class is not None:
            dialog = dialog_class(result, match, self.model.human_seat, self)
            if hasattr(dialog, "reviewRequested"):
                self._summary_round = (result.record, len(match.results))
                # A bound method, not a lambda: a closure holding the window, connected to
                # a dialog the window owns, lets the window's last reference go inside the
                # dialog's deletion, and PySide then deletes the dialog twice (a crash).
                dialog.reviewRequested.connect(self._review_summary_round)
        else:
            dialog = QMessageBox(self)
            dialog.setWindowTitle(self.tr("End of the round"))
            dialog.setText(
                self.tr("You: {you} points. Computer: {them} points.").format(
                    you=result.scores[0], them=result.scores[1]
                )
            )
        self._open_dialog(dialog, self._after_summary)

    def _review_summary_round(self) -> None:
        """The round summary's "Review this round"."""
        if self._summary_round is not None:
            record, number = self._summary_round
            self.review_record(record, number, self.active_dialog or self, modal=True)

    def _after_summary(self, code: int) -> None:
        if self._pending:  # the game is over: its dialog comes next
            self._show_pending()
        else:
            self.model.next_round()

    def _show_game_over(self) -> None:
        dialog_class = optional("marjolet_qt.app.dialogs.round_summary", "GameOverDialog")
        if dialog_class is not None:
            dialog = dialog_class(self.model.match, self.model.human_seat, self)
        else:
            winner = self.model.match.winner()
            dialog = QMessageBox(self)
            dialog.setWindowTitle(self.tr("Game over"))
            dialog.setText(self.tr("You win!") if winner == 0 else self.tr("The computer wins."))
            dialog.setStandardButtons(
                QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel
            )
        self._open_dialog(dialog, self._after_game_over)

    def _after_game_over(self, code: int) -> None:
        if code in (QDialog.DialogCode.Accepted, QMessageBox.StandardButton.Ok):
            self.new_game()

    def _open_dialog(self, dialog: QDialog, then: Any) -> None:
        self.active_dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def finished(code: int) -> None:
            if self.active_dialog is dialog:
                self.active_dialog = None
            then(code)

        dialog.finished.connect(finished)
        dialog.open()

    def _close_dialog(self) -> None:
        dialog, self.active_dialog = self.active_dialog, None
        if dialog is not None:
            dialog.finished.disconnect()
            dialog.reject()

    def _on_begun(self) -> None:
        self._begun = True
        self._update_status()

    def _update_status(self, *_: object) -> None:
        if not self._begun:  # before the first deal: no turn, no undo, no hint
            self.status_label.setText("")
            self.undo_action.setEnabled(False)
            self.hint_action.setEnabled(False)
            return
        self.status_label.setText(status_text(self.model))
        self.undo_action.setEnabled(self.model.can_undo())
        self.hint_action.setEnabled(self.model.is_human_turn() and not self.model.hinting)

    # --- settings and help -------------------------------------------------------------------

    def open_settings(self) -> None:
        dialog_class = optional("marjolet_qt.app.dialogs.settings_dialog", "SettingsDialog")
        if dialog_class is None:
            QMessageBox.information(self, self.tr("Settings"), self.tr("Not available yet."))
            return
        dialog = dialog_class(self._settings, self.game_in_progress(), self)

        def done(code: int) -> None:
            if code == QDialog.DialogCode.Accepted:
                self.apply_settings(dialog.result_settings())

        self._open_dialog(dialog, done)

    def apply_settings(self, settings: Any) -> None:
        """New settings from the dialog: apply, switch language, save."""
        old = self._settings
        self._settings = settings
        self.model.apply_settings(settings)
        self.table.apply_settings(settings)
        if getattr(old, "language", None) != settings.language:
            install = optional("marjolet_qt.app.i18n", "install_translator")
            app = QApplication.instance()
            if install is not None and app is not None:
                install(app, settings.language)
        if self._store is not None:
            try:
                self._store.save(settings)
            except Exception as error:  # a read-only or full disk must not end the game
                QMessageBox.warning(self, self.tr("Settings not saved"), str(error))

    @property
    def settings(self) -> Any:
        return self._settings

    def show_rules(self) -> None:
        dialog_class = optional("marjolet_qt.app.dialogs.help", "RulesHelpDialog")
        if dialog_class is None:
            return
        dialog = dialog_class(self.model.match.rules, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_how_to_play(self) -> QDialog:
        """The illustrated page for beginners (not modal: it can stay open in play)."""
        dialog = HowToPlayDialog(self.table.card_pixmap, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def show_keyboard(self) -> QDialog:
        """Every key the game answers to, from the actions' own shortcuts."""
        # In the menus' order, then any action that is in no menu.
        menus = (self.game_menu, self.view_menu, self.help_menu)
        actions = [action for menu in menus for action in menu.actions()]
        actions += [action for action in self.findChildren(QAction) if action not in actions]
        dialog = KeyboardDialog(actions, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def offer_welcome(self) -> bool:
        """At the first start only: the welcome, remembered in the settings so that it is
        not shown again. True when it was shown."""
        if getattr(self._settings, "welcome_shown", True):
            return False
        if self.active_dialog is not None:  # ("Resume?" first; welcome at a later start)
            return False
        self._settings = self._settings.replace(welcome_shown=True)
        self.model.apply_settings(self._settings)
        if self._store is not None:
            try:
                self._store.save(self._settings)
            except Exception:  # shown again next time: no reason to stop the game
                log.warning("could not remember that the welcome was shown")
        dialog = WelcomeDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.howToPlayRequested.connect(self.show_how_to_play)
        dialog.keyboardRequested.connect(self.show_keyboard)
        self.welcome_dialog = dialog
        dialog.open()
        return True

    def show_about(self) -> None:
        about = optional("marjolet_qt.app.dialogs.help", "show_about")
        if about is not None:
            about(self)
        else:
            QMessageBox.about(self, self.tr("About Marjolet"), self.tr("Marjolet Qt"))

    def show_last_trick(self) -> None:
        state = self.table.state
        if state is None or not state.last_trick:
            self.statusBar().showMessage(self.tr("No trick has been played yet."), 3000)
            return
        dialog = LastTrickDialog(
            state.last_trick, state.won, self.model.human_seat, self.table, self
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    # --- closing -------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the computer (and its thread) before the window goes.

        The model first: a computer's move held until the cards land would otherwise be
        released by the table going idle, played, and animated on a closed window.
        """
        self._close_dialog()
        self._pending.clear()  # no summary or game-over screen after closing
        self.model.shutdown()
        self.table.stop()
        self.autosaver.stop()
        if self.history_dialog is not None:
            self.history_dialog.close()
        # Reviews still grading (their dialogs are closing with the window) end first.
        drain_reviews = optional("marjolet_qt.app.review_worker", "drain")
        if drain_reviews is not None:
            drain_reviews()
        super().closeEvent(event)
