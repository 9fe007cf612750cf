"""The legal moves of docs/rules.md (The variants, Levels) and their effect, in move notation.

The moves are listed in the order the engine promises: draw or redeal, then
the waste, then the columns left to right as sources; for each source the
foundation first, then the columns left to right as targets; for each target
fewer cards first.
"""


def red(card):
    return card[0] >= 2  # hearts and diamonds


def builds(rule, card, onto):
    """Whether card may lie on onto in a column: one rank lower, and the rule on suits."""
    if card[1] != onto[1] - 1:
        return False
    if rule == "suit":
        return card[0] == onto[0]
    if rule == "colour":
        return red(card) != red(onto)
    if rule == "other":
        return card[0] != onto[0]
    raise ValueError(f"unknown build rule {rule!r}")


def foundation_for(p, card):
    """The first of the card's two foundations that stands one rank below it, or None."""
    for f in (2 * card[0], 2 * card[0] + 1):
        if p.foundations[f] == card[1] - 1:
            return f
    return None


def is_run(p, i, k):
    """Whether the top k cards of column i are face up and built down by the rule."""
    column = p.columns[i]
    if k > len(column) - p.face_down[i]:
        return False
    top = column[len(column) - k:]
    return all(builds(p.variant.build, top[a + 1], top[a]) for a in range(k - 1))


def legal_moves(p):
    moves = []
    if p.stock:
        moves.append("d")
    elif p.waste and p.redeals_left > 0:
        moves.append("r")
    n = len(p.columns)
    empty = sum(1 for c in p.columns if not c)
    if p.variant.runs:
        most_onto = most_into_empty = 10 ** 9
    else:
        most_onto = 2 ** empty
        most_into_empty = 2 ** (empty - 1) if empty > 0 else 0
    if p.waste:
        card = p.waste[-1]
        if foundation_for(p, card) is not None:
            moves.append("w>f")
        for t in range(n):
            if not p.columns[t] or builds(p.variant.build, card, p.columns[t][-1]):
                moves.append(f"w>{t + 1}")
    for i in range(n):
        column = p.columns[i]
        if not column:
            continue
        if foundation_for(p, column[-1]) is not None:
            moves.append(f"{i + 1}>f")
        for t in range(n):
            if t == i:
                continue
            target = p.columns[t]
            for k in range(1, len(column) + 1):
                if not is_run(p, i, k):
                    break
                if target:
                    ok = k <= most_onto and builds(p.variant.build, column[-k], target[-1])
                else:
                    ok = k <= most_into_empty
                if ok:
                    moves.append(f"{i + 1}>{t + 1}" + (f":{k}" if k > 1 else ""))
    return moves


def play(p, move):
    """The position after a move from legal_moves (p itself is left alone)."""
    q = p.copy()
    if move == "d":
        for _ in range(q.variant.draw):
            if q.stock:
                q.waste.append(q.stock.pop())
        return q
    if move == "r":
        q.stock = list(reversed(q.waste))
        q.waste = []
        q.redeals_left -= 1
        return q
    source, rest = move.split(">")
    target, _, count = rest.partition(":")
    k = int(count) if count else 1
    if source == "w":
        cards = [q.waste.pop()]
    else:
        i = int(source) - 1
        column = q.columns[i]
        cards = column[len(column) - k:]
        del column[len(column) - k:]
        # The card now on top turns face up.
        if q.face_down[i] >= len(column):
            q.face_down[i] = max(0, len(column) - 1)
    if target == "f":
        q.foundations[foundation_for(q, cards[0])] += 1
    else:
        q.columns[int(target) - 1].extend(cards)
    return q


def perft(p, depth):
    """The number of move sequences of exactly this length from p."""
    if depth == 0:
        return 1
    return sum(perft(play(p, m), depth - 1) for m in legal_moves(p))
