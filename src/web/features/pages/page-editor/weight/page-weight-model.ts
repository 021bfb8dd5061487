/**
 * What the 'Page weight' card says (docs/product.md, 'Page weight'). Sizes are the bytes of the
 * HTML as stored (UTF-8, styles inlined, images counted only when they are inlined as data URLs); 1
 * KB = 1,000 bytes.
 */
import { formatCount } from '@/lib/format';

/** The architecture's bar for a generated page, before images. */
export const WEIGHT_TARGET_BYTES = 60_000;

/**
 * The Tailwind runtime a page loaded before its classes were compiled: the v4 browser build
 * (@tailwindcss/browser 4.3.3, dist/index.global.js) is 282,289 bytes uncompressed; the v3 Play
 * CDN script is larger still, so the card says "at least".
 */
export const TAILWIND_RUNTIME_MIN_BYTES = 282_289;

export const formatKb = (bytes: number) => {
  const kb = bytes / 1000;
  return `${kb < 10 ? kb.toFixed(1) : formatCount(Math.round(kb))} KB`;
};

export interface WeightSummary {
  now: string;
  underTarget: boolean;
  /** Share of the target the page fills, 0-100 (a full bar past the target). */
  targetPercent: number;
  /** Only when the live version was compiled from a page that loaded the Tailwind runtime. */
  before?: { html: string; runtime: string; savedPercent: number };
}

export function summariseWeight(htmlBytes: number, sourceBytes: number | null | undefined): WeightSummary {
  const summary: WeightSummary = {
    now: formatKb(htmlBytes),
    underTarget: htmlBytes < WEIGHT_TARGET_BYTES,
    targetPercent: Math.min(100, Math.round((htmlBytes / WEIGHT_TARGET_BYTES) * 100)),
  };
  if (sourceBytes == null) return summary;
  // What a visitor downloaded before: the page plus, at the least, the runtime script.
  const total = sourceBytes + TAILWIND_RUNTIME_MIN_BYTES;
  return {
    ...summary,
    before: {
      html: formatKb(sourceBytes),
      runtime: formatKb(TAILWIND_RUNTIME_MIN_BYTES),
      savedPercent: Math.max(0, Math.round(((total - htmlBytes) / total) * 100)),
    },
  };
}
