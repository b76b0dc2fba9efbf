"""Rule sets: the presets of the family games and every option (docs/rules.md, "Every option").

A :class:`RuleSet` is an immutable value built from a preset plus overrides and validated
once, so that the round can trust it and the opponent can cache tables derived from it.
It round-trips through plain dicts, which is how records and settings store it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from typing import Any

from .cards import RANKS
from .jsonfile import describe
from .melds import MARJOLET_MELD_POINTS, MELD_KEYS, MeldTable, MeldTemplate, meld_templates


class RulesError(ValueError):
    """A preset, option or value the engine does not accept.

    ``str(error)`` names it in English (records and the command line); ``code`` and
    ``params`` say it as data, for the application to word in the player's language:
    ``unknown_preset`` (``preset``), ``bad_rules`` (the JSON form is wrong),
    ``unknown_field`` (``field``), ``unknown_option`` (``option``), ``bad_value``
    (``option``, ``value``), ``out_of_range`` (``option``, ``low``, ``high``) and
    ``no_stock`` (``cards``, ``deck``). A value found in a file is given as found (any
    JSON value): the application words it (a 5,000-digit number is not a message).
    """

    def __init__(self, message: str, code: str = "bad_rules", **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class Deck(StrEnum):
    PIQUET = "piquet32"
    DOUBLE = "double64"


class MeldScoring(StrEnum):
    """Melds score when declared after a trick, or as captured marriages (Mariage)."""

    DECLARED = "declared"
    CAPTURED = "captured"


class MeldReuse(StrEnum):
    """Whether a card may serve in several melds, or only in melds of another kind."""

    ANY = "any"
    OTHER_KIND = "other_kind"


class BesigueJack(StrEnum):
    DIAMONDS = "JD"
    HEARTS = "JH"


class SevenExchange(StrEnum):
    """When the 7 of trumps may be exchanged for the upcard."""

    AFTER_TRICK_WIN = "after_trick_win"
    OWN_TURN = "own_turn"
    NEVER = "never"


class Phase2Head(StrEnum):
    """Whether the last tricks must be headed (won when possible)."""

    NEVER = "never"
    ALWAYS = "always"
    TRUMP_LEAD = "trump_lead"


class MatchKind(StrEnum):
    """A game to a points target, or to a number of rounds won."""

    POINTS = "points"
    ROUNDS = "rounds"


class NextDealer(StrEnum):
    ALTERNATE = "alternate"
    ROUND_WINNER = "round_winner"


DECK_SIZES = {Deck.PIQUET: 32, Deck.DOUBLE: 64}
MAX_POINTS = 10_000


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """How one option is checked; the settings dialog builds its editors from these."""

    key: str
    kind: type
    #: The enumeration of a choice option: its values are the choices.
    enum: type[StrEnum] | None = None
    minimum: int = 0
    maximum: int = MAX_POINTS
    group: str = "deal"

    @property
    def choices(self) -> tuple[str, ...]:
        return tuple(member.value for member in self.enum) if self.enum else ()


OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec("deck", str, Deck),
    OptionSpec("hand_size", int, minimum=1, maximum=31),
    OptionSpec("card_points", dict, group="cards"),
    OptionSpec("melds", dict, group="melds"),
    OptionSpec("meld_scoring", str, MeldScoring, group="melds"),
    OptionSpec("max_melds_per_window", int, maximum=99, group="melds"),
    OptionSpec("meld_reuse", str, MeldReuse, group="melds"),
    OptionSpec("besigue_jack", str, BesigueJack, group="melds"),
    OptionSpec("melds_in_phase2", bool, group="melds"),
    OptionSpec("seven_exchange", str, SevenExchange, group="seven"),
    OptionSpec("seven_exchange_points", int, group="seven"),
    OptionSpec("seven_play_points", int, group="seven"),
    OptionSpec("seven_upcard_points", int, group="seven"),
    OptionSpec("seven_captured_points", int, group="seven"),
    OptionSpec("stock_out_trick_points", int, group="tricks"),
    OptionSpec("upcard_taker_points", int, group="tricks"),
    OptionSpec("last_trick_points", int, group="tricks"),
    OptionSpec("all_final_tricks_points", int, group="tricks"),
    OptionSpec("all_final_tricks_replaces_last", bool, group="tricks"),
    OptionSpec("phase2_follow", bool, group="tricks"),
    OptionSpec("phase2_trump", bool, group="tricks"),
    OptionSpec("phase2_head", str, Phase2Head, group="tricks"),
    OptionSpec("target", int, minimum=1, maximum=100_000, group="game"),
    OptionSpec("match", str, MatchKind, group="game"),
    OptionSpec("rounds_to_win", int, minimum=1, maximum=99, group="game"),
    OptionSpec("next_dealer", str, NextDealer, group="game"),
)
OPTION_KEYS: tuple[str, ...] = tuple(spec.key for spec in OPTION_SPECS)
_SPEC_BY_KEY = {spec.key: spec for spec in OPTION_SPECS}

MARJOLET_CARD_POINTS = {"A": 10, "T": 10}
MARIAGE_CARD_POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}

MARJOLET_OPTIONS: dict[str, Any] = {
    "deck": "piquet32",
    "hand_size": 6,
    "card_points": MARJOLET_CARD_POINTS,
    "melds": MARJOLET_MELD_POINTS,
    "meld_scoring": "declared",
    "max_melds_per_window": 0,
    "meld_reuse": "any",
    "besigue_jack": "JH",
    "melds_in_phase2": False,
    "seven_exchange": "after_trick_win",
    "seven_exchange_points": 10,
    "seven_play_points": 10,
    "seven_upcard_points": 10,
    "seven_captured_points": 0,
    "stock_out_trick_points": 10,
    "upcard_taker_points": 0,
    "last_trick_points": 10,
    "all_final_tricks_points": 50,
    "all_final_tricks_replaces_last": True,
    "phase2_follow": True,
    "phase2_trump": True,
    "phase2_head": "never",
    "target": 500,
    "match": "points",
    "rounds_to_win": 3,
    "next_dealer": "alternate",
}

_MARIAGE_CHANGES: dict[str, Any] = {
    "hand_size": 5,
    "card_points": MARIAGE_CARD_POINTS,
    "meld_scoring": "captured",
    "seven_exchange": "own_turn",
    "seven_exchange_points": 0,
    "seven_play_points": 0,
    "seven_upcard_points": 0,
    "seven_captured_points": 0,
    "stock_out_trick_points": 0,
    "all_final_tricks_points": 0,
    "last_trick_points": 10,
    "target": 350,
}

#: Bésigue à deux (seed 004, second half, with the standard game where it is silent).
_BESIGUE_CHANGES: dict[str, Any] = {
    "deck": "double64",
    "hand_size": 8,
    "melds": {
        "trump_jack_queen": 0,
        "trump_jack_other_queen": 0,
        "trump_marriage": 40,
        "marriage": 20,
        "four_aces": 100,
        "four_tens": 0,
        "four_kings": 80,
        "four_queens": 60,
        "four_jacks": 40,
        "besigue": 40,
        "double_besigue": 500,
        "trump_sequence": 250,
    },
    "max_melds_per_window": 1,
    "meld_reuse": "other_kind",
    "besigue_jack": "JD",
    "seven_play_points": 0,
    "stock_out_trick_points": 0,
    "all_final_tricks_points": 0,
    "phase2_head": "always",
    "target": 1000,
}

#: Each preset as its changes from the Marjolet defaults (docs/rules.md, one section each).
PRESET_CHANGES: dict[str, dict[str, Any]] = {
    "marjolet": {},
    "marjolet-strict": {"phase2_head": "always"},
    "mariage": _MARIAGE_CHANGES,
    "mariage-enfants": {
        **_MARIAGE_CHANGES,
        "seven_exchange": "never",
        "phase2_follow": False,
        "phase2_trump": False,
    },
    "mariage-classique": {
        **_MARIAGE_CHANGES,
        "phase2_head": "trump_lead",
        "target": 150,
        "next_dealer": "round_winner",
    },
    "besigue": _BESIGUE_CHANGES,
}
PRESETS: tuple[str, ...] = tuple(PRESET_CHANGES)


def _points_tuple(card_points: Mapping[str, int]) -> tuple[int, ...]:
    return tuple(card_points.get(rank, 0) for rank in RANKS)


@dataclass(frozen=True)
class RuleSet:
    """An immutable, validated set of rules. Build it with :meth:`from_preset`."""

    preset: str
    deck: Deck
    hand_size: int
    card_points: tuple[int, ...]  # points per rank, indexed weakest (7) first
    melds: tuple[tuple[str, int], ...]  # (meld key, points) in MELD_KEYS order
    meld_scoring: MeldScoring
    max_melds_per_window: int
    meld_reuse: MeldReuse
    besigue_jack: BesigueJack
    melds_in_phase2: bool
    seven_exchange: SevenExchange
    seven_exchange_points: int
    seven_play_points: int
    seven_upcard_points: int
    seven_captured_points: int
    stock_out_trick_points: int
    upcard_taker_points: int
    last_trick_points: int
    all_final_tricks_points: int
    all_final_tricks_replaces_last: bool
    phase2_follow: bool
    phase2_trump: bool
    phase2_head: Phase2Head
    target: int
    match: MatchKind
    rounds_to_win: int
    next_dealer: NextDealer
    _cache: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)

    # --- construction ---------------------------------------------------------------

    @classmethod
    def from_preset(
        cls, preset: str = "marjolet", options: Mapping[str, Any] | None = None
    ) -> RuleSet:
        """The preset with ``options`` overriding it; ``RulesError`` names a bad key."""
        if not isinstance(preset, str) or preset not in PRESET_CHANGES:
            known = ", ".join(PRESETS)
            raise RulesError(
                f"unknown preset {describe(preset)} (known presets: {known})",
                "unknown_preset",
                preset=preset,
            )
        values = {**MARJOLET_OPTIONS, **PRESET_CHANGES[preset]}
        if options is not None:
            if not isinstance(options, Mapping):
                raise RulesError("rule options must be an object of option: value")
            for key, value in options.items():
                values[key] = _checked_option(key, value, values)
        return cls._build(preset, values)

    @classmethod
    def from_json(cls, data: Any) -> RuleSet:
        """A preset name, or ``{"preset": name, "options": {...}}`` as records store it."""
        preset, options, problems = _json_parts(data)
        if problems:
            raise problems[0]
        return cls.from_preset(preset, options)

    @classmethod
    def parse(cls, data: Any) -> tuple[RuleSet, list[RulesError]]:
        """Lenient :meth:`from_json`: what cannot be used is left out, and reported.

        For a file a player may have edited (the settings): an unknown preset gives
        Marjolet's rules, and the options are taken one by one, so one bad option — or
        one that leaves no stock with those before it — does not cost the others.
        """
        preset, options, problems = _json_parts(data)
        try:
            rules = cls.from_preset(preset)
        except RulesError as error:
            problems.append(error)
            preset = "marjolet"
            rules = cls.from_preset(preset)
        kept: dict[str, Any] = {}
        for key, value in options.items():
            try:
                rules = cls.from_preset(preset, {**kept, key: value})
            except RulesError as error:
                problems.append(error)
            else:
                kept[key] = value
        return rules, problems

    @classmethod
    def _build(cls, preset: str, values: dict[str, Any]) -> RuleSet:
        # The presets spell choices as plain strings: every choice becomes its member.
        values = {key: _as_member(key, value) for key, value in values.items()}
        deck_size = DECK_SIZES[values["deck"]]
        hand_size = values["hand_size"]
        if 2 * hand_size + 2 > deck_size:
            raise RulesError(
                f"option 'hand_size': {hand_size} cards each leaves no stock in a "
                f"{deck_size}-card deck",
                "no_stock",
                cards=hand_size,
                deck=deck_size,
            )
        melds = {**MARJOLET_MELD_POINTS, **values["melds"]}
        plain = {k: v for k, v in values.items() if k not in ("card_points", "melds")}
        return cls(
            preset=preset,
            card_points=_points_tuple(values["card_points"]),
            melds=tuple((key, melds[key]) for key in MELD_KEYS),
            **plain,
        )

    # --- serialisation -------------------------------------------------------------

    def option_values(self) -> dict[str, Any]:
        """Every option with its value, in the plain form records use."""
        values: dict[str, Any] = {}
        for key in OPTION_KEYS:
            if key == "card_points":
                values[key] = {r: p for r, p in zip(RANKS, self.card_points, strict=True) if p}
            elif key == "melds":
                values[key] = dict(self.melds)
            else:
                values[key] = getattr(self, key)
        return values

    def overrides(self) -> dict[str, Any]:
        """The options that differ from the preset."""
        base = RuleSet.from_preset(self.preset).option_values()
        mine = self.option_values()
        result: dict[str, Any] = {}
        for key in OPTION_KEYS:
            if mine[key] == base[key]:
                continue
            if key == "melds":
                result[key] = {k: v for k, v in mine[key].items() if base[key].get(k) != v}
            else:
                result[key] = mine[key]
        return result

    def to_json(self, *, compact: bool = True) -> str | dict[str, Any]:
        """The preset name when nothing is overridden, else preset and options.

        ``compact=False`` always gives ``{"preset", "options"}``: the settings file's form,
        where a player adding an option by hand finds where it goes.
        """
        overrides = self.overrides()
        if compact and not overrides:
            return self.preset
        return {"preset": self.preset, "options": overrides}

    @property
    def is_custom(self) -> bool:
        return bool(self.overrides())

    # --- derived tables --------------------------------------------------------------

    @property
    def deck_size(self) -> int:
        return DECK_SIZES[self.deck]

    @property
    def copies(self) -> int:
        return self.deck_size // 32

    @property
    def stock_size(self) -> int:
        return self.deck_size - 2 * self.hand_size - 1

    def meld_points(self, key: str) -> int:
        return dict(self.melds)[key]

    # --- the choices as flags: the round's hot paths read these, not the enumerations ---

    @cached_property
    def declares(self) -> bool:
        """Melds are declared in windows after a trick (not counted from captures)."""
        return self.meld_scoring == MeldScoring.DECLARED

    @cached_property
    def captures(self) -> bool:
        """Marriages score when both cards are won in tricks (Mariage)."""
        return self.meld_scoring == MeldScoring.CAPTURED

    @cached_property
    def exchanges(self) -> bool:
        """The 7 of trumps may be exchanged at all."""
        return self.seven_exchange != SevenExchange.NEVER

    @cached_property
    def exchange_after_win(self) -> bool:
        return self.seven_exchange == SevenExchange.AFTER_TRICK_WIN

    @cached_property
    def exchange_on_own_turn(self) -> bool:
        return self.seven_exchange == SevenExchange.OWN_TURN

    @cached_property
    def opens_window(self) -> bool:
        """A phase-1 trick's winner gets a window (to declare, or to exchange the 7)."""
        return self.declares or self.exchange_after_win

    @cached_property
    def window_in_phase2(self) -> bool:
        return self.declares and self.melds_in_phase2

    @cached_property
    def reuse_by_kind(self) -> bool:
        """A card may serve again only in a meld of another kind (Bésigue)."""
        return self.meld_reuse == MeldReuse.OTHER_KIND

    @cached_property
    def heads_always(self) -> bool:
        """In the last tricks a player who can follow must win the trick if they can."""
        return self.phase2_head == Phase2Head.ALWAYS

    @cached_property
    def heads_trump_lead(self) -> bool:
        """...only when trumps are led."""
        return self.phase2_head == Phase2Head.TRUMP_LEAD

    @cached_property
    def points_by_card(self) -> tuple[int, ...]:
        """Trick points of every card id."""
        return tuple(self.card_points[i & 7] for i in range(64))

    def templates(self, trump: int) -> tuple[MeldTemplate, ...]:
        """The meld card sets for ``trump``."""
        return self.meld_table(trump).templates

    def meld_table(self, trump: int) -> MeldTable:
        """The melds under ``trump``, built once per rule set and trump."""
        key = ("melds", trump)
        found = self._cache.get(key)
        if found is None:
            found = self._cache[key] = MeldTable(
                meld_templates(dict(self.melds), trump, self.copies, self.besigue_jack)
            )
        return found

    def __reduce__(self) -> tuple[Any, ...]:
        # Worker processes receive rule sets by pickling; the cache is rebuilt there.
        return (RuleSet.from_json, (self.to_json(),))


