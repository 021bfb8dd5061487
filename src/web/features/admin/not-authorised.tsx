import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

/**
 * What a signed-in non-admin sees at /admin. The route is guarded by sign-in only
 * (docs/product.md, 'Admin access'); the console's data is for admins (the API answers 403), so
 * nothing is requested for them.
 */
export function NotAuthorised({ username }: { username: string }) {
  return (
    <div className="mx-auto flex min-h-[60vh] w-full max-w-lg items-center px-4 py-12">
      <section
        aria-labelledby="not-authorised-heading"
        className="w-full rounded-xl border bg-card p-8 text-center shadow-sm"
        data-testid="not-authorised"
      >
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-destructive/10">
          <ShieldAlert aria-hidden="true" className="size-6 text-destructive" />
        </div>
        <h1 id="not-authorised-heading" className="mt-4 text-xl font-semibold tracking-tight">
          Not authorised
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          The admin console is only available to administrators. You are signed in as{' '}
          <strong className="font-medium text-foreground">{username}</strong>. Ask an administrator if you
          need access.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <Button asChild>
            <Link href="/dashboard">Go to Dashboard</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link href="/">Back to Home</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
