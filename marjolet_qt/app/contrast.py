"""Colours of the game's own choosing, kept readable on the player's palette.

A few texts carry a colour of their own: the players' blue and red, an error's red, the
quiet grey of the rules' details. They were chosen on a light palette; on a dark one
(a desktop's dark theme) the same dark red stood on dark grey at 1.7 to 1, and could
hardly be read. :func:`readable` keeps the colour where it reads and otherwise moves it
toward white (on a dark ground) or black (on a light one), just as far as needed, so the
players keep their colours on every palette. Contrast is measured as the Web's
accessibility guidelines (WCAG 2) do: 4.5 to 1 for text, 3 to 1 for lines and marks.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

#: The contrast a text needs with its ground (WCAG 2, level AA).
TEXT = 4.5
#: The contrast a line of a chart, or a mark, needs with its ground.
GRAPHIC = 3.0


def luminance(colour: QColor) -> float:
    """The relative luminance of ``colour``: 0 for black, 1 for white."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(colour.redF())
        + 0.7152 * linear(colour.greenF())
        + 0.0722 * linear(colour.blueF())
    )


def contrast(first: QColor, second: QColor) -> float:
    """How far apart two colours are to the eye, from 1 (the same) to 21 (black, white)."""
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def readable(colour: QColor, ground: QColor, needed: float = TEXT) -> QColor:
    """``colour`` where it reads on ``ground`` with at least the ``needed`` contrast;
    else the nearest mix of it with white (a dark ground) or black (a light one) that
    does."""
    if contrast(colour, ground) >= needed:
        return QColor(colour)
    toward = QColor("white") if luminance(ground) < 0.18 else QColor("black")
    for step in range(1, 21):
        share = step / 20
        mixed = QColor.fromRgbF(
            colour.redF() * (1 - share) + toward.redF() * share,
            colour.greenF() * (1 - share) + toward.greenF() * share,
            colour.blueF() * (1 - share) + toward.blueF() * share,
        )
        if contrast(mixed, ground) >= needed:
            return mixed
    return toward


__all__ = ["GRAPHIC", "TEXT", "contrast", "luminance", "readable"]
