"""A review kept with the file its round was read from (issue #18).

A round of this game keeps its review in the game's own record, and the next save writes
it. A round replayed from *another* file — a saved game, or an exported round record —
has no game to carry it: without this module its review would be computed again every
time the file is reopened. So, once the review is finished, it is written back into
that file.

The file is read again just before writing, never overwritten from the copy read when the
replay opened: the player may have played on in that game, or saved over it, since. The
review goes to the round that is *the same round* in the file as it is now (the same deal
and actions, whatever review it already holds); if the round is no longer there, nothing
is written and the player is told. The game's own autosave, which the game rewrites at
every move, is never written to from here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from marjolet_qt.engine.records import RecordError

from . import savegame, texts
from .review_worker import REVIEW_KEY, keep_review, stored_review
from .storage import StorageError, read_json, write_json_atomic

translate = QCoreApplication.translate


class ReviewFileError(Exception):
    """The review cannot be written to its file; the message says why, for the player."""


def same_round(one: dict[str, Any], other: dict[str, Any]) -> bool:
    """Whether two round records are the same round (their reviews aside)."""
    return {k: v for k, v in one.items() if k != REVIEW_KEY} == {
        k: v for k, v in other.items() if k != REVIEW_KEY
    }


def keep_review_in_file(path: Path, record: dict[str, Any]) -> bool:
    """Write the review kept in ``record`` into the round it came from in ``path``.

    ``path`` is a saved game or a round record, told apart by what it holds as the replay
    tells them (a game renamed ``.json`` stays a game, a record renamed ``.marjolet`` a
    record). False when ``record`` holds no usable review (nothing to write). Raises
    :class:`ReviewFileError`, :class:`~.storage.StorageError` or
    :class:`~marjolet_qt.engine.records.RecordError`.
    """
    review = stored_review(record)
    if review is None:
        return False
    path = Path(path)
    if savegame.file_holds_a_game(path):
        game = savegame.load_game(path)
        target = next(
            (result.record for result in game.match.results if same_round(result.record, record)),
            None,
        )
        if target is None:
            raise ReviewFileError(translate("ReviewFiles", "the round is no longer in it"))
        keep_review(target, review)
        savegame.save_game(path, game)
        return True
    data = read_json(path, 0)
    if not same_round(data, record):
        raise ReviewFileError(translate("ReviewFiles", "it no longer holds this round"))
    keep_review(data, review)
    write_json_atomic(path, data, None)
    return True


class ReviewFileKeeper(QObject):
    """Writes a review back into its file when the review dialog says it is finished.

    A small object of its own, parented to the review dialog: the dialog's signal is
    connected to its bound slot, never to a closure holding the window (see 1f806cf).
    """

    #: A sentence for the player: the review was kept in the file, or why not.
    kept = Signal(str)
    failed = Signal(str)

    def __init__(
        self,
        path: Path,
        record: dict[str, Any],
        parent: QObject | None = None,
        *,
        autosave: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.path = Path(path)
        self.record = record
        self._autosave = autosave

    @Slot()
    def keep(self) -> None:
        """Write the finished review into the file (see the module's docstring)."""
        name = texts.file_name(self.path)
        try:
            if self._autosave is not None and _same_file(self.path, self._autosave):
                raise ReviewFileError(
                    translate("ReviewFiles", "it is the game's autosave, rewritten at every move")
                )
            if not keep_review_in_file(self.path, self.record):
                return
        except (ReviewFileError, StorageError, RecordError) as error:
            reason = texts.record_problem(error) if isinstance(error, RecordError) else str(error)
            self.failed.emit(  # one full stop, whether the reason was a clause or a sentence
                translate("ReviewFiles", "The review was not kept in {file}: {reason}.").format(
                    file=name, reason=reason.rstrip(".")
                )
            )
            return
        self.kept.emit(translate("ReviewFiles", "The review was kept in {file}.").format(file=name))


def _same_file(one: Path, other: Path) -> bool:
    try:
        return one.resolve() == other.resolve()
    except OSError:
        return False
