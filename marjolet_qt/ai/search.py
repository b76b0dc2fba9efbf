"""Hard and Open hand: determinised search with heuristic rollouts and an exact finish.

For each decision the player samples worlds consistent with what it has seen (all of them
when they are few), and in each world tries every candidate action: the round is played
out by the rule-of-thumb policy for both sides until the stock is empty, then solved
exactly by the phase-2 solver. Every candidate is evaluated in the same worlds with the
same rollout randomness (common random numbers), so the comparison between candidates is
much sharper than their absolute values. The action with the best mean wins.

The search is anytime: it stops when its time budget is spent (or after a fixed number
of worlds, for reproducible tests, or when ``should_stop`` says so) and plays the best
so far. It also stops early once the choice is settled: when, paired world by world, no
other candidate could beat the leader by more than a fraction of a point at a high
confidence. Most decisions are clear long before the budget runs out, and a player
waiting for the computer notices the difference; the clock only matters for close calls.
A search the clock cut short with few worlds (Bésigue's long rounds) keeps the rules of
thumb's move unless another proves clearly better: the best of a few noisy means is
closer to a random move than to a good one.

The open-hand variant is the same search handed the true world: the upper bound that
shows what Hard loses to not knowing the opponent's cards.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from marjolet_qt.engine.actions import EXCHANGE, PLAY_ACTIONS, Action
from marjolet_qt.engine.cards import iter_cards
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import RoundState, Stage
from marjolet_qt.engine.rules import RuleSet

from . import heuristics
from . import value as value_model
from .base import ExplainingPlayer
from .heuristics import ROLLOUT, View
from .inference import HELD_MODELS, read_likelihood, softened_chance
from .reading import HistoryReader
from .reasons import ONLY_MOVE, Reason, why
from .rollout import rollout_policy
from .sampling import World, accepted, resampled, world_count, worlds
from .solver import Phase2Solver, SolverLimitError

if TYPE_CHECKING:
    from .continuation import Continuation, ContinuationTrees

#: The solver gives up past this many nodes inside rollouts (only huge custom hands).
ROLLOUT_NODE_LIMIT = 30_000
#: Hard's own endgame decisions may look further (they have the whole budget).
ENDGAME_NODE_LIMIT = 300_000
#: The early stop: no candidate may beat the leader by more than ``INDIFFERENCE`` points
#: per round at ``CONFIDENCE_Z`` standard errors, after at least ``MIN_WORLDS`` worlds.
#: Differences below a point are noise in a game counted in tens; z = 2.5 keeps the
#: chance of stopping on a wrong leader small even though the test is repeated.
CONFIDENCE_Z = 2.5
INDIFFERENCE = 0.5
MIN_WORLDS = 24
#: A search cut short with fewer than ``TRUSTED_WORLDS`` worlds keeps the rules of thumb's
#: move unless it shows another better by ``PRIOR_Z`` standard errors of their paired
#: difference. Picking the best of several noisy means is close to picking at random: in
#: Bésigue, whose long rounds allow a 1 s search only a few dozen worlds, the bare search
#: lost to Easy (36% of rounds at 0.25 s) while the rules of thumb beat it (77%). With a
#: hundred worlds and more (Marjolet at 1 s), the search is better trusted outright: a
#: prior there made the choices worse against a long reference search.
TRUSTED_WORLDS = 100
PRIOR_Z = 2.0
#: Worlds drawn for each one the search sees when it reweighs them (see ``resampled``).
INFERENCE_CANDIDATES = 8


def play_out(
    state: RoundState,
    rng: random.Random | int,
    solver: Phase2Solver,
    style: heuristics.Style = ROLLOUT,
    exact_tail: int = 0,
) -> int:
    """Finish ``state`` (modified in place) with the rule-of-thumb policy for both
    sides until the stock is gone, then solve exactly. Returns seat 0 minus seat 1.

    ``rng`` may be a seed: the rollout policy has no noise, so a generator is only made
    if the solver gives up (huge custom hands) and the rules of thumb finish the round.
    With the :data:`ROLLOUT` style the moves come from :class:`.rollout.RolloutPolicy`,
    which chooses what :func:`heuristics.phase1_card` would, reading the round directly.

    ``exact_tail`` (an experiment, 0 for Hard): once the stock holds at most that many
    cards, the rest of phase 1 is played perfectly too (:func:`exact_value`), both sides
    knowing the world, instead of by the rules of thumb.
    """
    if style.noise or not style.count_cards:
        return _play_out_views(state, rng, solver, style)
    policy = rollout_policy(state.rules, state.trump, style.weights, style.learned)
    while state.upcard >= 0:
        if exact_tail and len(state.stock) - state.stock_pos <= exact_tail:
            return exact_value(state, solver, -_INF, _INF)
        if state.stage == Stage.OVER:
            break
        state.apply_unchecked(policy.move(state))
    return _finish(state, rng, solver, style)


#: Beyond any round's point difference: the open window of :func:`exact_value`.
_INF = 1 << 30


def exact_value(state: RoundState, solver: Phase2Solver, alpha: int, beta: int) -> int:
    """Seat 0 minus seat 1 with perfect play by both sides, every card known, from a
    phase-1 ``state`` near the end of the stock: alpha-beta over the phase-1 actions
    left (the windows' too), then the exact phase-2 solve (rules of thumb past its node
    limit). Its cost grows fast with the stock: for the last trick or two only."""
    if state.upcard < 0 or state.stage == Stage.OVER:
        return _finish(state, 0, solver, ROLLOUT)
    maximise = state.to_move == 0
    best = -_INF if maximise else _INF
    for action in state.legal_actions():
        child = state.clone()
        child.apply_unchecked(action)
        value = exact_value(child, solver, alpha, beta)
        if maximise:
            if value > best:
                best = value
                alpha = max(alpha, value)
        elif value < best:
            best = value
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best


def _finish(
    state: RoundState, rng: random.Random | int, solver: Phase2Solver, style: heuristics.Style
) -> int:
    """The exact value of a phase-2 position (or of a finished round); past the solver's
    node limit, the rules of thumb play it out instead."""
    try:
        return solver.solve(state)
    except SolverLimitError:
        if not isinstance(rng, random.Random):
            rng = random.Random(rng)
        while state.stage != Stage.OVER:
            legal = state.legal_actions()
            state.apply_unchecked(heuristics.choose(View.of_state(state, legal), rng, style))
        return state.score(0) - state.score(1)


def _play_out_views(
    state: RoundState, rng: random.Random | int, solver: Phase2Solver, style: heuristics.Style
) -> int:
    """:func:`play_out` for another style than the rollouts' (a noisy one uses ``rng``):
    a :class:`View` and the legal actions at every move."""
    if not isinstance(rng, random.Random):
        rng = random.Random(rng)
    while state.upcard >= 0 and state.stage != Stage.OVER:
        legal = state.legal_actions()
        if len(legal) == 1:
            action = legal[0]
        elif state.stage == Stage.WINDOW:
            action = heuristics.window_choice(View.of_state(state, legal))
        else:
            view = View.of_state(state, legal)
            if EXCHANGE in legal:
                action = EXCHANGE
            else:
                action = PLAY_ACTIONS[heuristics.phase1_card(view, rng, style)]
        state.apply_unchecked(action)
    return _finish(state, rng, solver, style)


def lead_likelihood(obs: Observation) -> Callable[[World], float] | None:
    """How likely the opponent's lead on the table is in a world: the softened rules of
    thumb's chance of leading it from the hand the world gives the opponent (its cards
    and the one led). None when Hard does not follow a lead in phase 1: nothing to read.

    Honest by construction: the world is one the observation allows, and the lead is
    what the seat saw; the opponent's view is rebuilt from them as the rollouts do."""
    if obs.stage != Stage.FOLLOW or obs.upcard < 0 or obs.lead_card < 0:
        return None
    lead = obs.lead_card
    copies = 1 << lead | 1 << (lead ^ 32)  # (the scores may name either copy)
    opponent = 1 - obs.seat
    policy = rollout_policy(obs.rules, obs.trump)
    seven_bits = policy.seven_bits

    def weight(world: World) -> float:
        state = obs.world(*world)
        state.forget_history()
        state.hands[opponent] |= 1 << lead
        state.lead_card = -1
        state.stage = Stage.LEAD
        state.to_move = state.leader = opponent
        if seven_bits >> lead & 1:
            state.sevens_scored &= ~(1 << lead)  # it scored when led
        scores: list[tuple[int, float]] = []
        policy.phase1_card(state, state.copies_offered(state.hands[opponent]), scores)
        return softened_chance(scores, copies)

    return weight


