import type { BillingStatus, Meter } from '@shared/api/billing';
import { formatMegabytes, storageLine } from '@shared/storage';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { formatCount, formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { formatPlanPrice, isUnlimited, meterView, periodLabel } from './plan-display';

/**
 * The user's plan and how much of it they use: pages, versions per page, this month's AI use
 * (generations, AI edits, variations and chat questions: chat answers that changed nothing),
 * and storage (docs/product.md, 'Storage').
 */
export function UsageSummary({ status }: { status: BillingStatus }) {
  const { plan, subscription, usage } = status;
  const since = subscription ? new Date(subscription.startDate) : null;
  return (
    <Card aria-labelledby="usage-heading" role="region" data-testid="usage-summary" className="gap-5">
      <CardHeader className="gap-2 sm:flex sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <h2 id="usage-heading" className="text-lg leading-none font-semibold">
            Your usage
          </h2>
          <CardDescription>
            Monthly counts are for {periodLabel(usage.period)} and reset on the first of each month (UTC).
          </CardDescription>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm sm:justify-end">
          <span className="text-muted-foreground">Current plan</span>
          <Badge variant="secondary" className="text-sm">
            {plan.name} · {formatPlanPrice(plan)}
          </Badge>
          {since && !Number.isNaN(since.getTime()) && (
            <span className="text-xs text-muted-foreground">since {formatDate(since)}</span>
          )}
        </div>
      </CardHeader>
      <CardContent>
        {/* Six tiles: two columns on phones, two rows of three on wider screens; storage below, full width. */}
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <MeterTile label="Landing pages" meter={usage.landingPages} />
          <div className="rounded-lg border bg-muted/30 p-4">
            <dt className="text-sm font-medium">Versions per page</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">
              {isUnlimited(usage.maxVersionsPerPage) ? 'Unlimited' : usage.maxVersionsPerPage}
            </dd>
            <dd className="mt-1 text-xs text-muted-foreground">kept in each page's history</dd>
          </div>
          <MeterTile label="Generations this month" meter={usage.monthly.generate} />
          <MeterTile label="AI edits this month" meter={usage.monthly.modify} />
          <MeterTile label="Variations this month" meter={usage.monthly.variation} />
          <MeterTile label="Chat questions this month" meter={usage.monthly.ask} />
          <StorageTile meter={usage.storage} />
        </dl>
      </CardContent>
    </Card>
  );
}

/** 'Storage: 3.5 MB of 100 MB', with the same bar as the other meters, across the whole card. */
function StorageTile({ meter }: { meter: Meter }) {
  const view = meterView(meter);
  const unlimited = view.percent === null;
  const line = storageLine(meter);
  return (
    <div
      className="col-span-2 flex flex-wrap items-baseline gap-x-1.5 rounded-lg border bg-muted/30 p-4 lg:col-span-3"
      data-testid="usage-storage"
    >
      <dt className="text-sm font-medium">Storage:</dt>
      <dd className="text-sm font-semibold tabular-nums">
        {unlimited
          ? `${formatMegabytes(meter.used)} used · Unlimited`
          : `${formatMegabytes(meter.used)} of ${formatMegabytes(meter.limit as number)}`}
      </dd>
      {!unlimited && (
        <dd className="mt-3 basis-full">
          <div
            role="progressbar"
            aria-label="Storage"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={view.percent ?? 0}
            aria-valuetext={line}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn(
                'h-full rounded-full bg-primary transition-[width]',
                view.full && 'bg-destructive',
              )}
              style={{ width: `${view.percent}%` }}
            />
          </div>
        </dd>
      )}
      <dd className="mt-2 basis-full text-xs text-muted-foreground">
        Photos, chat images and every saved version count.{' '}
        {view.full ? 'Your storage is full: delete what you no longer need, or upgrade for more.' : ''}
      </dd>
    </div>
  );
}

function MeterTile({ label, meter, className }: { label: string; meter: Meter; className?: string }) {
  const view = meterView(meter);
  const unlimited = view.percent === null;
  return (
    <div className={cn('rounded-lg border bg-muted/30 p-4', className)} data-testid="usage-meter">
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="mt-1 flex items-baseline gap-1.5">
        <span className="text-2xl font-semibold tabular-nums">{formatCount(meter.used)}</span>
        <span className="text-sm text-muted-foreground">
          {unlimited ? 'used · Unlimited' : `of ${formatCount(meter.limit as number)}`}
        </span>
      </dd>
      <dd className="mt-3">
        {unlimited ? (
          <p className="text-xs text-muted-foreground">No limit on your plan</p>
        ) : (
          <div
            role="progressbar"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={view.percent ?? 0}
            aria-valuetext={view.text}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn(
                'h-full rounded-full bg-primary transition-[width]',
                view.full && 'bg-destructive',
              )}
              style={{ width: `${view.percent}%` }}
            />
          </div>
        )}
      </dd>
    </div>
  );
}
