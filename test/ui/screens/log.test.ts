// The message log's rows: cards drawn as on the board, long words split, never cut.

import { describe, expect, it } from 'vitest';
import { logEntries } from '../../../src/ui/screens/log-pages.js';
import { pageCount } from '../../../src/ui/screens/paging.js';
import { makeTheme } from '../../../src/ui/theme.js';

const text = (rows: { text: string }[][]) => rows.map((row) => row.map((span) => span.text).join(''));
const logRows = (...args: Parameters<typeof logEntries>) => logEntries(...args).flat();

describe('the message log', () => {
  it('writes cards as the board does, not in the notation', () => {
    expect(text(logRows(['Undone: QC from column 3 to column 2', '1 safe move: AD to the foundations'], 60))).toEqual([
      '· 1 safe move: A♦ to the foundations',
      '· Undone: Q♣ from column 3 to column 2',
    ]);
    const ascii = makeTheme({ ascii: true, fourColor: false, monochrome: true });
    expect(text(logRows(['No foundation takes TC'], 60, ascii))).toEqual(['- No foundation takes 10c']);
  });

  it('keeps all of a long message: a path longer than the width is split, nothing is cut', () => {
    const path = '/home/someone/.config/forty-thieves/stats.json.corrupt-2026-12-03T06-41-04.385Z';
    const rows = text(logRows([`kept as ${path}; statistics restored from the backup`], 30));
    expect(rows.join('').replaceAll(' ', '')).toBe(`·keptas${path};statisticsrestoredfromthebackup`);
    for (const row of rows) expect([...row].length).toBeLessThanOrEqual(30);
  });

  it('counts the pages the screen draws, whatever the theme: the reducer counts without one', () => {
    const path = '/home/someone/.config/forty-thieves/stats.json.corrupt-2026-12-03T06-41-04.385Z';
    const log = [`kept as ${path}`, 'Undone: TC from column 3 to column 2', '1 safe move: AD to the foundations'];
    const ascii = makeTheme({ ascii: true, fourColor: false, monochrome: false });
    // Pages of 2 rows (a height of 5 less the title, the footer and Ink's last row).
    // By hand, in 28 columns after the mark: the path's message takes 4 rows ("kept as " and 20
    // of its 78 characters, then 28, 28, 2), each of the others 2.
    expect(logRows(log, 30, ascii).length).toBe(8);
    expect(pageCount(logEntries(log, 30), 5)).toBe(4);
  });
});
