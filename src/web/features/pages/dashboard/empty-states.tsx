import { FileCode2, FolderOpen, SearchX, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/button-link';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

function EmptyState(props: { icon: ReactNode; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section
      aria-labelledby="empty-title"
      className="flex flex-col items-center rounded-xl border border-dashed bg-muted/30 px-6 py-16 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        {props.icon}
      </div>
      <h2 id="empty-title" className="mt-4 text-lg font-semibold">
        {props.title}
      </h2>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground">{props.children}</p>
      {props.action && <div className="mt-6">{props.action}</div>}
    </section>
  );
}

export function NoPagesYet() {
  return (
    <EmptyState
      icon={<FileCode2 aria-hidden="true" className="size-7" />}
      title="No landing pages yet"
      action={
        <ButtonLink href="/generator" icon={Sparkles}>
          Generate your first page
        </ButtonLink>
      }
    >
      Describe the page you need and Pagecraft writes the complete HTML, ready to paste into your funnel
      builder.
    </EmptyState>
  );
}

export function NoMatches(props: { query: string; onClear(): void }) {
  return (
    <EmptyState
      icon={<SearchX aria-hidden="true" className="size-7" />}
      title="No matching pages found"
      action={
        <Button variant="outline" onClick={props.onClear}>
          Clear search
        </Button>
      }
    >
      No page in any folder matches '{props.query.trim()}'. Try another word from the page title or prompt.
    </EmptyState>
  );
}

export function EmptyFolder(props: { label: string; isAllPages: boolean }) {
  return (
    <EmptyState icon={<FolderOpen aria-hidden="true" className="size-7" />} title={`${props.label} is empty`}>
      {props.isAllPages
        ? 'All your pages are filed in folders. Pick a folder in the list to see them.'
        : `Drag a page onto '${props.label}' in the folder list, or use 'Move to folder' in a card's menu.`}
    </EmptyState>
  );
}

export function CardGridSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border bg-card">
          <Skeleton className="aspect-[16/10] rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-8 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
