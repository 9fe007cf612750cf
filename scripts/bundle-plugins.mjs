// What the shipped bundle changes in its dependencies, as esbuild plugins,
// for scripts/build.mjs and for the benchmarks that time what ships.

import { fileURLToPath } from 'node:url';

const root = new URL('..', import.meta.url);
const source = (path) => fileURLToPath(new URL(path, root));

/**
 * Ink works out every line of every frame afresh: its text helpers are
 * swapped for memoised ones (src/ui/board/text-cache.ts).
 */
const cached = {
  'string-width': source('src/ui/board/cached-string-width.ts'),
  '@alcalzone/ansi-tokenize': source('src/ui/board/cached-ansi-tokenize.ts'),
};
export const cachedText = {
  name: 'cached-text',
  setup(b) {
    b.onResolve({ filter: /^(string-width|@alcalzone\/ansi-tokenize)$/ }, (args) =>
      args.importer === cached[args.path] ? undefined : { path: cached[args.path] });
  },
};

/**
 * conf loads a JSON Schema checker and a version parser at start-up for
 * options the store never gives it (schema, migrations): 180 kB the game
 * would parse before its first frame. They are left out, and say so if
 * anything ever reaches them.
 */
export const confExtras = {
  name: 'conf-extras',
  setup(b) {
    b.onResolve({ filter: /^(ajv\/dist\/2020\.js|ajv-formats|semver)$/ }, (args) =>
      /[\\/]node_modules[\\/]conf[\\/]/.test(args.importer) ? { path: args.path, namespace: 'left-out' } : undefined);
    b.onLoad({ filter: /.*/, namespace: 'left-out' }, (args) => ({
      contents: `const leftOut = () => { throw new Error('${args.path} is left out of this build'); };
        export class Ajv2020 { constructor() { leftOut(); } }
        export default new Proxy({}, { get: leftOut });`,
    }));
  },
};

export const shippedPlugins = [cachedText, confExtras];
