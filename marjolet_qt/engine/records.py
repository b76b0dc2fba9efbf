"""Round records (docs/record-format.md): a JSON object that fully determines a round.

Records are how rounds are saved, replayed, checked and shared, so reading one validates
everything and names the first thing wrong, and writing one reproduces the same record.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Literal

from .actions import IllegalActionError
from .cards import CARDS, Card, parse_face
from .jsonfile import FieldError, describe, expect_int, expect_list, expect_str
from .round import Deal, RoundState
from .rules import RulesError, RuleSet

RECORD_FORMAT = "marjolet-round"
RECORD_VERSION = 1
_FIELDS = ("format", "version", "rules", "dealer", "hands", "upcard", "stock", "actions")


#: Where :attr:`RecordError.context` places a problem found in the round in progress.
IN_PROGRESS: Literal["in_progress"] = "in_progress"
#: The round of a match a record problem was found in: its number among the finished
#: rounds (from 1), or :data:`IN_PROGRESS`.
RoundContext = int | Literal["in_progress"]


class RecordError(ValueError):
    """A record (or a saved match) that is not valid, and the first thing wrong with it.

    ``str(error)`` names it in English, for the command lines and the logs; ``code`` and
    ``params`` say it as data, for the application to word in the player's language (the
    engine speaks no other language). See :data:`RECORD_CODES` for the codes and their
    params. ``context`` says where in a match a round record's problem was found (None
    for a record read on its own), so that the nesting is data too, not only a prefix of
    the English message.
    """

    def __init__(self, message: str, code: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params
        self.context: RoundContext | None = None

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled (a worker process's error) with its code, params and context: the
        # default would call the class with the message alone.
        return (_rebuilt, (str(self), self.code, self.params, self.context))

    def within(self, context: RoundContext) -> RecordError:
        """The same problem, found in round ``context`` of a match: the message says so
        first ("round 3: ...") and the code and params are kept for the application."""
        where = "round in progress" if context == IN_PROGRESS else f"round {context}"
        return _rebuilt(f"{where}: {self}", self.code, self.params, context)


def _rebuilt(
    message: str, code: str, params: dict[str, Any], context: RoundContext | None
) -> RecordError:
    """A :class:`RecordError` with its ``context`` (unpickled, or placed in a match)."""
    error = RecordError(message, code, **params)
    error.context = context
    return error


#: Every code of :class:`RecordError`, and its params. A round record's: ``not_object``;
#: ``missing_field`` (``field``); ``unknown_format`` (``format``, the value found);
#: ``unsupported_version`` (``version``, the value found; ``supported``); ``bad_field``
#: (``field`` as the record names it, ``expected`` in English, ``value`` the value found);
#: ``hands_count`` (``count``); ``hand_size`` (``hand``, its index; ``count``, ``expected``);
#: ``stock_size`` (``count``, ``expected``);
#: ``card_repeated`` (``card``, a :class:`Card`; ``count``); ``card_missing`` (``card``);
#: ``unknown_card`` (``field``; ``value``, the value found); ``rules`` (``error``, the
#: :class:`RulesError`); ``illegal_action`` (``index``, from 0; ``action``, the value found;
#: ``seat``, whose move it was; ``error``, the :class:`IllegalActionError`); ``unreadable_action``
#: (``index``, ``action``). A record file the command lines cannot read: ``unreadable_file``
#: (``error``, the :class:`~.jsonfile.JsonFileError`). A match's (``Match.from_json``):
#: ``not_a_match``; ``too_many_rounds`` (``count``, ``limit``); ``round_not_finished``,
#: ``round_other_rules`` and ``game_already_over`` (``round``, from 1); ``no_round``;
#: ``round_after_end``; ``current_other_rules``; and ``bad_field`` and ``rules`` as above.
RECORD_CODES = frozenset(
    {
        "not_object",
        "missing_field",
        "unknown_format",
        "unsupported_version",
        "bad_field",
        "hands_count",
        "hand_size",
        "stock_size",
        "card_repeated",
        "card_missing",
        "unknown_card",
        "rules",
        "illegal_action",
        "unreadable_action",
        "unreadable_file",
        "not_a_match",
        "too_many_rounds",
        "round_not_finished",
        "round_other_rules",
        "game_already_over",
        "no_round",
        "round_after_end",
        "current_other_rules",
    }
)


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
    dealer = read_field(expect_int, data, "dealer", 0, 1)
    hands = read_field(expect_list, data, "hands")
    if len(hands) != 2:
        raise RecordError("'hands' must be a list of two hands", "hands_count", count=len(hands))
    faces: list[list[int]] = []
    for index, hand in enumerate(hands):
        where = f"hands[{index}]"
        faces.append(_read_cards(hand, where))
        if len(hand) != rules.hand_size:
            raise RecordError(
                f"{where} has {len(hand)} cards; these rules deal {rules.hand_size}",
                "hand_size",
                hand=index,
                count=len(hand),
                expected=rules.hand_size,
            )
    upcard = _read_cards([read_field(expect_str, data, "upcard")], "upcard")[0]
    stock = _read_cards(data["stock"], "stock")
    if len(stock) != rules.stock_size:
        raise RecordError(
            f"the stock has {len(stock)} cards; these rules leave {rules.stock_size}",
            "stock_size",
            count=len(stock),
            expected=rules.stock_size,
        )
    counts = Counter(faces[0] + faces[1] + [upcard] + stock)
    copies = rules.copies
    for face in range(32):
        seen, named = counts.get(face, 0), CARDS[face]
        if seen > copies:
            raise RecordError(
                f"card {named} is dealt {seen} times", "card_repeated", card=named, count=seen
            )
        if seen < copies:
            raise RecordError(f"card {named} is missing from the deal", "card_missing", card=named)
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
        raise RecordError(
            f"'{where}' must be a list of cards",
            "bad_field",
            field=where,
            expected="a list of cards",
            value=value,
        )
    result = []
    for text in value:
        try:
            result.append(parse_face(text))
        except ValueError:
            raise RecordError(
                f"{where}: unknown card {describe(text)}", "unknown_card", field=where, value=text
            ) from None
    return result


def read_field(check: Any, data: dict[str, Any], name: str, *args: Any) -> Any:
    """``check(data[name], "'name'", *args)``: the field ``name`` of ``data`` checked by a
    :mod:`.jsonfile` ``expect_*`` function, its :class:`FieldError` a RecordError
    (``bad_field``) that keeps the field's name for the application to show."""
    try:
        return check(data[name], f"'{name}'", *args)
    except FieldError as error:
        raise RecordError(
            str(error), "bad_field", field=name, expected=error.expected, value=error.value
        ) from None


