#!/usr/bin/env python3
"""Generate the Marjolet Qt card artwork (SVG) and the Qt resource file ``resources.qrc``.

Why a generator rather than hand-drawn files: the 64 faces (32 cards with English indices and
32 with French indices), the four backs and the placeholder share one geometry, one palette and
one set of suit shapes. Drawing them from code keeps them consistent, lets a design change reach
every card at once, and makes the artwork entirely ours (no third-party licence to track).

The output is deterministic (no timestamps, no randomness, fixed number formatting and a fixed
file order), so the generated files are committed and a test checks that they are up to date by
regenerating them into a temporary folder and comparing bytes.

Only the standard library is used, so the script runs before any dependency is installed::

    python assets/generate_cards.py            # rewrite assets/cards/** and resources.qrc
    python assets/generate_cards.py --check    # exit 1 if a committed file is stale
    python assets/generate_cards.py --out DIR  # write the same tree under DIR instead

The SVG stays within what Qt's SVG renderer (SVG 1.2 Tiny) draws: no clip paths, masks,
patterns, filters or CSS. Every shape is an explicit path, circle or ellipse, so what the tests
render with ``QSvgRenderer`` is what the game shows, and browsers show the same picture.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
"""The repository top: default output root, and where extra resources are looked up."""

CARDS_DIR = "assets/cards"
"""Folder of the generated artwork, relative to the repository top (and to the qrc file)."""

QRC_NAME = "resources.qrc"

EXTRA_RESOURCE_GLOBS: tuple[str, ...] = ("assets/icons/*.svg", "assets/icons/*.png")
"""Hand-made resources that also belong in ``resources.qrc`` (the app icon, for instance).

They are looked up in the repository rather than under ``--out`` so that the resource list
always describes what the repository ships, wherever the generated files are written. Add a
pattern here to ship another kind of resource.
"""

# --------------------------------------------------------------------------------------------
# Cards and labels
# --------------------------------------------------------------------------------------------

SUITS: tuple[str, ...] = ("C", "D", "H", "S")
RANKS: tuple[str, ...] = ("7", "8", "9", "T", "J", "Q", "K", "A")
"""The piquet pack, in the letters used by file names (``T`` is the ten)."""

LANGUAGES: tuple[str, ...] = ("en", "fr")

INDEX_LABELS: dict[str, dict[str, str]] = {
    "en": {"7": "7", "8": "8", "9": "9", "T": "10", "J": "J", "Q": "Q", "K": "K", "A": "A"},
    # Valet, Dame, Roi, As: the indices a French player expects.
    "fr": {"7": "7", "8": "8", "9": "9", "T": "10", "J": "V", "Q": "D", "K": "R", "A": "A"},
}

FRENCH_NAMES: dict[tuple[str, str], str] = {
    # The names printed beside the court figures of the Paris pattern.
    ("K", "S"): "DAVID",
    ("K", "H"): "CHARLES",
    ("K", "D"): "CÉSAR",
    ("K", "C"): "ALEXANDRE",
    ("Q", "S"): "PALLAS",
    ("Q", "H"): "JUDITH",
    ("Q", "D"): "RACHEL",
    ("Q", "C"): "ARGINE",
    ("J", "S"): "OGIER",
    ("J", "H"): "LA HIRE",
    ("J", "D"): "HECTOR",
    ("J", "C"): "LANCELOT",
}

SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
RANK_NAMES = {
    "7": "Seven",
    "8": "Eight",
    "9": "Nine",
    "T": "Ten",
    "J": "Jack",
    "Q": "Queen",
    "K": "King",
    "A": "Ace",
}

BACK_COLOURS: dict[str, tuple[str, str]] = {
    # name: (ground, lattice); the lattice is a lighter tint of the ground.
    "blue": ("#1d4f91", "#7fa3d6"),
    "red": ("#a3142b", "#e07a8a"),
    "green": ("#1e6b3a", "#7cc293"),
    "purple": ("#5b2a86", "#b08ad3"),
}

# --------------------------------------------------------------------------------------------
# Geometry and palette
# --------------------------------------------------------------------------------------------

WIDTH = 240
HEIGHT = 336
CX = WIDTH / 2
CY = HEIGHT / 2
CORNER_RADIUS = 14

RED = "#c8102e"
BLACK = "#1a1a1a"
BLUE = "#1d4f91"
GOLD = "#f2c230"
FLESH = "#fbe0c4"
WHITE = "#ffffff"
INK = "#1a1a1a"
STEEL = "#dfe6ee"
PALE = "#fdfaf2"
GREY_HAIR = "#e6e1d3"
AUBURN = "#b8652a"
LEAF = "#3f8f3f"
WOOD = "#b07a36"

FONT = "DejaVu Sans, Arial, Helvetica, sans-serif"
"""Browsers pick the first installed family of this list. Qt's SVG renderer takes the whole
list as one family name and so falls back to the application's default font, which is a sans
serif on every desktop; the bold weight is kept either way."""

SUIT_COLOURS = {"C": BLACK, "S": BLACK, "H": RED, "D": RED}

INDEX_X = 26.0
INDEX_BASELINE = 50.0
INDEX_FONT_SIZE = 40.0
INDEX_PIP_Y = 72.0
INDEX_PIP_SIZE = 28.0
"""Corner index: everything stays left of x = 48, inside the 30% that shows in a fan."""

PIP_SIZE = 42.0
COLUMNS = (80.0, CX, 160.0)

FRAME_X0, FRAME_X1 = 52.0, 188.0
FRAME_Y0, FRAME_Y1 = 20.0, 316.0
"""The court-card frame, just inside the corner indices."""

SPLIT_DROP = 7.0
"""The two halves of a court figure meet on a slight diagonal through the card centre."""

ROTATE_HALF = f"rotate(180,{CX:g},{CY:g})"
MIRROR = f"matrix(-1,0,0,1,{WIDTH},0)"
"""Reflection about the vertical centre line, for drawing symmetric parts once."""

Point = tuple[float, float]


def split_y(x: float) -> float:
    """Height of the diagonal that separates the two halves of a court card at ``x``.

    Each half-figure ends exactly on this line, so drawing the half twice (the second copy
    rotated 180 degrees about the centre) needs no clipping, which Qt's SVG renderer lacks.
    The line is not symmetric about the vertical axis, so shapes that reach it are computed
    side by side instead of being mirrored.
    """
    return CY + SPLIT_DROP - (x - FRAME_X0) * (2 * SPLIT_DROP) / (FRAME_X1 - FRAME_X0)


# --------------------------------------------------------------------------------------------
# Low-level SVG writing
# --------------------------------------------------------------------------------------------


def num(value: float) -> str:
    """Format a coordinate with at most two decimals, so output is compact and stable."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in {"-0", ""} else text


