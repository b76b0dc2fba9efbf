"""Worlds consistent with an observation: who may hold the cards this seat has not seen.

The unseen cards are split between the opponent's hidden cards and the stock, in every
way the observation allows. Everything seen already constrains them (cards played, the
exposed melds and the exchange through ``opponent_known``, the upcard, the hand): those
cards are simply not unseen. Within that, every split is equally likely.

When the worlds are few (the last drawing tricks), :func:`enumerate_worlds` lists them
all, so the search averages over exactly the possible deals rather than a sample.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from itertools import combinations, permutations
from math import comb, factorial

from marjolet_qt.engine.cards import iter_cards
from marjolet_qt.engine.deal import cards_mask
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import RoundState

#: A world: the opponent's hidden cards (mask) and the stock in drawing order.
World = tuple[int, tuple[int, ...]]


def true_world(state: RoundState, obs: Observation) -> World:
    """The world ``obs`` was taken from in ``state``: the opponent's cards it has not seen
    and the rest of the stock in drawing order. What the arena hands the open-hand
    players, and the yardstick of the benchmarks; never what a level may search."""
    hidden = state.hands[1 - obs.seat] & ~obs.opponent_known
    return hidden, tuple(state.stock[state.stock_pos :])


def world_count(obs: Observation) -> int:
    """How many distinct worlds the observation allows (stock order included)."""
    unseen = obs.unseen.bit_count()
    hidden = obs.hidden_in_opponent_hand
    return comb(unseen, hidden) * factorial(unseen - hidden)


def enumerate_worlds(obs: Observation) -> list[World]:
    """Every world, in a fixed order."""
    cards = list(iter_cards(obs.unseen))
    hidden = obs.hidden_in_opponent_hand
    worlds: list[World] = []
    for chosen in combinations(cards, hidden):
        mask = cards_mask(chosen)
        rest = [c for c in cards if not mask >> c & 1]
        worlds.extend((mask, tuple(order)) for order in permutations(rest))
    return worlds


def sample_world(obs: Observation, rng: random.Random, cards: Sequence[int] | None = None) -> World:
    """One world drawn uniformly at random."""
    cards = list(iter_cards(obs.unseen)) if cards is None else list(cards)
    rng.shuffle(cards)
    hidden = obs.hidden_in_opponent_hand
    return cards_mask(cards[:hidden]), tuple(cards[hidden:])


def worlds(obs: Observation, rng: random.Random, enumerate_limit: int = 720) -> Iterator[World]:
    """An endless stream of worlds: all of them in turn (in a shuffled order, again and
    again) when there are at most ``enumerate_limit``, else independent random draws."""
    if world_count(obs) <= enumerate_limit:
        every = enumerate_worlds(obs)
        while True:
            order = list(every)
            rng.shuffle(order)
            yield from order
    cards = list(iter_cards(obs.unseen))
    while True:
        yield sample_world(obs, rng, cards)


def resampled(
    stream: Iterator[World],
    weight: Callable[[World], float],
    rng: random.Random,
    candidates: int = 8,
) -> Iterator[World]:
    """Worlds of ``stream`` reweighted by ``weight`` (sampling-importance-resampling):
    each world is one of the next ``candidates`` drawn, chosen with a chance proportional
    to its weight, so that likelier worlds come more often while the search still sees
    each world as one. All weights zero: the first candidate."""
    while True:
        drawn = [next(stream) for _ in range(candidates)]
        weights = [weight(world) for world in drawn]
        total = sum(weights)
        if total <= 0.0:
            yield drawn[0]
            continue
        yield rng.choices(drawn, weights=weights)[0]


def accepted(
    stream: Iterator[World],
    weight: Callable[[World], float],
    rng: random.Random,
    tries: int = 64,
) -> Iterator[World]:
    """Worlds of ``stream`` kept with a chance equal to their ``weight`` (at most 1):
    rejection sampling, so that the worlds come exactly in proportion to their weight
    when most weigh 1 (the reading of the opponent's windows, :mod:`.inference`, only
    ever weighs worlds down). After ``tries`` refusals in a row the last world drawn
    is kept, so that a search never stalls."""
    while True:
        world = next(stream)
        for _ in range(tries - 1):
            if rng.random() < weight(world):
                break
            world = next(stream)
        yield world
