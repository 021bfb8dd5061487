import { AlertTriangle, FileQuestion, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { BackToDashboardButton } from '../library/back-to-dashboard';

function StateCard(props: { icon: ReactNode; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-muted">{props.icon}</div>
      <h1 className="mt-5 text-2xl font-bold tracking-tight">{props.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{props.children}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        {props.action}
        <BackToDashboardButton variant={props.action ? 'outline' : 'default'} />
      </div>
    </div>
  );
}

export function InvalidPageId({ raw }: { raw: string }) {
  return (
    <StateCard
      icon={<FileQuestion aria-hidden="true" className="size-7 text-muted-foreground" />}
      title="Invalid Landing Page ID"
    >
      '{raw}' is not a valid landing page ID. Open a page from your dashboard instead.
    </StateCard>
  );
}

export function PageNotFound() {
  return (
    <StateCard
      icon={<SearchX aria-hidden="true" className="size-7 text-muted-foreground" />}
      title="Landing Page Not Found"
    >
      This landing page does not exist, or you do not have permission to view it.
    </StateCard>
  );
}

export function LoadFailed(props: { message: string; onRetry(): void }) {
  return (
    <StateCard
      icon={<AlertTriangle aria-hidden="true" className="size-7 text-destructive" />}
      title="Error loading landing page"
      action={<Button onClick={props.onRetry}>Try again</Button>}
    >
      {props.message}
    </StateCard>
  );
}

export function DetailsSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading landing page...
      </span>
      <Skeleton className="h-8 w-40" />
      <Skeleton className="mt-6 h-9 w-2/3 max-w-xl" />
      <Skeleton className="mt-3 h-4 w-64" />
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-[600px] rounded-xl" />
        <div className="space-y-4">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-32 rounded-xl" />
          <Skeleton className="h-32 rounded-xl" />
        </div>
      </div>
    </div>
  );
}
