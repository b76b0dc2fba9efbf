"""What the table shows at one moment: where every card lies, as the player sees it.

The model runs ahead of the animations, so the table cannot draw the engine's current
state: it keeps its own sequence of :class:`TableState` values, one per event the model
reported, and animates from each to the next. Each value is built from the previous one
by the event's transformation (a card played, a trick won, cards drawn...), which also
gives the in-between moments the engine never stores (a full trick still on the table).
:meth:`TableState.of_round` rebuilds the truth from the engine when the table must catch
up at once (a new game, an undo, a resize).

Cards are plain ints (engine card ids); the state is immutable, so a queued animation step
can hold on to its target safely.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from marjolet_qt.engine.cards import iter_cards
from marjolet_qt.engine.round import RoundState

Pair = tuple[tuple[int, ...], tuple[int, ...]]


def _set(pair: Pair, player: int, cards: tuple[int, ...]) -> Pair:
    return (cards, pair[1]) if player == 0 else (pair[0], cards)


def _meld_order(cards: int) -> list[int]:
    """A meld's cards as the panel names them: highest rank first ("K♥ Q♥")."""
    return [int(c) for c in sorted(iter_cards(cards), key=lambda c: (-c.rank, c.suit))]


def _meld_row(state: RoundState, player: int) -> tuple[int, ...]:
    """``player``'s melded cards in the order they were laid down (meld by meld, each in
    card order), so that the row keeps its order when the table is rebuilt (undo)."""
    exposed = state.exposed[player]
    row: list[int] = []
    for event in state.meld_log:
        if event.player == player:
            row += [c for c in _meld_order(event.cards) if exposed >> c & 1 and c not in row]
    row += [int(c) for c in iter_cards(exposed) if c not in row]
    return tuple(row)


def _without(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    return tuple(c for c in cards if c != card)


@dataclass(frozen=True, slots=True)
class TableState:
    """The visible arrangement of one round's cards."""

    deck_size: int
    trump: int
    dealer: int
    #: Cards in each hand that are not laid out as melds, in the order they arrived.
    hands: Pair
    #: Melded cards lying face up (still playable), in the order they were laid out.
    melds: Pair
    #: The cards on the table in the current trick: (player, card), lead first.
    trick: tuple[tuple[int, int], ...]
    #: Each player's won cards, in the order the tricks were taken.
    won: Pair
    #: The stock, top card first.
    stock: tuple[int, ...]
    #: The card laid across under the stock, or -1 once taken.
    upcard: int
    #: False before the deal animation: every card still lies in the dealer's pack.
    dealt: bool = True
    #: Round scores (player 0, player 1) and the game totals before this round.
    scores: tuple[int, int] = (0, 0)
    totals: tuple[int, int] = (0, 0)
    #: The card played last by each player in the last finished trick (for "last trick").
    last_trick: tuple[tuple[int, int], ...] = ()

    # --- building ------------------------------------------------------------------------

    @classmethod
    def of_round(
        cls, state: RoundState, totals: tuple[int, int] = (0, 0), dealt: bool = True
    ) -> TableState:
        """The arrangement matching the engine's state now (no trick left uncollected)."""
        exposed = state.exposed
        hands = tuple(
            tuple(int(c) for c in iter_cards(state.hands[p] & ~exposed[p])) for p in (0, 1)
        )
        melds = tuple(_meld_row(state, p) for p in (0, 1))
        won: list[list[int]] = [[], []]
        for trick in state.tricks:
            won[trick.winner] += [int(trick.lead), int(trick.follow)]
        trick_now: tuple[tuple[int, int], ...] = ()
        if state.lead_card >= 0:
            trick_now = ((state.leader, int(state.lead_card)),)
        last: tuple[tuple[int, int], ...] = ()
        if state.tricks:
            t = state.tricks[-1]
            last = ((t.leader, int(t.lead)), (1 - t.leader, int(t.follow)))
        return cls(
            deck_size=state.rules.deck_size,
            trump=state.trump,
            dealer=state.dealer,
            hands=(hands[0], hands[1]),
            melds=(melds[0], melds[1]),
            trick=trick_now,
            won=(tuple(won[0]), tuple(won[1])),
            stock=tuple(int(c) for c in state.stock[state.stock_pos :]),
            upcard=int(state.upcard),
            dealt=dealt,
            scores=(state.score(0), state.score(1)),
            totals=totals,
            last_trick=last,
        )

    # --- reading ------------------------------------------------------------------------

    @property
    def phase2(self) -> bool:
        return self.dealt and self.upcard < 0

    def holder_of(self, card: int) -> int | None:
        """The player holding ``card`` in hand or in melds, else None."""
        for player in (0, 1):
            if card in self.hands[player] or card in self.melds[player]:
                return player
        return None

    def zone_of(self, card: int) -> str:
        if not self.dealt:
            return "pack"
        for player in (0, 1):
            if card in self.hands[player]:
                return f"hand{player}"
            if card in self.melds[player]:
                return f"meld{player}"
            if card in self.won[player]:
                return f"won{player}"
        if any(c == card for _, c in self.trick):
            return "trick"
        if card == self.upcard:
            return "upcard"
        return "stock"

    # --- events -------------------------------------------------------------------------

    def played(self, player: int, card: int) -> TableState:
        return replace(
            self,
            hands=_set(self.hands, player, _without(self.hands[player], card)),
            melds=_set(self.melds, player, _without(self.melds[player], card)),
            trick=(*self.trick, (player, card)),
        )

    def trick_won(self, winner: int) -> TableState:
        cards = tuple(card for _, card in self.trick)
        return replace(
            self,
            trick=(),
            won=_set(self.won, winner, self.won[winner] + cards),
            last_trick=self.trick,
        )

    def melded(self, player: int, cards: int) -> TableState:
        # In the meld's own order, as _meld_row rebuilds the row after an undo.
        held = set(self.hands[player])
        moving = [c for c in _meld_order(cards) if c in held]
        return replace(
            self,
            hands=_set(self.hands, player, tuple(c for c in self.hands[player] if c not in moving)),
            melds=_set(self.melds, player, self.melds[player] + tuple(moving)),
        )

    def exchanged(self, player: int, seven: int, upcard: int) -> TableState:
        hand = (*_without(self.hands[player], seven), upcard)
        return replace(
            self,
            hands=_set(self.hands, player, hand),
            melds=_set(self.melds, player, _without(self.melds[player], seven)),
            upcard=seven,
        )

    def drawn(self, draws: list[tuple[int, int]]) -> TableState:
        hands = self.hands
        stock = self.stock
        upcard = self.upcard
        for player, card in draws:
            if card == upcard:
                upcard = -1
            else:
                stock = _without(stock, card)
            hands = _set(hands, player, hands[player] + (card,))
        return replace(self, hands=hands, stock=stock, upcard=upcard)

    def gathered(self) -> TableState:
        """Phase 2: the melded cards go back into the hands."""
        return replace(
            self,
            hands=(self.hands[0] + self.melds[0], self.hands[1] + self.melds[1]),
            melds=((), ()),
        )

    def with_scores(self, scores: tuple[int, int], totals: tuple[int, int]) -> TableState:
        return replace(self, scores=scores, totals=totals)
