import { realpathSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

// Debian's Chromium, never a downloaded browser (docs/design-system.md "Storybook"); CHROMIUM_PATH overrides it.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

// One runner for every suite. `npm test` runs domain, server, web (components and stories) and contract;
// `npm run test:e2e` runs the Chromium suite. The server suites use PGlite unless TEST_DATABASE_URL
// names a PostgreSQL server, on which each test file makes and drops a database of its own.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          environment: 'node',
          include: ['domain/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          // The demo database is migrated and seeded once per run, each file opens a copy of its own.
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          // Its own group: PGlite-heavy files run after the light suites, two at a time.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // Every story as a test, rendered and played in real Chromium (Storybook's Vitest addon in browser mode):
        // `npm run test:storybook`. Screenshots of the Empty stories go to test-results/stories/.
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook', tags: { skip: ['chromium-todo'] } })],
        // node_modules may be a link to another checkout (a worktree): the browser may load files from where it points.
        server: { fs: { allow: ['.', realpathSync('node_modules')] } },
        test: {
          name: 'storybook',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          provide: { storyShots: `${process.cwd()}/test-results/stories` },
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromium } }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          // The demo data is seeded once per run by the real server; each file's server starts on a copy.
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
