"""The game's flow between moves and rounds: new game, undo, hints, the round summary
and the game-over screen, shown once the table has settled.
"""

from __future__ import annotations

import functools
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog

from marjolet_qt.ai.reasons import Reason

from .. import texts
from ..reason_text import hint_text
from ..savegame import SavedGame
from .base import WindowBase
from .status import say_for_turn

#: How long a hint stays in the status bar (ms).
HINT_SHOWN_MS = 15_000


class GameFlow(WindowBase):
    """New games, undo, hints, and the screens between rounds."""

    def start(self, first_dealer: int | None = None) -> None:
        self.model.new_game(first_dealer=first_dealer)

    def resume(self, game: SavedGame) -> None:
        """Continue ``game`` exactly where it was.

        A game saved between rounds (its last round finished and booked, ``"current":
        null``) reopens on that round's summary, whose button deals the next round, or on
        the game-over screen when the match is decided: the table alone would only say
        "The round is over." with no way to deal on (issue #13, item 1).
        """
        self._close_dialog()
        self._pending.clear()
        self._writes_at_deal = None  # (a file holds it, as it was)
        self.model.load_game(
            game.match,
            game.level,
            game.undos,
            round_level=game.round_level,
            game_level=game.game_level,
            redo=game.redo,
        )
        self._show_between_rounds_screen()

    def _show_between_rounds_screen(self) -> None:
        """Between rounds, the screen that waits there: the last round's summary, whose
        button deals the next round, or the game's result. Shown when a game saved there
        is resumed, and again when the player, having closed it to look at the table,
        presses Enter or clicks the table (:attr:`.TableView.finishedRoundActivated`)."""
        if self.model.between_rounds() and self.model.match.results:
            self._last_result = self.model.match.results[-1]
            self._pending.append("gameover" if self.model.match.is_over() else "summary")
            self._on_table_settled()

    def _between_rounds_screen_closed(self) -> bool:
        """Whether the player closed the screen between rounds (Escape, its close button)
        and looks at the finished round's table: the status line says how to go on."""
        return (
            self.active_dialog is None
            and not self._pending
            and self.model.between_rounds()
            and bool(self.model.match.results)
        )

    def _on_finished_round_activated(self) -> None:
        if self._between_rounds_screen_closed():
            self._show_between_rounds_screen()

    def confirm_new_game(self) -> None:
        """New game: no questions when nothing would be lost."""
        question = self.tr("Abandon the game in progress and deal a new one?")
        rules = self._settings.rules
        if rules != self.model.match.rules:
            # (Rules changed in Settings apply from the next game: say it is this one.)
            name = texts.preset_name(rules.preset)
            question += "\n\n" + (
                self.tr("The new game is played by the rules chosen in Settings: {rules}.")
                if not rules.is_custom
                else self.tr(
                    "The new game is played by the rules chosen in Settings: {rules}, "
                    "with options of your own."
                )
            ).format(rules=name)
        if self.may_abandon(self.tr("New game"), question):
            self.new_game()

    def new_game(self) -> None:
        """Deal a new game at once (its file is forgotten on the model's gameStarted)."""
        self._close_dialog()
        self._pending.clear()
        self.model.new_game()

    def undo(self) -> None:
        refusal = self.model.undo_refusal()
        if refusal is None and self.model.undo():
            return
        if refusal == "draw":
            self.statusBar().showMessage(
                self.tr(
                    "You cannot take back moves across a draw: you have seen the card you drew."
                ),
                5000,
            )
        elif refusal == "shown":
            self.statusBar().showMessage(
                self.tr(
                    "You cannot take back moves from before the computer showed cards of its "
                    "hand (a meld, its 7 of trumps)."
                ),
                5000,
            )
        else:
            self.statusBar().showMessage(self.tr("Nothing to undo."), 3000)

    def redo(self) -> None:
        if not self.model.redo():
            self.statusBar().showMessage(self.tr("Nothing to redo."), 3000)

    def _on_round_over(self, result: Any) -> None:
        self._last_result = result
        self._pending.append("summary")
        self._on_table_settled()

    def _on_game_over(self, winner: int) -> None:
        self._pending.append("gameover")

    def _on_table_settled(self) -> None:
        self._update_status()
        if self._pending and self.active_dialog is None and not self.table.queue.busy:
            QTimer.singleShot(0, self, self._show_pending)  # (not after the window is gone)

    def _show_pending(self) -> None:
        if not self._pending or self.active_dialog is not None or self.table.queue.busy:
            return
        what = self._pending.pop(0)
        if what == "summary":
            self._show_summary()
        elif what == "gameover":
            self._show_game_over()

    def _show_summary(self) -> None:
        from ..dialogs.round_summary import RoundSummaryDialog  # noqa: PLC0415 (start-up time)

        result, match = self._last_result, self.model.match
        assert result is not None, "a summary is queued with its round's result"
        dialog = RoundSummaryDialog(result, match, self.model.human_seat, self)
        self._summary_round = (result.record, len(match.results))
        # A bound method, not a lambda: a closure holding the window, connected to a
        # dialog the window owns, lets the window's last reference go inside the dialog's
        # deletion, and PySide then deletes the dialog twice (a crash).
        dialog.reviewRequested.connect(self._review_summary_round)
        self._open_dialog(dialog, self._after_summary, blocking=False)

    def _review_summary_round(self) -> None:
        """The round summary's "Review this round"."""
        if self._summary_round is not None:
            record, number = self._summary_round
            self.review_record(record, number, self.active_dialog or self, modal=True)

    def _after_summary(self, code: int) -> None:
        if code != QDialog.DialogCode.Accepted:
            # Closed (Escape, its close button), not "Next round" (or "See the result"):
            # the player looks at the table of the round; Enter or a click there brings
            # the screen back (the game's result, once the game is over).
            self._pending.clear()
            self._update_status()
        elif self._pending:  # the game is over: its dialog comes next
            self._show_pending()
        else:
            self.model.next_round()

    def _show_game_over(self) -> None:
        from ..dialogs.round_summary import GameOverDialog  # noqa: PLC0415 (start-up time)

        match = self.model.match
        dialog = GameOverDialog(match, self.model.human_seat, self)
        if match.results:
            self._summary_round = (match.results[-1].record, len(match.results))
            dialog.reviewRequested.connect(self._review_summary_round)
        self._open_dialog(dialog, self._after_game_over, blocking=False)

    def _after_game_over(self, code: int) -> None:
        if code == QDialog.DialogCode.Accepted:  # "New game"
            self.new_game()
        else:
            self._update_status()  # (how to see the result again)

    # --- hints ---------------------------------------------------------------------------------

    def hint(self) -> None:
        if self.model.round.is_over():
            self.statusBar().showMessage(texts.tr("The round is over."), 3000)
            return
        if not self.model.is_human_turn():
            # (Until the turn is the player's: then it would contradict the nameplate.)
            say_for_turn(self.statusBar(), self.tr("A hint is for your turn."), 3000)
            return
        self.model.request_hint()

    def _on_hint_started(self) -> None:
        self._enable_hint()
        say_for_turn(self.statusBar(), self.tr("Looking for a good move…"))

    def _on_hint_ready(self, action: Any, reason: Reason | None) -> None:
        self._enable_hint()
        wording = functools.partial(hint_text, action, reason, self.model.round)
        text = wording()
        self._hint_said = (wording, text)
        say_for_turn(self.statusBar(), text, HINT_SHOWN_MS)
        shorter = functools.partial(hint_text, action, reason, self.model.round, figures=False)
        self.table.show_hint(wording, int(action.cards), action, shorter)

    def _reword_hint(self) -> None:
        """The hint still in the status bar, in the language just chosen (the table's
        caption rewords itself)."""
        said = self._hint_said
        if said is not None and self.statusBar().currentMessage() == said[1]:
            text = said[0]()
            self._hint_said = (said[0], text)
            say_for_turn(self.statusBar(), text, HINT_SHOWN_MS)

    def _on_hint_cancelled(self) -> None:
        self._enable_hint()
        self._hint_said = None
        self.statusBar().clearMessage()
        self.table.clear_hint()

    def _on_game_changed(self) -> None:
        if self.table.hint_shown:
            self._hint_said = None
            self.table.clear_hint()
            self.statusBar().clearMessage()
