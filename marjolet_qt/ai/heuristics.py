"""Rules of thumb: the Easy and Medium players, and the rollout policy of the search.

Every decision is scored in points, so the rules of thumb weigh against each other
naturally: the points on the table, what winning the trick opens (the declaration
window, the 7 exchange, the stock-out bonus), and how much each card is worth keeping
(its trick-taking power, its points not yet cashed, the melds it may still make).
Card counting enters through :class:`View.unseen`: the cards that may still be in the
opponent's hand, from which the chance that a lead can be beaten is computed exactly.

A :class:`View` is built either from an :class:`Observation` (the players) or from a
sampled world for the player to move (the search's rollouts); both expose only what
that seat may know, so a rollout policy cannot peek either.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields
from typing import NamedTuple

from marjolet_qt.engine.actions import DONE, EXCHANGE, Action, ActionKind, play
from marjolet_qt.engine.cards import BEATEN_BY, KING, QUEEN, SUIT_MASK
from marjolet_qt.engine.melds import MeldTemplate
from marjolet_qt.engine.observation import Observation, knowledge
from marjolet_qt.engine.round import RoundState, Stage, beats, follow_mask
from marjolet_qt.engine.rules import RuleSet


class View(NamedTuple):
    """What the player to move knows, reduced to what the rules of thumb use."""

    rules: RuleSet
    trump: int
    hand: int
    #: The card led when following, else -1.
    lead: int
    #: Cards that may be in the opponent's hand or the stock (not seen anywhere).
    unseen: int
    #: Cards known to be in the opponent's hand.
    opp_known: int
    #: Cards of the opponent's hand this seat cannot name.
    opp_hidden: int
    upcard: int
    stock_count: int
    declared: frozenset[int]
    seven_done: bool
    stage: Stage
    legal: tuple[Action, ...] | list[Action]

    @classmethod
    def of_observation(cls, obs: Observation) -> View:
        return cls(
            obs.rules,
            obs.trump,
            obs.hand,
            obs.lead_card if obs.stage == Stage.FOLLOW else -1,
            obs.unseen,
            obs.opponent_known,
            obs.hidden_in_opponent_hand,
            obs.upcard,
            obs.stock_count,
            obs.declared[obs.seat],
            obs.seven_done,
            obs.stage,
            obs.legal_actions,
        )

    @classmethod
    def of_state(cls, state: RoundState, legal: list[Action]) -> View:
        """The view of the player to move in a (sampled) full round, as an observation
        would give it: the opponent's hidden cards and the stock stay unseen."""
        me = state.to_move
        opp = state.hands[1 - me]
        known, unseen = knowledge(state, me)
        return cls(
            state.rules,
            state.trump,
            state.hands[me],
            state.lead_card if state.stage == Stage.FOLLOW else -1,
            unseen,
            known,
            opp.bit_count() - known.bit_count(),
            state.upcard,
            state.stock_count,
            state.declared[me],
            state.seven_done,
            state.stage,
            legal,
        )


@dataclass(frozen=True, slots=True)
class Weights:
    """The numbers of the phase-1 rules of thumb, in points (Easy, Medium and the
    rollouts read them). The defaults are the hand-set values; ``benchmarks/tune.py``
    tunes them by self-play. A field replaces a constant of the same value in the same
    place of the same expression, so the defaults play exactly as before."""

    #: keep_value: a trump's power is ``trump_power + trump_rank * rank``; a plain
    #: card's ``plain_rank * rank``; plus ``keep_points`` times its points.
    trump_power: float = 4.0
    trump_rank: float = 2.0
    plain_rank: float = 0.6
    keep_points: float = 0.6
    #: meld_potential: a meld already in hand, and one still short of cards (times the
    #: chance to draw them).
    meld_held: float = 0.7
    meld_hope: float = 0.8
    #: window_gain: the share of melds declarable at once, and the exchange it opens.
    window_meld: float = 0.5
    window_exchange: float = 5.0
    #: The margin for winning a trick (taking a lead, or a lead that holds) and for
    #: losing one as follower or as leader.
    win_bonus: float = 1.0
    follow_loss: float = 1.0
    lead_loss: float = 2.0

    def to_json(self) -> dict[str, float]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_json(cls, data: dict[str, float]) -> Weights:
        """Weights from :meth:`to_json`'s dict; missing fields keep their defaults,
        unknown ones are refused (``TypeError``)."""
        return cls(**{name: float(value) for name, value in data.items()})


