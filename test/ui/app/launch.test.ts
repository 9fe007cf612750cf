// A copy refused the table (another plays from the same directory) has
// opened the store first: what that did to damaged files is said before
// the refusal, not left for the player to find.

import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { launch } from '../../../src/ui/app/launch.js';
import { useConfigDir } from '../../store/support.js';

const dir = useConfigDir({ beforeEach, afterEach });

describe('a copy refused the table', () => {
  it('says which damaged files it kept aside, and is refused', async () => {
    // The copy that plays: a live process (the test runner's parent).
    fs.writeFileSync(path.join(dir(), 'playing.lock'), String(process.ppid));
    fs.writeFileSync(path.join(dir(), 'settings.json'), '{not json');
    fs.writeFileSync(path.join(dir(), 'stats.json'), '{not json');
    const notices: string[] = [];
    const farewells: string[] = [];
    const ending = await launch({
      choice: {},
      flags: {},
      print: { farewell: (line) => farewells.push(line), notice: (line) => notices.push(line) },
    });
    expect(ending).toEqual({
      refused: expect.stringContaining(`another copy of forty-thieves (process ${process.ppid})`),
    });
    // Statistics are read first, then the settings.
    expect(notices).toEqual([
      expect.stringMatching(
        /stats\.json is not valid JSON .*; kept as .*stats\.json\.corrupt-.*; starting fresh statistics$/,
      ),
      expect.stringMatching(
        /settings\.json is not valid JSON .*; kept as .*settings\.json\.corrupt-.*; using the default settings$/,
      ),
    ]);
    expect(farewells).toEqual([]);
  });
});
