import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '../../src/server/features/admin/routes.ts';
import { TEST_ADMIN } from '../support/database.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { signUp } from './pages-fixtures.ts';

/**
 * The role x endpoint matrix: every /api/admin route (the table is checked against the
 * router, so a new route without a row fails here) answers 401 signed out, 403 to a signed-in
 * user, and its own answer to an admin (harmless requests: unknown ids, invalid bodies).
 */
interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route as registered. */
  route: string;
  path: string;
  body?: unknown;
  admin: number;
}

const NO_ID = 999_999;
const ROUTES: Row[] = [
  { method: 'GET', route: '/users', path: '/users', admin: 200 },
  {
    method: 'PUT',
    route: '/users/:id/role',
    path: `/users/${NO_ID}/role`,
    body: { role: 'user' },
    admin: 404,
  },
  {
    method: 'POST',
    route: '/assign-plan',
    path: '/assign-plan',
    body: { userId: NO_ID, planId: 1 },
    admin: 404,
  },
  {
    method: 'PUT',
    route: '/users/:id/token-limits',
    path: `/users/${NO_ID}/token-limits`,
    body: { maxGenerateTokensPerRequest: 100 },
    admin: 404,
  },
  { method: 'GET', route: '/users/:id/usage', path: `/users/${NO_ID}/usage`, admin: 404 },
  { method: 'GET', route: '/subscription-plans', path: '/subscription-plans', admin: 200 },
  {
    method: 'POST',
    route: '/subscription-plans',
    path: '/subscription-plans',
    body: { name: 'X' },
    admin: 400,
  },
  {
    method: 'PUT',
    route: '/subscription-plans/:id',
    path: `/subscription-plans/${NO_ID}`,
    body: { isActive: false },
    admin: 404,
  },
  { method: 'DELETE', route: '/subscription-plans/:id', path: `/subscription-plans/${NO_ID}`, admin: 404 },
  { method: 'GET', route: '/coupons', path: '/coupons', admin: 200 },
  { method: 'POST', route: '/coupons', path: '/coupons', body: {}, admin: 400 },
  { method: 'PUT', route: '/coupons/:id', path: `/coupons/${NO_ID}`, body: { isActive: false }, admin: 404 },
  { method: 'DELETE', route: '/coupons/:id', path: `/coupons/${NO_ID}`, admin: 404 },
  { method: 'GET', route: '/user-subscriptions', path: '/user-subscriptions', admin: 200 },
  {
    method: 'PUT',
    route: '/subscriptions/:id',
    path: `/subscriptions/${NO_ID}`,
    body: { status: 'active' },
    admin: 404,
  },
  { method: 'GET', route: '/usage-stats', path: '/usage-stats', admin: 200 },
  { method: 'GET', route: '/usage-stats.csv', path: '/usage-stats.csv', admin: 200 },
  { method: 'GET', route: '/api-logs', path: '/api-logs', admin: 200 },
  { method: 'GET', route: '/api-logs/summary', path: '/api-logs/summary', admin: 200 },
  { method: 'GET', route: '/revenue', path: '/revenue', admin: 200 },
  { method: 'DELETE', route: '/api-logs', path: '/api-logs?type=bogus', admin: 400 },
  { method: 'DELETE', route: '/api-logs/:id', path: `/api-logs/${NO_ID}`, admin: 404 },
  {
    method: 'PUT',
    route: '/changelog',
    path: '/changelog',
    body: { oldDate: 'No such day', newDate: 'Any day', changes: ['x'] },
    admin: 404,
  },
  { method: 'DELETE', route: '/changelog/:date', path: '/changelog/No%20such%20day', admin: 404 },
  { method: 'GET', route: '/audit-log', path: '/audit-log', admin: 200 },
];

const send = (client: TestClient, row: Row) =>
  client.request(row.method, `/api/admin${row.path}`, row.body === undefined ? {} : { json: row.body });

let app: TestApp;
let admin: TestClient;
let user: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = app.client();
  await admin.login(TEST_ADMIN.username, TEST_ADMIN.password);
  user = (await signUp(app, 'plain')).client;
});
afterAll(async () => app?.close());

describe('admin access matrix', () => {
  it('has one row for every admin route', () => {
    const registered = adminRoutes.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    expect(ROUTES.map((row) => `${row.method} ${row.route}`).sort()).toEqual(registered);
  });

  for (const row of ROUTES) {
    it(`${row.method} ${row.path}: 401 signed out, 403 user, ${row.admin} admin`, async () => {
      const anonymous = await send(app.client(), row);
      expect(anonymous.status).toBe(401);
      const forbidden = await send(user, row);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({ message: 'Administrator access required' });
      const allowed = await send(admin, row);
      expect(allowed.status, allowed.text).toBe(row.admin);
    });
  }

  const idRoutes = ROUTES.filter((row) => row.route.includes('/:id'));
  it.each(['abc', '0', '-1', '1.5', '99999999999'])(
    'answers 400 to the id %s on every id route',
    async (bad) => {
      for (const row of idRoutes) {
        const response = await send(admin, { ...row, path: row.path.replace(String(NO_ID), bad) });
        expect(response.status, `${row.method} ${row.path}`).toBe(400);
      }
    },
  );

  it('answers 404 JSON to an unknown admin path, still 403 for users', async () => {
    expect((await admin.get('/api/admin/nothing-here')).status).toBe(404);
    expect((await user.get('/api/admin/nothing-here')).status).toBe(403);
  });
});
