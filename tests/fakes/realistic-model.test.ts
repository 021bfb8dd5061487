/**
 * The realistic model fake (realistic-model.ts), driven through the REAL AI SDK clients (as
 * src/server/features/generation/providers/ai-sdk-provider.ts uses them) and plain fetch, so the
 * misbehaviour it promises is what the pipeline will actually see. Paced fast, so the file stays
 * within a few seconds.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { type LanguageModel, type ModelMessage, type SystemModelMessage, streamText } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyPlannedEdits,
  planEdits,
  type RealisticModel,
  type RealisticOptions,
  realisticPage,
  startRealisticModel,
  titleFromPrompt,
} from './realistic-model.ts';
import { allRequestText } from './scripted-provider.ts';

const BLOCK_SYSTEM = `You are an editor. Answer with one sentence, then search/replace blocks:

<<<<<<< SEARCH
exact text
=======
replacement
>>>>>>> REPLACE`;
const FULL_SYSTEM =
  'You are an editor. Answer with one sentence, then the complete updated page in one fenced html block.';
const CONTINUE =
  'Your previous answer was cut off by the output limit. Continue exactly where it stopped: output only the remaining text, with no repetition and no preamble.';
const FAST = 200_000;

/** What a tolerant patcher would fold before matching: whitespace, entities, boolean attributes. */
function normalise(text: string): string {
  return text
    .replace(/&mdash;/g, '—')
    .replace(/&amp;/g, '&')
    .replace(/ required=""/g, ' required')
    .replace(/\s+/g, ' ')
    .trim();
}

function parseBlocks(text: string): { search: string; replace: string }[] {
  return [...text.matchAll(/<<<<<<< SEARCH\n([\s\S]*?)\n=======\n([\s\S]*?)\n>>>>>>> REPLACE/g)].map((m) => ({
    search: m[1]!,
    replace: m[2]!,
  }));
}

function fenced(text: string): string | undefined {
  return /```html\n([\s\S]*?)\n```/.exec(text)?.[1];
}

function editMessage(page: string, instruction: string): string {
  return `<current_page>\n${page}\n</current_page>\n\nRequested change: ${instruction}`;
}

const opened: RealisticModel[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((fake) => fake.close()));
});

async function start(options: RealisticOptions): Promise<RealisticModel> {
  const fake = await startRealisticModel({ tokensPerSecond: FAST, ...options });
  opened.push(fake);
  return fake;
}

function modelFor(fake: RealisticModel): LanguageModel {
  return fake.options.protocol === 'anthropic'
    ? createAnthropic({ apiKey: fake.apiKey, baseURL: fake.baseURL })('claude-sonnet-4-5')
    : createOpenAI({ apiKey: fake.apiKey, baseURL: fake.baseURL }).chat('gpt-4o-mini');
}

interface Run {
  text: string;
  finishReason: string;
  usage: {
    inputTokens?: number;
    outputTokens?: number;
    inputTokenDetails?: { cacheReadTokens?: number; cacheWriteTokens?: number; noCacheTokens?: number };
  };
  raw: any[];
  ms: number;
}

async function run(
  fake: RealisticModel,
  call: { system?: string | SystemModelMessage; messages: ModelMessage[]; maxOutputTokens?: number },
): Promise<Run> {
  const started = performance.now();
  const result = streamText({
    model: modelFor(fake),
    system: call.system,
    messages: call.messages,
    maxOutputTokens: call.maxOutputTokens,
    maxRetries: 0,
    includeRawChunks: true,
    onError: () => {},
  });
  let text = '';
  let finishReason = 'none';
  let usage: Run['usage'] = {};
  const raw: any[] = [];
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') text += part.text;
    else if (part.type === 'raw') raw.push(part.rawValue);
    else if (part.type === 'finish') {
      finishReason = part.finishReason;
      usage = part.totalUsage;
    } else if (part.type === 'error') throw part.error;
  }
  return { text, finishReason, usage, raw, ms: performance.now() - started };
}

