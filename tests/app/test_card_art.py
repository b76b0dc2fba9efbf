"""The card art's cached renderings: a card at rest is one pixmap with its shadow (#14)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from marjolet_qt.app.table import cards
from marjolet_qt.app.table.cards import CardArt, CardItem


def test_dressed_card_is_cached_and_carries_its_shadow(qtbot: QtBot) -> None:
    art = CardArt("en")
    plain = art.dressed("AS", 80, 120, (2, 3), dimmed=False)
    assert art.dressed("AS", 80, 120, (2, 3), dimmed=False) is plain
    assert (plain.width(), plain.height()) == (82, 123)
    image = plain.toImage()
    # The shadow shows below the card's bottom edge; the card's rounded corner stays clear.
    assert image.pixelColor(40, 121).alpha() > 0
    assert image.pixelColor(0, 0).alpha() == 0
    veiled = art.dressed("AS", 80, 120, (2, 3), dimmed=True).toImage()
    # The veil darkens the card's face.
    assert veiled.pixelColor(40, 60).lightness() < image.pixelColor(40, 60).lightness()


def _render(item: CardItem) -> QImage:
    scene = QGraphicsScene(0, 0, 120, 160)
    scene.setBackgroundBrush(QColor("#1e6b3a"))
    scene.addItem(item)
    item.setPos(60, 80)
    image = QImage(120, 160, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    scene.removeItem(item)
    return image


def test_resting_and_lifted_cards_look_alike(qtbot: QtBot) -> None:
    """A card drawn from the dressed pixmap (at rest) and one drawn piece by piece (just
    lifting) show the same face, shadow and veil, within the shadow's small shift."""
    art = CardArt("en")
    for dimmed in (False, True):
        card = CardItem(0, art, 80, 120)
        card.set_face_up(True)
        card.set_look(dimmed=dimmed)
        resting = _render(card)
        card._lift = 1e-9  # the other way of painting, at the same place
        lifting = _render(card)
        centre = (resting.pixelColor(60, 80), lifting.pixelColor(60, 80))
        assert abs(centre[0].lightness() - centre[1].lightness()) <= 2
        # Below the card's bottom edge (y = 140): the shadow, in both.
        assert resting.pixelColor(60, 141) != QColor("#1e6b3a")
        assert lifting.pixelColor(60, 141) != QColor("#1e6b3a")


def test_caches_stay_within_their_byte_budget(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Renderings for window sizes left behind (a resize drag) do not pile up."""
    monkeypatch.setattr(cards, "CACHE_BYTES", 2 * 100 * 150 * 4)
    art = CardArt("en")
    first = art.pixmap("AS", 100, 150)
    assert art.pixmap("AS", 100, 150) is first
    for width in range(101, 110):  # one new size per step, as a drag makes them
        art.dressed("AS", width, 150, (2, 3), dimmed=False)
        assert art._bytes <= cards.CACHE_BYTES
    assert art.pixmap("AS", 100, 150) is not first  # forgotten, rendered again
