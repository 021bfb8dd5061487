import type { AdminUser } from '@shared/api/admin';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatCount, plural } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { USERS_PAGE_SIZE, useAdminPlans, useUsersPage } from './admin-api';
import { formatDay } from './admin-format';
import { AdministratorBadge, PlanBadge } from './admin-parts';
import { rowsOf, TableCard } from './table-card';
import { AssignPlanSelect, RoleSelect, TokenLimitsSummary } from './user-controls';
import { UserLimitsDialog } from './user-limits-dialog';

/** Users: search and pages on the server, role, plan, token limits and this month's usage. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 300);
  // The page belongs to its search: a new search starts from its first page.
  const [paging, setPaging] = useState({ query, page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const setPage = (next: number) => setPaging({ query, page: next });
  const [limitsFor, setLimitsFor] = useState<AdminUser | null>(null);
  const users = useUsersPage(query, page);
  const plans = useAdminPlans();
  const { user: me } = useCurrentUser();

  const total = users.data?.total ?? 0;
  return (
    <>
      <TableCard
        id="users"
        title="User Management"
        description="Change roles, assign plans and set per-user token limits."
        actions={
          <SearchInput
            value={search}
            onValueChange={setSearch}
            label="Search users"
            placeholder="Search username or email..."
            className="w-full sm:w-72"
          />
        }
        footer={
          users.data && (
            <span className="text-muted-foreground" aria-live="polite">
              {query ? `${formatCount(total)} matching` : plural(total, 'user')}
            </span>
          )
        }
        pagination={{ label: 'Users pages', page, pageSize: USERS_PAGE_SIZE, total, onPage: setPage }}
        query={rowsOf(users, (data) => data.users)}
        // Narrower than xl the join date moves under the name, narrower than lg the token
        // limits leave (the 'Limits & usage' dialog shows them), so the row fits its card
        // down to a tablet; on a phone the actions stay pinned while the rest scrolls.
        label="Users"
        busy={users.isFetching}
        empty={{
          title: query ? 'No matching users' : 'No users yet',
          text: query && `Nobody's username or email contains "${query}".`,
        }}
        columns={
          <>
            <TableHead>User</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Plan</TableHead>
            <TableHead>Tokens per request</TableHead>
            <TableHead className="max-xl:hidden">Joined</TableHead>
          </>
        }
        rowActions
        cards
      >
        {(user) => (
          <TableRow key={user.id} data-testid="user-row" data-username={user.username}>
            <TableCell label="User" typed>
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium">{user.username}</span>
                {user.id === me?.id && <span className="text-xs text-muted-foreground">(you)</span>}
                {user.role === 'admin' && <AdministratorBadge />}
              </div>
              <div className="text-xs text-muted-foreground">{user.email || 'No email'}</div>
              <div className="text-xs whitespace-nowrap text-muted-foreground xl:hidden">
                Joined {formatDay(user.createdAt)}
              </div>
            </TableCell>
            <TableCell label="Role">
              <RoleSelect user={user} />
            </TableCell>
            <TableCell label="Plan">
              <div className="flex flex-col items-start gap-1.5 xl:flex-row xl:items-center xl:gap-2">
                <PlanBadge name={user.planName} />
                <AssignPlanSelect user={user} plans={plans.data ?? []} />
              </div>
            </TableCell>
            <TableCell label="Tokens per request">
              <TokenLimitsSummary user={user} />
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground max-xl:hidden">
              {formatDay(user.createdAt)}
            </TableCell>
            <TableCell pinned className="text-right">
              <Button variant="outline" size="sm" onClick={() => setLimitsFor(user)}>
                <SlidersHorizontal aria-hidden="true" />
                <span>Limits & usage</span>
                <span className="sr-only"> of {user.username}</span>
              </Button>
            </TableCell>
          </TableRow>
        )}
      </TableCard>
      <UserLimitsDialog
        // The row's latest copy, so the dialog shows what was just saved.
        user={(limitsFor && users.data?.users.find((u) => u.id === limitsFor.id)) ?? limitsFor}
        onClose={() => setLimitsFor(null)}
      />
    </>
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
