// The status line under the table: a deal proven lost is one that "cannot be
// won" also when the safe-moves setting sent cards home at the deal, since
// that is still the deal, with nothing before it to go back to.

import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { TableFooter } from '../../../src/ui/screens/TableFooter.js';
import type { TableState } from '../../../src/ui/table/table-state.js';
import { makeTheme } from '../../../src/ui/theme.js';
import { press, tableFrom } from '../support/table.js';

const theme = makeTheme({ ascii: false, fourColor: false, monochrome: true });
let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

function statusOf(state: TableState): string {
  const shown = render(
    <TableFooter state={state} theme={theme} width={120} elapsedMs={0} verdict="unwinnable" message={[]} />,
  );
  unmount = shown.unmount;
  return shown.lastFrame()?.split('\n')[0] ?? '';
}

describe('the status line of a lost position', () => {
  const on = { autoSafe: { easy: true, medium: true, hard: true } };
  const dealt = press(tableFrom('1: 2S AH\n2: 3S\nStock: 5C 6C', { settings: on }), [{ type: 'begin' }]).state;

  it('at the deal after its safe moves, says it cannot be won', () => {
    expect(dealt.game.done).toHaveLength(1);
    expect(statusOf(dealt)).toMatch(/cannot be won\s*$/);
  });

  it('after a move of the player, says it is no longer winnable', () => {
    expect(statusOf(press(dealt, ['d']).state)).toMatch(/no longer winnable/);
  });
});
