"""The score sheet shows the engine's numbers as a match is played."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QRectF, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QLabel, QTableWidget, QTableWidgetItem
from pytestqt.qtbot import QtBot

from marjolet_qt.app import i18n, texts
from marjolet_qt.app.dialogs.round_summary import GameOverDialog, RoundSummaryDialog
from marjolet_qt.app.scoresheet import PLAYER_COLOURS, ScoreChart, ScoreSheet
from marjolet_qt.app.seats import COMPUTER, HUMAN
from marjolet_qt.engine.match import Match
from marjolet_qt.engine.round import CATEGORIES, RoundState
from marjolet_qt.engine.rules import RuleSet

from .helpers import cell, child, heading


class StandInModel(QObject):
    """The part of ``GameModel`` the score sheet uses: four signals and four readers.

    It plays both seats with random legal moves, emitting as the real model does.
    """

    gameStarted = Signal()  # noqa: N815 (the model's Qt names)
    roundStarted = Signal()  # noqa: N815
    scoresChanged = Signal()  # noqa: N815
    roundOver = Signal(object)  # noqa: N815

    def __init__(self, rules: RuleSet, seed: int = 1, human_seat: int = 0) -> None:
        super().__init__()
        self.rng = random.Random(seed)
        self._match = Match(rules, first_dealer=1, rng=seed)
        self._human = human_seat
        self._begun = False

    @property
    def match(self) -> Match:
        return self._match

    @property
    def round(self) -> RoundState:
        return self._match.round

    @property
    def human_seat(self) -> int:
        return self._human

    @property
    def begun(self) -> bool:
        return self._begun

    def start(self) -> None:
        self._begun = True
        self.gameStarted.emit()
        self.roundStarted.emit()
        self.scoresChanged.emit()

    def play(self, actions: int) -> None:
        """Up to ``actions`` random legal actions of the current round."""
        for _ in range(actions):
            if self.round.is_over():
                break
            self.round.apply(self.rng.choice(self.round.legal_actions()))
            self.scoresChanged.emit()
        if self.round.is_over() and not self._match.booked:
            result = self._match.finish_round()
            self.scoresChanged.emit()
            self.roundOver.emit(result)

    def finish_round(self) -> None:
        self.play(10_000)

    def next_round(self) -> None:
        self._match.start_next_round()
        self.roundStarted.emit()
        self.scoresChanged.emit()


def column_numbers(table: QTableWidget, column: int, rows: int) -> list[int]:
    return [int(cell(table, row, column)) for row in range(rows)]


@pytest.fixture
def sheet_and_model(qtbot: QtBot) -> tuple[ScoreSheet, StandInModel]:
    model = StandInModel(RuleSet.from_preset("marjolet"), seed=7)
    sheet = ScoreSheet(model)
    qtbot.addWidget(sheet)
    sheet.resize(320, 700)
    sheet.show()
    model.start()
    return sheet, model


def test_nothing_is_shown_before_a_game_begins(qtbot: QtBot) -> None:
    """The model's match before any game is a placeholder (a random deal): the sheet shows
    no goal, no round, no number and no chart of it (the reviewer saw "Round 1 — in
    progress" and "7 of trumps: 10" behind the launch question)."""
    model = StandInModel(RuleSet.from_preset("marjolet"), seed=7)
    model.play(3)  # (scores the sheet must not show)
    sheet = ScoreSheet(model)
    qtbot.addWidget(sheet)
    sheet.show()
    assert sheet.goal_label.text() == sheet.standing_label.text() == sheet.round_title.text() == ""
    rows = len(CATEGORIES) + 1
    assert [cell(sheet.round_table, row, 0) for row in range(rows)][-1] == "This round"
    for column in (1, 2):
        assert [cell(sheet.round_table, row, column) for row in range(rows)] == [""] * rows
    assert sheet.game_table.rowCount() == 0
    assert sheet.chart.series == ([], []) and sheet.chart.target is None
    assert not sheet.grab().isNull()  # (the chart paints nothing, without failing)
    model.start()
    assert sheet.goal_label.text() == "First to 500 points"
    assert sheet.round_title.text() == "Round 1 — in progress"
    assert sheet.chart.series == ([0], [0])


def test_labels_and_target(sheet_and_model: tuple[ScoreSheet, StandInModel]) -> None:
    sheet, _ = sheet_and_model
    table = sheet.round_table
    assert (heading(table, 1), heading(table, 2)) == ("You", "Computer")
    assert sheet.goal_label.text() == "First to 500 points"
    assert "No round counted yet." in sheet.standing_label.text()


def test_the_kinds_that_add_up_several_scores_say_which(
    sheet_and_model: tuple[ScoreSheet, StandInModel],
) -> None:
    """The new player's pass: "Trick bonuses" was explained nowhere. Its tooltip, as the
    7 of trumps', names what the rules in play give points for, and how many."""
    sheet, _ = sheet_and_model
    tips = {
        category: item.toolTip()
        for row, category in enumerate(CATEGORIES)
        if (item := sheet.round_table.item(row, 0)) is not None
    }
    assert (
        tips["bonuses"]
        == "Trick that empties the stock: 10; Last trick: 10; All the last tricks: 50"
    )
    assert tips["sevens"] == "Exchanging the 7: 10; Playing the 7: 10; 7 turned up: 10"
    assert tips["cards"] == tips["melds"] == ""
    mariage = RuleSet.from_preset("mariage")
    assert texts.category_help("bonuses", mariage) == "Last trick: 10"
    assert texts.category_help("sevens", mariage) == ""


def test_the_round_so_far_by_kind(sheet_and_model: tuple[ScoreSheet, StandInModel]) -> None:
    sheet, model = sheet_and_model
    model.play(25)
    state = model.round
    for column, seat in ((1, 0), (2, 1)):
        shown = column_numbers(sheet.round_table, column, len(CATEGORIES) + 1)
        breakdown = state.breakdown(seat)
        assert shown[:-1] == [breakdown[c] for c in CATEGORIES]
        assert shown[-1] == state.score(seat)
    assert "in progress" in sheet.round_title.text()


def test_the_game_after_a_few_rounds(sheet_and_model: tuple[ScoreSheet, StandInModel]) -> None:
    sheet, model = sheet_and_model
    for _ in range(3):
        model.finish_round()
        if model.match.is_over():
            break
        model.next_round()
    model.play(7)
    results = model.match.results
    assert len(results) == 3
    table = sheet.game_table
    assert table.rowCount() == 4
    for row, result in enumerate(results):
        assert cell(table, row, 0) == str(row + 1)
        assert (int(cell(table, row, 1)), int(cell(table, row, 2))) == result.scores
    assert cell(table, 3, 0) == "Game"
    assert (int(cell(table, 3, 1)), int(cell(table, 3, 2))) == model.match.totals
    you, them = model.match.totals
    standing = sheet.standing_label.text()
    if you != them:
        leader = "You lead" if you > them else "The computer leads"
        assert f"{leader} by {abs(you - them)} point" in standing
    assert f"you need {max(0, 500 - you)} more" in standing
    assert sheet.chart.series == (
        [0, *(sum(r.scores[0] for r in results[: i + 1]) for i in range(3))],
        [0, *(sum(r.scores[1] for r in results[: i + 1]) for i in range(3))],
    )
    assert sheet.chart.target == 500
    assert "Round 4" in sheet.round_title.text()
    assert not sheet.grab().isNull()


def test_finished_round_stays_on_the_sheet(
    sheet_and_model: tuple[ScoreSheet, StandInModel],
) -> None:
    sheet, model = sheet_and_model
    model.finish_round()
    result = model.match.results[-1]
    assert sheet.round_title.text() == "Round 1 — finished"
    total_row = len(CATEGORIES)
    assert int(cell(sheet.round_table, total_row, 1)) == result.scores[0]
    assert int(cell(sheet.round_table, total_row, 2)) == result.scores[1]
    assert sum(result.breakdowns[0].values()) == result.scores[0]


def test_computer_in_seat_zero_still_shows_you_first(qtbot: QtBot) -> None:
    model = StandInModel(RuleSet.from_preset("marjolet"), seed=3, human_seat=1)
    sheet = ScoreSheet(model)
    qtbot.addWidget(sheet)
    model.start()
    model.finish_round()
    result = model.match.results[0]
    assert int(cell(sheet.game_table, 0, 1)) == result.scores[1]
    assert int(cell(sheet.game_table, 0, 2)) == result.scores[0]


def test_a_match_of_rounds(qtbot: QtBot) -> None:
    rules = RuleSet.from_preset("mariage", {"match": "rounds", "rounds_to_win": 2})
    model = StandInModel(rules, seed=11)
    sheet = ScoreSheet(model)
    qtbot.addWidget(sheet)
    model.start()
    assert sheet.goal_label.text() == "First to win 2 rounds"
    while True:
        model.finish_round()
        if model.match.is_over():
            break
        model.next_round()
    wins = model.match.rounds_won
    last = sheet.game_table.rowCount() - 1
    assert cell(sheet.game_table, last, 0) == "Rounds won"
    assert (int(cell(sheet.game_table, last, 1)), int(cell(sheet.game_table, last, 2))) == wins
    assert sheet.chart.target is None
    assert "won the game" in sheet.standing_label.text()


def play_out(model: StandInModel) -> Match:
    """Every round to the end of the game."""
    model.finish_round()
    while not model.match.is_over():
        model.next_round()
        model.finish_round()
    return model.match


#: The words of the two totals in each language: the round's points in all, the game's.
TOTALS = {"en": ("This round", "Game"), "fr": ("Cette manche", "Partie")}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_summaries_name_the_totals_as_the_sheet_does(
    qtbot: QtBot, qapp: QApplication, french_catalogue: Path, language: str
) -> None:
    """The round summary called the round's points in all "This round" where the sheet
    said "Total", and the sheet said "Total" again of the game total, which the summary
    calls "Game": each figure has one name in the sheet, the summary and the final sheet."""
    i18n.install_translator(qapp, language)
    try:
        model = StandInModel(RuleSet.from_preset("marjolet", {"target": 150}), seed=5)
        sheet = ScoreSheet(model)
        qtbot.addWidget(sheet)
        model.start()
        match = play_out(model)
        summary = RoundSummaryDialog(match.results[-1], match, HUMAN)
        qtbot.addWidget(summary)
        final = GameOverDialog(match, HUMAN)
        qtbot.addWidget(final)
        this_round, game = TOTALS[language]
        rows = len(CATEGORIES)
        assert cell(sheet.round_table, rows, 0) == this_round
        assert cell(summary.breakdown_table, rows, 0) == this_round
        assert cell(sheet.game_table, sheet.game_table.rowCount() - 1, 0) == game
        assert cell(final.sheet, final.sheet.rowCount() - 1, 0) == game
        assert summary.game_label.text().startswith(game)
    finally:
        i18n.install_translator(qapp, "en")


#: The meaning of each mark, and the legend under a sheet that shows them: each mark
#: with its words held together (no-break spaces), the two apart.
MARKS = {
    "en": (("Won by you", "Won by the computer"), "★ Won by you   ☆ Won by the computer"),
    "fr": (
        ("Gagnée par vous", "Gagnée par l’ordinateur"),
        "★ Gagnée par vous   ☆ Gagnée par l’ordinateur",
    ),
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_marks_of_the_rounds_won_are_explained(
    qtbot: QtBot, qapp: QApplication, french_catalogue: Path, language: str
) -> None:
    """In a game won by rounds, the sheet and the final sheet marked each round ★ or ☆
    without a word of what the marks meant: a legend under them says it, and each mark's
    tooltip names the winner. A game to a target score has no marks and no legend."""
    i18n.install_translator(qapp, language)
    try:
        meaning, legend = MARKS[language]
        rules = RuleSet.from_preset("mariage", {"match": "rounds", "rounds_to_win": 3})
        model = StandInModel(rules, seed=3)
        sheet = ScoreSheet(model)
        qtbot.addWidget(sheet)
        sheet.show()
        model.start()
        match = play_out(model)
        final = GameOverDialog(match, HUMAN)
        qtbot.addWidget(final)
        final.show()
        winners = {result.winner for result in match.results}
        assert {HUMAN, COMPUTER} <= winners  # both marks are shown
        for table, shown in ((sheet.game_table, sheet), (final.sheet, final)):
            legend_label = child(shown, QLabel, "round_marks")
            assert legend_label.isVisible()
            assert legend_label.text().replace("\u00a0", " ") == legend
            # A narrow sheet may break the legend between the marks, never inside one.
            assert [" " in part for part in legend_label.text().split("   ")] == [False] * 2
            for row, result in enumerate(match.results):
                item = table.item(row, 0)
                assert item is not None
                if result.winner is None:
                    assert item.toolTip() == ""
                else:
                    mark = "★" if result.winner == HUMAN else "☆"
                    assert item.text() == f"{row + 1}  {mark}"
                    assert item.toolTip() == meaning[0 if result.winner == HUMAN else 1]
        points = play_out(StandInModel(RuleSet.from_preset("marjolet", {"target": 150}), 3))
        final = GameOverDialog(points, HUMAN)
        qtbot.addWidget(final)
        final.show()
        assert child(final, QLabel, "round_marks").isHidden()
        assert all(not item.toolTip() for item in column_items(final.sheet, 0))
    finally:
        i18n.install_translator(qapp, "en")


def column_items(table: QTableWidget, column: int) -> list[QTableWidgetItem]:
    items = [table.item(row, column) for row in range(table.rowCount())]
    return [item for item in items if item is not None]


def _coloured_xs(chart: ScoreChart) -> list[int]:
    """The columns where the chart painted a player's colour (its dots and lines) above
    its legend (two lines at the bottom)."""
    image = chart.grab().toImage()
    wanted = {colour.rgb() for colour in PLAYER_COLOURS}
    plot_bottom = image.height() - 2 * (chart.fontMetrics().height() + 6)
    return sorted(
        {
            x
            for x in range(image.width())
            for y in range(0, plot_bottom, 2)
            if image.pixelColor(x, y).rgb() in wanted
        }
    )


def test_a_chart_with_nothing_to_show_says_so(qtbot: QtBot) -> None:
    """The statistics' games chart with no game finished drew a lone dot at 0, which read
    as a game lost: with an empty text it says that instead, and draws no dot."""
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(300, 180)
    chart.empty_text = "No game finished yet."
    chart.set_data(([0], [0]), None, ("won", "lost"))
    assert chart.is_empty() and _coloured_xs(chart) == []
    chart.set_data(([0, 1], [0, 0]), None, ("won", "lost"))
    assert not chart.is_empty() and _coloured_xs(chart)
    chart.set_data(([], []), None, ("You", "Computer"), first=1)
    assert chart.is_empty()


def test_a_single_round_stands_in_the_middle(qtbot: QtBot) -> None:
    """A round's own points (no round 0) stand each in the middle of its share of the
    width: a single round sat on the right edge of the statistics' chart."""
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(300, 180)
    chart.set_data(([120], [80]), None, ("You", "Computer"), first=1)
    xs = _coloured_xs(chart)
    assert xs and abs((xs[0] + xs[-1]) / 2 - chart.width() / 2) < 40, xs
    assert xs[-1] < chart.width() - 30


@pytest.mark.parametrize(("rounds", "width"), [(9, 300), (869, 300), (869, 160), (99, 1200)])
def test_the_round_numbers_never_run_together(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, rounds: int, width: int
) -> None:
    """The attacker's 869-round game: its round numbers ran into one another
    ("87174261348435…"). They are a round step apart, and as many as fit."""
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(width, 180)
    chart.set_data((list(range(rounds + 1)), [0] * (rounds + 1)), None, ("You", "Computer"))
    drawn: list[tuple[QRectF, str]] = []
    draw = QPainter.drawText

    def record(painter: QPainter, *args: object) -> None:
        if len(args) == 3 and isinstance(args[0], QRectF) and str(args[2]).isdigit():
            drawn.append((QRectF(args[0]), str(args[2])))
        draw(painter, *args)  # type: ignore[call-overload]

    monkeypatch.setattr(QPainter, "drawText", record)
    chart.grab()
    # (The scale's numbers stand left of the axis, from the widget's edge.)
    under = sorted(
        ((box, text) for box, text in drawn if box.left() > 0), key=lambda d: d[0].left()
    )
    labels = [int(text) for _, text in under]
    assert labels and len(labels) <= 10
    step = labels[0]
    assert step in (1, 2, 5, 10, 20, 50, 100, 200, 500)
    assert labels == list(range(step, rounds + 1, step))
    metrics = chart.fontMetrics()
    for (box, text), (after, _) in itertools.pairwise(under):
        assert box.center().x() + metrics.horizontalAdvance(text) / 2 < after.center().x() - 2


@pytest.mark.parametrize("preset", ["marjolet", "mariage"])
def test_a_kind_of_points_the_rules_never_give_is_not_shown(qtbot: QtBot, preset: str) -> None:
    """The player's pass: Mariage's sheet and summary kept a "7 of trumps" row that could
    only read 0, and called the marriages counted among the cards won "Melds", where the
    rules say nothing is declared."""
    model = StandInModel(RuleSet.from_preset(preset, {"target": 150}), seed=5)
    sheet = ScoreSheet(model)
    qtbot.addWidget(sheet)
    model.start()
    match = play_out(model)
    summary = RoundSummaryDialog(match.results[-1], match, HUMAN)
    qtbot.addWidget(summary)
    sevens, melds = CATEGORIES.index("sevens"), CATEGORIES.index("melds")
    mariage = preset == "mariage"
    for table in (sheet.round_table, summary.breakdown_table):
        assert table.isRowHidden(sevens) == mariage
        assert cell(table, melds, 0) == ("Marriages won" if mariage else "Melds")
        assert not table.isRowHidden(CATEGORIES.index("cards"))


def test_the_target_keeps_its_value_once_a_total_passes_it(qtbot: QtBot) -> None:
    """The QA pass: with a total past 500 the scale's top read 600 and the dashed target
    line only "target", its 500 gone."""
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(300, 400)
    chart.set_data(([0, 150, 300], [0, 40, 240]), 500, ("You", "Computer"))
    chart.grab()
    assert chart.scale_values == [500, 0]  # (the top is the target: written once)
    chart.set_data(([0, 150, 300, 580], [0, 40, 240, 570]), 500, ("You", "Computer"))
    chart.grab()
    assert chart.scale_values == [600, 0, 500]
