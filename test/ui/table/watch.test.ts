// Watching the solver (`s`) through the table's reducer: the line is played
// as the solver found it, move for move, even where the auto-finish would
// take over for the player.

import { describe, expect, it } from 'vitest';
import { formatMoves, parseMove, parseMoves, play, undo } from '../../../src/engine/index.js';
import { elapsedAt } from '../../../src/ui/table/clock.js';
import { done, kinds, press, TABLE, tableFrom } from '../support/table.js';

// Every card goes home but two Q♦ and two K♦: after any move the auto-finish
// could play the rest, columns first.
const NEARLY = 'Foundations: KC KC KS KS KH KH JD JD\n1: KD QD\n2: QD\nStock: KD';
// Not the auto-finish's order: it would play 1>f 1>f d w>f after the first move.
const LINE = '2>f d 1>f 1>f w>f';
// Every Q♦ under a K♦, the second J♦ under both, no stock: no card goes home by itself, now or after 1>3.
const BLOCKED = 'Foundations: KC KC KS KS KH KH JD TD\n1: QD KD\n2: JD QD KD';
const BLOCKED_LINE = '1>3 1>f 3>f 2>1 2>3 2>f 3>f 1>f';

/** `s` asked and answered with the blocked position's line, its first move played. */
function blockedFirstMove() {
  const asked = press(tableFrom(BLOCKED), ['s', 's']);
  const run = asked.state.watch!.run;
  const answer = { verdict: 'winnable', moves: parseMoves(BLOCKED_LINE) } as const;
  return press(asked.state, [
    { type: 'line-ready', run, moveCount: 0, answer },
    { type: 'watch-step', run },
  ]);
}

/** `s`, the solver's line found, and its first move played. */
function firstMove() {
  const asked = press(tableFrom(NEARLY), ['s', 's']);
  const run = asked.state.watch!.run;
  const answer = { verdict: 'winnable', moves: parseMoves(LINE) } as const;
  const step = press(asked.state, [
    { type: 'line-ready', run, moveCount: 0, answer },
    { type: 'watch-step', run },
  ]);
  return { step, run };
}

describe('a watch started again', () => {
  it('in the same millisecond is another run: the first one’s answer does not play in it', () => {
    const first = press(tableFrom(NEARLY), ['s', 's']);
    const stale = first.state.watch!.run;
    const again = press(first.state, ['x', 's', 's']);
    expect(again.state.watch?.run).not.toBe(stale);
    const answer = { verdict: 'winnable', moves: parseMoves(LINE) } as const;
    const late = press(again.state, [{ type: 'line-ready', run: stale, moveCount: 0, answer }]);
    expect(late.state.watch?.line).toBeUndefined();
  });
});

