import { generationOptionsSchema } from '@shared/api/generation';
import type { GeneratorDraft } from './generator-form';

/**
 * The generator's draft (prompt, references, options) kept in the tab's session storage, so a
 * reload or a failed generation never loses what the person typed and picked. Cleared once a
 * generation succeeds or the person starts another.
 */
export const DRAFT_STORAGE_KEY = 'pagecraft.generatorDraft';

/** What can be kept: everything, or everything but the images when they do not fit. */
export function saveDraft(draft: GeneratorDraft, storage: Storage | undefined = globalStorage()): void {
  if (!storage) return;
  try {
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Images can exceed the storage quota: keep the words and options at least.
    try {
      storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...draft, images: [] }));
    } catch {
      // Storage refused entirely (private mode, full): the draft lives in memory only.
    }
  }
}

export function clearDraft(storage: Storage | undefined = globalStorage()): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}

/** The kept draft, or null when there is none or it is unreadable (then it is dropped). */
export function loadDraft(storage: Storage | undefined = globalStorage()): GeneratorDraft | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(DRAFT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<GeneratorDraft>;
    const options = generationOptionsSchema.safeParse(data.options ?? {});
    if (typeof data.prompt !== 'string' || !options.success) throw new Error('malformed draft');
    const urls = Array.isArray(data.referenceUrls)
      ? data.referenceUrls.filter((url): url is string => typeof url === 'string')
      : [];
    const images = Array.isArray(data.images)
      ? data.images.filter(
          (image) =>
            typeof image?.dataUrl === 'string' &&
            typeof image.base64 === 'string' &&
            typeof image.mimeType === 'string' &&
            typeof image.filename === 'string',
        )
      : [];
    return {
      prompt: data.prompt,
      images,
      referenceUrls: urls.length > 0 ? urls : [''],
      options: options.data,
      ...(typeof data.remixOf === 'string' && data.remixOf && { remixOf: data.remixOf }),
    };
  } catch {
    clearDraft(storage);
    return null;
  }
}

function globalStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
