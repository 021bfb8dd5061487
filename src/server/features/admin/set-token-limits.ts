import { eq } from 'drizzle-orm';
import type { TokenLimits } from '../../../shared/api/admin.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { type Actor, recordAudit } from './shared.ts';

/** PUT /api/admin/users/{id}/token-limits: values arrive clamped (null = not set). */
export async function setTokenLimits(
  db: Db,
  actor: Actor,
  userId: number,
  limits: Partial<TokenLimits>,
): Promise<TokenLimits> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set(limits).where(eq(users.id, userId)).returning({
      username: users.username,
      maxGenerateTokensPerRequest: users.maxGenerateTokensPerRequest,
      maxModifyTokensPerRequest: users.maxModifyTokensPerRequest,
      maxVariationTokensPerRequest: users.maxVariationTokensPerRequest,
    });
    if (!row) throw notFound('User not found');
    const { username, ...saved } = row;
    await recordAudit(tx, actor, {
      action: 'user.token-limits',
      targetType: 'user',
      targetId: userId,
      details: { username, ...limits },
    });
    return saved;
  });
}
