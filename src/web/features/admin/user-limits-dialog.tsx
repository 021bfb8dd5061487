import type { AdminUser } from '@shared/api/admin';
import { DialogFrame } from '@/components/dialog-frame';
import { useReturnFocus } from './admin-parts';
import { UserLimitsPanel } from './user-limits-panel';

/** The Users tab's 'Limits & usage' dialog for one user. */
export function UserLimitsDialog({ user, onClose }: { user: AdminUser | null; onClose(): void }) {
  const returnFocus = useReturnFocus(user !== null);
  return (
    <DialogFrame
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      size="2xl"
      onCloseAutoFocus={returnFocus}
      title={`Token limits: ${user?.username}`}
      description="Per-request token maximums, this month's usage and the plan's monthly limits."
    >
      {user && <UserLimitsPanel user={user} idPrefix={`dialog-user-${user.id}`} />}
    </DialogFrame>
  );
}
