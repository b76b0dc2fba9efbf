"""The rules as they are in force, and the About box.

The rules text is generated from the :class:`RuleSet` rather than written once per
preset: with custom options a fixed text would be wrong, and generating it keeps the
help, the settings dialog and the engine from ever disagreeing. Sentences are
translated one by one and the HTML markup stays out of the translations.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

import marjolet_qt
from marjolet_qt.app import texts
from marjolet_qt.app.contrast import readable
from marjolet_qt.app.screen_fit import fit_to_screen
from marjolet_qt.engine.cards import RANKS
from marjolet_qt.engine.melds import MELD_KEYS
from marjolet_qt.engine.rules import (
    Deck,
    MatchKind,
    MeldReuse,
    MeldScoring,
    NextDealer,
    Phase2Head,
    RuleSet,
    SevenExchange,
)

translate = QCoreApplication.translate

#: Strongest first, as players say it.
_STRENGTH_ORDER = "ATKQJ987"

LICENCE = "GPL-3.0-or-later"


def _t(text: str) -> str:
    """Escape a translated sentence for the HTML page."""
    return escape(text, quote=False)


def _points(count: int) -> str:
    return texts.points_text(count)


def _table(rows: list[tuple[str, str]]) -> str:
    """A two-column table of (HTML label, points), the points aligned on the right."""
    html = ['<table cellspacing="0" cellpadding="2" style="margin-left: 24px;">']
    for label, value in rows:
        html.append(
            f'<tr><td>{label}</td><td align="right">&nbsp;&nbsp;&nbsp;{escape(value)}</td></tr>'
        )
    html.append("</table>")
    return "".join(html)


def _meld_label(key: str, rules: RuleSet) -> str:
    # The meld's cards in a quieter grey, as it reads on the page's ground (a dark
    # palette's too: #666 stood at 2.6 to 1 there).
    ground = QGuiApplication.palette().color(QPalette.ColorRole.Base)
    quiet = readable(QColor(QUIET_COLOUR), ground).name()
    return (
        f"<b>{escape(texts.meld_name(key))}</b> "
        f'<span style="color: {quiet};">— {escape(texts.meld_cards(key, rules))}</span>'
    )


#: The grey of a meld's cards beside its name.
QUIET_COLOUR = "#666666"


STYLE_SHEET = """
h1 { font-size: x-large; margin-bottom: 4px; }
h2 { font-size: large; margin-top: 16px; margin-bottom: 4px; }
li { margin-bottom: 3px; }
"""


def _heading(text: str) -> str:
    return f"<h2>{_t(text)}</h2>"


def _list(items: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items if item) + "</ul>"


def rules_html(rules: RuleSet) -> str:
    """The complete rules of ``rules`` as an HTML page in the current language."""
    parts: list[str] = []
    title = texts.preset_name(rules.preset)
    parts.append(f"<h1>{escape(title)}</h1>")
    description = texts.preset_description(rules.preset, rules)
    if description:
        parts.append(f"<p><i>{_t(description)}</i></p>")
    custom = texts.custom_rules_text(rules.overrides())
    if custom:
        parts.append(f"<p><b>{_t(custom)}</b></p>")
    parts += _cards_section(rules)
    parts += _deal_section(rules)
    parts += _melds_section(rules)
    parts += _seven_section(rules)
    parts += _last_tricks_section(rules)
    parts += _game_section(rules)
    return "\n".join(parts)


def _cards_section(rules: RuleSet) -> list[str]:
    order = ", ".join(texts.rank_name(RANKS.index(r)) for r in _STRENGTH_ORDER)
    if rules.deck == Deck.DOUBLE:
        pack = translate(
            "RulesHelp",
            "Two piquet packs mixed together: 64 cards. Of two identical cards, the one "
            "played first wins.",
        )
    else:
        pack = translate("RulesHelp", "A piquet pack of 32 cards: 7 to Ace in each suit.")
    strength = translate("RulesHelp", "In each suit, strongest first: {order}.").format(order=order)
    worth = [
        (escape(texts.rank_name(RANKS.index(rank))), _points(rules.card_points[RANKS.index(rank)]))
        for rank in _STRENGTH_ORDER
        if rules.card_points[RANKS.index(rank)]
    ]
    html = [
        _heading(translate("RulesHelp", "The cards")),
        f"<p>{_t(pack)} {_t(strength)}</p>",
        "<p>"
        + _t(
            translate(
                "RulesHelp",
                "Cards won in tricks score for the player who won them; the others score nothing:",
            )
        )
        + "</p>",
        _table(worth),
    ]
    return html


def _deal_section(rules: RuleSet) -> list[str]:
    hand, stock = rules.hand_size, rules.stock_size
    deal = translate(
        "RulesHelp",
        "The dealer deals %n card(s) to each player and turns the next card face up: its "
        "suit is trumps.",
        None,
        hand,
    )
    pile = translate(
        "RulesHelp", "The stock is the rest of the pack: %n card(s), face down.", None, stock
    )
    items = [
        _t(texts.english_plural(deal, hand) + " " + texts.english_plural(pile, stock)),
        _t(
            translate(
                "RulesHelp",
                "The other player leads the first trick. The trick goes to the higher trump, "
                "or else to the higher card of the suit led. Its winner leads the next one.",
            )
        ),
        _t(
            translate(
                "RulesHelp",
                "While the stock lasts, you may play any card: there is no need to follow "
                "suit or to trump.",
            )
        ),
        _t(
            translate(
                "RulesHelp",
                "After each trick the winner draws the top card of the stock, then the other "
                "player. When the winner draws the last card, the other player takes the "
                "turned-up card.",
            )
        ),
    ]
    if rules.stock_out_trick_points:
        items.append(
            _t(
                translate(
                    "RulesHelp", "The winner of the trick that empties the stock scores {points}."
                ).format(points=_points(rules.stock_out_trick_points))
            )
        )
    if rules.upcard_taker_points:
        items.append(
            _t(
                translate(
                    "RulesHelp", "The player who takes the turned-up card scores {points}."
                ).format(points=_points(rules.upcard_taker_points))
            )
        )
    return [_heading(translate("RulesHelp", "The deal and the first tricks")), _list(items)]


def _melds_section(rules: RuleSet) -> list[str]:
    heading = _heading(translate("RulesHelp", "Melds"))
    melds = dict(rules.melds)
    if rules.meld_scoring == MeldScoring.CAPTURED:
        rows = [
            (_meld_label(key, rules), _points(melds[key]))
            for key in ("trump_marriage", "marriage")
            if melds[key]
        ]
        text = translate(
            "RulesHelp",
            "Nothing is declared. A King and a Queen of the same suit among the cards a "
            "player won in tricks count as a marriage, scored as soon as both are won:",
        )
        return [heading, f"<p>{_t(text)}</p>", _table(rows)]
    items = [
        _t(
            translate(
                "RulesHelp",
                "After winning a trick, before drawing, you may declare melds from your hand: "
                "they score at once.",
            )
        ),
        _t(
            translate(
                "RulesHelp",
                "Melded cards are shown on the table but stay in your hand and can be played. "
                "A card may serve again in another meld, but the same cards cannot be "
                "declared together twice.",
            )
            if rules.meld_reuse == MeldReuse.ANY
            else translate(
                "RulesHelp",
                "Melded cards are shown on the table but stay in your hand and can be played. "
                "A card may serve again in melds of other kinds, never twice in melds of the "
                "same kind; a trump marriage may grow into the trump sequence, but a "
                "sequence cannot later give its marriage.",
            )
        ),
    ]
    if rules.max_melds_per_window:
        limit = rules.max_melds_per_window
        sentence = translate(
            "RulesHelp", "At most %n meld(s) may be declared per trick won.", None, limit
        )
        items.append(_t(texts.english_plural(sentence, limit)))
    if rules.melds_in_phase2:
        items.append(
            _t(translate("RulesHelp", "Melds may be declared in the last tricks as well."))
        )
    else:
        items.append(_t(translate("RulesHelp", "No melds are declared once the stock is empty.")))
    rows = [(_meld_label(key, rules), _points(melds[key])) for key in MELD_KEYS if melds[key]]
    return [heading, _list(items), _table(rows)]


def _seven_section(rules: RuleSet) -> list[str]:
    items: list[str] = []
    exchange = rules.seven_exchange
    points = _points(rules.seven_exchange_points)
    if exchange == "after_trick_win":
        items.append(
            translate(
                "RulesHelp",
                "After winning a trick, while the turned-up card is still on the table, the "
                "holder of the 7 of trumps may exchange it for that card.",
            )
        )
    elif exchange == SevenExchange.OWN_TURN:
        items.append(
            translate(
                "RulesHelp",
                "Whenever it is your turn, while the turned-up card is still on the table, "
                "you may exchange the 7 of trumps for it.",
            )
        )
    else:
        items.append(translate("RulesHelp", "The 7 of trumps cannot be exchanged."))
    if exchange != SevenExchange.NEVER and rules.seven_exchange_points:
        items.append(translate("RulesHelp", "The exchange scores {points}.").format(points=points))
    elif exchange != SevenExchange.NEVER:
        # (Said: a player who knew Marjolet's 10 expected them in Mariage.)
        items.append(
            translate("RulesHelp", "The exchange scores nothing: it only brings the better card.")
        )
    if exchange != SevenExchange.NEVER and rules.copies > 1:
        items.append(
            translate(
                "RulesHelp",
                "With two packs, once one 7 of trumps lies on the table the other is shown "
                "instead, and kept in hand; it scores as the exchange does.",
            )
        )
    if rules.seven_upcard_points:
        items.append(
            translate(
                "RulesHelp", "If the turned-up card is a 7, the dealer scores {points}."
            ).format(points=_points(rules.seven_upcard_points))
        )
    if rules.seven_play_points:
        items.append(
            translate(
                "RulesHelp",
                "Otherwise, whoever plays the 7 of trumps in a trick scores {points}, "
                "whether or not they win the trick.",
            ).format(points=_points(rules.seven_play_points))
        )
    if rules.seven_upcard_points or rules.seven_play_points or rules.seven_exchange_points:
        if rules.copies > 1:
            items.append(
                translate("RulesHelp", "Each of the two 7s of trumps scores at most once a round.")
            )
        else:
            items.append(translate("RulesHelp", "The 7 of trumps scores at most once a round."))
    if rules.seven_captured_points:
        items.append(
            translate("RulesHelp", "Each 7 of trumps won in a trick scores {points}.").format(
                points=_points(rules.seven_captured_points)
            )
        )
    return [
        _heading(translate("RulesHelp", "The 7 of trumps")),
        _list([_t(item) for item in items]),
    ]


def _last_tricks_section(rules: RuleSet) -> list[str]:
    tricks = rules.hand_size
    played_out = translate(
        "RulesHelp",
        "Once the stock is empty, the cards in hand are played out: %n more trick(s). Both "
        "hands are then known to both players.",
        None,
        tricks,
    )
    items: list[str] = [texts.english_plural(played_out, tricks)]
    if not rules.phase2_follow:
        items.append(translate("RulesHelp", "You may still play any card: there is no duty."))
    else:
        items.append(translate("RulesHelp", "You must follow suit if you can."))
        if rules.phase2_head == Phase2Head.ALWAYS:
            items.append(
                translate(
                    "RulesHelp", "When you follow suit, you must beat the card led if you can."
                )
            )
        elif rules.phase2_head == Phase2Head.TRUMP_LEAD:
            items.append(
                translate(
                    "RulesHelp",
                    "When trumps are led, you must play a higher trump if you can.",
                )
            )
        if rules.phase2_trump:
            items.append(
                translate(
                    "RulesHelp",
                    "If you cannot follow suit, you must trump if you can; otherwise play any "
                    "card.",
                )
            )
        else:
            items.append(
                translate("RulesHelp", "If you cannot follow suit, you may play any card.")
            )
    if rules.last_trick_points:
        items.append(
            translate("RulesHelp", "The winner of the last trick scores {points}.").format(
                points=_points(rules.last_trick_points)
            )
        )
    if rules.all_final_tricks_points:
        if rules.all_final_tricks_replaces_last:
            text = translate(
                "RulesHelp",
                "A player who wins every trick once the stock is empty (%n trick(s)) scores "
                "{points} instead.",
                None,
                tricks,
            )
        else:
            text = translate(
                "RulesHelp",
                "A player who wins every trick once the stock is empty (%n trick(s)) also "
                "scores {points}.",
                None,
                tricks,
            )
        items.append(
            texts.english_plural(text, tricks).format(points=_points(rules.all_final_tricks_points))
        )
    return [
        _heading(translate("RulesHelp", "The last tricks")),
        _list([_t(item) for item in items]),
    ]


def _game_section(rules: RuleSet) -> list[str]:
    if rules.match == MatchKind.ROUNDS:
        won = translate(
            "RulesHelp",
            "Each round is won by the player with more points in it (a tie counts for "
            "nobody). The first player to win {rounds} rounds wins the game.",
        ).format(rounds=rules.rounds_to_win)
    else:
        won = translate(
            "RulesHelp",
            "Rounds are played until a player's total reaches {target}. If both do in the "
            "same round, the higher total wins; on equal totals, another round is played.",
        ).format(target=texts.number(rules.target))
    if rules.next_dealer == NextDealer.ROUND_WINNER:
        dealer = translate(
            "RulesHelp", "The winner of a round deals the next one (after a tie, the other player)."
        )
    else:
        dealer = translate("RulesHelp", "The players deal in turn.")
    return [
        _heading(translate("RulesHelp", "Winning the game")),
        f"<p>{_t(won)} {_t(dealer)}</p>",
    ]


class RulesHelpDialog(QDialog):
    """The rules in force, readable while playing (not modal)."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_help")
        self.rules = rules
        self.browser = QTextBrowser()
        self.browser.setObjectName("rules_text")
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDefaultStyleSheet(STYLE_SHEET)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        fit_to_screen(self, QSize(620, 720))

    def set_rules(self, rules: RuleSet) -> None:
        self.rules = rules
        self.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Rules of the game"))
        self.browser.setHtml(rules_html(self.rules))


