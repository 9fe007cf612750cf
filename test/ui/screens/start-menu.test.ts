// The start screen's menu: ←/→ change the variant or level of the line
// they are pressed on, and on a line with neither, the variant (the footer
// offers them on every line).

import { describe, expect, it } from 'vitest';
import { findVariant, VARIANTS } from '../../../src/engine/index.js';
import { menuReduce, newMenu } from '../../../src/ui/screens/start-menu.js';

const forty = findVariant('forty-thieves')!;

describe('the start menu', () => {
  it('changes the level on its line and the variant on the lines of a new game', () => {
    const menu = newMenu(false, forty, 'hard');
    const onLevel = menuReduce({ ...menu, row: 'level' }, { type: 'right' }).menu;
    expect([onLevel.variant.id, onLevel.level, onLevel.row]).toEqual(['forty-thieves', 'easy', 'level']);
    const onDaily = menuReduce({ ...menu, row: 'daily' }, { type: 'right' }).menu;
    expect([onDaily.variant.id, onDaily.level, onDaily.row]).toEqual(['josephine', 'hard', 'daily']);
  });

  it('on a line without a variant, changes the variant and goes to its line', () => {
    const menu = newMenu(true, forty, 'hard');
    expect(menu.row).toBe('continue');
    const right = menuReduce(menu, { type: 'right' }).menu;
    expect([right.variant.id, right.row]).toEqual(['josephine', 'variant']);
    const left = menuReduce({ ...menu, row: 'quit' }, { type: 'left' }).menu;
    expect(left.variant).toBe(VARIANTS.at(-1));
    expect(left.row).toBe('variant');
  });

  it('goes back to the saved game on Esc, and does nothing without one', () => {
    expect(menuReduce(newMenu(true, forty, 'hard'), { type: 'cancel' }).choice).toBe('continue');
    const none = newMenu(false, forty, 'hard');
    expect(menuReduce(none, { type: 'cancel' })).toEqual({ menu: none });
  });
});
