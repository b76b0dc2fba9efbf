"""The search's rollout policy, read straight off a sampled round.

Hard plays thousands of rollouts per decision: each phase-1 move of a rollout comes from
:class:`RolloutPolicy`, which chooses what the rules of thumb (:mod:`.heuristics`,
:func:`~.heuristics.phase1_card` with the :data:`~.heuristics.ROLLOUT` style) would,
without building a :class:`~.heuristics.View` and an action list for every move.
"""

from __future__ import annotations

from marjolet_qt.engine.actions import DONE, EXCHANGE, PLAY_ACTIONS, Action
from marjolet_qt.engine.round import RoundState, Stage
from marjolet_qt.engine.rules import RuleSet

from .heuristics import (
    DEFAULT_WEIGHTS,
    ROLLOUT,
    Style,
    View,
    Weights,
    beaters_of,
    kind_potential,
    tables,
    window_choice,
)
from .learned import HIGH_RANK, LearnedTables, learned_tables, stage_of
from .solver_tables import beaten_by

#: Memo tables of :class:`RolloutPolicy` are emptied past this many entries (memory cap).
ROLLOUT_MEMO_LIMIT = 50_000


class RolloutPolicy:
    """The search's rollout policy (:data:`.heuristics.ROLLOUT`: card counting, no noise)
    for one rule set and trump, reading the round directly instead of building a
    :class:`View` and an action list for every move.

    It chooses exactly what :func:`.heuristics.phase1_card` and
    :func:`.heuristics.window_choice` choose for the same position (the same scores,
    computed by the same floating-point operations in the same order, so that even ties
    break alike; the tests compare both on thousands of rollout positions): Hard's
    values, world by world, stay those of the plainer code while a world costs far less.
    What it saves: the parts of a card's score that never change in a round (its power
    and points, the cards that beat it, the cards it beats) are tables, the hand's melds
    are listed once per decision rather than once per card, and the chance that the
    opponent holds none of a card's beaters is memoised (it depends on three counts only).
    """

    __slots__ = (
        "after_win_exchange",
        "beaten_by",
        "beaters",
        "chance_memo",
        "deck",
        "effective",
        "hand_melds",
        "kinds",
        "learned",
        "max_melds",
        "own_turn_exchange",
        "rules",
        "seven_bits",
        "seven_exchange_points",
        "seven_play_points",
        "static",
        "stock_out_points",
        "style",
        "tab",
        "templates",
        "trump",
        "two_packs",
        "uses_exchange",
        "weights",
    )

    def __init__(
        self,
        rules: RuleSet,
        trump: int,
        weights: Weights = DEFAULT_WEIGHTS,
        learned: bool = False,
    ) -> None:
        tab = tables(rules, trump)
        #: The learned correction to the scores (an experiment, :mod:`.learned`), or None.
        self.learned: LearnedTables | None = learned_tables(rules, trump) if learned else None
        #: The rules of thumb's numbers (:class:`Weights`); ``style``: ROLLOUT with them.
        self.weights = weights
        self.style = ROLLOUT if weights == DEFAULT_WEIGHTS else Style(weights=weights)
        size = rules.deck_size
        self.rules = rules
        self.trump = trump
        self.tab = tab
        self.deck = (1 << size) - 1
        self.effective = tab.effective
        self.seven_bits = tab.seven_bits
        #: keep_value's first two terms (trick-taking power, then points), as it sums them.
        static = []
        w = weights
        for card in range(size):
            rank = card & 7
            value = (
                w.trump_power + w.trump_rank * rank
                if card >> 3 & 3 == trump
                else w.plain_rank * rank
            )
            value += w.keep_points * tab.points[card]
            static.append(value)
        self.static = static
        self.beaters = [beaters_of(card, trump) for card in range(size)]
        #: For each lead, the cards that take it (engine ``beats``).
        self.beaten_by = beaten_by(rules, trump)
        #: Per card, its meld templates as (mask, points) pairs (declared melds only).
        self.templates: list[tuple[tuple[int, int], ...]] = [
            tuple((t.mask, t.points) for t in tab.card_templates[card]) for card in range(size)
        ]
        self.kinds = bool(tab.card_kinds)
        self.max_melds = rules.max_melds_per_window
        self.uses_exchange = rules.exchanges
        self.own_turn_exchange = rules.exchange_on_own_turn
        self.two_packs = rules.copies > 1
        self.after_win_exchange = rules.exchange_after_win
        self.seven_exchange_points = rules.seven_exchange_points
        self.seven_play_points = rules.seven_play_points
        self.stock_out_points = rules.stock_out_trick_points
        self.chance_memo: dict[tuple[int, int, int], float] = {}
        self.hand_melds: dict[int, tuple[tuple[int, int], ...]] = {}

    def _hand_melds(self, hand: int) -> tuple[tuple[int, int], ...]:
        """The melds (mask, points) wholly in ``hand``, in table order (memoised)."""
        found = self.hand_melds.get(hand)
        if found is None:
            if len(self.hand_melds) > ROLLOUT_MEMO_LIMIT:
                self.hand_melds.clear()
            found = self.hand_melds[hand] = tuple(
                (t.mask, t.points) for t in self.tab.melds.in_hand(hand)
            )
        return found

    def hand_has_melds(self, hand: int) -> bool:
        """Whether a meld that scores lies wholly in ``hand`` (declared or not): when none
        does, a declaration window offers nothing but the exchange and done."""
        return bool(self.tab.templates) and bool(self._hand_melds(hand))

    def _window_gain(
        self, rest: int, melds: tuple[tuple[int, int], ...], exchange: bool, low: int
    ) -> float:
        """:func:`.heuristics.window_gain` for a hand left with ``rest`` after playing the card
        ``low``: ``melds`` are the undeclared melds of the whole hand, of which those
        without that card remain (ints: summed in any order, the same total);
        ``exchange``: the exchange after a trick won would still be open if ``rest``
        holds a 7 of trumps."""
        gain = 0.0
        if melds:
            points = sorted((p for mask, p in melds if not mask & low), reverse=True)
            if self.max_melds:
                points = points[: self.max_melds]
            gain += self.weights.window_meld * sum(points)
        if exchange and rest & self.seven_bits:
            gain += self.weights.window_exchange
        return gain

    def _chance_none(self, unseen: int, wanted: int, hidden: int) -> float:
        """:func:`.heuristics.chance_opponent_holds_none` once the known cards are ruled out: the
        chance that ``hidden`` cards drawn from ``unseen`` miss all ``wanted`` of them."""
        key = (unseen, wanted, hidden)
        found = self.chance_memo.get(key)
        if found is None:
            p = 1.0
            for i in range(hidden):
                if unseen - i <= 0:
                    break
                p *= max(0, unseen - wanted - i) / (unseen - i)
            found = self.chance_memo[key] = p
        return found

    def move(self, state: RoundState) -> Action:
        """The rollout's move in a phase-1 ``state``: :meth:`forced_move`, else the card
        :meth:`phase1_card` chooses."""
        forced = self.forced_move(state)
        if forced is not None:
            return forced
        hand = state.hands[state.to_move]
        playable = state.copies_offered(hand) if self.two_packs else hand
        return PLAY_ACTIONS[self.phase1_card(state, playable)]

    def forced_move(self, state: RoundState) -> Action | None:
        """The move made in a phase-1 ``state`` without weighing cards: in a window, the
        exchange first, then the best meld, else done; the only card; the exchange on
        one's own turn where the rules allow it. None when a card is to be chosen
        (:meth:`phase1_card`; a tree of the seat's own moves chooses among them there,
        :mod:`.continuation`). The legal actions are listed only where they must be (a
        hand holding a meld, the exchange on one's own turn): this runs at every move of
        every rollout."""
        hand = state.hands[state.to_move]
        if state.stage == Stage.WINDOW:
            if self.uses_exchange and hand & self.seven_bits & ~state.sevens_scored:
                return EXCHANGE
            if self.hand_has_melds(hand) and state.available_melds():
                return window_choice(View.of_state(state, state.legal_actions()))
            return DONE
        if self.own_turn_exchange:
            legal = state.legal_actions()
            if len(legal) == 1:
                return legal[0]
            return EXCHANGE if EXCHANGE in legal else None
        playable = state.copies_offered(hand) if self.two_packs else hand
        if playable & (playable - 1):
            return None
        return PLAY_ACTIONS[playable.bit_length() - 1]

    def phase1_card(
        self, state: RoundState, hand: int, scores: list[tuple[int, float]] | None = None
    ) -> int:
        """:func:`.heuristics.phase1_card` with the :data:`ROLLOUT` style for the player to
        move in a phase-1 trick of ``state``, who may play any card of ``hand`` (its
        playable cards, one copy of identical ones). ``scores``, when given, receives every
        card's score (the search's inference weighs a world by how likely a move was in it)."""
        me = state.to_move
        other = 1 - me
        hands = state.hands
        full_hand = hands[me]
        opp = hands[other]
        known = opp & (state.exposed[other] | state.picked[other])
        upcard = state.upcard
        won = state.won
        # In phase 1 a card is on the table exactly when the player to move follows.
        lead = state.lead_card
        seen = full_hand | won[0] | won[1] | known | 1 << upcard
        if lead >= 0:
            seen |= 1 << lead
        unseen = self.deck & ~seen
        unseen_total = unseen.bit_count()
        hidden = opp.bit_count() - known.bit_count()
        stock_count = len(state.stock) - state.stock_pos
        declared = state.declared[me]
        seven_bits = self.seven_bits
        seven_upcard = seven_bits >> upcard & 1
        exchange_later = self.uses_exchange and not seven_upcard and bool(full_hand & seven_bits)
        seven_play = (
            self.seven_play_points
            if state.sevens_scored != seven_bits and not exchange_later
            else 0
        )
        stock_out = self.stock_out_points if stock_count == 1 else 0
        after_win_exchange = self.after_win_exchange and not seven_upcard and stock_count > 1
        eff = self.effective
        static = self.static
        templates = self.templates if self.tab.templates else None
        view: View | None = None
        # meld_potential's chance to draw one missing card (as min(1.0, draws / unseen)).
        share = (stock_count / 2) / (unseen_total if unseen_total > 1 else 1)
        share = min(share, 1.0)
        window_gain = self._window_gain
        # window_gain's melds: those of the whole hand, once per decision.
        melds = self._hand_melds(full_hand) if templates is not None else ()
        if declared and melds:
            melds = tuple(meld for meld in melds if meld[0] not in declared)
        plain = not melds and not after_win_exchange  # no window gain for any card
        takes = self.beaten_by[lead] if lead >= 0 else 0
        beaters_of_card = self.beaters
        chance_none = self._chance_none
        kinds = self.kinds
        w = self.weights
        held, hope = w.meld_held, w.meld_hope
        win_bonus, follow_loss, lead_loss = w.win_bonus, w.follow_loss, w.lead_loss
        learned = self.learned
        role = stage = 0
        if learned is not None:  # (an experiment: nothing more to compute for the game)
            role, stage = int(lead >= 0), stage_of(stock_count)
        best_card, best = -1, -1e9
        cards = hand
        while cards:
            low = cards & -cards
            cards ^= low
            card = low.bit_length() - 1
            # keep_value(card)
            value = static[card]
            if exchange_later and seven_bits & low:
                value += self.seven_exchange_points + (upcard & 7)
            if templates is not None:
                if kinds:
                    if view is None:
                        view = View.of_state(state, [])
                    value += kind_potential(card, view, self.tab, self.style)
                else:
                    total = 0.0
                    for mask, points in templates[card]:
                        if declared and mask in declared:
                            continue
                        needed = mask & ~full_hand
                        if not needed:
                            total += held * points
                            continue
                        if needed & seen:
                            continue
                        total += hope * share ** needed.bit_count() * points
                    value += total
            score = -value
            if seven_play and seven_bits & low:
                score += seven_play
            if lead >= 0:
                trick = eff[lead] + eff[card]
                if takes & low:
                    gain = (
                        0.0
                        if plain
                        else window_gain(full_hand & ~low, melds, after_win_exchange, low)
                    )
                    score += trick + gain + stock_out + win_bonus
                else:
                    score -= trick + stock_out + follow_loss
            else:
                gain = (
                    0.0 if plain else window_gain(full_hand & ~low, melds, after_win_exchange, low)
                )
                beaters = beaters_of_card[card]
                if beaters & known:
                    safe = 0.0
                else:
                    wanted = (beaters & unseen).bit_count()
                    safe = chance_none(unseen_total, wanted, hidden) if wanted else 1.0
                win_value = eff[card] + gain + stock_out + win_bonus
                lose_value = -(eff[card] + stock_out + lead_loss)
                score += safe * win_value + (1 - safe) * lose_value
            if learned is not None:
                score = score * learned.rot + learned.residual(
                    role,
                    stage,
                    card,
                    self.trump,
                    full_hand,
                    unseen,
                    bool(melds) and any(mask & low for mask, _ in melds),
                    lead,
                    bool(takes & low),
                    stock_count == 1,
                    upcard & 7 >= HIGH_RANK,
                )
            if scores is not None:
                scores.append((card, score))
            if score > best:
                best_card, best = card, score
        return best_card


_POLICIES: dict[tuple[RuleSet, int], RolloutPolicy] = {}
_WEIGHTED_POLICIES: dict[tuple[RuleSet, int, Weights, bool], RolloutPolicy] = {}


def rollout_policy(
    rules: RuleSet, trump: int, weights: Weights = DEFAULT_WEIGHTS, learned: bool = False
) -> RolloutPolicy:
    """The :class:`RolloutPolicy` of a rule set and trump (built once: its tables and
    memos serve every rollout of the game), with the rules of thumb's ``weights`` (and
    the learned correction, an experiment)."""
    if weights is not DEFAULT_WEIGHTS or learned:
        weighted = (rules, trump, weights, learned)
        found = _WEIGHTED_POLICIES.get(weighted)
        if found is None:
            if len(_WEIGHTED_POLICIES) > 64:  # tuning tries many weights: keep a few
                _WEIGHTED_POLICIES.clear()
            found = _WEIGHTED_POLICIES[weighted] = RolloutPolicy(rules, trump, weights, learned)
        return found
    key = (rules, trump)
    found = _POLICIES.get(key)
    if found is None:
        found = _POLICIES[key] = RolloutPolicy(rules, trump)
    return found
