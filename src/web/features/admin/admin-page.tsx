import type { User } from '@shared/api/auth';
import {
  BarChart3,
  Coins,
  CreditCard,
  Gauge,
  History,
  type LucideIcon,
  Package,
  Ticket,
  Users,
} from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { CURRENT_USER_KEY, useCurrentUser } from '@/lib/session';
import { useSubscriptions } from './admin-api';
import { AdministratorBadge } from './admin-parts';
import { ApiCostsTab } from './api-costs-tab';
import { AuditTab } from './audit-tab';
import { CouponsTab } from './coupons-tab';
import { NotAuthorised } from './not-authorised';
import { PlansTab } from './plans-tab';
import { SubscriptionsTab } from './subscriptions-tab';
import { SummaryCards } from './summary-cards';
import { TokenLimitsTab } from './token-limits-tab';
import { UsageTab } from './usage-tab';
import { UsersTab } from './users-tab';

const TABS: { value: string; label: string; icon: LucideIcon; Panel: () => ReactNode }[] = [
  { value: 'users', label: 'Users', icon: Users, Panel: UsersTab },
  { value: 'subscriptions', label: 'Subscriptions', icon: CreditCard, Panel: SubscriptionsTab },
  { value: 'plans', label: 'Plans', icon: Package, Panel: PlansTab },
  { value: 'coupons', label: 'Coupons', icon: Ticket, Panel: CouponsTab },
  { value: 'usage', label: 'Usage Stats', icon: BarChart3, Panel: UsageTab },
  { value: 'api-costs', label: 'API Costs', icon: Coins, Panel: ApiCostsTab },
  { value: 'token-limits', label: 'Token Limits', icon: Gauge, Panel: TokenLimitsTab },
  { value: 'audit', label: 'Audit Log', icon: History, Panel: AuditTab },
];

/**
 * /admin (docs/product.md, 'Admin access'). The route only checks sign-in;
 * this page then shows the console to admins and a 'not authorised' screen to everyone else,
 * before any /api/admin request is made.
 */
export function AdminPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  if (user.role !== 'admin') return <NotAuthorised username={user.username} />;
  return <AdminConsole user={user} />;
}

function AdminConsole({ user }: { user: User }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = TABS.some((t) => t.value === requested) ? (requested as string) : 'users';
  // The tab lives in the address, so a reload or a shared link opens the same view.
  const selectTab = (value: string) => setParams({ tab: value }, { replace: true });
  const revoked = useRevokedAccess();

  if (revoked) return <NotAuthorised username={user.username} />;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
          <p className="mt-1 text-sm text-muted-foreground sm:text-base">
            Users, plans, coupons, subscriptions and AI usage in one place.
          </p>
        </div>
        <div className="flex items-center gap-2 text-sm">
          <span className="font-medium">{user.username}</span>
          <AdministratorBadge />
        </div>
      </header>

      <div className="mt-6">
        <SummaryCards />
      </div>

      <Tabs value={tab} onValueChange={selectTab} className="mt-8 flex min-w-0 flex-col gap-5">
        <TabsList
          aria-label="Admin sections"
          className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-4 xl:flex xl:w-fit"
        >
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="h-8 justify-start px-3 xl:justify-center">
              <Icon aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value} className="min-w-0">
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

/**
 * An admin demoted elsewhere still has 'admin' in the cached session: the first 403 from the
 * API shows the 'not authorised' screen and reads the session again.
 */
function useRevokedAccess(): boolean {
  const { error } = useSubscriptions();
  const revoked = error instanceof ApiError && error.status === 403;
  useEffect(() => {
    if (revoked) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  }, [revoked]);
  return revoked;
}
