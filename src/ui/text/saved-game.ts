// The saved game in a few words, as the start screen offers it and as the
// question before a new deal would cost it names it.

import { current } from '../../engine/index.js';
import type { GameInProgress } from '../../store/index.js';
import { formatTime } from '../table/clock.js';
import { plural } from './describe.js';

/**
 * 'Forty Thieves, hard · 12 moves · 1:15 · 3/104 home'; with the seed,
 * 'Forty Thieves, hard, seed 5 · …'; a daily deal says so, with its date.
 * Given a width, the first of shorter forms that fits it, each tried with
 * a daily deal's 'daily 2026-12-07' before the next (the word "deal" says
 * less than the time): without the word "home", without the time, then
 * '12 mv · 3/104', so that a
 * long name at 60 or 80 columns still shows how far the game went, which a
 * cut end would lose; then whole parts dropped from the end, the game and
 * its day last: they tell which game a player continues.
 */
export function savedSummary(saved: GameInProgress, withSeed = false, width = Infinity): string {
  const { game } = saved;
  const home = current(game).foundations.reduce((a, b) => a + b, 0);
  const which = saved.daily !== undefined ? `, daily deal of ${saved.daily}` : withSeed ? `, seed ${game.seed}` : '';
  const name = `${game.variant.name}, ${game.level}${which}`;
  const short = saved.daily !== undefined ? `${game.variant.name}, ${game.level}, daily ${saved.daily}` : name;
  const moves = plural(game.moveCount, 'move');
  const time = formatTime(saved.elapsedMs);
  const figures = [
    `${moves} · ${time} · ${home}/104 home`,
    `${moves} · ${time} · ${home}/104`,
    `${moves} · ${home}/104 home`,
    `${game.moveCount} mv · ${home}/104`,
  ];
  const names = saved.daily === undefined ? [name] : [name, short];
  const forms = [
    ...figures.flatMap((said) => names.map((named) => `${named} · ${said}`)),
    `${short} · ${game.moveCount} mv`,
    short,
  ];
  return forms.find((form) => form.length <= width) ?? short;
}