def pt(x: float, y: float) -> str:
    """A point in path data."""
    return f"{num(x)},{num(y)}"


def on_split(x: float, dy: float = 0.0) -> str:
    """The point of the dividing diagonal at ``x`` (raised or lowered by ``dy``)."""
    return pt(x, split_y(x) + dy)


def esc(text: str) -> str:
    """Escape text for XML content and attribute values."""
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    )


def tag(name: str, content: str | None = None, **attrs: object) -> str:
    """One SVG element; ``stroke_width`` becomes ``stroke-width``; ``None`` values are omitted.

    Attributes keep their keyword order, which keeps the output deterministic.
    """
    parts = [name]
    for key, value in attrs.items():
        if value is None:
            continue
        text = num(value) if isinstance(value, float | int) else str(value)
        parts.append(f'{key.replace("_", "-")}="{esc(text)}"')
    head = " ".join(parts)
    if content is None:
        return f"<{head}/>"
    return f"<{head}>{esc(content)}</{name}>"


def path(
    d: str,
    fill: str = "none",
    stroke: str | None = INK,
    width: float = 1.2,
    transform: str | None = None,
    **extra: object,
) -> str:
    """A path with the usual fill and stroke (round joins suit the hand-drawn look)."""
    if stroke is None:
        return tag("path", d=d, fill=fill, transform=transform, **extra)
    return tag(
        "path",
        d=d,
        fill=fill,
        stroke=stroke,
        stroke_width=width,
        stroke_linejoin="round",
        transform=transform,
        **extra,
    )


def circle(
    cx: float, cy: float, r: float, fill: str, *, stroke: str | None = INK, width: float = 1.0
) -> str:
    """A circle, outlined unless ``stroke`` is None."""
    if stroke is None:
        return tag("circle", cx=cx, cy=cy, r=r, fill=fill)
    return tag("circle", cx=cx, cy=cy, r=r, fill=fill, stroke=stroke, stroke_width=width)


def ellipse(
    centre: Point, rx: float, ry: float, fill: str, *, stroke: str | None = INK, width: float = 1.0
) -> str:
    """An ellipse, outlined unless ``stroke`` is None."""
    cx, cy = centre
    if stroke is None:
        return tag("ellipse", cx=cx, cy=cy, rx=rx, ry=ry, fill=fill)
    return tag("ellipse", cx=cx, cy=cy, rx=rx, ry=ry, fill=fill, stroke=stroke, stroke_width=width)


def group(children: Iterable[str], transform: str | None = None) -> list[str]:
    """Wrap elements in a ``<g>``, indenting them for readable diffs."""
    head = f'<g transform="{transform}">' if transform else "<g>"
    return [head, *("  " + child for child in children), "</g>"]


def at(x: float, y: float, scale: float = 1.0, angle: float = 0.0) -> str:
    """A transform placing a part drawn around its own origin at (x, y)."""
    text = f"translate({pt(x, y)})"
    if angle:
        text += f" rotate({num(angle)})"
    if scale != 1.0:
        text += f" scale({num(scale)})"
    return text


def poly(points: Sequence[Point], close: bool = True) -> str:
    """Path data for a polygon (or an open polyline)."""
    first, *rest = points
    d = "M" + pt(*first) + "".join(" L" + pt(x, y) for x, y in rest)
    return d + (" Z" if close else "")


def lozenge(x: float, y: float, rx: float, ry: float) -> str:
    """Path data for a small diamond-shaped lozenge centred on (x, y)."""
    return poly([(x, y - ry), (x + rx, y), (x, y + ry), (x - rx, y)])


def mirrored(children: Sequence[str]) -> list[str]:
    """``children`` and their mirror image about the card's vertical centre line."""
    return [*children, *group(children, MIRROR)]


def svg_document(body: Iterable[str], title: str) -> str:
    """A complete SVG file with the shared viewBox."""
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">'
    )
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        "<!-- Generated by assets/generate_cards.py; edit the script, not this file. -->",
        head,
        "  " + tag("title", title),
        *("  " + line for line in body),
        "</svg>",
    ]
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------------------------
# Suit signs, drawn in a box from -50 to 50 on both axes
# --------------------------------------------------------------------------------------------


def _circle_d(cx: float, cy: float, r: float) -> str:
    """A circle as path data, wound like the other parts of the club so they fill as one."""
    return f"M{pt(cx - r, cy)} a{pt(r, r)} 0 1,0 {pt(2 * r, 0)} a{pt(r, r)} 0 1,0 {pt(-2 * r, 0)} Z"


SUIT_PATHS: dict[str, str] = {
    "H": (
        "M0,48 C-8,36 -48,12 -48,-18 C-48,-38 -34,-48 -21,-48 C-10,-48 -3,-41 0,-31 "
        "C3,-41 10,-48 21,-48 C34,-48 48,-38 48,-18 C48,12 8,36 0,48 Z"
    ),
    "D": "M0,-50 C9,-32 24,-14 38,0 C24,14 9,32 0,50 C-9,32 -24,14 -38,0 C-24,-14 -9,-32 0,-50 Z",
    "S": (
        "M0,-50 C8,-34 48,-14 48,12 C48,30 34,38 22,38 C13,38 6,33 3,27 "
        "C4,38 10,46 20,50 L-20,50 C-10,46 -4,38 -3,27 C-6,33 -13,38 -22,38 "
        "C-34,38 -48,30 -48,12 C-48,-14 -8,-34 0,-50 Z"
    ),
    "C": " ".join(
        [
            _circle_d(0, -24, 23),
            _circle_d(-25, 12, 23),
            _circle_d(25, 12, 23),
            _circle_d(0, 2, 13),
            "M5,8 L-5,8 C-6,30 -11,42 -20,50 L20,50 C11,42 6,30 5,8 Z",
        ]
    ),
}


def pip(suit: str, x: float, y: float, size: float, *, flip: bool = False, fill: str = "") -> str:
    """A suit sign ``size`` units tall centred on (x, y); ``flip`` turns it upside down."""
    return path(
        SUIT_PATHS[suit],
        fill=fill or SUIT_COLOURS[suit],
        stroke=None,
        transform=at(x, y, size / 100, 180 if flip else 0),
    )


# --------------------------------------------------------------------------------------------
# Card faces: blank, indices, number cards, aces
# --------------------------------------------------------------------------------------------


def blank_face() -> list[str]:
    """The white card with its thin border."""
    return [
        tag(
            "rect",
            x=0.75,
            y=0.75,
            width=WIDTH - 1.5,
            height=HEIGHT - 1.5,
            rx=CORNER_RADIUS,
            ry=CORNER_RADIUS,
            fill=WHITE,
            stroke="#5a5a5a",
            stroke_width=1.5,
        )
    ]


