import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestResponse } from '../support/test-client.ts';
import { usersNamed } from './helpers.ts';

/** Input handling only: throttles are lifted so that many attempts cannot turn into 429s. */
const UNLIMITED = { limit: 100_000, windowMs: 60_000 };
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    authLimits: {
      loginPerAccountAndIp: UNLIMITED,
      loginPerIp: UNLIMITED,
      loginSlowdown: { freeFailures: 100_000, windowMs: 60_000, firstDelayMs: 0, maxDelayMs: 0 },
      registerPerIp: UNLIMITED,
      registerPerIpPerDay: UNLIMITED,
    },
  });
});
afterAll(async () => app?.close());

const ENDPOINTS = ['/api/auth/register', '/api/auth/login'] as const;
const JSON_TYPE = 'application/json';

function postRaw(path: string, rawBody: string, contentType?: string) {
  return app
    .client()
    .post(path, undefined, { rawBody, headers: contentType ? { 'content-type': contentType } : {} });
}

/** A 4xx whose body is JSON with a non-empty message. */
function expectClientError(response: TestResponse<any>, status?: number) {
  if (status) expect(response.status, response.text).toBe(status);
  expect(response.status, response.text).toBeGreaterThanOrEqual(400);
  expect(response.status, response.text).toBeLessThan(500);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.body?.message, response.text).toMatch(/\S/);
}

describe.each(ENDPOINTS)('POST %s with a broken body', (path) => {
  it.each(['{"username": "abc",', '{username: "abc"}', "{'username':'abc'}", '', '{"a":1}}'])(
    'answers the malformed JSON %j with 400 Malformed JSON body',
    async (raw) => {
      const response = await postRaw(path, raw, JSON_TYPE);
      expectClientError(response, 400);
      expect(response.body.message).toBe('Malformed JSON body');
    },
  );

  it.each([
    ['text/plain', '{"username":"typed1","password":"secret-pw"}'],
    ['application/x-www-form-urlencoded', 'username=typed2&password=secret-pw'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\ntyped3\r\n--x--',
    ],
    ['application/jsonp', '{"username":"typed4","password":"secret-pw"}'],
    [undefined, '{"username":"typed5","password":"secret-pw"}'],
  ])('refuses the content type %s with 415', async (contentType, raw) => {
    const response = await postRaw(path, raw, contentType);
    expectClientError(response, 415);
    expect(response.body.message).toMatch(/JSON/);
  });

  it.each([[[]], [null], [42], ['a string'], [true]])(
    'refuses the non-object body %j with 400',
    async (body) => {
      const response = await postRaw(path, JSON.stringify(body), JSON_TYPE);
      expectClientError(response, 400);
      expect(response.body.message).toMatch(/object/i);
    },
  );

  it.each([
    [{ username: 123, password: 'secret-pw' }, /username/i],
    [{ username: null, password: 'secret-pw' }, /username/i],
    [{ username: ['abc'], password: 'secret-pw' }, /username/i],
    [{ username: { $ne: '' }, password: 'secret-pw' }, /username/i],
    [{ username: 'wrongtype', password: true }, /password/i],
    [{ username: 'wrongtype', password: 123456 }, /password/i],
    [{ username: 'wrongtype', password: { $gt: '' } }, /password/i],
  ])('refuses the wrongly typed field in %j with 400', async (body, field) => {
    const response = await app.client().post(path, body);
    expectClientError(response, 400);
    expect(response.body.message).toMatch(field);
  });

  it.each([
    [{ password: 'secret-pw' }, 'Username is required'],
    [{ username: 'missing' }, 'Password is required'],
    [{}, 'Username is required'],
  ])('refuses the incomplete body %j with 400', async (body, message) => {
    const response = await app.client().post(path, body);
    expectClientError(response, 400);
    expect(response.body.message).toBe(message);
  });

  it('refuses a 100 KB username with 413, whether or not the length is announced', async () => {
    const raw = JSON.stringify({ username: 'u'.repeat(100_000), password: 'secret-pw' });
    expectClientError(await postRaw(path, raw, JSON_TYPE), 413);
    const chunked = await fetch(app.baseUrl + path, {
      method: 'POST',
      headers: { origin: app.baseUrl, 'content-type': JSON_TYPE },
      body: new Blob([raw]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ message: 'Request body is too large' });
  });

  it('refuses over-long fields that fit under the body cap with 400', async () => {
    const longName = await app.client().post(path, { username: 'n'.repeat(15_000), password: 'secret-pw' });
    expectClientError(longName, 400);
    expect(longName.body.message).toMatch(/username/i);
    const longPassword = await app.client().post(path, { username: 'longpw', password: 'p'.repeat(10_000) });
    expectClientError(longPassword, 400);
    expect(longPassword.body.message).toMatch(/password/i);
    expect(await usersNamed(app.db, 'longpw')).toHaveLength(0);
  });
});

describe('prototype keys', () => {
  it.each(['__proto__', 'constructor'])('refuses a %s key and creates no account', async (key) => {
    const raw = `{"username":"proto_${key.length}","password":"secret-pw","${key}":{"role":"admin"}}`;
    const response = await postRaw('/api/auth/register', raw, JSON_TYPE);
    expectClientError(response, 400);
    expect(await usersNamed(app.db, `proto_${key.length}`)).toHaveLength(0);
  });
});
