"""One copy of the game at a time on a player's folders (``marjolet_qt/app/instance.py``).

The attacker's review ran two copies on the same folders: the statistics kept one copy's
rounds and lost the other's, and a resume declined in the second moved the first one's
live autosave away.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLockFile
from PySide6.QtWidgets import QApplication, QMessageBox

from marjolet_qt.app import handoff, i18n, main, savegame
from marjolet_qt.app.instance import LOCK_NAME, InstanceLock, lock_path
from marjolet_qt.engine import RoundState, RuleSet, to_record

ROOT = Path(__file__).resolve().parents[2]


def test_a_second_copy_cannot_take_the_lock_until_the_first_lets_go(tmp_path: Path) -> None:
    first, second = InstanceLock(tmp_path / "data"), InstanceLock(tmp_path / "data")
    assert first.claim() and first.holds()
    assert (tmp_path / "data" / LOCK_NAME).is_file()
    assert not second.claim() and not second.holds()
    first.release()
    assert second.claim() and second.holds()
    second.release()


def test_a_folder_named_in_another_encoding_is_locked_too(tmp_path: Path) -> None:
    """A data folder whose name is not UTF-8 cannot be named to Qt: it had no lock, and
    two copies ran on it, each writing over the other's games. Its lock lies in the
    temporary folder, under a name drawn from the folder's."""
    folder = tmp_path / os.fsdecode(b"donn\xe9es")
    first, second = InstanceLock(folder), InstanceLock(folder)
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    assert first.path.parent in {Path(tempfile.gettempdir()), Path(runtime or "/nowhere")}
    assert first.path == lock_path(folder) != lock_path(tmp_path / "other")
    # (The same folder through a link: the same lock.)
    (tmp_path / "link").symlink_to(folder, target_is_directory=True)
    folder.mkdir()
    assert lock_path(tmp_path / "link") == lock_path(folder)
    assert first.claim() and first.holds() and first.path.is_file()
    assert not second.claim() and not second.holds()
    first.release()
    assert second.claim() and second.holds()
    second.release()
    assert lock_path(tmp_path / "data") == tmp_path / "data" / LOCK_NAME


def test_one_folder_reached_through_a_link_has_one_socket(tmp_path: Path) -> None:
    """The attacker's pass: a launch that reached the data folder through a link shared
    the first copy's lock but not its socket, so it waited, said the game was open, and
    the file it was started on never opened."""
    folder = tmp_path / "real"
    folder.mkdir()
    (tmp_path / "link").symlink_to(folder, target_is_directory=True)
    assert handoff.server_name(tmp_path / "link") == handoff.server_name(folder)
    assert handoff.server_name(tmp_path / "other") != handoff.server_name(folder)
    loop = tmp_path / "loop"
    loop.symlink_to(loop)  # (a loop of links: named as it is, no error)
    assert handoff.server_name(loop).startswith("marjolet-qt-")


def test_the_lock_of_a_killed_copy_is_taken_over(tmp_path: Path) -> None:
    """A copy killed while it played leaves its lock behind: the next start takes it."""
    folder = tmp_path / "data"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time\n"
            "from marjolet_qt.app.instance import InstanceLock\n"
            f"lock = InstanceLock({str(folder)!r})\n"
            "print(lock.claim(), flush=True)\n"
            "time.sleep(60)\n",
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == "True"
        assert not InstanceLock(folder).claim()  # (alive: held)
    finally:
        os.kill(holder.pid, signal.SIGKILL)
        holder.wait(10)
    again = InstanceLock(folder)
    assert again.claim() and again.holds()
    again.release()


def lock_of(folder: Path, pid: int) -> None:
    """A lock in ``folder`` as this Python writes it (Qt's own lines), naming ``pid``."""
    folder.mkdir()
    own = QLockFile(str(folder / LOCK_NAME))
    assert own.tryLock(0)
    written = (folder / LOCK_NAME).read_text().split("\n")
    own.unlock()
    (folder / LOCK_NAME).write_text("\n".join([str(pid), *written[1:]]))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux tells the program")
