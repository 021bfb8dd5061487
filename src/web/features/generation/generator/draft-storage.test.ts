import { DEFAULT_GENERATION_OPTIONS } from '@shared/api/generation';
import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_STORAGE_KEY, loadDraft, saveDraft } from './draft-storage';
import type { GeneratorDraft } from './generator-form';

/** A Storage in memory; `quota` bytes of JSON at most, like a browser's. */
function memoryStorage(quota = Number.POSITIVE_INFINITY): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      if (value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

const draft: GeneratorDraft = {
  prompt: 'A webinar page about email marketing',
  images: [
    { dataUrl: 'data:image/png;base64,AAAA', base64: 'AAAA', mimeType: 'image/png', filename: 'a.png' },
  ],
  referenceUrls: ['https://a.example'],
  options: { ...DEFAULT_GENERATION_OPTIONS, generateVariations: true, variationCount: 5, tone: 'Friendly' },
};

describe('generator draft storage', () => {
  it('keeps the prompt, references and options across a reload', () => {
    const storage = memoryStorage();
    saveDraft(draft, storage);
    expect(loadDraft(storage)).toEqual(draft);
    clearDraft(storage);
    expect(loadDraft(storage)).toBeNull();
  });

  it('keeps the words and options when the images do not fit', () => {
    const storage = memoryStorage(400);
    saveDraft({ ...draft, images: [{ ...draft.images[0]!, base64: 'A'.repeat(1000) }] }, storage);
    expect(loadDraft(storage)).toEqual({ ...draft, images: [] });
  });

  it('drops a malformed draft instead of failing', () => {
    const storage = memoryStorage();
    storage.setItem(DRAFT_STORAGE_KEY, '{broken');
    expect(loadDraft(storage)).toBeNull();
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...draft, options: { variationCount: 9 } }));
    expect(loadDraft(storage)).toBeNull();
    expect(storage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('does nothing without storage', () => {
    expect(() => saveDraft(draft, undefined)).not.toThrow();
    expect(loadDraft(undefined)).toBeNull();
  });
});
