// Clicks off the board: a line of the start menu or of the settings chosen
// as its keys would choose it, and the answers of a question (the start
// screen's, the notices on the table, the win, the replace screen, the
// check of an Easy deal) and the table's key line pressed as the key
// written beside them; the pages of the help, the log and the
// statistics turned, by the wheel too; a right click on the settings goes
// back, as it does on those pages. The screens say where their lines are;
// this only reads a click by them. Elsewhere only a press of the left
// button counts: a release or a wheel turn on a line does nothing.

import type { MenuCommand } from '../input/commands.js';
import type { MouseEvent } from '../input/mouse.js';
import { checkKeyItems, checkKeysRow } from '../screens/check-lines.js';
import { turningPartAt } from '../screens/paging.js';
import { replaceKeyItems, replaceKeysRow } from '../screens/replace-lines.js';
import { SETTINGS_TOP, settingsKeyItems, settingsKeysRow, settingsNote } from '../screens/settings-lines.js';
import { SETTINGS_ROWS } from '../screens/settings-menu.js';
import {
  arrowAt,
  LABEL_LEFT,
  LABEL_WIDTH,
  MENU_TOP,
  questionRows,
  startKeyItems,
  startLines,
} from '../screens/start-lines.js';
import { winKeyItems, winKeysRow } from '../screens/win-lines.js';
import type { TableState } from '../table/table-state.js';
import { keyAt, reminderItems } from '../text/footer-text.js';
import type { AppState } from './app-state.js';

export type ScreenClick =
  /** A key's name, as if pressed. */
  | { readonly kind: 'key'; readonly name: string }
  /** Commands of the menu showing (the start menu or the settings). */
  | { readonly kind: 'menu'; readonly commands: readonly MenuCommand[] };

const key = (name: string | undefined): ScreenClick | undefined => (name ? { kind: 'key', name } : undefined);
const menu = (...commands: MenuCommand[]): ScreenClick => ({ kind: 'menu', commands });

/** What a click off the board stands for, if anything; `pages`: how many the help, the log or the statistics showing have. */
export function screenClick(state: AppState, event: MouseEvent, pages: number): ScreenClick | undefined {
  if (showsPages(state)) return pageClick(state, event, pages);
  if (state.screen === 'settings' && event.kind === 'press' && event.button === 'right') return key('escape');
  if (event.kind !== 'press' || event.button !== 'left') return undefined;
  const { x, y } = event;
  const { width, height } = state.size;
  const { ascii } = state.settings;
  switch (state.screen) {
    case 'settings': {
      const note = settingsNote(state.notSaved, width, height, state.settingsLeftAlone);
      if (y === settingsKeysRow(note.length)) return key(keyAt(settingsKeyItems(ascii, width), x));
      const index = y - SETTINGS_TOP;
      if (index < 0 || index >= SETTINGS_ROWS.length) return undefined;
      // On the line chosen, Enter's step: the setting's next value. On another, it is chosen first, so
      // that a click a line off changes nothing (one on Mouse would give the mouse up).
      return index === (state.settingsRow ?? 0) ? menu({ type: 'right' }) : menu({ type: 'point', index });
    }
    case 'table':
      return state.table ? noticeClick(state.table, x, y, width, height, ascii) : undefined;
    case 'replace':
      return state.saved && y === replaceKeysRow(state.saved, width)
        ? key(keyAt(replaceKeyItems(ascii, width), x))
        : undefined;
    case 'start':
      return startClick(state, x, y);
    case 'check':
      return state.check && y === checkKeysRow(state.check, width)
        ? key(keyAt(checkKeyItems(state.check, ascii, width), x))
        : undefined;
    default:
      return undefined;
  }
}

/** The key line at the foot of the table (a notice's answers, or the keys of play), or the win screen's. */
function noticeClick(
  table: TableState,
  x: number,
  y: number,
  width: number,
  height: number,
  ascii: boolean,
): ScreenClick | undefined {
  switch (table.overlay) {
    case 'none':
    case 'confirm-new':
    case 'confirm-restart':
    case 'stuck':
      // The frame is a row shorter than the terminal: its last row is the key line.
      return y === height - 2 ? key(keyAt(reminderItems(table, width, ascii), x)) : undefined;
    case 'paused':
      // Any key goes back to the game, but q: so does a click anywhere but on q.
      return key(y === height - 2 && keyAt(reminderItems(table, width, ascii), x) === 'q' ? 'q' : 'space');
    case 'won':
      return y === winKeysRow(table, true, width) ? key(keyAt(winKeyItems(ascii, width), x)) : undefined;
    default:
      return undefined;
  }
}

const showsPages = ({ screen, table }: AppState): boolean =>
  screen === 'stats' ||
  screen === 'help' ||
  screen === 'log' ||
  (screen === 'table' && (table?.overlay === 'help' || table?.overlay === 'log'));

/**
 * The help, the log and the statistics: the wheel turns the pages, but
 * never past an end (where a key would go back); a click on the footer's
 * words does what they say, one elsewhere what Space does (the next page,
 * or back from the last); a right click goes back.
 */
function pageClick(state: AppState, event: MouseEvent, pages: number): ScreenClick | undefined {
  const page = Math.min(state.helpPage, pages - 1);
  // The wheel's first button turns it up, its second down.
  if (event.kind === 'wheel') {
    if (event.button === 'left') return page > 0 ? key('up') : undefined;
    return page + 1 < pages ? key('down') : undefined;
  }
  if (event.kind !== 'press') return undefined;
  if (event.button === 'right') return key('escape');
  if (event.button !== 'left') return undefined;
  // The pages' footer is the frame's last row, a row above the terminal's.
  const part =
    event.y === state.size.height - 2
      ? turningPartAt(page, pages, state.settings.ascii, event.x, state.size.width)
      : undefined;
  return key(part?.key ?? 'space');
}

/**
 * The start screen: a line of the menu chosen and acted on, as Enter would;
 * on the variant and level lines the arrows step, and the rest of the line
 * chooses it first and steps it on the next click, as on the settings
 * screen. While the screen asks before a new game, only its answers.
 */
function startClick(state: AppState, x: number, y: number): ScreenClick | undefined {
  const { menu: start, confirm, size, settings } = state;
  const lines = startLines(start, size.height, size.width);
  if (y === lines.keys + questionRows(lines, confirm, size.width)) {
    return key(keyAt(startKeyItems(confirm !== undefined, settings.ascii, size.width), x));
  }
  const index = y - MENU_TOP;
  const row = start.rows[index];
  if (confirm !== undefined || row === undefined) return undefined;
  const point: MenuCommand = { type: 'point', index };
  const arrow = arrowAt(start, row, x);
  if (arrow) return menu(point, { type: arrow });
  if (row === 'variant' || row === 'level') return row === start.row ? menu({ type: 'right' }) : menu(point);
  // As its key: quitting may ask first (something in no file), and the second click answers. On its
  // label only: the clicks that turn the help's pages anywhere bring the player back here, and the next
  // one, far right on this line, would end the program unasked.
  if (row === 'quit') return x < LABEL_LEFT + LABEL_WIDTH ? key('q') : menu(point);
  return menu(point, { type: 'select' });
}
