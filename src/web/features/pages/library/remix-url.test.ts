import { describe, expect, it } from 'vitest';
import { generatorFallbackUrl } from './remix-url.ts';

describe('generatorFallbackUrl', () => {
  it('carries the prompt and every reference URL, encoded, for the generator to read back', () => {
    const url = generatorFallbackUrl('A gym & spa: "50% off"', [
      'https://a.example/x?y=1',
      ' ',
      'https://b.example',
    ]);
    const params = new URL(url, 'http://app').searchParams;
    expect(url.startsWith('/generator?')).toBe(true);
    expect(params.get('prompt')).toBe('A gym & spa: "50% off"');
    expect(params.getAll('referenceUrl')).toEqual(['https://a.example/x?y=1', 'https://b.example']);
  });

  it('works without reference URLs', () => {
    expect(generatorFallbackUrl('Hi', [])).toBe('/generator?prompt=Hi');
  });
});
