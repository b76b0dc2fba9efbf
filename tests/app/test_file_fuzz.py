"""The application's readers against hostile files (issue #13).

Saved games and the autosave, settings and statistics: each reader gives a valid result
or its own error (``StorageError``; the settings and statistics stores never raise at all),
and whatever it accepted can be used: written back, shown in the statistics dialog.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Protocol, TypeVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from marjolet_qt.app import savegame, texts
from marjolet_qt.app.dialogs.statistics_dialog import StatisticsDialog
from marjolet_qt.app.savegame import SavedGame, load_game
from marjolet_qt.app.settings import (
    SCHEMA,
    SCORE_SHEET_AREAS,
    SCORE_SHEET_SIZE_RANGE,
    Settings,
    SettingsStore,
)
from marjolet_qt.app.statistics import Statistics, StatisticsStore
from marjolet_qt.app.storage import StorageError
from marjolet_qt.engine.match import Match
from marjolet_qt.engine.records import RECORD_CODES, RecordError, from_record
from marjolet_qt.engine.rules import OPTION_SPECS, PRESETS, RulesError, RuleSet

from ..fuzzing import dumps, json_values, mutated, sample_matches, sample_rounds
from .helpers import with_moves_taken_back

DATA = Path(__file__).parent / "data"


def _load(name: str) -> Any:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


SAVES = [
    {
        "schema": 1,
        "format": "marjolet-game",
        "saved_at": "2026-01-01T10:00:00+00:00",
        "level": "hard",
        "human_seat": 0,
        "undos": 2,
        "match": match,
    }
    for match in sample_matches()
] + [_load("savegame-schema1.marjolet")]


def _with_moves_to_play_again() -> dict[str, Any]:
    """A saved game holding moves taken back by two undos (``redo``)."""
    match, stack = with_moves_taken_back("marjolet", seed=3)
    game = SavedGame(match, "hard", undos=2, redo=stack)
    assert game.redo
    return {"schema": 1, **game.to_json()}


SAVES.append(_with_moves_to_play_again())
SETTINGS = [_load(f"settings-schema{schema}.json") for schema in range(SCHEMA, -1, -1)] + [
    # The window's own fields too (the fixtures are files of versions without some).
    {
        **_load(f"settings-schema{SCHEMA}.json"),
        "window_geometry": "AdnQywADAAAAAABiAAAATgAABWUAAAOFAAAAZAAAAFAAAAVj",
        "score_sheet_shown": False,
        "score_sheet_area": "left",
        "score_sheet_size": 320,
    }
]
STATISTICS = [_load("statistics-schema1.json"), _load("statistics-schema0.json")]
# A tally of games with options of one's own, which says whether its rounds scored capots.
STATISTICS.append(
    {
        **STATISTICS[0],
        "tallies": [
            *STATISTICS[0]["tallies"],
            {
                **STATISTICS[0]["tallies"][0],
                "preset": "mariage+custom",
                "scores_capots": True,
            },
        ],
    }
)


def write(folder: Path, name: str, document: Any) -> Path:
    path = folder / name
    path.write_bytes(document if isinstance(document, bytes) else dumps(document))
    return path


# --- saved games ----------------------------------------------------------------------------


def _check_save(path: Path) -> None:
    try:
        game = load_game(path)
    except StorageError as error:
        assert "\n" not in str(error)
        return
    # Whatever was accepted can be used: written again and read back the same.
    savegame.save_game(path, game)
    again = load_game(path)
    assert again.match.to_json() == game.match.to_json()
    assert again.redo == game.redo


@pytest.mark.fuzz
@given(mutated(SAVES))
@settings()
def test_mutated_saves_are_read_or_refused(
    tmp_path_factory: pytest.TempPathFactory, doc: Any
) -> None:
    _check_save(write(tmp_path_factory.mktemp("save"), "game.marjolet", doc))


@pytest.mark.fuzz
@given(json_values)
@settings()
def test_arbitrary_json_is_refused_as_a_save(
    tmp_path_factory: pytest.TempPathFactory, doc: Any
) -> None:
    _check_save(write(tmp_path_factory.mktemp("save"), "game.marjolet", doc))


def _check_replay(path: Path) -> None:
    """The replay viewer's reader: records that replay, or a one-line reason in words."""
    try:
        records = savegame.load_records(path)
    except StorageError as error:
        assert "\n" not in str(error)
        return
    except RecordError as error:
        assert texts.record_sentence(error)
        return
    for record in records:
        from_record(record)


