import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Answers decided before the request body is read (an unknown route, a malformed id, no
 * session, a cross-site write) must leave a keep-alive connection usable: a browser or an
 * HTTP client puts the socket back in its pool, and its next request goes out on it. Each
 * case runs on one pooled connection (one socket at most) and ends with a plain GET on it.
 */
let app: TestApp;
let cookie = '';
beforeAll(async () => {
  app = await startTestApp();
  const client = app.client();
  await client.register('keepaliveuser', 'secret-pw');
  cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
});
afterAll(async () => app?.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The request went out on a connection an earlier request had used. */
  reused: boolean;
}

function send(
  agent: http.Agent,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(new URL(path, app.baseUrl), { method, agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text,
          reused: request.reusedSocket,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

// Under the page routes' 4 MB limit (and the AI routes' 40 MB), so no 413 answers first.
const BODY_BYTES = 2 * 1024 * 1024;

interface Case {
  method: string;
  path: string;
  status: number;
  signedIn?: boolean;
  bytes?: number;
}

const cases: [string, Case][] = [
  [
    'an unknown API route (404)',
    { method: 'POST', path: '/api/landing-pages/1/no-such-action', status: 404 },
  ],
  [
    'an invalid landing page id (400)',
    { method: 'PUT', path: '/api/landing-pages/not-an-id', status: 400, signedIn: true },
  ],
  ['a write without a session (401)', { method: 'PUT', path: '/api/landing-pages/1', status: 401 }],
  ['an AI request without a session (401)', { method: 'POST', path: '/api/ai-chat-generate', status: 401 }],
  [
    // Under the 1 MB limit of the other API routes.
    'an admin write by a regular user (403)',
    { method: 'POST', path: '/api/admin/assign-plan', status: 403, signedIn: true, bytes: 1_000_000 },
  ],
];

describe('an answer given before the body was read keeps the connection usable', () => {
  it.each(cases)('%s', async (_, { method, path, status, signedIn = false, bytes = BODY_BYTES }) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = Buffer.alloc(bytes, 'a');
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'content-length': String(body.length),
        origin: app.baseUrl,
      };
      if (signedIn) headers.cookie = cookie;
      const early = await send(agent, method, path, headers, body);
      expect(early.status, early.text).toBe(status);

      const next = await send(agent, 'GET', '/api/changelog', {});
      expect(next.status).toBe(200);
      // The same connection carried it: the early answer left it healthy, not closing.
      expect(next.reused).toBe(true);
      expect(early.headers.connection).not.toBe('close');
    } finally {
      agent.destroy();
    }
  });
});
