#!/usr/bin/env python3
"""Writes test/fixtures/deals.txt: the expected opening layouts of a few
deals per variant, computed here in Python independently of src/, from the
algorithm of SPEC section 2.

Seeds of 32000 and above use CPython's own Mersenne Twister
(random.Random(seed)), which is the generator the spec names; seeds below it
use the linear congruential generator, written out here from its formula.

Run: python3 scripts/expected-deals.py > test/fixtures/deals.txt
"""

import random

RANKS = "A23456789TJQK"
SUITS = "CSHD"  # clubs, spades, hearts, diamonds: the order of the card list

# id: (columns, cards per column, face-down rows, aces on foundations, redeals at hard)
VARIANTS = {
    "forty-thieves": (10, 4, 0, False, 0),
    "josephine": (10, 4, 0, False, 0),
    "sixty-thieves": (12, 5, 0, False, 0),
    "napoleons-square": (12, 4, 0, False, 0),
    "limited": (12, 3, 0, False, 0),
    "lucas": (13, 3, 0, True, 0),
    "indian": (10, 3, 1, False, 0),
    "maria": (9, 4, 0, False, 0),
    "streets": (10, 4, 0, False, 0),
    "number-ten": (10, 4, 2, False, 0),
    "rank-and-file": (10, 4, 3, False, 0),
    "little-forty": (10, 4, 0, False, 3),
}


class Lcg:
    """x = (x * 214013 + 2531011) mod 2^33; output bits 16..30 of x."""

    def __init__(self, seed):
        self.x = seed

    def randint(self, a, b):
        self.x = (self.x * 214013 + 2531011) % (1 << 33)
        return a + ((self.x >> 16) & 0x7FFF) % (b + 1 - a)


class Twister:
    """CPython's Mersenne Twister with randint(a, b) = a + floor(random() * (b + 1 - a))."""

    def __init__(self, seed):
        self.r = random.Random(seed)

    def randint(self, a, b):
        return a + int(self.r.random() * (b + 1 - a))


def shuffled(seed):
    cards = [(suit, rank) for _deck in range(2) for suit in range(4) for rank in range(1, 14)]
    gen = Lcg(seed) if seed < 32000 else Twister(seed)
    for n in range(len(cards) - 1, 0, -1):
        j = gen.randint(0, n)
        cards[n], cards[j] = cards[j], cards[n]
    return cards


def name(card):
    suit, rank = card
    return RANKS[rank - 1] + SUITS[suit]


def layout(variant, seed, level):
    columns, rows, face_down, aces_home, redeals = VARIANTS[variant]
    cards = shuffled(seed)
    if aces_home:
        cards = [c for c in cards if c[1] != 1]
    # The end of the list is the top of the stock.
    piles = [[] for _ in range(columns)]
    for _row in range(rows):
        for pile in piles:
            pile.append(cards.pop())
    stock_from_top = list(reversed(cards))
    home = ["AC", "AC", "AS", "AS", "AH", "AH", "AD", "AD"] if aces_home else ["--"] * 8
    lines = [f"== {variant} {seed} {level}", "Foundations: " + " ".join(home)]
    for i, pile in enumerate(piles):
        shown = [f"[{name(c)}]" if k < face_down else name(c) for k, c in enumerate(pile)]
        lines.append(f"{i + 1:>2}: " + " ".join(shown))
    lines.append("Stock: " + " ".join(name(c) for c in stock_from_top))
    lines.append("Waste:")
    lines.append(f"Redeals left: {redeals if level == 'hard' else max(1, redeals)}")
    return "\n".join(lines)


SEEDS = [1, 2, 617, 31999, 32000, 123456, 4294967296, 9007199254740993, 12345678901234567890,
         99999999999999999999]
ALL_VARIANTS_SEEDS = [1, 31999, 32000, 9007199254740993, 99999999999999999999]


def main():
    blocks = []
    for seed in SEEDS:
        blocks.append(layout("forty-thieves", seed, "hard"))
    for variant in VARIANTS:
        if variant == "forty-thieves":
            continue
        for seed in ALL_VARIANTS_SEEDS:
            blocks.append(layout(variant, seed, "hard"))
    blocks.append(layout("forty-thieves", 5, "medium"))
    blocks.append(layout("little-forty", 40000, "easy"))
    print("# Expected deals, written by scripts/expected-deals.py (Python, independent of src/).")
    print("# Columns bottom to top, [..] face down; the stock from its top (the next card drawn first).")
    print()
    print("\n\n".join(blocks))


if __name__ == "__main__":
    main()
