// Scoring (docs/rules.md, Score): +10 a card home, -30 for each full 30 seconds,
// never below zero, and on a win a bonus of 600000 / seconds.

import { cardsOnFoundations, isWon, type Position } from './position.js';

/** Cards the player has put home: Lucas starts with its eight Aces there. */
export function cardsPlayedHome(position: Position): number {
  return cardsOnFoundations(position) - (position.variant.acesOnFoundations ? 8 : 0);
}

/**
 * The score of a position after `seconds` of play. Without seconds (replay,
 * solve) the time terms are left out. Undoing a move takes its points back
 * because the score is read from the position, not accumulated.
 */
export function score(position: Position, seconds?: number): number {
  const points = 10 * cardsPlayedHome(position);
  if (seconds === undefined) return points;
  const s = Math.max(0, Math.floor(seconds));
  const base = Math.max(0, points - 30 * Math.floor(s / 30));
  return isWon(position) ? base + Math.floor(600000 / Math.max(1, s)) : base;
}
