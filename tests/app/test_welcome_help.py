"""Welcome and help (#14): the first-run welcome (once), the illustrated "How to play",
the keyboard page from the actions' shortcuts, About, saves in the documents folder with
the file's name in the title, and statistics over all levels."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, QStandardPaths, Qt, QUrl
from PySide6.QtGui import QAction, QFontMetrics, QKeySequence, QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QStyle,
    QWidget,
)
from pytestqt.qtbot import QtBot

import marjolet_qt
from marjolet_qt.app import i18n, texts
from marjolet_qt.app.dialogs.help import about_html
from marjolet_qt.app.dialogs.statistics_dialog import ALL, StatisticsDialog
from marjolet_qt.app.dialogs.welcome import HowToPlayDialog, KeyboardDialog, WelcomeDialog
from marjolet_qt.app.settings import Settings, SettingsStore
from marjolet_qt.app.statistics import Statistics
from marjolet_qt.app.window import MainWindow
from marjolet_qt.engine.rules import RuleSet

from .helpers import finished_round, quick_settings

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]


class MemoryStore(SettingsStore):
    """Stands in for the settings file: keeps what the window saves (its folder, which
    does not exist, is never written)."""

    def __init__(self) -> None:
        super().__init__(Path("/nonexistent/marjolet-qt-test"))
        self.saved: list[Settings] = []

    def save(self, settings: Settings) -> None:
        self.saved.append(settings)


def new_window(qtbot: QtBot, settings: Settings, store: Any = None) -> MainWindow:
    win = MainWindow(settings, store, seed=3, autosave=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_the_welcome_is_shown_once_and_leads_to_help(qtbot: QtBot) -> None:
    store = MemoryStore()
    win = new_window(qtbot, quick_settings(welcome_shown=False), store)
    win.start()
    assert win.offer_welcome()
    welcome = win.welcome_dialog
    assert isinstance(welcome, WelcomeDialog) and welcome.isVisible()
    assert welcome.text.text().count("<p>") == 3
    assert "Marjolet" in welcome.text.text()
    assert store.saved[-1].welcome_shown and win.settings.welcome_shown
    welcome.how_button.click()
    how = win.findChild(HowToPlayDialog)
    assert how is not None and how.isVisible()
    welcome.keys_button.click()
    keys = win.findChild(KeyboardDialog)
    assert keys is not None and keys.isVisible()
    welcome.play_button.click()
    assert not welcome.isVisible()
    # Remembered: not shown again.
    again = new_window(qtbot, store.saved[-1])
    again.start()
    assert not again.offer_welcome() and again.welcome_dialog is None
    assert Settings.from_json(store.saved[-1].to_json()).welcome_shown
    win.close()
    again.close()


def test_the_welcome_says_when_the_game_in_play_is_not_marjolet(qtbot: QtBot) -> None:
    """The attacker's first launch on a saved game of Bésigue: the welcome spoke of a
    pack of 32 cards and 500 points beside a sheet saying "First to 1,000 points". It
    still introduces Marjolet, and names the game in play."""
    besigue = RuleSet.from_preset("besigue")
    win = new_window(qtbot, quick_settings(welcome_shown=False, rules=besigue), MemoryStore())
    win.start()
    assert win.offer_welcome()
    welcome = win.welcome_dialog
    assert isinstance(welcome, WelcomeDialog)
    text = welcome.text.text()
    assert text.count("<p>") == 4
    assert f"The game in play is Bésigue. First to {texts.number(1000)} points." in text
    win.close()


def system_click(widget: QWidget, at: QPoint | None = None) -> None:
    """A click on ``widget`` (at ``at``, else in its middle) as the window system delivers
    it: to its window, where a modal dialog blocks it as it blocks the player (QTest's
    clicks on a widget reach it whatever blocks it)."""
    window = widget.window()
    handle = window.windowHandle()
    assert handle is not None
    where = widget.mapTo(window, widget.rect().center() if at is None else at)
    QTest.mouseClick(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, where)


def system_key(window: QWidget, key: Qt.Key) -> None:
    """A key pressed while ``window`` is the active window, delivered as the window
    system does (a modal dialog blocks it)."""
    handle = window.windowHandle()
    assert handle is not None
    QTest.keyClick(handle, key)


def first_start(qtbot: QtBot) -> tuple[MainWindow, WelcomeDialog]:
    """A first start's window, its welcome up."""
    win = new_window(qtbot, quick_settings(welcome_shown=False), MemoryStore())
    win.start()
    assert win.offer_welcome()
    welcome = win.welcome_dialog
    assert isinstance(welcome, WelcomeDialog)
    qtbot.waitExposed(welcome)
    return win, welcome


