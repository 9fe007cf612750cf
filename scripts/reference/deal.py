"""The deals of docs/rules.md, Deal numbers: the two generators, the shuffle and the layout."""

import random

RANKS = "A23456789TJQK"
SUITS = "CSHD"  # clubs, spades, hearts, diamonds: the order of the card list


class Variant:
    def __init__(self, columns, rows, face_down=0, build="suit", runs=False, draw=1, redeals=0, aces_home=False):
        self.columns = columns
        self.rows = rows
        self.face_down = face_down
        self.build = build  # "suit", "colour" (alternate colours) or "other" (any suit but its own)
        self.runs = runs  # True: any built run moves as one move; False: one card, supermoves through empty columns
        self.draw = draw
        self.redeals = redeals
        self.aces_home = aces_home


VARIANTS = {
    "forty-thieves": Variant(10, 4),
    "josephine": Variant(10, 4, runs=True),
    "sixty-thieves": Variant(12, 5),
    "napoleons-square": Variant(12, 4),
    "limited": Variant(12, 3),
    "lucas": Variant(13, 3, aces_home=True),
    "indian": Variant(10, 3, face_down=1, build="other"),
    "maria": Variant(9, 4, build="colour"),
    "streets": Variant(10, 4, build="colour"),
    "number-ten": Variant(10, 4, face_down=2, build="colour", runs=True),
    "rank-and-file": Variant(10, 4, face_down=3, build="colour", runs=True),
    "little-forty": Variant(10, 4, build="other", runs=True, draw=3, redeals=3),
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
    """Cards as (suit, rank) pairs, the end of the list the top of the stock."""
    cards = [(suit, rank) for _deck in range(2) for suit in range(4) for rank in range(1, 14)]
    gen = Lcg(seed) if seed < 32000 else Twister(seed)
    for n in range(len(cards) - 1, 0, -1):
        j = gen.randint(0, n)
        cards[n], cards[j] = cards[j], cards[n]
    return cards


def redeals_for(variant, level):
    return variant.redeals if level == "hard" else max(1, variant.redeals)


class Position:
    def __init__(self, variant, columns, face_down, stock, waste, foundations, redeals_left):
        self.variant = variant
        self.columns = columns  # each bottom to top
        self.face_down = face_down  # face-down cards at the bottom of each column
        self.stock = stock  # bottom to top
        self.waste = waste  # bottom to top
        self.foundations = foundations  # eight heights; 2s and 2s+1 for suit s
        self.redeals_left = redeals_left

    def copy(self):
        return Position(self.variant, [c[:] for c in self.columns], self.face_down[:], self.stock[:],
                        self.waste[:], self.foundations[:], self.redeals_left)


def deal(variant_id, seed, level="hard"):
    variant = VARIANTS[variant_id]
    cards = shuffled(seed)
    foundations = [0] * 8
    if variant.aces_home:
        cards = [c for c in cards if c[1] != 1]
        foundations = [1] * 8
    columns = [[] for _ in range(variant.columns)]
    for _row in range(variant.rows):
        for column in columns:
            column.append(cards.pop())
    return Position(variant, columns, [variant.face_down] * variant.columns, cards, [], foundations,
                    redeals_for(variant, level))


def name(card):
    suit, rank = card
    return RANKS[rank - 1] + SUITS[suit]


def position_text(p):
    """The position as the lines `deal` prints: foundations, columns ([..] face down), stock from its top, waste."""
    home = " ".join(name((f // 2, h)) if h else "--" for f, h in enumerate(p.foundations))
    lines = ["Foundations: " + home]
    for i, column in enumerate(p.columns):
        shown = [f"[{name(c)}]" if k < p.face_down[i] else name(c) for k, c in enumerate(column)]
        lines.append(f"{i + 1:>2}: " + " ".join(shown))
    lines.append("Stock: " + " ".join(name(c) for c in reversed(p.stock)))
    lines.append("Waste: " + " ".join(name(c) for c in p.waste))
    lines.append(f"Redeals left: {p.redeals_left}")
    return [line.rstrip() for line in lines]
