"""The main window: keyboard play, refusals, cancellation, settings, last trick, menus."""

from __future__ import annotations

import base64
import json
import os
import random
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRect, QSize, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QDockWidget, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from marjolet_qt.app import screen_fit
from marjolet_qt.app import worker as worker_module
from marjolet_qt.app.dialogs.settings_dialog import SettingsDialog
from marjolet_qt.app.model import COMPUTER, HUMAN
from marjolet_qt.app.settings import SCHEMA, SCORE_SHEET_AREAS, SettingsStore
from marjolet_qt.app.showcase import mid_round_match
from marjolet_qt.app.table import TableView
from marjolet_qt.app.title_room import title_width
from marjolet_qt.app.window import DOCK_AREAS, MainWindow
from marjolet_qt.engine.actions import ActionKind
from marjolet_qt.engine.round import RoundState, Stage

from .helpers import SlowPlayer, card_point, human_choice, quick_settings, settled_turn

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = MainWindow(quick_settings(), seed=99)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()
    assert not win.model._thinker.running


def test_keyboard_chooses_and_plays_a_card(qtbot: QtBot, window: MainWindow) -> None:
    window.start(first_dealer=COMPUTER)  # the human leads
    table, model = window.table, window.model
    table.setFocus()
    assert model.is_human_turn() and model.round.stage == Stage.LEAD
    qtbot.keyClick(table, Qt.Key.Key_Right)
    first = table.focus_card
    assert first == table.human_cards()[0]
    assert table.card_item(first).is_focused
    qtbot.keyClick(table, Qt.Key.Key_Right)
    second = table.focus_card
    assert second == table.human_cards()[1]
    qtbot.keyClick(table, Qt.Key.Key_Left)
    qtbot.keyClick(table, Qt.Key.Key_Left)  # wraps around to the last card
    chosen = table.focus_card
    assert chosen == table.human_cards()[-1]
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert model.round.history[0].card == chosen


def test_keyboard_continue_in_the_declaration_window(qtbot: QtBot, window: MainWindow) -> None:
    """Enter ends the window ("Continue") once the human has won a phase-1 trick."""
    window.start()
    model, table = window.model, window.table
    for _ in range(40):
        qtbot.waitUntil(model.is_human_turn, timeout=5000)
        state = model.round
        if state.stage == Stage.WINDOW:
            assert table.panel.button_for(ActionKind.DONE) is not None
            history = len(state.history)
            table.setFocus()
            qtbot.keyClick(table, Qt.Key.Key_Return)
            if any(a.kind != ActionKind.DONE for a in model.human_legal_actions()):
                qtbot.keyClick(table, Qt.Key.Key_Return)  # (points on offer: said first)
            assert state.history[history].kind == ActionKind.DONE
            return
        # Lead or answer with the strongest card we may play, to win a trick soon.
        playable = [c for c in table.human_cards() if state.playable_mask() >> c & 1]
        card = max(playable, key=lambda c: ((c >> 3 & 3) == state.trump and 10 + (c & 7)) or c & 7)
        table.activate_card(card)
    pytest.fail("the human never won a trick")


def test_clicking_during_the_window_is_refused(qtbot: QtBot, window: MainWindow) -> None:
    window.start()
    model, table = window.model, window.table
    for _ in range(40):
        qtbot.waitUntil(model.is_human_turn, timeout=5000)
        state = model.round
        if state.stage == Stage.WINDOW:
            history = list(state.history)
            hand = state.hands[HUMAN]
            card = table.human_cards()[0]
            qtbot.mouseClick(
                table.viewport(), Qt.MouseButton.LeftButton, pos=card_point(table, card)
            )
            assert state.history == history and state.hands[HUMAN] == hand
            assert "Continue" in table.refusal_text
            return
        playable = [c for c in table.human_cards() if state.playable_mask() >> c & 1]
        table.activate_card(max(playable, key=lambda c: c & 7))
    pytest.fail("the human never won a trick")


