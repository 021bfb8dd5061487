// The Lighthouse gate in `npm test` (README, 'Lighthouse'): the app as `npm start` serves it
// (the compiled server over a fresh embedded database), audited by the `lighthouse` package in
// the system Chromium (nothing is downloaded).
//   - `/` on the mobile (five runs) and the desktop preset (three runs). Performance is the
//     median of the runs (Lighthouse's own advice: one run varies with the machine);
//     accessibility, best practices and SEO must be 100 in every run. Gates: performance >= 95,
//     the rest 100.
//   - One generated page (the offline generator's, as its owner previews it), mobile: reported,
//     not gated (its content is the marketer's).
// Reports: test-results/lighthouse/<name>.json; the scores and the gates' verdicts in
// test-results/lighthouse/summary.json (read by scripts/test.mjs). Exits 1 when a gate fails.
//
//   node --import tsx scripts/lighthouse.ts
//   LIGHTHOUSE_URL=http://127.0.0.1:5000 node --import tsx scripts/lighthouse.ts
//     audits `/` of a server already running (another build, for a before-and-after figure)
//     and no generated page; the reports go to test-results/lighthouse-<host>-<port>/.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { freePort } from '../tests/support/free-port.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const EXISTING = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '');
const outDir = path.join(
  root,
  EXISTING
    ? `test-results/lighthouse-${new URL(EXISTING).host.replace(':', '-')}`
    : 'test-results/lighthouse',
);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const GATES: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
// Runs per preset. Mobile scores swing by several points between runs of one build on a
// shared 2-core machine (simulated 4x CPU slowdown magnifies any stall); the median of five
// is what Lighthouse's variability guide suggests for a gate. Desktop varies little.
const RUNS = { mobile: 5, desktop: 3 } as const;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

type Scores = Record<Category, number>;
interface Audit {
  name: string;
  url: string;
  preset: 'mobile' | 'desktop';
  gated: boolean;
  runs: Scores[];
  /** The run reported: the median by performance. */
  scores: Scores;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; bytes: number };
}

async function waitForServer(url: string, server: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within 3 minutes`);
}

/** A user's session and one page the offline generator made for them: its preview address. */
async function generatedPage(base: string): Promise<{ url: string; cookie: string }> {
  const json = { origin: base, 'content-type': 'application/json' };
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: `lighthouse${Date.now().toString(36)}`, password: 'audit-pass-2026' }),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const headers = { ...json, cookie };
  const generated = await fetch(`${base}/api/ai-chat-generate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      messages: [{ role: 'user', content: 'A booking page for a family dental practice in Austin, Texas' }],
    }),
  });
  const stream = await generated.text();
  const pageId = /"savedPage":\{"id":(\d+)/.exec(stream)?.[1];
  if (!pageId) throw new Error(`no page saved: ${stream.slice(0, 300)}`);
  const versions = (await (
    await fetch(`${base}/api/landing-pages/${pageId}/versions`, { headers })
  ).json()) as {
    id: number;
  }[];
  const versionId = versions[0]?.id;
  if (!versionId) throw new Error(`page ${pageId} has no version`);
  return { url: `${base}/preview/${pageId}/${versionId}`, cookie };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function audit(
  port: number,
  target: { name: string; url: string; preset: 'mobile' | 'desktop'; gated: boolean; runs: number },
  extraHeaders?: Record<string, string>,
): Promise<Audit> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(extraHeaders ? { extraHeaders } : {}),
  };
  const config: Config | undefined = target.preset === 'desktop' ? desktopConfig : undefined;
  const results: Result[] = [];
  for (let run = 1; run <= target.runs; run++) {
    const result = await lighthouse(target.url, flags, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
    if (result.lhr.runtimeError) throw new Error(`${target.name}: ${result.lhr.runtimeError.message}`);
    const suffix = target.runs > 1 ? `-${run}` : '';
    writeFileSync(path.join(outDir, `${target.name}${suffix}.json`), result.report as string);
    results.push(result.lhr);
  }
  const scoresOf = (lhr: Result) =>
    Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Scores;
  const runs = results.map(scoresOf);
  const middle = median(runs.map((scores) => scores.performance));
  const reported = results[runs.findIndex((scores) => scores.performance === middle)]!;
  const numeric = (id: string) => reported.audits[id]?.numericValue ?? Number.NaN;
  return {
    name: target.name,
    url: target.url,
    preset: target.preset,
    gated: target.gated,
    runs,
    scores: scoresOf(reported),
    metrics: {
      fcpMs: Math.round(numeric('first-contentful-paint')),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
      bytes: Math.round(numeric('total-byte-weight')),
    },
  };
}

