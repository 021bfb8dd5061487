import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import {
  type Actor,
  CATALOGUE,
  CATALOGUE_APP_ENV,
  clientFor,
  createFixture,
  createUsers,
  fakeRenderer,
  isWrite,
  method,
  type Request,
  ROUTES,
  type RouteSpec,
  registeredRoutes,
  UNLIMITED_AUTH,
  UNLIMITED_LEADS,
  type Users,
  validRequest,
} from './route-catalogue.ts';

/**
 * The bad-input suite: every write endpoint and every id-taking route
 * of the route catalogue gets malformed JSON, wrong content types, non-object bodies, missing,
 * extra and wrongly typed fields, huge strings and images, hostile ids and query strings and
 * unicode edge cases. Inputs that are wrong must get a clear 4xx JSON `{message}`; inputs that
 * may be fine (an emoji in a name) may succeed; nothing may ever answer 5xx, and the server
 * keeps serving afterwards. The number of inputs tried is printed at the end.
 */

let app: TestApp;
let people: Users;
beforeAll(async () => {
  app = await startTestApp({
    env: CATALOGUE_APP_ENV,
    renderer: fakeRenderer,
    authLimits: UNLIMITED_AUTH,
    leadLimits: UNLIMITED_LEADS,
  });
  people = await createUsers(app);
});
afterAll(async () => {
  await app?.jobs.idle();
  await app?.close();
});

/** 'reject': the input is wrong, the answer must be a 4xx with a JSON message. 'any': it may be fine. */
type Kind = 'reject' | 'any';
interface Problem {
  route: string;
  input: string;
  status: number | string;
  body: string;
}
let tried = 0;
let serverErrors = 0;
const problems: Problem[] = [];

const MB = 1024 * 1024;
const HUGE_STRING = 'x'.repeat(5 * MB);
const JSON_TYPE = { 'content-type': 'application/json' };

/** Sends one bad input and records what is wrong with the answer (if anything). */
async function attempt(
  client: TestClient,
  spec: RouteSpec,
  input: string,
  request: Request & { body?: unknown },
  kind: Kind,
) {
  tried++;
  let status: number | string;
  let text = '';
  let contentType = '';
  try {
    const response = await client.request<any>(method(spec), request.path, {
      json: request.json,
      rawBody: request.rawBody,
      headers: request.headers,
      noOrigin: request.noOrigin,
    });
    status = response.status;
    text = response.text;
    contentType = response.headers.get('content-type') ?? '';
  } catch (error) {
    // The connection failed: no answer at all is as bad as a 5xx.
    status = `no response (${(error as Error).cause ?? (error as Error).message})`;
  }
  const record = () => problems.push({ route: spec.route, input, status, body: text.slice(0, 200) });
  if (typeof status === 'string' || status >= 500) {
    if (typeof status === 'number') serverErrors++;
    record();
    return;
  }
  if (status >= 400) {
    // Every refusal is JSON with a message (the share preview's and the published page's 404
    // are plain pages by design: they answer browsers, and reveal nothing).
    const isPreview = spec.route.startsWith('GET /preview/') || spec.route === 'GET /p/:slug';
    let message: unknown;
    try {
      message = JSON.parse(text).message;
    } catch {
      message = undefined;
    }
    const clear = isPreview
      ? status === 404
      : contentType.startsWith('application/json') && typeof message === 'string' && message.trim() !== '';
    if (!clear) record();
    return;
  }
  if (kind === 'reject' && status !== 304) record();
}

// ------------------------------------------------------------------ inputs

