"""The tricks of the round in progress, reviewable at any time (View ▸ Tricks of this round).

Only what both players saw is listed: the tricks (played face up) and the melds declared.
The list follows the model as the round goes on; it is a plain non-modal window.
"""

# ruff: noqa: N802

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from marjolet_qt.app import texts
from marjolet_qt.app.screen_fit import fit_to_screen
from marjolet_qt.engine.actions import ActionKind
from marjolet_qt.engine.cards import FACE_COUNT
from marjolet_qt.engine.round import RoundState
from marjolet_qt.engine.rules import RuleSet
from marjolet_qt.engine.tricks import captured_marriages

from .buttons import close_by_default

if TYPE_CHECKING:
    from marjolet_qt.app.model import GameModel


#: The column of the trick's cards (the one that gives way when the window is narrow).
CARDS = 1
#: How far (in pixels) a window manager may nudge a window from where it was put: farther,
#: the player moved it.
PLACED_SLACK = 60


def trick_points(rules: RuleSet, lead: int, follow: int) -> int:
    """The card points of a trick's two cards under ``rules``."""
    return int(rules.card_points[int(lead) & 7] + rules.card_points[int(follow) & 7])


def tree_rows(tree: QTreeWidget) -> list[list[str]]:
    """A flat tree's text, row by row (the history's and the review's lists)."""
    items = (tree.topLevelItem(i) for i in range(tree.topLevelItemCount()))
    return [[item.text(c) for c in range(tree.columnCount())] for item in items if item]


def declarations(state: RoundState) -> list[tuple[int, str]]:
    """Who declared what, in the order of the round: each meld, and the 7 of trumps
    exchanged or shown ('7 of trumps exchanged — 10'), with their points.

    The exchange leaves no log of its own; a replay of the round from its deal says who
    exchanged, and whether the 7 was only shown. Where marriages score as soon as both
    cards are won (Mariage), each is listed after the trick that completed it: the round's
    summary counted them, and a player looking here for where the points came from found
    none."""
    found: list[tuple[int, str]] = []
    rules = state.rules
    melds = iter(state.meld_log)
    replay = RoundState(rules, state.deal)
    for action in state.history:
        player, shown = replay.to_move, replay.exchange_shows
        if action.kind == ActionKind.MELD:
            event = next(melds, None)
            if event is not None:
                found.append((event.player, texts.meld_caption(event.key, event.points)))
        elif action.kind == ActionKind.EXCHANGE:
            points = rules.seven_exchange_points
            name = texts.seven_name(shown)
            found.append((player, texts.points_caption(name, points) if points else name))
        before = list(replay.won)
        replay.apply(action)
        if rules.captures:
            for winner in (0, 1):
                if replay.won[winner] != before[winner]:
                    gained = Counter(captured_marriages(replay.trump, replay.won[winner]))
                    gained -= Counter(captured_marriages(replay.trump, before[winner]))
                    found += [
                        (winner, texts.meld_caption(key, rules.meld_points(key)))
                        for key in gained.elements()
                    ]
    return found


