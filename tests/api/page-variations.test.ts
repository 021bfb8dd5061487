import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogs,
  chatMessages,
  landingPages,
  leadSettings,
  monthlyUsage,
  pageVersions,
} from '../../src/server/db/schema/index.ts';
import { isCompleteDocument } from '../../src/server/features/generation/html/document.ts';
import { type FakeProviderServer, lastUserText, startFakeAnthropic } from '../fakes/fake-anthropic.ts';
import { fencedAnswer } from '../support/pages.ts';
import { userWithPlan } from '../support/plans.ts';
import { eventsOfType, parseEventStream } from '../support/sse.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';

/**
 * Variations of a page as it is now (docs/product.md, 'Variations of the page as it is now'):
 * made from the live version, keeping what the marketer wrote and placed, re-pitching the rest.
 */

const BRIEF =
  'A landing page for "Harbor Plumbing", an emergency plumber in Leeds. Call 0113 496 0000. Free quotes.';
const MY_HEADLINE = 'Burst pipe at 2am? We pick up.';
const MY_SECTION = 'Our vans carry 400 parts, so most jobs finish on the first visit';
const MY_PHOTO = '/media/harbor-van-photo.webp';

/** The words of the first element opened by `open` (e.g. 'h1', 'p class="pc-hero-sub"'). */
const textOf = (html: string, open: string) =>
  html
    .match(new RegExp(`<${open}[^>]*>([\\s\\S]*?)</${open.split(' ')[0]}>`))?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
const sectionIds = (html: string) => [...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]);
const buttonWords = (html: string) =>
  [...html.matchAll(/<a class="pc-btn pc-btn--primary pc-btn--lg[^"]*" href="#[^"]*">([^<]*)</g)].map(
    (m) => m[1],
  );

