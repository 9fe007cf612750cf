#!/usr/bin/env python3
"""Replays every winning move list of test/fixtures/wins.txt under the Python
reference rules (scripts/reference): each move must be legal and the last
must win. Exits 1 at the first that fails.

Run: python3 scripts/check-wins.py
"""

import os
import sys

from reference.deal import deal
from reference.rules import legal_moves, play

PATH = os.path.join(os.path.dirname(__file__), "..", "test", "fixtures", "wins.txt")


def main():
    for line in open(PATH):
        if not line.strip() or line.startswith("#"):
            continue
        head, moves = line.split(":", 1)
        variant_id, seed, level = head.split()
        p = deal(variant_id, int(seed), level)
        for i, move in enumerate(moves.split()):
            if move not in legal_moves(p):
                print(f"{head}: move {i + 1} {move} is not legal")
                sys.exit(1)
            p = play(p, move)
        home = sum(p.foundations)
        print(f"{head}: {len(moves.split())} moves, {home} cards home, {'won' if home == 104 else 'NOT WON'}")
        if home != 104:
            sys.exit(1)


if __name__ == "__main__":
    main()
