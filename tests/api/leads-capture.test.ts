import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../src/server/db/schema/index.ts';
import {
  HONEYPOT_FIELD,
  LEAD_LIMITS,
  type LeadSettings,
  MIN_FILL_MS,
  type PageLeadsResponse,
} from '../../src/shared/api/leads.ts';
import type { LandingPage } from '../../src/shared/api/pages.ts';
import { leadWiringScript } from '../../src/shared/export/lead-wiring.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { makePage, signUp, versionRows } from './pages-fixtures.ts';

/**
 * POST /f/{formKey}, the public lead capture endpoint, over real HTTP and a real database: the
 * three body shapes, both answers (a script's JSON, a plain form post's redirect or hosted
 * page), CORS without credentials, spam kept apart, throttles per address and per page,
 * clear 4xx for odd and hostile bodies, and 200 submissions at once with none lost.
 */

let app: TestApp;
let owner: { client: TestClient; userId: number };
let pageId: number;
let settings: LeadSettings;
let ipCounter = 0;
/** A fresh client address per submission unless a test says otherwise (TRUST_PROXY is on). */
const nextIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: '1' } });
  owner = await signUp(app, 'leads');
  pageId = (await makePage(app.saves, owner.userId, { title: 'Phoenix detailing' })).page.id;
  settings = (await owner.client.get<LeadSettings>(`/api/landing-pages/${pageId}/lead-settings`)).body;
}, 60_000);
afterAll(() => app?.close());

const human = () => String(Date.now() - 30_000);

