import { eq } from 'drizzle-orm';
import { subscriptionPlans, userSubscriptions } from '../../src/server/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** A newly registered user on a plan of their own, with the given limits (unlimited otherwise). */
export async function userWithPlan(
  app: TestApp,
  name: string,
  limits: Partial<typeof subscriptionPlans.$inferInsert>,
) {
  const client = app.client();
  const { id } = await client.register(name);
  const [plan] = await app.db
    .insert(subscriptionPlans)
    .values({ name: `Plan ${name}`, price: '10', ...limits })
    .returning();
  await app.db.update(userSubscriptions).set({ planId: plan!.id }).where(eq(userSubscriptions.userId, id));
  return { client, id };
}