describe('s: the solver plays its line', () => {
  it('learns a deal proven lost from its answer: the next s says so at once, without asking', () => {
    const asked = press(tableFrom(NEARLY), ['s', 's']).state;
    const lost = press(asked, [
      { type: 'line-ready', run: asked.watch!.run, moveCount: 0, answer: { verdict: 'lost-deal' } },
    ]);
    expect(lost.state.dealLost).toBe(true);
    const again = press(lost.state, ['s']);
    expect(again.state.watch).toBeUndefined();
    expect(again.state.message?.text).toBe('This deal cannot be won: the solver proves it lost');
  });

  it('asks first what it costs, in a game the solver has not played in; another key answers no', () => {
    const asked = press(tableFrom(NEARLY), ['s']);
    expect(asked.state.watch).toBeUndefined();
    expect(asked.effects).toEqual([]);
    expect(asked.state.message?.text).toBe(
      's again: the solver looks for a win and plays it (a win still counts, but sets no best time, score or moves)',
    );
    for (const key of ['x', 't', 'escape', 'left']) {
      const answered = press(asked.state, [key, 's']);
      expect(answered.state.watch, key).toBeUndefined();
      expect(answered.state.message?.text, key).toMatch(/^s again: the solver looks for a win/);
    }
    expect(kinds(press(asked.state, ['s']).effects)).toEqual(['solve-line']);
  });

  it("a line whose move is refused ends the watch, and leaves the game the player's own", () => {
    const asked = press(tableFrom(NEARLY), ['s', 's']).state;
    const run = asked.watch!.run;
    // Q♦ of column 2 cannot go onto column 1's Q♦.
    const answer = { verdict: 'winnable', moves: parseMoves('2>1') } as const;
    const step = press(asked, [
      { type: 'line-ready', run, moveCount: 0, answer },
      { type: 'watch-step', run },
    ]);
    expect(done(step)).toBe('');
    expect(step.state.watch).toBeUndefined();
    expect(step.state.assisted).toBeFalsy();
  });

  it('plays every move of its own line, with no auto-finish', () => {
    let { step, run } = firstMove();
    expect(step.state.finishing).toEqual([]);
    expect(step.state.watch?.line).toHaveLength(4);
    for (let i = 0; i < 4; i++) step = press(step.state, [{ type: 'watch-step', run }]);
    expect(done(step)).toBe(LINE);
    expect(step.state.overlay).toBe('won');
    expect(step.state.assisted).toBe(true);
  });

  it('waits while the table is out of sight, and goes on when it is back', () => {
    const { step: first, run } = firstMove();
    const hidden = press(first.state, [
      { type: 'shown', visible: false },
      { type: 'watch-step', run },
    ]);
    expect(done(hidden)).toBe('2>f');
    expect(hidden.effects.some((e) => e.kind === 'later' && e.action.type === 'watch-step')).toBe(true);
    const back = press(hidden.state, [
      { type: 'shown', visible: true },
      { type: 'watch-step', run },
    ]);
    expect(done(back)).toBe('2>f d');
  });
});

describe('the pace of s', () => {
  it('is the one chosen last at this table when s is pressed again', () => {
    const step = blockedFirstMove();
    expect(step.state.watch?.paceMs).toBe(200);
    const faster = press(step.state, ['+', '+']);
    expect(faster.state.watch?.paceMs).toBe(50);
    // Faster still changes nothing, and says why.
    expect(press(faster.state, ['+']).state.message?.text).toMatch(/, 20\/s max · \+ - pace/);
    const slowest = press(step.state, ['-', '-', '-', '-']);
    expect(slowest.state.watch?.paceMs).toBe(1600);
    expect(slowest.state.message?.text).toMatch(/, 0\.6\/s min · /);
    const stopped = press(faster.state, ['x']);
    expect(stopped.state.watch).toBeUndefined();
    expect(press(stopped.state, ['s']).state.watch?.paceMs).toBe(50);
    expect(press(tableFrom(BLOCKED), ['s', 's']).state.watch?.paceMs).toBe(200);
  });
});

describe('s stopped', () => {
  it("before the solver's first move hands the game back as it was", () => {
    const asked = press(tableFrom(BLOCKED), ['s', 's']);
    expect(press(asked.state, ['x']).state.message?.text).toBe('Stopped: the game is yours again');
  });

  it('before its first move, where every card would go home, leaves the position to the player', () => {
    // Come back to by undo, where the auto-finish does not run: stopping the search does not run it either.
    const table = tableFrom(NEARLY);
    const played = play(table.game, parseMove('2>f'));
    if ('refusal' in played) throw new Error('2>f refused');
    const asked = press({ ...table, game: undo(played.game) }, ['s', 's']);
    expect(asked.state.watch).toBeDefined();
    const stopped = press(asked.state, ['u']);
    expect(stopped.state.finishing).toEqual([]);
    expect(stopped.state.message?.text).toBe('Stopped: the game is yours again');
    expect(kinds(stopped.effects)).toEqual([]);
  });

  it('after it has played says a win no longer sets a record', () => {
    const step = blockedFirstMove();
    expect(formatMoves(step.state.game.done)).toBe('1>3');
    const stopped = press(step.state, ['x']);
    expect(stopped.state.finishing).toEqual([]);
    expect(stopped.state.watch).toBeUndefined();
    expect(stopped.state.message?.text).toBe(
      "Stopped: your move again (with the solver's moves in it, a win still counts, but sets no best time, score or moves)",
    );
  });

  it('by the end of the program where its moves left every card going home: they go, and the win counts', () => {
    let step = blockedFirstMove();
    const run = step.state.watch!.run;
    for (let i = 0; i < 4; i++) step = press(step.state, [{ type: 'watch-step', run }]);
    expect(step.state.finishing).toEqual([]);
    for (const end of ['ctrl+c', { type: 'finish-all' } as const]) {
      const ended = press(step.state, [end]);
      expect(ended.state.overlay, String(end)).toBe('won');
      expect(ended.effects, String(end)).toContainEqual(
        expect.objectContaining({ kind: 'record', result: expect.objectContaining({ won: true, assisted: true }) }),
      );
    }
  });

  it('where every card goes home by itself, starts the auto-finish the line held back', () => {
    const { step } = firstMove();
    expect(step.state.finishing).toEqual([]);
    const stopped = press(step.state, ['x']);
    expect(stopped.state.watch).toBeUndefined();
    // After 2>f: column 1's Q♦ and K♦ home, then the stock's K♦ drawn and sent home.
    expect(formatMoves(stopped.state.finishing)).toBe('1>f 1>f d w>f');
    expect(stopped.state.message?.text).toBe('Finishing: every card goes home (any key plays the rest at once)');
    expect(kinds(stopped.effects)).toContain('later');
  });
});

