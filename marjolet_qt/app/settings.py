"""The player's settings: rules, opponent, display; and where they are kept.

:class:`Settings` is an immutable value checked when it is built, so the window, the
worker and the dialogs can trust any instance they receive. :class:`SettingsStore` reads
and writes it through :mod:`.storage`: a damaged, hand-edited or newer file never stops
the game — the player gets the defaults (or whatever could be read) and a message, and
the file that could not be used is kept aside rather than overwritten.
"""

from __future__ import annotations

import binascii
import contextlib
import dataclasses
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs
from PySide6.QtCore import QCoreApplication, QLocale

from marjolet_qt.ai import LEVELS
from marjolet_qt.engine.rules import RulesError, RuleSet

from . import storage, texts
from .storage import Migration

APP_NAME = "marjolet-qt"
SETTINGS_FILE = "settings.json"
SCHEMA = 2

ANIMATION_SPEEDS: tuple[str, ...] = ("off", "fast", "normal", "slow")
CARD_BACKS: tuple[str, ...] = ("blue", "red", "green", "purple")
LANGUAGES: tuple[str, ...] = ("system", "en", "fr")
THINK_TIME_RANGE: tuple[float, float] = (0.25, 10.0)
#: Where the score sheet may be: docked on the table's right or left, or floating in a
#: window of its own (the places its dock allows: ``window.DOCK_AREAS`` docks it by
#: these names). Not above or below: the sheet is a tall table, and the cards need the
#: window's height.
SCORE_SHEET_AREAS: tuple[str, ...] = ("right", "left", "floating")
#: The score sheet's width in pixels, 0 for Qt's own. Wider than any screen is a typing
#: mistake or worse; the window also keeps the table its room (``window._place_score_sheet``).
SCORE_SHEET_SIZE_RANGE: tuple[int, int] = (0, 4000)


translate = QCoreApplication.translate


class SettingsError(ValueError):
    """A settings value that cannot be used; the message names the field."""


