"""Replays, reviews and What if: a finished round watched again, graded, or played on
from any point, apart from the game; and its export.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from marjolet_qt.engine.records import RecordError, from_record, to_record
from marjolet_qt.engine.round import Deal

from .. import savegame, texts
from ..busy import busy_cursor
from ..review_files import ReviewFileKeeper
from ..savegame import SAVE_EXTENSION
from ..storage import StorageError, write_json_atomic
from .base import WindowBase

if TYPE_CHECKING:
    from ..dialogs.replay import ReplayDialog
    from ..dialogs.review import WhatIfDialog


class Replays(WindowBase):
    """Opens the replay viewer, the review and What if, and answers their buttons."""

    def _replay_from_sheet(self, row: int, column: int) -> None:
        if 0 <= row < len(self.model.match.results):
            self.replay_record(self.model.match.results[row].record, row + 1)

    def choose_round_to_replay(self) -> None:
        """Game ▸ Replay a round: one of this game's rounds, or one from a file."""
        from ..dialogs.replay import RoundChooser  # noqa: PLC0415 (start-up time)

        records = [result.record for result in self.model.match.results]
        dialog = RoundChooser(records, self)
        dialog.fileRequested.connect(self.replay_file)

        def chosen(code: int) -> None:
            if code == QDialog.DialogCode.Accepted and dialog.chosen is not None:
                self.replay_record(records[dialog.chosen], dialog.chosen + 1)

        self._open_dialog(dialog, chosen)

    def replay_file(self) -> None:
        """Replay a round from an exported record or a saved game's finished rounds."""
        from ..dialogs.replay import RoundChooser  # noqa: PLC0415 (start-up time)

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
            with busy_cursor():
                records = savegame.load_records(path)
        except StorageError as error:
            self._cannot_replay(str(error))
            return
        except RecordError as error:
            self._cannot_replay(texts.record_sentence(error))
            return
        if not records:
            self._cannot_replay(self.tr("This game has no finished round yet."))
            return
        if len(records) == 1:
            self.replay_record(records[0], None, path=path)
            return
        dialog = RoundChooser(records, self, allow_files=False)

        def chosen(code: int) -> None:
            if code == QDialog.DialogCode.Accepted and dialog.chosen is not None:
                self.replay_record(records[dialog.chosen], dialog.chosen + 1, path=path)

        self._open_dialog(dialog, chosen)

    def replay_record(
        self, record: dict[str, Any], number: int | None = None, path: Path | None = None
    ) -> ReplayDialog | None:
        """Open the replay viewer on ``record`` (not modal: several may be open);
        ``path``: the file it was read from, when it is not one of this game's rounds."""
        from ..dialogs.replay import ReplayDialog  # noqa: PLC0415 (start-up time)

        source = texts.file_name(path) if path is not None else ""
        try:
            viewer = ReplayDialog(record, self.table, self, number=number, source=source)
        except RecordError as error:
            self._cannot_replay(texts.record_sentence(error))
            return None
        viewer.source_path = path
        # Bound methods, not lambdas: a closure holding the window, connected to a dialog
        # the window owns, lets the window's last reference go inside the dialog's
        # deletion, and PySide then deletes the dialog twice (a crash; see 1f806cf). The
        # slots find their viewer with sender().
        viewer.exportRequested.connect(self._export_viewer_round)
        viewer.playAgainRequested.connect(self._play_viewer_deal_again)
        viewer.reviewRequested.connect(self._review_viewer_round)
        viewer.whatIfRequested.connect(self._what_if_from_viewer)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.show()
        viewer.activateWindow()  # (the keys are the replay's: see _take_the_keys_back)
        return viewer

    def _cannot_replay(self, reason: str) -> None:
        """Say why a round cannot be replayed (``reason``: in the player's words)."""
        QMessageBox.warning(self, self.tr("This round cannot be replayed"), reason)

    def _viewer(self) -> ReplayDialog | None:
        """The replay viewer whose button called the slot running now."""
        from ..dialogs.replay import ReplayDialog  # noqa: PLC0415 (start-up time)

        viewer = self.sender()
        return viewer if isinstance(viewer, ReplayDialog) else None

    def _export_viewer_round(self) -> None:
        if (viewer := self._viewer()) is not None:
            self.export_record(viewer.record)
            # The file dialog (the window's) handed the keys back to the window, under the
            # replay still open: Enter then played on the table, not in the replay.
            viewer.activateWindow()

    def _play_viewer_deal_again(self) -> None:
        if (viewer := self._viewer()) is not None:
            self.play_deal_again(viewer.record, viewer)

    def _review_viewer_round(self) -> None:
        if (viewer := self._viewer()) is not None:
            self.review_record(viewer.record, viewer.number, viewer, path=viewer.source_path)

    def _what_if_from_viewer(self, index: int) -> None:
        if (viewer := self._viewer()) is not None:
            self.what_if(viewer.record, index, viewer)

    # --- the review of a round (#18) -------------------------------------------------------

    def review_record(
        self,
        record: dict[str, Any],
        number: int | None = None,
        parent: QWidget | None = None,
        *,
        live: bool = False,
        modal: bool = False,
        path: Path | None = None,
    ) -> QDialog | None:
        """Open the review of a round: a finished one (kept with the game once reviewed,
        when it is one of this game's rounds, or written back into ``path``, the file it
        was read from) or, ``live``, the round in progress."""
        from ..dialogs.review import ReviewDialog  # noqa: PLC0415 (start-up time)

        try:
            dialog = ReviewDialog(
                record,
                self.table,
                parent or self,
                number=number,
                live=live,
                settings=self._settings,
                level=self.model.level,
            )
        except RecordError as error:
            QMessageBox.warning(
                self,
                self.tr("This round cannot be reviewed"),
                texts.record_sentence(error),
            )
            return None
        if any(result.record is record for result in self.model.match.results):
            dialog.reviewKept.connect(self.autosaver.schedule)
        elif path is not None and not live:
            keeper = ReviewFileKeeper(path, record, dialog, autosave=self.autosaver.path)
            dialog.reviewKept.connect(keeper.keep)
            keeper.kept.connect(self._on_review_file_kept)
            keeper.failed.connect(self._show_review_file_news)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if modal:  # over a window-modal dialog (the round summary): stacked on it
            dialog.open()
        else:
            dialog.show()
        return dialog

    def _on_review_file_kept(self, message: str) -> None:
        """A review written into its file, which may be the game's own: that is the
        game's writing, not a change behind its back (a failed write changed nothing)."""
        keeper = self.sender()
        if isinstance(keeper, ReviewFileKeeper):
            self.note_file_rewritten(keeper.path)
        self._show_review_file_news(message)

    def _show_review_file_news(self, message: str) -> None:
        self.statusBar().showMessage(message, 8000)

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
    ) -> WhatIfDialog:
        """Play on from action ``index`` of a finished round, apart from the game."""
        from ..dialogs.review import WhatIfDialog  # noqa: PLC0415 (start-up time)

        dialog = WhatIfDialog(
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
        """The file dialog of Export (tests replace it), on a dated name: every export
        offered "round.json", and a second one the first one's place."""
        stamp = datetime.now().strftime("%Y-%m-%d %H-%M")
        # (On a line of its own: lupdate does not read inside an f-string.)
        name = self.tr("round")
        return self.ask_save_file(
            self.tr("Export the round"),
            self._save_folder() / f"{name} {stamp}.json",
            self.tr("Round records (*.json)"),
            ".json",
        )

    def export_record(self, record: dict[str, Any]) -> bool:
        """Write ``record`` where the player says (a JSON round record); True if done."""
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
            self.tr("Round exported as {name}.").format(name=texts.file_name(path)), 4000
        )
        return True

    def play_deal_again(self, record: dict[str, Any], viewer: QWidget | None = None) -> None:
        """A new game whose first round is this deal with the seats swapped: you get the
        computer's cards and its place (if it dealt, you deal)."""
        state = from_record({**record, "actions": []})
        deal = state.deal
        swapped = Deal(1 - deal.dealer, (deal.hands[1], deal.hands[0]), deal.upcard, deal.stock)
        if not self.may_abandon(
            self.tr("Play this deal again"),
            self.tr("Abandon the game in progress and play this deal from the other seat?"),
        ):
            return
        if viewer is not None:
            viewer.close()
        self._close_dialog()
        self._pending.clear()
        self.model.new_game_with_deal(swapped, state.rules)
