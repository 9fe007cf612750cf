// The rules engine: pure, with no knowledge of the terminal, files or time.

export * from './apply.js';
export * from './cards.js';
export * from './daily.js';
export * from './deal.js';
export * from './finish.js';
export * from './game.js';
export * from './help.js';
export * from './line-after-safe-moves.js';
export * from './moves.js';
export * from './position.js';
export * from './random.js';
export * from './rules.js';
export * from './scoring.js';
export * from './variants.js';
export * from './words.js';
