import { Download, Inbox, RefreshCw, Settings2, Webhook } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/api';
import { cn } from '@/lib/utils';
import { hostOf, lastDeliveryText, leadCountText } from './lead-format';
import { allOf } from './lead-query';
import { LeadSettingsDialog } from './lead-settings-dialog';
import { pageLeadsCsvUrl, useLeadSettings, usePageLeads } from './leads-api';
import { LeadsFooter } from './leads-footer';
import { LeadsTable } from './leads-table';

export interface PageLeadsProps {
  pageId: number;
  pageTitle: string;
  className?: string;
}

/**
 * The leads of one page (detail page section, edit page tab): the table, Export CSV, and
 * 'Lead settings'; with no leads yet, how to connect GoHighLevel in two steps.
 */
export function PageLeads(props: PageLeadsProps) {
  const titleId = useId();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const leads = usePageLeads(props.pageId);
  const settings = useLeadSettings(props.pageId);
  const rows = allOf(leads.data);
  const total = leads.data?.pages[0]?.total ?? 0;
  const webhookHost = settings.data?.webhookUrl ? hostOf(settings.data.webhookUrl) : null;
  const openSettings = () => setSettingsOpen(true);
  const lastDelivery = settings.data?.webhookUrl ? lastDeliveryText(settings.data) : null;
  // The last delivery changes as leads arrive and are sent: read it again with every new list
  // (a refresh, a poll while a delivery is due, a resend), not at the first one.
  const listRead = useRef(0);
  const refetchSettings = settings.refetch;
  useEffect(() => {
    if (!leads.dataUpdatedAt) return;
    if (listRead.current !== 0 && listRead.current !== leads.dataUpdatedAt) void refetchSettings();
    listRead.current = leads.dataUpdatedAt;
  }, [leads.dataUpdatedAt, refetchSettings]);

  return (
    <Card
      className={cn('min-w-0 gap-0 overflow-hidden py-0', props.className)}
      aria-labelledby={titleId}
      role="region"
      data-testid="page-leads"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b px-4 py-3 sm:px-5">
        <div className="min-w-0 space-y-1">
          <h2 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
            <Inbox aria-hidden="true" className="size-4 text-muted-foreground" />
            Leads
            {leads.data && (
              <Badge variant="secondary" className="tabular-nums" data-testid="page-leads-total">
                {leadCountText(total)}
              </Badge>
            )}
          </h2>
          {settings.data && (
            <p
              className="flex items-center gap-1.5 text-xs text-muted-foreground"
              data-testid="webhook-state"
            >
              <Webhook aria-hidden="true" className="size-3.5 shrink-0" />
              {webhookHost ? (
                <span className="min-w-0 break-words">
                  Delivering to <span className="font-medium text-foreground">{webhookHost}</span>
                  {lastDelivery && (
                    <>
                      {' · '}
                      <span
                        className={cn(lastDelivery.tone === 'failed' && 'font-medium text-destructive')}
                        data-testid="last-delivery-summary"
                      >
                        {lastDelivery.text}
                      </span>
                    </>
                  )}
                </span>
              ) : (
                <span>No webhook yet: leads are kept here until you add one.</span>
              )}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void leads.refetch()}
            disabled={leads.isFetching}
            aria-label="Refresh leads"
            title="Refresh leads"
          >
            <RefreshCw aria-hidden="true" className={cn(leads.isFetching && 'animate-spin')} />
          </Button>
          {total > 0 && (
            <a
              href={pageLeadsCsvUrl(props.pageId)}
              download
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Download aria-hidden="true" />
              Export CSV
            </a>
          )}
          <Button size="sm" onClick={openSettings}>
            <Settings2 aria-hidden="true" />
            Lead settings
          </Button>
        </div>
      </div>

      {leads.isPending ? (
        <div className="grid gap-3 p-5" aria-busy="true">
          <span className="sr-only">Loading leads…</span>
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : leads.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 p-5 text-sm">
          <p className="text-muted-foreground">
            Could not load the leads: {errorText(leads.error, 'something went wrong.')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void leads.refetch()}>
            Try again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <ConnectSteps onOpenSettings={openSettings} />
      ) : (
        <>
          <LeadsTable label={`Leads of ${props.pageTitle}`} leads={rows} />
          {leads.hasNextPage && <LeadsFooter shown={rows.length} total={total} more={leads} />}
        </>
      )}

      <LeadSettingsDialog
        pageId={props.pageId}
        pageTitle={props.pageTitle}
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
      />
    </Card>
  );
}

/** No leads yet: how a page's forms reach GoHighLevel. */
function ConnectSteps(props: { onOpenSettings(): void }) {
  const stepsTitle = useId();
  return (
    <div className="grid gap-4 px-4 py-8 sm:px-8" data-testid="leads-empty">
      <div className="space-y-1 text-center">
        <p className="font-semibold">No leads yet</p>
        <p className="text-sm text-muted-foreground">
          Every form on this page sends its submissions here once the page is live.
        </p>
      </div>
      <div className="mx-auto grid w-full max-w-xl gap-3 rounded-lg border bg-muted/30 p-4">
        <p id={stepsTitle} className="text-sm font-medium">
          Connect GoHighLevel in two steps
        </p>
        <ol aria-labelledby={stepsTitle} className="grid gap-3 text-sm">
          <Step n={1}>
            In GoHighLevel, create a <strong className="font-medium">Workflow</strong> with the{' '}
            <strong className="font-medium">Inbound Webhook</strong> trigger and copy its URL.
          </Step>
          <Step n={2}>
            Paste it in <strong className="font-medium">Lead settings</strong> here, then Copy or Download the
            page and paste it into your funnel.
          </Step>
        </ol>
        <p className="text-xs text-muted-foreground">
          Zapier, Make, n8n or any HTTPS endpoint work the same way.
        </p>
        <Button className="justify-self-start" onClick={props.onOpenSettings}>
          <Settings2 aria-hidden="true" />
          Open Lead settings
        </Button>
      </div>
    </div>
  );
}

function Step(props: { n: number; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
      >
        {props.n}
      </span>
      <span className="pt-0.5">
        <span className="sr-only">Step {props.n}: </span>
        {props.children}
      </span>
    </li>
  );
}
