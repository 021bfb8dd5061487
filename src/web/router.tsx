import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import { LandingPage } from '@/features/marketing';
import { GuestOnlyRoute, ProtectedRoute } from '@/route-guards';

// The landing page ships in the first bundle; everything behind it loads on demand. The pages,
// generation and billing faces export each screen as a loader, so each screen is its own chunk:
// the face is imported on demand (never statically, or the code it shares with other features
// and its screens' preload lists would join the first bundle), then its screen.
const LoginPage = lazy(() => import('@/features/auth').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('@/features/auth').then((m) => ({ default: m.RegisterPage })));
const LeadsPage = lazy(() => import('@/features/leads').then((m) => ({ default: m.LeadsPage })));
const ChangelogPage = lazy(() => import('@/features/changelog').then((m) => ({ default: m.ChangelogPage })));
const DashboardPage = lazy(() => import('@/features/pages').then((m) => m.loadDashboardPage()));
const DetailsPage = lazy(() => import('@/features/pages').then((m) => m.loadDetailsPage()));
const VariationsPage = lazy(() => import('@/features/pages').then((m) => m.loadVariationsPage()));
const EditPage = lazy(() => import('@/features/pages').then((m) => m.loadEditPage()));
const EditTestPage = lazy(() => import('@/features/pages').then((m) => m.loadEditTestPage()));
const GeneratorPage = lazy(() => import('@/features/generation').then((m) => m.loadGeneratorPage()));
const UpgradePage = lazy(() => import('@/features/billing').then((m) => m.loadUpgradePage()));
const AdminPage = lazy(() => import('@/features/admin').then((m) => ({ default: m.AdminPage })));
const NotFoundPage = lazy(() => import('@/features/not-found').then((m) => ({ default: m.NotFoundPage })));

const guest = (page: ReactNode) => () => <GuestOnlyRoute>{page}</GuestOnlyRoute>;
const protect = (page: ReactNode) => () => <ProtectedRoute>{page}</ProtectedRoute>;

/** The route table (docs/product.md, 'Roles and access'); later features add their rows here. */
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
        {/* Sign-in only (docs/product.md, 'Admin access'); the page itself turns non-admins away. */}
        <Route path="/admin" component={protect(<AdminPage />)} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
