import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';
import { E2E_PORT, STAND_IN_AI_KEY, STAND_IN_APP_PORT, STAND_INS_PORT } from './e2e/support/ports';

const PORT = E2E_PORT;
export const E2E_DATA_DIR = `.tmp/e2e-data-${PORT}`;

/** The environment of an app server of the suite listening on `port`, with its own database. */
function serverEnv(port: number): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: `.tmp/e2e-data-${port}`,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    APP_ORIGIN: `http://127.0.0.1:${port}`,
    RATE_LIMIT_AUTH_MAX: '100000',
    RATE_LIMIT_CHAT_MAX: '100000',
    HTTP_ALLOWED_HOSTS: [E2E_PORT, STAND_IN_APP_PORT, STAND_INS_PORT].map((p) => `127.0.0.1:${p}`).join(','),
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
  };
}

/**
 * End-to-end tests drive Debian's Chromium against the real server (built SPA + API) on a fresh
 * PGlite database under .tmp/e2e-data. `npm run test:e2e` builds everything first.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // One retry absorbs a shared machine's stalls; a test that fails twice is a real failure, and a
  // retried pass is still reported as flaky in the list.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'es-ES',
    // The visitor's "less motion" setting: the looping star fields and glows stop, so a worker's
    // browser spends its two cores on the page under test rather than on decoration.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: `rm -rf ${E2E_DATA_DIR} && node ${process.env.E2E_SERVER_ENTRY ?? 'apps/server/dist/main.js'}`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(PORT),
    },
    {
      // The same server with an AI and Discord: both stand-ins (e2e/support/standIns.mjs), for the
      // node types that need them (e2e/nodeTypes.spec.ts). Its database is its own.
      command: 'node e2e/support/standIns.mjs',
      url: `http://127.0.0.1:${STAND_IN_APP_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv(STAND_IN_APP_PORT), STAND_INS_PORT: String(STAND_INS_PORT), STAND_IN_AI_KEY },
    },
  ],
});