def _mean_and_error(values: list[float]) -> tuple[float, float]:
    """The mean of ``values`` (one per world, two at least) and its standard error."""
    n = len(values)
    mean = sum(values) / n
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    error: float = (variance / n) ** 0.5
    return mean, error


class SearchResult:
    """Per-candidate values world by world, for the choice, the early stop and the
    explanation."""

    def __init__(self, candidates: list[Action]) -> None:
        self.candidates = candidates
        #: values[i][w]: candidate i's point difference (for the searching seat) in world w.
        self.values: list[list[float]] = [[] for _ in candidates]
        self.worlds = 0
        #: How many distinct worlds the observation allows (0 for the open hand's one).
        self.possible = 0
        self.exhaustive = False
        #: Why the search ended: "budget", "settled", "iterations" or "asked".
        self.stopped_by = ""
        #: "search" (the best mean) or "rules of thumb" (no move proved better than theirs).
        self.chosen_by = "search"

    def means(self) -> list[float]:
        n = max(1, self.worlds)
        return [sum(v) / n for v in self.values]

    def difference(self, index: int, other: int) -> tuple[float, float]:
        """Mean and standard error of candidate ``index`` minus ``other``, world by world
        (the same worlds and rollout randomness: most of the noise cancels out)."""
        diffs = [a - b for a, b in zip(self.values[index], self.values[other], strict=True)]
        return _mean_and_error(diffs)

    def error(self, index: int) -> float:
        """The standard error of candidate ``index``'s mean over the worlds (two worlds
        at least)."""
        return _mean_and_error(self.values[index])[1]

    def settled(self, z: float = CONFIDENCE_Z, indifference: float = INDIFFERENCE) -> bool:
        """Whether every other candidate is, at ``z`` standard errors of the paired
        differences, at most ``indifference`` points better than the current leader."""
        if self.worlds < 2 or len(self.candidates) < 2:
            return self.worlds >= 1
        means = self.means()
        leader = max(range(len(means)), key=means.__getitem__)
        for index in range(len(self.candidates)):
            if index != leader:
                mean, error = self.difference(index, leader)
                if mean + z * error >= indifference:
                    return False
        return True

    def proves_better(self, index: int, other: int, z: float) -> bool:
        """Whether candidate ``index`` beats ``other`` by more than ``z`` standard errors
        of their difference world by world."""
        if self.worlds < 2:
            return False
        mean, error = self.difference(index, other)
        return mean - z * error > 0

    def ranking(self) -> list[tuple[float, Action]]:
        return sorted(zip(self.means(), self.candidates, strict=True), key=lambda p: -p[0])