@pytest.mark.parametrize("page_kind", [HowToPlayDialog, KeyboardDialog])
def test_the_welcome_pages_can_be_read_and_closed(
    qtbot: QtBot, page_kind: type[HowToPlayDialog | KeyboardDialog]
) -> None:
    """The player's pass: at the first start, "How to play" and "Keyboard" opened beside
    the welcome, which blocked them (it is window-modal): their Close button, scrolling
    and Escape did nothing, and they hid the welcome's buttons. They open above it, and
    closing them leads back to it."""
    win, welcome = first_start(qtbot)
    button = welcome.how_button if page_kind is HowToPlayDialog else welcome.keys_button
    for close_with in ("mouse", "Escape"):
        system_click(button)
        pages = [page for page in win.findChildren(page_kind) if page.isVisible()]
        assert len(pages) == 1
        page = pages[0]
        qtbot.waitExposed(page)
        # Scrolled with the mouse: a click on the scroll bar, under its handle (the keys'
        # page, which fits a large screen, made as short as on a small one).
        area = page.browser if isinstance(page, HowToPlayDialog) else page.table
        page.resize(page.width(), 320)
        bar = area.verticalScrollBar()
        qtbot.waitUntil(bar.isVisible, timeout=2000)
        assert bar.maximum() > 0, "nothing to scroll: the test proves nothing"
        system_click(bar, QPoint(bar.width() // 2, bar.height() - bar.width() - 4))
        assert bar.value() > 0
        with qtbot.waitSignal(page.finished, timeout=2000):
            if close_with == "mouse":
                system_click(page.buttons.button(QDialogButtonBox.StandardButton.Close))
            else:
                system_key(page, Qt.Key.Key_Escape)
        assert welcome.isVisible()  # back to the welcome
    with qtbot.waitSignal(welcome.accepted, timeout=2000):
        system_click(welcome.play_button)
    assert win.welcome_dialog is None
    win.close()


@pytest.mark.parametrize("page_kind", [HowToPlayDialog, KeyboardDialog])
def test_a_page_opened_from_the_welcome_stays_open_in_play(
    qtbot: QtBot, page_kind: type[HowToPlayDialog | KeyboardDialog]
) -> None:
    """The review: a page opened from the welcome was its child, and went with it at the
    click on Play, the page the player was reading gone. It stays, the window's now, where
    it was, and closes as any page does."""
    win, welcome = first_start(qtbot)
    system_click(welcome.how_button if page_kind is HowToPlayDialog else welcome.keys_button)
    pages = [page for page in win.findChildren(page_kind) if page.isVisible()]
    assert len(pages) == 1
    page = pages[0]
    place = page.geometry()
    welcome.accept()  # (Play)
    qtbot.waitUntil(lambda: win.welcome_dialog is None)
    qtbot.wait(20)  # (the welcome deleted)
    assert page.isVisible() and page.parentWidget() is win
    assert page.geometry() == place
    with qtbot.waitSignal(page.finished, timeout=2000):
        page.close()
    win.close()


def test_how_to_play_shows_the_card_artwork(qtbot: QtBot) -> None:
    win = new_window(qtbot, quick_settings())
    win.how_to_play_action.trigger()
    dialog = win.findChild(HowToPlayDialog)
    assert dialog is not None
    html = dialog.browser.toHtml()
    for title in ("A trick", "A meld", "The 7 of trumps", "The last six tricks", "The points"):
        assert title in html
    assert "Each Ace and each Ten" in html and "This page tells" not in html
    document = dialog.browser.document()
    for name in dialog.pictures:
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"card:{name}"))
        assert image is not None and not image.isNull(), name
    win.close()


