import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PageCheck, PageCheckFinding } from '../../../shared/api/page-check.ts';
import type { Db } from '../../db/client.ts';
import { landingPages, leadSettings, pageChecks, pageVersions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { lastDeliveryOf } from '../leads/index.ts';
import { requestPageCheck } from './check-job.ts';
import { buildPageCheck, parseStoredCheck, readStoredCheck, storeCheck } from './check-record.ts';
import type { PageCheckReadDeps } from './deps.ts';
import { pageScore, sortFindings } from './score.ts';
import { runStaticChecks } from './static-checks.ts';

/**
 * GET /api/landing-pages/{id}/check: the check of the caller's page's live version. One
 * query checks the owner, resolves the version and reads its check (the HTML comes along
 * only when there is no check yet). A missing check is made at once from the markup (a few
 * ms), stored, and its Chromium pass queued: the answer says 'pending' and the card reads
 * again. A check still pending is queued again (the queue merges repeats), so a pass lost to
 * a restart is made on the next read. The browser never runs inside the request.
 */
export async function getPageCheck(
  deps: PageCheckReadDeps,
  input: { userId: number; pageId: number },
): Promise<PageCheck> {
  const { db } = deps;
  const { renderer } = deps.rendering;
  const { userId, pageId } = input;
  const [row] = await db
    .select({
      versionId: pageVersions.id,
      version: pageVersions.version,
      result: pageChecks.result,
      html: sql<string | null>`case when ${isNull(pageChecks.versionId)} then ${pageVersions.html} end`,
    })
    .from(landingPages)
    .leftJoin(pageVersions, eq(pageVersions.id, landingPages.currentVersionId))
    .leftJoin(pageChecks, eq(pageChecks.versionId, pageVersions.id))
    .where(and(eq(landingPages.id, pageId), eq(landingPages.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Landing page not found');
  if (row.versionId === null || row.version === null) throw notFound('Version not found');
  const versionId = row.versionId;

  const stored = row.result === null ? null : parseStoredCheck(row.result);
  if (stored) {
    if (stored.render === 'pending') requestPageCheck(deps, { versionId });
    return withLeadDestination(db, stored);
  }
  // No check yet (or one stored in an older shape): the markup is checked now.
  const html = row.html ?? (await readHtml(db, versionId));
  if (html === null) throw notFound('Version not found');
  const target = { versionId, pageId, userId, version: row.version };
  const check = buildPageCheck(target, runStaticChecks(html), renderer.available ? 'pending' : 'unavailable');
  if (!(await storeCheck(deps, { target, check, mode: row.result === null ? 'first' : 'final' }))) {
    throw notFound('Version not found');
  }
  if (renderer.available) requestPageCheck(deps, { versionId });
  // Another reader or the queue may have stored theirs first: answer what is stored.
  return withLeadDestination(db, (await readStoredCheck(deps, { versionId })) ?? check);
}

/**
 * The one finding that depends on the page's settings, not its version: forms whose leads
 * reach nobody. The export wires them to Pagecraft, which stores every lead, but until a
 * webhook (or a GoHighLevel embed in their place) is set, nothing reaches the marketer's CRM;
 * and a webhook whose last delivery failed is not reaching it either. Added at read time, so
 * saving the settings, or a delivery that goes through, clears it without a new check.
 */
async function withLeadDestination(db: Db, check: PageCheck): Promise<PageCheck> {
  if (!check.leadForms) return check;
  const [settings] = await db
    .select({ webhookUrl: leadSettings.webhookUrl, ghlEmbedCode: leadSettings.ghlEmbedCode })
    .from(leadSettings)
    .where(eq(leadSettings.pageId, check.pageId))
    .limit(1);
  if (settings?.ghlEmbedCode) return check;
  const forms = check.leadForms === 1 ? 'the form' : `the ${check.leadForms} forms`;
  if (settings?.webhookUrl) {
    const last = await lastDeliveryOf({ db }, check.pageId);
    if (last?.status !== 'failed') return check;
    const failing = last.failingLeads === 1 ? '1 lead has' : `${last.failingLeads} leads have`;
    return withFinding(check, {
      rule: 'form-action',
      severity: 'error',
      message: 'Leads are not reaching your webhook: the last delivery failed',
      detail: `${last.error} (${failing} not been delivered; Pagecraft keeps them and retries). Check the webhook URL in Lead settings and that your receiver is running; each lead can be resent from the Leads list.`,
      fixPrompt:
        "Keep every form's named inputs (first_name, email, phone, ...) and its data-pc-form attribute exactly as they are: the export connects them to the page's lead destination.",
      settingsFix: 'lead-settings',
    });
  }
  return withFinding(check, {
    rule: 'form-action',
    severity: 'error',
    message: 'Form submissions go nowhere: connect a destination',
    detail: `Leads from ${forms} on this page are kept in Pagecraft's Leads view but are not sent to your CRM. Add your GoHighLevel Inbound Webhook (or Zapier, Make, n8n) URL in Lead settings.`,
    fixPrompt:
      "Keep every form's named inputs (first_name, email, phone, ...) and its data-pc-form attribute exactly as they are: the export connects them to the page's lead destination.",
    settingsFix: 'lead-settings',
  });
}

function withFinding(check: PageCheck, finding: PageCheckFinding): PageCheck {
  const findings = sortFindings([...check.findings, finding]);
  return {
    ...check,
    findings,
    score: pageScore(findings),
    passed: check.passed.filter((rule) => rule !== 'form-action'),
  };
}

async function readHtml(db: Db, versionId: number): Promise<string | null> {
  const [version] = await db
    .select({ html: pageVersions.html })
    .from(pageVersions)
    .where(eq(pageVersions.id, versionId))
    .limit(1);
  return version?.html ?? null;
}
