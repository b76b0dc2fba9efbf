"""A damaged record or match is refused with a code and params, not only English words.

The application words every :class:`RecordError` from its ``code`` and ``params``
(``texts.record_problem``), so each code must come with exactly the params it promises
(:data:`~marjolet_qt.engine.records.RECORD_CODES`), for the damage it names.
"""

from __future__ import annotations

import copy
import json
import pickle
import random
from pathlib import Path
from typing import Any

import pytest

from marjolet_qt.engine import RecordError, RoundState, RuleSet, from_record, to_record
from marjolet_qt.engine.actions import IllegalActionError
from marjolet_qt.engine.cards import parse_card
from marjolet_qt.engine.cli import load_round
from marjolet_qt.engine.jsonfile import JsonFileError
from marjolet_qt.engine.match import MAX_ROUNDS, Match
from marjolet_qt.engine.records import IN_PROGRESS, RECORD_CODES
from marjolet_qt.engine.rules import RulesError

from ..fuzzing import sample_matches
from .test_records import BASE

MARJOLET, BESIGUE = sample_matches()


def record(**changes: Any) -> dict[str, Any]:
    """:data:`BASE` (a Marjolet round two actions in) with ``changes``; None removes."""
    damaged: dict[str, Any] = copy.deepcopy(BASE)
    for key, value in changes.items():
        if value is None:
            del damaged[key]
        else:
            damaged[key] = value
    return damaged


def won_round(rules: RuleSet) -> dict[str, Any]:
    """The record of a finished round under ``rules`` that one player won (no tie)."""
    for seed in range(20):
        rng = random.Random(seed)
        state = RoundState.new(rules, dealer=0, rng=seed)
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
        if state.score(0) != state.score(1):
            return to_record(state)
    raise AssertionError("every round was a tie")


#: A game won by the first round that is not a tie.
QUICK = RuleSet.from_preset("marjolet", {"target": 1})
QUICK_WON = won_round(QUICK)
QUICK_CURRENT = to_record(RoundState.new(QUICK, dealer=1, rng=5))
BESIGUE_CURRENT = to_record(RoundState.new(RuleSet.from_preset("besigue"), dealer=0, rng=3))
HAND_0, HAND_1 = record()["hands"]
STOCK: list[str] = record()["stock"]


def match(**changes: Any) -> dict[str, Any]:
    """The sample Marjolet match (two finished rounds, one in progress) with ``changes``."""
    return {**copy.deepcopy(MARJOLET), **changes}


def quick_match(rounds: list[Any], current: Any) -> dict[str, Any]:
    return {"rules": QUICK.to_json(), "rounds": rounds, "current": current}


