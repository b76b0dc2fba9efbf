"""The rules help counts cards and tricks in the number's form (#15).

A custom hand of one card deals "1 card", not "1 cards", and plays out "1 more trick";
in French, Qt's numerus forms give "1 carte" and "la dernière levée". Fifteen cards each
leave a stock of one card.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication

from marjolet_qt.app import i18n
from marjolet_qt.app.dialogs.help import rules_html
from marjolet_qt.engine.rules import RuleSet

#: One card each, and the bonus for winning every last trick (replacing the last trick's).
ONE_CARD = {"hand_size": 1, "all_final_tricks_points": 50, "all_final_tricks_replaces_last": True}


def plain(rules: RuleSet) -> str:
    document = QTextDocument()
    document.setHtml(rules_html(rules))
    return " ".join(document.toPlainText().split())


@pytest.fixture
def english(qapp: QApplication) -> QApplication:
    i18n.install_translator(qapp, "en")
    return qapp


def test_one_card_hand_in_english(english: QApplication) -> None:
    rules = RuleSet.from_preset("marjolet", ONE_CARD)
    text = plain(rules)
    assert "The dealer deals 1 card to each player" in text
    assert f"The stock is the rest of the pack: {rules.stock_size} cards, face down." in text
    assert "the cards in hand are played out: 1 more trick." in text
    assert "every trick once the stock is empty (1 trick) scores 50 points instead" in text
    assert "1 cards" not in text
    assert "1 tricks" not in text
    assert "(s)" not in text
    assert "%n" not in text


def test_one_card_hand_in_french(french: QApplication) -> None:
    rules = RuleSet.from_preset("marjolet", ONE_CARD)
    text = plain(rules)
    assert "Le donneur distribue 1 carte à chacun" in text
    assert f"La pioche est le reste du paquet : {rules.stock_size} cartes" in text
    assert "on joue la dernière levée." in text
    assert "Un joueur qui remporte la dernière levée marque 50 points à la place." in text
    assert "1 cartes" not in text
    assert "1 dernières levées" not in text
    assert "%n" not in text


def test_plural_hands_and_a_stock_of_one_card(english: QApplication) -> None:
    rules = RuleSet.from_preset("marjolet", {"hand_size": 15})
    assert rules.stock_size == 1
    text = plain(rules)
    assert "The dealer deals 15 cards to each player" in text
    assert "The stock is the rest of the pack: 1 card, face down." in text
    assert "played out: 15 more tricks." in text


def test_plural_hands_in_french(french: QApplication) -> None:
    rules = RuleSet.from_preset("marjolet", {"hand_size": 15})
    text = plain(rules)
    assert "Le donneur distribue 15 cartes à chacun" in text
    assert "La pioche est le reste du paquet : 1 carte, face cachée." in text
    assert "on joue les 15 dernières levées." in text
