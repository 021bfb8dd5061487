import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { leadFilterSchema, leadSettingsBodySchema } from '../../../shared/api/leads.ts';
import type { AppEnv } from '../../app-context.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { badRequest } from '../../lib/errors.ts';
import { readJson } from '../../lib/json-body.ts';
import { parsePageId } from '../../lib/page-ownership.ts';
import { parseIdParam } from '../../lib/path-id.ts';
import { requestOrigin } from '../../lib/request-guards.ts';
import { requestDueDeliveries } from './deliver-lead.ts';
import { deleteLead, resendLead, sendTestLead } from './lead-actions.ts';
import {
  ensureLeadSettings,
  lastDeliveryOf,
  rotateFormKey,
  rotateSigningSecret,
  toLeadSettingsDto,
  updateLeadSettings,
} from './lead-settings.ts';
import { leadsCsv } from './leads-csv.ts';
import { countLeadsByPage, leadsForCsv, listAllLeads, listPageLeads } from './list-leads.ts';

function pageRef(c: Context<AppEnv>) {
  const user = requireUser(c);
  return { userId: user.id, pageId: parsePageId(c.req.param('id')) };
}

const leadId = (c: Context<AppEnv>) => parseIdParam(c.req.param('leadId'), 'Invalid lead ID');

function parseQuery<S extends z.ZodType>(schema: S, query: Record<string, string>): z.infer<S> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(issue ? `${issue.path.join('.') || 'query'}: ${issue.message}` : 'Invalid query');
  }
  return parsed.data;
}

const origin = (c: Context<AppEnv>) => requestOrigin(c, c.var.deps.config.TRUST_PROXY);
/** The settings with the page's last delivery, which every answer about them carries. */
const settingsDto = async (c: Context<AppEnv>, row: Parameters<typeof toLeadSettingsDto>[0]) =>
  toLeadSettingsDto(row, origin(c), await lastDeliveryOf(c.var.deps, row.pageId));

/** /api/landing-pages/:id/lead-settings and /:id/leads: the page's side of lead capture. */
export const pageLeadRoutes = new Hono<AppEnv>()
  .get('/:id/lead-settings', async (c) => {
    return c.json(await settingsDto(c, await ensureLeadSettings(c.var.deps, pageRef(c))));
  })
  .put('/:id/lead-settings', async (c) => {
    const ref = pageRef(c);
    const body = await readJson(c, leadSettingsBodySchema);
    const { row, leadsToSend } = await updateLeadSettings(c.var.deps, { ...ref, body });
    if (leadsToSend > 0) await requestDueDeliveries(c.var.deps);
    await c.var.deps.leadSettingsChanged({ ...ref, origin: origin(c) });
    return c.json(await settingsDto(c, row));
  })
  .post('/:id/lead-settings/rotate-key', async (c) => {
    const ref = pageRef(c);
    const row = await rotateFormKey(c.var.deps, ref);
    await c.var.deps.leadSettingsChanged({ ...ref, origin: origin(c) });
    return c.json(await settingsDto(c, row));
  })
  .post('/:id/lead-settings/rotate-secret', async (c) =>
    c.json(await settingsDto(c, await rotateSigningSecret(c.var.deps, pageRef(c)))),
  )
  .post('/:id/lead-settings/test', async (c) => c.json(await sendTestLead(c.var.deps, pageRef(c))))
  .get('/:id/leads', async (c) => {
    const query = parseQuery(leadFilterSchema.pick({ limit: true, before: true }), c.req.query());
    return c.json(await listPageLeads(c.var.deps, { ...pageRef(c), ...query }));
  });

/** /api/leads...: the owner's leads across pages, and actions on one lead. */
export const leadRoutes = new Hono<AppEnv>()
  .get('/leads', async (c) => {
    const user = requireUser(c);
    const filter = parseQuery(leadFilterSchema, c.req.query());
    return c.json(await listAllLeads(c.var.deps, { userId: user.id, filter }));
  })
  .get('/leads.csv', async (c) => {
    const user = requireUser(c);
    const filter = parseQuery(leadFilterSchema.omit({ limit: true, before: true }), c.req.query());
    const rows = await leadsForCsv(c.var.deps, { userId: user.id, filter });
    const day = new Date().toISOString().slice(0, 10);
    const name = filter.pageId ? `leads-page-${filter.pageId}-${day}.csv` : `leads-${day}.csv`;
    return c.body(leadsCsv(rows), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    });
  })
  .get('/leads/counts', async (c) => {
    const user = requireUser(c);
    return c.json({ counts: await countLeadsByPage(c.var.deps, { userId: user.id }) });
  })
  .delete('/leads/:leadId', async (c) => {
    const user = requireUser(c);
    await deleteLead(c.var.deps, { userId: user.id, leadId: leadId(c) });
    return c.json({ success: true as const });
  })
  .post('/leads/:leadId/resend', async (c) => {
    const user = requireUser(c);
    return c.json(await resendLead(c.var.deps, { userId: user.id, leadId: leadId(c) }));
  });
