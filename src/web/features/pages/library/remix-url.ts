/**
 * Where REMIX goes without a screenshot (docs/product.md, 'Remix'): the generator with the original
 * prompt and each non-blank reference URL as query parameters, which it reads to prefill.
 */
export function generatorFallbackUrl(prompt: string, referenceUrls: readonly string[]): string {
  const params = new URLSearchParams();
  params.set('prompt', prompt);
  for (const url of referenceUrls) if (url.trim() !== '') params.append('referenceUrl', url);
  return `/generator?${params.toString()}`;
}

export const REMIX_GENERATOR_URL = '/generator?remix=true';
