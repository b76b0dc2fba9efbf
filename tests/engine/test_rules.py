"""Rule sets: presets, overrides, validation and their plain-dict form."""

from __future__ import annotations

import pickle
from typing import Any

import pytest

from marjolet_qt.engine import OPTION_KEYS, PRESETS, RulesError, RuleSet
from marjolet_qt.engine.melds import MELD_KEYS


def test_every_preset_of_the_spec() -> None:
    assert set(PRESETS) == {
        "marjolet",
        "marjolet-strict",
        "mariage",
        "mariage-enfants",
        "mariage-classique",
        "besigue",
    }


def test_marjolet_defaults() -> None:
    rules = RuleSet.from_preset("marjolet")
    values = rules.option_values()
    assert values["hand_size"] == 6 and values["deck"] == "piquet32"
    assert values["card_points"] == {"A": 10, "T": 10}
    assert rules.meld_points("four_aces") == 100 and rules.meld_points("four_tens") == 0
    assert values["target"] == 500 and values["phase2_head"] == "never"
    assert rules.stock_size == 19


def test_strict_preset_must_head() -> None:
    assert RuleSet.from_preset("marjolet-strict").phase2_head == "always"


def test_mariage_presets() -> None:
    mariage = RuleSet.from_preset("mariage")
    assert mariage.hand_size == 5 and mariage.stock_size == 21
    assert mariage.option_values()["card_points"] == {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}
    assert mariage.meld_scoring == "captured" and mariage.seven_exchange == "own_turn"
    assert (
        mariage.seven_exchange_points,
        mariage.seven_play_points,
        mariage.seven_upcard_points,
        mariage.stock_out_trick_points,
        mariage.all_final_tricks_points,
    ) == (0, 0, 0, 0, 0)
    assert mariage.last_trick_points == 10 and mariage.target == 350
    children = RuleSet.from_preset("mariage-enfants")
    assert children.seven_exchange == "never"
    assert not children.phase2_follow and not children.phase2_trump
    classic = RuleSet.from_preset("mariage-classique")
    assert classic.phase2_head == "trump_lead" and classic.target == 150
    assert classic.next_dealer == "round_winner" and classic.hand_size == 5


def test_overrides_and_round_trip() -> None:
    rules = RuleSet.from_preset("marjolet", {"target": 1000, "melds": {"four_tens": 50}})
    assert rules.target == 1000
    assert rules.meld_points("four_tens") == 50
    assert rules.meld_points("four_aces") == 100  # meld keys not given keep their points
    data = rules.to_json()
    assert data == {"preset": "marjolet", "options": {"target": 1000, "melds": {"four_tens": 50}}}
    assert RuleSet.from_json(data) == rules
    assert RuleSet.from_json("mariage") == RuleSet.from_preset("mariage")
    assert RuleSet.from_preset("mariage").to_json() == "mariage"
    assert RuleSet.from_preset("mariage").to_json(compact=False) == {
        "preset": "mariage",
        "options": {},
    }
    assert rules.is_custom and not RuleSet.from_preset("marjolet").is_custom


def test_lenient_reading_keeps_every_good_option() -> None:
    """What the settings file uses: each bad part reported with its code, the rest kept."""
    data = {
        "preset": "mariage",
        "options": {"target": 200, "phase2_head": 7, "trumps": 1, "hand_size": 16},
        "colour": "blue",
    }
    rules, problems = RuleSet.parse(data)
    assert rules == RuleSet.from_preset("mariage", {"target": 200})
    assert [p.code for p in problems] == [
        "unknown_field",
        "bad_value",
        "unknown_option",
        "no_stock",
    ]
    assert problems[1].params == {"option": "phase2_head", "value": 7}  # as found: the app words it
    rules, problems = RuleSet.parse({"preset": "belote", "options": {"target": 200}})
    assert rules == RuleSet.from_preset("marjolet", {"target": 200})
    assert [p.code for p in problems] == ["unknown_preset"]
    assert RuleSet.parse(3)[0] == RuleSet.from_preset("marjolet")
    good = RuleSet.from_preset("besigue", {"target": 1200})
    assert RuleSet.parse(good.to_json()) == (good, [])


def test_an_override_equal_to_the_preset_is_not_custom() -> None:
    assert not RuleSet.from_preset("marjolet", {"target": 500}).is_custom


def test_card_points_name_every_scoring_rank() -> None:
    rules = RuleSet.from_preset("marjolet", {"card_points": {"K": 3}})
    assert rules.option_values()["card_points"] == {"K": 3}


