import { pageTitle } from '@shared/public-pages';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { SiteHeader } from '@/layout/site-header';
import { queryClient } from '@/lib/query-client';
import { AppRouter } from './router';

// The toast region loads after the page's own code: no page needs it to paint, and its
// primitives are a sixth of what `/` would otherwise load first (README, 'Lighthouse').
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** The tab's title follows the page, as the pre-rendered pages' titles do. */
function useDocumentTitle() {
  const [location] = useLocation();
  useEffect(() => {
    document.title = pageTitle(location);
  }, [location]);
}

export function App() {
  useDocumentTitle();
  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          <AppRouter />
        </main>
      </div>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
