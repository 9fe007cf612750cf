// The application's reducer: (state, action, env) -> the next state and the
// effects for app-store.ts to carry out. Keys arrive by name and go through
// the key table of the screen (or notice) showing; the table's own reducer
// (table/table-reducer.ts) plays the game, and what it asks for when the
// table is left (a new deal, the start screen, quit) becomes screens here.

import { dailySeed, dateAt, type Game, type Move, newGame } from '../../engine/index.js';
import { type GameInProgress, newGameId, type Settings } from '../../store/index.js';
import type { MenuCommand } from '../input/commands.js';
import { commandFor, ENLARGE_KEYS, keyLabel, SETTINGS_KEYS, tableCommandFor } from '../input/keymap.js';
import type { MouseEvent } from '../input/mouse.js';
import { checkFailed, checkKey, type DealCheck, newCheck, notProven } from '../live/deal-check.js';
import { enlargeLines, keptOnQuit, keyOnWords } from '../screens/enlarge-lines.js';
import { tableMinimumSize } from '../screens/game-layout.js';
import { helpEntries } from '../screens/help-pages.js';
import { logEntries } from '../screens/log-pages.js';
import { entryAtTop, type Paged, pageCount, pageOfEntry, turnedPage } from '../screens/paging.js';
import { settingsReduce } from '../screens/settings-menu.js';
import type { Size } from '../screens/size.js';
import { START_MINIMUM } from '../screens/start-lines.js';
import { statsHeight } from '../screens/stats-pages.js';
import { reduce as reduceTable } from '../table/table-reducer.js';
import {
  afterClockJump,
  type Effect,
  info,
  marksOf,
  newTableState,
  type Overlay,
  snapshot,
  solverAtWork,
  type TableAction,
  tableAtWork,
} from '../table/table-state.js';
import { messageFor } from '../text/footer-text.js';
import { type AppAction, type AppEffect, type AppEnv, type AppState, type AppStep, LOG_SIZE } from './app-state.js';
import { boardClick } from './board-clicks.js';
import { learnedFromLine } from './deal-line.js';
import { screenClick } from './screen-clicks.js';
import { backToStart, newShell, type Shell, type ShellStep, shellKey, shellMenu, startAfterCheck } from './shell.js';
import {
  abandon,
  continuedText,
  type DealRequest,
  dealNew,
  type EasyCheckRequest,
  newDealText,
  type Opening,
} from './startup.js';

const same = (state: AppState, ...effects: AppEffect[]): AppStep => ({ state, effects });

/** The state the app opens on. */
export function openingState(opening: Opening, settings: Settings, size: Size, now: number): AppState {
  const base = { tables: 0, checks: 0, settings, size, log: [] };
  switch (opening.screen) {
    case 'start': {
      const shell = newShell('start', opening.saved);
      const { last } = opening;
      return {
        ...shell,
        ...base,
        ...(last ? { menu: { ...shell.menu, variant: last.variant, level: last.level } } : {}),
      };
    }
    case 'check':
      return { ...newShell('check', opening.saved), ...base, checks: 1, check: newCheck(opening.check, 1) };
    case 'replace':
      return { ...newShell('replace', opening.saved), ...base, replacing: opening.deal };
    case 'table': {
      const table = tableOf(opening.table, settings, opening.message, size, now);
      return { ...newShell('table'), ...base, tables: 1, table, log: opening.message ? [opening.message] : [] };
    }
  }
}

export function reduce(state: AppState, action: AppAction, env: AppEnv): AppStep {
  return logged(state, askedOnScreen(route(state, action, env)));
}

/**
 * A quit key's question is answered only while it shows: put out of sight
 * by anything (a notice, a hint, the stuck notice, a key), it is forgotten,
 * and the next quit key asks again.
 */
function askedOnScreen(step: AppStep): AppStep {
  const { quitAsked, table, screen, message } = step.state;
  if (quitAsked === undefined) return step;
  const shown = screen === 'table' && table ? messageFor(table)?.text : screen === 'start' ? message : undefined;
  return shown === quitAsked ? step : { ...step, state: { ...step.state, quitAsked: undefined } };
}