def about_html() -> str:
    version = marjolet_qt.__version__
    lines = [
        f"<h2>Marjolet Qt {escape(version)}</h2>",
        "<p>"
        + _t(
            translate(
                "About",
                "Marjolet, the two-player trick-taking card game of south-west France, its "
                "cousin Mariage (classic and for children) and Bésigue for two, "
                "against the computer.",
            )
        )
        + "</p>",
        "<p>"
        + _t(
            translate(
                "About",
                "This program is free software: you can redistribute it and/or modify it "
                "under the terms of the GNU General Public License, version 3 or any later "
                "version ({licence}).",
            ).format(licence=LICENCE)
        )
        + "</p>",
        "<p>"
        + _t(
            translate(
                "About",
                "Credits: the Marjolet Qt developers. Rules after the traditional French "
                "descriptions of Marjolet, Mariage and Bésigue. Built with Qt and PySide6.",
            )
        )
        + "</p>",
    ]
    return "".join(lines)


def about_box(parent: QWidget | None = None) -> QMessageBox:
    """The About box, built but not shown (so tests can read it)."""
    box = QMessageBox(parent)
    box.setObjectName("about")
    box.setWindowTitle(translate("About", "About Marjolet Qt"))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(about_html())
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    icon = parent.windowIcon() if parent is not None else None
    if icon is not None and not icon.isNull():
        box.setIconPixmap(icon.pixmap(64, 64))
    return box


__all__ = ["RulesHelpDialog", "about_box", "about_html", "rules_html"]
