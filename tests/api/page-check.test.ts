import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageChecks } from '../../src/server/db/schema/index.ts';
import { createChromiumRenderer, type PageRenderer } from '../../src/server/features/thumbnails/index.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { type PageCheck, pageCheckSchema } from '../../src/shared/api/page-check.ts';
import { eventsOfType, parseEventStream } from '../support/sse.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { INVALID_IDS, makePage, signUp } from './pages-fixtures.ts';

/**
 * The page check over HTTP with the REAL renderer (system Chromium, one browser for the file):
 * made after every save in the background, one per version, answered for the live version to
 * its owner only; a missing check is made from the markup at once and completed by the queue.
 * Offline-engine pages carry no errors.
 */

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

let chromium: PageRenderer;
let app: TestApp;
let owner: { client: TestClient; userId: number };

beforeAll(async () => {
  chromium = createChromiumRenderer({ executablePath: CHROMIUM, logger: createLogger('silent') });
  app = await startTestApp({ renderer: chromium });
  owner = await signUp(app, 'checker');
}, 60_000);
afterAll(async () => {
  await app?.close();
  await chromium?.close();
});

const GOOD_HEAD = `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bakery</title><meta name="description" content="Fresh sourdough and pastries baked every morning and delivered across Leeds.">
<style>body{margin:0;font:16px/1.5 sans-serif;color:#222;background:#fff}</style>`;
const page = (body: string, head = GOOD_HEAD) =>
  `<!DOCTYPE html>\n<html lang="en"><head>${head}</head><body>${body}</body></html>\n`;
const GOOD = page('<main><h1>Fresh bread</h1><h2>Menu</h2><p>Sourdough, rye and brioche.</p></main>');
const BROKEN = page(
  '<h1>Title</h1><h4>Skipped</h4><img src="images/hero.jpg"><div style="width:600px">Wide</div><a href="javascript:void(0)">Buy</a>',
);

const checkPath = (pageId: number) => `/api/landing-pages/${pageId}/check`;

async function readCheck(client: TestClient, pageId: number): Promise<PageCheck> {
  const response = await client.get(checkPath(pageId));
  expect(response.status, response.text).toBe(200);
  return pageCheckSchema.parse(response.body);
}

const storedRows = (pageId: number) => app.db.select().from(pageChecks).where(eq(pageChecks.pageId, pageId));

// Chromium passes queue behind each other on a shared 2-core machine: generous bounds.
describe('a saved version gets its check', { timeout: 90_000 }, () => {
  it('checks a page after a save in the background, the Chromium pass included', async () => {
    const { page: saved, version } = await makePage(app.saves, owner.userId, { html: GOOD });
    await app.jobs.idle();
    const check = await readCheck(owner.client, saved.id);
    expect(check).toMatchObject({ pageId: saved.id, versionId: version.id, version: 1, render: 'done' });
    expect(check.findings).toEqual([]);
    expect(check.score).toBe(100);
    expect([...check.passed].sort()).toEqual(
      [
        'viewport',
        'title',
        'meta-description',
        'h1',
        'heading-order',
        'image-alt',
        'link-href',
        'form-label',
        'form-action',
        'contrast',
        'tap-target',
        'local-reference',
        'page-weight',
        'external-script',
        'horizontal-overflow',
        'text-cut',
        'offscreen-content',
        'placeholders',
        'brief-facts',
      ].sort(),
    );
    expect(check.weightBytes).toBe(Buffer.byteLength(GOOD));
  });

  it('stores one check per version: an edit saved through PUT gets a new one, the old one stays', async () => {
    const { page: saved, version: first } = await makePage(app.saves, owner.userId, { html: GOOD });
    await app.jobs.idle();
    const put = await owner.client.put(`/api/landing-pages/${saved.id}`, {
      generatedHtml: BROKEN,
      commitMessage: 'Broken on purpose',
    });
    expect(put.status, put.text).toBe(200);
    await app.jobs.idle();
    const check = await readCheck(owner.client, saved.id);
    expect(check.versionId).not.toBe(first.id);
    expect(check).toMatchObject({ version: 2, render: 'done' });
    const rules = check.findings.map((f) => `${f.rule}:${f.severity}`);
    expect(rules).toEqual(
      expect.arrayContaining([
        'image-alt:error',
        'link-href:error',
        'local-reference:error',
        'horizontal-overflow:error',
        'heading-order:warning',
      ]),
    );
    expect(check.findings.find((f) => f.rule === 'image-alt')!.message).toBe(
      '1 image has no alt text: hero.jpg',
    );
    expect(check.findings.find((f) => f.rule === 'horizontal-overflow')!.message).toMatch(
      /^The page scrolls sideways at 375 px: div "Wide", 600 px wide/,
    );
    expect(check.score).toBeLessThan(50);
    const rows = await storedRows(saved.id);
    expect(rows.map((r) => r.versionId).sort()).toEqual([first.id, check.versionId].sort());
    expect(rows.every((r) => r.userId === owner.userId)).toBe(true);
  });

  it('makes a missing check from the markup at once (pending), then the queue completes it', async () => {
    const { page: saved, version } = await makePage(app.saves, owner.userId, { html: BROKEN });
    await app.jobs.idle();
    await app.db.delete(pageChecks).where(eq(pageChecks.versionId, version.id));
    const first = await readCheck(owner.client, saved.id);
    expect(first.render).toBe('pending');
    // Only the markup's rules have run: none of the rendered ones passed or failed yet.
    const layoutRules = ['horizontal-overflow', 'offscreen-content', 'contrast', 'tap-target', 'text-cut'];
    expect(first.findings.some((f) => layoutRules.includes(f.rule))).toBe(false);
    expect(first.passed.some((rule) => layoutRules.includes(rule))).toBe(false);
    expect(first.findings.map((f) => f.rule)).toContain('image-alt');
    await app.jobs.idle();
    const done = await readCheck(owner.client, saved.id);
    expect(done.render).toBe('done');
    expect(done.findings.map((f) => f.rule)).toContain('horizontal-overflow');
    expect(done.score).toBeLessThan(first.score);
  });

  it('compares the page with its brief: a phone the brief gives and the page lacks is a finding', async () => {
    const prompt = 'A bakery page: fresh bread every morning. Call 0113 496 0321 to order.';
    const { page: saved } = await makePage(app.saves, owner.userId, { html: GOOD, prompt });
    await app.jobs.idle();
    const check = await readCheck(owner.client, saved.id);
    expect(check.render).toBe('done');
    expect(check.findings).toMatchObject([
      {
        rule: 'brief-facts',
        severity: 'warning',
        message: '1 fact from your brief is missing: phone 0113 496 0321',
      },
    ]);
    expect(check.findings[0]!.fixPrompt).toContain('phone 0113 496 0321 (as a tap-to-call link');
    expect(check.score).toBe(93);
    expect(check.passed).not.toContain('brief-facts');

    // The phone as a tap-to-call link is enough (one big enough to tap).
    const withPhone = GOOD.replace(
      '</main>',
      '<p><a href="tel:+441134960321" style="display:inline-block;padding:14px 16px">Call to order</a></p></main>',
    );
    const put = await owner.client.put(`/api/landing-pages/${saved.id}`, {
      generatedHtml: withPhone,
      commitMessage: 'Phone added',
    });
    expect(put.status, put.text).toBe(200);
    await app.jobs.idle();
    const fixed = await readCheck(owner.client, saved.id);
    expect(fixed).toMatchObject({ version: 2, render: 'done', findings: [], score: 100 });
    expect(fixed.passed).toContain('brief-facts');
  });

  it('is gone with its page', async () => {
    const { page: saved } = await makePage(app.saves, owner.userId, { html: GOOD });
    await app.jobs.idle();
    expect(await storedRows(saved.id)).toHaveLength(1);
    expect((await owner.client.delete(`/api/landing-pages/${saved.id}`)).status).toBe(200);
    expect(await storedRows(saved.id)).toHaveLength(0);
  });
});

