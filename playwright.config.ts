import { defineConfig } from '@playwright/test';

import {
  ANTHROPIC_APP_PORT,
  APP_PORT,
  FAKE_ANTHROPIC_PORT,
  FAKE_STRIPE_PORT,
  FAKE_STRIPE_URL,
  STRIPE_APP_PORT,
  STRIPE_APP_URL,
} from './tests/e2e/ports';

const port = APP_PORT;
// Another port means another run beside this one: keep its database and artifacts apart.
const runDir = port === 5187 ? 'test-results' : `test-results/port-${port}`;
const FAKE_ANTHROPIC_KEY = 'sk-ant-e2e';
const FAKE_STRIPE_KEY = 'sk_test_e2e';
const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_e2e';
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
 * Browser tests drive the system Chromium (never a downloaded one) against three app instances
 * (scripts/e2e-server.mjs: private web and server builds, the compiled server, each on a fresh
 * embedded database) and two fakes on loopback; tests/e2e/ports.ts places them.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `${runDir}/e2e-artifacts`,
  fullyParallel: false,
  // One worker: every save now also runs a thumbnail and a page check (three layouts) in the
  // app server's Chromium; two test browsers on top of that starved two cores into time-outs.
  workers: 1,
  // One retry: two busy cores carry the app servers, their Chromium and the test browser; a test
  // that passes only on retry is reported as flaky in the run's output and JSON, never hidden.
  retries: 1,
  // Two cores run three app servers, two fakes, the servers' Chromium and the test browser: leave room.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `${runDir}/playwright.json` }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // A navigation that never settles fails where it hangs, not as the whole test's time-out.
    navigationTimeout: 45_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    // 'Contact support' leads to this address here; the other app servers set no support address.
    appServer(port, {
      DATA_DIR: `${runDir}/e2e-data`,
      SUPPORT_EMAIL: 'support@pagecraft.test',
      // experiments.spec.ts calls a winner on 50 visitors the day the test starts.
      EXPERIMENT_MIN_VISITORS: '10',
      EXPERIMENT_MIN_DAYS: '0',
    }),
    {
      command: 'node --import tsx tests/e2e/support-servers/fake-anthropic-server.ts',
      port: FAKE_ANTHROPIC_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_ANTHROPIC_PORT: String(FAKE_ANTHROPIC_PORT), FAKE_ANTHROPIC_KEY: FAKE_ANTHROPIC_KEY },
    },
    // The same product wired to the fake Anthropic API: the real @ai-sdk/anthropic client runs.
    appServer(ANTHROPIC_APP_PORT, {
      DATA_DIR: `${runDir}/e2e-data-anthropic`,
      AI_PROVIDER: 'anthropic',
      ANTHROPIC_API_KEY: FAKE_ANTHROPIC_KEY,
      ANTHROPIC_BASE_URL: `http://127.0.0.1:${FAKE_ANTHROPIC_PORT}/v1`,
    }),
    {
      command: 'node --import tsx tests/e2e/support-servers/fake-stripe-server.ts',
      port: FAKE_STRIPE_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_STRIPE_PORT: String(FAKE_STRIPE_PORT),
        FAKE_STRIPE_KEY,
        FAKE_STRIPE_WEBHOOK_SECRET,
        STRIPE_APP_URL,
      },
    },
    // The same product with Stripe keys, wired to the fake Stripe API: the real `stripe` client runs.
    appServer(STRIPE_APP_PORT, {
      DATA_DIR: `${runDir}/e2e-data-stripe`,
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: FAKE_STRIPE_URL,
    }),
  ],
});

/** One app instance on a fresh embedded database (scripts/e2e-server.mjs wipes DATA_DIR). */
function appServer(appPort: number, env: Record<string, string>) {
  return {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${appPort}/api/changelog`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'e2e-admin-password',
      DEMO_USERNAME: 'demouser',
      DEMO_PASSWORD: 'e2e-demo-password',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every browser test signs up and in from 127.0.0.1: lift the per-address throttles.
      REGISTER_LIMIT_PER_HOUR: '10000',
      REGISTER_LIMIT_PER_DAY: '10000',
      LOGIN_LIMIT_PER_IP: '10000',
      LEAD_LIMIT_PER_IP: '10000',
      // Lead webhooks go to the tests' own receivers on loopback.
      ALLOW_PRIVATE_URL_FETCH: '1',
      ...env,
    },
  };
}
