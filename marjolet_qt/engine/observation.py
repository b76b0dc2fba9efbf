"""What one seat may know of a round, and the worlds consistent with it.

The opponent acts on an :class:`Observation` only, never on the round itself, so it
cannot cheat by construction; to search, it samples the hidden cards (the opponent's
hand and the stock order) and rebuilds full rounds with :meth:`Observation.world`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .actions import PLAY_ACTIONS, Action, ActionKind
from .round import MeldEvent, RoundState, Stage, Trick
from .rules import RuleSet


def knowledge(state: RoundState, seat: int) -> tuple[int, int]:
    """What ``seat`` knows of where the cards are, in ``state``: the cards certainly in
    the other hand (shown in melds, picked up in view, or all of them once the stock is
    gone), and the cards whose place it cannot tell (the rest of that hand and the stock).

    The one definition behind :meth:`Observation.of` and the rules of thumb's view of a
    sampled round, so the two cannot drift apart.
    """
    other = 1 - seat
    opponent = state.hands[other]
    if state.upcard < 0:
        known = opponent  # the stock is gone: every card is accounted for
    else:
        known = opponent & (state.exposed[other] | state.picked[other])
    seen = state.hands[seat] | state.won[0] | state.won[1] | known
    if state.lead_card >= 0:
        seen |= 1 << state.lead_card
    if state.upcard >= 0:
        seen |= 1 << state.upcard
    return known, ((1 << state.rules.deck_size) - 1) & ~seen


@dataclass(frozen=True, slots=True)
class Observation:
    """Everything ``seat`` has seen or can be sure of, and nothing else."""

    seat: int
    rules: RuleSet
    trump: int
    dealer: int
    to_move: int
    stage: Stage
    hand: int
    #: The card face up under the stock (the upcard or the exchanged 7), or -1.
    upcard: int
    stock_count: int
    leader: int
    lead_card: int
    tricks: tuple[Trick, ...]
    #: Melded cards lying face up, per player.
    exposed: tuple[int, int]
    #: Cards certainly in the other player's hand (exposed, picked up in view, or all of
    #: them once the stock is gone).
    opponent_known: int
    opponent_hand_size: int
    declared: tuple[frozenset[int], frozenset[int]]
    meld_log: tuple[MeldEvent, ...]
    picked: tuple[int, int]
    scores: tuple[int, ...]
    phase2_wins: tuple[int, int]
    #: The 7s of trump that have scored (each scores at most once).
    sevens_scored: int
    meld_usage: tuple[tuple[int, ...], tuple[int, ...]]
    window_melds: int
    legal_actions: tuple[Action, ...]

    #: Cards whose place (the other hand or the stock) this seat cannot tell.
    unseen: int
    #: The cards each player has won in tricks (both are seen by both players).
    won: tuple[int, int]
    #: Every action of the round so far, in order: all public (cards played, melds
    #: declared, exchanges, windows closed; the draws are not actions). The only record
    #: of *when* each player declared or exchanged, and so of the windows it closed
    #: without doing so, which Hard's inference reads (issue #17). Empty for a world
    #: rebuilt for search, which keeps no history: so it is left out of comparisons, and
    #: a rebuilt world still looks, from this seat, the same as the round it came from.
    history: tuple[Action, ...] = field(default=(), compare=False)
    #: The cards each player took from the upcard this round (in an exchange of the 7 of
    #: trumps, or as the last card drawn; with two packs, a 7 of trumps shown too), held
    #: or played since: both players saw them. ``picked`` keeps only those still in
    #: hand. With the history, what tells which cards were never dealt or drawn from the
    #: stock (Hard's reading of the opponent's moves, issue #17); left out of comparisons
    #: and of the text of an observation, as the history is.
    taken_upcards: tuple[int, int] = field(default=(0, 0), compare=False, repr=False)

    @classmethod
    def of(cls, state: RoundState, seat: int) -> Observation:
        opponent_hand = state.hands[1 - seat]
        known, unseen = knowledge(state, seat)
        legal = tuple(state.legal_actions()) if state.to_move == seat else ()
        return cls(
            seat=seat,
            rules=state.rules,
            trump=state.trump,
            dealer=state.dealer,
            to_move=state.to_move,
            stage=state.stage,
            hand=state.hands[seat],
            upcard=state.upcard,
            stock_count=state.stock_count,
            leader=state.leader,
            lead_card=state.lead_card,
            tricks=tuple(state.tricks),
            exposed=(state.exposed[0], state.exposed[1]),
            opponent_known=known,
            opponent_hand_size=opponent_hand.bit_count(),
            declared=(state.declared[0], state.declared[1]),
            meld_log=tuple(state.meld_log),
            picked=(state.picked[0] & state.hands[0], state.picked[1] & state.hands[1]),
            scores=tuple(state.scores),
            phase2_wins=(state.phase2_wins[0], state.phase2_wins[1]),
            sevens_scored=state.sevens_scored,
            meld_usage=(state.meld_usage[0], state.meld_usage[1]),
            window_melds=state.window_melds,
            legal_actions=legal,
            unseen=unseen,
            won=(state.won[0], state.won[1]),
            history=tuple(state.history),
            taken_upcards=(state.picked[0], state.picked[1]),
        )

    # --- derived knowledge -----------------------------------------------------------

    @property
    def seven_done(self) -> bool:
        """Whether no 7 of trump is left to score."""
        return self.sevens_scored == RoundState.seven_bits(self.rules, self.trump)

    @property
    def played(self) -> int:
        """Every card played so far, the one on the table included."""
        mask = self.won[0] | self.won[1]
        if self.lead_card >= 0:
            mask |= 1 << self.lead_card
        return mask

    def score(self, player: int) -> int:
        return sum(self.scores[player * 4 : player * 4 + 4])

    @property
    def hidden_in_opponent_hand(self) -> int:
        """How many of the opponent's cards this seat cannot name."""
        return self.opponent_hand_size - self.opponent_known.bit_count()

    # --- rebuilding a full round ------------------------------------------------------

    def world(self, opponent_hidden: int, stock: Sequence[int]) -> RoundState:
        """A full round consistent with this observation.

        ``opponent_hidden`` are the unseen cards given to the opponent, ``stock`` the rest
        of the unseen cards in drawing order. The result has no history (it cannot be
        undone past this point) and is meant for search.
        """
        hands = [0, 0]
        hands[self.seat] = self.hand
        hands[1 - self.seat] = self.opponent_known | opponent_hidden
        return RoundState.world(
            self.rules,
            dealer=self.dealer,
            trump=self.trump,
            stock=stock,
            upcard=self.upcard,
            hands=hands,
            won=self.won,
            exposed=self.exposed,
            picked=self.picked,
            declared=self.declared,
            meld_usage=self.meld_usage,
            scores=self.scores,
            phase2_wins=self.phase2_wins,
            stage=self.stage,
            to_move=self.to_move,
            leader=self.leader,
            lead_card=self.lead_card,
            window_melds=self.window_melds,
            sevens_scored=self.sevens_scored,
            tricks=self.tricks,
            meld_log=self.meld_log,
        )

    def canonical(self, action: Action) -> Action:
        """The offered action equal to ``action``: with two packs, a player holding both
        copies of a card is offered one play of it, and a search may have picked the
        other copy."""
        if action in self.legal_actions or action.kind != ActionKind.PLAY:
            return action
        twin = PLAY_ACTIONS[(action.cards.bit_length() - 1) ^ 32]
        return twin if twin in self.legal_actions else action
