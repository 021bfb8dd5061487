import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import { GuestOnlyRoute, ProtectedRoute } from '@/features/auth/route-guards';
import { LandingPage } from '@/features/marketing/landing-page';

// The landing page ships in the first bundle; everything behind it loads on demand.
const LoginPage = lazy(() => import('@/features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import('@/features/auth/register-page').then((m) => ({ default: m.RegisterPage })),
);
const DashboardPage = lazy(() =>
  import('@/features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const LeadsPage = lazy(() => import('@/features/leads/leads-page').then((m) => ({ default: m.LeadsPage })));
const ChangelogPage = lazy(() =>
  import('@/features/changelog/changelog-page').then((m) => ({ default: m.ChangelogPage })),
);
const GeneratorPage = lazy(() =>
  import('@/features/generator/generator-page').then((m) => ({ default: m.GeneratorPage })),
);
const DetailsPage = lazy(() =>
  import('@/features/page-details/details-page').then((m) => ({ default: m.DetailsPage })),
);
const VariationsPage = lazy(() =>
  import('@/features/variations/variations-page').then((m) => ({ default: m.VariationsPage })),
);
const EditPage = lazy(() =>
  import('@/features/page-editor/edit-page').then((m) => ({ default: m.EditPage })),
);
const EditTestPage = lazy(() =>
  import('@/features/page-editor/edit-test-page').then((m) => ({ default: m.EditTestPage })),
);
const UpgradePage = lazy(() =>
  import('@/features/upgrade/upgrade-page').then((m) => ({ default: m.UpgradePage })),
);
const AdminPage = lazy(() => import('@/features/admin/admin-page').then((m) => ({ default: m.AdminPage })));
const NotFoundPage = lazy(() =>
  import('@/features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

const guest = (page: ReactNode) => () => <GuestOnlyRoute>{page}</GuestOnlyRoute>;
const protect = (page: ReactNode) => () => <ProtectedRoute>{page}</ProtectedRoute>;

/** The route table of spec section 2; later features add their rows here. */
export function AppRouter() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route path="/login" component={guest(<LoginPage />)} />
        <Route path="/register" component={guest(<RegisterPage />)} />
        <Route path="/changelog" component={ChangelogPage} />
        <Route path="/dashboard" component={protect(<DashboardPage />)} />
        <Route path="/leads" component={protect(<LeadsPage />)} />
        {/* The generator checks the session itself: signed-out visitors get a login card. */}
        <Route path="/generator" component={GeneratorPage} />
        <Route path="/details/:id" component={protect(<DetailsPage />)} />
        <Route path="/variations/:groupId" component={protect(<VariationsPage />)} />
        <Route path="/edit/:id" component={protect(<EditPage />)} />
        <Route path="/edit-test/:id" component={protect(<EditTestPage />)} />
        <Route path="/upgrade" component={protect(<UpgradePage />)} />
        {/* Sign-in only, as the spec guards it; the page itself turns non-admins away. */}
        <Route path="/admin" component={protect(<AdminPage />)} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
