import { sql } from 'drizzle-orm';
import type { PageCheck } from '../../../shared/api/page-check.ts';
import { pageChecks, pageVersions } from '../../db/schema/index.ts';
import {
  findVersionToRender,
  type PageRenderer,
  RendererBusyError,
  RendererUnavailableError,
} from '../thumbnails/index.ts';
import { buildPageCheck, type CheckedVersion, parseStoredCheck, storeCheck } from './check-record.ts';
import type { CheckJobDeps } from './deps.ts';
import { CHECK_WIDTHS, LAYOUT_RULES, layoutFindings } from './layout-findings.ts';
import { checkBriefFacts } from './rules/brief-facts.ts';
import { runStaticChecks, type StaticCheck } from './static-checks.ts';

/** Four layouts of one page: more than a screenshot's bound, still bounded. */
const INSPECT_TIMEOUT_MS = 15_000;

export type CheckOutcome = 'done' | 'unavailable' | 'exists' | 'gone';

/** The version's stored check, if any, read with the version. */
const storedCheck =
  sql<unknown>`(select ${pageChecks.result} from ${pageChecks} where ${pageChecks.versionId} = ${pageVersions.id})`.mapWith(
    pageChecks.result,
  );

/**
 * The page check of one saved version: the background job, a plain function any queue can
 * call with a version id. The static checks are stored first (render 'pending', or
 * 'unavailable' without a browser), so a reader sees them at once; then Chromium lays the
 * page out at 375, 768, 900 and 1440 px and the complete check replaces them ('done'). A page the
 * browser cannot measure within its time bound keeps its static check, marked 'unavailable'.
 * Busy renderer: the error goes to the queue and the check stays 'pending' for the next read.
 * The page's brief is compared with the page ('brief-facts') here, in the job only: its
 * reader is loaded on first use, and its finding is part of the first check and the last.
 */
export async function checkVersion(deps: CheckJobDeps, input: { versionId: number }): Promise<CheckOutcome> {
  const { renderer } = deps.rendering;
  const { versionId } = input;
  const row = await findVersionToRender(deps, { versionId, stored: storedCheck });
  if (!row) return 'gone';
  const stored = row.stored === null ? null : parseStoredCheck(row.stored);
  if (stored && stored.render !== 'pending') return 'exists';
  const target: CheckedVersion = { versionId, pageId: row.pageId, userId: row.userId, version: row.version };
  const store = (check: PageCheck, mode: 'first' | 'final') => storeCheck(deps, { target, check, mode });

  const checked = await withBriefFacts(deps, runStaticChecks(row.html), {
    versionId,
    prompt: row.prompt,
    html: row.html,
  });
  if (!renderer.available) {
    return (await store(buildPageCheck(target, checked, 'unavailable'), 'final')) ? 'unavailable' : 'gone';
  }
  if (!stored && !(await store(buildPageCheck(target, checked, 'pending'), 'first'))) return 'gone';

  let report: Awaited<ReturnType<PageRenderer['inspect']>>;
  try {
    report = await renderer.inspect(row.html, { widths: CHECK_WIDTHS, timeoutMs: INSPECT_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof RendererBusyError) throw error;
    const final = buildPageCheck(target, checked, 'unavailable');
    if (!(await store(final, 'final'))) return 'gone';
    if (error instanceof RendererUnavailableError) return 'unavailable';
    throw error;
  }
  const complete = {
    rules: [...checked.rules, ...LAYOUT_RULES],
    findings: [...checked.findings, ...layoutFindings(report)],
    weightBytes: checked.weightBytes,
    leadForms: checked.leadForms,
  };
  return (await store(buildPageCheck(target, complete, 'done'), 'final')) ? 'done' : 'gone';
}

/**
 * The markup's checks and the brief's facts: the rules that ran and what they found. A brief
 * the reader fails on leaves 'brief-facts' out (neither passed nor failed) rather than holding
 * the whole check back.
 */
async function withBriefFacts(
  deps: Pick<CheckJobDeps, 'logger'>,
  checked: StaticCheck,
  version: { versionId: number; prompt: string; html: string },
): Promise<StaticCheck> {
  try {
    const brief = await checkBriefFacts({ prompt: version.prompt, html: version.html });
    return {
      ...checked,
      rules: [...checked.rules, ...brief.rules],
      findings: [...checked.findings, ...brief.findings],
    };
  } catch (error) {
    deps.logger.warn('brief facts not checked', {
      versionId: version.versionId,
      reason: (error as Error).message,
    });
    return checked;
  }
}
