"""The compiled search (:mod:`marjolet_qt.ai.native`): the same values as the sources,
and never an extension older than its source."""

from __future__ import annotations

import importlib
import importlib.machinery
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from marjolet_qt.ai import native

from ..fuzzing import dumps, json_values, mutated

ROOT = Path(__file__).resolve().parents[2]
SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]

# Hard's search over fixed worlds on positions of Marjolet and Bésigue reached by Medium
# playing itself: every candidate's value in every world, and the move.
SEARCH_SCRIPT = """
import json, random, sys
from marjolet_qt.ai import make_player, native
from marjolet_qt.ai.search import SearchPlayer
from marjolet_qt.engine import RoundState, RuleSet
from marjolet_qt.engine.observation import Observation
out = {"compiled": native.compiled(), "decisions": []}
for preset in ("marjolet", "besigue"):
    rules = RuleSet.from_preset(preset)
    medium, rng = make_player("medium"), random.Random(3)
    hard = SearchPlayer("hard", iterations=12, early_stop=False)
    state = RoundState.new(rules, 0, 11)
    while not state.is_over():
        obs = Observation.of(state, state.to_move)
        if len(obs.legal_actions) > 1 and len(state.history) % 3 == 0:
            hard.last_result = None
            action = hard.choose(obs, 0.0, random.Random(len(state.history)))
            result = hard.last_result
            out["decisions"].append([str(action), result and result.values])
        state.apply(medium.choose(obs, 0.0, rng))
print(json.dumps(out))
"""


