"""The rules engine: cards, rule sets, the round, the match and round records.

Pure Python with no Qt, so the opponent's search and the command-line tools can use it
anywhere, and the interface is only ever a view over it.
"""

from .actions import DONE, EXCHANGE, Action, ActionKind, IllegalActionError, meld, play
from .cards import CARDS, Card, parse_card
from .records import RecordError, from_record, summary, to_record
from .round import CATEGORIES, Deal, RoundState, Stage, Trick
from .rules import OPTION_KEYS, OPTION_SPECS, PRESETS, RulesError, RuleSet

__all__ = [
    "CARDS",
    "CATEGORIES",
    "DONE",
    "EXCHANGE",
    "OPTION_KEYS",
    "OPTION_SPECS",
    "PRESETS",
    "Action",
    "ActionKind",
    "Card",
    "Deal",
    "IllegalActionError",
    "RecordError",
    "RoundState",
    "RuleSet",
    "RulesError",
    "Stage",
    "Trick",
    "from_record",
    "meld",
    "parse_card",
    "play",
    "summary",
    "to_record",
]
