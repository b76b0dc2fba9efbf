"""Reading the opponent's closed windows (issue #17, ``SearchPlayer(read_epsilon=...)``):
the weights come from the observation alone, and a world holding a meld the opponent did
not declare weighs less."""

from __future__ import annotations

import random

import pytest

from marjolet_qt.ai import arena
from marjolet_qt.ai.arena_results import Config
from marjolet_qt.ai.inference import (
    KEPT_MELDS,
    opponent_windows,
    read_clauses,
    read_likelihood,
)
from marjolet_qt.ai.sampling import World, accepted, sample_world
from marjolet_qt.engine import CARDS, Card, Deal, RoundState, RuleSet, Stage
from marjolet_qt.engine.deal import cards_mask
from marjolet_qt.engine.observation import Observation

from .helpers import cards, dealt, random_play

MARJOLET = RuleSet.from_preset("marjolet")


def _closed_marriage() -> Observation:
    """Seat 1 wins the first trick holding KH QH (clubs are trump), closes its window
    without declaring, draws, and leads 7H: seat 0's observation as it follows."""
    state = dealt(MARJOLET, "7D 8D 9S AS TS JS", "AD KH QH 9H 8H 7H", "8C", dealer=1)
    for text in ("7D", "AD", "done", "7H"):
        state.apply(state.parse_action(text))
    assert state.stage == Stage.FOLLOW and state.to_move == 0
    return Observation.of(state, 0)


def _hidden(obs: Observation, names: str) -> World:
    """A world whose opponent holds ``names`` plus enough unseen cards that make no
    meld and are no 7 of trump (low diamonds and spades, say)."""
    mask = cards_mask(cards(names))
    assert mask & obs.unseen == mask
    filler = [c for c in cards("9D 8S 7S 8H 9H TD TH") if obs.unseen >> c & 1 and not mask >> c & 1]
    need = obs.hidden_in_opponent_hand - mask.bit_count()
    mask |= cards_mask(filler[:need])
    assert mask.bit_count() == obs.hidden_in_opponent_hand
    return mask, ()


def test_the_history_is_public_and_read_into_windows() -> None:
    obs = _closed_marriage()
    assert [str(a) for a in obs.history] == ["7D", "AD", "done", "7H"]
    (window,) = opponent_windows(obs)
    assert window.trick == 0 and window.declared == () and not window.exchanged
    assert window.later_plays == (cards("7H")[0],)


def test_a_world_holding_the_undeclared_marriage_weighs_less() -> None:
    obs = _closed_marriage()
    weight = read_likelihood(obs, 0.15)
    assert weight is not None
    marriage = weight(_hidden(obs, "KH QH"))
    king_only = weight(_hidden(obs, "KH"))
    assert king_only == 1.0
    # Held at the window with chance (5/6)^2 per card (one play since, one draw).
    held = (5 / 6) ** 2 * (5 / 6) ** 2
    assert marriage == pytest.approx(1 - 0.85 * held)
    # A holding-back player is not ruled out, and a smaller epsilon reads harder.
    strict = read_likelihood(obs, 0.05)
    assert strict is not None
    assert 0.0 < strict(_hidden(obs, "KH QH")) < marriage < 1.0


def test_the_seven_not_exchanged_weighs_the_world_holding_it_down() -> None:
    obs = _closed_marriage()
    weight = read_likelihood(obs, 0.15)
    assert weight is not None
    assert weight(_hidden(obs, "7C")) == pytest.approx(1 - 0.85 * (5 / 6) ** 2)


def test_a_window_where_the_meld_was_declared_says_nothing_of_it() -> None:
    state = dealt(MARJOLET, "7D 8D 9S AS TS JS", "AD KH QH 9H 8H 7H", "8C", dealer=1)
    for text in ("7D", "AD", "meld KH QH", "done", "7H"):
        state.apply(state.parse_action(text))
    obs = Observation.of(state, 0)
    kh_qh = cards_mask(cards("KH QH"))
    assert all(clause.required & kh_qh == 0 for clause in read_clauses(obs))