def corner_index(label: str, suit: str) -> list[str]:
    """Rank and suit in the top-left corner, big enough to read in a fanned hand.

    The two-character "10" is squeezed horizontally so that it stays inside the left 30% of
    the card, which is all that shows when cards overlap.
    """
    squeeze = 0.74 if len(label) > 1 else 1.0
    text = tag(
        "text",
        label,
        x=0,
        y=0,
        transform=f"translate({pt(INDEX_X, INDEX_BASELINE)}) scale({num(squeeze)},1)",
        font_family=FONT,
        font_weight="bold",
        font_size=INDEX_FONT_SIZE,
        text_anchor="middle",
        fill=SUIT_COLOURS[suit],
    )
    return [text, pip(suit, INDEX_X, INDEX_PIP_Y, INDEX_PIP_SIZE)]


def both_indices(label: str, suit: str) -> list[str]:
    """The top-left index and its 180-degree copy in the bottom-right corner."""
    top = corner_index(label, suit)
    return [*top, *group(top, ROTATE_HALF)]


def pip_positions(rank: str) -> list[Point]:
    """The traditional pip layouts of the 7, 8, 9 and 10."""
    left, mid, right = COLUMNS
    if rank in {"7", "8"}:
        spots = [(x, y) for x in (left, right) for y in (CY - 106, CY, CY + 106)]
        spots.append((mid, CY - 53))
        if rank == "8":
            spots.append((mid, CY + 53))
        return spots
    spots = [(x, y) for x in (left, right) for y in (CY - 106, CY - 36, CY + 36, CY + 106)]
    if rank == "9":
        spots.append((mid, CY))
    else:
        spots += [(mid, CY - 71), (mid, CY + 71)]
    return spots


def number_pips(rank: str, suit: str) -> list[str]:
    """Pips of a number card; those in the lower half point down, as on printed cards."""
    return [
        pip(suit, x, y, PIP_SIZE, flip=y > CY + 0.5)
        for x, y in sorted(pip_positions(rank), key=lambda p: (p[1], p[0]))
    ]


def ace_pips(suit: str) -> list[str]:
    """The single large pip of an Ace; the Ace of spades gets an ornate spade in a medallion."""
    if suit != "S":
        return [pip(suit, CX, CY, 104)]
    spade = SUIT_PATHS["S"]
    out = [circle(CX, CY, 94, "none", width=1.6), circle(CX, CY, 85, "none", width=0.8)]
    for k in range(48):
        angle = math.radians(k * 7.5)
        dot = 1.9 if k % 2 == 0 else 1.1
        out.append(
            circle(
                CX + 89.5 * math.cos(angle), CY + 89.5 * math.sin(angle), dot, BLACK, stroke=None
            )
        )
    # An outline around the spade, the spade itself and a white inlay inside it.
    out.append(path(spade, width=1.3, transform=at(CX, CY, 1.5)))
    out.append(path(spade, fill=BLACK, stroke=None, transform=at(CX, CY, 1.34)))
    out.append(path(spade, stroke=WHITE, width=1.5, transform=at(CX, CY - 2, 1.1)))
    # A small white fleuron at the heart of the spade.
    fleuron = [
        path("M0,-32 C8,-18 15,-9 0,12 C-15,-9 -8,-18 0,-32 Z", fill=WHITE, stroke=None),
        path("M0,5 C9,-6 24,-4 22,7 C20,15 11,13 0,5 Z", fill=WHITE, stroke=None),
        path("M0,5 C-9,-6 -24,-4 -22,7 C-20,15 -11,13 0,5 Z", fill=WHITE, stroke=None),
        circle(0, 20, 2.8, WHITE, stroke=None),
    ]
    return out + group(fleuron, at(CX, CY))


# --------------------------------------------------------------------------------------------
# Court cards: frame and shared parts
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Palette:
    """Colours of one court figure: robe (tunic or doublet), mantle (or sleeves), trim, hair."""

    robe: str
    mantle: str
    trim: str
    hair: str


COURT_PALETTES: dict[tuple[str, str], Palette] = {
    ("K", "H"): Palette(RED, BLUE, GOLD, GOLD),
    ("K", "D"): Palette(BLUE, RED, GOLD, GREY_HAIR),
    ("K", "C"): Palette(RED, BLACK, GOLD, GREY_HAIR),
    ("K", "S"): Palette(GOLD, BLUE, RED, GOLD),
    ("Q", "H"): Palette(RED, BLUE, GOLD, GOLD),
    ("Q", "D"): Palette(BLUE, RED, GOLD, AUBURN),
    ("Q", "C"): Palette(GOLD, BLUE, RED, BLACK),
    ("Q", "S"): Palette(BLUE, GOLD, RED, GOLD),
    ("J", "H"): Palette(BLUE, RED, GOLD, AUBURN),
    ("J", "D"): Palette(RED, GOLD, BLUE, GOLD),
    ("J", "C"): Palette(RED, BLUE, GOLD, AUBURN),
    ("J", "S"): Palette(GOLD, RED, BLUE, BLACK),
}

FACE_Y = 84.0
"""Height of the centre of the King's and Queen's faces (the Jack's is 2 units lower)."""
SHOULDER_Y = 108.0


def frame() -> list[str]:
    """The double-ruled frame of a court card and the line dividing its two halves."""
    x0, x1, y0, y1 = FRAME_X0, FRAME_X1, FRAME_Y0, FRAME_Y1
    return [
        path(f"M{on_split(x0)} L{on_split(x1)}", stroke=BLUE, width=1.8),
        tag(
            "rect",
            x=x0,
            y=y0,
            width=x1 - x0,
            height=y1 - y0,
            fill="none",
            stroke=BLUE,
            stroke_width=2.2,
        ),
        tag(
            "rect",
            x=x0 + 3.5,
            y=y0 + 3.5,
            width=x1 - x0 - 7,
            height=y1 - y0 - 7,
            fill="none",
            stroke=GOLD,
            stroke_width=1.4,
        ),
    ]


def limb_outline(points: Sequence[Point], widths: Sequence[float]) -> list[Point]:
    """Outline of a tapering limb along a polyline, ``widths[i]`` wide at ``points[i]``."""
    left: list[Point] = []
    right: list[Point] = []
    last = len(points) - 1
    for i, (x, y) in enumerate(points):
        ax, ay = points[max(i - 1, 0)]
        bx, by = points[min(i + 1, last)]
        length = math.hypot(bx - ax, by - ay)
        nx, ny = -(by - ay) / length, (bx - ax) / length
        half = widths[i] / 2
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * half, y - ny * half))
    return left + right[::-1]


