import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5187);
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Browser tests drive the system Chromium (never a downloaded one) against the real server
 * started by `npm start`'s script on a fresh embedded database.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/changelog`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'test-results/e2e-data',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'e2e-admin-password',
      DEMO_USERNAME: 'demouser',
      DEMO_PASSWORD: 'e2e-demo-password',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  },
});
