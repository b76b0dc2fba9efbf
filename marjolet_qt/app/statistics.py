"""The player's statistics, per opponent level and rule preset, kept across games.

Counted from the engine's finished rounds and games (never from what the table showed),
and stored as a versioned JSON file beside the saved games.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from marjolet_qt.engine.round import RoundState

from .storage import (
    MissingFileError,
    NewerSchemaError,
    StorageError,
    read_json,
    set_aside,
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
    rounds_played: int = 0
    rounds_won: int = 0
    points: int = 0
    best_round: int = 0
    capots: int = 0
    undos: int = 0
    melds: dict[str, int] = field(default_factory=dict)
    #: (when, won) per finished game, oldest first.
    games: list[tuple[str, bool]] = field(default_factory=list)
    #: (when, your points, the computer's points) per finished round, oldest first.
    rounds: list[tuple[str, int, int]] = field(default_factory=list)

    @property
    def average_points(self) -> float:
        return self.points / self.rounds_played if self.rounds_played else 0.0

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Tally:
        tally = cls()
        for name in (
            "games_played",
            "games_won",
            "rounds_played",
            "rounds_won",
            "points",
            "best_round",
            "capots",
            "undos",
        ):
            value = data.get(name, 0)
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"{name} is not a number")
            setattr(tally, name, value)
        melds = data.get("melds", {})
        if not isinstance(melds, dict) or not all(isinstance(v, int) for v in melds.values()):
            raise ValueError("melds is not a table of counts")
        tally.melds = dict(melds)
        tally.games = [(str(when), bool(won)) for when, won in data.get("games", [])]
        tally.rounds = [(str(w), int(p), int(q)) for w, p, q in data.get("rounds", [])]
        return tally


class Statistics:
    """Tallies keyed by ``(level, preset)``."""

    def __init__(self, tallies: dict[tuple[str, str], Tally] | None = None) -> None:
        self.tallies: dict[tuple[str, str], Tally] = tallies or {}

    def tally(self, level: str, preset: str) -> Tally:
        return self.tallies.setdefault((level, preset), Tally())

    def record_round(self, level: str, preset: str, state: RoundState, seat: int) -> None:
        """Count a finished round from the player's seat."""
        tally = self.tally(level, preset)
        mine, theirs = state.score(seat), state.score(1 - seat)
        tally.rounds_played += 1
        tally.rounds_won += mine > theirs
        tally.points += mine
        tally.best_round = max(tally.best_round, mine)
        tally.capots += state.phase2_wins[seat] == state.rules.hand_size
        for event in state.meld_log:
            if event.player == seat:
                tally.melds[event.key] = tally.melds.get(event.key, 0) + 1
        tally.rounds = [*tally.rounds, (_now(), mine, theirs)][-HISTORY_LIMIT:]

    def record_game(self, level: str, preset: str, won: bool) -> None:
        tally = self.tally(level, preset)
        tally.games_played += 1
        tally.games_won += won
        tally.games = [*tally.games, (_now(), won)][-HISTORY_LIMIT:]

    def record_undo(self, level: str, preset: str) -> None:
        self.tally(level, preset).undos += 1

    def reset(self) -> None:
        self.tallies.clear()

    def keys(self) -> Iterable[tuple[str, str]]:
        return sorted(self.tallies)

    def to_json(self) -> dict[str, Any]:
        return {
            "tallies": [
                {"level": level, "preset": preset, **asdict(tally)}
                for (level, preset), tally in sorted(self.tallies.items())
            ]
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Statistics:
        tallies = {}
        for entry in data.get("tallies", []):
            key = (str(entry["level"]), str(entry["preset"]))
            tallies[key] = Tally.from_json(entry)
        return cls(tallies)


def _migrate_0(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 0 (a file without a schema number, as the first development builds wrote):
    ``"tallies"`` was an object keyed ``"level/preset"`` rather than a list."""
    tallies = data.get("tallies", {})
    if isinstance(tallies, list):
        return data  # already the list form, only the number was missing
    if not isinstance(tallies, dict):
        raise ValueError("'tallies' is neither a list nor an object")
    entries = []
    for key, counts in tallies.items():
        level, slash, preset = str(key).partition("/")
        if not slash or not isinstance(counts, dict):
            raise ValueError(f"bad tally {key!r}")
        entries.append({**counts, "level": level, "preset": preset})
    return {**data, "tallies": entries}


MIGRATIONS = {0: _migrate_0}


class StatisticsStore:
    """Loads and saves the statistics file; a bad file is set aside, never lost."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / STATS_NAME
        #: Set when the file comes from a newer version: it is then never overwritten.
        self.read_only = False

    def load(self) -> tuple[Statistics, str | None]:
        """The statistics, and a message for the player when the file was unusable."""
        try:
            data = read_json(self.path, STATS_SCHEMA, MIGRATIONS)
            return Statistics.from_json(data), None
        except MissingFileError:
            return Statistics(), None
        except NewerSchemaError as error:
            self.read_only = True
            return Statistics(), str(error) + " " + translate(
                "Statistics", "Statistics are not recorded in this version."
            )
        except StorageError as error:
            problem = str(error)
        except (KeyError, TypeError, ValueError) as error:
            problem = translate("Statistics", "{file} is damaged ({reason}).").format(
                file=self.path.name, reason=error
            )
        kept = set_aside(self.path)
        message = translate(
            "Statistics", "Statistics start afresh; the old file was kept as {name}."
        )
        return Statistics(), f"{problem} " + message.format(name=kept.name if kept else "?")

    def save(self, statistics: Statistics) -> None:
        if not self.read_only:
            write_json_atomic(self.path, statistics.to_json(), STATS_SCHEMA)