describe('realisticPage', () => {
  it('is a deterministic, varied, ~sized HTML5 page with the characters models mangle', () => {
    const page = realisticPage('Harbour Dental Care', 60);
    expect(realisticPage('Harbour Dental Care', 60)).toBe(page);
    expect(realisticPage('Harbour Dental Care', 60, 7)).not.toBe(page);
    expect(page.length).toBeGreaterThan(55 * 1024);
    expect(page.length).toBeLessThan(66 * 1024);
    expect(page.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(page.endsWith('</html>')).toBe(true);
    expect(page.match(/<h1>/g)).toHaveLength(1);
    for (const needle of [
      ':root {',
      '--pc-brand:',
      'id="features"',
      'id="how-it-works"',
      'id="faq"',
      'id="pricing"',
      'data-pc-placeholder="testimonial"',
      'name="email"',
      ' required>',
      '&mdash;',
      '—',
      '&amp;',
      '\n  <style>\n    :root {\n      --pc-brand',
    ]) {
      expect(page).toContain(needle);
    }
    const paragraphs = page.split('\n').filter((line) => line.trim().startsWith('<p>'));
    expect(paragraphs.length).toBeGreaterThan(50);
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
    expect(realisticPage('Small', 8).length).toBeLessThan(10 * 1024);
  });
});

describe.each(['anthropic', 'openai'] as const)('realistic %s model through the real SDK', (protocol) => {
  const prompt = 'Create a landing page for Harbour Dental Care in Bristol, with online booking';

  it('generates a sentence and a fenced page, with exact usage', async () => {
    const fake = await start({ protocol, pageKB: 8 });
    const result = await run(fake, { messages: [{ role: 'user', content: prompt }] });
    expect(result.finishReason).toBe('stop');
    expect(result.text.split('\n')[0]).toMatch(/^Here is a landing page for Harbour Dental Care/);
    expect(fenced(result.text)).toBe(realisticPage(titleFromPrompt(prompt), 8));
    const sent = fake.requests.at(-1)!.body;
    expect(result.usage.inputTokens).toBe(Math.ceil(allRequestText(sent).length / 4));
    expect(result.usage.outputTokens).toBe(Math.ceil(result.text.length / 4));
    expect(fake.stats).toMatchObject({ calls: 1, refused: 0 });
  });

  it('paces its deltas at tokensPerSecond (read on every call)', async () => {
    const fake = await start({ protocol, pageKB: 8 });
    fake.options.tokensPerSecond = 2_000;
    const result = await run(fake, { messages: [{ role: 'user', content: prompt }], maxOutputTokens: 1_000 });
    expect(result.usage.outputTokens).toBe(1_000);
    // 1,000 tokens at 2,000 a second: half a second, plus the SDK's own overhead.
    expect(result.ms).toBeGreaterThan(450);
    expect(result.ms).toBeLessThan(1_000);
  });

  it('stops at max_tokens with the length reason and exact usage', async () => {
    const fake = await start({ protocol, pageKB: 8 });
    const result = await run(fake, { messages: [{ role: 'user', content: prompt }], maxOutputTokens: 300 });
    expect(result.finishReason).toBe('length');
    expect(result.usage.outputTokens).toBe(300);
    expect(result.text).toHaveLength(1_200);
  });

  it.each(['none', 'reopen-fence', 'overlap'] as const)(
    'continues a cut answer from where it stopped (fault: %s)',
    async (fault) => {
      const fake = await start({ protocol, pageKB: 8, continuationFault: fault });
      const first = await run(fake, { messages: [{ role: 'user', content: prompt }], maxOutputTokens: 700 });
      expect(first.finishReason).toBe('length');
      const second = await run(fake, {
        messages: [
          { role: 'user', content: prompt },
          { role: 'assistant', content: first.text },
          { role: 'user', content: CONTINUE },
        ],
        maxOutputTokens: 8_000,
      });
      expect(second.finishReason).toBe('stop');
      const full = `${first.text}${second.text}`;
      const page = realisticPage(titleFromPrompt(prompt), 8);
      if (fault === 'none') {
        expect(fenced(full)).toBe(page);
      } else if (fault === 'reopen-fence') {
        expect(second.text.startsWith('```html\n')).toBe(true);
        expect(fenced(`${first.text}${second.text.slice('```html\n'.length)}`)).toBe(page);
      } else {
        const overlap = [...Array(101).keys()]
          .map((n) => n + 20)
          .find(
            (n) =>
              second.text.startsWith(first.text.slice(-n)) &&
              fenced(first.text + second.text.slice(n)) === page,
          );
        expect(overlap).toBeDefined();
      }
    },
  );

  it('edits with drifted SEARCH text that a normaliser recovers, and full pages exactly', async () => {
    const fake = await start({ protocol, missEvery: 0 });
    const page = realisticPage('Harbour Dental Care', 12);
    const instructions = [
      'Make the headline mention same-day appointments',
      'Add "Weekend slots available" to the form',
      'Mention free parking for patients',
      'Say we accept new NHS patients',
    ];
    let blocks = 0;
    for (const instruction of instructions) {
      const planned = planEdits(page, instruction);
      expect(planned.length).toBeGreaterThanOrEqual(1);
      for (const edit of planned) expect(page.split(edit.search)).toHaveLength(2);
      const result = await run(fake, {
        system: BLOCK_SYSTEM,
        messages: [{ role: 'user', content: editMessage(page, instruction) }],
      });
      const answered = parseBlocks(result.text);
      expect(answered.map((block) => block.replace)).toEqual(planned.map((edit) => edit.replace));
      for (const [index, block] of answered.entries()) {
        expect(page.includes(block.search)).toBe(false);
        expect(normalise(block.search)).toBe(normalise(planned[index]!.search));
        expect(normalise(page)).toContain(normalise(block.search));
        blocks++;
      }
      const full = await run(fake, {
        system: FULL_SYSTEM,
        messages: [{ role: 'user', content: editMessage(page, instruction) }],
      });
      expect(fenced(full.text)).toBe(applyPlannedEdits(page, planned));
    }
    expect(blocks).toBeGreaterThanOrEqual(instructions.length);
  });

  it('copies exactly without drift, and one block in missEvery matches nothing over its lifetime', async () => {
    const fake = await start({ protocol, drift: false, missEvery: 3 });
    const page = realisticPage('Harbour Dental Care', 12);
    const answered: { search: string; replace: string }[] = [];
    const planned: { search: string; replace: string }[] = [];
    for (const instruction of [
      'Mention free parking',
      'Say we open on Saturdays',
      'Add a note about payment plans',
    ]) {
      planned.push(...planEdits(page, instruction));
      const result = await run(fake, {
        system: BLOCK_SYSTEM,
        messages: [{ role: 'user', content: editMessage(page, instruction) }],
      });
      answered.push(...parseBlocks(result.text));
    }
    expect(answered).toHaveLength(planned.length);
    answered.forEach((block, index) => {
      const miss = (index + 1) % 3 === 0;
      if (miss) {
        expect(normalise(page)).not.toContain(normalise(block.search));
        // The element it was meant for is there all the same.
        expect(page).toContain(planned[index]!.search);
      } else {
        expect(block.search).toBe(planned[index]!.search);
      }
    });
  });

  it('answers a repair request with exact blocks for the failed ones', async () => {
    const fake = await start({ protocol, missEvery: 1 });
    const page = realisticPage('Harbour Dental Care', 12);
    const instruction = 'Say we accept new NHS patients';
    const planned = planEdits(page, instruction);
    const first = await run(fake, {
      system: BLOCK_SYSTEM,
      messages: [{ role: 'user', content: editMessage(page, instruction) }],
    });
    const failed = parseBlocks(first.text);
    expect(failed).toHaveLength(planned.length);
    for (const block of failed) expect(normalise(page)).not.toContain(normalise(block.search));
    // Only the last failed block is sent back, with the page text around its target.
    const target = planned.at(-1)!.search;
    const around = page.slice(
      Math.max(0, page.indexOf(target) - 200),
      page.indexOf(target) + target.length + 200,
    );
    const repair = `<failed_blocks>\n<block n="${failed.length}">\n<your_search>\n${failed.at(-1)!.search}\n</your_search>\n<page_text>\n${around}\n</page_text>\n</block>\n</failed_blocks>\nThese SEARCH texts were not found; copy them exactly.`;
    const second = await run(fake, {
      system: BLOCK_SYSTEM,
      messages: [
        { role: 'user', content: editMessage(page, instruction) },
        { role: 'assistant', content: first.text },
        { role: 'user', content: repair },
      ],
    });
    expect(parseBlocks(second.text)).toEqual([planned.at(-1)]);
  });

  it('edits one element', async () => {
    const fake = await start({ protocol });
    const result = await run(fake, {
      messages: [
        {
          role: 'user',
          content:
            '<element>\n<h2 class="title">Our services</h2>\n</element>\n\nRequested change: call it "Everything we offer"',
        },
      ],
    });
    expect(fenced(result.text)).toBe('<h2 class="title">Everything we offer</h2>');
  });

  it('loses the front of a prompt beyond contextTokens and answers confused', async () => {
    const fake = await start({ protocol, contextTokens: 1_000 });
    const page = realisticPage('Harbour Dental Care', 12);
    const result = await run(fake, {
      system: BLOCK_SYSTEM,
      messages: [{ role: 'user', content: editMessage(page, 'Mention free parking') }],
    });
    expect(result.text).not.toContain('```');
    expect(result.text).not.toContain('<<<<<<<');
    expect(result.text.length).toBeLessThan(400);
    expect(result.usage.inputTokens).toBe(1_000);
    expect(fake.stats.truncatedPrompts).toBe(1);
  });
});

describe('busy providers', () => {
  const post = (fake: RealisticModel, body: unknown) =>
    fetch(`${fake.baseURL}${fake.options.protocol === 'anthropic' ? '/messages' : '/chat/completions'}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': fake.apiKey,
        authorization: `Bearer ${fake.apiKey}`,
        'anthropic-version': '2023-06-01',
      },
      body: JSON.stringify(body),
    });
  const body = {
    model: 'm',
    max_tokens: 50,
    messages: [{ role: 'user', content: 'Create a page for Acme' }],
  };

  it('Anthropic: 529 overloaded_error with retry-after, then answers', async () => {
    const fake = await start({
      protocol: 'anthropic',
      busy: { calls: 2, status: 529, retryAfterSeconds: 7 },
    });
    for (let i = 0; i < 2; i++) {
      const response = await post(fake, body);
      expect(response.status).toBe(529);
      expect(response.headers.get('retry-after')).toBe('7');
      expect(await response.json()).toEqual({
        type: 'error',
        error: { type: 'overloaded_error', message: 'Overloaded' },
      });
    }
    const ok = await post(fake, body);
    expect(ok.status).toBe(200);
    expect((await ok.json()).stop_reason).toBe('max_tokens');
    expect(fake.stats).toMatchObject({ calls: 3, refused: 2 });
  });

  it('Anthropic 429 is a rate_limit_error; without retryAfterSeconds there is no header', async () => {
    const fake = await start({ protocol: 'anthropic', busy: { calls: 1, status: 429 } });
    const response = await post(fake, body);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBeNull();
    expect((await response.json()).error.type).toBe('rate_limit_error');
  });

  it('OpenAI: 429 rate_limit_exceeded; a 529 is sent as 503 server_error', async () => {
    const limited = await start({
      protocol: 'openai',
      busy: { calls: 1, status: 429, retryAfterSeconds: 3 },
    });
    const response = await post(limited, body);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3');
    expect((await response.json()).error).toMatchObject({ type: 'requests', code: 'rate_limit_exceeded' });
    expect((await post(limited, body)).status).toBe(200);

    const overloaded = await start({ protocol: 'openai', busy: { calls: 1, status: 529 } });
    const refused = await post(overloaded, body);
    expect(refused.status).toBe(503);
    expect((await refused.json()).error).toMatchObject({ type: 'server_error', message: expect.any(String) });
  });
});

describe('prompt caching', () => {
  const longSystem = `You are Pagecraft. ${'Follow the house style for every page you write. '.repeat(120)}`;
  const mark = { anthropic: { cacheControl: { type: 'ephemeral' as const } } };

  it('Anthropic: writes marked prefixes of 1,024+ tokens, then reads them; input_tokens is the rest', async () => {
    const fake = await start({ protocol: 'anthropic' });
    const page = realisticPage('Harbour Dental Care', 12);
    const call = (instruction: string) =>
      run(fake, {
        system: { role: 'system', content: longSystem, providerOptions: mark },
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: `<current_page>\n${page}\n</current_page>`, providerOptions: mark },
              { type: 'text', text: `Requested change: ${instruction}` },
            ],
          },
        ],
        maxOutputTokens: 50,
      });
    const systemTokens = Math.floor(longSystem.length / 4);

    const first = await call('Mention free parking');
    const total = Math.ceil(allRequestText(fake.requests.at(-1)!.body).length / 4);
    const start1 = first.raw.find((event) => event.type === 'message_start').message.usage;
    expect(start1.cache_read_input_tokens).toBe(0);
    expect(start1.cache_creation_input_tokens).toBeGreaterThan(systemTokens + 2_000);
    expect(start1.input_tokens).toBe(total - start1.cache_creation_input_tokens);
    expect(first.usage.inputTokens).toBe(total);
    expect(first.usage.inputTokenDetails?.cacheWriteTokens).toBe(start1.cache_creation_input_tokens);
    const delta1 = first.raw.find((event) => event.type === 'message_delta').usage;
    expect(delta1).toMatchObject({ input_tokens: start1.input_tokens, output_tokens: 50 });

    // Same system and page, another instruction: both marked prefixes are read.
    const second = await call('Say we open on Saturdays');
    const start2 = second.raw.find((event) => event.type === 'message_start').message.usage;
    expect(start2.cache_read_input_tokens).toBe(start1.cache_creation_input_tokens);
    expect(start2.cache_creation_input_tokens).toBe(0);
    expect(second.usage.inputTokenDetails?.cacheReadTokens).toBe(start2.cache_read_input_tokens);

    // Another page: only the system prompt is read; the page prefix is written.
    const other = realisticPage('Sunrise Yoga', 12);
    const third = await run(fake, {
      system: { role: 'system', content: longSystem, providerOptions: mark },
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: `<current_page>\n${other}\n</current_page>`, providerOptions: mark },
          ],
        },
      ],
      maxOutputTokens: 50,
    });
    const start3 = third.raw.find((event) => event.type === 'message_start').message.usage;
    expect(start3.cache_read_input_tokens).toBe(systemTokens);
    expect(start3.cache_creation_input_tokens).toBeGreaterThan(2_000);
    expect(fake.stats).toMatchObject({ cacheReads: 2, cacheWrites: 2 });
  });

  it('Anthropic: prefixes under 1,024 tokens and unmarked prompts are not cached', async () => {
    const fake = await start({ protocol: 'anthropic' });
    for (let i = 0; i < 2; i++) {
      const short = await run(fake, {
        system: { role: 'system', content: 'You are Pagecraft.', providerOptions: mark },
        messages: [{ role: 'user', content: 'Create a page for Acme' }],
        maxOutputTokens: 20,
      });
      expect(short.usage.inputTokenDetails?.cacheReadTokens ?? 0).toBe(0);
      const unmarked = await run(fake, {
        system: longSystem,
        messages: [{ role: 'user', content: 'Create a page for Acme' }],
        maxOutputTokens: 20,
      });
      expect(unmarked.usage.inputTokenDetails?.cacheReadTokens ?? 0).toBe(0);
      expect(unmarked.usage.inputTokenDetails?.cacheWriteTokens ?? 0).toBe(0);
    }
    expect(fake.stats).toMatchObject({ cacheReads: 0, cacheWrites: 0 });
  });

  it('OpenAI: reports cached_tokens for a repeated prefix of 1,024+ tokens, in steps of 128', async () => {
    const fake = await start({ protocol: 'openai' });
    const call = (question: string) =>
      run(fake, { system: longSystem, messages: [{ role: 'user', content: question }], maxOutputTokens: 20 });
    const first = await call('Create a page for Acme');
    expect(first.usage.inputTokenDetails?.cacheReadTokens ?? 0).toBe(0);
    const second = await call('Create a page for Zenith');
    const total = Math.ceil(allRequestText(fake.requests.at(-1)!.body).length / 4);
    const cached = second.usage.inputTokenDetails?.cacheReadTokens ?? 0;
    expect(cached).toBeGreaterThanOrEqual(1_024);
    expect((cached - 1_024) % 128).toBe(0);
    expect(cached).toBeLessThanOrEqual(Math.floor(longSystem.length / 4) + 8);
    // prompt_tokens include the cached ones.
    expect(second.usage.inputTokens).toBe(total);
    expect(fake.stats.cacheReads).toBe(1);
  });
});
