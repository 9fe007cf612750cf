// Statistics: pure functions over finished games, per variant and level.
// They read the engine's game records; nothing here touches files or time.

export * from './daily.js';
export * from './ledger.js';
export * from './stats.js';
export * from './words.js';
