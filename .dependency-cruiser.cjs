// The layers of docs/architecture.md, checked by `npm run lint` (dependency-cruiser): a forbidden import or an
// import circle fails CI. Each rule says in one line why it holds.
const TEST = '\\.(test|e2e|kit|test-kit)\\.tsx?$|(^|/)(test|fixtures)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle means no layer can be read, tested or changed without all the others (and breaks module load order).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-imports-no-project-code',
      severity: 'error',
      comment:
        'domain/ is the pure code both sides run: it may not lean on the browser, the server, tests or scripts.',
      from: { path: '^domain/' },
      to: { path: '^(src|server|tests|scripts|\\.storybook)/' },
    },
    {
      name: 'domain-does-no-io',
      severity: 'error',
      comment:
        'domain/ runs in the browser and on the server alike: no React, DOM, HTTP, database or node: modules.',
      from: { path: '^domain/' },
      to: {
        dependencyTypes: ['core', 'npm', 'npm-dev'],
        path: '(^node:|^(fs|path|crypto|os|url|child_process)$|node_modules/(react|react-dom|ky|kysely|pg|hono|@hono)/)',
      },
    },
    {
      name: 'catalogue-imports-only-domain',
      severity: 'error',
      comment:
        'server/catalog is the tables as data: reading a column must not pull in the ledger, e-documents or the database.',
      from: { path: '^server/catalog/', pathNot: TEST },
      to: { path: '^(src|server|tests|scripts)/', pathNot: '^server/catalog/' },
    },
    {
      name: 'server-imports-no-browser-code',
      severity: 'error',
      comment:
        'The server runs without the browser app: it reads page rules as data (domain/api/page-rules.ts), never src/.',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'engine-names-no-screen-or-table',
      severity: 'error',
      comment:
        'src/engine is generic machinery: the app hands it pages and tables, so it never imports src/pages, src/schemas or server/.',
      from: { path: '^src/engine/' },
      to: { path: '^(src/pages|src/schemas|src/app|server)/', pathNot: '^src/app/testing/' },
    },
    {
      name: 'browser-imports-no-server-code',
      severity: 'error',
      comment:
        'The browser bundle must not pull in server code (kysely, node:); only tests may span both sides.',
      from: { path: '^src/', pathNot: TEST },
      to: { path: '^server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static|coverage|\\.ci-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
