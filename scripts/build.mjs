// Bundles the command line and the solver's worker into dist/ with esbuild:
// one file each loads several times faster than the unbundled modules.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { shippedPlugins } from './bundle-plugins.mjs';

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
  // Ink's text helpers memoised, conf's unused parts left out (see bundle-plugins.mjs).
  plugins: shippedPlugins,
  logLevel: 'warning',
});
