"""Where things go on the table, as a pure function of its size and a :class:`TableState`.

No Qt items here: geometry only, so that it can be tested directly and recomputed on
every resize. The table is cut into regions (:class:`Region`: the hands, the meld rows,
the trick, the stock, the piles, the nameplates, the hint banner, the declaration panel)
that never overlap at any size (issue #14, tests/app/test_layout_sizes.py); the card size
is the largest that lets them all fit, and every distance is a multiple of it.
The human sits at the bottom (seat 0), the computer at the top (seat 1).
"""

from __future__ import annotations

import itertools
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
#: Whether each suit (clubs, diamonds, hearts, spades) is red.
_RED = (False, True, True, False)
#: A won pile rises by its thickness: this much per trick, for at most PILE_TRICKS_SHOWN
#: tricks (Bésigue's 32 would lift it into its label), each card tilted by one of
#: PILE_TILTS (degrees) plus up to PILE_TILT_SPREAD for the second card of the trick.
PILE_STEP = 0.6
PILE_TRICKS_SHOWN = 16
PILE_TILTS = (-4.0, 3.0, -1.5, 5.0)
PILE_TILT_SPREAD = 1.5
#: The most a won pile rises: the room the piles' column keeps above each pile.
PILE_RISE = PILE_TRICKS_SHOWN * PILE_STEP
#: The nameplates' column is at least this many text heights wide (their longest line).
PLATE_TEXTS = 9.5
#: The human's fan: degrees of tilt per card from the middle, and how far (a fraction of
#: the card height per card from the middle, squared) the outer cards sink.
FAN_TILT = 2.5
FAN_SAG = 0.006
#: A hand is fanned with FAN_TILT and FAN_SAG up to this many cards either side of its
#: middle (an 11-card hand); a bigger one (the rules allow 31) keeps the outer cards'
#: tilt and sag: fanned card by card, its outer cards lay on their sides and sank off
#: the table.
FAN_HALF = 5.0
#: The closest a very big hand is fanned when even CLOSEST_FAN does not fit: each card
#: shows this much of its width, still more than the part a click aims at
#: (TableInput.card_viewport_pos).
TIGHTEST_FAN = 0.2
#: The rows from top to bottom, in card heights: the computer's hand (and its sag), its
#: meld row, the trick, the human's meld row, the human's hand (with its lift and sag);
#: the hint banner's row and the gaps come on top (see TableLayout.__init__).
ROW_TOP = 1.0
ROW_MELDS = MELD_SCALE
ROW_TRICK = 1.2
ROW_HAND = 1.24
GAP = 0.06
BANNER = 0.3
#: The columns in card widths: the stock with the upcard across it on the left, the
#: narrowest centre that holds eight melded cards, the won piles on the right.
COLUMN_STOCK = 1.95
COLUMN_CENTRE = 3.6
COLUMN_PILES = 1.25
#: The closest a hand is fanned: each card shows this much of its width (its index).
CLOSEST_FAN = 0.3
#: The banner's row right of the declaration panel holds the human's captions when it is
#: at least this many card widths wide (else the trick's row may, when it is larger).
CAPTION_BESIDE_MIN = 4.0
#: The narrowest centre column, in pixels: the declaration panel may stand in it (see
#: TableView._fit_panel).
CENTRE_MIN_PX = 200.0
#: The smallest text on the table, in pixels (device-independent): readable first.
MIN_TEXT_PX = 11.0


@dataclass(frozen=True, slots=True)
class Pose:
    """Where one card lies: centre, angle (degrees), stacking, face and scale."""

    x: float
    y: float
    rotation: float = 0.0
    z: float = 0.0
    face_up: bool = False
    scale: float = 1.0


#: The computer's fan, arched the other way and flatter (its cards are smaller).
COMPUTER_FAN_TILT = 1.5
COMPUTER_FAN_SAG = 0.004


def fan_shape(n: int, tilt: float = FAN_TILT, sag: float = FAN_SAG) -> tuple[float, float]:
    """The tilt (degrees) and sag (card heights) per card of an ``n``-card fan: ``tilt``
    and ``sag`` up to :data:`FAN_HALF` cards either side of the middle, less beyond, so
    that the outer cards of a bigger hand are tilted and sunk as an 11-card hand's."""
    half = (n - 1) / 2
    if half <= FAN_HALF:
        return tilt, sag
    return tilt * FAN_HALF / half, sag * (FAN_HALF / half) ** 2


