"""The monkey: the real window offscreen, thousands of random events, no error allowed.

Clicks at random points of the table and of every widget, clicks on the cards, drags,
keys (arrows, digits, Enter, Escape, Space, letters, the menu shortcuts), menu actions,
wheel events and resizes, through whole games under every preset, answering or closing
every dialog that opens, now and then quitting and relaunching on the same data folder
(which resumes the autosave). The test fails at the first exception anywhere (an event
handler, a slot, a thread), the first Qt warning and the first error logged, and prints
the last events that led there (issue #13, "a monkey test").

The run is reproducible in its choices (not in the computer's timing) from its seed:

    MONKEY_EVENTS=200000 MONKEY_SEED=7 make fuzz     # a long run (the default: modest)
    MONKEY_SEED=random                               # a new seed, printed on failure

Each run prints a line (events, windows, rounds, games, failures), also appended to the
file named by MONKEY_REPORT. File dialogs are replaced (as other tests do), and so are the
static message boxes that would block in a nested event loop; the window's own dialogs
open with ``open()``. Events are sent one at a time and the application's event handlers
are wrapped while a monkey runs (see :func:`guard_handlers`): PySide 6.11 crashes rather
than report some exceptions raised in them.
"""

from __future__ import annotations

import functools
import logging
import os
import random
import re
import sys
import threading
import time
import traceback
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QSize,
    Qt,
    QtMsgType,
)
from PySide6.QtGui import QDesktopServices, QKeyEvent, QMouseEvent, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QMessageBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from marjolet_qt.app.settings import THINK_TIME_RANGE
from marjolet_qt.app.window import MainWindow
from marjolet_qt.engine.round import Stage
from marjolet_qt.engine.rules import PRESETS, RuleSet

from .helpers import quick_settings

#: Qt messages of the offscreen platform itself, not of the game.
IGNORED_QT_MESSAGES = ("propagateSizeHints", "This plugin does not support")

pytestmark = [
    pytest.mark.fuzz,
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore(*IGNORED_QT_MESSAGES),
]

#: Events per preset in an ordinary test run (MONKEY_EVENTS overrides the total).
DEFAULT_EVENTS_PER_PRESET = 160
#: The seed of an ordinary run (MONKEY_SEED overrides it; "random" picks one).
DEFAULT_SEED = 20261123


KEYS = [
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
    Qt.Key.Key_Space,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Tab,
    Qt.Key.Key_Backtab,
    Qt.Key.Key_Home,
    Qt.Key.Key_End,
    Qt.Key.Key_PageUp,
    Qt.Key.Key_PageDown,
    Qt.Key.Key_Delete,
    Qt.Key.Key_Backspace,
    Qt.Key.Key_F1,
    *(getattr(Qt.Key, f"Key_{d}") for d in range(10)),
    *(getattr(Qt.Key, f"Key_{c}") for c in "ADEHKLMNOQRSTXZ"),
]
#: Shortcuts of the window's actions (and a few that are not), with their modifiers.
SHORTCUTS = [
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier),
    (Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier),
    (Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_H, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_L, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_T, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_F1, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier),
    (Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier),
]


def total_events() -> int:
    return int(os.environ.get("MONKEY_EVENTS", "0") or 0) or DEFAULT_EVENTS_PER_PRESET * len(
        PRESETS
    )


def run_seed() -> int:
    text = os.environ.get("MONKEY_SEED", "")
    if text == "random":
        return random.SystemRandom().randrange(2**31)
    return int(text) if text else DEFAULT_SEED


def _alive(widget: QWidget) -> bool:
    """Whether the widget still exists (a click may have closed and deleted it)."""
    return shiboken6.isValid(widget)


@dataclass
class Tally:
    """What a run did, for the report (docs/benchmarks.md records a long run)."""

    events: int = 0
    windows: int = 0
    rounds: int = 0
    games: int = 0
    dialogs: int = 0
    message_boxes: int = 0
    errors: list[str] = field(default_factory=list)