def run_python(
    *args: str,
    pure: bool = False,
    cwd: Path = ROOT,
    env: dict[str, str] | None = None,
    timeout: float = 600,
) -> subprocess.CompletedProcess[str]:
    """``python ARGS`` in ``cwd``, whose package it imports; the sources forced only if
    ``pure``; ``env`` added to this process's environment."""
    environment = {k: v for k, v in os.environ.items() if k != native.PURE_ENV}
    environment.update(env or {})
    if pure:
        environment[native.PURE_ENV] = "1"
    environment["PYTHONPATH"] = str(cwd)
    return subprocess.run(
        [sys.executable, *args],
        cwd=cwd,
        env=environment,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


@pytest.mark.slow
def test_the_compiled_search_gives_the_sources_values_world_by_world() -> None:
    compiled = run_python("-c", SEARCH_SCRIPT)
    pure = run_python("-c", SEARCH_SCRIPT, pure=True)
    assert compiled.returncode == 0, compiled.stderr
    assert pure.returncode == 0, pure.stderr
    fast, slow = json.loads(compiled.stdout), json.loads(pure.stdout)
    assert slow["compiled"] is False
    # Where the build is current (make test builds it), the search runs compiled.
    assert fast["compiled"] is native.current(), "out of date? run make native"
    assert len(fast["decisions"]) > 10
    assert sum(values is not None for _, values in fast["decisions"]) > 5
    assert fast["decisions"] == slow["decisions"]


def test_the_package_runs_compiled_whenever_the_build_is_current() -> None:
    # make test builds it: then this process itself searches compiled, unless told not to.
    wanted = native.current() and os.environ.get(native.PURE_ENV) != "1"
    assert native.compiled() is wanted
    assert native.describe() == ("compiled (mypyc)" if wanted else "pure Python")


def _fake_build(root: Path, *, stamp: dict[str, object] | None) -> Path:
    """A package folder ``root/ai`` as a build leaves it, with stand-in extensions."""
    directory = root / "ai"
    directory.mkdir(exist_ok=True)
    (root / "engine.py").write_text("RULES = 1\n", encoding="utf-8")
    for name in native.COMPILED:
        (directory / f"{name}.py").write_text(f"NAME = {name!r}\n", encoding="utf-8")
    for name in [*native.COMPILED, native.GROUP_LIBRARY]:
        (directory / f"{name}{SUFFIX}").write_bytes(b"not a shared library")
    if stamp is not None:
        (directory / "_native.json").write_text(json.dumps(stamp), encoding="utf-8")
    return directory


def _good_stamp(root: Path) -> dict[str, object]:
    paths = ["engine.py", *(f"ai/{name}.py" for name in native.COMPILED)]
    return {"compiled": True, "sources": native.file_hashes(root, paths), "suffix": SUFFIX}


def test_extensions_are_stale_without_a_stamp_matching_every_source(tmp_path: Path) -> None:
    stamp_path = tmp_path / "ai" / "_native.json"
    (tmp_path / "ai").mkdir()
    assert native.stale_reason(tmp_path / "ai", stamp_path, tmp_path) is None  # none built
    assert native.extension_modules(tmp_path / "absent") == {}  # frozen without them
    directory = _fake_build(tmp_path, stamp=None)

    def reason() -> str | None:
        return native.stale_reason(directory, stamp_path, tmp_path)

    assert "missing" in (reason() or "")
    _fake_build(tmp_path, stamp=_good_stamp(tmp_path))
    assert reason() is None
    # Another interpreter's build beside it is no module of this one.
    (directory / "solver.cpython-399-elsewhere.so").write_bytes(b"")
    assert reason() is None
    (directory / "rollout.py").write_text("NAME = 'edited'\n", encoding="utf-8")
    assert reason() == "ai/rollout.py changed since the build"
    _fake_build(tmp_path, stamp=None)
    _fake_build(tmp_path, stamp=_good_stamp(tmp_path))
    # A module compiled code is built against (its types are checked at run time).
    (tmp_path / "engine.py").write_text("RULES = 2\n", encoding="utf-8")
    assert reason() == "engine.py changed since the build"
    _fake_build(tmp_path, stamp={**_good_stamp(tmp_path), "suffix": ".cpython-399-x.so"})
    assert reason() == "they were built for another Python"
    for damaged in ("[1, 2]", "{", "", '{"compiled": false, "sources": {}}', '{"sources": 3}'):
        stamp_path.write_text(damaged, encoding="utf-8")
        assert reason() is not None


@pytest.mark.fuzz
@given(
    st.one_of(
        mutated([{"compiled": True, "sources": {"ai/solver.py": "0" * 64}, "suffix": SUFFIX}]),
        json_values,
        st.builds(lambda d: {"compiled": True, "sources": d, "suffix": SUFFIX}, json_values),
    )
)
@settings()
def test_a_damaged_stamp_only_ever_makes_the_build_stale(doc: object) -> None:
    """The stamp is a file the game reads at every start: whatever it holds, the guard
    answers (the sources run), never raises, never reads outside the package."""
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        directory = _fake_build(root, stamp=None)
        (directory / "_native.json").write_bytes(dumps(doc))
        reason = native.stale_reason(directory, directory / "_native.json", root)
        assert isinstance(reason, str)
        (directory / "_native.json").write_bytes(dumps(doc)[:7] + b"\xff\x00")
        assert isinstance(native.stale_reason(directory, directory / "_native.json", root), str)


def test_a_stamp_naming_files_outside_the_package_is_refused(tmp_path: Path) -> None:
    directory = _fake_build(tmp_path, stamp=None)
    for path in ("/dev/zero", "../engine.py", "ai/../../x.py", "C:/x.py", "ai\\x.py", "a\x00.py"):
        stamp = {"compiled": True, "sources": {path: ""}, "suffix": SUFFIX}
        (directory / "_native.json").write_text(json.dumps(stamp), encoding="utf-8")
        reason = native.stale_reason(directory, directory / "_native.json", tmp_path)
        assert reason == "_native.json is not the stamp of a build"


def test_an_incomplete_build_or_a_stray_extension_is_stale(tmp_path: Path) -> None:
    directory = _fake_build(tmp_path, stamp=_good_stamp(tmp_path))
    stamp_path = directory / "_native.json"
    (directory / f"solver_tables{SUFFIX}").unlink()  # a compiled module lost
    assert "incomplete" in (native.stale_reason(directory, stamp_path, tmp_path) or "")
    directory = _fake_build(tmp_path, stamp=_good_stamp(tmp_path))
    (directory / f"search{SUFFIX}").write_bytes(b"")  # left by an older build
    assert "search" in (native.stale_reason(directory, stamp_path, tmp_path) or "")


def test_the_fallback_loads_every_source_ahead_of_its_extension(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = tmp_path / "fakeai"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    for name in native.COMPILED:  # with "extensions" that would fail to load
        (package / f"{name}.py").write_text(f"NAME = {name!r}\n", encoding="utf-8")
        (package / f"{name}{SUFFIX}").write_bytes(b"not a shared library")
    monkeypatch.syspath_prepend(str(tmp_path))
    finder = native.SourceFirst(package, package="fakeai")
    monkeypatch.setattr(sys, "meta_path", [finder, *sys.meta_path])
    try:
        for name in native.COMPILED:
            module = importlib.import_module(f"fakeai.{name}")
            assert name == module.NAME
            assert module.__file__ == str(package / f"{name}.py")
        assert finder.find_spec("fakeai.other", None) is None
    finally:
        for name in [n for n in sys.modules if n == "fakeai" or n.startswith("fakeai.")]:
            del sys.modules[name]


NOT_BUILT = "the compiled search is not built or out of date here (make native)"


@pytest.mark.skipif(not native.current(), reason=NOT_BUILT)
def test_an_edited_source_is_run_instead_of_its_older_extension(tmp_path: Path) -> None:
    copy = tmp_path / "marjolet_qt"
    shutil.copytree(ROOT / "marjolet_qt", copy, ignore=shutil.ignore_patterns("__pycache__"))
    probe = "from marjolet_qt.ai import native; print(native.describe())"
    fresh = run_python("-c", probe, cwd=tmp_path)
    assert fresh.stdout.strip() == "compiled (mypyc)", fresh.stderr
    with (copy / "ai" / "solver.py").open("a", encoding="utf-8") as source:
        source.write("\n# edited after the build\n")
    stale = run_python("-c", probe, cwd=tmp_path)
    assert stale.returncode == 0, stale.stderr
    assert stale.stdout.strip() == "pure Python"
    assert "ai/solver.py changed since the build" in stale.stderr
    assert "make native" in stale.stderr


@pytest.mark.skipif(not native.current(), reason=NOT_BUILT)
@pytest.mark.parametrize("damaged", ["rollout", "_native__mypyc"])
def test_a_damaged_extension_falls_back_to_the_sources(tmp_path: Path, damaged: str) -> None:
    copy = tmp_path / "marjolet_qt"
    shutil.copytree(ROOT / "marjolet_qt", copy, ignore=shutil.ignore_patterns("__pycache__"))
    (copy / "ai" / f"{damaged}{SUFFIX}").write_bytes(b"\x7fELF truncated")
    probe = (
        "from marjolet_qt.ai import native, make_player; make_player('hard'); "
        "print(native.describe())"
    )
    done = run_python("-c", probe, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "pure Python"
    assert "cannot be used (ImportError" in done.stderr


@pytest.mark.slow
@pytest.mark.skipif(os.name == "nt", reason="CC names the compiler on POSIX systems only")
def test_without_a_compiler_the_build_says_so_and_the_sources_run(tmp_path: Path) -> None:
    # A fresh clone: no build in it yet.
    fresh = shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", "_native.json")
    shutil.copytree(ROOT / "marjolet_qt", tmp_path / "marjolet_qt", ignore=fresh)
    (tmp_path / "tools").mkdir()
    shutil.copy(ROOT / "tools" / "build_native.py", tmp_path / "tools")
    build = str(tmp_path / "tools" / "build_native.py")

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return run_python(build, *args, cwd=tmp_path, env={"CC": "false"})

    required = run("--require")
    assert required.returncode == 1
    assert "could not compile the search" in required.stderr
    soft = run()
    assert soft.returncode == 0, soft.stderr
    assert "runs it in pure Python" in soft.stdout
    directory = tmp_path / "marjolet_qt" / "ai"
    assert native.extension_modules(directory) == {}
    stamp = json.loads((directory / "_native.json").read_text(encoding="utf-8"))
    assert stamp["compiled"] is False  # make does not try again until a source changes
    again = run()
    assert again.returncode == 0 and again.stdout == "", again.stdout
    assert run("--require").returncode == 1  # ...unless the compiled search is required
    assert run().returncode == 0
    probe = "from marjolet_qt.ai import native, make_player; make_player('hard')"
    done = run_python(
        "-c", probe + "; print(native.describe())", cwd=tmp_path, env={"CC": "false"}, timeout=120
    )
    assert done.stdout.strip() == "pure Python" and not done.stderr, done.stderr
