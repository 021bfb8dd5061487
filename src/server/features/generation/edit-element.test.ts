import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_GENERATION_OPTIONS } from '../../../shared/api/generation.ts';
import { isElement } from '../../../shared/html-nodes.ts';
import type { AppDeps } from '../../app-context.ts';
import type { AiProvider, ProviderCall, ProviderResult } from '../../lib/ai-provider.ts';
import { formatPatches } from '../../lib/patches.ts';
import type { PlanLimits } from '../billing/index.ts';
import { composePage } from '../offline-composer/compose-page.ts';
import { MARKER_PREFIX } from '../pages/tailwind/compiled-marker.ts';
import { jobDeadline } from './deadline.ts';
import { type ClickedElement, type EditElementOptions, editElement } from './edit-element.ts';
import { ELEMENT_SYSTEM_PROMPT } from './prompts/element-prompt.ts';
import { MODIFY_SYSTEM_PROMPT } from './prompts/modify-prompt.ts';
import { createOfflineProvider } from './providers/offline-provider.ts';

/** A provider that answers from a script and keeps every call it was given. */
function scripted(...answers: string[]) {
  const calls: ProviderCall[] = [];
  const provider = {
    name: 'anthropic',
    model: 'claude-test',
    async *stream(call: ProviderCall): AsyncGenerator<string, ProviderResult, void> {
      calls.push(call);
      yield answers.shift() ?? 'No more answers.';
      return { finishReason: 'stop', inputTokens: 1, outputTokens: 1 };
    },
  } as AiProvider;
  return { provider, calls };
}

/** Dependencies whose log writes fail quietly: logging is not under test here. */
const depsWith = (provider: AiProvider) =>
  ({
    ai: { provider, retryBaseMs: 1 },
    db: {
      insert: () => {
        throw new Error('no database in this test');
      },
    },
    config: {},
    logger: { error: () => {}, warn: () => {}, info: () => {} },
  }) as unknown as AppDeps;

const deadlines: { dispose(): void }[] = [];
afterEach(() => {
  for (const deadline of deadlines.splice(0)) deadline.dispose();
});

function options(html: string, instruction: string, element: ClickedElement): EditElementOptions {
  const deadline = jobDeadline(new AbortController().signal, { idleTimeoutMs: 5000, maxJobMs: 10_000 });
  deadlines.push(deadline);
  return {
    userId: 1,
    html,
    instruction,
    element,
    limits: { perRequestTokens: { generate: 10_000, modify: 7500, variation: 5000 } } as PlanLimits,
    deadline,
    context: { pageId: 1, requestId: 'request' },
  };
}

const LOGO = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='.repeat(60)}`;

/**
 * A realistic 60+ KB page: a composed clinic page (its own 24 KB stylesheet, data: image
 * placeholders), a base64 logo in the header, and the sections of two more composed pages.
 */
function bigPage(): string {
  const compose = (prompt: string) => composePage({ prompt, options: DEFAULT_GENERATION_OPTIONS }).html;
  const first = compose('A landing page for a dental clinic in Leeds with pricing, testimonials and FAQ');
  const extra = [
    'A landing page for a plumbing company in Bristol with services, reviews and FAQ',
    'A landing page for a yoga studio in Brighton with classes, pricing and a booking form',
  ]
    .map((prompt) => /<main[^>]*>([\s\S]*)<\/main>/.exec(compose(prompt))![1]!)
    .join('\n');
  return first
    .replace(
      /<header([^>]*)>/,
      `<header$1><img src="${LOGO}" alt="Bright Smile logo" width="40" height="40">`,
    )
    .replace('</main>', `${extra}</main>`);
}

