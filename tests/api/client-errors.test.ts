import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMIT } from '../../src/server/features/client-errors/record-client-error.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { CLIENT_ERROR_LIMITS } from '../../src/shared/api/client-errors.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * POST /api/client-errors (docs/product.md, 'Errors and toasts'): the web app's reports of a
 * screen that could not load reach the server log at warn; a malformed report is refused; one
 * address cannot flood the log. Each test reports from an address of its own (TRUST_PROXY and
 * X-Forwarded-For), so their counters never meet.
 */

let app: TestApp;
const lines: Record<string, any>[] = [];
beforeAll(async () => {
  app = await startTestApp({
    env: { TRUST_PROXY: 'true' },
    logger: createLogger('warn', (line) => lines.push(JSON.parse(line))),
  });
});
afterAll(async () => app?.close());
beforeEach(() => {
  lines.length = 0;
});

let lastAddress = 0;
/** A client whose requests come from an address no other test uses. */
function clientFromNewAddress() {
  const client = app.client();
  const address = `203.0.113.${++lastAddress}`;
  return {
    report: (json: unknown, options: { rawBody?: string; headers?: Record<string, string> } = {}) =>
      client.post('/api/client-errors', json, {
        ...options,
        headers: { 'x-forwarded-for': address, 'user-agent': 'Mozilla/5.0 (test)', ...options.headers },
      }),
    client,
  };
}

const REPORT = {
  message: 'Failed to fetch dynamically imported module: http://127.0.0.1/assets/changelog-abc.js',
  stack: 'TypeError: Failed to fetch dynamically imported module\n    at async lazy (index.js:1:1)',
  url: 'http://127.0.0.1/changelog',
  screen: 'changelog',
};

const reportsLogged = () => lines.filter((line) => line.msg === 'client error');

describe('POST /api/client-errors', () => {
  it('takes a report from a signed-out visitor: 204, logged at warn with every field', async () => {
    const { report } = clientFromNewAddress();
    const response = await report(REPORT);
    expect(response.status, response.text).toBe(204);
    expect(response.text).toBe('');
    const [logged, ...more] = reportsLogged();
    expect(more).toEqual([]);
    expect(logged).toMatchObject({
      level: 'warn',
      msg: 'client error',
      screen: 'changelog',
      message: REPORT.message,
      stack: REPORT.stack,
      url: REPORT.url,
      userAgent: 'Mozilla/5.0 (test)',
    });
    expect(logged!.requestId).toEqual(response.headers.get('x-request-id'));
    expect(logged).not.toHaveProperty('userId');
  });

  it('names the signed-in user, and needs only message and url', async () => {
    const { report, client } = clientFromNewAddress();
    const user = await client.register(`reporter${Date.now().toString(36)}`);
    lines.length = 0;
    const response = await report({ message: 'Boom', url: 'http://127.0.0.1/dashboard' });
    expect(response.status, response.text).toBe(204);
    expect(reportsLogged()).toEqual([
      expect.objectContaining({ userId: user.id, message: 'Boom', url: 'http://127.0.0.1/dashboard' }),
    ]);
  });

  it.each([
    ['no message', { url: REPORT.url }],
    ['no url', { message: 'Boom' }],
    ['an unknown field', { ...REPORT, level: 'error' }],
    ['a message that is not text', { ...REPORT, message: 42 }],
    ['a message over its cap', { ...REPORT, message: 'x'.repeat(CLIENT_ERROR_LIMITS.message + 1) }],
    ['a stack over its cap', { ...REPORT, stack: 'x'.repeat(CLIENT_ERROR_LIMITS.stack + 1) }],
    ['a url over its cap', { ...REPORT, url: `http://127.0.0.1/${'x'.repeat(CLIENT_ERROR_LIMITS.url)}` }],
    ['a screen over its cap', { ...REPORT, screen: 'x'.repeat(CLIENT_ERROR_LIMITS.screen + 1) }],
    ['an array', [REPORT]],
  ])('refuses %s with a 400 naming the problem, and logs nothing', async (_, body) => {
    const { report } = clientFromNewAddress();
    const response = await report(body);
    expect(response.status, response.text).toBe(400);
    expect(response.body.message).toMatch(/\S/);
    expect(reportsLogged()).toEqual([]);
  });

  it('takes reports at the caps exactly', async () => {
    const { report } = clientFromNewAddress();
    const response = await report({
      message: 'm'.repeat(CLIENT_ERROR_LIMITS.message),
      stack: 's'.repeat(CLIENT_ERROR_LIMITS.stack),
      url: 'u'.repeat(CLIENT_ERROR_LIMITS.url),
      screen: 'n'.repeat(CLIENT_ERROR_LIMITS.screen),
    });
    expect(response.status, response.text).toBe(204);
  });

  it('refuses malformed JSON (400), another content type (415) and a body far past any report (413)', async () => {
    const { report } = clientFromNewAddress();
    expect(
      (await report(undefined, { rawBody: '{"message":', headers: { 'content-type': 'application/json' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await report(undefined, {
          rawBody: JSON.stringify(REPORT),
          headers: { 'content-type': 'text/plain' },
        })
      ).status,
    ).toBe(415);
    const huge = JSON.stringify({ ...REPORT, stack: 'x'.repeat(64 * 1024) });
    expect(
      (await report(undefined, { rawBody: huge, headers: { 'content-type': 'application/json' } })).status,
    ).toBe(413);
    expect(reportsLogged()).toEqual([]);
  });

  it('refuses a report from another site (the same-origin rule of every API write)', async () => {
    const { report } = clientFromNewAddress();
    const response = await report(REPORT, { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(reportsLogged()).toEqual([]);
  });

  it(`throttles one address past ${CLIENT_ERROR_LIMIT.limit} reports: 429 with Retry-After, not logged; others still report`, async () => {
    const { report } = clientFromNewAddress();
    for (let i = 0; i < CLIENT_ERROR_LIMIT.limit; i++) {
      const response = await report({ ...REPORT, message: `report ${i}` });
      expect(response.status, `report ${i}: ${response.text}`).toBe(204);
    }
    const refused = await report({ ...REPORT, message: 'one too many' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many error reports from this address. Please try again later.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(reportsLogged()).toHaveLength(CLIENT_ERROR_LIMIT.limit);
    expect(reportsLogged().some((line) => line.message === 'one too many')).toBe(false);

    const other = clientFromNewAddress();
    expect((await other.report(REPORT)).status).toBe(204);
  });
});
