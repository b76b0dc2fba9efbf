"""The main window: the table in the middle, the score sheet docked on the right, menus,
and a status line that always says whose turn it is and what to do.

This module assembles the window: it builds the widgets, the actions and the menus and
connects the model's signals to the parts of :mod:`marjolet_qt.app.window_parts`, each
of which holds one responsibility (the flow between rounds, files, replays and reviews,
dialogs, statistics, the status line). It holds no game logic. Dialogs are opened
window-modal with ``open()`` rather than ``exec()``, so the event loop (and the
computer's worker) keeps running and tests can answer them.
"""

# ruff: noqa: N802

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QDockWidget, QMessageBox, QVBoxLayout, QWidget

from marjolet_qt.ai import worker_pool

from . import savegame
from .autosave import AutoSaver
from .dialogs.buttons import Question
from .modal_cover import CoverWatch
from .model import GameModel
from .review_worker import drain as drain_reviews
from .save_banner import SaveBanner
from .scoresheet import ScoreSheet
from .screen_fit import FRAME, available_room, fit_to_screen, within
from .settings import SCORE_SHEET_AREAS, SCORE_SHEET_SIZE_RANGE, Settings, SettingsStore
from .statistics import StatisticsStore
from .storage import ensure_folder, remove_stale_temps
from .table import TableView
from .window_parts.dialogs import WindowDialogs
from .window_parts.files import SavedGames
from .window_parts.flow import GameFlow
from .window_parts.replays import Replays
from .window_parts.stats import StatisticsKeeping
from .window_parts.status import ElidingLabel, ElidingStatusBar, StatusLine, status_text

#: The window's size at the first start, on a screen with the room for it.
FIRST_SIZE = QSize(1280, 820)
#: How long a maximised window waits at most for the screen's size before the score
#: sheet's width is placed in whatever size it has (see MainWindow.showEvent).
SHEET_WAIT_MS = 1500
#: The score sheet's docked places, by the names the settings keep them under (every one
#: of :data:`~.settings.SCORE_SHEET_AREAS` but "floating"): the dock is allowed these.
DOCK_AREAS: dict[str, Qt.DockWidgetArea] = {
    "right": Qt.DockWidgetArea.RightDockWidgetArea,
    "left": Qt.DockWidgetArea.LeftDockWidgetArea,
}