async function submit(
  body: string | FormData | Record<string, unknown>,
  options: { ip?: string; accept?: string; key?: string; contentType?: string; origin?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? nextIp() };
  if (options.accept) headers.accept = options.accept;
  if (options.origin) headers.origin = options.origin;
  let payload: string | FormData;
  if (typeof body === 'string') {
    payload = body;
    headers['content-type'] = options.contentType ?? 'application/x-www-form-urlencoded';
  } else if (body instanceof FormData) payload = body;
  else {
    payload = JSON.stringify(body);
    headers['content-type'] = options.contentType ?? 'application/json';
  }
  const response = await fetch(`${app.baseUrl}/f/${options.key ?? settings.formKey}`, {
    method: 'POST',
    headers,
    body: payload,
    redirect: 'manual',
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const pageLeads = async () =>
  (await owner.client.get<PageLeadsResponse>(`/api/landing-pages/${pageId}/leads`)).body;

describe('capture', () => {
  it('stores a script submission and answers JSON with the thank-you, CORS open without credentials', async () => {
    const res = await submit(
      form({
        first_name: 'Ana',
        email: 'ana@example.net',
        utm_source: 'facebook',
        utm_campaign: 'spring',
        referrer: 'https://www.facebook.com/',
        _pc_started: human(),
        _pc_website: '',
      }),
      { accept: 'application/json', origin: 'https://funnel.example-client.com' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(JSON.parse(res.text)).toEqual({ ok: true, message: settings.thankYouMessage, redirectUrl: null });
    const [lead] = (await pageLeads()).leads;
    expect(lead!.fields).toEqual({ first_name: 'Ana', email: 'ana@example.net' });
    expect(lead!.source).toEqual({
      utm_source: 'facebook',
      utm_campaign: 'spring',
      referrer: 'https://www.facebook.com/',
    });
    // No webhook yet: kept, waiting for a destination.
    expect(lead!.delivery).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: null });
  });

  it('answers a CORS preflight for JSON bodies, for this route only', async () => {
    const preflight = await fetch(`${app.baseUrl}/f/${settings.formKey}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://funnel.example-client.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const api = await fetch(`${app.baseUrl}/api/landing-pages`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('takes multipart without files and flat JSON; refuses files and nested JSON', async () => {
    const multipart = new FormData();
    multipart.set('full_name', 'Bo Multipart');
    multipart.set('interests', 'ceramic');
    multipart.append('interests', 'interior');
    expect((await submit(multipart, { accept: 'application/json' })).status).toBe(200);
    expect((await submit({ email: 'json@example.net', consent: true, seats: 3 })).status).toBe(200);
    const { leads: list } = await pageLeads();
    expect(list[0]!.fields).toEqual({ email: 'json@example.net', consent: 'true', seats: '3' });
    expect(list[1]!.fields).toEqual({ full_name: 'Bo Multipart', interests: 'ceramic, interior' });

    const withFile = new FormData();
    withFile.set('email', 'f@example.net');
    withFile.set('cv', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf');
    const file = await submit(withFile, { accept: 'application/json' });
    expect(file.status).toBe(415);
    expect(JSON.parse(file.text).message).toMatch(/File uploads/);
    const nested = await submit({ email: { $ne: null } });
    expect(nested.status).toBe(400);
  });

  it('answers a plain form post with a redirect to the thank-you URL, or a hosted page', async () => {
    const hosted = await submit(form({ email: 'nojs@example.net' }), { accept: 'text/html' });
    expect(hosted.status).toBe(200);
    expect(hosted.headers.get('content-type')).toMatch(/text\/html/);
    expect(hosted.text).toContain('Thank you');
    expect(hosted.headers.get('content-security-policy')).toContain("default-src 'self'");

    await owner.client.put(`/api/landing-pages/${pageId}/lead-settings`, {
      webhookUrl: null,
      thankYouMessage: 'See you <b>Saturday</b>!',
      thankYouUrl: 'https://funnel.example-client.com/thanks',
    });
    const redirected = await submit(form({ email: 'nojs2@example.net' }), { accept: 'text/html' });
    expect(redirected.status).toBe(303);
    expect(redirected.headers.get('location')).toBe('https://funnel.example-client.com/thanks');
    const json = JSON.parse(
      (await submit(form({ email: 'js@example.net' }), { accept: 'application/json' })).text,
    );
    expect(json).toEqual({
      ok: true,
      message: 'See you <b>Saturday</b>!',
      redirectUrl: 'https://funnel.example-client.com/thanks',
    });

    await owner.client.put(`/api/landing-pages/${pageId}/lead-settings`, {
      webhookUrl: null,
      thankYouUrl: null,
    });
    const escaped = await submit(form({ email: 'nojs3@example.net' }), { accept: 'text/html' });
    expect(escaped.text).toContain('See you &lt;b&gt;Saturday&lt;/b&gt;!');
    expect(escaped.text).not.toContain('<b>Saturday');
  });
});

describe('spam', () => {
  it('gives a bot a 200 and keeps it out of the leads: honeypot and fill time', async () => {
    const before = (await pageLeads()).total;
    const honeypot = await submit(form({ email: 'bot@spam.example', _pc_website: 'http://spam.example' }), {
      accept: 'application/json',
    });
    const fast = await submit(
      form({ email: 'fast@spam.example', _pc_started: String(Date.now() - MIN_FILL_MS / 5) }),
      {
        accept: 'application/json',
      },
    );
    expect(honeypot.status).toBe(200);
    expect(fast.status).toBe(200);
    expect(JSON.parse(fast.text).ok).toBe(true);
    expect((await pageLeads()).total).toBe(before);
    const stored = await app.db.select().from(leads).where(eq(leads.isSpam, true));
    expect(stored.map((row) => row.spamReason).sort()).toEqual(['honeypot', 'too-fast']);
    expect(stored.every((row) => row.nextAttemptAt === null)).toBe(true);
  });

  it('does not call a person with a clock running ahead a bot', async () => {
    const ahead = await submit(
      form({ email: 'ahead@example.net', _pc_started: String(Date.now() + 120_000) }),
    );
    expect(ahead.status).toBe(200);
    expect((await pageLeads()).leads[0]!.fields.email).toBe('ahead@example.net');
  });
});

describe('bad input', () => {
  it('answers odd and hostile bodies with clear 4xx, never a 5xx', async () => {
    const cases: [string, Promise<{ status: number; headers: Headers; text: string }>, number][] = [
      ['oversize', submit(form({ message: 'x'.repeat(17 * 1024) })), 413],
      [
        '41 fields',
        submit(form(Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`f${i}`, 'v'])))),
        400,
      ],
      ['long field name', submit(form({ ['n'.repeat(101)]: 'v' })), 400],
      ['empty form', submit(form({ email: '', _pc_started: human() })), 400],
      ['no content type', submit('email=a', { contentType: '' }), 415],
      ['text/plain', submit('email=a', { contentType: 'text/plain' }), 415],
      ['malformed JSON', submit('{"email":', { contentType: 'application/json' }), 400],
      ['JSON array', submit('[1,2]', { contentType: 'application/json' }), 400],
      ['broken multipart', submit('--x\r\nbroken', { contentType: 'multipart/form-data; boundary=x' }), 400],
      ['unknown key', submit(form({ email: 'a@b.example' }), { key: 'A'.repeat(24) }), 404],
      ['impossible key', submit(form({ email: 'a@b.example' }), { key: '..%2f..%2fetc' }), 404],
    ];
    for (const [name, pending, status] of cases) {
      const res = await pending;
      expect(res.status, name).toBe(status);
      // A script on the funnel's origin can read the refusal (else it would fall back to a plain post).
      expect(res.headers.get('access-control-allow-origin'), name).toBe('*');
      expect(res.text, name).not.toMatch(/Internal server error/);
    }
  });

  it('stores NUL characters, lone surrogates and a __proto__ field as plain text', async () => {
    const res = await submit({ __proto__field: 'x', message: 'a\u0000b\ud800c', constructor: 'c' });
    expect(res.status).toBe(200);
    const raw = '{"__proto__":"proto","email":"p@example.net"}';
    expect((await submit(raw, { contentType: 'application/json' })).status).toBe(200);
    const { leads: list } = await pageLeads();
    expect(list[0]!.fields).toEqual(JSON.parse(raw));
    expect(Object.hasOwn(list[0]!.fields, '__proto__')).toBe(true);
    expect(list[1]!.fields.message).toBe('ab\ufffdc');
  });
});

describe('limits', () => {
  it('accepts a submission exactly at the limits: 40 fields in a body of exactly 16 KB', async () => {
    // 40 fields, none hidden (hidden ones count too), so the lead keeps all 40.
    const fields: Record<string, string> = {};
    for (let i = 0; i < LEAD_LIMITS.maxFields; i++) fields[`field_${String(i).padStart(2, '0')}`] = 'v';
    // The cap is on the body's bytes as sent (Content-Length): pad one value to land on it exactly.
    const last = `field_${LEAD_LIMITS.maxFields - 1}`;
    fields[last] += 'v'.repeat(LEAD_LIMITS.maxBytes - Buffer.byteLength(form(fields)));
    const body = form(fields);
    expect(Buffer.byteLength(body)).toBe(LEAD_LIMITS.maxBytes);

    const res = await submit(body, { accept: 'application/json' });
    expect(res.status, res.text).toBe(200);
    const [lead] = (await pageLeads()).leads;
    expect(Object.keys(lead!.fields)).toHaveLength(LEAD_LIMITS.maxFields);
    expect(lead!.fields).toEqual(fields);
    // A plain form post at the limits is taken too (a redirect or the hosted thank-you page).
    expect([200, 303]).toContain((await submit(body, { accept: 'text/html' })).status);
    // One byte more is over: the limit is inclusive.
    expect((await submit(`${body}v`, { accept: 'application/json' })).status).toBe(413);
  });
});

describe('export', () => {
  it('wires the export, never the stored page: page and fragment leave generatedHtml byte-identical', async () => {
    const html = `<!DOCTYPE html>\n<html><head><title>Quote</title></head><body><h1>Free quote</h1>
<form data-pc-form="quote"><input type="email" name="email" required><button>Send</button></form>
</body></html>\n`;
    const { page } = await makePage(app.saves, owner.userId, { title: 'Quote page', html });
    const path = `/api/landing-pages/${page.id}`;
    const pageSettings = (await owner.client.get<LeadSettings>(`${path}/lead-settings`)).body;
    const stored = (await owner.client.get<LandingPage>(path)).body.generatedHtml;
    const versionsBefore = (await versionRows(app.db, page.id)).map((v) => v.html);
    const script = leadWiringScript(pageSettings);
    expect(stored).toContain('data-pc-form="quote"');
    expect(stored).not.toContain(script);

    for (const format of ['page', 'fragment']) {
      const exported = await owner.client.get<string>(`${path}/export?format=${format}`);
      expect(exported.status, format).toBe(200);
      expect(exported.text, format).toContain(script);
      expect(exported.text, format).toContain(`action="${pageSettings.captureUrl}"`);
      expect(exported.text, format).toContain(HONEYPOT_FIELD);
    }

    const after = (await owner.client.get<LandingPage>(path)).body.generatedHtml;
    expect(after).toBe(stored);
    for (const text of [after, ...(await versionRows(app.db, page.id)).map((v) => v.html)]) {
      expect(text).not.toContain('<script');
      expect(text).not.toContain(pageSettings.formKey);
      expect(text).not.toContain(HONEYPOT_FIELD);
    }
    expect((await versionRows(app.db, page.id)).map((v) => v.html)).toEqual(versionsBefore);
  });
});

describe('throttles', () => {
  it('throttles 100 submissions a minute from one address; another address is still served', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      statuses.push(
        (await submit(form({ email: `flood${i}@example.net` }), { ip, accept: 'application/json' })).status,
      );
    }
    const accepted = statuses.filter((s) => s === 200).length;
    expect(accepted).toBe(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    const throttled = await submit(form({ email: 'again@example.net' }), { ip, accept: 'application/json' });
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.parse(throttled.text).message).toMatch(/Too many submissions/);
    expect((await submit(form({ email: 'neighbour@example.net' }), { ip: '203.0.113.78' })).status).toBe(200);
  });

  it('throttles one page flooded from many addresses, not the other pages', async () => {
    const small = await startTestApp({
      env: { TRUST_PROXY: '1' },
      leadLimits: { perPage: { limit: 5, windowMs: 60_000 } },
    });
    try {
      const someone = await signUp(small, 'flooded');
      const [a, b] = [
        await makePage(small.saves, someone.userId),
        await makePage(small.saves, someone.userId),
      ];
      const keyOf = async (id: number) =>
        (await someone.client.get<LeadSettings>(`/api/landing-pages/${id}/lead-settings`)).body.formKey;
      const [keyA, keyB] = [await keyOf(a.page.id), await keyOf(b.page.id)];
      const post = (key: string, ip: string) =>
        fetch(`${small.baseUrl}/f/${key}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
          body: 'email=x%40example.net',
        }).then((r) => r.status);
      const flood = [];
      for (let i = 0; i < 8; i++) flood.push(await post(keyA, `192.0.2.${i + 1}`));
      expect(flood).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      expect(await post(keyB, '192.0.2.50')).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('load', () => {
  it('loses none of 200 submissions sent to one page at once', async () => {
    const target = await makePage(app.saves, owner.userId, { title: 'Launch' });
    const key = (await owner.client.get<LeadSettings>(`/api/landing-pages/${target.page.id}/lead-settings`))
      .body.formKey;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        submit(form({ email: `rush${i}@example.net`, _pc_started: human() }), {
          key,
          accept: 'application/json',
        }),
      ),
    );
    expect(results.filter((r) => r.status !== 200).map((r) => r.text)).toEqual([]);
    const list = await owner.client.get<PageLeadsResponse>(
      `/api/landing-pages/${target.page.id}/leads?limit=500`,
    );
    expect(list.body.total).toBe(200);
    expect(new Set(list.body.leads.map((l) => l.fields.email)).size).toBe(200);
  }, 60_000);
});