@pytest.mark.parametrize(
    ("preset", "options", "said"),
    [("mariage", {}, "The game in play is Mariage"), ("marjolet", {"target": 1000}, "changed")],
)
def test_how_to_play_says_when_the_game_in_play_is_another(
    qtbot: QtBot, preset: str, options: dict[str, int], said: str
) -> None:
    """The new player's pass: with Mariage in play the page told of declarations, a 7
    worth 10 and six last tricks, none of them Mariage's, without a word."""
    win = new_window(qtbot, quick_settings(rules=RuleSet.from_preset(preset, options)))
    win.start()
    dialog = win.show_how_to_play()
    assert isinstance(dialog, HowToPlayDialog)
    html = dialog.browser.toPlainText()
    assert said in html and "Help ▸ Rules" in html
    dialog.close()
    win.close()


def test_the_keyboard_page_lists_every_shortcut(qtbot: QtBot) -> None:
    win = new_window(qtbot, quick_settings())
    dialog = win.show_keyboard()
    assert isinstance(dialog, KeyboardDialog)
    keys = {key for key, _ in dialog.rows}
    for action in win.findChildren(QAction):
        if not action.shortcut().isEmpty():
            shortcuts = ", ".join(
                key.toString(QKeySequence.SequenceFormat.NativeText) for key in action.shortcuts()
            )
            assert shortcuts in keys, action.text()
    assert "H" in keys and "Ctrl+Z" in keys  # the hint, undo
    # Once: the stand-in that says why Undo is greyed out has no line of its own.
    assert [what for key, what in dialog.rows if key == "Ctrl+Z"] == ["Undo"]
    assert all(what for _, what in dialog.rows)
    redo = next(key for key, what in dialog.rows if what == "Redo")
    assert "Ctrl+Shift+Z" in redo.split(", ") and "Ctrl+Y" in redo.split(", ")  # every key
    assert {"X", "C", "Enter, Space", "Left, Right"} <= keys  # the table's own
    win.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_keyboard_page_shows_every_line_whole(
    qtbot: QtBot,
    qapp: QApplication,
    french_catalogue: Path,
    language: str,
) -> None:
    """The reviewer read "Play the chosen or hinted card; in a declaratio…": a long line
    now wraps in a row that grows to hold it (the dialog resized too), and its whole text
    is also the cell's tooltip."""
    i18n.install_translator(qapp, language)
    try:
        win = new_window(qtbot, quick_settings())
        dialog = win.show_keyboard()
        assert isinstance(dialog, KeyboardDialog)
        qtbot.waitExposed(dialog)
        table = dialog.table
        margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
        for width in (dialog.width(), 380):
            dialog.resize(width, dialog.height())
            qtbot.wait(20)
            room = table.columnWidth(1) - 2 * margin
            wrapped = 0
            for row in range(table.rowCount()):
                item = table.item(row, 1)
                assert item is not None
                text = item.text()
                assert item.toolTip() == text
                metrics = QFontMetrics(item.font())
                needed = metrics.boundingRect(
                    QRect(0, 0, room, 10_000), Qt.TextFlag.TextWordWrap, text
                ).height()
                assert table.rowHeight(row) >= needed, (width, text)
                wrapped += needed > metrics.height()
            assert wrapped, "no line long enough to wrap: the test proves nothing"
    finally:
        i18n.install_translator(qapp, "en")
    win.close()


def test_about_names_every_game_and_the_version() -> None:
    html = about_html()
    for game in ("Marjolet", "Mariage", "Bésigue"):
        assert game in html
    assert marjolet_qt.__version__ in html


