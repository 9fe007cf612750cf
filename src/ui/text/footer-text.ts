// The two lines under the status line: the message (or the question a
// notice asks) and the key reminder, generated from the key tables: what
// the keys do right now (nothing picked up, cards picked up, a notice),
// fitted to the width by leaving out the less needed items, never "? help".

import { check, formatCard, isWon, type Position, topOf } from '../../engine/index.js';
import type { TableCommand } from '../input/commands.js';
import {
  CONFIRM_NEW_KEYS,
  CONFIRM_RESTART_KEYS,
  choiceItems,
  type KeyTable,
  PAUSED_KEYS,
  type ReminderItem,
  reminder,
  STUCK_KEYS,
  TABLE_KEYS,
  tableKeysFor,
} from '../input/keymap.js';
import { maxDepth } from '../table/cursor.js';
import { dropOn, foundationMove } from '../table/pick-and-drop.js';
import type { Selection } from '../table/places.js';
import { countsAsLoss } from '../table/results.js';
import {
  alignAuto,
  dealSafeMoves,
  error,
  info,
  type Message,
  positionOf,
  solverAtWork,
  type TableState,
} from '../table/table-state.js';
import { cardsOf, describeCards, pileName, plural, solverWinWords } from './describe.js';

/** The message line: a notice's question, else the last message. */
export function messageFor(state: TableState): Message | undefined {
  switch (state.overlay) {
    case 'confirm-new':
      return info(
        countsAsLoss(state)
          ? `Start a new game? This one (${plural(state.game.moveCount, 'move')}) counts as a loss.`
          : 'Start a new game?',
      );
    case 'confirm-restart': {
      // The solver's help was seen: the deal played again from the start is still not the player's own win.
      const marked = state.assisted ? ` The solver played in this game: ${solverWinWords(state.daily)}.` : '';
      return info(`Restart the deal? Redo (U) plays the ${plural(playersMoves(state), 'move')} again.${marked}`);
    }
    case 'stuck':
      return error(
        state.recorded
          ? 'No useful move is left: undo, or end this game (it was counted already).'
          : 'No useful move is left: undo, or end this game as a loss.',
      );
    case 'paused':
      // A notice, or the question before quitting, has the line; the pause cleared it as it began.
      return state.message?.tone === 'error'
        ? state.message
        : info('Paused: the cards are hidden and the clock is stopped.');
    default:
      // A message said since the cursor last moved first (a refusal, a hint), then what a drop would do.
      if (state.message && state.message !== state.messageAtCursorMove) return state.message;
      return dropPreview(state) ?? state.message;
  }
}

/**
 * The player's own moves redo plays after a restart: those since the deal,
 * then those waiting to be redone already. The safe moves played
 * automatically after them come back with them.
 */
function playersMoves(state: TableState): number {
  const { done, undone } = alignAuto(state);
  return [...done.slice(dealSafeMoves(state)), ...undone].filter((automatic) => !automatic).length;
}

/**
 * While cards are picked up and the cursor is on another pile: what a drop
 * there would do, or why it would be refused, before the key is pressed.
 */
export function dropPreview(state: TableState): Message | undefined {
  const { selection, cursor } = state;
  if (!selection || cursor.pile === selection.from || state.overlay !== 'none') return undefined;
  const position = positionOf(state);
  const drop = dropOn(position, selection, cursor.pile);
  if ('refusal' in drop) return error(`Cannot drop here: ${drop.refusal}`);
  const refusal = check(position, drop.move);
  if (refusal) return error(`Cannot drop here: ${refusal.reason}`);
  const { move } = drop;
  if (move.kind !== 'move' || move.to === 'foundation') return undefined;
  const cards = describeCards(cardsOf(position, move.from, move.count));
  const onto = topOf(position.columns[move.to]);
  return info(`Drop: ${cards} onto ${onto === undefined ? `the empty ${pileName(move.to)}` : formatCard(onto)}`);
}

type Types = readonly TableCommand['type'][];

type Items = readonly (readonly [Types, string, 'keep'?])[];

// The hint is the headline feature, kept however narrow the line. The
// others go from the end (fitItems): a new game, the rarest of them, before
// undo, which a player reaches for after every slip.
const IDLE: Items = [
  [['left', 'right', 'up', 'down'], 'move', 'keep'],
  [['select'], 'pick up', 'keep'],
  [['foundation'], 'home'],
  [['draw'], 'draw'],
  [['undo'], 'undo'],
  [['hint'], 'hint', 'keep'],
  [['new'], 'new'],
  [['help'], 'keys'],
  [['quit'], 'quit'],
];

