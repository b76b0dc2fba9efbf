"""Hostile inputs for every file reader: valid documents mutated, and arbitrary JSON.

The readers' contract is the same everywhere: a valid result, or the reader's own error —
never another exception, never a hang. These strategies produce what users and attackers
actually hand the game: a file that was valid and got one value wrong (a float where an
integer goes, a 5,000-digit number, a list where an object goes, a deep nest), arbitrary
JSON, and raw bytes.

The number of examples is hypothesis' profile: modest in ``make test``, thousands in
``make fuzz`` (``HYPOTHESIS_PROFILE=fuzz``, see ``tests/conftest.py``).
"""

from __future__ import annotations

import json
import random
import sys
from copy import deepcopy
from typing import Any

from hypothesis import strategies as st

from marjolet_qt.engine.match import Match
from marjolet_qt.engine.records import to_record
from marjolet_qt.engine.rules import PRESETS, RuleSet

#: Numbers that broke readers once: huge, non-finite once parsed, floats that equal ints.
_ODD_NUMBERS = st.sampled_from(
    [0, 1, -1, 2, 1.0, 0.0, -0.0, 1.5, 10**400, -(10**400), 10**18, 2**63, 1e308, 1e-308]
)

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False, allow_infinity=False),
    _ODD_NUMBERS,
    st.text(max_size=12),
    st.sampled_from(["", "AS", "7H", "meld KH QH", "exchange", "done", "marjolet", "besigue"]),
)

json_values = st.recursive(
    scalars,
    lambda children: st.one_of(
        st.lists(children, max_size=5),
        st.dictionaries(st.text(max_size=8), children, max_size=5),
    ),
    max_leaves=20,
)


def deep(depth: int) -> Any:
    """Lists nested ``depth`` deep."""
    value: Any = []
    for _ in range(depth):
        value = [value]
    return value


hostile_values = st.one_of(
    json_values,
    _ODD_NUMBERS,
    st.integers(min_value=40, max_value=5000).map(lambda n: 10**n),
    st.sampled_from([deep(40), deep(200)]),
)


def paths(document: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in ``document`` a value stands (the root included)."""
    found = [prefix]
    if isinstance(document, dict):
        for key, value in document.items():
            found += paths(value, (*prefix, key))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            found += paths(value, (*prefix, index))
    return found


def replaced(document: Any, path: tuple[Any, ...], value: Any) -> Any:
    """A copy of ``document`` with the value at ``path`` replaced (or removed if
    ``value`` is :data:`REMOVE` and the place is a key of an object)."""
    if not path:
        return None if value is REMOVE else value
    copy = deepcopy(document)
    parent = copy
    for step in path[:-1]:
        parent = parent[step]
    if value is REMOVE and isinstance(parent, dict):
        del parent[path[-1]]
    else:
        parent[path[-1]] = None if value is REMOVE else value
    return copy


REMOVE = object()


@st.composite
def mutated(draw: st.DrawFn, documents: list[Any]) -> Any:
    """One of ``documents`` with one to three values replaced by hostile ones."""
    document = draw(st.sampled_from(documents))
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        where = draw(st.sampled_from(paths(document)))
        value = draw(st.one_of(hostile_values, st.just(REMOVE)))
        document = replaced(document, where, value)
    return document


#: Hostile values for :func:`mutate_randomly` (outside hypothesis: process tests).
HOSTILE_SAMPLES: list[Any] = [
    1.0,
    True,
    None,
    [],
    {},
    "",
    10**5000,
    -(10**400),
    1e308,
    deep(200),
    "AS",
    [[]],
    {"a": 1},
]


def mutate_randomly(document: Any, rng: random.Random) -> Any:
    """``document`` with one value replaced by a hostile one, chosen by ``rng``."""
    return replaced(document, rng.choice(paths(document)), rng.choice(HOSTILE_SAMPLES))


def dumps(value: Any) -> bytes:
    """``value`` as a file's bytes; huge integers are written as JSON allows."""
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        return json.dumps(value).encode("utf-8")
    finally:
        sys.set_int_max_str_digits(limit)


def sample_rounds(count: int = 6, seed: int = 7) -> list[dict[str, Any]]:
    """Records of rounds of every preset, some finished, some in progress."""
    rng = random.Random(seed)
    records = []
    for index in range(count):
        preset = PRESETS[index % len(PRESETS)]
        match = Match(RuleSet.from_preset(preset), rng=rng.randrange(10**6))
        state = match.round
        stop = rng.choice([0, 5, 10**6])
        while not state.is_over() and len(state.history) < stop:
            state.apply(rng.choice(state.legal_actions()))
        records.append(to_record(state))
    return records


def sample_matches(seed: int = 11) -> list[dict[str, Any]]:
    """Matches as saved: two finished rounds and one in progress, or between rounds."""
    rng = random.Random(seed)
    documents = []
    for preset in ("marjolet", "besigue"):
        match = Match(RuleSet.from_preset(preset), rng=rng.randrange(10**6))
        for _ in range(2):
            state = match.round
            while not state.is_over():
                state.apply(rng.choice(state.legal_actions()))
            match.finish_round()
            if match.is_over():
                break
            if preset == "marjolet":
                match.start_next_round()
        documents.append(match.to_json())
    return documents
