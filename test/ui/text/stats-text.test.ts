// The start screen's record of a game: its words fit the menu's row at the smallest width.

import { describe, expect, it } from 'vitest';
import { LEVELS, VARIANTS } from '../../../src/engine/index.js';
import { LABEL_WIDTH } from '../../../src/ui/screens/start-lines.js';
import { winRecord } from '../../../src/ui/text/stats-text.js';

const none = { played: 0, won: 0 } as Parameters<typeof winRecord>[0];

describe('the record on the start screen', () => {
  it('says no game has finished yet, whole at 60 columns in every game', () => {
    expect(winRecord(none)).toBe('none finished yet');
    for (const variant of VARIANTS)
      for (const level of LEVELS) {
        // The cursor's mark and a space, the label, then the game and its record.
        const row = `  ${'New game'.padEnd(LABEL_WIDTH)}${variant.name}, ${level}: ${winRecord(none)}`;
        expect([...row].length, row).toBeLessThanOrEqual(60);
      }
  });
});
