// `play` before the interface loads: a terminal that cannot move the cursor
// (TERM=dumb) is refused with a clear message, and a card size it does not
// know is named with the ones it does.

import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/errors.js';
import { parseCardSize, runPlay, settingsFlagsOf } from '../../src/cli/play.js';
import { buildProgram } from '../../src/cli/program.js';
import { overrideReasons } from '../../src/ui/app/run-settings.js';

const terminal = (env: Record<string, string>) => ({ stdin: { isTTY: true }, stdout: { isTTY: true }, env });

describe('play', () => {
  it('refuses TERM=dumb, saying why and what works instead', async () => {
    const refusal = runPlay({}, terminal({ TERM: 'dumb' }));
    await expect(refusal).rejects.toBeInstanceOf(UsageError);
    await expect(refusal).rejects.toThrow(/play needs a terminal that can move the cursor, and TERM=dumb/);
    await expect(refusal).rejects.toThrow(/use the other commands here/);
  });

  it('names a bad option before the terminal', async () => {
    await expect(runPlay({ cards: 'huge' }, terminal({ TERM: 'dumb' }))).rejects.toThrow(
      'unknown card size "huge": choose one of auto, compact, framed',
    );
  });

  it('reads the card sizes it knows', () => {
    expect(parseCardSize(undefined)).toBeUndefined();
    expect(parseCardSize('Framed')).toBe('framed');
    expect(parseCardSize(' compact ')).toBe('compact');
  });

  it('passes every flag of a setting on to the settings of the run, said by its name', () => {
    const quiet = { stdout: () => {}, stderr: () => {} };
    const playOf = () => buildProgram(quiet).commands.find((command) => command.name() === 'play')!;
    const choosing = new Set(['--variant', '--difficulty', '--seed', '--new', '--daily']);
    const flags = playOf().options.filter((option) => option.long && !choosing.has(option.long));
    expect(flags.length).toBeGreaterThanOrEqual(12);
    for (const flag of flags) {
      const play = playOf();
      const argv = flag.required ? [flag.long!, 'framed'] : [flag.long!];
      play.parseOptions(argv);
      const reasons = Object.values(overrideReasons(settingsFlagsOf(play.opts()), { LANG: 'C.UTF-8' }, 3));
      expect(reasons, flag.long).toContainEqual(expect.stringMatching(new RegExp(`^${flag.long}( |$)`)));
    }
  });
});