def smooth_closed(points: Sequence[Point]) -> str:
    """A closed curve through the midpoints of ``points``, using the points as controls."""
    count = len(points)
    mids = [
        ((x + points[(i + 1) % count][0]) / 2, (y + points[(i + 1) % count][1]) / 2)
        for i, (x, y) in enumerate(points)
    ]
    curves = " ".join(f"Q{pt(*points[i])} {pt(*mids[i])}" for i in range(count))
    return f"M{pt(*mids[-1])} {curves} Z"


def sleeve(points: Sequence[Point], widths: Sequence[float], colour: str) -> list[str]:
    """An arm in a sleeve from the shoulder to a white cuff at the last point (the wrist)."""
    out = [path(smooth_closed(limb_outline(points, widths)), fill=colour, width=1.3)]
    (x1, y1), (x2, y2) = points[-2], points[-1]
    length = math.hypot(x2 - x1, y2 - y1)
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    half = widths[-1] / 2 + 1.5
    near, far = (x2 - ux * 2, y2 - uy * 2), (x2 - ux * 6, y2 - uy * 6)
    cuff = [
        (near[0] - uy * half, near[1] + ux * half),
        (far[0] - uy * half, far[1] + ux * half),
        (far[0] + uy * half, far[1] - ux * half),
        (near[0] + uy * half, near[1] - ux * half),
    ]
    out.append(path(poly(cuff), fill=WHITE, width=1.1))
    fold = f"M{pt(*points[0])} Q{pt(*points[len(points) // 2])} {pt(*far)}"
    out.append(path(fold, width=0.8, stroke_linecap="round"))
    return out


def arms(right_hand: Point, left_hand: Point, colour: str, width: float = 24) -> list[str]:
    """Both arms, bent at the elbow so that the hands meet in front of the body."""
    w = width
    return [
        *sleeve(
            [(160, 118), (174, 134), (170, 152), right_hand], [w, w - 2, w - 6, w - 10], colour
        ),
        *sleeve([(80, 118), (66, 134), (70, 152), left_hand], [w, w - 2, w - 6, w - 10], colour),
    ]


def hand(x: float, y: float) -> list[str]:
    """A fist, drawn over whatever it holds."""
    return group(
        [ellipse((0, 0), 6.2, 5.6, FLESH, width=1.1), path("M-4,-1 Q0,2 4,-1", width=0.7)],
        at(x, y),
    )


def ermine_spot(x: float, y: float) -> str:
    """The black tail mark dotted over ermine fur."""
    return path("M0,-3 L1.7,3 L0,1.8 L-1.7,3 Z", fill=BLACK, stroke=None, transform=at(x, y))


def mantle(colour: str) -> list[str]:
    """A cloak behind the figure, spread to the frame edges at the dividing line."""
    cloak = (
        f"M{on_split(58)} L58,136 C62,116 80,108 106,106 L134,106 "
        f"C160,108 178,116 182,136 L{on_split(182)} Z"
    )
    folds = f"M70,140 Q64,156 {on_split(67, -1)} M170,140 Q176,156 {on_split(173, -1)}"
    return [path(cloak, fill=colour, width=1.4), path(folds, width=0.9)]


def tunic(colour: str, trim: str, top: float, spread: float, motif: str) -> list[str]:
    """The robe seen between the open edges of the mantle, with a jewelled central band."""
    body = f"M107,{num(top)} L133,{num(top)} L{on_split(CX + spread)} L{on_split(CX - spread)} Z"
    band = f"M114,{num(top)} L126,{num(top)} L{on_split(126)} L{on_split(114)} Z"
    out = [path(body, fill=colour, width=1.2), path(band, fill=trim, width=1.0)]
    jewel = RED if trim != RED else BLUE
    y = top + 8
    while y + 5 < split_y(126):
        out.append(path(lozenge(CX, y, 3, 3.5), fill=jewel, width=0.6))
        y += 10
    # A motif scattered over the robe on both sides of the band.
    spot = trim if colour != trim else RED
    for row, y in enumerate(range(int(top) + 16, int(CY) + 6, 13)):
        edge = 13 + (spread - 13) * (y - top) / (split_y(CX) - top)
        for dx in (12.0, 24.0):
            offset = dx + (row % 2) * 3
            for x in (CX + offset, CX - offset):
                if offset + 4 > edge or y + 4 > split_y(x):
                    continue
                if motif == "dot":
                    out.append(circle(x, y, 2.3, spot, width=0.6))
                else:
                    out.append(path(lozenge(x, y, 3.2, 4), fill=spot, width=0.6))
    return out


def ermine_edges(top: float, spread: float) -> list[str]:
    """The ermine-lined front edges of an open mantle, running down to the dividing line."""
    out: list[str] = []
    for s in (-1, 1):
        xa, xb, xc = CX + 13 * s, CX + spread * s, CX + (spread + 11) * s
        edge = f"M{pt(xa, top)} L{pt(xa + 9 * s, top)} L{on_split(xc)} L{on_split(xb)} Z"
        out.append(path(edge, fill=WHITE, width=1.1))
        for k in range(4):
            t = (k + 0.6) / 4
            x = xa + (4.5 + (spread - 12) * t) * s
            y = top + (split_y(xb) - top) * t
            if y + 4 < split_y(x):
                out.append(ermine_spot(x, y))
    return out


def ermine_collar(top: float, half_width: float) -> list[str]:
    """A short ermine cape over the shoulders with a scalloped lower edge."""
    xl, xr = CX - half_width, CX + half_width
    d = f"M{pt(xl, top + 24)} C{pt(xl + 8, top + 6)} {pt(CX - 24, top)} {pt(CX, top)} "
    d += f"C{pt(CX + 24, top)} {pt(xr - 8, top + 6)} {pt(xr, top + 24)}"
    count = 8
    for k in range(count):
        xa = xr - (2 * half_width) * k / count
        xb = xr - (2 * half_width) * (k + 1) / count
        ya = top + 16 + 10 * ((xa - CX) / half_width) ** 2
        yb = top + 16 + 10 * ((xb - CX) / half_width) ** 2
        d += f" Q{pt((xa + xb) / 2, (ya + yb) / 2 + 7)} {pt(xb, yb)}"
    out = [path(d + " Z", fill=WHITE, width=1.2)]
    for dx in (-42, -28, 28, 42):
        if abs(dx) < half_width - 6:
            out.append(ermine_spot(CX + dx, top + 12 + 5 * (dx / half_width) ** 2))
    return out


