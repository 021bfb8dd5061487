import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure functions, no I/O) and `api` (the real HTTP server over a real
 * database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set). Browser tests run
 * under Playwright (playwright.config.ts).
 */
export default defineConfig({
  // The web app's import aliases (as in vite.config.ts), so web modules are testable as they are.
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src/web', import.meta.url)),
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // tests/fakes: the fake providers' own tests (real SDK clients against local servers).
          // tests/briefs: the briefs the offline engine is tested on, and its pages built from them.
          include: [
            'src/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/fakes/**/*.test.ts',
            'tests/briefs/**/*.test.ts',
          ],
          environment: 'node',
          // Projects with different worker limits must run in separate groups.
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          // Each file opens its own database copy; two at a time fits two cores and memory.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
