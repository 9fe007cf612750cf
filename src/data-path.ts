// Where the shipped data is (data/README.md): the folder data/ beside src/
// when running from source, and beside dist/ in the bundle. This file sits
// one level below the project in both (src/data-path.ts, bundled into
// dist/*.js), so one path serves both.

import { fileURLToPath } from 'node:url';

/** The path of a file or folder (ending in /) under data/. */
export function dataPath(name: string): string {
  return fileURLToPath(new URL(`../data/${name}`, import.meta.url));
}
