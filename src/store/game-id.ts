// A game's identity: made when the game is dealt, saved in game.json and
// written into its result, so the statistics can tell a game they have
// counted already from a new one (a copy killed between recording a result
// and saving the game, or two copies finishing the same saved game).

import { createHash, randomBytes } from 'node:crypto';

/** What a game id looks like: the ones made here, and the ones made from old saves. */
export const GAME_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** 72 random bits in 12 characters: no two deals anywhere will share one. */
export function newGameId(): string {
  return randomBytes(9).toString('base64url');
}

/**
 * The id of a game saved before games had ids, made from what the save says
 * (deal, moves and the time of the save), so that two copies loading the
 * same old save give it the same id and count it once between them.
 */
export function legacyGameId(fields: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url').slice(0, 12);
}
