#!/usr/bin/env node
// The shipped launcher: production React (about three times faster frames)
// and the bundled build, never TypeScript at run time.
process.env.NODE_ENV ??= 'production';
await import('../dist/cli.js');
