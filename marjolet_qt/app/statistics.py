"""The player's statistics, per opponent level and rule preset, kept across games.

Counted from the engine's finished rounds and games (never from what the table showed),
and stored as a versioned JSON file beside the saved games. Games played with options of
the player's own are counted apart from their preset's (:func:`rules_key`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication

from marjolet_qt.engine.jsonfile import (
    FieldError,
    expect_bool,
    expect_int,
    expect_list,
    expect_object,
    expect_str,
)
from marjolet_qt.engine.melds import MELD_KEYS
from marjolet_qt.engine.round import RoundState
from marjolet_qt.engine.rules import MeldScoring, RulesError, RuleSet
from marjolet_qt.engine.tricks import captured_marriages

from . import texts
from .storage import (
    FORMAT_KEY,
    STATISTICS_FORMAT,
    CorruptFileError,
    NewerSchemaError,
    damaged,
    format_time,
    load_or_recover,
    read_json,
    write_json_atomic,
)

STATS_SCHEMA = 1
STATS_NAME = "statistics.json"
#: How many games and rounds the charts remember per level and preset.
HISTORY_LIMIT = 500

translate = QCoreApplication.translate


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass
class Tally:
    """The counts for one opponent level under one preset."""

    games_played: int = 0
    games_won: int = 0
    #: Games given up unfinished and lost for good (a new game dealt over one never
    #: saved): without them, a record could be kept spotless by never finishing a
    #: losing game. Not counted among those played.
    games_abandoned: int = 0
    rounds_played: int = 0
    rounds_won: int = 0
    points: int = 0
    best_round: int = 0
    capots: int = 0
    #: Whether a round counted here was scored under rules with a capot bonus (the
    #: statistics show the capot row then); None in files of earlier versions, whose
    #: tallies are judged by their preset (:func:`shows_capots`).
    scores_capots: bool | None = None
    undos: int = 0
    melds: dict[str, int] = field(default_factory=dict)
    #: (when, won) per finished game, oldest first.
    games: list[tuple[str, bool]] = field(default_factory=list)
    #: (when, your points, the computer's points) per finished round, oldest first.
    rounds: list[tuple[str, int, int]] = field(default_factory=list)

    def keep_within_bounds(self) -> None:
        """Every count within what :meth:`from_json` accepts: the writer must never make a
        file its reader refuses (counts edited up to the limit went past it at the next
        round, and the statistics were set aside as damaged at the next start)."""
        for name in _COUNTS:
            low = -MAX_COUNT if name == "points" else 0
            setattr(self, name, max(low, min(MAX_COUNT, getattr(self, name))))
        self.melds = {key: min(MAX_COUNT, count) for key, count in self.melds.items()}
        if len(self.melds) > MAX_MELD_KINDS:
            # Kinds this version does not know (a hand-edited file's) give way to the
            # melds declared: one more kind declared made a table the reader refuses.
            unknown = [key for key in self.melds if key not in MELD_KEYS]
            drop = set(unknown[: len(self.melds) - MAX_MELD_KINDS])
            self.melds = {key: n for key, n in self.melds.items() if key not in drop}

    @property
    def average_points(self) -> float:
        return self.points / self.rounds_played if self.rounds_played else 0.0

    @classmethod
    def from_json(cls, data: Any, where: str = "tally") -> Tally:
        """A tally read strictly; :class:`FieldError` names the first bad value."""
        data = expect_object(data, where)
        tally = cls()
        for name in _COUNTS:
            value = data.get(name, 0)
            low = -MAX_COUNT if name == "points" else 0
            setattr(tally, name, expect_int(value, f"{where}.{name}", low, MAX_COUNT))
        # More won than played cannot come from play ("5 of 1 (500 %)").
        for won, played in (("games_won", "games_played"), ("rounds_won", "rounds_played")):
            if getattr(tally, won) > getattr(tally, played):
                raise FieldError(f"{where}.{won}", f"at most {played}", getattr(tally, won))
        melds = expect_object(data.get("melds", {}), f"{where}.melds")
        if len(melds) > MAX_MELD_KINDS:
            raise FieldError(f"{where}.melds", f"a table of at most {MAX_MELD_KINDS} melds", melds)
        tally.melds = {
            key: expect_int(count, f"{where}.melds.{key}", 0, MAX_COUNT)
            for key, count in melds.items()
        }
        if (capots := data.get("scores_capots")) is not None:
            tally.scores_capots = expect_bool(capots, f"{where}.scores_capots")
        tally.games = _newest(data, "games", where, _game_entry)
        tally.rounds = _newest(data, "rounds", where, _round_entry)
        return tally

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        if self.scores_capots is None:
            del data["scores_capots"]  # (not known: left out, as earlier versions wrote)
        return data


EntryT = TypeVar("EntryT")


def _newest(
    data: dict[str, Any], name: str, where: str, entry: Callable[[Any, str], EntryT]
) -> list[EntryT]:
    """The history ``name`` of a tally, each entry read by ``entry``: its newest
    :data:`HISTORY_LIMIT`, as writing keeps them (a file with 200,000 rounds was thrown
    away whole, "cannot hold a list", every tally with it)."""
    items = expect_list(data.get(name, []), f"{where}.{name}")
    skipped = max(0, len(items) - HISTORY_LIMIT)
    return [
        entry(item, f"{where}.{name}[{index}]")
        for index, item in enumerate(items[skipped:], start=skipped)
    ]


#: The plain counts of a tally, in the file's order.
_COUNTS = (
    "games_played",
    "games_won",
    "games_abandoned",
    "rounds_played",
    "rounds_won",
    "points",
    "best_round",
    "capots",
    "undos",
)
#: Larger counts cannot come from play (a billion rounds); they are a damaged file.
MAX_COUNT = 10**9
#: The most meld kinds a tally counts (the game knows a dozen; a file may name others).
MAX_MELD_KINDS = 64


def _when(value: Any, where: str) -> str:
    text = expect_str(value, where)
    if len(text) > 64:
        raise FieldError(where, "a date", value)
    return text


def _game_entry(entry: Any, where: str) -> tuple[str, bool]:
    items = expect_list(entry, where)
    if len(items) != 2:
        raise FieldError(where, "[date, won]", entry)
    return _when(items[0], f"{where}[0]"), expect_bool(items[1], f"{where}[1]")


def _round_entry(entry: Any, where: str) -> tuple[str, int, int]:
    items = expect_list(entry, where)
    if len(items) != 3:
        raise FieldError(where, "[date, your points, the computer's points]", entry)
    return (
        _when(items[0], f"{where}[0]"),
        expect_int(items[1], f"{where}[1]", -MAX_COUNT, MAX_COUNT),
        expect_int(items[2], f"{where}[2]", -MAX_COUNT, MAX_COUNT),
    )


def scores_capots(rules: RuleSet) -> bool:
    """Whether ``rules`` score a capot (every last trick won): Mariage and Bésigue have
    none, and winning their last tricks is no bonus earned, to count or to show."""
    return bool(rules.all_final_tricks_points)


#: Ends the key of the games played with options of the player's own: a Marjolet played
#: to 1,000 points, or dealt ten cards, is not the game the preset's record speaks of,
#: and was counted in it (its average points, its best round).
CUSTOM_MARK = "+custom"


def rules_key(rules: RuleSet) -> str:
    """Under which rules a round played by ``rules`` is counted: the preset's name, or
    that name and :data:`CUSTOM_MARK` when some option differs from the preset."""
    return rules.preset + CUSTOM_MARK if rules.is_custom else rules.preset


def split_rules_key(key: str) -> tuple[str, bool]:
    """The preset a tally's rules key names, and whether its games had options of the
    player's own."""
    if key.endswith(CUSTOM_MARK):
        return key.removesuffix(CUSTOM_MARK), True
    return key, False


