import { defineConfig } from 'vitest/config';

/**
 * Web tests that replace a module or a global (`vi.mock`, `vi.stubGlobal`, fake timers, storage) or
 * drive a store: they run isolated (see the 'web' project); `web.isolation.test.ts` keeps the list.
 */
export const ISOLATED_WEB_TESTS = [
  'apps/web/src/features/auth/helpers/createInactivityTimer.test.ts',
  'apps/web/src/features/auth/helpers/fetchProfile.test.ts',
  'apps/web/src/features/auth/stores/useAuthStore.test.ts',
  'apps/web/src/features/chat/helpers/chatApi.test.ts',
  'apps/web/src/features/chat/helpers/createServerDriver.test.ts',
  'apps/web/src/features/chat/helpers/pickChatPageTheme.test.ts',
  'apps/web/src/features/chat/helpers/visitorStream.test.ts',
  'apps/web/src/features/creation/stores/createLabStore.test.ts',
  'apps/web/src/features/editor/helpers/flowCache.test.ts',
  'apps/web/src/features/inbox/helpers/inboxCache.test.ts',
  'apps/web/src/features/inbox/helpers/liveStream.test.ts',
  'apps/web/src/features/modals/stores/useModalStore.test.ts',
  'apps/web/src/features/plubots/stores/usePlubotSyncStore.test.ts',
  'apps/web/src/lib/callApi.test.ts',
  'apps/web/src/lib/requestPrefetch.test.ts',
];

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
          // Pure logic without module state or mocks: each worker imports the packages once.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          exclude: [...ISOLATED_WEB_TESTS],
          environment: 'node',
          // Each worker imports the app's modules once, not once per file (most of the time a file
          // took); files that replace modules, globals or stores run in 'web-isolated'.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web-isolated',
          include: [...ISOLATED_WEB_TESTS],
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
