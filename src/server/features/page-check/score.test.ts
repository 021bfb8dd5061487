import { describe, expect, it } from 'vitest';
import type { PageCheckFinding, PageCheckSeverity } from '../../../shared/api/page-check.ts';
import { pageScore, passedRules, sortFindings } from './score.ts';

const finding = (severity: PageCheckSeverity, rule: PageCheckFinding['rule'] = 'h1'): PageCheckFinding => ({
  rule,
  severity,
  message: 'm',
  fixPrompt: 'f',
});

describe('score', () => {
  it('is 100 minus 15 per error, 7 per warning and 2 per notice, never below 0', () => {
    expect(pageScore([])).toBe(100);
    expect(pageScore([finding('error'), finding('warning'), finding('notice')])).toBe(76);
    expect(pageScore(Array.from({ length: 7 }, () => finding('error')))).toBe(0);
  });

  it('sorts worst first, then by the contract rule order; passed lists clean rules that ran', () => {
    const sorted = sortFindings([
      finding('notice', 'title'),
      finding('warning', 'contrast'),
      finding('warning', 'viewport'),
    ]);
    expect(sorted.map((f) => `${f.severity}:${f.rule}`)).toEqual([
      'warning:viewport',
      'warning:contrast',
      'notice:title',
    ]);
    expect(passedRules(['viewport', 'title', 'h1'], [finding('error', 'title')])).toEqual(['viewport', 'h1']);
  });
});
