"""Settings values and the settings file: round trip, migration, recovery, failures."""

from __future__ import annotations

import base64
import codecs
import json
import os
import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from marjolet_qt.ai import LEVELS
from marjolet_qt.app import settings as settings_module
from marjolet_qt.app import storage, texts
from marjolet_qt.app.settings import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    LANGUAGES,
    PROBLEMS_SHOWN,
    SCHEMA,
    SCORE_SHEET_AREAS,
    Settings,
    SettingsError,
    SettingsStore,
    default_config_dir,
)
from marjolet_qt.app.storage import SETTINGS_FORMAT, StorageError, backup_path
from marjolet_qt.engine.records import from_record, to_record
from marjolet_qt.engine.round import RoundState
from marjolet_qt.engine.rules import PRESETS, RuleSet

DATA = Path(__file__).parent / "data"


def files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


# --- the value -------------------------------------------------------------------------


def test_defaults_are_the_marjolet_rules() -> None:
    settings = Settings()
    assert settings.rules == RuleSet.from_preset("marjolet")
    assert settings.level == "medium"
    assert settings.highlight_playable is True


@pytest.mark.parametrize(
    "changes",
    [
        {"rules": "marjolet"},
        {"rules": {"preset": "mariage", "options": {}}},
        {"rules": None},
        {"level": "impossible"},
        {"hard_think_time": 0.1},
        {"hard_think_time": 11},
        {"hard_think_time": float("nan")},
        {"hard_think_time": True},
        {"animation_speed": "warp"},
        {"card_back": "tartan"},
        {"language": "de"},
        {"highlight_playable": "yes"},
        {"open_folder": 3},
        {"score_sheet_shown": 1},
        {"window_geometry": "not base64!"},
        {"window_geometry": "AdnQyw"},  # (its padding cut)
        {"window_geometry": "AAAA" * 300},
        {"window_geometry": b"AdnQyw=="},
        {"score_sheet_area": "top"},  # (the dock is not allowed there)
        {"score_sheet_area": "Left"},
        {"score_sheet_area": None},
        {"score_sheet_size": -5},
        {"score_sheet_size": 4001},
        {"score_sheet_size": 300.0},
        {"score_sheet_size": "300"},
        {"score_sheet_size": True},
    ],
)
def test_invalid_values_are_refused(changes: dict[str, Any]) -> None:
    """A rule set is the engine's checked value: the settings take nothing else."""
    with pytest.raises(SettingsError):
        Settings(**changes)


rule_sets = st.builds(
    RuleSet.from_preset,
    st.sampled_from(PRESETS),
    st.fixed_dictionaries(
        {},
        optional={
            "target": st.integers(1, 100_000),
            "phase2_head": st.sampled_from(["never", "always", "trump_lead"]),
            "melds": st.fixed_dictionaries({"four_tens": st.integers(0, 200)}),
            "card_points": st.fixed_dictionaries({"K": st.integers(0, 20)}),
            "melds_in_phase2": st.booleans(),
        },
    ),
)

settings_values = st.builds(
    Settings,
    rules=rule_sets,
    level=st.sampled_from(LEVELS),
    hard_think_time=st.floats(0.25, 10),
    animation_speed=st.sampled_from(ANIMATION_SPEEDS),
    card_back=st.sampled_from(CARD_BACKS),
    language=st.sampled_from(LANGUAGES),
    highlight_playable=st.booleans(),
    auto_continue=st.booleans(),
    welcome_shown=st.booleans(),
    last_folder=st.text(max_size=20),
    open_folder=st.text(max_size=20),
    window_geometry=st.binary(max_size=80).map(lambda raw: base64.b64encode(raw).decode()),
    score_sheet_shown=st.booleans(),
    score_sheet_area=st.sampled_from(SCORE_SHEET_AREAS),
    score_sheet_size=st.integers(0, 4000),
)


@given(settings_values)
def test_json_round_trip(settings: Settings) -> None:
    again = Settings.from_json(json.loads(json.dumps(settings.to_json())))
    assert again == settings


def test_the_rules_are_written_as_records_write_them() -> None:
    """One JSON form of the rules: a record (and so a saved game) reads the settings' own."""
    rules = RuleSet.from_preset("mariage", {"target": 200, "melds": {"four_tens": 90}})
    written = Settings(rules=rules).to_json()["rules"]
    assert written == {"preset": "mariage", "options": rules.overrides()}
    assert RuleSet.from_json(written) == rules
    record = to_record(RoundState.new(rules, rng=3))
    record["rules"] = written
    assert from_record(record).rules == rules
    # With nothing changed the form stays an object, where an option can be added by hand.
    assert Settings().to_json()["rules"] == {"preset": "marjolet", "options": {}}