class MainWindow(GameFlow, SavedGames, Replays, WindowDialogs, StatisticsKeeping, StatusLine):
    """The game window: its parts' behaviour, assembled (their shared state is declared in
    :class:`~marjolet_qt.app.window_parts.base.WindowBase`)."""

    #: Whether quitting with the game unsaved (the autosave failing) asks the player
    #: first. The interface tests close their windows at will, on folders they broke on
    #: purpose: they turn it off (tests/app/conftest.py), except the test of the question.
    confirm_unsaved_quit = True

    def __init__(
        self,
        settings: Settings,
        store: SettingsStore | None = None,
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
        folder_problem = ensure_folder(self._data_dir)
        for folder in (self._data_dir, store.config_dir if store is not None else None):
            if folder is not None:
                remove_stale_temps(Path(folder))
        # Where Save writes without asking (the last file saved or opened); its name is
        # in the window title (see the save_path property).
        self._save_path = None
        self._saved_copy = None
        self.model = GameModel(settings, self, seed=seed)
        # A modal window over this one (Settings, a message box, the welcome) holds the
        # computer's move until it is closed: nothing is played where the player cannot see.
        cover_watch = CoverWatch(self)
        cover_watch.coveredChanged.connect(self.model.set_covered)
        self.cover_watch = cover_watch
        self.autosaver = AutoSaver(self.model, savegame.autosave_path(self._data_dir), self)
        self.autosaver.enabled = autosave
        #: Whether this window saves the game as it goes (not a smoke test's or a
        #: --print-state window): quitting then asks before losing what is not saved.
        self._autosaving = autosave
        self.autosaver.failed.connect(self._on_autosave_failed)
        self.autosaver.saved.connect(self._on_autosave_saved)
        self.save_banner = SaveBanner(self)
        if folder_problem is not None and autosave:
            self.save_banner.show_problem(folder_problem, self._data_dir)
        self.statistics_store = StatisticsStore(self._data_dir)
        self.statistics, self.statistics_warning = self.statistics_store.load()
        if folder_problem is not None and not os.path.lexists(self.statistics_store.path):
            # (Not reached through the folder, a circle of links: the banner says why.)
            self.statistics_warning = None
        self._statistics_error = None
        self._abandoned_after = None
        #: The autosave's number of writes when the game in progress was dealt; None for
        #: a game resumed or opened (an earlier state of it is in a file).
        self._writes_at_deal: int | None = None
        self.history_dialog = None
        self.welcome_dialog = None  # the first start's welcome
        self.table = TableView(self.model, settings, self)
        central = QWidget(self)
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.save_banner)
        column.addWidget(self.table, 1)
        self.setCentralWidget(central)
        # (Each attribute is described where WindowBase declares it.)
        self.active_dialog = None
        self._after_dialog = {}
        self._dialog_under = {}
        self._pending = []
        self._summary_round = None
        self._hint_said = None
        # Nothing is dealt until a game is started or resumed (the model's ``begun``): the
        # launch question ("Resume?") is asked over an empty table, with no turn to announce.
        self._last_result = None

        self.setStatusBar(ElidingStatusBar(self))
        self.status_label = ElidingLabel(self)
        font = self.status_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.status_label.setFont(font)
        self.status_label.setAccessibleName(self.tr("Game status"))
        self.statusBar().addWidget(self.status_label, 1)

        self.score_dock = QDockWidget(self)
        self.score_dock.setObjectName("scoreDock")
        # The places the settings can name, and no other: one the player could reach but
        # not keep would be lost at every start.
        allowed = Qt.DockWidgetArea.NoDockWidgetArea
        for area in DOCK_AREAS.values():
            allowed |= area
        self.score_dock.setAllowedAreas(allowed)
        features = (
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        if "floating" in SCORE_SHEET_AREAS:
            features |= QDockWidget.DockWidgetFeature.DockWidgetFloatable
        self.score_dock.setFeatures(features)
        #: The score sheet's width while it is hidden: its own is stale then (or Qt's
        #: first guess, if it was never shown), so the last one seen is kept.
        self._sheet_size = settings.score_sheet_size
        #: Whether the score sheet's width and floating are still to be restored: they
        #: need the window at its size, which it has only once shown (see showEvent).
        self._sheet_unplaced = True
        #: Whether a maximised window waits for the screen's size to place it (showEvent).
        self._sheet_waiting = False
        self.score_dock.visibilityChanged.connect(self._on_sheet_visibility)
        self.score_sheet = ScoreSheet(self.model, self.score_dock)
        self.score_dock.setWidget(self.score_sheet)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)

        self._build_actions()
        self._build_menus()
        self.model.roundOver.connect(self._on_round_over)
        self.model.gameOver.connect(self._on_game_over)
        self.model.roundOver.connect(self._count_round)
        self.model.gameOver.connect(self._count_game)
        self.model.undone.connect(self._count_undo)
        self.model.redone.connect(self._uncount_undo)
        self.model.hintStarted.connect(self._on_hint_started)
        self.model.hintReady.connect(self._on_hint_ready)
        self.model.hintCancelled.connect(self._on_hint_cancelled)
        self.model.changed.connect(self._on_game_changed)
        self.model.changed.connect(self.mark_unsaved)
        self.model.gameStarted.connect(self._forget_save_path)
        self.model.gameStarted.connect(self._on_begun)
        self.model.gameStarted.connect(self._note_dealt)
        self.model.gameLoaded.connect(self._on_begun)
        self.score_sheet.game_table.cellDoubleClicked.connect(self._replay_from_sheet)
        self.model.actionRefused.connect(self._on_refused)
        self.model.thinkingStarted.connect(self._update_status)
        self.model.computerMoveHeld.connect(self._update_status)
        self.model.turnChanged.connect(self._update_status)
        self.table.settled.connect(self._on_table_settled)
        self.table.settled.connect(self._follow_last_trick)
        self.table.lastTrickRequested.connect(self.show_last_trick)
        self.table.finishedRoundActivated.connect(self._on_finished_round_activated)
        self.retranslate_ui()
        self._restore_layout()
        self.table.setFocus()

    # --- actions and menus ---------------------------------------------------------------

    def _build_actions(self) -> None:
        def action(
            shortcut: QKeySequence | QKeySequence.StandardKey | str | None,
            slot: Callable[[], object],
        ) -> QAction:
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
        # The same keys while Undo is greyed out, to say why: a disabled action's keys do
        # nothing at all, and Ctrl+Z after a draw seemed broken.
        self.undo_refused_action = action(QKeySequence.StandardKey.Undo, self.undo)
        self.undo_refused_action.setEnabled(False)
        self.addAction(self.undo_refused_action)
        self.redo_action = action(None, self.redo)
        # Both usual keys everywhere, the system's first: Ctrl+Y is the rule on Windows,
        # Ctrl+Shift+Z on macOS and Linux desktops, and players bring their habits.
        redo_keys = [QKeySequence(QKeySequence.StandardKey.Redo)]
        for usual in ("Ctrl+Shift+Z", "Ctrl+Y"):
            if QKeySequence(usual) not in redo_keys:
                redo_keys.append(QKeySequence(usual))
        self.redo_action.setShortcuts(redo_keys)
        self.hint_action = action("H", self.hint)
        # The same key while Hint is greyed out because it is not the player's turn, to
        # say so (H did nothing, with the round over or the computer to play). Never
        # while a hint is being sought: pressing H again would start it over.
        self.hint_refused_action = action("H", self.hint)
        self.hint_refused_action.setEnabled(False)
        self.addAction(self.hint_refused_action)
        self.replay_action = action("Ctrl+R", self.choose_round_to_replay)
        self.statistics_action = action("Ctrl+I", self.show_statistics)
        self.history_action = action("T", self.show_history)
        self.settings_action = action(QKeySequence.StandardKey.Preferences, self.open_settings)
        if self.settings_action.shortcut().isEmpty():
            self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.quit_action = action(QKeySequence.StandardKey.Quit, self.close)
        if self.quit_action.shortcut().isEmpty():
            self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        # From any of the game's windows that does not block this one (the round summary,
        # the rules, the last trick...), not only while the main window is active.
        self.quit_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.score_action = self.score_dock.toggleViewAction()
        self.score_action.setShortcut(QKeySequence("Ctrl+K"))
        self.last_trick_action = action("L", self.show_last_trick)
        self.rules_action = action(QKeySequence.StandardKey.HelpContents, self.show_rules)
        self.about_action = action(None, self.show_about)
        self.how_to_play_action = action(None, self.show_how_to_play)
        self.keyboard_action = action(None, self.show_keyboard)
        # (Keys with Ctrl, or F1: a letter alone may be a screen's own.)
        self.keys_between_rounds = [
            self.new_game_action,
            self.open_action,
            self.save_action,
            self.save_as_action,
            self.replay_action,
            self.statistics_action,
            self.settings_action,
            self.score_action,
            self.rules_action,
        ]

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.new_game_action)
        self.game_menu.addAction(self.open_action)
        self.game_menu.addAction(self.save_action)
        self.game_menu.addAction(self.save_as_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.undo_action)
        self.game_menu.addAction(self.redo_action)
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
        for menu in (self.game_menu, self.view_menu, self.help_menu):
            # (A bound method, never a closure holding the window: that kept it alive.)
            menu.aboutToHide.connect(self._menu_closed)

    def _menu_closed(self) -> None:
        """Once the menu has gone (and any other the player opened in its place)."""
        QTimer.singleShot(0, self, self._keys_back_from_menus)

    def _keys_back_from_menus(self) -> None:
        """A menu closed without a choice (Escape, a click beside it) leaves the keys to
        the menu bar, which showed it by no mark under some styles: the arrows and Enter
        meant for the table went through the menus instead (Right, Enter opened Help,
        then Right, Enter dealt a new game over the one in progress, the QA pass). They go
        back to the table, unless another menu opened (the player going through them)."""
        if QApplication.activePopupWidget() is not None or not self.menuBar().hasFocus():
            return
        if self.table.isVisible() and self.table.isEnabled():
            self.table.setFocus(Qt.FocusReason.PopupFocusReason)

    def retranslate_ui(self) -> None:
        # In each menu (and the menu bar) no two entries share their & letter, in every
        # language: Alt+letter must reach one entry, not cycle between two.
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
        self.redo_action.setText(self.tr("Re&do"))
        self.redo_action.setToolTip(self.tr("Play again the moves you took back"))
        self.hint_action.setText(self.tr("&Hint"))
        self.hint_action.setToolTip(self.tr("What would the Hard opponent play in your seat?"))
        self.replay_action.setText(self.tr("&Replay a round…"))
        self.replay_action.setToolTip(
            self.tr("Watch a finished round again, both hands open, step by step")
        )
        # Where the double-click that replays a round is wired, so it is said here.
        self.score_sheet.game_table.setToolTip(
            self.tr("Double-click a finished round to watch it again.")
        )
        self.statistics_action.setText(self.tr("S&tatistics"))
        self.history_action.setText(self.tr("&Tricks of this round"))
        self.history_action.setToolTip(self.tr("Every trick played so far in this round"))
        self.settings_action.setText(self.tr("S&ettings…"))
        self.quit_action.setText(self.tr("&Quit"))
        # The dock's title first: setting it rewrites the dock's toggle action's text,
        # which would lose its & letter.
        self.score_dock.setWindowTitle(self.tr("Score sheet"))
        self.score_action.setText(self.tr("&Score sheet"))
        self.last_trick_action.setText(self.tr("&Last trick"))
        self.last_trick_action.setToolTip(self.tr("Look at the last trick (the rules allow it)"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About Marjolet"))
        self.how_to_play_action.setText(self.tr("&How to play"))
        self.how_to_play_action.setToolTip(
            self.tr(
                "A trick, a meld, the 7 of trumps, the last six tricks and the points, in pictures"
            )
        )
        self.keyboard_action.setText(self.tr("&Keyboard"))
        self.keyboard_action.setToolTip(self.tr("Every key the game answers to"))
        self.status_label.setAccessibleName(self.tr("Game status"))
        self._update_status()
        self._reword_hint()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # --- closing -------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the computer (and its thread) before the window goes.

        The model first: a computer's move held until the cards land would otherwise be
        released by the table going idle, played, and animated on a closed window.
        """
        if not self._may_quit():
            event.ignore()
            return
        self._wind_down()
        super().closeEvent(event)

    def _wind_down(self) -> None:
        """What the game does before it goes, quitting or stopped by the system: keep the
        layout, stop the computer and the table, let the reviews keep what they graded,
        then write the last autosave."""
        self._keep_layout()
        self._close_dialog()
        self._pending.clear()  # no summary or game-over screen after closing
        self.model.shutdown()
        if self.cover_watch is not None:
            self.cover_watch.stop()
        self.table.stop()
        # Reviews under way keep what they graded before the last autosave is written.
        from .dialogs.review import ReviewDialog  # noqa: PLC0415 (start-up time)

        for review in self.findChildren(ReviewDialog):
            review.close()
        self.autosaver.stop()
        # (Its last write's signal comes after the window has gone: a game given up just
        # before quitting is counted now.)
        self._count_abandoned_if_replaced(self.autosaver.writes)
        if self.history_dialog is not None:
            self.history_dialog.close()
        # Reviews still grading (their dialogs are closing with the window) end first.
        drain_reviews()

    def _restore_layout(self) -> None:
        """The window as the player left it (:meth:`_keep_layout`): its size, place and
        maximised state, and the score sheet shown or hidden, on its side (its width and
        floating wait for the first show: :meth:`_place_score_sheet`); at the first
        start, its usual size where the screen has the room (:data:`FIRST_SIZE`), less on
        a smaller one.

        Only through ``restoreGeometry``, which refuses bytes that are not a geometry Qt
        saved (the first start's size then) and brings a window saved on a screen no
        longer there back onto one. Not ``restoreState`` for the score sheet: bytes
        that are not Qt's own can crash it (a fuzzed dock layout did), and the settings
        file is anyone's to edit: its place is kept as settings checked like the others."""
        geometry = QByteArray.fromBase64(self._settings.window_geometry.encode("ascii"))
        if geometry.isEmpty() or not self.restoreGeometry(geometry):
            fit_to_screen(self, FIRST_SIZE)
        # The side now, before the window is shown: no jump from one to the other.
        area = DOCK_AREAS.get(self._settings.score_sheet_area)
        if area is not None and area != self.dockWidgetArea(self.score_dock):
            self.addDockWidget(area, self.score_dock)
        if not self._settings.score_sheet_shown:
            self.score_dock.hide()

    def showEvent(self, event: QShowEvent) -> None:
        """At the first show, the score sheet's width and floating as the player left
        them (:meth:`_place_score_sheet`): only now has the window its size, which the
        width must leave the table room in. A maximised window may get the screen's size
        only later (X11's window managers resize it after it is shown): then at its first
        resize, or after :data:`SHEET_WAIT_MS` at the latest."""
        super().showEvent(event)
        if not self._sheet_unplaced or self._sheet_waiting:
            return
        room = available_room(self)
        if self.isMaximized() and room is not None and self.width() < room.width() * 0.9:
            self._sheet_waiting = True
            QTimer.singleShot(SHEET_WAIT_MS, self, self._place_score_sheet_once)
            return
        self._place_score_sheet_once()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._sheet_waiting:
            self._place_score_sheet_once()  # (maximised at last)

    def _place_score_sheet_once(self) -> None:
        if self._sheet_unplaced:
            self._sheet_unplaced = self._sheet_waiting = False
            self._place_score_sheet()

    def _place_score_sheet(self) -> None:
        """The score sheet at the width the settings keep, and floating if it was.

        Docked (hidden or not: Qt keeps the width of a hidden dock for when it is shown),
        never so wide that the table would have less than its minimum width: a
        hand-edited 4,000 pixels on a laptop would otherwise leave no room for the cards.
        Floating, over the window's right edge, where it docks by default, as tall as
        the window and no wider: where it floated is not kept (a place that may be on a
        screen no longer there; this one is on the window's)."""
        dock = self.score_dock
        floating = self._settings.score_sheet_area == "floating"
        if floating:
            room = self.width()
        else:
            room = self.width() - self.table.minimumWidth() - self._separator_width()
        size = min(self._settings.score_sheet_size, max(room, 0))
        if size > 0:
            self._sheet_size = size
            if not floating:
                self.resizeDocks([dock], [size], Qt.Orientation.Horizontal)
        if floating:
            frame = self.geometry()
            least = dock.minimumSizeHint().width()
            # (Qt's width if none is kept: a hidden dock's own is a placeholder's.) Never
            # more than half the window: a sheet dragged wider than the window, on a
            # second screen, came back over the whole table.
            width = min(size or max(dock.width(), least), max(self.width() // 2, least))
            place = QRect(frame.right() + 1 - width, frame.top(), width, frame.height())
            screen = available_room(self)
            if screen is not None:  # its title bar on the screen too, within reach
                inner = screen.marginsRemoved(FRAME)
                place.setTop(max(place.top(), inner.top()))
                place.setBottom(min(place.bottom(), inner.bottom()))
                place.moveLeft(within(place.left(), width, inner.left(), inner.right()))
            dock.setFloating(True)
            dock.setGeometry(place)

    def _separator_width(self) -> int:
        """The width of the handle between the table and the score sheet."""
        return self.style().pixelMetric(
            self.style().PixelMetric.PM_DockWidgetSeparatorExtent, None, self
        )

    def _on_sheet_visibility(self, visible: bool) -> None:
        """The score sheet's width as it is hidden, to be kept at closing: the dock's own
        is not updated any more while it is hidden."""
        if not visible and self.isVisible() and not self._sheet_unplaced:
            self._sheet_size = self.score_dock.width()

    def _keep_layout(self) -> None:
        """Keep the window's geometry and the score sheet's place (shown or hidden, on
        which side or floating, and its width) in the settings, for the next start (a
        window never shown has none the player chose)."""
        if not self.isVisible():
            return
        geometry = self.saveGeometry().toBase64().data()
        dock = self.score_dock
        if dock.isFloating():
            area = "floating"
        else:
            area = next(
                (name for name, place in DOCK_AREAS.items() if place == self.dockWidgetArea(dock)),
                "right",
            )
        low, high = SCORE_SHEET_SIZE_RANGE
        size = self._sheet_size if dock.isHidden() else dock.width()
        self._keep_setting(
            window_geometry=bytes(geometry).decode("ascii"),
            score_sheet_shown=not dock.isHidden(),
            score_sheet_area=area,
            score_sheet_size=min(max(size, low), high),
        )

    def _note_dealt(self) -> None:
        self._writes_at_deal = self.autosaver.writes

    def keep_before_stopping(self) -> None:
        """The system stops the game (:mod:`.stop_signals`): what quitting does (the
        autosave written, with the grades of reviews under way, and the window's layout),
        with no question, nobody is there to answer it. Expert's worker processes stop
        too: they outlived the game by seconds, and the system warned of leaked locks."""
        self._wind_down()
        worker_pool.close_all()

    def _may_quit(self) -> bool:
        """Whether to close now: at once when the game is safe on disk (autosaved, or in
        the file last saved by hand) or nothing is under way; when the autosave fails (a
        read-only folder, a full disk), only if the player says so, since quitting would
        lose every move since the last good save. One more write is tried first: the
        disk may have been freed meanwhile."""
        if not (self.confirm_unsaved_quit and self._autosaving and self.game_in_progress()):
            return True
        if self.autosaver.enabled:
            self.autosaver.save_now()
        if self.autosaver.flush() and self.autosaver.works:
            return True
        if self.save_is_current():  # saved by hand since the last move: nothing is lost
            return True
        never_saved = (
            self._save_path is None
            and self._writes_at_deal is not None
            and self.autosaver.writes == self._writes_at_deal
        )
        reason = self.autosaver.problem or self.tr(
            "Automatic saving is off, so as not to overwrite an earlier game."
        )
        if self._held_reason is not None:  # (the folder's fault: there is no earlier game)
            reason = self.tr("Automatic saving is off: {reason}.").format(
                reason=self._held_reason.rstrip(".")
            )
        box = Question(
            self,
            QMessageBox.Icon.Warning,
            self.tr("Quit"),
            self.tr("Your game is not being saved."),
            name="unsavedQuestion",
            informative=reason
            + "\n\n"
            + (
                # (A game no file ever held: "since it was last saved" it never was.)
                self.tr("If you quit now, this game is lost. Save it as a file first?")
                if never_saved
                else self.tr(
                    "If you quit now, the moves played since it was last saved are lost. "
                    "Save it as a file first?"
                )
            ),
            answers={
                "save": QMessageBox.StandardButton.Save,
                "quit": QMessageBox.StandardButton.Discard,
                "cancel": QMessageBox.StandardButton.Cancel,
            },
            default="cancel",
            escape="cancel",
        )
        box.button_of("save").setText(self.tr("Save as…"))
        box.button_of("quit").setText(self.tr("Quit without saving"))
        answer = box.ask()
        if answer == "save":
            return self.save_game_as()
        return answer == "quit"


__all__ = ["FIRST_SIZE", "MainWindow", "status_text"]
