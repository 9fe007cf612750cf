// A Store in memory for the interface's tests: what was saved, recorded and
// cleared can be read back, and nothing touches the disk.

import type { Level } from '../../../src/engine/index.js';
import {
  addResult,
  countResults,
  type DailyRecord,
  emptyLedger,
  emptyStats,
  statsKey,
  type VariantStats,
} from '../../../src/stats/index.js';
import {
  DEFAULT_SETTINGS,
  type GameInProgress,
  type GameResult,
  type Settings,
  type Store,
} from '../../../src/store/types.js';

export class MemoryStore implements Store {
  readonly dir = '/memory';
  saved: GameInProgress | undefined;
  readonly results: GameResult[] = [];
  readonly notices: string[] = [];
  current: Settings;
  saves = 0;
  private readonly table = new Map<string, VariantStats>();
  /** The daily record, from the results as the file store counts them. */
  private ledger = emptyLedger();

  constructor(options: { saved?: GameInProgress; settings?: Partial<Settings>; notices?: string[] } = {}) {
    this.saved = options.saved;
    this.current = { ...DEFAULT_SETTINGS, ...options.settings };
    this.notices.push(...(options.notices ?? []));
  }

  takeNotices(): string[] {
    return this.notices.splice(0);
  }
  loadGame(): GameInProgress | undefined {
    return this.saved;
  }
  saveGame(game: GameInProgress): void {
    this.saved = game;
    this.saves++;
  }
  clearGame(): void {
    this.saved = undefined;
  }
  recordResult(result: GameResult): void {
    this.results.push(result);
    const key = statsKey(result.variant, result.level);
    this.table.set(key, addResult(this.table.get(key) ?? emptyStats(result.variant, result.level), result));
    this.ledger = countResults(this.ledger, [result]);
  }
  /** The directory takes no writes: every result recorded stays in no file, as the file store would keep it. */
  takesNoWrites = false;
  resultInNoFile(gameId: string): boolean {
    return this.takesNoWrites && this.results.some((result) => result.gameId === gameId);
  }
  /** What quitting would lose, as the file store says it. */
  lost: string | undefined;
  /** Why a change of the settings would go in no file, as the file store says it. */
  settingsLeft: string | undefined;
  settingsLeftAlone(): string | undefined {
    return this.settingsLeft;
  }
  notSaved(): string | undefined {
    return this.lost;
  }
  daily(): DailyRecord {
    return this.ledger.daily;
  }
  stats(variant: string, level: Level): VariantStats {
    return this.table.get(statsKey(variant, level)) ?? emptyStats(variant, level);
  }
  allStats(): VariantStats[] {
    return [...this.table.values()].filter((s) => s.played > 0);
  }
  settings(): Settings {
    return this.current;
  }
  saveSettings(settings: Settings): void {
    this.current = settings;
  }
  finished = 0;
  finish(): readonly string[] {
    this.finished++;
    return [];
  }
}
