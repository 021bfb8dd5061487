import type { AppDeps } from '../../app-context.ts';
import type { Emit } from '../../lib/sse.ts';
import { fetchReferenceSummaries, formatReferenceSummaries } from './reference-urls.ts';

/**
 * Reads the reference URLs (server-side, through the SSRF guard). A URL that cannot be read
 * is reported in the chat and otherwise ignored: it never fails the generation.
 */
export async function readReferences(
  deps: Pick<AppDeps, 'config'>,
  rawUrls: string[],
  signal: AbortSignal,
  emit: Emit,
): Promise<{ urls: string[]; promptBlock: string }> {
  const urls = [...new Set(rawUrls.map((url) => url.trim()).filter(Boolean))];
  if (urls.length === 0) return { urls, promptBlock: '' };
  const results = await fetchReferenceSummaries(urls, {
    allowPrivate: deps.config.ALLOW_PRIVATE_URL_FETCH,
    signal,
  });
  const summaries = [];
  for (const result of results) {
    if (result.ok) summaries.push(result.summary);
    else emit({ type: 'content', content: `⚠️ ${result.error}\n\n` });
  }
  const promptBlock = summaries.length > 0 ? `\n\n${formatReferenceSummaries(summaries)}` : '';
  return { urls, promptBlock };
}