def test_saves_go_to_documents_and_the_title_names_the_file(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda location: str(documents))
    asked: list[str] = []

    def answer(
        parent: object, title: str, start: str, filters: str, **options: object
    ) -> tuple[str, str]:
        asked.append(start)
        return str(documents / "evening"), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    win = new_window(qtbot, quick_settings())
    win.start()
    assert win.windowTitle() == "Marjolet"
    assert win.save_game_as()
    assert Path(asked[0]).parent == documents
    assert (documents / "evening.marjolet").is_file()
    assert win.windowTitle() == "evening.marjolet[*] — Marjolet"
    win.new_game()
    assert win.windowTitle() == "Marjolet"
    assert win.open_game_file(documents / "evening.marjolet")
    assert win.windowTitle() == "evening.marjolet[*] — Marjolet"
    win.close()


@pytest.mark.parametrize(
    ("won", "expected"), [(0, "0 sur 1 (0\u00a0%)"), (1, "1 sur 1 (100\u00a0%)")]
)
def test_the_french_record_needs_no_agreement(
    qtbot: QtBot, french: QApplication, won: int, expected: str
) -> None:
    """The row says "won" ("Parties gagnées"), so the figure needs no word agreeing with
    it: the reviewer read "0 gagnées sur 2" and "1 gagnées sur 3"."""
    statistics = Statistics()
    statistics.record_game("easy", "marjolet", bool(won), finished_round(1))
    dialog = StatisticsDialog(statistics, ("easy", "marjolet"))
    qtbot.addWidget(dialog)
    assert dialog.names["games"].text() == "Parties gagnées\u00a0:"
    assert dialog.names["rounds"].text() == "Manches gagnées\u00a0:"
    assert dialog.values["games"].text() == expected
    assert "gagnée" not in dialog.values["rounds"].text()


def test_a_meld_the_file_names_oddly_is_shown_as_written(qtbot: QtBot) -> None:
    """A meld key this version does not know (a damaged or hostile file) is text, never
    markup laid over the list."""
    statistics = Statistics.from_json(
        {"tallies": [{"level": "easy", "preset": "marjolet", "melds": {"<i>x</i>": 2}}]}
    )
    dialog = StatisticsDialog(statistics, ("easy", "marjolet"))
    qtbot.addWidget(dialog)
    shown = [label for label in dialog.melds_box.findChildren(QLabel) if label.text() == "<i>x</i>"]
    assert len(shown) == 1 and shown[0].textFormat() == Qt.TextFormat.PlainText


def test_statistics_over_all_levels_and_never_zero_of_zero(qtbot: QtBot) -> None:
    statistics = Statistics()
    statistics.record_game("easy", "marjolet", True, finished_round(1))
    statistics.record_game("hard", "besigue", False, finished_round(2))
    statistics.record_game("hard", "besigue", True, finished_round(3))
    dialog = StatisticsDialog(statistics, ("medium", "marjolet"))
    qtbot.addWidget(dialog)
    assert dialog.values["games"].text() == "none finished yet"  # (medium: nothing yet)
    # No average or best of no round: a dash, not "0.0" and "0".
    assert dialog.values["average"].text() == dialog.values["best"].text() == "—"
    dialog.choice.setCurrentIndex(0)
    assert dialog.key == ALL
    assert dialog.choice.currentText() == "All levels and rules"
    assert dialog.names["games"].text() == "Games won:"
    assert dialog.values["games"].text() == "2 of 3 (67 %)"
    texts = [dialog.values[key].text() for key in dialog.values]
    assert not [text for text in texts if "0 of 0" in text]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_keys_page_shows_every_key_without_scrolling(
    qtbot: QtBot, qapp: QApplication, french_catalogue: Path, language: str
) -> None:
    """The QA pass: at its first size the page cut its last rows, one in half, until
    scrolled. Where the screen has room (the test's is 800 high) every row shows."""
    i18n.install_translator(qapp, language)
    try:
        win = new_window(qtbot, quick_settings(), MemoryStore())
        keys = win.show_keyboard()
        assert isinstance(keys, KeyboardDialog)
        qtbot.waitExposed(keys)
        assert keys.table.verticalScrollBar().maximum() == 0
        keys.close()
        win.close()
    finally:
        i18n.install_translator(qapp, "en")
