"""The table at every window size (issue #14), measured on the real window's scene.

In the crowded mid-round position of :mod:`marjolet_qt.app.showcase` (full hands, both
meld rows, the computer's lead on the table, a hint shown) and in a declaration window
(the panel up), at the minimum window size and at each size the screenshots are taken
at: no region of the table (a hand, a meld row, the trick, the stock, a won pile, a
nameplate, the hint banner, the declaration panel) overlaps another, every card lies
wholly inside the view, and one index corner of every face-up card is seen (no other card
over it). The same checks run again at device pixel ratio 2 in a child process
(``QT_SCALE_FACTOR`` is read once, when Qt starts).
"""

from __future__ import annotations

import ast
import itertools
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from marjolet_qt.app import i18n, showcase, texts
from marjolet_qt.app.reason_text import the_card
from marjolet_qt.app.showcase import mid_round_match
from marjolet_qt.app.table import layout
from marjolet_qt.app.table.cards import CardItem
from marjolet_qt.app.table.items import Bubble
from marjolet_qt.app.table.view import TableView
from marjolet_qt.app.window import MainWindow
from marjolet_qt.app.window_parts import status
from marjolet_qt.app.window_parts.status import ElidingLabel, ElidingStatusBar
from marjolet_qt.engine.actions import ActionKind
from marjolet_qt.engine.cards import parse_card
from marjolet_qt.engine.match import Match
from marjolet_qt.engine.round import Stage
from marjolet_qt.engine.rules import RuleSet
from tests.engine.helpers import deal as build_deal

from .helpers import quick_settings

SIZES = [(800, 600), (1280, 820), (1920, 1080), (2560, 1440)]
GAMES = ["besigue", "marjolet"]


