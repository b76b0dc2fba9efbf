"""The game-state model: the engine's match behind Qt signals named after what happened.

Widgets never touch the engine: they listen to :class:`GameModel` and send it the
player's intentions (:meth:`GameModel.play_human`), which the engine validates. The
human is seat 0 (bottom of the table), the computer seat 1 (top).

Pacing: the model applies every action at once and emits its signals; the table turns
them into a queue of animations and may lag behind. The computer starts thinking as soon
as it is its turn (thinking overlaps the animations), but its answer is *applied* only
when the view says it is idle (:meth:`GameModel.set_view_busy`), so the computer never
plays a card while the previous one is still flying. Without a view (or with animations
off) the view is never busy and the model runs at the engine's pace.
"""

# Qt signals are named in Qt's camelCase, as the interface contract spells them.
# ruff: noqa: N815

from __future__ import annotations

import logging
import random
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from marjolet_qt.engine.actions import Action, ActionKind, IllegalActionError
from marjolet_qt.engine.match import Match, RoundResult
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import RoundState, Stage

from . import texts
from .worker import ComputerThinker

log = logging.getLogger(__name__)

HUMAN = 0
COMPUTER = 1

# Seconds the Easy and Medium opponents are given per move (Hard's comes from settings).
LEVEL_BUDGETS: dict[str, float] = {"easy": 0.2, "medium": 0.5}


