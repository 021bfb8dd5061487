import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../src/server/db/schema/index.ts';
import { captureLead } from '../../src/server/features/leads/capture-lead.ts';
import { DEFAULT_LEAD_LIMITS, requestDueDeliveries } from '../../src/server/features/leads/index.ts';
import { shareTestToken } from '../../src/server/features/leads/share-test-leads.ts';
import {
  type AllLeadsResponse,
  HONEYPOT_FIELD,
  type LeadSettings,
  type PageLeadsResponse,
} from '../../src/shared/api/leads.ts';
import { leadWiringScript } from '../../src/shared/export/lead-wiring.ts';
import { FakeWebhookReceiver } from '../fakes/webhook-receiver.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { makePage, signUp, versionRows } from './pages-fixtures.ts';

/**
 * A share link's forms are live (docs/product.md, 'Previews and share links'): the preview
 * wires them as the export does, to the capture URL with the page's test marker, and what
 * they send is a test lead: stored and listed with isTest, never delivered, left out of the
 * counts, marked in the CSV. A wrong, missing or other page's marker is a normal lead; the
 * throttles apply to test leads as to any other.
 */

const PER_IP = 4;
const PER_PAGE = 6;

let app: TestApp;
let owner: { client: TestClient; userId: number };
let receiver: FakeWebhookReceiver;
let ipCounter = 0;
/** A fresh client address per submission unless a test says otherwise (TRUST_PROXY is on). */
const nextIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  app = await startTestApp({
    env: { ALLOW_PRIVATE_URL_FETCH: '1', TRUST_PROXY: '1' },
    leadLimits: {
      perIp: { limit: PER_IP, windowMs: 10 * 60_000 },
      perPage: { limit: PER_PAGE, windowMs: 10 * 60_000 },
    },
  });
  owner = await signUp(app, 'sharetest');
  receiver = await new FakeWebhookReceiver().start();
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

const FORM_PAGE = `<!DOCTYPE html>
<html><head><title>Book a call</title></head><body><h1>Book a call</h1>
<form data-pc-form method="post"><label>Email <input type="email" name="email" required></label>
<button>Send</button></form>
</body></html>
`;

/** A page with a lead form, connected to the receiver, and its version's share link. */
async function formPage(who = owner, title = 'Share test page') {
  const { page, version } = await makePage(app.saves, who.userId, { title, html: FORM_PAGE });
  const put = await who.client.put<LeadSettings>(`/api/landing-pages/${page.id}/lead-settings`, {
    webhookUrl: receiver.url,
  });
  expect(put.status).toBe(200);
  return {
    pageId: page.id,
    settings: put.body,
    shareLink: `/preview/${page.id}/${version.id}?key=${version.shareToken}`,
    versionPath: `/preview/${page.id}/${version.id}`,
  };
}

const actionOf = (html: string) => html.match(/<form[^>]*\saction="([^"]+)"/)?.[1];

/** The share link as a visitor without a session gets it, and its form's action. */
async function openShareLink(link: string, cookie?: string) {
  const response = await fetch(app.baseUrl + link, { headers: cookie ? { cookie } : {} });
  const html = await response.text();
  return { response, html, action: actionOf(html) };
}

function post(url: string, fields: Record<string, string>, options: { ip?: string; accept?: string } = {}) {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: options.accept ?? 'application/json',
      'x-forwarded-for': options.ip ?? nextIp(),
    },
    body: new URLSearchParams({ _pc_started: String(Date.now() - 20_000), ...fields }),
    redirect: 'manual',
  });
}

const rowOf = async (email: string) =>
  (await app.db.select().from(leads).where(sql`${leads.fields}->>'email' = ${email}`))[0]!;

/** Runs every delivery that is due, as the scheduled sweep does, and waits for it. */
async function sweep() {
  await app.jobs.idle();
  await requestDueDeliveries({ db: app.db, jobs: app.jobs });
  await app.jobs.idle();
}

const cookieOf = (client: TestClient) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

