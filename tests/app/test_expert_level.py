"""Expert in the game (#17): offered in the settings with its description, and thinking in
worker processes without holding up a cancel, a new request or the game's shutdown."""

from __future__ import annotations

import random
import time
import xml.etree.ElementTree as ET

from pytestqt.qtbot import QtBot

from marjolet_qt.ai.parallel import ExpertPlayer
from marjolet_qt.ai.worker_pool import WorkerPool
from marjolet_qt.app.settings import Settings
from marjolet_qt.app.worker import ComputerThinker
from marjolet_qt.engine.observation import Observation
from marjolet_qt.engine.round import Deal, RoundState
from marjolet_qt.engine.rules import RuleSet

from .helpers import TS_FILE
from .test_settings_dialog import choose, open_dialog


def test_the_settings_offer_expert_with_its_description(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, Settings(level="hard"))
    page = dialog.opponent_page
    dialog.tabs.setCurrentWidget(page)
    names = [page.level_combo.itemText(i) for i in range(page.level_combo.count())]
    assert names == ["Easy", "Medium", "Hard", "Expert"]
    choose(qtbot, page.level_combo, "expert")
    assert "strongest" in page.level_help.text() and "3 seconds" in page.level_help.text()
    # Its own time, not "three times Hard's": Hard may be given up to 10 s.
    assert "three times" not in page.level_help.text()
    assert not page.think_spin.isEnabled()  # Expert's time is its own, not Hard's setting
    assert dialog.result_settings().level == "expert"


def test_expert_is_worded_in_french() -> None:
    root = ET.parse(TS_FILE).getroot()
    translations = {
        message.findtext("source"): message.findtext("translation")
        for message in root.iter("message")
    }
    assert translations["Expert"] == "Expert"
    description = next(text for text in translations if text and text.startswith("The strongest"))
    assert "le plus fort" in (translations[description] or "")


def opening(seed: int) -> Observation:
    rules = RuleSet.from_preset("marjolet")
    state = RoundState(rules, Deal.shuffled(rules, 0, random.Random(seed)))
    return Observation.of(state, state.to_move)


def test_cancel_while_expert_thinks_then_a_new_request_then_quit(qtbot: QtBot) -> None:
    thinker = ComputerThinker()
    answers: list[object] = []
    thinker.moveReady.connect(answers.append)
    try:
        thinker.request(opening(1), "expert", 60.0, seed=1)

        def expert_thinking() -> bool:
            player = thinker._players.get("expert")
            return isinstance(player, ExpertPlayer) and "running" in player.status()

        qtbot.waitUntil(expert_thinking, timeout=30_000)
        player = thinker._players["expert"]
        assert isinstance(player, ExpertPlayer)
        assert thinker.cancel()
        # A new request answers well before the cancelled one's 60 s.
        start = time.perf_counter()
        with qtbot.waitSignal(thinker.moveReady, timeout=20_000):
            thinker.request(opening(2), "expert", 0.5, seed=2)
        assert time.perf_counter() - start < 15.0
        assert len(answers) == 1 and answers[0] in opening(2).legal_actions
        # Quitting while Expert thinks ends the thread and the workers promptly.
        thinker.request(opening(3), "expert", 60.0, seed=3)
        qtbot.wait(200)
        pool = player._pool
        assert pool is not None
        start = time.perf_counter()
    finally:
        ended = thinker.shutdown()
    assert ended and time.perf_counter() - start < 10.0
    assert not thinker.running
    assert pool.closed and not any(process.is_alive() for process in pool._processes)
    assert len(answers) == 1


def pool_of(player: object) -> WorkerPool | None:
    assert isinstance(player, ExpertPlayer)
    return player._pool


def test_another_level_closes_experts_workers_but_a_hint_does_not(qtbot: QtBot) -> None:
    thinker = ComputerThinker()
    try:
        with qtbot.waitSignal(thinker.moveReady, timeout=30_000):
            thinker.request(opening(4), "expert", 0.3, seed=1)
        expert = thinker._players["expert"]
        assert isinstance(expert, ExpertPlayer)
        assert expert._pool is not None
        with qtbot.waitSignal(thinker.moveReady, timeout=30_000):
            thinker.request(opening(4), "hard", 0.2, seed=1, with_reason=True)  # a Hint
        assert thinker._players.get("expert") is expert and pool_of(expert) is not None
        with qtbot.waitSignal(thinker.moveReady, timeout=30_000):
            thinker.request(opening(4), "medium", 0.0, seed=1)  # the opponent changed
        assert "expert" not in thinker._players and pool_of(expert) is None
    finally:
        thinker.shutdown()
