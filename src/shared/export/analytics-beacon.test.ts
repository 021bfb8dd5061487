import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { addAnalyticsBeacon, analyticsBeaconScript } from './analytics-beacon.ts';
import { exportPage } from './export-page.ts';

const options = {
  eventsUrl: 'https://app.pagecraft.example/e/Zt3x9QvN2mYc8LpR4sKd7wHj',
  channel: 'pasted' as const,
};

/** Runs the beacon in a stand-in browser and returns what it sent. */
function run(env: { webdriver?: boolean; referrer?: string; search?: string; sendBeacon?: boolean }) {
  const sent: { via: string; url: string; body: unknown }[] = [];
  const listeners: ((event: unknown) => void)[] = [];
  const window: Record<string, unknown> = {};
  const context = {
    window,
    URL,
    URLSearchParams,
    JSON,
    location: { host: 'funnel.example', search: env.search ?? '' },
    document: {
      referrer: env.referrer ?? '',
      addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener),
      removeEventListener: (_type: string, listener: (event: unknown) => void) =>
        listeners.splice(listeners.indexOf(listener), 1),
    },
    navigator: {
      webdriver: env.webdriver ?? false,
      sendBeacon:
        env.sendBeacon === false
          ? undefined
          : (url: string, body: string) => sent.push({ via: 'beacon', url, body: JSON.parse(body) }) > 0,
    },
    fetch: (url: string, init: { body: string }) => {
      sent.push({ via: 'fetch', url, body: JSON.parse(init.body) });
      return Promise.resolve();
    },
  };
  const script = analyticsBeaconScript(options).replace(/^<script>|<\/script>$/g, '');
  runInNewContext(script, context);
  const input = (inForm: boolean) => {
    for (const listener of [...listeners]) listener({ target: { closest: () => (inForm ? {} : null) } });
  };
  return { sent, input, runAgain: () => runInNewContext(script, context) };
}

describe("the analytics beacon (docs/product.md, 'Page statistics')", () => {
  it('fits its budget: 1.5 KB gzip with its configuration', () => {
    const script = analyticsBeaconScript(options);
    expect(gzipSync(script).byteLength).toBeLessThanOrEqual(1536);
    // No cookie, no storage: nothing of the kind is even named.
    expect(script).not.toMatch(/cookie|localStorage|sessionStorage|indexedDB/);
  });

  it('sends a view at once with the UTM values and the referring host, and one form start at the first input in a form', () => {
    const browser = run({
      referrer: 'https://www.google.com/search?q=private',
      search: '?utm_source=news&utm_campaign=spring%20sale&other=1',
    });
    expect(browser.sent).toEqual([
      {
        via: 'beacon',
        url: options.eventsUrl,
        body: { k: 'v', c: 'pasted', r: 'www.google.com', u: ['news', null, 'spring sale', null, null] },
      },
    ]);
    browser.input(false); // typing outside a form (a search box) is not a form start
    expect(browser.sent).toHaveLength(1);
    browser.input(true);
    browser.input(true);
    expect(browser.sent.map((event) => (event.body as { k: string }).k)).toEqual(['v', 's']);
  });

  it('a link within the same site is not a referrer; fetch stands in for sendBeacon; a second copy counts nothing', () => {
    const browser = run({ referrer: 'https://funnel.example/step-1', sendBeacon: false });
    expect(browser.sent).toEqual([
      {
        via: 'fetch',
        url: options.eventsUrl,
        body: { k: 'v', c: 'pasted', r: '', u: [null, null, null, null, null] },
      },
    ]);
    browser.runAgain();
    expect(browser.sent).toHaveLength(1);
  });

  it('an automated browser (navigator.webdriver) sends nothing', () => {
    const browser = run({ webdriver: true });
    browser.input(true);
    expect(browser.sent).toEqual([]);
  });

  it('goes before </body>, once; an events URL cannot end the script element', () => {
    const page = '<!doctype html><html><body><p>Hi</p></body></html>';
    const once = addAnalyticsBeacon(page, options);
    expect(once).toMatch(/<p>Hi<\/p><script>.*<\/script>\n<\/body><\/html>$/s);
    expect(addAnalyticsBeacon(once, options)).toBe(once);
    const hostile = analyticsBeaconScript({ ...options, eventsUrl: 'https://x.example/e/</script><b>' });
    expect(hostile.match(/<\/script>/g)).toHaveLength(1);
  });

  it('is in both export formats, after the lead wiring', () => {
    const html =
      '<!doctype html><html><body><form><input name="email" type="email"><button>Go</button></form></body></html>';
    const leads = {
      captureUrl: 'https://app.example/f/key',
      thankYouMessage: 'Thanks',
      thankYouUrl: null,
      ghlEmbedCode: null,
    };
    for (const format of ['page', 'fragment'] as const) {
      const exported = exportPage(html, { format, leads, analytics: options }).html;
      expect(exported, format).toContain(JSON.stringify(options.eventsUrl));
      expect(exported.indexOf('__pcLeads'), format).toBeLessThan(exported.indexOf('__pcStats'));
    }
  });
});
