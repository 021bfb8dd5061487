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
import { listPlans, revenueSummary } from '../billing/index.ts';
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
import { createCoupon, updateCoupon } from './save-coupon.ts';
import { setTokenLimits } from './set-token-limits.ts';
import { listAuditLog, parseId, recordAudit } from './shared.ts';
import { updatePlan } from './update-plan.ts';
import { updateSubscription } from './update-subscription.ts';
import { usageBreakdownCsv } from './usage-csv.ts';
import { getUsageStats } from './usage-stats.ts';

/** The changelog feature's writes, audited under the signed-in admin's name. */
function changelogWrites(c: Context<AppEnv>): ManageChangelogDeps {
  const actor = requireAdmin(c);
  return { db: c.var.deps.db, audit: (tx, entry) => recordAudit({ db: tx }, { actor, ...entry }) };
}

function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid query');
  return parsed.data;
}

/** The admin making the change and the path's id (400 'Invalid {what}' for a bad one). */
function target(c: Context<AppEnv>, what: string) {
  return { actor: requireAdmin(c), id: parseId(c.req.param('id'), what) };
}

/** Mounted at /api/admin. Every route: 401 signed out, 403 for non-admins (the middleware below). */
export const adminRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    requireAdmin(c);
    await next();
  })
  // users
  .get('/users', async (c) => c.json(await listUsers(c.var.deps, readQuery(c, adminUsersQuerySchema))))
  .put('/users/:id/role', async (c) => {
    const { actor, id: userId } = target(c, 'user id');
    const { role } = await readJson(c, changeRoleBodySchema);
    return c.json(await changeUserRole(c.var.deps, { actor, userId, role }));
  })
  .post('/assign-plan', async (c) => {
    const body = await readJson(c, assignPlanBodySchema);
    return c.json(await adminAssignPlan(c.var.deps, { actor: requireAdmin(c), ...body }));
  })
  .put('/users/:id/token-limits', async (c) => {
    const { actor, id: userId } = target(c, 'user id');
    const limits = await readJson(c, tokenLimitsBodySchema);
    return c.json(await setTokenLimits(c.var.deps, { actor, userId, limits }));
  })
  .get('/users/:id/usage', async (c) =>
    c.json(await getUserUsage(c.var.deps, { userId: parseId(c.req.param('id'), 'user id') })),
  )
  // plans
  // Every plan, inactive ones included: the same list the upgrade page filters.
  .get('/subscription-plans', async (c) => c.json(await listPlans(c.var.deps)))
  .post('/subscription-plans', async (c) => {
    const plan = await readJson(c, createPlanBodySchema);
    return c.json(await createPlan(c.var.deps, { actor: requireAdmin(c), plan }), 201);
  })
  .put('/subscription-plans/:id', async (c) => {
    const { actor, id: planId } = target(c, 'plan id');
    const changes = await readJson(c, updatePlanBodySchema);
    return c.json(await updatePlan(c.var.deps, { actor, planId, changes }));
  })
  .delete('/subscription-plans/:id', async (c) => {
    const { actor, id: planId } = target(c, 'plan id');
    return c.json(await deletePlan(c.var.deps, { actor, planId }));
  })
  // coupons
  .get('/coupons', async (c) => c.json(await listCoupons(c.var.deps)))
  .post('/coupons', async (c) => {
    const coupon = await readJson(c, createCouponBodySchema);
    return c.json(await createCoupon(c.var.deps, { actor: requireAdmin(c), coupon }), 201);
  })
  .put('/coupons/:id', async (c) => {
    const { actor, id: couponId } = target(c, 'coupon id');
    const changes = await readJson(c, updateCouponBodySchema);
    return c.json(await updateCoupon(c.var.deps, { actor, couponId, changes }));
  })
  .delete('/coupons/:id', async (c) => {
    const { actor, id: couponId } = target(c, 'coupon id');
    return c.json(await deleteCoupon(c.var.deps, { actor, couponId }));
  })
  // subscriptions
  .get('/revenue', async (c) => c.json(await revenueSummary(c.var.deps)))
  .get('/user-subscriptions', async (c) => c.json(await listSubscriptions(c.var.deps)))
  .put('/subscriptions/:id', async (c) => {
    const { actor, id: subscriptionId } = target(c, 'subscription id');
    const changes = await readJson(c, updateSubscriptionBodySchema);
    return c.json(await updateSubscription(c.var.deps, { actor, subscriptionId, changes }));
  })
  // usage and costs
  .get('/usage-stats', async (c) => c.json(await getUsageStats(c.var.deps)))
  .get('/usage-stats.csv', async (c) => {
    const stats = await getUsageStats(c.var.deps);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(usageBreakdownCsv(stats.userBreakdown), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="usage-${day}.csv"`,
    });
  })
  .get('/api-logs', async (c) =>
    c.json(await listApiLogs(c.var.deps, { page: readQuery(c, apiLogsQuerySchema).page })),
  )
  .get('/api-logs/summary', async (c) => c.json(await summariseApiCosts(c.var.deps)))
  .delete('/api-logs', async (c) => {
    const { type } = readQuery(c, clearApiLogsQuerySchema);
    return c.json(await clearApiLogs(c.var.deps, { actor: requireAdmin(c), type }));
  })
  .delete('/api-logs/:id', async (c) => {
    const { actor, id: logId } = target(c, 'API log id');
    return c.json(await deleteApiLog(c.var.deps, { actor, logId }));
  })
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
  .get('/audit-log', async (c) => c.json(await listAuditLog(c.var.deps)));