def test_strict_reading_names_the_field() -> None:
    with pytest.raises(SettingsError, match="level"):
        Settings.from_json({"level": 3})


# --- the file --------------------------------------------------------------------------


def test_default_folder_is_the_platform_config_folder() -> None:
    folder = default_config_dir()
    assert folder.name == "marjolet-qt"
    # The test set-up points the user folders at a temporary home.
    assert str(folder).startswith(os.environ["HOME"])
    store = SettingsStore()
    assert store.load() == (Settings(), None)
    assert store.config_dir.is_dir()


def test_missing_file_gives_defaults_silently(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path / "config")
    assert store.load() == (Settings(), None)
    assert (tmp_path / "config").is_dir()


def test_save_and_load(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    settings = Settings(
        rules=RuleSet.from_preset("marjolet-strict", {"target": 1000, "melds": {"four_tens": 100}}),
        level="hard",
        hard_think_time=2.5,
        card_back="purple",
        language="fr",
    )
    store.save(settings)
    data = json.loads(store.path.read_text(encoding="utf-8"))
    assert data["schema"] == SCHEMA
    loaded, warning = store.load()
    assert warning is None
    assert loaded == settings


def test_saving_twice_keeps_a_backup(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    store.save(Settings(level="easy"))
    store.save(Settings(level="hard"))
    backup = json.loads(backup_path(store.path).read_text(encoding="utf-8"))
    assert backup["level"] == "easy"
    assert store.load()[0].level == "hard"


#: What each schema's fixture holds, field by field.
FIXTURES = {
    0: Settings(
        rules=RuleSet.from_preset("marjolet-strict", {"target": 1000}),
        level="hard",
        hard_think_time=2.0,
        animation_speed="fast",
        card_back="red",
        language="fr",
        highlight_playable=False,
    ),
    # Schema 1's preset and overrides become the rules' preset and options.
    1: Settings(
        rules=RuleSet.from_preset("mariage", {"target": 150, "melds": {"four_aces": 100}}),
        level="easy",
        hard_think_time=0.5,
        animation_speed="slow",
        card_back="green",
        language="en",
        highlight_playable=True,
    ),
    2: Settings(
        rules=RuleSet.from_preset("besigue", {"target": 1500, "melds": {"four_tens": 50}}),
        level="hard",
        hard_think_time=1.5,
        animation_speed="fast",
        card_back="purple",
        language="fr",
        highlight_playable=True,
        auto_continue=False,
        welcome_shown=True,
        last_folder="/home/player/games",
    ),
}


def test_there_is_a_fixture_for_every_schema() -> None:
    assert sorted(FIXTURES) == list(range(SCHEMA + 1))


@pytest.mark.parametrize("schema", sorted(FIXTURES))
def test_every_schema_fixture_loads(tmp_path: Path, schema: int) -> None:
    """Keep one fixture per schema: files written by every past version must still load,
    every field kept."""
    store = SettingsStore(tmp_path)
    shutil.copy(DATA / f"settings-schema{schema}.json", store.path)
    settings, warning = store.load()
    assert warning is None
    assert files(tmp_path) == ["settings.json"]
    assert settings == FIXTURES[schema]


def test_schema_1_rules_migrate_to_the_records_form() -> None:
    data = json.loads((DATA / "settings-schema1.json").read_text(encoding="utf-8"))
    data.pop("schema")
    migrated = settings_module.MIGRATIONS[1](data)
    assert "preset" not in migrated and "rule_overrides" not in migrated
    assert migrated["rules"] == {
        "preset": "mariage",
        "options": {"target": 150, "melds": {"four_aces": 100}},
    }
    assert {k: v for k, v in migrated.items() if k != "rules"} == {
        k: v for k, v in data.items() if k not in ("preset", "rule_overrides")
    }
    # A file with default rules gains none, so the defaults apply.
    assert "rules" not in settings_module.MIGRATIONS[1]({"level": "easy"})


def test_migrated_file_is_saved_in_the_current_schema(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    shutil.copy(DATA / "settings-schema0.json", store.path)
    settings, _ = store.load()
    store.save(settings)
    assert json.loads(store.path.read_text())["schema"] == SCHEMA
    # The old-schema file is the backup, not lost.
    assert "rules" in json.loads(backup_path(store.path).read_text())


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"", "empty"),
        (b'{"schema": 1, "preset": "mari', "not valid JSON"),  # truncated
        (b"\x00\x01garbage\xff", "not"),  # corrupt
        (b'"marjolet"', "JSON object"),  # wrong type
        (b"[]", "JSON object"),
    ],
)
def test_unreadable_file_gives_defaults_and_is_kept(
    tmp_path: Path, content: bytes, words: str
) -> None:
    store = SettingsStore(tmp_path)
    store.path.write_bytes(content)
    settings, warning = store.load()
    assert settings == Settings()
    assert warning is not None
    assert words in warning
    assert "default settings are used" in warning
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.bad-")]
    assert len(kept) == 1
    assert kept[0].name in warning
    assert kept[0].read_bytes() == content
    # Saving now does not touch the kept file.
    store.save(Settings(level="easy"))
    assert kept[0].read_bytes() == content


