"""Reading the opponent's windows: worlds weighed by what its past windows said (#17).

A player who wins a trick holds a declaration window. If it closes the window without
declaring a meld it could have declared, or without exchanging the 7 of trumps it could
have exchanged, it has most likely not held those cards then: nearly everyone declares
what they can (points now; the melds' cards are still playable) and the exchange is never
worse than waiting. So a world in which the opponent holds such a meld now, and probably
held it at that window, is less likely than the uniform sampling says. Players do hold
back sometimes (to hide a hand, by mistake, or a program that chooses), so such a world is
weighed down by a factor ``epsilon``, never forbidden.

What it may read is the seat's :class:`Observation` only: the public action history
(every card played, every meld and exchange, every window closed) and the tricks. The
difficulty is that a world gives the opponent's *current* hand, while the window was
earlier: its hand then was its current hand plus the cards it has played since, minus
the cards it has drawn since, and the draws are hidden. The honest approximation here:
the opponent played and drew one card per trick since the window, and plays its cards
about evenly, so each card it holds now was already held at a window ``k`` plays ago
with chance ``r ** (k + 1)`` (``r = (n - 1) / n`` for a hand of ``n``: at the window it
held ``n - 1`` cards and drew one; each play keeps an old card with chance ``r``), and a
card it played ``j`` plays after the window with chance ``r ** j``. A meld's chance of
having been whole at the window is the product over its cards (taken as independent).

Everything but "which unseen cards the world gives the opponent" is the same in every
world, so the observation reduces to a few clauses (a mask of unseen cards the world
must give the opponent, and the chance the meld or 7 was held at its likeliest window)
and weighing a world is a few bit tests.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from marjolet_qt.engine.actions import ActionKind
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import RoundState

from .sampling import World

#: The chance a player who could declare a meld (or exchange the 7) in a window does not:
#: the weight of a world where it surely could have. A first guess; the arena measures it.
READ_EPSILON = 0.15
#: How a play is read: the rules of thumb's scores softened into chances, a softmax at this
#: temperature (points) mixed with this share of a uniform choice among the cards (nobody
#: plays the rules' move every time; a human or another program even less). The lead on
#: the table (:func:`.search.lead_likelihood`) and every play (:mod:`.reading`) alike.
PLAY_TEMPERATURE = 8.0
PLAY_UNIFORM = 0.15


def softened_chance(
    scores: list[tuple[int, float]],
    played: int,
    temperature: float = PLAY_TEMPERATURE,
    uniform: float = PLAY_UNIFORM,
) -> float:
    """The chance of the play of a card of ``played`` (a mask: with two packs, either
    copy) among the rules of thumb's ``scores`` of every card that could be played."""
    top = max(score for _, score in scores)
    total = chosen = 0.0
    for card, score in scores:
        term = math.exp((score - top) / temperature)
        total += term
        if played >> card & 1:
            chosen = term
    return (1 - uniform) * chosen / total + uniform / len(scores)


@dataclass(frozen=True, slots=True)
class HeldModel:
    """How likely a card the opponent holds now was already in its hand at a window it
    played ``k`` cards ago: ``keep ** (k + offset)``, with ``keep = 1 - loss / n`` for a
    hand of ``n`` (a card it played ``j`` plays after the window: ``(1 - 1/n) ** j``)."""

    loss: float
    offset: float


#: Every card played alike: at the window it held ``n - 1`` of its ``n`` cards after the
#: draw, and each play keeps an old card with chance ``1 - 1/n``.
EVEN_PLAY = HeldModel(loss=1.0, offset=1.0)
#: Fitted on rules-of-thumb self-play (Marjolet, 1,500 rounds, ``k`` = 1..6): a King and
#: Queen of a suit both in hand now had both been held at the window with chance 0.64,
#: 0.43, 0.33, 0.24, 0.19, 0.12, which is this model's per-card chance squared within
#: 0.03 (a player keeps its meld cards longer than its others: 0.86 per play for a hand
#: of 6, against the even play's 0.83, and half a play less at the start).
KEPT_MELDS = HeldModel(loss=0.84, offset=0.5)
#: The models by name, for the arena's experiments.
HELD_MODELS = {"even": EVEN_PLAY, "kept": KEPT_MELDS}


@dataclass(frozen=True, slots=True)
class Window:
    """One declaration window the opponent held while there was a stock, as seen."""

    #: Index of the trick it followed (in ``Observation.tricks``).
    trick: int
    #: The meld masks it declared in it.
    declared: tuple[int, ...]
    exchanged: bool
    #: The cards the opponent played after this window, in order (the current lead
    #: included): each of them it may or may not have held at the window.
    later_plays: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Clause:
    """A world whose opponent holds all of ``required`` (unseen cards) is weighed by
    ``1 - (1 - epsilon) * held``: ``held`` is the chance the meld or 7 was whole in its
    hand at the likeliest window it closed without declaring or exchanging it."""

    required: int
    held: float


