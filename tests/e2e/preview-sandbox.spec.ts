import { expect, test } from '@playwright/test';

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
    frame.src = '/sandbox-frame';
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
        if (message.type === 'pagecraft:frame-ready') {
          frame.contentWindow?.postMessage({ type: 'pagecraft:render', html: hostile }, '*');
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

test('the sandbox frame opened in a tab shows the page carried in its fragment', async ({ page }) => {
  const html =
    '<!DOCTYPE html><html><body><h1 id="t">From the fragment</h1><script>document.getElementById("t").dataset.ran = "yes";</script></body></html>';
  await page.goto(`/sandbox-frame#${encodeURIComponent(html)}`);
  const heading = page.frameLocator('#page').locator('#t');
  await expect(heading).toHaveText('From the fragment');
  await expect(heading).toHaveAttribute('data-ran', 'yes');
  const response = await page.request.get('/sandbox-frame');
  expect(response.headers()['content-security-policy']).toBe(
    "sandbox allow-scripts allow-forms allow-popups; frame-ancestors 'self'",
  );
});
