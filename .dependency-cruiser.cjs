// The layers of docs/architecture.md, checked on every `npm run lint`:
//
//   cli -> ui -> store -> stats -> engine;  ui -> solver-runtime -> solver -> engine;
//   cli -> winnability -> engine
//
// Written by folder, not by file, so that files moving inside a folder keep
// their rules. Type-only imports count as much as any other, but in cycles
// (no-cycles, below) and from the interface to the search
// (interface-solves-in-workers).

/** The top folders of src/, each a layer with an index.ts as its public face. */
const LAYER = '^src/([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'engine-is-pure',
      comment:
        'The rules engine imports nothing outside itself: no Node module, no package, no other layer. Time and seeds are passed in.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { pathNot: '^src/engine/' },
    },
    {
      name: 'search-is-pure',
      comment:
        "The solver's search imports only the engine. The parts that run it in Node (worker threads, the catalogue file) are its runtime, in src/solver-runtime/.",
      severity: 'error',
      from: { path: '^src/solver/' },
      to: { pathNot: '^src/(engine|solver)/' },
    },
    {
      name: 'solver-reads-only-the-engine',
      comment: 'The solver and its runtime stand on the engine alone: no statistics, store, interface or command line.',
      severity: 'error',
      from: { path: '^src/solver(-runtime)?/' },
      to: { path: '^src/(stats|store|ui|cli)/' },
    },
    {
      name: 'stats-reads-only-the-engine',
      comment: 'Statistics are pure functions over the engine\'s games: nothing from Node, packages or other layers.',
      severity: 'error',
      from: { path: '^src/stats/' },
      to: { pathNot: '^src/(stats|engine)/' },
    },
    {
      name: 'winnability-reads-only-the-engine',
      comment: "The study's table is read for the command line: it knows nothing of the interface, the store or the solver.",
      severity: 'error',
      from: { path: '^src/winnability/' },
      to: { path: '^src/(ui|cli|store|stats|solver|solver-runtime)/' },
    },
    {
      name: 'store-below-the-interface',
      comment:
        "The store keeps files for the interface; it knows nothing of the interface, the solver, the study's table or the command line.",
      severity: 'error',
      from: { path: '^src/store/' },
      to: { path: '^src/(ui|cli|solver|solver-runtime|winnability)/' },
    },
    {
      name: 'interface-solves-in-workers',
      comment:
        "The interface runs the solver through its runtime, in worker threads, so that a search never holds up the screen: from the search itself it takes types only (its budget, say).",
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/solver/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'interface-below-the-command-line',
      comment: 'The command line is the door: nothing imports it.',
      severity: 'error',
      from: { pathNot: '^src/cli/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'import-a-layer-through-its-index',
      comment: "From outside a folder of src/, import the folder's index.ts, never its inner files.",
      severity: 'error',
      from: { path: LAYER },
      to: { path: '^src/[^/]+/', pathNot: ['^src/$1/', '^src/[^/]+/index[.]tsx?$'] },
    },
    {
      name: 'reducers-load-no-view',
      comment:
        "The app's reducers, store and click handlers read what they need of a screen from the plain module beside its view: they never load Ink's views (CONTRIBUTING.md, Conventions).",
      severity: 'error',
      from: { path: '^src/ui/app/[^/]+[.]ts$' },
      to: { path: '^src/ui/.+[.]tsx$', reachable: true },
    },
    {
      name: 'no-cycles',
      comment:
        'Imports go one way; a cycle makes two modules one. A cycle through a type-only import does not count: it is gone at run time, and a state naming the type of a part that reads the state is common.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
