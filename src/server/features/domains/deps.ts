import type { AppDeps } from '../../app-context.ts';

/**
 * Custom domains read and write the database, and read the config: PUBLIC_HOST (the CNAME's
 * target, and names that cannot be attached) and DNS_RESOLVER (where TXT records are looked up).
 */
export type DomainsDeps = Pick<AppDeps, 'db' | 'config'>;
