import type { Logger } from '../../../lib/logger.ts';
import { compileTailwindPage } from './compile-page-css.ts';

export interface HtmlToSave {
  html: string;
  /** UTF-8 bytes of the HTML as it arrived when the save compiled it; null when left as it was. */
  sourceBytes: number | null;
}

/**
 * The HTML a save stores: compiled when it loads a Tailwind runtime, its compiled stylesheet
 * rebuilt when classes changed since (compiled-marker.ts), else exactly as it came.
 * Never fails: whatever goes wrong, the page is saved unchanged (nothing is lost) and the
 * reason logged, because a styling optimisation must not cost the user their page.
 */
export async function htmlToSave(html: string, logger?: Logger): Promise<HtmlToSave> {
  try {
    const result = await compileTailwindPage(html);
    if (result.kind === 'compiled') {
      logger?.debug('tailwind compiled', {
        ms: result.ms,
        sourceBytes: result.sourceBytes,
        bytes: Buffer.byteLength(result.html, 'utf8'),
        cssBytes: result.cssBytes,
      });
      return { html: result.html, sourceBytes: result.sourceBytes };
    }
    if (result.kind === 'recompiled') {
      // The save removed no runtime: sourceBytes stays null (it is the size before a compile
      // that removed one, and only that save records it).
      logger?.debug('tailwind recompiled', { ms: result.ms, cssBytes: result.cssBytes });
      return { html: result.html, sourceBytes: null };
    }
    if (result.kind === 'skipped') logger?.warn('tailwind left as it was', { reason: result.reason });
  } catch (error) {
    logger?.warn('tailwind left as it was', {
      reason: `unexpected: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
  return { html, sourceBytes: null };
}
