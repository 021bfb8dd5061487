import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
  test,
} from '@playwright/test';
import { ANTHROPIC_APP_URL, FAKE_STRIPE_URL, STRIPE_APP_URL } from './ports';
import {
  expectAccessible,
  expectLaidOut,
  expectNoHorizontalOverflow,
  generatePage,
  registerViaUi,
  resizeTo,
  snap,
  toast,
  uniqueName,
  WIDTHS,
} from './support';

/**
 * /upgrade 'Choose Your Plan' (docs/product.md, 'Upgrade page'): the main e2e server runs without
 * Stripe keys; a third app server (STRIPE_APP_URL) has keys and talks to the fake Stripe API. The
 * browser has no internet, so Stripe.js itself is a local stand-in served for
 * https://js.stripe.com.
 */

const NOTICE =
  'Payment Unavailable: Stripe payment processing is not configured. Please contact support for assistance with plan upgrades.';
const DECLINED_CARD = '4000 0000 0000 0002';
const ADMIN = { username: 'admin', password: 'e2e-admin-password' };

/**
 * Just enough of Stripe.js for @stripe/react-stripe-js and the Payment Element: mount() draws a
 * card-number field; confirmPayment() declines 4000 0000 0000 0002 and succeeds otherwise.
 * Every call is recorded on window.__fakeStripe for the test to read.
 */
