import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import {
  adminUsersQuerySchema,
  apiLogsQuerySchema,
  assignPlanBodySchema,
  changeRoleBodySchema,
  clearApiLogsQuerySchema,
  createCouponBodySchema,
  createPlanBodySchema,
  putChangelogBodySchema,
  tokenLimitsBodySchema,
  updateCouponBodySchema,
  updatePlanBodySchema,
  updateSubscriptionBodySchema,
} from '../../../shared/api/admin.ts';
import type { AppEnv } from '../../app-context.ts';
import { requireAdmin } from '../../lib/auth-guards.ts';
import { badRequest } from '../../lib/errors.ts';
import { readJson } from '../../lib/json-body.ts';
import { revenueSummary } from '../billing/index.ts';
import { deleteChangelogEntry, type ManageChangelogDeps, putChangelogEntry } from '../changelog/index.ts';
import { clearApiLogs, deleteApiLog, listApiLogs, summariseApiCosts } from './api-logs.ts';
import { adminAssignPlan } from './assign-plan.ts';
import { changeUserRole } from './change-role.ts';
import { listCoupons } from './coupons.ts';
import { createPlan } from './create-plan.ts';
import { deleteCoupon } from './delete-coupon.ts';
import { deletePlan } from './delete-plan.ts';
import { getUserUsage } from './get-user-usage.ts';
import { listSubscriptions } from './list-subscriptions.ts';
import { listUsers } from './list-users.ts';
import { listAdminPlans } from './plans.ts';
import { createCoupon, updateCoupon } from './save-coupon.ts';
import { setTokenLimits } from './set-token-limits.ts';
import { listAuditLog, parseId, recordAudit } from './shared.ts';
import { updatePlan } from './update-plan.ts';
import { updateSubscription } from './update-subscription.ts';
import { usageBreakdownCsv } from './usage-csv.ts';
import { getUsageStats } from './usage-stats.ts';

/** The changelog feature's writes, audited under the signed-in admin's name. */
function changelogWrites(c: Context<AppEnv>): ManageChangelogDeps {
  const admin = requireAdmin(c);
  return { db: c.var.deps.db, audit: (tx, entry) => recordAudit(tx, admin, entry) };
}

function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid query');
  return parsed.data;
}

/** Mounted at /api/admin. Every route: 401 signed out, 403 for non-admins (the middleware below). */
export const adminRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    requireAdmin(c);
    await next();
  })
  // users
  .get('/users', async (c) => c.json(await listUsers(c.var.deps.db, readQuery(c, adminUsersQuerySchema))))
  .put('/users/:id/role', async (c) => {
    const userId = parseId(c.req.param('id'), 'user id');
    const { role } = await readJson(c, changeRoleBodySchema);
    return c.json(await changeUserRole(c.var.deps.db, requireAdmin(c), { userId, role }));
  })
  .post('/assign-plan', async (c) => {
    const body = await readJson(c, assignPlanBodySchema);
    return c.json(await adminAssignPlan(c.var.deps, requireAdmin(c), body));
  })
  .put('/users/:id/token-limits', async (c) => {
    const userId = parseId(c.req.param('id'), 'user id');
    const body = await readJson(c, tokenLimitsBodySchema);
    return c.json(await setTokenLimits(c.var.deps.db, requireAdmin(c), userId, body));
  })
  .get('/users/:id/usage', async (c) =>
    c.json(await getUserUsage(c.var.deps.db, parseId(c.req.param('id'), 'user id'))),
  )
  // plans
  .get('/subscription-plans', async (c) => c.json(await listAdminPlans(c.var.deps.db)))
  .post('/subscription-plans', async (c) => {
    const body = await readJson(c, createPlanBodySchema);
    return c.json(await createPlan(c.var.deps.db, requireAdmin(c), body), 201);
  })
  .put('/subscription-plans/:id', async (c) => {
    const planId = parseId(c.req.param('id'), 'plan id');
    const body = await readJson(c, updatePlanBodySchema);
    return c.json(await updatePlan(c.var.deps.db, requireAdmin(c), planId, body));
  })
  .delete('/subscription-plans/:id', async (c) =>
    c.json(await deletePlan(c.var.deps.db, requireAdmin(c), parseId(c.req.param('id'), 'plan id'))),
  )
  // coupons
  .get('/coupons', async (c) => c.json(await listCoupons(c.var.deps.db)))
  .post('/coupons', async (c) => {
    const body = await readJson(c, createCouponBodySchema);
    return c.json(await createCoupon(c.var.deps.db, requireAdmin(c), body), 201);
  })
  .put('/coupons/:id', async (c) => {
    const couponId = parseId(c.req.param('id'), 'coupon id');
    const body = await readJson(c, updateCouponBodySchema);
    return c.json(await updateCoupon(c.var.deps.db, requireAdmin(c), couponId, body));
  })
  .delete('/coupons/:id', async (c) =>
    c.json(await deleteCoupon(c.var.deps.db, requireAdmin(c), parseId(c.req.param('id'), 'coupon id'))),
  )
  // subscriptions
  .get('/revenue', async (c) => c.json(await revenueSummary(c.var.deps)))
  .get('/user-subscriptions', async (c) => c.json(await listSubscriptions(c.var.deps.db)))
  .put('/subscriptions/:id', async (c) => {
    const subscriptionId = parseId(c.req.param('id'), 'subscription id');
    const body = await readJson(c, updateSubscriptionBodySchema);
    return c.json(await updateSubscription(c.var.deps, requireAdmin(c), subscriptionId, body));
  })
  // usage and costs
  .get('/usage-stats', async (c) => c.json(await getUsageStats(c.var.deps.db)))
  .get('/usage-stats.csv', async (c) => {
    const stats = await getUsageStats(c.var.deps.db);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(usageBreakdownCsv(stats.userBreakdown), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="usage-${day}.csv"`,
    });
  })
  .get('/api-logs', async (c) =>
    c.json(await listApiLogs(c.var.deps.db, readQuery(c, apiLogsQuerySchema).page)),
  )
  .get('/api-logs/summary', async (c) => {
    const { config } = c.var.deps;
    return c.json(
      await summariseApiCosts(c.var.deps.db, {
        inputPerMTok: config.AI_PRICE_INPUT_PER_MTOK,
        outputPerMTok: config.AI_PRICE_OUTPUT_PER_MTOK,
      }),
    );
  })
  .delete('/api-logs', async (c) => {
    const { type } = readQuery(c, clearApiLogsQuerySchema);
    return c.json(await clearApiLogs(c.var.deps.db, requireAdmin(c), type));
  })
  .delete('/api-logs/:id', async (c) =>
    c.json(await deleteApiLog(c.var.deps.db, requireAdmin(c), parseId(c.req.param('id'), 'API log id'))),
  )
  // changelog: the entries are the changelog feature's; the audit log is this feature's
  .put('/changelog', async (c) => {
    const body = await readJson(c, putChangelogBodySchema);
    return c.json(await putChangelogEntry(changelogWrites(c), body));
  })
  .delete('/changelog/:date', async (c) => {
    const date = c.req.param('date').trim();
    if (!date) throw badRequest('Date is required');
    return c.json(await deleteChangelogEntry(changelogWrites(c), date));
  })
  // audit
  .get('/audit-log', async (c) => c.json(await listAuditLog(c.var.deps.db)));