def from_record(data: Any) -> RoundState:
    """The round a record describes, with its actions applied."""
    if type(data) is not dict:
        raise RecordError("a record must be a JSON object", "not_object")
    for name in _FIELDS:
        if name not in data:
            raise RecordError(f"the record has no {name!r} field", "missing_field", field=name)
    if data["format"] != RECORD_FORMAT:
        found = data["format"]
        raise RecordError(
            f"unknown record format {describe(found)}", "unknown_format", format=found
        )
    version = data["version"]
    if type(version) is not int or version != RECORD_VERSION:
        raise RecordError(
            f"unsupported record version {describe(version)} (this program reads {RECORD_VERSION})",
            "unsupported_version",
            version=version,
            supported=RECORD_VERSION,
        )
    rules = read_rules(data["rules"])
    state = RoundState(rules, read_deal(data, rules))
    actions = read_field(expect_list, data, "actions")
    for index, text in enumerate(actions):
        quoted = _quoted(text)
        try:
            action = state.parse_action(text)
        except ValueError as error:
            raise RecordError(
                f"action {index} ({quoted}): {error}",
                "unreadable_action",
                index=index,
                action=text,
            ) from None
        seat = state.to_move
        try:
            state.apply(action)
        except IllegalActionError as error:
            raise RecordError(
                f"action {index} ({quoted}): {error}",
                "illegal_action",
                index=index,
                action=text,
                seat=seat,
                error=error,
            ) from None
    return state


def read_rules(data: Any) -> RuleSet:
    """The rules of a record or a match; their :class:`RulesError` becomes a RecordError
    (``rules``) that carries it, for the application to word with its code."""
    try:
        return RuleSet.from_json(data)
    except RulesError as error:
        raise RecordError(str(error), "rules", error=error) from None


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