@pytest.mark.parametrize("clearable", [True, False])
def test_a_lock_whose_process_id_another_program_took_does_not_stop_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, clearable: bool
) -> None:
    """The attacker's report: a killed copy's lock whose process id another Python took
    since (a reboot), or one Qt cannot clear because the disk is full or read-only, said
    "Marjolet Qt is already open", and the game never started. Not the game's: taken
    over; not clearable either: the game runs unguarded, as where no lock can be made."""
    folder = tmp_path / "data"
    # A lock given to a stranger: another Python, alive, that holds no lock (its
    # predecessor with that id was killed).
    stranger = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        lock_of(folder, stranger.pid)
        if not clearable:
            monkeypatch.setattr(QLockFile, "removeStaleLockFile", lambda self: False)
        lock = InstanceLock(folder)
        assert lock.claim()
        assert lock.holds() == clearable
        lock.release()
    finally:
        stranger.kill()
        stranger.wait(10)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux tells the program")
def test_a_lock_whose_process_id_a_review_took_does_not_stop_the_game(tmp_path: Path) -> None:
    """The attacker's second pass: the process id of a killed copy taken since by one of
    the package's command lines (``python -m marjolet_qt.ai.review``: "marjolet" in its
    command) said "already open" after ten seconds, and the game would not start."""
    folder = tmp_path / "data"
    record = tmp_path / "round.json"
    played = RoundState.new(RuleSet.from_preset(), rng=1)
    while not played.is_over():
        played.apply(played.legal_actions()[0])
    record.write_text(json.dumps(to_record(played)))
    command = [sys.executable, "-m", "marjolet_qt.ai.review", str(record), "--worlds", "10000"]
    tool = subprocess.Popen(command, stdout=subprocess.DEVNULL)  # (minutes: a round played)
    try:
        deadline = time.monotonic() + 30
        while b"marjolet_qt.ai.review" not in Path(f"/proc/{tool.pid}/cmdline").read_bytes():
            assert time.monotonic() < deadline and tool.poll() is None
            time.sleep(0.01)  # (forked, not yet the review)
        lock_of(folder, tool.pid)
        lock = InstanceLock(folder)
        assert lock.claim() and lock.holds()
        lock.release()
        assert tool.poll() is None  # (still grading: its process id was the lock's)
    finally:
        tool.kill()
        tool.wait(10)


def test_a_folder_that_cannot_hold_the_lock_does_not_stop_the_game(tmp_path: Path) -> None:
    """A file where the data folder should be: the game runs unguarded (the window says
    it cannot save), rather than not at all."""
    (tmp_path / "data").write_text("not a folder")
    assert InstanceLock(tmp_path / "data").claim()


def test_a_second_launch_says_the_game_is_open_and_ends(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    # (main() takes over the exception hooks; they are put back after the test.)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    said: list[str] = []

    def information(_parent: Any, _title: str, text: str, *_: Any) -> Any:
        said.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "information", information)
    monkeypatch.setattr(handoff, "STARTING_S", 0.5)  # (no copy will answer)
    first = InstanceLock(savegame.data_folder())
    assert first.claim()
    try:
        assert main.main([]) == 0
    finally:
        first.release()
        i18n.install_translator(qapp, "en")
    assert len(said) == 1 and "already open" in said[0]
    assert not savegame.autosave_path().exists()  # (no game was dealt)


@pytest.mark.parametrize("contents", [b"", b"\x00\xff garbage \xfe", b"not\na\nlock\nat all"])
def test_an_unreadable_lock_left_behind_does_not_stop_the_game(
    tmp_path: Path, contents: bytes
) -> None:
    """The attacker's report: an empty lock (a power cut just after a start) or a garbled
    one said "Marjolet Qt is already open" at every launch, and the game never started
    again. One that has stood a while is nobody's: taken over. A fresh one may be a
    starting copy's, half written: held."""
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / LOCK_NAME
    path.write_bytes(contents)
    assert not InstanceLock(folder).claim()  # (just written: may be a copy starting)
    old = path.stat().st_mtime - 60
    os.utime(path, (old, old))
    lock = InstanceLock(folder)
    assert lock.claim() and lock.holds()
    lock.release()