DEFAULT_WEIGHTS = Weights()


@dataclass(frozen=True, slots=True)
class Style:
    """How carefully a level applies the rules of thumb."""

    #: Use the unseen cards to compute the chance a lead is beaten, and to value melds
    #: still one card short. Without it: rough fixed guesses.
    count_cards: bool = True
    #: Standard deviation of the random noise added to each score, in points.
    noise: float = 0.0
    #: The rules of thumb's numbers (see :class:`Weights`).
    weights: Weights = DEFAULT_WEIGHTS


#: The weights SPSA found in Medium's self-play (issue #17: ``benchmarks/tune.py``, the
#: mean of steps 20 to 45 of its first run, rounded; docs/benchmarks.md): Medium plays
#: with them (+7.9 points a round against the hand-set weights in Marjolet, +27.7 in
#: Mariage, +8.1 in strict Marjolet; Bésigue +6.3, within the noise of 300 pairs).
#: Trumps are worth about twice as much to keep, a card's points and the window's melds
#: less. Easy and Hard's rollouts keep :data:`DEFAULT_WEIGHTS` until measured with them (the arena's
#: ``easy+tuned`` and ``hard+tuned``).
TUNED_WEIGHTS = Weights(
    trump_power=8.25,
    trump_rank=4.25,
    plain_rank=0.45,
    keep_points=0.4,
    meld_held=0.65,
    meld_hope=0.85,
    window_meld=0.3,
    window_exchange=5.0,
    win_bonus=1.0,
    follow_loss=1.05,
    lead_loss=1.15,
)

EASY = Style(count_cards=False, noise=5.0)
MEDIUM = Style(count_cards=True, noise=0.0, weights=TUNED_WEIGHTS)
ROLLOUT = Style(count_cards=True, noise=0.0)


class _Tables:
    """Per rule set and trump: effective card values, templates, the 7s of trump."""

    __slots__ = (
        "card_kinds",
        "card_templates",
        "effective",
        "melds",
        "points",
        "seven_bits",
        "templates",
    )

    def __init__(self, rules: RuleSet, trump: int) -> None:
        size = rules.deck_size
        self.points = rules.points_by_card
        self.seven_bits = RoundState.seven_bits(rules, trump)
        self.templates: tuple[MeldTemplate, ...] = rules.templates(trump) if rules.declares else ()
        self.melds = rules.meld_table(trump)
        self.card_templates: list[list[MeldTemplate]] = [
            [t for t in self.templates if t.mask >> c & 1] for c in range(size)
        ]
        #: Where a card serves in one meld of each kind (Bésigue), the kinds through
        #: each card: its potential is the best way to complete each kind, not the sum
        #: of the dozens of ways two packs offer (70 ways to hold four Kings).
        self.card_kinds: list[tuple[KindThrough, ...]] = (
            [kinds_through(c, self.card_templates[c]) for c in range(size)]
            if rules.reuse_by_kind
            else []
        )
        # Under captured marriages, a King or Queen given away may complete the
        # opponent's marriage: count a share of it as if it were points.
        eff = [float(p) for p in self.points]
        if rules.captures:
            for c in range(size):
                if c & 7 in (KING, QUEEN):
                    key = "trump_marriage" if c >> 3 & 3 == trump else "marriage"
                    eff[c] += 0.3 * rules.meld_points(key)
        if rules.seven_captured_points:
            for c in range(size):
                if self.seven_bits >> c & 1:
                    eff[c] += rules.seven_captured_points
        self.effective = eff


_TABLES: dict[tuple[RuleSet, int], _Tables] = {}


