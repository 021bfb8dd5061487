import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { PageAnalytics } from '../../lib/page-analytics.ts';
import type { RateLimitRule } from '../../lib/rate-limit.ts';
import { MemoryRateLimiter } from './memory-rate-limit.ts';
import { createAnalyticsRecorder, type RecorderOptions } from './recorder.ts';
import { createVisitorHasher } from './visitor.ts';

/** Throttles of the public events endpoint (POST /e/{key}), per minute. */
export interface AnalyticsLimits {
  /** Events from one address, to any page: well above one person's views and form starts. */
  perIp: RateLimitRule;
  /** Events to one page, from anywhere: a flood on one page leaves the others alone. */
  perPage: RateLimitRule;
}

export function createPageAnalytics(
  deps: { db: Db; logger: Logger },
  options: { limits: AnalyticsLimits; recorder?: Partial<RecorderOptions> },
): PageAnalytics {
  const recorder = createAnalyticsRecorder(deps, options.recorder);
  const hasher = createVisitorHasher(deps.db);
  const perIp = new MemoryRateLimiter(options.limits.perIp);
  const perPage = new MemoryRateLimiter(options.limits.perPage);
  return {
    record: (event) => recorder.record(event),
    flush: () => recorder.flush(),
    close: () => recorder.close(),
    get pending() {
      return recorder.pending;
    },
    get dropped() {
      return recorder.dropped;
    },
    visitorOf: (input) => hasher.visitorOf(input),
    throttle: (key) => ('ip' in key ? perIp.hit(`ip:${key.ip}`) : perPage.hit(`page:${key.pageId}`)),
  };
}
