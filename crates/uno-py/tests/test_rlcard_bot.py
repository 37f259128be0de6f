"""examples/bots/rlcard_rule_bot.py: RLCard's UNO rule agent (rlcard 1.2.0,
installed by test.sh) playing through docs/bot-protocol.md, as `uno arena`
rates it. Messages are the game's own (recorded from `uno sim`)."""
import importlib.util
import json
import os
import subprocess
import sys

import pytest

# test.sh installs rlcard 1.2.0; elsewhere (a venv of one's own) these
# are skipped, as the Ray and sb3-contrib tests are, not failed.
pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("rlcard") is None, reason="rlcard is not installed"
)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
BOT = os.path.join(ROOT, "examples", "bots", "rlcard_rule_bot.py")


def view(hand, top="B8", color="B"):
    return {"color": color, "hand": hand, "hand_sizes": [len(hand), 5], "players": 2,
            "seat": 0, "to_act": 0, "top": top, "pending": None}


def act(i, hand, legal, kind="act"):
    return {"type": kind, "id": i, "view": view(hand), "events": [],
            "legal": [{"index": k, "action": a} for k, a in enumerate(legal)]}


def converse(messages, *flags):
    lines = "".join(json.dumps(m) + "\n" for m in messages)
    p = subprocess.run([sys.executable, *flags, BOT], input=lines, capture_output=True,
                       text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    return [json.loads(x) for x in p.stdout.splitlines()], p.stderr


def test_rule_agent_answers_every_decision_with_a_listed_index():
    wild4 = [{"do": "play", "cards": ["W+4"], "color": c} for c in "RYGB"]
    messages = [
        {"type": "hello", "protocol": 1, "seat": 0, "players": 2, "seed": 7},
        # A Wild Draw Four is legal: the rule agent plays it, naming the
        # colour it holds most of (green: G4, G4, G5).
        act(1, ["R5", "G4", "G4", "G5", "W+4"],
            [{"do": "play", "cards": ["G4"]}, *wild4, {"do": "draw"}]),
        # Nothing to play: draw.
        act(2, ["R5", "G4"], [{"do": "draw"}]),
        # After drawing a playable card, RLCard has no pass: it plays it.
        act(3, ["R5", "B2"], [{"do": "play", "cards": ["B2"]}, {"do": "pass"}]),
        # A colour asked separately (not in RLCard's game): the commonest in hand.
        act(4, ["Y1", "Y7", "R2"], [{"do": "choose_color", "color": c} for c in "RYGB"]),
        # A W+4 against it: accept (RLCard has no challenge).
        act(5, ["Y1"], [{"do": "challenge"}, {"do": "accept"}]),
        # Out of turn: it lets the moment pass.
        act(6, ["Y1"], [{"do": "catch", "target": 1}], kind="react"),
        {"type": "quit"},
    ]
    replies, _ = converse(messages)
    assert replies[0]["type"] == "hello" and replies[0]["protocol"] == 1
    by_id = {r["id"]: r["index"] for r in replies[1:]}
    assert by_id == {1: 3, 2: 0, 3: 0, 4: 1, 5: 1, 6: None}


def test_rlcard_package_initialisers_are_not_run():
    """`import rlcard` imports `rlcard.agents`, which runs `pip freeze`
    (about a second a start; the arena starts the bot for every game)."""
    _, stderr = converse([{"type": "hello", "protocol": 1, "seat": 0, "players": 2, "seed": 1},
                          {"type": "quit"}], "-X", "importtime")
    imported = [line.rsplit("|", 1)[-1].strip() for line in stderr.splitlines() if "|" in line]
    # The agent's module is loaded by importlib (not logged); its one
    # dependency inside rlcard is.
    assert "rlcard.models.model" in imported, imported
    assert not any(m.startswith(("rlcard.agents", "rlcard.envs")) for m in imported), imported
