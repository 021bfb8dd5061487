import type { AppDeps } from '../../app-context.ts';
import { findOwnedPage, type PageRow } from '../../lib/page-ownership.ts';
import type { SessionUser } from '../../lib/sessions.ts';
import {
  getPlanLimits,
  type PlanLimits,
  type Reservation,
  reserveMonthly,
  type UsageKind,
} from '../billing/index.ts';
import { assertBaseVersion } from '../pages/index.ts';
import { reservationHoldMs } from './deadline.ts';

/**
 * The opening every AI edit shares (a chat edit, an element edit): the page must be the
 * caller's (404), made from its live version when the request names one (409 before the
 * model), checked by `check` (the chat's image rules), and the plan must have room for
 * `amounts`, reserved before the model is asked (ADR 022; 403 when used up). The caller
 * releases the reservation when it is done.
 */
export async function openEdit(
  deps: AppDeps,
  input: {
    user: SessionUser;
    pageId: number;
    baseVersionId: number | undefined;
    amounts: Partial<Record<UsageKind, number>>;
    check?: () => Promise<void> | void;
  },
): Promise<{ page: PageRow; limits: PlanLimits; reservation: Reservation }> {
  const { user } = input;
  const page = await findOwnedPage(deps.db, user.id, input.pageId);
  assertBaseVersion(page.currentVersionId, input.baseVersionId);
  await input.check?.();
  const limits = await getPlanLimits(deps, { userId: user.id });
  const reservation = await reserveMonthly(deps, {
    userId: user.id,
    limits,
    amounts: input.amounts,
    holdMs: reservationHoldMs(deps.ai),
  });
  return { page, limits, reservation };
}
