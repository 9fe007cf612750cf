// The game clock: play time that runs only while the game is on screen, in
// play, and not waiting for the solver (clockRuns in table-state.ts says
// when). The engine knows no time, so the time of each change is passed
// in (a test passes its own).

import { durationText } from '../../stats/index.js';

export interface Clock {
  /** Play time banked before `since`. */
  readonly elapsedMs: number;
  /** When the clock last started; undefined while it is stopped. */
  readonly since?: number;
}

export const stoppedClock = (elapsedMs = 0): Clock => ({ elapsedMs });

export function elapsedAt(clock: Clock, now: number): number {
  return clock.since === undefined ? clock.elapsedMs : clock.elapsedMs + Math.max(0, now - clock.since);
}

export function startClock(clock: Clock, now: number): Clock {
  return clock.since === undefined ? { elapsedMs: clock.elapsedMs, since: now } : clock;
}

/**
 * The clock after the wall clock jumped by `byMs` (set back or on, or the
 * computer asleep): the jump is no play time, and a clock set back does not
 * stop the game's until it catches up.
 */
export function shiftedClock(clock: Clock, byMs: number): Clock {
  return clock.since === undefined ? clock : { elapsedMs: clock.elapsedMs, since: clock.since + byMs };
}

export function stopClock(clock: Clock, now: number): Clock {
  return clock.since === undefined ? clock : { elapsedMs: elapsedAt(clock, now) };
}

/** 'm:ss', or 'h:mm:ss' from an hour. */
export const formatTime = (ms: number): string => durationText(ms / 1000);
