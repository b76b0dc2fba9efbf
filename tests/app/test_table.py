"""The table's pieces: the state it rebuilds from signals, its layout, its card art."""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from marjolet_qt.app.model import GameModel
from marjolet_qt.app.table.cards import CardArt
from marjolet_qt.app.table.layout import Pose, TableLayout, hand_order
from marjolet_qt.app.table.state import TableState
from marjolet_qt.engine.cards import CARDS, parse_card
from marjolet_qt.engine.round import RoundState
from marjolet_qt.engine.rules import RuleSet

from .helpers import human_choice, quick_settings

pytestmark = pytest.mark.qt_log_level_fail("WARNING")


#: Where each card lies (hands, melds, piles as sets: in any order), then the stock, the
#: upcard and the trick.
CardSets = list[set[int]]
Zones = tuple[CardSets, CardSets, CardSets, tuple[int, ...], int, tuple[tuple[int, int], ...]]


def _zones(state: TableState) -> Zones:
    return (
        [set(h) for h in state.hands],
        [set(m) for m in state.melds],
        [set(w) for w in state.won],
        state.stock,
        state.upcard,
        state.trick,
    )


# Bésigue seed 24: the human shows the second 7 of trumps; 26: the computer does.
@pytest.mark.parametrize(
    ("preset", "seed"),
    [("marjolet", 1), ("marjolet", 2), ("marjolet", 3), ("besigue", 24), ("besigue", 26)],
)
def test_signals_rebuild_the_engine_state(qtbot: QtBot, preset: str, seed: int) -> None:
    """Applying each signal to the table's state always lands on the engine's state."""
    model = GameModel(quick_settings(rules=RuleSet.from_preset(preset)), seed=seed)
    shown: list[TableState] = []

    def on(transform: Callable[..., TableState]) -> Callable[..., None]:
        """A slot that applies the signal's change to the last state shown."""
        return lambda *args: shown.append(transform(shown[-1], *args))

    model.roundStarted.connect(lambda: shown.append(TableState.of_round(model.round)))
    model.cardPlayed.connect(on(lambda s, p, c: s.played(p, c)))
    model.trickWon.connect(on(lambda s, w, t: s.trick_won(w)))
    model.meldDeclared.connect(on(lambda s, p, m: s.melded(p, m.cards)))
    model.sevenExchanged.connect(on(lambda s, p, seven, up: s.exchanged(p, seven, up)))
    model.sevenShown.connect(on(lambda s, p, seven: s))
    shows: list[int] = []
    model.sevenShown.connect(lambda player, _seven: shows.append(player))
    model.cardsDrawn.connect(on(lambda s, draws: s.drawn(draws)))
    model.upcardTaken.connect(on(lambda s, p, c: s.gathered()))
    checks = [0]

    def check(_player: int) -> None:
        assert _zones(shown[-1]) == _zones(TableState.of_round(model.round))
        checks[0] += 1

    model.turnChanged.connect(check)
    rng = random.Random(seed)
    model.new_game()
    try:
        while not model.round.is_over():
            qtbot.waitUntil(lambda: model.is_human_turn() or model.round.is_over(), timeout=5000)
            if model.is_human_turn():
                model.play_human(human_choice(model.human_legal_actions(), rng))
    finally:
        model.shutdown()
    final = TableState.of_round(model.round)
    assert _zones(shown[-1]) == _zones(final)
    assert checks[0] > 20
    assert sum(len(w) for w in final.won) == final.deck_size
    assert shows == {24: [0], 26: [1]}.get(seed, []) if preset == "besigue" else not shows


@pytest.mark.parametrize("size", [(640, 420), (1000, 700), (1800, 1100), (2600, 1500)])
def test_layout_scales_and_stays_on_the_table(size: tuple[int, int]) -> None:
    rules = quick_settings().rules
    state = RoundState.new(rules, dealer=0, rng=5)
    # Deep into a round: melds out, a trick on the table, piles started.
    for _ in range(40):
        legal = state.legal_actions()
        if state.lead_card >= 0 and len(state.tricks) >= 3:
            break
        state.apply(legal[0])
    table = TableState.of_round(state)
    layout = TableLayout(*size)
    poses = layout.poses(table)
    assert set(poses) == set(range(32))
    for pose in poses.values():
        half = layout.card_h * pose.scale / 2
        assert -half * 0.2 <= pose.x - half * 0.72 and pose.x + half * 0.72 <= size[0] + 1
        assert pose.y - half + 1 >= 0 and pose.y + half <= size[1] + 1
    # Bigger table, bigger cards.
    assert TableLayout(size[0] * 2, size[1] * 2).card_h > layout.card_h


