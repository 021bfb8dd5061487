/**
 * Remix hand-off (docs/product.md, 'Remix'): the page being remixed writes this to local storage
 * and opens /generator?remix=true, which reads it once and removes it.
 */
export const REMIX_STORAGE_KEY = 'pagecraft.remixData';

export interface RemixData {
  prompt: string;
  referenceUrls: string[];
  screenshotImage?: { data: string; filename: string; mimeType: string } | null;
  originalTitle: string;
}

export function saveRemixData(data: RemixData) {
  localStorage.setItem(REMIX_STORAGE_KEY, JSON.stringify(data));
}

/** Reads and removes the remix data; throws when it is missing or malformed. */
export function takeRemixData(): RemixData {
  const raw = localStorage.getItem(REMIX_STORAGE_KEY);
  localStorage.removeItem(REMIX_STORAGE_KEY);
  if (!raw) throw new Error('No remix data');
  const data = JSON.parse(raw) as Partial<RemixData>;
  if (typeof data.prompt !== 'string' || !Array.isArray(data.referenceUrls))
    throw new Error('Malformed remix data');
  return {
    prompt: data.prompt,
    referenceUrls: data.referenceUrls.filter((url): url is string => typeof url === 'string'),
    screenshotImage: data.screenshotImage ?? null,
    originalTitle: typeof data.originalTitle === 'string' ? data.originalTitle : '',
  };
}
