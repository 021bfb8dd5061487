import { Component, type ReactNode, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * Where a chart loaded on demand (React.lazy) stands: a placeholder of its height while it
 * loads, and a sentence instead if it cannot load (a lost chunk after a deploy); the table
 * under it still has the numbers.
 */
export function ChartSlot(props: { heightClassName: string; children: ReactNode }) {
  return (
    <ChartBoundary>
      <Suspense fallback={<Skeleton className={props.heightClassName} />}>{props.children}</Suspense>
    </ChartBoundary>
  );
}

class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed)
      return (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          The chart could not load. The numbers are in the table below.
        </p>
      );
    return this.props.children;
  }
}

/** The 'View as table' disclosure under a chart: the same numbers for everyone the canvas leaves out. */
export function ChartTable(props: { children: ReactNode }) {
  return (
    <details className="text-sm">
      <summary className="w-fit cursor-pointer rounded-sm text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring">
        View as table
      </summary>
      {props.children}
    </details>
  );
}
