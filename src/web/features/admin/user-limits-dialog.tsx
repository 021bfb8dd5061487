import type { AdminUser } from '@shared/api/admin';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useReturnFocus } from './admin-parts';
import { UserLimitsPanel } from './user-limits-panel';

/** The Users tab's 'Limits & usage' dialog for one user. */
export function UserLimitsDialog({ user, onClose }: { user: AdminUser | null; onClose(): void }) {
  const returnFocus = useReturnFocus(user !== null);
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={returnFocus}>
        {user && (
          <>
            <DialogHeader>
              <DialogTitle>Token limits: {user.username}</DialogTitle>
              <DialogDescription>
                Per-request token maximums, this month's usage and the plan's monthly limits.
              </DialogDescription>
            </DialogHeader>
            <UserLimitsPanel user={user} idPrefix={`dialog-user-${user.id}`} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