/** The gates an audit fails: performance by its median run, the others in any run. */
function failedGates(result: Audit): string[] {
  if (!result.gated) return [];
  const failed: string[] = [];
  if (result.scores.performance < GATES.performance)
    failed.push(`${result.name}: performance ${result.scores.performance} < ${GATES.performance}`);
  for (const category of CATEGORIES.filter((c) => c !== 'performance')) {
    const lowest = Math.min(...result.runs.map((scores) => scores[category]));
    if (lowest < GATES[category]) failed.push(`${result.name}: ${category} ${lowest} < ${GATES[category]}`);
  }
  return failed;
}

async function main() {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const port = await freePort();
  const base = EXISTING ?? `http://127.0.0.1:${port}`;
  const server = EXISTING
    ? undefined
    : spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(outDir, 'data'),
          DATABASE_URL: '',
          AI_PROVIDER: 'offline',
          LOG_LEVEL: 'warn',
          ADMIN_USERNAME: 'admin',
          ADMIN_PASSWORD: 'lighthouse-admin-password',
        },
      });
  const stopServer = () => {
    if (server && server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stopServer);
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    if (server) await waitForServer(`${base}/api/changelog`, server);
    chrome = await launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    });
    const home = (preset: 'mobile' | 'desktop') =>
      audit(chrome!.port, {
        name: `home-${preset}`,
        url: `${base}/`,
        preset,
        gated: true,
        runs: RUNS[preset],
      });
    const audits = [await home('mobile'), await home('desktop')];
    // Generated only after the gated audits: generating a page keeps the server busy for a
    // while afterwards, which an audit of `/` would count against `/`.
    const page = EXISTING ? undefined : await generatedPage(base);
    if (page) {
      const generated = {
        name: 'generated-page-mobile',
        url: page.url,
        preset: 'mobile' as const,
        gated: false,
        runs: 1,
      };
      audits.push(await audit(chrome.port, generated, { Cookie: page.cookie }));
    }
    const failures = audits.flatMap(failedGates);
    console.log('\nLighthouse (median of runs by performance; gates on /: performance >= 95, others 100)');
    for (const result of audits) {
      const { scores, metrics } = result;
      console.log(
        `  ${result.name.padEnd(22)} perf ${scores.performance} · a11y ${scores.accessibility} · best practices ${scores['best-practices']} · SEO ${scores.seo}` +
          ` | FCP ${metrics.fcpMs} ms · LCP ${metrics.lcpMs} ms · TBT ${metrics.tbtMs} ms · CLS ${metrics.cls} · ${Math.round(metrics.bytes / 1024)} KB` +
          (result.runs.length > 1 ? ` | runs: ${result.runs.map((r) => r.performance).join(', ')}` : ''),
      );
    }
    for (const failure of failures) console.error(`  FAILED ${failure}`);
    const gated = audits.filter((result) => result.gated);
    writeFileSync(
      path.join(outDir, 'summary.json'),
      `${JSON.stringify(
        {
          passed: gated.filter((result) => failedGates(result).length === 0).length,
          failed: gated.filter((result) => failedGates(result).length > 0).length,
          skipped: 0,
          failedNames: failures,
          audits,
        },
        null,
        2,
      )}\n`,
    );
    process.exitCode = failures.length > 0 ? 1 : 0;
  } finally {
    await chrome?.kill();
    stopServer();
  }
}

await main();