@pytest.fixture(params=GAMES)
def crowded(request: pytest.FixtureRequest, qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    """The window in the crowded position, with a hint shown."""
    window = _window(qtbot, tmp_path, request.param, declaring=False)
    with qtbot.waitSignal(window.model.hintReady, timeout=20_000):
        window.hint()
    yield window
    window.model.shutdown()


@pytest.fixture
def crowded_in_french(
    qapp: QApplication,
    qtbot: QtBot,
    tmp_path: Path,
    french_catalogue: Path,
) -> Iterator[MainWindow]:
    """The crowded Bésigue position in French: longer names, a wider score sheet."""
    i18n.install_translator(qapp, "fr")
    try:
        window = _window(qtbot, tmp_path, "besigue", declaring=False)
        with qtbot.waitSignal(window.model.hintReady, timeout=20_000):
            window.hint()
        yield window
        window.model.shutdown()
    finally:
        i18n.install_translator(qapp, "en")


@pytest.fixture(params=GAMES)
def declaring(request: pytest.FixtureRequest, qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    """The window in a declaration window: the panel stands in the bottom-left corner."""
    window = _window(qtbot, tmp_path, request.param, declaring=True)
    qtbot.waitUntil(window.table.panel.isVisible, timeout=5000)
    yield window
    window.model.shutdown()


def _window(qtbot: QtBot, folder: Path, game: str, *, declaring: bool) -> MainWindow:
    settings = quick_settings(rules=RuleSet.from_preset(game), hard_think_time=0.25)
    window = MainWindow(settings, None, seed=1, data_dir=folder, autosave=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.model.load_game(mid_round_match(game, declaring=declaring), "medium")
    return window


def _sizes(window: MainWindow) -> list[tuple[int, int]]:
    smallest = window.minimumSizeHint()
    return [(smallest.width(), smallest.height()), *SIZES]


def _card_rect(item: CardItem) -> QRectF:
    """The card as it lies, not lifted (a lifted card is allowed for below)."""
    rect = item.card_rect()
    rect.moveCenter(QPointF(0, 0))
    return item.mapToScene(rect).boundingRect()


def regions(table: TableView) -> dict[str, QRectF]:
    """Each region's extent on the scene: the union of what is drawn in it."""
    state = table.state
    assert state is not None
    human = table._model.human_seat
    computer = 1 - human
    found: dict[str, QRectF] = {}

    def add(name: str, rect: QRectF) -> None:
        found[name] = found[name].united(rect) if name in found else rect

    zones = {
        f"hand{human}": "your hand",
        f"meld{human}": "your melds",
        f"hand{computer}": "computer's hand",
        f"meld{computer}": "computer's melds",
        f"won{human}": "your pile",
        f"won{computer}": "computer's pile",
        "trick": "trick",
        "stock": "stock",
        "upcard": "stock",
    }
    lift = table.table_layout.lift
    for card in range(state.deck_size):
        item = table.card_item(card)
        rect = _card_rect(item)
        zone = state.zone_of(card)
        if zone == f"hand{human}":
            rect = rect.adjusted(0, -lift, 0, 0)  # room to lift under the pointer
        add(zones[zone], rect)
    texts = table.text_items()
    named = {
        "stock": "stock",
        f"pile{human}": "your pile",
        f"pile{computer}": "computer's pile",
        f"name{human}": "your nameplate",
        f"name{computer}": "computer's nameplate",
        "thinking": "computer's nameplate",
        "caption": "banner",
        "toast": "banner",
    }
    for name, label in texts.items():
        if label.isVisible() and label.text:
            add(named[name], label.sceneBoundingRect())
    panel = table.panel
    if panel.isVisible():
        corner = table.mapToScene(panel.geometry().topLeft())
        add("panel", QRectF(corner, panel.geometry().size().toSizeF()))
    return found


def problems(window: MainWindow, *, want_banner: bool, want_panel: bool) -> list[str]:
    """What is wrong with the table as it stands (empty when all is well)."""
    table = window.table
    view = QRectF(table.viewport().rect())
    found = regions(table)
    wrong = []
    for name in ("your hand", "your melds", "computer's hand", "stock"):
        if name not in found:
            wrong.append(f"no {name}")
    if want_banner and "trick" not in found:
        wrong.append("no trick")
    if want_banner and "banner" not in found:
        wrong.append("no hint banner")
    if want_panel and "panel" not in found:
        wrong.append("no declaration panel")
    for (a, ra), (b, rb) in itertools.combinations(found.items(), 2):
        if ra.intersects(rb):
            wrong.append(f"{a} {_show(ra)} overlaps {b} {_show(rb)}")
    for name, rect in found.items():
        if not view.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect):
            wrong.append(f"{name} {_show(rect)} leaves the view {_show(view)}")
    state = table.state
    assert state is not None
    for card in range(state.deck_size):
        item = table.card_item(card)
        if not item.face_up:
            continue
        local = item.card_rect()
        w, h = local.width(), local.height()
        corners = (  # a point on each index: top-left and bottom-right
            QPointF(local.left() + w * 0.1, local.top() + h * 0.1),
            QPointF(local.right() - w * 0.1, local.bottom() - h * 0.1),
        )
        seen = False
        for corner in corners:
            point = item.mapToScene(corner)
            if not view.contains(point):
                continue
            hits = table.scene().items(
                point,
                Qt.ItemSelectionMode.IntersectsItemShape,
                Qt.SortOrder.DescendingOrder,
            )
            top = next((hit for hit in hits if isinstance(hit, CardItem)), None)
            seen = seen or top is item
        if not seen:
            wrong.append(f"card {card} ({state.zone_of(card)}): no index corner seen")
    return wrong


def _show(rect: QRectF) -> str:
    return f"({rect.x():.0f},{rect.y():.0f} {rect.width():.0f}×{rect.height():.0f})"


def _at_each_size(qtbot: QtBot, window: MainWindow, **wanted: bool) -> dict[str, list[str]]:
    report = {}
    for width, height in _sizes(window):
        window.resize(width, height)

        def resized(w: int = width, h: int = height) -> bool:
            return window.size().toTuple() == (w, h)

        qtbot.waitUntil(resized)
        qtbot.wait(20)
        report[f"{width}×{height}"] = problems(window, **wanted)
    return {size: wrong for size, wrong in report.items() if wrong}


def test_no_region_overlaps_another_in_mid_round(qtbot: QtBot, crowded: MainWindow) -> None:
    state = crowded.table.state
    assert state is not None and state.trick and all(state.melds)
    assert _at_each_size(qtbot, crowded, want_banner=True, want_panel=False) == {}


def test_no_region_overlaps_another_in_french(qtbot: QtBot, crowded_in_french: MainWindow) -> None:
    assert _at_each_size(qtbot, crowded_in_french, want_banner=True, want_panel=False) == {}


def test_no_region_overlaps_the_declaration_panel(qtbot: QtBot, declaring: MainWindow) -> None:
    assert _at_each_size(qtbot, declaring, want_banner=False, want_panel=True) == {}


def test_the_side_to_move_is_lit_on_the_table(qtbot: QtBot, crowded: MainWindow) -> None:
    """The human must answer the computer's lead: the human's nameplate is lit."""
    table = crowded.table
    assert table.side_to_move_shown == crowded.model.human_seat
    human = crowded.model.human_seat
    plate = table.text_items()[f"name{human}"].text
    total = crowded.model.match.totals[human]  # the finished round only
    assert f"\n{total}" in plate.replace(": ", "\n").replace(" ", "")
    # Then, move after move, the lit plate follows the side to move.
    model = crowded.model
    for _ in range(6):
        qtbot.waitUntil(lambda: model.is_human_turn() or model.round.is_over(), timeout=10_000)
        if model.round.is_over():
            break
        model.play_human(model.human_legal_actions()[-1])
        qtbot.waitUntil(
            lambda: (
                not table.queue.busy
                and table.side_to_move_shown
                == (None if model.round.is_over() else model.round.to_move)
            ),
            timeout=10_000,
        )


def test_the_whole_window_is_the_minimum_size_or_more(qtbot: QtBot, crowded: MainWindow) -> None:
    """The score sheet's headers are whole at the smallest window: no column elided."""
    crowded.resize(crowded.minimumSizeHint())
    qtbot.wait(20)
    sheet = crowded.score_sheet
    assert sheet is not None
    header = sheet.round_table.horizontalHeader()
    metrics = header.fontMetrics()
    for column in (1, 2):
        item = sheet.round_table.horizontalHeaderItem(column)
        assert item is not None
        assert header.sectionSize(column) >= metrics.horizontalAdvance(item.text()), item.text()


def _score_sheet_and_hint_at_the_minimum_size(qtbot: QtBot, window: MainWindow) -> None:
    """At the smallest window the score sheet stands whole in its dock (the chart and its
    legend were cut off at the bottom), and a long hint in the status bar ends in "…",
    whole in the bar's tooltip (it was cut mid-word with no sign)."""
    smallest = window.minimumSizeHint()
    window.resize(smallest)
    qtbot.waitUntil(lambda: window.size() == smallest)
    qtbot.wait(20)
    dock, sheet = window.score_dock, window.score_sheet
    shown = dock.rect()
    for part in sheet.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
        if part.isVisible():
            rect = QRectF(part.geometry().translated(sheet.mapTo(dock, sheet.rect().topLeft())))
            assert QRectF(shown).contains(rect), (part.objectName(), _show(rect))
    bar = window.statusBar()
    assert isinstance(bar, ElidingStatusBar)
    hint = window.statusBar().currentMessage()
    assert hint  # the fixture's hint
    message = hint + " " + hint  # (longer than any bar, at every size tested)
    bar.showMessage(message, 5000)
    assert bar.shown_message().endswith("…") and bar.shown_message() != message
    assert bar.fontMetrics().horizontalAdvance(bar.shown_message()) <= bar.width()
    assert bar.toolTip() == message
    bar.showMessage("Game saved.", 5000)
    assert bar.shown_message() == "Game saved." and bar.toolTip() == ""
    assert not bar.grab().isNull()
    # The status sentence, too long for the bar, ends in "…" without widening the window.
    bar.clearMessage()
    label = window.status_label
    assert isinstance(label, ElidingLabel)
    sentence = label.text()
    long_sentence = " — ".join([sentence] * 6)
    label.setText(long_sentence)
    qtbot.wait(10)
    assert window.minimumSizeHint() == smallest and window.size() == smallest
    assert label.text() == long_sentence and label.toolTip() == long_sentence
    assert label.shown_text().endswith("…")
    assert label.fontMetrics().horizontalAdvance(label.shown_text()) <= label.width()
    label.setText(sentence)
    assert label.shown_text() == sentence and label.toolTip() == ""
    assert not label.grab().isNull()


def test_the_score_sheet_and_a_long_hint_fit_the_minimum_size(
    qtbot: QtBot, crowded: MainWindow
) -> None:
    _score_sheet_and_hint_at_the_minimum_size(qtbot, crowded)


def test_the_score_sheet_and_a_long_hint_fit_the_minimum_size_in_french(
    qtbot: QtBot, crowded_in_french: MainWindow
) -> None:
    _score_sheet_and_hint_at_the_minimum_size(qtbot, crowded_in_french)


def test_a_long_hint_stays_readable_on_a_small_table(
    qtbot: QtBot, crowded_in_french: MainWindow
) -> None:
    """A player's report: at 800 × 600, with the score sheet, a long French hint shrank
    to 8 pixels. The banner takes the hint without its figures (the status bar keeps
    them) rather than a font below the table's smallest text; a large table shows all."""
    window = crowded_in_french
    table = window.table
    bubble = table.text_items()["caption"]
    assert isinstance(bubble, Bubble)
    shorter = (
        "Conseil : jouez le 10 de carreau — vous remportez la levée, puis entamez et pouvez "
        "annoncer, et vous gardez la dame de carreau pour une annonce de 20."
    )
    full = shorter + (
        " (résultat attendu : +84 sur la manche, d’après 109 donnes, 12 points de plus que "
        "le meilleur autre coup)"
    )
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.size() == QSize(800, 600))
    table.show_hint(lambda: full, 0, None, lambda: shorter)
    assert table.caption_text == shorter
    assert bubble.pixel_size >= layout.MIN_TEXT_PX
    table.reword_caption()  # (a change of language words both forms again)
    assert table.caption_text == shorter and bubble.pixel_size >= layout.MIN_TEXT_PX
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: table.caption_text == full, timeout=3000)
    assert bubble.pixel_size >= layout.MIN_TEXT_PX
    # Without a shorter form the text still shrinks as far as it must, whole.
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.size() == QSize(800, 600))
    table.show_hint(lambda: full, 0)
    assert table.caption_text == full and bubble.pixel_size < layout.MIN_TEXT_PX