def test_a_folder_in_the_lock_s_place_that_cannot_be_moved_does_not_stop_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """(A read-only data folder; refused here by hand, as root may write anywhere.)"""
    folder = tmp_path / "data"
    (folder / LOCK_NAME / "inside").mkdir(parents=True)

    def refuse(source: object, target: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    lock = InstanceLock(folder)
    assert lock.claim() and not lock.holds()  # (unguarded: it cannot be replaced)


# --- a file double-clicked while the game is open goes to the copy open ------------------

SERVER = """
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QTimer
from marjolet_qt.app.handoff import HandoffServer
app = QCoreApplication([])
import time
time.sleep(float(sys.argv[2]) if len(sys.argv) > 2 else 0)  # (a copy still starting)
server = HandoffServer(Path(sys.argv[1]))
def received(path):
    sys.stdout.buffer.write(b"got " + (b"none" if path is None else bytes(path)) + b"\\n")
    sys.stdout.flush()
    app.quit()
server.fileReceived.connect(received)
print("listening" if server.listen() else "failed", flush=True)
busy = float(sys.argv[3]) if len(sys.argv) > 3 else 0
if busy:  # (its window's thread busy at first: reading a long game at its launch)
    QTimer.singleShot(0, lambda: time.sleep(busy))
QTimer.singleShot(20_000, app.quit)
app.exec()
"""


def listening_copy(
    folder: Path, after_s: float = 0.0, busy_s: float = 0.0
) -> subprocess.Popen[bytes]:
    """A stand-in for the copy already open: listens on ``folder``'s socket (after
    ``after_s``, a copy still starting: then not waited for), prints what it is handed,
    and ends. Its thread is busy for ``busy_s`` first."""
    copy = subprocess.Popen(
        [sys.executable, "-c", SERVER, str(folder), str(after_s), str(busy_s)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert copy.stdout is not None
    if not after_s:
        assert copy.stdout.readline().strip() == b"listening"
    return copy


def test_a_copy_slow_to_answer_is_waited_for(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The review's finding: a copy open whose window was busy (reading a long game at
    its launch) answered after ANSWER_MS; the second launch said "already open", and the
    file opened all the same. Once the message is given, the answer is waited for."""
    monkeypatch.setattr(handoff, "ANSWER_MS", 300)
    folder = tmp_path / "data"
    copy = listening_copy(folder, busy_s=1.5)
    try:
        assert handoff.hand_over_patiently(folder, tmp_path / "evening.marjolet", wait_s=8)
        assert copy.stdout is not None
        assert copy.stdout.readline().strip().endswith(b"evening.marjolet")
    finally:
        copy.kill()
        copy.wait()


@pytest.mark.parametrize("name", [b"evening.marjolet", b"soir\xe9e \xff.marjolet"])
def test_a_second_launch_hands_its_file_to_the_copy_open(
    qapp: QApplication, tmp_path: Path, name: bytes
) -> None:
    """A saved game double-clicked while the game was open said "already open", and the
    file was lost on the way: the copy open now gets it, a name in another encoding too."""
    from marjolet_qt.app.handoff import hand_over  # noqa: PLC0415

    folder = tmp_path / "data"
    copy = listening_copy(folder)
    try:
        file = Path(os.fsdecode(bytes(tmp_path) + b"/" + name))
        assert hand_over(folder, file)
        assert copy.stdout is not None
        assert copy.stdout.readline().strip() == b"got " + os.fsencode(file)
    finally:
        copy.kill()
        copy.wait(10)
    assert not hand_over(folder, file, timeout_ms=500)  # (no copy listens any more)


@pytest.mark.parametrize("starting_s", [0.0, 2.0])
def test_the_second_launch_ends_quietly_once_the_copy_open_has_its_file(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, starting_s: float
) -> None:
    """Also when the copy open is still starting (``starting_s``): two launches a tenth
    of a second apart, the second said "already open" (the first did not listen yet) and
    its file was never opened. It asks again while the copy that holds the lock starts."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: said.append(str(a[2])))
    first = InstanceLock(savegame.data_folder())
    assert first.claim()
    copy = listening_copy(savegame.data_folder(), after_s=starting_s)
    file = tmp_path / "evening.marjolet"
    try:
        assert main.main([str(file)]) == 0
        assert copy.stdout is not None
        if starting_s:
            assert copy.stdout.readline().strip() == b"listening"
        assert copy.stdout.readline().strip() == b"got " + os.fsencode(file)
    finally:
        copy.kill()
        copy.wait(10)
        first.release()
        i18n.install_translator(qapp, "en")
    assert said == []  # (no "already open": the file went where the game is)
    assert not savegame.autosave_path().exists()


def test_a_handed_file_opens_in_the_window_or_waits_under_a_dialog(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from marjolet_qt.app.savegame import SavedGame, save_game  # noqa: PLC0415
    from marjolet_qt.app.window import MainWindow  # noqa: PLC0415
    from marjolet_qt.engine import RuleSet  # noqa: PLC0415
    from marjolet_qt.engine.match import Match  # noqa: PLC0415

    from .helpers import quick_settings  # noqa: PLC0415

    match = Match(RuleSet.from_preset("besigue"), first_dealer=0, rng=3)
    match.round.apply(match.round.legal_actions()[0])
    path = tmp_path / "evening.marjolet"
    save_game(path, SavedGame(match, "easy"))
    window = MainWindow(quick_settings(), seed=4)
    qtbot.addWidget(window)
    window.show()
    window.start()
    box = QMessageBox(QMessageBox.Icon.Information, "On top", "A dialog", parent=window)
    box.open()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is box)
    window.open_handed_file(Path("/dev/zero"))
    assert window.settings.open_folder != "/dev"  # (remembered only a file's folder)
    window.open_handed_file(path)
    assert window.model.match.rules.preset == "marjolet"  # (not opened under the dialog)
    assert "evening.marjolet" in window.statusBar().currentMessage()
    # Several files double-clicked at once: each is named, not only the last.
    window.open_handed_file(tmp_path / "morning.marjolet")
    window.open_handed_file(path)
    said = window.statusBar().currentMessage()
    assert "evening.marjolet; morning.marjolet" in said and said.endswith("for each.")
    window.statusBar().clearMessage()  # (gone: a later file is named alone)
    window.open_handed_file(tmp_path / "night.marjolet")
    said = window.statusBar().currentMessage()
    assert "night.marjolet" in said and "evening" not in said
    box.close()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    window.open_handed_file(path)  # (nothing played: no question)
    assert "close the window on top" not in window.statusBar().currentMessage()
    assert window.model.match.rules.preset == "besigue"
    assert window.save_path == path
    window.open_handed_file(None)  # only to the front: nothing changes
    assert window.save_path == path
    window.close()


def test_a_file_handed_before_the_launch_is_done_waits_for_it(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The review's finding: the launch waits for the first paint, and a file handed in
    that wait was opened at once, then dealt over by the launch. It opens after it."""
    from marjolet_qt.app.savegame import SavedGame, save_game  # noqa: PLC0415
    from marjolet_qt.app.window import MainWindow  # noqa: PLC0415
    from marjolet_qt.engine import RuleSet  # noqa: PLC0415
    from marjolet_qt.engine.match import Match  # noqa: PLC0415

    from .helpers import quick_settings  # noqa: PLC0415

    match = Match(RuleSet.from_preset("besigue"), first_dealer=0, rng=3)
    path = tmp_path / "handed.marjolet"
    save_game(path, SavedGame(match, "easy"))
    window = MainWindow(quick_settings(welcome_shown=True), seed=4, autosave=False)
    qtbot.addWidget(window)
    window.hold_handed_files()
    window.show()
    window.open_handed_file(path)
    assert window.save_path != path  # (held)
    window.launch(None, [])
    assert window.save_path == path
    assert window.model.match.rules.preset == "besigue"
    window.open_handed_file(None)  # (no longer held: only to the front)
    window.close()


@pytest.mark.parametrize("screen", ["warning", "resume", "welcome"])
def test_a_file_handed_during_the_launch_s_screens_opens_once_they_are_answered(
    qtbot: Any,
    tmp_path: Path,
    windows: list[Any],
    screen: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The review's finding: a file handed while the launch starts, met by the launch's
    own screen (a warning, "Resume?", the welcome), was only named in the status line
    and never opened. It opens once the screens are answered."""
    import random  # noqa: PLC0415

    from PySide6.QtWidgets import QApplication, QDialog, QMessageBox  # noqa: PLC0415

    from marjolet_qt.app import savegame  # noqa: PLC0415
    from marjolet_qt.app.savegame import SavedGame, save_game  # noqa: PLC0415
    from marjolet_qt.app.window import MainWindow  # noqa: PLC0415
    from marjolet_qt.engine import RuleSet  # noqa: PLC0415
    from marjolet_qt.engine.match import Match  # noqa: PLC0415

    from .helpers import quick_settings  # noqa: PLC0415

    if screen == "resume":  # an unfinished game in the autosave: "Resume?"
        unfinished = Match(RuleSet.from_preset("marjolet"), first_dealer=0, rng=5)
        state = unfinished.round
        state.apply(random.Random(0).choice(state.legal_actions()))
        autosaved = savegame.autosave_path()
        autosaved.parent.mkdir(parents=True, exist_ok=True)
        save_game(autosaved, SavedGame(unfinished, "easy"))
    handed = tmp_path / "handed.marjolet"
    save_game(
        handed, SavedGame(Match(RuleSet.from_preset("besigue"), first_dealer=1, rng=9), "easy")
    )
    window = MainWindow(quick_settings(welcome_shown=screen != "welcome"), seed=4)
    qtbot.addWidget(window)
    windows.append(window)
    window.hold_handed_files()
    window.show()
    qtbot.waitExposed(window)
    window.open_handed_file(handed)
    window.open_handed_file(handed)  # (double-clicked twice: opened, and asked, once)
    assert window._handed_early == [handed]
    # (The game dealt meanwhile may have begun: the player gives it up for the file.)
    yes = QMessageBox.StandardButton.Yes
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *_args: yes))
    warnings = [("Settings not read", "They were damaged.")] if screen == "warning" else []
    window.launch(None, warnings)
    shown = QApplication.activeModalWidget()
    assert isinstance(shown, QDialog)
    assert window.save_path != handed  # (held while the screen is up)
    if isinstance(shown, QMessageBox):
        # (Not resumed: a resumed game in progress would be asked about first.)
        answer = (
            QMessageBox.StandardButton.No if screen == "resume" else QMessageBox.StandardButton.Ok
        )
        shown.button(answer).click()
    else:
        shown.accept()
    qtbot.waitUntil(lambda: window.save_path == handed, timeout=3000)
    assert window.model.match.rules.preset == "besigue"
    assert "close the window on top" not in window.statusBar().currentMessage()


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (b'{"open": null}', None),
        (b'{"open": "/a/game.marjolet"}', Path("/a/game.marjolet")),
        (b'{"open": "relative.marjolet"}', False),
        (b'{"open": "/a/\\u0000b"}', False),
        (b'{"open": 5}', False),
        (b'{"other": 1}', False),
        (b"[1, 2]", False),
        (b"\xff\xfe junk", False),
        (b"", False),
    ],
)
def test_only_a_message_of_the_game_s_is_taken(line: bytes, expected: object) -> None:
    """What another program (of the same user) writes to the socket opens nothing."""
    from marjolet_qt.app.handoff import _parse  # noqa: PLC0415

    assert _parse(line) == expected


