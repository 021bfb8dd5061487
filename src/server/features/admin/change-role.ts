import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AdminDeps } from './deps.ts';
import { type Actor, recordAudit } from './shared.ts';

export const OWN_ROLE = 'You cannot change your own role';
export const LAST_ADMIN = 'The last administrator cannot be demoted';

/**
 * PUT /api/admin/users/{id}/role. Every admin row is locked first, so two admins demoting
 * each other at once cannot both succeed and leave nobody in charge.
 */
export async function changeUserRole(
  deps: AdminDeps,
  input: { actor: Actor; userId: number; role: 'user' | 'admin' },
): Promise<{ id: number; role: 'user' | 'admin' }> {
  const { actor, userId, role } = input;
  if (userId === actor.id) throw conflict(OWN_ROLE);
  return deps.db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!target) throw notFound('User not found');
    if (target.role === role) return { id: target.id, role: target.role };
    if (target.role === 'admin' && admins.filter((a) => a.id !== target.id).length === 0) {
      throw conflict(LAST_ADMIN);
    }
    await tx.update(users).set({ role }).where(eq(users.id, target.id));
    await recordAudit(
      { db: tx },
      {
        actor,
        action: 'user.role',
        targetType: 'user',
        targetId: target.id,
        details: { username: target.username, from: target.role, to: role },
      },
    );
    return { id: target.id, role };
  });
}
