// The Store on files in one directory: the game in progress, the statistics
// and the settings, each in its own file, so damage to one never costs the
// others. State lives in memory; a file is written when its state changes.

import fs from 'node:fs';
import path from 'node:path';
import { findVariant, LEVELS, type Level } from '../engine/index.js';
import {
  type DailyRecord,
  emptyStats,
  type FinishedGame,
  type StatsFilter,
  statsKey,
  type VariantStats,
} from '../stats/index.js';
import { ConfigDirectory } from './directory.js';
import { TEMPORARY_SUFFIX } from './disk.js';
import { GAME_FILE, gameRecord, restoreSavedGame } from './game-file.js';
import { describeKeptAside, JsonFile } from './json-file.js';
import { decodeSettingsKeeping, SETTINGS_FILE, settingsRecord } from './settings-file.js';
import { StatsKeeper } from './stats-file.js';
import { TableClaim } from './table-claim.js';
import { DEFAULT_SETTINGS, type GameInProgress, type GameResult, type Settings, type Store } from './types.js';

/**
 * The Store, plus what the game and the `stats` command need of its
 * directory: the table claimed for one copy at a time, and the statistics'
 * daily record and reset.
 */
export interface FileStore extends Store {
  /**
   * Erases the statistics of the matching variants and levels (all without
   * a filter). Returns what was erased, or undefined when nothing could be
   * written (a notice says why).
   */
  resetStats(filter?: StatsFilter): VariantStats[] | undefined;
  /** Erases the daily deal's record alone. Returns it as it was, or undefined when nothing could be written. */
  resetDaily(): DailyRecord | undefined;
  /** The statistics on disk could not be read (the directory, or a stats.json left alone): those here may be none of them. */
  statsUnread(): boolean;
  /** stats.json and its backup were damaged and kept aside: the statistics here start afresh. */
  statsStartedAfresh(): boolean;
  /** Claims the table for this copy until `release` (or its end): see table-claim.ts. `refused` names the copy that has it. */
  claimTable(): { readonly release: () => void } | { readonly refused: string };
  /** After `finish`: the game in progress or a result is in no file (its notice says which, and why). */
  lostAtFinish(): boolean;
  /** After `finish`: the game in progress is in no file, so the farewell must not say it is saved. */
  gameLostAtFinish(): boolean;
}

/**
 * Temporary files a write leaves behind when the process is killed
 * mid-write: from conf, which wrote the files before, from the earlier
 * numbered names, and from disk.ts.
 */
const LEFTOVER_TEMP = new RegExp(`\\.tmp-(\\d{10}[0-9a-f]{6}|\\d+-\\d+)$|${TEMPORARY_SUFFIX.source}`);
const LEFTOVER_AGE_MS = 60_000;

export class DirectoryStore implements FileStore {
  private readonly notices: string[] = [];
  /** Every notice of the session, taken or not. */
  private readonly said: string[] = [];
  private readonly directory: ConfigDirectory;
  private readonly gameFile: JsonFile;
  private readonly settingsFile: JsonFile;
  private readonly statsKeeper: StatsKeeper;
  private readonly table: TableClaim;
  private currentSettings: Settings = DEFAULT_SETTINGS;
  /** The last `finish` left the game in progress or a result unsaved. */
  private lost = false;
  /** Whether game.json has been looked at: a damaged one is kept aside before the first save. */
  private gameChecked = false;
  /** The game in game.json as this copy knows it: the last one saved, or loaded. */
  private lastSaved: GameInProgress | undefined;
  /**
   * A game cleared while its result could be written nowhere: its save
   * stays as the only record of the game, until the result is safe.
   */
  private keptFor: string | undefined;
  private toldOfOtherCopy = false;
  /** The settings as last changed are in no file: the directory or settings.json refused them. */
  private settingsUnsaved = false;
  /** The settings as settings.json holds them (the defaults while there is none), as its record's JSON. */
  private settingsOnDisk = JSON.stringify(settingsRecord(DEFAULT_SETTINGS));
  /** The last save of the game failed (a full disk, a read-only directory). */
  private gameUnsaved = false;
  /** The last save was not written: game.json holds another copy's game (see `othersGameThere`). */
  private othersLeftThere = false;

  /** `readOnly`: a command that only reads; a missing directory is not created. `command`: no game goes on. */
  constructor(
    readonly dir: string,
    readOnly = false,
    command = false,
  ) {
    const notify = (line: string) => this.notify(line);
    this.directory = new ConfigDirectory(dir, notify, !command);
    this.gameFile = new JsonFile(this.directory, GAME_FILE, false);
    this.settingsFile = new JsonFile(this.directory, SETTINGS_FILE);
    this.statsKeeper = new StatsKeeper(this.directory, notify, readOnly);
    this.table = new TableClaim(dir, notify);
    if (readOnly) this.directory.checkReadable();
    else this.directory.prepare();
    if (this.directory.exists) this.removeLeftovers();
    this.statsKeeper.load();
    this.loadSettings();
  }

