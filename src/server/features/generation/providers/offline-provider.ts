import { setTimeout as sleep } from 'node:timers/promises';
import { type AiProvider, type ProviderCall, ProviderError } from '../../../lib/ai-provider.ts';
import { applyPatches, formatPatches } from '../../../lib/patches.ts';
import { estimateInputTokens, estimateTextTokens } from './token-estimate.ts';

export const OFFLINE_MODEL = 'offline-composer';
const CHUNK_CHARS = 320;

/**
 * The embedded engine: composes pages and applies a documented set of edits without any
 * network. It answers in the same text format a language model would (an explanation and a
 * fenced html block, or search/replace blocks), so everything downstream is exercised the same.
 */
export function createOfflineProvider(options: { chunkDelayMs?: number } = {}): AiProvider {
  const delay = options.chunkDelayMs ?? 1;
  return {
    name: 'offline',
    model: OFFLINE_MODEL,
    async *stream(call: ProviderCall) {
      const answer = await compose(call);
      for (let at = 0; at < answer.length; at += CHUNK_CHARS) {
        if (call.signal.aborted) throw new ProviderError('The request was cancelled.', 'cancelled');
        yield answer.slice(at, at + CHUNK_CHARS);
        // Yield the event loop between chunks so the page streams visibly and fairly.
        if (delay > 0) await sleep(delay);
      }
      // Estimates: nothing is billed for the offline engine (its calls always cost 0).
      return {
        finishReason: 'stop',
        inputTokens: estimateInputTokens(call),
        outputTokens: estimateTextTokens(answer),
      };
    },
  };
}

// The composer is large and unused when a model is configured: load it on first use.
const loadEngine = () => import('../../offline-composer/index.ts');

async function compose(call: ProviderCall): Promise<string> {
  const { composePage, planOfflineEdit, repitchPage } = await loadEngine();
  const intent = call.intent;
  if (intent.type === 'vary') {
    const page = repitchPage(intent);
    return `${page.explanation}\n\n\`\`\`html\n${page.html}\n\`\`\`\n`;
  }
  if (intent.type === 'generate') {
    const page = composePage({
      prompt: intent.prompt,
      options: intent.options,
      variationIndex: intent.variationIndex,
      referenceSummary: intent.referenceSummary,
      templateId: intent.options.templateId,
    });
    return `${page.explanation}\n\n\`\`\`html\n${page.html}\n\`\`\`\n`;
  }
  const edit = planOfflineEdit({
    html: intent.html,
    instruction: intent.instruction,
    selectedElementHtml: intent.selectedElementHtml,
  });
  if (edit.kind === 'unsupported') return edit.message;
  if (!intent.fullDocument) return `${edit.explanation}\n\n${formatPatches(edit.patches)}\n`;
  const applied = applyPatches(intent.html, edit.patches);
  if (!applied.ok) return 'The offline engine could not apply that change to this page.';
  return `${edit.explanation}\n\n\`\`\`html\n${applied.html}\n\`\`\`\n`;
}
