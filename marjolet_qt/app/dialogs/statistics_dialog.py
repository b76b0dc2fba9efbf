"""Game ▸ Statistics: the player's record per opponent level and rule preset, with charts.

The charts are the score sheet's :class:`~marjolet_qt.app.scoresheet.ScoreChart` (custom
painted, so it looks the same offscreen, in screenshots and on every platform): games
won and lost as running counts, and the points of the last rounds, yours and the
computer's.
"""

# Qt signals are named in Qt's camelCase.
# ruff: noqa: N802, N815

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from marjolet_qt.app import texts
from marjolet_qt.app.scoresheet import ScoreChart
from marjolet_qt.app.screen_fit import VerticalScroll, fit_to_screen
from marjolet_qt.app.seats import COMPUTER, HUMAN
from marjolet_qt.app.statistics import Statistics, Tally, shows_capots, split_rules_key
from marjolet_qt.app.wheel_guard import guard_wheel

from .buttons import close_by_default

# Rounds shown in the points chart.
CHART_ROUNDS = 50
#: The choice that adds up every level and rule set.
ALL = ("", "")


def combined(tallies: list[Tally]) -> Tally:
    """One tally adding up several (the totals over all levels and rule sets); the
    charts' histories are merged in time order and cut to the usual length."""
    total = Tally()
    for tally in tallies:
        total.games_played += tally.games_played
        total.games_won += tally.games_won
        total.games_abandoned += tally.games_abandoned
        total.rounds_played += tally.rounds_played
        total.rounds_won += tally.rounds_won
        total.points += tally.points
        total.best_round = max(total.best_round, tally.best_round)
        total.capots += tally.capots
        total.undos += tally.undos
        for key, count in tally.melds.items():
            total.melds[key] = total.melds.get(key, 0) + count
        total.games += tally.games
        total.rounds += tally.rounds
    total.games.sort(key=lambda entry: entry[0])
    total.rounds.sort(key=lambda entry: entry[0])
    return total