/** The marketer's edits of a generated page: their own headline, a section, a photo in a slot. */
function editByHand(html: string): string {
  const withHeadline = html.replace(/(<h1[^>]*>)[\s\S]*?(<\/h1>)/, `$1${MY_HEADLINE}$2`);
  const withSection = withHeadline.replace(
    '<section id="how-it-works"',
    `<section id="vans" class="pc-section"><div class="pc-container"><h2>Fully stocked vans</h2><p>${MY_SECTION}</p></div></section>\n<section id="how-it-works"`,
  );
  return withSection.replace(/(<img class="pc-slot[^"]*"[^>]*?) src="[^"]*"/, `$1 src="${MY_PHOTO}"`);
}

describe('variations of the page as it is now, on the offline engine', () => {
  let app: TestApp;
  let client: TestClient;
  let userId: number;
  let pageId: number;
  let firstHtml: string;
  let liveHtml: string;
  let liveVersionId: number;

  beforeAll(async () => {
    app = await startTestApp();
    ({ client, id: userId } = await userWithPlan(app, 'challenger', {}));
    const made = parseEventStream(
      (await client.post('/api/ai-chat-generate', { messages: [{ role: 'user', content: BRIEF }] })).text,
    );
    const [update] = eventsOfType(made, 'html_update');
    pageId = update!.savedPage.id;
    firstHtml = update!.html;
    liveHtml = editByHand(firstHtml);
    expect(liveHtml).not.toBe(firstHtml);
    const saved = await client.put(`/api/landing-pages/${pageId}`, {
      generatedHtml: liveHtml,
      baseVersionId: update!.versionId,
    });
    expect(saved.status).toBe(200);
    const [page] = await app.db.select().from(landingPages).where(eq(landingPages.id, pageId));
    liveVersionId = page!.currentVersionId!;
    liveHtml = page!.generatedHtml;
    await client.put(`/api/landing-pages/${pageId}/lead-settings`, {
      webhookUrl: 'https://hooks.example.com/harbor',
      thankYouMessage: 'Thanks! We will call you back within the hour.',
    });
  });
  afterAll(async () => app?.close());

  const vary = (id: number, body: unknown) => client.post(`/api/landing-pages/${id}/variations`, body);

  it('streams challengers that keep what the marketer made and re-pitch the rest, in the page’s group', async () => {
    const before = await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, userId));
    const response = await vary(pageId, { count: 3, baseVersionId: liveVersionId });
    expect(response.status).toBe(200);
    const stream = parseEventStream(response.text);
    expect(stream.done).toBe(true);
    expect(eventsOfType(stream, 'error')).toEqual([]);
    const [done] = eventsOfType(stream, 'variations_complete');
    expect(done?.totalCount).toBe(3);
    expect(stream.content).toContain('as it is now');

    const [source] = await app.db.select().from(landingPages).where(eq(landingPages.id, pageId));
    expect(source!.variationGroup).toBe(done!.variationGroup);
    const made = await Promise.all(
      done!.savedPages.map(
        async ({ id }) => (await app.db.select().from(landingPages).where(eq(landingPages.id, id)))[0]!,
      ),
    );
    const headlines = new Set<string>();
    const orders = new Set<string>([sectionIds(liveHtml).join(',')]);
    for (const page of made) {
      expect(page.variationGroup).toBe(done!.variationGroup);
      expect(page.title).toMatch(/^Harbor Plumbing.*\((pain|proof|urgency|outcome)-led pitch\)$/);
      expect(isCompleteDocument(page.generatedHtml)).toBe(true);
      // Kept: the marketer's headline, section and photo, and the facts.
      expect(textOf(page.generatedHtml, 'h1')).toBe(MY_HEADLINE);
      expect(page.generatedHtml).toContain(MY_SECTION);
      expect(page.generatedHtml).toContain(MY_PHOTO);
      expect(page.generatedHtml).toContain('0113 496 0000');
      expect(page.generatedHtml).toMatch(/<form[^>]*data-pc-form/);
      // Re-pitched: the hero's subheadline and the buttons' words differ from the page's.
      expect(textOf(page.generatedHtml, 'p class="pc-hero-sub"')).not.toBe(
        textOf(liveHtml, 'p class="pc-hero-sub"'),
      );
      expect(buttonWords(page.generatedHtml)[0]).not.toBe(buttonWords(liveHtml)[0]);
      headlines.add(textOf(page.generatedHtml, 'p class="pc-hero-sub"') ?? '');
      orders.add(sectionIds(page.generatedHtml).join(','));
      // The marketer's section stays where they put it: before how-it-works.
      const ids = sectionIds(page.generatedHtml);
      expect(ids.indexOf('vans')).toBe(sectionIds(liveHtml).indexOf('vans'));
      // Its leads go where the page's go, through a capture key of its own.
      const [settings] = await app.db.select().from(leadSettings).where(eq(leadSettings.pageId, page.id));
      const [sourceSettings] = await app.db
        .select()
        .from(leadSettings)
        .where(eq(leadSettings.pageId, pageId));
      expect(settings).toMatchObject({
        webhookUrl: 'https://hooks.example.com/harbor',
        thankYouMessage: 'Thanks! We will call you back within the hour.',
        signingSecret: sourceSettings!.signingSecret,
      });
      expect(settings!.formKey).not.toBe(sourceSettings!.formKey);
      const chat = await app.db.select().from(chatMessages).where(eq(chatMessages.landingPageId, page.id));
      expect(chat.map((m) => m.role)).toEqual(['user', 'assistant']);
      const [version] = await app.db
        .select()
        .from(pageVersions)
        .where(eq(pageVersions.landingPageId, page.id));
      expect(version!.version).toBe(1);
    }
    // Each pitches its own way: three angles, and the section order moves on at least one.
    expect(headlines.size).toBe(3);
    expect(orders.size).toBeGreaterThan(1);
    // The page itself is untouched, and three variations are charged.
    const [after] = await app.db.select().from(landingPages).where(eq(landingPages.id, pageId));
    expect(after!.generatedHtml).toBe(liveHtml);
    const usage = await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, userId));
    expect((usage[0]?.variationCount ?? 0) - (before[0]?.variationCount ?? 0)).toBe(3);
    const logs = await app.db.select().from(apiLogs).where(eq(apiLogs.userId, userId));
    expect(logs.filter((l) => l.requestType === 'variation')).toHaveLength(3);
  });

  it('re-pitches everything on a page nobody has edited', async () => {
    const made = parseEventStream(
      (await client.post('/api/ai-chat-generate', { messages: [{ role: 'user', content: BRIEF }] })).text,
    );
    const [update] = eventsOfType(made, 'html_update');
    const stream = parseEventStream((await vary(update!.savedPage.id, { count: 1 })).text);
    const [done] = eventsOfType(stream, 'variations_complete');
    const [page] = await app.db
      .select()
      .from(landingPages)
      .where(eq(landingPages.id, done!.savedPages[0]!.id));
    expect(textOf(page!.generatedHtml, 'h1')).not.toBe(textOf(update!.html, 'h1'));
    expect(stream.content).toContain('no edits of yours yet');
  });

  it('refuses a stale base, bad counts and another user’s page before anything is made', async () => {
    const stale = await vary(pageId, { count: 1, baseVersionId: liveVersionId - 1 });
    expect(stale.status).toBe(409);
    for (const body of [{ count: 0 }, { count: 5 }, { count: 1.5 }, {}, { count: 1, extra: true }]) {
      expect((await vary(pageId, body)).status).toBe(400);
    }
    const stranger = app.client();
    await stranger.register('stranger-vary');
    expect((await stranger.post(`/api/landing-pages/${pageId}/variations`, { count: 1 })).status).toBe(404);
    expect((await vary(999_999, { count: 1 })).status).toBe(404);
  });

  it('offers only the plan’s room: more variations than pages left is a 403, with nothing made or charged', async () => {
    const { client: tight, id } = await userWithPlan(app, 'tight-vary', { maxLandingPages: 2 });
    const made = parseEventStream(
      (await tight.post('/api/ai-chat-generate', { messages: [{ role: 'user', content: BRIEF }] })).text,
    );
    const [update] = eventsOfType(made, 'html_update');
    const refused = await tight.post(`/api/landing-pages/${update!.savedPage.id}/variations`, { count: 2 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/page/i);
    const pages = await app.db.select().from(landingPages).where(eq(landingPages.userId, id));
    expect(pages).toHaveLength(1);
    const usage = await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, id));
    expect(usage[0]?.variationCount ?? 0).toBe(0);
    const one = parseEventStream(
      (await tight.post(`/api/landing-pages/${update!.savedPage.id}/variations`, { count: 1 })).text,
    );
    expect(eventsOfType(one, 'variations_complete')[0]?.totalCount).toBe(1);
  });
});