@dataclass(frozen=True)
class Settings:
    """Everything the player can choose. Invalid values raise :class:`SettingsError`."""

    #: The rules of the next game (the engine's value: already checked, immutable).
    rules: RuleSet = field(default_factory=RuleSet.from_preset)
    level: str = "medium"
    #: Seconds the Hard opponent may think per move.
    hard_think_time: float = 1.0
    animation_speed: str = "normal"
    card_back: str = "blue"
    language: str = "system"
    highlight_playable: bool = True
    #: After winning a trick with nothing to declare, go on (draw) without a click.
    auto_continue: bool = True
    #: The first-run welcome was shown (it is shown once).
    welcome_shown: bool = False
    #: The folder of the last game saved, or opened, outside the data folder: where
    #: Save as and Export start ("" until then; see ``WindowBase._save_folder``).
    last_folder: str = ""
    #: The folder of the last game saved, opened or kept (an unfinished game set aside
    #: in the data folder): where Open starts ("" until then).
    open_folder: str = ""
    #: The main window's size, place and maximised state as Qt saves them
    #: (``QWidget.saveGeometry``, in base64; "" until the window first closed).
    window_geometry: str = ""
    #: Whether the score sheet is shown (View ▸ Score sheet), as the window last closed.
    score_sheet_shown: bool = True
    #: Where the player left the score sheet (one of :data:`SCORE_SHEET_AREAS`). Kept as
    #: a name and a width rather than Qt's ``saveState`` bytes, which ``restoreState``
    #: does not check (hand-edited ones crashed it).
    score_sheet_area: str = "right"
    #: The score sheet's width in pixels as the player dragged it (0: Qt's own width).
    score_sheet_size: int = 0

    def __post_init__(self) -> None:
        for name in _FIELD_NAMES:
            _check_field(name, getattr(self, name))
        object.__setattr__(self, "hard_think_time", float(self.hard_think_time))

    def replace(self, **changes: Any) -> Settings:
        """A copy with some fields changed (checked like the constructor)."""
        return dataclasses.replace(self, **changes)

    # --- JSON --------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """Plain data for the settings file; the rules in the form records give them."""
        data = {name: getattr(self, name) for name in _FIELD_NAMES}
        data["rules"] = self.rules.to_json(compact=False)
        return data

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Strict reading: :class:`SettingsError` names the first field that is wrong."""
        settings, problems = cls.parse(data)
        if problems:
            raise SettingsError(problems[0])
        return settings

    @classmethod
    def parse(cls, data: Any) -> tuple[Settings, list[str]]:
        """Lenient reading: every wrong field falls back to its default, and is reported.

        The rules are read by the engine's lenient reader (:meth:`RuleSet.parse`), so one
        bad option does not cost the others. Unknown fields are reported too (and
        dropped): they are probably typing mistakes.
        """
        if not isinstance(data, Mapping):
            return cls(), [translate("Settings", "the settings are not a JSON object")]
        problems: list[str] = []
        values: dict[str, Any] = {}
        for name in data:
            if name not in _FIELD_NAMES:
                problems.append(
                    translate("Settings", "unknown setting {name} ignored").format(
                        name=texts.json_value(name)
                    )
                )
        for name in _FIELD_NAMES:
            if name == "rules" or name not in data:
                continue
            try:
                _check_field(name, data[name])
                values[name] = data[name]
            except SettingsError as error:
                problems.append(str(error))
        if "rules" in data:
            values["rules"], refused = RuleSet.parse(data["rules"])
            problems += [_rules_problem(error) for error in refused]
        return cls(**values), problems


_FIELD_NAMES: tuple[str, ...] = tuple(f.name for f in dataclasses.fields(Settings))
#: The settings that are on or off.
_SWITCHES: tuple[str, ...] = (
    "highlight_playable",
    "auto_continue",
    "welcome_shown",
    "score_sheet_shown",
)
#: The settings that name a folder.
_FOLDERS: tuple[str, ...] = ("last_folder", "open_folder")
#: Longer than any geometry Qt saves (66 bytes, 88 in base64): a longer one is not its.
MAX_GEOMETRY = 1024


def _rules_problem(error: RulesError) -> str:
    """A part of the rules that the settings file gave and the engine refused."""
    return translate("Settings", "rules: {reason}").format(reason=texts.rules_refusal(error))


def _check_field(name: str, value: Any) -> None:
    """Raise :class:`SettingsError` if ``value`` is not acceptable for field ``name``."""
    choices = {
        "level": LEVELS,
        "animation_speed": ANIMATION_SPEEDS,
        "card_back": CARD_BACKS,
        "language": LANGUAGES,
        "score_sheet_area": SCORE_SHEET_AREAS,
    }
    if name in choices:
        if not isinstance(value, str) or value not in choices[name]:
            raise SettingsError(
                translate("Settings", "{name} must be one of {choices}, not {value}").format(
                    name=name, choices=", ".join(choices[name]), value=texts.json_value(value)
                )
            )
    elif name == "hard_think_time":
        low, high = THINK_TIME_RANGE
        if (
            not isinstance(value, int | float)
            or isinstance(value, bool)
            or not math.isfinite(value)
            or not low <= value <= high
        ):
            raise SettingsError(
                translate(
                    "Settings",
                    "hard_think_time must be a number of seconds from {low} to {high}, not {value}",
                ).format(
                    low=QLocale().toString(low),
                    high=QLocale().toString(high),
                    value=texts.json_value(value),
                )
            )
    elif name == "score_sheet_size":
        low, high = SCORE_SHEET_SIZE_RANGE
        # (Not a float: a width in pixels is whole, and 1e9 is not one either.)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise SettingsError(
                translate(
                    "Settings",
                    "score_sheet_size must be a whole number of pixels from {low} to {high}, "
                    "not {value}",
                ).format(
                    low=QLocale().toString(low),
                    high=QLocale().toString(high),
                    value=texts.json_value(value),
                )
            )
    elif name in _SWITCHES:
        if not isinstance(value, bool):
            raise SettingsError(
                translate("Settings", "{name} must be true or false, not {value}").format(
                    name=name, value=texts.json_value(value)
                )
            )
    elif name in _FOLDERS:
        if not isinstance(value, str):
            raise SettingsError(
                translate("Settings", "{name} must be a folder name, not {value}").format(
                    name=name, value=texts.json_value(value)
                )
            )
    elif name == "window_geometry":
        if not _is_base64(value):
            raise SettingsError(
                translate(
                    "Settings", "window_geometry must be a window geometry in base64, not {value}"
                ).format(value=texts.json_value(value))
            )
    elif name == "rules" and not isinstance(value, RuleSet):
        raise SettingsError(
            translate("Settings", "rules must be a rule set, not {value}").format(
                value=type(value).__name__
            )
        )


def _is_base64(value: Any) -> bool:
    """Whether ``value`` is text of strict base64 no longer than Qt's geometries (what
    Qt then makes of the bytes, ``restoreGeometry`` checks: it refuses what is not its
    own, and brings a window placed on a screen no longer there back on one)."""
    if not isinstance(value, str) or len(value) > MAX_GEOMETRY:
        return False
    try:
        binascii.a2b_base64(value.encode("ascii"), strict_mode=True)
    except (UnicodeEncodeError, binascii.Error):
        return False
    return True


def _migrate_0(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 0: a file without a schema number (hand-written, or from before versioning).

    Its fields are schema 1's, except that the rules may be given as records give them:
    ``"rules": "mariage"`` or ``"rules": {"preset": ..., "options": {...}}``.
    """
    data = dict(data)
    rules = data.pop("rules", None)
    if isinstance(rules, str):
        data.setdefault("preset", rules)
    elif isinstance(rules, Mapping):
        if "preset" in rules:
            data.setdefault("preset", rules["preset"])
        if "options" in rules:
            data.setdefault("rule_overrides", rules["options"])
    elif rules is not None:
        data["rules"] = rules  # left for parse() to report as unknown
    return data


