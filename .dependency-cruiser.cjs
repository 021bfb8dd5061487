/**
 * The import rules of ARCHITECTURE.md's feature map, checked by `npm run check`:
 * - a feature is used through its face (index.ts); its other files are its own;
 * - lib/ and db/ (server) and lib/ and components/ (web) sit below the features and import none;
 * - shared/ is imported by both sides and imports neither;
 * - the two sides stay apart: web/ never imports server/, server/ never imports web/;
 * - no import loops.
 * Tests (*.test.ts*) may reach into the files they test.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-face-only',
      comment:
        "Another feature's inner file: import its index.ts instead (or move the shared code down to lib/).",
      severity: 'error',
      from: { path: '^src/(server|web)/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^src/$1/features/([^/]+)/',
        pathNot: ['^src/$1/features/$2/', '^src/$1/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'outside-uses-feature-face',
      comment: 'Code outside the features uses a feature through its index.ts only.',
      severity: 'error',
      from: { path: '^src/(server|web)/', pathNot: ['^src/(server|web)/features/', '\\.test\\.tsx?$'] },
      to: {
        path: '^src/(server|web)/features/[^/]+/',
        pathNot: '^src/(server|web)/features/[^/]+/index\\.tsx?$',
      },
    },
    {
      name: 'lib-below-features',
      comment: 'lib/ and db/ (server), lib/ and components/ (web) are below the features: they import none.',
      severity: 'error',
      from: {
        path: ['^src/server/(lib|db)/', '^src/web/(lib|components|hooks)/', '^src/server/app-context\\.ts$'],
      },
      to: { path: '^src/(server|web)/features/' },
    },
    {
      name: 'shared-stands-alone',
      comment: 'src/shared is imported by both sides and imports neither.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'sides-apart',
      comment:
        'src/web and src/server never import each other: what both need (types, contracts, rules) lives in src/shared.',
      severity: 'error',
      from: { path: '^src/(server|web)/' },
      to: { path: '^src/(server|web)/', pathNot: '^src/$1/' },
    },
    {
      name: 'no-import-loops',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
