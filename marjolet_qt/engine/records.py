"""Round records (docs/record-format.md): a JSON object that fully determines a round.

Records are how rounds are saved, replayed, checked and shared, so reading one validates
everything and names the first thing wrong, and writing one reproduces the same record.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .actions import IllegalActionError
from .cards import CARDS, Card, parse_face
from .jsonfile import FieldError, describe, expect_int, expect_list, expect_str
from .round import Deal, RoundState
from .rules import RulesError, RuleSet

RECORD_FORMAT = "marjolet-round"
RECORD_VERSION = 1
_FIELDS = ("format", "version", "rules", "dealer", "hands", "upcard", "stock", "actions")


class RecordError(ValueError):
    """A record that is not a valid round; the message says what is wrong."""


def deal_to_json(deal: Deal) -> dict[str, Any]:
    return {
        "dealer": deal.dealer,
        "hands": [[str(c) for c in hand] for hand in deal.hands],
        "upcard": str(deal.upcard),
        "stock": [str(c) for c in deal.stock],
    }


def to_record(state: RoundState) -> dict[str, Any]:
    """The record of ``state``: its rules, its deal and every action so far."""
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "rules": state.rules.to_json(),
        **deal_to_json(state.deal),
        "actions": [str(action) for action in state.history],
    }


def read_deal(data: dict[str, Any], rules: RuleSet) -> Deal:
    """The deal of a record, checked against the rules' deck and hand size."""
    dealer = _field(expect_int, data["dealer"], "'dealer'", 0, 1)
    hands = _field(expect_list, data["hands"], "'hands'")
    if len(hands) != 2:
        raise RecordError("'hands' must be a list of two hands")
    faces: list[list[int]] = []
    for index, hand in enumerate(hands):
        where = f"hands[{index}]"
        faces.append(_read_cards(hand, where))
        if len(hand) != rules.hand_size:
            raise RecordError(f"{where} has {len(hand)} cards; these rules deal {rules.hand_size}")
    upcard = _read_cards([_field(expect_str, data["upcard"], "'upcard'")], "upcard")[0]
    stock = _read_cards(data["stock"], "stock")
    if len(stock) != rules.stock_size:
        raise RecordError(f"the stock has {len(stock)} cards; these rules leave {rules.stock_size}")
    counts = Counter(faces[0] + faces[1] + [upcard] + stock)
    copies = rules.copies
    for face in range(32):
        seen = counts.get(face, 0)
        if seen > copies:
            raise RecordError(f"card {CARDS[face]} is dealt {seen} times")
        if seen < copies:
            raise RecordError(f"card {CARDS[face]} is missing from the deal")
    # Give repeated cards (two packs) distinct copies, in dealing order.
    used: Counter[int] = Counter()

    def card(face: int) -> Card:
        copy = used[face]
        used[face] += 1
        return CARDS[face + 32 * copy]

    dealt_hands = (tuple(card(f) for f in faces[0]), tuple(card(f) for f in faces[1]))
    up = card(upcard)
    return Deal(dealer, dealt_hands, up, tuple(card(f) for f in stock))


def _read_cards(value: Any, where: str) -> list[int]:
    if type(value) is not list or len(value) > 64:
        raise RecordError(f"'{where}' must be a list of cards")
    result = []
    for text in value:
        try:
            result.append(parse_face(text))
        except ValueError:
            raise RecordError(f"{where}: unknown card {describe(text)}") from None
    return result


def _field(check: Any, value: Any, where: str, *args: Any) -> Any:
    """``check(value, where, *args)``, its :class:`FieldError` turned into a RecordError."""
    try:
        return check(value, where, *args)
    except FieldError as error:
        raise RecordError(str(error)) from None


def from_record(data: Any) -> RoundState:
    """The round a record describes, with its actions applied."""
    if type(data) is not dict:
        raise RecordError("a record must be a JSON object")
    for name in _FIELDS:
        if name not in data:
            raise RecordError(f"the record has no {name!r} field")
    if data["format"] != RECORD_FORMAT:
        raise RecordError(f"unknown record format {describe(data['format'])}")
    version = data["version"]
    if type(version) is not int or version != RECORD_VERSION:
        raise RecordError(
            f"unsupported record version {describe(version)} (this program reads {RECORD_VERSION})"
        )
    try:
        rules = RuleSet.from_json(data["rules"])
    except RulesError as error:
        raise RecordError(str(error)) from None
    state = RoundState(rules, read_deal(data, rules))
    actions = _field(expect_list, data["actions"], "'actions'")
    for index, text in enumerate(actions):
        try:
            state.apply(state.parse_action(text))
        except (IllegalActionError, ValueError) as error:
            raise RecordError(f"action {index} ({_quoted(text)}): {error}") from None
    return state


def _quoted(text: Any) -> str:
    """An action as messages cite it: ``"AC"`` (shortened when absurdly long)."""
    if type(text) is not str:
        return describe(text)
    return f'"{text}"' if len(text) <= 30 else f'"{text[:27]}…"'


def summary(state: RoundState) -> dict[str, Any]:
    """What the replay command prints: over, scores and their breakdown."""
    return {
        "over": state.is_over(),
        "scores": [state.score(0), state.score(1)],
        "breakdown": [state.breakdown(0), state.breakdown(1)],
    }
