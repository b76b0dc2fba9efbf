"""The table's animation: each model signal becomes the next table state, queued as an
animated step; once the queue is empty the table settles, lighting what the human may do.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation

from marjolet_qt.app import texts
from marjolet_qt.engine.actions import EXCHANGE
from marjolet_qt.engine.round import Stage

from .base import TableBase
from .layout import Pose
from .motion import Move, MoveAnimation, apply_pose
from .state import TableState

# Step durations at "normal" speed, in milliseconds.
PLAY_MS = 300
HOLD_TRICK_MS = 650
# The computer's answer to the player's lead is a card the player has not seen yet: it
# stays longer (a click ends it), as the player's pass found 0.6 s too short to read it.
HOLD_ANSWER_MS = 1100
# The round's last trick stays longer, to be seen before the summary (a click ends it).
HOLD_LAST_TRICK_MS = 1800
COLLECT_MS = 380
DRAW_MS = 340
DRAW_STAGGER_MS = 140
DEAL_MS = 320
DEAL_STAGGER_MS = 70
MELD_MS = 380
HOLD_MELD_MS = 500
EXCHANGE_MS = 420
HOLD_SHOW_MS = 700  # a 7 shown moves nothing: a pause to read the caption instead
GATHER_MS = 420


class TableSteps(TableBase):
    """Turns the model's signals into animated steps, and settles."""

    # --- model --------------------------------------------------------------------------

    def _scores(self) -> tuple[tuple[int, int], tuple[int, int]]:
        state = self._model.round
        match = self._model.match
        totals = match.totals
        if match.booked:  # the finished round is already in the totals
            totals = (totals[0] - state.score(0), totals[1] - state.score(1))
        return (state.score(0), state.score(1)), totals

    def _push(self, state: TableState, kind: str, **extra: object) -> bool:
        """Queue the step to ``state``; True while it runs (an animation), False when it
        was shown at once."""
        self._tail = state
        if self.panel.hide_if_stale():
            # The human just ended the declarations: the hand closes up with this move.
            self._place_panel()
        self.queue.enqueue(lambda factor: self._step(state, kind, factor, extra), kind)
        return self.queue.busy

    def _rebuild(self) -> None:
        """Catch up with the model at once (new game, undo)."""
        self.stop()  # the old state is gone: nothing to settle while the queue empties
        # The card chosen with the arrows was of that state: a new game dealt the same
        # card, kept it chosen, and Enter played it unchosen.
        self._focus_card = None
        self._caption.hide_now()
        scores, totals = self._scores()
        state = TableState.of_round(self._model.round, totals).with_scores(scores, totals)
        self._ensure_items(state.deck_size)
        self._tail = state
        self._show_now(state)
        self._settle()

    def _on_round_started(self) -> None:
        self.queue.finish_all()
        self._focus_card = None  # (the last round's choice: see _rebuild)
        self._caption.hide_now()
        self._toast.hide_now()
        scores, totals = self._scores()
        dealt = TableState.of_round(self._model.round, totals).with_scores(scores, totals)
        self._ensure_items(dealt.deck_size)
        undealt = TableState.of_round(self._model.round, totals, dealt=False)
        self._push(undealt.with_scores((0, 0), totals), "pack")
        self._push(dealt, "deal")
        round_state = self._model.round
        dealer, points = round_state.dealer, round_state.rules.seven_upcard_points
        if round_state.sevens_scored >> round_state.deal.upcard & 1 and points:
            # The dealer's points for the 7 turned up, said once it lies turned.
            turned = functools.partial(texts.seven_turned_up, points)
            self._push(dealt, "show", caption=self._scored(dealer, turned), seat=dealer)
        self._after_event()

    def _on_card_played(self, player: int, card: int) -> None:
        if self._tail is None:
            return
        self._push(self._tail.played(player, card), "play")

    def _on_trick_won(self, winner: int, trick: object) -> None:
        if self._tail is None:
            return
        scores, totals = self._scores()
        last = self._model.round.is_over()
        answered = getattr(trick, "leader", None) == self._human  # the computer followed
        state = self._tail.trick_won(winner).with_scores(scores, totals)
        self._push(state, "collect", last=last, answered=answered)

    def _on_meld(self, player: int, event: object) -> None:
        if self._tail is None:
            return
        scores, totals = self._scores()
        meld = functools.partial(texts.meld_caption, event.key, event.points)  # type: ignore[attr-defined]
        state = self._tail.melded(player, event.cards).with_scores(scores, totals)  # type: ignore[attr-defined]
        self._push(state, "meld", caption=self._scored(player, meld), seat=player)

    def _scored(self, player: int, what: Callable[[], str]) -> Callable[[], str]:
        """How a caption of ``player``'s meld or 7 is worded, naming them ("Computer:
        Marriage — 20"): a glance tells who scored, wherever the caption stands."""
        return lambda: texts.player_caption(player, self._human, what())

    def _on_exchange(self, player: int, seven: int, upcard: int) -> None:
        if self._tail is None:
            return
        scores, totals = self._scores()
        points = scores[player] - self._tail.scores[player]
        state = self._tail.exchanged(player, seven, upcard).with_scores(scores, totals)
        caption = self._scored(player, functools.partial(texts.seven_caption, False, points))
        self._push(state, "exchange", caption=caption, seat=player)

    def _on_seven_shown(self, player: int, seven: int) -> None:
        """Nothing moves: the 7 stays in hand, the other lies as the upcard. The caption
        says what scored."""
        if self._tail is None:
            return
        scores, totals = self._scores()
        points = scores[player] - self._tail.scores[player]
        state = self._tail.with_scores(scores, totals)
        caption = self._scored(player, functools.partial(texts.seven_caption, True, points))
        self._push(state, "show", caption=caption, seat=player)

    def _on_drawn(self, draws: list[tuple[int, int]]) -> None:
        if self._tail is None:
            return
        scores, totals = self._scores()
        self._push(self._tail.drawn(draws).with_scores(scores, totals), "draw")

    def _on_upcard_taken(self, player: int, card: int) -> None:
        if self._tail is None:
            return
        self._push(self._tail.gathered(), "gather")

    def _on_round_over(self, result: object) -> None:
        if self._tail is None:
            return
        scores, totals = self._scores()
        self._push(self._tail.with_scores(scores, totals), "scores")
        self._after_event()

    def _after_event(self, *_: object) -> None:
        """The turn changed (or a round began or ended): the nameplates say so now, the
        cards the human may play light once the table has caught up."""
        self._show_turn()
        if not self.queue.busy:
            self._settle()

    # --- steps ----------------------------------------------------------------------------

    def _show_now(self, state: TableState) -> None:
        self._state = state
        poses = self._layout.poses(state, self._human)
        for card, pose in poses.items():
            item = self._items.get(card)
            if item is not None:
                apply_pose(item, pose)
        self._poses = poses
        self._update_labels(state)

    def _step(
        self, state: TableState, kind: str, factor: float, extra: dict[str, object]
    ) -> QAbstractAnimation | None:
        self._click_ends_hold = False
        caption = extra.get("caption")
        if callable(caption):  # (how it is worded, in the language of the moment)
            seat = extra.get("seat")
            self._show_caption(caption, seat if isinstance(seat, int) else None)
        if factor <= 0.0 or kind == "pack" or self._state is None:
            self._show_now(state)
            return None
        previous = self._poses
        poses = self._layout.poses(state, self._human)
        moves: list[Move] = []
        hold = 0
        deal_order: dict[int, int] = {}
        if kind == "deal":
            deal = self._model.round.deal
            first = 1 - deal.dealer
            order: list[int] = []
            for i in range(max(len(h) for h in deal.hands)):
                for player in (first, 1 - first):
                    if i < len(deal.hands[player]):
                        order.append(int(deal.hands[player][i]))
            order.append(int(deal.upcard))
            deal_order = {card: i for i, card in enumerate(order)}
        elif kind == "collect":
            last, answered = bool(extra.get("last")), bool(extra.get("answered"))
            held = HOLD_LAST_TRICK_MS if last else HOLD_ANSWER_MS if answered else HOLD_TRICK_MS
            hold = int(held * factor)
            self._click_ends_hold = last or answered
        elif kind == "meld":
            hold = 0
        duration = {
            "play": PLAY_MS,
            "collect": COLLECT_MS,
            "draw": DRAW_MS,
            "deal": DEAL_MS,
            "meld": MELD_MS,
            "exchange": EXCHANGE_MS,
            "gather": GATHER_MS,
        }.get(kind, PLAY_MS)
        draw_index = 0
        human_zones = (f"hand{self._human}", f"meld{self._human}")
        for card, end in poses.items():
            start = previous.get(card)
            item = self._items.get(card)
            if item is None:
                continue
            if self._state.zone_of(card) in human_zones and state.zone_of(card) not in human_zones:
                item.set_look()  # (a card played goes without its ring and its rise)
            if start is None:
                apply_pose(item, end)
                continue
            if start == end:
                continue
            delay = 0
            if kind == "deal" and card in deal_order:
                delay = deal_order[card] * DEAL_STAGGER_MS
            elif (
                kind == "draw"
                and state.zone_of(card).startswith("hand")
                and (self._state.zone_of(card) in ("stock", "upcard"))
            ):
                delay = draw_index * DRAW_STAGGER_MS
                draw_index += 1
            moves.append(Move(item, start, end, int(delay * factor), int(duration * factor)))
        self._state = state
        self._poses = poses
        self._update_labels(state)
        if not moves:
            if kind == "show":  # before the next move replaces the caption
                return MoveAnimation([], int(HOLD_SHOW_MS * factor))
            return None
        tail_hold = int(HOLD_MELD_MS * factor) if kind == "meld" else 0
        animation = MoveAnimation(moves, hold)
        if tail_hold:
            animation.setDuration(animation.duration() + tail_hold)
            animation.setEndValue(float(animation.duration()))

        if kind == "deal":
            # The upcard is dealt last: trumps are named once it lies turned (#14).
            self._labels["stock"].set_text("")

        def land() -> None:
            for move in moves:
                apply_pose(move.item, move.end)
            if kind == "deal" and self._state is state:
                self._update_labels(state)

        animation.finished.connect(land)
        return animation

    # --- settling ------------------------------------------------------------------------

    def _on_busy_changed(self, busy: bool) -> None:
        if not busy:
            self._click_ends_hold = False
            self._settle()

    def _settle(self) -> None:
        """The table shows the model's state: light what the human may do now."""
        if self.queue.busy or self._state is None:
            return
        model = self._model
        if self._refused_at is not None and self._refused_at != model.position:
            self._refused_at = None
            self._toast.hide_now()  # (said of a position the game has left)
        state = self._state
        round_state = model.round
        human = self._human
        my_turn = model.is_human_turn() and round_state.stage in (Stage.LEAD, Stage.FOLLOW)
        playable = round_state.playable_mask() if my_turn else 0
        mine = set(state.hands[human]) | set(state.melds[human])
        restricted = my_turn and playable != round_state.hands[human]
        if self._focus_card is not None and (self._focus_card not in mine or not my_turn):
            self._focus_card = None
        legal = model.human_legal_actions()
        may_exchange = EXCHANGE in legal
        for card, item in self._items.items():
            if card in mine:
                can = my_turn and bool(playable >> card & 1)
                item.set_look(
                    interactive=my_turn,
                    playable=self._highlight and restricted and can,
                    dimmed=self._highlight and restricted and not can,
                    focused=card == self._focus_card,
                    pointed=self._is_pointed(card),
                    lifts=can,
                )
                item.setToolTip(texts.card_name(card))
            elif card == state.upcard and state.dealt:
                item.set_look(interactive=may_exchange, playable=may_exchange)
                if not may_exchange:
                    tip = self.tr("The upcard: {card} (trumps)").format(card=texts.card_name(card))
                elif round_state.exchange_shows:
                    tip = self.tr("Click to show your 7 of trumps (you keep it)")
                else:
                    tip = self.tr("Click to exchange your 7 of trumps for this card")
                item.setToolTip(tip)
            else:
                item.set_look()
                face_up = self._poses.get(card, Pose(0, 0)).face_up
                item.setToolTip(texts.card_name(card) if face_up else "")
        self.panel.refresh()
        # The hand makes room for the panel; settling resumes once it has.
        if self._place_panel() and self._push(state, "layout"):
            return
        self._update_accessibility(state, my_turn)
        self._show_turn()
        self.settled.emit()

    def _update_accessibility(self, state: TableState, my_turn: bool) -> None:
        names = ", ".join(texts.card_name(c) for c in self.human_cards())
        self.setAccessibleDescription(self.tr("Your cards: {cards}").format(cards=names))
