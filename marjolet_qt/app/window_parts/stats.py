"""Statistics: every round, game and undo counted and saved as it happens."""

from __future__ import annotations

from typing import Any

from ..statistics import rules_key
from ..storage import StorageError
from .base import WindowBase


class StatisticsKeeping(WindowBase):
    """Counts rounds, games and undos into the statistics, and shows them."""

    def _statistics_key(self, level: str | None = None) -> tuple[str, str]:
        """Where a count goes: ``level`` (by default the opponent's now) and the rules."""
        return level or self.model.level, rules_key(self.model.match.rules)

    def _count_round(self, result: Any) -> None:
        # Under the weakest level that played in the round (see GameModel.round_level).
        key = self._statistics_key(self.model.round_level)
        if self.statistics.record_round(*key, self.model.round, self.model.human_seat):
            self._save_statistics()

    def _count_game(self, winner: int) -> None:
        won = winner == self.model.human_seat
        key = self._statistics_key(self.model.game_level)
        if self.statistics.record_game(*key, won, self.model.round):
            self._save_statistics()

    def _count_abandoned(self) -> None:
        """The game in progress is given up, and no file keeps it: counted once the
        autosave holds the game that replaces it (:meth:`_count_abandoned_if_replaced`).
        Counted at once, a kill before that write left the game to be resumed, counted
        as given up and then as played too. At once where the autosave does not work."""
        key = self._statistics_key(self.model.game_level)
        saver = self.autosaver
        if saver.enabled and saver.flush(2.0) and saver.works:
            # A game given up before, whose replacement was written during the flush
            # (its signal not yet come), is counted first, not replaced by this one.
            self._count_abandoned_if_replaced(saver.writes)
            # (Its writes so far all hold the game given up: the next holds the new one.)
            self._abandoned_after = (saver.writes, key)
            return
        self._record_abandoned(key)

    def _count_abandoned_if_replaced(self, writes: int) -> None:
        """The autosave's ``writes``-th write is done: the game given up is counted if
        the autosave no longer holds it."""
        waiting = self._abandoned_after
        if waiting is not None and writes > waiting[0]:
            self._abandoned_after = None
            self._record_abandoned(waiting[1])

    def _record_abandoned(self, key: tuple[str, str]) -> None:
        self.statistics.record_abandoned(*key)
        self._save_statistics()

    def _count_undo(self) -> None:
        self.statistics.record_undo(*self._statistics_key(self.model.round_level))
        self._save_statistics()

    def _uncount_undo(self) -> None:
        """Redo played the moves again: they are no longer taken back."""
        self.statistics.record_undo(*self._statistics_key(self.model.round_level), taken=-1)
        self._save_statistics()

    def _save_statistics(self, *, reset: bool = False) -> None:
        try:
            self.statistics_store.save(self.statistics, reset=reset)
        except StorageError as error:
            if str(error) != self._statistics_error:  # once per problem
                self._statistics_error = str(error)
                self.statusBar().showMessage(
                    self.tr("Statistics not saved: {reason}").format(reason=error), 10000
                )
        else:
            self._statistics_error = None

    def show_statistics(self) -> None:
        from ..dialogs.statistics_dialog import StatisticsDialog  # noqa: PLC0415 (start-up time)

        dialog = StatisticsDialog(self.statistics, self._statistics_key(), self)
        dialog.resetRequested.connect(self._reset_statistics)
        self._open_dialog(dialog, lambda code: None)

    def _reset_statistics(self) -> None:
        self.statistics.reset()
        self._save_statistics(reset=True)
