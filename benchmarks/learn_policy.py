"""Can a learned policy predict Hard's search better than the rules of thumb? (issue #17)

Hard's values are limited by the bias of its rollouts: the rules of thumb play both
sides of every sampled world. A rollout policy that plays more like the search itself
would remove some of that bias (the policy-based rollouts of the strongest Skat
programs). This script asks, off-line, whether a richer model than the rules of thumb
can imitate the search: on the self-play data of :mod:`selfplay` (Hard against itself),
for each phase-1 card chosen by search, a softmax over the candidate cards is fitted to
the search's best card, from features the mover may see (the rules of thumb's own score
among them, so the model starts where they stand). Rounds of even number train, odd
ones judge.

It reports, on the judged decisions, for the rules of thumb and for the model:

- how often the policy's card is the search's best;
- the **regret**: how many points of the round the policy's card is worth less than
  the search's best, by the search's own values (its means over the worlds it saw). A
  rollout policy with half the regret plays each simulated move half as far from what
  the search would play.

    .venv/bin/python benchmarks/learn_policy.py benchmarks/data/selfplay_hard_025.jsonl

With ``--write FILE`` the fitted weights are written as JSON (feature name → weight).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import selfplay

from marjolet_qt.ai import learned
from marjolet_qt.ai.heuristics import tables
from marjolet_qt.ai.journal import read_journal
from marjolet_qt.ai.rollout import rollout_policy
from marjolet_qt.ai.solver_tables import beaten_by
from marjolet_qt.engine.actions import ActionKind
from marjolet_qt.engine.round import RoundState, Stage

Features = dict[str, float]


def card_features(state: RoundState, cards: list[int]) -> list[Features]:
    """Each candidate card's features (:func:`.learned.card_features`, and the rules of
    thumb's score as ``rot``), from what the mover may see: its hand, the cards won and
    shown, the lead; never the other hand's hidden cards or the stock's order."""
    rules, trump = state.rules, state.trump
    me = state.to_move
    hand = state.hands[me]
    scores: list[tuple[int, float]] = []
    rollout_policy(rules, trump).phase1_card(state, sum(1 << c for c in set(cards)), scores)
    rot = dict(scores)
    tab = tables(rules, trump)
    lead = state.lead_card
    opp = state.hands[1 - me]
    known = opp & (state.exposed[1 - me] | state.picked[1 - me])
    seen = hand | state.won[0] | state.won[1] | known | 1 << state.upcard
    if lead >= 0:
        seen |= 1 << lead
    unseen = (1 << rules.deck_size) - 1 & ~seen
    takes = beaten_by(rules, trump)[lead] if lead >= 0 else 0
    # The melds that still score when declared (none where melds are not declared).
    held = tab.melds.in_hand(hand) if tab.templates else ()
    melds = [t.mask for t in held if t.mask not in state.declared[me]]
    stock_count = len(state.stock) - state.stock_pos
    stage = learned.stage_of(stock_count)
    out = []
    for card in cards:
        wins = bool(takes >> card & 1)
        f = learned.card_features(
            role=int(lead >= 0),
            stage=stage,
            card=card,
            trump=trump,
            points=tab.points[card],
            suit_length=learned.suit_length(hand, card),
            master=not unseen & learned.higher_cards(card),
            in_meld=any(mask >> card & 1 for mask in melds),
            seven=bool(tab.seven_bits >> card & 1),
            trumps=learned.trumps_held(hand, trump),
            led=learned.led_of(lead, trump) if lead >= 0 else -1,
            wins=wins,
            trick_points=tab.points[card] + tab.points[lead] if lead >= 0 else 0,
            last=stock_count == 1,
            high_upcard=state.upcard & 7 >= learned.HIGH_RANK,
        )
        f["rot"] = rot[card] / 10.0
        out.append(f)
    return out


def decisions(path: Path) -> Iterator[tuple[int, list[Features], list[float], int]]:
    """Each phase-1 card chosen by search in the journal: its round's number, the
    candidates' features, the search's means, and the index of the rules' card."""
    contents = read_journal(path, selfplay._round, "self-play round", must_exist=True)
    options = contents.header or {}
    for record in contents.records:
        searched = {d["move"]: d for d in record["searched"]}
        for move, (state, _action) in enumerate(selfplay.replay(options, record)):
            decision = searched.get(move)
            if decision is None or state.upcard < 0 or state.stage == Stage.WINDOW:
                continue
            if any(kind != ActionKind.PLAY for kind, _ in decision["candidates"]):
                continue
            cards = [cards_mask.bit_length() - 1 for _, cards_mask in decision["candidates"]]
            feats = card_features(state, cards)
            rot = max(range(len(cards)), key=lambda i: feats[i]["rot"])
            yield record["round"], feats, decision["means"], rot