#: (what is read, the code, its params): the underlying errors of ``rules`` and
#: ``illegal_action`` stand here as their code.
RECORD_CASES: list[tuple[Any, str, dict[str, Any]]] = [
    ([], "not_object", {}),
    ("AC", "not_object", {}),
    (record(dealer=None), "missing_field", {"field": "dealer"}),
    (record(actions=None), "missing_field", {"field": "actions"}),
    (record(format="marjolet-game"), "unknown_format", {"format": "marjolet-game"}),
    (record(version=2), "unsupported_version", {"version": 2, "supported": 1}),
    (record(version=1.0), "unsupported_version", {"version": 1.0, "supported": 1}),
    (record(dealer=2), "bad_field", {"field": "dealer", "expected": "0 or 1", "value": 2}),
    (record(dealer=True), "bad_field", {"field": "dealer", "expected": "0 or 1", "value": True}),
    (record(hands={}), "bad_field", {"field": "hands", "expected": "a list", "value": {}}),
    (
        record(upcard=["AS"]),
        "bad_field",
        {"field": "upcard", "expected": "a string", "value": ["AS"]},
    ),
    (record(actions="AC"), "bad_field", {"field": "actions", "expected": "a list", "value": "AC"}),
    (
        record(stock="KS"),
        "bad_field",
        {"field": "stock", "expected": "a list of cards", "value": "KS"},
    ),
    (
        record(hands=[HAND_0, "7C"]),
        "bad_field",
        {"field": "hands[1]", "expected": "a list of cards", "value": "7C"},
    ),
    (record(hands=[HAND_0]), "hands_count", {"count": 1}),
    (record(hands=[HAND_0, HAND_1, HAND_1]), "hands_count", {"count": 3}),
    (record(hands=[["KH"], HAND_1]), "hand_size", {"hand": 0, "count": 1, "expected": 6}),
    (record(stock=STOCK[:-1]), "stock_size", {"count": 18, "expected": 19}),
    (record(upcard="7S"), "card_repeated", {"card": parse_card("7S"), "count": 2}),
    (record(hands=[HAND_0, ["8S", *HAND_1[1:]]]), "card_missing", {"card": parse_card("7C")}),
    (record(upcard="1S"), "unknown_card", {"field": "upcard", "value": "1S"}),
    (record(stock=["XX", *STOCK[1:]]), "unknown_card", {"field": "stock", "value": "XX"}),
    (record(rules="piquet"), "rules", {"error": "unknown_preset"}),
    (
        record(rules={"preset": "marjolet", "options": {"speed": 1}}),
        "rules",
        {"error": "unknown_option"},
    ),
    (
        record(actions=["AC", "AC"]),
        "illegal_action",
        {"index": 1, "action": "AC", "seat": 1, "error": "not_held"},
    ),
    (
        record(actions=["AC", "7C", "AS"]),
        "illegal_action",
        {"index": 2, "action": "AS", "seat": 0, "error": "window_open"},
    ),
    (record(actions=["XX"]), "unreadable_action", {"index": 0, "action": "XX"}),
    (record(actions=["play AC"]), "unreadable_action", {"index": 0, "action": "play AC"}),
    (record(actions=[3]), "unreadable_action", {"index": 0, "action": 3}),
]

MATCH_CASES: list[tuple[Any, str, dict[str, Any]]] = [
    ([], "not_a_match", {}),
    ({"rules": "marjolet", "rounds": []}, "not_a_match", {}),
    (match(rules="piquet"), "rules", {"error": "unknown_preset"}),
    (match(rounds=5), "bad_field", {"field": "rounds", "expected": "a list", "value": 5}),
    (match(rounds=None), "bad_field", {"field": "rounds", "expected": "a list", "value": None}),
    (
        match(rounds=[MARJOLET["rounds"][0]] * (MAX_ROUNDS + 1)),
        "too_many_rounds",
        {"count": MAX_ROUNDS + 1, "limit": MAX_ROUNDS},
    ),
    (match(rounds=[MARJOLET["current"]]), "round_not_finished", {"round": 1}),
    (
        match(rounds=[MARJOLET["rounds"][0], MARJOLET["current"]]),
        "round_not_finished",
        {"round": 2},
    ),
    (match(rounds=BESIGUE["rounds"]), "round_other_rules", {"round": 1}),
    (quick_match([QUICK_WON, QUICK_WON], None), "game_already_over", {"round": 1}),
    (match(rounds=[], current=None), "no_round", {}),
    (quick_match([QUICK_WON], QUICK_CURRENT), "round_after_end", {}),
    (match(rounds=[], current=BESIGUE_CURRENT), "current_other_rules", {}),
]


def _params(error: RecordError) -> dict[str, Any]:
    """The error's params, an underlying engine error by its code (compared by value)."""
    return {
        key: value.code if isinstance(value, RulesError | IllegalActionError) else value
        for key, value in error.params.items()
    }


@pytest.mark.parametrize(("data", "code", "params"), RECORD_CASES)
def test_each_damage_of_a_record_has_its_code(data: Any, code: str, params: dict[str, Any]) -> None:
    with pytest.raises(RecordError) as raised:
        from_record(data)
    error = raised.value
    assert (error.code, _params(error)) == (code, params)
    assert error.context is None


@pytest.mark.parametrize(("data", "code", "params"), MATCH_CASES)
def test_each_damage_of_a_match_has_its_code(data: Any, code: str, params: dict[str, Any]) -> None:
    with pytest.raises(RecordError) as raised:
        Match.from_json(data)
    error = raised.value
    assert (error.code, _params(error)) == (code, params)
    assert error.context is None


