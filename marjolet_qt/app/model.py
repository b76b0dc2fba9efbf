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

A modal window over the game (Settings, a message box, the first start's welcome) holds
the computer's answer the same way (:meth:`GameModel.set_covered`), so that the player
does not find on closing it a card played, or a trick gathered, while they could not see
it. The two are separate reasons to hold, each cleared by its own news: the table
catching up must not release a move while Settings is still open, nor Settings closing
while cards still fly.
"""

# Qt signals are named in Qt's camelCase, as the interface contract spells them.
# ruff: noqa: N815

from __future__ import annotations

import logging
import random
import zlib

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, SignalInstance, Slot

from marjolet_qt.ai import levels
from marjolet_qt.ai.levels import HINT_LEVEL
from marjolet_qt.ai.reasons import Reason
from marjolet_qt.engine.actions import Action, ActionKind, IllegalActionError
from marjolet_qt.engine.events import (
    REVEALS_STOCK,
    CardPlayed,
    CardsDrawn,
    Event,
    MeldDeclared,
    RoundOver,
    ScoresChanged,
    SevenExchanged,
    SevenShown,
    TrickWon,
    UpcardTaken,
)
from marjolet_qt.engine.match import Match, RoundResult
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import Deal, MeldEvent, RoundState, Stage, Trick
from marjolet_qt.engine.rules import RuleSet

from . import texts
from .seats import COMPUTER, HUMAN
from .settings import Settings
from .worker import ComputerThinker

log = logging.getLogger(__name__)


class GameModel(QObject):
    """Owns the match, applies actions, runs the computer, and reports each event."""

    gameStarted = Signal()
    roundStarted = Signal()
    cardPlayed = Signal(int, int)  # player, card
    trickWon = Signal(int, Trick)  # winner, the trick
    meldDeclared = Signal(int, MeldEvent)  # player, the meld
    sevenExchanged = Signal(int, int, int)  # player, the 7 given, the upcard taken
    # Two packs: the upcard is the other 7 of trump, so the 7 is shown and kept in hand.
    sevenShown = Signal(int, int)  # player, the 7 shown
    cardsDrawn = Signal(list)  # [(player, card), ...] in drawing order
    upcardTaken = Signal(int, int)  # player, card: the stock is gone, phase 2 begins
    turnChanged = Signal(int)  # the player to move (emitted after every action)
    scoresChanged = Signal()
    roundOver = Signal(RoundResult)  # the finished round as the match booked it
    gameOver = Signal(int)  # winner
    actionRefused = Signal(str)  # a sentence for the player
    thinkingStarted = Signal()
    thinkingFinished = Signal()
    # The computer has chosen, and its move waits until no modal window covers the game.
    computerMoveHeld = Signal()
    # The round was rewound (undo): views rebuild from :attr:`round` without animating.
    stateReset = Signal()
    # A whole game replaced the current one (opened, resumed): views rebuild at once.
    gameLoaded = Signal()
    # The human took back moves (after stateReset); the statistics count it.
    undone = Signal()
    # The human played again moves they had taken back (after stateReset); the undo that
    # took them back is no longer counted.
    redone = Signal()
    # Something worth saving happened (an action, an undo, a deal, a loaded game).
    changed = Signal()
    hintStarted = Signal()
    hintReady = Signal(object, object)  # Action for the human's seat, its Reason (or None)
    hintCancelled = Signal()

    def __init__(
        self,
        settings: Settings,
        parent: QObject | None = None,
        *,
        seed: int | None = None,
        thinker: ComputerThinker | None = None,
        hint_thinker: ComputerThinker | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._rng = random.Random(seed)
        self._thinker = thinker if thinker is not None else ComputerThinker(self)
        self._thinker.moveReady.connect(self._on_computer_move)
        # Hints run in a thread of their own, so that cancelling one never touches the
        # computer's move (and vice versa).
        self._hint_thinker = hint_thinker if hint_thinker is not None else ComputerThinker(self)
        self._hint_thinker.answerReady.connect(self._on_hint_ready)
        self._hinting = False
        #: The think time and position (what the player sees of it) of the hint sought,
        #: and the last hint given with its own: asked again there, the same hint at once
        #: (the same deals, but a budget of time saw 517 of them, then 538, and the
        #: expected points moved by one).
        self._hint_memo = ""
        self._last_hint: tuple[str, Action, Reason | None] | None = None
        # Moves taken back in this game (saved with it, counted in the statistics).
        self.undos = 0
        # The opponent's level of the game in progress (a loaded game keeps its own).
        self.level: str = settings.level
        #: The weakest level that has played in the round in progress, and in the game:
        #: the statistics count the round and the game under it. A level changed
        #: mid-round counted the whole round under the new one (a round begun against
        #: Medium, switched to Expert, counted as won against Expert).
        self.round_level = self.game_level = self.level
        # The reasons to hold the computer's chosen move (in _pending) rather than play
        # it: the table animating (set_view_busy), a modal window up (set_covered).
        self._view_busy = False
        self._covered = False
        self._pending: Action | None = None
        self._thinking = False
        self._closed = False
        # Who took each action of the current round, parallel to its history (for undo),
        # and how far back undo may go (see :func:`undo_barrier`); the moves undo took
        # back, one list per undo, the latest last (for redo: see :meth:`redo`).
        self._actors: list[int] = []
        self._barrier = 0
        self._redo: list[list[Action]] = []
        # A match must always be there to read, but this one is no game yet: nothing was
        # dealt for the player until new_game() or load_game() (see :attr:`begun`).
        self._match = Match(settings.rules, rng=self._rng)
        self._begun = False
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    # --- reading -------------------------------------------------------------------------

    @property
    def begun(self) -> bool:
        """Whether a game was dealt or resumed. Before that, :attr:`match` is only a
        placeholder (a random deal nobody sees): views show no score, turn or cards of it,
        since at launch the player is still being asked whether to resume another game."""
        return self._begun

    @property
    def match(self) -> Match:
        return self._match

    @property
    def round(self) -> RoundState:
        return self._match.round

    @property
    def position(self) -> tuple[int, int]:
        """Which position the game stands at: its round and the moves made in it. Views
        keep it to tell a new move (or one taken back, or a new round) from the same
        position shown again (another language, another key pressed)."""
        state = self._match.round
        return id(state), len(state.history)

    @property
    def human_seat(self) -> int:
        return HUMAN

    @property
    def computer_seat(self) -> int:
        return COMPUTER

    @property
    def settings(self) -> Settings:
        return self._settings

    @property
    def thinking(self) -> bool:
        """Whether the computer is choosing (or holding a move until the view is idle and
        no modal window covers the game)."""
        return self._thinking

    @property
    def move_held(self) -> bool:
        """Whether the computer has chosen its move and waits for the modal window over
        the game to close (not "thinking" any more: the player would wait for nothing)."""
        return self._pending is not None and self._covered

    @property
    def covered(self) -> bool:
        """Whether a modal window is up over the game (see :meth:`set_covered`)."""
        return self._covered

    @property
    def holding(self) -> bool:
        """Whether the computer's move, once chosen, waits instead of being played."""
        return self._view_busy or self._covered

    def is_human_turn(self) -> bool:
        state = self.round
        return not state.is_over() and state.to_move == HUMAN and not self._closed

    def human_legal_actions(self) -> list[Action]:
        return self.round.legal_actions() if self.is_human_turn() else []

    @property
    def hinting(self) -> bool:
        """Whether a hint is being computed."""
        return self._hinting

    @property
    def undo_barrier(self) -> int:
        """How many actions of the round can never be taken back (see :func:`replay_actors`)."""
        return self._barrier

    def between_rounds(self) -> bool:
        """Whether the round shown is finished and booked, waiting for the next deal (or
        the game is over): a game saved after a round's last trick (``"current": null``)
        is loaded in this state, and the window then shows where the player left."""
        return self._match.booked and self.round.is_over()

    def can_undo(self) -> bool:
        """Whether the human has an action to take back in this (unfinished) round, after
        the last point where undoing would show cards the human could not have seen."""
        if self.round.is_over() or self._closed:
            return False
        return HUMAN in self._actors[self._barrier :]

    def undo_refusal(self) -> str | None:
        """Why undo is refused now, as a code the window words; None when it is not.

        ``"nothing"``: no move of the human's in this round to take back (or the round is
        over); ``"shown"``: the computer showed cards since the human's last move (a meld,
        the 7 exchanged); ``"draw"``: a card was drawn since (see :func:`is_barrier`)."""
        if self.can_undo():
            return None
        if self.round.is_over() or self._closed or HUMAN not in self._actors:
            return "nothing"
        last = self._barrier - 1  # (the move that raised the barrier)
        if last < 0:
            return "nothing"
        shown = (ActionKind.MELD, ActionKind.EXCHANGE)
        if self._actors[last] == COMPUTER and self.round.history[last].kind in shown:
            return "shown"
        return "draw"

    @property
    def redo_moves(self) -> list[list[Action]]:
        """The moves undo took back and Redo can play again, one list per undo, the
        latest last (a copy: saved with the game)."""
        return [list(moves) for moves in self._redo]

    def can_redo(self) -> bool:
        """Whether moves taken back can be played again: nothing was played since the
        undo that took them back (any new move forgets them, as in an editor)."""
        return bool(self._redo) and not self.round.is_over() and not self._closed

    # --- intentions ------------------------------------------------------------------------

    @Slot()
    def new_game(self, first_dealer: int | None = None) -> None:
        """Abandon any game in progress (and the computer's thinking) and deal anew."""
        if self._closed:
            return
        self._cancel_thinking()
        self.cancel_hint()
        self._match = Match(self._settings.rules, first_dealer=first_dealer, rng=self._rng)
        self._begun = True
        self._forget_moves()
        self.undos = 0
        self.level = self.round_level = self.game_level = self._settings.level
        self.gameStarted.emit()
        self._announce_round()

    def new_game_with_deal(self, deal: Deal, rules: RuleSet) -> None:
        """A new game whose first round is ``deal`` (replaying a deal from the other seat)."""
        if self._closed:
            return
        self._cancel_thinking()
        self.cancel_hint()
        match = Match(rules, first_dealer=deal.dealer, rng=self._rng)
        match.round = RoundState(rules, deal)
        self._match = match
        self._begun = True
        self._forget_moves()
        self.undos = 0
        self.level = self.round_level = self.game_level = self._settings.level
        self.gameStarted.emit()
        self._announce_round()

    def load_game(
        self,
        match: Match,
        level: str,
        undos: int = 0,
        *,
        round_level: str = "",
        game_level: str = "",
        redo: list[list[Action]] | None = None,
    ) -> None:
        """Continue a saved game exactly where it was (views rebuild without animating),
        with the weakest levels that played in its round and in it, if weaker than
        ``level`` (the statistics count the game under them), and the moves ``redo``
        may play again (:attr:`redo_moves`, checked legal by the reader)."""
        if self._closed:
            return
        self._cancel_thinking()
        self.cancel_hint()
        if match.round.is_over() and not match.booked:
            # A file may hold a finished round as the one in progress: it is booked now, so
            # that the game goes on as after any finished round (its summary, then a deal).
            match.finish_round()
        self._match = match
        self._begun = True
        match.rng = self._rng
        self.level = level
        self.round_level = levels.weaker(round_level or level, level)
        # (The game's no stronger than its round's: a file edited to say otherwise.)
        self.game_level = levels.weaker(game_level or level, self.round_level)
        self.undos = undos
        self._forget_moves(*replay_actors(match.round))
        self._redo = [list(moves) for moves in redo or ()]
        self.gameLoaded.emit()
        self.stateReset.emit()
        self.scoresChanged.emit()
        self.turnChanged.emit(self.round.to_move)
        self.changed.emit()
        self._schedule_computer()

    @Slot()
    def next_round(self) -> None:
        """Deal the next round once the current one is over and booked."""
        match = self._match
        if self._closed or not self.round.is_over() or match.is_over():
            return
        match.finish_round()  # already booked: returns the same result
        match.start_next_round()
        self.round_level = self.level
        self._forget_moves()
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
        self.cancel_hint()
        state = self.round
        taken: list[Action] = []
        while len(self._actors) > self._barrier:
            actor = self._actors.pop()
            taken.append(state.undo())
            if actor == HUMAN:
                break
        self._redo.append(taken[::-1])
        self.undos += 1
        self._after_rewind(self.undone)
        return True

    @Slot()
    def redo(self) -> bool:
        """Play again the moves the last undo took back, the computer's answers as it
        gave them (not thought anew): the round is where it was before that undo."""
        if not self.can_redo():
            return False
        self._cancel_thinking()
        self.cancel_hint()
        state = self.round
        for action in self._redo.pop():
            player = state.to_move
            self._book(player, action, state.apply(action))
        self.undos = max(0, self.undos - 1)  # that undo is as if it never was
        self._after_rewind(self.redone)
        return True

    def _after_rewind(self, happened: SignalInstance) -> None:
        """Tell the views that the round jumped (undo, redo): they rebuild from it."""
        self.stateReset.emit()
        self.scoresChanged.emit()
        self.turnChanged.emit(self.round.to_move)
        happened.emit()
        self.changed.emit()
        self._schedule_computer()

    # --- hints ------------------------------------------------------------------------------

    def request_hint(self) -> bool:
        """Ask the strongest opponent what it would do in the human's seat (answer:
        hintReady), thinking as long as the player lets it."""
        if self._closed or not self.is_human_turn():
            return False
        self.cancel_hint()
        observation = Observation.of(self.round, HUMAN)
        budget = levels.budget(HINT_LEVEL, self._settings.hard_think_time)
        self._hinting = True
        self.hintStarted.emit()
        key = repr(observation)
        self._hint_memo = memo = f"{budget}:{key}"  # (a longer think time: a new search)
        if self._last_hint is not None and self._last_hint[0] == memo:
            _, action, reason = self._last_hint
            # (Answered as a search is: after this call, from the event loop.)
            QTimer.singleShot(0, self, lambda: self._on_hint_ready(action, reason))
            return True
        # Seeded by the position (what the player sees of it, nothing hidden): asked twice,
        # the hint samples the same deals and so does not change its mind between close
        # moves ("the Jack of clubs", then "the King of clubs", in the player's pass).
        seed = zlib.crc32(key.encode("utf-8"))
        self._hint_thinker.request(observation, HINT_LEVEL, budget, seed, with_reason=True)
        return True

    def cancel_hint(self) -> None:
        self._hint_thinker.cancel()
        if self._hinting:
            self._hinting = False
            self.hintCancelled.emit()

    @Slot(object, str)
    def _on_hint_ready(self, action: Action, reason: Reason | None) -> None:
        if not self._hinting or self._closed:
            return
        self._hinting = False
        if not self.is_human_turn() or action not in self.round.legal_actions():
            self.hintCancelled.emit()
            return
        self._last_hint = (self._hint_memo, action, reason)
        self.hintReady.emit(action, reason)

    def apply_settings(self, settings: Settings, *, level: str | None = None) -> None:
        """New settings: level and think time apply to the computer's next move; the rules
        wait for the next game, unless nothing of this one has been played yet (then it is
        dealt again under them, the same player dealing: see :meth:`untouched`). Only a
        change of the rules does that: a game opened from a file keeps its own rules when
        some other setting changes. ``level``: the opponent of this game, when it is not
        the settings' (a game opened from a file keeps its own level when the player
        leaves the one shown alone)."""
        chosen = settings.rules != self._settings.rules
        self._settings = settings
        self.level = level or settings.level
        # Nothing of the round (of the game) played yet: it is the new level's alone. A
        # game switched to Expert before its first card counted under Medium. Moves
        # taken back and not replaced still count: Redo would play them again.
        fresh_round = self._begun and not self.round.history and not self._redo
        self.round_level = (
            self.level if fresh_round else levels.weaker(self.round_level, self.level)
        )
        fresh_game = self.untouched()
        self.game_level = self.level if fresh_game else levels.weaker(self.game_level, self.level)
        if chosen and settings.rules != self._match.rules and self.untouched():
            self.new_game(first_dealer=self.round.deal.dealer)

    def untouched(self) -> bool:
        """Whether the game was dealt and not a card played, meld declared or round
        finished, nor any taken back that Redo could play again: new rules can replace it
        without anyone losing anything (a game taken back to its first card was dealt
        anew under new rules, its moves lost, while Settings said it was kept)."""
        match = self._match
        return self._begun and not match.results and not self.round.history and not self._redo

    # --- pacing ----------------------------------------------------------------------------

    @Slot(bool)
    def set_view_busy(self, busy: bool) -> None:
        """The view animates (True) or has caught up (False): a held move goes now,
        unless a modal window still covers the game."""
        self._view_busy = busy
        self._release()

    @Slot(bool)
    def set_covered(self, covered: bool) -> None:
        """A modal window is up over the game (True), or none any more (False): the
        computer may think meanwhile, but plays only once the player can see it again,
        and the view has caught up."""
        self._covered = covered
        self._release()

    def _release(self) -> None:
        """Play the held move if nothing holds it any more."""
        if self.holding or self._pending is None or self._closed:
            return
        action, self._pending = self._pending, None
        self._play_computer(action)

    # --- the computer ----------------------------------------------------------------------

    def _schedule_computer(self) -> None:
        state = self.round
        if self._closed or state.is_over() or state.to_move != COMPUTER or self._thinking:
            return
        observation = Observation.of(state, COMPUTER)
        level = self.level
        budget = levels.budget(level, self._settings.hard_think_time)
        self._thinking = True
        self.thinkingStarted.emit()
        self._thinker.request(observation, level, budget, self._rng.getrandbits(32))

    @Slot(object)
    def _on_computer_move(self, action: Action) -> None:
        if not self._thinking or self._closed:
            return
        if self.holding:
            self._pending = action
            if self._covered:  # (the view catching up holds it for a moment only)
                self.computerMoveHeld.emit()
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
        self.cancel_hint()
        self._closed = True
        self._thinker.shutdown()
        self._hint_thinker.shutdown()

    # --- applying and reporting --------------------------------------------------------

    def _announce_round(self) -> None:
        self.roundStarted.emit()
        self.scoresChanged.emit()
        self.turnChanged.emit(self.round.to_move)
        self.changed.emit()
        self._schedule_computer()

    def _apply(self, action: Action) -> None:
        """Apply a checked action and forward, in order, the events the engine reports."""
        self.cancel_hint()
        state = self.round
        player = state.to_move
        events = state.apply(action)
        self._redo.clear()  # a new move: what undo took back is another line of play
        self._book(player, action, events)
        for event in events:
            self._forward(event)
        if state.stage == Stage.OVER:
            self._finish_round()
            self.changed.emit()
            return
        self.turnChanged.emit(state.to_move)
        self.changed.emit()
        self._schedule_computer()

    def _book(self, player: int, action: Action, events: tuple[Event, ...]) -> None:
        """Remember who took ``action`` (just applied) and whether undo may cross it."""
        self._actors.append(player)
        if is_barrier(player, action, events):
            self._barrier = len(self._actors)

    def _forget_moves(self, actors: list[int] | None = None, barrier: int = 0) -> None:
        """A round begins (or is loaded, with ``actors`` and ``barrier`` from
        :func:`replay_actors`): nothing of another round can be undone or redone."""
        self._actors = [] if actors is None else actors
        self._barrier = barrier
        self._redo = []

    def _forward(self, event: Event) -> None:
        """One engine event as the signal the views listen to (the round's end is booked
        by :meth:`_finish_round`, which emits ``roundOver`` with the match's result)."""
        match event:
            case CardPlayed(player, card):
                self.cardPlayed.emit(player, card)
            case TrickWon(trick):
                self.trickWon.emit(trick.winner, trick)
            case MeldDeclared(meld):
                self.meldDeclared.emit(meld.player, meld)
            case SevenShown(player, seven):
                self.sevenShown.emit(player, seven)
            case SevenExchanged(player, seven, upcard):
                self.sevenExchanged.emit(player, seven, upcard)
            case CardsDrawn(draws):
                self.cardsDrawn.emit(list(draws))
            case UpcardTaken(player, card):
                self.upcardTaken.emit(player, card)
            case ScoresChanged():
                self.scoresChanged.emit()
            case RoundOver():
                pass

    def _finish_round(self) -> None:
        result: RoundResult = self._match.finish_round()
        self.scoresChanged.emit()
        self.roundOver.emit(result)
        winner = self._match.winner()
        if winner is not None:
            self.gameOver.emit(winner)


def is_barrier(player: int, action: Action, events: tuple[Event, ...]) -> bool:
    """Whether undo must never go back across ``action``, given what it caused.

    Taking back moves must not let the human see cards they could not have seen and then
    play differently: so never back across a draw (the human has seen a new card from the
    stock), nor across the computer showing cards of its hand other than the one it plays
    (a meld, the 7 exchanged for the upcard).
    """
    if any(isinstance(event, REVEALS_STOCK) for event in events):
        return True
    return player == COMPUTER and action.kind in (ActionKind.MELD, ActionKind.EXCHANGE)


def replay_actors(state: RoundState) -> tuple[list[int], int]:
    """Who took each action of ``state``'s history, and its undo barrier (see
    :func:`is_barrier`), from the events of a replay of the round from its deal."""
    replay = RoundState(state.rules, state.deal)
    actors: list[int] = []
    barrier = 0
    for action in state.history:
        player = replay.to_move
        events = replay.apply(action)
        actors.append(player)
        if is_barrier(player, action, events):
            barrier = len(actors)
    return actors, barrier


__all__ = ["COMPUTER", "HUMAN", "GameModel", "replay_actors"]