@pytest.mark.parametrize("backup", [False, True])
def test_a_file_the_system_will_not_read_is_left_and_never_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, backup: bool
) -> None:
    """The attacker's pass: a settings file of another user (permission denied) was set
    aside as damaged, and the next save wrote over the player's settings. It is left
    where it is, and nothing is saved in this session."""
    store = SettingsStore(tmp_path)
    store.save(Settings(card_back="green"))
    store.save(Settings(card_back="red"))
    before = {path.name: path.read_bytes() for path in tmp_path.iterdir()}
    refused = {str(store.path)} | ({""} if backup else {str(storage.backup_path(store.path))})
    real_open = os.open

    def refusing(path: Any, *args: Any, **kwargs: Any) -> int:
        if str(path) in refused:
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing)
    again = SettingsStore(tmp_path)
    settings, warning = again.load()
    assert settings.card_back == ("green" if backup else Settings().card_back)
    assert warning is not None
    assert warning.startswith("Could not read settings.json: permission denied.")
    assert warning.endswith(
        "The file is left as it is, and your settings are not saved in this session."
    )
    with pytest.raises(storage.StorageError, match="not saved in this session"):
        again.save(Settings(level="easy"))
    assert {path.name: path.read_bytes() for path in tmp_path.iterdir()} == before


def test_settings_edited_in_notepad_are_read(tmp_path: Path) -> None:
    """Notepad saves UTF-8 with a byte-order mark: the settings are read all the same,
    without a word, and written back without it."""
    store = SettingsStore(tmp_path)
    text = json.dumps({"schema": 2, "language": "fr", "card_back": "green"}, indent=2)
    store.path.write_bytes(codecs.BOM_UTF8 + text.replace("\n", "\r\n").encode("utf-8"))
    settings, warning = store.load()
    assert (settings.language, settings.card_back, warning) == ("fr", "green", None)
    store.save(settings)
    assert not store.path.read_bytes().startswith(codecs.BOM_UTF8)
    assert list(tmp_path.glob("settings.json.bad-*")) == []


@pytest.mark.parametrize("schema", [1, 2])
def test_wrong_types_keep_what_can_be_used(tmp_path: Path, schema: int) -> None:
    """One bad option does not cost the others, in a current file as in a migrated one."""
    store = SettingsStore(tmp_path)
    options = {"target": 200, "phase2_head": 7, "warp_drive": True, "hand_size": 16}
    original: dict[str, object] = {
        "schema": schema,
        "level": 3,
        "hard_think_time": "slow",
        "card_back": "red",
        "language": "fr",
        "highlight_playable": "no",
        "colour": "blue",
    }
    if schema == 1:
        original.update(preset="mariage", rule_overrides=options)
    else:
        original["rules"] = {"preset": "mariage", "options": options}
    store.path.write_text(json.dumps(original))
    settings, warning = store.load()
    assert settings.rules == RuleSet.from_preset("mariage", {"target": 200})
    assert (settings.card_back, settings.language) == ("red", "fr")
    assert settings.level == "medium"
    assert settings.hard_think_time == 1.0
    assert settings.highlight_playable is True
    assert warning is not None
    # The rules' refusals in the player's words (texts.rules_refusal), the rest by name.
    for words in ("level", "hard_think_time", "“Beat the card led”", "“warp_drive”", "no stock"):
        assert words in warning
    assert "colour" in warning
    # Values found are quoted as the application words them (texts.json_value), not as
    # Python's repr: "“slow”", "“colour”", never "'slow'".
    assert "“slow”" in warning and "“colour”" in warning and "'" not in warning
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.bad-")]
    assert len(kept) == 1
    assert json.loads(kept[0].read_text()) == original


