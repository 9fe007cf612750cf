// The solver's budgets at the table: the live verdict's, and the longer
// search the player waits for. Apart from the searches that use them, so
// that the table's words can name the wait without loading the workers.

import type { Budget } from '../../solver/index.js';

/**
 * Four seconds keeps one core busy for no longer than a player usually
 * thinks between moves; wins are cheap when they exist. A table of 1 MiB
 * holds 65,536 positions; beyond that the search forgets proofs and
 * searches again, which costs time but never a verdict (a pass that finds
 * no room for a position ends there, and the next one starts: see
 * search.ts). The game's peak
 * over its first 15 s on a hard deal, in a terminal of 120 x 40 (`npm run
 * bench memory`), was 101.5 MiB with 4 MiB, 98.4-100.5 MiB with 2 MiB (three
 * runs) and 95.9-96.5 MiB with 1 MiB; the worker thread alone takes about
 * 18 MiB. On Forty Thieves deals 1-30 at 4 s, 1 MiB decided 9 (8 won, 1
 * lost) and 2 MiB 10 or 11, when a pass with no room ended the search;
 * 1 MiB decided 10 (9 won, 1 lost) in one run now that it goes on.
 */
export const SOLVER_BUDGET: Budget = { ms: 4000, hashMb: 1 };

/**
 * The line the player asks to watch (`s`) where the live verdict could not
 * tell: a search the player waits for, and can stop with any key, gets five
 * times the time and a table of 4 MiB. Some deals' wins take a few seconds
 * more than the live verdict's four (Indian 3411092838 after four moves was
 * won in 5.4 s with 4 MiB, 5.0 s with 16). The game's peak while `s` looked
 * for 20 s on Forty Thieves 1 (`npm run bench memory`): 121-122 MiB with
 * 4 MiB, 162 MiB with 16.
 */
export const LONGER_BUDGET = { ms: 20_000, hashMb: 4 } satisfies Budget;