  /** One line each, whatever a damaged file put into the reason (a name with a line break in it, say). */
  private notify(line: string): void {
    const clean = line.replace(/[\u0000-\u001f\u007f]/g, ' ');
    this.notices.push(clean);
    this.said.push(clean);
  }

  takeNotices(): string[] {
    return this.notices.splice(0);
  }

  loadGame(): GameInProgress | undefined {
    this.gameChecked = true;
    const read = this.gameFile.readAs(restoreSavedGame);
    if (read.kind === 'ok') {
      const { value } = read;
      // Left, and counted lost, by a copy that ended before it could remove the save (killed between the
      // two writes): a game the player gave up does not come back. Not while that loss is in no file yet
      // (the save is then its only record), nor while another copy has the table.
      const { statsKeeper } = this;
      if (
        !value.recorded &&
        statsKeeper.countedLost(value.id) &&
        !statsKeeper.onlyInMemory(value.id) &&
        this.mayWriteGame()
      ) {
        this.gameFile.remove();
        return undefined;
      }
      // A save kept for its result (a full disk, then a kill) whose result was written after all.
      const saved = value.recorded || !statsKeeper.counts(value.id) ? value : { ...value, recorded: true };
      // Abandoned now, it is kept for its result like a game played here.
      this.lastSaved = saved;
      return saved;
    }
    if (read.kind !== 'bad') return undefined;
    const kept = this.gameFile.keepAside(new Date());
    this.notify(
      `the saved game ${this.gameFile.path} ${read.why}; ${describeKeptAside(this.gameFile, kept)}; your statistics are not affected`,
    );
    return undefined;
  }

  saveGame(saved: GameInProgress): void {
    if (this.settingsUnsaved) this.writeSettings();
    // First: a lock lost and claimed again tells that another copy may have saved its game meanwhile.
    const mayWrite = this.mayWriteGame();
    // Results the directory refused earlier get another chance with every save, before it: a save
    // marked recorded should not reach the disk before its result, and what another copy's game
    // counts for is read with them.
    if (this.statsKeeper.hasUnwritten()) this.statsKeeper.flush();
    if (!this.gameChecked) this.loadGame();
    else if (this.gameFile.changedByOthers()) this.checkOtherWriter(saved.id, mayWrite);
    this.lastSaved = saved;
    this.othersLeftThere = mayWrite && this.othersGameThere(saved.id);
    // Another game's save kept as the only record of its result is not written over (the flush just
    // before failed, so the directory would most likely refuse the write anyway).
    if (!mayWrite || this.othersLeftThere || (this.stillKept() && saved.id !== this.keptFor)) {
      this.gameUnsaved = true;
      return;
    }
    // Marked recorded while its result is nowhere on disk, a kill would lose the result: the mark waits for it.
    const marked = saved.recorded && this.statsKeeper.onlyInMemory(saved.id) ? { ...saved, recorded: false } : saved;
    this.gameUnsaved = !this.gameFile.write(gameRecord(marked, this.currentSettings, new Date().toISOString()));
    if (!this.gameUnsaved) this.keptFor = undefined;
  }

  /**
   * Whether game.json holds the game of another copy that had the table
   * meanwhile, counted nowhere: that copy's player continues it next time.
   * The table claimed again once that copy ended does not make it this
   * copy's to write over or remove. A deal no move was played in is not
   * kept from this copy's game: it would count nowhere, and its seed deals it
   * again.
   */
  private othersGameThere(ours: string | undefined): boolean {
    if (!this.table.anotherMayHavePlayed) return false;
    const there = this.gameFile.readAs(restoreSavedGame);
    if (there.kind !== 'ok' || there.value.id === ours) return false;
    const { game } = there.value;
    if (game.moveCount === 0 && game.undone.length === 0) return false;
    return !there.value.recorded && !this.statsKeeper.countsNow(there.value.id);
  }

  /** Whether a cleared game's save must stay: its result is still only in memory. */
  private stillKept(): boolean {
    if (this.keptFor !== undefined && !this.statsKeeper.onlyInMemory(this.keptFor)) this.keptFor = undefined;
    return this.keptFor !== undefined;
  }