def test_a_file_of_endless_problems_names_a_few_and_counts_the_rest(tmp_path: Path) -> None:
    """100,000 unknown keys made a warning of 3.4 million characters: half a minute to
    lay out a box taller than the screen, at every start."""
    store = SettingsStore(tmp_path)
    data: dict[str, object] = {"schema": SCHEMA, "card_back": "green"}
    data.update({f"k{i}": 1 for i in range(100_000)})
    store.path.write_text(json.dumps(data))
    settings, warning = store.load()
    assert settings.card_back == "green"
    assert warning is not None and len(warning) < 1_000
    assert "“k0”" in warning and f"“k{PROBLEMS_SHOWN - 1}”" in warning
    assert f"“k{PROBLEMS_SHOWN}”" not in warning
    assert f"and {texts.number(100_000 - PROBLEMS_SHOWN)} more" in warning


@pytest.mark.parametrize(
    "geometry", ["AdnQyw==\n", "<script>", "A" * 5000, 42, ["AdnQyw=="], {"x": 0}, None]
)
def test_a_bad_window_geometry_costs_only_itself(tmp_path: Path, geometry: object) -> None:
    """A damaged or hostile window geometry is dropped (the window opens at its default
    size) and said; every other setting is kept."""
    store = SettingsStore(tmp_path)
    original = {
        "schema": SCHEMA,
        "level": "hard",
        "card_back": "red",
        "score_sheet_shown": False,
        "window_geometry": geometry,
    }
    store.path.write_text(json.dumps(original))
    settings, warning = store.load()
    assert settings.window_geometry == ""
    assert (settings.level, settings.card_back, settings.score_sheet_shown) == (
        "hard",
        "red",
        False,
    )
    assert warning is not None and "window_geometry" in warning


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("score_sheet_area", "middle"),
        ("score_sheet_area", "bottom"),
        ("score_sheet_area", ""),
        ("score_sheet_area", None),
        ("score_sheet_area", ["left"]),
        ("score_sheet_size", -5),
        ("score_sheet_size", 1e9),
        ("score_sheet_size", 320.5),
        ("score_sheet_size", "320"),
        ("score_sheet_size", None),
        ("score_sheet_size", False),
        ("score_sheet_size", {"width": 320}),
    ],
)
def test_a_bad_score_sheet_place_costs_only_itself(
    tmp_path: Path, field: str, value: object
) -> None:
    """A hand-edited or hostile place of the score sheet falls back to its default (on
    the right, at Qt's width), said by its name; every other setting is kept, and the
    file is set aside as for any bad field."""
    store = SettingsStore(tmp_path)
    good = {"score_sheet_area": "left", "score_sheet_size": 320}
    original = {"schema": SCHEMA, "level": "hard", "score_sheet_shown": False, **good}
    original[field] = value
    store.path.write_text(json.dumps(original))
    settings, warning = store.load()
    assert getattr(settings, field) == getattr(Settings(), field)
    other = next(name for name in good if name != field)
    assert getattr(settings, other) == good[other]
    assert (settings.level, settings.score_sheet_shown) == ("hard", False)
    assert warning is not None and field in warning
    assert any(p.name.startswith("settings.json.bad-") for p in tmp_path.iterdir())
    assert SettingsStore(tmp_path).load() == (settings, None)  # written back, usable


def test_the_score_sheet_size_message_gives_its_range() -> None:
    with pytest.raises(SettingsError, match=r"score_sheet_size .* 0 to 4.?000, not -5"):
        Settings(score_sheet_size=-5)
    with pytest.raises(SettingsError, match=r"score_sheet_area .*right, left, floating.*“top”"):
        Settings(score_sheet_area="top")


def test_a_file_without_the_score_sheet_place_gets_the_defaults(tmp_path: Path) -> None:
    """Files written before the place was kept load silently, the sheet on the right."""
    store = SettingsStore(tmp_path)
    store.path.write_text(json.dumps({"schema": SCHEMA, "score_sheet_shown": False}))
    settings, warning = store.load()
    assert warning is None
    assert (settings.score_sheet_area, settings.score_sheet_size) == ("right", 0)


@pytest.mark.parametrize(
    ("rules", "words"),
    [
        ("belote", "no rules called “belote”"),
        ({"preset": "bridge", "options": {"target": 200}}, "no rules called “bridge”"),
        ({"options": {"target": 200}}, "neither"),
        ({"preset": "marjolet", "options": [1]}, "neither"),
        ({"preset": "marjolet", "options": {"target": 200}, "extra": 1}, "no field “extra”"),
        (7, "neither"),
    ],
)
def test_badly_formed_rules_fall_back_to_marjolet(rules: object, words: str) -> None:
    settings, problems = Settings.parse({"rules": rules, "level": "hard"})
    assert settings.level == "hard"
    assert settings.rules.preset == "marjolet"
    assert any(words in problem for problem in problems), problems
    # What was well formed is kept: the target, when the preset alone was wrong.
    if isinstance(rules, dict) and isinstance(rules.get("options"), dict):
        assert settings.rules.target == 200


