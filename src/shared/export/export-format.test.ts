import { describe, expect, it } from 'vitest';
import { PLATFORM_OPTIMIZATIONS } from '../constants.ts';
import { defaultFormatForPlatform, isExportFormat } from './export-format.ts';

describe('defaultFormatForPlatform', () => {
  it('gives funnel builders the snippet and page hosts the full document', () => {
    expect(Object.fromEntries(PLATFORM_OPTIMIZATIONS.map((p) => [p, defaultFormatForPlatform(p)]))).toEqual({
      ghl: 'fragment',
      clickfunnels: 'fragment',
      wordpress: 'full',
      universal: 'full',
    });
  });

  it('recognises stored values', () => {
    expect(isExportFormat('full')).toBe(true);
    expect(isExportFormat('fragment')).toBe(true);
    expect(isExportFormat('html')).toBe(false);
    expect(isExportFormat(null)).toBe(false);
  });
});