const HOLDING: Items = [
  [['select'], 'drop here (same pile: smart move)'],
  [['up', 'down'], 'how many'],
  [['foundation'], 'to foundation'],
  [['cancel'], 'put back'],
  [['help'], 'all keys'],
];

/**
 * HOLDING without the items that do nothing for these cards: ↑/↓ only when
 * the pile has more than one card to choose from, f only when its top card
 * can go to a foundation now. A key offered in vain would teach the player
 * to stop reading the line.
 */
function holdingItems(position: Position, selection: Selection): Items {
  const home = foundationMove(position, selection.from);
  const offered: Partial<Record<TableCommand['type'], boolean>> = {
    up: maxDepth(position, selection.from) > 1,
    foundation: 'move' in home && check(position, home.move) === undefined,
  };
  return HOLDING.filter(([types]) => offered[types[0]] ?? true);
}

/** The board of a game won, looked at after the win: nothing left to play. */
const WON: Items = [
  [['new'], 'new', 'keep'],
  [['undo'], 'undo'],
  [['help'], 'keys'],
  [['quit'], 'quit', 'keep'],
];

/** While the solver plays its line or b looks back: any key stops it (q too), so q is not offered as quit. */
const SOLVER_AT_WORK: Items = [
  [['faster', 'slower'], 'pace'],
  [['quit'], 'quit'],
];

/** The reminder line for the table as it is. */
export function reminderItems(state: TableState, width: number, ascii = false): ReminderItem[] {
  if (state.finishing.length > 0) return [{ keys: 'any key', words: 'plays the rest at once' }];
  const atWork = solverAtWork(state);
  if (atWork) {
    const keys = reminder(tableKeysFor(state.overlay, atWork), SOLVER_AT_WORK, ascii);
    return fitItems([{ keys: 'any key', words: 'stops' }, ...keys], width);
  }
  switch (state.overlay) {
    case 'confirm-new':
      return fitItems(
        choiceItems(isWon(positionOf(state)) ? AFTER_A_WIN(CONFIRM_NEW_KEYS) : CONFIRM_NEW_KEYS, ascii),
        width,
      );
    case 'confirm-restart':
      return fitItems(choiceItems(CONFIRM_RESTART_KEYS, ascii), width);
    case 'stuck':
      return fitItems(choiceItems(stuckKeys(state), ascii), width);
    case 'paused':
      return [{ keys: 'any key', words: 'back to the game' }, ...choiceItems(PAUSED_KEYS, ascii)];
    default: {
      const position = positionOf(state);
      const items = isWon(position) ? WON : state.selection ? holdingItems(position, state.selection) : IDLE;
      return fitItems(reminder(TABLE_KEYS, items, ascii), width);
    }
  }
}

/** A question's answers on a won board, where there is no playing on: its "keep playing" looks at the board. */
const AFTER_A_WIN = (keys: KeyTable<TableCommand>): KeyTable<TableCommand> =>
  keys.map((b) =>
    typeof b.command !== 'function' && b.command.type === 'cancel' ? { ...b, help: 'look at the board' } : b,
  );

/** The stuck notice's answers: without b's when the deal itself is lost, as there is nothing winnable to go back to. */
const stuckKeys = (state: TableState) =>
  state.dealLost ? STUCK_KEYS.filter((b) => typeof b.command === 'function' || b.command.type !== 'back') : STUCK_KEYS;

export const ITEM_GAP = '  ';

export const itemsWidth = (items: readonly ReminderItem[]): number =>
  items.reduce((n, i) => n + [...i.keys].length + 1 + [...i.words].length, 0) +
  ITEM_GAP.length * Math.max(0, items.length - 1);

/**
 * The key a click at column `x` of a line of items presses (as KeyItems
 * draws them from the line's start): the item's, or where it stands for
 * several keys ('←/→ change'), the one under the click.
 */
export function keyAt(items: readonly ReminderItem[], x: number): string | undefined {
  let start = 0;
  for (const item of items) {
    const end = start + itemsWidth([item]);
    if (x >= start && x < end) return item.key ?? item.keyAt?.[x - start];
    start = end + ITEM_GAP.length;
  }
  return undefined;
}

/** Items go from the end, but the last two and those marked to keep, until the line fits. */
export function fitItems(items: readonly ReminderItem[], width: number): ReminderItem[] {
  const kept = items.slice();
  while (itemsWidth(kept) > width) {
    const last = kept.findLastIndex((item, i) => i < kept.length - 2 && !item.keep);
    if (last < 0) break;
    kept.splice(last, 1);
  }
  return kept;
}
