import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCompact, formatCost, formatCount, formatPercent } from '@/lib/format';
import { useApiCostSummary } from './admin-api';
import { LoadError } from './admin-parts';

/**
 * Above the API Costs table: what prompt caching saved, and how often an AI edit needed more
 * than its patch (a repair call, or the whole page written again). Over every log kept.
 */
export function ApiCostSummary() {
  const summary = useApiCostSummary();
  const data = summary.data;
  if (!data && !summary.isLoading) {
    return (
      <div className="rounded-xl border bg-card shadow-sm">
        <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
      </div>
    );
  }
  const edits = data?.editRequests ?? 0;
  const ofEdits = (n: number) =>
    edits === 0 ? 'No AI edits logged yet' : `${formatCount(n)} of ${formatCount(edits)} edits`;
  return (
    <section aria-labelledby="api-cost-summary-heading" className="grid min-w-0 gap-3">
      <h2 id="api-cost-summary-heading" className="sr-only">
        Caching and edits
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="api-cost-summary">
        <Figure label="Cache savings" testId="cache-savings" hint="Against full input price">
          {data && formatCost(data.cacheSavings)}
        </Figure>
        <Figure
          label="Cache reads"
          testId="cache-reads"
          title={data && `${formatCount(data.cacheReadTokens)} tokens read from the cache`}
          hint={data && `${formatCompact(data.cacheWriteTokens)} tokens written`}
        >
          {data && (
            <>
              {formatCompact(data.cacheReadTokens)}
              <span className="text-sm font-normal text-muted-foreground"> tokens</span>
            </>
          )}
        </Figure>
        <Figure
          label="Edits rewritten in full"
          testId="fallback-rate"
          hint={data && ofEdits(data.fallbackRequests)}
        >
          {data && formatPercent(data.fallbackRate)}
        </Figure>
        <Figure label="Edits repaired" testId="repair-rate" hint={data && ofEdits(data.repairedRequests)}>
          {data && formatPercent(data.repairRate)}
        </Figure>
      </dl>
      <p className="text-sm text-muted-foreground">
        Cache savings are what cached prompt tokens cost less than the same tokens at the full input price, at
        today's prices. An AI edit is <em>repaired</em> when its first change did not apply and a second call
        fixed it, and <em>rewritten in full</em> when the whole page was generated again instead.
      </p>
    </section>
  );
}

function Figure(props: {
  label: string;
  testId: string;
  hint?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0 rounded-xl border bg-card p-4 shadow-sm sm:p-5" data-testid={props.testId}>
      {/* Wraps rather than truncates: 'Edits rewritten in full' is wider than a phone's half. */}
      <dt className="text-sm leading-tight font-medium text-muted-foreground">{props.label}</dt>
      <dd
        className="mt-1 truncate text-xl font-semibold tracking-tight tabular-nums sm:text-2xl"
        title={props.title}
      >
        {props.children ?? <Skeleton className="h-7 w-20" />}
      </dd>
      {props.hint && <dd className="mt-1 text-xs leading-snug text-muted-foreground">{props.hint}</dd>}
    </div>
  );
}
