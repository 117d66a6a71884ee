// The layering the README draws, checked on every `npm run lint` (dependency-cruiser follows type-only
// imports too: `tsPreCompilationDeps`). app -> components -> lib; lib/server is for the server only;
// tests and their kits (test/, *.test.*) may reach anything, production code never reaches them.
const TEST = '(^test/|[.]test[.]tsx?$|[.]int[.]test[.]ts$|^e2e/)';
// lib/server folders every feature may import directly: shared plumbing, not a product feature.
const SERVER_INFRASTRUCTURE = 'db|http|session|jobs|files';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Import cycles, type-only ones included, make modules impossible to read or move alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-not-up',
      severity: 'error',
      comment: 'lib/ is the bottom layer: it never imports app/ or components/.',
      from: { path: '^lib/', pathNot: TEST },
      to: { path: '^(app|components)/' },
    },
    {
      name: 'components-not-app',
      severity: 'error',
      comment: 'components/ render what app/ routes hand them; they never import a route.',
      from: { path: '^components/', pathNot: TEST },
      to: { path: '^app/' },
    },
    {
      name: 'client-not-server',
      severity: 'error',
      comment: 'Components and shared lib code can end up in the browser: they never import lib/server (types included: page data types live in lib/<feature>/types.ts).',
      from: { path: '^(components/|lib/(?!server/))', pathNot: TEST },
      to: { path: '^lib/server/' },
    },
    {
      name: 'server-feature-by-index',
      severity: 'error',
      comment:
        'A lib/server feature (a folder) reaches another only through its public index.ts, so each can change its ' +
        'internals alone. Infrastructure (SERVER_INFRASTRUCTURE and the single modules at lib/server/: log, memo, ' +
        'rate-limit...) is imported directly. Two registries that must name every feature are exempt: db/schema.ts ' +
        "re-exports each feature's schema.ts for Drizzle, jobs/jobs.ts lists each feature's job handler (a feature " +
        'queues its own job through that list, so its index would close a cycle). docs/ARCHITECTURE.md "Server features".',
      from: { path: '^lib/server/([^/]+)', pathNot: [TEST, '^lib/server/db/schema[.]ts$', '^lib/server/jobs/jobs[.]ts$'] },
      to: {
        path: `^lib/server/(?!(${SERVER_INFRASTRUCTURE})/)[^/]+/`,
        pathNot: ['^lib/server/$1/', '^lib/server/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'runtime-not-tooling',
      severity: 'error',
      comment: 'The app never imports test kits, the demo-data generator or scripts.',
      from: { path: '^(app|components|lib|server)/|^(proxy|instrumentation)[.]ts$', pathNot: TEST },
      to: { path: '^(test|seed|scripts|e2e)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|[.]next[^/]*|bench/results|coverage|playwright-report|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    moduleSystems: ['es6', 'cjs'],
  },
};