/** The click-to-edit path of the first element `pick` accepts, as the preview computes it. */
function clicked(html: string, pick: (el: T.Element) => boolean): ClickedElement {
  const textOf = (node: T.ParentNode): string =>
    node.childNodes
      .map((child) =>
        'value' in child && child.nodeName === '#text' ? child.value : isElement(child) ? textOf(child) : '',
      )
      .join('');
  const search = (node: T.Element, path: string): ClickedElement | null => {
    const seen = new Map<string, number>();
    for (const child of node.childNodes.filter(isElement)) {
      const n = (seen.get(child.tagName) ?? 0) + 1;
      seen.set(child.tagName, n);
      const here = `${path}>${child.tagName}:nth-of-type(${n})`;
      if (pick(child)) return { path: here, tagName: child.tagName, text: textOf(child), outerHTML: '<x>' };
      const inner = search(child, here);
      if (inner) return inner;
    }
    return null;
  };
  const root = parse(html).childNodes.find(isElement)!;
  const body = root.childNodes.filter(isElement).find((el) => el.tagName === 'body')!;
  return search(body, 'body')!;
}

/** editElement with `provider` answering: `instruction` for `element` of `html`. */
const editWith = (provider: AiProvider, html: string, instruction: string, element: ClickedElement) =>
  editElement(depsWith(provider), options(html, instruction, element));

/** A small saved page, and its heading as the preview reports a click on it. */
const HI_PAGE = '<!DOCTYPE html>\n<html><head></head><body><h1>Hi</h1></body></html>';
const HI_HEADING: ClickedElement = {
  path: 'body>h1:nth-of-type(1)',
  tagName: 'h1',
  text: 'Hi',
  outerHTML: '<h1>Hi</h1>',
};

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const userText = (call: ProviderCall) =>
  call.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('');

