"""The window's other dialogs: settings, help, About, welcome, the last trick, and the
tricks of the round.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMessageBox,
)

from ..dialogs.welcome import HowToPlayDialog, KeyboardDialog, WelcomeDialog
from ..table.last_trick import LastTrickDialog
from .base import WindowBase, optional

log = logging.getLogger(__name__)


class WindowDialogs(WindowBase):
    """Settings, help and the table's side dialogs."""

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