class Monkey:
    """Random events to the real window and whatever it opens."""

    def __init__(
        self, qtbot: QtBot, folder: Path, preset: str, seed: int, errors: list[str]
    ) -> None:
        self.qtbot = qtbot
        self.errors = errors
        self.folder = folder
        self.preset = preset
        self.seed = seed
        self.rng = random.Random(seed)
        self.tally = Tally()
        self.log: deque[str] = deque(maxlen=40)
        #: Every window opened, kept alive to the end (pytest-qt holds them weakly).
        self.windows: list[MainWindow] = []
        self.window = self.open_window()

    # --- windows ---------------------------------------------------------------------

    def settings(self) -> Any:
        """The preset's own rules or a one-round match (so that games end often), no or
        fast animations, an opponent that answers quickly."""
        rng = self.rng
        overrides: dict[str, Any] = {}
        if rng.random() < 0.5:
            overrides = {"match": "rounds", "rounds_to_win": rng.choice((1, 1, 2))}
        return quick_settings(
            rules=RuleSet.from_preset(self.preset, overrides),
            level=rng.choice(("easy", "easy", "medium")),
            animation_speed=rng.choice(("off", "off", "off", "fast")),
            hard_think_time=THINK_TIME_RANGE[0],
            highlight_playable=rng.random() < 0.8,
            language=rng.choice(("en", "en", "en", "fr")),
        )

    def open_window(self) -> MainWindow:
        win = MainWindow(self.settings(), seed=self.rng.randrange(2**31), data_dir=self.folder)
        self.qtbot.addWidget(win)
        self.windows.append(win)
        self.tally.windows += 1
        win.ask_save_path = self.save_path  # type: ignore[method-assign]
        win.ask_export_path = lambda: self.save_path(".json")  # type: ignore[method-assign]
        win.ask_open_path = self.open_path  # type: ignore[method-assign]
        # The questions of their own (a nested event loop each), answered at random.
        win.ask_changed_file = self.changed_file  # type: ignore[method-assign]
        win.ask_save_first = self.save_first  # type: ignore[method-assign]
        win.model.roundOver.connect(lambda *_: self._count("rounds"))
        win.model.gameOver.connect(lambda *_: self._count("games"))
        win.resize(self.rng.randint(700, 1400), self.rng.randint(520, 950))
        win.show()
        win.activateWindow()
        win.start_or_resume(ask=self.rng.random() < 0.8)
        self.log.append(f"open window ({win.settings.rules.to_json()})")
        return win

    def _count(self, what: str) -> None:
        setattr(self.tally, what, getattr(self.tally, what) + 1)

    def save_path(self, suffix: str = ".marjolet") -> Path | None:
        choice = self.rng.random()
        if choice < 0.3:
            return None
        name = self.rng.choice(("game", "other", "round", "sub/dir/game"))
        path = self.folder / "saves" / (name + suffix)
        if self.rng.random() < 0.1:
            return self.folder / "missing-folder" / "x" / ("game" + suffix)
        # A file dialog offers folders that exist (writing never makes the player's).
        path.parent.mkdir(parents=True, exist_ok=True)
        return path

    def changed_file(self, path: Path) -> str:
        """Save's question when its file changed behind the game, answered at random."""
        return self.rng.choice(("save as", "replace", "cancel"))

    def save_first(self, title: str, question: str, glance: str, kept: Path) -> str:
        """Abandoning a game played on since it was saved: answered at random."""
        return self.rng.choice(("save", "drop", "cancel"))

    def open_path(self, title: str, file_filter: str) -> Path | None:
        """Open's file dialog, as the window asks it (the title and filter unread)."""
        saves = self.folder / "saves"
        candidates = [*self.folder.glob("*.marjolet"), *saves.rglob("*.*")]
        garbage = self.folder / "garbage.marjolet"
        if not garbage.exists():
            garbage.write_bytes(b'{"schema": 1, "format": "marjolet-game", "match": [')
        candidates += [garbage, self.folder / "does-not-exist.marjolet"]
        if self.rng.random() < 0.25:
            return None
        return self.rng.choice(candidates)

    # --- one event -------------------------------------------------------------------

    def step(self) -> None:
        self.tally.events += 1
        win = self.window
        if not win.isVisible():
            self.relaunch()
            return
        popup = QApplication.activePopupWidget()
        modal = QApplication.activeModalWidget()
        if popup is not None:
            self.on_popup(popup)
        elif modal is not None:
            self.on_dialog(modal)
        else:
            others = [
                w
                for w in QApplication.topLevelWidgets()
                if w.isVisible() and w is not win and isinstance(w, QDialog)
            ]
            if others and self.rng.random() < 0.15:
                self.on_dialog(self.rng.choice(others))
            else:
                self.on_window(win)

    def relaunch(self) -> None:
        """The player quit (Ctrl+Q): start again on the same folder."""
        old = self.window
        assert not old.model._thinker.running, "the computer's thread outlived its window"
        for widget in QApplication.topLevelWidgets():
            if widget.isVisible() and widget.parent() is old:
                widget.close()
        self.window = self.open_window()

    def on_window(self, win: MainWindow) -> None:
        rng = self.rng
        table = win.table
        model = win.model
        roll = rng.random()
        if roll < 0.32 and model.is_human_turn():
            self.purposeful(win)
        elif roll < 0.45:
            cards = table.human_cards() or [rng.randrange(32)]
            card = rng.choice(cards)
            point = table.card_viewport_pos(card).toPoint()
            self.click(table.viewport(), point, rng.choice((1, 1, 1, 2)))
        elif roll < 0.55:
            viewport = table.viewport()
            point = QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))
            self.click(viewport, point, rng.choice((1, 1, 2)))
        elif roll < 0.6:
            self.drag(win)
        elif roll < 0.72:
            target = QApplication.focusWidget() or table
            if rng.random() < 0.5:
                target = table
            self.key(target, rng.choice(KEYS))
        elif roll < 0.8:
            key, modifiers = rng.choice(SHORTCUTS)
            self.shortcut(QApplication.focusWidget() or table, key, modifiers)
        elif roll < 0.84:
            actions = [
                a
                for a in win.findChildren(type(win.undo_action))
                if a.isEnabled() and (a is not win.quit_action or rng.random() < 0.1)
            ]
            action = rng.choice(actions)
            self.log.append(f"trigger {action.text()!r}")
            action.trigger()
        elif roll < 0.9:
            self.wheel(self.random_widget(win))
        elif roll < 0.97:
            self.click_widget(self.random_widget(win))
        elif roll < 0.997:
            size = QSize(rng.randint(500, 1500), rng.randint(400, 1000))
            self.log.append(f"resize {size.width()}x{size.height()}")
            win.resize(size)
        else:
            self.log.append("close the window")
            win.close()

    def purposeful(self, win: MainWindow) -> None:
        """What a player does on their turn: a playable card, a panel button, Enter."""
        rng = self.rng
        table, model = win.table, win.model
        state = model.round
        buttons = [b for b in table.panel.buttons if b.isVisible() and b.isEnabled()]
        if state.stage == Stage.WINDOW or (buttons and rng.random() < 0.3):
            if buttons and rng.random() < 0.8:
                button = rng.choice(buttons)
                self.log.append(f"panel button {button.text()!r}")
                self.click(button, button.rect().center(), 1, Qt.MouseButton.LeftButton)
            else:
                self.key(table, Qt.Key.Key_Return)
            return
        playable = [c for c in table.human_cards() if state.playable_mask() >> c & 1]
        if not playable:
            return
        card = rng.choice(playable)
        if rng.random() < 0.8:
            self.click(table.viewport(), table.card_viewport_pos(card).toPoint(), 1)
        else:
            table.setFocus()
            for _ in range(rng.randrange(4)):
                self.key(table, rng.choice((Qt.Key.Key_Left, Qt.Key.Key_Right)))
            self.key(table, Qt.Key.Key_Return)

    def on_dialog(self, dialog: QWidget) -> None:
        rng = self.rng
        self.tally.dialogs += 1
        roll = rng.random()
        name = type(dialog).__name__
        if roll < 0.25:
            self.log.append(f"{name}: accept")
            if isinstance(dialog, QDialog):
                dialog.accept()
            else:
                dialog.close()
        elif roll < 0.4:
            self.log.append(f"{name}: reject")
            if isinstance(dialog, QDialog):
                dialog.reject()
            else:
                dialog.close()
        elif roll < 0.7:
            self.click_widget(self.random_widget(dialog))
        elif roll < 0.85:
            target = QApplication.focusWidget()
            if target is None or target.window() is not dialog:
                target = dialog
            self.key(target, rng.choice(KEYS))
        else:
            self.wheel(self.random_widget(dialog))

    def on_popup(self, popup: QWidget) -> None:
        rng = self.rng
        roll = rng.random()
        if roll < 0.3:
            self.log.append(f"{type(popup).__name__}: escape")
            self.key(popup, Qt.Key.Key_Escape)
            if QApplication.activePopupWidget() is popup:
                popup.close()
        elif roll < 0.7:
            self.key(popup, rng.choice((Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_Return)))
        else:
            point = QPoint(rng.randrange(max(1, popup.width())), rng.randrange(popup.height()))
            self.click(popup, point, 1)

    # --- the events themselves -----------------------------------------------------------

    def random_widget(self, root: QWidget) -> QWidget:
        widgets = [w for w in root.findChildren(QWidget) if w.isVisible() and w.width() > 0]
        return self.rng.choice(widgets) if widgets else root

    def click_widget(self, widget: QWidget) -> None:
        if isinstance(widget, QAbstractButton) and self.rng.random() < 0.5:
            point = widget.rect().center()
        else:
            point = QPoint(
                self.rng.randrange(max(1, widget.width())),
                self.rng.randrange(max(1, widget.height())),
            )
        self.click(widget, point, self.rng.choice((1, 1, 1, 2)))

    def send(self, widget: QWidget, event: QEvent) -> None:
        """One event to ``widget``. Each event is sent on its own (not QTest's press and
        release in one call): PySide hands an exception raised in an event handler back
        to the caller of sendEvent, and crashes if another handler runs before that."""
        try:
            QApplication.sendEvent(widget, event)
        except Exception:
            self.errors.append(traceback.format_exc())

    def click(
        self,
        widget: QWidget,
        point: QPoint,
        count: int,
        button: Qt.MouseButton | None = None,
    ) -> None:
        if button is None:
            button = Qt.MouseButton.LeftButton
            if self.rng.random() < 0.08:
                button = Qt.MouseButton.RightButton
        self.log.append(
            f"click{'×2' if count == 2 else ''} {type(widget).__name__}"
            f"({widget.objectName()}) at {point.x()},{point.y()} {button.name}"
        )
        kinds = [QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease]
        if count == 2:
            kinds += [QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseButtonRelease]
        where = QPointF(point)
        for kind in kinds:
            if self.errors or not _alive(widget):
                return
            held = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseButtonRelease else button
            self.send(
                widget,
                QMouseEvent(
                    kind,
                    where,
                    QPointF(widget.mapToGlobal(point)),
                    button,
                    held,
                    Qt.KeyboardModifier.NoModifier,
                ),
            )

    def drag(self, win: MainWindow) -> None:
        table = win.table
        cards = table.human_cards()
        if not cards:
            return
        viewport = table.viewport()
        start = QPointF(table.card_viewport_pos(self.rng.choice(cards)))
        end = QPointF(self.rng.randrange(viewport.width()), self.rng.randrange(viewport.height()))
        self.log.append(f"drag from {start.x():.0f},{start.y():.0f} to {end.x():.0f},{end.y():.0f}")
        left = Qt.MouseButton.LeftButton
        for kind, where, buttons in (
            (QEvent.Type.MouseButtonPress, start, left),
            (QEvent.Type.MouseMove, (start + end) / 2, left),
            (QEvent.Type.MouseMove, end, left),
            (QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton),
        ):
            event = QMouseEvent(
                kind,
                where,
                QPointF(viewport.mapToGlobal(where.toPoint())),
                left,
                buttons,
                Qt.KeyboardModifier.NoModifier,
            )
            self.send(viewport, event)

    def key(
        self,
        widget: QWidget,
        key: Qt.Key,
        modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
    ) -> None:
        self.log.append(f"key {key.name} {modifiers.name or ''} to {type(widget).__name__}")
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            if self.errors or not _alive(widget):
                return
            self.send(widget, QKeyEvent(kind, key, modifiers))

    def shortcut(self, widget: QWidget, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
        """A key through QTest, which goes by the shortcut map as a typed key does (the
        menu shortcuts); the actions' slots report errors through sys.excepthook."""
        self.log.append(f"shortcut {key.name} {modifiers.name or ''} to {type(widget).__name__}")
        try:
            QTest.keyClick(widget, key, modifiers)
        except Exception:
            self.errors.append(traceback.format_exc())

    def wheel(self, widget: QWidget) -> None:
        centre = QPointF(
            self.rng.randrange(max(1, widget.width())), self.rng.randrange(max(1, widget.height()))
        )
        notches = self.rng.choice((-3, -1, -1, 1, 1, 3))
        self.log.append(f"wheel {notches} over {type(widget).__name__}({widget.objectName()})")
        event = QWheelEvent(
            centre,
            QPointF(widget.mapToGlobal(centre.toPoint())),
            QPoint(0, 0),
            QPoint(0, 120 * notches),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        self.send(widget, event)

    # --- the end ---------------------------------------------------------------------------

    def close_all(self) -> None:
        for win in self.windows:
            win.close()
            assert not win.model._thinker.running
        for widget in QApplication.topLevelWidgets():
            if widget.isVisible():
                widget.close()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    def report(self) -> str:
        t = self.tally
        return (
            f"monkey {self.preset} seed {self.seed}: {t.events} events, {t.windows} windows, "
            f"{t.rounds} rounds, {t.games} games, {t.dialogs} dialog events, "
            f"{t.message_boxes} message boxes, {len(t.errors)} failures"
        )


#: Qt event handlers the application overrides in Python.
_HANDLER = re.compile(r"^(event|eventFilter|[a-z][A-Za-z]*Event)$")

#: Where guarded handlers record their exceptions while a monkey runs (else they raise).
_ACTIVE: list[list[str]] = []


def _application_classes() -> Iterator[type]:
    """The QObject subclasses defined by the application (its modules are imported)."""
    for name, module in list(sys.modules.items()):
        if name.startswith("marjolet_qt.app") and module is not None:
            for value in vars(module).values():
                if (
                    isinstance(value, type)
                    and issubclass(value, QObject)
                    and value.__module__ == name
                ):
                    yield value


def guard_handlers() -> None:
    """Wrap every Python event handler of the application so that, while a monkey runs,
    an exception is recorded and the handler returns as if it had ignored the event.

    PySide 6.11 on Python 3.11 crashes (SIGSEGV in shiboken's
    ``storePythonOverrideErrorOrPrint``) when an override raises an exception created by C
    code (``int(None)``, ``[][1]``, a missing ``dict`` key...): the monkey would die
    without saying which event did it. The wrappers are installed once for the session
    (PySide caches overrides, so they are never taken off) and do nothing outside a run.
    """
    for cls in set(_application_classes()):
        for name, method in list(vars(cls).items()):
            if not _HANDLER.match(name) or not callable(method):
                continue
            if getattr(method, "_monkey_guarded", False):
                continue

            @functools.wraps(method)
            def guarded(
                self: Any, *args: Any, _name: str = name, _cls: type = cls, _m: Any = method
            ) -> Any:
                if not _ACTIVE:
                    return _m(self, *args)
                try:
                    return _m(self, *args)
                except Exception:
                    _ACTIVE[-1].append(f"in {_cls.__name__}.{_name}: {traceback.format_exc()}")
                    return False if _name in ("event", "eventFilter") else None

            guarded._monkey_guarded = True  # type: ignore[attr-defined]
            setattr(cls, name, guarded)


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every exception (GUI thread, other threads, event handlers) and logged error."""
    found: list[str] = []
    guard_handlers()
    _ACTIVE.append(found)
    previous_hook = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, trace: Any) -> None:
        found.append("".join(traceback.format_exception(kind, error, trace)))
        previous_hook(kind, error, trace)

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        found.append(
            "in a thread: "
            + "".join(traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback))
        )

    monkeypatch.setattr(sys, "excepthook", hook)
    monkeypatch.setattr(threading, "excepthook", thread_hook)

    class Errors(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            found.append(f"logged {record.levelname}: {record.getMessage()}")

    handler = Errors(logging.ERROR)
    logging.getLogger("marjolet_qt").addHandler(handler)
    try:
        yield found
    finally:
        _ACTIVE.remove(found)
        logging.getLogger("marjolet_qt").removeHandler(handler)


def qt_warnings(qtlog: Any, seen: int) -> list[str]:
    """Qt's warnings (and worse) since the first ``seen`` records pytest-qt captured
    (pytest-qt's own message handler; the test's marks fail it at the end as well)."""
    return [
        f"Qt {record.type.name}: {record.message}"
        for record in qtlog.records[seen:]
        if record.type not in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg)
        and not any(ignored in record.message for ignored in IGNORED_QT_MESSAGES)
    ]


@pytest.fixture
def blocking_boxes_answered(monkeypatch: pytest.MonkeyPatch) -> Callable[[], int]:
    """The static message boxes (a nested event loop each) answered at once, at random.
    Returns how many were shown."""
    shown = [0]
    rng = random.Random(run_seed())

    def answer(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        shown[0] += 1
        return rng.choice((QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No))

    def ok(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        shown[0] += 1
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "question", answer)
    for name in ("warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, ok)
    monkeypatch.setattr(QMessageBox, "about", lambda *args: ok())
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda *args: True)
    return lambda: shown[0]


@pytest.mark.parametrize("preset", PRESETS)
def test_monkey(  # noqa: PLR0917
    qtbot: QtBot,
    qtlog: Any,
    tmp_path: Path,
    preset: str,
    errors: list[str],
    blocking_boxes_answered: Callable[[], int],
) -> None:
    events = max(1, total_events() // len(PRESETS))
    seed = run_seed() + PRESETS.index(preset)
    monkey = Monkey(qtbot, tmp_path, preset, seed, errors)
    started = time.monotonic()
    seen = 0
    try:
        for index in range(events):
            try:
                monkey.step()
            except Exception:
                errors.append(traceback.format_exc())
            QCoreApplication.processEvents()
            if index % 8 == 0:
                qtbot.wait(1)  # time for the computer's thread to answer
            errors.extend(qt_warnings(qtlog, seen))
            seen = len(qtlog.records)
            if errors:
                break
    finally:
        monkey.tally.message_boxes = blocking_boxes_answered()
        monkey.close_all()
    monkey.tally.errors = list(errors)
    report = monkey.report() + f" in {time.monotonic() - started:.1f} s"
    print(report)
    report_file = os.environ.get("MONKEY_REPORT")
    if report_file:
        with open(report_file, "a", encoding="utf-8") as out:
            out.write(report + "\n")
    if errors:
        pytest.fail(
            f"{report}\n\n{errors[0]}\n\nThe last events:\n  " + "\n  ".join(monkey.log),
            pytrace=False,
        )
