"""The frozen baseline (``benchmarks/baseline``): the arena plays it on demand, it only
uses the engine, and the game itself never loads it."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from marjolet_qt.ai import arena
from marjolet_qt.ai.arena_results import Config
from marjolet_qt.engine import RoundState, RuleSet


def test_hard_at_baseline_plays_a_round_in_the_arena() -> None:
    """One duplicate pair (two rounds) of Hard against its frozen self, few worlds."""
    config = Config("hard", "hard@baseline", RuleSet.from_preset("marjolet"), 1, 1.0, 3)
    summary = arena.run(config, 1, progress=False)
    assert summary["rounds"] == 2
    assert summary["b_stats"]["level"] == "hard@baseline"
    assert summary["b_stats"]["decisions"] > 0


def test_every_baseline_level_finishes_a_round() -> None:
    rules = RuleSet.from_preset("marjolet")
    for level in ("easy", "medium", "hard"):
        player = arena.make_level(f"{level}@baseline", iterations=2)
        state = RoundState.new(rules, 1, 7)
        arena.play_round(state, (player, player), 0.0, (random.Random(0), random.Random(1)))
        assert state.is_over()


def test_unknown_versions_and_levels_are_refused() -> None:
    with pytest.raises(ValueError, match="no frozen version"):
        arena.make_level("hard@nowhere")
    with pytest.raises(ValueError, match="no frozen version"):
        arena.make_level("hard@../marjolet_qt")
    with pytest.raises(ValueError, match="unknown level"):
        arena.make_level("wizard@baseline")


def test_the_baseline_imports_only_the_engine_and_the_game_never_loads_it() -> None:
    """Run in a fresh interpreter: the baseline must not lean on the evolving opponent
    (``marjolet_qt.ai``), and the opponent and arena must not import it until asked."""
    code = (
        "import sys\n"
        "import marjolet_qt.ai.arena as arena\n"
        "assert not [m for m in sys.modules if m.startswith('_marjolet_frozen')]\n"
        "before = {m for m in sys.modules if m.startswith('marjolet_qt.ai')}\n"
        "for m in before: del sys.modules[m]\n"
        "import importlib.util, pathlib\n"
        "folder = arena.VERSIONS_DIR / 'baseline'\n"
        "spec = importlib.util.spec_from_file_location('b', folder / '__init__.py',"
        " submodule_search_locations=[str(folder)])\n"
        "module = importlib.util.module_from_spec(spec); sys.modules['b'] = module\n"
        "spec.loader.exec_module(module)\n"
        "assert not [m for m in sys.modules if m.startswith('marjolet_qt.ai')], 'uses ai'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
