import type { PageCheckFinding, PageCheckRule, PageCheckSeverity } from '../../../shared/api/page-check.ts';
import { PAGE_CHECK_RULES } from '../../../shared/api/page-check.ts';

/** What one finding costs (README, 'Page check'): 100 minus these, never below 0. */
export const SEVERITY_WEIGHT: Record<PageCheckSeverity, number> = { error: 15, warning: 7, notice: 2 };

const SEVERITY_ORDER: Record<PageCheckSeverity, number> = { error: 0, warning: 1, notice: 2 };

export function pageScore(findings: readonly PageCheckFinding[]): number {
  const lost = findings.reduce((sum, finding) => sum + SEVERITY_WEIGHT[finding.severity], 0);
  return Math.max(0, 100 - lost);
}

/** Worst first, then in the order of the contract's rule list (stable for the card). */
export function sortFindings(findings: readonly PageCheckFinding[]): PageCheckFinding[] {
  const rank = (rule: PageCheckRule) => PAGE_CHECK_RULES.indexOf(rule);
  return [...findings].sort(
    (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || rank(a.rule) - rank(b.rule),
  );
}

/** Rules that ran and found nothing, in the contract's order. */
export function passedRules(
  ran: readonly PageCheckRule[],
  findings: readonly PageCheckFinding[],
): PageCheckRule[] {
  const failed = new Set(findings.map((finding) => finding.rule));
  return PAGE_CHECK_RULES.filter((rule) => ran.includes(rule) && !failed.has(rule));
}
