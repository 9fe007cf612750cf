// The store: saved game, statistics and settings in the user's configuration
// directory (or FORTY_THIEVES_CONFIG_DIR).
//
// How the interface uses it: openStore() once; show takeNotices() after
// opening, loading, saving and recording (a damaged file kept aside, a
// directory that cannot be written); saveGame after every move, on pause and
// on quit; when a game ends, is given up or is abandoned for a new one after
// its first move, recordResult with the statistics' finishedGame(...), once.

import { DirectoryStore, type FileStore } from './file-store.js';
import { configDir } from './location.js';

export type { FileStore } from './file-store.js';
export { newGameId } from './game-id.js';
export * from './types.js';

/**
 * Opens the store in options.dir, else FORTY_THIEVES_CONFIG_DIR, else the
 * platform's configuration directory for forty-thieves. Never throws for a missing, damaged
 * or read-only directory: takeNotices() says what happened.
 */
export function openStore(options: { dir?: string; readOnly?: boolean; command?: boolean } = {}): FileStore {
  return new DirectoryStore(configDir(options.dir), options.readOnly, options.command);
}
