"""The table's texts: the stock and trumps, the nameplates with the scores, the trick
counts, the computer thinking, and the captions (melds, hints) and refusals.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt

from marjolet_qt.app import texts
from marjolet_qt.engine.actions import Action
from marjolet_qt.engine.rules import MatchKind

from .base import TableBase, _rectf
from .items import Bubble, Label, Nameplate
from .layout import Region
from .state import TableState

THINKING_DELAY_MS = 300


def _round_done(state: TableState) -> bool:
    """Whether the table shows a finished round: every card played and gathered."""
    return (
        state.dealt
        and not any(state.hands)
        and not any(state.melds)
        and not state.trick
        and not state.stock
        and state.upcard < 0
    )


class TableLabels(TableBase):
    """Keeps the table's texts in their layout regions, up to date."""

    def _update_labels(self, state: TableState) -> None:
        lay = self._layout
        self._caption.set_pixel_size(lay.text_px * 1.15)
        self._toast.set_pixel_size(lay.text_px * 1.1)
        stock = self._labels["stock"]
        if _round_done(state):  # nothing is played any more: no trumps, no "follow suit"
            stock.set_text("")
        elif state.dealt and (state.stock or state.upcard >= 0):
            text = self.tr("Stock: {count}").format(count=len(state.stock))
            stock.set_text(
                f"{text}\n"
                + self.tr("Trumps: {suit}").format(
                    suit=f"{texts.SUIT_SYMBOLS[state.trump]} {texts.suit_name(state.trump)}"
                ),
                Qt.AlignmentFlag.AlignHCenter,
            )
        elif state.dealt:
            stock.set_text(
                self.tr("Trumps: {suit}").format(
                    suit=f"{texts.SUIT_SYMBOLS[state.trump]} {texts.suit_name(state.trump)}"
                )
                + "\n"
                + self._duty_now(),
                Qt.AlignmentFlag.AlignHCenter,
            )
        else:
            stock.set_text("")
        # Each text in its own region of the layout, its font shrunk to fit the width.
        region = lay.stock_label_region
        stock.fit(lay.text_px, region.w)
        stock.setPos(region.centre[0], region.y)
        names = (self.tr("You"), self.tr("Computer"))
        wins = self._rounds_won(state)
        for player in (0, 1):
            who = names[0] if player == self._human else names[1]
            label = self._labels[f"name{player}"]
            # One score story (texts.game_total_text): the game total is the finished
            # rounds'; the round in progress is told apart until it is booked.
            if self.round_only:
                score = texts.round_points_text(state.scores[player])
            elif wins is not None:
                # A game of rounds is counted in rounds won, not points (the plates
                # said "Game: 135" of a game the other player led).
                score = texts.rounds_won_text(wins[player])
                if not _round_done(state):
                    score += "\n" + texts.round_points_text(state.scores[player])
            elif _round_done(state):
                score = texts.game_total_text(state.totals[player] + state.scores[player])
            else:
                score = (
                    texts.game_total_text(state.totals[player])
                    + "\n"
                    + texts.round_points_text(state.scores[player])
                )
            label.set_text(f"{who}\n{score}", Qt.AlignmentFlag.AlignHCenter)
            pile = self._labels[f"pile{player}"]
            tricks = len(state.won[player]) // 2
            pile.set_text(
                self.tr("Tricks: {count}").format(count=tricks) if state.dealt else "",
                Qt.AlignmentFlag.AlignHCenter,
            )
            # The right-hand column: each player's nameplate, trick count and pile.
            seat = 0 if player == self._human else 1
            if isinstance(label, Nameplate):
                label.place(_rectf(lay.nameplate_regions[seat]), lay.text_px)
            count = lay.pile_label_regions[seat]
            pile.fit(lay.text_px, count.w)
            pile.setPos(count.centre[0], count.y)
        thinking = self._labels["thinking"]
        region = lay.thinking_region
        thinking.fit(lay.text_px, region.w)
        thinking.setPos(region.centre[0], region.y)
        self._place_captions()

    def _rounds_won(self, state: TableState) -> tuple[int, int] | None:
        """Each player's rounds won in a game of rounds, as far as the table has shown
        the game (a round booked before its last trick is drawn is not counted yet);
        None in a game to a points target."""
        if self.round_only:
            return None
        match = self._model.match
        if match.rules.match != MatchKind.ROUNDS:
            return None
        wins = list(match.rounds_won)
        last = match.results[-1].winner if match.results and match.booked else None
        if last is not None and not _round_done(state):
            wins[last] -= 1
        return wins[0], wins[1]

    def _duty_now(self) -> str:
        """What the last tricks oblige, by the rules of the round: no duty at all (a
        children's Mariage), to follow, or to follow and win the trick."""
        rules = self._model.round.rules
        if not rules.phase2_follow:
            return self.tr("Play any card now")
        if rules.heads_always:
            return self.tr("Follow and win if you can")
        if rules.heads_trump_lead:
            return self.tr("Follow; beat a trump lead")
        return self.tr("Follow suit now")

    def _show_caption(self, wording: Callable[[], str], seat: int | None = None) -> None:
        """A caption: a meld or a 7 by the side of the ``seat`` that scored (the
        computer's just under its melds, while the trick's row is empty; the human's just
        above theirs), anything else by the human's side. ``wording`` names the seat.

        Not the computer's (or the deal's) over a hint on show: the table's steps lag
        behind the game, and a hint asked during the deal was replaced by the 7 turned up
        once the deal had been shown, its card still lit (the score sheet has the 7's
        points). The player's own captions come from their move, which ends the hint."""
        hint_on_show = self._caption.text and self._caption_wording is self._hint_wording
        if seat != self._human and self._hint_wording is not None and hint_on_show:
            return
        self._caption_wording = wording
        self._caption_shorter = None
        self._caption_by_computer = seat is not None and seat != self._human
        box = self._caption_box(self._caption_by_computer)
        self._caption.show_text(wording(), _rectf(box), centre_x=self._layout.centre_x)

    def _caption_box(self, computer: bool = False) -> Region:
        """Where a caption stands now: a ``computer``'s at the top of the trick's row
        while nothing lies there (no card, no declaration panel), anything else in the
        human's caption region, clear of the panel (TableLayout.caption_region)."""
        lay = self._layout
        trick_free = self._state is None or not self._state.trick
        if computer and trick_free and self.panel.isHidden():
            return lay.computer_caption_region()
        return lay.caption_region(trick_free)

    def _place_captions(self) -> None:
        """The captions where they belong as the table changes (a resize, a move, the
        panel shown or hidden). A computer's caption goes down to the human's row once a
        card is played where it stands, for good: it does not jump back up."""
        lay = self._layout
        box = self._caption_box(self._caption_by_computer)
        if box != lay.computer_caption_region():
            self._caption_by_computer = False
        self._caption.place(_rectf(box), lay.centre_x)
        self._toast.place(_rectf(self._caption_box()), lay.centre_x)

    def reword_caption(self) -> None:
        """The caption on show, worded again (in the language just chosen), staying as
        long as it was going to."""
        if self._caption.text and self._caption_wording is not None:
            shorter = self._caption_shorter
            self._caption.set_text(
                self._caption_wording(), shorter() if shorter is not None else None
            )

    def show_hint(
        self,
        wording: Callable[[], str],
        cards: int,
        action: Action | None = None,
        shorter: Callable[[], str] | None = None,
    ) -> None:
        """A hint: a caption by the player's cards, and the cards it names lit up. A
        hinted card takes the keyboard focus, so that Enter plays it (#14). ``wording``
        says it in the player's language (asked again if the language changes),
        ``shorter`` without its figures, for a table too small to hold the whole."""
        self._hint_mask = cards
        self._hint_action = action
        if cards and cards & (cards - 1) == 0 and cards.bit_length() - 1 in self.human_cards():
            self._focus_card = cards.bit_length() - 1
        self._caption_wording = self._hint_wording = wording
        self._caption_shorter = shorter
        self._caption_by_computer = False
        self._caption.show_text(
            wording(),
            _rectf(self._caption_box()),
            seconds=12.0,
            centre_x=self._layout.centre_x,
            shorter=shorter() if shorter is not None else None,
        )
        self._settle()

    def clear_hint(self) -> None:
        """Withdraw a hint (the player moved, undid, or a new game began)."""
        self._hint_action = None
        hint_on_show = (
            self._hint_wording is not None and self._caption_wording is self._hint_wording
        )
        self._hint_wording = None
        if hint_on_show:  # (not a caption of the player's move that ended it: a meld's)
            self._caption.hide_now()
        if self._hint_mask:
            self._hint_mask = 0
            self._relight()
            self._settle()

    @property
    def hint_cards(self) -> int:
        return self._hint_mask

    @property
    def hint_shown(self) -> bool:
        """Whether a hint is on the table (its cards lit, or its caption: a hint to
        continue or to exchange lights no card of the hand)."""
        return bool(self._hint_mask) or self._hint_wording is not None

    def show_refusal(self, message: str) -> None:
        """``message`` in the warning bubble for a few seconds, or until a move has been
        made and the table has caught up (see :meth:`_settle`): "Wait for your turn"
        stayed up under the player's new turn."""
        self._refused_at = self._model.position
        self._toast.show_text(
            message, _rectf(self._caption_box()), seconds=3.0, centre_x=self._layout.centre_x
        )

    @property
    def stock_label_text(self) -> str:
        return self._labels["stock"].text

    @property
    def caption_text(self) -> str:
        return self._caption.text

    @property
    def refusal_text(self) -> str:
        return self._toast.text

    def _on_thinking_started(self) -> None:
        self._thinking_delay.start(THINKING_DELAY_MS)
        self._show_turn()

    def _show_turn(self) -> None:
        """Light the nameplate of the side to move, none once the round is over: whose
        turn it is shows on the table itself, not only in the status bar (#14).

        It follows the model at once, as the status line does, not the end of the
        animations: the computer's reply is often held until the cards land and played
        without the table settling in between, and the round's last trick is held up
        for a while, so a plate lit at settling only would contradict the status line
        ("You" lit while the computer thinks, "Computer" lit once the round is over).
        """
        state = self._model.round
        mover = None if state.is_over() else state.to_move
        for player in (0, 1):
            plate = self._labels[f"name{player}"]
            if isinstance(plate, Nameplate):
                plate.set_active(player == mover)

    @property
    def side_to_move_shown(self) -> int | None:
        """The seat whose nameplate is lit (for tests), None when neither is."""
        for player in (0, 1):
            plate = self._labels[f"name{player}"]
            if isinstance(plate, Nameplate) and plate.active:
                return player
        return None

    def _show_thinking(self) -> None:
        if not self._model.thinking:
            return
        self._thinking_dots = 0
        self._tick_thinking()
        self._thinking_timer.start()

    def _tick_thinking(self) -> None:
        self._thinking_dots = (self._thinking_dots + 1) % 4
        self._labels["thinking"].set_text(
            self.tr("thinking") + "." * self._thinking_dots + " " * (3 - self._thinking_dots),
            Qt.AlignmentFlag.AlignHCenter,
        )

    def _on_thinking_finished(self) -> None:
        self._thinking_delay.stop()
        self._thinking_timer.stop()
        self._labels["thinking"].set_text("")

    def text_items(self) -> dict[str, Label | Bubble]:
        """The table's texts by name: ``stock``, ``name0``/``name1`` (nameplates, by
        seat), ``pile0``/``pile1``, ``thinking``, ``caption`` (hints, meld captions) and
        ``toast`` (refusals), for the layout tests and tools."""
        return {**self._labels, "caption": self._caption, "toast": self._toast}
