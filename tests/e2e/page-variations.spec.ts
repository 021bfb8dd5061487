import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  generatePage,
  registerViaUi,
  snap,
  snapAt,
  uniqueName,
} from './support';

/**
 * Variations of a page as it is now (docs/product.md, 'Variations of the page as it is now'):
 * 'Make variations' on the detail and edit pages, and Remix 'From this page as it is now'.
 */
const MY_HEADLINE = 'Burst pipe at 2am? We pick up.';

test('make variations of an edited page: the edits stay, the plan’s room is what is offered', async ({
  page,
  baseURL,
}) => {
  // Two variations made and four widths looked at, on top of a generation.
  test.setTimeout(120_000);
  await registerViaUi(page, uniqueName('vary'));
  const saved = await generatePage(
    page,
    baseURL!,
    'A landing page for "Harbor Plumbing", an emergency plumber in Leeds',
  );
  const current = await (await page.request.get(`/api/landing-pages/${saved.id}`)).json();
  const edited = (current.generatedHtml as string).replace(
    /(<h1[^>]*>)[\s\S]*?(<\/h1>)/,
    `$1${MY_HEADLINE}$2`,
  );
  const put = await page.request.put(`/api/landing-pages/${saved.id}`, {
    data: { generatedHtml: edited, baseVersionId: current.currentVersionId },
    headers: { Origin: baseURL! },
  });
  expect(put.status()).toBe(200);

  await page.goto(`/details/${saved.id}`);
  await page.getByRole('button', { name: 'Make variations' }).click();
  const dialog = page.getByTestId('make-variations-dialog');
  await expect(dialog).toBeVisible();
  // Free: three pages, one used, so two variations at most, and the reason says so.
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(dialog).toContainText('your Free plan has room for 2 more pages');
  await expect(dialog.getByRole('link', { name: 'Upgrade' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Make 2 variations' }).click();
  await expect(dialog.getByTestId('make-variations-done')).toContainText('2 variations are ready.', {
    timeout: 30_000,
  });
  await expect(dialog.getByTestId('make-variations-log')).toContainText('Your own words');
  await expectAccessible(page, { skipPreviews: true });
  await snap(page, 'make-variations-done');

  // Each variation keeps the marketer's headline and pitches the rest its own way.
  const links = dialog.getByRole('link', { name: /pitch\)$/ });
  await expect(links).toHaveCount(2);
  const ids = await links.evaluateAll((anchors) =>
    anchors.map((a) => Number((a as HTMLAnchorElement).pathname.split('/').pop())),
  );
  const subs = new Set<string>();
  for (const id of ids) {
    const variation = await (await page.request.get(`/api/landing-pages/${id}`)).json();
    expect(variation.generatedHtml).toContain(MY_HEADLINE);
    subs.add(/pc-hero-sub">([^<]*)/.exec(variation.generatedHtml)?.[1] ?? '');
  }
  subs.add(/pc-hero-sub">([^<]*)/.exec(edited)?.[1] ?? '');
  expect(subs.size).toBe(3);

  await dialog.getByRole('link', { name: 'Compare the variations' }).click();
  await expect(page).toHaveURL(/\/variations\//);
  await expect(page.getByRole('heading', { name: /pitch\)$/ })).toHaveCount(2);

  // The plan is full now: the edit page's action says why and offers nothing to make.
  await page.goto(`/edit/${saved.id}`);
  for (const width of [375, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    await snapAt(page, 'edit-header-make-variations', width);
  }
  await page.getByRole('button', { name: 'Make variations' }).click();
  await expect(dialog).toContainText('room for no more pages');
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Make variations' })).toBeDisabled();
  await expectNoHorizontalOverflow(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Remix on the detail page offers both starts; 'as it is now' is the same dialog, at one.
  await page.goto(`/details/${saved.id}`);
  for (const width of [375, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    await snapAt(page, 'details-header-make-variations', width);
  }
  await page.getByRole('button', { name: 'Create Remix' }).click();
  await expect(page.getByRole('menuitem', { name: 'From the original prompt' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'From this page as it is now' }).click();
  await expect(dialog).toBeVisible();
});
