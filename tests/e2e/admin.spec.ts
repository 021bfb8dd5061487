import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { generatePage } from './library-seed';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  registerViaUi,
  signInViaUi,
  snap,
  toast,
  uniqueName,
  WIDTHS,
} from './support';

/**
 * /admin (docs/product.md, 'Admin console'): every tab's main flow as the seeded admin, its texts,
 * fallbacks, clamps and toasts, and that a non-admin gets a 'not authorised' screen without a
 * single /api/admin request. The app runs the offline engine (costs are $0.0000).
 */

const ADMIN = { username: 'admin', password: 'e2e-admin-password' };

async function signInAsAdmin(page: Page) {
  await signInViaUi(page, ADMIN.username, ADMIN.password);
}

/** A fresh ordinary user in a browser context of their own (the admin's session stays put). */
async function newUser(browser: Browser, prefix: string, options: { generate?: boolean } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const username = uniqueName(prefix);
  await registerViaUi(page, username);
  if (options.generate) await generatePage(page, `A landing page for ${username}, a bakery in Bristol.`);
  return { username, close: () => context.close() };
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Picks an option of a Radix select by the trigger's accessible name. */
async function choose(scope: Page | Locator, page: Page, trigger: string, option: string) {
  await scope.getByRole('combobox', { name: trigger }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The admin's user id of a username, through the admin API with the admin's session. */
async function userId(page: Page, username: string): Promise<number> {
  const response = await page.request.get(`/api/admin/users?search=${encodeURIComponent(username)}`);
  const body = (await response.json()) as { users: { id: number; username: string }[] };
  const user = body.users.find((u) => u.username === username);
  expect(user, `user ${username}`).toBeTruthy();
  return user!.id;
}

async function planId(page: Page, name: string): Promise<number> {
  const plans = (await (await page.request.get('/api/admin/subscription-plans')).json()) as {
    id: number;
    name: string;
  }[];
  const plan = plans.find((p) => p.name === name);
  expect(plan, `plan ${name}`).toBeTruthy();
  return plan!.id;
}

async function assignPlan(page: Page, username: string, plan: string) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/admin/assign-plan', {
    headers: { Origin: origin },
    data: { userId: await userId(page, username), planId: await planId(page, plan) },
  });
  expect(response.status()).toBe(200);
}

/** Screenshots at 1440 and 375 px, and on the phone nothing wider than the screen. */
async function snapTab(page: Page, name: string) {
  // From the top: a scrolled full-page shot paints the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
  await page.setViewportSize(WIDTHS.mobile);
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize(WIDTHS.desktop);
}

test.use({ viewport: WIDTHS.desktop });

