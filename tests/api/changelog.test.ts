import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changelogEntries } from '../../src/server/db/schema/index.ts';
import { DEFAULT_CHANGELOG } from '../../src/server/db/seed.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

describe('GET /api/changelog', () => {
  it('is public and returns the seeded entry as { date, changes: string[] }', async () => {
    const response = await app.client().get('/api/changelog');
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    for (const entry of response.body) {
      expect(Object.keys(entry).sort()).toEqual(['changes', 'date']);
      expect(typeof entry.date).toBe('string');
      expect(entry.changes.every((change: unknown) => typeof change === 'string')).toBe(true);
    }
    expect(response.body).toContainEqual({
      date: 'November 22, 2026',
      changes: expect.arrayContaining(['Create an account and sign in with a username and password']),
    });
    for (const entry of DEFAULT_CHANGELOG) expect(response.body).toContainEqual(entry);
  });

  it('seeds several entries describing the product, newest first, each with its changes', async () => {
    expect(DEFAULT_CHANGELOG.length).toBeGreaterThanOrEqual(4);
    const times = DEFAULT_CHANGELOG.map((entry) => Date.parse(entry.date));
    expect(times.every((time) => !Number.isNaN(time))).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(DEFAULT_CHANGELOG.map((entry) => entry.date)).size).toBe(DEFAULT_CHANGELOG.length);
    for (const entry of DEFAULT_CHANGELOG) expect(entry.changes.length).toBeGreaterThan(0);
  });

  it('lists entries newest first', async () => {
    await app.db.insert(changelogEntries).values([
      { date: 'January 5, 2027', changes: ['A later change'] },
      { date: 'March 1, 2025', changes: ['An earlier change'] },
    ]);
    const response = await app.client().get('/api/changelog');
    expect(response.body.map((entry: { date: string }) => entry.date)).toEqual([
      'January 5, 2027',
      ...DEFAULT_CHANGELOG.map((entry) => entry.date),
      'March 1, 2025',
    ]);
  });

  it('answers the same signed in', async () => {
    const client = app.client();
    await client.register('reader', 'reader-pw');
    const signedIn = await client.get('/api/changelog');
    const signedOut = await app.client().get('/api/changelog');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual(signedOut.body);
  });
});
