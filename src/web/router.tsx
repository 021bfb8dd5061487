import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ScreenBoundary } from '@/components/screen-error-boundary';
import { PageSpinner } from '@/components/ui/spinner';
import { LandingPage } from '@/features/marketing';
import { GuestOnlyRoute, ProtectedRoute } from '@/route-guards';

// The landing page ships in the first bundle; everything behind it loads on demand. The pages,
// generation, experiments and billing faces export each screen as a loader, so each screen is its own chunk:
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
const ExperimentsPage = lazy(() => import('@/features/experiments').then((m) => m.loadExperimentsPage()));
const ExperimentPage = lazy(() => import('@/features/experiments').then((m) => m.loadExperimentPage()));
const UpgradePage = lazy(() => import('@/features/billing').then((m) => m.loadUpgradePage()));
const AdminPage = lazy(() => import('@/features/admin').then((m) => ({ default: m.AdminPage })));
const NotFoundPage = lazy(() => import('@/features/not-found').then((m) => ({ default: m.NotFoundPage })));

// Every lazily loaded screen sits in its own error boundary: when its chunk fails to load (a
// deploy replaced the files this tab knows, the connection dropped) the screen says so and
// offers a reload, under the header, instead of the page going blank
// (docs/product.md, 'Errors and toasts'); the boundary names the screen in its report.
const screen = (name: string, page: ReactNode) => <ScreenBoundary screen={name}>{page}</ScreenBoundary>;
const open = (name: string, page: ReactNode) => () => screen(name, page);
const guest = (name: string, page: ReactNode) => () => <GuestOnlyRoute>{screen(name, page)}</GuestOnlyRoute>;
const protect = (name: string, page: ReactNode) => () => (
  <ProtectedRoute>{screen(name, page)}</ProtectedRoute>
);

/**
 * The route table (docs/product.md, 'Roles and access'); later features add their rows here.
 * The whole table is in a boundary too, for what fails outside a screen's own (a route guard).
 */
export function AppRouter() {
  return (
    <ScreenBoundary screen="app">
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/" component={LandingPage} />
          <Route path="/login" component={guest('login', <LoginPage />)} />
          <Route path="/register" component={guest('register', <RegisterPage />)} />
          <Route path="/changelog" component={open('changelog', <ChangelogPage />)} />
          <Route path="/dashboard" component={protect('dashboard', <DashboardPage />)} />
          <Route path="/leads" component={protect('leads', <LeadsPage />)} />
          <Route path="/experiments" component={protect('experiments', <ExperimentsPage />)} />
          <Route path="/experiments/:id" component={protect('experiment', <ExperimentPage />)} />
          {/* The generator checks the session itself: signed-out visitors get a login card. */}
          <Route path="/generator" component={open('generator', <GeneratorPage />)} />
          <Route path="/details/:id" component={protect('details', <DetailsPage />)} />
          <Route path="/variations/:groupId" component={protect('variations', <VariationsPage />)} />
          <Route path="/edit/:id" component={protect('edit', <EditPage />)} />
          <Route path="/edit-test/:id" component={protect('edit-test', <EditTestPage />)} />
          <Route path="/upgrade" component={protect('upgrade', <UpgradePage />)} />
          {/* Sign-in only (docs/product.md, 'Admin access'); the page itself turns non-admins away. */}
          <Route path="/admin" component={protect('admin', <AdminPage />)} />
          <Route component={open('not-found', <NotFoundPage />)} />
        </Switch>
      </Suspense>
    </ScreenBoundary>
  );
}
