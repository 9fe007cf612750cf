// What the store keeps and what it offers: the game in progress, the
// statistics and the settings, each in its own file.

import type { Game, Level, Move } from '../engine/index.js';
import type { DailyRecord, FinishedGame, VariantStats } from '../stats/index.js';

/** A game on the table, as the interface holds it between moves. */
export interface GameInProgress {
  /** Made when the game is dealt (newGameId), kept with it until its result is recorded. */
  readonly id: string;
  readonly game: Game;
  /** Play time so far; the clock stops while paused or off screen. */
  readonly elapsedMs: number;
  /** Its result is already in the statistics (a win counts once, even after undo). */
  readonly recorded: boolean;
  /** A daily deal: its date, YYYY-MM-DD. */
  readonly daily?: string;
  /** The solver played a move in it (`s` or `T`): its win sets no record. */
  readonly assisted?: boolean;
  /** Which of its done and redo moves the program played by itself (none when absent). */
  readonly automatic?: AutomaticMoves;
  /**
   * A winning line from the deal that the Easy check found, for a deal the
   * catalogue does not hold: a resumed game knows its verdict and hints
   * along it without a search, as the game the check opened did.
   */
  readonly dealLine?: readonly Move[];
}

/**
 * Marks on a game's move lists, one for each move of `done` and of `undone`
 * in their order: true for a safe move the program played after the
 * player's move (the Easy level's setting). Such a move is undone and
 * redone with the player's move before it, and does not count as a move.
 */
export interface AutomaticMoves {
  readonly done: readonly boolean[];
  readonly undone: readonly boolean[];
}

/**
 * One finished game, as the statistics record it: the game's id (a result
 * whose game is counted already is not counted again) and the cards home
 * are always known here.
 */
export type GameResult = FinishedGame & { readonly gameId: string; readonly cardsHome: number };

/** How cards are drawn: one line each, framed, or as large as the terminal has room for. */
export type CardSize = 'auto' | 'compact' | 'framed';
export const CARD_SIZES: readonly CardSize[] = ['auto', 'compact', 'framed'];

export interface Settings {
  /** A colour for each suit; monochrome wins when both are on. */
  readonly fourColor: boolean;
  readonly ascii: boolean;
  readonly monochrome: boolean;
  /** The terminal bell on a refused move and on a win. */
  readonly bell: boolean;
  /** Safe foundation moves played automatically, per level. */
  readonly autoSafe: Readonly<Record<Level, boolean>>;
  /** The solver's live verdict on the status line. */
  readonly verdict: boolean;
  readonly cardSize: CardSize;
  /** Clicks play (the terminal reports the mouse); off, the terminal's own text selection works. */
  readonly mouse: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  fourColor: false,
  ascii: false,
  monochrome: false,
  bell: false,
  autoSafe: { easy: true, medium: false, hard: false },
  verdict: true,
  cardSize: 'auto',
  mouse: true,
};

export interface Store {
  /** The directory holding the files. */
  readonly dir: string;
  /**
   * One-line messages for the player since the last call: a corrupt file
   * kept aside under its new name, a saved game that could not be replayed,
   * a directory that cannot be written.
   */
  takeNotices(): string[];
  /** The saved game, replayed through the engine; undefined when there is none or it could not be replayed. */
  loadGame(): GameInProgress | undefined;
  /** Written after every move, on pause and on quit. */
  saveGame(game: GameInProgress): void;
  clearGame(): void;
  /**
   * Re-reads and merges before writing, so two copies of the program both get counted. A loss is
   * recorded only as its game is left (given up, or a new deal over it): the saved game, if it is
   * that one, may go with it.
   */
  recordResult(result: GameResult): void;
  /** The game's result counts here but is in no file yet (the directory took no writes): quitting now would lose it. */
  resultInNoFile(gameId: string): boolean;
  /**
   * What quitting now would lose, and why, as a sentence: the game in
   * progress, a result or the settings changed in no file ("this game is
   * not saved: … did not take the writes"). Undefined when everything is in
   * its file.
   */
  notSaved(): string | undefined;
  /**
   * Why a change of the settings would go in no file, before any is made:
   * settings.json is left alone (a newer version's, one not readable, or a
   * damaged one that could not be moved aside), or the directory took no
   * writes and has taken none since. Undefined when it would be saved.
   */
  settingsLeftAlone(): string | undefined;
  stats(variant: string, level: Level): VariantStats;
  /** Every variant and level with at least one game played. */
  allStats(): VariantStats[];
  /** The daily deal's record: the days won and the last 30 days' daily games. */
  daily(): DailyRecord;
  settings(): Settings;
  saveSettings(settings: Settings): void;
  /**
   * Once, as the program ends: writes what could not be written yet (waiting
   * for the statistics' lock, which nothing else does while the game runs),
   * adds a notice if the game or a result is still not saved, and returns
   * every notice of the session, to be shown in full once the terminal is
   * given back (the message line shows one at a time, cut to its width).
   */
  finish(): readonly string[];
}
