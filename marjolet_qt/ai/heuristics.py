"""Rules of thumb: the Easy and Medium players, and the rollouts of the search.

Every decision is scored in points, so the rules of thumb weigh against each other
naturally: the points on the table, what winning the trick opens (the declaration
window, the 7 exchange, the stock-out bonus), and how much each card is worth keeping
(its trick-taking power, its points not yet cashed, the melds it may still make).
Card counting enters through :class:`View.unseen`: the cards that may still be in the
opponent's hand, from which the chance that a lead can be beaten is computed exactly.

A :class:`View` is built either from an :class:`Observation` (the players) or from a
sampled world for the player to move (the search's rollouts); both expose only what
that seat may know, so a rollout policy cannot peek either. The search's rollouts
choose their phase-1 cards through :class:`.rollout.RolloutPolicy`, which makes the same
choices as :func:`phase1_card` straight from the round, without a :class:`View`.
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
    #: The rollouts add the learned correction to their scores (an experiment of issue
    #: #17, :mod:`.learned`; the search's rollouts only).
    learned: bool = False


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

#: The weights that best predict Hard's own phase-1 moves (issue #17:
#: ``benchmarks/read_predict.py --fit``, maximum likelihood over 1,500 moves of Hard's
#: self-play at 0.25 s, rounded; docs/benchmarks.md). They predict Hard's moves a little
#: better than the hand-set ones (+0.63 against +0.49 bits a move over a uniform guess)
#: and are one of several fits about as good: a second run found a ten times larger
#: ``lead_loss``. Measured as Hard's rollouts (the arena's ``hard+fitted``: rollouts that
#: play both sides more nearly as Hard itself would).
FITTED_WEIGHTS = Weights(
    trump_power=5.5,
    trump_rank=2.8,
    plain_rank=0.04,
    keep_points=0.3,
    meld_held=0.98,
    meld_hope=0.8,
    window_meld=0.12,
    window_exchange=1.25,
    win_bonus=0.12,
    follow_loss=0.25,
    lead_loss=0.35,
)

#: The weights SPSA found with Hard itself in the loop, for its rollouts (issue #17:
#: ``benchmarks/tune.py --player hard --iterations 48``, journal
#: ``benchmarks/journals/tuning/tune_hard_s1.jsonl``, the mean of steps 125 to 245,
#: 3 significant digits; docs/benchmarks.md, session 17). Validated at 48 worlds a
#: decision: +7.3 points a round (+3.3 to +11.3) over 400 fresh pairs against the
#: hand-set weights. Trumps and a lead's risk count for more, the window's melds and
#: exchange, a trick's bonus and a lost follow for less. At 1 s (the arena's
#: ``hard+tunedhard``, session 18) they are level with the hand-set weights, +0.2 points a
#: round (−6.1 to +6.5) over 356 common deals: Hard does not play with them.
HARD_TUNED_WEIGHTS = Weights(
    trump_power=5.09,
    trump_rank=4.17,
    plain_rank=0.700,
    keep_points=0.375,
    meld_held=0.590,
    meld_hope=0.406,
    window_meld=0.180,
    window_exchange=3.54,
    win_bonus=0.329,
    follow_loss=0.274,
    lead_loss=2.91,
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

    def template(self, mask: int) -> MeldTemplate:
        """The meld a declared or declarable ``mask`` makes, through the engine's one
        look-up from cards to meld (:meth:`.MeldTable.template`)."""
        found = self.melds.template(mask)
        if found is None:
            raise ValueError(f"no meld is made of the cards {mask:#x}")
        return found


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
        return kind_potential(card, view, tab, style)
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


def kind_potential(card: int, view: View, tab: _Tables, style: Style) -> float:
    """:func:`meld_potential` where a card serves once per kind: for each kind, the
    cheapest meld through the card from cards that have not served in that kind yet (and
    no trump marriage out of a declared sequence), as the engine's reuse rule allows."""
    unseen = view.unseen
    served: dict[str, int] = {}
    for mask in view.declared:
        key = tab.template(mask).key
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
        best = max(melds, key=lambda a: (tab.template(a.cards).points, a.cards))
        template = tab.template(best.cards)
        if template.key == "trump_sequence" and scarce_window(view.rules):
            marriage = _marriage_inside(melds, template, tab)
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


def _marriage_inside(melds: list[Action], sequence: MeldTemplate, tab: _Tables) -> Action | None:
    for action in melds:
        template = tab.template(action.cards)
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