class SearchPlayer(ExplainingPlayer):
    """Determinised search (Hard), or with ``open_hand`` the cheating upper bound."""

    needs_truth = False

    def __init__(
        self,
        name: str = "hard",
        *,
        iterations: int | None = None,
        enumerate_limit: int = 720,
        safety: float = 0.9,
        early_stop: bool = True,
        prior_z: float | None = PRIOR_Z,
        clock: Callable[[], float] = time.perf_counter,
        inference: bool = False,
        history_read: bool = False,
        read_epsilon: float | None = None,
        read_model: str = "even",
        rollout_style: heuristics.Style = ROLLOUT,
        exact_tail: int = 0,
        reply: str = "",
        continuation: Continuation | None = None,
        value: bool = False,
    ) -> None:
        self.name = name
        #: Each candidate's rollout corrected by the learned value of the position it
        #: leads to (see :func:`valued_play_out`; False, Hard's way: the rollout alone).
        #: An arena experiment of issue #17, like ``exact_tail``.
        self.value = value
        #: Trees of the seat's own later moves below each candidate instead of the rules
        #: of thumb's (see :mod:`.continuation`; None, Hard's way: the rules of thumb).
        self.continuation = continuation
        #: The last search's trees when it grew them (tests, reports).
        self.last_trees: ContinuationTrees | None = None
        #: Each lead is valued against the follower's best answer in each world rather
        #: than the rules of thumb's (see :func:`best_reply`): "world" (the follower
        #: knows the world), "blind" (not the stock's order) or "" (Hard's way: the
        #: rules of thumb answer). An arena experiment on Hard: like ``exact_tail``,
        #: Expert's workers (:mod:`.worker_pool`) do not receive it.
        self.reply = reply
        #: Rollouts play the last phase-1 tricks perfectly once the stock holds at most
        #: this many cards (see :func:`play_out`; 0, Hard's way: the rules of thumb).
        self.exact_tail = exact_tail
        #: The rules of thumb of the rollouts and of the fallback move (other weights
        #: than the default ones: an experiment, see ``benchmarks/tune.py``).
        self.rollout_style = rollout_style
        #: Reweigh the worlds by the opponent's lead (see :func:`lead_likelihood`).
        self.inference = inference
        #: Reweigh the worlds by the opponent's every phase-1 play and closed window
        #: (:class:`.reading.HistoryReader`; instead of the lead's reading).
        self.history_read = history_read
        #: Weigh the worlds by the opponent's closed windows (see
        #: :func:`.inference.read_likelihood`): a world where it held a meld or the 7 it
        #: did not declare or exchange weighs this much. None: not read (Hard's way).
        self.read_epsilon = read_epsilon
        #: How likely a card held now was held at an earlier window: a key of
        #: :data:`.inference.HELD_MODELS` (a name, which the arena's experiments set).
        self.read_model = read_model
        #: Fixed number of worlds per decision (deterministic tests) instead of a clock.
        self.iterations = iterations
        self.enumerate_limit = enumerate_limit
        #: Share of the budget the search allows itself (the rest covers overheads).
        self.safety = safety
        #: Stop as soon as the choice is settled (see :meth:`SearchResult.settled`).
        self.early_stop = early_stop
        #: How sure the search must be to overrule the rules of thumb (see ``PRIOR_Z``);
        #: None: the best mean always wins.
        self.prior_z = prior_z
        #: What the budget is measured on: the wall clock for a player waiting at the
        #: table; the arena may pass ``time.process_time`` so that a loaded machine
        #: does not weaken the player it measures.
        self.clock = clock
        self._solvers: dict[RuleSet, Phase2Solver] = {}
        self.last_result: SearchResult | None = None

    def truth_worlds(self, truth: World, rng: random.Random) -> Iterator[World]:
        """The worlds searched when the arena hands over the true one (Open hand)."""
        return _repeat(truth)

    def solver(self, rules: RuleSet) -> Phase2Solver:
        found = self._solvers.get(rules)
        if found is None:
            found = self._solvers[rules] = Phase2Solver(rules, max_nodes=ROLLOUT_NODE_LIMIT)
        return found

    # --- the Player interface ----------------------------------------------------------

    def choose_with_reason(
        self,
        observation: Observation,
        budget: float = 1.0,
        rng: random.Random | None = None,
        should_stop: Callable[[], bool] | None = None,
        truth: World | None = None,
    ) -> tuple[Action, Reason]:
        rng = rng if rng is not None else random.Random()
        legal = list(observation.legal_actions)
        self.last_result = None
        if len(legal) == 1:
            return legal[0], ONLY_MOVE
        stage = observation.stage
        view = View.of_observation(observation)
        scarce = heuristics.scarce_window(observation.rules)
        if EXCHANGE in legal or (stage == Stage.WINDOW and observation.upcard >= 0 and not scarce):
            # The exchange is never worse than waiting, and it may complete a meld. Every
            # meld may be declared at once: declaring them all is the play. With one meld
            # per trick (Bésigue), which one, or none yet, is worth a search.
            action = heuristics.window_choice(view)
            return action, why(view, action)
        if observation.upcard < 0:
            return self._endgame(observation, view, rng)
        return self._search(observation, view, budget, rng, should_stop=should_stop, truth=truth)

    def evaluate(
        self,
        observation: Observation,
        rng: random.Random,
        should_stop: Callable[[], bool] | None = None,
    ) -> SearchResult:
        """Every legal action's value, world by world, with none of play's shortcuts (the
        exchange, declaring everything) and no prior: what a review grades decisions by.
        Give the player ``iterations`` (the number of worlds) for a reproducible result;
        ``should_stop`` ends it early (a review cancelled: the result is then partial)."""
        view = View.of_observation(observation)
        self._search(observation, view, float("inf"), rng, should_stop=should_stop, truth=None)
        assert self.last_result is not None
        return self.last_result

    def _endgame(self, obs: Observation, view: View, rng: random.Random) -> tuple[Action, Reason]:
        """Phase 2: both hands are known, so solve exactly."""
        state = obs.world(0, ())
        solver = self.solver(obs.rules)
        solver.max_nodes = ENDGAME_NODE_LIMIT
        try:
            action, value = solver.best_action(state)
        except SolverLimitError:
            action = heuristics.choose(view, rng, heuristics.MEDIUM)
            return obs.canonical(action), why(view, action)
        finally:
            solver.max_nodes = ROLLOUT_NODE_LIMIT
        return action, why(view, action).with_params(solved=value)

    def _search(
        self,
        obs: Observation,
        view: View,
        budget: float,
        rng: random.Random,
        *,
        should_stop: Callable[[], bool] | None,
        truth: World | None,
    ) -> tuple[Action, Reason]:
        legal = list(obs.legal_actions)
        clock = self.clock
        start = clock()
        deadline = start + max(0.0, budget) * self.safety
        result = SearchResult(legal)
        stream: Iterator[World]
        if truth is not None:
            stream = self.truth_worlds(truth, rng)
        else:
            stream = worlds(obs, rng, self.enumerate_limit)
            result.possible = world_count(obs)
            result.exhaustive = result.possible <= self.enumerate_limit
            if self.read_epsilon is not None:
                model = HELD_MODELS[self.read_model]
                reading = read_likelihood(obs, self.read_epsilon, model)
                if reading is not None:
                    stream = accepted(stream, reading, rng)
                    result.exhaustive = False  # worlds are drawn by weight, not listed
            weight: Callable[[World], float] | None = None
            if self.history_read:  # (every play: the lead on the table among them)
                reader = HistoryReader(obs, random.Random(rng.getrandbits(32)))
                weight = reader.weight if reader.ready else None
            elif self.inference:
                weight = lead_likelihood(obs)
            if weight is not None:
                stream = resampled(stream, weight, rng, INFERENCE_CANDIDATES)
                result.exhaustive = False  # worlds are drawn by weight, not listed
        self._explore(
            obs, stream, rng, result, start=start, deadline=deadline, should_stop=should_stop
        )
        self.last_result = result
        ranking = result.ranking()
        best = ranking[0][1]
        trusted = result.stopped_by == "settled" or result.worlds >= TRUSTED_WORLDS
        if self.prior_z is not None and not trusted:
            # The rules of thumb of its rollouts (Medium's before its weights were tuned).
            default = obs.canonical(heuristics.choose(view, rng, self.rollout_style))
            if default != best and not result.proves_better(
                legal.index(best), legal.index(default), self.prior_z
            ):
                result.chosen_by = "rules of thumb"
                return default, search_reason(view, result, default)
        return best, search_reason(view, result, best)

    def _explore(
        self,
        obs: Observation,
        stream: Iterator[World],
        rng: random.Random,
        result: SearchResult,
        *,
        start: float,
        deadline: float,
        should_stop: Callable[[], bool] | None,
    ) -> None:
        """Evaluate every candidate in the worlds of ``stream`` into ``result`` until the
        iterations, the clock, ``should_stop`` or a settled choice end the search. Each
        world takes one seed from ``rng`` right after it is drawn: Expert
        (:mod:`.parallel`) draws worlds and seeds in this same order and hands them to
        other processes, so that given the same worlds both searches see the same values."""
        trees = None
        if self.continuation is not None:
            trees = self.last_trees = self.continuation.trees(len(result.candidates))
        minimum = MIN_WORLDS
        if result.exhaustive:
            minimum = min(minimum, result.possible)
        next_check = minimum
        values = result.values
        solver = self.solver(obs.rules)
        model = value_model.load() if self.value else None
        clock = self.clock
        for world in stream:
            seed = rng.getrandbits(48)
            found = world_values(
                obs,
                result.candidates,
                world,
                seed,
                solver,
                style=self.rollout_style,
                exact_tail=self.exact_tail,
                reply=self.reply,
                trees=trees,
                model=model,
            )
            for index, value in enumerate(found):
                values[index].append(value)
            result.worlds += 1
            # Asked first: a search of a fixed number of worlds (a review's) stops too.
            if should_stop is not None and should_stop():
                result.stopped_by = "asked"
                break
            if self.iterations is not None:
                if result.worlds >= self.iterations:
                    result.stopped_by = "iterations"
                    break
                continue
            now = clock()
            if now + (now - start) / result.worlds > deadline:
                result.stopped_by = "budget"
                break
            if self.early_stop and result.worlds >= next_check:
                # Checking costs a pass over every value: do it at growing intervals.
                next_check = result.worlds + max(4, result.worlds // 8)
                if result.settled():
                    result.stopped_by = "settled"
                    break


def world_values(
    obs: Observation,
    candidates: list[Action],
    world: World,
    seed: int,
    solver: Phase2Solver,
    *,
    style: heuristics.Style = ROLLOUT,
    exact_tail: int = 0,
    reply: str = "",
    trees: ContinuationTrees | None = None,
    model: value_model.ValueModel | None = None,
) -> list[int]:
    """Each candidate's value in one world, for the searching seat: the round from
    ``obs`` dealt as ``world``, the candidate played, the rest played out with the same
    rollout ``seed`` for every candidate (common random numbers). With ``trees`` (a
    continuation's, :mod:`.continuation`) the seat's later moves are theirs instead of
    the rules of thumb's (``exact_tail`` and ``reply`` are Hard's experiments, not theirs)."""
    if trees is not None:
        return trees.world_values(obs, candidates, world, seed, solver, style=style)
    base = obs.world(*world)
    base.forget_history()
    sign = 1 if obs.seat == 0 else -1
    values: list[int] = []
    for action in candidates:
        state = base.clone()
        state.apply_unchecked(action)
        if reply and state.stage == Stage.FOLLOW and state.upcard >= 0:
            value = best_reply(state, seed, solver, style, exact_tail, blind=reply == "blind")
            values.append(sign * value)
        elif model is not None:
            values.append(sign * valued_play_out(state, seed, solver, style, model))
        else:
            values.append(sign * play_out(state, seed, solver, style, exact_tail))
    return values


def valued_play_out(
    state: RoundState,
    seed: int,
    solver: Phase2Solver,
    style: heuristics.Style,
    model: value_model.ValueModel,
) -> int:
    """:func:`play_out`'s value corrected by the learned ``model`` (seat 0 minus seat 1):
    the rules of thumb first play the windows and draws to the next card to lead or
    follow (the positions the model was fitted on), whose features and rollout the model
    reads. Past the stock the exact solve stands alone: nothing is left to correct."""
    if state.rules != model.rules:
        return play_out(state, seed, solver, style)
    policy = rollout_policy(state.rules, state.trump, style.weights, style.learned)
    while state.upcard >= 0 and state.stage not in (Stage.LEAD, Stage.FOLLOW, Stage.OVER):
        state.apply_unchecked(policy.move(state))
    if state.upcard < 0 or state.stage == Stage.OVER:
        return play_out(state, seed, solver, style)
    position = state.clone()
    sign = 1 if state.to_move == 0 else -1
    rollout = sign * play_out(state, seed, solver, style)
    return sign * round(model.predict(value_model.position_features(position, rollout)))


def best_reply(
    state: RoundState,
    seed: int,
    solver: Phase2Solver,
    style: heuristics.Style = ROLLOUT,
    exact_tail: int = 0,
    *,
    blind: bool = False,
) -> int:
    """Seat 0 minus seat 1 after the follower's best answer to the card just led in
    phase 1, each answer played out as :func:`play_out` does: one ply of the world's
    own minimax instead of the rules of thumb's answer (an experiment, ``reply``).

    The follower chooses knowing the world, as every rollout's player does, the stock's
    order included, which no player knows and which matters most at the trick before the
    draw. ``blind``: it chooses in a copy of the world whose stock is shuffled (seeded by
    ``seed``), and the answer chosen is then played out in the world itself."""
    legal = state.legal_actions()
    if EXCHANGE in legal:
        return play_out(state, seed, solver, style, exact_tail)
    maximise = state.to_move == 0
    chooser = state
    if blind and state.stock_count > 1:
        chooser = state.clone()
        rest = list(chooser.stock[chooser.stock_pos :])
        random.Random(seed).shuffle(rest)
        chooser.stock = chooser.stock[: chooser.stock_pos] + tuple(rest)
    best, answer = 0, legal[0]
    for index, action in enumerate(legal):
        branch = chooser.clone()
        branch.apply_unchecked(action)
        value = play_out(branch, seed, solver, style, exact_tail)
        if index == 0 or (value > best if maximise else value < best):
            best, answer = value, action
    if chooser is state:
        return best
    state.apply_unchecked(answer)
    return play_out(state, seed, solver, style, exact_tail)


def _repeat(world: World) -> Iterator[World]:
    while True:
        yield world


def search_reason(view: View, result: SearchResult, chosen: Action) -> Reason:
    """Why ``chosen``, with what the search expects of it: its mean over the deals tried,
    and its margin over the next best move when the search shows one (a margin within
    the noise of a search the clock cut short is not claimed)."""
    index = result.candidates.index(chosen)
    means = result.means()
    complete = result.exhaustive and result.worlds >= result.possible
    params: dict[str, int | bool] = {
        "expected": round(means[index]),
        "deals": result.worlds,
        "all_deals": complete,
    }
    if result.worlds >= 2 and not complete:
        # Its margin of error (two standard errors of the mean): a few deals of Bésigue
        # gave figures that swung by a hundred points from one move to the next.
        params["error"] = round(2 * result.error(index))
    others = [i for i in range(len(means)) if i != index]
    if others:
        second = max(others, key=means.__getitem__)
        margin = round(means[index] - means[second])
        if margin >= 1 and (complete or result.proves_better(index, second, CONFIDENCE_Z)):
            params["margin"] = margin
    return why(view, chosen).with_params(**params)


class OpenHandPlayer(SearchPlayer):
    """The same search given the true hidden cards and stock order (not an opponent:
    the measure of what Hard loses by not knowing). The arena passes ``truth``."""

    needs_truth = True
    #: Whether it knows the stock's order too. False (the arena's ``open-stock``): it
    #: knows the other hand only and searches over the stock's orders, like a player who
    #: read the other hand perfectly from its play: how much of Open hand's lead over
    #: Hard any reading could win back, the stock's order being unknowable.
    stock_known = True
    #: Above 0 (the arena's ``open-peek1``, ``open-peek2``): it knows only that many of
    #: the other hand's hidden cards, drawn at random for each decision, and searches the
    #: worlds that give them to the other hand: the most a reader who has made out that
    #: many cards from the opponent's play could gain (issue #17's bound on reading).
    peek = 0

    def __init__(self, name: str = "open", **kwargs: object) -> None:
        super().__init__(name, **kwargs)  # type: ignore[arg-type]

    def truth_worlds(self, truth: World, rng: random.Random) -> Iterator[World]:
        if self.peek:
            return _peeked(truth, self.peek, rng)
        if self.stock_known:
            return _repeat(truth)
        return _shuffled_stock(truth, rng)


def _peeked(world: World, count: int, rng: random.Random) -> Iterator[World]:
    """Worlds whose hidden hand holds ``count`` of ``world``'s hidden cards (drawn once),
    the rest of the unseen cards dealt at random to the hand and the stock."""
    hand, stock = world
    held = list(iter_cards(hand))
    known = rng.sample(held, min(count, len(held)))
    known_bits = sum(1 << card for card in known)
    rest = [card for card in (*held, *stock) if not known_bits >> card & 1]
    size = len(held) - len(known)
    while True:
        rng.shuffle(rest)
        yield known_bits | sum(1 << card for card in rest[:size]), tuple(rest[size:])


def _shuffled_stock(world: World, rng: random.Random) -> Iterator[World]:
    """``world``'s hidden hand with its stock in a new random order each time."""
    hand, stock = world
    cards = list(stock)
    while True:
        rng.shuffle(cards)
        yield hand, tuple(cards)