def tables(rules: RuleSet, trump: int) -> _Tables:
    key = (rules, trump)
    found = _TABLES.get(key)
    if found is None:
        found = _TABLES[key] = _Tables(rules, trump)
    return found


# --- card counting -------------------------------------------------------------------


def chance_opponent_holds_none(view: View, cards: int) -> float:
    """Probability that the opponent holds none of ``cards``, every unseen card being
    equally likely to be in its hand or in the stock."""
    if cards & view.opp_known:
        return 0.0
    wanted = (cards & view.unseen).bit_count()
    if not wanted:
        return 1.0
    unseen = view.unseen.bit_count()
    hidden = view.opp_hidden
    p = 1.0
    for i in range(hidden):
        if unseen - i <= 0:
            break
        p *= max(0, unseen - wanted - i) / (unseen - i)
    return p


def beaters_of(card: int, trump: int) -> int:
    """The cards that take ``card`` led in phase 1 (higher of the suit, or any trump)."""
    mask = BEATEN_BY[card]
    if card >> 3 & 3 != trump:
        mask |= SUIT_MASK[trump]
    return mask


def may_exchange_later(view: View, tab: _Tables) -> bool:
    """The 7 of trump in hand can still be exchanged for the upcard."""
    return (
        view.rules.exchanges
        and view.upcard >= 0
        and not (tab.seven_bits >> view.upcard & 1)
        and bool(view.hand & tab.seven_bits)
    )


def keep_value(card: int, view: View, tab: _Tables, style: Style) -> float:
    """What holding on to ``card`` is worth, in points: power in later tricks, points
    not yet cashed, the 7 exchange it allows, and the melds it may still make."""
    rank = card & 7
    trump = view.trump
    w = style.weights
    # Trumps win tricks in both phases; side cards mostly by rank within their suit.
    value = w.trump_power + w.trump_rank * rank if card >> 3 & 3 == trump else w.plain_rank * rank
    value += w.keep_points * tab.points[card]
    if tab.seven_bits >> card & 1 and may_exchange_later(view, tab):
        value += view.rules.seven_exchange_points + (view.upcard & 7)
    if tab.templates and (view.upcard >= 0 or view.rules.melds_in_phase2):
        value += meld_potential(card, view, tab, style)
    return value


def meld_potential(card: int, view: View, tab: _Tables, style: Style) -> float:
    """The share of melds through ``card`` still to be scored, weighted by how likely
    they are to be completed and declared."""
    if tab.card_kinds:
        return _kind_potential(card, view, tab, style)
    hand = view.hand
    total = 0.0
    draws = view.stock_count / 2
    unseen_count = max(1, view.unseen.bit_count())
    for template in tab.card_templates[card]:
        if template.mask in view.declared:
            continue
        needed = template.mask & ~hand
        if not needed:
            total += style.weights.meld_held * template.points
            continue
        if not style.count_cards or view.upcard < 0 or needed & ~view.unseen:
            continue  # a missing card is gone (played or in the opponent's sight)
        chance = min(1.0, draws / unseen_count) ** needed.bit_count()
        total += style.weights.meld_hope * chance * template.points
    return total


class KindThrough(NamedTuple):
    """The melds of one kind that use a given card, reduced to what completing the
    cheapest of them needs."""

    key: str
    points: int
    #: Every card of some meld of the kind through the card (the card included).
    union: int
    #: Cards in one meld of the kind.
    size: int
    #: How the cards a hand holds count: "exact" (a single meld), "parts" (one copy of
    #: each rank and suit: marriages, bésigue, sequence) or "any" (any ``size`` of the
    #: union: four of a kind from two packs).
    mode: str
    mask: int


def _fold(mask: int) -> int:
    """Both packs' copies of a card onto one bit: what a hand holds, copy regardless."""
    return (mask | mask >> 32) & 0xFFFFFFFF


