import type { PageCheck, PageCheckFinding, PageCheckSeverity } from '@shared/api/page-check';

/** How the card colours a score: the same bands the README's 'Page check' section names. */
export type ScoreTone = 'good' | 'fair' | 'poor';

export function scoreTone(score: number): ScoreTone {
  if (score >= 90) return 'good';
  if (score >= 70) return 'fair';
  return 'poor';
}

const SEVERITY_ORDER: Record<PageCheckSeverity, number> = { error: 0, warning: 1, notice: 2 };

/** Errors first, then warnings, then notices; the server's order within each. */
export function sortFindings(findings: readonly PageCheckFinding[]): PageCheckFinding[] {
  return findings
    .map((finding, index) => ({ finding, index }))
    .sort(
      (a, b) => SEVERITY_ORDER[a.finding.severity] - SEVERITY_ORDER[b.finding.severity] || a.index - b.index,
    )
    .map(({ finding }) => finding);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** '2 errors · 1 warning · 12 passed': only the kinds there are, passed always. */
export function findingsSummary(check: Pick<PageCheck, 'findings' | 'passed'>): string {
  const count = (severity: PageCheckSeverity) => check.findings.filter((f) => f.severity === severity).length;
  const parts = [
    [count('error'), 'error'],
    [count('warning'), 'warning'],
    [count('notice'), 'notice'],
  ] as const;
  return [
    ...parts.filter(([n]) => n > 0).map(([n, word]) => plural(n, word)),
    `${check.passed.length} passed`,
  ].join(' · ');
}

/** The line under the score about the checks that need a browser. */
export function renderStateText(render: PageCheck['render']): string | null {
  if (render === 'pending') return 'Checking the layout at 375, 768, 900 and 1440 px…';
  if (render === 'unavailable')
    return 'Layout checks need a browser on the server: only the HTML was checked.';
  return null;
}

/** Page-check polling: every 2 s while the layout checks run, for at most a minute. */
export const PENDING_POLL_MS = 2000;
export const MAX_PENDING_POLLS = 30;

export function pollInterval(check: PageCheck | undefined, polls: number): number | false {
  return check?.render === 'pending' && polls < MAX_PENDING_POLLS ? PENDING_POLL_MS : false;
}
