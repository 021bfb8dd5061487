import { DEFAULT_GENERATION_OPTIONS } from '../../../shared/api/generation.ts';
import { templateById } from '../../../shared/templates.ts';
import { notFound } from '../../lib/errors.ts';

const cache = new Map<string, string>();

/**
 * A template's preview is a real page: the offline composer run on the template's prompt.
 * Deterministic, so it is composed once per process and kept.
 */
export async function templatePreviewHtml(templateId: string): Promise<string> {
  const template = templateById(templateId);
  if (!template) throw notFound('Template not found');
  let html = cache.get(template.id);
  if (!html) {
    const { composePage } = await import('../offline-composer/index.ts');
    html = composePage({
      prompt: template.prompt,
      options: DEFAULT_GENERATION_OPTIONS,
      templateId: template.id,
    }).html;
    cache.set(template.id, html);
  }
  return html;
}
