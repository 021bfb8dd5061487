import { AlertCircle } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useHydrated } from '@/lib/hydration';

export function NotFoundPage() {
  const [location] = useLocation();
  // The pre-rendered 404 page serves every unknown address: it names this one once hydrated.
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4">
          <div className="flex items-center gap-2">
            <AlertCircle aria-hidden="true" className="size-8 text-destructive" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">
            Did you forget to add the page to the router? No route matches{' '}
            {hydrated ? (
              <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs">{location}</code>
            ) : (
              'this address'
            )}
            .
          </p>
          <Button asChild variant="outline">
            <Link href="/">Back to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
