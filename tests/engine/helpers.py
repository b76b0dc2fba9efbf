"""Building rounds from hand-written deals, for rule tests that read like the rules."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from marjolet_qt.engine import RoundState, RuleSet
from marjolet_qt.engine.cards import CARDS, parse_face
from marjolet_qt.engine.records import from_record


def deal(
    hand0: str,
    hand1: str,
    upcard: str,
    stock_top: str = "",
    *,
    rules: str | dict[str, Any] = "marjolet",
    dealer: int = 1,
    actions: str | Sequence[str] = (),
) -> RoundState:
    """A round with these hands (space-separated cards), upcard and top of stock; the
    rest of the stock follows in card order. ``actions`` are applied, separated by ``,``.
    """
    rule_set = RuleSet.from_json(rules)
    named = Counter([*hand0.split(), *hand1.split(), upcard, *stock_top.split()])
    rest = []
    for card in CARDS[: rule_set.deck_size]:
        if named[str(card)]:
            named[str(card)] -= 1
        else:
            rest.append(str(card))
    record: dict[str, Any] = {
        "format": "marjolet-round",
        "version": 1,
        "rules": rules,
        "dealer": dealer,
        "hands": [hand0.split(), hand1.split()],
        "upcard": upcard,
        "stock": [*stock_top.split(), *rest],
        "actions": actions.split(",") if isinstance(actions, str) and actions else list(actions),
    }
    record["actions"] = [a.strip() for a in record["actions"]]
    assert len(record["stock"]) == rule_set.stock_size, "test deal has the wrong card count"
    return from_record(record)


def act(state: RoundState, *texts: str) -> RoundState:
    for text in texts:
        state.apply(state.parse_action(text))
    return state


def legal(state: RoundState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def cards(state: RoundState, player: int) -> set[str]:
    return {str(c) for c in state.hand(player)}


def face(text: str) -> int:
    return parse_face(text)


#: Worked example records with their expected replay (tests/data/examples/README.md).
EXAMPLES = Path(__file__).resolve().parents[1] / "data" / "examples"


def example(name: str) -> dict[str, Any]:
    """A worked example of tests/data/examples, by file name."""
    data: dict[str, Any] = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
    return data
