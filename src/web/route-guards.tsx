import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from './lib/session';

/** Spinner while the session check runs, then the page or a redirect to /login. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner label="Loading..." />;
  if (!user) return <Redirect to="/login" replace />;
  return <>{children}</>;
}

/** /login and /register: a signed-in user goes straight to the dashboard. */
export function GuestOnlyRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner label="Loading..." />;
  if (user) return <Redirect to="/dashboard" replace />;
  return <>{children}</>;
}