@pytest.mark.skipif(os.environ.get("QT_SCALE_FACTOR") == "2", reason="this is the child run")
def test_the_same_at_device_pixel_ratio_two() -> None:
    """The checks above again with Qt scaling everything by 2 (a high-DPI screen)."""
    env = {**os.environ, "QT_SCALE_FACTOR": "2", "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", __file__, "-k", "overlap"],
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]


#: Declaration windows with the panel's longest buttons: (rules, the human's hand, the
#: computer's, the upcard, the card the human leads and wins with).
FULL_PANELS = {
    "marjolet exchange": ("marjolet", "KS QS 7H QC AH 8D", "8C 9C JC 8S 9S JS", "9H", "AH"),
    "marjolet jack and queen": ("marjolet", "JH QS 7H QC AH 8D", "8C 9C JC 8S 9S JS", "9H", "AH"),
    "besigue sequence": (
        "besigue",
        "AH TH KH QH JH QS JD AC",
        "7C 8C 9C 7D 8D 9D 7S 8S",
        "9H",
        "AC",
    ),
    "besigue show the seven": (
        "besigue",
        "7H AH TH KH QH JH 9H AS",
        "8C 9C TC 8D 9D TD 8S 9S",
        "7H",
        "AH",
    ),
}


def _declaring_window(qtbot: QtBot, folder: Path, panel: str) -> MainWindow:
    """The window in the declaration window of ``FULL_PANELS[panel]``, the panel up."""
    game, mine, theirs, upcard, lead = FULL_PANELS[panel]
    settings = quick_settings(rules=RuleSet.from_preset(game), hard_think_time=0.25)
    window = MainWindow(settings, None, seed=1, data_dir=folder, autosave=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    state = build_deal(mine, theirs, upcard, rules=game, dealer=1)
    window.model.new_game_with_deal(state.deal, settings.rules)
    model, table = window.model, window.table
    qtbot.waitUntil(lambda: model.is_human_turn() and not table.queue.busy)
    table.activate_card(int(parse_card(lead)))
    qtbot.waitUntil(lambda: table.panel.isVisible() and not table.queue.busy)
    return window


def _resize(qtbot: QtBot, window: MainWindow, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.size().toTuple() == (width, height))
    qtbot.wait(20)
    qtbot.waitUntil(lambda: not window.table.queue.busy)  # (the hand making room)


def _smallest(qtbot: QtBot, window: MainWindow, *, sheet: bool) -> tuple[int, int]:
    """Show or hide the score sheet (Ctrl+K) and make the window its minimum size then
    (without the sheet, 480 × 401: the smallest table of all)."""
    if window.score_dock.isVisible() != sheet:
        window.score_action.trigger()
    qtbot.waitUntil(lambda: window.score_dock.isVisible() == sheet)
    qtbot.wait(20)
    size: tuple[int, int] = window.minimumSizeHint().toTuple()
    _resize(qtbot, window, *size)
    return size


def cut_texts(window: MainWindow) -> list[str]:
    """The declaration panel's texts that do not fit where they stand: a button's lines
    taller or wider than the button, a label's wrapped lines taller than the label, a
    text beyond the panel, or the panel beyond the table."""
    panel = window.table.panel
    wrong = []
    for widget in panel.findChildren(QWidget):
        if not widget.isVisible() or not isinstance(widget, QLabel | QPushButton):
            continue
        text, size = widget.text(), widget.size()
        needed = widget.sizeHint()
        if isinstance(widget, QLabel) and widget.wordWrap():
            needed = QSize(widget.minimumSizeHint().width(), widget.heightForWidth(size.width()))
        if needed.width() > size.width() or needed.height() > size.height():
            wrong.append(f"{text!r} needs {needed.toTuple()}, has {size.toTuple()}")
        if not panel.rect().contains(widget.geometry()):
            wrong.append(f"{text!r} leaves the panel")
    if not window.table.viewport().rect().contains(panel.geometry()):
        wrong.append("the panel leaves the table")
    return wrong


@pytest.mark.usefixtures("french_catalogue")
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("panel", sorted(FULL_PANELS))
def test_a_full_declaration_panel_at_the_smallest_window(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, language: str, panel: str
) -> None:
    """Long meld names, a trump sequence's five cards, the exchange of the 7, at the
    smallest windows (with the score sheet and without it) and at 800 × 600: every text
    of the panel whole (reviewers saw "(+10)" and a sequence's cards cut off, then, the
    sheet hidden, two meld buttons whose three lines were cut to the middle one), and the
    hand clear of the panel and of the nameplates (it was under "You")."""
    i18n.install_translator(qapp, language)
    try:
        window = _declaring_window(qtbot, tmp_path, panel)
        assert len(window.table.panel.buttons) >= 3

        def check(size: tuple[int, int]) -> None:
            wrong = problems(window, want_banner=False, want_panel=True)
            assert [p for p in wrong if p != "no your melds"] == [], size
            assert cut_texts(window) == [], size

        check(_smallest(qtbot, window, sheet=True))
        check(_smallest(qtbot, window, sheet=False))
        _resize(qtbot, window, 800, 600)
        check((800, 600))
        window.model.shutdown()
    finally:
        i18n.install_translator(qapp, "en")


@pytest.mark.usefixtures("french_catalogue")
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_hint_stays_clear_of_the_declaration_panel(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, language: str
) -> None:
    """A hint asked for while the panel is up (Bésigue: show the 7 or declare) reads
    whole beside the panel, at the smallest window and at the default size: the panel
    used to stand over it, the status bar's copy cut short, so that the reason could be
    read nowhere."""
    i18n.install_translator(qapp, language)
    try:
        window = _declaring_window(qtbot, tmp_path, "besigue show the seven")
        table = window.table

        def check(size: tuple[int, int]) -> None:
            with qtbot.waitSignal(window.model.hintReady, timeout=20_000):
                window.hint()
            qtbot.waitUntil(lambda: not table.queue.busy)
            assert table.caption_text.startswith(("Hint", "Conseil"))
            found = regions(table)
            assert not found["banner"].intersects(found["panel"]), (size, found)
            wrong = problems(window, want_banner=False, want_panel=True)
            assert [p for p in wrong if p != "no your melds"] == [], size

        check(_smallest(qtbot, window, sheet=False))
        _smallest(qtbot, window, sheet=True)
        _resize(qtbot, window, 1280, 820)  # the default size
        check((1280, 820))
        # (Short and wide: the panel above the hand, the hint beside it, its bubble's
        # edge touched the panel in the reviewer's pass.)
        for size in ((1024, 560), (1366, 560)):
            _resize(qtbot, window, *size)
            check(size)
        window.model.shutdown()
    finally:
        i18n.install_translator(qapp, "en")


@pytest.mark.usefixtures("french_catalogue")
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_caption_says_who_scored_by_their_side(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, language: str
) -> None:
    """A meld or a 7 names who scored ("Computer: Marriage — 20"), and stands by their
    side of the table: the computer's just under its melds while the trick's row is
    empty (it stood above the human's melds, as if the human had scored), the human's
    just above theirs. Once the computer leads, its caption steps down, clear of the
    trick."""
    i18n.install_translator(qapp, language)
    mine, theirs = texts.player_caption(0, 0, ""), texts.player_caption(1, 0, "")
    assert (mine, theirs) == {
        "en": ("You: ", "Computer: "),
        "fr": ("Vous\u00a0: ", "Ordinateur\u00a0: "),
    }[language]
    try:
        # The human's meld and exchange, from the panel.
        window = _declaring_window(qtbot, tmp_path / "mine", "marjolet exchange")
        _resize(qtbot, window, 1280, 820)
        table, lay = window.table, window.table.table_layout
        for kind in (ActionKind.MELD, ActionKind.EXCHANGE):
            button = table.panel.button_for(kind)
            assert button is not None
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not table.queue.busy)
            assert table.caption_text.startswith(mine), kind
            caption = table.text_items()["caption"].sceneBoundingRect()
            assert caption.top() > lay.trick_region.centre[1], kind
            assert caption.bottom() < lay.human_meld_region.y, kind
        window.model.shutdown()
        # The computer wins the first trick, exchanges its 7 and declares two marriages.
        settings = quick_settings(rules=RuleSet.from_preset("marjolet"))
        window = MainWindow(settings, None, seed=1, data_dir=tmp_path, autosave=False)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        _resize(qtbot, window, 1280, 820)
        model, table, lay = window.model, window.table, window.table.table_layout
        seen: list[tuple[str, QRectF]] = []

        def look(player: int, *_: object) -> None:  # (after the table has heard it)
            if player == 1 and table.caption_text:
                seen.append((table.caption_text, table.text_items()["caption"].sceneBoundingRect()))

        model.meldDeclared.connect(look)
        model.sevenExchanged.connect(look)
        model.cardPlayed.connect(look)
        human, ai = "7C 8C 7D 8D 7S 8S", "AH KC QC KD QD 7H"
        model.new_game_with_deal(build_deal(human, ai, "9H", dealer=0).deal, settings.rules)
        qtbot.waitUntil(lambda: model.is_human_turn() and not table.queue.busy)
        model.play_human(next(a for a in model.human_legal_actions() if a.kind == ActionKind.PLAY))
        qtbot.waitUntil(lambda: len(seen) >= 4, timeout=10_000)  # the 7, 2 melds, a lead
        *declared, (lead_caption, lead_rect) = seen[:4]
        for text, rect in declared:  # just under the computer's melds
            assert text.startswith(theirs), text
            assert rect.top() >= lay.computer_meld_region.bottom, text
            assert rect.bottom() < lay.trick_region.centre[1], text
        # Its lead lies in the trick's row now: the caption has stepped down to the banner.
        assert lead_caption.startswith(theirs)
        assert lead_rect.top() >= lay.banner_region.y, lead_caption
        model.shutdown()
    finally:
        i18n.install_translator(qapp, "en")


