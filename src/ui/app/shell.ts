// Everything around the table: which screen shows (start, statistics, help,
// the message log, the check of an Easy deal, the question before a deal
// asked for on the command line costs the saved game, the table), the start
// menu, its question before a new game costs the saved one, the page of the
// help, statistics or log. A pure reducer over key names; what it cannot do
// alone (deal, resume, leave) it returns as an action for the app. The daily
// deal chosen here goes as `--daily` goes: the saved game when it is that
// deal, else a new deal, asked first when the saved game has moves.

import { DEFAULT_LEVEL, DEFAULT_VARIANT, findVariant, type Level, type Variant } from '../../engine/index.js';
import type { GameInProgress } from '../../store/index.js';
import type { MenuCommand } from '../input/commands.js';
import { commandFor, HELP_KEYS, MENU_KEYS, REPLACE_KEYS, START_NEW_KEYS, unboundKeyText } from '../input/keymap.js';
import type { DealCheck } from '../live/deal-check.js';
import { SHIPPED_CATALOGUE } from '../live/easy-seed.js';
import { turnedPage } from '../screens/paging.js';
import { type MenuState, menuReduce, newMenu } from '../screens/start-menu.js';
import { countsAsLoss, worthKeeping } from '../table/results.js';
import { plural } from '../text/describe.js';
import { type DealRequest, dailyRequest, resumes } from './startup.js';

export type Screen = 'start' | 'stats' | 'help' | 'log' | 'check' | 'replace' | 'settings' | 'table';

export interface Shell {
  readonly screen: Screen;
  /** The saved game the start screen offers to continue. */
  readonly saved?: GameInProgress;
  readonly menu: MenuState;
  /** A line for the start screen: what happened to the last game, the store's notices. */
  readonly message?: string;
  /** The start screen asks before a new game costs the saved one. */
  readonly confirm?: string;
  /** The deal a yes to that question starts. */
  readonly confirmDeal?: DealRequest;
  readonly helpPage: number;
  /** The Easy deal being checked (the check screen). */
  readonly check?: DealCheck;
  /** The deal the command line asked for, in place of the saved game (the replace screen). */
  readonly replacing?: DealRequest;
  /** The line chosen on the settings screen. */
  readonly settingsRow?: number;
}

export type ShellAction =
  | { readonly kind: 'continue'; readonly saved: GameInProgress }
  | ({ readonly kind: 'new' } & DealRequest)
  | { readonly kind: 'quit' };

/** The screens after a key or a click, and what the app is to do for them. */
export interface ShellStep {
  readonly shell: Shell;
  readonly action?: ShellAction;
}

export function newShell(screen: Screen, saved?: GameInProgress, message?: string): Shell {
  const variant = saved?.game.variant ?? findVariant(DEFAULT_VARIANT)!;
  return {
    screen,
    saved,
    menu: newMenu(saved !== undefined, variant, saved?.game.level ?? DEFAULT_LEVEL),
    message,
    helpPage: 0,
  };
}

/**
 * The start screen after an Easy deal's check was left: the variant and
 * level just chosen stay chosen (not the saved game's), New game under the
 * cursor to try again.
 */
export function startAfterCheck(variant: Variant, level: Level, saved?: GameInProgress): Shell {
  return { ...newShell('start', saved), menu: { ...newMenu(saved !== undefined, variant, level), row: 'new' } };
}

/** The start screen again, after a game was left: its variant and level chosen, nothing saved. */
export function backToStart(variant: Variant, level: Level, message?: string): Shell {
  return { screen: 'start', menu: newMenu(false, variant, level), message, helpPage: 0 };
}

/**
 * A key on the start, statistics, help or message log screen. `pages`: how many pages
 * the help or the statistics have at this size; `today`: the UTC date, whose daily deal the menu offers.
 */