def test_newer_file_with_a_good_backup_gives_the_settings_before_it(tmp_path: Path) -> None:
    """A player back from a newer version keeps the settings they had before trying it
    (the language too), not the defaults; the newer file is kept, and stays kept."""
    store = SettingsStore(tmp_path)
    mine = replace(Settings(), language="fr", card_back="red")
    store.save(mine)
    store.save(mine)  # the backup holds them too
    newer = json.dumps(
        {"schema": SCHEMA + 1, "format": SETTINGS_FORMAT, "language": "fr", "hologram": True}
    )
    store.path.write_text(newer)
    assert store.saved_language() == "fr"
    settings, warning = store.load()
    assert settings == mine
    assert warning is not None and "newer version" in warning
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.newer-")]
    assert len(kept) == 1 and kept[0].name in warning
    store.save(settings)
    store.save(settings)
    assert kept[0].read_text() == newer
    assert SettingsStore(tmp_path).load() == (mine, None)


def test_newer_file_is_refused_and_kept(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    content = json.dumps(
        {"schema": SCHEMA + 1, "format": SETTINGS_FORMAT, "preset": "marjolet", "hologram": True}
    )
    store.path.write_text(content)
    storage.backup_path(store.path).write_text(content)  # (its backup a newer one's too)
    settings, warning = store.load()
    assert settings == Settings()
    assert warning is not None
    assert "newer version" in warning
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.newer-")]
    assert len(kept) == 1
    assert kept[0].read_text() == content
    backup = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.bak.newer-")]
    assert len(backup) == 1 and backup[0].read_text() == content
    # Both named (the attacker's pass: the backup was set aside without a word).
    assert kept[0].name in warning and backup[0].name in warning
    store.save(Settings())
    assert kept[0].read_text() == content


def test_save_to_read_only_folder_raises_storage_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "config"
    store = SettingsStore(folder)
    store.save(Settings())
    if os.name == "posix" and os.geteuid() != 0:
        folder.chmod(0o500)
    else:  # root ignores permissions: simulate the refusal instead

        def refuse(*args: object, **kwargs: object) -> None:
            raise PermissionError(13, "Permission denied")

        monkeypatch.setattr("marjolet_qt.engine.atomic._new_temp_file", refuse)
    try:
        with pytest.raises(StorageError, match="read-only"):
            store.save(Settings(level="hard"))
        # Loading still works and the old settings are intact.
        assert store.load() == (Settings(), None)
    finally:
        folder.chmod(0o700)


def test_load_never_raises_on_unreadable_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SettingsStore(tmp_path)
    store.path.mkdir()  # a folder where the file should be: reading it fails
    settings, warning = store.load()
    assert settings == Settings()
    assert warning is not None


@pytest.mark.parametrize("obstacle", ["file", "file above"])
def test_a_folder_that_cannot_keep_the_settings_is_said(tmp_path: Path, obstacle: str) -> None:
    """The window saves some settings by itself (the welcome seen) and only logs a
    failure: the player is told once, at the start, that nothing will be kept, and where."""
    if obstacle == "file":
        folder = tmp_path / "marjolet-qt"
        folder.write_text("not a folder")
    else:
        (tmp_path / "config").write_text("not a folder")
        folder = tmp_path / "config" / "marjolet-qt"
    settings, warning = SettingsStore(folder).load()
    assert settings == Settings()
    assert warning is not None and "cannot be kept" in warning and str(folder) in warning


def test_a_folder_problem_comes_after_the_files_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SettingsStore(tmp_path)
    store.path.write_text("{ damaged")
    # A read-only folder, simulated (root ignores permissions).
    monkeypatch.setattr(storage, "_writable", lambda path: False)
    _, warning = store.load()
    assert warning is not None
    first, second = warning.split("\n\n")
    assert "damaged" in first and "default settings are used" in first
    assert "cannot be kept" in second


def test_a_file_s_problem_is_said_as_its_own_sentence(tmp_path: Path) -> None:
    """The attacker's loop of links read "Your settings could not be read (Could not read
    settings.json: its links lead round in a circle); …": a sentence in brackets of
    another. The problem is said as it is, then what is used."""
    store = SettingsStore(tmp_path)
    store.path.symlink_to(store.path)
    _, warning = store.load()
    assert warning is not None and "(Could" not in warning
    assert warning.startswith("Could not read settings.json: ")
    assert ". The default settings are used." in warning