/** The messages a step put on screen, added to the log (a message repeated at once is kept once). */
function logged(before: AppState, step: AppStep): AppStep {
  const after = step.state;
  const said: string[] = [];
  if (after.message && after.message !== before.message) said.push(after.message);
  const message = after.table?.message;
  const counting = message?.progress && before.table?.message?.progress;
  if (message && message !== before.table?.message && !counting) {
    const kept = message.searching ? message.logged : message.text;
    if (kept !== undefined) said.push(kept);
  }
  const log = withLogged(after.log, said);
  return log === after.log ? step : { ...step, state: { ...after, log } };
}

/** The log with `texts` added, each unless the same as the one before it, and the oldest let go past LOG_SIZE. */
function withLogged(log: readonly string[], texts: readonly string[]): readonly string[] {
  const fresh = texts.filter((text, i) => text !== (i > 0 ? texts[i - 1] : log.at(-1)));
  return fresh.length === 0 ? log : [...log, ...fresh].slice(-LOG_SIZE);
}

function route(state: AppState, action: AppAction, env: AppEnv): AppStep {
  switch (action.type) {
    case 'key':
      return onKey(state, action.name, env);
    case 'mouse':
      return onMouse(state, action.event, env);
    case 'table':
      return action.table === state.tables ? tableStep(state, action.action, env) : same(state);
    case 'begin':
      return tableStep(state, { type: 'begin' }, env);
    case 'clock-jumped': {
      const { byMs } = action;
      const { table, lastPress } = state;
      return same({
        ...state,
        table: table && afterClockJump(table, byMs),
        lastPress: lastPress && { ...lastPress, at: lastPress.at + byMs },
      });
    }
    case 'resize': {
      const { width, height } = action.size;
      if (width === state.size.width && height === state.size.height) return same(state);
      const resized = { ...state, size: action.size, ...pagesResized(state, env, action.size) };
      // Behind the settings the table stays out of sight, its clock stopped, whatever the size.
      const visible = resized.screen === 'table' && tableFits(resized);
      return resized.table ? tableStep(resized, { type: 'shown', visible }, env) : same(resized);
    }
    case 'settings-left-alone':
      return same({ ...state, settingsLeftAlone: action.text });
    case 'not-saved': {
      // At the table the empty message line says it, cut to one line: whole in the log. Elsewhere the
      // message does, in place of "Your game is saved" said as the game was kept.
      if (action.text === undefined) return same({ ...state, notSaved: undefined });
      const said = sentences([action.text]);
      const log = withLogged(state.log, [said]);
      return same({ ...state, notSaved: action.text, log, ...(state.table ? {} : { message: said }) });
    }
    case 'notices':
      if (action.texts.length === 0) return same(state);
      // During an Easy deal's check, with its notice: shown there and on the table it opens, and in the log now.
      if (state.screen === 'check' && state.check) {
        const said = sentences(action.texts);
        const notice = [state.check.notice, said.replace(/\.$/, '')].filter(Boolean).join('. ');
        return same({ ...state, check: { ...state.check, notice }, log: withLogged(state.log, [said]) });
      }
      if (!state.table) return same({ ...state, message: sentences(action.texts) });
      // Every notice is read: several at once make one message, as long as it needs.
      return tableStep(state, { type: 'notice', text: sentences(action.texts) }, env);
    case 'check-progress': {
      const check = checkOf(state, action.attempt);
      return check ? same({ ...state, check: { ...check, progress: action.progress } }) : same(state);
    }
    case 'check-answer': {
      const check = checkOf(state, action.attempt);
      if (!check) return same(state);
      const { answer } = action;
      if (answer.verdict !== 'winnable') return same({ ...state, check: notProven(check, answer.reason) });
      const game = newGame(check.variant, 'easy', check.seed);
      return openNewGame(state, game, env, { message: check.notice, line: answer.moves, daily: check.daily });
    }
    case 'check-failed': {
      const check = checkOf(state, action.attempt);
      return check ? same({ ...state, check: checkFailed(check, action.error) }) : same(state);
    }
  }
}

