import type { AiProviderName, Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { apiLogs } from '../../db/schema/index.ts';
import type { Logger } from '../../lib/logger.ts';
import { costOf } from './providers/pricing.ts';
import type { RequestKind } from './providers/types.ts';

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
}

/** Every provider call is logged, failed ones too: the basis of cost reports and audits. */
export async function logApiCall(deps: { db: Db; config: Config; logger: Logger }, record: ApiCallRecord) {
  // The offline engine costs nothing, whatever price override is configured for models.
  const cost =
    record.provider === 'offline'
      ? 0
      : costOf(record.model, record.inputTokens, record.outputTokens, {
          inputPerMTok: deps.config.AI_PRICE_INPUT_PER_MTOK,
          outputPerMTok: deps.config.AI_PRICE_OUTPUT_PER_MTOK,
        });
  try {
    await deps.db.insert(apiLogs).values({
      userId: record.userId,
      requestType: record.kind,
      model: record.model,
      inputTokens: record.inputTokens,
      outputTokens: record.outputTokens,
      totalCost: cost.toFixed(6),
      success: record.success,
      errorMessage: record.errorMessage?.slice(0, 500),
      durationMs: Math.round(record.durationMs),
    });
  } catch (error) {
    // Losing one log row must not turn a delivered page into an error.
    deps.logger.error('could not write api log', { error: String(error) });
  }
}
