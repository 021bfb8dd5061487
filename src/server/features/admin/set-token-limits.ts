import { eq } from 'drizzle-orm';
import type { TokenLimits } from '../../../shared/api/admin.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { AdminDeps } from './deps.ts';
import { type Actor, auditedChange } from './shared.ts';

/** PUT /api/admin/users/{id}/token-limits: values arrive clamped (null = not set). */
export async function setTokenLimits(
  deps: AdminDeps,
  input: { actor: Actor; userId: number; limits: Partial<TokenLimits> },
): Promise<TokenLimits> {
  const { userId, limits } = input;
  return auditedChange(deps, {
    actor: input.actor,
    change: async (tx) => {
      const [row] = await tx.update(users).set(limits).where(eq(users.id, userId)).returning({
        username: users.username,
        maxGenerateTokensPerRequest: users.maxGenerateTokensPerRequest,
        maxModifyTokensPerRequest: users.maxModifyTokensPerRequest,
        maxVariationTokensPerRequest: users.maxVariationTokensPerRequest,
      });
      if (!row) throw notFound('User not found');
      const { username, ...saved } = row;
      return {
        result: saved,
        audit: {
          action: 'user.token-limits',
          targetType: 'user',
          targetId: userId,
          details: { username, ...limits },
        },
      };
    },
  });
}