@pytest.mark.fuzz
@given(mutated(SAVES + sample_rounds(3)), st.sampled_from(["round.json", "game.marjolet"]))
@settings()
def test_mutated_games_and_records_are_replayed_or_refused(
    tmp_path_factory: pytest.TempPathFactory, doc: Any, name: str
) -> None:
    _check_replay(write(tmp_path_factory.mktemp("replay"), name, doc))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"human_seat": 1}, "seat"),
        ({"human_seat": 0.0}, "seat"),
        ({"undos": 1.0}, "undos"),
        ({"level": ["hard"]}, "level"),
        ({"saved_at": 12}, "date"),
    ],
)
def test_saved_game_fields_have_exact_types(
    tmp_path: Path, change: dict[str, Any], message: str
) -> None:
    path = write(tmp_path, "game.marjolet", {**SAVES[0], **change})
    with pytest.raises(StorageError, match=message):
        load_game(path)


@pytest.mark.parametrize(("rounds", "found"), [(5, "5"), (None, "null"), (True, "true")])
def test_a_save_whose_rounds_are_not_a_list(tmp_path: Path, rounds: Any, found: str) -> None:
    """The message names the value found (a French player read "n'est pas valide" and
    nothing else)."""
    document = {**SAVES[0], "match": {**SAVES[0]["match"], "rounds": rounds}}
    with pytest.raises(StorageError, match=f"the field “rounds” cannot hold {found}"):
        load_game(write(tmp_path, "game.marjolet", document))


@pytest.mark.fuzz
@given(mutated([save["match"] for save in SAVES]))
@settings()
def test_every_refused_match_is_worded(document: Any) -> None:
    """A saved game's match is refused with a code the application words (never with
    the engine's English, nor the vague text of an unknown code)."""
    try:
        Match.from_json(document)
    except RecordError as error:
        assert error.code in RECORD_CODES
        assert texts.record_problem(error) != texts.record_problem(RecordError("", "unknown"))


def test_a_marjolet_match_of_besigue_rounds_is_refused(tmp_path: Path) -> None:
    marjolet, besigue = SAVES[0]["match"], SAVES[1]["match"]
    document = {**SAVES[0], "match": {**marjolet, "rounds": besigue["rounds"]}}
    with pytest.raises(StorageError, match="other rules"):
        load_game(write(tmp_path, "game.marjolet", document))


