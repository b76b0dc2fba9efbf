"""Less friction per trick (#14): continue at once when there is nothing to declare, a
panel that says what it offers, the last trick held up before the summary, Enter on a
hinted card, no lift for cards that may not be played, a meld row that keeps its order
through undo, and trumps named only once the upcard lies turned."""

from __future__ import annotations

import random
import time

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QCheckBox
from pytestqt.qtbot import QtBot

from marjolet_qt.app import texts
from marjolet_qt.app import worker as worker_module
from marjolet_qt.app.dialogs.buttons import SETTLE_S
from marjolet_qt.app.dialogs.round_summary import RoundSummaryDialog
from marjolet_qt.app.dialogs.settings_dialog import SettingsDialog
from marjolet_qt.app.model import COMPUTER, HUMAN
from marjolet_qt.app.savegame import SavedGame
from marjolet_qt.app.settings import Settings
from marjolet_qt.app.table import steps
from marjolet_qt.app.window import MainWindow
from marjolet_qt.engine.actions import EXCHANGE, ActionKind, play
from marjolet_qt.engine.match import Match
from marjolet_qt.engine.round import RoundState, Stage
from marjolet_qt.engine.rules import RuleSet
from tests.engine.helpers import deal as build_deal

from .helpers import SlowPlayer, card_point, human_choice, quick_settings, settled_turn

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]


def open_window(qtbot: QtBot, windows: list[MainWindow], settings: Settings) -> MainWindow:
    win = MainWindow(settings, seed=5, autosave=False)
    qtbot.addWidget(win)
    windows.append(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def card(state: RoundState, name: str) -> int:
    return int(next(c for c in state.hand(HUMAN) if str(c) == name))


def lead_the_ace_of_hearts(
    qtbot: QtBot, windows: list[MainWindow], settings: Settings, state: RoundState
) -> MainWindow:
    """A window on ``state``'s deal where the human leads the Ace of hearts (trumps), wins
    the trick and stands in the declaration window."""
    win = open_window(qtbot, windows, settings)
    win.model.new_game_with_deal(state.deal, settings.rules)
    settled_turn(qtbot, win)
    win.table.activate_card(card(win.model.round, "AH"))
    settled_turn(qtbot, win)
    assert win.model.round.stage == Stage.WINDOW
    return win


# --- continue at once --------------------------------------------------------------------


def test_continue_at_once_is_a_setting_on_by_default(qtbot: QtBot) -> None:
    assert Settings().auto_continue is True
    assert Settings.from_json({"auto_continue": False}).auto_continue is False
    dialog = SettingsDialog(Settings(), False)
    qtbot.addWidget(dialog)
    box = dialog.display_page.findChild(QCheckBox, "auto_continue")
    assert box is not None and box.isChecked()
    box.setChecked(False)
    assert dialog.result_settings().auto_continue is False


def test_nothing_to_declare_continues_without_a_click(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    win = open_window(qtbot, windows, quick_settings(auto_continue=True))
    win.start(first_dealer=COMPUTER)
    model, table = win.model, win.table
    rng = random.Random(1)
    for _ in range(80):
        settled_turn(qtbot, win)
        qtbot.wait(20)  # (continuing at once happens after the event that settled)
        settled_turn(qtbot, win)
        state = model.round
        if state.is_over():
            break
        legal = model.human_legal_actions()
        # The window with only Continue is never left waiting for the player.
        assert not (state.stage == Stage.WINDOW and [a.kind for a in legal] == [ActionKind.DONE])
        if state.stage == Stage.WINDOW:
            assert table.panel.isVisible()
        model.play_human(human_choice(legal, rng))
    # Every Continue of the human's was taken for them (the loop never met one).
    history = model.round.history
    skipped = sum(
        1
        for action, actor in zip(history, model._actors, strict=True)
        if action.kind == ActionKind.DONE and actor == HUMAN
    )
    assert skipped, "the human never won a trick with nothing to declare"


def follow_with_the_ace_of_hearts(
    qtbot: QtBot, windows: list[MainWindow], settings: Settings
) -> tuple[MainWindow, int]:
    """A window at normal speed where the computer has led and the human holds the Ace of
    trumps (hearts), which wins whatever was led, with nothing to declare after it (no
    meld, no 7 of trumps): the Ace, for the test to click."""
    state = build_deal("AH TH 8C 9D JS 8S", "8H 9H AC AD AS KC", "KH", dealer=HUMAN)
    win = open_window(qtbot, windows, settings)
    win.model.new_game_with_deal(state.deal, settings.rules)
    settled_turn(qtbot, win)
    assert win.model.round.stage == Stage.FOLLOW
    return win, card(win.model.round, "AH")


@pytest.mark.parametrize("second", ["double click", "another card 0.15 s later"])
def test_a_quick_second_click_while_the_game_continues_by_itself_is_ignored(
    qtbot: QtBot, windows: list[MainWindow], second: str
) -> None:
    """The reviewer's double click on the card that won the trick (or a second card clicked
    at once) was refused with "Declare your melds, or choose Continue, before the next
    trick." for 5 s, though there was nothing to declare and no Continue on screen."""
    settings = quick_settings(auto_continue=True, animation_speed="normal")
    win, ace = follow_with_the_ace_of_hearts(qtbot, windows, settings)
    model, table = win.model, win.table
    with qtbot.assertNotEmitted(model.actionRefused, wait=300):
        if second == "double click":
            # As a real double click comes: press, release, double click, release; the
            # second press lands on the card the hand closes up with.
            at = card_point(table, ace)
            qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=at)
            qtbot.wait(200)
            qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=at)
            qtbot.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton, pos=at)
            assert int(model.round.history[-1].card) == ace  # (the first click played it)
        else:
            qtbot.mouseClick(
                table.viewport(), Qt.MouseButton.LeftButton, pos=card_point(table, ace)
            )
            assert int(model.round.history[-1].card) == ace
            assert table.queue.busy  # the trick is still being gathered
            qtbot.wait(150)
            eight = card(model.round, "8S")
            qtbot.mouseClick(
                table.viewport(), Qt.MouseButton.LeftButton, pos=card_point(table, eight)
            )
        settled_turn(qtbot, win)
        qtbot.waitUntil(lambda: model.round.stage == Stage.LEAD and not table.queue.busy)
    assert model.is_human_turn()  # the human won, and leads the next trick
    assert table.refusal_text == "" or not table._toast.isVisible()
    assert win.statusBar().currentMessage() == ""
    assert win.status_label.text() == "Your turn — lead a card."
    assert len(model.round.hand(HUMAN)) == 6  # the second click played nothing


