/**
 * The soak bench's traffic: virtual users who each loop over what a person does in the app
 * (sign in, open the dashboard, a page, its versions, rename, save an edit, folders, generate
 * and modify on the offline engine, billing, templates, delete), with a short think time.
 * Every answer is checked: anything but the expected status counts as an error.
 */

import { mulberry32 } from '../src/server/lib/seeded-random.ts';
import { TEMPLATES } from '../src/shared/templates.ts';

export interface RouteStats {
  [route: string]: number[];
}

export interface TrafficTotals {
  requests: number;
  errors: number;
  errorSamples: string[];
  latencies: RouteStats;
}

const PASSWORD = 'soak-password';
const PAGES_KEPT = 6;
const FOLDERS_KEPT = 4;

export class SoakClient {
  cookie = '';
  constructor(
    readonly base: string,
    readonly totals: TrafficTotals,
  ) {}

  /** One request, timed under `route`; `expect` is the only status that is not an error. */
  async call(route: string, path: string, init: RequestInit & { json?: unknown } = {}, expect = 200) {
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    if (this.cookie) headers.cookie = this.cookie;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    if (init.method && init.method !== 'GET') headers.origin = this.base;
    const started = performance.now();
    let status = 0;
    let text = '';
    let setCookie: string[] = [];
    try {
      const response = await fetch(`${this.base}${path}`, { ...init, headers, body });
      status = response.status;
      setCookie = response.headers.getSetCookie();
      text = await response.text();
    } catch (error) {
      text = String(error);
    }
    const elapsed = performance.now() - started;
    this.totals.requests++;
    const times = this.totals.latencies[route] ?? [];
    times.push(elapsed);
    this.totals.latencies[route] = times;
    if (status !== expect) {
      this.totals.errors++;
      if (this.totals.errorSamples.length < 20)
        this.totals.errorSamples.push(`${route} -> ${status} ${text.slice(0, 160)}`);
      return null;
    }
    const session = setCookie.find((c) => c.startsWith('pagecraft_session='));
    if (session) this.cookie = session.split(';')[0]!;
    return text;
  }

  json<T>(text: string | null): T | null {
    return text === null ? null : (JSON.parse(text) as T);
  }
}

interface Summary {
  id: number;
}

/** One virtual user's loop until `deadline` (ms since epoch). */
export async function runVirtualUser(
  client: SoakClient,
  username: string,
  seed: number,
  deadline: number,
  thinkMs: number,
) {
  const random = mulberry32(seed);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const think = () => new Promise((resolve) => setTimeout(resolve, random() * thinkMs * 2));
  let pages: number[] = [];
  const folders: number[] = [];
  let turn = 0;

  const refreshPages = async () => {
    const list = client.json<Summary[]>(await client.call('GET /api/landing-pages', '/api/landing-pages'));
    if (list) pages = list.map((p) => p.id);
  };
  const generate = async () => {
    if (pages.length >= PAGES_KEPT) await deleteOldest();
    const text = await client.call(
      'POST /api/ai-chat-generate (offline, whole stream)',
      '/api/ai-chat-generate',
      {
        method: 'POST',
        json: {
          messages: [{ role: 'user', content: `A landing page for a yoga studio, run ${seed}-${turn}` }],
        },
      },
    );
    if (text && !text.includes('"html_update"')) {
      client.totals.errors++;
      client.totals.errorSamples.push(`generate: no html_update in ${text.slice(-200)}`);
    }
    await refreshPages();
  };
  const deleteOldest = async () => {
    const oldest = pages.at(-1);
    if (oldest === undefined) return;
    await client.call('DELETE /api/landing-pages/:id', `/api/landing-pages/${oldest}`, { method: 'DELETE' });
    pages = pages.filter((id) => id !== oldest);
  };

  const actions: [number, () => Promise<unknown>][] = [
    [25, refreshPages],
    [8, () => client.call('GET /api/auth/me', '/api/auth/me')],
    [
      15,
      async () =>
        pages.length && client.call('GET /api/landing-pages/:id', `/api/landing-pages/${pick(pages)}`),
    ],
    [
      6,
      async () =>
        pages.length &&
        client.call('GET /api/landing-pages/:id/versions', `/api/landing-pages/${pick(pages)}/versions`),
    ],
    [
      5,
      async () =>
        pages.length &&
        client.call('PUT /api/landing-pages/:id (title)', `/api/landing-pages/${pick(pages)}`, {
          method: 'PUT',
          json: { title: `Renamed ${turn}` },
        }),
    ],
    [
      4,
      async () => {
        if (!pages.length) return;
        const id = pick(pages);
        const page = client.json<{ generatedHtml: string }>(
          await client.call('GET /api/landing-pages/:id', `/api/landing-pages/${id}`),
        );
        if (!page) return;
        await client.call('PUT /api/landing-pages/:id (new version)', `/api/landing-pages/${id}`, {
          method: 'PUT',
          json: {
            generatedHtml: page.generatedHtml.replace('</body>', `<p>Edit ${turn}</p></body>`),
            commitMessage: `Soak edit ${turn}`,
          },
        });
      },
    ],
    [8, () => client.call('GET /api/folders', '/api/folders')],
    [
      3,
      async () => {
        if (folders.length >= FOLDERS_KEPT) {
          const id = folders.shift()!;
          await client.call('DELETE /api/folders/:id', `/api/folders/${id}`, { method: 'DELETE' });
          return;
        }
        const folder = client.json<Summary>(
          await client.call(
            'POST /api/folders',
            '/api/folders',
            { method: 'POST', json: { name: `Folder ${seed}-${turn}` } },
            201,
          ),
        );
        if (folder) folders.push(folder.id);
      },
    ],
    [
      2,
      async () =>
        pages.length &&
        folders.length &&
        client.call('PUT /api/landing-pages/:id (folder)', `/api/landing-pages/${pick(pages)}`, {
          method: 'PUT',
          json: { folderId: pick(folders) },
        }),
    ],
    [6, () => client.call('GET /api/billing/status', '/api/billing/status')],
    [3, () => client.call('GET /api/templates', '/api/templates')],
    [2, () => client.call('GET /api/templates/:id/preview', `/api/templates/${pick(TEMPLATES).id}/preview`)],
    [2, () => client.call('GET /api/changelog', '/api/changelog')],
    [3, generate],
    [
      2,
      async () =>
        pages.length &&
        client.call(
          'POST /api/landing-pages/:id/modify (offline)',
          `/api/landing-pages/${pick(pages)}/modify`,
          {
            method: 'POST',
            json: {
              prompt: pick(['make it green', 'add an FAQ section', 'change the headline to "Breathe"']),
            },
          },
        ),
    ],
    [1, deleteOldest],
    [
      1,
      async () => {
        await client.call('POST /api/auth/logout', '/api/auth/logout', { method: 'POST' });
        client.cookie = '';
        await client.call('POST /api/auth/login', '/api/auth/login', {
          method: 'POST',
          json: { username, password: PASSWORD },
        });
      },
    ],
  ];
  const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0);

  await refreshPages();
  if (pages.length === 0) await generate();
  while (Date.now() < deadline) {
    turn++;
    let roll = random() * totalWeight;
    let action = actions[0]![1];
    for (const [weight, candidate] of actions) {
      action = candidate;
      roll -= weight;
      if (roll < 0) break;
    }
    await action();
    await think();
  }
}

export { PASSWORD as SOAK_PASSWORD };
