/**
 * A pasted fragment lives on someone else's domain, so a relative address would point at
 * the funnel builder's server. Rule: addresses with a scheme (https:, mailto:, tel:, data:,
 * ...) and in-page anchors (#id) stay as they are; protocol-relative ones (//cdn...) get
 * https: (or the base's scheme); anything else is resolved against the base when one is
 * known (the page's own <base href> first, then the caller's base URL) and otherwise left
 * untouched and reported, because guessing a host would silently break it.
 */

export interface UrlResolver {
  /** Absolute form of a URL, or the URL unchanged (then reported through onUnresolved). */
  resolve(url: string): string;
}

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** Does this address need a base to mean anything outside its original page? */
export function isRelativeUrl(url: string): boolean {
  const trimmed = url.trim();
  return trimmed !== '' && !trimmed.startsWith('#') && !HAS_SCHEME.test(trimmed);
}

export function createUrlResolver(
  base: string | undefined,
  onUnresolved: (url: string) => void,
): UrlResolver {
  let baseUrl: URL | null = null;
  if (base) {
    try {
      baseUrl = new URL(base);
      if (baseUrl.protocol !== 'http:' && baseUrl.protocol !== 'https:') baseUrl = null;
    } catch {
      baseUrl = null;
    }
  }
  return {
    resolve(url) {
      const trimmed = url.trim();
      if (!isRelativeUrl(trimmed)) return url;
      if (trimmed.startsWith('//')) return `${baseUrl?.protocol ?? 'https:'}${trimmed}`;
      if (baseUrl) {
        try {
          return new URL(trimmed, baseUrl).href;
        } catch {
          // Unparseable even with a base: report it below.
        }
      }
      onUnresolved(trimmed);
      return url;
    },
  };
}

/**
 * Rewrites each candidate address of a srcset (`a.jpg 1x, b.jpg 2x`). Addresses may contain
 * commas (data: URLs), so a candidate's address runs to the next whitespace, as in the
 * HTML standard's parsing algorithm.
 */
export function mapSrcset(srcset: string, map: (url: string) => string): string {
  const candidates: string[] = [];
  let i = 0;
  while (i < srcset.length) {
    while (i < srcset.length && /[\s,]/.test(srcset[i]!)) i++;
    if (i >= srcset.length) break;
    let start = i;
    while (i < srcset.length && !/\s/.test(srcset[i]!)) i++;
    let url = srcset.slice(start, i);
    let descriptor = '';
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      start = i;
      while (i < srcset.length && srcset[i] !== ',') i++;
      descriptor = srcset.slice(start, i).trim();
    }
    candidates.push(descriptor ? `${map(url)} ${descriptor}` : map(url));
  }
  return candidates.join(', ');
}
