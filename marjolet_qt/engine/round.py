"""One round (one deal) of Marjolet or Mariage: the state, its legal actions, undo.

The state is kept as a handful of integers and bitmasks rather than objects, because the
computer opponent replays thousands of rounds a second through this very class: one
implementation of the rules serves the table, the records and the search alike.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from . import refusals
from .actions import (
    DONE,
    EXCHANGE,
    PLAY_ACTIONS,
    Action,
    ActionKind,
    meld,
    play_actions,
)
from .cards import (
    CARDS,
    Card,
    first_copies,
    iter_cards,
    parse_face,
)
from .deal import Deal, canonical_copies, cards_mask
from .events import (
    CardPlayed,
    CardsDrawn,
    Event,
    MeldDeclared,
    MeldEvent,
    RoundOver,
    ScoresChanged,
    SevenExchanged,
    SevenShown,
    Trick,
    TrickWon,
    UpcardTaken,
)
from .fields import STATE, Snapshot, Stage, generate
from .jsonfile import describe
from .melds import MAX_MELD_CARDS, MELD_INDEX, MELD_KEYS, MeldTable, MeldTemplate
from .rules import RuleSet
from .tricks import (
    beats,
    captured_marriage_points,
    follow_mask,
    last_trick_bonus,
    seven_bits,
)

# Score categories of a round's breakdown (docs/record-format.md), in that order.
CARD_POINTS, MELD_POINTS, SEVEN_POINTS, BONUS_POINTS = range(4)
CATEGORIES: tuple[str, ...] = ("cards", "melds", "sevens", "bonuses")


#: The rule options whose points a category of :data:`CATEGORIES` adds up, where it has
#: several (the score sheet names them beside "Trick bonuses").
CATEGORY_OPTIONS: dict[str, tuple[str, ...]] = {
    "sevens": (
        "seven_exchange_points",
        "seven_play_points",
        "seven_upcard_points",
        "seven_captured_points",
    ),
    "bonuses": (
        "stock_out_trick_points",
        "upcard_taker_points",
        "last_trick_points",
        "all_final_tricks_points",
    ),
}


def scored_categories(rules: RuleSet) -> tuple[str, ...]:
    """The categories of :data:`CATEGORIES` that can score under ``rules``: the 7 of
    trumps' only where one of its options gives points (a score sheet's row of Mariage
    that could only ever read 0)."""
    sevens = any(getattr(rules, key) for key in CATEGORY_OPTIONS["sevens"])
    return tuple(category for category in CATEGORIES if category != "sevens" or sevens)


class RoundState:
    """The whole state of a round, with ``legal_actions()``, ``apply()`` and ``undo()``.

    Players are 0 and 1. Every score change is kept in a breakdown by category so the
    score sheet and the replay command can show where the points came from.
    """

    __slots__ = STATE.slots

    def __init__(self, rules: RuleSet, deal: Deal) -> None:
        self.rules = rules
        self._deal: Deal | None = deal
        self.dealer = deal.dealer
        self.trump: int = deal.upcard.suit
        self.stock: tuple[Card, ...] = deal.stock
        self.stock_pos = 0
        #: The card lying face up under the stock (the upcard, or the 7 exchanged for
        #: it), or -1 once the loser of the last drawing trick has taken it.
        self.upcard: int = deal.upcard
        self.hands: list[int] = [cards_mask(deal.hands[0]), cards_mask(deal.hands[1])]
        self.won: list[int] = [0, 0]
        #: Melded cards lying face up (still part of the hand until played).
        self.exposed: list[int] = [0, 0]
        #: Cards a player took in view of the other (exchange, the upcard at stock-out).
        self.picked: list[int] = [0, 0]
        self.declared: list[frozenset[int]] = [frozenset(), frozenset()]
        #: Per player and meld kind (MELD_KEYS order), the cards already used in melds
        #: of that kind: Bésigue's rule that a card serves each kind once.
        self.meld_usage: list[tuple[int, ...]] = [_NO_USAGE, _NO_USAGE]
        self.scores: list[int] = [0] * 8
        self.phase2_wins: list[int] = [0, 0]
        self.stage = Stage.LEAD
        self.to_move = 1 - deal.dealer
        self.leader = self.to_move
        self.lead_card = -1
        self.window_melds = 0
        self.tricks: list[Trick] = []
        self.meld_log: list[MeldEvent] = []
        self.history: list[Action] = []
        #: Snapshots for undo, or None once history is not kept (see forget_history).
        self._undo: list[Snapshot] | None = []
        self._melds: MeldTable = rules.meld_table(self.trump)
        self._seven_bits = RoundState.seven_bits(rules, self.trump)
        #: The 7s of trump that have scored (each scores at most once a round).
        self.sevens_scored = 0
        if self._seven_bits >> deal.upcard & 1:
            # Upcard 7: the dealer scores now and nobody scores for that 7 later.
            self.scores[deal.dealer * 4 + SEVEN_POINTS] += rules.seven_upcard_points
            self.sevens_scored = 1 << deal.upcard

    #: The 7s of trump (one per pack) under ``rules``; see :func:`.tricks.seven_bits`.
    seven_bits = staticmethod(seven_bits)

    @classmethod
    def new(
        cls, rules: RuleSet, dealer: int = 1, rng: random.Random | int | None = None
    ) -> RoundState:
        return cls(rules, Deal.shuffled(rules, dealer, rng))

    # --- reading the state ------------------------------------------------------------

    @property
    def deal(self) -> Deal:
        """The cards as dealt (a world sampled for search has none: it starts mid-round)."""
        if self._deal is None:
            raise ValueError("a sampled world has no deal")
        return self._deal

    @classmethod
    def world(
        cls,
        rules: RuleSet,
        *,
        dealer: int,
        trump: int,
        stock: Sequence[int],
        upcard: int,
        hands: Sequence[int],
        **parts: Any,
    ) -> RoundState:
        """A round in progress rebuilt from its parts, without its deal or history: what
        a search builds for each world an observation allows (see Observation.world).

        ``parts`` are the other fields an action may change, by name (:data:`.fields.STATE`);
        every one must be given. The result cannot be undone past this point.
        """
        state = cls.__new__(cls)
        state.rules = rules
        state._deal = None
        state.dealer = dealer
        state.trump = trump
        state.stock = tuple(CARDS[card] for card in stock)
        state.stock_pos = 0
        state.upcard = upcard
        state.hands = list(hands)
        _fill(state, **parts)  # a part missing or unknown is a TypeError
        state.history = []
        state._undo = []
        state._melds = rules.meld_table(trump)
        state._seven_bits = RoundState.seven_bits(rules, trump)
        return state

    @property
    def stock_count(self) -> int:
        return len(self.stock) - self.stock_pos

    @property
    def in_phase2(self) -> bool:
        """The stock and the upcard are gone: follow suit, no more drawing."""
        return self.upcard < 0

    def is_over(self) -> bool:
        return self.stage == Stage.OVER

    def score(self, player: int) -> int:
        base = player * 4
        s = self.scores
        return s[base] + s[base + 1] + s[base + 2] + s[base + 3]

    def breakdown(self, player: int) -> dict[str, int]:
        base = player * 4
        return {name: self.scores[base + i] for i, name in enumerate(CATEGORIES)}

    def hand(self, player: int) -> list[Card]:
        return list(iter_cards(self.hands[player]))

    # --- legal actions ---------------------------------------------------------------

    def playable_mask(self) -> int:
        """The cards the player to move may play now (0 outside trick play)."""
        stage = self.stage
        hand = self.hands[self.to_move]
        if stage == Stage.LEAD:
            return hand
        if stage != Stage.FOLLOW:
            return 0
        if self.upcard >= 0 or not self.rules.phase2_follow:
            return hand
        return follow_mask(hand, self.lead_card, self.trump, self.rules)

    def legal_actions(self) -> list[Action]:
        stage = self.stage
        if stage == Stage.WINDOW:
            return self._window_actions()
        if stage == Stage.OVER:
            return []
        playable = self.playable_mask()
        if playable >> 32:
            playable = self.copies_offered(playable)
        actions = play_actions(playable)
        if self.rules.exchange_on_own_turn and self._may_exchange():
            actions.append(EXCHANGE)
        return actions

    def copies_offered(self, playable: int) -> int:
        """Of two identical cards the player to move may play (two packs), which copy
        playing "that card" plays: the first, unless the second is the spent one while
        melds may still be made (it lies exposed, or served in more melds). Keeping the
        fresh copy is never worse (it may still meld in every kind, and the other player
        has not seen it); always playing the first copy played the fresh one, and the
        melded one stayed exposed, unable to meld again (the rules audit of session 29).

        Returns the cards of ``playable`` with one copy of each pair: the moves offered,
        and the cards the opponent's rollouts choose among."""
        both = playable & (playable >> 32) & 0xFFFFFFFF
        offered = first_copies(playable)
        if not both or not (self.upcard >= 0 or self.rules.melds_in_phase2):
            return offered
        player = self.to_move
        exposed = self.exposed[player]
        declared = self.declared[player]
        if not exposed and not declared:
            return offered
        while both:
            low = both & -both
            both ^= low
            high = low << 32
            first = (1 if exposed & low else 0, sum(1 for mask in declared if mask & low))
            second = (1 if exposed & high else 0, sum(1 for mask in declared if mask & high))
            if second > first:
                offered ^= low | high
        return offered

    def _window_actions(self) -> list[Action]:
        actions = [meld(t.mask) for t in self.available_melds()]
        if self.rules.exchanges and self._may_exchange():
            actions.append(EXCHANGE)
        actions.append(DONE)
        return actions

    def available_melds(self) -> list[MeldTemplate]:
        """The melds the window's holder may declare now (empty outside a window)."""
        rules = self.rules
        if self.stage != Stage.WINDOW or not rules.declares:
            return []
        limit = rules.max_melds_per_window
        if limit and self.window_melds >= limit:
            return []
        player = self.to_move
        hand = self.hands[player]
        declared = self.declared[player]
        by_kind = rules.reuse_by_kind
        usage = self.meld_usage[player]
        found: list[MeldTemplate] = []
        seen: set[str] = set()
        for template in self._melds.in_hand(hand):
            if template.mask not in declared:
                if by_kind and refusals.reuse_refusal(template, usage):
                    continue
                if self.rules.copies > 1:
                    # Two packs: the same cards written twice are one choice.
                    text = str(template)
                    if text in seen:
                        continue
                    seen.add(text)
                found.append(template)
        return found

    @property
    def seven_done(self) -> bool:
        """Whether no 7 of trump is left to score (the only one, with one pack)."""
        return self.sevens_scored == self._seven_bits

    @property
    def exchange_shows(self) -> bool:
        """Whether the exchange open now would only *show* the 7 (Bésigue): the upcard is
        the other 7 of trump, so both cards stay where they lie and the 7 scores all the
        same. Views need it to say so, and to leave the cards in place."""
        return self.upcard >= 0 and bool(self._seven_bits >> self.upcard & 1)

    def _may_exchange(self) -> bool:
        """A 7 of trump that has not scored, in hand while the upcard is on the table.

        When the upcard is itself a 7 of trump (two packs, after an exchange or an upcard
        7), "exchanging" the other 7 leaves the cards alone: Bésigue's *showing* it.
        """
        return self.upcard >= 0 and bool(
            self.hands[self.to_move] & self._seven_bits & ~self.sevens_scored
        )

    # --- applying --------------------------------------------------------------------

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Play ``action`` for the player to move and say what followed from it, in order.

        ``IllegalActionError`` says which rule forbids it and leaves the state unchanged.
        The events are gathered here, on the checked path the application and records use;
        the search's :meth:`apply_unchecked` does not pay for them.
        """
        if self.rules.copies > 1:
            action = self.canonical(action)
        self.check(action)
        player = self.to_move
        stock_before, upcard_before = self.stock_pos, self.upcard
        sevens_before, shows_seven = self.sevens_scored, self.exchange_shows
        tricks_before, melds_before = len(self.tricks), len(self.meld_log)
        scores_before = (self.score(0), self.score(1))
        self.apply_unchecked(action)

        events: list[Event] = []
        kind = action.kind
        if kind == ActionKind.PLAY:
            events.append(CardPlayed(player, action.cards.bit_length() - 1))
            if len(self.tricks) > tricks_before:
                trick = self.tricks[-1]
                points = self.rules.points_by_card
                events.append(TrickWon(trick, points[trick.lead] + points[trick.follow]))
        elif kind == ActionKind.MELD and len(self.meld_log) > melds_before:
            events.append(MeldDeclared(self.meld_log[-1]))
        elif kind == ActionKind.EXCHANGE and shows_seven:
            seven = (self.sevens_scored & ~sevens_before).bit_length() - 1
            events.append(SevenShown(player, seven))
        elif kind == ActionKind.EXCHANGE:
            events.append(SevenExchanged(player, self.upcard, upcard_before))
        drawn = [int(card) for card in self.stock[stock_before : self.stock_pos]]
        took_upcard = upcard_before >= 0 and self.upcard < 0
        if took_upcard:
            drawn.append(upcard_before)
        if drawn:
            # The trick's winner draws first, then the other player, alternately.
            first = self.tricks[-1].winner
            draws = tuple(((first + i) % 2, card) for i, card in enumerate(drawn))
            events.append(CardsDrawn(draws))
            if took_upcard:
                events.append(UpcardTaken(draws[-1][0], upcard_before))
        scores = (self.score(0), self.score(1))
        if scores != scores_before:
            events.append(ScoresChanged(scores))
        if self.stage == Stage.OVER:
            events.append(RoundOver(scores, (self.breakdown(0), self.breakdown(1))))
        return tuple(events)

    def canonical(self, action: Action) -> Action:
        """Of identical choices (two packs), the one ``legal_actions`` offers."""
        if action.kind == ActionKind.PLAY:
            card = action.cards.bit_length() - 1
            twin = card ^ 32
            if self.hands[self.to_move] >> twin & 1:
                offered = self.copies_offered(self.playable_mask())
                if not offered >> card & 1 and offered >> twin & 1:
                    return PLAY_ACTIONS[twin]
        elif action.kind == ActionKind.MELD:
            text = str(action)[len("meld ") :]
            for template in self.available_melds():
                if str(template) == text:
                    return meld(template.mask)
            # None is legal: name the cards whose refusal explains the most.
            declared = self.declared[self.to_move]
            for template in self._melds.in_hand(self.hands[self.to_move]):
                if str(template) == text and template.mask not in declared:
                    return meld(template.mask)
        return action

    def apply_unchecked(self, action: Action) -> None:
        """``apply`` for actions taken from ``legal_actions()`` (the search's fast path)."""
        if self._undo is not None:
            self._undo.append(self._snapshot())
            self.history.append(action)
        kind = action.kind
        if kind == ActionKind.PLAY:
            self._play(action.cards.bit_length() - 1)
        elif kind == ActionKind.DONE:
            self._end_window()
        elif kind == ActionKind.MELD:
            self._declare(action.cards)
        else:
            self._exchange()

    def forget_history(self) -> None:
        """Stop keeping history and undo: rollouts that never look back run faster."""
        self._undo = None
        self.history = []

    def undo(self) -> Action:
        """Take back the last action and return it."""
        if not self._undo:
            raise IndexError("nothing to undo")
        _restore(self, self._undo.pop())
        return self.history.pop()

    def _snapshot(self) -> Snapshot:
        return _snapshot(self)

    def _play(self, card: int) -> None:
        player = self.to_move
        bit = 1 << card
        self.hands[player] ^= bit
        self.exposed[player] &= ~bit
        rules = self.rules
        if self._seven_bits & bit & ~self.sevens_scored:
            self.scores[player * 4 + SEVEN_POINTS] += rules.seven_play_points
            self.sevens_scored |= bit
        if self.stage == Stage.LEAD:
            self.lead_card = card
            self.leader = player
            self.stage = Stage.FOLLOW
            self.to_move = 1 - player
            return
        lead = self.lead_card
        winner = player if beats(card, lead, self.trump) else 1 - player
        scores = self.scores
        points = rules.points_by_card
        base = winner * 4
        scores[base + CARD_POINTS] += points[lead] + points[card]
        before = self.won[winner]
        after = before | bit | (1 << lead)
        self.won[winner] = after
        if rules.captures:
            scores[base + MELD_POINTS] += captured_marriage_points(rules, self.trump, before, after)
        if rules.seven_captured_points:
            sevens = (after ^ before) & self._seven_bits
            scores[base + SEVEN_POINTS] += rules.seven_captured_points * sevens.bit_count()
        self.tricks.append(Trick(self.leader, CARDS[lead], CARDS[card], winner))
        self.lead_card = -1
        self.to_move = winner
        self.leader = winner
        if self.upcard >= 0:  # a phase-1 trick: there is stock to draw from
            if len(self.stock) - self.stock_pos == 1:
                scores[base + BONUS_POINTS] += rules.stock_out_trick_points
            if rules.opens_window:
                self.stage = Stage.WINDOW
                self.window_melds = 0
            else:
                self._draw(winner)
                self.stage = Stage.LEAD
            return
        self.phase2_wins[winner] += 1
        if not self.hands[winner]:
            self._score_last_trick(winner)
            self.stage = Stage.OVER
        elif rules.window_in_phase2:
            self.stage = Stage.WINDOW
            self.window_melds = 0
        else:
            self.stage = Stage.LEAD

    def _score_last_trick(self, winner: int) -> None:
        sweep = self.phase2_wins[winner] == self.rules.hand_size
        self.scores[winner * 4 + BONUS_POINTS] += last_trick_bonus(self.rules, sweep)

    def _draw(self, winner: int) -> None:
        stock = self.stock
        hands = self.hands
        hands[winner] |= 1 << stock[self.stock_pos]
        self.stock_pos += 1
        loser = 1 - winner
        if self.stock_pos == len(stock):
            self._take_upcard(loser)
        else:
            hands[loser] |= 1 << stock[self.stock_pos]
            self.stock_pos += 1
            if self.stock_pos == len(stock):  # cannot happen with an odd stock
                self._take_upcard(winner)

    def _take_upcard(self, player: int) -> None:
        bit = 1 << self.upcard
        self.hands[player] |= bit
        self.picked[player] |= bit
        self.upcard = -1
        self.scores[player * 4 + BONUS_POINTS] += self.rules.upcard_taker_points
        # Phase 2: the melded cards go back into the hands.
        self.exposed = [0, 0]

    def _end_window(self) -> None:
        winner = self.to_move
        if self.upcard >= 0:
            self._draw(winner)
        self.stage = Stage.LEAD

    def _declare(self, mask: int) -> None:
        player = self.to_move
        template = self.template(mask)
        assert template is not None
        self.scores[player * 4 + MELD_POINTS] += template.points
        self.declared[player] = self.declared[player] | {mask}
        usage = list(self.meld_usage[player])
        usage[MELD_INDEX[template.key]] |= mask
        self.meld_usage[player] = tuple(usage)
        self.exposed[player] |= mask
        self.window_melds += 1
        self.meld_log.append(MeldEvent(player, template.key, mask, template.points))

    def _exchange(self) -> None:
        player = self.to_move
        hand = self.hands[player]
        seven = (hand & self._seven_bits & ~self.sevens_scored).bit_length() - 1
        upcard = self.upcard
        if self.exchange_shows:
            self.picked[player] |= 1 << seven
        else:
            self.hands[player] = hand ^ (1 << seven) ^ (1 << upcard)
            self.exposed[player] &= ~(1 << seven)
            self.picked[player] |= 1 << upcard
            self.upcard = seven
        self.scores[player * 4 + SEVEN_POINTS] += self.rules.seven_exchange_points
        self.sevens_scored |= 1 << seven

    def template(self, mask: int) -> MeldTemplate | None:
        """The meld ``mask`` makes under this round's rules and trump, or None.

        Through the one look-up from cards to meld (:meth:`.MeldTable.template`):
        declaring uses it, and so does the refusal that says why a set of cards is not a
        meld (:mod:`.refusals`).
        """
        return self._melds.template(mask)

    # --- explaining refusals -----------------------------------------------------------

    def check(self, action: Action) -> None:
        """Raise ``IllegalActionError`` with the rule that forbids ``action``, if any
        (the reasons are worded in :mod:`.refusals`)."""
        refusal = refusals.refusal(self, action)
        if refusal is not None:
            raise refusal

    # --- parsing actions ----------------------------------------------------------------

    def parse_action(self, text: str) -> Action:
        """The action written ``AS``, ``meld KH QH``, ``exchange`` or ``done``.

        Cards resolve to copies the player to move holds, so two-pack records read alike.
        ``ValueError`` for words that name no action.
        """
        if not isinstance(text, str):
            raise ValueError(f"an action must be a string, not {describe(text)}")
        words = text.split(" ", maxsplit=MAX_MELD_CARDS + 1)  # (a hostile file's millions: cut)
        if "" in words:
            # One space between words, as records write them: a doubled space or one at
            # either end is no action (a tab or a line break already makes no card).
            raise ValueError(f"unknown action {describe(text)}")
        if text == "done":
            return DONE
        if text == "exchange":
            return EXCHANGE
        hand = self.hands[self.to_move] if self.stage != Stage.OVER else 0
        if len(words) >= 2 and words[0] == "meld":
            if len(words) - 1 > MAX_MELD_CARDS:
                raise ValueError(f"a meld of more than {MAX_MELD_CARDS} cards is no meld")
            mask = 0
            for word in words[1:]:
                card = self._resolve(parse_face(word), hand & ~mask, mask)
                if mask >> card & 1:
                    raise ValueError(f"a meld names {word} more times than the pack holds")
                mask |= 1 << card
            return self.canonical(meld(mask)) if self.rules.copies > 1 else meld(mask)
        if len(words) == 1 and len(text) == 2:
            return PLAY_ACTIONS[self._resolve(parse_face(text), hand, 0)]
        raise ValueError(f"unknown action {describe(text)}")

    def _resolve(self, face: int, available: int, taken: int) -> int:
        for copy in range(self.rules.copies):
            card = face + 32 * copy
            if available >> card & 1:
                return card
        for copy in range(self.rules.copies):
            card = face + 32 * copy
            if not taken >> card & 1:
                return card
        return face

    # --- copying -----------------------------------------------------------------------

    def clone(self) -> RoundState:
        """An independent copy (history and undo included). The search clones a round for
        every candidate in every sampled world: the copy is generated field by field
        from :data:`.fields.STATE` rather than looped over."""
        return _clone(self)

    def __repr__(self) -> str:
        return (
            f"<RoundState trick {len(self.tricks) + 1} stage={self.stage.name} "
            f"to_move={self.to_move} scores={self.score(0)}-{self.score(1)}>"
        )


_NO_USAGE: tuple[int, ...] = (0,) * len(MELD_KEYS)
_snapshot, _restore, _clone, _fill = generate(RoundState)

__all__ = [
    "CATEGORIES",
    "CATEGORY_OPTIONS",
    "Deal",
    "MeldEvent",
    "RoundState",
    "Stage",
    "Trick",
    "beats",
    "canonical_copies",
    "captured_marriage_points",
    "follow_mask",
    "last_trick_bonus",
    "scored_categories",
]