def test_every_option_is_settable() -> None:
    samples: dict[str, Any] = {
        "deck": "piquet32",
        "hand_size": 5,
        "card_points": {"A": 11},
        "melds": {"marriage": 30},
        "meld_scoring": "captured",
        "max_melds_per_window": 1,
        "meld_reuse": "other_kind",
        "besigue_jack": "JD",
        "melds_in_phase2": True,
        "seven_exchange": "own_turn",
        "seven_exchange_points": 5,
        "seven_play_points": 5,
        "seven_upcard_points": 7,
        "seven_captured_points": 10,
        "stock_out_trick_points": 0,
        "upcard_taker_points": 10,
        "last_trick_points": 20,
        "all_final_tricks_points": 100,
        "all_final_tricks_replaces_last": False,
        "phase2_follow": False,
        "phase2_trump": False,
        "phase2_head": "trump_lead",
        "target": 1000,
        "match": "rounds",
        "rounds_to_win": 5,
        "next_dealer": "round_winner",
    }
    assert set(samples) == set(OPTION_KEYS)
    for key, value in samples.items():
        rules = RuleSet.from_preset("marjolet", {key: value})
        got = rules.option_values()[key]
        if key == "melds":
            assert got["marriage"] == 30
        else:
            assert got == value, key


@pytest.mark.parametrize(
    ("preset", "options", "message"),
    [
        ("belote", None, "unknown preset 'belote'"),
        ("marjolet", {"trumps": 1}, "unknown option 'trumps'"),
        ("marjolet", {"target": "500"}, "option 'target' must be a whole number"),
        ("marjolet", {"target": True}, "option 'target' must be a whole number"),
        ("marjolet", {"target": 0}, "option 'target' must be between"),
        ("marjolet", {"phase2_follow": 1}, "option 'phase2_follow' must be true or false"),
        ("marjolet", {"phase2_head": "sometimes"}, "option 'phase2_head' must be one of"),
        ("marjolet", {"melds": {"royal": 20}}, "option 'melds': unknown key 'royal'"),
        ("marjolet", {"melds": {"marriage": -20}}, "option 'melds': 'marriage' must be between"),
        ("marjolet", {"card_points": {"X": 2}}, "option 'card_points': unknown key 'X'"),
        ("marjolet", {"card_points": []}, "option 'card_points' must be an object"),
        ("marjolet", {"hand_size": 16}, "option 'hand_size': 16 cards each leaves no stock"),
        ("marjolet", {"last_trick_points": -1}, "must be between"),
    ],
)
def test_bad_rules_are_refused_with_a_message_naming_them(
    preset: str, options: dict[str, Any] | None, message: str
) -> None:
    with pytest.raises(RulesError, match=message.replace("(", r"\(")):
        RuleSet.from_preset(preset, options)


def test_bad_rules_objects() -> None:
    bad: object
    for bad in (3, {"options": {}}, {"preset": "marjolet", "extra": 1}, ["marjolet"]):
        with pytest.raises(RulesError):
            RuleSet.from_json(bad)


def test_rule_sets_are_immutable_and_hashable() -> None:
    rules = RuleSet.from_preset("marjolet")
    with pytest.raises(AttributeError):
        rules.target = 3  # type: ignore[misc]
    assert hash(rules) == hash(RuleSet.from_preset("marjolet"))
    assert len(rules.melds) == len(MELD_KEYS)


def test_rule_sets_pickle_for_worker_processes() -> None:
    rules = RuleSet.from_preset("mariage", {"target": 200})
    assert pickle.loads(pickle.dumps(rules)) == rules


@pytest.mark.parametrize(
    ("preset", "options", "code", "params"),
    [
        ("belote", None, "unknown_preset", {"preset": "belote"}),
        ("marjolet", {"trumps": 1}, "unknown_option", {"option": "trumps"}),
        ("marjolet", {"target": True}, "bad_value", {"option": "target", "value": True}),
        ("marjolet", {"hand_size": "6"}, "bad_value", {"option": "hand_size"}),
        ("marjolet", {"target": -5}, "out_of_range", {"option": "target"}),
        ("marjolet", {"hand_size": 16}, "no_stock", {"cards": 16, "deck": 32}),
    ],
)
def test_refusals_carry_a_code_and_its_data(
    preset: str, options: dict[str, object] | None, code: str, params: dict[str, object]
) -> None:
    """The application words refusals from these, not by re-checking the rules itself."""
    with pytest.raises(RulesError) as error:
        RuleSet.from_preset(preset, options)
    assert error.value.code == code
    assert params.items() <= error.value.params.items()


def test_a_huge_number_out_of_range_is_refused_in_a_short_message() -> None:
    """A 5,000-digit target once raised Python's own ValueError while the refusal was
    being written (found by the fuzzer)."""
    with pytest.raises(RulesError) as refused:
        RuleSet.from_preset("marjolet", {"target": 10**5000})
    assert refused.value.code == "out_of_range"
    assert "about 5000 digits" in str(refused.value) and len(str(refused.value)) < 200