def test_nothing_to_read_before_the_opponent_held_a_window() -> None:
    state = RoundState.new(MARJOLET, 1, 3)
    assert read_likelihood(Observation.of(state, state.to_move)) is None


def _twin(state: RoundState, seat: int, rng: random.Random) -> RoundState:
    """The same public round with the cards ``seat`` has not seen dealt otherwise: the
    unseen cards permuted among the places they were dealt to (the other hand and the
    stock), the same actions replayed."""
    unseen = Observation.of(state, seat).unseen
    deal = state.deal
    places = [*deal.hands[0], *deal.hands[1], *deal.stock]
    moved = [int(c) for c in places if unseen >> c & 1]
    shuffled = list(moved)
    while shuffled == moved:
        rng.shuffle(shuffled)
    swap = dict(zip(moved, shuffled, strict=True))
    n = len(deal.hands[0])

    def mapped(group: tuple[Card, ...]) -> tuple[Card, ...]:
        return tuple(CARDS[swap.get(int(c), int(c))] for c in group)

    other = Deal(
        deal.dealer,
        (mapped(deal.hands[0]), mapped(deal.hands[1])),
        deal.upcard,
        mapped(deal.stock),
    )
    assert len(other.hands[0]) == n
    twin = RoundState(state.rules, other)
    for action in state.history:
        twin.apply(action)
    return twin


@pytest.mark.parametrize("seed", range(8))
def test_two_hidden_states_with_the_same_observation_weigh_worlds_alike(seed: int) -> None:
    rng = random.Random(seed)
    state = RoundState.new(MARJOLET, rng.randrange(2), rng.randrange(1 << 30))
    for _ in range(rng.randrange(8, 16)):
        if state.upcard < 0:
            break
        random_play(state, rng)
    if state.upcard < 0:
        pytest.skip("the stock ran out")
    seat = state.to_move
    twin = _twin(state, seat, rng)
    assert twin.hands[1 - seat] != state.hands[1 - seat] or twin.stock != state.stock
    first, second = Observation.of(state, seat), Observation.of(twin, seat)
    assert first == second and first.history == second.history
    assert read_clauses(first) == read_clauses(second)
    one, two = read_likelihood(first), read_likelihood(second)
    assert (one is None) == (two is None)
    if one is not None and two is not None:
        for _ in range(50):
            world = sample_world(first, rng)
            assert one(world) == two(world)
            assert 0.0 < one(world) <= 1.0


def test_rejection_keeps_worlds_in_proportion_to_their_weight() -> None:
    worlds = iter([(1, ()), (2, ())] * 5000)
    stream = accepted(worlds, lambda world: 1.0 if world[0] == 1 else 0.25, random.Random(2))
    drawn = [next(stream)[0] for _ in range(1000)]
    assert 750 < drawn.count(1) < 850  # 1 : 0.25, so 80% are the first


@pytest.mark.parametrize("level", ["hard+read", "hard+readkept"])
def test_hard_reading_plays_a_round_in_the_arena(level: str) -> None:
    config = Config(level, "hard", MARJOLET, 2, 1.0, 3)
    summary = arena.run(config, 1, progress=False)
    assert summary["rounds"] == 2 and summary["a_stats"]["level"] == level


def test_the_kept_melds_model_reads_a_meld_as_held_longer() -> None:
    obs = _closed_marriage()
    even = read_likelihood(obs, 0.15)
    kept = read_likelihood(obs, 0.15, KEPT_MELDS)
    assert even is not None and kept is not None
    world = _hidden(obs, "KH QH")
    held = (1 - 0.84 / 6) ** (2 * 1.5)  # two cards, one play since the window, 0.5 more
    assert kept(world) == pytest.approx(1 - 0.85 * held)
    assert kept(world) < even(world)