  /**
   * game.json changed under this program: damaged (kept aside, as on
   * loading), deleted (simply written again), or saved by another copy of
   * the program, which the player hears about once: that this copy's saves
   * go on over it, or that they stop, where that copy had the table
   * (`othersGameThere`). Where it has the table now, the table says so,
   * once for both.
   */
  private checkOtherWriter(ours: string, mayWrite: boolean): void {
    const found = this.loadGame();
    if (!found || this.toldOfOtherCopy) return;
    this.toldOfOtherCopy = true;
    if (!mayWrite) return;
    const { game } = found;
    const next = this.othersGameThere(ours)
      ? "this game is not saved there, so as not to write over that one's"
      : 'the game saved last is the one offered next time';
    this.notify(
      `another copy of forty-thieves is saving a game in ${this.gameFile.path} (${game.variant.id} ${game.level}, ` +
        `seed ${game.seed}, ${game.done.length} moves); ${next}`,
    );
  }

  /**
   * Forgets the saved game, unless its result could be written nowhere (a
   * full disk): the save then stays, as the only record of the game, and
   * comes back at the next start.
   */
  clearGame(): void {
    // game.json is another copy's, which has the table or left its game there: not this copy's to remove.
    const mine = this.mayWriteGame() && !this.othersGameThere(this.lastSaved?.id);
    // A damaged save is kept aside, not deleted with the rest.
    if (mine && !this.gameChecked) this.loadGame();
    const saved = this.lastSaved;
    this.lastSaved = undefined;
    this.gameUnsaved = false;
    if (!mine) return;
    if (saved && this.statsKeeper.onlyInMemory(saved.id)) this.keptFor = saved.id;
    if (!this.stillKept()) this.gameFile.remove();
  }

  /**
   * Also marks the saved game as recorded when the result is its own, so a
   * kill between this and the interface's next save cannot count a win
   * twice. A loss is recorded as its game is left (given up, or a new game
   * dealt over it): the save goes at once, as it would a moment later, so
   * that such a kill cannot bring back a game the player gave up. (Where
   * the result could be written nowhere, neither can the mark: the save
   * stays unrecorded, and clearGame keeps it.)
   */
  recordResult(result: GameResult): void {
    this.statsKeeper.record(result);
    const saved = this.lastSaved;
    if (!saved || saved.recorded || saved.id !== result.gameId) return;
    if (result.won) this.saveGame({ ...saved, recorded: true });
    else this.clearGame();
  }

  resultInNoFile(gameId: string): boolean {
    return this.statsKeeper.onlyInMemory(gameId);
  }

  settingsLeftAlone(): string | undefined {
    if (this.settingsFile.stuck) return `${this.settingsFile.path} is left as it was found`;
    return this.directory.refusing ? `${this.dir} did not take the writes` : undefined;
  }

  notSaved(): string | undefined {
    return this.inNoFile(true, this.gameUnsaved && this.lastSaved !== undefined, this.statsKeeper.inNoFile);
  }

  /**
   * What is in no file, with why, as a sentence: `now` while the program
   * runs, else as it ends. The settings' reason is the directory's refusal
   * or a settings.json left alone (a newer version's), the game's may be
   * another (another copy has the table).
   */
  private inNoFile(now: boolean, gameUnsaved: boolean, unrecorded: readonly FinishedGame[]): string | undefined {
    const game = gameUnsaved ? (now ? 'this game is not saved' : 'the game in progress was not saved') : '';
    const results = unrecorded.length > 0 ? `${describeResults(unrecorded)} not recorded${now ? ' yet' : ''}` : '';
    const settings = this.settingsUnsaved ? `the settings changed ${now ? 'are' : 'were'} not saved` : '';
    const settingsWhy = this.settingsLeftAlone() ?? `${this.dir} did not take the writes`;
    const why = this.whyLost(unrecorded.length);
    // Each reason said once: the settings join the rest where the directory refused them all.
    const groups: [string[], string][] =
      why === settingsWhy
        ? [[[game, results, settings], why]]
        : [
            [[game, results], why],
            [[settings], settingsWhy],
          ];
    const said = groups.flatMap(([lost, reason]) => {
      const named = lost.filter(Boolean);
      return named.length > 0 ? [`${listed(named)}: ${reason}`] : [];
    });
    return said.length > 0 ? said.join('; ') : undefined;
  }

  finish(): readonly string[] {
    this.directory.lastChance();
    if (this.settingsUnsaved) this.writeSettings();
    if (this.gameUnsaved && this.lastSaved) this.saveGame(this.lastSaved);
    const unrecorded = this.statsKeeper.finish() ? [] : this.statsKeeper.pendingResults;
    // A save kept for its result, now written: the game in progress takes its place, or it goes as it would have.
    if (this.keptFor !== undefined && !this.stillKept()) {
      if (this.gameUnsaved && this.lastSaved) this.saveGame(this.lastSaved);
      else this.gameFile.remove();
    }
    const lost = this.inNoFile(false, this.gameUnsaved, unrecorded);
    if (lost) this.notify(lost);
    // The exit code speaks for the game and its results (docs/rules.md): settings lost are only said.
    this.lost = this.gameUnsaved || unrecorded.length > 0 || this.statsKeeper.dropped;
    return [...this.said];
  }