def test_the_underlying_errors_are_kept_whole() -> None:
    """The application words them with their own texts (rules_refusal, refusal_text)."""
    with pytest.raises(RecordError) as rules:
        from_record(record(rules={"preset": "marjolet", "options": {"target": 0}}))
    refused = rules.value.params["error"]
    assert isinstance(refused, RulesError) and refused.code == "out_of_range"
    assert refused.params == {"option": "target", "low": 1, "high": 100_000}
    with pytest.raises(RecordError) as action:
        from_record(record(actions=["AC", "AC"]))
    illegal = action.value.params["error"]
    assert isinstance(illegal, IllegalActionError)
    assert illegal.params == {"card": parse_card("AC")}


@pytest.mark.parametrize(
    ("context", "place", "prefix"),
    [(2, "rounds", "round 2: "), (IN_PROGRESS, "current", "round in progress: ")],
)
def test_a_round_problem_in_a_match_says_which_round_as_data(
    context: Any, place: str, prefix: str
) -> None:
    """Not only a prefix of the English message: the code, the params and the round."""
    rounds = copy.deepcopy(MARJOLET["rounds"])
    current = copy.deepcopy(MARJOLET["current"])
    if place == "rounds":
        rounds[1]["upcard"] = "1S"
    else:
        current["hands"] = current["hands"][:1]
    with pytest.raises(RecordError) as raised:
        Match.from_json(match(rounds=rounds, current=current))
    error = raised.value
    assert error.context == context
    assert str(error).startswith(prefix)
    if place == "rounds":
        assert (error.code, error.params) == ("unknown_card", {"field": "upcard", "value": "1S"})
    else:
        assert (error.code, error.params) == ("hands_count", {"count": 1})


@pytest.mark.parametrize("content", [b"{not json", None])
def test_a_record_file_the_command_lines_cannot_read(tmp_path: Path, content: Any) -> None:
    path = tmp_path / "round.json"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(RecordError) as raised:
        load_round(str(path))
    error = raised.value
    assert error.code == "unreadable_file"
    assert isinstance(error.params["error"], JsonFileError)
    assert str(error) == str(error.params["error"])


def test_every_code_is_tried_here() -> None:
    tried = {code for _, code, _ in RECORD_CASES + MATCH_CASES} | {"unreadable_file"}
    assert tried == RECORD_CODES


def test_the_english_messages_stay_for_the_command_lines() -> None:
    """The command lines and the logs print ``str(error)`` as before."""
    expected = {
        json.dumps(record(upcard="7S")): "card 7S is dealt 2 times",
        json.dumps(record(hands=[["KH"], HAND_1])): "hands[0] has 1 cards; these rules deal 6",
        json.dumps(record(actions=["AC", "AC"])): 'action 1 ("AC"): you do not hold AC',
    }
    for data, message in expected.items():
        with pytest.raises(RecordError) as raised:
            from_record(json.loads(data))
        assert str(raised.value) == message


def test_an_error_crosses_a_process_whole() -> None:
    """Pickled (a worker process's error), an error keeps its code, params and round."""
    with pytest.raises(RecordError) as raised:
        from_record(record(actions=["XX"]))
    error = raised.value.within(2)
    again = pickle.loads(pickle.dumps(error))
    assert (str(again), again.code, again.params, again.context) == (
        str(error),
        "unreadable_action",
        {"index": 0, "action": "XX"},
        2,
    )


@pytest.mark.parametrize(
    "action",
    ["meld KH QH KH", "meld KH KH", " AC", "AC ", "meld  KH QH", "meld KH QH ", "meld\tKH QH"],
)
def test_a_meld_naming_a_card_twice_or_odd_spacing_is_no_move(action: str) -> None:
    """A record writes one space between words and each card once; the reader took
    "meld KH QH KH" for the marriage and read past tabs and doubled spaces."""
    with pytest.raises(RecordError) as raised:
        from_record(record(actions=[action]))
    assert raised.value.code == "unreadable_action"
