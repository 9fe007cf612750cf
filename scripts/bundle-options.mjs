// How the game is bundled (esbuild options), with what the bundle changes
// in its dependencies as plugins: for scripts/build.mjs, and for the
// benchmarks that time what ships.

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
const cachedText = {
  name: 'cached-text',
  setup(b) {
    b.onResolve({ filter: /^(string-width|@alcalzone\/ansi-tokenize)$/ }, (args) =>
      args.importer === cached[args.path] ? undefined : { path: cached[args.path] },
    );
  },
};

/**
 * conf loads a JSON Schema checker and a version parser at start-up for
 * options the store never gives it (schema, migrations): 180 kB the game
 * would parse before its first frame. They are left out, and say so if
 * anything ever reaches them.
 */
const confExtras = {
  name: 'conf-extras',
  setup(b) {
    b.onResolve({ filter: /^(ajv\/dist\/2020\.js|ajv-formats|semver)$/ }, (args) =>
      /[\\/]node_modules[\\/]conf[\\/]/.test(args.importer) ? { path: args.path, namespace: 'left-out' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'left-out' }, (args) => ({
      contents: `const leftOut = () => { throw new Error('${args.path} is left out of this build'); };
        export class Ajv2020 { constructor() { leftOut(); } }
        export default new Proxy({}, { get: leftOut });`,
    }));
  },
};

/** The options every bundle of the game's code is built with; each build adds its entries and output. */
export const shippedBundle = {
  bundle: true,
  // Chunks loaded when needed: a command loads only its own code.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Ink imports this only when DEV is set; it is not a dependency.
  external: ['react-devtools-core'],
  define: { 'process.env.NODE_ENV': '"production"' },
  // Bundled CommonJS modules (in React's tree) still call require.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [cachedText, confExtras],
};