const MALFORMED_JSON = [
  '{',
  '{"a":',
  "{'name':'x'}",
  '{"a":1}}',
  '{"a":1,}',
  '{name: "x"}',
  '[1,2',
  '"unterminated',
  'NaN',
  'undefined',
  '\u0000',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '',
  ' ',
];
const NON_OBJECTS = [
  'null',
  '[]',
  '[{}]',
  '42',
  '-1',
  '"a string"',
  'true',
  'false',
  '{}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
];
const WRONG_CONTENT_TYPES: (string | undefined)[] = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonp',
];
const WRONG_VALUES: [string, unknown][] = [
  ['null', null],
  ['zero', 0],
  ['negative', -1],
  ['float', 1.5],
  ['huge number', 1e308],
  ['true', true],
  ['empty array', []],
  ['array of values', ['x', 1]],
  ['object', { nested: { deeper: 1 } }],
  ['empty string', ''],
  ['numeric string', '12'],
  ['string', 'text'],
];
const UNICODE: [string, string][] = [
  ['lone high surrogate', 'a\ud800b'],
  ['lone low surrogate', '\udfffa'],
  ['reversed surrogate pair', '\udc00\ud800'],
  ['NUL', 'a\u0000b'],
  ['C0 controls', '\u0001\u0007\u001b[31m'],
  ['RTL override', '\u202egnp.exe'],
  ['zero-width and BOM', '\u200b\u200d\ufeffname'],
  ['emoji ZWJ family', '👩‍👩‍👧‍👦🏳️‍🌈'],
  ['long grapheme cluster', `e${'\u0301'.repeat(5_000)}`],
  ['combining only', '\u0301\u0302\u0303'],
  ['non-characters', '\uffff\ufffe'],
  ['astral plane', '𝕳𝖊𝖑𝖑𝖔 𐍈'],
];
/** Raw bodies that are not valid UTF-8. */
const BAD_UTF8: [string, Uint8Array<ArrayBuffer>][] = [
  [
    'invalid UTF-8 bytes in a string',
    new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  ],
  ['overlong encoding', new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d])],
];
const HOSTILE_IDS = [
  '0',
  '-1',
  '-0',
  'abc',
  '1.5',
  '1e3',
  '0x10',
  '+1',
  '01',
  '99999999999999999999',
  '2147483648',
  '9'.repeat(400),
  'NaN',
  'Infinity',
  'null',
  '%20',
  '%201',
  '1%20',
  '%00',
  '1%00',
  '%E2%80%AE1',
  '%D9%A1',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%ZZ',
  '%',
  "1'",
  '1%3BDROP%20TABLE%20users',
  '%2e%2e',
  '%7B%7D',
];
const HOSTILE_QUERIES = [
  '?%00=%00',
  '?page=-1&pageSize=0',
  '?page=abc&pageSize=1e9',
  '?page=1.5',
  '?page=99999999999999999999',
  '?search=%00',
  `?search=${'x'.repeat(8_000)}`,
  '?search=%ED%A0%80',
  '?type=%00',
  '?type=all&type=old',
  '?key=%00',
  '?key[]=a&key[]=b',
  '?t=%00',
  '?w=-1&h=abc&width=1e9',
  '?%ZZ',
];

const actorFor = (spec: RouteSpec): Actor => (spec.access === 'admin' ? 'admin' : 'owner');

/** The valid path with one path segment (a route parameter) replaced. */
function withParam(spec: RouteSpec, validPath: string, param: string, value: string): string {
  const [pathname, query] = validPath.split('?');
  const template = spec.route.split(' ')[1]!.split('/');
  const segments = pathname!.split('/');
  segments[template.indexOf(`:${param}`)] = value;
  return segments.join('/') + (query === undefined ? '' : `?${query}`);
}

function stringFields(body: Record<string, unknown>): string[] {
  return Object.keys(body).filter((key) => typeof body[key] === 'string');
}

