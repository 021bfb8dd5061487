import { AlertTriangle, ArrowLeft, FileQuestion } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

const BackButton = ({ variant = 'outline' }: { variant?: 'outline' | 'default' }) => (
  <Button asChild variant={variant}>
    <Link href="/dashboard">
      <ArrowLeft aria-hidden="true" />
      Back to Dashboard
    </Link>
  </Button>
);

/** Loading, error and not-found states of the edit page, each with a way back. */
export function EditPageState(
  props: { kind: 'loading' } | { kind: 'not-found' } | { kind: 'error'; message: string; onRetry(): void },
) {
  if (props.kind === 'loading') {
    return (
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-6 px-4">
        <Spinner className="size-8" label="Loading landing page..." />
        <BackButton />
      </div>
    );
  }
  const notFound = props.kind === 'not-found';
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-10">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4">
          <div className="flex items-center gap-3">
            {notFound ? (
              <FileQuestion aria-hidden="true" className="size-8 shrink-0 text-muted-foreground" />
            ) : (
              <AlertTriangle aria-hidden="true" className="size-8 shrink-0 text-destructive" />
            )}
            <h1 className="text-xl font-semibold">
              {notFound ? 'Landing page not found' : 'Error loading landing page'}
            </h1>
          </div>
          <p className="text-sm break-words text-muted-foreground">
            {notFound
              ? 'This landing page does not exist, or it belongs to another account.'
              : props.kind === 'error' && props.message}
          </p>
          <div className="flex flex-wrap gap-2">
            <BackButton variant={notFound ? 'default' : 'outline'} />
            {props.kind === 'error' && <Button onClick={props.onRetry}>Try again</Button>}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
