"""A match: rounds in sequence until one player reaches the target (or wins enough rounds).

The match owns the dealer rotation and the game totals; each round is a
:class:`RoundState`, and finished rounds are kept as records so that a game can be saved,
reviewed and replayed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from .jsonfile import expect_list
from .records import (
    IN_PROGRESS,
    RecordError,
    deal_to_json,
    from_record,
    read_field,
    read_rules,
    to_record,
)
from .round import Deal, RoundState
from .rules import MatchKind, NextDealer, RuleSet


@dataclass(frozen=True, slots=True)
class RoundResult:
    """The outcome of a finished round as the score sheet shows it."""

    scores: tuple[int, int]
    breakdowns: tuple[dict[str, int], dict[str, int]]
    #: The player with more points this round, or None on a tie.
    winner: int | None
    dealer: int
    record: dict[str, Any]

    @classmethod
    def of(cls, state: RoundState) -> RoundResult:
        scores = (state.score(0), state.score(1))
        winner = None if scores[0] == scores[1] else int(scores[1] > scores[0])
        return cls(
            scores=scores,
            breakdowns=(state.breakdown(0), state.breakdown(1)),
            winner=winner,
            dealer=state.dealer,
            record=to_record(state),
        )


#: The most rounds a game lasts: the reader refuses a longer list (checking each round
#: takes time, and a hostile file could hold millions), so the game ends there whatever
#: its target (docs/rules.md, "Winning the game"): a game to 100,000 points went on past
#: it, and its file could no longer be opened.
MAX_ROUNDS = 1000


class Match:
    """Rounds, totals, the dealer, and who has won the game."""

    def __init__(
        self,
        rules: RuleSet,
        *,
        first_dealer: int | None = None,
        rng: random.Random | int | None = None,
    ) -> None:
        self.rules = rules
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.results: list[RoundResult] = []
        dealer = self.rng.randrange(2) if first_dealer is None else first_dealer
        self.round = RoundState(rules, Deal.shuffled(rules, dealer, self.rng))
        #: Whether the current round is finished and already counted in the totals.
        self.booked = False

    # --- totals ------------------------------------------------------------------------

    @property
    def totals(self) -> tuple[int, int]:
        """Game totals over the finished rounds."""
        return (
            sum(r.scores[0] for r in self.results),
            sum(r.scores[1] for r in self.results),
        )

    @property
    def rounds_won(self) -> tuple[int, int]:
        wins = [0, 0]
        for result in self.results:
            if result.winner is not None:
                wins[result.winner] += 1
        return wins[0], wins[1]

    def winner(self) -> int | None:
        """The winner of the game, or None while it goes on (docs/rules.md, "Winning the game")."""
        decided = self._winner_by_the_target()
        if decided is None and len(self.results) >= MAX_ROUNDS:
            return self._ahead_at_the_limit()
        return decided

    def stopped_at_round_limit(self) -> bool:
        """Whether the game ended at :data:`MAX_ROUNDS` rounds, its target (or its rounds
        to win) not reached: the one ahead won."""
        return len(self.results) >= MAX_ROUNDS and self._winner_by_the_target() is None

    def _ahead_at_the_limit(self) -> int:
        """Who wins a game stopped at the round limit: the one ahead by what the game
        counts (points, or rounds won), else by the other, else the last round's winner,
        else the player who did not deal it."""
        counts = (self.totals, self.rounds_won)
        if self.rules.match == MatchKind.ROUNDS:
            counts = counts[::-1]
        for first, second in counts:
            if first != second:
                return int(second > first)
        last = self.results[-1]
        return last.winner if last.winner is not None else 1 - last.dealer

    def _winner_by_the_target(self) -> int | None:
        rules = self.rules
        if rules.match == MatchKind.ROUNDS:
            wins = self.rounds_won
            for player in (0, 1):
                if wins[player] >= rules.rounds_to_win:
                    return player
            return None
        totals = self.totals
        reached = [p for p in (0, 1) if totals[p] >= rules.target]
        if not reached or totals[0] == totals[1]:
            return None
        return reached[0] if len(reached) == 1 else int(totals[1] > totals[0])

    def is_over(self) -> bool:
        return self.winner() is not None

    # --- rounds ------------------------------------------------------------------------

    def finish_round(self) -> RoundResult:
        """Book the finished current round into the totals."""
        if not self.round.is_over():
            raise ValueError("the round is not over")
        if self.booked:
            return self.results[-1]
        result = RoundResult.of(self.round)
        self.results.append(result)
        self.booked = True
        return result

    def next_dealer(self) -> int:
        last = self.results[-1]
        if self.rules.next_dealer == NextDealer.ROUND_WINNER and last.winner is not None:
            return last.winner
        return 1 - last.dealer

    def start_next_round(self, deal: Deal | None = None) -> RoundState:
        """Deal the next round (after :meth:`finish_round`, while the game goes on)."""
        if not self.booked:
            raise ValueError("the current round is not finished")
        if self.is_over():
            raise ValueError("the game is over")
        dealer = self.next_dealer()
        if deal is None:
            deal = Deal.shuffled(self.rules, dealer, self.rng)
        self.round = RoundState(self.rules, deal)
        self.booked = False
        return self.round

    # --- saving ------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The match as plain data: rules, finished rounds and the round in progress."""
        return {
            "rules": self.rules.to_json(),
            # Copies: the autosave writes them in another thread while a review may be
            # added to a finished round's record.
            "rounds": [dict(result.record) for result in self.results],
            # A finished, counted round is the last of "rounds", not a current one.
            "current": None if self.booked else to_record(self.round),
        }

    @classmethod
    def from_json(cls, data: Any, rng: random.Random | int | None = None) -> Match:
        """The match ``data`` describes; :class:`RecordError` says what is wrong, exactly
        typed: ``"rounds": 5`` or a Bésigue round in a Marjolet match are refused, not
        half-read. Bad rules are a RecordError too (``rules``, the RulesError with it), so
        that a caller has one error to word; a round record's problem keeps its own code,
        with the round it was found in as the error's ``context``."""
        if type(data) is not dict or not {"rules", "rounds", "current"} <= set(data):
            raise RecordError("a match needs 'rules', 'rounds' and 'current'", "not_a_match")
        rules = read_rules(data["rules"])
        rounds = read_field(expect_list, data, "rounds")
        if len(rounds) > MAX_ROUNDS:
            raise RecordError(
                f"'rounds' must be a list of at most {MAX_ROUNDS} round records",
                "too_many_rounds",
                count=len(rounds),
                limit=MAX_ROUNDS,
            )
        match = cls.__new__(cls)
        match.rules = rules
        match.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        match.results = []
        for number, record in enumerate(rounds, 1):
            try:
                state = from_record(record)
            except RecordError as error:
                raise error.within(number) from None
            if not state.is_over():
                raise RecordError(
                    f"round {number} is not finished", "round_not_finished", round=number
                )
            if state.rules != rules:
                raise RecordError(
                    f"round {number} is played under other rules", "round_other_rules", round=number
                )
            match.results.append(RoundResult.of(state))
            if number < len(rounds) and match.is_over():
                raise RecordError(
                    f"the game was already over after round {number}",
                    "game_already_over",
                    round=number,
                )
        # A round begun after the limit (an earlier version went on past it) is dropped:
        # the game ended there.
        if data["current"] is None or match.stopped_at_round_limit():
            if not match.results:
                raise RecordError("a match without rounds needs a round in progress", "no_round")
            match.round = from_record(match.results[-1].record)
            match.booked = True
        else:
            if match.is_over():
                raise RecordError("the game is over but a round is in progress", "round_after_end")
            try:
                match.round = from_record(data["current"])
            except RecordError as error:
                raise error.within(IN_PROGRESS) from None
            match.booked = False
            dealt = deal_to_json(match.round.deal)
            if any(dealt.items() <= result.record.items() for result in match.results):
                # A counted round's deal dealt again as the one in progress (a damaged or
                # hostile save; a game never deals one twice) would be counted twice,
                # finished or once played out: it is left out, and the match stands after
                # its last counted round.
                match.round = from_record(match.results[-1].record)
                match.booked = True
        if match.round.rules != rules:
            raise RecordError(
                "the round in progress is played under other rules", "current_other_rules"
            )
        return match
