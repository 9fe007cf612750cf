// Clicks off the board: a line of the start menu or of the settings chosen
// as its keys would choose it, and the answers of a question (the start
// screen's, the notices on the table, the win, the replace screen) pressed
// as the key written beside them. The screens say where their lines are;
// this only reads a click by them. Only a press of the left button counts:
// a release or a wheel turn on a line does nothing.

import type { MenuCommand } from '../input/commands.js';
import type { MouseEvent } from '../input/mouse.js';
import { replaceKeyItems, replaceKeysRow } from '../screens/replace-lines.js';
import { SETTINGS_TOP, settingsKeyItems, settingsKeysRow } from '../screens/settings-lines.js';
import { SETTINGS_ROWS } from '../screens/settings-menu.js';
import { arrowAt, MENU_TOP, questionRows, startKeyItems, startLines } from '../screens/start-lines.js';
import { winKeyItems, winKeysRow } from '../screens/win-lines.js';
import type { TableState } from '../table/table-state.js';
import { itemAt, reminderItems } from '../text/footer-text.js';
import type { AppState } from './app-state.js';

export type ScreenClick =
  /** A key's name, as if pressed. */
  | { readonly kind: 'key'; readonly name: string }
  /** Commands of the menu showing (the start menu or the settings). */
  | { readonly kind: 'menu'; readonly commands: readonly MenuCommand[] };

const key = (name: string | undefined): ScreenClick | undefined => (name ? { kind: 'key', name } : undefined);
const menu = (...commands: MenuCommand[]): ScreenClick => ({ kind: 'menu', commands });

/** What a click off the board stands for, if anything. */
export function screenClick(state: AppState, event: MouseEvent): ScreenClick | undefined {
  if (event.kind !== 'press' || event.button !== 'left') return undefined;
  const { x, y } = event;
  const { width, height } = state.size;
  const { ascii } = state.settings;
  switch (state.screen) {
    case 'settings': {
      if (y === settingsKeysRow()) return key(itemAt(settingsKeyItems(ascii, width), x)?.key);
      const index = y - SETTINGS_TOP;
      if (index < 0 || index >= SETTINGS_ROWS.length) return undefined;
      // On the line chosen, Enter's step: the setting's next value. On another, it is chosen first, so
      // that a click a line off changes nothing (one on Mouse would give the mouse up at the next start).
      return index === (state.settingsRow ?? 0) ? menu({ type: 'right' }) : menu({ type: 'point', index });
    }
    case 'table':
      return state.table ? noticeClick(state.table, x, y, width, height, ascii) : undefined;
    case 'replace':
      return state.saved && y === replaceKeysRow(state.saved, width)
        ? key(itemAt(replaceKeyItems(ascii, width), x)?.key)
        : undefined;
    case 'start':
      return startClick(state, x, y);
    default:
      return undefined;
  }
}

/** The answers of a notice on the table: the key line at the foot of the screen, or the win screen's. */
function noticeClick(
  table: TableState,
  x: number,
  y: number,
  width: number,
  height: number,
  ascii: boolean,
): ScreenClick | undefined {
  switch (table.overlay) {
    case 'confirm-new':
    case 'confirm-restart':
    case 'stuck':
      // The frame is a row shorter than the terminal: its last row is the key line.
      return y === height - 2 ? key(itemAt(reminderItems(table, width, ascii), x)?.key) : undefined;
    case 'won':
      return y === winKeysRow(table, true) ? key(itemAt(winKeyItems(ascii, width), x)?.key) : undefined;
    default:
      return undefined;
  }
}

/**
 * The start screen: a line of the menu chosen and acted on, as Enter would;
 * on the variant and level lines the arrows step, and the rest of the line
 * only chooses it. While the screen asks before a new game, only its answers.
 */
function startClick(state: AppState, x: number, y: number): ScreenClick | undefined {
  const { menu: start, confirm, size, settings } = state;
  const lines = startLines(start, size.height, size.width);
  if (y === lines.keys + questionRows(lines, confirm, size.width)) {
    return key(itemAt(startKeyItems(confirm !== undefined, settings.ascii, size.width), x)?.key);
  }
  const index = y - MENU_TOP;
  const row = start.rows[index];
  if (confirm !== undefined || row === undefined) return undefined;
  const point: MenuCommand = { type: 'point', index };
  const arrow = arrowAt(start, row, x);
  if (arrow) return menu(point, { type: arrow });
  if (row === 'variant' || row === 'level') return menu(point);
  return menu(point, { type: 'select' });
}
