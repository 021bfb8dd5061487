import { FileCode2, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

/**
 * 'Landing Pages Dashboard'. Saved pages, folders and search arrive with the pages API;
 * until a user has pages the spec's empty state is what they see.
 */
export function DashboardPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Landing Pages Dashboard</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Your generated pages, ready to copy into your funnels.
          </p>
        </div>
        <Button asChild>
          <Link href="/generator">
            <Plus aria-hidden="true" />
            Generate New Page
          </Link>
        </Button>
      </div>

      <section
        aria-labelledby="empty-title"
        className="mt-10 flex flex-col items-center rounded-xl border border-dashed bg-muted/30 px-6 py-16 text-center"
      >
        <div className="flex size-14 items-center justify-center rounded-full bg-primary/10">
          <FileCode2 aria-hidden="true" className="size-7 text-primary" />
        </div>
        <h2 id="empty-title" className="mt-4 text-lg font-semibold">
          No landing pages yet
        </h2>
        <p className="mt-2 max-w-sm text-sm text-muted-foreground">
          Describe the page you need and Pagecraft writes the complete HTML, ready to paste into your funnel
          builder.
        </p>
        <Button asChild className="mt-6">
          <Link href="/generator">Generate your first page</Link>
        </Button>
      </section>
    </div>
  );
}
