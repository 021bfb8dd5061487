import { eq } from 'drizzle-orm';
import { parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogs, landingPages, monthlyUsage, pageVersions } from '../../src/server/db/schema/index.ts';
import { isCompleteDocument } from '../../src/server/features/generation/html/document.ts';
import { eventsOfType, parseEventStream } from '../support/sse.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';

let app: TestApp;
let client: TestClient;
let userId: number;

beforeAll(async () => {
  // No provider configured: the embedded offline engine answers. A price override for models is
  // set, as an operator might: the offline engine must still cost nothing (README.md, 'AI generation').
  app = await startTestApp({ env: { AI_PRICE_INPUT_PER_MTOK: '3', AI_PRICE_OUTPUT_PER_MTOK: '15' } });
  client = app.client();
  userId = (await client.register('offliner')).id;
});
afterAll(async () => app?.close());

const generate = (content: string, generationOptions?: Record<string, unknown>) =>
  client.post('/api/ai-chat-generate', { messages: [{ role: 'user', content }], generationOptions });
const modify = (landingPageId: number, content: string, currentHtml = '') =>
  client.post('/api/ai-chat-modify', { landingPageId, messages: [{ role: 'user', content }], currentHtml });

describe('the offline engine behind the real endpoints', () => {
  let pageId: number;
  let html: string;

  it('streams an explanation and a complete, responsive page, and saves it', async () => {
    const response = await generate('A landing page for "Bright Smile Dental", a family dentist in Austin', {
      primaryGoal: 'Schedule Consultation',
      colorScheme: 'Teal & White (Modern)',
    });
    const stream = parseEventStream(response.text);
    expect(stream.done).toBe(true);
    const [update] = eventsOfType(stream, 'html_update');
    expect(update).toBeDefined();
    html = update!.html;
    pageId = update!.savedPage.id;
    expect(isCompleteDocument(html)).toBe(true);
    expect(html).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1(\.0)?">/);
    expect(html).toContain('@media');
    expect(html).toMatch(/<form[\s>]/);
    expect(html).not.toMatch(/<script[^>]+src=|cdn\.tailwindcss|<link[^>]+stylesheet/i);
    expect(parse(html).childNodes.some((node) => node.nodeName === '#documentType')).toBe(true);
    expect(update!.savedPage.title).toMatch(/Bright Smile Dental/);
    expect(stream.content.length).toBeGreaterThan(html.length);
    const [log] = await app.db.select().from(apiLogs).where(eq(apiLogs.userId, userId));
    expect(log).toMatchObject({ model: 'offline-composer', requestType: 'generate', success: true });
    expect(Number(log?.totalCost)).toBe(0);
    expect(log!.outputTokens).toBeGreaterThan(1000);
  });

  it('applies a supported edit as a new version', async () => {
    const response = await modify(pageId, 'rename the headline to "Smiles that last a lifetime"', html);
    const [update] = eventsOfType(parseEventStream(response.text), 'html_update');
    expect(update?.html).toContain('Smiles that last a lifetime');
    expect(isCompleteDocument(update!.html)).toBe(true);
    const versions = await app.db.select().from(pageVersions).where(eq(pageVersions.landingPageId, pageId));
    expect(versions).toHaveLength(2);
  });

  it('says plainly when an instruction is outside its set, changes nothing and charges nothing', async () => {
    const [before] = await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, userId));
    const response = await modify(
      pageId,
      'Translate the whole page into Japanese with a haiku in every section',
    );
    const stream = parseEventStream(response.text);
    expect(eventsOfType(stream, 'html_update')).toEqual([]);
    expect(eventsOfType(stream, 'error')).toEqual([]);
    expect(stream.content).toMatch(/offline engine/i);
    expect(stream.content).toContain('ask your administrator to connect an AI service');
    expect(stream.content).not.toContain('API_KEY');
    const [after] = await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, userId));
    expect(after?.modifyCount).toBe(before?.modifyCount);
    const versions = await app.db.select().from(pageVersions).where(eq(pageVersions.landingPageId, pageId));
    expect(versions).toHaveLength(2);
  });

  it('makes variations that differ, in one group', async () => {
    const response = await generate('A webinar registration page about email marketing', {
      generateVariations: true,
      variationCount: 2,
      primaryGoal: 'Promote Event',
    });
    const stream = parseEventStream(response.text);
    const [done] = eventsOfType(stream, 'variations_complete');
    expect(done?.totalCount).toBe(2);
    const pages = await app.db
      .select()
      .from(landingPages)
      .where(eq(landingPages.variationGroup, done!.variationGroup));
    expect(pages).toHaveLength(2);
    expect(pages[0]!.generatedHtml).not.toBe(pages[1]!.generatedHtml);
    expect(stream.content).toMatch(/✓ Variation 1 ready/);
    expect(stream.content).toMatch(/✓ Variation 2 ready/);
  });

  it('logs every call with token estimates at zero cost, whatever price override is set', async () => {
    const logs = await app.db.select().from(apiLogs).where(eq(apiLogs.userId, userId));
    expect(new Set(logs.map((log) => log.requestType))).toEqual(new Set(['generate', 'modify', 'variation']));
    for (const log of logs) {
      expect(log.model).toBe('offline-composer');
      expect(log.inputTokens).toBeGreaterThan(0);
      expect(log.outputTokens).toBeGreaterThan(0);
      expect(Number(log.totalCost)).toBe(0);
    }
  });
});