describe('the share link', () => {
  it("wires the forms as the export does, to the capture URL with the page's test marker", async () => {
    const { pageId, settings, shareLink, versionPath } = await formPage();
    const shared = await openShareLink(shareLink);
    expect(shared.response.status).toBe(200);
    // Still sandboxed: the wiring script is inline, which the sandbox policy (no script-src) allows.
    expect(shared.response.headers.get('content-security-policy')).toBe(
      "sandbox allow-scripts allow-forms allow-popups; frame-ancestors 'self'",
    );
    const token = shareTestToken(settings.signingSecret, pageId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const testAction = `${settings.captureUrl}?test=${token}`;
    expect(shared.action).toBe(testAction);
    expect(shared.html).toContain(
      leadWiringScript({
        captureUrl: testAction,
        thankYouMessage: settings.thankYouMessage,
        thankYouUrl: settings.thankYouUrl,
      }),
    );
    expect(shared.html).toContain(HONEYPOT_FIELD);

    // The export is wired the same way, without the marker.
    const exported = await owner.client.get<string>(`/api/landing-pages/${pageId}/export?format=page`);
    expect(actionOf(exported.text)).toBe(settings.captureUrl);
    // The owner's own view of the version (session, no key) is wired as the share link is.
    expect((await openShareLink(versionPath, cookieOf(owner.client))).action).toBe(testAction);

    // source=1: the version as stored (the editor's Compare), under the same access rule.
    const stored = (await versionRows(app.db, pageId))[0]!.html;
    expect(stored).not.toContain(token);
    const source = await openShareLink(`${shareLink}&source=1`);
    expect(source.response.status).toBe(200);
    expect(source.html).toBe(stored);
    const refused = await openShareLink(`${versionPath}?source=1`);
    expect(refused.response.status).toBe(404);
    expect(refused.html).toBe('Preview not found');
  });

  it('leaves a page without forms as stored, but for the statistics beacon', async () => {
    const html = '<!DOCTYPE html><html><body><h1>No form here</h1></body></html>';
    const { page, version } = await makePage(app.saves, owner.userId, { html });
    const shared = await openShareLink(`/preview/${page.id}/${version.id}?key=${version.shareToken}`);
    expect(shared.html.replace(/<script>[^<]*__pcStats[^<]*<\/script>\n/, '')).toBe(html);
  });
});

describe('a test lead', () => {
  it('is stored and listed as a test, never delivered, never resent, not sent when a webhook is saved', async () => {
    const { pageId, settings, shareLink } = await formPage();
    const { action } = await openShareLink(shareLink);
    const sent = receiver.received.length;

    const res = await post(action!, { email: 'owner-try@example.net' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: settings.thankYouMessage, redirectUrl: null });
    // A plain form post (scripts off) to the same action is a test lead too.
    const plain = await post(action!, { email: 'owner-nojs@example.net' }, { accept: 'text/html' });
    expect(plain.status).toBe(200);
    expect(await plain.text()).toContain('Thank you');
    await sweep();

    for (const email of ['owner-try@example.net', 'owner-nojs@example.net']) {
      const row = await rowOf(email);
      expect(row, email).toMatchObject({
        isTest: true,
        isSpam: false,
        deliveryStatus: 'pending',
        attempts: 0,
        nextAttemptAt: null,
      });
    }
    const list = (await owner.client.get<PageLeadsResponse>(`/api/landing-pages/${pageId}/leads`)).body;
    expect(list.total).toBe(2);
    expect(list.leads.map((lead) => lead.isTest)).toEqual([true, true]);

    const testLeadId = list.leads[0]!.id;
    const resend = await owner.client.post(`/api/leads/${testLeadId}/resend`);
    expect(resend.status).toBe(400);
    expect(resend.body.message).toMatch(/test lead/i);

    // A new webhook sends the page's undelivered leads: never the test ones.
    const moved = await owner.client.put(`/api/landing-pages/${pageId}/lead-settings`, {
      webhookUrl: `${receiver.url}?moved=1`,
    });
    expect(moved.status).toBe(200);
    expect((await rowOf('owner-try@example.net')).nextAttemptAt).toBeNull();
    // Even made due by hand, the sweep and the delivery job leave a test lead alone.
    await app.db.update(leads).set({ nextAttemptAt: sql`now()` }).where(eq(leads.id, testLeadId));
    await sweep();
    expect(receiver.received.length).toBe(sent);
    expect((await rowOf('owner-try@example.net')).deliveryStatus).toBe('pending');
  });

  it("is a normal lead, delivered, with a wrong, empty, truncated or another page's marker", async () => {
    const a = await formPage(owner, 'Page A');
    const b = await formPage(owner, 'Page B');
    const tokenA = new URL((await openShareLink(a.shareLink)).action!).searchParams.get('test')!;
    const tokenB = shareTestToken(b.settings.signingSecret, b.pageId);
    const sent = receiver.received.length;
    const attempts: [string, string][] = [
      ["page A's marker on page B", `${b.settings.captureUrl}?test=${tokenA}`],
      ['a made-up marker', `${b.settings.captureUrl}?test=${'A'.repeat(22)}`],
      ['an empty marker', `${b.settings.captureUrl}?test=`],
      ['a truncated marker', `${b.settings.captureUrl}?test=${tokenB.slice(0, 21)}`],
    ];
    for (const [name, url] of attempts) {
      const email = `${name.replace(/\W+/g, '-')}@example.net`;
      expect((await post(url, { email })).status, name).toBe(200);
      await sweep();
      expect((await rowOf(email)).isTest, name).toBe(false);
      expect((await rowOf(email)).deliveryStatus, name).toBe('delivered');
    }
    expect(receiver.received.length).toBe(sent + attempts.length);
    expect(receiver.received.at(-1)!.json).toMatchObject({ event: 'lead.created', page: { id: b.pageId } });
    // Page B's own marker does mark its leads.
    expect(
      (await post(`${b.settings.captureUrl}?test=${tokenB}`, { email: 'b-own@example.net' })).status,
    ).toBe(200);
    expect((await rowOf('b-own@example.net')).isTest).toBe(true);
  });

  it("is returned in captureLead's outcome with its id, page and flags", async () => {
    const { pageId, settings } = await formPage();
    const submission = { fields: { email: 'direct@example.net' }, source: {}, spamReason: null };
    const deps = { db: app.db, jobs: app.jobs, leadLimits: DEFAULT_LEAD_LIMITS, analytics: app.analytics };
    const base = {
      formKey: settings.formKey,
      submission,
      clientIp: nextIp(),
      userAgent: 'Mozilla/5.0 Firefox/133.0',
    };
    const normal = await captureLead(deps, base);
    expect(normal.lead).toEqual({
      id: expect.any(Number),
      pageId,
      isTest: false,
      isSpam: false,
    });
    expect(normal.thankYouMessage).toBe(settings.thankYouMessage);
    const test = await captureLead(deps, {
      ...base,
      clientIp: nextIp(),
      testToken: shareTestToken(settings.signingSecret, pageId),
    });
    expect(test.lead).toMatchObject({ pageId, isTest: true, isSpam: false });
    expect(test.lead.id).toBeGreaterThan(normal.lead.id);
    const bot = await captureLead(deps, {
      ...base,
      clientIp: nextIp(),
      submission: { ...submission, spamReason: 'honeypot' },
      testToken: shareTestToken(settings.signingSecret, pageId),
    });
    expect(bot.lead).toMatchObject({ pageId, isTest: true, isSpam: true });
    await sweep();
  });

  it('is throttled like any other lead, per address and per page', async () => {
    const one = await formPage();
    const { action } = await openShareLink(one.shareLink);
    const ip = nextIp();
    const byIp: number[] = [];
    for (let i = 0; i <= PER_IP; i++)
      byIp.push((await post(action!, { email: `ip${i}@example.net` }, { ip })).status);
    expect(byIp).toEqual([...Array(PER_IP).fill(200), 429]);

    const other = await formPage();
    const otherAction = (await openShareLink(other.shareLink)).action!;
    const byPage: number[] = [];
    for (let i = 0; i <= PER_PAGE; i++)
      byPage.push((await post(otherAction, { email: `pg${i}@example.net` })).status);
    expect(byPage).toEqual([...Array(PER_PAGE).fill(200), 429]);
    await sweep();
  });
});

describe('the owner’s leads', () => {
  it('lists test leads but leaves them out of the counts; the CSV ends with a test column', async () => {
    const someone = await signUp(app, 'counts');
    const { pageId, settings, shareLink } = await formPage(someone, 'Counted page');
    const { action } = await openShareLink(shareLink);
    expect((await post(settings.captureUrl, { email: 'real@example.net' })).status).toBe(200);
    expect((await post(action!, { email: 'try1@example.net' })).status).toBe(200);
    expect((await post(action!, { email: 'try2@example.net' })).status).toBe(200);
    await sweep();

    const counts = await someone.client.get<{ counts: Record<string, number> }>('/api/leads/counts');
    expect(counts.body.counts).toEqual({ [String(pageId)]: 1 });
    const all = await someone.client.get<AllLeadsResponse>('/api/leads');
    expect(all.body.total).toBe(3);
    expect(all.body.leads.map((lead) => [lead.fields.email, lead.isTest])).toEqual([
      ['try2@example.net', true],
      ['try1@example.net', true],
      ['real@example.net', false],
    ]);

    const csv = await someone.client.get(`/api/leads.csv?pageId=${pageId}`);
    const [header, ...rows] = csv.text.trim().split('\r\n');
    expect(header!.split(',').at(-2)).toBe('"leadId"');
    expect(header!.split(',').at(-1)).toBe('"test"');
    expect(rows.map((row) => [row.includes('real@example.net'), row.split(',').at(-1)])).toEqual([
      [true, '"no"'],
      [false, '"yes"'],
      [false, '"yes"'],
    ]);
  });
});