def test_every_fanned_card_shows_its_left_edge() -> None:
    layout = TableLayout(1000, 700)
    cards = list(range(12))
    poses = layout.hand_poses(0, cards, True)
    xs = [poses[c].x for c in cards]
    steps = [b - a for a, b in itertools.pairwise(xs)]
    assert min(steps) >= layout.card_w * 0.25  # room to see and click each card


def test_card_art_is_rendered_per_size_and_language(qtbot: QtBot) -> None:
    art = CardArt("en", "blue")
    small = art.pixmap("KH", 60, 84)
    big = art.pixmap("KH", 240, 336)
    assert (small.width(), small.height()) == (60, 84)
    assert (big.width(), big.height()) == (240, 336)
    assert art.pixmap("KH", 60, 84) is small  # cached
    english = art.pixmap("KH", 120, 168).toImage()
    art.configure("fr", "blue")
    french = art.pixmap("KH", 120, 168).toImage()
    assert english != french  # R instead of K in the corner
    back = art.pixmap("back", 120, 168).toImage()
    art.configure("fr", "red")
    assert art.pixmap("back", 120, 168).toImage() != back


def test_table_state_events() -> None:
    ks, qs, seven = parse_card("KS"), parse_card("QS"), parse_card("7H")
    state = TableState(
        deck_size=32,
        trump=2,
        dealer=0,
        hands=((ks, qs, seven), (1, 2, 3)),
        melds=((), ()),
        trick=(),
        won=((), ()),
        stock=(4, 5),
        upcard=6,
    )
    melded = state.melded(0, 1 << ks | 1 << qs)
    assert melded.melds[0] == (ks, qs) and melded.hands[0] == (seven,)
    played = melded.played(0, ks)
    assert played.trick == ((0, ks),) and played.melds[0] == (qs,)
    swapped = played.exchanged(0, seven, 6)
    assert swapped.upcard == seven and 6 in swapped.hands[0]
    drawn = swapped.drawn([(0, 4), (1, 5)])
    assert drawn.stock == () and drawn.hands[1][-1] == 5
    last = drawn.drawn([(1, seven)])
    assert last.upcard == -1 and last.phase2
    gathered = last.gathered()
    assert gathered.melds == ((), ()) and qs in gathered.hands[0]


@pytest.mark.parametrize("size", [(975, 760), (640, 420)])
def test_besigue_hands_and_meld_rows_do_not_overlap(size: tuple[int, int]) -> None:
    """Nine-card hands (seed 004's deal), nearly all of them laid out as melds: the
    rows stay on the table, clear of each other, the stock and the won piles."""
    rules = RuleSet.from_preset("besigue", {"hand_size": 9})
    state = RoundState.new(rules, dealer=0, rng=5)
    table = TableState.of_round(state)
    hands = [sorted(hand) for hand in table.hands]
    # Everything but one card of each hand on the table as melds.
    table = replace(
        table,
        hands=(tuple(hands[0][:1]), tuple(hands[1][:1])),
        melds=(tuple(hands[0][1:]), tuple(hands[1][1:])),
    )
    layout = TableLayout(*size)
    table_rect = QRectF(0, 0, *size)
    for player in (0, 1):  # the whole hand, before any meld
        for pose in layout.hand_poses(player, hands[player], True).values():
            rect = _rect(pose, layout)
            assert rect.left() >= 0 and rect.right() <= size[0]
    poses = layout.poses(table)
    rects = {card: _rect(pose, layout) for card, pose in poses.items()}
    for card in (*table.melds[0], *table.melds[1], *table.hands[0], *table.hands[1]):
        assert table_rect.contains(rects[card]), card
    piles = [_rect(Pose(x, y, 0.0, 0, False), layout) for x, y in layout.won_pos]
    stock_and_piles = [rects[table.stock[0]], rects[table.upcard], *piles]
    for player in (0, 1):
        row = [rects[c] for c in table.melds[player]]
        hand = [rects[c] for c in table.hands[player]]
        other_row = [rects[c] for c in table.melds[1 - player]]
        for meld in row:
            assert not any(meld.intersects(r) for r in hand + other_row + stock_and_piles)