/** Every bad input for one route, with its own fresh rows. */
async function fuzzRoute(spec: RouteSpec) {
  const f = await createFixture(app.saves, people);
  const actor = actorFor(spec);
  const client = await clientFor(app, people, actor);
  const valid = validRequest(spec, f, actor);
  const before = problems.length;

  if (isWrite(spec) && !spec.raw) {
    const body = spec.body ? (spec.body(f) as Record<string, unknown>) : undefined;
    // A body-less write ignores bodies; a JSON one must refuse the broken ones.
    const kind: Kind = body ? 'reject' : 'any';
    for (const raw of MALFORMED_JSON) {
      await attempt(
        client,
        spec,
        `malformed JSON ${JSON.stringify(raw.slice(0, 20))}`,
        { path: valid.path, rawBody: raw, headers: JSON_TYPE },
        kind,
      );
    }
    for (const raw of NON_OBJECTS) {
      await attempt(
        client,
        spec,
        `non-object body ${raw.slice(0, 12)}`,
        { path: valid.path, rawBody: raw, headers: JSON_TYPE },
        kind,
      );
    }
    for (const [label, bytes] of BAD_UTF8) {
      await attempt(client, spec, label, { path: valid.path, rawBody: bytes, headers: JSON_TYPE }, kind);
    }
    const text = JSON.stringify(body ?? { a: 1 });
    for (const type of WRONG_CONTENT_TYPES) {
      await attempt(
        client,
        spec,
        `content type ${type}`,
        { path: valid.path, rawBody: text, headers: type ? { 'content-type': type } : {} },
        kind,
      );
    }
    // A body over every cap (40 MB for the AI routes, 4 MB for pages, 1 MB elsewhere): 413.
    await attempt(
      client,
      spec,
      'huge body',
      { path: valid.path, rawBody: `{"a":"${'x'.repeat(41 * MB)}"}`, headers: JSON_TYPE },
      'reject',
    );
    if (body) {
      await attempt(client, spec, 'extra field', { path: valid.path, json: { ...body, extra: 1 } }, 'reject');
      await attempt(client, spec, 'body wrapped in an array', { path: valid.path, json: [body] }, 'reject');
      for (const key of Object.keys(body)) {
        const { [key]: _, ...rest } = body;
        await attempt(client, spec, `missing ${key}`, { path: valid.path, json: rest }, 'any');
        for (const [label, value] of WRONG_VALUES) {
          await attempt(
            client,
            spec,
            `${key} = ${label}`,
            { path: valid.path, json: { ...body, [key]: value } },
            'any',
          );
        }
      }
      for (const key of stringFields(body)) {
        await attempt(
          client,
          spec,
          `${key} = 5 MB string`,
          { path: valid.path, json: { ...body, [key]: HUGE_STRING } },
          'reject',
        );
        for (const [label, value] of UNICODE) {
          await attempt(
            client,
            spec,
            `${key} with ${label}`,
            { path: valid.path, json: { ...body, [key]: value } },
            'any',
          );
          await attempt(
            client,
            spec,
            `${key} with ${label} around valid text`,
            { path: valid.path, json: { ...body, [key]: `${value}${body[key]}${value}` } },
            'any',
          );
        }
      }
      // Arrays of strings (chat messages) get the same treatment one level down.
      if (Array.isArray(body.messages)) {
        for (const [label, value] of UNICODE) {
          await attempt(
            client,
            spec,
            `message content with ${label}`,
            { path: valid.path, json: { ...body, messages: [{ role: 'user', content: value }] } },
            'any',
          );
        }
        await attempt(
          client,
          spec,
          'messages as an object',
          { path: valid.path, json: { ...body, messages: { role: 'user', content: 'x' } } },
          'reject',
        );
        await attempt(
          client,
          spec,
          'message of wrong shape',
          { path: valid.path, json: { ...body, messages: [{ role: 'system', content: 1 }] } },
          'reject',
        );
      }
    }
  }

  for (const param of spec.idParams) {
    for (const id of HOSTILE_IDS) {
      const path = withParam(spec, valid.path, param, id);
      // A dot segment (%2e%2e) is resolved by the client before sending, so the server sees
      // another path, which may be a real route (/api/landing-pages/%2e%2e/leads is /api/leads).
      const resolved = new URL(path, 'http://x').pathname !== path.split('?')[0];
      await attempt(
        client,
        spec,
        `${param} = ${id.slice(0, 20)}`,
        { ...valid, path },
        spec.route === 'DELETE /api/admin/changelog/:date' || resolved ? 'any' : 'reject',
      );
    }
  }

  if (method(spec) === 'GET') {
    for (const query of HOSTILE_QUERIES) {
      const path = valid.path.includes('?') ? `${valid.path}&${query.slice(1)}` : `${valid.path}${query}`;
      await attempt(client, spec, `query ${query.slice(0, 24)}`, { ...valid, path }, 'any');
    }
  }
  return problems.slice(before);
}

// ------------------------------------------------------------------ tests

const fuzzed = ROUTES.filter(
  (spec) => (isWrite(spec) && !spec.raw) || spec.idParams.length > 0 || method(spec) === 'GET',
);

describe('coverage', () => {
  it('fuzzes every write and every id-taking route of the app', () => {
    expect(CATALOGUE.problems).toEqual([]);
    expect(ROUTES.map((spec) => spec.route)).toEqual(registeredRoutes());
    const writes = ROUTES.filter((spec) => isWrite(spec) && !spec.raw);
    const withIds = ROUTES.filter((spec) => spec.route.includes('/:'));
    for (const spec of [...writes, ...withIds]) expect(fuzzed).toContain(spec);
    for (const spec of withIds) {
      const params = spec.route.match(/:(\w+)/g)!.map((param) => param.slice(1));
      expect(spec.idParams, spec.route).toEqual(params);
    }
  });
});

describe.each(fuzzed.map((spec) => [spec.route, spec] as const))('%s', (_, spec) => {
  it('answers every bad input with a clear 4xx, never a 5xx', { timeout: 120_000 }, async () => {
    const found = await fuzzRoute(spec);
    expect(found).toEqual([]);
  });
});