def kinds_through(card: int, templates: list[MeldTemplate]) -> tuple[KindThrough, ...]:
    """The kinds of meld among ``templates`` (those through ``card``), built once per
    rule set and trump so that valuing a card never walks two packs' hundreds of melds."""
    by_kind: dict[str, list[MeldTemplate]] = {}
    for template in templates:
        by_kind.setdefault(template.key, []).append(template)
    kinds = []
    for key, members in by_kind.items():
        union = 0
        for template in members:
            union |= template.mask
        size = members[0].mask.bit_count()
        if len(members) == 1:
            mode = "exact"
        elif any(_fold(t.mask).bit_count() < size for t in members):
            mode = "any"
        else:
            mode = "parts"
        kinds.append(KindThrough(key, members[0].points, union, size, mode, members[0].mask))
    return tuple(kinds)


def _kind_potential(card: int, view: View, tab: _Tables, style: Style) -> float:
    """:func:`meld_potential` where a card serves once per kind: for each kind, the
    cheapest meld through the card from cards that have not served in that kind yet (and
    no trump marriage out of a declared sequence), as the engine's reuse rule allows."""
    unseen = view.unseen
    served: dict[str, int] = {}
    for mask in view.declared:
        key = tab.melds.by_mask[mask].key
        served[key] = served.get(key, 0) | mask
    barred_marriage = served.get("trump_sequence", 0)
    draws = view.stock_count / 2
    share = min(1.0, draws / max(1, unseen.bit_count()))
    counting = style.count_cards and view.upcard >= 0
    total = 0.0
    for kind in tab.card_kinds[card]:
        unusable = served.get(kind.key, 0)
        if kind.key == "trump_marriage":
            unusable |= barred_marriage
        if unusable >> card & 1:
            continue
        hand = (view.hand | 1 << card) & ~unusable
        union = kind.union
        if kind.mode == "exact":
            needed = kind.mask & ~hand
            missing = needed.bit_count()
            possible = not needed & ~unseen
        elif kind.mode == "parts":
            held = _fold(hand & union)
            missing = kind.size - held.bit_count()
            possible = (_fold(unseen & union) & ~held).bit_count() >= missing
        else:
            missing = max(0, kind.size - (hand & union).bit_count())
            possible = (unseen & union & ~hand).bit_count() >= missing
        if missing <= 0:
            total += style.weights.meld_held * kind.points
        elif counting and possible:
            total += style.weights.meld_hope * share**missing * kind.points
    return total


def window_gain(hand: int, view: View, tab: _Tables, w: Weights = DEFAULT_WEIGHTS) -> float:
    """What the declaration window after winning a trick now would bring: the melds
    declarable at once (secured now rather than hoped for later) and the exchange."""
    rules = view.rules
    gain = 0.0
    if tab.templates and (view.upcard >= 0 or rules.melds_in_phase2):
        points = sorted(
            (t.points for t in tab.melds.in_hand(hand) if t.mask not in view.declared),
            reverse=True,
        )
        if rules.max_melds_per_window:
            points = points[: rules.max_melds_per_window]
        gain += w.window_meld * sum(points)
    if (
        rules.exchange_after_win
        and view.upcard >= 0
        and hand & tab.seven_bits
        and not (tab.seven_bits >> view.upcard & 1)
        and view.stock_count > 1
    ):
        gain += w.window_exchange
    return gain


# --- the decisions -----------------------------------------------------------------------


def window_choice(view: View) -> Action:
    """Exchange first (the upcard may complete a meld), then the best meld, then done."""
    legal = view.legal
    tab = tables(view.rules, view.trump)
    if EXCHANGE in legal:
        return EXCHANGE
    melds = [a for a in legal if a.kind == ActionKind.MELD]
    if melds:
        by_mask = tab.melds.by_mask
        best = max(melds, key=lambda a: (by_mask[a.cards].points, a.cards))
        template = by_mask[best.cards]
        if template.key == "trump_sequence" and scarce_window(view.rules):
            marriage = _marriage_inside(melds, template, by_mask)
            if marriage is not None and view.stock_count >= SEQUENCE_PATIENCE_STOCK:
                return marriage
        return best
    return DONE


