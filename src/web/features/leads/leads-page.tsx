import { AlertCircle, Download, Inbox, RefreshCw, X } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/api';
import { usePages } from '@/lib/page-list';
import { cn } from '@/lib/utils';
import { DELIVERY_LABEL, leadCountText } from './lead-format';
import {
  allOf,
  filterProblem,
  hasFilters,
  type LeadFilterValues,
  leadsCsvUrl,
  leadsQueryString,
  parseLeadFilter,
  withQuery,
} from './lead-query';
import { useAllLeads } from './leads-api';
import { LeadsFooter } from './leads-footer';
import { LeadsTable } from './leads-table';

const ALL = 'all';
const STATUSES = ['pending', 'delivered', 'failed'] as const;

/**
 * /leads: the leads of every page, newest first, filtered by page, days and delivery state.
 * The filters live in the address, so a filtered view can be shared, bookmarked or reloaded.
 */
export function LeadsPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filter = useMemo(() => parseLeadFilter(search), [search]);
  const problem = filterProblem(filter);
  const leads = useAllLeads(filter, problem === null);
  const rows = allOf(leads.data);
  const total = leads.data?.pages[0]?.total ?? 0;
  const filtered = hasFilters(filter);

  const setFilter = (change: Partial<LeadFilterValues>) => {
    const next = { ...filter, ...change };
    navigate(withQuery('/leads', leadsQueryString(next)), { replace: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Leads</h1>
        <p className="text-sm text-muted-foreground">
          Every form submission from your exported pages, newest first, and how its delivery to your webhook
          went.
        </p>
      </div>

      <Filters
        filter={filter}
        problem={problem}
        onChange={setFilter}
        onClear={() => navigate('/leads', { replace: true })}
      />

      <Card className="mt-6 min-w-0 gap-0 overflow-hidden py-0" data-testid="all-leads">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3 sm:px-5">
          <h2 className="flex items-center gap-2 text-sm font-semibold" aria-live="polite">
            <Inbox aria-hidden="true" className="size-4 text-muted-foreground" />
            {leads.data ? (
              <span data-testid="all-leads-total">
                {leadCountText(total)}
                {filtered ? ' match' : ''}
              </span>
            ) : (
              'Leads'
            )}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void leads.refetch()}
              disabled={leads.isFetching || problem !== null}
              aria-label="Refresh leads"
              title="Refresh leads"
            >
              <RefreshCw aria-hidden="true" className={cn(leads.isFetching && 'animate-spin')} />
            </Button>
            <a
              href={leadsCsvUrl(filter)}
              download
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              aria-describedby={filtered ? 'leads-csv-note' : undefined}
            >
              <Download aria-hidden="true" />
              Export CSV
            </a>
            {filtered && (
              <span id="leads-csv-note" className="sr-only">
                With the filters in force
              </span>
            )}
          </div>
        </div>

        {problem !== null ? (
          <p className="p-5 text-sm text-muted-foreground">Fix the dates above to see leads.</p>
        ) : leads.isPending ? (
          <div className="grid gap-3 p-5" aria-busy="true">
            <span className="sr-only">Loading leads…</span>
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : leads.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <AlertCircle aria-hidden="true" className="size-8 text-destructive" />
            <p className="font-semibold">Could not load your leads</p>
            <p className="text-sm text-muted-foreground">{errorText(leads.error, 'Please try again.')}</p>
            <Button variant="outline" onClick={() => void leads.refetch()}>
              Try again
            </Button>
          </div>
        ) : rows.length === 0 ? (
          filtered ? (
            <div
              className="flex flex-col items-center gap-3 px-6 py-12 text-center"
              data-testid="leads-no-match"
            >
              <p className="font-semibold">No leads match these filters</p>
              <Button variant="outline" onClick={() => navigate('/leads', { replace: true })}>
                Clear filters
              </Button>
            </div>
          ) : (
            <div
              className="flex flex-col items-center gap-2 px-6 py-12 text-center"
              data-testid="leads-empty"
            >
              <p className="font-semibold">No leads yet</p>
              <p className="max-w-md text-sm text-muted-foreground">
                Open a page, choose <strong className="font-medium">Lead settings</strong> and paste your
                GoHighLevel Inbound Webhook URL, then Copy or Download the page into your funnel. Its form
                submissions show up here.
              </p>
              <Button asChild variant="outline" className="mt-2">
                <Link href="/dashboard">Go to your pages</Link>
              </Button>
            </div>
          )
        ) : (
          <>
            <div className={cn('transition-opacity', leads.isPlaceholderData && 'opacity-60')}>
              <LeadsTable label="Leads of all pages" leads={rows} showPage />
            </div>
            <LeadsFooter shown={rows.length} total={total} more={leads} />
          </>
        )}
      </Card>
    </div>
  );
}