test.describe('who may see /admin', () => {
  test('signed out goes to /login; a signed-in user sees "Not authorised" and no admin request is made', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);

    await registerViaUi(page, uniqueName('nonadm'));
    const adminRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin')) adminRequests.push(request.url());
    });
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    await expect(page.getByText('only available to administrators')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByTestId('total-users')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(adminRequests).toEqual([]);
    await snapTab(page, 'admin-not-authorised');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('admin console', () => {
  test('header, summary cards and keyboard tabs', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Admin', exact: true }).first().click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.locator('main header').getByTestId('administrator-badge')).toBeVisible();
    for (const id of ['total-users', 'active-subscriptions', 'active-coupons']) {
      await expect(page.getByTestId(id).locator('[data-value]')).toHaveText(/^\d[\d,]*$/);
    }
    // This app has no Stripe keys: nothing was ever collected, whatever plans admins assigned
    // (the seeded admin holds Unlimited at $99, never paid for).
    await expect(page.getByTestId('total-revenue').locator('[data-value]')).toHaveText('$0.00');
    await expect(page.getByTestId('total-revenue')).toContainText('Collected by Stripe, after coupons');
    await expect(page.getByTestId('monthly-recurring-revenue').locator('[data-value]')).toHaveText('$0.00');
    await expect(page.getByTestId('paying-subscriptions').locator('[data-value]')).toHaveText('0');

    // Arrow keys move between tabs (Radix), and the tab is kept in the address.
    await page.getByRole('tab', { name: 'Users' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Subscriptions' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Subscriptions' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=subscriptions$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Subscriptions' })).toHaveAttribute('aria-selected', 'true');
  });

  test('users: search, role, plan assignment, token limits with clamping and monthly usage', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const member = await newUser(browser, 'usr', { generate: true });
    await signInAsAdmin(page);
    await page.goto('/admin');

    await page.getByLabel('Search users').fill(member.username);
    const rows = page.getByTestId('user-row');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(member.username);
    await expect(row).toContainText('No email');
    await expect(row.getByTestId('plan-badge')).toHaveText('Free');
    // Unset per-request limits show the fallbacks the server applies.
    await expect(row.getByTestId('token-limits-summary')).toContainText('16,000');
    await expect(row.getByTestId('token-limits-summary')).toContainText('15,000');
    await expect(row.getByTestId('token-limits-summary')).toContainText('10,000');
    await expect(page.getByText('1 matching')).toBeVisible();

    // Role: to Admin (badge with the crown) and back.
    await choose(row, page, `Role of ${member.username}`, 'Admin');
    await expect(toast(page)).toContainText(`${member.username} is now an Admin`);
    await expect(row.getByTestId('administrator-badge')).toBeVisible();
    await choose(row, page, `Role of ${member.username}`, 'User');
    await expect(toast(page)).toContainText('is now a User');
    await expect(row.getByTestId('administrator-badge')).toHaveCount(0);

    // Assign a plan.
    await choose(row, page, `Assign a plan to ${member.username}`, 'Pro');
    await expect(toast(page)).toContainText('Plan assigned successfully');
    await expect(row.getByTestId('plan-badge')).toHaveText('Pro');

    // Token limits: larger values are clamped to 20000 / 15000 / 10000, empty = default.
    await row.getByRole('button', { name: /Limits & usage/ }).click();
    const dialog = page.getByRole('dialog', { name: `Token limits: ${member.username}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('user-monthly-usage')).toContainText(/Generations\s*1\s*\/\s*500/);
    await expect(dialog.getByTestId('user-monthly-usage')).toContainText(/Chat questions\s*0\s*\/\s*2,500/);
    await expect(dialog.getByLabel('Generations per month')).toHaveValue('500');
    await dialog.getByLabel('Generate tokens per request').fill('50000');
    await dialog.getByLabel('Modify tokens per request').fill('99999');
    await dialog.getByLabel('Variation tokens per request').fill('1200');
    await dialog.getByRole('button', { name: 'Save token limits' }).click();
    await expect(toast(page)).toContainText('Token limits updated successfully');
    await expect(dialog.getByLabel('Generate tokens per request')).toHaveValue('20000');
    await expect(dialog.getByLabel('Modify tokens per request')).toHaveValue('15000');
    await expect(dialog.getByLabel('Variation tokens per request')).toHaveValue('1200');
    await expect(
      dialog.getByText('Generate lowered to 20,000; Modify lowered to 15,000 (the maximum).'),
    ).toBeVisible();
    await dialog.getByLabel('Generate tokens per request').fill('0');
    await dialog.getByRole('button', { name: 'Save token limits' }).click();
    await expect(dialog.getByText('Enter a positive whole number')).toBeVisible();
    await snap(page, 'admin-user-limits-dialog');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    // Focus goes back to the row's button the dialog was opened from.
    await expect(row.getByRole('button', { name: /Limits & usage/ })).toBeFocused();
    await expect(row.getByTestId('token-limits-summary')).toContainText('20,000');
    await expect(row.getByTestId('token-limits-summary')).toContainText('15,000');

    // Your own role is the server's to refuse; its message is the toast.
    await page.getByLabel('Search users').fill('admin');
    const me = page.locator('[data-testid="user-row"][data-username="admin"]');
    await expect(me).toContainText('(you)');
    await choose(me, page, 'Role of admin', 'User');
    await expect(toast(page)).toContainText('Failed to update role');
    await expect(toast(page)).toContainText('You cannot change your own role');
    await expect(me.getByTestId('administrator-badge')).toBeVisible();

    await page.getByLabel('Search users').fill('');
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    await snapTab(page, 'admin-users');
    await expectAccessible(page);
    await member.close();
  });

  test('users: search and pages are asked of the server', async ({ page }) => {
    await signInAsAdmin(page);
    // 45 users would take minutes to register on the test machine: the list answers are stubbed.
    const asked: { search: string; page: string }[] = [];
    await page.route('**/api/admin/users?*', (route) => {
      const params = new URL(route.request().url()).searchParams;
      const pageNo = Number(params.get('page'));
      const size = Number(params.get('pageSize'));
      const search = params.get('search') ?? '';
      if (size === 20) asked.push({ search, page: String(pageNo) });
      const total = search ? 3 : 45;
      const count = Math.max(0, Math.min(size, total - (pageNo - 1) * size));
      const users = Array.from({ length: count }, (_, i) => ({
        id: 5000 + (pageNo - 1) * size + i,
        username: `${search || 'member'}${(pageNo - 1) * size + i + 1}`,
        email: i === 0 ? 'first@example.com' : null,
        firstName: null,
        lastName: null,
        role: 'user',
        createdAt: new Date().toISOString(),
        maxGenerateTokensPerRequest: null,
        maxModifyTokensPerRequest: null,
        maxVariationTokensPerRequest: null,
        planName: 'Free',
      }));
      return route.fulfill({ json: { users, total, page: pageNo, pageSize: size } });
    });
    await page.goto('/admin');
    await expect(page.getByTestId('total-users').locator('[data-value]')).toHaveText('45');
    await expect(page.getByTestId('user-row')).toHaveCount(20);
    await expect(page.getByTestId('user-row').first()).toContainText('first@example.com');
    await expect(page.getByTestId('user-row').nth(1)).toContainText('No email');
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await expect(page.getByTestId('user-row').first()).toContainText('member21');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByTestId('user-row')).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

    // A search starts from its first page.
    await page.getByLabel('Search users').fill('ann');
    await expect(page.getByText('3 matching')).toBeVisible();
    await expect(page.getByTestId('user-row')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Next page' })).toHaveCount(0);
    expect(asked).toEqual([
      { search: '', page: '1' },
      { search: '', page: '2' },
      { search: '', page: '3' },
      { search: 'ann', page: '1' },
    ]);
  });

  test('an admin whose role was taken away meanwhile gets "Not authorised" at the first 403', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.route('**/api/admin/user-subscriptions', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: '{"message":"Admins only"}' }),
    );
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
  });

  test('subscriptions: change plan and status; no active subscription in Token Limits', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const member = await newUser(browser, 'sub');
    await signInAsAdmin(page);
    await page.goto('/admin');
    await assignPlan(page, member.username, 'Starter');

    // Signing up started a Free subscription; the assignment ended it and started this one.
    const subscriptions = (await (await page.request.get('/api/admin/user-subscriptions')).json()) as {
      id: number;
      status: string;
      user: { username: string };
    }[];
    const mine = subscriptions.filter((s) => s.user.username === member.username);
    expect(mine.map((s) => s.status).sort()).toEqual(['active', 'cancelled']);
    const activeId = mine.find((s) => s.status === 'active')!.id;

    await openTab(page, 'Subscriptions');
    const row = page.locator(`[data-testid="subscription-row"][data-id="${activeId}"]`);
    await expect(row).toContainText('No email');
    await expect(row.getByTestId('plan-badge')).toHaveText('Starter');
    await expect(row).toContainText('$29/monthly');
    await expect(row.getByTestId('status-badge')).toHaveText('Active');
    await expect(row.locator('td').nth(4)).toHaveText('N/A');

    await choose(row, page, `Plan of ${member.username}'s subscription`, 'Pro');
    await expect(toast(page)).toContainText('Subscription updated successfully');
    await expect(row.getByTestId('plan-badge')).toHaveText('Pro');
    await expect(row).toContainText('$59/monthly');
    await snapTab(page, 'admin-subscriptions');
    await expectAccessible(page);

    await choose(row, page, `Status of ${member.username}'s subscription`, 'Cancelled');
    await expect(toast(page)).toContainText('Subscription updated successfully');
    await expect(row.getByTestId('status-badge')).toHaveText('Cancelled');
    await expect(row.locator('td').nth(4)).not.toHaveText('N/A');

    // Without an active subscription the limits form says so (docs/product.md, 'Token Limits tab').
    await openTab(page, 'Token Limits');
    const picker = page.getByRole('region', { name: 'User token limits' });
    await picker.getByLabel('Find a user').fill(member.username);
    await picker.getByRole('button', { name: member.username, exact: true }).click();
    await expect(picker.getByTestId('no-active-subscription')).toContainText(
      'User has no active subscription',
    );
    await member.close();
  });

  test('plans: create, validate, edit, deactivate, delete without confirmation; refused with subscribers', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    await page.goto('/admin?tab=plans');
    await expect(page.getByRole('tab', { name: 'Plans' })).toHaveAttribute('aria-selected', 'true');
    const unlimited = page.locator('[data-testid="plan-row"][data-plan="Unlimited"]');
    await expect(unlimited).toContainText('Pages: Unlimited');

    await page.getByRole('button', { name: 'Create Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Plan' });
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await expect(dialog.getByText('Plan name is required')).toBeVisible();
    await expect(dialog.getByText('Price is required')).toBeVisible();
    await expect(dialog.getByLabel('Price ($)')).toHaveAttribute('step', '0.01');

    const name = uniqueName('Agency');
    await dialog.getByLabel('Plan name').fill(name);
    await expect(dialog.getByText('Plan name is required')).toBeHidden();
    await dialog.getByLabel('Description').fill('For agencies with many clients.');
    await dialog.getByLabel('Price ($)').fill('129.99');
    await choose(dialog, page, 'Interval', 'Yearly');
    await dialog.getByLabel('Max landing pages').fill('250');
    await dialog.getByLabel('Features (one per line)').fill('White label\n\nClient folders');
    await snap(page, 'admin-plan-dialog');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await expect(toast(page)).toContainText('Plan created successfully');
    await expect(dialog).toBeHidden();

    const row = page.locator(`[data-testid="plan-row"][data-plan="${name}"]`);
    await expect(row).toContainText('$129.99');
    await expect(row).toContainText('Yearly');
    await expect(row).toContainText('Pages: 250');
    await expect(row).toContainText('Versions: Unlimited');
    await expect(row.getByTestId('active-badge')).toHaveText('Active');

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Plan' });
    await expect(edit.getByLabel('Features (one per line)')).toHaveValue('White label\nClient folders');
    await expect(edit.getByLabel('Max versions per page')).toHaveValue('');
    await edit.getByLabel('Price ($)').fill('149');
    await edit.getByRole('button', { name: 'Update Plan' }).click();
    await expect(toast(page)).toContainText('Plan updated successfully');
    await expect(row).toContainText('$149.00');

    await row.getByRole('switch', { name: `Plan ${name} active` }).click();
    await expect(row.getByTestId('active-badge')).toHaveText('Inactive');
    await snapTab(page, 'admin-plans');
    await expectAccessible(page);

    // With a subscriber the server refuses, and says so; without one it goes at once.
    const member = await newUser(browser, 'pln');
    await assignPlan(page, member.username, name);
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(toast(page)).toContainText('Failed to delete plan');
    await expect(toast(page)).toContainText('Plan has subscribers');
    await expect(row).toBeVisible();

    await page.getByRole('button', { name: 'Create Plan' }).click();
    const other = uniqueName('Temp');
    await page.getByRole('dialog').getByLabel('Plan name').fill(other);
    await page.getByRole('dialog').getByLabel('Price ($)').fill('0');
    await page.getByRole('dialog').getByRole('button', { name: 'Create Plan' }).click();
    await expect(toast(page)).toContainText('Plan created successfully');
    const temp = page.locator(`[data-testid="plan-row"][data-plan="${other}"]`);
    await temp.getByRole('button', { name: `Delete ${other}` }).click();
    await expect(toast(page)).toContainText('Plan deleted successfully');
    await expect(temp).toHaveCount(0);

    // Every write is in the audit log.
    await openTab(page, 'Audit Log');
    await expect(page.getByTestId('audit-row').filter({ hasText: 'plan.delete' }).first()).toContainText(
      'admin',
    );
    await expect(page.getByTestId('audit-row').filter({ hasText: 'plan.create' }).first()).toBeVisible();
    await snapTab(page, 'admin-audit');
    await expectAccessible(page);
    await member.close();
  });

  test('coupons: create upper-cased, labels, edit, duplicate refused, delete with confirmation', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    await openTab(page, 'Coupons');

    // By keyboard: the dialog opens with the code field focused.
    await page.getByRole('button', { name: 'Create Coupon' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create New Coupon' });
    await expect(dialog.getByLabel('Code')).toBeFocused();
    const code = uniqueName('save');
    await dialog.getByLabel('Code').fill(code);
    await expect(dialog.getByLabel('Code')).toHaveValue(code.toUpperCase());
    await expect(dialog.getByLabel('Value (%)')).toBeVisible();
    await choose(dialog, page, 'Type', 'Fixed amount');
    await expect(dialog.getByLabel('Value ($)')).toHaveAttribute('step', '0.01');
    await choose(dialog, page, 'Type', 'Percentage');
    await dialog.getByLabel('Value (%)').fill('150');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(dialog.getByText('A percentage cannot exceed 100')).toBeVisible();
    await dialog.getByLabel('Value (%)').fill('25');
    await dialog.getByLabel('Description').fill('Launch week');
    await snap(page, 'admin-coupon-dialog');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(toast(page)).toContainText('Coupon created successfully');

    const CODE = code.toUpperCase();
    const row = page.locator(`[data-testid="coupon-row"][data-code="${CODE}"]`);
    await expect(row).toContainText('Percentage');
    await expect(row).toContainText('25%');
    await expect(row).toContainText('0/∞');
    await expect(row).toContainText('No expiry');
    await expect(row.getByTestId('active-badge')).toHaveText('Active');

    await row.getByRole('button', { name: `Edit ${CODE}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Coupon' });
    await choose(edit, page, 'Type', 'Fixed amount');
    await edit.getByLabel('Value ($)').fill('5.5');
    await edit.getByLabel('Max uses').fill('100');
    await edit.getByLabel('Valid until').fill('2030-12-31');
    await edit.getByRole('button', { name: 'Update Coupon' }).click();
    await expect(toast(page)).toContainText('Coupon updated successfully');
    await expect(row).toContainText('$5.50');
    await expect(row).toContainText('0/100');
    await expect(row).toContainText('Dec 31, 2030');

    // A second coupon with the same code: the server refuses, the toast says why.
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    await page.getByRole('dialog').getByLabel('Code').fill(code);
    await page.getByRole('dialog').getByLabel('Value (%)').fill('10');
    await page.getByRole('dialog').getByRole('button', { name: 'Create Coupon' }).click();
    await expect(toast(page)).toContainText('Failed to save coupon');
    await expect(toast(page)).toContainText('already exists');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await snapTab(page, 'admin-coupons');
    await expectAccessible(page);

    await row.getByRole('button', { name: `Delete ${CODE}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete coupon?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Delete ${CODE}` }).click();
    await confirm.getByRole('button', { name: 'Delete Coupon' }).click();
    await expect(toast(page)).toContainText('Coupon deleted successfully');
    await expect(row).toHaveCount(0);
  });

  test('usage stats: totals, per-user breakdown, 30-day chart and the CSV download', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const member = await newUser(browser, 'use', { generate: true });
    await signInAsAdmin(page);
    await page.goto('/admin?tab=usage');

    await expect(page.getByTestId('usage-totals')).toContainText('Total API cost');
    await expect(page.getByTestId('usage-totals')).toContainText(/\$\d+\.\d{4}/);
    const row = page.locator(`[data-testid="breakdown-row"][data-username="${member.username}"]`);
    await expect(row).toContainText('No email');
    await expect(row.getByTestId('plan-badge')).toHaveText('Free');
    await expect(row).toContainText('1 gen · 0 edit · 0 var');
    await expect(row.locator('td').nth(2)).toHaveText('1');

    const chart = page.getByTestId('cost-chart');
    await expect(chart.locator('rect[data-value]')).toHaveCount(30);
    await expect(chart).toHaveAttribute('role', 'img');
    await page.getByRole('button', { name: 'Requests' }).click();
    await expect(page.getByRole('button', { name: 'Requests' })).toHaveAttribute('aria-pressed', 'true');
    expect(Number(await chart.locator('rect[data-value]').last().getAttribute('data-value'))).toBeGreaterThan(
      0,
    );
    await page.getByText('View as table').click();
    await expect(page.getByRole('table').filter({ hasText: 'Requests' }).last()).toBeVisible();

    const csvLink = page.getByRole('link', { name: 'Download CSV' });
    await expect(csvLink).toHaveAttribute('href', '/api/admin/usage-stats.csv');
    const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^usage-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(csv).toString('utf8')).toContain(member.username);

    await snapTab(page, 'admin-usage');
    await expectAccessible(page);
    await member.close();
  });

  test('API costs: 4-decimal costs, pagination, delete one, clear old and all, error toasts', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const member = await newUser(browser, 'log', { generate: true });
    // A second log of our own, so one is left after the single delete (Clear All needs one).
    await newUser(browser, 'log2', { generate: true });
    await signInAsAdmin(page);
    await page.goto('/admin?tab=api-costs');

    const count = page.getByTestId('logs-count');
    await expect(count).toHaveText(/^Showing \d+ of \d+ total logs$/);
    const total = () =>
      count.textContent().then((text) => Number(/of ([\d,]+) total/.exec(text ?? '')![1]!.replace(/,/g, '')));
    const before = await total();
    expect(before).toBeGreaterThan(0);
    const first = page.getByTestId('api-log-row').first();
    await expect(first).toContainText(/\$\d+\.\d{4}/);
    await expect(page.getByTestId('api-log-row').filter({ hasText: member.username }).first()).toContainText(
      'Generate',
    );
    await snapTab(page, 'admin-api-costs');
    await expectAccessible(page);

    // A refusal shows the spec's toast and keeps the row.
    await page.route('**/api/admin/api-logs/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"message":"Database unavailable"}',
          })
        : route.continue(),
    );
    await first.getByRole('button', { name: /Delete log/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete API log?' })
      .getByRole('button', { name: 'Delete Log' })
      .click();
    await expect(toast(page)).toContainText('Failed to delete API log');
    await page.unroute('**/api/admin/api-logs/*');

    // Other tests generate pages meanwhile: follow this row, not the total.
    const deletedId = await first.getAttribute('data-id');
    await first.getByRole('button', { name: /Delete log/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete API log?' })
      .getByRole('button', { name: 'Delete Log' })
      .click();
    await expect(toast(page)).toContainText('API log deleted');
    await expect(page.locator(`[data-testid="api-log-row"][data-id="${deletedId}"]`)).toHaveCount(0);
    const logs = (await (await page.request.get('/api/admin/api-logs')).json()) as { logs: { id: number }[] };
    expect(logs.logs.some((log) => String(log.id) === deletedId)).toBe(false);

    await page.getByRole('button', { name: 'Clear Old Logs' }).click();
    const old = page.getByRole('alertdialog', { name: 'Clear old API logs?' });
    await expect(old).toContainText('older than 30 days');
    await old.getByRole('button', { name: 'Clear Old Logs' }).click();
    await expect(toast(page)).toContainText('Old API logs cleared');
    await expect(toast(page)).toContainText('0 logs deleted');

    await page.route('**/api/admin/api-logs?type=all', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Database unavailable"}',
      }),
    );
    await page.getByRole('button', { name: 'Clear All' }).click();
    await page
      .getByRole('alertdialog', { name: 'Clear all API logs?' })
      .getByRole('button', { name: 'Clear All Logs' })
      .click();
    await expect(toast(page)).toContainText('Failed to clear API logs');
    await page.unroute('**/api/admin/api-logs?type=all');

    await page.getByRole('button', { name: 'Clear All' }).click();
    await page
      .getByRole('alertdialog', { name: 'Clear all API logs?' })
      .getByRole('button', { name: 'Clear All Logs' })
      .click();
    await expect(toast(page)).toContainText('All API logs cleared');
    await expect(count).toHaveText('Showing 0 of 0 total logs');
    await expect(page.getByText('No API logs')).toBeVisible();

    // Pagination: with 45 logs the pages are asked for by number (answers stubbed: 45 real
    // generations would take minutes on the test machine).
    const asked: string[] = [];
    await page.route('**/api/admin/api-logs?page=*', (route) => {
      const pageNo = Number(new URL(route.request().url()).searchParams.get('page'));
      asked.push(String(pageNo));
      const logs = Array.from({ length: pageNo === 3 ? 5 : 20 }, (_, i) => ({
        id: 1000 + pageNo * 100 + i,
        userId: 1,
        username: `stub${pageNo}`,
        requestType: 'modify',
        model: 'claude-test',
        inputTokens: 1200,
        outputTokens: 800,
        totalCost: 0.01234,
        success: true,
        timestamp: new Date().toISOString(),
        cacheReadTokens: 0,
        cacheWriteTokens: 0,
        step: 'patch',
        attempt: 1,
      }));
      return route.fulfill({ json: { logs, total: 45, page: pageNo, pageSize: 20 } });
    });
    await page.reload();
    await expect(count).toHaveText('Showing 20 of 45 total logs');
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    await expect(page.getByTestId('api-log-row').first()).toContainText('$0.0123');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await expect(page.getByTestId('api-log-row').first()).toContainText('stub2');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(count).toHaveText('Showing 5 of 45 total logs');
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(asked).toEqual(['1', '2', '3']);
    await member.close();
  });

  test('token limits: plan monthly limits clamp to 10000 / 5000 / 2000 / 10000, empty and -1 are unlimited', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin?tab=token-limits');
    const starter = page.locator('[data-testid="plan-limits"][data-plan="Starter"]');
    const generate = starter.getByLabel('Generations per month');
    const modify = starter.getByLabel('AI edits per month');
    const variation = starter.getByLabel('Variations per month');
    const ask = starter.getByLabel('Chat questions per month');
    await expect(generate).toHaveValue('100');
    await expect(ask).toHaveValue('500');
    const original = [
      await generate.inputValue(),
      await modify.inputValue(),
      await variation.inputValue(),
      await ask.inputValue(),
    ];

    await generate.fill('99999');
    await modify.fill('-1');
    await variation.fill('');
    await starter.getByRole('button', { name: 'Save limits' }).click();
    await expect(toast(page)).toContainText('Plan updated successfully');
    await expect(generate).toHaveValue('10000');
    await expect(starter.getByText('Generations lowered to 10,000 (the maximum).')).toBeVisible();
    await expect(modify).toHaveValue('');
    await expect(modify).toHaveAttribute('placeholder', 'Unlimited');
    await page.reload();
    await expect(generate).toHaveValue('10000');
    await expect(modify).toHaveValue('');
    await expect(variation).toHaveValue('');

    await variation.fill('5000');
    await starter.getByRole('button', { name: 'Save limits' }).click();
    await expect(variation).toHaveValue('2000');
    await expect(toast(page)).toContainText('Monthly limits of Starter saved');
    await ask.fill('20000');
    await starter.getByRole('button', { name: 'Save limits' }).click();
    await expect(ask).toHaveValue('10000');
    await expect(starter.getByText('Chat questions lowered to 10,000 (the maximum).')).toBeVisible();
    await page.reload();
    await expect(ask).toHaveValue('10000');
    await modify.fill('2.5');
    await starter.getByRole('button', { name: 'Save limits' }).click();
    await expect(starter.getByText('Enter a whole number, -1 or leave empty for unlimited')).toBeVisible();

    // The per-user panel of the same tab.
    const picker = page.getByRole('region', { name: 'User token limits' });
    await picker.getByLabel('Find a user').fill('admin');
    await picker.getByRole('button', { name: 'admin', exact: true }).click();
    await expect(picker.getByTestId('user-limits-panel')).toContainText('Per-request token limits');
    // Unset per-request limits show the fallbacks the server applies.
    await expect(picker.getByLabel('Generate tokens per request')).toHaveAttribute('placeholder', '16,000');
    await expect(picker.getByLabel('Modify tokens per request')).toHaveAttribute('placeholder', '15,000');
    await expect(picker.getByLabel('Variation tokens per request')).toHaveAttribute('placeholder', '10,000');
    await expect(picker.getByText('Max 20,000 · default 16,000')).toBeVisible();
    await snapTab(page, 'admin-token-limits');
    await expectAccessible(page);

    // Leave Starter as the other browser tests expect it.
    await modify.fill(original[1]!);
    await generate.fill(original[0]!);
    await variation.fill(original[2]!);
    await ask.fill(original[3]!);
    await starter.getByRole('button', { name: 'Save limits' }).click();
    await expect(generate).toHaveValue(original[0]!);
  });
});