describe('the webhook and sessions', () => {
  it('the webhook refuses broken deliveries with 400, whatever their body', async () => {
    const spec = ROUTES.find((s) => s.route === 'POST /api/stripe/webhook')!;
    const client = app.client();
    const bodies = [...MALFORMED_JSON, ...NON_OBJECTS, HUGE_STRING.slice(0, 900_000)];
    for (const rawBody of bodies) {
      for (const signature of [undefined, '', 't=1,v1=deadbeef', 'v1=%00', 'x'.repeat(8_000)]) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (signature !== undefined) headers['stripe-signature'] = signature;
        await attempt(
          client,
          spec,
          `webhook ${rawBody.slice(0, 10)} / ${signature?.slice(0, 10)}`,
          { path: '/api/stripe/webhook', rawBody, headers, noOrigin: true },
          'reject',
        );
      }
    }
    expect(problems.filter((p) => p.route === spec.route)).toEqual([]);
  });

  it('a garbage session cookie is just "signed out"', async () => {
    const spec = ROUTES.find((s) => s.route === 'GET /api/auth/me')!;
    for (const cookie of [
      '',
      '%00',
      'a'.repeat(4_000),
      '\u00e9\u00e8',
      '..%2F..%2F',
      'null',
      '{"role":"admin"}',
      '%ED%A0%80',
    ]) {
      const client = app.client();
      await attempt(
        client,
        spec,
        `session cookie ${cookie.slice(0, 12)}`,
        { path: '/api/auth/me', headers: { cookie: `pagecraft_session=${cookie}` } },
        'reject',
      );
    }
    expect(problems.filter((p) => p.input.startsWith('session cookie'))).toEqual([]);
  });

  it('huge reference images and page HTML are refused with 413 / 400', async () => {
    const f = await createFixture(app.saves, people);
    const owner = await clientFor(app, people, 'owner');
    const generate = ROUTES.find((s) => s.route === 'POST /api/ai-chat-generate')!;
    const put = ROUTES.find((s) => s.route === 'PUT /api/landing-pages/:id')!;
    const messages = [{ role: 'user', content: 'A page' }];
    const image = (mb: number) => 'A'.repeat(Math.ceil(mb * MB));
    const cases: [string, RouteSpec, Request, number][] = [
      [
        'six 7 MB reference images (over the 40 MB cap)',
        generate,
        {
          path: '/api/ai-chat-generate',
          json: { messages, referenceImages: Array.from({ length: 6 }, () => image(7)) },
        },
        413,
      ],
      [
        'one 8 MB reference image (over the per-image cap)',
        generate,
        { path: '/api/ai-chat-generate', json: { messages, referenceImages: [image(8)] } },
        400,
      ],
      [
        'an 8 MB image data URL in a message',
        generate,
        {
          path: '/api/ai-chat-generate',
          json: { messages: [{ ...messages[0], image: `data:image/png;base64,${image(8)}` }] },
        },
        400,
      ],
      [
        'a reference image that is not base64',
        generate,
        { path: '/api/ai-chat-generate', json: { messages, referenceImages: ['<script>alert(1)</script>'] } },
        400,
      ],
      [
        'a reference image object with a non-image type',
        generate,
        {
          path: '/api/ai-chat-generate',
          json: { messages, referenceImages: [{ data: 'AAAA', mimeType: 'text/html' }] },
        },
        400,
      ],
      [
        '5 MB of page HTML (over the 4 MB cap)',
        put,
        { path: `/api/landing-pages/${f.pageId}`, json: { generatedHtml: `<p>${'x'.repeat(5 * MB)}</p>` } },
        413,
      ],
    ];
    for (const [label, spec, request, status] of cases) {
      tried++;
      const response = await owner.request<any>(method(spec), request.path, { json: request.json });
      expect(response.status, `${label}: ${response.text.slice(0, 200)}`).toBe(status);
      expect(response.body.message, label).toMatch(/\S/);
    }
  });
});

describe('oversized uploads', () => {
  it('answer 413 on a connection that stays usable: the next requests succeed', async () => {
    const spec = ROUTES.find((s) => s.route === 'POST /api/ai-chat-generate')!;
    const owner = await clientFor(app, people, 'owner');
    for (let round = 0; round < 4; round++) {
      tried++;
      const big = await owner.request<any>('POST', '/api/ai-chat-generate', {
        rawBody: `{"messages":"${'x'.repeat(42 * MB)}"}`,
        headers: JSON_TYPE,
      });
      expect(big.status).toBe(413);
      expect(big.body).toEqual({ message: 'Request body is too large' });
      // Read fully before answering, so the connection is kept alive, not cut.
      expect(big.headers.get('connection')).not.toBe('close');
      expect((await owner.get('/api/auth/me')).status, spec.route).toBe(200);
      expect((await owner.get('/api/folders')).status).toBe(200);
    }
  });
});

describe('after all of it', () => {
  it('the server still serves, and no input got a 5xx', async () => {
    const health = await app.client().get('/readyz');
    expect(health.status).toBe(200);
    const owner = await clientFor(app, people, 'owner');
    expect((await owner.get('/api/landing-pages')).status).toBe(200);
    console.log(
      `bad-input suite: ${tried} inputs tried, ${serverErrors} answered 5xx, ${problems.length} unclear answers`,
    );
    expect(tried).toBeGreaterThan(3_000);
    expect(serverErrors).toBe(0);
    expect(problems).toEqual([]);
  });
});
