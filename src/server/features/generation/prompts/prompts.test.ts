import { describe, expect, it } from 'vitest';
import { DEFAULT_GENERATION_OPTIONS, type GenerationOptions } from '../../../../shared/api/generation.ts';
import { PLATFORM_OPTIMIZATIONS } from '../../../../shared/constants.ts';
import { buildGenerateSystemPrompt } from './generate-prompt.ts';
import { FULL_DOCUMENT_SYSTEM_PROMPT, MODIFY_SYSTEM_PROMPT } from './modify-prompt.ts';

const prompt = (o: Partial<GenerationOptions> = {}) =>
  buildGenerateSystemPrompt({ ...DEFAULT_GENERATION_OPTIONS, ...o });

describe('the lead-form contract in the prompts', () => {
  it.each(PLATFORM_OPTIMIZATIONS)('tells the model the whole contract for %s', (platformOptimization) => {
    for (const includeGHLIntegration of [true, false]) {
      const text = prompt({ platformOptimization, includeGHLIntegration });
      expect(text).toContain('<form data-pc-form method="post"> with NO action attribute');
      expect(text).toContain(
        "the export connects the form to the page's lead destination; never invent an action URL",
      );
      expect(text).toContain(
        'first_name, last_name (or full_name for a single name field), email, phone, message',
      );
      expect(text).toContain('visible <label for>');
      expect(text).toContain('submit button');
      expect(text).not.toMatch(/data-ghl-form|example\.com|action="#"|\(name, email, phone\)/);
    }
  });

  it('keeps forms working in edits', () => {
    for (const text of [MODIFY_SYSTEM_PROMPT, FULL_DOCUMENT_SYSTEM_PROMPT]) {
      expect(text).toContain(
        "keep each form's data-pc-form attribute and its inputs' names exactly as they are",
      );
      expect(text).toContain('never invent an action URL');
    }
  });
});
