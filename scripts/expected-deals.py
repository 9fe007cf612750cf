#!/usr/bin/env python3
"""Writes test/fixtures/deals.txt: the expected opening layouts of a few deals
per variant, from the Python reference (scripts/reference), which uses
CPython's own Mersenne Twister (random.Random(seed)), the generator
docs/rules.md (Deal numbers) names, and writes the LCG out from its formula.

Run: python3 scripts/expected-deals.py > test/fixtures/deals.txt
"""

from reference.deal import VARIANTS, deal, position_text

SEEDS = [1, 2, 617, 31999, 32000, 123456, 4294967296, 9007199254740993, 12345678901234567890,
         99999999999999999999]
ALL_VARIANTS_SEEDS = [1, 31999, 32000, 9007199254740993, 99999999999999999999]


def layout(variant_id, seed, level):
    return "\n".join([f"== {variant_id} {seed} {level}"] + position_text(deal(variant_id, seed, level)))


def main():
    blocks = [layout("forty-thieves", seed, "hard") for seed in SEEDS]
    for variant_id in VARIANTS:
        if variant_id != "forty-thieves":
            blocks += [layout(variant_id, seed, "hard") for seed in ALL_VARIANTS_SEEDS]
    blocks.append(layout("forty-thieves", 5, "medium"))
    blocks.append(layout("little-forty", 40000, "easy"))
    print("# Expected deals, written by scripts/expected-deals.py (Python, independent of src/).")
    print("# Columns bottom to top, [..] face down; the stock from its top (the next card drawn first).")
    print()
    print("\n\n".join(blocks))


if __name__ == "__main__":
    main()