def test_a_click_in_a_declaration_window_the_player_must_end_is_refused(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """Where the player does have a window to end (continuing at once is off), the same
    click is refused, and rightly so: the panel with its Continue button is on screen."""
    settings = quick_settings(auto_continue=False, animation_speed="normal")
    win, ace = follow_with_the_ace_of_hearts(qtbot, windows, settings)
    model, table = win.model, win.table
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=card_point(table, ace))
    qtbot.wait(150)
    eight = card(model.round, "8S")
    message = "Declare your melds, or choose Continue, before the next trick."
    with qtbot.waitSignal(model.actionRefused) as refused:
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=card_point(table, eight))
    assert refused.args == [message]
    assert table.panel.isVisible() and table.panel.button_for(ActionKind.DONE) is not None
    assert win.statusBar().currentMessage() == message
    assert model.round.stage == Stage.WINDOW


# --- what the panel says -----------------------------------------------------------------


def test_the_panel_offers_the_seven_rather_than_nothing(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    settings = quick_settings(auto_continue=True)
    state = build_deal("7H AH TH 8C 9D JS", "8H 9H AC AD AS KC", "KH", dealer=COMPUTER)
    win = lead_the_ace_of_hearts(qtbot, windows, settings, state)
    model, table = win.model, win.table
    assert model.round.stage == Stage.WINDOW
    assert table.panel.isVisible()  # the 7 may be exchanged: not skipped
    assert table.panel._hint.text() == "You may exchange the 7 of trumps, then continue."
    assert "7 of trumps" in win.status_label.text()
    assert "declare your melds" not in win.status_label.text()


def test_besigue_one_meld_then_the_panel_says_so(qtbot: QtBot, windows: list[MainWindow]) -> None:
    settings = quick_settings(rules=RuleSet.from_preset("besigue"))
    state = build_deal(
        "KS QS KC QC AH 8D 9D TD",
        "8C 9C JC 8S 9S JS 7C 7S",
        "9H",
        rules="besigue",
        dealer=COMPUTER,
    )
    win = lead_the_ace_of_hearts(qtbot, windows, settings, state)
    model, table = win.model, win.table
    assert model.round.stage == Stage.WINDOW
    assert table.panel._hint.text() == "Declare one meld, then continue."
    # The status line agrees with the panel: one meld, not "your melds".
    assert win.status_label.text() == "You won the trick — declare a meld, then continue."
    meld = table.panel.button_for(ActionKind.MELD)
    assert meld is not None
    meld.click()
    settled_turn(qtbot, win)
    assert model.round.stage == Stage.WINDOW
    assert [a.kind for a in model.human_legal_actions()] == [ActionKind.DONE]
    assert table.panel._hint.text() == "You have declared your meld for this trick: continue."
    assert "Nothing to declare" not in table.panel._hint.text()
    assert win.status_label.text() == "You won the trick — nothing to declare: continue."


# --- the last trick ----------------------------------------------------------------------


def near_the_end(seed: int = 3) -> Match:
    """A Marjolet match whose first round has one trick left, the human to play."""
    for attempt in range(50):
        rng = random.Random(seed + attempt)
        match = Match(quick_settings().rules, first_dealer=0, rng=seed)
        state = match.round
        while not state.is_over():
            if (
                state.to_move == HUMAN
                and state.stage in (Stage.LEAD, Stage.FOLLOW)
                and len(state.hand(HUMAN)) == 1
            ):
                return match
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no position found")


def test_the_last_trick_is_held_up_until_a_click(qtbot: QtBot, windows: list[MainWindow]) -> None:
    win = open_window(qtbot, windows, quick_settings(animation_speed="slow"))
    win.resume(SavedGame(near_the_end(), "easy", 0, 0))
    model, table = win.model, win.table
    settled_turn(qtbot, win)
    table.activate_card(int(next(iter(model.round.hand(HUMAN)))))
    qtbot.waitUntil(lambda: model.round.is_over() and table._click_ends_hold, timeout=10000)
    qtbot.wait(600)  # longer than an ordinary trick's pause: still held up, no summary
    assert table._click_ends_hold and win.active_dialog is None
    # The trick still lies where it was played, to be seen (not yet on a pile).
    shown = table.state
    assert shown is not None
    for _player, number in shown.last_trick:
        pose = table._poses[number]
        assert (table.card_item(number).x(), table.card_item(number).y()) != (pose.x, pose.y)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(win.active_dialog, RoundSummaryDialog), timeout=10_000)