#: With this many cards left in the stock (several more tricks to win before it runs out),
#: a player holding the trump sequence declares its marriage first: the sequence may be
#: declared after the marriage but never the other way round, so the patient order scores
#: both. With fewer, the sequence is not worth risking.
SEQUENCE_PATIENCE_STOCK = 12


def scarce_window(rules: RuleSet) -> bool:
    """Whether a trick won allows a single meld (Bésigue), which makes the choice of
    meld, and its order, a real decision."""
    return rules.max_melds_per_window == 1


def _marriage_inside(
    melds: list[Action], sequence: MeldTemplate, by_mask: dict[int, MeldTemplate]
) -> Action | None:
    for action in melds:
        template = by_mask[action.cards]
        if template.key == "trump_marriage" and action.cards & ~sequence.mask == 0:
            return action
    return None


def choose(view: View, rng: random.Random, style: Style) -> Action:
    """The rule-of-thumb action for any decision (:func:`.reasons.why` says why)."""
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    if view.stage == Stage.WINDOW:
        return window_choice(view)
    if EXCHANGE in legal:  # own-turn exchange: never worse than waiting
        return window_choice(view)
    if view.upcard < 0:
        return phase2_choice(view, rng, style)
    return play(phase1_card(view, rng, style))


def plays(view: View) -> list[int]:
    """The cards ``view``'s player may play (one copy of identical ones)."""
    return [a.card for a in view.legal if a.kind == ActionKind.PLAY]


def phase1_card(view: View, rng: random.Random, style: Style) -> int:
    """The phase-1 card with the best score (the rollouts' hot path)."""
    tab = tables(view.rules, view.trump)
    rules = view.rules
    trump = view.trump
    eff = tab.effective
    hand = view.hand
    lead = view.lead
    stock_out = rules.stock_out_trick_points if view.stock_count == 1 else 0
    seven_live = not view.seven_done and not may_exchange_later(view, tab)
    noise = style.noise
    w = style.weights
    best_card, best = -1, -1e9
    for card in plays(view):
        rest = hand & ~(1 << card)
        score = -keep_value(card, view, tab, style)
        if seven_live and tab.seven_bits >> card & 1:
            score += rules.seven_play_points
        if lead >= 0:
            trick = eff[lead] + eff[card]
            if beats(card, lead, trump):
                score += trick + window_gain(rest, view, tab, w) + stock_out + w.win_bonus
            else:
                score -= trick + stock_out + w.follow_loss
        else:
            beaters = beaters_of(card, trump)
            if style.count_cards:
                safe = chance_opponent_holds_none(view, beaters)
            else:
                safe = 0.0 if beaters & ~hand else 1.0
            win_value = eff[card] + window_gain(rest, view, tab, w) + stock_out + w.win_bonus
            lose_value = -(eff[card] + stock_out + w.lead_loss)
            score += safe * win_value + (1 - safe) * lose_value
        if noise:
            score += rng.gauss(0.0, noise)
        if score > best:
            best_card, best = card, score
    return best_card


def phase2_choice(view: View, rng: random.Random, style: Style) -> Action:
    """One-trick look-ahead with both hands known (Easy's endgame; Medium solves it)."""
    tab = tables(view.rules, view.trump)
    rules = view.rules
    trump = view.trump
    eff = tab.effective
    opp = view.opp_known
    last = view.hand.bit_count() == 1
    bonus = rules.last_trick_points if last else 0
    best_card, best = -1, -1e9

    def small_keep(card: int) -> float:
        return (2.0 + (card & 7)) if card >> 3 & 3 == trump else 0.3 * (card & 7)

    for card in plays(view):
        seven = rules.seven_play_points if tab.seven_bits >> card & 1 and not view.seven_done else 0
        if view.lead >= 0:
            win = beats(card, view.lead, trump)
            trick = eff[view.lead] + eff[card] + bonus
            score = (trick if win else -trick) - small_keep(card) + seven
        else:
            replies = follow_mask(opp, card, trump, rules) if rules.phase2_follow else opp
            worst = 1e9
            for reply in _cards(replies):
                trick = eff[card] + eff[reply] + bonus
                worst = min(worst, -trick if beats(reply, card, trump) else trick)
            score = worst - small_keep(card) + seven
        if style.noise:
            score += rng.gauss(0.0, style.noise / 2)
        if score > best:
            best_card, best = card, score
    return play(best_card)


