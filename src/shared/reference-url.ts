/**
 * The one rule for reference URLs, shared by the server (what it accepts and stores) and the
 * web (what it renders as a link): a reference URL is an http(s) web address, nothing else.
 * A `javascript:` or `data:` URL stored as a reference would run script in the app's own
 * origin when its link is clicked on the details page, so such strings are never accepted,
 * and rows stored before this rule are shown as plain text.
 */

/** A scheme such as "javascript:" or "data:"; "example.com:8080" is a host and port, not one. */
const EXPLICIT_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/**
 * The http(s) URL a user's text stands for, in canonical form, or null when it is not one. People
 * type "example.com", so text without a scheme is read as https://
 * (docs/product.md, 'Reference images and URLs'); text with any scheme other than http or https is
 * refused. The result is always re-parsed and its protocol checked, so whatever the completion
 * does, nothing but http: or https: comes out.
 */
export function toReferenceUrl(text: string): string | null {
  let candidate = text.trim();
  if (candidate === '') return null;
  if (candidate.startsWith('//')) candidate = `https:${candidate}`;
  else if (!EXPLICIT_SCHEME.test(candidate)) candidate = `https://${candidate}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '') return null;
  return url.href;
}

/**
 * The href to give a stored reference URL on screen, or null to show it as plain text. The
 * server refuses anything else since reference URLs were checked, but pages saved before then
 * may hold any string: this is the web's own check, not a trust in the stored value.
 */
export const referenceLinkHref = (stored: string): string | null => toReferenceUrl(stored);