def test_special_and_huge_saves_are_refused(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.marjolet"
    os.mkfifo(fifo)
    with pytest.raises(StorageError, match="not a regular file"):
        load_game(fifo)
    link = tmp_path / "zero.marjolet"
    link.symlink_to("/dev/zero")
    with pytest.raises(StorageError, match="not a regular file"):
        load_game(link)
    huge = tmp_path / "huge.marjolet"
    with huge.open("wb") as handle:
        handle.truncate(64 * 1024 * 1024)
    with pytest.raises(StorageError, match="larger than"):
        load_game(huge)
    deep = write(tmp_path, "deep.marjolet", b"[" * 100_000)
    with pytest.raises(StorageError, match="too deeply"):
        load_game(deep)


# --- settings and statistics: the stores that never raise ------------------------------------


StoredT = TypeVar("StoredT")


class _Store(Protocol[StoredT]):
    """What SettingsStore and StatisticsStore have in common."""

    def load(self) -> tuple[StoredT, str | None]: ...

    def save(self, value: StoredT, /) -> None: ...


def _load_and_save(store: _Store[StoredT], kind: type[StoredT]) -> tuple[StoredT, str | None]:
    """Whatever the file holds, the store gives a value of its kind and at most a one-line
    warning, and can write that value back."""
    value, warning = store.load()  # never raises
    assert isinstance(value, kind)
    assert warning is None or "\n" not in warning
    store.save(value)
    return value, warning


# --- settings ------------------------------------------------------------------------------


def _check_settings(folder: Path) -> tuple[Settings, str | None]:
    loaded, warning = _load_and_save(SettingsStore(folder), Settings)
    assert SettingsStore(folder).load() == (loaded, None)  # written back whole
    return loaded, warning


@pytest.mark.fuzz
@given(mutated(SETTINGS))
@settings()
def test_mutated_settings_never_stop_the_game(
    tmp_path_factory: pytest.TempPathFactory, doc: Any
) -> None:
    folder = tmp_path_factory.mktemp("config")
    write(folder, "settings.json", doc)
    _check_settings(folder)


@pytest.mark.fuzz
@given(json_values)
@settings()
def test_arbitrary_json_as_settings(tmp_path_factory: pytest.TempPathFactory, doc: Any) -> None:
    folder = tmp_path_factory.mktemp("config")
    write(folder, "settings.json", doc)
    _check_settings(folder)


@pytest.mark.fuzz
@given(
    st.one_of(st.sampled_from(SCORE_SHEET_AREAS), json_values),
    st.one_of(st.integers(-10, 5000), json_values),
)
@settings()
def test_the_score_sheet_place_is_kept_or_said(
    tmp_path_factory: pytest.TempPathFactory, area: Any, size: Any
) -> None:
    """Whatever its place holds, a value the window can use is kept and any other gives
    the default, said by the field's name; the rest of the file is kept either way."""
    folder = tmp_path_factory.mktemp("config")
    doc = {"schema": SCHEMA, "level": "hard", "score_sheet_area": area, "score_sheet_size": size}
    write(folder, "settings.json", doc)
    loaded, warning = _check_settings(folder)
    if warning is not None and "out of range" in warning:  # (a number JSON cannot hold)
        return
    assert loaded.level == "hard"
    low, high = SCORE_SHEET_SIZE_RANGE
    good_area = isinstance(area, str) and area in SCORE_SHEET_AREAS
    good_size = type(size) is int and low <= size <= high
    assert loaded.score_sheet_area == (area if good_area else "right")
    assert loaded.score_sheet_size == (size if good_size else 0)
    assert loaded.score_sheet_size <= high
    assert (warning is None) == (good_area and good_size)
    if warning is not None:
        assert good_area or "score_sheet_area" in warning
        assert good_size or "score_sheet_size" in warning


#: Values a hand-edited option may hold, sometimes right: JSON the strict reader takes
#: (small numbers, shallow), so that only the rules' own reading is tried.
_OPTION_VALUES = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-5, 120),
        st.floats(allow_nan=False, allow_infinity=False),
        st.text(max_size=8),
        st.sampled_from([choice for spec in OPTION_SPECS for choice in spec.choices]),
    ),
    lambda children: st.one_of(
        st.lists(children, max_size=3),
        st.dictionaries(
            st.one_of(st.sampled_from(("K", "A", "four_tens")), st.text(max_size=4)),
            children,
            max_size=3,
        ),
    ),
    max_leaves=6,
)
#: Every option but the two whose combination may leave no stock (then which one is kept
#: depends on their order): with these, each option is good or bad on its own.
_INDEPENDENT = [spec.key for spec in OPTION_SPECS if spec.key not in ("deck", "hand_size")]


