import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure functions, no I/O) and `api` (the real HTTP server over a real
 * database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set). Browser tests run
 * under Playwright (playwright.config.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          // Each file opens its own database copy; two at a time fits two cores and memory.
          maxWorkers: 2,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