def test_clicking_on_the_computer_turn_is_refused(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(worker_module, "make_player", lambda level: SlowPlayer(5))
    window.start(first_dealer=HUMAN)  # the computer leads, and thinks for long
    table = window.table
    card = table.human_cards()[0]
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=card_point(table, card))
    assert window.model.round.history == []
    assert "turn" in table.refusal_text
    assert "thinking" in window.status_label.text()


def test_new_game_during_thinking_cancels_it(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    slow = SlowPlayer(10)
    monkeypatch.setattr(worker_module, "make_player", lambda level: slow)
    window.start(first_dealer=HUMAN)
    assert slow.started.wait(30)
    window.model.new_game(first_dealer=COMPUTER)  # the human leads the new game
    assert slow.stopped_early.wait(30)
    qtbot.wait(150)
    assert window.model.round.history == []
    assert window.model.is_human_turn()
    assert "lead" in window.status_label.text()


def test_close_during_thinking_stops_everything(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    slow = SlowPlayer(30)
    monkeypatch.setattr(worker_module, "make_player", lambda level: slow)
    win = MainWindow(quick_settings(), seed=3)
    qtbot.addWidget(win)
    win.show()
    win.start(first_dealer=HUMAN)
    assert slow.started.wait(30)
    assert win.close()
    assert slow.stopped_early.is_set()
    assert not win.model._thinker.running
    qtbot.wait(50)
    assert win.model.round.history == []


def test_undo_during_thinking(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    slow = SlowPlayer(10)
    monkeypatch.setattr(worker_module, "make_player", lambda level: slow)
    window.start(first_dealer=COMPUTER)
    card = window.table.human_cards()[0]
    window.table.activate_card(card)
    assert slow.started.wait(30)
    window.undo_action.trigger()
    assert slow.stopped_early.wait(30)
    qtbot.wait(100)
    assert window.model.round.history == []
    assert card in window.table.human_cards()


def set_target_in_settings(qtbot: QtBot, window: MainWindow, target: str) -> SettingsDialog:
    """Open Settings and drive the real dialog as a player would: a new target, then OK."""
    window.open_settings()
    dialog = window.active_dialog
    assert isinstance(dialog, SettingsDialog) and dialog.isVisible()
    spin = dialog.rules_page.editors["target"].findChild(QSpinBox)
    assert spin is not None
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, target)
    qtbot.keyClick(spin, Qt.Key.Key_Tab)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    return dialog


def test_settings_apply_to_the_next_game(qtbot: QtBot, window: MainWindow) -> None:
    window.start(first_dealer=HUMAN)  # the computer leads: the game is under way
    qtbot.waitUntil(lambda: bool(window.model.round.history), timeout=5000)
    first_rules = window.model.match.rules
    set_target_in_settings(qtbot, window, "1000")
    assert window.settings.rules.preset == first_rules.preset
    assert window.settings.rules.overrides() == {"target": 1000}
    assert window.model.match.rules is first_rules  # not in the middle of a game
    window.new_game()
    assert window.model.match.rules.target == 1000


def test_new_rules_deal_again_a_game_not_yet_played(qtbot: QtBot, window: MainWindow) -> None:
    """Nothing played yet (the player leads the first trick): the game is dealt again
    under the new rules at once, the same player dealing, rather than a Marjolet round
    played on while Settings said Bésigue."""
    window.start(first_dealer=COMPUTER)
    qtbot.waitUntil(window.model.is_human_turn, timeout=5000)
    dialog = set_target_in_settings(qtbot, window, "1000")
    assert dialog.rules_page.notice.isHidden()  # nothing said about the next game
    assert window.model.match.rules.target == 1000
    assert window.model.round.deal.dealer == COMPUTER and not window.model.round.history
    assert window.table.isEnabled()
    qtbot.waitUntil(window.model.is_human_turn, timeout=5000)
    # Under way, the rules wait again.
    window.table.activate_card(window.table.human_cards()[0])
    qtbot.waitUntil(lambda: bool(window.model.round.history), timeout=5000)
    set_target_in_settings(qtbot, window, "700")
    assert window.model.match.rules.target == 1000


def test_last_trick_dialog(qtbot: QtBot, window: MainWindow) -> None:
    window.start(first_dealer=HUMAN)  # the computer leads
    model = window.model
    qtbot.waitUntil(model.is_human_turn, timeout=5000)
    window.table.activate_card(window.table.human_cards()[0])
    qtbot.waitUntil(lambda: len(model.round.tricks) == 1, timeout=5000)
    window.last_trick_action.trigger()
    dialogs = [w for w in QApplication.topLevelWidgets() if type(w).__name__ == "LastTrickDialog"]
    assert dialogs and dialogs[0].isVisible()
    # Beside the trick, not over it (the QA pass: it hid the card just led), on the
    # screen, as wide as its title; and it follows the trick when the table changes
    # size (the regression pass: the score sheet hidden slid the trick under it).
    shown_first = dialogs[0]
    assert shown_first.width() >= title_width(shown_first)  # (where the screen has room)
    for change in ("", "800 × 600", "the score sheet hidden"):
        if change == "800 × 600":
            window.resize(QSize(800, 600))
        elif change:
            window.score_action.trigger()
        if change:
            qtbot.wait(30)  # (the window re-places itself once the table has its size)
        assert shown_last_tricks() == [shown_first]
        table = window.table
        region = table.table_layout.trick_cards_region()
        corner = table.viewport().mapToGlobal(QPoint(round(region.x), round(region.y)))
        cards = QRect(corner, QSize(round(region.w), round(region.h)))
        shown = shown_first.frameGeometry()
        assert not shown.intersects(cards), (change, shown, cards)
        screen = QApplication.primaryScreen().availableGeometry()
        assert screen.contains(shown), (shown, screen)
    shown_first.close()


def shown_last_tricks() -> list[QWidget]:
    return [
        w
        for w in QApplication.topLevelWidgets()
        if type(w).__name__ == "LastTrickDialog" and w.isVisible()
    ]


def test_one_last_trick_window_which_goes_with_its_trick(qtbot: QtBot, window: MainWindow) -> None:
    """The attacker's clicks on the piles stacked six windows of the last trick exactly
    on one another (Close seemed to do nothing), and they went on showing a trick long
    gone. One at a time now, and it closes when another trick is the last."""
    window.start(first_dealer=HUMAN)  # the computer leads
    model = window.model
    qtbot.waitUntil(model.is_human_turn, timeout=5000)
    window.table.activate_card(window.table.human_cards()[0])
    qtbot.waitUntil(lambda: len(model.round.tricks) == 1, timeout=5000)
    settled_turn(qtbot, window)
    for _ in range(3):
        window.last_trick_action.trigger()
        window.table.lastTrickRequested.emit()  # (a click on a pile)
    assert len(shown_last_tricks()) == 1
    rng = random.Random(5)
    while len(model.round.tricks) < 2:
        settled_turn(qtbot, window)
        assert model.play_human(human_choice(model.human_legal_actions(), rng))
        qtbot.waitUntil(lambda: not window.table.queue.busy, timeout=5000)
    settled_turn(qtbot, window)
    assert shown_last_tricks() == []


def test_language_change_retranslates(qtbot: QtBot, window: MainWindow) -> None:
    """Widgets rebuild their wording on LanguageChange (the translator does the rest)."""
    window.start()
    window.game_menu.setTitle("stale")
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert window.game_menu.title() != "stale"


def test_switching_to_french_and_back(qtbot: QtBot) -> None:
    i18n = pytest.importorskip("marjolet_qt.app.i18n")
    if not list(i18n.translations_dir().glob("*fr.qm")):
        pytest.skip("translations not compiled (run make generated)")
    # English in the settings, not "system": the card letters must not follow the
    # machine's language (on a French system they would rightly be French).
    window = MainWindow(quick_settings(language="en"), seed=99)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    app = QApplication.instance()
    window.start(first_dealer=COMPUTER)  # the human leads
    try:
        i18n.install_translator(app, "fr")
        qtbot.wait(10)
        assert window.game_menu.title() == "&Partie"
        assert window.table.stock_label_text.startswith("Pioche")
        assert window.table.card_language() == "en"  # the setting still says English
    finally:
        i18n.install_translator(app, "en")
    qtbot.wait(10)
    assert window.game_menu.title() == "&Game"
    assert window.status_label.text() == "Your turn — lead a card."
    window.close()
    assert not window.model._thinker.running


def test_smoke_test_flag_exits_cleanly() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "marjolet_qt", "--smoke-test"],
        capture_output=True,
        check=False,
        text=True,
        timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0, result.stderr
    assert "computer moved" in result.stdout


def _drag(table: TableView, start: QPointF, end: QPointF) -> None:
    viewport = table.viewport()
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    modifiers = Qt.KeyboardModifier.NoModifier
    points = [start + (end - start) * (i / 6) for i in range(7)]
    events = [(QEvent.Type.MouseButtonPress, points[0], left, left)]
    events += [(QEvent.Type.MouseMove, p, none, left) for p in points[1:]]
    events.append((QEvent.Type.MouseButtonRelease, points[-1], left, none))
    for kind, point, button, buttons in events:
        local = QPointF(point)
        event = QMouseEvent(kind, local, viewport.mapToGlobal(local), button, buttons, modifiers)
        QApplication.sendEvent(viewport, event)


def test_drag_a_card_to_the_table_plays_it(qtbot: QtBot, window: MainWindow) -> None:
    window.start(first_dealer=COMPUTER)  # the human leads
    table, state = window.table, window.model.round
    card = table.human_cards()[2]
    start = table.card_viewport_pos(card)
    # Dropped short (still over the hand): nothing happens, the card goes back.
    _drag(table, start, start - QPointF(0, 10))
    assert state.history == [] and card in table.human_cards()
    # Dropped off the table, beside it (the sixth pass: over the score sheet, played).
    beside = QPointF(table.viewport().width() + 40, table.viewport().height() / 2)
    _drag(table, start, beside)
    assert state.history == [] and card in table.human_cards()
    # Dropped in the middle of the table: played.
    middle = QPointF(table.viewport().width() / 2, table.viewport().height() / 2)
    _drag(table, start, middle)
    assert state.history and state.history[0].card == card


def test_arrow_keys_in_the_declaration_window_do_not_crash(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Issue #13, item 8: Left or Right while the declaration panel shows raised a
    TypeError (the focused card was cleared by the settling, then named)."""
    window.start()
    model, table = window.model, window.table
    for _ in range(40):
        qtbot.waitUntil(model.is_human_turn, timeout=5000)
        state = model.round
        if state.stage == Stage.WINDOW:
            assert table.panel.isVisible()
            history = list(state.history)
            table.setFocus()
            for key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left):
                qtbot.keyClick(table, key)  # pytest-qt fails the test on an exception here
                assert table.focus_card is None  # no card may be played in the window
            assert state.history == history
            assert table.panel.isVisible()
            qtbot.keyClick(table, Qt.Key.Key_Return)  # and the window still ends as usual
            assert state.history[len(history)].kind == ActionKind.DONE
            return
        playable = [c for c in table.human_cards() if state.playable_mask() >> c & 1]
        table.activate_card(max(playable, key=lambda c: c & 7))
    pytest.fail("the human never won a trick")


# --- the window's layout, kept across starts ----------------------------------------------------


def open_on(qtbot: QtBot, store: SettingsStore, *, table_width: int | None = None) -> MainWindow:
    """A window as a start opens it: on the settings the store holds.

    With ``table_width``, the table's minimum width is that: the offscreen screen is 800
    pixels wide, which the table's own minimum leaves the score sheet little room in."""
    settings, warning = store.load()
    assert warning is None
    win = MainWindow(settings, store, seed=5)
    if table_width is not None:
        win.table.setMinimumWidth(table_width)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_the_window_opens_as_it_was_closed(qtbot: QtBot, tmp_path: Path) -> None:
    """Its size and place and whether the score sheet is shown, then maximised."""
    store = SettingsStore(tmp_path)
    store.save(quick_settings())
    first = open_on(qtbot, store)
    default = first.size()
    first.setGeometry(12, 80, 780, 600)
    first.score_action.trigger()  # View ▸ Score sheet: hidden
    assert not first.score_dock.isVisible()
    placed = first.geometry()
    first.close()

    second = open_on(qtbot, store)
    assert second.geometry() == placed and second.size() == QSize(780, 600) != default
    assert not second.score_dock.isVisible() and not second.score_action.isChecked()
    second.score_action.trigger()
    second.showMaximized()
    qtbot.waitUntil(second.isMaximized)
    second.close()

    third = open_on(qtbot, store)
    assert third.isMaximized()
    assert third.score_dock.isVisible() and third.score_action.isChecked()
    third.close()


@pytest.mark.parametrize("kind", ["not Qt's", "off every screen"])
def test_a_window_geometry_that_cannot_be_used_is_ignored(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    """Base64 that is not a geometry Qt saved leaves the first start's size (fitted to a
    laptop's screen, here); one saved on a screen no longer there (far to the right and
    below) opens on the screen."""
    laptop = QRect(0, 0, 1366, 768)
    monkeypatch.setattr(screen_fit, "available_room", lambda _window: laptop)
    if kind == "not Qt's":
        geometry = base64.b64encode(bytes(range(66))).decode()
    else:
        away = MainWindow(quick_settings(), seed=1)
        qtbot.addWidget(away)
        away.setGeometry(50_000, 40_000, 780, 600)
        geometry = bytes(away.saveGeometry().toBase64().data()).decode()
        away.deleteLater()
    store = SettingsStore(tmp_path)
    store.save(quick_settings(window_geometry=geometry))
    win = open_on(qtbot, store)
    if kind == "not Qt's":
        assert win.size() == QSize(1280, 720)  # (1280 × 820 where the screen is taller)
    else:
        assert win.size() == QSize(780, 600)
        assert win.screen().availableGeometry().intersects(win.frameGeometry())
    win.close()


def _sheet_side(win: MainWindow) -> str:
    """Where the score sheet is, as the settings name it."""
    if win.score_dock.isFloating():
        return "floating"
    return {place: name for name, place in DOCK_AREAS.items()}[win.dockWidgetArea(win.score_dock)]


def test_the_score_sheet_places_are_the_settings_ones() -> None:
    """The dock goes only where the settings can say it was: a place the player could
    reach but not keep would be lost at each start."""
    win = MainWindow(quick_settings(), seed=1)
    dock = win.score_dock
    allowed = [name for name, place in DOCK_AREAS.items() if dock.isAreaAllowed(place)]
    floats = bool(dock.features() & QDockWidget.DockWidgetFeature.DockWidgetFloatable)
    assert set(SCORE_SHEET_AREAS) == set(allowed) | ({"floating"} if floats else set())
    for place in (Qt.DockWidgetArea.TopDockWidgetArea, Qt.DockWidgetArea.BottomDockWidgetArea):
        assert not dock.isAreaAllowed(place)
    win.deleteLater()


def test_the_score_sheet_stays_where_the_player_put_it(qtbot: QtBot, tmp_path: Path) -> None:
    """Moved to the left and widened, it is there at that width after a restart; hidden,
    it stays hidden there, and comes back at its width when shown again."""
    store = SettingsStore(tmp_path)
    store.save(quick_settings())
    first = open_on(qtbot, store, table_width=300)
    assert _sheet_side(first) == "right"
    default = first.score_dock.width()
    first.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, first.score_dock)  # dragged
    first.resizeDocks([first.score_dock], [default + 120], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: abs(first.score_dock.width() - (default + 120)) <= 2)
    first.close()
    kept, _ = store.load()
    assert kept.score_sheet_area == "left"
    assert abs(kept.score_sheet_size - (default + 120)) <= 2

    second = open_on(qtbot, store, table_width=300)
    assert _sheet_side(second) == "left" and second.score_dock.isVisible()
    qtbot.waitUntil(lambda: abs(second.score_dock.width() - (default + 120)) <= 3)
    assert second.score_dock.x() < second.table.mapTo(second, QPoint()).x()  # on its left
    second.score_action.trigger()  # View ▸ Score sheet: hidden
    second.close()

    third = open_on(qtbot, store, table_width=300)
    assert not third.score_dock.isVisible() and not third.score_action.isChecked()
    assert _sheet_side(third) == "left"
    third.close()  # (hidden all along: its width is not forgotten)
    assert abs(store.load()[0].score_sheet_size - (default + 120)) <= 3

    fourth = open_on(qtbot, store, table_width=300)
    fourth.score_action.trigger()
    qtbot.waitUntil(fourth.score_dock.isVisible)
    qtbot.waitUntil(lambda: abs(fourth.score_dock.width() - (default + 120)) <= 3)
    assert _sheet_side(fourth) == "left"
    fourth.close()


@pytest.mark.qt_log_ignore("propagateSizeHints", "support raise")  # (offscreen: no raise)
def test_a_floating_score_sheet_floats_again(qtbot: QtBot, tmp_path: Path) -> None:
    """Floated (its dock allows it), it floats at the next start, at its width, over the
    window's edge: on a screen, wherever it had been."""
    store = SettingsStore(tmp_path)
    store.save(quick_settings())
    first = open_on(qtbot, store)
    first.score_dock.setFloating(True)
    first.score_dock.resize(350, 500)
    qtbot.waitUntil(lambda: first.score_dock.width() == 350)
    first.close()
    kept, _ = store.load()
    assert (kept.score_sheet_area, kept.score_sheet_size) == ("floating", 350)

    second = open_on(qtbot, store)
    dock = second.score_dock
    assert dock.isFloating() and dock.isVisible() and dock.width() == 350
    assert second.geometry().intersects(dock.geometry())
    dock.close()  # its own close button: hidden, still floating
    second.close()

    third = open_on(qtbot, store)
    dock = third.score_dock
    assert dock.isFloating() and not dock.isVisible() and not third.score_action.isChecked()
    third.score_action.trigger()
    qtbot.waitUntil(dock.isVisible)
    assert dock.isFloating() and dock.width() == 350
    assert third.geometry().intersects(dock.geometry())
    third.close()


@pytest.mark.parametrize("side", ["right", "left"])
def test_a_huge_score_sheet_leaves_the_table_its_room(
    qtbot: QtBot, tmp_path: Path, side: str
) -> None:
    """A hand-edited 4,000 pixels (on a window far narrower) gives the sheet what the
    table can spare, never more: the cards keep the table's minimum width."""
    store = SettingsStore(tmp_path)
    store.save(quick_settings(score_sheet_area=side, score_sheet_size=4000))
    win = open_on(qtbot, store)
    table, dock = win.table, win.score_dock
    qtbot.waitUntil(lambda: table.width() < 500)  # (at first 500: 784 - 278 - 6)
    assert table.width() >= table.minimumWidth() == 480
    assert dock.width() <= win.width() - table.minimumWidth()
    assert _sheet_side(win) == side
    win.close()
    assert store.load()[0].score_sheet_size < 4000  # what it was, not what was asked


def test_a_bad_score_sheet_place_opens_the_window_as_at_first(qtbot: QtBot, tmp_path: Path) -> None:
    """A place that cannot be used is said, and the sheet is where it is at first."""
    store = SettingsStore(tmp_path)
    store.path.write_text(
        json.dumps({"schema": SCHEMA, "score_sheet_area": "middle", "score_sheet_size": -5})
    )
    settings, warning = store.load()
    assert warning is not None
    assert "score_sheet_area" in warning and "score_sheet_size" in warning
    win = MainWindow(settings, store, seed=5)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    assert _sheet_side(win) == "right" and win.score_dock.isVisible()
    win.close()


def test_the_first_arrow_key_goes_to_the_fan_not_to_the_melded_cards(
    qtbot: QtBot, window: MainWindow
) -> None:
    """With melded cards laid out above the hand, Right went first to a melded card (the
    keyboard's order starts with them): it now starts at the fan's left end, Left at its
    right end, and the melded cards come next, past the ends."""
    window.model.load_game(mid_round_match("besigue"), "medium")
    table, model = window.table, window.model
    qtbot.waitUntil(lambda: model.is_human_turn() and not table.queue.busy)
    table.setFocus()
    state = table.state
    assert state is not None
    melded = len(state.melds[HUMAN])
    assert melded > 0
    cards = table.human_cards()
    playable = model.round.playable_mask()
    in_fan = [card for card in cards[melded:] if playable >> card & 1]
    assert in_fan
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert table.focus_card == in_fan[0]
    table._focus_card = None  # (as after a card is played)
    qtbot.keyClick(table, Qt.Key.Key_Left)
    assert table.focus_card == in_fan[-1]


@pytest.mark.qt_log_ignore("propagateSizeHints", "support raise")  # (offscreen: no raise)
def test_a_floating_score_sheet_never_covers_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    """The review: a sheet floated and dragged wider than the window (on a second screen)
    came back over the whole table, its title bar above the screen's top for a maximised
    window. It comes back at most half the window wide, wholly on the screen."""
    store = SettingsStore(tmp_path)
    store.save(quick_settings(score_sheet_area="floating", score_sheet_size=4000))
    win = open_on(qtbot, store)
    dock = win.score_dock
    assert dock.isFloating()
    least = dock.minimumSizeHint().width()
    assert dock.width() <= max(win.width() // 2, least)
    room = screen_fit.available_room(win)
    assert room is not None
    assert dock.geometry().top() >= room.top() + screen_fit.FRAME.top()
    assert room.contains(dock.geometry())
    win.close()


def test_a_maximised_window_places_the_score_sheet_once_it_has_the_screen_s_size(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The review: on X11 a maximised window gets the screen's size after it is shown;
    placed at once, a width the normal window could not spare was cut down for good. It
    waits for the window's first resize (as the window manager maximises it)."""
    import marjolet_qt.app.window as window_module  # noqa: PLC0415

    monkeypatch.setattr(window_module, "available_room", lambda _w: QRect(0, 0, 1600, 1000))
    monkeypatch.setattr(MainWindow, "isMaximized", lambda _self: True)
    store = SettingsStore(tmp_path)
    store.save(quick_settings(score_sheet_area="left", score_sheet_size=600))
    win = open_on(qtbot, store)
    assert win._sheet_waiting and win.score_dock.width() != 600
    win.resize(1600, 1000)  # (the window manager's maximising)
    qtbot.waitUntil(lambda: win.size() == QSize(1600, 1000) and not win._sheet_waiting)
    qtbot.waitUntil(lambda: abs(win.score_dock.width() - 600) <= 3)
    win.close()


def play_until(
    qtbot: QtBot, window: MainWindow, found: Callable[[RoundState], bool], what: str
) -> RoundState:
    """Deal and play plausibly (the human at random, seed 3) until the human is to move
    in a position ``found`` accepts; that round."""
    window.start()
    model, table = window.model, window.table
    rng = random.Random(3)
    for _ in range(80):
        qtbot.waitUntil(lambda: model.is_human_turn() or model.round.is_over(), timeout=5000)
        state = model.round
        if state.is_over():
            break
        if found(state):
            table.setFocus()
            return state
        legal = state.legal_actions()
        if state.stage == Stage.WINDOW:
            model.play_human(human_choice(legal, rng))
        else:
            table.activate_card(rng.choice([a.card for a in legal if a.kind == ActionKind.PLAY]))
    pytest.fail(f"no position where {what}")


def test_arrows_stop_only_on_cards_that_may_be_played(qtbot: QtBot, window: MainWindow) -> None:
    """In the last tricks (follow, beat, trump) the arrows skip the cards Enter would
    only be refused; Enter with no card chosen says how to choose one."""
    table = window.table

    def some_only(state: RoundState) -> bool:
        allowed = [c for c in table.human_cards() if state.playable_mask() >> c & 1]
        return state.stage != Stage.WINDOW and 1 < len(allowed) < len(table.human_cards())

    state = play_until(qtbot, window, some_only, "only some cards may be played")
    cards = table.human_cards()
    allowed = [c for c in cards if state.playable_mask() >> c & 1]
    refusals: list[str] = []
    window.model.actionRefused.connect(refusals.append)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert refusals and "Choose a card first" in refusals[0]
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Left):
        seen = []
        for _ in range(2 * len(cards)):
            qtbot.keyClick(table, key)
            seen.append(table.focus_card)
        assert set(seen) == set(allowed)


def test_enter_plays_the_one_card_that_may_be_played(qtbot: QtBot, window: MainWindow) -> None:
    """The fifth pass: with one card left (or one the duties leave), Enter with no card
    chosen said "Choose a card first"; there was nothing to choose."""

    def one_only(state: RoundState) -> bool:
        legal = state.legal_actions()
        return len(legal) == 1 and legal[0].kind == ActionKind.PLAY

    state = play_until(qtbot, window, one_only, "one card only may be played")
    (only,) = state.legal_actions()
    refusals: list[str] = []
    window.model.actionRefused.connect(refusals.append)
    played = len(state.history)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert not refusals
    assert state.history[played] == only


def test_x_or_a_click_on_the_upcard_says_why_no_exchange_now(
    qtbot: QtBot, window: MainWindow
) -> None:
    """X, and a click on the upcard, did nothing and said nothing where the 7 of trumps
    may not be exchanged: the engine's reason is said."""
    window.start(first_dealer=COMPUTER)  # the human leads: no trick won yet
    table, model = window.table, window.model
    refusals: list[str] = []
    model.actionRefused.connect(refusals.append)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_X)
    assert refusals and ("7 of trumps" in refusals[-1])
    upcard = model.round.upcard
    assert upcard >= 0
    before = len(refusals)
    table.activate_card(int(upcard))
    assert len(refusals) == before + 1 and "7 of trumps" in refusals[-1]
    assert not model.round.history  # nothing was played


def test_a_card_chosen_with_the_arrows_is_not_chosen_in_the_next_deal(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A new game that dealt the chosen card again kept it chosen (its gold ring on),
    and Enter played it though the player had chosen nothing in that deal."""
    window.start(first_dealer=COMPUTER)
    table = window.table
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert table.focus_card is not None
    # The same hand again (a game opened as it stood): nothing chosen in it.
    from marjolet_qt.app.savegame import SavedGame  # noqa: PLC0415
    from marjolet_qt.engine.match import Match  # noqa: PLC0415

    again = Match.from_json(window.model.match.to_json())
    window.resume(SavedGame(again, "easy", 0, 0))
    assert window.model.is_human_turn()
    assert table.focus_card is None
