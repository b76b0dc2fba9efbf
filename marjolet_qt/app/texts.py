"""Player-facing wording of engine facts, translatable with Qt's tools.

The engine speaks in codes (an :class:`IllegalActionError` has a ``code`` and
``params``; a meld, an option, a preset has a key); this module turns them into the
player's language, so that every widget — the table, the score sheet, the settings
dialog, the rules help — words the same fact the same way.

Every literal goes through ``translate("Texts", ...)`` spelled out: ``pyside6-lupdate``
only extracts calls whose context is a literal, so a wrapper function would hide the
strings from the translation files.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale

from marjolet_qt.engine.actions import IllegalActionError
from marjolet_qt.engine.cards import Card, iter_cards, parse_face
from marjolet_qt.engine.jsonfile import FieldError, describe, huge_digits, short_text
from marjolet_qt.engine.match import Match
from marjolet_qt.engine.melds import MAX_MELD_CARDS
from marjolet_qt.engine.records import IN_PROGRESS, RecordError
from marjolet_qt.engine.round import CATEGORY_OPTIONS, RoundState, Stage
from marjolet_qt.engine.rules import (
    PRESETS,
    BesigueJack,
    MatchKind,
    MeldScoring,
    RulesError,
    RuleSet,
)

from .seats import HUMAN

CONTEXT = "Texts"
translate = QCoreApplication.translate
#: The mark beside a round in a game won by rounds: filled when you won it, hollow when
#: the computer did (:func:`round_marks_legend` says so).
ROUND_MARKS = ("★", "☆")
#: A space no line breaks at.
NBSP = "\u00a0"
#: The minus sign of negative points (not the hyphen).
MINUS = "\u2212"
#: Shown for a figure that does not exist (the average of no round; the points lost by
#: the best choice): the same in every language.
NO_FIGURE = "—"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate a string computed at run time (literals: call ``translate`` directly)."""
    return translate(CONTEXT, text, disambiguation, n)


# --- cards -------------------------------------------------------------------------------


def suit_name(suit: int) -> str:
    return (
        translate("Texts", "clubs"),
        translate("Texts", "diamonds"),
        translate("Texts", "hearts"),
        translate("Texts", "spades"),
    )[suit]


def rank_name(rank: int) -> str:
    return (
        "7",
        "8",
        "9",
        translate("Texts", "Jack"),
        translate("Texts", "Queen"),
        translate("Texts", "King"),
        "10",
        translate("Texts", "Ace"),
    )[rank]


def rank_index(rank: int) -> str:
    """The letter printed in a card's corner: K Q J in English, R D V in French."""
    return (
        "7",
        "8",
        "9",
        translate("Texts", "J", "card index of the Jack"),
        translate("Texts", "Q", "card index of the Queen"),
        translate("Texts", "K", "card index of the King"),
        "10",
        translate("Texts", "A", "card index of the Ace"),
    )[rank]


#: The suits' symbols, in the engine's suit order.
SUIT_SYMBOLS = "♣♦♥♠"


def short_cards(mask: int) -> str:
    """'K♥ Q♥': cards as their corner indices show them, highest first, joined by
    non-breaking spaces (a text broken to fit never parts them): where a card's name
    would not fit (the declaration panel's buttons, the review's narrow columns)."""
    cards = sorted(iter_cards(mask), key=lambda c: (-c.rank, c.suit))
    return NBSP.join(rank_index(c.rank) + SUIT_SYMBOLS[c.suit] for c in cards)


def card_name(card: int) -> str:
    """'Queen of hearts' / 'Dame de cœur'."""
    c = Card(card)
    return translate("Texts", "{rank} of {suit}").format(
        rank=rank_name(c.rank), suit=suit_name(c.suit)
    )


# --- melds -------------------------------------------------------------------------------


def meld_name(key: str) -> str:
    names = {
        "trump_jack_queen": translate("Texts", "Trump Jack and Queen"),
        "trump_jack_other_queen": translate("Texts", "Trump Jack and another Queen"),
        "trump_marriage": translate("Texts", "Trump marriage"),
        "marriage": translate("Texts", "Marriage"),
        "four_aces": translate("Texts", "Four Aces"),
        "four_tens": translate("Texts", "Four Tens"),
        "four_kings": translate("Texts", "Four Kings"),
        "four_queens": translate("Texts", "Four Queens"),
        "four_jacks": translate("Texts", "Four Jacks"),
        "besigue": translate("Texts", "Bésigue"),
        "double_besigue": translate("Texts", "Double bésigue"),
        "trump_sequence": translate("Texts", "Trump sequence"),
    }
    return names.get(key, key)