def test_the_computer_s_answer_to_a_lead_is_held_up_longer(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """The player's pass saw the computer's answer for 0.6 s before the trick was gathered:
    a trick the player led stays longer than one the computer led (a click ends it)."""
    win = open_window(qtbot, windows, quick_settings(animation_speed="normal"))
    win.start(first_dealer=COMPUTER)  # the player leads the first trick
    model, table = win.model, win.table
    settled_turn(qtbot, win)
    assert model.round.stage == Stage.LEAD and model.round.to_move == HUMAN
    table.activate_card(int(next(iter(model.round.hand(HUMAN)))))
    qtbot.waitUntil(lambda: len(model.round.tricks) == 1 and table._click_ends_hold, timeout=10_000)
    qtbot.wait(steps.HOLD_TRICK_MS + 100)  # longer than a trick the computer led
    assert table._click_ends_hold and table.queue.busy
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not table.queue.busy, timeout=5000)
    assert not table._click_ends_hold


def the_human_leads_the_last_trick(seed: int = 3) -> Match:
    """A Marjolet match whose first round has one trick left, the human to lead it."""
    for attempt in range(200):
        rng = random.Random(seed + attempt)
        match = Match(quick_settings().rules, first_dealer=0, rng=seed + attempt)
        state = match.round
        while not state.is_over():
            if state.to_move == HUMAN and state.stage == Stage.LEAD and len(state.hand(HUMAN)) == 1:
                return match
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no position found")


def test_the_lit_nameplate_agrees_with_the_status_line_while_cards_fly(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """The reviewer saw "You" lit under "The computer is thinking…" (the computer's reply,
    held until the human's card landed, went without the table settling in between), and
    "Computer" lit under "The round is over." while the last trick was held up."""
    win = open_window(qtbot, windows, quick_settings(animation_speed="slow"))
    win.resume(SavedGame(the_human_leads_the_last_trick(), "easy", 0, 0))
    model, table = win.model, win.table
    settled_turn(qtbot, win)
    assert table.side_to_move_shown == HUMAN
    last = int(next(iter(model.round.hand(HUMAN))))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=card_point(table, last))
    assert table.queue.busy and model.round.to_move == COMPUTER
    assert win.status_label.text() == "The computer is thinking…"
    assert table.side_to_move_shown == COMPUTER  # at once, not when the card has landed
    qtbot.waitUntil(lambda: model.round.is_over() and table._click_ends_hold, timeout=10_000)
    assert win.status_label.text() == "The round is over."
    assert table.side_to_move_shown is None