def test_the_declaration_panel_grows_with_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    """At 1920 × 1200 the panel's texts are larger than at the default size, as the
    table's other texts are (they stayed the window's small font beside a large hint)."""
    window = _declaring_window(qtbot, tmp_path, "marjolet jack and queen")
    panel = window.table.panel
    sizes = {}
    for size in ((1280, 820), (1920, 1200)):
        _resize(qtbot, window, *size)
        assert cut_texts(window) == [], size
        wrong = problems(window, want_banner=False, want_panel=True)
        assert [p for p in wrong if p != "no your melds"] == [], size
        sizes[size] = min(button.font().pointSizeF() for button in panel.buttons)
    assert sizes[(1920, 1200)] >= 1.3 * sizes[(1280, 820)], sizes
    window.model.shutdown()


@pytest.mark.parametrize("size", [(1280, 820), (1920, 1080)])
def test_the_biggest_hand_the_rules_allow_stays_on_the_table(
    qtbot: QtBot, tmp_path: Path, size: tuple[int, int]
) -> None:
    """31 cards each (two packs): the fan kept tilting and sinking card by card, and its
    outer cards lay on their sides below the table; now every card of both hands is
    wholly in the view, tilted no more than an 11-card hand's outer card, and each of
    the player's shows its index."""
    rules = RuleSet.from_preset("marjolet", {"deck": "double64", "hand_size": 31})
    window = MainWindow(quick_settings(rules=rules), None, seed=3, data_dir=tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.start()
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().toTuple() == size)
    table = window.table
    qtbot.waitUntil(lambda: not table.queue.busy and not window.model.thinking)
    qtbot.wait(20)
    state = table.state
    assert state is not None
    view = QRectF(table.viewport().rect()).adjusted(-0.5, -0.5, 0.5, 0.5)
    hands = [table.card_item(card) for card in range(state.deck_size)]
    hands = [item for item in hands if state.zone_of(item.card).startswith("hand")]
    assert len(hands) >= 61  # (the computer may have led)
    outer = layout.FAN_TILT * layout.FAN_HALF + 0.01
    for item in hands:
        assert view.contains(_card_rect(item)), (item.card, _show(_card_rect(item)))
        assert abs(item.rotation()) <= outer, (item.card, item.rotation())
    mine = [table.card_item(card) for card in table.human_cards()]
    xs = sorted(item.mapToScene(item.card_rect().center()).x() for item in mine)
    width = mine[0].card_rect().width()
    assert min(b - a for a, b in itertools.pairwise(xs)) >= layout.TIGHTEST_FAN * width - 1
    window.close()