describe('editElement', () => {
  it('sends only the element and its CSS, and splices the answer back: under 15% of a 60 KB page', async () => {
    const html = bigPage();
    expect(bytes(html)).toBeGreaterThan(60_000);
    const element = clicked(html, (el) => el.tagName === 'h2');
    const source = /<h2[^>]*>[\s\S]*?<\/h2>/.exec(html)![0];
    const replacement = source.replace(/>([^<]+)</, '>A calmer visit, start to finish<');
    const { provider, calls } = scripted(`Made the heading calmer.\n\n\`\`\`html\n${replacement}\n\`\`\`\n`);

    const outcome = await editWith(provider, html, 'Make this heading calmer', element);

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.system).toBe(ELEMENT_SYSTEM_PROMPT);
    expect(call!.maxOutputTokens).toBe(7500);
    const sent = userText(call!);
    expect(sent.startsWith(`<element>\n${source}\n</element>\n\n<page_styles>\n`)).toBe(true);
    expect(sent.endsWith('\n</page_styles>\n\nRequested change: Make this heading calmer')).toBe(true);
    expect(sent).not.toMatch(/data:image|pagecraft-tailwind/);
    const share = (bytes(call!.system) + bytes(sent)) / bytes(html);
    if (process.env.PRINT_ELEMENT_SHARE)
      console.log({ page: bytes(html), system: bytes(call!.system), user: bytes(sent), share });
    expect(share).toBeLessThan(0.15);

    expect(outcome.scope).toBe('element');
    expect(outcome.explanation).toBe('Made the heading calmer.');
    expect(outcome.html).toBe(html.replace(source, replacement));
  });

  it('never sends a compiled stylesheet or a data: image, and puts masked images back', async () => {
    const compiled = `${MARKER_PREFIX}eJzLSM3JyVcozy/KSQEAGgQEXQ*/${'.p-8{padding:2rem}'.repeat(2000)}`;
    const html = `<!DOCTYPE html>\n<html><head><style>${compiled}</style></head><body>\n<section class="p-8"><img src="${LOGO}" alt="Logo"><h2 class="text-3xl">Old</h2></section>\n</body></html>`;
    const { provider, calls } = scripted(
      'Bigger heading.\n```html\n<section class="p-8"><img src="data:pagecraft-asset-1" alt="Logo"><h2 class="text-4xl">Old</h2></section>\n```',
    );
    const section = {
      path: 'body>section:nth-of-type(1)',
      tagName: 'section',
      text: 'Old',
      outerHTML: '<section>',
    };
    const outcome = await editWith(provider, html, 'Make the heading bigger', section);
    const sent = userText(calls[0]!);
    expect(sent).toBe(
      '<element>\n<section class="p-8"><img src="data:pagecraft-asset-1" alt="Logo"><h2 class="text-3xl">Old</h2></section>\n</element>\n\nRequested change: Make the heading bigger',
    );
    expect(outcome.scope).toBe('element');
    expect(outcome.html).toBe(html.replace('text-3xl', 'text-4xl'));
  });

  it('edits the whole page for an instruction about the whole page', async () => {
    const html = '<!DOCTYPE html>\n<html><head></head><body><h1>Hi</h1><p>Text</p></body></html>';
    const { provider, calls } = scripted(
      `Darker.\n\n${formatPatches([{ search: '<body>', replace: '<body style="background:#111">' }])}`,
    );
    const outcome = await editWith(provider, html, 'Make the whole page darker', HI_HEADING);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.system).toBe(MODIFY_SYSTEM_PROMPT);
    expect(userText(calls[0]!)).toContain('<selected_element>\n<h1>Hi</h1>\n</selected_element>');
    expect(outcome).toMatchObject({
      scope: 'page',
      html: html.replace('<body>', '<body style="background:#111">'),
    });
  });

  it('edits the whole page when the element is not in the saved page', async () => {
    const { provider, calls } = scripted(
      `Done.\n\n${formatPatches([{ search: '<h1>Hi</h1>', replace: '<h1>Hello</h1>' }])}`,
    );
    const gone = { path: 'body>h2:nth-of-type(1)', tagName: 'h2', text: 'Gone', outerHTML: '<h2>Gone</h2>' };
    const outcome = await editWith(provider, HI_PAGE, 'Say hello', gone);
    expect(calls.map((c) => c.system)).toEqual([MODIFY_SYSTEM_PROMPT]);
    expect(outcome.scope).toBe('page');
  });

  it('falls back to the whole page once when the answer is not one element', async () => {
    const { provider, calls } = scripted(
      'Added a subtitle.\n```html\n<h1>Hi</h1>\n<p>Subtitle</p>\n```',
      `Added it.\n\n${formatPatches([{ search: '<h1>Hi</h1>', replace: '<h1>Hi</h1><p>Subtitle</p>' }])}`,
    );
    const streamed: string[] = [];
    const outcome = await editElement(depsWith(provider), {
      ...options(HI_PAGE, 'Add a subtitle under it', HI_HEADING),
      onText: (text) => streamed.push(text),
    });
    expect(calls.map((c) => c.system)).toEqual([ELEMENT_SYSTEM_PROMPT, MODIFY_SYSTEM_PROMPT]);
    expect(outcome.scope).toBe('page');
    expect(outcome.html).toBe(HI_PAGE.replace('<h1>Hi</h1>', '<h1>Hi</h1><p>Subtitle</p>'));
    expect(outcome.text).toContain('on the whole page instead');
    expect(streamed.join('')).toBe(outcome.text);
  });

  it('answers null when the element came back unchanged', async () => {
    const { provider } = scripted('Nothing to change.\n```html\n<h1>Hi</h1>\n```');
    const outcome = await editWith(provider, HI_PAGE, 'Keep it', HI_HEADING);
    expect(outcome).toMatchObject({ scope: 'element', html: null, explanation: 'Nothing to change.' });
  });

  it('works with the offline engine: it edits the element alone', async () => {
    const html = bigPage();
    const element = clicked(html, (el) => el.tagName === 'h2');
    const source = /<h2[^>]*>[\s\S]*?<\/h2>/.exec(html)![0];
    const outcome = await editWith(
      createOfflineProvider({ chunkDelayMs: 0 }),
      html,
      'Make this bold',
      element,
    );
    expect(outcome.scope).toBe('element');
    const edited = source.replace(/^<h2([^>]*)>/, '<h2$1 style="font-weight: 700">');
    expect(outcome.html).toBe(html.replace(source, edited));
  });
});
