import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { leadSettings, leads } from '../../src/server/db/schema/index.ts';
import { requestDueDeliveries } from '../../src/server/features/leads/index.ts';
import {
  type AllLeadsResponse,
  DEFAULT_THANK_YOU_MESSAGE,
  DELIVERY_BACKOFF_MINUTES,
  type Lead,
  type LeadSettings,
  MAX_DELIVERY_ATTEMPTS,
  type PageLeadsResponse,
  type TestLeadResult,
} from '../../src/shared/api/leads.ts';
import type { PageCheck } from '../../src/shared/api/page-check.ts';
import { FakeWebhookReceiver, verifySignature } from '../fakes/webhook-receiver.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { makePage, signUp } from './pages-fixtures.ts';

/**
 * Delivery to the marketer's webhook, against a real receiver on loopback that fails and
 * comes back: signed JSON with the fields, page, time and source; retries with backoff;
 * nothing lost while the receiver is down for the whole retry window; resend; the owner's
 * settings, list, CSV and counts; deleting the page deletes its leads.
 *
 * Time: the schedule is the lead row's next_attempt_at. Instead of waiting minutes, a test
 * moves a due time to now and runs the same sweep the scheduled job runs.
 */

let app: TestApp;
let owner: { client: TestClient; userId: number };
let receiver: FakeWebhookReceiver;

beforeAll(async () => {
  app = await startTestApp({ env: { ALLOW_PRIVATE_URL_FETCH: '1' } });
  owner = await signUp(app, 'deliver');
  receiver = await new FakeWebhookReceiver().start();
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});
afterEach(async () => {
  if (!(receiver as unknown as { server: unknown }).server) await receiver.comeBack();
});

async function connectedPage(title = 'Bright Smile Dental') {
  const { page } = await makePage(app.saves, owner.userId, { title });
  const put = await owner.client.put<LeadSettings>(`/api/landing-pages/${page.id}/lead-settings`, {
    webhookUrl: receiver.url,
  });
  expect(put.status).toBe(200);
  return { pageId: page.id, settings: put.body };
}

const capture = (settings: LeadSettings, fields: Record<string, string>) =>
  fetch(settings.captureUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ _pc_started: String(Date.now() - 20_000), ...fields }),
  });

const leadsOf = async (pageId: number) =>
  (await owner.client.get<PageLeadsResponse>(`/api/landing-pages/${pageId}/leads`)).body.leads;

/** Makes the lead's next attempt due now and runs the sweep, then waits for the attempt. */
async function nextAttempt(leadId: number) {
  await app.db.update(leads).set({ nextAttemptAt: sql`now()` }).where(eq(leads.id, leadId));
  await requestDueDeliveries({ db: app.db, jobs: app.jobs });
  await app.jobs.idle();
}

