// The rules engine: pure, with no knowledge of the terminal, files or time.
export * from './cards.js';
export * from './random.js';
export * from './variants.js';
export * from './position.js';
export * from './deal.js';
export * from './moves.js';
export * from './rules.js';
export * from './apply.js';
export * from './help.js';
export * from './scoring.js';
export * from './game.js';