class TrickHistoryDialog(QDialog):
    """Trick number, cards (lead first), who took it and its card points; then the melds."""

    #: "Review this round" (#18): your decisions so far graded (the window opens it).
    reviewRequested = Signal()  # noqa: N815 (Qt's camelCase)

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("trickHistory")
        self._model = model
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(4)
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)
        # The cards take the room left by the short columns, cut with "…" (whole in
        # their tooltip) rather than push the points out of sight: French names are long.
        header = self.tree.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(CARDS, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.melds_label = QLabel(self)
        self.melds_label.setWordWrap(True)
        self.melds_label.setTextFormat(Qt.TextFormat.PlainText)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        self.review_button = QPushButton(self)
        self.review_button.setObjectName("review")
        self.review_button.clicked.connect(self.reviewRequested)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        close_by_default(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.melds_label)
        layout.addWidget(buttons)
        for signal in (
            "trickWon",
            "meldDeclared",
            "sevenExchanged",
            "sevenShown",
            "stateReset",
            "roundStarted",
            "gameStarted",
        ):
            getattr(model, signal).connect(self.refresh)
        self.retranslate_ui()
        #: Where :meth:`place_beside` last put the window (None: not yet).
        self._placed: QPoint | None = None
        self.resize(QSize(self._fitting_width(), 420))
        self.place_beside()

    def place_beside(self) -> None:
        """Beside the game's window (:func:`.fit_to_screen`, ``beside``), at its size."""
        fit_to_screen(self, self.size(), beside=True)
        self._placed = self.pos()

    def moved_by_player(self) -> bool:
        """Whether the player has put the window elsewhere than :meth:`place_beside` did
        (a window manager's nudge of a frame's width is not the player's)."""
        return self._placed is None or (self.pos() - self._placed).manhattanLength() > PLACED_SLACK

    def refresh(self, *_: object) -> None:
        state = self._model.round
        human = self._model.human_seat
        self.review_button.setEnabled(bool(state.history))
        self.tree.clear()
        for number, trick in enumerate(state.tricks, start=1):
            follower = 1 - trick.leader
            cards = self.tr("{lead} ({leader}), {follow} ({follower})").format(
                lead=texts.card_name(int(trick.lead)),
                leader=texts.player_name(trick.leader, human),
                follow=texts.card_name(int(trick.follow)),
                follower=texts.player_name(follower, human),
            )
            item = QTreeWidgetItem(
                [
                    str(number),
                    cards,
                    texts.player_name(trick.winner, human),
                    str(trick_points(state.rules, trick.lead, trick.follow)),
                ]
            )
            item.setToolTip(CARDS, cards)
            item.setTextAlignment(0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setTextAlignment(3, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.tree.addTopLevelItem(item)
        last = self.tree.topLevelItem(len(state.tricks) - 1)
        if last is not None:
            self.tree.scrollToItem(last)
        # Each player named once, before their melds (naming them before each meld read
        # "Computer: Four Kings — 80; Computer: Bésigue — 40"), the 7 of trumps among
        # them where it was exchanged (or shown), in the order they scored.
        captions: dict[int, list[str]] = {}
        for player, caption in declarations(state):
            captions.setdefault(player, []).append(caption)
        melds = [
            texts.player_caption(player, human, ", ".join(names))
            for player, names in captions.items()
        ]
        self.melds_label.setText(
            self.tr("Melds declared: {melds}").format(melds=texts.listed(melds))
            if melds
            else self.tr("No meld declared yet.")
        )

    def _fitting_width(self) -> int:
        """The width that shows every column whole, the longest trick of a round too
        (at least the usual 560 px; :func:`fit_to_screen` keeps it within the screen)."""
        tree = self.tree
        metrics = tree.fontMetrics()
        card = max((texts.card_name(c) for c in range(FACE_COUNT)), key=metrics.horizontalAdvance)
        player = max((texts.player_name(s, 0) for s in (0, 1)), key=metrics.horizontalAdvance)
        longest = self.tr("{lead} ({leader}), {follow} ({follower})").format(
            lead=card, leader=player, follow=card, follower=player
        )
        header = tree.header()
        columns = sum(header.sectionSizeHint(c) for c in range(tree.columnCount()) if c != CARDS)
        width = columns + metrics.horizontalAdvance(longest) + 24 + 2 * tree.frameWidth()
        width += tree.style().pixelMetric(tree.style().PixelMetric.PM_ScrollBarExtent)
        layout = self.layout()
        if layout is not None:
            margins = layout.contentsMargins()
            width += margins.left() + margins.right()
        return max(560, width)

    @property
    def rows(self) -> list[list[str]]:
        """The table's text, row by row (for tests and accessibility checks)."""
        return tree_rows(self.tree)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Tricks of this round"))
        self.review_button.setText(self.tr("&Review this round"))
        self.review_button.setToolTip(
            self.tr("Your decisions so far graded by the points they cost")
        )
        self.tree.setHeaderLabels(
            [
                self.tr("Trick"),
                self.tr("Cards (lead first)"),
                self.tr("Taken by"),
                self.tr("Points"),
            ]
        )
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["TrickHistoryDialog", "declarations", "tree_rows", "trick_points"]
