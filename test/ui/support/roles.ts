// Every role of the theme, written out here rather than read from the
// theme's own table: a record over `Role` fails the type check when a role
// is added without being listed, so no role goes untested.

import type { Role } from '../../../src/ui/theme.js';

const LISTED: Record<Role, true> = {
  red: true,
  black: true,
  clubs: true,
  diamonds: true,
  hearts: true,
  spades: true,
  cursor: true,
  selection: true,
  hint: true,
  muted: true,
  faceDown: true,
  empty: true,
  title: true,
  error: true,
  success: true,
  key: true,
};

export const ROLES = Object.keys(LISTED) as readonly Role[];
