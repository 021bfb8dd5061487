import { eq } from 'drizzle-orm';
import {
  type PageCheck,
  type PageCheckFinding,
  type PageCheckRenderState,
  type PageCheckRule,
  pageCheckSchema,
} from '../../../shared/api/page-check.ts';
import { pageChecks } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import type { CheckDeps } from './deps.ts';
import { pageScore, passedRules, sortFindings } from './score.ts';

export interface CheckedVersion {
  versionId: number;
  pageId: number;
  userId: number;
  version: number;
}

/** The contract's shape from what ran and what it found. */
export function buildPageCheck(
  target: CheckedVersion,
  outcome: {
    rules: readonly PageCheckRule[];
    findings: readonly PageCheckFinding[];
    weightBytes: number;
    leadForms?: number;
  },
  render: PageCheckRenderState,
): PageCheck {
  return {
    pageId: target.pageId,
    versionId: target.versionId,
    version: target.version,
    score: pageScore(outcome.findings),
    findings: sortFindings(outcome.findings),
    passed: passedRules(outcome.rules, outcome.findings),
    render,
    weightBytes: outcome.weightBytes,
    leadForms: outcome.leadForms,
    checkedAt: new Date().toISOString(),
  };
}

/** A stored result read back through the contract; null when it no longer fits it (re-checked). */
export function parseStoredCheck(result: unknown): PageCheck | null {
  const parsed = pageCheckSchema.safeParse(result);
  return parsed.success ? parsed.data : null;
}

/**
 * Stores a version's check. 'first' keeps a check already there (two readers, or a reader
 * and the queue, may check the same version: the first one stays); 'final' replaces the
 * pending static result with the complete one. False when the version was deleted meanwhile.
 */
export async function storeCheck(
  deps: Pick<CheckDeps, 'db'>,
  input: { target: CheckedVersion; check: PageCheck; mode: 'first' | 'final' },
): Promise<boolean> {
  const { target, check, mode } = input;
  const row = { versionId: target.versionId, pageId: target.pageId, userId: target.userId, result: check };
  try {
    const insert = deps.db.insert(pageChecks).values(row);
    await (mode === 'first'
      ? insert.onConflictDoNothing()
      : insert.onConflictDoUpdate({
          target: pageChecks.versionId,
          set: { result: check, createdAt: new Date() },
        }));
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

export async function readStoredCheck(
  deps: Pick<CheckDeps, 'db'>,
  input: { versionId: number },
): Promise<PageCheck | null> {
  const [row] = await deps.db
    .select({ result: pageChecks.result })
    .from(pageChecks)
    .where(eq(pageChecks.versionId, input.versionId))
    .limit(1);
  return row ? parseStoredCheck(row.result) : null;
}