def shows_capots(key: str, tally: Tally) -> bool:
    """Whether the tally of ``key`` has a capot row: its rounds were scored with a capot
    bonus; for a tally of an earlier version, which did not say, whether its preset
    scores one (a preset this version does not know, a newer version's, is given the
    benefit of the doubt)."""
    if tally.scores_capots is not None:
        return tally.scores_capots
    try:
        return scores_capots(RuleSet.from_preset(split_rules_key(key)[0]))
    except RulesError:
        return True


class Statistics:
    """Tallies keyed by ``(level, preset)``."""

    def __init__(
        self,
        tallies: dict[tuple[str, str], Tally] | None = None,
        rounds_counted: Iterable[str] = (),
        games_counted: Iterable[str] = (),
    ) -> None:
        self.tallies: dict[tuple[str, str], Tally] = tallies or {}
        #: :func:`round_identity` of the last rounds counted (at most
        #: :data:`HISTORY_LIMIT`, the latest last), and of the rounds that ended the last
        #: games counted. The statistics are saved the moment a round ends, the game a
        #: moment later (autosave.py): a game killed in between resumes one move before the
        #: end, plays it again, and must not count the round (or the game) twice. Nor a
        #: saved game opened again and finished a second time: with the last deal alone
        #: remembered, it was counted again once another round had ended meanwhile.
        self.rounds_counted = list(rounds_counted)[-HISTORY_LIMIT:]
        self.games_counted = list(games_counted)[-HISTORY_LIMIT:]

    @property
    def last_round(self) -> str:
        """The identity of the last round counted ("" before any)."""
        return self.rounds_counted[-1] if self.rounds_counted else ""

    @property
    def last_game(self) -> str:
        """The identity of the round that ended the last game counted ("" before any)."""
        return self.games_counted[-1] if self.games_counted else ""

    def tally(self, level: str, preset: str) -> Tally:
        return self.tallies.setdefault((level, preset), Tally())

    def record_round(self, level: str, preset: str, state: RoundState, seat: int) -> bool:
        """Count a finished round from the player's seat; False (and nothing counted) if
        it is the round counted last, finished again after a resume."""
        identity = round_identity(state)
        if identity in self.rounds_counted:
            return False
        self.rounds_counted = [*self.rounds_counted, identity][-HISTORY_LIMIT:]
        tally = self.tally(level, preset)
        mine, theirs = state.score(seat), state.score(1 - seat)
        tally.rounds_played += 1
        tally.rounds_won += mine > theirs
        tally.points += mine
        tally.best_round = max(tally.best_round, mine)
        if scores_capots(state.rules):
            tally.scores_capots = True
            tally.capots += state.phase2_wins[seat] == state.rules.hand_size
        elif tally.scores_capots is None:
            tally.scores_capots = False
        melds = [event.key for event in state.meld_log if event.player == seat]
        if state.rules.meld_scoring == MeldScoring.CAPTURED:  # (Mariage: nothing declared)
            rules = state.rules
            won = captured_marriages(state.trump, state.won[seat])
            melds += [key for key in won if rules.meld_points(key)]
        for key in melds:
            tally.melds[key] = tally.melds.get(key, 0) + 1
        tally.rounds = [*tally.rounds, (_now(), mine, theirs)][-HISTORY_LIMIT:]
        tally.keep_within_bounds()
        return True

    def record_game(self, level: str, preset: str, won: bool, last: RoundState) -> bool:
        """Count a finished game, which ``last`` ended; False (and nothing counted) if that
        game was counted already (the same last round, finished again after a resume)."""
        identity = round_identity(last)
        if identity in self.games_counted:
            return False
        self.games_counted = [*self.games_counted, identity][-HISTORY_LIMIT:]
        tally = self.tally(level, preset)
        tally.games_played += 1
        tally.games_won += won
        tally.games = [*tally.games, (_now(), won)][-HISTORY_LIMIT:]
        tally.keep_within_bounds()
        return True

    def record_abandoned(self, level: str, preset: str) -> None:
        """Count a game given up unfinished, lost for good."""
        tally = self.tally(level, preset)
        tally.games_abandoned += 1
        tally.keep_within_bounds()

    def record_undo(self, level: str, preset: str, taken: int = 1) -> None:
        """Count moves taken back (``taken`` = -1: an undo cancelled by redo)."""
        tally = self.tally(level, preset)
        tally.undos = tally.undos + taken
        tally.keep_within_bounds()

    def reset(self) -> None:
        self.tallies.clear()

    def keys(self) -> Iterable[tuple[str, str]]:
        return sorted(self.tallies)

    def to_json(self) -> dict[str, Any]:
        return {
            "tallies": [
                {"level": level, "preset": preset, **tally.to_json()}
                for (level, preset), tally in sorted(self.tallies.items())
            ],
            # (The last of each alone, as earlier versions read them.)
            "last_round": self.last_round,
            "last_game": self.last_game,
            "rounds_counted": self.rounds_counted,
            "games_counted": self.games_counted,
        }

    @classmethod
    def from_json(cls, data: Any) -> Statistics:
        """Statistics read strictly; :class:`FieldError` names the first bad value."""
        data = expect_object(data, "statistics")
        # Every statistics file holds its tallies: a file without them is another kind
        # (a saved game copied over it), set aside as damaged rather than read as no
        # statistics and written over.
        entries = expect_list(data.get("tallies"), "tallies", 1000)
        tallies = {}
        for index, entry in enumerate(entries):
            where = f"tallies[{index}]"
            entry = expect_object(entry, where)
            level = _when(entry.get("level"), f"{where}.level")
            preset = _when(entry.get("preset"), f"{where}.preset")
            tallies[(level, preset)] = Tally.from_json(entry, where)
        # Absent from the files of earlier versions: nothing counted yet to guard against,
        # or only the last round and game (which an earlier version may have changed
        # since, writing only those: they are remembered too).
        counted = []
        for name, last in (("rounds_counted", "last_round"), ("games_counted", "last_game")):
            # (The newest of a longer list, as a later version may keep: not refused.)
            identities = _newest(data, name, "statistics", expect_str)
            newest = expect_str(data.get(last, ""), last)
            if newest and newest not in identities:
                identities.append(newest)
            counted.append(identities)
        return cls(tallies, *counted)


