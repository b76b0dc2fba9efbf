"""Why a record or a saved game cannot be used, in the player's language (texts.record_problem).

The engine's :class:`RecordError` says what is wrong as a code and params; the
application words them, so that a French player never reads the engine's English inside
a French sentence: when a saved game is opened, a round replayed, or a bare record
migrated into a game.
"""

from __future__ import annotations

import ast
import copy
import inspect
import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from marjolet_qt.app import i18n, texts
from marjolet_qt.app.dialogs.replay import ReplayDialog
from marjolet_qt.app.dialogs.review import ReviewDialog
from marjolet_qt.app.savegame import load_game
from marjolet_qt.app.seats import COMPUTER, HUMAN
from marjolet_qt.app.storage import CorruptFileError
from marjolet_qt.app.window import MainWindow
from marjolet_qt.engine import refusals
from marjolet_qt.engine.actions import IllegalActionError
from marjolet_qt.engine.cards import parse_card
from marjolet_qt.engine.cli import load_round
from marjolet_qt.engine.match import Match
from marjolet_qt.engine.records import IN_PROGRESS, RECORD_CODES, RecordError, from_record

from ..engine.test_record_errors import MATCH_CASES, RECORD_CASES
from ..fuzzing import dumps, sample_matches
from .helpers import TS_FILE, quick_settings
from .test_persistence import messages


def raised(read: Any, data: Any) -> RecordError:
    with pytest.raises(RecordError) as error:
        read(data)
    return error.value


def damaged(code: str) -> Any:
    """The engine tests' first damaged record of ``code``."""
    return next(data for data, found, _ in RECORD_CASES if found == code)


def sample_errors() -> list[RecordError]:
    """A real error of every code (the engine tests' damaged records and matches), and
    two found in a round of a match, last."""
    errors = [raised(from_record, data) for data, _, _ in RECORD_CASES]
    errors += [raised(Match.from_json, data) for data, _, _ in MATCH_CASES]
    errors.append(raised(load_round, "/nonexistent/round.json"))
    errors.append(raised(from_record, damaged("not_object")).within(3))
    errors.append(raised(from_record, damaged("stock_size")).within(IN_PROGRESS))
    return errors


ERRORS = sample_errors()
FALLBACK = "the round record is not valid"


def test_the_samples_have_every_code() -> None:
    assert {error.code for error in ERRORS} == RECORD_CODES


@pytest.mark.parametrize("error", ERRORS, ids=lambda error: error.code)
def test_every_code_is_worded_as_a_clause(error: RecordError) -> None:
    text = texts.record_problem(error)
    assert text and text != FALLBACK
    assert "{" not in text and not text.endswith(".")
    assert text[0] == text[0].lower() or text[0] in "'\"“"


def test_the_wording_names_things_as_the_player_knows_them() -> None:
    """Cards by name, moves counted from 1, the refusal and the rules' own words, and
    the round of the match first."""
    by_message = {str(error): texts.record_problem(error) for error in ERRORS}
    assert by_message["card 7S is dealt 2 times"] == "the 7 of spades is dealt 2 times"
    # The refusal says who moved: the computer's second move, the player's third.
    assert by_message['action 1 ("AC"): you do not hold AC'] == (
        "move 2 (Ace of clubs) cannot be played — the computer does not hold the Ace of clubs"
    )
    assert by_message['action 2 ("AS"): declare your melds or say done before the next trick'] == (
        "move 3 (Ace of spades) cannot be played — declare your melds, or choose Continue, "
        "before the "
        "next trick"
    )
    rules = next(error for error in ERRORS if error.code == "rules")
    assert texts.record_problem(rules) == "there are no rules called “piquet”"
    nested = ERRORS[-2]
    assert str(nested).startswith("round 3: ")
    assert texts.record_problem(nested) == "in round 3, the round record is not a JSON object"
    current = ERRORS[-1]
    assert texts.record_problem(current) == (
        "in the round in progress, the stock does not have as many cards as these rules leave (19)"
    )


