import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, subscriptionPlans, userSubscriptions } from '../../src/server/db/schema/index.ts';
import { appendChat, MAX_CHAT_IMAGE_BYTES_PER_PAGE } from '../../src/server/features/generation/chat-log.ts';
import { createPageWithFirstVersion } from '../../src/server/features/pages/index.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { type FakeProviderServer, startFakeAnthropic } from '../fakes/fake-anthropic.ts';
import { fencedAnswer, samplePage } from '../support/pages.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';

/**
 * Images sent in the chat (docs/product.md, 'Sending a message'): decoded before anything is
 * reserved or asked (415 for what does not decode, 413 over the size cap), stored as the
 * re-encoded copy the model saw, and a page's chat keeps a bounded number of image bytes.
 */

let fake: FakeProviderServer;
let app: TestApp;
let owner: TestClient;
let ownerId: number;

beforeAll(async () => {
  fake = await startFakeAnthropic();
  app = await startTestApp({
    env: { AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: fake.apiKey, ANTHROPIC_BASE_URL: fake.baseURL },
  });
  owner = app.client();
  ownerId = (await owner.register('photographer')).id;
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

async function newPage() {
  const { page } = await createPageWithFirstVersion(
    { db: app.db },
    {
      userId: ownerId,
      title: 'Photo page',
      prompt: 'p',
      html: samplePage('Photo page'),
      maxLandingPages: null,
      planName: 'Free',
    },
  );
  return page;
}

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const noisyPng = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();

/** Runs `body` with the owner on a plan of 1 MB of storage, then back on Free. */
async function onOneMegabytePlan(body: () => Promise<void>) {
  const [plan] = await app.db
    .insert(subscriptionPlans)
    .values({ name: `One MB ${Date.now()}`, price: '0', maxStorageMb: 1 })
    .returning();
  const [free] = await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, 'Free'));
  await app.db
    .update(userSubscriptions)
    .set({ planId: plan!.id })
    .where(eq(userSubscriptions.userId, ownerId));
  try {
    await body();
  } finally {
    await app.db
      .update(userSubscriptions)
      .set({ planId: free!.id })
      .where(eq(userSubscriptions.userId, ownerId));
  }
}

const modify = (pageId: number, image: string, html: string) =>
  owner.post<{ message: string }>('/api/ai-chat-modify', {
    landingPageId: pageId,
    messages: [{ role: 'user', content: 'Use this photo in the hero', image }],
    currentHtml: html,
  });

describe('an image sent in the chat', () => {
  it('is refused with 415 when it is not an image or does not decode, before the model is asked', async () => {
    const page = await newPage();
    const whole = await noisyPng(400, 300);
    const before = fake.requests.length;
    const text = await modify(page.id, dataUrl(Buffer.from('definitely not an image')), page.generatedHtml);
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('The attached image is not a PNG, JPEG, GIF or WebP image');
    // A PNG's first bytes, the rest cut off: only decoding can tell.
    const cut = await modify(page.id, dataUrl(whole.subarray(0, whole.length / 2)), page.generatedHtml);
    expect(cut.status).toBe(415);
    expect(cut.body.message).toMatch(/could not be read: it is damaged or not a whole image/);
    expect(fake.requests.length).toBe(before);
    expect(await app.db.select().from(chatMessages).where(eq(chatMessages.landingPageId, page.id))).toEqual(
      [],
    );
  });

  it('is refused with 413 storage_full when its copy would pass the plan’s storage, before the model is asked', async () => {
    // The page's one version nearly fills the 1 MB plan the owner is moved to.
    const { page } = await createPageWithFirstVersion(
      { db: app.db },
      {
        userId: ownerId,
        title: 'Full page',
        prompt: 'p',
        html: samplePage('Full page', `<p>${'x'.repeat(1_000_000)}</p>`),
        maxLandingPages: null,
        planName: 'Free',
      },
    );
    await onOneMegabytePlan(async () => {
      const image = dataUrl(await noisyPng(600, 400));
      const before = fake.requests.length;
      const edit = await modify(page.id, image, page.generatedHtml);
      expect(edit.status).toBe(413);
      expect(edit.body).toMatchObject({ code: 'storage_full' });
      expect(edit.body.message).toMatch(/plan includes 1(\.0)? MB of storage/);
      expect(await app.db.select().from(chatMessages).where(eq(chatMessages.landingPageId, page.id))).toEqual(
        [],
      );
      // A new page's chat would keep it too.
      const generation = await owner.post<{ code: string }>('/api/ai-chat-generate', {
        messages: [{ role: 'user', content: 'A page for my bakery, with this photo', image }],
      });
      expect(generation.status).toBe(413);
      expect(generation.body.code).toBe('storage_full');
      expect(fake.requests.length).toBe(before);
    });
  });

  it('is refused with 413 over 5 MB', async () => {
    const page = await newPage();
    const header = await noisyPng(2, 2);
    const big = Buffer.concat([header, Buffer.alloc(5 * 1024 * 1024 + 1024, 7)]);
    const answer = await modify(page.id, dataUrl(big), page.generatedHtml);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(
      /^The attached image is 5\.0 MB; images of at most 5\.0 MB can be sent$/,
    );
  });

  it('is stored as the re-encoded copy the model saw, not the upload', async () => {
    const page = await newPage();
    const wide = await sharp(await noisyPng(2400, 1200))
      .jpeg({ quality: 95 })
      .toBuffer();
    fake.enqueue({ text: fencedAnswer(samplePage('Photo page', '<h1>With a photo</h1>'), 'Placed it.') });
    const before = fake.requests.length;
    const answer = await modify(page.id, dataUrl(wide, 'image/jpeg'), page.generatedHtml);
    expect(answer.status).toBe(200);
    const sent = JSON.stringify(fake.requests[before]?.body);
    const [stored] = await app.db.select().from(chatMessages).where(eq(chatMessages.landingPageId, page.id));
    const image = stored!.image!;
    expect(image).toMatch(/^data:image\/webp;base64,/);
    const bytes = Buffer.from(image.split(',')[1]!, 'base64');
    expect(bytes.length).toBeLessThan(wide.length / 2);
    expect((await sharp(bytes).metadata()).width).toBe(1600);
    // The model got the same copy.
    expect(sent).toContain(image.split(',')[1]!.slice(0, 200));
  });
});

describe("a page's chat history", () => {
  it('keeps at most its cap of image bytes: the oldest images go, their messages stay', async () => {
    const page = await newPage();
    const deps = { db: app.db, logger: createLogger('silent') };
    const photo = `data:image/webp;base64,${'A'.repeat(3 * 1024 * 1024)}`; // 3 MB stored
    for (let i = 0; i < 5; i++)
      await appendChat(deps, page.id, [{ role: 'user', content: `photo ${i}`, image: photo }]);
    const rows = await app.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.landingPageId, page.id))
      .orderBy(chatMessages.timestamp);
    expect(rows.map((row) => row.content)).toEqual(['photo 0', 'photo 1', 'photo 2', 'photo 3', 'photo 4']);
    expect(rows.map((row) => row.image !== null)).toEqual([false, false, false, true, true]);
    const kept = rows.reduce((sum, row) => sum + (row.image?.length ?? 0), 0);
    expect(kept).toBeLessThanOrEqual(MAX_CHAT_IMAGE_BYTES_PER_PAGE);
  });
});
