// A winnability table's cell for tests: ten seconds a deal, one solver, one date.

import type { Level } from '../../src/engine/index.js';
import type { StudyCell } from '../../src/winnability/index.js';

export const studyCell = (variant: string, outcomes: string, level: Level = 'hard'): StudyCell => ({
  variant,
  level,
  secondsPerDeal: 10,
  outcomes,
  solver: ['0123abcd'],
  date: '2030-01-02',
});
