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
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QWidget,
)

from marjolet_qt.engine.cards import iter_cards
from marjolet_qt.engine.round import Stage

from . import texts
from .model import GameModel
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
        return QCoreApplication.translate(
            "MainWindow", "You won the trick — declare your melds, then continue."
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
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._store = store
        self.model = GameModel(settings, self, seed=seed)
        self.table = TableView(self.model, settings, self)
        self.setCentralWidget(self.table)
        self.active_dialog: QDialog | None = None
        self._pending: list[str] = []  # "summary", "gameover" once the table settles
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
        self.undo_action = action(QKeySequence.StandardKey.Undo, self.undo)
        self.settings_action = action(QKeySequence.StandardKey.Preferences, self.open_settings)
        if self.settings_action.shortcut().isEmpty():
            self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.quit_action = action(QKeySequence.StandardKey.Quit, self.close)
        if self.quit_action.shortcut().isEmpty():
            self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.score_action = self.score_dock.toggleViewAction()
        self.score_action.setShortcut(QKeySequence("Ctrl+S"))
        self.last_trick_action = action("L", self.show_last_trick)
        self.rules_action = action(QKeySequence.StandardKey.HelpContents, self.show_rules)
        self.about_action = action(None, self.show_about)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.new_game_action)
        self.game_menu.addAction(self.undo_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.settings_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.view_menu = bar.addMenu("")
        self.view_menu.addAction(self.score_action)
        self.view_menu.addAction(self.last_trick_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.about_action)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Marjolet"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_game_action.setText(self.tr("&New game"))
        self.new_game_action.setToolTip(self.tr("Deal a new game (the current one is lost)"))
        self.undo_action.setText(self.tr("&Undo"))
        self.undo_action.setToolTip(self.tr("Take back your last move"))
        self.settings_action.setText(self.tr("&Settings…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.score_action.setText(self.tr("&Score sheet"))
        self.score_dock.setWindowTitle(self.tr("Score sheet"))
        self.last_trick_action.setText(self.tr("&Last trick"))
        self.last_trick_action.setToolTip(self.tr("Look at the last trick (the rules allow it)"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About Marjolet"))
        self.status_label.setAccessibleName(self.tr("Game status"))
        self._update_status()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # --- game flow -------------------------------------------------------------------------

    def start(self, first_dealer: int | None = None) -> None:
        self.model.new_game(first_dealer=first_dealer)

    def confirm_new_game(self) -> None:
        """New game: no questions when nothing would be lost."""
        state = self.model.round
        if self.model.match.results or state.history:
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
        self._pending.clear()
        self.model.new_game()

    def undo(self) -> None:
        if not self.model.undo():
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
        else:
            dialog = QMessageBox(self)
            dialog.setWindowTitle(self.tr("End of the round"))
            dialog.setText(
                self.tr("You: {you} points. Computer: {them} points.").format(
                    you=result.scores[0], them=result.scores[1]
                )
            )
        self._open_dialog(dialog, self._after_summary)

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

    def _update_status(self, *_: object) -> None:
        self.status_label.setText(status_text(self.model))
        self.undo_action.setEnabled(self.model.can_undo())

    # --- settings and help -------------------------------------------------------------------

    def open_settings(self) -> None:
        dialog_class = optional("marjolet_qt.app.dialogs.settings_dialog", "SettingsDialog")
        if dialog_class is None:
            QMessageBox.information(self, self.tr("Settings"), self.tr("Not available yet."))
            return
        in_progress = bool(self.model.round.history or self.model.match.results)
        dialog = dialog_class(self._settings, in_progress, self)

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
        """Stop the computer (and its thread) before the window goes."""
        self._close_dialog()
        self.table.queue.clear()
        self.model.shutdown()
        super().closeEvent(event)
