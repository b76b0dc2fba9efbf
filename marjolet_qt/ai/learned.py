"""A learned correction to the rollouts' rules of thumb (issue #17, an experiment).

Hard's values are limited by the bias of its rollouts: the rules of thumb play both
sides of every sampled world, and they choose the card Hard's own search would choose
in well under half of its phase-1 decisions. ``benchmarks/learn_policy.py`` fits, on
Hard's self-play (``benchmarks/selfplay.py``), a softmax over the candidate cards whose
score is the rules of thumb's score times ``rot`` plus a sum of learned weights over a
few features of the card and the moment, each one the mover may see: its role (leading
or following), how far the stock has run, the card's suit kind, rank and points, how
many cards of its suit the hand holds, whether an unseen card of its suit ranks higher,
whether it belongs to a meld in hand, and as follower what was led and whether the card
takes it.

The features are named once, here (:func:`card_features`): training reads them as
``name → value``; the rollouts (:class:`LearnedTables`) fold the same names' weights
into tables indexed in the inner loop. A test checks that both give the same score.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path

from marjolet_qt.engine.round import RoundState
from marjolet_qt.engine.rules import RuleSet

ROLES = ("lead", "follow")
STAGES = ("early", "mid", "late")
KINDS = ("plain", "trump")
LEDS = ("plain", "plainAT", "trump")
OUTCOMES = ("lose", "win")
UPCARDS = ("low", "high")
ACE, TEN = 7, 6
#: An upcard of this rank or higher (King, Ten, Ace) is "high".
HIGH_RANK = 5
#: The weights fitted on Hard's self-play (``benchmarks/learn_policy.py --write``).
WEIGHTS_FILE = Path(__file__).with_name("learned_policy.json")


def stage_of(stock_count: int) -> int:
    """Early, mid or late phase 1, by the cards left in the stock."""
    return 0 if stock_count >= 12 else 1 if stock_count >= 6 else 2


def higher_cards(card: int) -> int:
    """The cards of ``card``'s suit (in its pack) that rank above it."""
    return sum(1 << (card & ~7 | rank) for rank in range((card & 7) + 1, 8))


def suit_length(hand: int, card: int) -> int:
    """How many cards of ``card``'s suit (in its pack) ``hand`` holds."""
    return (hand >> (card & ~7) & 0xFF).bit_count()


def trumps_held(hand: int, trump: int) -> int:
    """How many trumps (of the first pack) ``hand`` holds."""
    return (hand >> (trump * 8) & 0xFF).bit_count()


def led_of(lead: int, trump: int) -> int:
    """What was led: a plain card, a plain Ace or Ten, or a trump."""
    if lead >> 3 & 3 == trump:
        return 2
    return 1 if lead & 7 in (ACE, TEN) else 0


def card_features(
    *,
    role: int,
    stage: int,
    card: int,
    trump: int,
    points: int,
    suit_length: int,
    master: bool,
    in_meld: bool,
    seven: bool,
    trumps: int = 0,
    led: int = -1,
    wins: bool = False,
    trick_points: int = 0,
    last: bool = False,
    high_upcard: bool = False,
) -> dict[str, float]:
    """The learned features of ``card`` (the rules of thumb's score is added apart, as
    ``rot``). ``trumps``: the trumps in hand. ``led``/``wins``/``trick_points``: as
    follower, what was led, whether the card takes it, and the points of both cards;
    ``last``: the trick before the stock runs out, whose loser takes the upcard
    (``high_upcard``: a King, Ten or Ace)."""
    r = ROLES[role]
    kind = KINDS[card >> 3 & 3 == trump]
    f = {
        f"{r}:{kind}:r{card & 7}": 1.0,
        f"{r}:{STAGES[stage]}:{kind}": 1.0,
        f"{r}:{STAGES[stage]}:{kind}:r{card & 7}": 1.0,
        f"{r}:points": points / 10.0,
        f"{r}:{kind}:suitlen{min(suit_length, 3)}": 1.0,
        f"{r}:{kind}:trumps{min(trumps, 4)}": 1.0,
    }
    if master:
        f[f"{r}:{kind}:master"] = 1.0
    if in_meld:
        f[f"{r}:in_meld"] = 1.0
    if seven:
        f[f"{r}:seven"] = 1.0
    if led >= 0:
        outcome = OUTCOMES[wins]
        f[f"follow:{LEDS[led]}:{outcome}:{kind}"] = 1.0
        f[f"follow:{STAGES[stage]}:{outcome}"] = 1.0
        if wins:
            f["follow:win:points"] = trick_points / 10.0
        if last:
            f[f"follow:last:{outcome}:{UPCARDS[high_upcard]}"] = 1.0
    return f


def _table(
    weight: Callable[[str, float], float], name: Callable[..., str], *sizes: int
) -> list[float]:
    """The weights of the features ``name`` gives for every combination of indices
    below ``sizes`` (the first index varying slowest): a table the rollouts index."""
    return [weight(name(*index), 0.0) for index in itertools.product(*map(range, sizes))]