function Filters(props: {
  filter: LeadFilterValues;
  problem: string | null;
  onChange(change: Partial<LeadFilterValues>): void;
  onClear(): void;
}) {
  const { filter } = props;
  const id = useId();
  const pages = usePages();
  const known = pages.data?.some((page) => page.id === filter.pageId) ?? false;

  return (
    <fieldset className="mt-6 grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
      <legend className="sr-only">Filter leads</legend>
      <div className="grid min-w-0 gap-2 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-page`}>Page</Label>
        <Select
          value={filter.pageId === undefined ? ALL : String(filter.pageId)}
          onValueChange={(value) => props.onChange({ pageId: value === ALL ? undefined : Number(value) })}
        >
          <SelectTrigger id={`${id}-page`} aria-label="Page" className="min-w-0">
            <SelectValue placeholder={pages.isPending ? 'Loading pages…' : 'All pages'} />
          </SelectTrigger>
          {/* Long titles wrap inside the list rather than widen it past the screen. */}
          <SelectContent className="max-w-[min(32rem,calc(100vw-2rem))]">
            <SelectItem value={ALL}>All pages</SelectItem>
            {filter.pageId !== undefined && !known && (
              <SelectItem value={String(filter.pageId)}>
                {pages.isPending ? 'Loading…' : `Page ${filter.pageId} (deleted)`}
              </SelectItem>
            )}
            {pages.data?.map((page) => (
              <SelectItem key={page.id} value={String(page.id)} className="break-words">
                {page.title}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filter.from ?? ''}
          max={filter.to}
          onChange={(event) => props.onChange({ from: event.target.value || undefined })}
          aria-invalid={props.problem ? true : undefined}
          aria-describedby={props.problem ? `${id}-problem ${id}-utc` : `${id}-utc`}
        />
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(event) => props.onChange({ to: event.target.value || undefined })}
          aria-invalid={props.problem ? true : undefined}
          aria-describedby={props.problem ? `${id}-problem ${id}-utc` : `${id}-utc`}
        />
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-status`}>Delivery</Label>
        <Select
          value={filter.status ?? ALL}
          onValueChange={(value) =>
            props.onChange({ status: value === ALL ? undefined : (value as (typeof STATUSES)[number]) })
          }
        >
          <SelectTrigger id={`${id}-status`} aria-label="Delivery">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Any state</SelectItem>
            {STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {DELIVERY_LABEL[status]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button
        variant="ghost"
        className="justify-self-start sm:col-span-2 lg:col-span-1"
        disabled={!hasFilters(filter)}
        onClick={props.onClear}
      >
        <X aria-hidden="true" />
        Clear filters
      </Button>
      <div className="grid gap-1 sm:col-span-2 lg:col-span-5">
        {props.problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-destructive">
            {props.problem}
          </p>
        )}
        <p id={`${id}-utc`} className="text-xs text-muted-foreground">
          Days are counted in UTC.
        </p>
      </div>
    </fieldset>
  );
}
