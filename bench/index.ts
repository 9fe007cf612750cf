// `npm run bench`: every benchmark section in turn, each printing its own
// figures. Speed is measured here, never asserted in tests.

const sections: [string, () => Promise<{ run(): Promise<void> | void }>][] = [
  ['engine', () => import('./engine.js')],
  ['store', () => import('./store.js')],
  ['board', () => import('./board.js')],
  ['startup', () => import('./startup.js')],
  ['memory', () => import('./memory.js')],
  ['table', () => import('./table.js')],
];

const only = process.argv.slice(2);
const unknown = only.filter((name) => !sections.some(([section]) => section === name));
if (unknown.length > 0) {
  const solver = unknown.includes('solver') ? ' (the solver has its own: npm run bench:solver)' : '';
  console.error(
    `bench: no section "${unknown.join('", "')}"${solver}; the sections are ${sections.map(([n]) => n).join(', ')}`,
  );
  process.exit(2);
}
for (const [name, load] of sections) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n== ${name} ==`);
  await (await load()).run();
}