@dataclass(frozen=True, slots=True)
class Region:
    """A rectangle of the table that one thing owns (no two regions overlap)."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def centre(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def intersects(self, other: Region) -> bool:
        return (
            self.x < other.right
            and other.x < self.right
            and self.y < other.bottom
            and other.y < self.bottom
        )


def hand_order(cards: tuple[int, ...], trump: int) -> list[int]:
    """A hand as players sort it: by suit, colours alternating as far as the suits held
    allow, trumps at the right, strongest first within a suit. (One fixed order of the
    suits put two of a colour side by side whenever trumps moved one to the right: ♠ ♣
    ♦ ♥ with hearts trumps.) Of the orders that alternate best, the one nearest
    :data:`SUIT_ORDER`."""
    held = sorted({CARDS[card].suit for card in cards} - {trump}, key=SUIT_ORDER.__getitem__)
    tail = [trump] if any(CARDS[card].suit == trump for card in cards) else []

    def clashes(order: tuple[int, ...]) -> int:
        suits = [*order, *tail]
        return sum(_RED[a] == _RED[b] for a, b in itertools.pairwise(suits))

    best = min(itertools.permutations(held), key=clashes)  # (the first of the least)
    place = {suit: index for index, suit in enumerate([*best, *tail])}

    def key(card: int) -> tuple[int, int, int]:
        c = CARDS[card]
        return (place[c.suit], -c.rank, c.copy)

    return sorted(cards, key=key)


class TableLayout:
    """Geometry for a table of ``width`` × ``height`` scene units (= device-independent
    pixels: the scene is kept the size of the view so cards are drawn 1:1, crisp).

    The table is cut into rows and columns from its size, so that nothing ever lies on
    anything else (issue #14): a centre column holds, top to bottom, the computer's hand,
    its meld row, the trick, the hint banner, the human's meld row and the human's hand
    (the banner and the hand may spread left under the stock's column); the left column
    holds the stock, the upcard and their label above them; the right column the
    computer's nameplate and won pile at the top, the human's at the bottom. The card size
    is the largest for which the rows fit the height and the columns the width; text sizes
    follow the card size, never below :data:`MIN_TEXT_PX`.
    """

    def __init__(self, width: float, height: float) -> None:
        self.width = max(float(width), 320.0)
        self.height = max(float(height), 240.0)
        w, h = self.width, self.height
        self.margin = m = max(6.0, min(w, h) * 0.015)
        rows = ROW_TOP + 2 * ROW_MELDS + ROW_TRICK + ROW_HAND + 5 * GAP
        text_px, banner, by_height, by_width = self._fit((h - 2 * m) / (rows + BANNER), rows)
        if by_width < by_height:
            # A tall, narrow table: the text follows the cards the width allows, not the
            # height (its nameplates were in letters twice the size of everything else).
            text_px, banner, by_height, by_width = self._fit(by_width, rows)
        self.text_px = text_px
        #: One line of table text (labels, nameplates); the banner holds two, larger.
        self.line_h = self.text_px * 1.35
        rise = PILE_RISE
        text_w = PLATE_TEXTS * self.text_px
        self.card_h = ch = max(48.0, min(by_height, by_width))
        self.card_w = cw = ch / CARD_RATIO
        self.lift = ch * 0.1
        g = GAP * ch
        # Columns: stock on the left, piles and nameplates on the right.
        stock_right = m + COLUMN_STOCK * cw
        piles_w = max(COLUMN_PILES * cw + rise, text_w)
        # Where the width is to spare, the nameplates' longest line need not break.
        spare = w - 2 * m - 2 * g - stock_right + m - max(COLUMN_CENTRE * cw, CENTRE_MIN_PX)
        piles_w += max(0.0, min(spare - piles_w, 11.5 * self.text_px - piles_w))
        piles_left = w - m - piles_w
        centre_x = (stock_right + g + piles_left - g) / 2
        # Rows, top to bottom. Height to spare (a tall, narrow table, whose cards the
        # width sizes) goes half above the trick's row and half below the banner: the
        # trick stays in the middle and the human's hand at the bottom, by its nameplate.
        slack = max(0.0, h - 2 * m - banner - rows * ch) / 2
        y = m
        self.computer_hand_region = Region(
            stock_right + g, y, piles_left - stock_right - 2 * g, ROW_TOP * ch
        )
        y += ROW_TOP * ch + g
        self.computer_meld_region = Region(
            stock_right + g, y, piles_left - stock_right - 2 * g, ROW_MELDS * ch
        )
        y += ROW_MELDS * ch + g + slack
        self.trick_region = Region(
            stock_right + g, y, piles_left - stock_right - 2 * g, ROW_TRICK * ch
        )
        y += ROW_TRICK * ch + g
        # The banner may spread left under the stock, whose label stands above it.
        self.banner_region = Region(m, y, piles_left - g - m, banner)
        y += banner + g + slack
        self.human_meld_region = Region(
            stock_right + g, y, piles_left - stock_right - 2 * g, ROW_MELDS * ch
        )
        y += ROW_MELDS * ch + g
        self.human_hand_region = Region(m, y, piles_left - g - m, h - m - y)
        self.centre_x = centre_x
        self.center = (centre_x, self.trick_region.centre[1])
        self.computer_hand_y = self.computer_hand_region.y + ch * 0.55
        self.computer_meld_y = self.computer_meld_region.centre[1]
        self.human_meld_y = self.human_meld_region.centre[1]
        self.human_hand_y = y + self.lift + ch / 2
        # The stock and the upcard across it, centred on the trick's row; the label above.
        stock_x = m + 0.1 * cw + cw / 2
        self.stock_pos = (stock_x, self.center[1])
        self.upcard_pos = (stock_x + cw * 0.62, self.center[1])
        self.stock_region = Region(
            m, self.center[1] - ch / 2 - 0.1 * cw, stock_right - m, ch + 0.1 * cw
        )
        self.stock_label_region = Region(
            m, self.stock_region.y - g * 0.5 - 2 * self.line_h, stock_right - m, 2 * self.line_h
        )
        # The right column: nameplate, trick count and pile for each player.
        # Name, game total, round points: room for a fourth line, should one wrap.
        plate_h = 4 * self.line_h + self.text_px * 0.6
        self.nameplate_regions = (
            Region(piles_left, h - m - plate_h, piles_w, plate_h),
            Region(piles_left, m, piles_w, plate_h),
        )
        self.thinking_region = Region(piles_left, m + plate_h + g * 0.5, piles_w, self.line_h)
        computer_count = Region(piles_left, self.thinking_region.bottom, piles_w, self.line_h)
        human_count = Region(
            piles_left, h - m - plate_h - g * 0.5 - self.line_h, piles_w, self.line_h
        )
        self.pile_label_regions = (human_count, computer_count)
        pile_x = piles_left + (piles_w + rise) / 2
        tilt = math.radians(max(abs(a) for a in PILE_TILTS) + PILE_TILT_SPREAD)
        self._pile_half = (ch * math.cos(tilt) + cw * math.sin(tilt)) / 2
        computer_pile_y = computer_count.bottom + g * 0.5 + rise + self._pile_half
        human_pile_y = human_count.y - g * 0.5 - self._pile_half
        if human_pile_y - computer_pile_y < 2 * self._pile_half + rise + g:
            # A short table: the piles share the column's middle (they still never touch).
            middle = (computer_count.bottom + human_count.y) / 2
            half_gap = (2 * self._pile_half + rise + g) / 2
            computer_pile_y = min(computer_pile_y, middle - half_gap + rise / 2)
            human_pile_y = max(human_pile_y, middle + half_gap - rise / 2)
        self.won_pos = ((pile_x, human_pile_y), (pile_x, computer_pile_y))
        self.piles_region = Region(piles_left, m, piles_w, h - 2 * m)
        #: The x the human's meld row (when the panel reaches up to it) and captions keep
        #: to the right of: the right edge of the declaration panel while it stands on the
        #: left (above the hand, or in the bottom-left corner), 0 when it does not.
        self.reserve_left = 0.0
        #: The x the human's hand keeps to the right of: :attr:`reserve_left` while the
        #: panel stands in the bottom-left corner beside the hand, 0 when it does not (in
        #: the middle, or above the hand). Two packs' hands reach under it.
        self.hand_reserve_left = 0.0
        #: The top of the declaration panel while it is shown (the table's height if not).
        self.reserve_top = self.height

    def _fit(self, size: float, rows: float) -> tuple[float, float, float, float]:
        """The text size, the banner's height and the card heights the table's height and
        width allow (``by_height``, ``by_width``), the text following the card height
        ``size``; ``rows`` is the rows' height in card heights."""
        w, h, m = self.width, self.height, self.margin
        text_px = max(MIN_TEXT_PX, size * 0.085)
        line_h = text_px * 1.35
        # The banner holds two lines of its text, or three of the smallest (long hints).
        banner = max(BANNER * size, 2 * line_h * 1.15 + 10, 3 * MIN_TEXT_PX * 1.5 + 14)
        by_height = (h - 2 * m - banner) / rows
        # The width holds the stock's column, the centre and the piles' column (at least
        # wide enough for the nameplates' text), with a gap between each.
        rise = PILE_RISE
        text_w = PLATE_TEXTS * text_px
        columns = COLUMN_STOCK + COLUMN_CENTRE + 2 * GAP * CARD_RATIO
        by_width = (w - 2 * m - rise) / (columns + COLUMN_PILES) * CARD_RATIO
        if COLUMN_PILES * by_width / CARD_RATIO + rise < text_w:
            by_width = (w - 2 * m - text_w) / columns * CARD_RATIO
        if COLUMN_CENTRE * by_width / CARD_RATIO < CENTRE_MIN_PX:
            # A narrow table: the centre keeps room for the declaration panel.
            piles = max(COLUMN_PILES * by_width / CARD_RATIO + rise, text_w)
            side = COLUMN_STOCK + 2 * GAP * CARD_RATIO
            by_width = (w - 2 * m - piles - CENTRE_MIN_PX) / side * CARD_RATIO
        return text_px, banner, by_height, by_width

    def panel_room(self) -> Region:
        """The middle of the table the declaration panel may fill: the trick's row across
        the centre column, and half the gaps around it. The banner's row below stays the
        captions' (a meld just declared, a hint), which the panel never covers."""
        g = GAP * self.card_h / 2
        trick = self.trick_region
        return Region(trick.x - g, trick.y - g, trick.w + 2 * g, trick.h + 2 * g)

    def corner_room(self, cards: int) -> Region:
        """The bottom-left corner under the stock the declaration panel may fill when it
        does not fit the middle: as wide as leaves a hand of ``cards`` fanned beside it at
        its closest (see :meth:`corner_panel_width`), short of the won piles' column."""
        top = self.stock_region.bottom + GAP * self.card_h
        width = min(
            self.corner_panel_width(cards), self.piles_region.x - self.margin - self.card_w * 1.5
        )
        return Region(self.margin, top, width, self.height - self.margin - top)

    def above_hand_room(self, melds: int) -> Region:
        """The left of the table from the captions' row (under the stock) down to the
        hand, beside the human's meld row of ``melds`` cards, which the declaration panel
        may fill when it does not fit the middle: the hand then keeps its whole width (in
        the corner beside it, a small table's hand closed up to hide its cards' suits
        while the player chose what to declare). As wide as :meth:`corner_room` may be,
        and as leaves the meld row its width beside it."""
        # (Not above the captions' row: a hint keeps the trick's row whole over it.)
        top = max(self.stock_region.bottom + GAP * self.card_h, self.banner_region.y)
        bottom = self._above_hand_bottom()
        row = self.human_meld_region
        width = min(
            self.piles_region.x - self.margin - self.card_w * 1.5,
            row.right - self.meld_row_width(melds) - 1.5 * self.margin,
        )
        return Region(self.margin, top, max(0.0, width), max(0.0, bottom - top))

    def _above_hand_bottom(self) -> float:
        """Where the panel above the hand ends: just over the hand (a card raised to be
        played reaches the hand region's top)."""
        return self.human_hand_region.y - self.margin * 0.5

    def panel_region(self, width: float, height: float, place: str) -> Region:
        """Where the declaration panel of ``width`` × ``height`` stands at ``place``:
        centred in :meth:`panel_room` ("middle": the hand then stays put), low in
        :meth:`above_hand_room` ("above hand": the meld row keeps right of it), or in the
        bottom-left corner ("corner": the hand and the meld row keep right of it, see
        :attr:`reserve_left`). A panel taller than :meth:`corner_room` rises over the
        stock rather than lose a line."""
        if place == "middle":
            x, y = self.panel_room().centre
            return Region(x - width / 2, y - height / 2, width, height)
        if place == "above hand":
            # (A whole pixel, as the panel is placed: the captions keep above its top.)
            whole = math.floor(self._above_hand_bottom() - height)
            return Region(self.margin, whole, width, height)
        top = max(self.margin, self.height - self.margin - height)
        return Region(self.margin, top, width, self.height - self.margin - top)

    def caption_region(self, trick_free: bool) -> Region:
        """Where the human's captions stand (their melds and 7, hints, refusals): the
        banner's row, between the trick and their melds. While the declaration panel in
        the bottom-left corner reaches up into that row (a short table), the larger of
        what it leaves free: the banner's row right of the panel, or the trick's row when
        no trick lies there and that row is too narrow. A caption is never under the
        panel."""
        banner = self.banner_region
        if self.reserve_top >= banner.bottom:
            return banner
        beside = Region(self.reserve_left, banner.y, banner.right - self.reserve_left, banner.h)
        trick = self.trick_region
        above = Region(
            trick.x, trick.y, trick.w, max(0.0, min(trick.h, self.reserve_top - trick.y))
        )
        # Beside the panel, on the human's side of the table, wherever a caption's line
        # has room there (a panel above the hand on a wide table sent "You: Marriage"
        # up into the trick's row, as if the computer had scored it).
        roomy = beside.w >= CAPTION_BESIDE_MIN * self.card_w
        if trick_free and not roomy and above.w * above.h > beside.w * beside.h:
            return above
        return beside

    def computer_caption_region(self) -> Region:
        """Where the computer's captions (its melds, its 7) stand while the trick's row is
        empty: at the top of that row, just under the computer's melds, a banner high."""
        trick = self.trick_region
        return Region(trick.x, trick.y, trick.w, min(self.banner_region.h, trick.h))

    def corner_panel_width(self, cards: int) -> float:
        """How wide the panel may stand in the bottom-left corner with a hand of
        ``cards`` still fanned beside it at its closest (see :meth:`hand_poses`)."""
        cw = self.card_w
        fan = cw + CLOSEST_FAN * cw * max(cards - 1, 0) + 2 * self._hand_overhang(cards)
        return self.human_hand_region.right - fan - 1.5 * self.margin

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
            region = self.human_hand_region
            left = self._hand_left_edge(n)
            right = region.right - self._hand_overhang(n)
            fits = (right - left - cw) / max(n - 1, 1)
            # Closer than CLOSEST_FAN only where nothing else fits (a hand of 20 and more).
            step = max(cw * CLOSEST_FAN, min(cw * 0.7, fits))
            if fits < step:
                step = max(cw * TIGHTEST_FAN, fits)
            half = mid * step + cw / 2
            centre = min(max(self.centre_x, left + half), right - half)
            if right - left < 2 * half:  # not even the tightest fan fits: keep it on the table
                centre = left + half
            tilt, sag = fan_shape(n)
            for i, card in enumerate(cards):
                off = i - mid
                poses[card] = Pose(
                    centre + off * step,
                    self.human_hand_y + off * off * self.card_h * sag,
                    off * tilt,
                    100 + i,
                    face_up,
                )
        else:
            scale = OPPONENT_SCALE
            region = self.computer_hand_region
            room = region.w - cw * scale * 1.2
            step = min(cw * scale * (0.62 if face_up else 0.42), room / max(n - 1, 1))
            tilt, sag = fan_shape(n, COMPUTER_FAN_TILT, COMPUTER_FAN_SAG)
            for i, card in enumerate(cards):
                off = i - mid
                poses[card] = Pose(
                    self.centre_x + off * step,
                    self.computer_hand_y - off * off * self.card_h * sag,
                    -off * tilt,
                    100 + i,
                    face_up,
                    scale,
                )
        return poses

    def _hand_overhang(self, n: int) -> float:
        """How far the outer card of an ``n``-card fan reaches beyond its half width,
        tilted as it is."""
        tilt = math.radians(fan_shape(n)[0] * (n - 1) / 2)
        return max(0.0, self.card_h / 2 * math.sin(tilt) + self.card_w / 2 * (math.cos(tilt) - 1))

    def _hand_left_edge(self, n: int) -> float:
        """The leftmost x the human's hand may reach: the table's margin or the panel,
        plus what the fan's tilt of its first card adds to the card's half width."""
        return max(self.margin, self.hand_reserve_left) + self._hand_overhang(n)

    def _meld_step(self, n: int) -> float:
        """How far apart a meld row of ``n`` cards lays them."""
        cw = self.card_w * MELD_SCALE
        return min(cw * 0.55, (self.human_meld_region.w - cw) / max(n - 1, 1))

    def meld_row_width(self, n: int) -> float:
        """The width of a meld row of ``n`` cards (0 for none)."""
        return (n - 1) * self._meld_step(n) + self.card_w * MELD_SCALE if n else 0.0

    def meld_poses(self, player: int, cards: tuple[int, ...], human: int = 0) -> dict[int, Pose]:
        n = len(cards)
        region = self.human_meld_region if player == human else self.computer_meld_region
        cw = self.card_w * MELD_SCALE
        step = self._meld_step(n)
        half = self.meld_row_width(n) / 2
        centre = self.centre_x
        if player == human and self.reserve_top < region.bottom:
            # The declaration panel reaches up beside the row: the row keeps right of it.
            centre = min(max(centre, self.reserve_left + half), region.right - half)
        y = region.centre[1]
        return {
            card: Pose(centre - half + cw / 2 + i * step, y, 0.0, 60 + i, True, MELD_SCALE)
            for i, card in enumerate(cards)
        }

    def trick_cards_region(self) -> Region:
        """Where the cards of a trick lie, both of them, turned as :meth:`trick_poses`
        turns them: what a window opened beside the play (the last trick) keeps clear of."""
        cx, cy = self.center
        half_w, half_h = self.card_w * 0.9, self.card_h * 0.62
        return Region(cx - half_w, cy - half_h, 2 * half_w, 2 * half_h)

    def trick_poses(self, trick: tuple[tuple[int, int], ...], human: int = 0) -> dict[int, Pose]:
        cx, cy = self.center
        poses = {}
        for i, (player, card) in enumerate(trick):
            sign = 1 if player == human else -1
            poses[card] = Pose(
                cx + sign * self.card_w * 0.3,
                cy + sign * self.card_h * 0.04,
                sign * 6.0,
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
        y = self.won_pos[player][1]
        return y - self._pile_half - PILE_TRICKS_SHOWN * PILE_STEP, y + self._pile_half

    def stock_poses(self, stock: tuple[int, ...]) -> dict[int, Pose]:
        x, y = self.stock_pos
        n = len(stock)
        step = self._stack_step(n)
        # Top card first: it lies highest in the pile, slightly up-left for thickness.
        return {
            card: Pose(x - (n - i) * step, y - (n - i) * step, 0.0, 40 + (n - i), False)
            for i, card in enumerate(stock)
        }

    def _stack_step(self, n: int) -> float:
        """How far each card of a stack of ``n`` lies up-left of the one under it: a
        stack's thickness shows, but two packs never push it out of its column."""
        return min(0.35, 0.1 * self.card_w / max(n, 1))

    def upcard_pose(self) -> Pose:
        x, y = self.upcard_pos
        return Pose(x, y, 90.0, 30, True)

    def pack_poses(self, cards: list[int]) -> dict[int, Pose]:
        """Before the deal: the whole pack in the stock's place."""
        x, y = self.stock_pos
        step = self._stack_step(len(cards))
        return {
            card: Pose(x - i * step, y - i * step, 0.0, 40 + i, False)
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