def _cards(mask: int) -> list[int]:
    cards = []
    while mask:
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    return cards


# --- the rollout policy, read straight off a sampled round -------------------------------

#: Memo tables of :class:`RolloutPolicy` are emptied past this many entries (memory cap).
ROLLOUT_MEMO_LIMIT = 50_000


class RolloutPolicy:
    """The search's rollout policy (:data:`ROLLOUT`: card counting, no noise) for one rule
    set and trump, reading the round directly instead of building a :class:`View` and
    an action list for every move.

    It chooses exactly what :func:`phase1_card` and :func:`window_choice` choose for the
    same position (the same scores, computed by the same floating-point operations in
    the same order, so that even ties break alike; the tests compare both on thousands
    of rollout positions): Hard's values, world by world, stay those of the plainer code
    while a world costs far less. What it saves: the parts of a card's score that never
    change in a round (its power and points, the cards that beat it, the cards it
    beats) are tables, the hand's melds are listed once per decision rather than once
    per card, and the chance that the opponent holds none of a card's beaters is
    memoised (it depends on three counts only).
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
        "max_melds",
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
        "uses_exchange",
        "weights",
    )

    def __init__(self, rules: RuleSet, trump: int, weights: Weights = DEFAULT_WEIGHTS) -> None:
        tab = tables(rules, trump)
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
        self.beaten_by = [
            sum(1 << c for c in range(size) if c != lead and beats(c, lead, trump))
            for lead in range(size)
        ]
        #: Per card, its meld templates as (mask, points) pairs (declared melds only).
        self.templates: list[tuple[tuple[int, int], ...]] = [
            tuple((t.mask, t.points) for t in tab.card_templates[card]) for card in range(size)
        ]
        self.kinds = bool(tab.card_kinds)
        self.max_melds = rules.max_melds_per_window
        self.uses_exchange = rules.exchanges
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
        """:func:`window_gain` for a hand left with ``rest`` after playing the card
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
        """:func:`chance_opponent_holds_none` once the known cards are ruled out: the
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

    def phase1_card(
        self, state: RoundState, hand: int, scores: list[tuple[int, float]] | None = None
    ) -> int:
        """:func:`phase1_card` with the :data:`ROLLOUT` style for the player to move in a
        phase-1 trick of ``state``, who may play any card of ``hand`` (its playable cards,
        one copy of identical ones). ``scores``, when given, receives every card's score
        (the search's inference weighs a world by how likely a move was in it)."""
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
                    value += _kind_potential(card, view, self.tab, self.style)
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
            if scores is not None:
                scores.append((card, score))
            if score > best:
                best_card, best = card, score
        return best_card


_POLICIES: dict[tuple[RuleSet, int], RolloutPolicy] = {}
_WEIGHTED_POLICIES: dict[tuple[RuleSet, int, Weights], RolloutPolicy] = {}


def rollout_policy(rules: RuleSet, trump: int, weights: Weights = DEFAULT_WEIGHTS) -> RolloutPolicy:
    """The :class:`RolloutPolicy` of a rule set and trump (built once: its tables and
    memos serve every rollout of the game), with the rules of thumb's ``weights``."""
    if weights is not DEFAULT_WEIGHTS:
        weighted = (rules, trump, weights)
        found = _WEIGHTED_POLICIES.get(weighted)
        if found is None:
            if len(_WEIGHTED_POLICIES) > 64:  # tuning tries many weights: keep a few
                _WEIGHTED_POLICIES.clear()
            found = _WEIGHTED_POLICIES[weighted] = RolloutPolicy(rules, trump, weights)
        return found
    key = (rules, trump)
    found = _POLICIES.get(key)
    if found is None:
        found = _POLICIES[key] = RolloutPolicy(rules, trump)
    return found
