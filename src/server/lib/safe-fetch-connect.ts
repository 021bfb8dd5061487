import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

/**
 * The connection half of safe-fetch: a DNS lookup that vets every answer inside the socket's
 * own connect, and a single GET (or POST) on a fresh, unpooled socket.
 */

export interface ResolvedAddress {
  address: string;
  family: number;
}

export function guardedLookup(
  resolve: (hostname: string) => Promise<ResolvedAddress[]>,
  allowed: (ip: string, hostname: string) => boolean,
  blocked: () => Error,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((addresses) => {
        if (addresses.length === 0) throw Object.assign(new Error(hostname), { code: 'ENOTFOUND' });
        // One private answer refuses the host: the socket may try any of them.
        if (addresses.some((a) => !allowed(a.address, hostname))) throw blocked();
        return addresses;
      })
      .then(
        (addresses) => {
          if (options.all) callback(null, addresses);
          else callback(null, addresses[0]!.address, addresses[0]!.family);
        },
        (error: NodeJS.ErrnoException) => callback(error, ''),
      );
  };
}

export function openResponse(
  url: URL,
  context: { lookup: LookupFunction; headers: Record<string, string>; signal: AbortSignal; body?: string },
): Promise<IncomingMessage> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // agent: false, so a pooled socket opened by other code (without the guard) is never reused.
    const req = transport.request(url, {
      method: context.body === undefined ? 'GET' : 'POST',
      agent: false,
      lookup: context.lookup,
      headers: context.headers,
      signal: context.signal,
    });
    req.on('response', resolve);
    req.on('error', (error) => reject(context.signal.aborted ? context.signal.reason : error));
    req.end(context.body);
  });
}