def test_a_fan_bigger_than_eleven_cards_keeps_the_outer_tilt_and_sag() -> None:
    for n in range(1, 12):
        assert layout.fan_shape(n) == (layout.FAN_TILT, layout.FAN_SAG)
    for n in (12, 20, 31):
        tilt, sag = layout.fan_shape(n)
        half = (n - 1) / 2
        assert tilt * half == pytest.approx(layout.FAN_TILT * layout.FAN_HALF)
        assert sag * half * half == pytest.approx(layout.FAN_SAG * layout.FAN_HALF**2)


def _status_sentences() -> list[str]:
    """Every sentence :func:`.status.status_text` may say (its translatable texts, read
    from its source: a sentence added later is checked too)."""
    source = Path(status.__file__).read_text(encoding="utf-8")
    found = []
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "translate"
            and len(node.args) == 2
            and all(isinstance(arg, ast.Constant) for arg in node.args)
        ):
            context, text = (arg.value for arg in node.args)  # type: ignore[attr-defined]
            if context == "MainWindow" and text not in found:
                found.append(text)
    return found


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_status_sentence_is_whole_at_800_wide(
    qtbot: QtBot, qapp: QApplication, french_catalogue: Path, language: str
) -> None:
    """The QA pass: at 800 × 600 the French sentence of a declaration window with the 7
    on offer ended in "…" (whole only in its tooltip). Each sentence, with the card and
    suit named at their longest, fits the status line of a window 800 pixels wide."""
    i18n.install_translator(qapp, language)
    try:
        window = MainWindow(quick_settings(), seed=1, autosave=False)
        qtbot.addWidget(window)
        window.resize(800, 600)
        window.show()
        qtbot.waitExposed(window)
        label = window.status_label
        metrics = label.fontMetrics()
        room = label.contentsRect().width()
        cards = [the_card(card, trump) for card in range(32) for trump in (-1, card >> 3 & 3)]
        card_name = max(cards, key=metrics.horizontalAdvance)
        suit = max((texts.suit_name(s) for s in range(4)), key=metrics.horizontalAdvance)
        sentences = _status_sentences()
        assert len(sentences) >= 15
        for text in sentences:
            shown = QCoreApplication.translate("MainWindow", text)
            shown = shown.format(card=card_name, suit=suit)
            assert metrics.horizontalAdvance(shown) <= room, shown
    finally:
        i18n.install_translator(qapp, "en")


