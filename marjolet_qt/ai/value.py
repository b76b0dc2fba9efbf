"""A learned value of a phase-1 position, correcting the rollouts' (issue #17, an experiment).

Hard values each candidate in each world by a rollout: the rules of thumb play both
sides to the end of phase 1, then phase 2 is solved exactly. Its strength at 1 s is
limited by that rollout's bias. ``benchmarks/learn_value.py`` fits, on Hard's self-play
(every card of each round known afterwards), gradient-boosted trees that predict what
the player to move finishes the round with, minus the other, from the position's cards
and scores **and the rollout's own value**: off-line they remove about a fifth of the
scaled rollout's squared error on rounds they were not fitted on.

The features are named once, here (:func:`position_features`, :data:`FEATURES`): the
fit reads them, and the search (:func:`.search.valued_play_out`) asks :class:`ValueModel`
with the same list. The trees are LightGBM's, written as plain JSON by the fit's
``--write``; reading them needs no library.

Fitted on Marjolet: a position under other rules is not valued by the model.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from marjolet_qt.ai import learned
from marjolet_qt.engine.round import CARD_POINTS, MELD_POINTS, RoundState, Stage
from marjolet_qt.engine.rules import RuleSet

#: Where a card is, from the side of the player to move (a categorical feature).
MINE, MINE_SHOWN, THEIRS, THEIRS_SHOWN, STOCK, UPCARD, LED, WON_MINE, WON_THEIRS = range(9)
#: The numbers known of each player, in :data:`FEATURES`' order after the cards.
_PLAYER_FEATURES = (
    "cards",
    "melds",
    "score",
    "trumps",
    "hand_points",
    "ready",
    "ready_best",
    "declared",
)
#: Every feature, in the order the model reads them: each card's place (suits turned so
#: that trumps come first), the mover's numbers, the other's, the stock, whether the
#: mover follows, and the rollout's value for the mover.
FEATURES: tuple[str, ...] = (
    tuple(f"c{suit}{rank}" for suit in range(4) for rank in range(8))
    + tuple(f"{side}_{name}" for side in ("me", "them") for name in _PLAYER_FEATURES)
    + ("stock", "following", "rollout")
)
#: The card features, categorical to the trees.
CARD_FEATURES = 32
#: The model fitted on Hard's self-play (``benchmarks/learn_value.py fit --write``).
MODEL_FILE = Path(__file__).with_name("value_model.json")


def position_features(state: RoundState, rollout: int) -> list[float]:
    """The features of a phase-1 ``state`` whose player to move leads or follows, with
    ``rollout``, the rollout's value for that player (see :data:`FEATURES`)."""
    me = state.to_move
    them = 1 - me
    trump = state.trump
    order = [trump] + [suit for suit in range(4) if suit != trump]
    where = [STOCK] * 32  # every card not placed below is in the stock
    if state.upcard >= 0:
        where[state.upcard] = UPCARD
    for player, hidden, shown, won in (
        (me, MINE, MINE_SHOWN, WON_MINE),
        (them, THEIRS, THEIRS_SHOWN, WON_THEIRS),
    ):
        hand = state.hands[player]
        exposed = state.exposed[player]
        taken = state.won[player]
        for card in range(32):
            bit = 1 << card
            if hand & bit:
                where[card] = shown if exposed & bit else hidden
            elif taken & bit:
                where[card] = won
    following = state.stage == Stage.FOLLOW
    if following and state.lead_card >= 0:
        where[state.lead_card] = LED
    features: list[float] = [float(where[suit * 8 + rank]) for suit in order for rank in range(8)]
    points = state.rules.points_by_card
    melds = state.rules.meld_table(trump)
    for player in (me, them):
        hand = state.hands[player]
        declared = state.declared[player]
        ready = [t.points for t in melds.in_hand(hand) if t.mask not in declared]
        features += (
            state.scores[player * 4 + CARD_POINTS],
            state.scores[player * 4 + MELD_POINTS],
            state.score(player),
            learned.trumps_held(hand, trump),
            sum(points[card] for card in range(32) if hand >> card & 1),
            sum(ready),
            max(ready, default=0),
            len(declared),
        )
    features += (state.stock_count, float(following), rollout)
    return features


class ValueModel:
    """Gradient-boosted regression trees read from LightGBM's model dump: each node a
    feature, a threshold (``<=`` goes left) or a set of categories (in the set goes
    left), and the trees' leaves summed."""

    def __init__(self, dump: dict[str, Any]) -> None:
        names = dump["feature_names"]
        if tuple(names) != FEATURES:
            raise ValueError("the model reads other features than this code makes")
        #: The rules its positions were played under (their values mean nothing under
        #: others: :func:`.search.valued_play_out` does not read it then).
        self.rules = RuleSet.from_json(dump.get("rules", "marjolet"))
        #: Per tree, its nodes: (feature, threshold, categories mask, left, right); a
        #: child below zero is the leaf ``~child``.
        self.trees: list[tuple[list[tuple[int, float, int, int, int]], list[float]]] = []
        for info in dump["tree_info"]:
            nodes: list[tuple[int, float, int, int, int]] = []
            leaves: list[float] = []
            root = self._read(info["tree_structure"], nodes, leaves)
            if root < 0:  # a tree of one leaf (a node's root is its first node)
                nodes.append((0, float("inf"), 0, root, root))
            self.trees.append((nodes, leaves))

    def _read(
        self,
        node: dict[str, Any],
        nodes: list[tuple[int, float, int, int, int]],
        leaves: list[float],
    ) -> int:
        """Append ``node``'s subtree; its index, or ``~leaf`` for a leaf."""
        if "leaf_value" in node:
            leaves.append(float(node["leaf_value"]))
            return ~(len(leaves) - 1)
        index = len(nodes)
        nodes.append((0, 0.0, 0, 0, 0))
        left = self._read(node["left_child"], nodes, leaves)
        right = self._read(node["right_child"], nodes, leaves)
        feature = int(node["split_feature"])
        if node["decision_type"] == "==":
            mask = sum(1 << int(c) for c in str(node["threshold"]).split("||"))
            nodes[index] = (feature, 0.0, mask, left, right)
        else:
            nodes[index] = (feature, float(node["threshold"]), 0, left, right)
        return index

    def predict(self, features: list[float]) -> float:
        total = 0.0
        for nodes, leaves in self.trees:
            at = 0
            while at >= 0:
                feature, threshold, mask, left, right = nodes[at]
                value = features[feature]
                if mask:
                    at = left if mask >> int(value) & 1 else right
                else:
                    at = left if value <= threshold else right
            total += leaves[~at]
        return total


@cache
def load(path: Path = MODEL_FILE) -> ValueModel:
    """The fitted model (read once)."""
    return ValueModel(json.loads(path.read_text(encoding="utf-8")))