def _json_parts(data: Any) -> tuple[Any, dict[str, Any], list[RulesError]]:
    """The preset and options of a JSON form of the rules, and what is wrong with its shape
    (the preset and the options themselves are checked by :meth:`RuleSet.from_preset`)."""
    if isinstance(data, str):
        return data, {}, []
    if not isinstance(data, Mapping):
        shape = RulesError("rules must be a preset name or an object with a preset")
        return "marjolet", {}, [shape]
    problems: list[RulesError] = []
    for name in data:
        if name not in ("preset", "options"):
            problems.append(
                RulesError(f"unknown field {describe(name)} in rules", "unknown_field", field=name)
            )
    if "preset" not in data:
        problems.append(RulesError("rules object has no 'preset'"))
    options = data.get("options", {})
    if type(options) is not dict:
        problems.append(RulesError(f"rule options must be an object, not {describe(options)}"))
        options = {}
    return data.get("preset", "marjolet"), options, problems


def _as_member(key: str, value: Any) -> Any:
    """A choice option's value as its enumeration's member; other values as they are."""
    enum = _SPEC_BY_KEY[key].enum
    return enum(value) if enum is not None else value


def _checked_option(key: str, value: Any, current: Mapping[str, Any]) -> Any:
    spec = _SPEC_BY_KEY.get(key)
    if spec is None:
        raise RulesError(f"unknown option {describe(key)}", "unknown_option", option=key)
    where = f"option {key!r}"

    def bad(text: str, shown: Any) -> RulesError:
        return RulesError(f"{where}{text}", "bad_value", option=key, value=shown)

    def out_of_range(text: str, low: int, high: int) -> RulesError:
        return RulesError(f"{where}{text}", "out_of_range", option=key, low=low, high=high)

    if spec.kind is bool:
        if not isinstance(value, bool):
            raise bad(f" must be true or false, not {describe(value)}", value)
        return value
    if spec.kind is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise bad(f" must be a whole number, not {describe(value)}", value)
        if not spec.minimum <= value <= spec.maximum:
            low, high = spec.minimum, spec.maximum
            raise out_of_range(
                f" must be between {low} and {high}, not {describe(value)}", low, high
            )
        return value
    if spec.kind is str:
        if not isinstance(value, str) or value not in spec.choices:
            choices = ", ".join(repr(c) for c in spec.choices)
            raise bad(f" must be one of {choices}, not {describe(value)}", value)
        return spec.enum(value) if spec.enum else value
    # dict options
    if not isinstance(value, Mapping):
        raise bad(f" must be an object, not {describe(value)}", value)
    allowed = tuple(RANKS) if key == "card_points" else MELD_KEYS
    for name, points in value.items():
        if name not in allowed:
            raise bad(f": unknown key {describe(name)}", name)
        if not isinstance(points, int) or isinstance(points, bool):
            raise bad(f": {name!r} must be a whole number, not {describe(points)}", points)
        if not 0 <= points <= MAX_POINTS:
            raise out_of_range(f": {name!r} must be between 0 and {MAX_POINTS}", 0, MAX_POINTS)
    if key == "melds":
        return {**current["melds"], **value}
    return dict(value)


__all__ = [
    "DECK_SIZES",
    "OPTION_KEYS",
    "OPTION_SPECS",
    "PRESETS",
    "BesigueJack",
    "Deck",
    "MatchKind",
    "MeldReuse",
    "MeldScoring",
    "NextDealer",
    "OptionSpec",
    "Phase2Head",
    "RuleSet",
    "RulesError",
    "SevenExchange",
]
