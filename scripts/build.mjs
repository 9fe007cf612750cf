// Bundles the command line and the solver's worker into dist/ with esbuild:
// one file each loads several times faster than the unbundled modules.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

// Ink works out every line of every frame afresh; these memoised text
// helpers (src/ui/board/text-cache.ts) stand in for Ink's own in the bundle.
const cached = {
  'string-width': resolve('src/ui/board/cached-string-width.ts'),
  '@alcalzone/ansi-tokenize': resolve('src/ui/board/cached-ansi-tokenize.ts'),
};
const cachedText = {
  name: 'cached-text',
  setup(b) {
    b.onResolve({ filter: /^(string-width|@alcalzone\/ansi-tokenize)$/ }, (args) =>
      args.importer === cached[args.path] ? undefined : { path: cached[args.path] });
  },
};

// conf loads a JSON Schema checker and a version parser at start-up for
// options the store never gives it (schema, migrations): 180 kB the game
// would parse before its first frame. They are left out, and say so if
// anything ever reaches them.
const confExtras = {
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

// Chunk names carry content hashes: clear out the last build's chunks.
rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: { cli: 'src/cli/main.ts', 'solver-worker': 'src/solver/worker.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  sourcemap: 'linked',
  // Ink imports this only when DEV is set; it is not a dependency.
  external: ['react-devtools-core'],
  define: { 'process.env.NODE_ENV': '"production"' },
  // Bundled CommonJS modules (in React's tree) still call require.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  plugins: [cachedText, confExtras],
  logLevel: 'warning',
});