def _declaring_with_melds(game: str, cards: int) -> Match:
    """A match in the human's declaration window with at least ``cards`` of theirs
    already laid out as melds, played out by the showcase's choices."""
    rules = RuleSet.from_preset(game)
    for attempt in range(3000):  # (Marjolet: two marriages laid out by the 1,687th)
        rng = random.Random(attempt)
        match = Match(rules, first_dealer=0, rng=rng)
        state = match.round
        while not state.is_over():
            if (
                state.stage == Stage.WINDOW
                and state.to_move == 0
                and any(a.kind == ActionKind.MELD for a in state.legal_actions())
                and state.exposed[0].bit_count() >= cards
            ):
                return match
            state.apply(showcase._choose(state, rng))
    raise AssertionError(f"no {game} window with {cards} meld cards")


@pytest.mark.parametrize(("game", "cards"), [("marjolet", 4), ("besigue", 6)])
def test_the_panel_above_the_hand_leaves_the_melds_their_row(
    qtbot: QtBot, tmp_path: Path, game: str, cards: int
) -> None:
    """The reviewer's pass: the panel above the hand took the left of the meld row as
    wide as the table allowed, and two marriages laid out went under it (900 × 640, the
    score sheet shown). It leaves the row its width, or stands in the corner."""
    settings = quick_settings(rules=RuleSet.from_preset(game), hard_think_time=0.25)
    window = MainWindow(settings, None, seed=1, data_dir=tmp_path, autosave=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.model.load_game(_declaring_with_melds(game, cards), "medium")
    qtbot.waitUntil(window.table.panel.isVisible, timeout=5000)
    for size in ((760, 640), (900, 640), (900, 768), (900, 1000), (1280, 820)):
        _resize(qtbot, window, *size)
        qtbot.waitUntil(lambda: not window.table.queue.busy)
        assert problems(window, want_banner=False, want_panel=True) == [], size
    window.model.shutdown()