def face(*, beard: bool = False, cheeks: bool = False) -> list[str]:
    """A front-facing face around the origin: ears, eyes, brows, nose and (unless bearded) lips."""
    out = [
        ellipse((-16, 1), 3, 5, FLESH),
        ellipse((16, 1), 3, 5, FLESH),
        ellipse((0, 0), 16, 20, FLESH, width=1.3),
    ]
    if cheeks:
        out += [ellipse((-9, 7), 4, 2.6, "#f4a7a7", stroke=None)]
        out += [ellipse((9, 7), 4, 2.6, "#f4a7a7", stroke=None)]
    for ex in (-6.5, 6.5):
        out.append(ellipse((ex, -2), 3.1, 1.9, WHITE, width=0.8))
        out.append(circle(ex, -2, 1.3, BLUE, stroke=None))
        out.append(circle(ex, -2, 0.6, INK, stroke=None))
    brows = "M-10.3,-6.5 Q-6.5,-9 -2.7,-7 M10.3,-6.5 Q6.5,-9 2.7,-7"
    out.append(path(brows, width=1.3, stroke_linecap="round"))
    out.append(path("M0.5,-3 L-2.5,6.5 Q0,8 2.6,6.5", width=1, stroke_linecap="round"))
    if not beard:
        out.append(path("M-5,12 Q0,15.5 5,12 Q0,13 -5,12 Z", fill=RED, width=0.8))
    return out


def fleur_de_lis(x: float, y: float, size: float) -> str:
    """A small gold fleur-de-lis, the French royal emblem, ``size`` units tall."""
    d = (
        "M0,-10 C3,-6 3,-2 1.2,1 L-1.2,1 C-3,-2 -3,-6 0,-10 Z "
        "M-1.5,1 C-3,-1 -8,-3 -8,1 C-8,4 -5,5 -3,3 L-1.5,3 Z "
        "M1.5,1 C3,-1 8,-3 8,1 C8,4 5,5 3,3 L1.5,3 Z "
        "M-5,3 L5,3 L5,5 L-5,5 Z M-1.5,5 L1.5,5 L0,10 Z"
    )
    scale = size / 20
    return path(d, fill=GOLD, width=0.6 / scale, transform=at(x, y, scale))


def cross(x: float, y: float, size: float) -> str:
    """A small gold cross pattée, the English counterpart of the fleur-de-lis."""
    d = (
        "M-1.5,-5 L1.5,-5 L1.2,-1.5 L4,-2 L4,1 L1.2,0.6 L1.5,4 "
        "L-1.5,4 L-1.2,0.6 L-4,1 L-4,-2 L-1.2,-1.5 Z"
    )
    return path(d, fill=GOLD, width=0.8 / size, transform=at(x, y, size))


def emblem(lang: str, x: float, y: float, size: float) -> str:
    """The finial of crowns and sceptres: a fleur-de-lis in France, a cross in England."""
    if lang == "fr":
        return fleur_de_lis(x, y - size * 0.1, size * 1.1)
    return cross(x, y, size / 10)


def crown(lang: str) -> list[str]:
    """A jewelled five-pointed crown, its band centred on the origin."""
    half_width, height, tips = 19.0, 26.0, 5
    xs = [-half_width + i * (2 * half_width) / (tips - 1) for i in range(tips)]
    tip_ys = [-height if i % 2 == 0 else -height * 0.7 for i in range(tips)]
    points: list[Point] = [(-half_width - 1, 0)]
    for i, (x, y) in enumerate(zip(xs, tip_ys, strict=True)):
        points.append((x, y))
        if i < tips - 1:
            points.append(((x + xs[i + 1]) / 2, -height * 0.5))
    points.append((half_width + 1, 0))
    out = [
        path(poly(points), fill=GOLD, width=1.2),
        path("M-21,-2 Q0,-5 21,-2 L20,6 Q0,3 -20,6 Z", fill=GOLD, width=1.2),
        ellipse((0, -height * 0.42), 2.6, 3.4, RED, width=0.6),
    ]
    for i, (x, y) in enumerate(zip(xs, tip_ys, strict=True)):
        if i == tips // 2:
            out.append(emblem(lang, x, y - 5.5, 13))
        else:
            out.append(circle(x, y, 2.4, WHITE, width=0.8))
    for k in range(-2, 3):
        colour = RED if k % 2 == 0 else BLUE
        out.append(ellipse((k * half_width / 2.4, 1.8 - abs(k) * 0.2), 2.4, 2, colour, width=0.6))
    return out


# --------------------------------------------------------------------------------------------
# Court cards: what the figures hold (each drawn around the hand, pointing up)
# --------------------------------------------------------------------------------------------


def sword(x: float, y: float, angle: float, scale: float = 1.0) -> list[str]:
    """A sword gripped at (x, y), leaning ``angle`` degrees clockwise from upright."""
    parts = [
        path("M-2.5,-7 L2.5,-7 L2.2,8 L-2.2,8 Z", fill=RED, width=0.9),
        path("M-4,-11 L4,-11 L4,-104 L0,-116 L-4,-104 Z", fill=STEEL, width=1.1),
        path("M0,-13 L0,-104", stroke="#8a97a8", width=0.8),
        path("M-13,-12.5 Q0,-9 13,-12.5 L13,-7 Q0,-4 -13,-7 Z", fill=GOLD, width=1),
        circle(0, 11, 3.6, GOLD, width=0.9),
    ]
    return group(parts, at(x, y, scale, angle))


def axe(x: float, y: float) -> list[str]:
    """A long-handled battle axe held upright at (x, y)."""
    parts = [
        path("M-2.2,12 L2.2,12 L2.2,-108 L-2.2,-108 Z", fill=WOOD, width=1),
        path("M2,-104 C12,-110 19,-104 20,-94 C19,-84 12,-78 2,-84 Z", fill=STEEL, width=1.1),
        path("M-2,-100 L-10,-96 L-2,-90 Z", fill=STEEL, width=1),
        path("M-2,-110 L0,-118 L2,-110 Z", fill=STEEL, width=0.9),
        path("M-3.5,-76 L3.5,-76", stroke=RED, width=3),
    ]
    return group(parts, at(x, y))


def sceptre(x: float, y: float, angle: float, lang: str) -> list[str]:
    """A gold sceptre topped with the national emblem, held at (x, y)."""
    parts = [
        path("M-2,10 L2,10 L2,-100 L-2,-100 Z", fill=GOLD, width=1),
        circle(0, -82, 3, RED, width=0.7),
        circle(0, -98, 4.2, GOLD, width=0.9),
        emblem(lang, 0, -108, 14),
    ]
    return group(parts, at(x, y, angle=angle))


def orb(x: float, y: float) -> list[str]:
    """A royal orb topped by a cross."""
    parts = [
        circle(0, 0, 10, GOLD, width=1.1),
        path("M-10,0 Q0,3 10,0 M0,1.5 L0,10", width=1),
        circle(-4.5, -4, 1.7, RED, stroke=None),
        circle(4.5, -4, 1.7, BLUE, stroke=None),
        cross(0, -14, 1.1),
    ]
    return group(parts, at(x, y))