def round_identity(state: RoundState) -> str:
    """A short fingerprint of a round: its deal (the dealer and every card's place), which
    playing it again after a resume leaves the same and a new shuffle changes."""
    deal = state.deal
    cards = [*deal.hands[0], *deal.hands[1], deal.upcard, *deal.stock]
    text = f"{deal.dealer}:" + ",".join(map(str, cards))
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:16]


def _migrate_0(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 0 (a file without a schema number, as the first development builds wrote):
    ``"tallies"`` was an object keyed ``"level/preset"`` rather than a list."""
    tallies = data.get("tallies", {})
    if isinstance(tallies, list):
        return data  # already the list form, only the number was missing
    if not isinstance(tallies, dict):
        raise FieldError("tallies", "a list or an object", tallies)
    entries = []
    for key, counts in tallies.items():
        level, slash, preset = str(key).partition("/")
        if not slash:
            raise FieldError("tallies", "keyed 'level/preset'", key)
        if not isinstance(counts, dict):
            raise FieldError(f"tallies.{key}", "an object", counts)
        entries.append({**counts, "level": level, "preset": preset})
    return {**data, "tallies": entries}


MIGRATIONS = {0: _migrate_0}


def read_statistics(path: Path) -> Statistics:
    """The statistics in ``path``; a :class:`StorageError` says why they cannot be used."""
    data = read_json(path, STATS_SCHEMA, MIGRATIONS, holds=(STATISTICS_FORMAT,))
    try:
        return Statistics.from_json(data)
    except FieldError as error:
        raise CorruptFileError(
            damaged(texts.file_name(path), texts.field_problem(error)), path
        ) from None


class StatisticsStore:
    """Loads and saves the statistics file; a bad file is set aside, one the system will
    not read left where it is, never lost."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / STATS_NAME
        #: Set when the file comes from a newer version, is damaged and could not be moved
        #: aside, or the system would not read it (or its backup): it is then never
        #: overwritten (nor is the backup, by rotation).
        self.read_only = False

    def load(self) -> tuple[Statistics, str | None]:
        """The statistics, and a message for the player when the file was unusable.

        A damaged or missing file is recovered from its backup when that is good (the
        statistics then lack at most the last game or round), and the backup is written
        back at once (:func:`.storage.load_or_recover`), so the next start finds them. A
        damaged file is set aside, never lost.
        """
        try:
            found = load_or_recover(self.path, read_statistics)
        except NewerSchemaError as error:
            self.read_only = True
            return Statistics(), str(error) + " " + translate(
                "Statistics", "Statistics are not recorded in this version."
            )
        if found.problem is None:
            return found.value or Statistics(), None
        statistics = found.backup if found.backup is not None else Statistics()
        when = format_time(found.backup_time)
        kept = texts.shown_path(found.kept) if found.kept is not None else ""
        parts = [str(found.problem)]
        if found.backup is not None and found.in_place:  # (not written back: not saved)
            parts.append(
                translate(
                    "Statistics", "The statistics saved before, from {when}, are used."
                ).format(when=when)
            )
        elif found.backup is not None and found.kept is None:  # missing
            parts.append(
                translate(
                    "Statistics", "The statistics saved before, from {when}, were restored."
                ).format(when=when)
            )
        elif found.backup is not None:
            parts.append(
                translate(
                    "Statistics",
                    "The statistics saved before it, from {when}, were restored; the damaged "
                    "file was kept as {name}.",
                ).format(when=when, name=kept)
            )
        elif found.kept is not None:
            parts.append(
                translate(
                    "Statistics", "Statistics start afresh; the old file was kept as {name}."
                ).format(name=kept)
            )
        if found.in_place:
            # Writing would replace the file, and then the backup with it.
            self.read_only = True
            if found.unreadable:  # (not damaged: the system would not let it be read)
                said = translate(
                    "Statistics",
                    "Statistics are not saved in this session, so as not to write over the file.",
                )
            else:
                said = translate(
                    "Statistics",
                    "The damaged file could not be moved aside, so statistics are not saved "
                    "in this session.",
                )
            parts.append(said)
        return statistics, " ".join(parts)

    def save(self, statistics: Statistics, *, reset: bool = False) -> None:
        """Write ``statistics``; the file before is kept as the backup. After a
        ``reset`` the backup holds the reset statistics too: a file damaged later
        restored the tallies the player had chosen to clear."""
        if not self.read_only:
            data = {FORMAT_KEY: STATISTICS_FORMAT, **statistics.to_json()}
            for _ in range(2 if reset else 1):  # (the second write rotates the first)
                write_json_atomic(self.path, data, STATS_SCHEMA, create_folder=True)