const FAKE_STRIPE_JS = `(() => {
  const log = (window.__fakeStripe = { keys: [], elementsOptions: [], confirmCalls: [] });
  function Stripe(key) {
    log.keys.push(key);
    const noop = () => Promise.resolve({});
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      createToken: noop,
      createPaymentMethod: noop,
      confirmCardPayment: noop,
      elements(options) {
        log.elementsOptions.push({ clientSecret: options && options.clientSecret });
        return {
          update() {},
          getElement() { return null; },
          submit: noop,
          create(type) {
            const listeners = {};
            let node = null;
            const element = {
              mount(target) {
                node = typeof target === 'string' ? document.querySelector(target) : target;
                node.innerHTML =
                  '<div style="display:grid;gap:6px;font:14px system-ui">' +
                  '<label for="fake-card-number">Card number</label>' +
                  '<input id="fake-card-number" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242" ' +
                  'style="height:40px;padding:0 12px;border:1px solid #cbd5e1;border-radius:6px;font:inherit">' +
                  '<span style="color:#475569;font-size:12px">Stand-in ' + type + ' element (tests only)</span></div>';
                setTimeout(() => (listeners.ready || []).forEach((cb) => cb({ elementType: type })), 30);
              },
              on(event, cb) { (listeners[event] = listeners[event] || []).push(cb); return element; },
              off(event, cb) { listeners[event] = (listeners[event] || []).filter((f) => f !== cb); return element; },
              update() {},
              unmount() {},
              destroy() { if (node) node.innerHTML = ''; },
            };
            return element;
          },
        };
      },
      confirmPayment(options) {
        const card = (document.getElementById('fake-card-number') || { value: '' }).value.replace(/\\s/g, '');
        log.confirmCalls.push({ returnUrl: options.confirmParams.return_url, redirect: options.redirect, card });
        return new Promise((resolve) => setTimeout(() => resolve(card === '4000000000000002'
          ? { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }
          : { paymentIntent: { id: 'pi_fake', status: 'succeeded' } }), 150));
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

const planCard = (page: Page, name: string): Locator =>
  page.getByTestId('plan-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Signed in as the e2e admin (against the app with Stripe keys unless told), for the admin API. */
async function adminApi(playwright: PlaywrightWorkerArgs['playwright'], baseURL = STRIPE_APP_URL) {
  const api = await playwright.request.newContext({
    baseURL,
    // Writes must come from the site's own origin (CSRF check).
    extraHTTPHeaders: { Origin: baseURL },
  });
  const login = await api.post('/api/auth/login', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}

async function createCoupon(api: APIRequestContext, coupon: Record<string, unknown>) {
  const response = await api.post('/api/admin/coupons', { data: coupon });
  expect(response.status(), await response.text()).toBe(201);
}

/** Opens the plan's coupon field (when closed), enters `code` and applies it. */
async function applyCoupon(card: Locator, plan: string, code: string) {
  const toggle = card.getByRole('button', { name: `Have a coupon code for the ${plan} plan?` });
  const field = card.getByLabel(`Coupon code for ${plan}`);
  await expect(toggle.or(field)).toBeVisible();
  if (await toggle.isVisible()) await toggle.click();
  await field.fill(code);
  await card.getByRole('button', { name: 'Apply' }).click();
}

/** Counts requests for Stripe.js, answered by the stand-in. */
async function serveFakeStripeJs(page: Page): Promise<{ count: () => number }> {
  let requests = 0;
  await page.route('https://js.stripe.com/**', async (route) => {
    requests++;
    await route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS });
  });
  return { count: () => requests };
}

test.describe('upgrade page without Stripe keys', () => {
  test('lists the plans with the Payment Unavailable notice, the current plan and usage', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const stripeJs = await serveFakeStripeJs(page);
    await registerViaUi(page, uniqueName('upg'));

    // One generated page, so the usage meters have something to show.
    await page.goto('/generator');
    await page
      .getByLabel('Describe your landing page')
      .fill('A landing page for a dog-walking service in Leeds.');
    await page.getByRole('button', { name: 'Generate Landing Page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Landing Page Generated!' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The spinner shows while the plans load (the answer is held back until it was seen).
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/subscription-plans', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upgrade' }).click();
    await expect(page).toHaveURL(/\/upgrade$/);
    await expect(page.getByRole('heading', { name: 'Choose Your Plan', level: 1 })).toBeVisible();
    await expect(page.getByText('Loading plans...')).toBeVisible();
    await snap(page, 'upgrade-loading');
    release();

    await expect(page.getByTestId('plan-card')).toHaveCount(4);
    const names = await page.getByTestId('plan-card').getByRole('heading', { level: 2 }).allTextContents();
    expect(names).toEqual(['Free', 'Starter', 'Pro', 'Unlimited']);

    // Prices, buttons and feature lines (docs/product.md, 'Upgrade page').
    const free = planCard(page, 'Free');
    const starter = planCard(page, 'Starter');
    const pro = planCard(page, 'Pro');
    const unlimited = planCard(page, 'Unlimited');
    await expect(free.getByTestId('plan-price')).toHaveText('$0');
    await expect(starter.getByTestId('plan-price')).toHaveText('$29/monthly');
    await expect(pro.getByTestId('plan-price')).toHaveText('$59/monthly');
    await expect(starter).toContainText('Up to 25 landing pages');
    await expect(starter).toContainText('Up to 20 versions per page');
    await expect(unlimited).toContainText('Unlimited landing pages');
    await expect(unlimited).toContainText('Unlimited versions');
    await expect(unlimited).not.toContainText('Up to');
    // Every card lists what its enforced limits allow, and no card sells a feature every plan
    // has (folders, variations, templates, the builder) or one that does not exist.
    await expect(pro.getByRole('list', { name: 'Pro plan features' }).getByRole('listitem')).toHaveText([
      'Everything in Starter',
      'Up to 100 landing pages',
      'Up to 50 versions per page',
      '500 page generations per month',
      '1,500 AI edits per month',
      '200 variations per month',
      '2,500 chat questions per month',
      '5,120 MB of storage',
    ]);
    await expect(free).toContainText('100 MB of storage');
    await expect(unlimited).toContainText('Unlimited storage');
    await expect(free).toContainText('10 page generations per month');
    await expect(unlimited).toContainText('Unlimited AI edits');
    for (const claim of ['Folders', 'Page variations', 'Template library', 'Drag & drop', 'Priority']) {
      await expect(page.getByTestId('plan-card').getByText(claim)).toHaveCount(0);
    }
    await expect(pro.getByText('Most Popular')).toBeVisible();
    await expect(page.getByText('Most Popular')).toHaveCount(1);

    // The current plan: a badge and a disabled button.
    await expect(free.getByText('Current plan', { exact: true })).toBeVisible();
    await expect(free.getByRole('button', { name: 'Free is your current plan' })).toBeDisabled();
    await expect(page.getByText('Current plan', { exact: true }).filter({ visible: true })).toHaveCount(2);

    // No keys: the notice, and the paid plans cannot be bought. 'contact support' leads to the
    // SUPPORT_EMAIL this server has.
    await expect(page.getByTestId('payment-unavailable')).toHaveText(NOTICE);
    await expect(
      page.getByTestId('payment-unavailable').getByRole('link', { name: 'contact support' }),
    ).toHaveAttribute('href', 'mailto:support@pagecraft.test');
    for (const card of [starter, pro, unlimited]) {
      await expect(card.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    }

    // Usage against the Free plan's limits.
    const usage = page.getByTestId('usage-summary');
    await expect(usage.getByRole('heading', { name: 'Your usage' })).toBeVisible();
    await expect(usage.getByRole('progressbar', { name: 'Landing pages' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 3',
    );
    await expect(usage.getByRole('progressbar', { name: 'Generations this month' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 10',
    );
    await expect(usage.getByRole('progressbar', { name: 'AI edits this month' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 30',
    );
    await expect(usage.getByRole('progressbar', { name: 'Variations this month' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 3',
    );
    await expect(usage.getByRole('progressbar', { name: 'Chat questions this month' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 50',
    );
    await expect(usage).toContainText('Versions per page5');
    // Storage: the one page's version, in megabytes, against the Free plan's 100 MB.
    const storage = usage.getByTestId('usage-storage');
    await expect(storage).toHaveText(/^Storage:\s?0\.\d MB of 100 MB/);
    await expect(usage.getByRole('progressbar', { name: 'Storage' })).toHaveAttribute(
      'aria-valuetext',
      /^Storage: 0\.\d MB of 100 MB$/,
    );
    for (const width of [375, 768, 1024, 1440]) {
      await resizeTo(page, { width, height: 900 });
      await expectNoHorizontalOverflow(page);
      await expectLaidOut(usage.locator('dl'), ':scope > div');
      await usage.screenshot({ path: `test-results/screenshots/usage-storage-${width}.png` });
    }
    await resizeTo(page, WIDTHS.desktop);

    await snap(page, 'upgrade-no-stripe');
    await expectAccessible(page);
    // Six tiles without overlap: two rows of three when wide, two columns on a phone; storage
    // on a row of its own below them.
    const tiles = usage.locator('dl > div');
    await expect(tiles).toHaveCount(7);
    await expectLaidOut(usage.locator('dl'), ':scope > div');
    const rowsOf = async () =>
      new Set(await tiles.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top))).size;
    expect(await rowsOf()).toBe(3);
    await resizeTo(page, WIDTHS.mobile);
    await expectNoHorizontalOverflow(page);
    await expectLaidOut(usage.locator('dl'), ':scope > div');
    expect(await rowsOf()).toBe(4);
    await page.setViewportSize(WIDTHS.desktop);

    // Stripe.js is never loaded when no plan was paid for.
    expect(stripeJs.count()).toBe(0);
  });

  test('coupon codes are checked by the server and answered inline, by keyboard', async ({ page }) => {
    await registerViaUi(page, uniqueName('cpn'));
    await page.goto('/upgrade');
    const starter = planCard(page, 'Starter');
    const toggle = starter.getByRole('button', { name: 'Have a coupon code for the Starter plan?' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const field = starter.getByLabel('Coupon code for Starter');
    await expect(field).toBeFocused();

    // Blank: said at once, nothing sent.
    await page.keyboard.press('Enter');
    await expect(starter.getByText('Enter a coupon code')).toBeVisible();

    await field.fill('nosuchcode');
    await page.keyboard.press('Enter');
    await expect(starter.getByText('Coupon not found')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(starter.getByTestId('plan-price')).toHaveText('$29/monthly');
    await snap(page, 'upgrade-coupon-not-found');
    await expectAccessible(page);

    // Typing again clears the message.
    await field.fill('SAVE');
    await expect(starter.getByText('Coupon not found')).toHaveCount(0);
  });

  test("returning from Stripe's redirect announces the payment once and cleans the address", async ({
    page,
  }) => {
    await registerViaUi(page, uniqueName('ret'));
    await page.goto(
      '/upgrade?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status=succeeded',
    );
    await expect(toast(page)).toContainText('Payment successful!');
    await expect(toast(page)).toContainText("You've been subscribed to your new plan.");
    await expect(page).toHaveURL(/\/upgrade$/);
    await expect(page.getByTestId('plan-card')).toHaveCount(4);
    await expect(toast(page)).toHaveCount(1);

    await page.goto(
      '/upgrade?payment_intent=pi_124&payment_intent_client_secret=pi_124_secret_abc&redirect_status=failed',
    );
    await expect(toast(page)).toContainText('Payment failed');
    await expect(toast(page)).toContainText('An error occurred during payment');
    await expect(page).toHaveURL(/\/upgrade$/);
  });

  test('while payments are off a coupon shows no price it cannot be bought at; one that makes the plan free is applied', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const admin = await adminApi(playwright, baseURL);
    const tag = uniqueName('').toUpperCase();
    const codes = { partial: `TWENTY${tag}`, full: `FREE${tag}` };
    await createCoupon(admin, { code: codes.partial, type: 'percentage', value: 20 });
    await createCoupon(admin, { code: codes.full, type: 'percentage', value: 100 });
    await admin.dispose();

    await registerViaUi(page, uniqueName('cpoff'));
    await page.goto('/upgrade');
    const starter = planCard(page, 'Starter');
    await applyCoupon(starter, 'Starter', codes.partial);
    await expect(
      starter.getByText(
        'Card payments are not available here, so only a coupon that makes the Starter plan free can be used.',
      ),
    ).toBeVisible();
    await expect(starter.getByTestId('coupon-applied')).toHaveCount(0);
    await expect(starter.getByTestId('plan-price')).toHaveText('$29/monthly');
    await expect(starter.getByText('$23.20')).toHaveCount(0);
    await expect(starter.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    await snap(page, 'upgrade-coupon-payments-off');
    await expectAccessible(page);

    // 100% off: nothing to pay, so the plan is assigned at once.
    await applyCoupon(starter, 'Starter', codes.full);
    await expect(starter.getByTestId('coupon-applied')).toContainText('Applied · 100% off');
    await expect(starter.getByTestId('plan-price')).toContainText('$0');
    await starter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page)).toContainText('Plan assigned successfully');
    await expect(starter.getByText('Current plan', { exact: true })).toBeVisible();
  });

  test('a downgrade asks first, says what is over the new limits and that nothing is deleted; Cancel keeps the plan', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // On Starter (given by an admin: payments are off here), with four pages: Free allows three.
    const username = uniqueName('down');
    await registerViaUi(page, username);
    const admin = await adminApi(playwright, baseURL);
    const plans: { id: number; name: string }[] = await (await admin.get('/api/subscription-plans')).json();
    const { user } = await (await page.request.get('/api/auth/me')).json();
    const assigned = await admin.post('/api/admin/assign-plan', {
      data: { userId: user.id, planId: plans.find((plan) => plan.name === 'Starter')!.id },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
    await admin.dispose();
    for (const n of [1, 2, 3, 4]) await generatePage(page, baseURL!, `A bakery page number ${n}`);

    await page.goto('/upgrade');
    const free = planCard(page, 'Free');
    const starter = planCard(page, 'Starter');
    await expect(starter.getByText('Current plan', { exact: true })).toBeVisible();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/create-payment-intent')) requests.push(request.url());
    });

    // One click never moves anyone down: a question comes first.
    await free.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Switch to the Free plan?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('The Free plan allows less than your Starter plan.');
    const details = dialog.getByTestId('downgrade-details');
    await expect(details.getByRole('region', { name: "Over the Free plan's limits" })).toContainText(
      'You have 4 landing pages; the Free plan allows 3, so 1 page is over its limit.',
    );
    const after = details.getByRole('region', { name: 'What happens' });
    await expect(after).toContainText(
      'Nothing is deleted by switching: every page, version, lead and photo stays.',
    );
    await expect(after).toContainText(
      'Every page stays yours to open, edit, export and publish. New pages (generations and variations) can be made only while you have fewer than 3.',
    );
    await expect(after).toContainText('only its newest 5 are kept');
    await expect(after).toContainText(
      'Your Starter plan ends now. Card payments are not available here, so you could not buy it back yourself: contact support for that.',
    );
    await expect(after.getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      'mailto:support@pagecraft.test',
    );
    await expectAccessible(page);
    await snap(page, 'upgrade-downgrade-dialog');
    await page.setViewportSize(WIDTHS.mobile);
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize(WIDTHS.desktop);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(requests).toEqual([]);
    await expect(starter.getByText('Current plan', { exact: true })).toBeVisible();

    // Confirmed: Free at once, and every page is still there.
    await free.getByRole('button', { name: 'Get Started' }).click();
    await dialog.getByRole('button', { name: 'Switch to Free' }).click();
    await expect(toast(page)).toContainText('Plan assigned successfully');
    await expect(dialog).toHaveCount(0);
    await expect(free.getByText('Current plan', { exact: true })).toBeVisible();
    await expect(
      page.getByTestId('usage-summary').getByRole('progressbar', { name: 'Landing pages' }),
    ).toHaveAttribute('aria-valuetext', '4 of 3');
    expect(requests).toHaveLength(1);
    const pages = await (await page.request.get('/api/landing-pages')).json();
    expect(pages).toHaveLength(4);
  });

  test('signed-out visitors are sent to the login page', async ({ page }) => {
    await page.goto('/upgrade');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('upgrade page with Stripe (fake Stripe API, stand-in Stripe.js)', () => {
  test.use({ baseURL: STRIPE_APP_URL });

  test('pays for Pro through the Payment Element: a declined card stays, then success and the plan changes', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const stripeJs = await serveFakeStripeJs(page);
    await registerViaUi(page, uniqueName('pay'));
    await page.goto('/upgrade');
    await expect(page.getByTestId('plan-card')).toHaveCount(4);
    await expect(page.getByTestId('payment-unavailable')).toHaveCount(0);
    expect(stripeJs.count()).toBe(0);

    await planCard(page, 'Pro').getByRole('button', { name: 'Subscribe' }).click();
    const heading = page.getByRole('heading', { name: 'Complete Payment' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByTestId('subscribing-line')).toHaveText('Subscribing to Pro plan - $59/monthly');
    const cardNumber = page.getByLabel('Card number');
    await expect(cardNumber).toBeVisible();
    const pay = page.getByRole('button', { name: 'Complete Payment' });
    await expect(pay).toBeEnabled();
    expect(stripeJs.count()).toBe(1);
    const log = await page.evaluate(() => (window as any).__fakeStripe);
    expect(log.keys).toEqual(['pk_test_e2e']);
    // The client secret came from the server's Stripe subscription (the fake's first invoice).
    expect(log.elementsOptions[0].clientSecret).toMatch(/_secret_/);
    await snap(page, 'upgrade-complete-payment');
    await expectAccessible(page);

    // Declined: the provider's message, and the form stays.
    await cardNumber.fill(DECLINED_CARD);
    await pay.click();
    await expect(toast(page)).toContainText('Payment failed');
    await expect(toast(page)).toContainText('Your card was declined.');
    await expect(heading).toBeVisible();
    await expect(pay).toBeEnabled();
    await snap(page, 'upgrade-payment-declined');

    await cardNumber.fill('4242 4242 4242 4242');
    await pay.click();
    await expect(toast(page)).toContainText('Payment successful!');
    await expect(toast(page)).toContainText("You've been subscribed to the Pro plan.");
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
    await expect(page.getByTestId('plan-card')).toHaveCount(4);
    const calls = await page.evaluate(() => (window as any).__fakeStripe.confirmCalls);
    expect(calls.at(-1)).toMatchObject({ returnUrl: `${STRIPE_APP_URL}/upgrade`, redirect: 'if_required' });

    // Stripe tells the server through the signed webhook; the page then shows Pro as current.
    const paid = await request.post(`${FAKE_STRIPE_URL}/__e2e/invoice-paid`);
    expect(await paid.json()).toMatchObject({ webhookStatus: 200 });
    await page.reload();
    const pro = planCard(page, 'Pro');
    await expect(pro.getByText('Current plan', { exact: true })).toBeVisible();
    await expect(pro.getByRole('button', { name: 'Pro is your current plan' })).toBeDisabled();
    await expect(
      page.getByTestId('usage-summary').getByRole('progressbar', { name: 'Landing pages' }),
    ).toHaveAttribute('aria-valuetext', '0 of 100');
    await snap(page, 'upgrade-current-pro');

    // Pro to Starter is a downgrade too: it asks first, and Pro ends only once Starter is paid.
    await planCard(page, 'Starter').getByRole('button', { name: 'Subscribe' }).click();
    const toStarter = page.getByRole('alertdialog', { name: 'Switch to the Starter plan?' });
    await expect(toStarter).toContainText('Your Pro plan ends once the Starter plan is paid for.');
    await toStarter.getByRole('button', { name: 'Cancel' }).click();
    await expect(toStarter).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Complete Payment' })).toHaveCount(0);

    // Back to the free plan: a downgrade, so it asks first (payments work here: the plan can be
    // bought again); then assigned at once, with its toast.
    await planCard(page, 'Free').getByRole('button', { name: 'Get Started' }).click();
    const downgrade = page.getByRole('alertdialog', { name: 'Switch to the Free plan?' });
    await expect(downgrade).toContainText('Nothing you have now.');
    await expect(downgrade).toContainText(
      'Your Pro plan ends now; you can subscribe to it again at any time.',
    );
    await downgrade.getByRole('button', { name: 'Switch to Free' }).click();
    await expect(toast(page)).toContainText('Plan assigned successfully');
    await expect(planCard(page, 'Free').getByText('Current plan', { exact: true })).toBeVisible();
    await expect(pro.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(
      page.getByTestId('usage-summary').getByRole('progressbar', { name: 'Landing pages' }),
    ).toHaveAttribute('aria-valuetext', '0 of 3');
    await snap(page, 'upgrade-free-assigned');
  });

  test('Back to Plans by keyboard returns focus to the plan; a provider failure is a Payment Error', async ({
    page,
    request,
  }) => {
    await serveFakeStripeJs(page);
    await registerViaUi(page, uniqueName('kbd'));
    await page.goto('/upgrade');
    const subscribe = planCard(page, 'Starter').getByRole('button', { name: 'Subscribe' });
    await subscribe.focus();
    await page.keyboard.press('Enter');
    // Creating the Stripe customer and subscription goes through the fake API: allow for load.
    await expect(page.getByRole('heading', { name: 'Complete Payment' })).toBeFocused({ timeout: 20_000 });
    await expect(page.getByTestId('subscribing-line')).toHaveText(
      'Subscribing to Starter plan - $29/monthly',
    );
    await expect(page.getByLabel('Card number')).toBeVisible();
    await page.getByRole('button', { name: 'Back to Plans' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('plan-card')).toHaveCount(4);
    await expect(planCard(page, 'Starter').getByRole('button', { name: 'Subscribe' })).toBeFocused();

    // Stripe fails when the subscription is created: the server's message in 'Payment Error'.
    const fault = await request.post(`${FAKE_STRIPE_URL}/__e2e/fail`, {
      data: { path: '/v1/subscriptions', method: 'POST', status: 500, type: 'api_error', times: 3 },
    });
    expect(fault.status()).toBe(204);
    await planCard(page, 'Unlimited').getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page)).toContainText('Payment Error');
    await expect(toast(page)).toContainText('The payment provider could not process the request');
    await expect(page.getByRole('heading', { name: 'Complete Payment' })).toHaveCount(0);
    await expect(planCard(page, 'Unlimited').getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await snap(page, 'upgrade-payment-error');
  });
  test('coupons made by an admin: a valid code discounts the card and the payment line; expired, used-up and other-plan codes say why', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(90_000);
    const admin = await adminApi(playwright);
    const plans: { id: number; name: string }[] = await (await admin.get('/api/subscription-plans')).json();
    const planId = (name: string) => plans.find((plan) => plan.name === name)!.id;
    const tag = uniqueName('').toUpperCase();
    const codes = {
      valid: `SAVE20${tag}`,
      expired: `OLD${tag}`,
      usedUp: `ONCE${tag}`,
      starterOnly: `STARTER5${tag}`,
    };
    await createCoupon(admin, { code: codes.valid, type: 'percentage', value: 20, description: '20% off' });
    await createCoupon(admin, {
      code: codes.expired,
      type: 'percentage',
      value: 10,
      validUntil: '2020-01-31',
    });
    await createCoupon(admin, { code: codes.usedUp, type: 'percentage', value: 100, maxUses: 1 });
    await createCoupon(admin, {
      code: codes.starterOnly,
      type: 'fixed_amount',
      value: 5,
      applicablePlans: [planId('Starter')],
    });
    await admin.dispose();

    // Someone else redeems the one use of the 100% coupon (Starter made free: assigned at once).
    const other = await playwright.request.newContext({
      baseURL: STRIPE_APP_URL,
      extraHTTPHeaders: { Origin: STRIPE_APP_URL },
    });
    const registered = await other.post('/api/auth/register', {
      data: { username: uniqueName('once'), password: 'secret-pass' },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const redeemed = await other.post('/api/create-payment-intent', {
      data: { planId: planId('Starter'), couponCode: codes.usedUp },
    });
    expect(await redeemed.json()).toMatchObject({ success: true });
    await other.dispose();

    await serveFakeStripeJs(page);
    await registerViaUi(page, uniqueName('cpv'));
    await page.goto('/upgrade');
    await expect(page.getByTestId('plan-card')).toHaveCount(4);
    const pro = planCard(page, 'Pro');
    const field = pro.getByLabel('Coupon code for Pro');

    // Each refusal says why, on the plan, and the price stays.
    for (const [code, message] of [
      [codes.expired, 'This coupon has expired'],
      [codes.usedUp, 'This coupon has reached its usage limit'],
      [codes.starterOnly, 'This coupon does not apply to the Pro plan'],
    ] as const) {
      await applyCoupon(pro, 'Pro', code);
      await expect(pro.getByText(message, { exact: true })).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(pro.getByTestId('plan-price')).toHaveText('$59/monthly');
      await expect(pro.getByTestId('coupon-applied')).toHaveCount(0);
      if (code === codes.starterOnly) await snap(page, 'upgrade-coupon-not-applicable');
    }
    await expectAccessible(page);

    // The Starter-only coupon does apply to Starter: $5 off.
    const starter = planCard(page, 'Starter');
    await applyCoupon(starter, 'Starter', codes.starterOnly.toLowerCase());
    await expect(starter.getByTestId('coupon-applied')).toContainText(codes.starterOnly);
    await expect(starter.getByTestId('coupon-applied')).toContainText('Applied · $5 off');
    await expect(starter.getByTestId('plan-price')).toContainText('$24/monthly');

    // A valid code, typed in lower case: the discounted price, the regular one struck through.
    await applyCoupon(pro, 'Pro', codes.valid.toLowerCase());
    await expect(pro.getByTestId('coupon-applied')).toContainText(codes.valid);
    await expect(pro.getByTestId('coupon-applied')).toContainText('Applied · 20% off');
    await expect(pro.getByTestId('plan-price').locator('s')).toHaveText('$59');
    await expect(pro.getByTestId('plan-price')).toContainText('$47.20/monthly');
    await snap(page, 'upgrade-coupon-applied');

    // The checkout is for the discounted price.
    await pro.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { name: 'Complete Payment' })).toBeVisible();
    await expect(page.getByTestId('subscribing-line')).toHaveText('Subscribing to Pro plan - $47.20/monthly');
    await expect(
      page.getByText(`Coupon ${codes.valid} applied (20% off); regular price $59/monthly.`),
    ).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await snap(page, 'upgrade-coupon-payment');
    await expectAccessible(page);
  });
});

test.describe('upgrade page where no support address is set', () => {
  test.use({ baseURL: ANTHROPIC_APP_URL });

  test("'contact support' is plain text, never a link that leads nowhere", async ({ page }) => {
    await registerViaUi(page, uniqueName('nosup'));
    await page.goto('/upgrade');
    const notice = page.getByTestId('payment-unavailable');
    await expect(notice).toHaveText(NOTICE);
    await expect(notice.getByRole('link')).toHaveCount(0);
  });
});
