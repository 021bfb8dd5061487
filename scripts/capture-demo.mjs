// Captures the frames of the landing page's 'Watch Demo' walkthrough from the real app:
// starts it on a fresh embedded database (scripts/e2e-server.mjs, offline engine, so no AI key
// and no network), drives it in the system Chromium the way a new user would, and saves each
// step as a WebP in src/web/public/demo/. The captions and alt texts live in
// src/web/features/marketing/demo-frames.ts: if a step changes here, change it there too.
//
//   node scripts/capture-demo.mjs          (DEMO_PORT=… to use another port than 11187)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.DEMO_PORT ?? 11187);
const baseURL = `http://127.0.0.1:${port}`;
const outDir = path.join(root, 'src/web/public/demo');
const VIEWPORT = { width: 1280, height: 800 };
// The landing page downloads every frame the visitor watches: keep each one small.
const MAX_BYTES = 80 * 1024;

// The lead destination the demo page is connected to: a GoHighLevel-style inbound webhook on a
// reserved domain. The demo sends no lead, so nothing is ever posted to it.
const WEBHOOK_URL = 'https://hooks.example.com/bright-smile-dental/leads';

const PROMPT =
  'A landing page for "Bright Smile Dental", a family dental practice in Austin. Offer: a free ' +
  'teeth-whitening consultation for new patients. Friendly tone, before/after results, ' +
  'testimonials and an FAQ. Goal: book the consultation.';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pagecraft-demo-'));
const server = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
  cwd: root,
  // Its own process group, so a stuck build or server can still be stopped as a whole.
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, 'data'),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: `demo-${Math.random().toString(36).slice(2)}`,
    DEMO_USERNAME: '',
    DEMO_PASSWORD: '',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    AI_PROVIDER: 'offline',
  },
});
let serverExited = false;
server.on('exit', () => {
  serverExited = true;
});

