import type { PageCheck, PageCheckFinding } from '@shared/api/page-check';
import { describe, expect, it } from 'vitest';
import {
  findingsSummary,
  MAX_PENDING_POLLS,
  pollInterval,
  renderStateText,
  scoreTone,
  sortFindings,
} from './page-check-model';

const finding = (severity: PageCheckFinding['severity'], message: string): PageCheckFinding => ({
  rule: 'image-alt',
  severity,
  message,
  fixPrompt: `fix ${message}`,
});

const check = (overrides: Partial<PageCheck> = {}): PageCheck => ({
  pageId: 1,
  versionId: 2,
  version: 1,
  score: 80,
  findings: [],
  passed: ['viewport', 'title'],
  render: 'done',
  weightBytes: 1000,
  checkedAt: '2026-11-23T00:00:00.000Z',
  ...overrides,
});

describe('page check card rules', () => {
  it('bands scores at 90 and 70', () => {
    expect([100, 90, 89, 70, 69, 0].map(scoreTone)).toEqual(['good', 'good', 'fair', 'fair', 'poor', 'poor']);
  });

  it('puts errors first and keeps the server order within a severity', () => {
    const sorted = sortFindings([
      finding('notice', 'n1'),
      finding('warning', 'w1'),
      finding('error', 'e1'),
      finding('warning', 'w2'),
      finding('error', 'e2'),
    ]);
    expect(sorted.map((f) => f.message)).toEqual(['e1', 'e2', 'w1', 'w2', 'n1']);
  });

  it('summarises only the severities present, with plurals', () => {
    expect(findingsSummary(check())).toBe('2 passed');
    expect(
      findingsSummary(
        check({
          findings: [finding('error', 'a'), finding('error', 'b'), finding('notice', 'c')],
          passed: ['h1'],
        }),
      ),
    ).toBe('2 errors · 1 notice · 1 passed');
  });

  it('explains pending and unavailable layout checks, says nothing when done', () => {
    expect(renderStateText('pending')).toMatch(/375, 768, 900 and 1440/);
    expect(renderStateText('unavailable')).toMatch(/only the HTML/);
    expect(renderStateText('done')).toBeNull();
  });

  it('polls only while pending, and not forever', () => {
    expect(pollInterval(check({ render: 'pending' }), 0)).toBe(2000);
    expect(pollInterval(check({ render: 'pending' }), MAX_PENDING_POLLS)).toBe(false);
    expect(pollInterval(check({ render: 'done' }), 0)).toBe(false);
    expect(pollInterval(undefined, 0)).toBe(false);
  });
});