def opponent_windows(obs: Observation) -> list[Window]:
    """The windows the opponent held while the stock lasted, read from the public
    history: after each trick its winner's melds and exchange, then "done"."""
    opponent = 1 - obs.seat
    phase1_tricks = (obs.rules.stock_size + 1) // 2
    plays: list[tuple[int, int]] = []  # (trick index, card) of the opponent's plays
    open_windows: list[tuple[int, list[int], bool]] = []
    current: tuple[int, list[int], bool] | None = None
    played = 0
    for action in obs.history:
        kind = action.kind
        if kind == ActionKind.PLAY:
            trick_index = played // 2
            trick = obs.tricks[trick_index] if trick_index < len(obs.tricks) else None
            leading = played % 2 == 0
            # No trick yet: the lead on the table now.
            leader = obs.leader if trick is None else trick.leader
            player = leader if leading else 1 - leader
            if player == opponent:
                plays.append((trick_index, action.cards.bit_length() - 1))
            played += 1
            if (
                not leading
                and trick is not None
                and trick.winner == opponent
                and trick_index < phase1_tricks
                and obs.rules.opens_window
            ):
                current = (trick_index, [], False)
        elif current is not None:
            if kind == ActionKind.MELD:
                current[1].append(action.cards)
            elif kind == ActionKind.EXCHANGE:
                current = (current[0], current[1], True)
            elif kind == ActionKind.DONE:
                open_windows.append(current)
                current = None
    return [
        Window(
            trick=index,
            declared=tuple(melds),
            exchanged=exchanged,
            later_plays=tuple(card for at, card in plays if at > index),
        )
        for index, melds, exchanged in open_windows
    ]


def _possible(obs: Observation, window: Window, picked: int, exchange_trick: int) -> int:
    """The cards the opponent holds or may hold now (known or unseen) that it may have
    held at ``window``: not the upcard it picked in a later exchange."""
    possible = obs.opponent_known | obs.unseen
    if window.trick < exchange_trick:
        possible &= ~picked
    return possible


def _held_chance(
    mask: int, window: Window, possible: int, rates: tuple[float, float, float]
) -> float:
    """The chance the cards of ``mask`` were all in the opponent's hand at ``window``:
    0 when one of them cannot have been (seen elsewhere), else the product of each
    card's chance (see the module's note). ``possible``: see :func:`_possible`."""
    keep, offset, played_keep = rates
    chance = 1.0
    later = window.later_plays
    current = keep ** (len(later) + offset)
    rest = mask
    while rest:
        low = rest & -rest
        rest ^= low
        card = low.bit_length() - 1
        if low & possible:
            chance *= current
        elif card in later:
            chance *= played_keep ** (later.index(card) + 1)
        else:
            return 0.0
    return chance


def read_clauses(obs: Observation, model: HeldModel = EVEN_PLAY) -> list[Clause]:
    """What the opponent's closed windows say, as clauses on the unseen cards (see
    :class:`Clause`); empty when nothing is unseen or it held no window."""
    if obs.upcard < 0 or not obs.unseen or not obs.history:
        return []
    windows = opponent_windows(obs)
    if not windows:
        return []
    rules = obs.rules
    unseen = obs.unseen
    sevens_all = RoundState.seven_bits(rules, obs.trump)
    # The upcard the opponent took in its exchange was not in its hand before that
    # window (a 7 only shown, with two packs, was).
    picked = obs.picked[1 - obs.seat] & ~sevens_all
    exchange_trick = next((w.trick for w in windows if w.exchanged), len(obs.tricks))
    n = rules.hand_size
    rates = (1.0 - model.loss / n, model.offset, 1.0 - 1.0 / n)
    best: dict[int, float] = {}
    limit = rules.max_melds_per_window
    if rules.declares:
        templates = rules.meld_table(obs.trump).templates
        for window in windows:
            if limit and len(window.declared) >= limit:
                continue  # it declared all it was allowed to: nothing left unsaid
            possible = _possible(obs, window, picked, exchange_trick)
            for template in templates:
                mask = template.mask
                required = mask & unseen
                if not required or mask in window.declared:
                    continue
                held = _held_chance(mask, window, possible, rates)
                if held > best.get(mask, 0.0):
                    best[mask] = held
    clauses = [Clause(mask & unseen, held) for mask, held in best.items()]
    if rules.exchanges and rules.exchange_after_win:
        sevens = sevens_all & unseen
        while sevens:
            low = sevens & -sevens
            sevens ^= low
            held = max(
                (
                    _held_chance(low, window, _possible(obs, window, picked, exchange_trick), rates)
                    for window in windows
                    if not window.exchanged
                ),
                default=0.0,
            )
            if held > 0.0:
                clauses.append(Clause(low, held))
    return clauses


def read_likelihood(
    obs: Observation, epsilon: float = READ_EPSILON, model: HeldModel = EVEN_PLAY
) -> Callable[[World], float] | None:
    """The weight of a world (at most 1) by what the opponent's closed windows say, or
    None when they say nothing. Honest by construction: the clauses come from the
    observation alone, and a world only says which unseen cards the opponent holds."""
    clauses = [(c.required, 1.0 - (1.0 - epsilon) * c.held) for c in read_clauses(obs, model)]
    if not clauses:
        return None

    def weight(world: World) -> float:
        hidden = world[0]
        value = 1.0
        for required, factor in clauses:
            if hidden & required == required:
                value *= factor
        return value

    return weight
