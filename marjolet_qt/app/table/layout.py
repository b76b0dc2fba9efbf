"""Where things go on the table, as a pure function of its size and a :class:`TableState`.

No Qt items here: geometry only, so that it can be tested directly and recomputed on
every resize. Everything scales with the table: the card height is a fraction of the
table's height (bounded by its width), and every distance is a multiple of the card size.
The human sits at the bottom (seat 0), the computer at the top (seat 1).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from marjolet_qt.engine.cards import CARDS

from .state import TableState

CARD_RATIO = 336 / 240  # height / width of the card art
MELD_SCALE = 0.72
OPPONENT_SCALE = 0.86
#: Each suit's place when a hand is sorted (indexed by suit: clubs, diamonds, hearts,
#: spades), so that colours alternate: spades, hearts, clubs, diamonds.
SUIT_ORDER = (2, 3, 1, 0)
#: A won pile rises by its thickness: this much per trick, for at most PILE_TRICKS_SHOWN
#: tricks (Bésigue's 32 would lift it into its label), each card tilted by one of
#: PILE_TILTS (degrees) plus up to PILE_TILT_SPREAD for the second card of the trick.
PILE_STEP = 0.6
PILE_TRICKS_SHOWN = 16
PILE_TILTS = (-4.0, 3.0, -1.5, 5.0)
PILE_TILT_SPREAD = 1.5


@dataclass(frozen=True, slots=True)
class Pose:
    """Where one card lies: centre, angle (degrees), stacking, face and scale."""

    x: float
    y: float
    rotation: float = 0.0
    z: float = 0.0
    face_up: bool = False
    scale: float = 1.0


def hand_order(cards: tuple[int, ...], trump: int) -> list[int]:
    """A hand as players sort it: by suit, colours alternating, trumps at the right,
    strongest first within a suit."""

    def key(card: int) -> tuple[int, int, int]:
        c = CARDS[card]
        suit_rank = 9 if c.suit == trump else SUIT_ORDER[c.suit]
        return (suit_rank, -c.rank, c.copy)

    return sorted(cards, key=key)


class TableLayout:
    """Geometry for a table of ``width`` × ``height`` scene units (= device-independent
    pixels: the scene is kept the size of the view so cards are drawn 1:1, crisp)."""

    def __init__(self, width: float, height: float) -> None:
        self.width = max(float(width), 320.0)
        self.height = max(float(height), 240.0)
        w, h = self.width, self.height
        self.card_h = max(48.0, min(h / 5.4, w / 7.2 * CARD_RATIO))
        self.card_w = self.card_h / CARD_RATIO
        self.margin = max(8.0, h * 0.025)
        self.lift = self.card_h * 0.1
        ch, cw, m = self.card_h, self.card_w, self.margin
        self.center = (w / 2, h / 2)
        self.human_hand_y = h - m - ch / 2
        self.computer_hand_y = m + ch * OPPONENT_SCALE / 2
        meld_h = ch * MELD_SCALE
        self.computer_meld_y = m + ch * OPPONENT_SCALE + m * 0.6 + meld_h / 2
        self.human_meld_y = self.human_hand_y - ch / 2 - self.lift - m * 0.5 - meld_h / 2
        self.stock_pos = (m + ch * 0.55, h / 2)
        self.upcard_pos = (self.stock_pos[0] + cw * 0.62, h / 2)
        pile_x = w - m - cw * 0.75
        self.won_pos = ((pile_x, h / 2 + ch * 0.75), (pile_x, h / 2 - ch * 0.75))
        #: The x the human's hand keeps to the right of: the right edge of the declaration
        #: panel while it stands in the bottom-left corner, 0 when it does not. Two packs'
        #: hands are wide enough to reach under it.
        self.reserve_left = 0.0

    # --- zones ---------------------------------------------------------------------------

    def hand_poses(
        self, player: int, cards: list[int], face_up: bool, human: int = 0
    ) -> dict[int, Pose]:
        n = len(cards)
        if not n:
            return {}
        cw = self.card_w
        mid = (n - 1) / 2
        poses = {}
        if player == human:
            # Keep clear of the stock on the left and the piles on the right.
            right_edge = self.width - self.margin - 1.8 * cw
            span = min(self.width * 0.55, 2 * right_edge - self.width) - cw
            step = max(cw * 0.3, min(cw * 0.7, span / max(n - 1, 1)))
            centre = self._hand_centre(n, step, right_edge)
            if centre is None:  # too wide to clear the reserve: close the fan up
                left = self._hand_left_edge(n)
                step = max(cw * 0.3, (right_edge - left - cw) / max(n - 1, 1))
                centre = left + cw / 2 + mid * step
            for i, card in enumerate(cards):
                off = i - mid
                poses[card] = Pose(
                    centre + off * step,
                    self.human_hand_y + off * off * self.card_h * 0.012,
                    off * 3.0,
                    100 + i,
                    face_up,
                )
        else:
            scale = OPPONENT_SCALE
            step = min(cw * scale * (0.62 if face_up else 0.42), self.width * 0.5 / max(n, 1))
            for i, card in enumerate(cards):
                off = i - mid
                poses[card] = Pose(
                    self.width / 2 + off * step,
                    self.computer_hand_y - off * off * self.card_h * 0.008,
                    -off * 2.0,
                    100 + i,
                    face_up,
                    scale,
                )
        return poses

    def _hand_left_edge(self, n: int) -> float:
        """The leftmost x the human's hand may reach: the reserve, plus what the fan's
        tilt of its first card adds to the card's half width."""
        tilt = math.radians(3.0 * (n - 1) / 2)
        overhang = self.card_h / 2 * math.sin(tilt) + self.card_w / 2 * (math.cos(tilt) - 1)
        return self.reserve_left + max(0.0, overhang)

    def _hand_centre(self, n: int, step: float, right_edge: float) -> float | None:
        """Where the human's hand is centred: the middle of the table, moved right just
        enough to clear the reserve; None when it cannot clear it at this ``step``."""
        centre = self.width / 2
        if not self.reserve_left:
            return centre
        half = (n - 1) / 2 * step + self.card_w / 2
        left = self._hand_left_edge(n)
        if centre - half >= left:
            return centre
        if left + 2 * half > right_edge:
            return None
        return left + half

    def meld_poses(self, player: int, cards: tuple[int, ...], human: int = 0) -> dict[int, Pose]:
        n = len(cards)
        step = self.card_w * MELD_SCALE * 0.55
        y = self.human_meld_y if player == human else self.computer_meld_y
        x0 = self.width / 2 - (n - 1) * step / 2
        return {
            card: Pose(x0 + i * step, y, 0.0, 60 + i, True, MELD_SCALE)
            for i, card in enumerate(cards)
        }

    def trick_poses(self, trick: tuple[tuple[int, int], ...], human: int = 0) -> dict[int, Pose]:
        cx, cy = self.center
        poses = {}
        for i, (player, card) in enumerate(trick):
            sign = 1 if player == human else -1
            poses[card] = Pose(
                cx + sign * self.card_w * 0.32,
                cy + sign * self.card_h * 0.12,
                sign * 7.0,
                200 + i,
                True,
            )
        return poses

    def pile_poses(self, player: int, cards: tuple[int, ...]) -> dict[int, Pose]:
        x, y = self.won_pos[player]
        poses = {}
        for i, card in enumerate(cards):
            trick = i // 2
            angle = PILE_TILTS[trick % 4] + (i % 2) * PILE_TILT_SPREAD
            rise = min(trick, PILE_TRICKS_SHOWN) * PILE_STEP
            poses[card] = Pose(x - rise, y - rise, angle, 20 + i, False)
        return poses

    def pile_extent(self, player: int) -> tuple[float, float]:
        """The top and bottom y a won pile never passes, however high and tilted: its
        labels stand outside them."""
        tilt = math.radians(max(abs(a) for a in PILE_TILTS) + PILE_TILT_SPREAD)
        half = (self.card_h * math.cos(tilt) + self.card_w * math.sin(tilt)) / 2
        y = self.won_pos[player][1]
        return y - half - PILE_TRICKS_SHOWN * PILE_STEP, y + half

    def stock_poses(self, stock: tuple[int, ...]) -> dict[int, Pose]:
        x, y = self.stock_pos
        n = len(stock)
        # Top card first: it lies highest in the pile, slightly up-left for thickness.
        return {
            card: Pose(x - (n - i) * 0.35, y - (n - i) * 0.35, 0.0, 40 + (n - i), False)
            for i, card in enumerate(stock)
        }

    def upcard_pose(self) -> Pose:
        x, y = self.upcard_pos
        return Pose(x, y, 90.0, 30, True)

    def pack_poses(self, cards: list[int]) -> dict[int, Pose]:
        """Before the deal: the whole pack in the stock's place."""
        x, y = self.stock_pos
        return {
            card: Pose(x - i * 0.25, y - i * 0.25, 0.0, 40 + i, False)
            for i, card in enumerate(cards)
        }

    # --- everything -----------------------------------------------------------------------

    def poses(self, state: TableState, human: int = 0) -> dict[int, Pose]:
        """Every card's pose for ``state``."""
        if not state.dealt:
            return self.pack_poses(list(range(state.deck_size)))
        poses: dict[int, Pose] = {}
        computer = 1 - human
        poses.update(self.stock_poses(state.stock))
        if state.upcard >= 0:
            poses[state.upcard] = self.upcard_pose()
        for player in (0, 1):
            poses.update(self.pile_poses(player, state.won[player]))
            poses.update(self.meld_poses(player, state.melds[player], human))
        poses.update(
            self.hand_poses(human, hand_order(state.hands[human], state.trump), True, human)
        )
        # The opponent's hand is hidden until phase 2, when every card is accounted for.
        if state.phase2:
            theirs = hand_order(state.hands[computer], state.trump)
        else:
            theirs = list(state.hands[computer])
        poses.update(self.hand_poses(computer, theirs, state.phase2, human))
        poses.update(self.trick_poses(state.trick, human))
        return poses

    def human_cards_in_order(self, state: TableState, human: int = 0) -> list[int]:
        """The human's playable cards left to right (melds row first): keyboard order."""
        return list(state.melds[human]) + hand_order(state.hands[human], state.trump)
