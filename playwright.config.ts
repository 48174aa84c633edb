import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM, CHROMIUM_FLAGS} from './tests/chromium';
import {ASK_AI_SITE, ASK_AI_SITE_PORT, MOCK, MOCK_PORT} from './tests/mock-ask-ai/ports';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/** Browser tests against the production build in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list'], ['./tests/summary-reporter.ts']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    // The offline worker (plugins/offline) would answer requests a test routes; tests/e2e/offline.spec.ts turns it on.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
  webServer: [
    {
      command: `npx tsx scripts/serve.mts --port ${PORT} --host 127.0.0.1`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // Ask AI's endpoint mode: the build of `npm run build:e2e`, and the mock endpoint it points to.
    {
      command: `npx tsx scripts/serve.mts --port ${ASK_AI_SITE_PORT} --host 127.0.0.1 --dir .e2e/ask-ai`,
      url: `${ASK_AI_SITE}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx tsx tests/mock-ask-ai/server.ts --port ${MOCK_PORT}`,
      url: `${MOCK}/__requests`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