let browser;
try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    // Settled frames: no half-finished transitions or spinners caught mid-turn.
    reducedMotion: 'reduce',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const cdp = await context.newCDPSession(page);
  mkdirSync(outDir, { recursive: true });
  const shots = [];

  /** The viewport as WebP, at the best quality that stays under MAX_BYTES. */
  async function shoot(file) {
    // The pointer parks over nothing, so no hover state or tooltip is caught in the frame.
    await page.mouse.move(VIEWPORT.width - 2, VIEWPORT.height - 2);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    let bytes;
    for (const quality of [70, 62, 55, 48, 40]) {
      const { data } = await cdp.send('Page.captureScreenshot', { format: 'webp', quality });
      bytes = Buffer.from(data, 'base64');
      if (bytes.length <= MAX_BYTES) break;
    }
    if (bytes.length > MAX_BYTES)
      console.warn(`${file}: ${Math.round(bytes.length / 1024)} KB even at the lowest quality tried`);
    writeFileSync(path.join(outDir, file), bytes);
    shots.push({ file, kb: Math.round(bytes.length / 102.4) / 10 });
  }

  // A new account, as a visitor coming from the landing page would make.
  const password = `demo-${Math.random().toString(36).slice(2)}`;
  await page.goto('/register');
  await page.getByLabel('Username').fill('brightsmile');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(/\/dashboard$/);

  // 1. Describe the page and pick a few options.
  await page.goto('/generator');
  const promptBox = page.getByLabel('Describe your landing page');
  await promptBox.fill(PROMPT);
  await pick(page, 'Industry', 'Healthcare');
  await pick(page, 'Primary goal', 'Schedule Consultation');
  await pick(page, 'Tone', 'Friendly');
  await page.getByLabel('Animations').check();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot('demo-1-describe.webp');

  // 2. The page streams in. The offline engine writes a page in a fraction of a second; a
  // throttled connection paces its stream like a hosted model's, so the frame shows the real
  // streaming view (the chat's progress, 'Writing…' and the code arriving) instead of the end.
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 12 * 1024,
    uploadThroughput: -1,
  });
  await page.getByRole('button', { name: 'Generate Landing Page' }).click();
  const writing = page.getByTestId('code-viewer-writing');
  await writing.waitFor({ state: 'visible', timeout: 60_000 });
  // Enough code on screen to read as a page being written, not an empty panel.
  await page.waitForFunction(
    () => {
      const size = document.querySelector('[data-testid=code-viewer-size]')?.textContent ?? '';
      const kb = /([\d.]+)\s*KB/.exec(size);
      return kb !== null && Number(kb[1]) >= 9;
    },
    undefined,
    { timeout: 60_000 },
  );
  await shoot('demo-2-streaming.webp');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // 3. The finished page, saved to the dashboard, shown in the live preview.
  const success = page.getByRole('dialog', { name: 'Landing Page Generated!' });
  await success.waitFor({ state: 'visible', timeout: 60_000 });
  const editHref = await success.getByRole('link', { name: 'Edit', exact: true }).getAttribute('href');
  await success.getByRole('button', { name: 'Close' }).click();
  await success.waitFor({ state: 'hidden' });
  await page.getByTestId('code-viewer').getByRole('tab', { name: 'Preview' }).click();
  await page
    .frameLocator('[data-testid=preview-frame]')
    .frameLocator('#page')
    .getByRole('heading', { level: 1 })
    .waitFor({ state: 'visible' });
  await page.waitForTimeout(800);
  await shoot('demo-3-preview.webp');

  // Where the page's leads go, set as a marketer would before going live (Lead settings, on the
  // page's details): without it the page check rightly reports 'Form submissions go nowhere'.
  const detailsHref = editHref.replace('/edit/', '/details/');
  await page.goto(detailsHref);
  await page.getByTestId('page-leads').getByRole('button', { name: 'Open Lead settings' }).click();
  const leadSettings = page.getByRole('dialog', { name: 'Lead settings' });
  await leadSettings.getByLabel('Webhook URL').fill(WEBHOOK_URL);
  await leadSettings.getByRole('button', { name: 'Save', exact: true }).click();
  await leadSettings.waitFor({ state: 'hidden' });

  // 4. An edit in plain words in the editor's AI Modify chat, with its one-line summary. It saves
  // version 2 of the page.
  await page.goto(editHref);
  await page.getByRole('tab', { name: 'AI Modify' }).click();
  const chat = page.getByTestId('chat-panel');
  const input = chat.getByPlaceholder('Describe the changes you want to make or paste an image...');
  await input.fill('make the hero green');
  await input.press('Enter');
  const reply = chat.locator('[data-testid=chat-message][data-role=assistant]').last();
  await reply.getByTestId('edit-summary-line').waitFor({ state: 'visible', timeout: 60_000 });
  await waitUntil(async () => (await reply.getAttribute('aria-busy')) !== 'true');
  await page
    .frameLocator('[data-testid=modify-preview-frame]')
    .frameLocator('#page')
    .locator('h1')
    .first()
    .waitFor({ state: 'visible' });
  await waitForToastsToGo(page);
  await waitForPageCheck(page, 2);
  // Taken from the top: scrolled down, the editor's own header would show blurred under the
  // app's translucent sticky header.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(800);
  await shoot('demo-4-ai-edit.webp');

  // 5. Copy: the funnel-builder snippet by default, the full page on request.
  await page.goto(detailsHref);
  await waitForPageCheck(page, 2);
  await page.getByRole('button', { name: 'Copy HTML', exact: true }).click();
  await page.getByTestId('toast').first().waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Format for the clipboard' }).first().click();
  await page.getByRole('menu').waitFor({ state: 'visible' });
  await shoot('demo-5-copy.webp');

  for (const { file, kb } of shots) console.log(`${file}\t${kb} KB`);
  await context.close();
} finally {
  await browser?.close().catch(() => {});
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Chooses `option` in the generator's labelled select `label`. */
async function pick(page, label, option) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A toast that says what just happened is fine in a frame; half of one fading out is not. */
async function waitForToastsToGo(page) {
  await page
    .getByTestId('toast')
    .first()
    .waitFor({ state: 'hidden', timeout: 15_000 })
    .catch(() => {});
}

/**
 * The page check of `version` runs in the server's Chromium: its verdict, not its spinner, goes
 * in a frame. (The check of the version before may still be on screen at first.)
 */
async function waitForPageCheck(page, version) {
  const card = page.getByTestId('page-check-card');
  await card
    .getByTestId('page-check-summary')
    .filter({ hasText: `version ${version}` })
    .waitFor({ timeout: 60_000 });
  await card
    .getByTestId('page-check-render')
    .filter({ hasText: 'Checking' })
    .waitFor({ state: 'hidden', timeout: 60_000 });
}

async function waitUntil(check, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the app');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function waitForServer() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (serverExited) throw new Error('the app server exited before it answered');
    try {
      const response = await fetch(`${baseURL}/api/changelog`);
      if (response.ok) return;
    } catch {
      // Not listening yet: the web app is still being built.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app server did not answer on ${baseURL} within 3 minutes`);
}

/** SIGTERM to the server script by its PID (it passes it on), the whole group if it lingers. */
async function stopServer() {
  if (serverExited) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 10_000));
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}
