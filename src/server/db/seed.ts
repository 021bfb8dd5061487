import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Logger } from '../lib/logger.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import type { Db } from './client.ts';
import { auditLog, changelogEntries, subscriptionPlans, userSubscriptions, users } from './schema/index.ts';

type NewPlan = typeof subscriptionPlans.$inferInsert;

/**
 * Plans a fresh install starts with. Admins may edit them; the seed never overwrites edits.
 * Every plan has every feature; plans differ only in the limits the server enforces, which the
 * plan cards list from these same columns. So the feature lists claim nothing a plan lacks.
 */
export const DEFAULT_PLANS: NewPlan[] = [
  {
    name: 'Free',
    description: 'Try Pagecraft on a couple of pages.',
    price: '0',
    interval: 'monthly',
    features: ['AI landing page generation', 'Copy & paste HTML', 'Mobile-responsive output'],
    maxLandingPages: 3,
    maxVersions: 5,
    maxStorageMb: 100,
    monthlyGenerateLimit: 10,
    monthlyModifyLimit: 30,
    monthlyVariationLimit: 3,
    monthlyAskLimit: 50,
    sortOrder: 0,
  },
  {
    name: 'Starter',
    description: 'For freelancers launching funnels every month.',
    price: '29',
    interval: 'monthly',
    features: ['Everything in Free'],
    maxLandingPages: 25,
    maxVersions: 20,
    maxStorageMb: 1024,
    monthlyGenerateLimit: 100,
    monthlyModifyLimit: 300,
    monthlyVariationLimit: 50,
    monthlyAskLimit: 500,
    sortOrder: 1,
  },
  {
    name: 'Pro',
    description: 'For marketers and agencies running many campaigns.',
    price: '59',
    interval: 'monthly',
    features: ['Everything in Starter'],
    maxLandingPages: 100,
    maxVersions: 50,
    maxStorageMb: 5120,
    monthlyGenerateLimit: 500,
    monthlyModifyLimit: 1500,
    monthlyVariationLimit: 200,
    monthlyAskLimit: 2500,
    sortOrder: 2,
  },
  {
    name: 'Unlimited',
    description: 'No caps on pages or versions.',
    price: '99',
    interval: 'monthly',
    features: ['Everything in Pro'],
    maxLandingPages: -1,
    maxVersions: -1,
    maxStorageMb: -1,
    monthlyGenerateLimit: -1,
    monthlyModifyLimit: -1,
    monthlyVariationLimit: -1,
    monthlyAskLimit: -1,
    sortOrder: 3,
  },
];

/**
 * What the product does, newest first. The date is each entry's key: the seed inserts an entry
 * only when no entry has that date, and never one an admin has deleted or renamed away (the
 * audit log says so), so admins' edits always win and nothing is duplicated.
 */
export const DEFAULT_CHANGELOG: { date: string; changes: string[] }[] = [
  {
    date: 'November 23, 2026',
    changes: [
      'Add the Choose Your Plan page with a usage summary for your current plan',
      'Implement card payments through Stripe subscriptions',
      'Add coupon codes with percentage or dollar-amount discounts, expiry dates and usage limits',
      'Plan changes now apply to your limits immediately',
      'Add changelog editing for administrators',
    ],
  },
  {
    date: 'November 22, 2026',
    changes: [
      'Create an account and sign in with a username and password',
      'Add secure server-side sessions with sign-in throttling',
      'Implement the public landing page with features, how it works and pricing',
      'Create the Free, Starter, Pro and Unlimited plans',
    ],
  },
  {
    date: 'November 12, 2026',
    changes: [
      'Add the Landing Pages Dashboard with search and color-coded folders',
      'Implement drag and drop of pages and variation groups into folders',
      'Create PNG thumbnails of every saved page',
      'Add the edit page with click-to-edit text, AI edits and a code editor',
      'Add version history with previews, share links, side-by-side comparison and rollback',
      'Improve the detail page with statistics, references and a live preview',
    ],
  },
  {
    date: 'November 2, 2026',
    changes: [
      'Add the generator workspace with options for industry, audience, goal, colors and tone',
      'Create a template library with eight ready-made starting points',
      'Add the drag-and-drop page builder with hero, content, social proof, conversion and trust blocks',
      'Implement the AI Chat Modify panel for refining a page by conversation',
      'Remix an existing page into a new generation',
    ],
  },
  {
    date: 'October 19, 2026',
    changes: [
      'Add AI landing page generation from a plain-language description',
      'Implement live streaming: the page appears in the chat as it is written',
      'Create the offline composer, which builds complete pages without an AI key',
      'Add reference images and reference URLs to guide the design',
      'Generate two to five variations of a page in one go',
      'Improve long generations: unfinished pages are continued automatically',
    ],
  },
];

