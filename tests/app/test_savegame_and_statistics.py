"""Saved games and statistics: round trips, and bad files refused or recovered."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from marjolet_qt.app import savegame
from marjolet_qt.app.dialogs.statistics_dialog import StatisticsDialog
from marjolet_qt.app.savegame import SavedGame, load_game, load_records, same_game, save_game
from marjolet_qt.app.settings import Settings, SettingsStore
from marjolet_qt.app.statistics import (
    HISTORY_LIMIT,
    Statistics,
    StatisticsStore,
    Tally,
    rules_key,
    shows_capots,
    split_rules_key,
)
from marjolet_qt.app.storage import CorruptFileError, NewerSchemaError, StorageError
from marjolet_qt.engine import RuleSet
from marjolet_qt.engine.jsonfile import FieldError
from marjolet_qt.engine.match import Match
from marjolet_qt.engine.round import MELD_POINTS, RoundState
from marjolet_qt.engine.tricks import captured_marriages

from .helpers import finished_round


def played_match(rounds: int = 1, extra_actions: int = 5) -> Match:
    rng = random.Random(4)
    match = Match(RuleSet.from_preset("marjolet", {"target": 2000}), first_dealer=0, rng=9)
    for _ in range(rounds):
        while not match.round.is_over():
            match.round.apply(rng.choice(match.round.legal_actions()))
        match.finish_round()
        match.start_next_round()
    for _ in range(extra_actions):
        match.round.apply(rng.choice(match.round.legal_actions()))
    return match


def test_a_saved_game_reopens_exactly_where_it_was(tmp_path: Path) -> None:
    match = played_match(rounds=2)
    path = tmp_path / "game.marjolet"
    save_game(path, SavedGame(match, "hard", undos=3))
    game = load_game(path)
    assert game.level == "hard" and game.undos == 3 and game.human_seat == 0
    assert game.match.totals == match.totals
    assert game.match.round.history == match.round.history
    assert game.match.round.legal_actions() == match.round.legal_actions()
    assert json.loads(path.read_text())["schema"] == 1


@pytest.mark.parametrize(
    ("written", "read"),
    [("easy", "easy"), ("hard", ""), ("expert", ""), ("nonsense", ""), (3, ""), (None, "")],
)
def test_the_weakest_levels_of_a_game_are_kept_if_weaker(
    tmp_path: Path, written: object, read: str
) -> None:
    """A convenience of the statistics: a value that is no weaker level is ignored, and
    never a reason to refuse the game."""
    path = tmp_path / "game.marjolet"
    save_game(path, SavedGame(played_match(rounds=1), "hard", round_level="medium"))
    data = json.loads(path.read_text())
    assert data["round_level"] == "medium" and "game_level" not in data
    data["game_level"] = written
    path.write_text(json.dumps(data))
    game = load_game(path)
    assert (game.level, game.round_level, game.game_level) == ("hard", "medium", read)


def test_saving_again_keeps_the_previous_version(tmp_path: Path) -> None:
    path = tmp_path / "game.marjolet"
    save_game(path, SavedGame(played_match(extra_actions=1), "easy"))
    save_game(path, SavedGame(played_match(extra_actions=2), "easy"))
    assert load_game(tmp_path / "game.marjolet.bak").match.round.history != []


@pytest.mark.parametrize(
    ("content", "error", "fragment"),
    [
        ("", CorruptFileError, "empty"),
        ('{"schema": 1, "format": "marjolet-game"', CorruptFileError, "not valid JSON"),
        ("[1, 2]", CorruptFileError, "JSON object"),
        ('{"schema": 9, "format": "marjolet-game"}', NewerSchemaError, "newer version"),
        ('{"schema": 9, "format": "marjolet-round"}', NewerSchemaError, "newer version"),
        # Not a game at all, whatever its schema number: not "from a newer version".
        ('{"schema": 9}', CorruptFileError, "neither a saved game nor a round record"),
        ('{"schema": 2, "level": "hard"}', CorruptFileError, "neither a saved game"),
        ('{"schema": 1, "format": "chess"}', CorruptFileError, "not a Marjolet Qt game"),
        (
            '{"schema": 1, "format": "marjolet-game", "level": "grandmaster", "match": {}}',
            CorruptFileError,
            "unknown opponent level",
        ),
        # A file cut down to its first lines said "unknown opponent level null".
        ('{"schema": 1, "format": "marjolet-game"}', CorruptFileError, "it holds no game"),
        (
            '{"schema": 1, "format": "marjolet-game", "match": {}}',
            CorruptFileError,
            "does not say which opponent",
        ),
        (
            '{"schema": 1, "format": "marjolet-game", "level": "easy", "human_seat": 5,'
            ' "match": {}}',
            CorruptFileError,
            "does not seat you where the game does",
        ),
    ],
)
def test_bad_save_files_are_refused_with_a_message(
    tmp_path: Path, content: str, error: type[StorageError], fragment: str
) -> None:
    path = tmp_path / "bad.marjolet"
    path.write_text(content)
    with pytest.raises(error, match=fragment):
        load_game(path)
    assert path.read_text() == content  # nothing is overwritten


def test_a_save_with_an_illegal_move_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "game.marjolet"
    save_game(path, SavedGame(played_match(), "medium"))
    data = json.loads(path.read_text())
    data["match"]["current"]["actions"].append("meld AS")
    path.write_text(json.dumps(data))
    with pytest.raises(CorruptFileError, match="in the round in progress, move"):
        load_game(path)


def test_the_autosave_names_the_game_s_file_and_a_bad_name_is_dropped(tmp_path: Path) -> None:
    """``file`` (the autosave's only) comes back as written; a value that cannot name a
    file is dropped, never a reason to refuse the game; a game without one (every file
    written before it existed) has none."""
    path = tmp_path / "autosave.marjolet"
    named = str(tmp_path / "my game.marjolet")
    save_game(path, SavedGame(played_match(), "easy", file=named))
    assert json.loads(path.read_text())["file"] == named
    assert load_game(path).file == named
    save_game(path, SavedGame(played_match(), "easy"))
    assert "file" not in json.loads(path.read_text())
    assert load_game(path).file is None
    # A game opened from a folder whose name is not UTF-8: the autosave is written all
    # the same, without the name (it stopped the autosave, with Python's words).
    save_game(path, SavedGame(played_match(), "easy", file="/jeux-caf\udce9/soir.marjolet"))
    assert "file" not in json.loads(path.read_text())
    data = json.loads(path.read_text())
    for bad in ("my game.marjolet", "", "/tmp/a\0b.marjolet", "/" + "x" * 5000, 3, None, ["/a"]):
        data["file"] = bad
        path.write_text(json.dumps(data))
        game = load_game(path)
        assert game.file is None, bad
        assert game.match.round.history == played_match().round.history


def test_a_game_is_the_same_game_whatever_was_played_since() -> None:
    """Later, earlier, or with moves taken back and played otherwise: the same game; a
    game of another deal (or of other rules) is another."""
    game = SavedGame(played_match(rounds=0, extra_actions=2), "easy")
    assert same_game(game, SavedGame(played_match(rounds=0, extra_actions=0), "easy"))
    assert same_game(game, SavedGame(played_match(rounds=2, extra_actions=3), "hard"))
    otherwise = played_match(rounds=0, extra_actions=0)
    otherwise.round.apply(otherwise.round.legal_actions()[-1])
    assert same_game(game, SavedGame(otherwise, "easy"))
    another = Match(RuleSet.from_preset("marjolet", {"target": 2000}), first_dealer=0, rng=10)
    assert not same_game(game, SavedGame(another, "easy"))
    other_rules = Match(RuleSet.from_preset("marjolet", {"target": 1500}), first_dealer=0, rng=9)
    assert other_rules.round.deal == game.match.round.deal
    assert not same_game(game, SavedGame(other_rules, "easy"))


def test_statistics_count_rounds_games_melds_and_undos(tmp_path: Path) -> None:
    match = played_match(rounds=1, extra_actions=0)
    state = match.round
    rng = random.Random(1)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    stats = Statistics()
    assert stats.record_round("hard", "marjolet", state, seat=0)
    assert stats.record_game("hard", "marjolet", True, state)
    stats.record_undo("hard", "marjolet")
    tally = stats.tally("hard", "marjolet")
    assert tally.rounds_played == 1 and tally.games_won == 1 and tally.undos == 1
    assert tally.points == state.score(0) == tally.best_round
    mine = [e.key for e in state.meld_log if e.player == 0]
    assert sum(tally.melds.values()) == len(mine)
    store = StatisticsStore(tmp_path)
    store.save(stats)
    again, warning = store.load()
    assert warning is None
    assert again.tally("hard", "marjolet") == tally


def _a_capot(preset: str) -> RoundState:
    """A round of ``preset`` in which seat 0 won every last trick (random play)."""
    rng = random.Random(7)
    for seed in range(5000):
        state = Match(RuleSet.from_preset(preset), first_dealer=0, rng=seed).round
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
        if state.phase2_wins[0] == state.rules.hand_size:
            return state
    raise AssertionError("no capot in 5,000 random rounds")


def test_capots_are_counted_where_the_rules_score_them(qtbot: QtBot) -> None:
    """The fifth pass: Mariage and Bésigue have no capot, yet their every last trick won
    was counted, and shown, as one."""
    stats = Statistics()
    assert stats.record_round("easy", "marjolet", _a_capot("marjolet"), seat=0)
    assert stats.record_round("easy", "mariage", _a_capot("mariage"), seat=0)
    assert stats.tally("easy", "marjolet").capots == 1
    assert stats.tally("easy", "mariage").capots == 0
    stats.tally("easy", "besigue").capots = 2  # (counted by an earlier version)
    for key, shown in ((("easy", "marjolet"), True), (("easy", "besigue"), False)):
        dialog = StatisticsDialog(stats, key)
        qtbot.addWidget(dialog)
        assert dialog.values["capots"].isHidden() == dialog.names["capots"].isHidden() != shown


def test_games_with_options_of_ones_own_are_counted_apart() -> None:
    """A Marjolet to 2,000 points, or a Mariage with a capot bonus, is not the preset's game:
    its rounds went into the preset's record (its best round, its average), and its
    capot row followed the preset rather than the rules played."""
    assert rules_key(RuleSet.from_preset("marjolet")) == "marjolet"
    assert rules_key(RuleSet.from_preset("marjolet", {"target": 2000})) == "marjolet+custom"
    assert split_rules_key("marjolet+custom") == ("marjolet", True)
    assert split_rules_key("mariage") == ("mariage", False)
    stats = Statistics()
    capot = _a_capot("mariage")
    with_bonus = RuleSet.from_preset("mariage", {"all_final_tricks_points": 50})
    bonus_round = RoundState(with_bonus, capot.deal)
    for action in capot.history:
        bonus_round.apply(action)
    assert stats.record_round("easy", rules_key(with_bonus), bonus_round, seat=0)
    tally = stats.tally("easy", "mariage+custom")
    assert tally.capots == 1 and tally.scores_capots is True
    assert shows_capots("mariage+custom", tally)
    no_bonus = RuleSet.from_preset("marjolet", {"all_final_tricks_points": 0})
    plain = RoundState(no_bonus, _a_capot("marjolet").deal)
    for action in _a_capot("marjolet").history:
        plain.apply(action)
    assert stats.record_round("easy", rules_key(no_bonus), plain, seat=0)
    assert stats.tally("easy", "marjolet+custom").capots == 0
    assert not shows_capots("marjolet+custom", stats.tally("easy", "marjolet+custom"))
    # Earlier versions' tallies did not say: judged by their preset, as before.
    assert Tally.from_json({}).scores_capots is None
    assert shows_capots("marjolet", Tally()) and not shows_capots("besigue", Tally())
    assert shows_capots("a-newer-preset+custom", Tally())
    again = Statistics.from_json(json.loads(json.dumps(stats.to_json())))
    assert again.tallies == stats.tallies
    assert "scores_capots" not in Tally().to_json()
    with pytest.raises(FieldError, match="scores_capots"):
        Tally.from_json({"scores_capots": "yes"})


def test_the_statistics_name_games_with_options_of_ones_own(qtbot: QtBot) -> None:
    stats = Statistics()
    stats.tally("hard", "mariage+custom").rounds_played = 1
    stats.tally("hard", "mariage").rounds_played = 1
    dialog = StatisticsDialog(stats, ("hard", "mariage+custom"))
    qtbot.addWidget(dialog)
    names = [dialog.choice.itemText(i) for i in range(dialog.choice.count())]
    assert names == [
        "All levels and rules",
        "Hard opponent — Mariage",
        "Hard opponent — Mariage, with options of your own",
    ]
    assert dialog.choice.currentIndex() == 2
    assert dialog.names["capots"].isHidden()  # (an earlier version's: by the preset)


def test_corrupt_statistics_start_afresh_and_keep_the_file(tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path)
    store.path.write_text('{"schema": 1, "tallies": [{"level": "easy"}]}')
    stats, warning = store.load()
    assert warning and list(stats.keys()) == []
    assert list(tmp_path.glob("statistics.json.bad-*"))


@pytest.mark.parametrize(
    ("body", "field"),
    [
        (
            {"tallies": [{"level": "easy", "preset": "marjolet", "games_played": "x"}]},
            "tallies[0].games_played",
        ),
        ({"tallies": 7}, "tallies"),  # the first schema's migration
        ({"tallies": {"easy": {}}}, "tallies"),
        ({"tallies": {"easy/marjolet": []}}, "tallies.easy/marjolet"),
    ],
)
def test_damaged_statistics_are_said_in_french(
    tmp_path: Path, french: QApplication, body: dict[str, object], field: str
) -> None:
    """The field and the value found, in the player's words: the engine's English ("must
    be a whole number…, not 'x'") stays in the logs."""
    store = StatisticsStore(tmp_path)
    schema = 0 if isinstance(body["tallies"], dict | int) else 1
    store.path.write_text(json.dumps({"schema": schema, **body}), encoding="utf-8")
    stats, warning = store.load()
    assert warning is not None and list(stats.keys()) == []
    assert "ne peut pas valoir" in warning and f"«\xa0{field}" in warning, warning
    assert not any(english in warning for english in ("must be", " not ", "a list", "an object"))


def test_a_saved_game_copied_over_the_statistics_is_kept(tmp_path: Path) -> None:
    """A file of another kind under the statistics' name (the attacker's saved game) was
    read as no statistics and written over: it is set aside as damaged."""
    store = StatisticsStore(tmp_path)
    saved = tmp_path / "game.marjolet"
    save_game(saved, SavedGame(played_match(), "easy"))
    store.path.write_bytes(saved.read_bytes())
    stats, warning = store.load()
    assert warning is not None and list(stats.keys()) == []
    kept = list(tmp_path.glob("statistics.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == saved.read_bytes()


def test_counts_at_the_limit_stay_within_what_the_reader_accepts(tmp_path: Path) -> None:
    """The attacker's report: counts edited up to the limit went past it at the next
    round, and the file the game wrote was refused as damaged at the next start."""
    limit = 10**9
    entry = {"level": "easy", "preset": "marjolet", "rounds_played": limit, "rounds_won": limit}
    entry |= {"games_played": limit, "games_won": limit, "points": limit, "undos": limit}
    # A full table of kinds this version does not know: the melds declared still count.
    entry |= {"melds": {"trump_marriage": limit} | {f"kind {i}": 1 for i in range(63)}}
    stats = Statistics.from_json({"tallies": [entry]})
    for seed in range(1, 4):
        state = finished_round(seed)
        assert stats.record_round("easy", "marjolet", state, seat=0)
        assert stats.record_game("easy", "marjolet", True, state)
        stats.record_undo("easy", "marjolet")
    store = StatisticsStore(tmp_path)
    store.save(stats)
    again, warning = store.load()
    assert warning is None
    tally = again.tally("easy", "marjolet")
    assert (tally.rounds_played, tally.games_played, tally.undos) == (limit, limit, limit)
    assert tally.points <= limit and max(tally.melds.values()) <= limit
    assert tally.melds["trump_marriage"] == limit and len(tally.melds) == 64
    declared = {key for key in tally.melds if not key.startswith("kind ")}
    assert len(declared) > 1  # (melds of the three rounds: room made for them)


@pytest.mark.parametrize("kind", ["games", "rounds"])
def test_more_won_than_played_is_a_damaged_file(kind: str) -> None:
    """The attacker's file read "5 of 1 (500 %)"."""
    entry = {"level": "easy", "preset": "marjolet", f"{kind}_played": 1, f"{kind}_won": 5}
    with pytest.raises(FieldError, match=f"tallies\\[0\\].{kind}_won"):
        Statistics.from_json({"tallies": [entry]})
    entry[f"{kind}_won"] = 1
    assert Statistics.from_json({"tallies": [entry]}).tally("easy", "marjolet")


def test_newer_statistics_are_never_overwritten(tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path)
    newer = '{"schema": 5, "format": "marjolet-statistics"}'
    store.path.write_text(newer)
    _, warning = store.load()
    assert warning and "newer" in warning
    store.save(Statistics())
    assert store.path.read_text() == newer


@pytest.mark.parametrize("content", ['{"schema": 2, "language": "fr"}', '{"schema": 5}'])
def test_earlier_settings_copied_over_the_statistics_are_not_a_newer_file(
    tmp_path: Path, content: str
) -> None:
    """Settings of an earlier version (schema 2, no ``format``) under the statistics'
    name were said to come from a newer version, and statistics stopped being recorded:
    a file above this version's schema that does not say it holds statistics is the
    wrong file, set aside, and the statistics go on."""
    store = StatisticsStore(tmp_path)
    store.path.write_text(content)
    stats, warning = store.load()
    assert warning is not None and "newer" not in warning
    assert "does not hold the game's statistics" in warning
    assert not store.read_only
    kept = list(tmp_path.glob("statistics.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_text() == content
    store.save(stats)
    assert StatisticsStore(tmp_path).load()[1] is None


def test_a_round_and_its_game_are_counted_once_across_a_save(tmp_path: Path) -> None:
    """The same deal finished again (after a resume) is not counted again, even by
    statistics read back from the file; a new deal is; files of earlier versions, without
    the guard's fields, read as before."""
    state, other = finished_round(1), finished_round(2)
    stats = Statistics()
    assert stats.record_round("easy", "marjolet", state, seat=0)
    assert stats.record_game("easy", "marjolet", True, state)
    store = StatisticsStore(tmp_path)
    store.save(stats)
    again, _ = store.load()
    assert not again.record_round("easy", "marjolet", state, seat=0)
    assert not again.record_game("easy", "marjolet", True, state)
    assert again.record_round("easy", "marjolet", other, seat=0)
    assert again.record_game("easy", "marjolet", False, other)
    tally = again.tally("easy", "marjolet")
    assert (tally.rounds_played, tally.games_played, tally.games_won) == (2, 2, 1)
    old = json.loads(json.dumps(stats.to_json()))
    del old["last_round"], old["last_game"], old["rounds_counted"], old["games_counted"]
    assert Statistics.from_json(old).last_round == ""
    with pytest.raises(FieldError, match="last_round"):
        Statistics.from_json({**old, "last_round": 7})
    with pytest.raises(FieldError, match=r"rounds_counted\[1\]"):
        Statistics.from_json({**old, "rounds_counted": ["a", 7]})
    # An earlier version's file: the last round and game alone are remembered.
    earlier = Statistics.from_json({**old, "last_round": "abc", "last_game": "def"})
    assert (earlier.rounds_counted, earlier.games_counted) == (["abc"], ["def"])


def test_a_deal_counted_is_not_counted_again_after_others(tmp_path: Path) -> None:
    """The attacker's pass: a saved game finished, another round finished, then the first
    file opened again and finished: its round counted twice ("3 of 3" for two deals),
    the last deal alone being remembered. The last 500 are, and kept in the file."""
    first, second, third = (finished_round(seed) for seed in (1, 2, 3))
    stats = Statistics()
    assert stats.record_round("easy", "marjolet", first, seat=0)
    assert stats.record_round("easy", "marjolet", second, seat=0)
    assert stats.record_game("easy", "marjolet", True, first)
    assert stats.record_game("easy", "marjolet", True, second)
    store = StatisticsStore(tmp_path)
    store.save(stats)
    again, _ = store.load()
    assert not again.record_round("easy", "marjolet", first, seat=0)
    assert not again.record_game("easy", "marjolet", True, first)
    assert again.record_round("easy", "marjolet", third, seat=0)
    assert again.tally("easy", "marjolet").rounds_played == 3
    for seed in range(4, 4 + HISTORY_LIMIT):  # (the memory is bounded: the oldest go)
        again.rounds_counted = [*again.rounds_counted, str(seed)][-HISTORY_LIMIT:]
    assert len(again.rounds_counted) == HISTORY_LIMIT
    assert again.record_round("easy", "marjolet", first, seat=0)
    # A longer list (a later version's, a hand edit) is read, its newest kept: the whole
    # file was refused as damaged.
    longer = json.loads(json.dumps(again.to_json()))
    longer["rounds_counted"] = [str(i) for i in range(HISTORY_LIMIT + 9)]
    read = Statistics.from_json(longer)
    assert len(read.rounds_counted) == HISTORY_LIMIT and read.rounds_counted[-2] == "508"


def test_mariage_s_marriages_are_counted_among_the_player_s_melds() -> None:
    """In Mariage nothing is declared: the marriages among the cards won score as they
    are completed, and the statistics' melds said "None yet" after 60 points of them."""
    for seed in range(60):
        state = finished_round(seed, "mariage")
        marriages = captured_marriages(state.trump, state.won[0])
        if marriages:
            break
    else:
        pytest.fail("no marriage won in 60 rounds")
    stats = Statistics()
    assert stats.record_round("easy", "mariage", state, seat=0)
    tally = stats.tally("easy", "mariage")
    assert sum(tally.melds.values()) == len(marriages)
    points = sum(state.rules.meld_points(key) * count for key, count in tally.melds.items())
    assert points == state.scores[MELD_POINTS]  # (seat 0's melds)


def test_the_settings_opened_as_a_game_are_not_said_to_come_from_a_newer_version(
    tmp_path: Path,
) -> None:
    """The player's settings (schema 2, above a saved game's 1) opened in Open or the
    replay's file dialog, which take ``.json`` files: they were "written by a newer
    version of Marjolet Qt". They hold neither a game nor a round, and say so."""
    store = SettingsStore(tmp_path)
    store.save(Settings())
    earlier = tmp_path / "earlier.json"  # (an earlier version's: no "format")
    earlier.write_text(json.dumps({"schema": 2, **Settings().to_json()}))
    for read in (load_game, load_records):
        with pytest.raises(CorruptFileError, match="neither a saved game nor a round record"):
            read(earlier)
        with pytest.raises(
            CorruptFileError, match="holds the game's settings, not a saved game or a round"
        ):
            read(store.path)


def test_each_file_of_the_game_says_what_it_holds(tmp_path: Path) -> None:
    """The settings copied over the statistics read as "written by a newer version"
    (their schema number is higher): the statistics then stopped being recorded, and the
    file stayed. Each file now names its kind; the wrong one is set aside as damaged,
    the backup of the right one used, and the message says what was found."""
    settings = SettingsStore(tmp_path)
    statistics = StatisticsStore(tmp_path)
    counted = Statistics()
    counted.record_round("easy", "marjolet", finished_round(1), seat=0)
    statistics.save(counted)
    statistics.save(counted)  # (a backup to come back to)
    settings.save(Settings(language="fr"))
    statistics.path.write_bytes(settings.path.read_bytes())
    found, warning = statistics.load()
    assert warning is not None and "holds the game's settings, not the game's statistics" in warning
    assert "newer" not in warning and not statistics.read_only
    assert found.tally("easy", "marjolet").rounds_played == 1
    assert len(list(tmp_path.glob("statistics.json.bad-*"))) == 1

    statistics.save(counted)
    settings.save(Settings(language="fr"))  # (a backup to come back to)
    settings.path.write_bytes(statistics.path.read_bytes())
    read, warning = settings.load()
    assert warning is not None and "holds the game's statistics, not the game's settings" in warning
    assert read.language == "fr"

    game = tmp_path / "game.marjolet"
    save_game(game, SavedGame(match=Match(RuleSet.from_preset("marjolet"), rng=1), level="easy"))
    statistics.path.write_bytes(game.read_bytes())
    _, warning = statistics.load()
    assert warning is not None and "holds a saved game, not the game's statistics" in warning

    # A format that names no file of the game's is one bad field: the rest is kept.
    for odd in ("", "marjolet-setings", 5, ["marjolet-settings"]):
        settings.path.write_text(json.dumps({"schema": 2, "format": odd, "language": "fr"}))
        read, warning = settings.load()
        assert read.language == "fr", odd
        assert warning is not None and "format" in warning, odd


def test_a_game_too_large_to_read_again_is_saved_without_its_oldest_reviews(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Reviews are a cache: a game whose reviews would make its file larger than the game
    reads keeps its rounds and leaves out the reviews of its oldest rounds (in the game
    too, so that it stands as saved); it opens again."""
    from marjolet_qt.app.review_worker import REVIEW_KEY, REVIEW_VERSION  # noqa: PLC0415
    from marjolet_qt.engine import jsonfile  # noqa: PLC0415

    match = played_match(rounds=4)
    for number, result in enumerate(match.results):
        result.record[REVIEW_KEY] = {"version": REVIEW_VERSION, "pad": str(number) * 20_000}
    game = SavedGame(match, "hard")
    bare = len(json.dumps(game.to_json(), separators=(",", ":"))) - 4 * 20_000
    monkeypatch.setattr(jsonfile, "MAX_FILE_BYTES", bare + 2 * 20_000 + 2_000)
    path = tmp_path / "long.marjolet"
    written = save_game(path, game)
    assert path.stat().st_size <= jsonfile.MAX_FILE_BYTES
    kept = [REVIEW_KEY in record for record in written["match"]["rounds"]]
    assert kept == [False, False, True, True]
    assert [REVIEW_KEY in result.record for result in match.results] == kept
    again = load_game(path)
    assert again.match.to_json()["rounds"] == written["match"]["rounds"]


def test_a_history_longer_than_kept_is_trimmed_not_thrown_away(tmp_path: Path) -> None:
    """The attacker's 200,000 rounds: "the field "tallies[0].rounds" cannot hold a list",
    and every tally thrown away. The newest are kept, as writing keeps them."""
    rounds: list[object] = [["2026-01-01T00:00:00+00:00", i % 90, 10] for i in range(200_000)]
    entry = {"level": "easy", "preset": "marjolet", "rounds_played": 9, "rounds_won": 1}
    entry |= {"rounds": rounds, "games": [["2026-01-01T00:00:00+00:00", True]] * 1000}
    stats = Statistics.from_json({"tallies": [entry]})
    tally = stats.tally("easy", "marjolet")
    assert len(tally.rounds) == HISTORY_LIMIT and len(tally.games) == HISTORY_LIMIT
    assert [mine for _, mine, _ in tally.rounds[-3:]] == [(200_000 - n) % 90 for n in (3, 2, 1)]
    bad = {**entry, "rounds": [*rounds[:-1], "not a round"]}
    with pytest.raises(FieldError, match=r"tallies\[0\]\.rounds\[199999\]"):
        Statistics.from_json({"tallies": [bad]})


def test_only_the_computer_s_moves_since_a_save_are_no_game_played_on() -> None:
    """The attacker's pass: a game opened on the computer's turn and closed once it had
    moved asked at the next launch whether the player "played on" after saving."""
    match = Match(RuleSet.from_preset("marjolet"), first_dealer=0, rng=5)
    assert match.round.to_move == 1  # (the computer, seat 1, leads)
    saved = SavedGame(Match.from_json(match.to_json()), "easy", human_seat=0)

    def later(moves: int) -> SavedGame:
        game = Match.from_json(saved.match.to_json())
        for _ in range(moves):
            game.round.apply(game.round.legal_actions()[0])
        return SavedGame(game, "easy", human_seat=0)

    assert savegame.only_the_computer_moved(saved, later(1))  # the computer's lead
    assert not savegame.only_the_computer_moved(saved, later(2))  # and the player's answer
    assert not savegame.only_the_computer_moved(saved, later(0))  # nothing since
    taken_back = later(1)
    taken_back.undos = 1
    assert not savegame.only_the_computer_moved(saved, taken_back)
    other = SavedGame(Match(RuleSet.from_preset("marjolet"), first_dealer=0, rng=6), "easy")
    assert not savegame.only_the_computer_moved(other, later(1))


def test_the_computer_s_move_that_ends_the_round_is_no_game_played_on() -> None:
    """(The review's read: the player saved before the round's last card, the computer's;
    opened again, the computer played it and the round was counted.)"""
    rules = RuleSet.from_preset("marjolet")
    for seed in range(40):
        match = Match(rules, first_dealer=0, rng=seed)
        rng = random.Random(seed)
        movers: list[int] = []
        while not match.round.is_over():
            movers.append(match.round.to_move)
            match.round.apply(rng.choice(match.round.legal_actions()))
        if movers[-1] == 1:
            break
    else:
        pytest.fail("no round ended on the computer's move")
    actions = list(match.round.history)
    before = Match(rules, first_dealer=0, rng=seed)
    for action in actions[:-1]:
        before.round.apply(action)
    saved = SavedGame(Match.from_json(before.to_json()), "easy")
    before.round.apply(actions[-1])
    before.finish_round()
    later = SavedGame(Match.from_json(before.to_json()), "easy")
    assert len(later.match.results) == 1
    assert savegame.only_the_computer_moved(saved, later)
    before.start_next_round()  # (the next round dealt: played on)
    assert not savegame.only_the_computer_moved(saved, SavedGame(before, "easy"))