def _migrate_1(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 kept the rules as ``preset`` and ``rule_overrides``; schema 2 keeps them
    as records do (``RuleSet.to_json``): ``"rules": {"preset": ..., "options": {...}}``.

    Nothing is checked here: a bad preset or option is reported by :meth:`Settings.parse`
    like any other, and costs only itself.
    """
    data = dict(data)
    if "preset" in data or "rule_overrides" in data:
        data["rules"] = {
            "preset": data.pop("preset", "marjolet"),
            "options": data.pop("rule_overrides", {}),
        }
    return data


MIGRATIONS: dict[int, Migration] = {0: _migrate_0, 1: _migrate_1}


def default_config_dir() -> Path:
    return platformdirs.user_config_path(APP_NAME, appauthor=False)


#: The most problems of a settings file the warning names (the others are counted).
PROBLEMS_SHOWN = 10


def _sentence(problem: Exception) -> str:
    """A file's problem as the sentence it is ("Could not read settings.json: its
    links lead round in a circle."), not a clause in brackets of another one."""
    text = str(problem).strip()
    return text if text.endswith((".", "!", "?", "…")) else text + "."


class SettingsStore:
    """The settings file of one configuration folder."""

    def __init__(self, config_dir: Path | None = None) -> None:
        self.config_dir = Path(config_dir) if config_dir is not None else default_config_dir()
        self.path = self.config_dir / SETTINGS_FILE
        #: Set when the file is left where it is (the system would not read it, or it
        #: could not be moved aside): :meth:`save` then refuses, so it is never written
        #: over, nor its backup by the rotation.
        self.read_only = False

    def load(self) -> tuple[Settings, str | None]:
        """The saved settings, and a message for the player if something was wrong.

        Never raises: a missing file (with no backup) gives the defaults silently; a file
        that cannot be used gives its backup, or the defaults, or what could be read, and
        is renamed aside first, so the next :meth:`save` cannot destroy it (one the system
        will not read, or that cannot be moved, is left where it is, and :meth:`save`
        refuses for the rest of the session: :attr:`read_only`). What was
        recovered is written at once (the backup by :func:`.storage.load_or_recover`,
        what could be read here): otherwise the next start, finding no file, would give
        the defaults without a word.

        A folder that cannot hold the settings (a file in its place, a read-only home) is
        said too: the window saves some settings by itself (the welcome seen, the last
        folder) and only logs its failures, so without a word the player would meet the
        welcome at every start and never know why.
        """
        problem = storage.ensure_folder(self.config_dir)
        settings, warning = self._load()
        if problem is None:
            return settings, warning
        note = translate(
            "Settings",
            "Your settings cannot be kept: {reason} ({folder}). They last until you quit.",
        ).format(reason=problem, folder=self.config_dir)
        return settings, note if warning is None else warning + "\n\n" + note

    def _load(self) -> tuple[Settings, str | None]:
        # A newer version's file is set aside as a damaged one is, and its backup used
        # when this version can read it: the settings the player had before trying it.
        found = storage.load_or_recover(self.path, _read_settings, newer="newer")
        self.read_only = found.in_place
        if found.problem is not None:
            if found.backup is not None:
                settings, _ = Settings.parse(found.backup)
                used = translate(
                    "Settings", "The settings saved before, from {when}, are used."
                ).format(when=storage.format_time(found.backup_time))
                text = _sentence(found.problem) + " " + used
                if found.missing:  # nothing was set aside
                    return settings, text
                return settings, text + " " + self._kept_text(found)
            used = translate("Settings", "The default settings are used.")
            text = _sentence(found.problem) + " " + used
            return Settings(), text + " " + self._kept_text(found)
        if found.value is None:
            return Settings(), None
        data = found.value
        settings, problems = Settings.parse(data)
        if not problems:
            return settings, None
        kept = storage.set_aside(self.path, "bad")
        if kept is None:  # (the file is still there: not to be written over)
            self.read_only = True
        else:
            with contextlib.suppress(storage.StorageError):  # the next save will say why
                self.save(settings)
        reason = texts.listed(problems, limit=PROBLEMS_SHOWN)
        return settings, self._warning(reason, kept)

    def saved_language(self) -> str:
        """The language the saved settings ask for (the file's, else its backup's, as
        :meth:`load` would choose), read without changing anything: the translator must be
        installed before :meth:`load` words its messages and dates in that language."""
        for path in (self.path, storage.backup_path(self.path)):
            try:
                settings, _ = Settings.parse(_read_settings(path))
            except (storage.StorageError, OSError, ValueError):
                continue
            return settings.language
        return Settings().language

    def save(self, settings: Settings) -> None:
        """Write the settings; :class:`StorageError` says why it failed (read-only, full,
        or a file left in place by :meth:`load`)."""
        if self.read_only:
            raise storage.StorageError(
                translate(
                    "Settings",
                    "Your settings are not saved in this session, so as not to write over {file}.",
                ).format(file=self.path),
                self.path,
            )
        data = {storage.FORMAT_KEY: storage.SETTINGS_FORMAT, **settings.to_json()}
        storage.write_json_atomic(self.path, data, SCHEMA, create_folder=True)

    def _warning(self, reason: str, kept: Path | None) -> str:
        """Some fields could not be used (``reason`` names them, not a sentence)."""
        text = translate(
            "Settings",
            "Some of your settings could not be used ({reason}); defaults are used for them.",
        ).format(reason=reason.rstrip("."))
        return text + " " + self._kept_text(storage.Recovery(kept=kept))

    def _kept_text(self, found: storage.Recovery[Any]) -> str:
        """Where the unusable file is now: kept under another name, left where it is
        (the system would not read it: not damaged), or stuck (it could not be moved)."""
        if found.backup_kept is not None:  # (a newer version's backup, set aside too)
            return translate(
                "Settings", "The original file and its backup were kept as {file} and {backup}."
            ).format(
                file=texts.shown_path(found.kept) if found.kept is not None else self.path,
                backup=texts.shown_path(found.backup_kept),
            )
        if found.kept is not None:
            text = translate("Settings", "The original file was kept as {file}.").format(
                file=texts.shown_path(found.kept)
            )
            if found.in_place:  # (its backup could not be read: not to be rotated away)
                text += " " + translate("Settings", "Your settings are not saved in this session.")
            return text
        if found.unreadable:
            return translate(
                "Settings",
                "The file is left as it is, and your settings are not saved in this session.",
            )
        # (Left where it is: read_only, so the welcome and the folders are not kept either.)
        return translate(
            "Settings",
            "The original file {file} could not be moved aside, so your settings are not saved "
            "in this session.",
        ).format(file=self.path)


def _read_settings(path: Path) -> dict[str, Any]:
    """The settings in ``path``, without the ``format`` that says the file holds them
    (another value stays, for :meth:`Settings.parse` to report as a field it ignores)."""
    data = storage.read_json(path, SCHEMA, MIGRATIONS, holds=(storage.SETTINGS_FORMAT,))
    if data.get(storage.FORMAT_KEY) == storage.SETTINGS_FORMAT:
        del data[storage.FORMAT_KEY]
    return data


__all__ = [
    "ANIMATION_SPEEDS",
    "CARD_BACKS",
    "LANGUAGES",
    "PROBLEMS_SHOWN",
    "SCHEMA",
    "SCORE_SHEET_AREAS",
    "SCORE_SHEET_SIZE_RANGE",
    "THINK_TIME_RANGE",
    "Settings",
    "SettingsError",
    "SettingsStore",
    "default_config_dir",
]
