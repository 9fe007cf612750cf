// `play` before the interface loads: a terminal that cannot move the cursor
// (TERM=dumb) is refused with a clear message, and a card size it does not
// know is named with the ones it does.

import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/errors.js';
import { parseCardSize, runPlay } from '../../src/cli/play.js';

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
});