describe('delivery', () => {
  it('sends the lead as signed JSON with fields, page, time and source', async () => {
    const { pageId, settings } = await connectedPage();
    const sent = receiver.received.length;
    const res = await capture(settings, {
      first_name: 'Maria',
      last_name: 'Lopez',
      email: 'maria@example.net',
      phone: '+1 602 555 0142',
      utm_source: 'google',
      utm_medium: 'cpc',
      referrer: 'https://www.google.com/',
    });
    expect(res.status).toBe(200);
    await receiver.waitFor(sent + 1);
    await app.jobs.idle();
    const hook = receiver.received.at(-1)!;
    expect(hook.headers['content-type']).toBe('application/json');
    expect(
      verifySignature(hook.headers['x-pagecraft-signature'] as string, hook.body, settings.signingSecret),
    ).toBe(true);
    expect(verifySignature(hook.headers['x-pagecraft-signature'] as string, hook.body, 'pcs_wrong')).toBe(
      false,
    );
    expect(hook.json).toMatchObject({
      event: 'lead.created',
      page: { id: pageId, title: 'Bright Smile Dental' },
      fields: {
        first_name: 'Maria',
        last_name: 'Lopez',
        email: 'maria@example.net',
        phone: '+1 602 555 0142',
      },
      source: { utm_source: 'google', utm_medium: 'cpc', referrer: 'https://www.google.com/' },
      contact: { full_name: 'Maria Lopez', email: 'maria@example.net' },
    });
    expect(Date.parse(hook.json.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
    const [lead] = await leadsOf(pageId);
    expect(lead!.delivery).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
    });
  });

  it('retries a receiver that answers 500: pending, then failed with the error, then delivered', async () => {
    const { pageId, settings } = await connectedPage();
    receiver.answerWith(500);
    // The receiver holds its 500 until the lead was read: the first attempt is in flight.
    const held = receiver.holdNext();
    try {
      await capture(settings, { email: 'retry@example.net' });
      await held.arrived;
      const [pending] = await leadsOf(pageId);
      expect(pending!.delivery).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    } finally {
      held.release();
    }
    await app.jobs.idle();
    // A lead that will be retried reads 'failed' (the last attempt failed), with its next attempt planned.
    const [failed] = await leadsOf(pageId);
    expect(failed!.delivery).toMatchObject({ status: 'failed', attempts: 1, deliveredAt: null });
    expect(failed!.delivery.lastError).toMatch(/HTTP 500 \(Internal Server Error\)/);
    // The next attempt is planned a minute out.
    const wait = Date.parse(failed!.delivery.nextAttemptAt!) - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(DELIVERY_BACKOFF_MINUTES[0] * 60_000);
    // Not due yet: the sweep leaves it alone.
    await requestDueDeliveries({ db: app.db, jobs: app.jobs });
    await app.jobs.idle();
    expect((await leadsOf(pageId))[0]!.delivery.attempts).toBe(1);
    await nextAttempt(failed!.id);
    const [delivered] = await leadsOf(pageId);
    expect(delivered!.delivery).toMatchObject({ status: 'delivered', attempts: 2, lastError: null });
    expect(receiver.received.at(-1)!.json.fields.email).toBe('retry@example.net');
  });

  it('keeps the lead through the whole retry window with the receiver down, then Resend delivers it', async () => {
    const { pageId, settings } = await connectedPage();
    await receiver.goDown();
    await capture(settings, { email: 'patient@example.net', message: 'Call me after 5pm' });
    await app.jobs.idle();
    const [first] = await leadsOf(pageId);
    const gaps: number[] = [];
    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      const [lead] = await leadsOf(pageId);
      gaps.push(Math.round((Date.parse(lead!.delivery.nextAttemptAt!) - Date.now()) / 60_000));
      await nextAttempt(first!.id);
    }
    // Backoff from 1 minute up to 6 hours.
    expect(gaps).toEqual([...DELIVERY_BACKOFF_MINUTES]);
    const [gaveUp] = await leadsOf(pageId);
    expect(gaveUp!.fields).toEqual({ email: 'patient@example.net', message: 'Call me after 5pm' });
    expect(gaveUp!.delivery).toMatchObject({
      status: 'failed',
      attempts: MAX_DELIVERY_ATTEMPTS,
      nextAttemptAt: null,
    });
    expect(gaveUp!.delivery.lastError).toMatch(/could not be reached: .*(refused|not answer)/i);
    // The sweep has nothing more to do for it.
    await requestDueDeliveries({ db: app.db, jobs: app.jobs });
    await app.jobs.idle();
    expect((await leadsOf(pageId))[0]!.delivery.attempts).toBe(MAX_DELIVERY_ATTEMPTS);

    await receiver.comeBack();
    const resent = await owner.client.post<Lead>(`/api/leads/${gaveUp!.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.delivery).toMatchObject({ status: 'pending', attempts: 0 });
    await app.jobs.idle();
    expect((await leadsOf(pageId))[0]!.delivery).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(receiver.received.at(-1)!.json.fields.email).toBe('patient@example.net');
  });

  it('sends the leads that came before a webhook was connected', async () => {
    const { page } = await makePage(app.saves, owner.userId, { title: 'Early' });
    const settings = (await owner.client.get<LeadSettings>(`/api/landing-pages/${page.id}/lead-settings`))
      .body;
    await capture(settings, { email: 'early@example.net' });
    await app.jobs.idle();
    expect((await leadsOf(page.id))[0]!.delivery).toMatchObject({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: null,
    });
    expect((await owner.client.post(`/api/leads/${(await leadsOf(page.id))[0]!.id}/resend`)).status).toBe(
      400,
    );
    await owner.client.put(`/api/landing-pages/${page.id}/lead-settings`, { webhookUrl: receiver.url });
    await app.jobs.idle();
    expect((await leadsOf(page.id))[0]!.delivery.status).toBe('delivered');
  });
});

describe('the last delivery', () => {
  const FORM_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Dental</title></head><body><main><h1>Book a visit</h1>
<form data-pc-form method="post"><label>Email <input name="email" type="email"></label><button type="submit">Book</button></form></main></body></html>`;

  it('is on the lead settings with its state, time and error, and the page check reports a failing webhook', async () => {
    const { page } = await makePage(app.saves, owner.userId, { title: 'Failing hook', html: FORM_PAGE });
    const path = `/api/landing-pages/${page.id}/lead-settings`;
    const put = await owner.client.put<LeadSettings>(path, { webhookUrl: receiver.url });
    expect(put.body.lastDelivery).toBeNull();
    expect((await owner.client.get<LeadSettings>(path)).body.lastDelivery).toBeNull();
    const formAction = async () =>
      (await owner.client.get<PageCheck>(`/api/landing-pages/${page.id}/check`)).body.findings.filter(
        (finding) => finding.rule === 'form-action',
      );
    expect(await formAction()).toEqual([]);

    receiver.answerWith(502, 502);
    const before = Date.now();
    await capture(put.body, { email: 'first@example.net' });
    await capture(put.body, { email: 'second@example.net' });
    await app.jobs.idle();
    const failed = (await owner.client.get<LeadSettings>(path)).body.lastDelivery;
    expect(failed).toMatchObject({ status: 'failed', failingLeads: 2 });
    expect(failed!.error).toMatch(/HTTP 502 \(Bad Gateway\)/);
    expect(Date.parse(failed!.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(failed!.at)).toBeLessThanOrEqual(Date.now() + 1000);
    // The page check no longer looks healthy while every delivery fails.
    expect(await formAction()).toMatchObject([
      {
        severity: 'error',
        message: 'Leads are not reaching your webhook: the last delivery failed',
        settingsFix: 'lead-settings',
      },
    ]);
    expect((await formAction())[0]!.detail).toMatch(
      /HTTP 502 \(Bad Gateway\).*2 leads have not been delivered/,
    );

    // A test lead (the button) is not a delivery; a resent lead that goes through is.
    await owner.client.post(`${path}/test`);
    expect((await owner.client.get<LeadSettings>(path)).body.lastDelivery?.status).toBe('failed');
    const [latest] = await leadsOf(page.id);
    expect((await owner.client.post(`/api/leads/${latest!.id}/resend`)).status).toBe(200);
    await app.jobs.idle();
    const delivered = (await owner.client.get<LeadSettings>(path)).body.lastDelivery;
    expect(delivered).toMatchObject({ status: 'delivered', error: null, failingLeads: 1 });
    expect(Date.parse(delivered!.at)).toBeGreaterThanOrEqual(Date.parse(failed!.at));
    expect(await formAction()).toEqual([]);
  });
});

describe('settings', () => {
  it('refuses bad settings with a clear 400 and keeps the good ones', async () => {
    const { page } = await makePage(app.saves, owner.userId);
    const path = `/api/landing-pages/${page.id}/lead-settings`;
    for (const body of [
      { webhookUrl: 'ftp://files.example/hook' },
      { webhookUrl: 'not a url' },
      { webhookUrl: null, thankYouUrl: 'javascript:alert(1)' },
      { webhookUrl: null, thankYouMessage: 'x'.repeat(501) },
      { webhookUrl: null, formKey: 'mine' },
      {},
    ]) {
      const res = await owner.client.put(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    const ok = await owner.client.put<LeadSettings>(path, {
      webhookUrl: 'https://services.leadconnectorhq.com/hooks/abc/webhook-trigger/def',
      thankYouMessage: 'Thanks! We will call you today.',
      thankYouUrl: '',
      ghlEmbedCode: '<iframe src="https://api.leadconnectorhq.com/widget/form/xyz"></iframe>',
    });
    expect(ok.body).toMatchObject({
      webhookUrl: 'https://services.leadconnectorhq.com/hooks/abc/webhook-trigger/def',
      thankYouMessage: 'Thanks! We will call you today.',
      thankYouUrl: null,
    });
    expect(ok.body.captureUrl).toBe(`${app.baseUrl}/f/${ok.body.formKey}`);
    expect(ok.body.formKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('rotates the form key: the old address stops taking leads', async () => {
    const { settings, pageId } = await connectedPage();
    const rotated = await owner.client.post<LeadSettings>(
      `/api/landing-pages/${pageId}/lead-settings/rotate-key`,
    );
    expect(rotated.body.formKey).not.toBe(settings.formKey);
    expect((await capture(settings, { email: 'old@example.net' })).status).toBe(404);
    expect((await capture(rotated.body, { email: 'new@example.net' })).status).toBe(200);
  });

  it('rotates the signing secret: deliveries are signed with the new one only; not for anyone else', async () => {
    const { settings, pageId } = await connectedPage('Secret page');
    const rotated = await owner.client.post<LeadSettings>(
      `/api/landing-pages/${pageId}/lead-settings/rotate-secret`,
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.signingSecret).toMatch(/^pcs_/);
    expect(rotated.body.signingSecret).not.toBe(settings.signingSecret);
    expect(rotated.body.formKey).toBe(settings.formKey);
    const sent = await owner.client.post<TestLeadResult>(`/api/landing-pages/${pageId}/lead-settings/test`);
    expect(sent.body.ok).toBe(true);
    const hook = receiver.received.at(-1)!;
    const signature = hook.headers['x-pagecraft-signature'] as string;
    expect(verifySignature(signature, hook.body, rotated.body.signingSecret)).toBe(true);
    expect(verifySignature(signature, hook.body, settings.signingSecret)).toBe(false);
    const stranger = await signUp(app, 'secretthief');
    const refused = await stranger.client.post(`/api/landing-pages/${pageId}/lead-settings/rotate-secret`);
    expect(refused.status).toBe(404);
    const after = await owner.client.get<LeadSettings>(`/api/landing-pages/${pageId}/lead-settings`);
    expect(after.body.signingSecret).toBe(rotated.body.signingSecret);
  });

  it("sends a test lead and shows the webhook's answer", async () => {
    const { pageId } = await connectedPage();
    const ok = await owner.client.post<TestLeadResult>(`/api/landing-pages/${pageId}/lead-settings/test`);
    expect(ok.body).toMatchObject({ ok: true, status: 200, error: null });
    expect(ok.body.body).toContain('success');
    expect(receiver.received.at(-1)!.json.event).toBe('lead.test');
    receiver.answerWith(401);
    const refused = await owner.client.post<TestLeadResult>(
      `/api/landing-pages/${pageId}/lead-settings/test`,
    );
    expect(refused.body).toMatchObject({ ok: false, status: 401 });
    expect(refused.body.error).toMatch(/HTTP 401/);
  });

  it('test leads are throttled per user: the eleventh in ten minutes is a 429', async () => {
    const connected = async (name: string) => {
      const user = await signUp(app, name);
      const { page } = await makePage(app.saves, user.userId);
      await user.client.put(`/api/landing-pages/${page.id}/lead-settings`, { webhookUrl: receiver.url });
      return { user, pageId: page.id };
    };
    const { user: sender, pageId } = await connected('sender');
    const { user: tester, pageId: otherPage } = await connected('tester');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await sender.client.post(`/api/landing-pages/${pageId}/lead-settings/test`)).status);
    }
    expect(statuses).toEqual(Array(10).fill(200));
    const refused = await sender.client.post(`/api/landing-pages/${pageId}/lead-settings/test`);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many test leads/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user's own tests are not affected; and another user's page is still a 404.
    expect((await tester.client.post(`/api/landing-pages/${otherPage}/lead-settings/test`)).status).toBe(200);
    expect((await tester.client.post(`/api/landing-pages/${pageId}/lead-settings/test`)).status).toBe(404);
  });

  it('refuses plain http and private webhook addresses unless the test setting allows them', async () => {
    const strict = await startTestApp();
    try {
      const someone = await signUp(strict, 'ssrf');
      const { page } = await makePage(strict.saves, someone.userId);
      const plain = await someone.client.put(`/api/landing-pages/${page.id}/lead-settings`, {
        webhookUrl: 'http://hooks.zapier.com/hooks/catch/1/abc',
      });
      expect(plain.status).toBe(400);
      expect(plain.body.message).toMatch(/https/);
      // Private and local addresses are refused when saved, with the reason, by literal or by name.
      for (const [webhookUrl, address] of [
        ['https://169.254.169.254/latest', '169.254.169.254'],
        ['https://10.1.2.3:8443/hook', '10.1.2.3'],
        ['https://[::1]/hook', '::1'],
        ['https://localhost/hook', ''],
      ] as const) {
        const refused = await someone.client.put(`/api/landing-pages/${page.id}/lead-settings`, {
          webhookUrl,
        });
        expect(refused.status, webhookUrl).toBe(400);
        expect(refused.body.message, webhookUrl).toMatch(/private or local address \(/);
        if (address) expect(refused.body.message).toContain(`(${address})`);
      }
      // All or nothing: a refused address saves none of the fields sent with it.
      const mixed = await someone.client.put(`/api/landing-pages/${page.id}/lead-settings`, {
        webhookUrl: 'https://10.1.2.3/hook',
        thankYouMessage: 'Thanks, we will call you today.',
        thankYouUrl: 'https://example.com/thanks',
      });
      expect(mixed.status).toBe(400);
      expect(mixed.body.message).toMatch(/^webhookUrl points to a private or local address \(10\.1\.2\.3\)/);
      const kept = await someone.client.get<LeadSettings>(`/api/landing-pages/${page.id}/lead-settings`);
      expect(kept.body.webhookUrl).toBeNull();
      expect(kept.body).toMatchObject({ thankYouMessage: DEFAULT_THANK_YOU_MESSAGE, thankYouUrl: null });
      // A public host on a port of its own (a self-hosted n8n) is a fine destination; this one
      // has no DNS here, so its test fails for that, never for its port.
      const selfHosted = 'https://automation.pagecraft.invalid:5678/webhook/abc';
      const saved = await someone.client.put(`/api/landing-pages/${page.id}/lead-settings`, {
        webhookUrl: selfHosted,
      });
      expect(saved.status).toBe(200);
      const tried = await someone.client.post<TestLeadResult>(
        `/api/landing-pages/${page.id}/lead-settings/test`,
      );
      expect(tried.body.ok).toBe(false);
      expect(tried.body.error).not.toMatch(/port/i);
      // One that resolves privately only after it was saved is still refused when sending.
      await strict.db
        .update(leadSettings)
        .set({ webhookUrl: 'https://127.0.0.1/hook' })
        .where(eq(leadSettings.pageId, page.id));
      const res = await someone.client.post<TestLeadResult>(
        `/api/landing-pages/${page.id}/lead-settings/test`,
      );
      expect(res.body.ok).toBe(false);
      expect(res.body.error).toMatch(/not allowed/);
    } finally {
      await strict.close();
    }
  });
});

describe('the owner’s leads', () => {
  it('lists, counts, exports CSV, deletes; another user sees none of it', async () => {
    const { pageId, settings } = await connectedPage('CSV page');
    await capture(settings, {
      first_name: '=HYPERLINK("x")',
      email: 'csv@example.net',
      utm_source: 'tiktok',
    });
    await capture(settings, { email: 'second@example.net', company: 'Acme, "Inc"' });
    await app.jobs.idle();
    const counts = await owner.client.get<{ counts: Record<string, number> }>('/api/leads/counts');
    expect(counts.body.counts[String(pageId)]).toBe(2);
    const all = await owner.client.get(`/api/leads?pageId=${pageId}&status=delivered`);
    expect(all.body.leads.map((l: { pageTitle: string }) => l.pageTitle)).toEqual(['CSV page', 'CSV page']);
    const csv = await owner.client.get(`/api/leads.csv?pageId=${pageId}`);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const [header, first, second] = csv.text.trim().split('\r\n');
    expect(header).toContain('"first_name","email","company"');
    // Last: the lead's id, then whether it is a test lead from the share link.
    expect(header).toMatch(/,"leadId","test"$/);
    expect(first).toMatch(/,"no"$/);
    expect(first).toContain(`"'=HYPERLINK(""x"")"`);
    expect(first).toContain('"tiktok"');
    expect(second).toContain('"Acme, ""Inc"""');
    expect((await owner.client.get('/api/leads?from=2026-13-01')).status).toBe(400);

    const stranger = await signUp(app, 'stranger');
    const leadId = (await leadsOf(pageId))[0]!.id;
    expect((await stranger.client.get(`/api/landing-pages/${pageId}/leads`)).status).toBe(404);
    expect((await stranger.client.get(`/api/landing-pages/${pageId}/lead-settings`)).status).toBe(404);
    expect((await stranger.client.delete(`/api/leads/${leadId}`)).status).toBe(404);
    expect((await stranger.client.post(`/api/leads/${leadId}/resend`)).status).toBe(404);
    expect(
      (await stranger.client.get(`/api/leads.csv?pageId=${pageId}`)).text.trim().split('\r\n'),
    ).toHaveLength(1);
    expect((await stranger.client.get('/api/leads/counts')).body.counts).toEqual({});

    expect((await owner.client.delete(`/api/leads/${leadId}`)).status).toBe(200);
    expect(await leadsOf(pageId)).toHaveLength(1);
  });

  it('filters the Leads page by delivery state, by UTC days (inclusive) and by page with state', async () => {
    // A user of its own: GET /api/leads is every page of the user's, and no other test's leads.
    const someone = await signUp(app, 'filters');
    const settingsOf = async (title: string) => {
      const { page } = await makePage(app.saves, someone.userId, { title });
      const res = await someone.client.get<LeadSettings>(`/api/landing-pages/${page.id}/lead-settings`);
      return { pageId: page.id, settings: res.body };
    };
    const [a, b] = [await settingsOf('Filter A'), await settingsOf('Filter B')];
    // No webhook: every lead stays as stored; its state and time are then set in place.
    const made: [string, typeof a, 'pending' | 'delivered' | 'failed', string][] = [
      ['a1', a, 'pending', '2026-03-09T23:59:59.999Z'],
      ['a2', a, 'delivered', '2026-03-10T00:00:00.000Z'],
      ['a3', a, 'failed', '2026-03-11T12:00:00.000Z'],
      ['b1', b, 'failed', '2026-03-12T23:59:59.999Z'],
      ['b2', b, 'delivered', '2026-03-13T00:00:00.000Z'],
      ['b3', b, 'pending', '2026-03-11T08:00:00.000Z'],
    ];
    for (const [name, page, status, at] of made) {
      expect((await capture(page.settings, { email: `${name}@example.net` })).status).toBe(200);
      await app.db
        .update(leads)
        .set({ deliveryStatus: status, createdAt: new Date(at) })
        .where(sql`${leads.fields}->>'email' = ${`${name}@example.net`}`);
    }
    const names = async (query: string) => {
      const res = await someone.client.get<AllLeadsResponse>(`/api/leads${query}`);
      expect(res.status, query).toBe(200);
      const found = res.body.leads.map((lead) => lead.fields.email!.split('@')[0]!).sort();
      expect(res.body.total, query).toBe(found.length);
      return found;
    };
    expect(await names('')).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3']);
    expect(await names('?status=pending')).toEqual(['a1', 'b3']);
    expect(await names('?status=delivered')).toEqual(['a2', 'b2']);
    expect(await names('?status=failed')).toEqual(['a3', 'b1']);
    // Days are UTC and inclusive at both ends: from's first instant in, to's last instant in.
    expect(await names('?from=2026-03-10&to=2026-03-12')).toEqual(['a2', 'a3', 'b1', 'b3']);
    expect(await names('?from=2026-03-10')).toEqual(['a2', 'a3', 'b1', 'b2', 'b3']);
    expect(await names('?to=2026-03-12')).toEqual(['a1', 'a2', 'a3', 'b1', 'b3']);
    expect(await names('?from=2026-03-11&to=2026-03-11')).toEqual(['a3', 'b3']);
    expect(await names('?from=2026-03-14')).toEqual([]);
    expect(await names('?status=failed&from=2026-03-12&to=2026-03-12')).toEqual(['b1']);
    // The page filter with a state: only that page's leads in that state.
    expect(await names(`?pageId=${a.pageId}`)).toEqual(['a1', 'a2', 'a3']);
    expect(await names(`?pageId=${a.pageId}&status=failed`)).toEqual(['a3']);
    expect(await names(`?pageId=${b.pageId}&status=delivered`)).toEqual(['b2']);
    expect(await names(`?pageId=${b.pageId}&status=failed&to=2026-03-11`)).toEqual([]);
    // The CSV link of the Leads page carries the same filters.
    const csv = await someone.client.get(`/api/leads.csv?pageId=${a.pageId}&status=delivered`);
    const rows = csv.text.trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('a2@example.net');
  });

  it('deleting a page deletes its leads', async () => {
    const { pageId, settings } = await connectedPage('Doomed');
    await capture(settings, { email: 'gone@example.net' });
    await app.jobs.idle();
    expect((await owner.client.delete(`/api/landing-pages/${pageId}`)).status).toBe(200);
    expect(await app.db.select().from(leads).where(eq(leads.pageId, pageId))).toEqual([]);
  });
});
