import type { PageCheckFinding } from '../../../../shared/api/page-check.ts';
import type { StaticRuleGroup } from '../document.ts';

/** Generated pages stay under 60 KB before images (README.md, 'Page weight: no Tailwind runtime in saved pages'). */
export const WEIGHT_WARNING_BYTES = 60 * 1024;
export const WEIGHT_ERROR_BYTES = 150 * 1024;

const DATA_IMAGE = /data:image\/[\w.+-]+(?:;[\w-]+=[^;,"')\s]*)*;base64,([A-Za-z0-9+/=\s]*)/gi;

/** UTF-8 bytes of the whole page, and of the page without the payloads of inlined images. */
export function pageWeight(html: string): { total: number; withoutImages: number } {
  const total = Buffer.byteLength(html, 'utf8');
  let images = 0;
  for (const match of html.matchAll(DATA_IMAGE)) images += match[1]!.length;
  return { total, withoutImages: total - images };
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

function weight(html: string): PageCheckFinding[] {
  const { total, withoutImages } = pageWeight(html);
  if (withoutImages <= WEIGHT_WARNING_BYTES) return [];
  const error = withoutImages > WEIGHT_ERROR_BYTES;
  return [
    {
      rule: 'page-weight',
      severity: error ? 'error' : 'warning',
      message: `The page is ${kb(withoutImages)} before images (keep it under ${kb(WEIGHT_WARNING_BYTES)})`,
      detail: `${kb(total)} with inlined images`,
      fixPrompt: `Make the page's HTML and CSS smaller (now ${kb(withoutImages)} without images, the target is under ${kb(WEIGHT_WARNING_BYTES)}): remove unused CSS rules and repeated inline styles, shorten repeated markup with shared classes, and drop unused scripts, without changing how the page looks.`,
    },
  ];
}

export const weightRules: StaticRuleGroup = { rules: ['page-weight'], check: (doc) => weight(doc.html) };
