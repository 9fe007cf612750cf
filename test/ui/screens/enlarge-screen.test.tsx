// The screen asking for a larger terminal draws the keys of the screens of
// text as every key line draws its keys: in the key style, their words muted.

import chalk from 'chalk';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { EnlargeScreen } from '../../../src/ui/screens/EnlargeScreen.js';
import { makeTheme } from '../../../src/ui/theme.js';
import { atChalkLevel } from '../support/chalk-level.js';

describe('the enlarge screen over a game at rest', () => {
  atChalkLevel(3);

  it('draws the keys ? o L bold and their words dim', () => {
    const theme = makeTheme({ ascii: false, fourColor: false, monochrome: false });
    const screen = render(
      <EnlargeScreen
        need={{ width: 72, height: 16 }}
        have={{ width: 60, height: 16 }}
        kept="game"
        textKeys
        theme={theme}
      />,
    );
    const frame = screen.lastFrame() ?? '';
    screen.unmount();
    const keysLine = frame.split('\n').find((line) => line.includes('help')) ?? '';
    for (const [key, words] of [
      ['?', 'help'],
      ['o', 'settings'],
      ['L', 'messages'],
    ]) {
      expect(keysLine).toContain(`${chalk.bold(key)}${chalk.dim(` ${words}`)}`);
    }
  });
});