def test_without_a_lock_a_second_copy_still_hands_its_file_to_one_that_answers(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """No lock could be made (a full disk at the start): both copies ran, and each wrote
    over the other's game once the disk had room. One that answers gets the file."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    monkeypatch.setattr(InstanceLock, "claim", lambda self: True)
    monkeypatch.setattr(InstanceLock, "holds", lambda self: False)
    copy = listening_copy(savegame.data_folder())
    try:
        assert main.main([]) == 0
        assert copy.stdout is not None
        assert copy.stdout.readline().strip() == b"got none"
    finally:
        copy.kill()
        copy.wait(10)
        i18n.install_translator(qapp, "en")
    assert not savegame.autosave_path().exists()  # (this copy never started a game)


def test_the_socket_outlasts_what_another_program_sends_it(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The attacker's pass: "[[[[…" raised an unexpected error in the game (too deep
    for the JSON reader); a long line sent in pieces was read whatever its length;
    thousands of silent connections used up the game's files, and it died at the next
    click. Each is hung up on, and the game's own message still goes through."""
    import socket  # noqa: PLC0415

    from marjolet_qt.app import handoff  # noqa: PLC0415

    monkeypatch.setattr(handoff, "IDLE_MS", 300)
    server = handoff.HandoffServer(tmp_path / "data")
    received: list[object] = []
    server.fileReceived.connect(received.append)
    assert server.listen()
    address = server._server.fullServerName()

    def client() -> socket.socket:
        one = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        one.connect(address)
        return one

    deep = client()
    deep.sendall(b"[" * 5000 + b"\n")
    long = client()
    long.sendall(b"x" * (handoff.MAX_MESSAGE + 10))
    long.sendall(b"\n")
    silent = [client() for _ in range(3 * handoff.MAX_CONNECTIONS)]
    qtbot.wait(100)
    assert len(server._buffers) <= handoff.MAX_CONNECTIONS
    qtbot.waitUntil(lambda: not server._buffers, timeout=5000)  # (the silent ones too)
    for one in (deep, long, *silent):
        one.close()
    assert received == []
    game = client()
    game.sendall(b'{"open": "/a/game.marjolet"}\n')
    qtbot.waitUntil(lambda: received == [Path("/a/game.marjolet")], timeout=5000)
    game.close()
    server.close()


def test_a_lock_from_another_computer_says_which_and_where_it_lies(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A lock naming another machine (a shared home folder, or this one renamed) cannot
    be checked from here: it said "already open" at every start, with no way out."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: said.append(str(a[2])))
    folder = savegame.data_folder()
    folder.mkdir(parents=True, exist_ok=True)
    own = QLockFile(str(folder / LOCK_NAME))
    assert own.tryLock(0)
    lines = (folder / LOCK_NAME).read_text().split("\n")
    own.unlock()
    # (Another machine's id too: with this one's, Qt checks the process and takes over.)
    lines = ["99999", lines[1], "otherhost", "0" * 32, "0" * 8 + "-0000-0000-0000-" + "0" * 12]
    (folder / LOCK_NAME).write_text("\n".join(lines) + "\n")
    assert InstanceLock(folder).other_host() == "otherhost"
    try:
        assert main.main([]) == 0
    finally:
        i18n.install_translator(qapp, "en")
    assert len(said) == 1 and "“otherhost”" in said[0] and str(folder / LOCK_NAME) in said[0]


@pytest.mark.skipif(os.name != "posix", reason="named pipes and /dev/zero are POSIX")
@pytest.mark.parametrize("odd", ["pipe", "zero", "huge", "loop", "folder"])
def test_a_lock_that_is_no_lock_file_is_moved_aside_and_the_game_starts(
    tmp_path: Path, odd: str
) -> None:
    """The attacker's lock: a named pipe kept the game waiting for a writer forever, a
    link to /dev/zero read without end (no window, no message), a folder (just made)
    said "already open" after ten seconds' wait. It is set aside, and the lock taken (in
    a child process, so that a hang fails the test, not the suite)."""
    folder = tmp_path / "data"
    folder.mkdir()
    lock = folder / LOCK_NAME
    if odd == "pipe":
        os.mkfifo(lock)
    elif odd == "zero":
        lock.symlink_to("/dev/zero")
    elif odd == "huge":
        lock.write_bytes(b"7\n" * 100_000)
    elif odd == "folder":
        (lock / "inside").mkdir(parents=True)
    else:
        lock.symlink_to(lock)
    claimed = subprocess.run(
        [
            sys.executable,
            "-c",
            "from marjolet_qt.app.instance import InstanceLock\n"
            f"lock = InstanceLock({str(folder)!r})\n"
            "print(lock.claim(), lock.holds())\n",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    )
    assert claimed.stdout.split() == ["True", "True"]
    kept = [p.name for p in folder.iterdir() if p.name.startswith(f"{LOCK_NAME}.odd-")]
    assert len(kept) == 1


SILENT = """
import sys
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtNetwork import QLocalServer
from marjolet_qt.app.handoff import server_name
from pathlib import Path
app = QCoreApplication([])
server = QLocalServer()
server.listen(server_name(Path(sys.argv[1])))
taken = []
server.newConnection.connect(lambda: taken.append(server.nextPendingConnection()))
print("listening", flush=True)
QTimer.singleShot(int(float(sys.argv[2]) * 1000), lambda: (print(len(taken)), app.quit()))
app.exec()
"""


def test_a_copy_that_takes_the_file_but_is_slow_to_answer_gets_it_once(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The reviewer's finding: the second launch sent its file again at each try to a
    copy that took it and was busy, and the copy would have opened it as many times."""
    monkeypatch.setattr(handoff, "ANSWER_MS", 300)
    folder = tmp_path / "data"
    copy = subprocess.Popen(
        [sys.executable, "-c", SILENT, str(folder), "4"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    try:
        assert copy.stdout is not None
        assert copy.stdout.readline().strip() == b"listening"
        assert not handoff.hand_over_patiently(folder, tmp_path / "a.marjolet", wait_s=2.0)
        assert copy.stdout.readline().strip() == b"1"  # (one connection: one message)
    finally:
        copy.kill()
        copy.wait(10)


def test_the_lock_of_an_odd_folder_lies_in_the_user_s_runtime_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The code review: in the shared temporary folder another user could take the lock's
    name first, and a launch with another TMPDIR would not see it."""
    runtime = tmp_path / "run"
    runtime.mkdir()
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    odd = tmp_path / os.fsdecode(b"\xff")
    assert lock_path(odd).parent == runtime
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path / "missing"))
    assert lock_path(odd).parent == Path(tempfile.gettempdir())