@pytest.mark.fuzz
@given(
    st.one_of(st.sampled_from(PRESETS), st.none(), st.integers(-5, 5), st.text(max_size=8)),
    st.dictionaries(st.one_of(st.sampled_from(_INDEPENDENT), st.text(max_size=8)), _OPTION_VALUES),
)
@settings()
def test_settings_rules_keep_every_good_option(
    tmp_path_factory: pytest.TempPathFactory, preset: Any, options: dict[str, Any]
) -> None:
    """The settings' rules read leniently: each good option is in force, each bad one is
    reported, and a bad preset gives Marjolet's with the options that suit it."""
    folder = tmp_path_factory.mktemp("config")
    rules = {"preset": preset, "options": options}
    write(folder, "settings.json", {"schema": SCHEMA, "rules": rules})
    loaded, warning = _check_settings(folder)
    base = preset if preset in PRESETS else "marjolet"

    def good(key: str, value: Any) -> bool:
        try:
            RuleSet.from_preset(base, {key: value})
        except RulesError:
            return False
        return True

    kept = {key: value for key, value in options.items() if good(key, value)}
    assert loaded.rules == RuleSet.from_preset(base, kept)
    assert (warning is None) == (base == preset and kept == options)


def test_a_huge_number_in_an_extra_setting(tmp_path: Path) -> None:
    write(tmp_path, "settings.json", {**SETTINGS[0], "extra": 10**5000})
    loaded, warning = SettingsStore(tmp_path).load()
    assert loaded == Settings() and warning and "out of range" in warning


def test_a_fifo_as_settings_does_not_hang(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "settings.json")
    loaded, warning = SettingsStore(tmp_path).load()
    assert loaded == Settings() and warning and "not a regular file" in warning


# --- statistics ------------------------------------------------------------------------------


def _check_statistics(folder: Path, qtbot: QtBot | None = None) -> None:
    stats, _ = _load_and_save(StatisticsStore(folder), Statistics)
    if qtbot is not None:
        current = next(iter(stats.keys()), ("easy", "marjolet"))
        dialog = StatisticsDialog(stats, current)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.close()


@pytest.mark.fuzz
@given(mutated(STATISTICS))
@settings()
def test_mutated_statistics_never_stop_the_game(
    tmp_path_factory: pytest.TempPathFactory, doc: Any
) -> None:
    folder = tmp_path_factory.mktemp("data")
    write(folder, "statistics.json", doc)
    _check_statistics(folder)


@pytest.mark.fuzz
@given(json_values)
@settings()
def test_arbitrary_json_as_statistics(tmp_path_factory: pytest.TempPathFactory, doc: Any) -> None:
    folder = tmp_path_factory.mktemp("data")
    write(folder, "statistics.json", doc)
    _check_statistics(folder)


@pytest.mark.parametrize(
    "change",
    [
        {"points": 10**400},
        {"points": 1e999},
        {"games_played": 1.0},
        {"games_won": True},
        {"games": [["2025-01-01", 1]]},
        {"rounds": [["2025-01-01", 1.5, 2]]},
        {"melds": {"marriage": 10**20}},
        {"level": None},
    ],
)
def test_statistics_that_once_crashed_are_set_aside(
    tmp_path: Path, qtbot: QtBot, change: dict[str, Any]
) -> None:
    document = json.loads(json.dumps(STATISTICS[0]))
    tally = document["tallies"][0]
    tally.update(change)
    raw = dumps(document).replace(b"Infinity", b"1e999")
    write(tmp_path, "statistics.json", raw)
    stats, warning = StatisticsStore(tmp_path).load()
    assert warning and "kept as" in warning
    assert not stats.tallies
    assert list(tmp_path.glob("statistics.json.bad-*"))
    _check_statistics(tmp_path, qtbot)


def test_the_statistics_dialog_shows_the_largest_counts(qtbot: QtBot, tmp_path: Path) -> None:
    document = json.loads(json.dumps(STATISTICS[0]))
    document["tallies"][0].update(points=10**9, rounds_played=10**9, best_round=10**9)
    write(tmp_path, "statistics.json", document)
    _check_statistics(tmp_path, qtbot)


def test_a_sample_match_is_a_valid_save() -> None:
    for document in SAVES[:2]:
        game = SavedGame.from_json({k: v for k, v in document.items() if k != "schema"})
        assert game.match.to_json() == Match.from_json(document["match"]).to_json()
