import type { Emit } from '../../lib/sse.ts';

/** What a prepared generation or edit hands the route: a job that streams and saves when run. */
export interface GenerationJob {
  run(emit: Emit, clientGone: AbortSignal): Promise<void>;
}