# --- keys and pointer --------------------------------------------------------------------


def test_enter_plays_the_hinted_card(qtbot: QtBot, windows: list[MainWindow]) -> None:
    win = open_window(qtbot, windows, quick_settings(hard_think_time=0.25))
    win.start(first_dealer=COMPUTER)
    model, table = win.model, win.table
    settled_turn(qtbot, win)
    with qtbot.waitSignal(model.hintReady, timeout=10000) as blocker:
        win.hint_action.trigger()
    hinted = blocker.args[0]
    assert hinted.kind == ActionKind.PLAY
    assert table.focus_card == int(hinted.card)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert model.round.history[-1] == hinted or model.round.history[0] == hinted


def test_the_hinted_card_and_the_card_enter_plays_look_apart(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """The player's report: after H, Right raised another card with the same gold ring as
    the hinted one, and Enter played the one they had not meant. The card Enter plays
    has the focus's ring, the hinted one the pointed ring; once another card is played,
    neither the hint's nor the focus's look stays, even while the computer's answer is
    shown."""
    settings = quick_settings(hard_think_time=0.25, animation_speed="normal")
    win = open_window(qtbot, windows, settings)
    win.start(first_dealer=COMPUTER)
    model, table = win.model, win.table
    settled_turn(qtbot, win)
    with qtbot.waitSignal(model.hintReady, timeout=10000) as blocker:
        win.hint_action.trigger()
    hinted = int(blocker.args[0].card)
    item = table.card_item(hinted)
    assert item.is_focused and item.is_pointed  # (the focus's ring is the one drawn)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    chosen = table.focus_card
    assert chosen is not None and chosen != hinted
    # (Each look asked of the table anew: mypy holds on to an answer once asserted.)
    assert table.card_item(hinted).is_pointed and not table.card_item(hinted).is_focused
    assert table.card_item(chosen).is_focused and not table.card_item(chosen).is_pointed
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert model.round.history[-1] == play(chosen) or play(chosen) in model.round.history
    assert table.queue.busy  # (the card on its way: the looks change at once all the same)
    after = table.card_item(hinted)  # (asked again: mypy holds on to the first answer)
    assert not after.is_pointed and not after.is_focused
    assert not table.card_item(chosen).is_focused


@pytest.mark.parametrize("dealer", [HUMAN, COMPUTER])
def test_the_7_of_trumps_turned_up_says_whom_it_scores_for(
    qtbot: QtBot, windows: list[MainWindow], dealer: int
) -> None:
    """The dealer's 10 points for a 7 of trumps turned up came without a word: the
    score moved and nothing said why."""
    settings = quick_settings()
    win = open_window(qtbot, windows, settings)
    state = build_deal("AS KS QS JS TS 9S", "AH KH QH JH TH 9H", "7D", dealer=dealer)
    win.model.new_game_with_deal(state.deal, settings.rules)
    qtbot.waitUntil(lambda: bool(win.table.caption_text), timeout=3000)
    who = texts.player_caption(dealer, HUMAN, texts.seven_turned_up(10))
    assert win.table.caption_text == who
    assert win.model.round.score(dealer) == 10
    win.model.new_game_with_deal(
        build_deal("AS KS QS JS TS 9S", "AH KH QH JH TH 9H", "8D").deal, settings.rules
    )
    qtbot.wait(50)
    assert win.table.caption_text == ""


def test_a_hint_asked_during_the_deal_is_not_replaced_by_the_7_turned_up(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """The table shows the deal after the game has dealt it: a hint asked meanwhile was
    replaced by the 7's caption when the deal had been shown, its card still lit."""
    settings = quick_settings(hard_think_time=0.25, animation_speed="normal")
    win = open_window(qtbot, windows, settings)
    state = build_deal("AS KS QS JS TS 9S", "AH KH QH JH TH 9H", "7D", dealer=COMPUTER)
    with qtbot.waitSignal(win.model.hintReady, timeout=10_000):
        win.model.new_game_with_deal(state.deal, settings.rules)
        assert win.table.queue.busy and win.model.is_human_turn()
        win.hint()
    qtbot.waitUntil(lambda: not win.table.queue.busy, timeout=10_000)
    assert win.table.caption_text.startswith("Hint:")
    assert win.table.hint_cards


def test_cards_that_may_not_be_played_do_not_lift(qtbot: QtBot, windows: list[MainWindow]) -> None:
    # Phase 2 of Marjolet: the human must follow the computer's lead.
    win = open_window(qtbot, windows, quick_settings())
    win.start(first_dealer=HUMAN)
    model, table = win.model, win.table
    rng = random.Random(2)
    for _ in range(200):
        settled_turn(qtbot, win)
        state = model.round
        assert not state.is_over(), "no restricted turn was met"
        if state.stage == Stage.FOLLOW and state.playable_mask() != state.hands[HUMAN]:
            break
        model.play_human(human_choice(model.human_legal_actions(), rng))
    state = model.round
    illegal = [c for c in table.human_cards() if not state.playable_mask() >> c & 1]
    legal = [c for c in table.human_cards() if state.playable_mask() >> c & 1]
    assert illegal and legal
    for number in illegal:
        item = table.card_item(number)
        assert item.is_interactive and not item.lifts  # a click still says why
    assert table.card_item(legal[0]).lifts
    qtbot.mouseMove(table.viewport(), card_point(table, illegal[0]))
    qtbot.wait(200)
    assert table.card_item(illegal[0])._lift == 0.0


def test_the_meld_row_keeps_its_order_through_undo(qtbot: QtBot, windows: list[MainWindow]) -> None:
    settings = quick_settings()
    state = build_deal("KS QS KC QC AH 8D", "8C 9C JC 8S 9S JS", "9H", dealer=COMPUTER)
    win = lead_the_ace_of_hearts(qtbot, windows, settings, state)
    model, table = win.model, win.table
    buttons = {b.text(): b for b in table.panel.buttons}
    spades = next(b for text, b in buttons.items() if "♠" in text and "Marriage" in text)
    spades.click()  # spades first (the higher cards), then clubs
    settled_turn(qtbot, win)
    clubs = next(b for b in table.panel.buttons if "♣" in b.text() and "Marriage" in b.text())
    clubs.click()
    settled_turn(qtbot, win)
    done = table.panel.button_for(ActionKind.DONE)
    assert done is not None
    done.click()
    settled_turn(qtbot, win)
    shown = table.state
    assert shown is not None
    row = shown.melds[HUMAN]
    assert len(row) == 4
    assert model.is_human_turn() and model.round.stage == Stage.LEAD
    table.activate_card(card(model.round, "8D"))
    settled_turn(qtbot, win)
    assert win.undo_action.isEnabled()
    win.undo_action.trigger()
    settled_turn(qtbot, win)
    shown = table.state
    assert shown is not None and shown.melds[HUMAN] == row


def test_a_meld_clicked_again_while_it_is_laid_down_is_ignored(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """A double click on a meld's button, or its key pressed twice: the panel keeps the
    button until the cards have landed, and the second press used to be refused in red
    ("You have already declared this meld")."""
    settings = quick_settings(animation_speed="normal")
    state = build_deal("KS QS KC QC AH 8D", "8C 9C JC 8S 9S JS", "9H", dealer=COMPUTER)
    win = lead_the_ace_of_hearts(qtbot, windows, settings, state)
    model, panel = win.model, win.table.panel
    refusals: list[str] = []
    model.actionRefused.connect(refusals.append)
    spades = next(b for b in panel.buttons if "♠" in b.text() and "Marriage" in b.text())
    declared = next(a for b, a in panel._actions if b is spades)
    spades.click()
    assert win.table.queue.busy  # the meld is being laid down
    assert not spades.isEnabled()  # greyed at once: a second click does nothing
    panel._choose(declared)  # (as a press that reached it would)
    assert refusals == []
    assert [a.kind for a in model.round.history].count(ActionKind.MELD) == 1
    settled_turn(qtbot, win)
    assert all(b.isEnabled() for b in panel.buttons)


def test_trumps_are_named_once_the_upcard_is_turned(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    win = open_window(qtbot, windows, quick_settings(animation_speed="normal"))
    win.start()
    table = win.table
    assert table.queue.busy
    # Halfway through the deal, its clock held there (a busy machine pausing the process
    # for a second would have let the whole deal, some 1.2 s, land during a real wait).
    deal = table.queue._running
    assert deal is not None
    deal.pause()
    deal.setCurrentTime(deal.totalDuration() // 2)
    qtbot.wait(100)
    assert "Trumps" not in table.stock_label_text  # the deal is under way
    deal.resume()
    qtbot.waitUntil(lambda: "Trumps" in table.stock_label_text, timeout=10000)


def test_the_keys_come_back_to_the_table_when_a_screen_on_top_goes(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """The player's pass: after the round's summary (and after a dialog that left no
    widget with the focus), H still gave a hint but Enter and the arrows did nothing
    until a click on the felt. The keys are the table's again, without a click."""
    from .test_resume import play_to_summary  # noqa: PLC0415 (one test's helper)

    win = open_window(qtbot, windows, quick_settings())
    win.start()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=10_000)
    play_to_summary(qtbot, win)
    summary = win.active_dialog
    assert isinstance(summary, RoundSummaryDialog)
    summary.continue_button.click()
    qtbot.waitUntil(win.model.is_human_turn, timeout=10_000)
    settled_turn(qtbot, win)
    qtbot.waitUntil(win.table.hasFocus, timeout=5000)
    assert win.isActiveWindow()
    # No widget of the window has the focus (the panel's button that had it is gone):
    # a key reaches the window itself, and is the table's.
    focused = QApplication.focusWidget()
    assert focused is not None
    focused.clearFocus()
    assert QApplication.focusWidget() is None
    qtbot.keyClick(win, Qt.Key.Key_Right)
    assert win.table.focus_card is not None and win.table.hasFocus()


def test_a_late_enter_does_not_skip_the_round_s_summary(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """An Enter pressed a moment late for the round's last card went to "Next round":
    the summary was never seen. For a moment after it shows, the summary takes no Enter,
    Space or Escape; a click is answered at once, and the keys after the moment."""
    from .test_resume import play_to_summary  # noqa: PLC0415 (one test's helper)

    win = open_window(qtbot, windows, quick_settings())
    win.start()
    play_to_summary(qtbot, win)
    summary = win.active_dialog
    assert isinstance(summary, RoundSummaryDialog)
    qtbot.waitUntil(summary.isVisible, timeout=5000)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape):
        qtbot.keyClick(summary.continue_button, key)
        qtbot.keyClick(summary, key)
    assert summary.isVisible() and win.active_dialog is summary
    qtbot.wait(int(SETTLE_S * 1000) + 100)
    # An Enter held down from the last card repeats past the moment: not answered.
    held = QKeyEvent(
        QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", True
    )
    QApplication.sendEvent(summary, held)
    assert summary.isVisible()
    qtbot.keyClick(summary, Qt.Key.Key_Return)
    assert not summary.isVisible()
    qtbot.waitUntil(lambda: bool(win.model.match.results) and not win.model.round.is_over())


def test_wait_for_your_turn_goes_once_the_turn_is_yours(
    qtbot: QtBot, windows: list[MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The QA pass: keys pressed while the computer played left "Wait for your turn: the
    computer is playing." on the table for its three seconds, under the status line's
    "Your turn — answer…". A refusal goes once the game has moved on from where it was
    said and the table has caught up."""
    slow = SlowPlayer(seconds=0.4)
    monkeypatch.setattr(worker_module, "make_player", lambda level: slow)
    win = open_window(qtbot, windows, quick_settings())
    win.start(first_dealer=HUMAN)  # (the computer leads)
    model, table = win.model, win.table
    assert slow.started.wait(10)
    assert not model.is_human_turn()
    qtbot.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, pos=card_point(table, table.human_cards()[0])
    )
    assert table.refusal_text == "Wait for your turn: the computer is playing."
    assert table._toast.isVisible()
    said = time.monotonic()
    settled_turn(qtbot, win)
    assert model.is_human_turn() and time.monotonic() - said < 2.5
    assert not table._toast.isVisible()
    # A refusal at the player's own turn stays its time (nothing has moved on).
    model.play_human(EXCHANGE)  # (not now: the upcard is taken in a window)
    assert table.refusal_text and table._toast.isVisible()
    table._settle()
    assert table._toast.isVisible()
