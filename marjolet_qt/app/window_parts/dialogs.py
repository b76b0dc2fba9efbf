"""The window's other dialogs: settings, help, About, welcome, the last trick, and the
tricks of the round.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

from .. import texts
from ..dialogs.welcome import HowToPlayDialog, KeyboardDialog, WelcomeDialog
from ..i18n import install_translator
from ..screen_fit import keep_on_screen
from ..settings import Settings
from ..table.last_trick import LastTrickDialog
from .base import WindowBase


class WindowDialogs(WindowBase):
    """Settings, help and the table's side dialogs."""

    def show_history(self) -> None:
        """The tricks of the round (not modal, kept: it follows the game while open)."""
        from ..dialogs.history import TrickHistoryDialog  # noqa: PLC0415 (start-up time)

        if self.history_dialog is None:
            self.history_dialog = TrickHistoryDialog(self.model, self)
            self.history_dialog.reviewRequested.connect(self._review_from_history)
        elif not self.history_dialog.isVisible():
            if self.history_dialog.moved_by_player():
                keep_on_screen(self.history_dialog)  # (the window may be on another screen now)
            else:  # beside the game's window, wherever that has gone since
                self.history_dialog.place_beside()
        self.history_dialog.show()
        if QApplication.platformName() != "offscreen":  # (which warns that it cannot)
            self.history_dialog.raise_()

    def open_settings(self) -> None:
        from ..dialogs.settings_dialog import SettingsDialog  # noqa: PLC0415 (start-up time)

        shown = self._settings
        playing = self.model.level
        if not self.model.match.is_over() and playing != shown.level:
            # A game opened from a file is played at its own level: the dialog shows the
            # opponent being played (it showed the settings' level, and OK, nothing
            # touched, handed the game to that other opponent mid-round).
            shown = shown.replace(level=playing)
        dialog = SettingsDialog(shown, self.game_in_progress(), self)

        def done(code: int) -> None:
            if code != QDialog.DialogCode.Accepted:
                return
            chosen = dialog.result_settings()
            if chosen.level == shown.level != self._settings.level:
                # The game's own level left as shown: the player's level for new games
                # stays theirs, and this game keeps its opponent.
                self.apply_settings(chosen.replace(level=self._settings.level), level=playing)
            else:
                self.apply_settings(chosen)

        self._open_dialog(dialog, done)

    def apply_settings(self, settings: Settings, *, level: str | None = None) -> None:
        """New settings from the dialog: apply, switch language, save. ``level``: the
        opponent of the game in play when it keeps its own (see
        :meth:`.GameModel.apply_settings`)."""
        old = self._settings
        self._settings = settings
        self.model.apply_settings(settings, level=level)
        self.table.apply_settings(settings)
        app = QApplication.instance()
        if old.language != settings.language and app is not None:
            install_translator(app, settings.language)
        rules = settings.rules
        if rules not in (old.rules, self.model.match.rules):
            # The game goes on by its own rules: say when the chosen ones apply (the
            # Settings dialog says it in small print; the table gave no sign after OK).
            name = texts.preset_name(rules.preset)
            self.statusBar().showMessage(
                (
                    self.tr("Rules for the next game: {rules}, with options of your own.")
                    if rules.is_custom
                    else self.tr("Rules for the next game: {rules}.")
                ).format(rules=name)
                + " "
                + self.tr("This game keeps its own."),
                8000,
            )
        if self._store is not None:
            try:
                self._store.save(settings)
            except Exception as error:  # a read-only or full disk must not end the game
                QMessageBox.warning(self, self.tr("Settings not saved"), str(error))

    def show_rules(self) -> QDialog:
        """The rules of the game being played (not modal: they can stay open in play)."""
        from ..dialogs.help import RulesHelpDialog  # noqa: PLC0415 (start-up time)

        dialog = RulesHelpDialog(self.model.match.rules, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def _page_parent(self) -> QWidget:
        """What a help page opens above: the first start's welcome while it is up, else
        the window. The welcome is window-modal: a page beside it, a child of the window
        it blocks, could be neither scrolled nor closed, and hid the welcome's buttons.
        Above it, the page is the player's, and closing it leads back to the welcome."""
        welcome = self.welcome_dialog
        return welcome if welcome is not None and welcome.isVisible() else self

    def show_how_to_play(self) -> QDialog:
        """The illustrated page for beginners (not modal: it can stay open in play)."""
        dialog = HowToPlayDialog(
            self.table.card_pixmap, self._page_parent(), self.model.match.rules
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def show_keyboard(self) -> QDialog:
        """Every key the game answers to, from the actions' own shortcuts."""
        # In the menus' order, then any action that is in no menu.
        menus = (self.game_menu, self.view_menu, self.help_menu)
        actions = [action for menu in menus for action in menu.actions()]
        actions += [action for action in self.findChildren(QAction) if action not in actions]
        dialog = KeyboardDialog(actions, self._page_parent())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def offer_welcome(self) -> bool:
        """At the first start only: the welcome, remembered in the settings so that it is
        not shown again. True when it was shown."""
        if self._settings.welcome_shown:
            return False
        if self.active_dialog is not None:  # ("Resume?" first; welcome at a later start)
            return False
        self._keep_setting(welcome_shown=True)  # (if that fails, it is shown again)
        dialog = WelcomeDialog(self, self.model.match.rules)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.howToPlayRequested.connect(self.show_how_to_play)
        dialog.keyboardRequested.connect(self.show_keyboard)
        dialog.finished.connect(self._forget_welcome)
        self.welcome_dialog = dialog
        dialog.open()
        return True

    def _forget_welcome(self) -> None:
        """The welcome is closed, and deleted: the help pages opened above it stay open,
        the window's now, where they are read in play (they went with the welcome, the
        page the player was reading gone at the click on Play)."""
        welcome, self.welcome_dialog = self.welcome_dialog, None
        if welcome is None:
            return
        pages = welcome.findChildren(QDialog, options=Qt.FindChildOption.FindDirectChildrenOnly)
        for page in pages:
            if isinstance(page, (HowToPlayDialog, KeyboardDialog)) and page.isVisible():
                place = page.geometry()
                page.setParent(self, page.windowFlags())  # (which hides it)
                page.setGeometry(place)
                page.show()

    def show_about(self) -> QDialog:
        """The About box, window-modal with ``open()`` (not ``exec()``: no nested event
        loop, and tests can answer it)."""
        from ..dialogs.help import about_box  # noqa: PLC0415 (start-up time)

        box = about_box(self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    def show_last_trick(self) -> None:
        """The last trick, as the rules allow (from the menu, L, or a click on a pile)."""
        state = self.table.state
        if state is None or not state.last_trick:
            self.statusBar().showMessage(self.tr("No trick has been played yet."), 3000)
            return
        # One window at a time: each click on a pile opened another, stacked exactly on
        # the one before, and Close seemed to do nothing.
        self._close_last_trick()
        dialog = LastTrickDialog(
            state.last_trick, state.won, self.model.human_seat, self.table, self
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self._forget_last_trick)
        self._last_trick_shown = dialog
        dialog.place_beside(self.table)
        dialog.show()

    def _forget_last_trick(self) -> None:
        self._last_trick_shown = None

    def _close_last_trick(self) -> None:
        shown, self._last_trick_shown = self._last_trick_shown, None
        if shown is not None:
            shown.close()

    def _follow_last_trick(self) -> None:
        """The window of the last trick goes once another trick is the last: it went on
        showing the trick before, "The computer took this trick." of a trick it had not."""
        shown, state = self._last_trick_shown, self.table.state
        if shown is not None and (state is None or shown.trick != state.last_trick):
            self._close_last_trick()
