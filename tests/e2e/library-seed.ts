import { expect, type Page } from '@playwright/test';

/**
 * Test-only helpers that create pages through the public API from the browser's own session
 * (the offline engine answers), much faster than generating each page through the UI.
 */
export interface SavedPage {
  id: number;
  title: string;
}

interface GenerateOptions {
  referenceUrls?: string[];
  referenceImages?: { data: string; mimeType: string; filename: string }[];
  generationOptions?: Record<string, unknown>;
}

/** A 1x1 PNG, for pages with a reference image. */
export const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function postGenerate(page: Page, prompt: string, options: GenerateOptions = {}) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/ai-chat-generate', {
    headers: { Origin: origin },
    data: {
      messages: [{ role: 'user', content: prompt }],
      referenceUrls: options.referenceUrls ?? [],
      referenceImages: options.referenceImages ?? [],
      ...(options.generationOptions ? { generationOptions: options.generationOptions } : {}),
    },
    timeout: 90_000,
  });
  expect(response.status(), await response.text().catch(() => '')).toBe(200);
  const events: Record<string, any>[] = [];
  for (const line of (await response.text()).split('\n')) {
    if (!line.startsWith('data: ')) continue;
    const payload = line.slice(6).trim();
    if (payload === '[DONE]') break;
    try {
      events.push(JSON.parse(payload));
    } catch {
      // a partial line: irrelevant here
    }
  }
  const error = events.find((event) => event.type === 'error');
  expect(error?.message).toBeUndefined();
  return events;
}

/** Generates and saves one page; the page must have been navigated to the app first. */
export async function generatePage(page: Page, prompt: string, options: GenerateOptions = {}) {
  const events = await postGenerate(page, prompt, options);
  const update = events.find((event) => event.type === 'html_update');
  expect(update, 'an html_update event').toBeTruthy();
  return update!.savedPage as SavedPage;
}

/** Generates `count` variations in one group. */
export async function generateVariations(page: Page, prompt: string, count: number) {
  const events = await postGenerate(page, prompt, {
    generationOptions: { generateVariations: true, variationCount: count },
  });
  const done = events.find((event) => event.type === 'variations_complete');
  expect(done, 'a variations_complete event').toBeTruthy();
  return { pages: done!.savedPages as SavedPage[], variationGroup: done!.variationGroup as string };
}

/** Many pages, generated in parallel batches (bounded so the shared machine keeps up). */
export async function generateMany(page: Page, count: number, batch = 8) {
  const saved: SavedPage[] = [];
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const results = await Promise.all(
      Array.from({ length: size }, (_, i) =>
        generatePage(page, `Landing page ${start + i + 1}: a neighbourhood bakery with weekly specials`),
      ),
    );
    saved.push(...results);
  }
  return saved;
}

/** The app's origin for same-origin writes from page.request. */
export const originOf = (page: Page) => new URL(page.url()).origin;