def test_a_refused_move_is_named_not_quoted_in_the_record_s_codes() -> None:
    """The player saw "move 1 (« QS ») cannot be played": the record's own code."""
    assert texts.recorded_move("QS") == "Queen of spades"
    assert texts.recorded_move("meld KH QH") == "a meld of King of hearts, Queen of hearts"
    assert texts.recorded_move("exchange") == "the exchange of the 7 of trumps"
    assert texts.recorded_move("done") == "the end of the declarations"
    # What names no move is quoted as it was written, shortened.
    assert texts.recorded_move("ZZ") == "“ZZ”"
    assert texts.recorded_move("meld KH ZZ") == "“meld KH ZZ”"
    assert texts.recorded_move(7) == "7"
    # A meld of more cards than any meld holds is quoted, cut, not named card by card
    # (a hostile file's meld of millions made a message of 39 million characters).
    huge = "meld " + " ".join(["AS"] * 2_600_000)
    assert texts.recorded_move(huge) == "“meld AS AS AS AS AS AS AS A…”"
    assert texts.recorded_move("meld AH TH KH QH JH").count(",") == 4


def test_an_unknown_code_is_still_said_in_the_players_words() -> None:
    assert texts.record_problem(RecordError("some new problem", "new_code")) == FALLBACK


# --- in French ------------------------------------------------------------------------------


def _sources() -> list[str]:
    """The texts record_problem may show: the literal ``translate("Texts", ...)`` of its
    functions (rules_refusal and refusal_text have their own tests)."""
    functions = (
        texts.record_problem,
        texts._record_problem,
        texts._refusal_clause,
        texts._computer_refusal,
        texts.recorded_move,
    )
    found = []
    for function in functions:
        for node in ast.walk(ast.parse(inspect.getsource(function))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "translate"
                and isinstance(node.args[1], ast.Constant)
                and isinstance(node.args[1].value, str)
            ):
                found.append(node.args[1].value)
    return found


def _untranslated(sources: list[str]) -> list[str]:
    """Those of ``sources`` the French catalogue does not translate yet (a finished
    translation has no ``type``: not unfinished, vanished nor obsolete)."""
    done = set()
    for context in ET.parse(TS_FILE).getroot().iter("context"):
        if context.findtext("name") != "Texts":
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.text and not translation.get("type"):
                done.add(message.findtext("source"))
    return [source for source in sources if source not in done]


def test_the_sources_are_found() -> None:
    sources = _sources()
    assert len(sources) >= len(RECORD_CODES) and FALLBACK in sources


def test_every_problem_is_french_in_french(french: QApplication) -> None:
    assert not _untranslated(_sources())
    i18n.install_translator(french, "en")
    english = [texts.record_problem(error) for error in ERRORS + ODD_VALUES]
    i18n.install_translator(french, "fr")
    for error, source in zip(ERRORS + ODD_VALUES, english, strict=True):
        text = texts.record_problem(error)
        assert text and text != source, (error.code, text)
        # Not even the value found is in English (the engine's describe() is, for logs).
        assert not any(word in text for word in DESCRIBED), text
    assert texts.json_value("XX") == "«\xa0XX\xa0»"


