import type { User } from '../../../shared/api/auth.ts';
import type { SessionUser } from '../../lib/sessions.ts';

/** The only shape in which a user row leaves the server. */
export function toUserDto(user: SessionUser): User {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    maxGenerateTokensPerRequest: user.maxGenerateTokensPerRequest,
    maxModifyTokensPerRequest: user.maxModifyTokensPerRequest,
    maxVariationTokensPerRequest: user.maxVariationTokensPerRequest,
    mustChangePassword: user.mustChangePassword,
  };
}