def meld_cards(key: str, rules: RuleSet | None = None) -> str:
    """What a meld is made of (under ``rules``), for the rules help and the settings."""
    two_packs = rules is not None and rules.copies > 1
    hearts = rules is not None and rules.besigue_jack == BesigueJack.HEARTS
    texts = {
        "trump_jack_queen": translate("Texts", "the Jack and the Queen of trumps"),
        "trump_jack_other_queen": translate(
            "Texts", "the Jack of trumps and the Queen of another suit"
        ),
        "trump_marriage": translate("Texts", "the King and the Queen of trumps"),
        "marriage": translate("Texts", "the King and the Queen of the same plain suit"),
        "four_aces": translate("Texts", "the four Aces"),
        "four_tens": translate("Texts", "the four Tens"),
        "four_kings": translate("Texts", "the four Kings"),
        "four_queens": translate("Texts", "the four Queens"),
        "four_jacks": translate("Texts", "the four Jacks"),
        "besigue": translate("Texts", "the Queen of spades and the Jack of hearts")
        if hearts
        else translate("Texts", "the Queen of spades and the Jack of diamonds"),
        "double_besigue": translate("Texts", "both Queens of spades and both Jacks of hearts")
        if hearts
        else translate("Texts", "both Queens of spades and both Jacks of diamonds"),
        "trump_sequence": translate("Texts", "the Ace, 10, King, Queen and Jack of trumps"),
    }
    if two_packs:
        texts["four_aces"] = translate("Texts", "any four Aces")
        texts["four_tens"] = translate("Texts", "any four Tens")
        texts["four_kings"] = translate("Texts", "any four Kings")
        texts["four_queens"] = translate("Texts", "any four Queens")
        texts["four_jacks"] = translate("Texts", "any four Jacks")
    return texts.get(key, key)


def meld_caption(key: str, points: int) -> str:
    """The caption shown when a meld is laid down: 'Trump marriage — 40'."""
    return points_caption(meld_name(key), points)


def points_caption(what: str, points: int) -> str:
    """A declaration with what it scored: 'Trump marriage — 40'."""
    return translate("Texts", "{meld} — {points}").format(meld=what, points=number(points))


def seven_name(shown: bool) -> str:
    """What exchanging the 7 of trumps is called where melds are listed: '7 of trumps
    exchanged', or '7 of trumps shown' where it only shows (two packs, the upcard the
    other 7 of trumps)."""
    if shown:
        return translate("Texts", "7 of trumps shown")
    return translate("Texts", "7 of trumps exchanged")


def seven_caption(shown: bool, points: int) -> str:
    """The caption when the 7 of trumps is exchanged or shown, with what it scored as a
    meld's caption has ('7 of trumps exchanged — 10'); the bare name where it scored
    nothing (the rules give it no points, or that 7 has scored already)."""
    name = seven_name(shown)
    return points_caption(name, points) if points else name


def seven_turned_up(points: int) -> str:
    """The caption when the deal turns up the 7 of trumps, which scores for the dealer at
    once: '7 of trumps turned up — 10' (the points came without a word)."""
    return points_caption(translate("Texts", "7 of trumps turned up"), points)


# --- scores ------------------------------------------------------------------------------


def category_help(category: str, rules: RuleSet | None) -> str:
    """What a score category adds up under ``rules``, as its tooltip: "Trick that empties
    the stock: 10; Last trick: 10; All the last tricks: 50" (the options' own labels, the
    points these rules give); empty where the name says it all."""
    if rules is None or category not in CATEGORY_OPTIONS:
        return ""
    item = translate("Texts", "{option}: {points}", "an option of the rules and its points")
    return listed(
        item.format(option=option_label(key), points=number(getattr(rules, key)))
        for key in CATEGORY_OPTIONS[category]
        if getattr(rules, key)
    )


def category_name(category: str, rules: RuleSet | None = None) -> str:
    """A score category of ``RoundState.breakdown`` (engine ``CATEGORIES``); under
    ``rules`` that count marriages among the cards won (Mariage), its melds are named so:
    "Melds" read as declarations, where the rules say nothing is declared."""
    if category == "melds" and rules is not None and rules.meld_scoring == MeldScoring.CAPTURED:
        return translate("Texts", "Marriages won")
    names = {
        "cards": translate("Texts", "Cards won"),
        "melds": translate("Texts", "Melds"),
        "sevens": translate("Texts", "7 of trumps"),
        "bonuses": translate("Texts", "Trick bonuses"),
    }
    return names.get(category, category)


def player_name(seat: int, human_seat: int) -> str:
    """'You' or 'Computer'."""
    if seat == human_seat:
        return translate("Texts", "You")
    return translate("Texts", "Computer")


def player_caption(seat: int, human_seat: int, what: str) -> str:
    """A caption on the table naming who scored: 'Computer: Marriage — 20'."""
    return translate("Texts", "{player}: {what}").format(
        player=player_name(seat, human_seat), what=what
    )


def file_name(path: Path) -> str:
    """``path``'s name as the player is shown it. A name that is not valid in the
    system's encoding (a file named on another system) reaches Python with its odd bytes
    as lone surrogates, which Qt drops without a trace: "café.marjolet" written in
    Latin-1 showed as "caf.marjolet". Each such byte is shown as "�" instead."""
    return shown_path(Path(path.name))


def shown_path(path: Path) -> str:
    """The whole ``path`` as the player is shown it, its odd bytes as "�" (see
    :func:`file_name`): where a file must be found by hand."""
    return str(path).encode("utf-8", "surrogateescape").decode("utf-8", "replace")


#: A place a line may break that shows nothing (U+200B, zero width space).
_BREAK = "\u200b"


def breakable(text: str, whole: int = 60, run: int = 40) -> str:
    """``text`` with places to break inside its runs without spaces longer than
    ``whole`` (a path of 4,000 bytes in the save banner widened the window past the
    screen): after each separator of a path, and every ``run`` characters of a stretch
    longer still. The places are characters, copied with a selection: a run as long as
    the usual folders is left whole, to be copied as it is."""

    def split(word: str) -> str:
        if len(word) <= whole:
            return word
        parts = re.split(r"(?<=[/\\])", word)
        return _BREAK.join(
            _BREAK.join(part[i : i + run] for i in range(0, len(part), run)) for part in parts
        )

    return re.sub(r"\S+", lambda found: split(found.group()), text)


