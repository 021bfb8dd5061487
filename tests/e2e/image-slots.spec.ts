import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, generatePage, registerViaUi, snap, toast, uniqueName } from './support';

/**
 * Image slots on the edit page: a page with an empty slot lists it under 'Images on this
 * page'; choosing a photo (by keyboard) uploads it to the media store, fills the slot, saves a
 * new version, and the preview shows the photo from its public address, which loads without
 * a session too.
 */

const PLACEHOLDER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1200' height='900'%3E%3Crect width='100%25' height='100%25' fill='%23e5e7eb'/%3E%3C/svg%3E";

const PAGE_WITH_SLOT = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Bright Smile Clinic</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px}.pc-slot{display:block;width:100%;height:auto;object-fit:cover}</style></head>
<body>
<main>
<h1>Bright Smile Clinic</h1>
<img class="pc-slot" data-pc-slot="hero" data-pc-slot-empty src="${PLACEHOLDER}" alt="The clinic's reception" width="1200" height="900" loading="eager">
<p>Gentle dentistry in the heart of town.</p>
</main>
</body>
</html>
`;

test('a photo chosen for an empty slot is uploaded, saved as a version and shown in the preview', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await registerViaUi(page, uniqueName('slots'));
  const saved = await generatePage(page, baseURL!, 'A landing page for a dental clinic');
  const seeded = await page.request.put(`/api/landing-pages/${saved.id}`, {
    headers: { Origin: baseURL! },
    data: { generatedHtml: PAGE_WITH_SLOT, commitMessage: 'A page with an image slot' },
  });
  expect(seeded.status(), await seeded.text()).toBe(200);

  await page.goto(`/edit/${saved.id}`);
  const card = page.getByTestId('image-slots');
  await expect(card.getByRole('heading', { name: 'Images on this page' })).toBeVisible();
  const slot = card.getByTestId('image-slot');
  await expect(slot).toHaveCount(1);
  await expect(slot).toContainText('Hero image');
  await expect(slot).toContainText('Empty');
  await expect(slot).toContainText("The clinic's reception");
  await expectAccessible(page, { skipPreviews: true });

  // A real photo, made here: 1600 px wide, so it gets the 640, 1280 and 1600 px variants.
  const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2563eb' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const choose = slot.getByRole('button', { name: 'Choose photo for the hero image' });
  await choose.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'reception.jpg', mimeType: 'image/jpeg', buffer: jpeg });

  await expect(toast(page)).toContainText('Photo added');
  await expect(slot).not.toContainText('Empty');

  // Saved: the slot carries the photo's variants and is no longer marked empty.
  const after = (await (await page.request.get(`/api/landing-pages/${saved.id}`)).json()) as {
    generatedHtml: string;
  };
  expect(after.generatedHtml).not.toContain('data-pc-slot-empty');
  const src = /<img[^>]*\ssrc="([^"]+)"/.exec(after.generatedHtml)?.[1] ?? '';
  expect(src).toMatch(new RegExp(`^${baseURL}/media/[A-Za-z0-9_-]{24}-1600\\.webp$`));
  expect(after.generatedHtml).toContain(`srcset="${src.replace('-1600', '-640')} 640w,`);
  const versions = (await (await page.request.get(`/api/landing-pages/${saved.id}/versions`)).json()) as {
    commitMessage: string;
  }[];
  expect(versions.map((v) => v.commitMessage)).toContain('Photo added: Hero image');

  // The preview shows the photo: the frame's image has the media URL and has loaded.
  const preview = page.frameLocator('[data-testid=interactive-frame]').frameLocator('#page');
  const image = preview.locator('img[data-pc-slot="hero"]');
  await expect(image).toHaveAttribute('src', src);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  await snap(page, 'image-slots-filled');

  // The public address needs no session: a fresh context without cookies gets the WebP.
  const signedOut = await browser.newContext();
  try {
    const response = await signedOut.request.get(src);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    const bytes = await response.body();
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  } finally {
    await signedOut.close();
  }
});