export function shellKey(shell: Shell, name: string, pages: number, today: string): ShellStep {
  if (shell.screen === 'replace') return replaceKey(shell, name);
  if (shell.screen === 'stats' || shell.screen === 'help' || shell.screen === 'log') {
    const command = commandFor(HELP_KEYS, name, { type: 'other' });
    if (command.type === 'quit') return { shell, action: { kind: 'quit' } };
    const page = turnedPage(command, shell.helpPage, pages);
    if (page !== undefined) return { shell: { ...shell, helpPage: page } };
    return { shell: { ...shell, screen: 'start' } };
  }
  if (shell.confirm) {
    const command = commandFor(START_NEW_KEYS, name, { type: 'other' });
    if (command.type === 'quit') return { shell, action: { kind: 'quit' } };
    const answered = { ...shell, confirm: undefined, confirmDeal: undefined };
    if (command.type === 'yes') return { shell: answered, action: dealAction(confirmed(shell, today)) };
    if (command.type === 'cancel') return { shell: answered };
    return { shell };
  }
  const command = commandFor(MENU_KEYS, name, { type: 'other' });
  if (command.type === 'other') return { shell: { ...shell, message: unboundKeyText(name, MENU_KEYS) } };
  if (command.type === 'continue' && !shell.saved) {
    return { shell: { ...shell, message: 'There is no saved game to continue: n starts a new one' } };
  }
  // Esc, "back to the saved game" in the help, says so too rather than nothing.
  if (command.type === 'cancel' && !shell.saved) {
    return { shell: { ...shell, message: 'There is no saved game to go back to: n starts a new one' } };
  }
  return shellMenu(shell, command, today);
}

/** A command of the start menu, from its keys or a click on a line; `today` as for shellKey. */
export function shellMenu(shell: Shell, command: MenuCommand, today: string): ShellStep {
  const { menu, choice } = menuReduce(shell.menu, command);
  const next: Shell = { ...shell, menu, message: undefined };
  switch (choice) {
    case 'continue':
      return shell.saved ? { shell: next, action: { kind: 'continue', saved: shell.saved } } : { shell: next };
    case 'new':
      return dealOrAsk(next, menuDeal(menu), 'New game?');
    case 'daily': {
      const deal = dailyRequest(menu.variant, menu.level, today, SHIPPED_CATALOGUE);
      if (shell.saved && resumes(shell.saved, deal))
        return { shell: next, action: { kind: 'continue', saved: shell.saved } };
      return dealOrAsk(next, deal, "Today's deal?");
    }
    case 'stats':
      return { shell: { ...next, screen: 'stats', helpPage: 0 } };
    case 'settings':
      return { shell: { ...next, screen: 'settings', settingsRow: 0 } };
    case 'help':
      return { shell: { ...next, screen: 'help', helpPage: 0 } };
    case 'log':
      // The message stays, to be read again on the way back.
      return { shell: { ...shell, menu, screen: 'log', helpPage: 0 } };
    case 'quit':
      return { shell: next, action: { kind: 'quit' } };
    // No default: a new choice does not compile until it is handled here.
    case undefined:
      return { shell: next };
  }
}

/** The deal the start menu names: its variant and level. */
const menuDeal = (menu: MenuState): DealRequest => ({ variant: menu.variant, level: menu.level });
const dealAction = (deal: DealRequest): ShellAction => ({ kind: 'new', ...deal });

/** A new deal, or first the question when it would cost the saved game: `question` names the deal. */
function dealOrAsk(shell: Shell, deal: DealRequest, question: string): ShellStep {
  if (!shell.saved || !worthKeeping(shell.saved)) return { shell, action: dealAction(deal) };
  const moves = plural(shell.saved.game.moveCount, 'move');
  const cost = countsAsLoss(shell.saved) ? 'counts as a loss' : 'will be lost; it is counted already';
  return { shell: { ...shell, confirm: `${question} The saved one (${moves}) ${cost}.`, confirmDeal: deal } };
}

/**
 * The deal the question asked about, on yes. Asked before midnight (UTC)
 * and answered after, "today's deal" is the new day's, as the start screen
 * offers it by then.
 */
function confirmed(shell: Shell, today: string): DealRequest {
  const deal = shell.confirmDeal ?? menuDeal(shell.menu);
  if (deal.daily === undefined || deal.daily === today) return deal;
  return dailyRequest(deal.variant, deal.level, today, SHIPPED_CATALOGUE);
}

/** The new deal asked for on the command line, on yes; the saved game on any other key. */
function replaceKey(shell: Shell, name: string): ShellStep {
  const command = commandFor(REPLACE_KEYS, name, { type: 'other' });
  if (command.type === 'quit') return { shell, action: { kind: 'quit' } };
  const next: Shell = { ...shell, replacing: undefined };
  if (command.type === 'yes' && shell.replacing) return { shell: next, action: { kind: 'new', ...shell.replacing } };
  return shell.saved ? { shell: next, action: { kind: 'continue', saved: shell.saved } } : { shell: next };
}
