"""Reading the opponent's hand from every move it made this round (issue #17).

:func:`.search.lead_likelihood` reads the one card the opponent has just led, and
:mod:`.inference` the windows it closed, by an approximation of what it held then. This
module reads them all, exactly: for a world (the opponent's hidden cards now and the
stock's order), it draws one history of the round the world allows — which of the cards
the opponent has held were dealt to it and which it drew after each trick — and weighs
the world by how likely the opponent's every phase-1 move was in that history:

- each card it played, by the rules of thumb's chance of playing it from the hand the
  history gives it then (their scores softened into chances, as the lead's reading does);
- each window it closed while a meld it held could still be declared there (or the 7 of
  trumps exchanged), by ``window_epsilon``: players nearly always declare what they can.

Drawing the history is honest and uniform. What the seat saw fixes everything but the
order in which the opponent got its cards: the cards it played, declared or exchanged
(each one it must have held by then), the cards the world gives it now, and how many it
drew after each trick (its winner draws first). A card it first used in the ``k``-th
epoch (the tricks and windows between two draws) was dealt to it or drawn in an earlier
epoch; a card it never used may come from anywhere. Choosing the cards of its latest draw
first, each uniformly among those still allowed, draws every history with the same
chance, since the allowed sets only grow going back. Every world allows the same number
of histories, so the weight of one drawn history is an unbiased estimate of the world's.

The positions the opponent decided in are rebuilt once per decision by replaying the
round from a deal consistent with the observation (the seat's own draws drawn the same
way): everything the rules of thumb read there is public but the opponent's hand, which
each world's history fills in. Two packs (Bésigue) are not read: their identical cards
make a history's cards ambiguous, and their melds are another game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from marjolet_qt.engine.actions import ActionKind
from marjolet_qt.engine.cards import CARDS, iter_cards
from marjolet_qt.engine.deal import Deal
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import RoundState

from .inference import PLAY_TEMPERATURE, PLAY_UNIFORM, READ_EPSILON, softened_chance
from .rollout import rollout_policy
from .sampling import World

#: No epoch: a card never used may have come at any time.
_NEVER = 1 << 30


@dataclass(frozen=True, slots=True)
class Move:
    """One action of the public history, with who took it and when."""

    index: int
    player: int
    #: How many rounds of draws (both players' after a trick) came before it.
    epoch: int
    kind: int
    #: The cards it shows: the card played, a meld's cards (0 for the others).
    cards: int


@dataclass(slots=True)
class Decision:
    """A phase-1 decision of the opponent's to weigh: the position before it (the hands
    as the replayed deal had them, the rest as it was) and what it chose."""

    index: int
    epoch: int
    position: RoundState
    #: The card it played, or -1 for a window it closed.
    card: int


def public_moves(obs: Observation) -> tuple[list[Move], list[int]]:
    """Every action of ``obs``'s history with who took it and its epoch, and the winner
    of each round of draws (who draws first). Draws follow each phase-1 trick, or the
    window its winner then holds."""
    tricks = obs.tricks
    opens_window = obs.rules.opens_window
    moves: list[Move] = []
    winners: list[int] = []
    plays = 0
    window: int | None = None  # the winner holding a window, while one is open
    for index, action in enumerate(obs.history):
        kind = action.kind
        trick = plays // 2
        if window is not None:
            player = window
        else:
            leader = tricks[trick].leader if trick < len(tricks) else obs.leader
            player = leader if plays % 2 == 0 else 1 - leader
        moves.append(Move(index, player, len(winners), kind, action.cards))
        if kind == ActionKind.PLAY:
            plays += 1
            if plays % 2 == 0:
                winner = tricks[trick].winner
                if opens_window:
                    window = winner
                else:
                    winners.append(winner)
        elif kind == ActionKind.DONE and window is not None:
            winners.append(window)
            window = None
    return moves, winners


class Origins:
    """When a player may have got each card it held: the epoch of each card's first use
    (a play, a meld, the 7 given in an exchange), before which it was dealt or drawn."""

    def __init__(self, moves: list[Move], player: int, seven_given: int) -> None:
        self.needed: dict[int, int] = {}
        for move in moves:
            if move.player != player:
                continue
            used = move.cards
            if move.kind == ActionKind.EXCHANGE:
                used = 1 << seven_given
            for card in iter_cards(used):
                self.needed.setdefault(card, move.epoch)

    def history(
        self, held: list[int], epochs: int, rng: random.Random
    ) -> tuple[list[int], list[int]] | None:
        """One history of the cards ``held`` (all those the player held this round whose
        origin is not public), uniformly among those allowed: the card drawn in each of
        the ``epochs`` rounds of draws, and the cards dealt. None if none is allowed."""
        needed = self.needed
        free = list(held)
        drawn = [0] * epochs
        for epoch in range(epochs - 1, -1, -1):
            allowed = [card for card in free if needed.get(card, _NEVER) > epoch]
            if not allowed:
                return None
            card = allowed[rng.randrange(len(allowed))]
            free.remove(card)
            drawn[epoch] = card
        return drawn, free


class HistoryReader:
    """Weighs worlds by the opponent's every phase-1 move (see the module's note);
    :attr:`ready` is False when there is nothing to read (or it cannot be read)."""

    def __init__(
        self,
        obs: Observation,
        rng: random.Random,
        *,
        temperature: float = PLAY_TEMPERATURE,
        uniform: float = PLAY_UNIFORM,
        window_epsilon: float = READ_EPSILON,
    ) -> None:
        self.obs = obs
        self.rng = rng
        self.temperature = temperature
        self.uniform = uniform
        self.window_epsilon = window_epsilon
        self.opponent = 1 - obs.seat
        self.decisions: list[Decision] = []
        self.ready = False
        if obs.upcard < 0 or obs.rules.copies > 1 or not obs.history:
            return
        self.policy = rollout_policy(obs.rules, obs.trump)
        self.moves, self.winners = public_moves(obs)
        #: The exchange of the 7 of trumps, if any: (index, player, the upcard it took).
        self.exchange: tuple[int, int, int] | None = None
        for move in self.moves:
            if move.kind == ActionKind.EXCHANGE:
                taken = obs.taken_upcards[move.player]
                if taken.bit_count() != 1:
                    return  # (an observation rebuilt without it: not read)
                self.exchange = (move.index, move.player, taken.bit_length() - 1)
        # (While there is a stock, the 7 given in an exchange is the upcard.)
        self.origins = [Origins(self.moves, seat, obs.upcard) for seat in (0, 1)]
        self.played = [0, 0]
        for move in self.moves:
            if move.kind == ActionKind.PLAY:
                self.played[move.player] |= move.cards
        deal = self._deal(obs.opponent_known | _some(obs.unseen, obs.hidden_in_opponent_hand))
        if deal is not None:
            self.decisions = self._decisions(deal)
            self.ready = bool(self.decisions)

    def held(self, seat: int, now: int) -> list[int]:
        """The cards ``seat`` held this round whose origin is not public, if it holds
        ``now``: those, those it played, the 7 it gave in an exchange; not the upcard
        it took."""
        held = now | self.played[seat]
        if self.exchange is not None and self.exchange[1] == seat:
            held = (held & ~(1 << self.exchange[2])) | 1 << self.obs.upcard
        return list(iter_cards(held))

    def _deal(self, opponent_now: int) -> Deal | None:
        """A deal the observation allows, the opponent holding ``opponent_now``."""
        obs = self.obs
        epochs = len(self.winners)
        hands: list[list[int]] = [[], []]
        stock = [0] * (2 * epochs)
        for seat, now in ((obs.seat, obs.hand), (self.opponent, opponent_now)):
            found = self.origins[seat].history(self.held(seat, now), epochs, self.rng)
            if found is None or len(found[1]) != obs.rules.hand_size:
                return None
            drawn, hands[seat] = found
            for epoch, card in enumerate(drawn):
                stock[2 * epoch + (self.winners[epoch] != seat)] = card
        stock += iter_cards(obs.unseen & ~opponent_now)
        upcard = self.exchange[2] if self.exchange is not None else obs.upcard
        return Deal(
            obs.dealer,
            (tuple(CARDS[c] for c in hands[0]), tuple(CARDS[c] for c in hands[1])),
            CARDS[upcard],
            tuple(CARDS[c] for c in stock),
        )

    def _decisions(self, deal: Deal) -> list[Decision]:
        """The positions of the opponent's plays and closed windows, replayed from
        ``deal`` (whose hidden cards any world's history replaces)."""
        state = RoundState(self.obs.rules, deal)
        found = []
        for move in self.moves:
            if move.player == self.opponent and move.kind in (ActionKind.PLAY, ActionKind.DONE):
                card = move.cards.bit_length() - 1 if move.kind == ActionKind.PLAY else -1
                position = state.clone()
                position.forget_history()
                found.append(Decision(move.index, move.epoch, position, card))
            state.apply(self.obs.history[move.index])
        return found

    def hands(self, world: World) -> list[int] | None:
        """The opponent's hand before each of :attr:`decisions` in one history drawn for
        ``world``; None if ``world`` allows none."""
        opponent = self.opponent
        found = self.origins[opponent].history(
            self.held(opponent, self.obs.opponent_known | world[0]), len(self.winners), self.rng
        )
        if found is None or len(found[1]) != self.obs.rules.hand_size:
            return None  # (cards it cannot have held then, or as many)
        drawn, dealt = found
        hand = 0
        for card in dealt:
            hand |= 1 << card
        exchange = self.exchange if self.exchange and self.exchange[1] == opponent else None
        hands = []
        moves = self.moves
        position = 0
        epoch = 0
        for decision in self.decisions:
            while epoch < decision.epoch:  # its draws since
                hand |= 1 << drawn[epoch]
                epoch += 1
            while moves[position].index < decision.index:  # its plays and exchange since
                move = moves[position]
                position += 1
                if move.player != opponent:
                    continue
                if move.kind == ActionKind.PLAY:
                    hand &= ~move.cards
                elif exchange is not None and move.index == exchange[0]:
                    hand = (hand & ~(1 << self.obs.upcard)) | 1 << exchange[2]
            hands.append(hand)
        return hands

    def weight(self, world: World) -> float:
        """How likely the opponent's moves are in ``world``, by one drawn history (the
        likelihood of the plays times ``window_epsilon`` per window left with something
        to declare); 1 when :attr:`ready` is False."""
        if not self.ready:
            return 1.0
        hands = self.hands(world)
        if hands is None:
            return 0.0
        opponent = self.opponent
        weight = 1.0
        scores: list[tuple[int, float]] = []
        for decision, hand in zip(self.decisions, hands, strict=True):
            position = decision.position
            position.hands[opponent] = hand
            if decision.card < 0:
                if any(a.kind != ActionKind.DONE for a in position.legal_actions()):
                    weight *= self.window_epsilon
                continue
            scores.clear()
            self.policy.phase1_card(position, position.playable_mask(), scores)
            weight *= softened_chance(scores, 1 << decision.card, self.temperature, self.uniform)
        return weight


def _some(cards: int, count: int) -> int:
    """The ``count`` lowest of ``cards``."""
    some = 0
    for card in iter_cards(cards):
        if count <= 0:
            break
        some |= 1 << card
        count -= 1
    return some
