import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import type { LeadSettings, PageLeadsResponse } from '../../src/shared/api/leads';
import { FakeWebhookReceiver, verifySignature } from '../fakes/webhook-receiver';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  generatePage,
  registerViaUi,
  requestsSettled,
  uniqueName,
  waitUntilFormIsReady,
} from './support';

/**
 * Leads that arrive: a page exported from Pagecraft (the full page and the funnel snippet),
 * served from another origin and pasted into a builder-like host (hostile global CSS, a fixed
 * header, the snippet injected after load), takes a submission that shows the thank-you in
 * place, lands in the page's Leads view and reaches a webhook receiver on loopback, signed.
 */

const HOSTILE_CSS =
  '* {box-sizing:content-box} h1{font-size:12px} .container{width:50px} input{height:20px} body{margin:0;font:14px serif}' +
  ' .host-bar{position:fixed;top:0;left:0;right:0;height:56px;background:#111;color:#fff;z-index:1000;display:flex;align-items:center;padding:0 16px}' +
  ' #slot{padding-top:56px}';

/** A funnel builder's page: its own bar and styles; custom code arrives after load, as builders insert it. */
const builderHost = `<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Host funnel</title>
<style>${HOSTILE_CSS}</style></head><body>
<div class="host-bar">Host funnel header</div><div id="slot"></div>
<script>
window.addEventListener('load', function () {
  setTimeout(function () {
    fetch('/snippet.html').then(function (r) { return r.text(); }).then(function (html) {
      var slot = document.getElementById('slot');
      // Like a builder's custom-code element: scripts in the inserted markup run.
      slot.appendChild(document.createRange().createContextualFragment(html));
      document.body.setAttribute('data-injected', 'yes');
    });
  }, 300);
});
</script></body></html>`;

/** Another origin (another port) serving the exported files. */
async function serveOn(files: Record<string, string>): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const body = files[new URL(req.url ?? '/', 'http://x').pathname];
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function fillAndSubmit(page: Page, email: string) {
  const form = page.locator('form[data-pc-form]').first();
  await form.scrollIntoViewIfNeeded();
  for (const input of await form.locator('input:not([type=hidden]):not([tabindex="-1"]), textarea').all()) {
    if (!(await input.isVisible())) continue;
    const name = (await input.getAttribute('name')) ?? '';
    const type = (await input.getAttribute('type')) ?? 'text';
    if (type === 'checkbox' || type === 'radio') await input.check();
    else if (name === 'email' || type === 'email') await input.fill(email);
    else if (type === 'tel' || name === 'phone') await input.fill('+1 602 555 0142');
    else if (type === 'date') await input.fill('2026-12-01');
    else await input.fill(name === 'last_name' ? 'Lopez' : 'Maria');
  }
  for (const select of await form.locator('select').all()) {
    if (await select.isVisible()) await select.selectOption({ index: 1 });
  }
  // A person takes longer than the minimum fill time: wait for the form to say so.
  await waitUntilFormIsReady(form);
  await form.locator('[type=submit], button:not([type])').first().click();
}

