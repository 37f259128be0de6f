#!/usr/bin/env python3
"""Plays RLCard's UNO rule agent (`uno-rule-v1`, rlcard==1.2.0) through
docs/bot-protocol.md, so it can be rated against our bots.

    python3 -m venv /tmp/rlvenv && /tmp/rlvenv/bin/pip install rlcard==1.2.0
    uno sim --bot rl="/tmp/rlvenv/bin/python examples/bots/rlcard_rule_bot.py" --bots rl,medium

Mapping: our cards ("R5", "GS", "B+2", "YR", "W", "W+4") become RLCard's
("r-5", "g-skip", "b-draw_2", "y-reverse", "<c>-wild", "<c>-wild_draw_4";
a wild's colour is the one named in the play). The agent chooses among
our legal single-card plays (the UNO-calling variant when there is one),
or "draw" when no card can be played. Decisions RLCard's game does not
have (R8 challenge, a colour asked separately, R13 house rules, passing
after a draw) are made by a fixed rule: accept, the commonest colour in
hand, pass; out-of-turn chances are let pass.
"""
import importlib
import importlib.util
import json
import sys
import types

import numpy as np


def load_rule_agent():
    """RLCard's `UNORuleAgentV1`, without running rlcard's package
    initialisers: `import rlcard` imports every environment and
    `rlcard.agents`, which runs `pip freeze` (about a second of CPU, and
    the arena starts this program afresh for every game). The agent's
    module needs only NumPy and `rlcard.models.model`, so the two packages
    above it are stood in for by empty packages on the same path."""
    spec = importlib.util.find_spec("rlcard")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("rlcard is not installed: pip install rlcard==1.2.0")
    for name, path in (
        ("rlcard", list(spec.submodule_search_locations)),
        ("rlcard.models", [p + "/models" for p in spec.submodule_search_locations]),
    ):
        package = types.ModuleType(name)
        package.__path__ = path
        sys.modules.setdefault(name, package)
    return importlib.import_module("rlcard.models.uno_rule_models").UNORuleAgentV1

RANKS = {"S": "skip", "R": "reverse", "+2": "draw_2", "W": "wild", "W+4": "wild_draw_4"}


def rl_card(card, color=None):
    if card.startswith("W"):
        return (color or "R").lower() + "-" + RANKS[card]
    return card[0].lower() + "-" + RANKS.get(card[1:], card[1:])


def commonest_color(hand):
    counts = {c: 0 for c in "RGBY"}
    for card in hand:
        if not card.startswith("W"):
            counts[card[0]] += 1
    return max(counts, key=counts.get)


def decide(msg, agent):
    legal = msg["legal"]
    hand = msg["view"]["hand"]
    plays = {}
    for entry in legal:
        a = entry["action"]
        if a["do"] == "play" and len(a["cards"]) == 1 and "target" not in a:
            key = rl_card(a["cards"][0], a.get("color"))
            if key not in plays or a.get("uno"):
                plays[key] = entry["index"]
    by_do = {e["action"]["do"]: e["index"] for e in reversed(legal)}
    if plays:
        raw_legal = list(plays)
    elif "draw" in by_do:
        return by_do["draw"]
    else:
        raw_legal = []
    if raw_legal:
        state = {
            "raw_legal_actions": raw_legal,
            "raw_obs": {"hand": [rl_card(c) for c in hand]},
        }
        return plays[str(agent.step(state))]
    if "pass" in by_do:
        return by_do["pass"]
    if "accept" in by_do:
        return by_do["accept"]
    want = commonest_color(hand)
    for e in legal:
        if e["action"]["do"] == "choose_color" and e["action"]["color"] == want:
            return e["index"]
    return legal[0]["index"]


def main():
    agent = load_rule_agent()()
    for line in sys.stdin:
        msg = json.loads(line)
        kind = msg.get("type")
        if kind == "hello":
            np.random.seed(msg.get("seed", 0) % 2**32)
            reply = {"type": "hello", "name": "rlcard-uno-rule-v1", "protocol": 1}
        elif kind == "act":
            reply = {"id": msg["id"], "index": decide(msg, agent)}
        elif kind == "react":
            reply = {"id": msg["id"], "index": None}
        else:
            return
        print(json.dumps(reply), flush=True)


main()
