"""Saved games and the autosave: a whole game in one versioned JSON file.

A saved game holds the match (rule set, every finished round as a round record, the round
in progress as a record), the opponent's level and the player's seat, so it reopens
exactly where it was. The same format serves Save, Save as and the autosave that lets a
game killed mid-round resume at its last action. See ``docs/record-format.md``.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs
from PySide6.QtCore import QCoreApplication

from marjolet_qt.ai import LEVELS, levels
from marjolet_qt.engine.actions import Action
from marjolet_qt.engine.deal import Deal
from marjolet_qt.engine.jsonfile import is_text
from marjolet_qt.engine.match import Match
from marjolet_qt.engine.records import RECORD_FORMAT, RecordError, from_record, read_deal

from . import texts
from .model import GameModel, is_barrier
from .review_worker import REVIEW_KEY, normalize_reviews
from .seats import HUMAN
from .storage import (
    GAME_FORMAT,
    CorruptFileError,
    Migration,
    backup_path,
    read_json,
    write_json_atomic,
)

SAVE_FORMAT = GAME_FORMAT
SAVE_SCHEMA = 1
SAVE_EXTENSION = ".marjolet"
AUTOSAVE_NAME = "autosave" + SAVE_EXTENSION

#: More undos than any game could take: a larger count is not from the game.
MAX_UNDOS = 10**9

translate = QCoreApplication.translate


@dataclass
class SavedGame:
    """A game as it is written to disk."""

    match: Match
    level: str
    human_seat: int = HUMAN
    #: Moves taken back in this game (the statistics count them).
    undos: int = 0
    saved_at: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    #: The file the game was last saved to or opened from (an absolute path), written
    #: into the autosave only: a resumed game then saves back there (if that file still
    #: holds it, see :func:`same_game`). A file the player saves does not name itself:
    #: it would only go stale when moved, and say where the player keeps it when shared.
    file: str | None = None
    #: The weakest levels that have played in the round in progress and in the game
    #: (the statistics count them under those; see :attr:`.model.GameModel.game_level`),
    #: when weaker than ``level``: a game begun against Medium, switched to Hard and
    #: resumed counted as won against Hard. "" for ``level`` itself.
    round_level: str = ""
    game_level: str = ""
    #: The moves taken back and not played otherwise, one list per undo, the latest
    #: last, as the model keeps them for Redo (:meth:`.model.GameModel.redo`): a game
    #: quit after an undo and resumed could not play them again.
    redo: list[list[Action]] = field(default_factory=list)

    @classmethod
    def of(cls, model: GameModel, file: str | None = None) -> SavedGame:
        """The game the model plays, as it is written (Save, the autosave, and a state
        printed for a test build it here)."""
        return cls(
            model.match,
            model.level,
            model.human_seat,
            min(model.undos, MAX_UNDOS),  # (a file's count edited to the limit, plus one)
            file=file,
            round_level=model.round_level,
            game_level=model.game_level,
            redo=model.redo_moves,
        )

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "saved_at": self.saved_at,
            "level": self.level,
            "human_seat": self.human_seat,
            "undos": self.undos,
        }
        if self.file is not None and is_text(self.file):  # (else forgotten, see _file_name)
            data["file"] = self.file
        for key, weaker in (("round_level", self.round_level), ("game_level", self.game_level)):
            if weaker and weaker != self.level:
                data[key] = weaker
        if self.redo:
            data["redo"] = [[str(action) for action in moves] for moves in self.redo]
        data["match"] = self.match.to_json()
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any], path: Path | None = None) -> SavedGame:
        """The game in ``data``; :class:`CorruptFileError` says what is wrong with it."""

        def bad(reason: str) -> CorruptFileError:
            name = (
                texts.file_name(path)
                if path is not None
                else translate("SavedGame", "The saved game")
            )
            return CorruptFileError(
                translate("SavedGame", "{file} is not a usable saved game: {reason}.").format(
                    file=name, reason=reason
                ),
                path,
            )

        if data.get("format") != SAVE_FORMAT:
            raise bad(translate("SavedGame", "it is not a Marjolet Qt game"))
        # What is missing first, in a player's words: a file cut down to its first lines
        # said "unknown opponent level null".
        if "match" not in data:
            raise bad(translate("SavedGame", "it holds no game"))
        level = data.get("level")
        if level is None:
            raise bad(translate("SavedGame", "it does not say which opponent the game is against"))
        if type(level) is not str or level not in LEVELS:
            raise bad(
                translate("SavedGame", "unknown opponent level {level}").format(
                    level=texts.json_value(level)
                )
            )
        seat = data.get("human_seat", 0)
        undos = data.get("undos", 0)
        if type(seat) is not int or seat != HUMAN:
            # The game is always played from seat 0; a file saying otherwise was not
            # written by it, and reading it as seat 0 would silently swap the hands.
            raise bad(translate("SavedGame", "it does not seat you where the game does"))
        if type(undos) is not int or not 0 <= undos <= MAX_UNDOS:
            raise bad(translate("SavedGame", "the number of undos is not valid"))
        saved_at = data.get("saved_at", "")
        if type(saved_at) is not str or len(saved_at) > 64:
            raise bad(translate("SavedGame", "the date it was saved is not valid"))
        try:
            match = Match.from_json(data.get("match"))
        except RecordError as error:
            raise bad(texts.record_problem(error)) from None
        # The reviews of finished rounds (#18) are a cache: the usable ones are kept with
        # their rounds, a bad one is dropped, and none is a reason to refuse the game.
        normalize_reviews(data["match"]["rounds"], [result.record for result in match.results])
        return cls(
            match,
            level,
            seat,
            undos,
            saved_at,
            _file_name(data.get("file")),
            _weaker_level(data.get("round_level"), level),
            _weaker_level(data.get("game_level"), level),
            _redo_moves(data.get("redo"), match),
        )


def _weaker_level(value: object, level: str) -> str:
    """A weakest level a saved game names, if it is a level weaker than the game's own;
    else "" (a convenience of the statistics, never a reason to refuse the game)."""
    if type(value) is not str or value not in LEVELS:
        return ""
    return value if levels.weaker(value, level) == value and value != level else ""


def _redo_moves(value: object, match: Match) -> list[list[Action]]:
    """The moves to play again a saved game holds, if they are moves an undo could have
    taken back from where its round stands; else none. Like a review, they are a
    convenience and never a reason to refuse the game: a list that does not fit the
    round (edited, or from another round) is dropped whole, as a part of it would leave
    Redo playing moves no one took back.

    What an undo takes back, and so what a list must be: one list per undo, each the
    player's move and the computer's answers to it, every one legal in turn, none of
    them a draw from the stock or the computer showing its cards (undo never crosses
    those, :func:`.model.is_barrier`) and none ending the round (undo is refused once
    it is over). A list that finished the round was played again without the round
    being booked: no summary, no next deal."""
    if type(value) is not list or not value or match.round.is_over():
        return []
    state = match.round.clone()
    found: list[list[Action]] = []
    for group in reversed(value):  # (Redo plays the latest undo's moves first)
        if type(group) is not list or not group:
            return []
        moves = []
        for number, text in enumerate(group):
            player = state.to_move
            if (player == HUMAN) != (number == 0):  # (the player's move, then answers)
                return []
            try:
                action = state.parse_action(text)
                events = state.apply(action)
            except ValueError:  # (unreadable, or not legal there: IllegalActionError)
                return []
            if is_barrier(player, action, events) or state.is_over():
                return []
            moves.append(action)
        found.append(moves)
    return found[::-1]


#: Longer than any path a system accepts (Linux's PATH_MAX is 4,096 bytes).
MAX_FILE_NAME = 4096


def _file_name(value: object) -> str | None:
    """The ``file`` a saved game names, or None when it names none that can be used.

    Like a review, it is a convenience and never a reason to refuse the game: a value
    that is not an absolute path (a relative one would depend on the folder the game
    is started from; a NUL byte makes every system call fail) is dropped, and Save then
    asks where, as for a new game."""
    if type(value) is not str or not 0 < len(value) <= MAX_FILE_NAME or "\0" in value:
        return None
    return value if Path(value).is_absolute() else None


def same_game(one: SavedGame, other: SavedGame) -> bool:
    """Whether ``one`` and ``other`` are the same game, perhaps at different moments (one
    saved, the other played on from it, moves taken back and played otherwise): the same
    rules and the same first deal. A game's first deal is shuffled afresh and no undo
    goes back past a deal, so two games share it only when one was copied from the other
    (a deal played again from the other seat has the hands swapped)."""
    if one.match.rules != other.match.rules:
        return False
    return _first_deal(one.match) == _first_deal(other.match)


def only_the_computer_moved(saved: SavedGame, later: SavedGame) -> bool:
    """Whether ``later`` is ``saved`` with nothing more than the computer's moves of the
    same round (a game opened on the computer's turn, closed once it had moved, perhaps
    on the round it ended): the player played nothing since, and there is nothing to
    choose between. Another round begun, a move of the player's or one taken back:
    False."""
    one, other = saved.match, later.match
    if saved.human_seat != later.human_seat or saved.undos != later.undos:
        return False
    finished = len(one.results)
    if not same_game(saved, later) or len(other.results) not in (finished, finished + 1):
        return False
    if [r.record for r in one.results] != [r.record for r in other.results[:finished]]:
        return False
    if one.round.deal != other.round.deal:
        return False
    before, after = one.round.history, other.round.history
    if len(after) <= len(before) or after[: len(before)] != before:
        return False
    state = one.round.clone()
    for action in after[len(before) :]:
        if state.to_move == saved.human_seat:
            return False
        state.apply(action)
    return True


def _first_deal(match: Match) -> Deal:
    """The cards as dealt in ``match``'s first round (its record was checked when read)."""
    if match.results:
        return read_deal(match.results[0].record, match.rules)
    return match.round.deal


