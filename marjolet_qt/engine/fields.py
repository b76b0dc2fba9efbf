"""The round's state, field by field, listed once.

``RoundState``'s ``__slots__``, its undo snapshot, undo itself, ``clone`` and the filling of
a world sampled for search all come from :data:`STATE`: a field added there is copied,
snapshot and restored everywhere, and one left out cannot be forgotten in one place only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum
from functools import cached_property
from typing import Any, TypeVar

T = TypeVar("T")


class Stage(IntEnum):
    """Where the round stands: whose move it is is ``to_move``; this says what kind."""

    LEAD = 0  # the player to move leads a trick
    FOLLOW = 1  # the player to move answers the card led
    WINDOW = 2  # the trick's winner declares, exchanges, then says done
    OVER = 3


#: What undo restores: the fields an action may change, as :data:`STATE` lists them (the
#: two values of each per-player field, the scores, the single values, the lengths of
#: the logs), in the layout :func:`generate` writes.
Snapshot = tuple[Any, ...]


@dataclass(frozen=True)
class Fields:
    """The round's fields, each named once, by how an action and a copy treat it.

    ``__slots__``, the undo snapshot, undo itself, :meth:`RoundState.clone` and the world
    builder all come from :data:`STATE`: a field added there is copied, snapshot and
    restored everywhere, and one left out cannot be forgotten in one place only.
    """

    #: Set when the round is built, never changed by an action: copies share them.
    fixed: tuple[str, ...]
    #: A value per player (a list of two) that an action may change.
    pairs: tuple[str, ...]
    #: Lists an action changes in place (snapshot whole).
    lists: tuple[str, ...]
    #: Logs that only grow: undo cuts them back to their length.
    logs: tuple[str, ...]
    #: Single values an action may change.
    values: tuple[str, ...]
    #: What rounds searched and thrown away forget.
    kept: tuple[str, ...] = ("history", "_undo")

    @property
    def slots(self) -> tuple[str, ...]:
        every = (*self.fixed, *self.pairs, *self.lists, *self.logs, *self.values, *self.kept)
        return tuple(sorted(every))

    @cached_property
    def changing(self) -> frozenset[str]:
        return frozenset((*self.pairs, *self.lists, *self.logs, *self.values))

    @cached_property
    def listed(self) -> frozenset[str]:
        """The fields that are lists (a copy takes its own)."""
        return frozenset((*self.pairs, *self.lists, *self.logs))


STATE = Fields(
    fixed=("rules", "_deal", "dealer", "trump", "stock", "_melds", "_seven_bits"),
    pairs=("hands", "won", "exposed", "picked", "declared", "meld_usage", "phase2_wins"),
    lists=("scores",),
    logs=("tricks", "meld_log"),
    values=(
        "stock_pos",
        "upcard",
        "stage",
        "to_move",
        "leader",
        "lead_card",
        "window_melds",
        "sevens_scored",
    ),
)


#: What ``RoundState.world`` takes by name besides its explicit arguments.
WORLD_PARTS = STATE.changing - {"hands", "stock_pos", "upcard"}


def generate(
    round_class: type[T],
) -> tuple[
    Callable[[T], Snapshot],
    Callable[[T, Snapshot], None],
    Callable[[T], T],
    Callable[..., None],
]:
    """Snapshot, restore, copy and a world's filling, written out field by field from
    :data:`STATE`.

    As :mod:`dataclasses` does, the code is generated once at import: the search copies
    and snapshots rounds millions of times, and straight-line attribute code is several
    times faster than a loop over the names with ``getattr``/``setattr``.
    """
    fields = STATE
    items: list[str] = []
    targets: list[str] = []
    rebuild: list[str] = []
    for name in fields.pairs:
        items += [f"s.{name}[0]", f"s.{name}[1]"]
        targets += [f"{name}0", f"{name}1"]
        rebuild.append(f"    s.{name} = [{name}0, {name}1]")
    for name in fields.lists:
        items.append(f"tuple(s.{name})")
        targets.append(name)
        rebuild.append(f"    s.{name} = list({name})")
    for name in fields.values:
        items.append(f"s.{name}")
        targets.append(f"s.{name}")
    for name in fields.logs:
        items.append(f"len(s.{name})")
        targets.append(f"{name}_length")
        rebuild.append(f"    del s.{name}[{name}_length:]")
    parts = sorted(WORLD_PARTS)
    fill = [
        f"    s.{name} = list({name})" if name in fields.listed else f"    s.{name} = {name}"
        for name in parts
    ]
    copy = [f"    o.{name} = s.{name}" for name in (*fields.fixed, *fields.values)]
    copy += [f"    o.{name} = s.{name}[:]" for name in sorted(fields.listed)]
    source = "\n".join(
        [
            "def snapshot(s):",
            f"    return ({', '.join(items)},)",
            "def restore(s, snap):",
            f"    ({', '.join(targets)},) = snap",
            *rebuild,
            "def clone(s):",
            "    o = new(RoundState)",
            *copy,
            "    o.history = s.history[:]",
            "    o._undo = None if s._undo is None else s._undo[:]",
            "    return o",
            f"def fill(s, *, {', '.join(parts)}):",
            *fill,
        ]
    )
    namespace: dict[str, Any] = {"new": object.__new__, "RoundState": round_class}
    exec(compile(source, "<RoundState fields>", "exec"), namespace)
    return namespace["snapshot"], namespace["restore"], namespace["clone"], namespace["fill"]


__all__ = ["STATE", "WORLD_PARTS", "Fields", "Snapshot", "Stage", "generate"]
