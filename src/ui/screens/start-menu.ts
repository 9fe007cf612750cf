// The start screen's menu as a pure reducer: which line is chosen, and the
// variant and level a new game (or the daily deal) will have. Its commands
// come from MENU_KEYS.

import { LEVELS, type Level, VARIANTS, type Variant } from '../../engine/index.js';
import type { MenuCommand } from '../input/commands.js';
import { cycle } from './cycle.js';

export type MenuRow = 'continue' | 'new' | 'variant' | 'level' | 'daily' | 'stats' | 'settings' | 'help' | 'quit';
export type MenuChoice = 'continue' | 'new' | 'daily' | 'stats' | 'settings' | 'help' | 'log' | 'quit';

export interface MenuState {
  readonly rows: readonly MenuRow[];
  readonly row: MenuRow;
  readonly variant: Variant;
  readonly level: Level;
}

export function newMenu(hasSaved: boolean, variant: Variant, level: Level): MenuState {
  const rows: MenuRow[] = [
    ...(hasSaved ? ['continue' as const] : []),
    'new',
    'variant',
    'level',
    'daily',
    'stats',
    'settings',
    'help',
    'quit',
  ];
  return { rows, row: rows[0], variant, level };
}

const ROW_CHOICE: Record<MenuRow, MenuChoice> = {
  continue: 'continue',
  new: 'new',
  daily: 'daily',
  variant: 'new',
  level: 'new',
  stats: 'stats',
  settings: 'settings',
  help: 'help',
  quit: 'quit',
};

export function menuReduce(menu: MenuState, command: MenuCommand): { menu: MenuState; choice?: MenuChoice } {
  switch (command.type) {
    case 'up':
    case 'down':
      return { menu: { ...menu, row: cycle(menu.rows, menu.row, command.type === 'up' ? -1 : 1) } };
    case 'left':
    case 'right': {
      const step = command.type === 'left' ? -1 : 1;
      if (menu.row === 'level') return { menu: { ...menu, level: cycle(LEVELS, menu.level, step) } };
      const variant = cycle(VARIANTS, menu.variant, step);
      if (menu.row === 'variant' || menu.row === 'new' || menu.row === 'daily') return { menu: { ...menu, variant } };
      // The footer offers ←/→ for the variant on every line: where a line has none to change,
      // the cursor goes to the variant's line, so the change is seen where it is made.
      return { menu: { ...menu, variant, row: 'variant' } };
    }
    case 'point':
      return { menu: { ...menu, row: menu.rows[command.index] ?? menu.row } };
    case 'select':
      return { menu, choice: ROW_CHOICE[menu.row] };
    // Esc goes back to the saved game: the start screen reached from the table ("c choose the game") comes back to it.
    case 'continue':
    case 'cancel':
      return menu.rows.includes('continue') ? { menu, choice: 'continue' } : { menu };
    case 'new':
    case 'daily':
    case 'stats':
    case 'settings':
    case 'help':
    case 'log':
    case 'quit':
      return { menu, choice: command.type };
    // No default: a new command does not compile until it is handled here.
    case 'other':
      return { menu };
  }
}
