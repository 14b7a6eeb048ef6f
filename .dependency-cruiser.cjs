// Import boundaries, checked by `npm run lint` (docs/decisions/0105-import-boundaries.md).
// Paths are relative to the folder depcruise runs in: the repository root, or a test fixture tree
// laid out the same way (tools/boundaries).
const path = require('node:path');

const workspaces = '^(apps/(server|web)|packages/(buddy|contract|music|test-support)|e2e|bench)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A module must not reach itself through its imports: cycles hide the real layering.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'music-imports-no-workspace',
      comment: 'packages/music is the pure engine: it imports no other workspace.',
      severity: 'error',
      from: { path: '^packages/music/' },
      to: { path: workspaces, pathNot: '^packages/music/' },
    },
    {
      name: 'buddy-imports-music-and-contract-only',
      comment: 'packages/buddy (the chat brain) builds on the engine and the contract, nothing else of ours.',
      severity: 'error',
      from: { path: '^packages/buddy/' },
      to: { path: workspaces, pathNot: '^packages/(buddy|music|contract|test-support)/' },
    },
    {
      name: 'contract-imports-nothing-of-ours',
      comment: 'packages/contract is shared by web and server: it imports no other workspace.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: workspaces, pathNot: '^packages/contract/' },
    },
    {
      name: 'server-imports-contract-music-buddy-only',
      comment:
        'apps/server may use the contract, the engine and the chat brain (its tests also test-support); ' +
        'never the web app, e2e or bench.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: workspaces, pathNot: '^(apps/server|packages/(contract|music|buddy|test-support))/' },
    },
    {
      name: 'web-never-imports-server',
      comment: 'apps/web talks to the server over HTTP only.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'web-imports-contract-and-music-only',
      comment:
        'apps/web uses the contract, and the engine for client-side MIDI work (stems, chord symbols); the brain runs on the server.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: workspaces, pathNot: '^(apps/(web|server)|packages/(contract|music))/' },
    },
    {
      name: 'web-feature-imports-no-other-feature',
      comment:
        'A web feature never imports another feature: what two features share lives in src/lib or src/components.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'test-support-only-in-tests',
      comment:
        'packages/test-support (fakes, test clients, fixtures) serves the tests, e2e and bench: production code never imports it.',
      severity: 'error',
      from: {
        path: '^(apps/(server|web)/src|packages/(buddy|contract|music)/src)/',
        pathNot: '\\.test\\.tsx?$',
      },
      to: { path: '^packages/test-support/' },
    },
    {
      name: 'test-support-imports-contract-and-music-only',
      comment:
        'packages/test-support stands outside the app: it may use the contract and the engine, never the server or web code.',
      severity: 'error',
      from: { path: '^packages/test-support/' },
      to: { path: workspaces, pathNot: '^packages/(test-support|contract|music)/' },
    },
    {
      name: 'music-midi-imports-theory-only',
      comment:
        'Inside the engine, midi/ reads and writes MIDI: it may import theory/ and itself, nothing else.',
      severity: 'error',
      from: { path: '^packages/music/src/midi/' },
      to: { path: '^packages/music/src/', pathNot: '^packages/music/src/(midi|theory)/' },
    },
    {
      name: 'music-analysis-midi-no-cycle',
      comment: 'analysis/ may build on midi/, so midi/ must not import analysis/.',
      severity: 'error',
      from: { path: '^packages/music/src/midi/' },
      to: { path: '^packages/music/src/analysis/' },
    },
    {
      name: 'server-sql-only-in-repos',
      comment:
        'SQL lives in *.repo.ts (and src/db): elsewhere on the server, kysely may be imported for its types only. ' +
        'Query-builder calls outside repos are caught by the Biome plugin tools/biome/sql-in-repos.grit.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: ['\\.repo\\.ts$', '^apps/server/src/db/'] },
      to: { path: '(^|/)node_modules/kysely/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^(apps/[^/]+|packages/[^/]+|e2e|bench)/dist/', 'routeTree\\.gen\\.ts$'] },
    // Type-only imports count: a cycle through types is still a tangle.
    tsPreCompilationDeps: true,
    // The web app's `@/` alias (apps/web/tsconfig.json); no other workspace has one.
    tsConfig: { fileName: path.join(__dirname, 'tools/boundaries/tsconfig.depcruise.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
