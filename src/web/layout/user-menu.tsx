import type { User } from '@shared/api/auth';
import { KeyRound, LogOut } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/lib/session';

// The dialog belongs to the accounts feature, whose pages load on demand: it loads with them,
// when first opened, so the header every page shows stays small.
const ChangePasswordDialog = lazy(() =>
  import('@/features/auth').then((m) => ({ default: m.ChangePasswordDialog })),
);

export function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  const [changingPassword, setChangingPassword] = useState(false);
  const passwordWanted = changingPassword || user.mustChangePassword;
  // Mounted from its first opening on, so closing it animates and hands focus back.
  const [passwordDialogMounted, setPasswordDialogMounted] = useState(passwordWanted);
  useEffect(() => {
    if (passwordWanted) setPasswordDialogMounted(true);
  }, [passwordWanted]);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="h-9 gap-2 px-2" aria-label={`Account menu for ${user.username}`}>
            <Avatar className="size-7">
              <AvatarFallback>{user.username.charAt(0).toUpperCase()}</AvatarFallback>
            </Avatar>
            {/* Not beside the main navigation until there is room for both (lg); the phone menu has none. */}
            <span className="hidden max-w-32 truncate text-sm font-medium sm:inline md:hidden lg:inline">
              {user.username}
            </span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          <DropdownMenuLabel className="flex flex-col">
            {/* Whole here, where the header's button cuts it short: a long name wraps anywhere. */}
            <span className="[overflow-wrap:anywhere]">{user.username}</span>
            <span className="text-xs font-normal text-muted-foreground">
              {user.role === 'admin' ? 'Administrator' : 'Member'}
            </span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setChangingPassword(true)}>
            <KeyRound aria-hidden="true" />
            Change password
          </DropdownMenuItem>
          <DropdownMenuItem
            disabled={logout.isPending}
            onSelect={(event) => {
              // Keep the menu open so 'Signing out...' is visible while the request runs.
              event.preventDefault();
              logout.mutate();
            }}
          >
            <LogOut aria-hidden="true" />
            {logout.isPending ? 'Signing out...' : 'Sign Out'}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {/* Also the way in after a sign-in with a password the rules no longer allow: every signed-in page has this menu. */}
      {passwordDialogMounted && (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            user={user}
            open={passwordWanted}
            required={user.mustChangePassword}
            onOpenChange={setChangingPassword}
          />
        </Suspense>
      )}
    </>
  );
}
