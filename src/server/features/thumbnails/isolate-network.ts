import type { BrowserContext } from 'playwright-core';
import { fetchSubresource, type SubresourceFetchOptions } from './fetch-subresource.ts';

/**
 * Generated HTML is hostile, and the browser rendering it runs next to the server, inside
 * its network. Two layers keep it from reaching anything (ADR 007):
 *
 * 1. Launch flags take the network away from the browser itself. Request interception alone
 *    is not enough: measured with Chromium 156, <link rel=prefetch>, navigator.sendBeacon and
 *    WebSocket requests bypass context.route(), <link rel=preconnect> opens sockets, and
 *    WebRTC sends STUN packets over UDP. With these flags none of them reaches any host
 *    (tests/api/thumbnails.test.ts proves it against a local TCP and UDP listener).
 * 2. Every request the browser does make is intercepted: data:, blob: and about: load as
 *    usual; public images, stylesheets, fonts and scripts are fetched by the server through
 *    the SSRF guard (fetch-subresource.ts) and handed to the page; everything else
 *    (navigations, frames, fetch/XHR, media, POSTs, anything past the budget) is aborted.
 */
export const NETWORK_ISOLATION_ARGS = [
  // Every host name and every address literal fails to resolve: no socket can be opened.
  '--host-resolver-rules=MAP * ~NOTFOUND',
  // Belt and braces: all traffic would go to a proxy that cannot exist, loopback included
  // (Chromium sends loopback traffic around a proxy unless told not to).
  '--proxy-server=http://proxy.invalid:9',
  '--proxy-bypass-list=<-loopback>',
  // WebRTC may only use the (dead) proxy, so it sends no UDP at all.
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--force-webrtc-ip-handling-policy',
];

export interface NetworkPolicy {
  /** Fetch public subresources through the SSRF guard; false aborts every http(s) request. */
  fetchPublic: boolean;
  /** Per render: subresources fetched, bytes per subresource, bytes in all. */
  maxRequests: number;
  maxResourceBytes: number;
  maxTotalBytes: number;
  fetchTimeoutMs: number;
  /** Test hooks passed to fetchSubresource (a "public" host served from loopback). */
  fetchHooks?: Pick<SubresourceFetchOptions, 'allowedPorts' | 'lookup' | 'isAllowedAddress'>;
}

export const DEFAULT_NETWORK_POLICY: NetworkPolicy = {
  fetchPublic: true,
  maxRequests: 40,
  maxResourceBytes: 3 * 1024 * 1024,
  maxTotalBytes: 12 * 1024 * 1024,
  fetchTimeoutMs: 4000,
};

const LOCAL_URL = /^(data|blob|about):/i;
/** What a page needs to look like itself; scripts too, as pages often draw with them. */
const FETCHED_TYPES = new Set(['image', 'stylesheet', 'font', 'script']);

/** Installs the interception on a fresh context; `signal` ends the fetches of this render. */
export async function isolateNetwork(
  context: BrowserContext,
  policy: NetworkPolicy,
  signal: AbortSignal,
): Promise<void> {
  let requests = 0;
  let bytes = 0;
  await context.route('**/*', async (route) => {
    const request = route.request();
    const url = request.url();
    try {
      if (LOCAL_URL.test(url)) return await route.continue();
      const wanted =
        policy.fetchPublic &&
        request.method() === 'GET' &&
        FETCHED_TYPES.has(request.resourceType()) &&
        requests < policy.maxRequests &&
        bytes < policy.maxTotalBytes;
      if (!wanted) return await route.abort('blockedbyclient');
      requests++;
      const resource = await fetchSubresource(url, {
        timeoutMs: policy.fetchTimeoutMs,
        maxBytes: Math.min(policy.maxResourceBytes, policy.maxTotalBytes - bytes),
        signal,
        ...policy.fetchHooks,
      });
      if (!resource) return await route.abort('failed');
      bytes += resource.body.length;
      await route.fulfill({
        status: resource.status,
        contentType: resource.contentType,
        // Web fonts are CORS requests; the page's origin is opaque, so only * lets them load.
        headers: request.resourceType() === 'font' ? { 'access-control-allow-origin': '*' } : {},
        body: resource.body,
      });
    } catch {
      // The context closed while this request was pending: nothing is waiting for it.
    }
  });
}
