// `npm test`: every suite, in order, then one summary line.
//   0. `npm run check`: types, lint and the feature boundaries (counted as one test)
//   1. unit + API tests on PGlite
//   2. API tests again on PostgreSQL, when TEST_DATABASE_URL is set or one answers on 127.0.0.1:5432
//   3. the web build, its first-load bundle budget, Lighthouse on `/` and a generated page
//      (scripts/lighthouse.ts, before the browser tests, on a machine no other suite loads), then
//      browser tests (Playwright driving the system Chromium against the built app)
// All suites run even if an earlier one fails; the exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);

function portAnswers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Names of failed tests, printed again beside the summary: CI logs are often read from the end. */
const failedTests = [];

function run(label, command, args, env, jsonFile, readCounts) {
  console.log(`\n=== ${label} ===`);
  rmSync(jsonFile, { force: true });
  const failedBefore = totals.failed;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  let counted = false;
  if (existsSync(jsonFile)) {
    try {
      const counts = readCounts(JSON.parse(readFileSync(jsonFile, 'utf8')));
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      totals.skipped += counts.skipped;
      for (const name of counts.failedNames ?? []) failedTests.push(`${label}: ${name}`);
      counted = true;
    } catch (error) {
      console.error(`could not read ${jsonFile}: ${error.message}`);
    }
  }
  if (result.status !== 0 || !counted) {
    failures.push(label);
    // A suite that failed without a failing test (a crash, an unhandled error) still counts.
    if (!counted || failedBefore === totals.failed) totals.failed += 1;
  }
}

const vitestCounts = (report) => ({
  passed: report.numPassedTests,
  failed:
    report.numFailedTests +
    (report.numTotalTestSuites > 0 && report.success === false && report.numFailedTests === 0 ? 1 : 0),
  skipped: report.numPendingTests + report.numTodoTests,
  failedNames: (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((t) => t.status === 'failed')
      .map((t) => `${path.relative(root, file.name)} > ${t.fullName}`),
  ),
});
/** Playwright's report nests suites; a spec failed when its last result is neither passed nor skipped. */
function playwrightFailures(suites, out = []) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') out.push(`${spec.file}:${spec.line} > ${spec.title}`);
    playwrightFailures(suite.suites, out);
  }
  return out;
}
const playwrightCounts = (report) => ({
  passed: report.stats.expected,
  failed: report.stats.unexpected + report.stats.flaky * 0,
  skipped: report.stats.skipped,
  failedNames: playwrightFailures(report.suites),
});

const vitestArgs = (file, projects) => [
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
];

console.log('\n=== checks: types, lint, feature boundaries (npm run check) ===');
const check = spawnSync('npm', ['run', '--silent', 'check'], { cwd: root, stdio: 'inherit' });
if (check.status === 0) totals.passed += 1;
else {
  failures.push('checks (npm run check)');
  totals.failed += 1;
}

const pgliteJson = path.join(resultsDir, 'vitest-pglite.json');
run(
  'unit + API tests (PGlite)',
  bin('vitest'),
  vitestArgs(pgliteJson, ['unit', 'api']),
  { TEST_DATABASE_URL: '' },
  pgliteJson,
  vitestCounts,
);

let databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl && (await portAnswers('127.0.0.1', 5432)))
  databaseUrl = 'postgres://postgres@127.0.0.1:5432/test';
if (databaseUrl) {
  const pgJson = path.join(resultsDir, 'vitest-postgres.json');
  run(
    'API tests (PostgreSQL)',
    bin('vitest'),
    vitestArgs(pgJson, ['api']),
    { TEST_DATABASE_URL: databaseUrl },
    pgJson,
    vitestCounts,
  );
} else {
  console.log(
    '\n=== API tests (PostgreSQL): skipped, no server on 127.0.0.1:5432 and TEST_DATABASE_URL unset ===',
  );
}

const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) {
  failures.push('web build');
  totals.failed += 1;
} else {
  // The bundle budget (architecture bar: first-load JS of / < 150 KB gzip) counts as one test.
  console.log('\n=== bundle budget ===');
  const budget = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/bundle-budget.ts')],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (budget.status === 0) totals.passed += 1;
  else {
    failures.push('bundle budget');
    totals.failed += 1;
  }
  // Lighthouse's gates on / (performance >= 95 on mobile and desktop, 100 for accessibility,
  // best practices and SEO): one test per preset.
  const lighthouseJson = path.join(resultsDir, 'lighthouse/summary.json');
  run(
    'Lighthouse (/ on mobile and desktop, one generated page)',
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/lighthouse.ts')],
    {},
    lighthouseJson,
    (summary) => summary,
  );
  const e2eJson = path.join(resultsDir, 'playwright.json');
  run(
    'browser tests (Playwright + Chromium)',
    bin('playwright'),
    ['test'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
    e2eJson,
    playwrightCounts,
  );
}

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  - ${t}`).join('\n')}`);
console.log(`\n${failures.length ? `Failed suites: ${failures.join(', ')}` : 'All suites passed.'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