def halberd(x: float, y: float, angle: float) -> list[str]:
    """A halberd (a pike with an axe blade), the Jack's weapon, held at (x, y)."""
    parts = [
        path("M-1.8,14 L1.8,14 L1.8,-100 L-1.8,-100 Z", fill=WOOD, width=1),
        path("M-3.5,-98 L0,-116 L3.5,-98 Z", fill=STEEL, width=1),
        path("M1.5,-96 C10,-100 15,-96 16,-88 C12,-82 6,-82 1.5,-84 Z", fill=STEEL, width=1),
        path("M-1.5,-94 L-9,-86 L-1.5,-88 Z", fill=STEEL, width=0.9),
        path("M-3.5,-79 L3.5,-79", stroke=RED, width=3),
    ]
    return group(parts, at(x, y, angle=angle))


def rose(x: float, y: float, colour: str) -> list[str]:
    """A rose on a leafy stem rising from the hand at (x, y)."""
    parts = [
        path("M0,4 Q8,-18 8,-34", stroke="#2f6b2f", width=2.2),
        path("M6,-20 C14,-26 18,-22 18,-18 C12,-16 8,-18 6,-20 Z", fill=LEAF, width=0.8),
    ]
    for k in range(6):
        angle = math.radians(k * 60 - 90)
        petal = (8 + 6 * math.cos(angle), -40 + 6 * math.sin(angle))
        parts.append(circle(*petal, 4.6, colour, width=0.8))
    parts.append(circle(8, -40, 4.4, colour, width=0.8))
    parts.append(path("M5.5,-40 Q8,-43 10.5,-40 Q8,-37 6,-40.5", width=0.8))
    return group(parts, at(x, y))


def plume(x: float, y: float, colour: str, stripe: str) -> list[str]:
    """A long curling feather rising from a cap at (x, y) and sweeping to the right."""
    feather = (
        "M0,0 C6,-24 26,-36 44,-34 C36,-28 38,-22 31,-19 C34,-14 27,-9 21,-10 C21,-4 12,1 0,0 Z"
    )
    parts = [
        path(feather, fill=colour, width=1.1),
        path("M6,-10 C14,-22 26,-28 38,-31", stroke=stripe, width=3),
        path("M2,-2 C12,-20 26,-28 42,-33", width=0.8),
    ]
    return group(parts, at(x, y))


def leaf(x: float, y: float) -> list[str]:
    """A broad leaf held up from the hand at (x, y), as on the English Jack of hearts."""
    parts = [
        path("M0,0 C0,-20 8,-34 20,-46 C22,-30 16,-12 0,0 Z", fill=LEAF, width=1),
        path("M1,-6 C6,-20 12,-32 19,-42", width=0.7),
    ]
    return group(parts, at(x, y))


# --------------------------------------------------------------------------------------------
# Court cards: the three figures (upper half only; the card shows it twice)
# --------------------------------------------------------------------------------------------


def king_half(suit: str, lang: str) -> list[str]:
    """A King: crowned and bearded, in an ermine-lined mantle, holding his attribute.

    As on the English pattern each King holds something different: the King of hearts raises
    his sword behind his head, the King of spades holds his upright, the King of diamonds has a
    battle axe and the King of clubs an orb and a sceptre.
    """
    pal = COURT_PALETTES[("K", suit)]
    right_hand: Point = (150.0, 146.0) if suit == "H" else (154.0, 146.0)
    out: list[str] = []
    if suit == "H":
        out += sword(*right_hand, -32)
    out += mantle(pal.mantle)
    hair = "M-17,-14 C-27,2 -27,20 -21,30 L21,30 C27,20 27,2 17,-14 Z"
    out += group([path(hair, fill=pal.hair)], at(CX, FACE_Y))
    out += tunic(pal.robe, pal.trim, SHOULDER_Y, 32, "diamond")
    out += ermine_edges(SHOULDER_Y, 32)
    out += arms(right_hand, (92, 150), pal.robe)
    out += ermine_collar(SHOULDER_Y - 2, 50)
    beard = [
        path(
            "M-16,2 C-18,24 -9,38 0,46 C9,38 18,24 16,2 C12,13 7,17 0,17 C-7,17 -12,13 -16,2 Z",
            fill=pal.hair,
        ),
        path("M-7,20 Q-9.1,30 -3.5,40 M0,20 Q0,30 0,40 M7,20 Q9.1,30 3.5,40", width=0.7),
        path("M-4,14.5 Q0,16.5 4,14.5", stroke=RED, width=1.8),
        path(
            "M0,8.5 C-6,7 -12,9 -15,15 C-9,12 -4,13 0,11.5 C4,13 9,12 15,15 C12,9 6,7 0,8.5 Z",
            fill=pal.hair,
            width=0.9,
        ),
    ]
    out += group([*face(beard=True), *beard, *group(crown(lang), at(0, -15))], at(CX, FACE_Y))
    if suit == "S":
        out += sword(*right_hand, 0)
    elif suit == "D":
        out += axe(*right_hand)
    elif suit == "C":
        out += sceptre(*right_hand, 6, lang)
        out += orb(92, 140)
    out += hand(*right_hand)
    out += hand(92, 150)
    return out


def queen_half(suit: str, lang: str) -> list[str]:
    """A Queen: crowned, veiled and long-haired, with a pearl necklace, holding a rose."""
    pal = COURT_PALETTES[("Q", suit)]
    veil = BLACK if pal.hair != BLACK else BLUE
    out = mantle(pal.mantle)
    head_back = [
        path("M-20,-18 C-38,2 -40,26 -38,40 L38,40 C40,26 38,2 20,-18 Z", fill=veil),
        path("M-17,-14 C-29,2 -29,22 -26,32 L26,32 C29,22 29,2 17,-14 Z", fill=pal.hair),
        path(
            "M-19,0 q-6,5 0,10 M-19,10 q-6,5 0,10 M-19,20 q-6,5 0,10 "
            "M19,0 q6,5 0,10 M19,10 q6,5 0,10 M19,20 q6,5 0,10",
            stroke=INK if pal.hair != BLACK else "#777777",
            width=0.9,
        ),
    ]
    out += group(head_back, at(CX, FACE_Y))
    out += tunic(pal.robe, pal.trim, SHOULDER_Y + 2, 30, "dot")
    # Gold edging of the mantle instead of ermine.
    edging = pal.trim if pal.trim != pal.mantle else WHITE
    for s in (-1, 1):
        xa, xb = CX + 30 * s, CX + 38 * s
        edge = f"M{pt(CX + 13 * s, 110)} L{pt(CX + 20 * s, 110)} L{on_split(xb)} L{on_split(xa)} Z"
        out.append(path(edge, fill=edging, width=1.0))
    out += arms((152, 146), (90, 150), pal.robe, width=22)
    # Shoulders of the gown, the neckline and a pearl necklace with a pendant.
    gown = "M120,104 L134,104 C154,104 164,110 170,122 Q150,138 120,134 Z"
    out += mirrored([path(gown, fill=pal.robe)])
    neckline = "M103,105 L137,105 C137,118 129,125 120,125 C111,125 103,118 103,105 Z"
    out.append(path(neckline, fill=FLESH, width=5.5))
    out.append(
        path(neckline, fill=FLESH, stroke=pal.trim if pal.trim != pal.robe else WHITE, width=3)
    )
    out.append(path("M114,98 L114,105 M126,98 L126,105", width=1.0))
    for k in range(9):
        t = k / 8
        out.append(circle(108 + 24 * t, 109 + 6 * math.sin(math.pi * t), 1.7, WHITE, width=0.6))
    out.append(path(lozenge(CX, 117, 3, 4), fill=RED, width=0.7))
    fringe = "M-16,-6 C-12,-19 12,-19 16,-6 C9,-12 2,-12 0,-9 C-2,-12 -9,-12 -16,-6 Z"
    head = [*face(cheeks=True), path(fringe, fill=pal.hair, width=1)]
    out += group([*head, *group(crown(lang), at(0, -15, 0.8))], at(CX, FACE_Y))
    out += rose(152, 146, RED if pal.robe != RED else "#e0457b")
    out += hand(152, 146)
    out += hand(90, 150)
    return out


