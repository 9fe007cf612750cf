#!/usr/bin/env python3
"""Writes the move-generator fixtures from the Python reference rules
(scripts/reference), which share no code with src/:

  test/fixtures/playouts.txt  random playouts for every variant, with the
                              legal moves before every step and the position
                              at the end
  test/fixtures/perft.txt     perft counts: the number of move sequences of
                              each length from a deal or a playout's end

Run: python3 scripts/expected-playouts.py   (about a minute)
"""

import os
import random

from reference.deal import VARIANTS, deal, position_text
from reference.rules import legal_moves, perft, play

ROOT = os.path.join(os.path.dirname(__file__), "..", "test", "fixtures")
STEPS = 300
# (seed, level) per playout: one deal of each generator, at two levels.
PLAYOUTS = [(7, "hard"), (9007199254740993, "medium")]


def key(p):
    return repr((p.columns, p.face_down, p.stock, p.waste, p.foundations, p.redeals_left))


def playout(variant_id, seed, level):
    """A random game that never comes back to a position it has seen, leaning to cards
    home, so that it reaches empty columns, long runs and redeals."""
    chooser = random.Random(f"{variant_id} {seed} {level}")
    p = deal(variant_id, seed, level)
    seen = {key(p)}
    lines = [f"== {variant_id} {seed} {level}"]
    for _ in range(STEPS):
        moves = legal_moves(p)
        fresh = [m for m in moves if key(play(p, m)) not in seen]
        if not fresh:
            break
        plays = [m for m in fresh if m not in ("d", "r")]
        home = [m for m in plays if m.endswith(">f")]
        turns = [m for m in fresh if m in ("d", "r")]
        if home and chooser.random() < 0.6:
            pool = home
        elif turns and (not plays or chooser.random() < 0.4):
            pool = turns
        else:
            pool = plays
        move = chooser.choice(pool)
        lines.append(f"> {move} | {' '.join(moves)}")
        p = play(p, move)
        seen.add(key(p))
    lines.append(f"> end | {' '.join(legal_moves(p))}")
    return lines + position_text(p), p


def main():
    playouts, perfts = [], []
    for variant_id in VARIANTS:
        for seed in (1, 32000):
            p = deal(variant_id, seed)
            for depth in range(1, 5):
                perfts.append(f"{variant_id} {seed} deal {depth} {perft(p, depth)}")
        for seed, level in PLAYOUTS:
            lines, end = playout(variant_id, seed, level)
            playouts.append("\n".join(lines))
            for depth in range(1, 4):
                perfts.append(f"{variant_id} {seed} {level}-playout-end {depth} {perft(end, depth)}")
    for variant_id, seed in (("forty-thieves", 32000), ("little-forty", 1), ("lucas", 1), ("number-ten", 32000)):
        perfts.append(f"{variant_id} {seed} deal 5 {perft(deal(variant_id, seed), 5)}")

    with open(os.path.join(ROOT, "playouts.txt"), "w") as f:
        f.write("# Random playouts from scripts/expected-playouts.py (Python reference rules).\n")
        f.write("# '> move | legal moves before it, in the engine's order'; the position at the end follows.\n\n")
        f.write("\n\n".join(playouts) + "\n")
    with open(os.path.join(ROOT, "perft.txt"), "w") as f:
        f.write("# Perft counts from scripts/expected-playouts.py (Python reference rules):\n")
        f.write("# variant seed start depth count. 'start' is the deal (level hard) or the end of\n")
        f.write("# the playout of that seed and level in playouts.txt.\n")
        f.write("\n".join(perfts) + "\n")


if __name__ == "__main__":
    main()