def _scores(weights: dict[str, float], feats: list[Features]) -> list[float]:
    return [sum(weights.get(k, 0.0) * v for k, v in f.items()) for f in feats]


def _softmax(xs: list[float]) -> list[float]:
    top = max(xs)
    exps = [math.exp(x - top) for x in xs]
    total = sum(exps)
    return [e / total for e in exps]


def target_of(means: list[float], soft: float) -> list[float]:
    """What the policy is fitted to: the search's best card, or with ``soft`` points a
    softmax of its means (a card the search found nearly as good is nearly as right:
    the means are noisy, and their best is often a near tie)."""
    if soft <= 0:
        best = max(range(len(means)), key=means.__getitem__)
        return [float(i == best) for i in range(len(means))]
    return _softmax([m / soft for m in means])


def fit(
    data: list[tuple[list[Features], list[float]]], epochs: int, rate: float, l2: float, seed: int
) -> dict[str, float]:
    """A softmax over candidates fitted to the targets by stochastic gradient (AdaGrad
    steps), starting from the rules of thumb alone."""
    weights: dict[str, float] = {"rot": 1.0}
    grads2: dict[str, float] = {}
    rng = random.Random(seed)
    order = list(range(len(data)))
    for _ in range(epochs):
        rng.shuffle(order)
        for i in order:
            feats, target = data[i]
            probs = _softmax(_scores(weights, feats))
            grad: dict[str, float] = {}
            for j, f in enumerate(feats):
                coef = probs[j] - target[j]
                for k, v in f.items():
                    grad[k] = grad.get(k, 0.0) + coef * v
            for k, g in grad.items():
                g += l2 * weights.get(k, 0.0)
                grads2[k] = grads2.get(k, 0.0) + g * g
                weights[k] = weights.get(k, 0.0) - rate * g / (math.sqrt(grads2[k]) + 1e-8)
    return weights


def judge(
    weights: dict[str, float] | None, data: list[tuple[list[Features], list[float], int]]
) -> dict[str, float]:
    """Agreement with the search's best, and the regret by its means."""
    agree = 0
    regret = 0.0
    for feats, means, rot in data:
        pick = (
            rot
            if weights is None
            else max(range(len(feats)), key=_scores(weights, feats).__getitem__)
        )
        best = max(range(len(means)), key=means.__getitem__)
        agree += pick == best
        regret += means[best] - means[pick]
    n = max(1, len(data))
    return {"decisions": len(data), "agree": agree / n, "regret": regret / n}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("journal", type=Path)
    parser.add_argument("--epochs", type=int, default=6)
    parser.add_argument("--rate", type=float, default=0.05)
    parser.add_argument("--l2", type=float, default=1e-3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--soft", type=float, default=0.0, help="fit a softmax of the means at this many points"
    )
    parser.add_argument("--write", type=Path, default=None)
    args = parser.parse_args(argv)
    train: list[tuple[list[Features], list[float]]] = []
    test: list[tuple[list[Features], list[float], int]] = []
    train_judged: list[tuple[list[Features], list[float], int]] = []
    for number, feats, means, rot in decisions(args.journal):
        if number % 2 == 0:
            train.append((feats, target_of(means, args.soft)))
            train_judged.append((feats, means, rot))
        else:
            test.append((feats, means, rot))
    weights = fit(train, args.epochs, args.rate, args.l2, args.seed)
    report = {
        "rules of thumb (judged)": judge(None, test),
        "model (judged)": judge(weights, test),
        "model (trained on)": judge(weights, train_judged),
    }
    for name, figures in report.items():
        print(
            f"{name:26} {figures['decisions']:6.0f} decisions  agree {figures['agree']:.1%}  "
            f"regret {figures['regret']:.2f} points"
        )
    if args.write:
        args.write.write_text(json.dumps(dict(sorted(weights.items())), indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