describe('who may read a check', () => {
  it('answers 404 for another user, 401 signed out, 400 for a bad id', async () => {
    const { page: saved } = await makePage(app.saves, owner.userId, { html: GOOD });
    const other = await signUp(app, 'nosy');
    const foreign = await other.client.get(checkPath(saved.id));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Landing page not found' });
    expect((await app.client().get(checkPath(saved.id))).status).toBe(401);
    for (const id of INVALID_IDS) {
      const response = await owner.client.get(`/api/landing-pages/${id}/check`);
      expect(response.status, id).toBe(400);
    }
    expect((await owner.client.get(checkPath(2_000_000_000))).status).toBe(404);
  });
});

describe('offline-engine pages', () => {
  it('have no error findings at any width, once their leads have a destination', {
    timeout: 180_000,
  }, async () => {
    const prompts = [
      'A landing page for "Bright Smile Dental", a family dentist in Austin, with a booking form',
      'A webinar sign-up page for a SaaS analytics tool, dark theme, with pricing and FAQ',
    ];
    // A fresh account: the Free plan's page limit is not this test's business.
    const author = await signUp(app, 'offline');
    for (const content of prompts) {
      const response = await author.client.post('/api/ai-chat-generate', {
        messages: [{ role: 'user', content }],
      });
      const [update] = eventsOfType(parseEventStream(response.text), 'html_update');
      expect(update, response.text.slice(0, 500)).toBeDefined();
      await app.jobs.idle();
      const pageId = update!.savedPage.id;
      // Their forms are wired at export; until a webhook is set, no lead reaches the CRM.
      const before = await readCheck(author.client, pageId);
      expect(before.leadForms).toBeGreaterThan(0);
      expect(before.findings.filter((f) => f.severity === 'error')).toMatchObject([
        {
          rule: 'form-action',
          message: 'Form submissions go nowhere: connect a destination',
          settingsFix: 'lead-settings',
        },
      ]);
      await author.client.put(`/api/landing-pages/${pageId}/lead-settings`, {
        webhookUrl: 'https://services.leadconnectorhq.com/hooks/abc/webhook-trigger/def',
      });
      const check = await readCheck(author.client, pageId);
      expect(check.render).toBe('done');
      const errors = check.findings.filter((f) => f.severity === 'error');
      expect(errors, JSON.stringify(check.findings, null, 2)).toEqual([]);
      expect(check.score).toBe(before.score + 15);
    }
  });
});
