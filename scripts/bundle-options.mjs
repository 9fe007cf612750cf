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
  plugins: [cachedText],
};
