import { defineConfig } from 'vitest/config';

/** Server tests that mock a module with `vi.mock`: they run isolated (see the 'server' project). */
const MOCKING_SERVER_TESTS = ['apps/server/test/endpointTable.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'widget',
          include: ['apps/widget/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: [...MOCKING_SERVER_TESTS],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // The server's modules are imported once per worker, not once per file: each file builds
          // its own app and database, and nothing a test relies on lives in a module's state. This
          // halves the suite's time (the import of the app was most of each file's time).
          isolate: false,
          globalSetup: ['apps/server/test/globalSetup.ts'],
        },
      },
      {
        test: {
          // Files that replace a module (`vi.mock`) get modules of their own.
          name: 'server-mocking',
          include: [...MOCKING_SERVER_TESTS],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          globalSetup: ['apps/server/test/globalSetup.ts'],
        },
      },
    ],
  },
});
