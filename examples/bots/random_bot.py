#!/usr/bin/env python3
"""A random UNO bot speaking docs/bot-protocol.md (stdlib only).

Plays a uniformly random legal action at its turn and lets every
out-of-turn chance pass. Run it through the protocol, e.g. from a test.
"""
import json
import random
import sys


def main():
    rng = random.Random()
    for line in sys.stdin:
        msg = json.loads(line)
        kind = msg.get("type")
        if kind == "hello":
            rng.seed(msg.get("seed", 0))
            reply = {"type": "hello", "name": "random.py", "protocol": 1}
        elif kind == "act":
            reply = {"id": msg["id"], "index": rng.randrange(len(msg["legal"]))}
        elif kind == "react":
            reply = {"id": msg["id"], "index": None}
        else:  # "quit"
            return
        print(json.dumps(reply), flush=True)


main()