def jack_half(suit: str, lang: str) -> list[str]:
    """A Jack: young and beardless, in a slashed doublet, a ruff and a feathered cap.

    The cap differs between the two sets: a flat English cap with a wide brim, or a taller
    French toque with a turned-up brim.
    """
    pal = COURT_PALETTES[("J", suit)]
    fy = FACE_Y + 2
    right_hand: Point = (156.0, 146.0)
    out: list[str] = []
    for s in (-1, 1):
        for k in range(4):
            out.append(circle(CX + (17 + (k % 2) * 2.5) * s, fy - 8 + k * 8.5, 6.5, pal.hair))
    doublet = (
        f"M{on_split(64)} L64,132 C64,114 90,108 108,108 L132,108 "
        f"C150,108 176,114 176,132 L{on_split(176)} Z"
    )
    out.append(path(doublet, fill=pal.robe, width=1.3))
    for dx in (-42.0, -30.0, -18.0, 18.0, 30.0, 42.0):
        stripe = f"M{pt(CX + dx, 122)} L{on_split(CX + dx, -1)}"
        out.append(path(stripe, stroke=pal.trim, width=3.5))
        out.append(path(stripe, width=0.6))
    out.append(
        path(f"M111,108 L129,108 L{on_split(129)} L{on_split(111)} Z", fill=pal.trim, width=1)
    )
    y = SHOULDER_Y + 16
    while y + 4 < split_y(CX):
        out.append(circle(CX, y, 2.4, WHITE, width=0.7))
        y += 10
    out += arms(right_hand, (92, 150), pal.mantle, width=22)
    puff = [
        path("M156,110 C172,104 184,118 178,132 C170,134 160,126 156,110 Z", fill=pal.mantle),
        path("M164,110 Q170,120 168,130 M172,111 Q178,120 175,130", stroke=pal.trim, width=2.2),
    ]
    out += mirrored(puff)
    out.append(path("M114,100 L114,110 L126,110 L126,100 Z", fill=FLESH, width=1.0))
    ruff = "M96,110" + "".join(f" Q{num(99 + 6 * k)},103 {num(102 + 6 * k)},110" for k in range(8))
    ruff += "".join(f" Q{num(141 - 6 * k)},119 {num(138 - 6 * k)},112" for k in range(8)) + " Z"
    out.append(path(ruff, fill=WHITE, width=1.0))
    if lang == "fr":
        cap = "M-18,-13 C-22,-38 22,-44 19,-13 Z"
        brim = "M-22,-9 L23,-9 L21,-19 L-20,-19 Z"
    else:
        cap = "M-24,-14 C-24,-36 26,-38 26,-14 Z"
        brim = "M-30,-9 C-14,-16 16,-16 32,-9 C16,-21 -14,-21 -30,-9 Z"
    head = [
        *face(),
        *plume(12, -24, WHITE if pal.mantle == RED else RED, pal.trim),
        path(cap, fill=pal.mantle),
        path(brim, fill=pal.trim, width=1.1),
        circle(12, -22, 3, RED if pal.trim != RED else GOLD, width=0.8),
    ]
    out += group(head, at(CX, fy))
    if suit in {"S", "D"}:
        out += halberd(*right_hand, 0 if suit == "S" else 6)
    elif suit == "C":
        out += sword(*right_hand, 14, 0.85)
    else:
        out += leaf(*right_hand)
    out += hand(*right_hand)
    out += hand(92, 150)
    return out


def court_card(rank: str, suit: str, lang: str) -> list[str]:
    """A framed, two-headed court figure with the suit sign beside each head.

    French cards also carry the figure's traditional name along the frame.
    """
    half_fn = {"K": king_half, "Q": queen_half, "J": jack_half}[rank]
    half = half_fn(suit, lang)
    half.append(pip(suit, FRAME_X0 + 16, FRAME_Y0 + 19, 22))
    if lang == "fr":
        name = tag(
            "text",
            FRENCH_NAMES[(rank, suit)],
            x=0,
            y=0,
            transform=f"translate({pt(FRAME_X0 + 9.5, FRAME_Y0 + 34)}) rotate(90)",
            font_family=FONT,
            font_weight="bold",
            font_size=9,
            fill=INK,
        )
        half.append(name)
    ground = tag(
        "rect",
        x=FRAME_X0,
        y=FRAME_Y0,
        width=FRAME_X1 - FRAME_X0,
        height=FRAME_Y1 - FRAME_Y0,
        fill=PALE,
    )
    return [ground, *group(half), *group(half, ROTATE_HALF), *frame()]


# --------------------------------------------------------------------------------------------
# Whole files
# --------------------------------------------------------------------------------------------


def card_svg(rank: str, suit: str, lang: str) -> str:
    """The SVG text of one card face."""
    body = blank_face()
    if rank in {"J", "Q", "K"}:
        body += court_card(rank, suit, lang)
    elif rank == "A":
        body += ace_pips(suit)
    else:
        body += number_pips(rank, suit)
    body += both_indices(INDEX_LABELS[lang][rank], suit)
    return svg_document(body, f"{RANK_NAMES[rank]} of {SUIT_NAMES[suit]}")


def lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Path data for diagonal lines in both directions, cut by hand to a rectangle."""
    w, h = x1 - x0, y1 - y0
    segments = []
    for k in range(1, math.ceil((w + h) / step)):
        c = k * step  # The line x + y = c in the rectangle's own coordinates...
        ax, ay = (c, 0.0) if c <= w else (w, c - w)
        bx, by = (0.0, c) if c <= h else (c - h, h)
        segments.append(f"M{pt(x0 + ax, y0 + ay)} L{pt(x0 + bx, y0 + by)}")
        # ...and its mirror image, which runs the other way.
        segments.append(f"M{pt(x1 - ax, y0 + ay)} L{pt(x1 - bx, y0 + by)}")
    return " ".join(segments)


def back_svg(colour: str) -> str:
    """A card back: a lattice of diamonds on a coloured ground, with a four-suit medallion."""
    ground, light = BACK_COLOURS[colour]
    x0, y0, x1, y1 = 12.0, 12.0, WIDTH - 12.0, HEIGHT - 12.0
    ix0, iy0, ix1, iy1 = x0 + 6, y0 + 6, x1 - 6, y1 - 6
    step = 16.0
    body = blank_face()
    body.append(tag("rect", x=x0, y=y0, width=x1 - x0, height=y1 - y0, rx=7, ry=7, fill=ground))
    body.append(path(lattice(ix0, iy0, ix1, iy1, step), stroke=light, width=1.3))
    # A small lozenge in the middle of every diamond of the lattice.
    dots = []
    half = step / 2
    for j in range(1, int((iy1 - iy0) // half)):
        for i in range(1, int((ix1 - ix0) // half), 2):
            if (i + j) % 2 == 0:
                x, y = ix0 + i * half, iy0 + j * half
                dots.append(lozenge(x, y, 1.6, 1.6))
    body.append(path(" ".join(dots), fill=light, stroke=None))
    body.append(
        tag(
            "rect",
            x=ix0,
            y=iy0,
            width=ix1 - ix0,
            height=iy1 - iy0,
            rx=4,
            ry=4,
            fill="none",
            stroke=WHITE,
            stroke_width=2,
        )
    )
    body.append(
        tag(
            "rect",
            x=x0 + 1,
            y=y0 + 1,
            width=x1 - x0 - 2,
            height=y1 - y0 - 2,
            rx=6,
            ry=6,
            fill="none",
            stroke=light,
            stroke_width=1,
        )
    )
    body.append(ellipse((CX, CY), 40, 52, ground, stroke=WHITE, width=3))
    body.append(ellipse((CX, CY), 33, 45, "none", stroke=light, width=1.2))
    for suit, dx, dy in (("S", 0, -22), ("H", 22, 0), ("C", 0, 22), ("D", -22, 0)):
        body.append(pip(suit, CX + dx, CY + dy, 20, flip=dy > 0, fill=WHITE))
    body.append(circle(CX, CY, 3, WHITE, stroke=None))
    for x, y in ((ix0, iy0), (ix1, iy0), (ix0, iy1), (ix1, iy1)):
        corner = lozenge(x, y, 7, 7)
        body.append(path(corner, fill=WHITE, stroke=ground, width=1))
    return svg_document(body, f"Card back ({colour})")


def placeholder_svg() -> str:
    """An empty card place: a dashed, translucent white outline on a transparent ground."""
    outline = tag(
        "rect",
        x=3,
        y=3,
        width=WIDTH - 6,
        height=HEIGHT - 6,
        rx=CORNER_RADIUS,
        ry=CORNER_RADIUS,
        fill="none",
        stroke=WHITE,
        stroke_opacity=0.55,
        stroke_width=4,
        stroke_dasharray="14,10",
    )
    return svg_document([outline], "Empty card place")


def card_code(rank: str, suit: str) -> str:
    """File stem of a card: rank letter and suit letter, e.g. ``TH`` for the ten of hearts."""
    return rank + suit


def generated_files() -> dict[str, str]:
    """Every generated SVG, keyed by its path relative to the repository top, in a fixed order."""
    files: dict[str, str] = {}
    for lang in LANGUAGES:
        for suit in SUITS:
            for rank in RANKS:
                files[f"{CARDS_DIR}/{lang}/{card_code(rank, suit)}.svg"] = card_svg(
                    rank, suit, lang
                )
    for colour in BACK_COLOURS:
        files[f"{CARDS_DIR}/back-{colour}.svg"] = back_svg(colour)
    files[f"{CARDS_DIR}/placeholder.svg"] = placeholder_svg()
    return files


def extra_resources(repo_root: Path = REPO_ROOT) -> list[str]:
    """Hand-made resource files present in the repository (see ``EXTRA_RESOURCE_GLOBS``)."""
    found = {
        p.relative_to(repo_root).as_posix()
        for pattern in EXTRA_RESOURCE_GLOBS
        for p in repo_root.glob(pattern)
        if p.is_file()
    }
    return sorted(found)


def qrc_text(resources: Iterable[str]) -> str:
    """The Qt resource collection listing ``resources`` under the ``/`` prefix."""
    lines = [
        "<!DOCTYPE RCC>",
        "<!-- Generated by assets/generate_cards.py, which also lists assets/icons/*.svg|png;",
        "     to ship other files, extend EXTRA_RESOURCE_GLOBS there rather than editing this. -->",
        '<RCC version="1.0">',
        '  <qresource prefix="/">',
        *(f"    <file>{esc(name)}</file>" for name in sorted(set(resources))),
        "  </qresource>",
        "</RCC>",
    ]
    return "\n".join(lines) + "\n"


def all_outputs(repo_root: Path = REPO_ROOT) -> dict[str, str]:
    """Every file the script writes (the SVGs and the qrc), keyed by relative path."""
    files = generated_files()
    files[QRC_NAME] = qrc_text([*files, *extra_resources(repo_root)])
    return files


def stale_outputs(out_root: Path, outputs: dict[str, str]) -> list[str]:
    """Relative paths whose file is missing or differs from what the script would write."""
    return [
        rel
        for rel, text in outputs.items()
        if not (out_root / rel).is_file() or (out_root / rel).read_bytes() != text.encode()
    ]


def write_outputs(out_root: Path, outputs: dict[str, str]) -> list[str]:
    """Write the files whose content changed (leaving others untouched); return their paths."""
    written = stale_outputs(out_root, outputs)
    for rel in written:
        target = out_root / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(outputs[rel].encode())
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--out",
        type=Path,
        default=REPO_ROOT,
        help="root folder to write into (default: the repository top)",
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit with status 1 if any file is missing or out of date",
    )
    args = parser.parse_args(argv)
    outputs = all_outputs()
    if args.check:
        stale = stale_outputs(args.out, outputs)
        for rel in stale:
            print(f"out of date: {rel}", file=sys.stderr)
        return 1 if stale else 0
    written = write_outputs(args.out, outputs)
    print(f"{len(outputs)} files, {len(written)} written under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