describe('T: the hint played', () => {
  it('asks first what it costs, then names the move and its own words', () => {
    // Easy plays safe moves after each move: the draw lets the Ace of hearts go home.
    const table = { ...tableFrom('level: easy\n1: 5H AH\n2: 9C\nStock: 9D'), hint: parseMoves('d')[0] };
    const asked = press(table, ['T']);
    expect(done(asked)).toBe('');
    expect(asked.state.assisted).toBeUndefined();
    expect(asked.state.message?.text).toBe(
      'T again plays the hint for you, t only shows it (a win still counts, but sets no best time, score or moves)',
    );
    const run = press(asked.state, ['T']);
    expect(done(run)).toBe('d 1>f');
    expect(run.state.assisted).toBe(true);
    expect(run.state.message?.text).toBe('Played the hint: draw. Safe move: AH to its foundation');
    // The game is the solver's already: the next T looks for its move at once.
    expect(kinds(press(run.state, ['T']).effects)).toEqual(['hint']);
  });

  it('plays nothing when another key answers its question, and asks again after it', () => {
    const table = { ...tableFrom(TABLE), hint: parseMoves('d')[0] };
    for (const key of ['x', 't', 'escape', 'left']) {
      const run = press(table, ['T', key, 'T']);
      expect(done(run), key).toBe('');
      expect(run.state.assisted, key).toBeUndefined();
      expect(run.state.message?.text, key).toMatch(/^T again plays the hint for you/);
    }
    // The settings opened and closed in between (the table out of sight, then back): asked again.
    const back = press(table, ['T', { type: 'shown', visible: false }, { type: 'shown', visible: true }]);
    // The question's words go with it: a T that asks again is seen to ask.
    expect(back.state.message).toBeUndefined();
    const hidden = press(back.state, ['T']);
    expect(done(hidden)).toBe('');
    expect(hidden.state.message?.text).toMatch(/^T again plays the hint for you/);
  });

  it('says on a daily deal that a win of it fills no day of the streak', () => {
    const asked = press({ ...tableFrom(TABLE), daily: '2026-12-05' }, ['T']);
    expect(asked.state.message?.text).toContain('nor a day of the daily streak');
  });
});