def _migrate_0(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 0: a file without a schema number.

    Either a saved game written without its number (by hand, or by a development build):
    read as schema 1; or a bare round record (``"format": "marjolet-round"``, as exported
    by the replay viewer or written by another program): a game whose only round is that
    record, finished or in progress, against the Medium opponent.
    """
    if data.get("format") != RECORD_FORMAT:
        return data
    state = from_record(data)  # a RecordError, worded by storage.plain_reason
    finished = state.is_over()
    return {
        "format": SAVE_FORMAT,
        "level": "medium",
        "human_seat": HUMAN,
        "undos": 0,
        "match": {
            "rules": state.rules.to_json(),
            "rounds": [data] if finished else [],
            "current": None if finished else data,
        },
    }


MIGRATIONS: dict[int, Migration] = {0: _migrate_0}


def is_resumable(game: SavedGame) -> bool:
    """Whether a game is worth resuming: unfinished, and something was played (or taken
    back, and can be played again)."""
    match = game.match
    return not match.is_over() and bool(match.results or match.round.history or game.redo)


def save_game(path: Path, game: SavedGame) -> dict[str, Any]:
    """Write ``game`` atomically (the previous file is kept as a backup), into a folder
    that exists: the player named it, and a mistyped folder is an error, not a new one.
    Returns what was written (the window keeps it to know whether quitting loses
    anything, without serialising the game again)."""
    data = game.to_json()
    write_json_atomic(Path(path), data, SAVE_SCHEMA, shrink=drop_old_reviews)
    # The reviews left out of the file go from the game too: it then stands as saved.
    for result, written in zip(game.match.results, data["match"]["rounds"], strict=True):
        if REVIEW_KEY not in written:
            result.record.pop(REVIEW_KEY, None)
    return data


def drop_old_reviews(document: dict[str, Any], excess: int) -> bool:
    """Leave out of a saved game's ``document`` the reviews of its oldest rounds, at
    least ``excess`` bytes of them where it holds as many (a :data:`.storage.Shrink`).
    A review is a cache, worked out again when asked for; the rounds are the game, and
    a game of two hundred reviewed rounds was written larger than the game reads. True
    if any was left out."""
    match = document.get("match")
    rounds = match.get("rounds") if isinstance(match, dict) else None
    if not isinstance(rounds, list):
        return False
    dropped = 0
    for index, record in enumerate(rounds):
        if dropped >= excess:
            break
        if isinstance(record, dict) and REVIEW_KEY in record:
            review = json.dumps(record[REVIEW_KEY], ensure_ascii=False, separators=(",", ":"))
            dropped += len(review.encode("utf-8", "surrogatepass"))
            rounds[index] = {key: value for key, value in record.items() if key != REVIEW_KEY}
    return dropped > 0


def load_game(path: Path) -> SavedGame:
    """Read a saved game; a :class:`~.storage.StorageError` says why it cannot be used."""
    path = Path(path)
    return SavedGame.from_json(_read(path, MIGRATIONS), path)


def _read(path: Path, migrations: dict[int, Migration]) -> dict[str, Any]:
    """The document of a saved game or a round record at ``path``; the game's other
    files are refused by their ``format`` (:func:`.storage.read_json`)."""
    return read_json(path, SAVE_SCHEMA, migrations, holds=(SAVE_FORMAT, RECORD_FORMAT))


def load_records(path: Path) -> list[dict[str, Any]]:
    """What the replay viewer shows of ``path``: the finished rounds of a saved game, or
    a round record itself (finished or in progress). Told apart by what the file holds,
    not by how its name ends: a saved game renamed ``.json`` is still a game (read as a
    record, its schema number made it look like a file from a newer version). Only a
    file that is neither is judged by its name, to say what it was expected to be.

    Raises :class:`~.storage.StorageError` or :class:`RecordError`."""
    path = Path(path)
    data = _read(path, {0: _as_written})
    if not holds_a_game(data, path):
        from_record(data)
        return [data]
    game = SavedGame.from_json(data, path)
    return [result.record for result in game.match.results]


def holds_a_game(data: dict[str, Any], path: Path) -> bool:
    """Whether the document ``data`` read from ``path`` is a saved game rather than a
    round record: by its ``format`` field, and by the name's ending only when it has
    none (what both the replay and the review's writing back decide by)."""
    kind = data.get("format")
    return kind == SAVE_FORMAT or (kind != RECORD_FORMAT and Path(path).suffix == SAVE_EXTENSION)


def file_holds_a_game(path: Path) -> bool:
    """:func:`holds_a_game` of the file at ``path``; a :class:`~.storage.StorageError`
    if it cannot be read as either."""
    return holds_a_game(_read(path, {0: _as_written}), path)


def _as_written(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 0 read as it is: a bare round record, or a game without its number."""
    return data


def data_folder() -> Path:
    """The user data folder (saved games, autosave, statistics).

    Not created here: a folder that cannot be made (a read-only home, a file in its
    place) must not stop the game from starting. Writing creates it, and the window
    tells the player when it cannot (see :func:`.storage.ensure_folder`).
    """
    return platformdirs.user_data_path("marjolet-qt", appauthor=False)


def autosave_path(folder: Path | None = None) -> Path:
    return (folder or data_folder()) / AUTOSAVE_NAME


def keep_declined(path: Path, stem: str) -> Path | None:
    """Move an autosave the player chose not to resume out of the way, under a dated
    ``.marjolet`` name in the same folder, ``stem`` first (the application words it in the
    player's language). None if it could not be moved (then nothing may overwrite it)."""
    path = Path(path)
    stamp = datetime.now().strftime("%Y-%m-%d %H-%M-%S")
    target = path.with_name(f"{stem} {stamp}{SAVE_EXTENSION}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{stem} {stamp} ({counter}){SAVE_EXTENSION}")
    try:
        path.replace(target)
    except OSError:
        return None
    # Its backup goes with it, as the kept game's own: a backup left without its file is
    # recovered at the next start (storage.load_or_recover), offering the declined game
    # again.
    with contextlib.suppress(OSError):
        backup_path(path).replace(backup_path(target))
    return target


__all__ = [
    "AUTOSAVE_NAME",
    "SAVE_EXTENSION",
    "SAVE_FORMAT",
    "SAVE_SCHEMA",
    "SavedGame",
    "autosave_path",
    "data_folder",
    "is_resumable",
    "keep_declined",
    "load_game",
    "same_game",
    "save_game",
]
