// Scoring (docs/rules.md, Score): +10 a card home, -30 for each full 30 seconds,
// never below zero, and on a win a bonus of 600000 / seconds.

import { cardsOnFoundations, isWon, type Position } from './position.js';

/** The figures of the score, read by the help as well, so that it says what is counted. */
export const SCORING = { perCard: 10, penalty: 30, penaltySeconds: 30, winBonus: 600_000 } as const;

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
  const { perCard, penalty, penaltySeconds, winBonus } = SCORING;
  const points = perCard * cardsPlayedHome(position);
  if (seconds === undefined) return points;
  const s = Math.max(0, Math.floor(seconds));
  const base = Math.max(0, points - penalty * Math.floor(s / penaltySeconds));
  return isWon(position) ? base + Math.floor(winBonus / Math.max(1, s)) : base;
}