class GameModel(QObject):
    """Owns the match, applies actions, runs the computer, and reports each event."""

    gameStarted = Signal()
    roundStarted = Signal()
    cardPlayed = Signal(int, int)  # player, card
    trickWon = Signal(int, object)  # winner, engine Trick
    meldDeclared = Signal(int, object)  # player, engine MeldEvent
    sevenExchanged = Signal(int, int, int)  # player, the 7 given, the upcard taken
    cardsDrawn = Signal(object)  # [(player, card), ...] in drawing order
    upcardTaken = Signal(int, int)  # player, card: the stock is gone, phase 2 begins
    turnChanged = Signal(int)  # the player to move (emitted after every action)
    scoresChanged = Signal()
    roundOver = Signal(object)  # engine RoundResult
    gameOver = Signal(int)  # winner
    actionRefused = Signal(str)  # a sentence for the player
    thinkingStarted = Signal()
    thinkingFinished = Signal()
    # The round was rewound (undo): views rebuild from :attr:`round` without animating.
    stateReset = Signal()

    def __init__(
        self,
        settings: Any,
        parent: QObject | None = None,
        *,
        seed: int | None = None,
        thinker: ComputerThinker | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._rng = random.Random(seed)
        self._thinker = thinker if thinker is not None else ComputerThinker(self)
        self._thinker.moveReady.connect(self._on_computer_move)
        self._view_busy = False
        self._pending: Action | None = None
        self._thinking = False
        self._closed = False
        # Who took each action of the current round, parallel to its history (for undo).
        self._actors: list[int] = []
        self._match = Match(settings.rules(), rng=self._rng)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    # --- reading -------------------------------------------------------------------------

    @property
    def match(self) -> Match:
        return self._match

    @property
    def round(self) -> RoundState:
        return self._match.round

    @property
    def human_seat(self) -> int:
        return HUMAN

    @property
    def computer_seat(self) -> int:
        return COMPUTER

    @property
    def settings(self) -> Any:
        return self._settings

    @property
    def thinking(self) -> bool:
        """Whether the computer is choosing (or holding a move until the view is idle)."""
        return self._thinking

    def is_human_turn(self) -> bool:
        state = self.round
        return not state.is_over() and state.to_move == HUMAN and not self._closed

    def human_legal_actions(self) -> list[Action]:
        return self.round.legal_actions() if self.is_human_turn() else []

    def can_undo(self) -> bool:
        """Whether the human has an action in this (unfinished) round to take back."""
        return not self.round.is_over() and HUMAN in self._actors

    # --- intentions ------------------------------------------------------------------------

    @Slot()
    def new_game(self, first_dealer: int | None = None) -> None:
        """Abandon any game in progress (and the computer's thinking) and deal anew."""
        if self._closed:
            return
        self._cancel_thinking()
        self._match = Match(self._settings.rules(), first_dealer=first_dealer, rng=self._rng)
        self._actors = []
        self.gameStarted.emit()
        self._announce_round()

    @Slot()
    def next_round(self) -> None:
        """Deal the next round once the current one is over and booked."""
        match = self._match
        if self._closed or not self.round.is_over() or match.is_over():
            return
        match.finish_round()  # already booked: returns the same result
        match.start_next_round()
        self._actors = []
        self._announce_round()

    def play_human(self, action: Action) -> bool:
        """The human's intention; the engine decides. Refused → ``actionRefused``."""
        if self._closed:
            return False
        state = self.round
        if state.is_over():
            self.actionRefused.emit(texts.tr("The round is over."))
            return False
        if state.to_move != HUMAN:
            self.actionRefused.emit(
                QCoreApplication.translate(
                    "GameModel", "Wait for your turn: the computer is playing."
                )
            )
            return False
        try:
            state.check(action)
        except IllegalActionError as error:
            self.actionRefused.emit(texts.refusal_text(error))
            return False
        self._apply(action)
        return True

    @Slot()
    def undo(self) -> bool:
        """Take back the human's last action (and the computer's answers to it)."""
        if self._closed or not self.can_undo():
            return False
        self._cancel_thinking()
        state = self.round
        while self._actors:
            actor = self._actors.pop()
            state.undo()
            if actor == HUMAN:
                break
        self.stateReset.emit()
        self.scoresChanged.emit()
        self.turnChanged.emit(state.to_move)
        self._schedule_computer()
        return True

    def apply_settings(self, settings: Any) -> None:
        """New settings: the rules wait for the next game; level and think time apply to
        the computer's next move."""
        self._settings = settings

    # --- pacing ----------------------------------------------------------------------------

    @Slot(bool)
    def set_view_busy(self, busy: bool) -> None:
        """The view animates (True) or has caught up (False): a held move goes now."""
        self._view_busy = busy
        if not busy and self._pending is not None:
            action, self._pending = self._pending, None
            self._play_computer(action)

    # --- the computer ----------------------------------------------------------------------

    def _schedule_computer(self) -> None:
        state = self.round
        if self._closed or state.is_over() or state.to_move != COMPUTER or self._thinking:
            return
        observation = Observation.of(state, COMPUTER)
        level = self._settings.level
        budget = LEVEL_BUDGETS.get(level, float(self._settings.hard_think_time))
        self._thinking = True
        self.thinkingStarted.emit()
        self._thinker.request(observation, level, budget, self._rng.getrandbits(32))

    @Slot(object)
    def _on_computer_move(self, action: Action) -> None:
        if not self._thinking or self._closed:
            return
        if self._view_busy:
            self._pending = action
            return
        self._play_computer(action)

    def _play_computer(self, action: Action) -> None:
        self._thinking = False
        self.thinkingFinished.emit()
        state = self.round
        if state.is_over() or state.to_move != COMPUTER:
            return
        try:
            state.check(action)
        except IllegalActionError:
            log.exception("the computer's move %s is illegal; playing a legal one", action)
            action = state.legal_actions()[0]
        self._apply(action)

    def _cancel_thinking(self) -> None:
        self._pending = None
        self._thinker.cancel()
        if self._thinking:
            self._thinking = False
            self.thinkingFinished.emit()

    @Slot()
    def shutdown(self) -> None:
        """Stop the computer for good (window closing): no move is applied afterwards."""
        if self._closed:
            return
        self._cancel_thinking()
        self._closed = True
        self._thinker.shutdown()

    # --- applying and reporting --------------------------------------------------------

    def _announce_round(self) -> None:
        self.roundStarted.emit()
        self.scoresChanged.emit()
        self.turnChanged.emit(self.round.to_move)
        self._schedule_computer()

    def _apply(self, action: Action) -> None:
        """Apply a checked action and emit, in order, everything that followed from it."""
        state = self.round
        player = state.to_move
        stock_before = state.stock_pos
        upcard_before = state.upcard
        tricks_before = len(state.tricks)
        scores_before = tuple(state.scores)
        state.apply(action)
        self._actors.append(player)

        kind = action.kind
        if kind == ActionKind.PLAY:
            self.cardPlayed.emit(player, int(action.card))
            if len(state.tricks) > tricks_before:
                trick = state.tricks[-1]
                self.trickWon.emit(trick.winner, trick)
        elif kind == ActionKind.MELD:
            self.meldDeclared.emit(player, state.meld_log[-1])
        elif kind == ActionKind.EXCHANGE:
            self.sevenExchanged.emit(player, state.upcard, upcard_before)

        drawn = list(state.stock[stock_before : state.stock_pos])
        took_upcard = upcard_before >= 0 and state.upcard < 0
        if took_upcard:
            drawn.append(upcard_before)
        if drawn:
            # The trick's winner draws first, then the loser, alternately.
            first = state.tricks[-1].winner
            draws = [((first + i) % 2, int(card)) for i, card in enumerate(drawn)]
            self.cardsDrawn.emit(draws)
            if took_upcard:
                self.upcardTaken.emit(draws[-1][0], int(upcard_before))

        if tuple(state.scores) != scores_before:
            self.scoresChanged.emit()
        if state.stage == Stage.OVER:
            self._finish_round()
            return
        self.turnChanged.emit(state.to_move)
        self._schedule_computer()

    def _finish_round(self) -> None:
        result: RoundResult = self._match.finish_round()
        self.scoresChanged.emit()
        self.roundOver.emit(result)
        winner = self._match.winner()
        if winner is not None:
            self.gameOver.emit(winner)


__all__ = ["COMPUTER", "HUMAN", "LEVEL_BUDGETS", "GameModel"]
