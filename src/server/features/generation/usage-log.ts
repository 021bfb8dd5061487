import type { ApiCallStep } from '../../../shared/constants.ts';
import type { AiProviderName, Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { apiLogs } from '../../db/schema/index.ts';
import type { RequestKind } from '../../lib/ai-provider.ts';
import type { Logger } from '../../lib/logger.ts';
import { costOf } from './providers/pricing.ts';

export interface ApiCallRecord {
  userId: number;
  provider: AiProviderName;
  kind: RequestKind;
  model: string;
  inputTokens: number;
  outputTokens: number;
  success: boolean;
  errorMessage?: string;
  durationMs: number;
  /** Prompt tokens served from / written to the provider's cache; both are parts of inputTokens. */
  cacheReadTokens?: number;
  cacheWriteTokens?: number;
  /** The page the call was for, when there is one yet. */
  pageId?: number | null;
  /** One id for every call of one user request, so its continuations and repairs group together. */
  requestId?: string;
  /** 1 for the first try of this call, 2 for its first retry, and so on. */
  attempt?: number;
  step?: ApiCallStep;
}

/** Every provider call is logged, failed ones too: the basis of cost reports and audits. */
export async function logApiCall(deps: { db: Db; config: Config; logger: Logger }, record: ApiCallRecord) {
  // The offline engine costs nothing, whatever price override is configured for models.
  const cost =
    record.provider === 'offline'
      ? 0
      : costOf(
          record.model,
          {
            inputTokens: record.inputTokens,
            outputTokens: record.outputTokens,
            cacheReadTokens: record.cacheReadTokens,
            cacheWriteTokens: record.cacheWriteTokens,
          },
          {
            inputPerMTok: deps.config.AI_PRICE_INPUT_PER_MTOK,
            outputPerMTok: deps.config.AI_PRICE_OUTPUT_PER_MTOK,
          },
        );
  const row = {
    userId: record.userId,
    requestType: record.kind,
    model: record.model,
    inputTokens: record.inputTokens,
    outputTokens: record.outputTokens,
    totalCost: cost.toFixed(6),
    success: record.success,
    errorMessage: record.errorMessage?.slice(0, 500),
    durationMs: Math.round(record.durationMs),
    cacheReadTokens: record.cacheReadTokens ?? 0,
    cacheWriteTokens: record.cacheWriteTokens ?? 0,
    pageId: record.pageId ?? null,
    requestId: record.requestId,
    attempt: record.attempt ?? 1,
    step: record.step,
  };
  try {
    try {
      await deps.db.insert(apiLogs).values(row);
    } catch (error) {
      // A page deleted while its call ran fails the page_id reference; the call was still paid
      // for, so its row is kept without the page rather than lost.
      if (row.pageId === null) throw error;
      await deps.db.insert(apiLogs).values({ ...row, pageId: null });
    }
  } catch (error) {
    // Losing one log row must not turn a delivered page into an error.
    deps.logger.error('could not write api log', { error: String(error) });
  }
}