class LearnedTables:
    """The weights folded into tables for one rule set and trump: what
    :meth:`.rollout.RolloutPolicy.phase1_card` adds to each card's score."""

    __slots__ = (
        "higher",
        "in_meld",
        "last",
        "ledwin",
        "master",
        "points",
        "rot",
        "stagewin",
        "static",
        "suitlen",
        "trumps",
        "winpts",
    )

    def __init__(self, weights: Mapping[str, float], rules: RuleSet, trump: int) -> None:
        w = weights.get
        size = rules.deck_size
        points = rules.points_by_card
        sevens = RoundState.seven_bits(rules, trump)
        #: The rules of thumb's score is multiplied by this (``rot``, per 10 points).
        self.rot = w("rot", 1.0) / 10.0
        #: static[role * 3 + stage][card]: the features that depend on nothing else.
        self.static = [
            [
                sum(
                    w(name, 0.0) * value
                    for name, value in card_features(
                        role=role,
                        stage=stage,
                        card=card,
                        trump=trump,
                        points=points[card],
                        suit_length=0,
                        master=False,
                        in_meld=False,
                        seven=bool(sevens >> card & 1),
                    ).items()
                    if ":suitlen" not in name and ":trumps" not in name
                )
                for card in range(size)
            ]
            for role in range(2)
            for stage in range(3)
        ]
        # Each table indexed by its features' values in order, the last varying fastest.
        #: suitlen[(role * 2 + kind) * 4 + min(cards of the suit in hand, 3)]
        self.suitlen = _table(w, lambda r, k, n: f"{ROLES[r]}:{KINDS[k]}:suitlen{n}", 2, 2, 4)
        #: trumps[(role * 2 + kind) * 5 + min(trumps in hand, 4)]
        self.trumps = _table(w, lambda r, k, n: f"{ROLES[r]}:{KINDS[k]}:trumps{n}", 2, 2, 5)
        #: last[wins * 2 + high upcard]: following in the trick before the stock runs out.
        self.last = _table(w, lambda o, h: f"follow:last:{OUTCOMES[o]}:{UPCARDS[h]}", 2, 2)
        #: master[role * 2 + kind]: no unseen card of the suit ranks higher.
        self.master = _table(w, lambda r, k: f"{ROLES[r]}:{KINDS[k]}:master", 2, 2)
        self.in_meld = _table(w, lambda r: f"{ROLES[r]}:in_meld", 2)
        #: ledwin[(led * 2 + wins) * 2 + kind]; stagewin[stage * 2 + wins].
        self.ledwin = _table(
            w, lambda d, o, k: f"follow:{LEDS[d]}:{OUTCOMES[o]}:{KINDS[k]}", 3, 2, 2
        )
        self.stagewin = _table(w, lambda s, o: f"follow:{STAGES[s]}:{OUTCOMES[o]}", 3, 2)
        self.winpts = w("follow:win:points", 0.0) / 10.0
        self.points = points
        #: higher[card]: the cards of its suit that rank above it.
        self.higher = [higher_cards(card) for card in range(size)]

    def residual(  # noqa: PLR0917 (the rollouts' inner loop: positional is faster)
        self,
        role: int,
        stage: int,
        card: int,
        trump: int,
        hand: int,
        unseen: int,
        in_meld: bool,
        lead: int,
        wins: bool,
        last: bool,
        high_upcard: bool,
    ) -> float:
        """What the weights add to ``card``'s score (the sum :func:`card_features`
        names, from the tables)."""
        kind = int(card >> 3 & 3 == trump)
        value = self.static[role * 3 + stage][card]
        value += self.suitlen[(role * 2 + kind) * 4 + min(suit_length(hand, card), 3)]
        value += self.trumps[(role * 2 + kind) * 5 + min(trumps_held(hand, trump), 4)]
        if not unseen & self.higher[card]:
            value += self.master[role * 2 + kind]
        if in_meld:
            value += self.in_meld[role]
        if lead >= 0:
            won = int(wins)
            value += self.ledwin[(led_of(lead, trump) * 2 + won) * 2 + kind]
            value += self.stagewin[stage * 2 + won]
            if wins:
                value += self.winpts * (self.points[card] + self.points[lead])
            if last:
                value += self.last[won * 2 + high_upcard]
        return value


@cache
def load_weights(path: Path = WEIGHTS_FILE) -> dict[str, float]:
    """The fitted weights (read once)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return {str(k): float(v) for k, v in data.items()}


_TABLES: dict[tuple[RuleSet, int], LearnedTables] = {}


def learned_tables(rules: RuleSet, trump: int) -> LearnedTables:
    """The tables of the fitted weights for a rule set and trump (built once)."""
    key = (rules, trump)
    found = _TABLES.get(key)
    if found is None:
        found = _TABLES[key] = LearnedTables(load_weights(), rules, trump)
    return found