class StatisticsDialog(QDialog):
    """Counts, melds by kind and two charts for one (level, preset); a Reset button."""

    resetRequested = Signal()

    def __init__(
        self, statistics: Statistics, current: tuple[str, str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.statistics = statistics
        self._current = current
        self.choice = QComboBox(self)
        self.choice.currentIndexChanged.connect(self._show)
        self.choice_label = QLabel(self)
        self.choice_label.setBuddy(self.choice)

        self.counts_box = QGroupBox(self)
        self.counts = QFormLayout(self.counts_box)
        self.values: dict[str, QLabel] = {}
        self.names: dict[str, QLabel] = {}
        for key in (
            "games",
            "abandoned",
            "rounds",
            "average",
            "best",
            "capots",
            "undos",
        ):
            name, value = QLabel(self), QLabel(self)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.names[key], self.values[key] = name, value
            self.counts.addRow(name, value)
        self.melds_box = QGroupBox(self)
        self.melds_grid = QGridLayout(self.melds_box)
        self.games_title = QLabel(self)
        self.games_chart = ScoreChart(self)
        self.games_chart.setObjectName("gamesChart")
        self.games_chart.scale_floor = 1
        self.rounds_title = QLabel(self)
        self.rounds_chart = ScoreChart(self)
        self.rounds_chart.setObjectName("roundsChart")
        bold = self.games_title.font()
        bold.setBold(True)
        self.games_title.setFont(bold)
        self.rounds_title.setFont(bold)
        self.empty_label = QLabel(self)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.reset_button = QPushButton(self)
        self.reset_button.clicked.connect(self.confirm_reset)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        close_by_default(buttons)
        buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(self.choice_label)
        top.addWidget(self.choice, 1)
        # The record and the melds scroll, the charts beside them do not: a long list
        # of melds (every kind, at every level) would push the buttons off a small screen.
        record = QWidget(self)
        left = QVBoxLayout(record)
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.counts_box)
        left.addWidget(self.melds_box)
        left.addStretch(1)
        self.record_scroll = VerticalScroll(record, self)
        right = QVBoxLayout()
        right.addWidget(self.games_title)
        right.addWidget(self.games_chart, 1)
        right.addWidget(self.rounds_title)
        right.addWidget(self.rounds_chart, 1)
        body = QHBoxLayout()
        body.addWidget(self.record_scroll)
        body.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.empty_label)
        layout.addLayout(body, 1)
        layout.addWidget(buttons)
        self.retranslate_ui()
        guard_wheel(self)  # the wheel changes the drop-down only once it was clicked
        fit_to_screen(self, QSize(820, 560))

    # --- content -----------------------------------------------------------------------

    def _fill_choices(self) -> None:
        keys = list(self.statistics.keys())
        if self._current not in keys:
            keys.append(self._current)
        keys.sort()
        self.choice.blockSignals(True)
        self.choice.clear()
        self.choice.addItem(self.tr("All levels and rules"), ALL)
        for level, preset in keys:
            self.choice.addItem(self._choice_name(level, preset), (level, preset))
        # (findData compares Python tuples by identity: compared here by value.)
        found = [i for i in range(self.choice.count()) if self.choice.itemData(i) == self._current]
        self.choice.setCurrentIndex(found[0] if found else 0)
        self.choice.blockSignals(False)

    def _choice_name(self, level: str, key: str) -> str:
        """A level and rules as the drop-down names them; the games played with options
        of the player's own are counted apart, and said so."""
        preset, custom = split_rules_key(key)
        form = (
            self.tr("{level} opponent — {preset}, with options of your own")
            if custom
            else self.tr("{level} opponent — {preset}")
        )
        return form.format(level=_level_name(level), preset=texts.preset_name(preset))

    @property
    def key(self) -> tuple[str, str]:
        """The (level, preset) shown, or ALL."""
        data = self.choice.currentData()
        if not data:
            return self._current
        level, preset = data  # (a combo box hands its tuple back as a list)
        return str(level), str(preset)

    def tally(self) -> Tally:
        if self.key == ALL:
            return combined(list(self.statistics.tallies.values()))
        return self.statistics.tallies.get(self.key, Tally())

    def _record(self, won: int, played: int) -> str:
        """ "3 of 5 (60 %)" beside "Games won:", or that none was finished yet (never "0
        of 0"; "none played yet" beside a round won read as a contradiction). The row's
        name says "won", so that no language has to make a word agree with the number
        (French: "1 gagnée", "2 gagnées")."""
        if not played:
            return self.tr("none finished yet")
        return self.tr("{won} of {played} ({percent} %)").format(
            won=texts.number(won),
            played=texts.number(played),
            percent=texts.number(round(100 * won / played)),
        )

    def _show(self, *_: object) -> None:
        tally = self.tally()
        self._current = self.key
        # Nothing counted at any level: nothing to reset (the button asked anyway).
        self.reset_button.setEnabled(any(t != Tally() for t in self.statistics.tallies.values()))
        self.values["games"].setText(self._record(tally.games_won, tally.games_played))
        self.values["abandoned"].setText(texts.number(tally.games_abandoned))
        self.values["rounds"].setText(self._record(tally.rounds_won, tally.rounds_played))
        if tally.rounds_played:
            self.values["average"].setText(QLocale().toString(tally.average_points, "f", 1))
            self.values["best"].setText(texts.number(tally.best_round))
        else:  # (no average, no best of nothing)
            self.values["average"].setText(texts.NO_FIGURE)
            self.values["best"].setText(texts.NO_FIGURE)
        self.values["capots"].setText(texts.number(tally.capots))
        # No capot row for rules without one (Mariage, Bésigue); files of older versions
        # counted their every last trick won.
        if self.key == ALL:
            tallies = self.statistics.tallies.items()
            has_capots = not tallies or any(shows_capots(k[1], t) for k, t in tallies)
        else:
            has_capots = shows_capots(self.key[1], tally)
        self.names["capots"].setVisible(has_capots)
        self.values["capots"].setVisible(has_capots)
        self.values["undos"].setText(texts.number(tally.undos))
        while (item := self.melds_grid.takeAt(0)) is not None:
            if (widget := item.widget()) is not None:
                widget.deleteLater()
        if tally.melds:
            for row, (key, count) in enumerate(sorted(tally.melds.items(), key=lambda kv: -kv[1])):
                # A key the file holds and this version does not know is shown as written,
                # never read as markup.
                name = QLabel(texts.meld_name(key), self.melds_box)
                name.setTextFormat(Qt.TextFormat.PlainText)
                self.melds_grid.addWidget(name, row, 0)
                number = QLabel(texts.number(count), self.melds_box)
                number.setAlignment(Qt.AlignmentFlag.AlignRight)
                self.melds_grid.addWidget(number, row, 1)
        else:
            self.melds_grid.addWidget(QLabel(self.tr("None yet."), self.melds_box), 0, 0)
        won, lost = [0], [0]
        for _when, victory in tally.games:
            won.append(won[-1] + int(victory))
            lost.append(lost[-1] + int(not victory))
        self.games_chart.set_data((won, lost), None, (self.tr("won"), self.tr("lost")))
        rounds = tally.rounds[-CHART_ROUNDS:]
        mine = [r[1] for r in rounds]
        theirs = [r[2] for r in rounds]
        names = (texts.player_name(HUMAN, HUMAN), texts.player_name(COMPUTER, HUMAN))
        self.rounds_chart.set_data((mine, theirs), None, names, first=1)
        self.empty_label.setVisible(tally.rounds_played == 0)

    # --- reset -------------------------------------------------------------------------

    def confirm_reset(self) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Reset the statistics"),
            self.tr("Forget every game and round counted so far, at every level and rule set?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.resetRequested.emit()
        self.statistics.reset()  # (the window resets the same object: harmless twice)
        self._fill_choices()
        self._show()
        return True

    # --- language ------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.choice_label.setText(self.tr("&Opponent and rules:"))
        self.counts_box.setTitle(self.tr("Your record"))
        self.record_scroll.setAccessibleName(self.counts_box.title())
        self.names["games"].setText(self.tr("Games won:"))
        self.names["abandoned"].setText(self.tr("Games given up:"))
        self.names["rounds"].setText(self.tr("Rounds won:"))
        self.names["average"].setText(self.tr("Average points per round:"))
        self.names["best"].setText(self.tr("Best round:"))
        self.names["capots"].setText(self.tr("Capots (every last trick):"))
        self.names["undos"].setText(self.tr("Moves taken back:"))
        self.melds_box.setTitle(self.tr("Your melds"))
        self.games_title.setText(self.tr("Games won and lost (running count)"))
        self.rounds_title.setText(
            self.tr("Points per round (last {count})").format(count=CHART_ROUNDS)
        )
        self.empty_label.setText(self.tr("No round finished yet with this opponent and rules."))
        self.games_chart.empty_text = self.tr("No game finished yet.")
        self.rounds_chart.empty_text = self.tr("No round finished yet.")
        self.reset_button.setText(self.tr("&Reset…"))
        self._fill_choices()
        self._show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def _level_name(level: str) -> str:
    names = {
        "easy": QCoreApplication.translate("StatisticsDialog", "Easy"),
        "medium": QCoreApplication.translate("StatisticsDialog", "Medium"),
        "hard": QCoreApplication.translate("StatisticsDialog", "Hard"),
        "expert": QCoreApplication.translate("StatisticsDialog", "Expert"),
    }
    return names.get(level, level)


__all__ = ["StatisticsDialog"]
