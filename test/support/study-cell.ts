// A winnability table's cell for tests: ten seconds a deal, deal k searched
// k positions, one solver, one date.

import type { Level } from '../../src/engine/index.js';
import type { StudyCell } from '../../src/winnability/index.js';

export const studyCell = (variant: string, outcomes: string, level: Level = 'hard'): StudyCell => ({
  variant,
  level,
  secondsPerDeal: 10,
  outcomes,
  positions: Array.from(outcomes, (_, k) => k + 1),
  solver: ['0123abcd'],
  date: '2030-01-02',
});