test.describe('lead capture across origins', () => {
  let receiver: FakeWebhookReceiver;
  const servers: Server[] = [];
  test.beforeAll(async () => {
    receiver = await new FakeWebhookReceiver().start();
  });
  test.afterAll(async () => {
    await receiver.close();
    for (const server of servers) server.close();
  });

  test('a pasted page and snippet deliver their leads to the Leads view and the webhook, signed', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await registerViaUi(page, uniqueName('leads'));
    const saved = await generatePage(
      page,
      baseURL!,
      'A landing page for "Bright Smile Dental", a family dentist in Austin, with a booking form',
    );
    const settingsPath = `/api/landing-pages/${saved.id}/lead-settings`;
    const put = await page.request.put(settingsPath, {
      data: {
        webhookUrl: receiver.url,
        thankYouMessage: 'Thanks! We will call you within one business day.',
      },
      headers: { Origin: baseURL! },
    });
    expect(put.status()).toBe(200);
    const settings = (await put.json()) as LeadSettings;
    const full = await (await page.request.get(`/api/landing-pages/${saved.id}/export?format=page`)).text();
    const snippet = await (
      await page.request.get(`/api/landing-pages/${saved.id}/export?format=fragment`)
    ).text();
    expect(full).toContain(`action="${settings.captureUrl}"`);
    expect(snippet).toContain(`action="${settings.captureUrl}"`);
    const host = await serveOn({
      '/full.html': full,
      '/snippet.html': snippet,
      '/builder.html': builderHost,
    });
    servers.push(host.server);

    // The full page on another origin.
    const visitor = await page
      .context()
      .browser()!
      .newPage({ viewport: { width: 1024, height: 800 } });
    await visitor.goto(`${host.origin}/full.html?utm_source=google&utm_campaign=spring`);
    await fillAndSubmit(visitor, 'full-page@example.net');
    await expect(visitor.getByRole('status').filter({ hasText: 'within one business day' })).toBeVisible();
    await receiver.waitFor(1);

    // The snippet in a builder-like host, injected after load.
    await visitor.setViewportSize({ width: 375, height: 812 });
    await visitor.goto(`${host.origin}/builder.html?utm_source=facebook`);
    await expect(visitor.locator('body[data-injected=yes]')).toHaveCount(1);
    const wrapper = visitor.locator('[id^=pc-paste-]');
    // The host's `.container{width:50px}` and `input{height:20px}` do not squeeze the page.
    expect((await wrapper.boundingBox())!.width).toBeGreaterThan(300);
    const emailBox = await visitor.locator('form[data-pc-form] input[name=email]').first().boundingBox();
    expect(emailBox!.height).toBeGreaterThanOrEqual(36);
    expect(emailBox!.width).toBeGreaterThan(200);
    await visitor.screenshot({ path: 'test-results/screenshots/leads-snippet-in-host-375.png' });
    await visitor
      .locator('form[data-pc-form]')
      .first()
      .evaluate((form) => form.scrollIntoView({ block: 'center' }));
    await visitor.screenshot({ path: 'test-results/screenshots/leads-form-in-host-375.png' });
    await fillAndSubmit(visitor, 'snippet@example.net');
    const thanks = visitor.getByRole('status').filter({ hasText: 'within one business day' });
    await expect(thanks).toBeVisible();
    await thanks.evaluate((status) => status.scrollIntoView({ block: 'center' }));
    await visitor.screenshot({ path: 'test-results/screenshots/leads-thank-you-375.png' });
    await receiver.waitFor(2);

    // The webhook got signed JSON with the fields and the visit's source.
    const [fromFull, fromSnippet] = receiver.received.slice(-2);
    for (const hook of [fromFull!, fromSnippet!]) {
      expect(
        verifySignature(hook.headers['x-pagecraft-signature'] as string, hook.body, settings.signingSecret),
      ).toBe(true);
      expect(hook.json.page.id).toBe(saved.id);
    }
    expect(fromFull!.json.fields.email).toBe('full-page@example.net');
    expect(fromFull!.json.source).toMatchObject({ utm_source: 'google', utm_campaign: 'spring' });
    expect(fromFull!.json.source.page_url).toContain(`${host.origin}/full.html`);
    expect(fromSnippet!.json.fields.email).toBe('snippet@example.net');
    expect(fromSnippet!.json.source.utm_source).toBe('facebook');
    await visitor.close();

    // Both leads are in the page's Leads view, delivered.
    const list = (await (
      await page.request.get(`/api/landing-pages/${saved.id}/leads`)
    ).json()) as PageLeadsResponse;
    expect(list.leads.map((lead) => [lead.fields.email, lead.delivery.status])).toEqual([
      ['snippet@example.net', 'delivered'],
      ['full-page@example.net', 'delivered'],
    ]);
    await page.goto(`/details/${saved.id}`);
    const leadsView = page.getByTestId('page-leads');
    await expect(leadsView.getByText('snippet@example.net')).toBeVisible();
    await expect(leadsView.getByText('full-page@example.net')).toBeVisible();
    await expect(leadsView.getByText('Delivered').first()).toBeVisible();
    for (const width of [375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await leadsView.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screenshots/leads-details-${width}.png`, fullPage: true });
    }
    await expectAccessible(page, { skipPreviews: true });
  });

  test('without JavaScript the form still posts and the visitor sees the hosted thank-you page', async ({
    browser,
    page,
    baseURL,
  }) => {
    await registerViaUi(page, uniqueName('nojs'));
    const saved = await generatePage(
      page,
      baseURL!,
      'A free e-book opt-in page for a personal trainer in Leeds',
    );
    const full = await (await page.request.get(`/api/landing-pages/${saved.id}/export?format=page`)).text();
    const host = await serveOn({ '/full.html': full });
    servers.push(host.server);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await context.newPage();
    await visitor.goto(`${host.origin}/full.html`);
    await fillAndSubmit(visitor, 'nojs@example.net');
    await expect(visitor.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Back to the page' })).toBeVisible();
    await context.close();
    const list = (await (
      await page.request.get(`/api/landing-pages/${saved.id}/leads`)
    ).json()) as PageLeadsResponse;
    expect(list.leads[0]!.fields.email).toBe('nojs@example.net');
    // No webhook yet: kept, waiting for a destination.
    expect(list.leads[0]!.delivery.status).toBe('pending');
  });
});

test.describe('leads in the app', () => {
  let receiver: FakeWebhookReceiver;
  test.beforeAll(async () => {
    receiver = await new FakeWebhookReceiver().start();
  });
  test.afterAll(() => receiver.close());

  test('connect a webhook from the empty state, send a test lead, resend a failed lead, find it on the Leads page', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await registerViaUi(page, uniqueName('leadsui'));
    const saved = await generatePage(page, baseURL!, 'A landing page for "Harbor Yoga", a studio in Bristol');
    await page.goto(`/details/${saved.id}`);
    const leadsView = page.getByTestId('page-leads');
    await expect(leadsView.getByText('Connect GoHighLevel in two steps')).toBeVisible();
    await leadsView.getByRole('button', { name: 'Open Lead settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lead settings' });
    await dialog.getByLabel('Webhook URL').fill(receiver.url);
    await dialog.getByRole('button', { name: 'Send test lead' }).click();
    await expect(dialog.getByText('OK: your webhook accepted the test lead.')).toBeVisible();
    expect(receiver.received.at(-1)!.json.event).toBe('lead.test');
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screenshots/leads-settings-dialog-${width}.png` });
    }
    await expectAccessible(page, { skipPreviews: true });

    // The signature is explained in words; its technical detail is one click away.
    await expect(dialog.getByText(/HMAC-SHA256/)).toBeHidden();
    await dialog.getByText('How the signature is checked').click();
    await expect(dialog.getByText(/HMAC-SHA256/)).toBeVisible();

    // A leaked signing secret is replaced, after a confirmation; deliveries are signed with the new one.
    await dialog.getByRole('button', { name: 'Reveal the signing secret' }).click();
    const secretField = dialog.getByRole('textbox', { name: 'Signing secret' });
    const oldSecret = await secretField.inputValue();
    await dialog.getByRole('button', { name: 'Rotate signing secret' }).click();
    await page
      .getByRole('alertdialog', { name: 'Rotate the signing secret?' })
      .getByRole('button', { name: 'Rotate Secret' })
      .click();
    await expect(page.getByText('Signing secret rotated').first()).toBeVisible();
    await expect(secretField).not.toHaveValue(oldSecret);
    const newSecret = await secretField.inputValue();
    expect(newSecret).toMatch(/^pcs_/);
    await dialog.getByRole('button', { name: 'Send test lead' }).click();
    await expect(dialog.getByText('OK: your webhook accepted the test lead.')).toBeVisible();
    const signed = receiver.received.at(-1)!;
    expect(verifySignature(signed.headers['x-pagecraft-signature'] as string, signed.body, newSecret)).toBe(
      true,
    );
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // A lead the receiver refuses: shown as failed with the error, then resent by hand.
    const settings = (await (
      await page.request.get(`/api/landing-pages/${saved.id}/lead-settings`)
    ).json()) as LeadSettings;
    receiver.answerWith(500);
    const captured = await page.request.post(settings.captureUrl, {
      form: { first_name: 'Jo', email: 'jo@example.net', utm_source: 'newsletter' },
      headers: { accept: 'application/json' },
    });
    expect(captured.status()).toBe(200);
    // Leads arrive from outside the app: Refresh shows them.
    await expect(async () => {
      await leadsView.getByRole('button', { name: 'Refresh leads' }).click();
      await expect(leadsView.getByText('Failed', { exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(leadsView.getByText('jo@example.net')).toBeVisible();
    await expect(leadsView.getByTestId('lead-row').getByText(/HTTP 500/)).toBeVisible();
    await leadsView.getByRole('button', { name: 'Resend the lead from Jo' }).click();
    await expect(leadsView.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(receiver.received.at(-1)!.json.fields.email).toBe('jo@example.net');

    // The Leads page across pages, and the count on the dashboard card.
    await page.getByRole('link', { name: 'Leads', exact: true }).first().click();
    await expect(page).toHaveURL(/\/leads$/);
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    await expect(page.getByText('jo@example.net')).toBeVisible();
    for (const width of [375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: `test-results/screenshots/leads-page-${width}.png`, fullPage: true });
    }
    await expectAccessible(page);
    await page.goto('/dashboard');
    await expect(page.getByTestId('page-card').first().getByText('1 lead')).toBeVisible();
  });

  test('a refused webhook address keeps every field as typed and marks only the address; the last delivery is shown, failed or delivered', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await registerViaUi(page, uniqueName('leadsfix'));
    const saved = await generatePage(
      page,
      baseURL!,
      'A landing page for "Tidewater Kayaks", rentals in Norfolk',
    );
    await page.goto(`/details/${saved.id}`);
    const leadsView = page.getByTestId('page-leads');
    await leadsView.getByRole('button', { name: 'Lead settings' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Lead settings' });

    // The browser tests allow loopback receivers, so the server's refusal of a private address
    // (its words, its 400) is played by the network here.
    const reason =
      'webhookUrl points to a private or local address (10.1.2.3), which leads cannot be sent to: use an address reachable from the internet';
    await page.route(`**/api/landing-pages/${saved.id}/lead-settings`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ message: reason }),
          })
        : route.fallback(),
    );
    const message = 'Thanks! We will call you within the hour to book your kayak.';
    await dialog.getByLabel('Webhook URL').fill('https://10.1.2.3:8443/hook');
    await dialog.getByLabel('Thank-you message').fill(message);
    await dialog.getByLabel('Thank-you page URL (optional)').fill('https://tidewater.example/thanks');
    // A refused save still has the lists and the page check read again: wait for that below.
    const readAgain = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && response.url().includes(`/api/landing-pages/${saved.id}/`),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    const webhookField = dialog.getByLabel('Webhook URL');
    await expect(webhookField).toHaveAttribute('aria-invalid', 'true');
    await expect(
      dialog.getByText('Webhook URL points to a private or local address (10.1.2.3)'),
    ).toBeVisible();
    // Every field stays as typed, and only the address is marked.
    await expect(webhookField).toHaveValue('https://10.1.2.3:8443/hook');
    await expect(dialog.getByLabel('Thank-you message')).toHaveValue(message);
    await expect(dialog.getByLabel('Thank-you message')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Thank-you page URL (optional)')).toHaveValue(
      'https://tidewater.example/thanks',
    );
    await expect(dialog).toBeVisible();
    // Once the settings are read again (lists and the page check refresh after a save), still as typed.
    await readAgain;
    await requestsSettled(page);
    await expect(dialog.getByLabel('Thank-you message')).toHaveValue(message);
    await expect(webhookField).toHaveValue('https://10.1.2.3:8443/hook');
    await page.unroute(`**/api/landing-pages/${saved.id}/lead-settings`);

    // Fixed address: everything typed is saved together.
    await webhookField.fill(receiver.url);
    await expect(webhookField).not.toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const stored = (await (
      await page.request.get(`/api/landing-pages/${saved.id}/lead-settings`)
    ).json()) as LeadSettings;
    expect(stored).toMatchObject({ webhookUrl: receiver.url, thankYouMessage: message });
    const state = leadsView.getByTestId('webhook-state');
    await expect(state).toContainText('No leads delivered yet');

    // Every delivery fails: the header and the dialog say so, with the receiver's answer.
    receiver.answerWith(502);
    await page.request.post(stored.captureUrl, {
      form: { first_name: 'Ann', email: 'ann@example.net' },
      headers: { accept: 'application/json' },
    });
    await expect(async () => {
      await leadsView.getByRole('button', { name: 'Refresh leads' }).click();
      await expect(state).toContainText('Last delivery failed', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(state).toContainText('502');
    await leadsView.getByRole('button', { name: 'Lead settings' }).first().click();
    const lastDelivery = dialog.getByTestId('last-delivery');
    await expect(lastDelivery).toContainText(/Last delivery failed (just now|\d+ (sec|min)\w* ago)/);
    await expect(lastDelivery).toContainText('HTTP 502 (Bad Gateway)');
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: `test-results/screenshots/leads-settings-last-delivery-${width}.png` });
    }
    await expectAccessible(page, { skipPreviews: true });
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // Resent and accepted: delivered.
    await leadsView.getByRole('button', { name: 'Resend the lead from Ann' }).click();
    await expect(leadsView.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(async () => {
      await leadsView.getByRole('button', { name: 'Refresh leads' }).click();
      await expect(state).toContainText('Last delivered', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  });

  test("a share link's form is live: its lead is a test, badged in the page's Leads, never delivered, not counted", async ({
    browser,
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await registerViaUi(page, uniqueName('sharetry'));
    const saved = await generatePage(
      page,
      baseURL!,
      'A landing page for "Copper Kettle Catering", a caterer in Denver, with a quote request form',
    );
    const put = await page.request.put(`/api/landing-pages/${saved.id}/lead-settings`, {
      data: { webhookUrl: receiver.url },
      headers: { Origin: baseURL! },
    });
    expect(put.status()).toBe(200);
    const sent = receiver.received.length;
    const [version] = (await (await page.request.get(`/api/landing-pages/${saved.id}/versions`)).json()) as {
      previewUrl: string;
    }[];

    // Someone without a session opens the share link (a sandboxed page, an opaque origin) and submits.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(
      version!.previewUrl.startsWith('http') ? version!.previewUrl : baseURL + version!.previewUrl,
    );
    await fillAndSubmit(visitor, 'owner-try@example.net');
    await expect(
      visitor.getByRole('status').filter({ hasText: "We've received your details" }),
    ).toBeVisible();
    await context.close();

    // The page's Leads list it with the Test badge, not sent to the webhook.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/details/${saved.id}`);
    const leadsView = page.getByTestId('page-leads');
    await expect(async () => {
      await leadsView.getByRole('button', { name: 'Refresh leads' }).click();
      await expect(leadsView.getByText('owner-try@example.net')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const row = leadsView.getByTestId('lead-row').filter({ hasText: 'owner-try@example.net' });
    await expect(row.getByTestId('test-lead-badge')).toHaveText('Test lead from the share link');
    await expect(row.getByText('Not sent: test leads never go to the webhook')).toBeVisible();
    await expect(row.getByRole('button', { name: /Resend/ })).toHaveCount(0);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screenshots/leads-test-lead-1440.png' });
    await expectAccessible(page, { skipPreviews: true });
    expect(receiver.received.length).toBe(sent);

    // A try is not a lead: the dashboard card counts none.
    await page.goto('/dashboard');
    await expect(page.getByTestId('page-card').first()).toBeVisible();
    await expect(page.getByTestId('page-card').first().getByTestId('lead-count')).toHaveCount(0);
  });
});
