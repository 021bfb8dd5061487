import { describe, expect, it } from 'vitest';
import { MAX_REFERENCE_IMAGE_BASE64_CHARS } from '../../../shared/api/generation.ts';
import { MAX_SCREENSHOT_BYTES, screenshotFilename } from './take-screenshot.ts';

describe('screenshotFilename', () => {
  it.each([
    ['Acme Plumbing', 'acme-plumbing-screenshot.png'],
    ['  Café Crème — Menu & Prices!  ', 'cafe-creme-menu-prices-screenshot.png'],
    ['../../etc/passwd', 'etc-passwd-screenshot.png'],
    ['日本語', 'landing-page-screenshot.png'],
    ['', 'landing-page-screenshot.png'],
    ['A'.repeat(200), `${'a'.repeat(60)}-screenshot.png`],
  ])('%j -> %s', (title, expected) => {
    expect(screenshotFilename(title)).toBe(expected);
  });
});

it('keeps the base64 of the largest screenshot within the reference-image cap', () => {
  expect(Math.ceil(MAX_SCREENSHOT_BYTES / 3) * 4).toBeLessThanOrEqual(MAX_REFERENCE_IMAGE_BASE64_CHARS);
});
