import { Resolver } from 'node:dns/promises';
import type { Config } from '../../config.ts';

/** Each try waits this long for an answer; two tries, so a dead resolver costs a few seconds. */
const TRY_TIMEOUT_MS = 1_500;
const TRIES = 2;

/** What a TXT lookup found: the records (each one's strings joined), or why there are none. */
export type TxtLookup =
  | { ok: true; records: string[] }
  | { ok: false; reason: 'nxdomain' | 'nodata' | 'timeout' | 'failed'; code: string };

const resolvers = new Map<string, Resolver>();

/** One resolver per DNS_RESOLVER value (the system's when unset), made on first use. */
function resolverFor(server: string | undefined): Resolver {
  const key = server ?? '';
  let resolver = resolvers.get(key);
  if (!resolver) {
    resolver = new Resolver({ timeout: TRY_TIMEOUT_MS, tries: TRIES });
    if (server) resolver.setServers([server]);
    resolvers.set(key, resolver);
  }
  return resolver;
}

/**
 * The TXT records of `name`, asked of DNS_RESOLVER (a local server in tests) or the system's
 * resolvers. Never throws: NXDOMAIN, no TXT record, a timeout and any other failure come back
 * as a reason, which verify-domain.ts turns into words.
 */
export async function lookupTxt(config: Pick<Config, 'DNS_RESOLVER'>, name: string): Promise<TxtLookup> {
  try {
    const records = await resolverFor(config.DNS_RESOLVER).resolveTxt(name);
    return { ok: true, records: records.map((chunks) => chunks.join('')) };
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? 'EUNKNOWN');
    if (code === 'ENOTFOUND') return { ok: false, reason: 'nxdomain', code };
    if (code === 'ENODATA') return { ok: false, reason: 'nodata', code };
    if (code === 'ETIMEOUT') return { ok: false, reason: 'timeout', code };
    return { ok: false, reason: 'failed', code };
  }
}
