// Bundles the command line and the solver's worker into dist/ with esbuild:
// a few chunks, loaded as needed, start several times faster than the
// unbundled modules.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { shippedBundle } from './bundle-options.mjs';

// Chunk names carry content hashes: clear out the last build's chunks.
rmSync('dist', { recursive: true, force: true });

// Production React and Ink's text helpers memoised: see bundle-options.mjs.
await build({
  ...shippedBundle,
  entryPoints: { cli: 'src/cli/main.ts', 'solver-worker': 'src/solver-runtime/worker.ts' },
  outdir: 'dist',
  minify: true,
  sourcemap: 'linked',
  logLevel: 'warning',
});
