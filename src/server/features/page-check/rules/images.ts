import type { PageCheckFinding } from '../../../../shared/api/page-check.ts';
import { attr, type CheckDocument, fileName, type StaticRuleGroup, tally } from '../document.ts';

/**
 * Images need alt text. alt="" is right for decorative images (screen readers skip them);
 * an image with no alt attribute at all gets its file name read out instead. An aria-label
 * or aria-labelledby names the image as well.
 */
function imageAlt(doc: CheckDocument): PageCheckFinding[] {
  const missing = doc
    .byTag('img')
    .filter((img) => attr(img, 'alt') === undefined)
    .filter((img) => !attr(img, 'aria-label')?.trim() && !attr(img, 'aria-labelledby')?.trim())
    .filter((img) => attr(img, 'role') !== 'presentation' && attr(img, 'role') !== 'none');
  if (missing.length === 0) return [];
  const files = missing.map(
    (img) => fileName(attr(img, 'src') ?? attr(img, 'srcset') ?? '') || 'an image without src',
  );
  const { counted, names } = tally(files, 'image has', 'images have', 4);
  return [
    {
      rule: 'image-alt',
      severity: 'error',
      message: `${counted} no alt text: ${names}`,
      fixPrompt: `Add descriptive alt text to the ${missing.length === 1 ? 'image' : 'images'} ${names} (what each one shows, in a few words); use alt="" only for purely decorative images.`,
    },
  ];
}

export const imageRules: StaticRuleGroup = { rules: ['image-alt'], check: imageAlt };