def shortened(text: str, limit: int = 160) -> str:
    """``text`` with each run without spaces longer than ``limit`` cut in its middle to
    "…": a path of thousands of bytes made twenty lines of a banner nobody reads; its
    start and its end (the file's name) say which it is."""

    def cut(found: re.Match[str]) -> str:
        word = found.group()
        if len(word) <= limit:
            return word
        head = limit // 3
        return word[:head] + "…" + word[len(word) - (limit - head - 1) :]

    return re.sub(r"\S+", cut, text)


def unbroken(text: str) -> str:
    """``text`` without the places to break that :func:`breakable` put in."""
    return text.replace(_BREAK, "")


def english_plural(text: str, count: int) -> str:
    """Resolve a numerus source text ('%n point(s)') that no translation handled.

    Qt expects an English translation file to provide plural forms; the source texts are
    English already, so the forms are made here instead when the text comes back as is.
    """
    return text.replace("(s)", "" if abs(count) == 1 else "s")


def without_access_key(text: str) -> str:
    """A label without its access key's "&", as a sentence or a list quotes it ("Cards in
    &hand" → "Cards in hand"); "&&", an ampersand shown as such, becomes "&"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def number(value: int) -> str:
    """A count of points as the language writes it: "1,000" in English, "1 000" in French.

    The one place the application formats points (QLocale's grouping), so that the table,
    the score sheet, the summaries and the help never write the same number three ways.
    """
    return QLocale().toString(int(value))


def signed_number(value: int) -> str:
    """Points won in the round in progress, with their sign: "+40", "0", "−20" (a true
    minus, as the review writes its figures: a hyphen beside them read as another sign)."""
    if value < 0:
        return MINUS + number(-value)
    return QLocale().positiveSign() + number(value) if value > 0 else number(value)


def points_text(points: int) -> str:
    return english_plural(translate("Texts", "%Ln point(s)", None, points), points)


def game_total_text(total: int) -> str:
    """The game total: the points of the finished rounds only ("Game: 470")."""
    return translate("Texts", "Game: {total}").format(total=number(total))


def rounds_won_label() -> str:
    """The row of the rounds won under the rounds of a game of rounds (the score sheet's,
    the game-over sheet's), where a game to a target has :func:`game_total_label`."""
    return translate("Texts", "Rounds won", "the rounds each has won, under the rounds")


def rounds_won_text(count: int) -> str:
    """A player's rounds won in a game of rounds, on their nameplate ("Rounds won: 2")."""
    return translate("Texts", "Rounds won: {count}").format(count=count)


def round_points_text(points: int) -> str:
    """The round in progress, kept apart from the game total ("this round: +40")."""
    return translate("Texts", "this round: {points}").format(points=signed_number(points))


def round_total_label() -> str:
    """The row of a round's points in all, in the round summary and the score sheet alike
    (the nameplates' "this round: +40"): one word for one figure, never a bare "Total"."""
    return translate("Texts", "This round", "the points of the round in all")


def game_total_label() -> str:
    """The row of the game total under the rounds, in the score sheet and the final sheet
    (the round summary's "Game: you 470, …", the nameplates' "Game: 470")."""
    return translate("Texts", "Game", "the game total, under the rounds")


def round_won_text(by_you: bool) -> str:
    """What the mark beside a round means (:data:`ROUND_MARKS`): its tooltip, and the
    words of :func:`round_marks_legend`."""
    if by_you:
        return translate("Texts", "Won by you", "a round, marked ★")
    return translate("Texts", "Won by the computer", "a round, marked ☆")


def round_marks_legend() -> str:
    """The legend of :data:`ROUND_MARKS` under a sheet that shows them: each mark with its
    meaning, held on one line, so that a narrow sheet breaks the legend between the two
    ("☆ manche / gagnée par l’ordinateur" read oddly), never inside one."""
    meanings = (
        f"{mark} {round_won_text(by_you)}".replace(" ", NBSP)
        for mark, by_you in zip(ROUND_MARKS, (True, False), strict=True)
    )
    return "   ".join(meanings)


def listed(items: Iterable[str], limit: int | None = None) -> str:
    """Items that may hold commas themselves, one after the other: "A; B", with the
    space French puts before a semicolon (the separator is the translation's). With a
    ``limit``, what a file or the outside world may make endless (the problems of a
    settings file of 100,000 unknown keys froze the game for half a minute to lay out a
    box taller than the screen) names that many items and counts the rest."""
    separator = translate("Texts", "; ", "the separator between the items of a list")
    shown = list(items)
    if limit is None or len(shown) <= limit:
        return separator.join(shown)
    return translate(
        "Texts", "{items} and {count} more", "a list cut short: its first items, then how many more"
    ).format(items=separator.join(shown[:limit]), count=number(len(shown) - limit))


def trick_number(state: RoundState) -> int:
    """The trick a position belongs to, as the player counts them from 1: the trick being
    played, or in a declaration window the trick just won (a meld declared after winning
    the second trick is "trick 2", not the third, which nobody has led yet)."""
    return len(state.tricks) + (0 if state.stage == Stage.WINDOW else 1)


def progress_text(match: Match, human_seat: int) -> str:
    """Where the round in progress stands, for the question whether to resume it: round
    and trick, and the points each side has scored in it (the game's standing alone said
    "No points yet" of a round eleven moves in); a round dealt but not begun says only
    its number (a question asked then named no round at all). Empty when no round is
    under way, or the game's first is dealt and not begun."""
    state = match.round
    if state.is_over() or (not state.history and not match.results):
        return ""
    if not state.history:
        return translate("Texts", "Round {round}: dealt, no card played yet.").format(
            round=len(match.results) + 1
        )
    return translate(
        "Texts", "Round {round}, trick {trick}: this round, you {you}, the computer {them}."
    ).format(
        round=len(match.results) + 1,
        trick=trick_number(state),
        you=number(state.score(human_seat)),
        them=number(state.score(1 - human_seat)),
    )


def standing_text(match: Match, human_seat: int) -> str:
    """Who leads and how far each player is from winning the game, for a glance."""
    you, them = human_seat, 1 - human_seat
    rules = match.rules
    winner = match.winner()
    if winner is not None:
        if winner == human_seat:
            return translate("Texts", "You won the game.")
        return translate("Texts", "The computer won the game.")
    if rules.match == MatchKind.ROUNDS:
        # The counts are plain names: lupdate does not see a translate() whose count is
        # a subscript or an attribute (tools/update_translations.py).
        mine, theirs = match.rounds_won[you], match.rounds_won[them]
        if mine == theirs:
            lead = translate("Texts", "Rounds won: {count} each.").format(count=mine)
        elif mine > theirs:
            lead = english_plural(
                translate("Texts", "You lead, %n round(s) to {them}.", None, mine), mine
            )
        else:
            lead = english_plural(
                translate("Texts", "The computer leads, %n round(s) to {you}.", None, theirs),
                theirs,
            )
        lead = lead.format(you=mine, them=theirs)
        need = translate(
            "Texts", "To win the game: you need {you} more, the computer {them}."
        ).format(you=rules.rounds_to_win - mine, them=rules.rounds_to_win - theirs)
        return f"{lead} {need}"
    totals = match.totals
    gap = abs(totals[you] - totals[them])
    if gap == 0 and totals[you] >= rules.target:
        return translate(
            "Texts", "Level at {total}, past the target: another round decides."
        ).format(total=number(totals[you]))
    if not match.results:
        # (The game's totals: "no points yet" read wrong beside a round that has some.)
        lead = translate("Texts", "No round counted yet.")
    elif gap == 0:
        lead = translate("Texts", "Level, {total} each.").format(total=number(totals[you]))
    elif totals[you] > totals[them]:
        lead = english_plural(translate("Texts", "You lead by %Ln point(s).", None, gap), gap)
    else:
        lead = english_plural(
            translate("Texts", "The computer leads by %Ln point(s).", None, gap), gap
        )
    # From the finished rounds' totals, as the game total is shown everywhere.
    need = translate(
        "Texts", "To reach {target}: you need {you} more, the computer {them}."
    ).format(
        target=number(rules.target),
        you=number(max(0, rules.target - totals[you])),
        them=number(max(0, rules.target - totals[them])),
    )
    return f"{lead} {need}"


# --- rule sets ---------------------------------------------------------------------------


def preset_name(preset: str) -> str:
    names = {
        "marjolet": translate("Texts", "Marjolet"),
        "marjolet-strict": translate(
            "Texts", "Marjolet (strict: beat the card led in the last tricks)"
        ),
        "mariage": translate("Texts", "Mariage"),
        "mariage-enfants": translate("Texts", "Mariage for children"),
        "mariage-classique": translate("Texts", "Mariage (classic)"),
        "besigue": translate("Texts", "Bésigue"),
    }
    return names.get(preset, preset)


def goal_text(rules: RuleSet) -> str:
    """How the game is won under ``rules`` (the target in force, not the preset's)."""
    if rules.match == MatchKind.ROUNDS:
        count = rules.rounds_to_win
        return english_plural(translate("Texts", "First to win %Ln round(s).", None, count), count)
    return translate("Texts", "First to {target} points.").format(target=number(rules.target))


def preset_description(preset: str, rules: RuleSet | None = None) -> str:
    """What sets the preset apart, then how the game is won under ``rules`` (the preset's
    own when None): a target changed to 50 must not read "first to 500"."""
    if rules is None:
        rules = RuleSet.from_preset(preset) if preset in PRESETS else None
    goal = goal_text(rules) if rules is not None else ""
    character = _preset_character(preset)
    return f"{character} {goal}".strip() if character else ""


def custom_rules_text(options: Iterable[str]) -> str:
    """Which options (keys) differ from the preset, named in one sentence; empty when
    none does. The rules help and Settings say it after the preset's description, which
    speaks of the preset's values ("six cards each" of a Marjolet dealt ten)."""
    # Each in quotes: the options' labels are the settings' field names ("The game is
    # won by"), which read as part of the sentence without them.
    quoted = translate("Texts", "“{option}”")
    changed = ", ".join(quoted.format(option=option_label(key)) for key in options)
    if not changed:
        return ""
    return translate(
        "Texts", "Custom rules: these options differ from the preset: {options}."
    ).format(options=changed)


def _preset_character(preset: str) -> str:
    """One sentence on what sets the preset apart (its goal is said by goal_text)."""
    texts = {
        "marjolet": translate(
            "Texts",
            "The game of south-west France: six cards each, melds declared after winning "
            "a trick, the 7 of trumps worth 10.",
        ),
        "marjolet-strict": translate(
            "Texts",
            "Marjolet where, once the stock is empty, you must also beat the card led "
            "when you follow suit.",
        ),
        "mariage": translate(
            "Texts",
            "Five cards each; Kings and Queens count as marriages when you win them in "
            "tricks; the cards score 11, 10, 4, 3, 2.",
        ),
        "mariage-enfants": translate(
            "Texts",
            "Mariage made simple: no exchange of the 7 and no obligation to follow suit "
            "at the end.",
        ),
        "mariage-classique": translate(
            "Texts",
            "Mariage as in the old books: beat a trump lead at the end, the winner of a "
            "round deals the next.",
        ),
        "besigue": translate(
            "Texts",
            "Two packs, eight cards each, one meld per trick won: bésigue 40, double "
            "bésigue 500, trump sequence 250.",
        ),
    }
    return texts.get(preset, "")


def option_group_name(group: str) -> str:
    names = {
        "deal": translate("Texts", "Deal and card points"),
        "cards": translate("Texts", "Deal and card points"),
        "melds": translate("Texts", "Melds"),
        "seven": translate("Texts", "The 7 of trumps"),
        "last_tricks": translate("Texts", "Last tricks"),
        "tricks": translate("Texts", "Tricks"),
        "game": translate("Texts", "Winning the game"),
    }
    return names.get(group, group)


def option_label(key: str, access_key: bool = False) -> str:
    """The short label of a rule option (docs/rules.md, "Every option"): as a sentence
    quotes it, or with ``access_key`` as Settings shows it, its access key marked ("Cards
    in &hand": Alt+H reaches the option).

    The key is part of the translated text, so that each language chooses its own
    letters: within a group of options (:data:`rules_page.GROUPS`) no two share one, nor
    does one take a key of the page's other controls or of Settings' tabs and buttons
    (``Pre&set``, ``Reset to &preset``, ``&Rules``, ``&Opponent``, ``&Display``). The
    page holds more options than the alphabet has letters: across groups a letter may
    serve two options, and Alt+letter pressed again goes on to the second.
    """
    labels = {
        "deck": translate("Texts", "Pac&k"),
        "hand_size": translate("Texts", "Cards in &hand"),
        "card_points": translate("Texts", "Points of the cards &won"),
        "melds": translate("Texts", "Points of the m&elds"),
        "meld_scoring": translate("Texts", "&Melds are"),
        "max_melds_per_window": translate("Texts", "Melds per tr&ick won"),
        "meld_reuse": translate("Texts", "Reusing melded &cards"),
        "besigue_jack": translate("Texts", "Jack of the &bésigue"),
        "melds_in_phase2": translate("Texts", "Melds &also in the last tricks"),
        "seven_exchange": translate("Texts", "&Exchange of the 7"),
        "seven_exchange_points": translate("Texts", "E&xchanging the 7"),
        "seven_play_points": translate("Texts", "Pla&ying the 7"),
        "seven_upcard_points": translate("Texts", "&7 turned up"),
        "seven_captured_points": translate("Texts", "7 &won in a trick"),
        "stock_out_trick_points": translate("Texts", "&Trick that empties the stock"),
        "upcard_taker_points": translate("Texts", "Taking the t&urned-up card"),
        "last_trick_points": translate("Texts", "&Last trick"),
        "all_final_tricks_points": translate("Texts", "&All the last tricks"),
        "all_final_tricks_replaces_last": translate("Texts", "Bo&nus replaces the last trick"),
        "phase2_follow": translate("Texts", "&Follow suit"),
        "phase2_trump": translate("Texts", "Trump when &void"),
        "phase2_head": translate("Texts", "&Beat the card led"),
        "target": translate("Texts", "&Target score"),
        "match": translate("Texts", "The &game is won by"),
        "rounds_to_win": translate("Texts", "Ro&unds to win"),
        "next_dealer": translate("Texts", "&Next dealer"),
    }
    label = labels.get(key, key)
    return label if access_key else without_access_key(label)


def option_help(key: str) -> str:
    """One or two sentences on what a rule option does, for tooltips and captions."""
    texts = {
        "deck": translate(
            "Texts", "One piquet pack of 32 cards, or two packs of 32 mixed together."
        ),
        "hand_size": translate(
            "Texts", "Cards dealt to each player, and held while the stock lasts."
        ),
        "card_points": translate(
            "Texts", "What each card is worth to the player who wins it in a trick."
        ),
        "melds": translate("Texts", "Points of each meld; 0 switches the meld off."),
        "meld_scoring": translate(
            "Texts",
            "Declared: after winning a trick, show melds from your hand and score them "
            "at once. Counted: a King and Queen of a suit among the cards you won score "
            "as a marriage as soon as you have won both.",
        ),
        "max_melds_per_window": translate(
            "Texts", "How many melds one trick won lets you declare (0: no limit)."
        ),
        "melds_in_phase2": translate(
            "Texts", "Allow declarations after the stock is empty as well."
        ),
        "meld_reuse": translate(
            "Texts",
            "A melded card may serve again in other melds, but never the same cards "
            "twice; in Bésigue, never twice in melds of the same kind, and a trump "
            "sequence cannot later give its marriage.",
        ),
        "besigue_jack": translate(
            "Texts",
            "The Jack that makes a bésigue with the Queen of spades: of diamonds in "
            "the usual game, of hearts in some old rule books.",
        ),
        "seven_exchange": translate(
            "Texts",
            "When the holder of the 7 of trumps may swap it for the turned-up card.",
        ),
        "seven_exchange_points": translate(
            "Texts", "Points for exchanging the 7 of trumps for the turned-up card."
        ),
        "seven_play_points": translate(
            "Texts",
            "Points for playing the 7 of trumps in a trick, won or lost (unless it was "
            "turned up or exchanged).",
        ),
        "seven_upcard_points": translate(
            "Texts", "Points for the dealer when the turned-up card is a 7."
        ),
        "seven_captured_points": translate("Texts", "Points for each 7 of trumps won in a trick."),
        "stock_out_trick_points": translate(
            "Texts", "Points for winning the trick after which the stock runs out."
        ),
        "upcard_taker_points": translate(
            "Texts",
            "Points for the player who takes the turned-up card when the stock runs out.",
        ),
        "last_trick_points": translate("Texts", "Points for winning the last trick."),
        "all_final_tricks_points": translate(
            "Texts",
            "Points for winning every trick played after the stock ran out (0: no bonus).",
        ),
        "all_final_tricks_replaces_last": translate(
            "Texts",
            "On: this bonus replaces the last-trick points. Off: both are scored.",
        ),
        "phase2_follow": translate(
            "Texts",
            "Once the stock is empty, you must play the suit led if you can. When off, "
            "there is no obligation at all.",
        ),
        "phase2_trump": translate(
            "Texts",
            "Once the stock is empty, you must trump when you cannot follow suit.",
        ),
        "phase2_head": translate(
            "Texts",
            "Once the stock is empty, whether you must play higher than the card led "
            "when you follow suit.",
        ),
        "target": translate(
            "Texts",
            "The first player whose game total reaches this score wins (the higher total "
            "if both do).",
        ),
        "match": translate("Texts", "A target score, or a number of rounds won."),
        "rounds_to_win": translate(
            "Texts", "The first player to win this many rounds wins the game."
        ),
        "next_dealer": translate("Texts", "Who deals the next round."),
    }
    return texts.get(key, "")


def choice_name(key: str, value: str) -> str:
    """The readable name of a value of a choice option."""
    names = {
        ("deck", "piquet32"): translate("Texts", "32 cards (piquet)"),
        ("deck", "double64"): translate("Texts", "64 cards (two packs)"),
        ("meld_scoring", "declared"): translate("Texts", "declared after winning a trick"),
        ("meld_scoring", "captured"): translate("Texts", "counted from the cards won"),
        ("meld_reuse", "any"): translate("Texts", "in any other meld"),
        ("meld_reuse", "other_kind"): translate("Texts", "only in melds of another kind"),
        ("besigue_jack", "JD"): translate("Texts", "Jack of diamonds"),
        ("besigue_jack", "JH"): translate("Texts", "Jack of hearts"),
        ("seven_exchange", "after_trick_win"): translate("Texts", "after winning a trick"),
        ("seven_exchange", "own_turn"): translate("Texts", "whenever it is your turn"),
        ("seven_exchange", "never"): translate("Texts", "not allowed"),
        ("phase2_head", "never"): translate("Texts", "never"),
        ("phase2_head", "always"): translate("Texts", "always"),
        ("phase2_head", "trump_lead"): translate("Texts", "only when trumps are led"),
        ("match", "points"): translate("Texts", "reaching the target score"),
        ("match", "rounds"): translate("Texts", "winning rounds"),
        ("next_dealer", "alternate"): translate("Texts", "each player in turn"),
        ("next_dealer", "round_winner"): translate("Texts", "the winner of the round"),
    }
    return names.get((key, value), value)


def rules_refusal(error: RulesError) -> str:
    """Why the engine refused some rules, from the error's code, as a clause without a
    final full stop (the rules page and the settings file's warning both embed it)."""
    code, params = error.code, error.params
    label = option_label(str(params.get("option", "")))
    if code == "no_stock":
        return translate("Texts", "{cards} cards each leave no stock in a pack of {deck}").format(
            cards=params["cards"], deck=params["deck"]
        )
    if code == "out_of_range":
        return translate("Texts", "“{option}” must be between {low} and {high}").format(
            option=label, low=number(params["low"]), high=number(params["high"])
        )
    if code == "bad_value":
        return translate("Texts", "{value} is not a value for “{option}”").format(
            value=json_value(params["value"]), option=label
        )
    if code == "unknown_option":
        return translate("Texts", "there is no rule option {option}").format(
            option=json_value(params["option"])
        )
    if code == "unknown_preset":
        return translate("Texts", "there are no rules called {preset}").format(
            preset=json_value(params["preset"])
        )
    if code == "unknown_field":
        return translate("Texts", "the rules have no field {field}").format(
            field=json_value(params["field"])
        )
    return translate("Texts", "the rules are neither a preset's name nor a preset with options")


# --- records -----------------------------------------------------------------------------


def record_problem(error: RecordError) -> str:
    """Why a round record or a saved game's match cannot be used, from the error's code
    and params (never its English message), as a clause without a final full stop: the
    saved-game, replay and review messages embed it. A problem found in a round of a
    match says which round first."""
    problem = _record_problem(error)
    context = error.context
    if context == IN_PROGRESS:
        return translate("Texts", "in the round in progress, {problem}").format(problem=problem)
    if context is not None:
        return translate("Texts", "in round {number}, {problem}").format(
            number=context, problem=problem
        )
    return problem


def _record_problem(error: RecordError) -> str:
    """The problem itself, wherever in a match it was found (see :func:`record_problem`)."""
    code, params = error.code, error.params
    if code == "not_object":
        return translate("Texts", "the round record is not a JSON object")
    if code == "missing_field":
        return translate("Texts", "the round record has no field “{field}”").format(
            field=params["field"]
        )
    if code == "unknown_format":
        return translate("Texts", "{format} is not the format of a round record").format(
            format=json_value(params["format"])
        )
    if code == "unsupported_version":
        return translate(
            "Texts",
            "the record is in version {version}; this version of Marjolet Qt reads version "
            "{supported}",
        ).format(version=json_value(params["version"]), supported=params["supported"])
    if code == "bad_field":
        return _cannot_hold(params["field"], params["value"])
    if code == "hands_count":
        return translate("Texts", "the deal does not have two hands")
    if code == "hand_size":
        return translate(
            "Texts", "hand {number} does not have as many cards as these rules deal ({expected})"
        ).format(number=params["hand"] + 1, expected=params["expected"])
    if code == "stock_size":
        return translate(
            "Texts", "the stock does not have as many cards as these rules leave ({expected})"
        ).format(expected=params["expected"])
    if code == "card_repeated":
        return translate("Texts", "the {card} is dealt {count} times").format(
            card=card_name(params["card"]), count=params["count"]
        )
    if code == "card_missing":
        return translate("Texts", "the {card} is missing from the deal").format(
            card=card_name(params["card"])
        )
    if code == "unknown_card":
        return translate("Texts", "{value} is not a card").format(value=json_value(params["value"]))
    if code == "rules":
        return rules_refusal(params["error"])
    if code == "illegal_action":
        return translate("Texts", "move {number} ({action}) cannot be played — {reason}").format(
            number=params["index"] + 1,
            action=recorded_move(params["action"]),
            reason=_refusal_clause(params["error"], params["seat"]),
        )
    if code == "unreadable_action":
        return translate("Texts", "move {number} ({action}) is not a move").format(
            number=params["index"] + 1, action=json_value(params["action"])
        )
    if code == "unreadable_file":
        return translate("Texts", "the file cannot be read")
    if code == "not_a_match":
        return translate("Texts", "the game's rules, rounds or round in progress are missing")
    if code == "too_many_rounds":
        return translate("Texts", "the game has more than {limit} rounds").format(
            limit=number(params["limit"])
        )
    if code == "round_not_finished":
        return translate("Texts", "round {number} is not finished").format(number=params["round"])
    if code == "round_other_rules":
        return translate("Texts", "round {number} is played under other rules").format(
            number=params["round"]
        )
    if code == "game_already_over":
        return translate("Texts", "the game was already over after round {number}").format(
            number=params["round"]
        )
    if code == "no_round":
        return translate("Texts", "the game has neither a finished round nor a round in progress")
    if code == "round_after_end":
        return translate("Texts", "the game is over but a round is in progress")
    if code == "current_other_rules":
        return translate("Texts", "the round in progress is played under other rules")
    return translate("Texts", "the round record is not valid")


def recorded_move(value: object) -> str:
    """A move as a record writes it (``QS``, ``meld KH QH``, ``exchange``, ``done``), in
    the player's words: a refused move was quoted in the record's codes ("« QS »")."""
    if isinstance(value, str):
        words = value.split(maxsplit=MAX_MELD_CARDS + 1)
        try:
            if len(words) == 1 and len(value) == 2:
                return card_name(parse_face(value))
            if 2 <= len(words) <= MAX_MELD_CARDS + 1 and words[0] == "meld":
                cards = ", ".join(card_name(parse_face(word)) for word in words[1:])
                return translate("Texts", "a meld of {cards}").format(cards=cards)
        except ValueError:
            pass
        if value == "exchange":
            return translate("Texts", "the exchange of the 7 of trumps")
        if value == "done":
            return translate("Texts", "the end of the declarations")
    return json_value(value)


def json_value(value: object) -> str:
    """A value found in a damaged file, short and in the player's words: a text quoted
    (and cut when long), a number as written, a list or an object by its kind, never a
    5,000-digit dump (the engine's ``describe`` says the same in English, for its logs)."""
    if isinstance(value, bool):
        return "true" if value else "false"  # JSON's own words, in every language
    if value is None:
        return "null"
    digits = huge_digits(value)
    if digits is not None:
        return translate("Texts", "a number of about {digits} digits").format(digits=number(digits))
    if isinstance(value, int | float):
        return describe(value)
    if isinstance(value, str):
        return translate("Texts", "“{text}”").format(text=short_text(value))
    if isinstance(value, list):
        return translate("Texts", "a list")
    if isinstance(value, dict):
        return translate("Texts", "an object")
    return type(value).__name__


def field_problem(error: FieldError) -> str:
    """Why a value read from one of the game's own files cannot be used, as a clause: the
    field as the file names it, and the value found in the player's words (the engine's
    ``str(error)`` says in English what was expected, for the logs)."""
    return _cannot_hold(error.where, error.value)


def _cannot_hold(field: str, value: object) -> str:
    """A field of a file and the value found in it that cannot be used, as a clause."""
    return translate("Texts", "the field “{field}” cannot hold {value}").format(
        field=short_text(field), value=json_value(value)
    )


def record_sentence(error: RecordError) -> str:
    """:func:`record_problem` shown on its own in a box, as a sentence: capital first,
    full stop last ("move 1 … is not a move" → "Move 1 … is not a move.")."""
    clause = record_problem(error)
    return clause[:1].upper() + clause[1:] + "."


def _refusal_clause(error: IllegalActionError, seat: int) -> str:
    """Why a recorded move was refused, as a clause to embed ("…cannot be played — the
    computer must follow clubs"): the player's own moves in :func:`refusal_text`'s words,
    the computer's in the third person where the rule concerns the one who moves."""
    if seat != HUMAN:
        worded = _computer_refusal(error)
        if worded is not None:
            return worded
    sentence = refusal_text(error)  # the refusals are whole sentences: the table shows them
    text = sentence.rstrip(".")
    return text[:1].lower() + text[1:]


def _computer_refusal(error: IllegalActionError) -> str | None:
    """The refusals of :func:`refusal_text` that say "you", about the computer's move;
    None for those worded the same whoever moved."""
    code, params = error.code, error.params
    if code == "must_follow":
        return translate("Texts", "the computer must follow {suit}").format(
            suit=suit_name(params["suit"])
        )
    if code == "must_beat":
        return translate("Texts", "the computer must beat the {card} if it can").format(
            card=card_name(params["card"])
        )
    if code == "must_trump":
        return translate("Texts", "the computer has no {suit}: it must trump").format(
            suit=suit_name(params["lead_suit"])
        )
    if code == "not_held":
        return translate("Texts", "the computer does not hold the {card}").format(
            card=card_name(params["card"])
        )
    if code == "window_open":
        return translate(
            "Texts", "the computer must declare its melds, or decline, before the next trick"
        )
    if code == "already_declared":
        return translate("Texts", "the computer has already declared this meld")
    if code in ("exchange_after_win", "meld_after_win"):
        return translate(
            "Texts", "the computer may do that only after winning a trick, before drawing"
        )
    if code == "no_seven":
        return translate("Texts", "the computer does not hold the 7 of trumps")
    if code == "seven_scored":
        return translate("Texts", "the computer's 7 of trumps has already scored")
    return None


# --- refusals ----------------------------------------------------------------------------


def refusal_text(error: IllegalActionError) -> str:
    """Why an action was refused, in plain words for the player."""
    code, params = error.code, error.params
    if code == "must_follow":
        return translate("Texts", "You must follow {suit}.").format(suit=suit_name(params["suit"]))
    if code == "must_beat":
        return translate("Texts", "You must beat the {card} if you can.").format(
            card=card_name(params["card"])
        )
    if code == "must_trump":
        return translate("Texts", "You have no {suit}: you must trump.").format(
            suit=suit_name(params["lead_suit"])
        )
    if code == "not_held":
        return translate("Texts", "You do not hold the {card}.").format(
            card=card_name(params["card"])
        )
    if code == "window_open":
        return translate("Texts", "Declare your melds, or choose Continue, before the next trick.")
    if code == "already_declared":
        return translate("Texts", "You have already declared this meld.")
    if code == "meld_limit":
        limit = params.get("limit", 1)
        return english_plural(
            translate("Texts", "Only %n meld(s) may be declared per trick won.", None, limit),
            limit,
        )
    if code == "no_declarations":
        return translate(
            "Texts", "Under these rules, melds are counted from the cards won, not declared."
        )
    if code == "not_a_meld":
        return translate("Texts", "These cards do not form a meld.")
    if code == "round_over":
        return translate("Texts", "The round is over.")
    if code == "no_window":
        return translate("Texts", "There are no melds to declare or decline now.")
    if code == "bad_action":
        return translate("Texts", "This is not a move of the game.")
    if code == "exchange_after_win":
        return translate(
            "Texts", "You may exchange the 7 of trumps only after winning a trick, before drawing."
        )
    if code == "meld_after_win":
        return translate("Texts", "You may do that only after winning a trick, before drawing.")
    if code == "no_seven":
        return translate("Texts", "You do not hold the 7 of trumps.")
    if code == "no_exchange":
        return translate("Texts", "Under these rules, the 7 of trumps is not exchanged.")
    if code == "no_upcard":
        return translate("Texts", "The turned-up card has already been taken.")
    if code == "seven_scored":
        return translate("Texts", "Your 7 of trumps has already scored.")
    if code == "kind_reused":
        return translate("Texts", "A card may not serve twice in melds of the same kind.")
    if code == "sequence_marriage":
        return translate("Texts", "A trump sequence cannot later give its marriage.")
    return str(error)


__all__ = [
    "NO_FIGURE",
    "ROUND_MARKS",
    "card_name",
    "category_name",
    "choice_name",
    "custom_rules_text",
    "english_plural",
    "game_total_label",
    "game_total_text",
    "goal_text",
    "json_value",
    "listed",
    "meld_caption",
    "meld_cards",
    "meld_name",
    "number",
    "option_group_name",
    "option_help",
    "option_label",
    "player_caption",
    "player_name",
    "points_text",
    "preset_description",
    "preset_name",
    "progress_text",
    "rank_index",
    "rank_name",
    "record_problem",
    "record_sentence",
    "refusal_text",
    "round_marks_legend",
    "round_points_text",
    "round_total_label",
    "round_won_text",
    "rounds_won_label",
    "rounds_won_text",
    "shown_path",
    "signed_number",
    "standing_text",
    "suit_name",
    "trick_number",
    "without_access_key",
]
