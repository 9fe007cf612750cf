// The words a player reads at 80x24, in the built CLI under tmux: every page
// of the help whole (no line cut with "…"), and the key line with the hint
// and a new game on it; and the line printed at the end.

import { describe, expect, it } from 'vitest';
import { canRunEndToEnd } from './prerequisites.js';
import { GAME, panes } from './tmux.js';

const pane = panes();

describe.runIf(canRunEndToEnd('the words at 80 x 24', { tmux: true }))('the words at 80 x 24', () => {
  it.each(['forty-thieves', 'napoleons-square', 'little-forty'])(
    'shows every page of the help of %s without a line cut',
    async (variant) => {
      const p = await pane.open(80, 24);
      p.type(`${GAME} --variant ${variant} --seed 3; echo "exit=$?"`, true);
      let screen = await p.waitFor('q quit');
      const keyLine = screen.split('\n')[22];
      expect(keyLine).toContain('t hint');
      expect(keyLine).toContain('n new');
      p.type('?');
      screen = await p.waitFor(/Keys/);
      const pages: string[] = [screen];
      for (let page = 2; screen.includes('next page'); page++) {
        p.type('j');
        screen = await p.waitFor(`page ${page} of`);
        pages.push(screen);
      }
      const text = pages.join('\n');
      for (const line of text.split('\n')) expect(line.trimEnd(), line).not.toMatch(/…$/);
      expect(text).toContain('The rules of');
      expect(text.replace(/\s+/g, ' ')).toContain('Eight foundations, two per suit, built up in suit from Ace to King');
      expect(text.replace(/\s+/g, ' ')).toMatch(/jump to column 1-9; 0, -, = for 10, 11, 12/);
      p.type('x');
      await p.waitFor('t hint');
      p.type('q');
      screen = await p.waitFor('exit=0');
      // One line once the terminal is itself again: the game saved and how to continue it.
      expect(screen).toMatch(/^Saved .+, seed 3, 0 moves: run forty-thieves to continue\nexit=0/m);
    },
  );
});