@pytest.mark.parametrize("size", [(1075, 800), (640, 420)])
def test_a_won_pile_stays_within_its_extent_however_high(size: tuple[int, int]) -> None:
    """Bésigue's 32 tricks in one pile: it stops rising, and never reaches its labels."""
    layout = TableLayout(*size)
    for player in (0, 1):
        top, bottom = layout.pile_extent(player)
        poses = layout.pile_poses(player, tuple(range(64)))
        for pose in poses.values():
            rect = _tilted_rect(pose, layout)
            assert top - 1e-6 <= rect.top() and rect.bottom() <= bottom + 1e-6
        highest = min(pose.y for pose in poses.values())
        assert highest == pytest.approx(layout.won_pos[player][1] - 16 * 0.6)


def _rect(pose: Pose, layout: TableLayout) -> QRectF:
    """The card's upright bounding box (the small fan rotations are ignored)."""
    h = layout.card_h * pose.scale
    w = layout.card_w * pose.scale
    return QRectF(pose.x - w / 2, pose.y - h / 2, w, h)


def _tilted_rect(pose: Pose, layout: TableLayout) -> QRectF:
    """The card's bounding box as drawn, fan tilt included."""
    h = layout.card_h * pose.scale
    w = layout.card_w * pose.scale
    angle = math.radians(abs(pose.rotation))
    half_w = w / 2 * math.cos(angle) + h / 2 * math.sin(angle)
    half_h = h / 2 * math.cos(angle) + w / 2 * math.sin(angle)
    return QRectF(pose.x - half_w, pose.y - half_h, 2 * half_w, 2 * half_h)


@pytest.mark.parametrize("size", [(1000, 760), (1093, 860), (760, 560)])
@pytest.mark.parametrize("cards", [6, 8, 9])
def test_the_hand_keeps_clear_of_the_declaration_panel(size: tuple[int, int], cards: int) -> None:
    """With the panel in the bottom-left corner the hand moves right (closing up if it
    must) rather than slide under it; without it, the hand is centred as ever."""
    hand = list(range(cards))
    layout = TableLayout(*size)
    centred = layout.hand_poses(0, hand, True)
    natural_left = min(_tilted_rect(centred[c], layout).left() for c in hand)
    for reserve in (0.2 * size[0], 0.3 * size[0]):
        layout.hand_reserve_left = reserve
        poses = layout.hand_poses(0, hand, True)
        rects = [_tilted_rect(poses[c], layout) for c in hand]
        assert min(r.left() for r in rects) >= reserve - 0.5
        assert max(r.right() for r in rects) <= size[0]
        steps = [b.x - a.x for a, b in itertools.pairwise(poses[c] for c in hand)]
        assert min(steps) >= layout.card_w * 0.3 - 1e-9
        if natural_left >= reserve:
            assert poses == centred  # nothing to make room for
    layout.hand_reserve_left = 0.0
    assert layout.hand_poses(0, hand, True) == centred


@pytest.mark.parametrize(
    ("hand", "trump", "expected"),
    [
        # The player's pass: hearts trumps, the two black suits side by side.
        ("JS 8S AC AD TD 8D 7D 8H", "H", "JS 8S AD TD 8D 7D AC 8H"),
        ("8S KH TD 8C", "C", "KH 8S TD 8C"),
        ("8S KH TD 8C QS", "S", "KH 8C TD QS 8S"),
        ("AS KC", "H", "AS KC"),  # (two black suits: no order alternates)
    ],
)
def test_a_hand_alternates_its_colours_with_trumps_at_the_right(
    hand: str, trump: str, expected: str
) -> None:
    cards = tuple(int(parse_card(text)) for text in hand.split())
    ordered = hand_order(cards, "CDHS".index(trump))
    assert " ".join(str(CARDS[card]) for card in ordered) == expected
