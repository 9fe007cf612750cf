// The footer's words fitted to the width: the status line falls back to
// shorter forms, a long message wraps at a word onto a second line and is
// cut with a mark, cards in notation are drawn as the board draws them,
// and --ascii writes it all in ASCII.

import { describe, expect, it } from 'vitest';
import { findVariant, newGame, parseMoves, restoreGame } from '../../../src/engine/index.js';
import { formatTime } from '../../../src/ui/table/clock.js';
import { itemsWidth, keyAt, reminderItems } from '../../../src/ui/text/footer-text.js';
import { CUT_TO_LOG, messageLines } from '../../../src/ui/text/message-text.js';
import { asciiOnly } from '../../../src/ui/text/plain-text.js';
import { statusParts } from '../../../src/ui/text/status.js';
import { makeTheme } from '../../../src/ui/theme.js';
import { press, TABLE, tableFrom } from '../support/table.js';

const theme = makeTheme({ ascii: false, fourColor: false, monochrome: true });
const text = (parts: readonly { text: string }[]) => parts.map((p) => p.text).join('');

describe('the status line', () => {
  const game = restoreGame(findVariant('forty-thieves')!, 'hard', 1234567890n, parseMoves('d d'));

  it('says everything in full when there is room', () => {
    expect(text(statusParts(game, 61_000, 120, { verdict: 'winnable' }))).toBe(
      'Forty Thieves · hard · seed 1234567890 · 2 moves · 1:01 · score 0 · 0/104 home · winnable',
    );
  });

  it.each([80, 72, 60, 50])('fits %i columns', (width) => {
    for (const verdict of [undefined, 'winnable', 'unwinnable', 'unknown', 'thinking'] as const) {
      const line = text(statusParts(game, 3_723_000, width, { verdict, spinner: '⠋' }));
      expect([...line].length, line).toBeLessThanOrEqual(width);
      expect(line).toContain('1:02:03');
    }
  });

  it('takes a long seed and a long name down to short forms', () => {
    const long = newGame(findVariant('napoleons-square')!, 'medium', 99999999999999999999n);
    const line = text(statusParts(long, 0, 80, { verdict: 'unwinnable' }));
    expect([...line].length).toBeLessThanOrEqual(80);
    expect(line).toContain('#99999999999999999999');
    expect(line).toContain('0 mv');
  });

  it('keeps one form whatever the verdict, with the cards home, at 80 and 120 columns', () => {
    for (const [width, seed] of [
      [80, 5n],
      [80, 1234567890n],
      [120, 5n],
    ] as const) {
      const g = restoreGame(findVariant('forty-thieves')!, 'hard', seed, parseMoves('d d'));
      const verdicts = [undefined, 'winnable', 'unwinnable', 'unknown', 'thinking'] as const;
      const lines = verdicts.map((verdict) => text(statusParts(g, 61_000, width, { verdict, spinner: '⠋' })));
      expect(
        lines.every((line) => line.includes('0/104 home')),
        lines.join('\n'),
      ).toBe(true);
      const figures = lines.map((line) => line.slice(0, line.indexOf('home')));
      expect(new Set(figures).size, figures.join('\n')).toBe(1);
    }
  });

  it('says a deal proven lost at move 0 cannot be won, not that it is no longer winnable', () => {
    const deal = newGame(findVariant('forty-thieves')!, 'hard', 5n);
    expect(text(statusParts(deal, 0, 120, { verdict: 'unwinnable' }))).toMatch(/cannot be won$/);
    const at80 = text(statusParts(deal, 0, 80, { verdict: 'unwinnable' }));
    expect(at80).toMatch(/ cannot be won$/);
    expect(at80).not.toMatch(/no longer|unwinnable/);
    // Its longer words cost the line none of its form: the same dots as after a move.
    expect(at80).toContain(' · 0/104 home · cannot be won');
    expect(
      text(statusParts(restoreGame(deal.variant, 'hard', 5n, parseMoves('d')), 0, 80, { verdict: 'unwinnable' })),
    ).toContain(' · 0/104 home · lost');
    expect(text(statusParts(game, 0, 120, { verdict: 'unwinnable' }))).toMatch(/no longer winnable \(b: back\)$/);
    // Back at the deal after moves (the move counter counts the undo): the deal is what is lost.
    const undone = restoreGame(deal.variant, 'hard', 5n, [], parseMoves('d'), 2);
    expect(text(statusParts(undone, 0, 120, { verdict: 'unwinnable' }))).toMatch(/2 moves .* cannot be won$/);
    // The keeper's slot for a later position of a deal known lost.
    expect(text(statusParts(game, 0, 120, { verdict: 'lost-deal' }))).toMatch(/ cannot be won$/);
  });

  it('names b, back to a winnable position, after "no longer winnable", within 80 columns', () => {
    const early = restoreGame(findVariant('forty-thieves')!, 'hard', 5n, parseMoves('d'));
    const line = text(statusParts(early, 61_000, 80, { verdict: 'unwinnable' }));
    expect(line).toBe('Forty Thieves hard #5 · 1 move · 1:01 · 0 pts · 0/104 home · lost (b: back)');
    expect([...line].length).toBeLessThanOrEqual(80);
    // No room left for it: the verdict alone, and the figures in the same form as with any verdict.
    const crowded = restoreGame(findVariant('napoleons-square')!, 'medium', 99999999999999999999n, parseMoves('d'));
    const full = text(statusParts(crowded, 3_723_000, 80, { verdict: 'unwinnable' }));
    expect(full).toMatch(/ lost$/);
    expect(full.replace(/lost$/, '')).toBe(
      text(statusParts(crowded, 3_723_000, 80, { verdict: 'unknown' })).replace(/unknown$/, ''),
    );
  });

  it('takes a shorter form where that gives "(b: back)" room', () => {
    const drawn = restoreGame(findVariant('forty-thieves')!, 'hard', 12n, parseMoves('d '.repeat(64).trim()));
    // The long form takes 92 columns with "no longer winnable", 102 with "(b: back)"; with "0 pts", 100.
    expect(text(statusParts(drawn, 32_000, 100, { verdict: 'unwinnable' }))).toBe(
      'Forty Thieves · hard · seed 12 · 64 moves · 0:32 · 0 pts · 0/104 home · no longer winnable (b: back)',
    );
    expect(text(statusParts(drawn, 32_000, 100, { verdict: 'unknown' }))).toBe(
      "Forty Thieves · hard · seed 12 · 64 moves · 0:32 · score 0 · 0/104 home · can't tell",
    );
  });

  it('says "unknown" in a word at 80 columns, in the room the other verdicts take', () => {
    const early = restoreGame(findVariant('forty-thieves')!, 'hard', 5n, parseMoves('d'));
    expect(text(statusParts(early, 0, 80, { verdict: 'unknown' }))).toMatch(/0\/104 home · unknown$/);
    // A ten-digit seed (most random deals) keeps the dotted form at 80 columns, whatever the verdict.
    const limited = restoreGame(findVariant('limited')!, 'hard', 4821907356n, parseMoves('d'));
    for (const verdict of ['winnable', 'unknown', 'thinking'] as const)
      expect(text(statusParts(limited, 61_000, 80, { verdict, spinner: '⠋' }))).toMatch(
        /^Limited hard #4821907356 · 1 move · 1:01 · 0 pts · 0\/104 home · /,
      );
  });

  it('keeps the figures apart at 80 columns where the dots have no room: two spaces, not one', () => {
    const easy = restoreGame(findVariant('forty-thieves')!, 'easy', 420755286n, parseMoves('d'));
    expect(text(statusParts(easy, 61_000, 80, { verdict: 'winnable' }))).toBe(
      'Forty Thieves easy #420755286  1 mv  1:01  0 pts  0/104 home  winnable',
    );
  });

  it('names a daily deal by its date where another game has its seed', () => {
    const easy = newGame(findVariant('forty-thieves')!, 'easy', 4711n);
    expect(text(statusParts(easy, 61_000, 120, { verdict: 'winnable', daily: '2026-12-03' }))).toBe(
      'Forty Thieves · easy · daily 2026-12-03 · 0 moves · 1:01 · score 0 · 0/104 home · winnable',
    );
    const at80 = text(statusParts(easy, 61_000, 80, { verdict: 'winnable', daily: '2026-12-03' }));
    // The score gives way before the figures run together ("2026-12-03 0 mv 1:01 0 pts"), not "home",
    // without which "1/104 lost" would read as cards lost.
    expect(at80).toBe('Forty Thieves easy daily 2026-12-03  0 mv  1:01  0/104 home  winnable');
    const late = restoreGame(findVariant('forty-thieves')!, 'medium', 4711n, parseMoves('d'), [], 131);
    expect(text(statusParts(late, 42_000, 80, { verdict: 'unwinnable', daily: '2026-12-07' }))).toBe(
      'Forty Thieves medium daily 2026-12-07  131 mv  0:42  0/104 home  lost (b: back)',
    );
    // With no room for two spaces even so, one.
    expect(text(statusParts(late, 42_000, 76, { verdict: 'unwinnable', daily: '2026-12-07' }))).toBe(
      'Forty Thieves medium daily 2026-12-07 131 mv 0:42 0/104 home lost (b: back)',
    );
    for (const width of [72, 60, 50]) {
      const line = text(statusParts(easy, 3_723_000, width, { verdict: 'unwinnable', daily: '2026-12-03' }));
      expect(line).toContain('daily 2026-12-03');
      expect([...line].length, line).toBeLessThanOrEqual(width);
    }
  });

  it('says "not winnable", not pointing to b nor claiming the deal once was, where b knows no way back', () => {
    expect(text(statusParts(game, 0, 120, { verdict: 'unwinnable-no-back' }))).toMatch(/0\/104 home · not winnable$/);
    expect(text(statusParts(game, 0, 80, { verdict: 'unwinnable-no-back' }))).toMatch(/ lost$/);
    const deal = restoreGame(findVariant('forty-thieves')!, 'hard', 5n, []);
    expect(text(statusParts(deal, 0, 120, { verdict: 'unwinnable-no-back' }))).toMatch(/ cannot be won$/);
  });

  it('names the verdicts', () => {
    expect(text(statusParts(game, 0, 200, { verdict: 'unwinnable' }))).toMatch(/no longer winnable \(b: back\)$/);
    expect(text(statusParts(game, 0, 200, { verdict: 'unknown' }))).toMatch(/can't tell$/);
    expect(text(statusParts(game, 0, 200, { verdict: 'thinking', spinner: '⠋' }))).toMatch(/⠋ solving$/);
  });

  it('says "solving" in the short forms too, in the room "winnable" takes, the spinner left out', () => {
    for (const width of [80, 72, 60]) {
      const solving = text(statusParts(game, 0, width, { verdict: 'thinking', spinner: '⠋' }));
      const winnable = text(statusParts(game, 0, width, { verdict: 'winnable' }));
      expect(solving, `${width}`).toMatch(/ solving$/);
      expect([...solving].length, solving).toBeLessThanOrEqual(width);
      // The figures keep their form (the name may be cut less, by the word's one column fewer).
      const figures = (line: string, words: string) => line.slice(line.indexOf(' hard'), -words.length);
      expect(figures(solving, 'solving'), `${width}`).toBe(figures(winnable, 'winnable'));
    }
  });
});

describe('the message line', () => {
  const lines = (message: string, width: number) => messageLines(message, theme, 'title', width, 2).map(text);

  it('draws cards in notation as the board does', () => {
    expect(lines('TD cannot go on 9S: it needs a JD', 80)).toEqual(['10♦ cannot go on 9♠: it needs a J♦']);
    expect(lines('9S-7S (3 cards)', 80)).toEqual(['9♠-7♠ (3 cards)']);
  });

  it('wraps at a word onto a second line, and cuts a third', () => {
    expect(lines('one two three four five', 9)).toEqual(['one two', 'three…']);
    expect(lines('one two three', 9)).toEqual(['one two', 'three']);
  });

  it('cuts after the last whole word that fits beside the mark, unless that leaves the line less than half full', () => {
    const one = (message: string, width: number, cut?: string) =>
      messageLines(message, theme, 'title', width, 1, cut).map(text);
    expect(one('Stopped: your move again (with the solver moves in it', 30, CUT_TO_LOG)).toEqual([
      'Stopped: your… L: all of it',
    ]);
    // A word ending just where the mark begins is kept whole.
    expect(one('Stopped: your move again', 20)).toEqual(['Stopped: your move…']);
    // A long word: cut where it reaches the mark.
    expect(one('ab cdefghijklmnopqrstuvwxyz more', 20)).toEqual(['ab cdefghijklmnopqr…']);
  });

  it('takes a number to the next line with the word before it, not alone', () => {
    const message = 'The last game (4 moves) counted as a loss. New deal: Forty Thieves, hard, seed 1721755536';
    expect(lines(message, 80)).toEqual([
      'The last game (4 moves) counted as a loss. New deal: Forty Thieves, hard,',
      'seed 1721755536',
    ]);
    expect(lines('Redone: 9S from column 10', 23)).toEqual(['Redone: 9♠ from', 'column 10']);
    // Not where the two would not fit a line: the number is never cut for them.
    expect(lines('New deal: seed 99999999999999999999', 24)).toEqual(['New deal: seed', '99999999999999999999']);
    // One number to a word: a list of numbers wraps as words do; nor after the end of a sentence.
    expect(lines('Columns 1 2 3 4 5 6 7 8 9 10 are empty now', 20)).toEqual([
      'Columns 1 2 3 4 5 6',
      '7 8 9 10 are empty…',
    ]);
    expect(lines('Undone: 2 moves. 3 left', 15)).toEqual(['Undone: 2', 'moves. 3 left']);
  });

  it('draws cards that stand as words, not letters inside a path or a name', () => {
    expect(lines('9S-8S (2 cards) onto TD.', 80)).toEqual(['9♠-8♠ (2 cards) onto 10♦.']);
    expect(lines('kept as C:\\Users\\AS\\stats.json and /home/KD/x', 80)).toEqual([
      'kept as C:\\Users\\AS\\stats.json and /home/KD/x',
    ]);
  });

  it('splits a word longer than the line (a file path), cutting only at its last line', () => {
    expect(lines('abcdefghij', 6)).toEqual(['abcdef', 'ghij']);
    expect(lines('kept as abcdefghijklmnop', 6)).toEqual(['kept', 'as ab…']);
    expect(lines('abcdefghijklmnop', 6)).toEqual(['abcdef', 'ghijk…']);
  });

  it('writes the cards, its marks and the cut in ASCII with --ascii', () => {
    const ascii = makeTheme({ ascii: true, fourColor: false, monochrome: true });
    expect(messageLines('TD · two three four five', ascii, 'title', 9, 2).map(text)).toEqual(['10d | two', 'three.']);
  });
});

describe('small words', () => {
  it.each([
    [0, '0:00'],
    [59_999, '0:59'],
    [61_000, '1:01'],
    [3_600_000, '1:00:00'],
  ])('%i ms is %s', (ms, shown) => {
    expect(formatTime(ms)).toBe(shown);
  });

  it('writes the interface’s marks in ASCII, one character for one', () => {
    expect(asciiOnly('←→↑↓ move · ◂ hard ▸ …')).toBe('<>^v move | < hard > .');
  });
});

describe('the key reminder', () => {
  it('while the solver plays its line or b looks back, says any key stops it and Ctrl+C quits, not q', () => {
    const line = (keys: string[]) =>
      reminderItems(press(tableFrom(TABLE), keys).state, 80)
        .map((item) => `${item.keys} ${item.words}`)
        .join('  ');
    expect(line(['d', 's', 's'])).toBe('any key stops  +/- pace  Ctrl+C quit');
    expect(line(['d', 'b'])).toBe('any key stops  Ctrl+C quit');
  });

  it('asking before a new deal, offers to keep playing, or after a win to look at the board', () => {
    const line = (state: Parameters<typeof reminderItems>[0]) =>
      reminderItems(state, 80)
        .map((item) => `${item.keys} ${item.words}`)
        .join('  ');
    expect(line(press(tableFrom(TABLE), ['d', 'n']).state)).toContain('n/Esc keep playing');
    const won = press(tableFrom('Foundations: KC QC KS KS KH KH KD KD\nWaste: KC'), ['w', 'f', 'escape', 'n']).state;
    expect(line(won)).toBe('y/Enter new deal  c choose the game  n/Esc look at the board  q quit');
  });

  it('while paused, says any key goes back and q quits, q clickable as the keymap binds it', () => {
    const items = reminderItems(press(tableFrom(TABLE), ['p']).state, 80);
    expect(items).toEqual([
      { keys: 'any key', words: 'back to the game' },
      { keys: 'q', words: 'quit', key: 'q' },
    ]);
  });

  it('finds the item drawn at a column: "y/Enter new deal" on 0-15, two spaces, then "n no" on 18-21', () => {
    const items = [
      { keys: 'y/Enter', words: 'new deal', key: 'y' },
      { keys: 'n', words: 'no', key: 'n' },
    ];
    expect([0, 15, 16, 17, 18, 21, 22].map((x) => keyAt(items, x))).toEqual([
      'y',
      'y',
      undefined,
      undefined,
      'n',
      'n',
      undefined,
    ]);
  });

  it.each([false, true])('finds under a click the key of an item that stands for several (ASCII %s)', (ascii) => {
    const items = reminderItems(tableFrom(TABLE), 80, ascii);
    const move = items.findIndex((item) => item.words === 'move');
    expect(items[move].keys).toBe(ascii ? '<>^v' : '←→↑↓');
    const start = itemsWidth(items.slice(0, move)) + (move > 0 ? 2 : 0);
    // Each arrow its key; the words none.
    expect([0, 1, 2, 3, 5].map((i) => keyAt(items, start + i))).toEqual(['left', 'right', 'up', 'down', undefined]);
  });

  it.each([false, true])('shows the hint and a new game at 80 columns (ASCII %s)', (ascii) => {
    const items = reminderItems(tableFrom(TABLE), 80, ascii);
    expect(itemsWidth(items)).toBeLessThanOrEqual(80);
    expect(items).toContainEqual(expect.objectContaining({ keys: 't', words: 'hint' }));
    expect(items).toContainEqual(expect.objectContaining({ keys: 'n', words: 'new' }));
    expect(items.at(-1)).toMatchObject({ keys: 'q', words: 'quit' });
  });

  it('gives up a new game before undo at 72 columns, the narrowest table', () => {
    for (const [ascii, arrows] of [
      [false, '←→↑↓'],
      [true, '<>^v'],
    ] as const) {
      const line = reminderItems(tableFrom(TABLE), 72, ascii)
        .map((i) => `${i.keys} ${i.words}`)
        .join('  ');
      expect(line).toBe(`${arrows} move  Enter pick up  f home  d draw  u undo  t hint  ? keys  q quit`);
    }
  });

  it('offers, while cards are held, ↑/↓ only with more than one card to choose from and f only for a card that can go home', () => {
    const words = (keys: string[]) => reminderItems(press(tableFrom(TABLE), keys).state, 120).map((i) => i.words);
    // The Ace of spades alone on the waste: home at once, nothing to choose.
    expect(words(['w', 'enter'])).toEqual([
      'drop here (same pile: smart move)',
      'to foundation',
      'put back',
      'all keys',
    ]);
    // Column 1's run 9♠ 8♠: one card or two, and the foundations are empty.
    expect(words(['1', 'enter'])).toEqual(['drop here (same pile: smart move)', 'how many', 'put back', 'all keys']);
    // Column 2's lone 10♠: neither.
    expect(words(['2', 'enter'])).toEqual(['drop here (same pile: smart move)', 'put back', 'all keys']);
  });

  it('keeps draw and undo at 80 columns in ASCII as with arrows', () => {
    for (const ascii of [false, true]) {
      const words = reminderItems(tableFrom(TABLE), 80, ascii).map((i) => i.words);
      expect(words).toEqual(expect.arrayContaining(['draw', 'undo']));
    }
  });
});