describe('T pressed again while its hint is coming', () => {
  it('plays a move for each T: the hint when it comes, then the next one asked for and played', () => {
    // Seed 5's deal: T twice before the solver answers (after the T that asks).
    const asked = press(tableFrom(TABLE), ['T', 'T', 'T']);
    expect(kinds(asked.effects)).toEqual(['hint']);
    const first = press(asked.state, [{ type: 'hint-ready', moveCount: 0, hint: parseMove('d'), text: 'Hint: draw' }]);
    expect(done(first)).toBe('d');
    // The second T's hint is asked for the position after the first move.
    expect(kinds(first.effects)).toContain('hint');
    expect(first.state.hintPending).toBe(1);
    const second = press(first.state, [{ type: 'hint-ready', moveCount: 1, hint: parseMove('d'), text: 'Hint: draw' }]);
    expect(done(second)).toBe('d d');
    // Two T, two moves: nothing more is asked for.
    expect(kinds(second.effects)).not.toContain('hint');
    expect(second.state.hintPending).toBeUndefined();
  });

  it('says each move played while the next is looked for', () => {
    const asked = press(tableFrom(TABLE), ['T', 'T', 'T']);
    const first = press(asked.state, [{ type: 'hint-ready', moveCount: 0, hint: parseMove('d'), text: 'Hint: draw' }]);
    expect(first.state.message?.text).toBe('Played the hint: draw. Looking for a move to play…');
  });

  it('charges, when a key stops them, only the wait for the hint not come yet: those that came were free', () => {
    const asked = press(tableFrom(TABLE, { now: 0, moveCount: 1 }), ['T', 'T'], 1000);
    // Played at 1 s: one more T, whose hint comes at 20 s, then a third, called off with Esc at 30 s.
    const queued = press(asked.state, ['T'], 1000);
    const hint = { type: 'hint-ready', moveCount: 1, hint: parseMove('d'), text: 'Hint: draw' } as const;
    const first = press(queued.state, [hint], 20_000);
    expect(done(first)).toBe('d');
    const stopped = press(first.state, ['escape'], 30_000);
    // 1 s of play, the 19 s for the first hint free, the 10 s for the second charged.
    expect(elapsedAt(stopped.state.clock, 30_000)).toBe(11_000);
  });

  it('leaves the wait running when an answer comes that is not played (another search took over)', () => {
    const drawn = press(tableFrom(TABLE, { now: 0 }), ['d', 'd'], 0).state;
    // t at 1 s, b at 2 s; t's hint, come at 10 s while b looks, is dropped; Esc at 20 s.
    const looking = press(press(drawn, ['t'], 1000).state, ['b'], 2000).state;
    const dropped = press(looking, [{ type: 'hint-ready', moveCount: 2, hint: parseMove('d'), text: 'Hint' }], 10_000);
    expect(dropped.state.game.moveCount).toBe(2);
    const stopped = press(dropped.state, ['escape'], 20_000);
    // 1 s of play, then the 19 s since t asked: no answer ended the wait.
    expect(elapsedAt(stopped.state.clock, 20_000)).toBe(20_000);
  });

  it("frees the wait of an answer taken while another search runs: s's line, come while t's hint is looked for", () => {
    const drawn = press(tableFrom(BLOCKED, { now: 0, moveCount: 1 }), [], 0).state;
    // t at 1 s, then s (twice: it asks first) at 2 s; the line comes at 10 s and its first move plays at once.
    const watching = press(press(drawn, ['t'], 1000).state, ['s', 's'], 2000).state;
    const run = watching.watch!.run;
    const answer = { verdict: 'winnable', moves: parseMoves(BLOCKED_LINE) } as const;
    const ready = press(watching, [{ type: 'line-ready', run, moveCount: 1, answer }], 10_000);
    const moved = press(ready.state, [{ type: 'watch-step', run }], 10_000);
    expect(formatMoves(moved.state.game.done)).toBe('1>3');
    // 1 s of play; the wait from 1 s to 10 s free, answered.
    expect(elapsedAt(moved.state.clock, 10_000)).toBe(1000);
  });

  it('plays one move for one T, and nothing queued survives a move of the player', () => {
    const one = press(tableFrom(TABLE), ['T', 'T']);
    const played = press(one.state, [{ type: 'hint-ready', moveCount: 0, hint: parseMove('d'), text: 'Hint: draw' }]);
    expect(done(played)).toBe('d');
    expect(kinds(played.effects)).not.toContain('hint');
    // T, T, then a draw of the player's own: the hint that comes is stale and plays nothing.
    const moved = press(tableFrom(TABLE), ['T', 'T', 'T', 'd']);
    const stale = press(moved.state, [{ type: 'hint-ready', moveCount: 0, hint: parseMove('d'), text: 'old' }]);
    expect(done(stale)).toBe('d');
  });
});