export interface SeedResult {
  /** Set only when the admin account was created with a generated password. */
  generatedAdminPassword?: string;
}

/** Idempotent: safe on every start, on every instance, in any order. */
export async function seedDatabase(db: Db, config: Config, logger: Logger): Promise<SeedResult> {
  await db.insert(subscriptionPlans).values(DEFAULT_PLANS).onConflictDoNothing();
  await seedChangelog(db);

  const result: SeedResult = {};
  const adminPassword = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const admin = await ensureAccount(db, {
    username: config.ADMIN_USERNAME,
    password: adminPassword,
    resetPassword: Boolean(config.ADMIN_PASSWORD),
    role: 'admin',
    planName: 'Unlimited',
  });
  if (admin.created && !config.ADMIN_PASSWORD) result.generatedAdminPassword = adminPassword;
  if (admin.created) logger.info('admin account created', { username: config.ADMIN_USERNAME });

  if (config.DEMO_PASSWORD) {
    await ensureAccount(db, {
      username: config.DEMO_USERNAME,
      password: config.DEMO_PASSWORD,
      resetPassword: true,
      role: 'user',
      planName: 'Free',
    });
  }
  return result;
}

/**
 * Inserts the default entries whose date is free. An entry an admin deleted, or renamed to
 * another date, stays gone: the audit log remembers it (admin/changelog.ts writes it).
 */
async function seedChangelog(db: Db): Promise<void> {
  const removed = await db
    .select({ targetId: auditLog.targetId, oldDate: sql<string | null>`${auditLog.details}->>'oldDate'` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'changelog'),
        inArray(auditLog.action, ['changelog.delete', 'changelog.update']),
      ),
    );
  const gone = new Set(removed.map((row) => row.oldDate ?? row.targetId));
  const fresh = DEFAULT_CHANGELOG.filter((entry) => !gone.has(entry.date));
  if (fresh.length > 0) await db.insert(changelogEntries).values(fresh).onConflictDoNothing();
}

/**
 * Creates the account, or brings an existing one to the configured role and (when
 * `resetPassword`) password. The stored hash is replaced only when the configured password
 * no longer verifies against it: re-hashing at every start would cost every instance an
 * argon2 hash per account and rewrite the row for nothing, and a hash that changes on each
 * start hides whether anyone actually changed the password.
 */
async function ensureAccount(
  db: Db,
  account: {
    username: string;
    password: string;
    resetPassword: boolean;
    role: 'user' | 'admin';
    planName: string;
  },
): Promise<{ created: boolean }> {
  const findAccount = async () => {
    const [row] = await db
      .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${account.username})`);
    return row;
  };
  let user = await findAccount();
  let created = false;
  if (!user) {
    const passwordHash = await hashPassword(account.password);
    const inserted = await db
      .insert(users)
      .values({ username: account.username, passwordHash, role: account.role })
      .onConflictDoNothing()
      .returning({ id: users.id });
    created = inserted.length > 0;
    // Another instance starting at the same moment may have created it first.
    user = await findAccount();
  }
  if (!user) throw new Error(`seed: account ${account.username} could not be created`);
  const changes: { role?: 'user' | 'admin'; passwordHash?: string } = {};
  if (user.role !== account.role) changes.role = account.role;
  if (!created && account.resetPassword && !(await verifyPassword(user.passwordHash, account.password))) {
    changes.passwordHash = await hashPassword(account.password);
  }
  if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, user.id));

  const [active] = await db
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.userId, user.id), eq(userSubscriptions.status, 'active')));
  if (!active) {
    const [plan] = await db
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .where(sql`lower(${subscriptionPlans.name}) = lower(${account.planName})`);
    if (plan)
      await db.insert(userSubscriptions).values({ userId: user.id, planId: plan.id }).onConflictDoNothing();
  }
  return { created };
}