/** Texts as sentences of one message: each begun with a capital and ended with a full stop. */
function sentences(texts: readonly string[]): string {
  return texts.map((text) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1).replace(/\.$/, '')}.`).join(' ');
}

/** What shows in the table's place, not over its board: text that needs no more room than the start screen. */
const IN_THE_TABLES_PLACE: ReadonlySet<Overlay> = new Set(['help', 'log', 'won']);

/** The least terminal the screen showing needs: the board's for its variant, else (the settings too) the start screen's. */
export const screenMinimum = (state: AppState): Size =>
  state.table && state.screen !== 'settings' && !IN_THE_TABLES_PLACE.has(state.table.overlay)
    ? tableMinimumSize(state.table.game.variant)
    : START_MINIMUM;

/** Whether the screen showing fits the terminal. */
export const screenFits = (state: AppState): boolean => fits(screenMinimum(state), state.size);

/** Whether the board would fit, whatever shows in its place now: the table in sight once it shows. */
const tableFits = (state: AppState): boolean =>
  state.table !== undefined && fits(tableMinimumSize(state.table.game.variant), state.size);

/**
 * Whether the screens of text (help, settings, log) open while the board
 * does not fit: over a game at rest, in a terminal with room for them.
 */
export function textScreensOpen(state: AppState): boolean {
  const { table } = state;
  if (state.screen !== 'table' || table === undefined || table.overlay !== 'none') return false;
  return tableAtWork(table) === undefined && fits(START_MINIMUM, state.size);
}

export function fits(need: Size, have: Size): boolean {
  return have.width >= need.width && have.height >= need.height;
}

function onKey(before: AppState, name: string, env: AppEnv): AppStep {
  // The question a quit key asked is answered by the very next key.
  const asked = before.quitAsked !== undefined;
  const state = forgetQuitAsked(before);
  const { table } = state;
  const askFirst = () => (asked ? undefined : askBeforeQuitting(state, name, env));
  // Too small, the screen asking for a larger terminal hides whatever is behind it: its quit key works,
  // at once (that screen says what is not saved), and over a game at rest the keys of the screens of text.
  if (!screenFits(state)) {
    const command = commandFor(ENLARGE_KEYS, name, { type: 'other' });
    if (command.type === 'quit') {
      if (state.screen === 'settings') return onSettingsCommand(state, { type: 'quit' }, env);
      if (table) return tableStep(state, { type: 'quit' }, env);
      if (state.screen === 'check') return onCheckKey(state, name, env);
      return same(state, { kind: 'exit' });
    }
    // The key of a screen of text goes on to the table, whose own keys open it.
    if (command.type === 'other' || !textScreensOpen(state)) return same(state);
  }
  if (state.screen === 'settings') {
    const quits = commandFor<MenuCommand>(SETTINGS_KEYS, name, { type: 'other' }).type === 'quit';
    return (quits && askFirst()) || onSettingsKey(state, name, env);
  }
  if (table) {
    const command = tableCommandFor(table, name);
    const page = turnedPage(command, state.helpPage, pagesShowing(state, env));
    if (page !== undefined) return same({ ...state, helpPage: page });
    if (command.type === 'quit') {
      const asking = askFirst();
      if (asking) return asking;
    }
    // The table stays, out of sight, its clock stopped, while the settings show. (During an auto-finish
    // the key plays the rest at once, as any key does: FINISHING_KEYS.)
    if (command.type === 'settings') {
      const safeMovesBefore = state.settings.autoSafe[table.game.level];
      return tableStep(
        { ...state, screen: 'settings', settingsRow: 0, safeMovesBefore },
        { type: 'shown', visible: false },
        env,
      );
    }
    const paged = command.type === 'help' || command.type === 'log';
    return tableStep(paged ? { ...state, helpPage: 0 } : state, command, env);
  }
  if (state.screen === 'check') {
    const check = checkOf(state);
    const quits = check !== undefined && checkKey(check, name).action?.kind === 'quit';
    return (quits && askFirst()) || onCheckKey(state, name, env);
  }
  const step = shellKey(state, name, pagesShowing(state, env), dateAt(env.now));
  return (step.action?.kind === 'quit' && askFirst()) || shellStep(state, step, env);
}

/**
 * A quit key where quitting would lose what the store could not write (a
 * directory that takes no writes): the screen showing gives way to the
 * table or the start screen, whose message line asks for the same key
 * again and says what. (Where the board does not fit the terminal, the
 * screen asking for a larger one says what its quit key loses.) Undefined
 * where it quits at once: nothing is in no file, an auto-finish plays out
 * (a win, counted), or quitting says why a deal asked for on the command
 * line was not played.
 */
function askBeforeQuitting(state: AppState, name: string, env: AppEnv): AppStep | undefined {
  const { notSaved, table } = state;
  const check = checkOf(state);
  const finishing = table !== undefined && table.finishing.length > 0;
  if (notSaved === undefined || state.screen === 'replace' || check?.asked || finishing) return undefined;
  // The key first: a question cut to the width still says it.
  const text = `${keyLabel(name, state.settings.ascii)} again quits though ${notSaved.replace(/\.$/, '')}.`;
  if (state.screen === 'settings') {
    // Closed as Esc closes them: the table may then be finishing (safe moves turned on), and quit plays it out.
    const closed = onSettingsCommand(state, { type: 'cancel' }, env);
    return then(closed, askBeforeQuitting(closed.state, name, env) ?? tableStep(closed.state, { type: 'quit' }, env));
  }
  const asking = { ...state, quitAsked: text };
  if (table) {
    // The solver at work stops first: its moves would write over the question.
    const stopped = solverAtWork(table) ? tableStep(state, { type: 'cancel' }, env) : same(state);
    // Stopped where its moves left every card going home: they go, and quitting plays them out, as it would.
    if (stopped.state.table?.finishing.length) return then(stopped, tableStep(stopped.state, { type: 'quit' }, env));
    return then(stopped, tableStep({ ...stopped.state, quitAsked: text }, { type: 'quit-asked', text }, env));
  }
  // The check of an Easy deal, a page or a question: the start screen asks.
  const start = check ? startAfterCheck(check.variant, 'easy', state.saved) : { ...state, screen: 'start' as const };
  return same({ ...withShell(asking, { ...start, confirm: undefined, confirmDeal: undefined }), message: text });
}

/** The question a quit key asked, forgotten with its words: the next quit key asks again. */
function forgetQuitAsked(state: AppState): AppState {
  const text = state.quitAsked;
  if (text === undefined) return state;
  const table = state.table?.message?.text === text ? { ...state.table, message: undefined } : state.table;
  return { ...state, quitAsked: undefined, table, message: state.message === text ? undefined : state.message };
}

/** The screens around the table after a key or a click: what they ask for done. */
function shellStep(state: AppState, { shell, action }: ShellStep, env: AppEnv): AppStep {
  const next = withShell(state, shell);
  switch (action?.kind) {
    case 'quit':
      return same(next, { kind: 'exit' });
    case 'continue':
      return openTable(next, action.saved, env, continuedText(action.saved));
    case 'new':
      return startTable(next, action, env);
    default:
      return same(next);
  }
}

/**
 * A click: on the board, as the table's keys; on a line of a menu or an
 * answer to a question, as the keys that choose it (screen-clicks.ts).
 */
function onMouse(before: AppState, event: MouseEvent, env: AppEnv): AppStep {
  if (!screenFits(before)) {
    // Its words name its keys: a click on them presses the key, as on every other screen.
    const lines = enlargeLines(screenMinimum(before), before.size, keptOnQuit(before), textScreensOpen(before));
    const key = event.kind === 'press' && event.button === 'left' ? keyOnWords(lines, event.x, event.y) : undefined;
    return key ? onKey(before, key, env) : same(before);
  }
  // A click on a key is that key, which answers a quit key's question as keys do; any other press forgets it.
  const click = screenClick(before, event, pagesShowing(before, env));
  if (click?.kind === 'key') return onKey({ ...before, lastPress: undefined }, click.name, env);
  const state = event.kind === 'press' ? forgetQuitAsked(before) : before;
  const { table } = state;
  if (state.screen === 'table' && table?.overlay === 'none') {
    if (table.finishing.length > 0) return same(state);
    // While the solver plays or looks back, a press only stops it, as any key does.
    if (solverAtWork(table)) return event.kind === 'press' ? tableStep(state, { type: 'cancel' }, env) : same(state);
    // Hit-tested on the board as drawn: the question forgotten here still took its rows under it.
    const { commands, lastPress } = boardClick(before.table ?? table, state.size, event, state.lastPress, env.now);
    return commands.reduce<AppStep>(
      (step, command) => then(step, tableStep(step.state, command, env)),
      same({ ...state, lastPress }),
    );
  }
  // A press elsewhere ends what a press on the board began: its release is no drag.
  const forgotten = event.kind === 'press' && state.lastPress ? { ...state, lastPress: undefined } : state;
  if (!click) return same(forgotten);
  return click.commands.reduce<AppStep>(
    (step, command) => then(step, onMenuCommand(step.state, command, env)),
    same(forgotten),
  );
}

/** A command of the menu showing: the settings' or the start screen's. */
function onMenuCommand(state: AppState, command: MenuCommand, env: AppEnv): AppStep {
  if (state.screen === 'settings') return onSettingsCommand(state, command, env);
  if (state.screen === 'start') return shellStep(state, shellMenu(state, command, dateAt(env.now)), env);
  return same(state);
}

/** The pages of the help, the log or the statistics showing, over the table or not; 0 when none shows. */
function pagesShowing(state: AppState, env: AppEnv): number {
  const paged = pagedShowing(state, env, state.size);
  return paged ? pageCount(paged.entries, paged.height) : 0;
}

/** The help, the log or the statistics at a new size keep the reader's place, not the page's number. */
function pagesResized(state: AppState, env: AppEnv, size: Size): Partial<Pick<AppState, 'helpPage' | 'pageAnchor'>> {
  const before = pagedShowing(state, env, state.size);
  const after = pagedShowing(state, env, size);
  if (!before || !after) return {};
  const view = state.table ? `table ${state.table.overlay}` : state.screen;
  const { pageAnchor: anchor, helpPage } = state;
  const entry = anchor?.view === view && anchor.page === helpPage ? anchor.entry : entryAtTop(before, helpPage);
  const page = pageOfEntry(after, entry);
  return { helpPage: page, pageAnchor: { view, page, entry } };
}

/** The entries of the help, the log or the statistics showing, laid out at `size`; undefined when none shows. */
function pagedShowing(state: AppState, env: AppEnv, { width, height }: Size): Paged | undefined {
  const { table } = state;
  if (table) {
    if (table.overlay === 'help') return { entries: helpEntries(width, table.game.variant), height };
    return table.overlay === 'log' ? { entries: logEntries(state.log, width), height } : undefined;
  }
  switch (state.screen) {
    case 'stats':
      // Its entries' rows, at the height a page of the statistics has for them.
      return {
        entries: (env.statsEntries?.(width) ?? []).map((rows) => Array<number>(rows).fill(0)),
        height: statsHeight(height),
      };
    case 'log':
      return { entries: logEntries(state.log, width), height };
    case 'help':
      return { entries: helpEntries(width, state.menu.variant, false, true), height };
    default:
      return undefined;
  }
}

function onCheckKey(state: AppState, name: string, env: AppEnv): AppStep {
  const check = checkOf(state);
  if (!check) return same(state);
  const { check: next, action } = checkKey(check, name);
  const checked = { ...state, check: next };
  switch (action?.kind) {
    case 'medium': {
      // A daily deal checked by the day's own seed (the catalogue had none) is, at medium, the day's medium deal.
      const daily = check.daily !== undefined && check.seed === dailySeed(check.daily) ? check.daily : undefined;
      const game = newGame(check.variant, 'medium', check.seed);
      return openNewGame(checked, game, env, { message: check.notice, daily });
    }
    case 'another':
      return startTable(checked, { variant: check.variant, level: 'easy' }, env);
    case 'back':
      // The check's notice stays in sight (and goes into the log) on the start screen.
      return same(
        withShell(checked, { ...startAfterCheck(check.variant, 'easy', checked.saved), message: check.notice }),
      );
    case 'quit':
      return same(checked, { kind: 'exit', refused: action.refused });
    default:
      return same(checked);
  }
}

/**
 * A key on the settings screen: a change shows at once (the theme, the
 * board) and is saved; done goes back to the table or the start screen.
 */
function onSettingsKey(state: AppState, name: string, env: AppEnv): AppStep {
  return onSettingsCommand(state, commandFor<MenuCommand>(SETTINGS_KEYS, name, { type: 'other' }), env);
}

function onSettingsCommand(state: AppState, command: MenuCommand, env: AppEnv): AppStep {
  const { table } = state;
  const level = table?.game.level ?? state.menu.level;
  const step = settingsReduce(state.settingsRow ?? 0, command, state.settings, level);
  if (step.quit) return table ? tableStep(state, { type: 'quit' }, env) : same(state, { kind: 'exit' });
  const changed = step.settings !== state.settings;
  const next: AppState = {
    ...state,
    settingsRow: step.row,
    settings: step.settings,
    table: table && changed ? { ...table, settings: step.settings } : table,
  };
  const saved = same(next, ...(changed ? [{ kind: 'save-settings' } as const] : []));
  if (!step.close) return saved;
  if (!table) return then(saved, same({ ...saved.state, screen: 'start' }));
  // Turned on at this level, and on as the settings close: the safe cards go home now, not after the
  // next move. Not as the setting passes by: on and off again would have sent them home all the same
  // (at the deal, for good: they would be the deal's own).
  const settled =
    step.settings.autoSafe[level] && !state.safeMovesBefore
      ? then(saved, tableStep(saved.state, { type: 'safe-moves-on' }, env))
      : saved;
  const back = { ...settled.state, screen: 'table' as const };
  return then(settled, tableStep(back, { type: 'shown', visible: tableFits(back) }, env));
}

/** The check on screen, if it is still the one numbered `attempt`. */
function checkOf(state: AppState, attempt?: number): DealCheck | undefined {
  const { check, screen } = state;
  return screen === 'check' && check && (attempt === undefined || check.attempt === attempt) ? check : undefined;
}

/** The screens' part of the state replaced whole: nothing of the last screen stays by mistake. */
function withShell(state: AppState, shell: Shell): AppState {
  const { screen, saved, menu, message, confirm, confirmDeal, helpPage, check, replacing, settingsRow } = shell;
  return { ...state, screen, saved, menu, message, confirm, confirmDeal, helpPage, check, replacing, settingsRow };
}

/** The effects that leave the table, which the reducer turns into the next screen. */
type Leaving = Extract<Effect, { kind: 'new-game' | 'choose' }>;
const leaves = (effect: Effect): effect is Leaving => effect.kind === 'new-game' || effect.kind === 'choose';

/**
 * A table's effect as the app carries it out: its timers and errands tagged
 * with the table's number, so those of a table left behind are dropped.
 * Exhaustive: a new kind of effect does not compile until it is placed here.
 */
function appEffectOf(effect: Exclude<Effect, Leaving>, table: number): AppEffect {
  switch (effect.kind) {
    case 'later':
      return { kind: 'later', ms: effect.ms, action: { type: 'table', table, action: effect.action } };
    case 'hint':
      return { kind: 'hint', table };
    case 'find-winnable':
      return { kind: 'find-winnable', table };
    case 'solve-line':
      return { kind: 'solve-line', table, run: effect.run };
    case 'quit':
      return { kind: 'exit' };
    case 'save':
    case 'clear-save':
    case 'record':
    case 'bell':
    case 'save-settings':
      return effect;
    default:
      return effect satisfies never;
  }
}

/** A step of the table's reducer; leaving the table becomes the next screen, after the step's other effects. */
function tableStep(state: AppState, action: TableAction, env: AppEnv): AppStep {
  if (!state.table) return same(state);
  const step = reduceTable(state.table, action, env.now);
  const changedSettings = step.effects.some((effect) => effect.kind === 'save-settings');
  const next: AppState = { ...state, table: step.state, ...(changedSettings && { settings: step.state.settings }) };
  const effects = step.effects.flatMap((effect) => (leaves(effect) ? [] : [appEffectOf(effect, state.tables)]));
  const leaving = step.effects.find(leaves);
  if (leaving === undefined) return { state: next, effects };
  const { variant, level } = step.state.game;
  if (leaving.kind === 'new-game') {
    return then({ state: next, effects }, startTable(leftTable(next), { variant, level }, env, leaving.message));
  }
  // The start screen offers the game as it stands, and the file keeps it so: its time too.
  if (leaving.keep) {
    const kept = snapshot(step.state, env.now);
    // Not "Your game is saved" while something is in no file: the start screen says what, once the
    // store has answered this very save.
    const start = newShell('start', kept, state.notSaved ? undefined : leaving.message);
    return same(withShell({ ...next, table: undefined }, start), ...effects, { kind: 'keep', saved: kept });
  }
  return same(withShell(leftTable(next), backToStart(variant, level, leaving.message)), ...effects);
}

/** The table is left; what happened to its game is in the effects already. */
const leftTable = (state: AppState): AppState => ({ ...state, table: undefined, saved: undefined });

/** Two steps one after the other: the second's state, both steps' effects. */
function then(first: AppStep, second: AppStep): AppStep {
  return { state: second.state, effects: [...first.effects, ...second.effects] };
}

/** The table, on a game resumed or new; the saved game the start screen offered is now this one or gone. */
function openTable(state: AppState, inProgress: GameInProgress, env: AppEnv, message?: string): AppStep {
  const tables = state.tables + 1;
  const table = tableOf(inProgress, state.settings, message, state.size, env.now);
  const shown = withShell(state, { ...state, screen: 'table', helpPage: 0, saved: undefined, check: undefined });
  // A resumed game may be won, finishing or stuck already.
  return tableStep({ ...shown, table, tables }, { type: 'begin' }, env);
}

/**
 * A game on the table, as saved: its marks, and which of its moves were
 * played automatically, so that undo takes those back with the move before.
 */
function tableOf(inProgress: GameInProgress, settings: Settings, message: string | undefined, size: Size, now: number) {
  const { id, game, elapsedMs, recorded, automatic, dealLine } = inProgress;
  const visible = fits(tableMinimumSize(game.variant), size);
  const shown = message ? info(message) : undefined;
  const marks = marksOf(inProgress);
  return newTableState(
    { id, game, elapsedMs, recorded, settings, message: shown, visible, ...marks, automatic, dealLine },
    now,
  );
}

/**
 * A new game opens: the saved game, if any, is left (a loss if it had
 * moves). `message` comes before the words of the new deal, `note` after
 * them; `line` wins from its deal.
 */
function openNewGame(
  state: AppState,
  game: Game,
  env: AppEnv,
  { message, line, daily, note }: { message?: string; line?: readonly Move[]; daily?: string; note?: string } = {},
): AppStep {
  const effects: AppEffect[] = [];
  let left: string | undefined;
  if (state.saved) {
    const abandoned = abandon(state.saved, env.now);
    if (abandoned.loss) effects.push({ kind: 'record', result: abandoned.loss });
    left = abandoned.notice;
    effects.push({ kind: 'clear-save' });
  }
  const text = [message, left, newDealText(game, daily), note].filter(Boolean).join('. ');
  // The game's id is the one thing not drawn from env: it only has to be new, never to be replayed.
  const dealt = { id: newGameId(), game, elapsedMs: 0, recorded: false, ...marksOf({ daily }), dealLine: line };
  const opened = openTable(state, dealt, env, text);
  const table = opened.state.table;
  // A winning line found by an Easy deal's check is the verdict, and the first hint, on the table.
  const learned = table ? learnedFromLine(table.game, line) : [];
  return then(same(state, ...effects, ...learned), opened);
}

/** A new deal: at once, or after the check of an Easy deal the catalogue lacks. */
function startTable(state: AppState, deal: DealRequest, env: AppEnv, message?: string): AppStep {
  const dealt = dealNew(deal, env.random);
  if ('check' in dealt) {
    return same(startCheck(state, dealt.check, message));
  }
  return openNewGame(state, dealt.game, env, { message, daily: deal.daily, note: deal.note });
}

/** The check screen; `message` is shown with it. */
function startCheck(state: AppState, request: EasyCheckRequest, message?: string): AppState {
  const notice = [message, request.notice].filter(Boolean).join('. ') || undefined;
  const checks = state.checks + 1;
  const check = newCheck({ ...request, notice }, checks);
  return { ...withShell(state, { ...state, screen: 'check', check }), checks };
}