def engine_refusals() -> list[IllegalActionError]:
    """An error of every code the engine refuses a move with (read from its source, so
    that a new one is worded before it ships), with params of the right kinds."""
    tree = ast.parse(inspect.getsource(refusals))
    codes = {
        str(node.args[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "IllegalActionError"
        and isinstance(node.args[0], ast.Constant)
    }
    params = {"suit": 2, "lead_suit": 0, "card": parse_card("TH"), "limit": 2, "cards": 3}
    return [IllegalActionError(code, f"english {code}", **params) for code in sorted(codes)]


REFUSALS = engine_refusals()


def test_every_refusal_is_worded_for_each_seat(french: QApplication) -> None:
    """The table's sentence and a record's clause, for the player's move and for the
    computer's: never the engine's English, and "you" only for the player's own."""
    assert len(REFUSALS) >= 18
    for language in ("en", "fr"):
        i18n.install_translator(french, language)
        for error in REFUSALS:
            sentence = texts.refusal_text(error)
            assert sentence != str(error) and sentence.endswith("."), (language, sentence)
            yours = texts._refusal_clause(error, HUMAN)
            theirs = texts._refusal_clause(error, COMPUTER)
            assert yours and theirs and not theirs.endswith("."), (language, theirs)
            if language == "en":
                assert not re.search(r"\byou", theirs, re.IGNORECASE), theirs
            else:
                assert not re.search(r"\b(vous|votre|vos)\b", theirs, re.IGNORECASE), theirs
    i18n.install_translator(french, "en")


#: Values a hostile file may hold where a record expects a text, and how the engine's
#: English describes them.
ODD_VALUES = [
    RecordError("unknown record format an object", "unknown_format", format={}),
    RecordError("unsupported version …", "unsupported_version", version=10**5000, supported=1),
    RecordError("action 0 (a list): …", "unreadable_action", index=0, action=[1]),
    RecordError("upcard: unknown card null", "unknown_card", field="upcard", value=None),
]
DESCRIBED = ("a list", "an object", "a number of about", "digits")


def test_values_found_are_said_shortly() -> None:
    found: tuple[object, ...] = ("XX", [1], {}, None, True, 2, 1.5)
    assert [texts.json_value(value) for value in found] == [
        "“XX”",
        "a list",
        "an object",
        "null",
        "true",
        "2",
        "1.5",
    ]
    assert texts.json_value(10**5000) == "a number of about 5,000 digits"
    assert texts.json_value("x" * 100) == "“" + "x" * 27 + "…”"
    # What does not print is shown as its escape: a message stays one line.
    assert texts.json_value("a\nb\x00\ud800") == "“a\\nb\\x00\\ud800”"


# --- where the player reads them --------------------------------------------------------------


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = MainWindow(quick_settings(), seed=5)
    qtbot.addWidget(win)
    win.show()
    yield win
    win.close()


def damaged_match() -> tuple[dict[str, Any], RecordError]:
    """A saved match whose first round deals a card twice (and so misses another), and
    its error."""
    match = copy.deepcopy(sample_matches()[0])
    first = match["rounds"][0]
    first["upcard"] = first["hands"][0][0]
    return match, raised(Match.from_json, match)


def test_opening_a_damaged_game_shows_the_worded_problem(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    match, error = damaged_match()
    assert error.context == 1 and error.code in ("card_repeated", "card_missing")
    document = {"schema": 1, "format": "marjolet-game", "level": "easy", "match": match}
    path = tmp_path / "game.marjolet"
    path.write_bytes(dumps(document))
    seen = messages(monkeypatch)
    assert not window.open_game_file(path)
    assert seen == [f"game.marjolet is not a usable saved game: {texts.record_problem(error)}."]
    assert "in round 1, the " in seen[0] and str(error) not in seen[0]


def test_replaying_a_damaged_record_shows_the_worded_problem(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    data = damaged("unreadable_action")
    path = tmp_path / "round.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(window, "ask_open_path", lambda *_: path)
    seen = messages(monkeypatch)
    window.replay_file()
    # Alone in its box, the problem is a sentence.
    assert seen == [texts.record_sentence(raised(from_record, data))]
    assert seen[0] == "Move 1 (“XX”) is not a move."
    assert window.replay_record(data) is None
    assert seen[1] == seen[0]
    assert window.review_record(data) is None
    assert seen[2] == seen[0]
    # Refused before they were built: no half-made viewer stays behind as the window's
    # child (a change of language reached one, which then raised in its retranslation).
    assert not window.findChildren(ReplayDialog) and not window.findChildren(ReviewDialog)


def test_a_damaged_bare_record_opened_as_a_game_is_worded(tmp_path: Path) -> None:
    """A round record without a schema is migrated into a game: its problem too."""
    data = damaged("card_repeated")
    path = tmp_path / "round.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CorruptFileError) as refused:
        load_game(path)
    problem = texts.record_problem(raised(from_record, data))
    assert problem in str(refused.value)
    assert str(raised(from_record, data)) not in str(refused.value)