describe('variations of the page as it is now, on a model', () => {
  let fake: FakeProviderServer;
  let app: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    fake = await startFakeAnthropic();
    app = await startTestApp({
      env: { AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: fake.apiKey, ANTHROPIC_BASE_URL: fake.baseURL },
    });
    ({ client } = await userWithPlan(app, 'model-challenger', {}));
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('sends the live page, what to keep and the angle, and says when the copy lost a kept passage', async () => {
    const first = `<!DOCTYPE html><html lang="en"><head><title>Harbor Plumbing</title></head><body><section><h1>Emergency plumber in Leeds</h1><p>We fix leaks fast, day and night, across the whole city.</p><a href="#contact">Get my quote</a></section><section id="contact"><form data-pc-form method="post"><label for="e">Email</label><input id="e" name="email" type="email"><button>Send</button></form></section></body></html>`;
    fake.enqueue({ text: fencedAnswer(first, 'Here is your page.') });
    const made = parseEventStream(
      (await client.post('/api/ai-chat-generate', { messages: [{ role: 'user', content: BRIEF }] })).text,
    );
    const [update] = eventsOfType(made, 'html_update');
    const live = update!.html.replace('Emergency plumber in Leeds', MY_HEADLINE);
    expect(
      (await client.put(`/api/landing-pages/${update!.savedPage.id}`, { generatedHtml: live })).status,
    ).toBe(200);

    // The model re-pitches but copies the marketer's headline imperfectly ("2 am").
    const challenger = live
      .replace(MY_HEADLINE, 'Burst pipe at 2 am? We pick up.')
      .replace('Get my quote', 'Stop the leak now');
    fake.enqueue({ text: fencedAnswer(challenger, 'Led with the problem and its cost.') });
    const before = fake.requests.length;
    const stream = parseEventStream(
      (await client.post(`/api/landing-pages/${update!.savedPage.id}/variations`, { count: 1 })).text,
    );
    expect(fake.requests.length - before).toBe(1);
    const sent = lastUserText(fake.requests.at(-1)!);
    expect(sent).toContain('<current_page>');
    expect(sent).toContain(`“${MY_HEADLINE}”`);
    expect(sent).toMatch(/Angle: pain-led/);
    expect(sent).toContain('0113 496 0000');
    const [done] = eventsOfType(stream, 'variations_complete');
    expect(done?.totalCount).toBe(1);
    expect(stream.content).toContain('did not keep 1 of your passages');
    const [page] = await app.db
      .select()
      .from(landingPages)
      .where(eq(landingPages.id, done!.savedPages[0]!.id));
    expect(page!.generatedHtml).toContain('Stop the leak now');
  });

  it('saves and charges nothing when the model’s answer is not a page', async () => {
    const [page] = await app.db.select().from(landingPages).limit(1);
    const countBefore = (await app.db.select().from(landingPages)).length;
    fake.enqueue({ text: 'Sorry, I cannot help with that.' });
    const stream = parseEventStream(
      (await client.post(`/api/landing-pages/${page!.id}/variations`, { count: 1 })).text,
    );
    expect(eventsOfType(stream, 'variations_complete')).toEqual([]);
    expect(eventsOfType(stream, 'error')).toHaveLength(1);
    expect(stream.content).toContain('✗ Variation 1 failed');
    expect((await app.db.select().from(landingPages)).length).toBe(countBefore);
  });
});
