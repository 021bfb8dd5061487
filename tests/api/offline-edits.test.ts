import { parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allElements, attrOf, textContent } from '../support/offline-composer-helpers.ts';
import { eventsOfType, parseEventStream } from '../support/sse.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';

/**
 * Edits on the offline engine through the real endpoint (docs/product.md, 'What an instruction changes'):
 * an instruction that names one element changes that element only.
 */

let app: TestApp;
let client: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  client = app.client();
  await client.register('editor');
});
afterAll(async () => app?.close());

async function generate(content: string): Promise<{ pageId: number; html: string }> {
  const response = await client.post('/api/ai-chat-generate', { messages: [{ role: 'user', content }] });
  const [update] = eventsOfType(parseEventStream(response.text), 'html_update');
  return { pageId: update!.savedPage.id, html: update!.html };
}

async function modify(page: { pageId: number; html: string }, content: string, image?: string) {
  const response = await client.post('/api/ai-chat-modify', {
    landingPageId: page.pageId,
    messages: [{ role: 'user', content, ...(image ? { image } : {}) }],
    currentHtml: page.html,
  });
  expect(response.status).toBe(200);
  const stream = parseEventStream(response.text);
  const [update] = eventsOfType(stream, 'html_update');
  return { html: update?.html ?? null, content: stream.content };
}

/** Each button's section id (or 'form' inside a form) and label, in page order. */
function buttons(html: string): { where: string; label: string }[] {
  return allElements(parse(html))
    .filter(
      (e) => e.tagName === 'button' || (e.tagName === 'a' && /\bpc-btn\b/.test(attrOf(e, 'class') ?? '')),
    )
    .map((e) => {
      let where = '';
      for (
        let n: unknown = e.parentNode;
        n && typeof n === 'object' && 'tagName' in n;
        n = (n as typeof e).parentNode
      ) {
        const el = n as typeof e;
        if (el.tagName === 'form') where = 'form';
        if (el.tagName === 'section' && !where) where = attrOf(el, 'id') ?? '';
      }
      return { where, label: textContent(e) };
    });
}

describe('an edit that names one element', () => {
  it('"make the hero button say …" changes the hero button and no other', async () => {
    const page = await generate(
      'A SaaS CRM for small sales teams called FlowCRM with a free trial and pricing',
    );
    const before = buttons(page.html);
    const hero = before.find((b) => b.where === 'top')!;
    // The bug: the same label on the hero, a plan and the form's submit all changed.
    expect(before.filter((b) => b.label === hero.label).length).toBeGreaterThan(1);
    const out = await modify(page, 'Make the hero button say "Book a demo"');
    const after = buttons(out.html!);
    const changed = after.filter((b, i) => b.label !== before[i]!.label);
    expect(changed).toEqual([{ where: 'top', label: 'Book a demo' }]);
    expect(out.content).toMatch(/only that one/);
    const form = await modify({ ...page, html: out.html! }, "change the form's button to Send my details");
    const last = buttons(form.html!);
    expect(last.filter((b, i) => b.label !== after[i]!.label)).toEqual([
      { where: 'form', label: 'Send my details' },
    ]);
  }, 60_000);
});

describe('"add a section about …" on the offline engine', () => {
  it("adds a section on the topic with the page's facts, above the closing call to action", async () => {
    const page = await generate(
      'Sunny Bakery, a family bakery in Leeds. Orders over £20 get free delivery across Leeds every morning.',
    );
    const out = await modify(page, 'Add a section about our delivery');
    expect(out.content).not.toMatch(/cannot/i);
    const html = out.html!;
    const at = html.indexOf('<section id="our-delivery"');
    expect(at).toBeGreaterThan(-1);
    expect(at).toBeLessThan(html.indexOf('<section id="cta"'));
    const section = html.slice(at, html.indexOf('</section>', at));
    expect(section).toContain('>Our delivery</h2>');
    expect(section).toMatch(/free delivery/);
  }, 60_000);
});