  lostAtFinish(): boolean {
    return this.lost;
  }

  gameLostAtFinish(): boolean {
    return this.gameUnsaved;
  }

  /**
   * A game not saved because game.json is left alone, or another copy has the table or left its game there;
   * else the directory refused.
   */
  private whyLost(unrecorded: number): string {
    if (unrecorded === 0 && this.gameFile.stuck) return `${this.gameFile.path} is left as it was found`;
    if (unrecorded === 0 && this.table.taken) return 'another copy of forty-thieves plays from there';
    if (unrecorded === 0 && this.othersLeftThere) return 'another copy of forty-thieves left its game there';
    return `${this.dir} did not take the writes`;
  }

  claimTable(): { readonly release: () => void } | { readonly refused: string } {
    return this.table.claim();
  }

  private mayWriteGame(): boolean {
    return this.table.mayWriteGame(this.directory.mayWrite());
  }

  statsUnread(): boolean {
    return !this.directory.readable || this.statsKeeper.unread;
  }

  statsStartedAfresh(): boolean {
    return this.statsKeeper.startedAfresh;
  }

  stats(variant: string, level: Level): VariantStats {
    return this.statsKeeper.table().get(statsKey(variant, level)) ?? emptyStats(variant, level);
  }

  daily(): DailyRecord {
    return this.statsKeeper.daily();
  }

  allStats(): VariantStats[] {
    return [...this.statsKeeper.table().values()]
      .filter((s) => s.played > 0)
      .sort((a, b) => a.variant.localeCompare(b.variant) || levelOrder(a.level) - levelOrder(b.level));
  }

  resetStats(filter: StatsFilter = {}): VariantStats[] | undefined {
    return this.statsKeeper.reset(filter);
  }

  resetDaily(): DailyRecord | undefined {
    return this.statsKeeper.resetDaily();
  }

  settings(): Settings {
    return this.currentSettings;
  }

  saveSettings(settings: Settings): void {
    this.currentSettings = settings;
    this.writeSettings();
  }

  /** Writes the settings as they are now; refused, they are tried again with every save, and at the end. */
  private writeSettings(): void {
    const record = settingsRecord(this.currentSettings);
    const text = JSON.stringify(record);
    // Changed back to what the file holds: nothing is lost, whether the write is taken or not.
    const written = this.settingsFile.write(record) || text === this.settingsOnDisk;
    if (written) this.settingsOnDisk = text;
    // Also when settings.json is left alone (a newer version's): said as it was read, but a change made
    // since would be lost without a word.
    this.settingsUnsaved = !written;
  }

  private loadSettings(): void {
    const read = this.settingsFile.readAs(decodeSettingsKeeping);
    if (read.kind === 'missing') return;
    if (read.kind === 'ok') {
      this.currentSettings = read.value.settings;
      if (read.value.bad.length === 0) {
        this.settingsOnDisk = JSON.stringify(settingsRecord(read.value.settings));
        return;
      }
    }
    // The file as found is kept aside either way: the player may want what was in it.
    const kept = this.settingsFile.keepAside(new Date());
    const aside = describeKeptAside(this.settingsFile, kept);
    this.notify(
      read.kind === 'ok'
        ? `${this.settingsFile.path} is not usable in part (${read.value.bad.join('; ')}); ${aside}; ` +
            `${read.value.bad.length === 1 ? 'that setting is' : 'those settings are'} back to the default, the others kept`
        : `${this.settingsFile.path} ${read.why}; ${aside}; using the default settings`,
    );
    if (kept.kind === 'kept') this.writeSettings();
  }

  private removeLeftovers(): void {
    try {
      for (const name of fs.readdirSync(this.dir)) {
        if (!LEFTOVER_TEMP.test(name)) continue;
        const file = path.join(this.dir, name);
        // A young one may be another copy's write in progress. A link is removed, never followed.
        if (Date.now() - fs.lstatSync(file).mtimeMs > LEFTOVER_AGE_MS) fs.rmSync(file, { force: true });
      }
    } catch {
      // Tidying is a courtesy; a directory that refuses it has said so already.
    }
  }
}

const levelOrder = (level: Level): number => LEVELS.indexOf(level);

/** "a and b", "a, b and c". */
const listed = (parts: readonly string[]): string =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];

/** "the win of Josephine deal 12 was", or "2 results were": what a player needs to know was lost. */
function describeResults(results: readonly FinishedGame[]): string {
  if (results.length > 1) return `${results.length} results were`;
  const [{ won, variant, seed }] = results;
  return `the ${won ? 'win' : 'loss'} of ${findVariant(variant)?.name ?? variant} deal ${seed} was`;
}
