// The too-small screen: the size needed is never cut through, whatever the terminal's size.

import { describe, expect, it } from 'vitest';
import { parseMoves } from '../../../src/engine/index.js';
import { enlargeLines, keptOnQuit, keyOnWords } from '../../../src/ui/screens/enlarge-lines.js';
import { press, tableFrom } from '../support/table.js';

const need = { width: 72, height: 16 };

describe('the enlarge screen', () => {
  it('says it all in a terminal wide enough for its sentences', () => {
    expect(enlargeLines(need, { width: 60, height: 12 })).toEqual([
      'Enlarge the terminal to 72 x 16',
      '(it is 60 x 12 now).',
      'q quits; the game is saved.',
    ]);
  });

  it('names the one side that is short, where the other is enough', () => {
    expect(enlargeLines(need, { width: 100, height: 12 })).toEqual([
      'Make the terminal taller: 16 rows (it has 12 now).',
      'q quits; the game is saved.',
    ]);
    expect(enlargeLines(need, { width: 60, height: 30 }, 'nothing')).toEqual([
      'Make the terminal wider: 72 columns (it has 60 now).',
      'q quits.',
    ]);
    // Wrapped at a narrow width; with a row or two left, the bare size.
    expect(enlargeLines(need, { width: 30, height: 30 })).toEqual([
      'Make the terminal wider:',
      '72 columns (it has 30 now).',
      'q quits; the game is saved.',
    ]);
    expect(enlargeLines(need, { width: 100, height: 2 })).toEqual(['72x16']);
  });

  it('names the keys of the screens of text where they open, each clickable', () => {
    const lines = enlargeLines(need, { width: 60, height: 16 }, 'game', true);
    expect(lines).toEqual([
      'Make the terminal wider: 72 columns (it has 60 now).',
      'q quits; the game is saved.',
      '? help  o settings  L messages',
    ]);
    // "? help" is columns 0-5, "o settings" 8-17, "L messages" 20-29.
    expect([0, 5, 8, 17, 20, 29].map((x) => keyOnWords(lines, x, 2))).toEqual(['?', '?', 'o', 'o', 'L', 'L']);
    expect([6, 7, 18, 19, 30].map((x) => keyOnWords(lines, x, 2))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect([keyOnWords(lines, 0, 1), keyOnWords(lines, 7, 1), keyOnWords(lines, 0, 0)]).toEqual([
      'q',
      undefined,
      undefined,
    ]);
  });

  it('says a win is counted, not saved: its game is over', () => {
    expect(enlargeLines(need, { width: 60, height: 12 }, 'win').at(-1)).toBe('q quits; the win is counted.');
    expect(enlargeLines(need, { width: 20, height: 5 }, 'win').at(-1)).toBe('q quits, counted.');
  });

  it('says nothing of a saved game when there is none', () => {
    expect(enlargeLines(need, { width: 60, height: 12 }, 'nothing').at(-1)).toBe('q quits.');
    expect(enlargeLines(need, { width: 20, height: 5 }, 'nothing').at(-1)).toBe('q quits.');
  });

  it('wraps at a space rather than cutting the size short', () => {
    // At 30 columns, the first sentence cut at the width read "... to 72 x 1".
    expect(enlargeLines(need, { width: 30, height: 8 })).toEqual([
      'Enlarge the terminal to',
      '72 x 16',
      '(it is 30 x 8 now).',
      'q quits; the game is saved.',
    ]);
  });

  it('falls back to fewer words when the sentences do not fit the height', () => {
    expect(enlargeLines(need, { width: 20, height: 5 })).toEqual([
      'Enlarge to 72 x 16',
      '(now 20 x 5).',
      'q quits, saved.',
    ]);
    expect(enlargeLines(need, { width: 12, height: 3 })).toEqual(['Need 72x16', 'q quits']);
    expect(enlargeLines(need, { width: 5, height: 2 })).toEqual(['72x16']);
  });

  it('never writes more rows than the terminal has, less one, nor wider lines, nor part of a size', () => {
    for (let width = 1; width <= 80; width++)
      for (let height = 1; height <= 20; height++) {
        const lines = enlargeLines(need, { width, height });
        expect(lines.length).toBeLessThanOrEqual(Math.max(1, height - 1));
        for (const line of lines) expect(line.length).toBeLessThanOrEqual(width);
        // The size needed is whole or not there at all.
        const needed = lines.join(' ').match(/\d+ ?x ?\d*/)?.[0];
        if (needed) expect(needed, `${width} x ${height}`).toMatch(/^72 ?x ?16$/);
      }
  });
});

describe('the words that say q quits', () => {
  it.each([5, 6, 7, 10])('are on one line, where a click finds them, or not shown, at %i columns', (width) => {
    const lines = enlargeLines({ width: 72, height: 16 }, { width, height: 12 }, 'nothing');
    expect(lines).not.toContain('q');
    expect(lines.some((line) => line.startsWith('q quits'))).toBe(width >= 7);
  });
});

describe('what q is said to leave', () => {
  // As watch.test.ts's BLOCKED: no card goes home by itself until the line's fifth move.
  const BLOCKED = 'Foundations: KC KC KS KS KH KH JD TD\n1: QD KD\n2: JD QD KD';
  const LINE = parseMoves('1>3 1>f 3>f 2>1 2>3 2>f 3>f 1>f');

  it("is the win where the solver's line, stopped by q, leaves every card going home; else the game", () => {
    const asked = press(tableFrom(BLOCKED), ['s', 's']).state;
    const run = asked.watch!.run;
    const ready = press(asked, [
      { type: 'line-ready', run, moveCount: 0, answer: { verdict: 'winnable', moves: LINE } },
    ]);
    const steps = (n: number) => press(ready.state, Array(n).fill({ type: 'watch-step', run })).state;
    expect(keptOnQuit({ table: steps(1) })).toBe('game');
    expect(keptOnQuit({ table: steps(5) })).toBe('win');
    expect(keptOnQuit({ table: steps(5), notSaved: 'this game is not saved: /x did not take the writes' })).toBe(
      'unsaved',
    );
  });

  it('is the win over a won game looked at after the win screen (Esc), not a game saved', () => {
    const won = press(tableFrom('Foundations: KC KC KS KS KH KH KD QD\n1: KD'), ['1', 'f']).state;
    expect(won.overlay).toBe('won');
    const looked = press(won, ['escape']).state;
    expect(looked.overlay).toBe('none');
    expect(keptOnQuit({ table: looked })).toBe('win');
  });
});
