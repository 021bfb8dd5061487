import type { AdminApiLog } from '@shared/api/admin';
import { OLD_LOG_DAYS } from '@shared/constants';
import { CalendarX, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatCost, formatCount, formatDateTime } from '@/lib/format';
import { API_LOGS_PAGE_SIZE, useApiLogs } from './admin-api';
import { capitalise, stepLabel } from './admin-format';
import { useClearApiLogs, useDeleteApiLog } from './admin-mutations';
import { DayTime } from './admin-parts';
import { ApiCostSummary } from './api-cost-summary';
import { DeleteRowButton, rowsOf, TableCard } from './table-card';

type Confirming = { kind: 'one'; log: AdminApiLog } | { kind: 'old' } | { kind: 'all' } | null;

const CONFIRM_TEXT = {
  one: { title: 'Delete API log?', label: 'Delete Log' },
  old: { title: 'Clear old API logs?', label: 'Clear Old Logs' },
  all: { title: 'Clear all API logs?', label: 'Clear All Logs' },
} as const;

/**
 * API Costs (docs/product.md, 'API Costs tab'): the 20 most recent AI calls per page with 'Showing 20 of N
 * total logs', costs with 4 decimals; delete one, clear those older than 30 days, or clear all.
 * Above them, what prompt caching saved and how often edits needed a repair or a rewrite.
 */
export function ApiCostsTab() {
  const [page, setPage] = useState(1);
  const logs = useApiLogs(page);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const deleteLog = useDeleteApiLog();
  const clearLogs = useClearApiLogs();
  const total = logs.data?.total ?? 0;
  const shown = logs.data?.logs.length ?? 0;

  // Deleting the last rows of the last page: show the page before it.
  useEffect(() => {
    if (logs.data && logs.data.logs.length === 0 && page > 1 && !logs.isPlaceholderData)
      setPage(Math.max(1, Math.ceil(logs.data.total / API_LOGS_PAGE_SIZE)));
  }, [logs.data, logs.isPlaceholderData, page]);

  const confirm = () => {
    if (!confirming) return;
    if (confirming.kind === 'one') deleteLog.mutate(confirming.log.id);
    else clearLogs.mutate(confirming.kind);
  };

  return (
    <div className="grid min-w-0 gap-6">
      <ApiCostSummary />
      <TableCard
        id="api-costs"
        title="API Costs"
        description="Every AI request with its model, tokens and cost, newest first."
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => setConfirming({ kind: 'old' })}
              disabled={clearLogs.isPending}
            >
              <CalendarX aria-hidden="true" />
              Clear Old Logs
            </Button>
            <Button
              variant="destructive"
              onClick={() => setConfirming({ kind: 'all' })}
              disabled={clearLogs.isPending || total === 0}
            >
              <Trash2 aria-hidden="true" />
              Clear All
            </Button>
          </>
        }
        footer={
          logs.data && (
            <span className="text-muted-foreground" data-testid="logs-count">
              Showing {formatCount(shown)} of {formatCount(total)} total logs
            </span>
          )
        }
        pagination={{ label: 'API log pages', page, pageSize: API_LOGS_PAGE_SIZE, total, onPage: setPage }}
        query={rowsOf(logs, (data) => data.logs)}
        label="API logs"
        busy={logs.isFetching}
        empty={{
          title: 'No API logs',
          text: 'Each AI request (generate, modify, variation) is logged here.',
        }}
        columns={
          <>
            <TableHead>Time</TableHead>
            <TableHead>User</TableHead>
            <TableHead>Type</TableHead>
            {/* Narrower than lg the model goes under the type, so the row fits its card. */}
            <TableHead className="max-lg:hidden">Model</TableHead>
            <TableHead className="text-right">Input</TableHead>
            <TableHead className="text-right">Output</TableHead>
            <TableHead className="text-right">Cost</TableHead>
            {/* Narrower than lg the result goes under the cost, so the row fits its card. */}
            <TableHead className="max-lg:hidden">Result</TableHead>
          </>
        }
        rowActions
        cards
      >
        {(log) => (
          <TableRow key={log.id} data-testid="api-log-row" data-id={log.id}>
            <TableCell label="Time" className="text-muted-foreground">
              <DayTime iso={log.timestamp} />
            </TableCell>
            <TableCell label="User" className="font-medium break-words">
              {log.username ?? 'Deleted user'}
            </TableCell>
            <TableCell label="Type">
              <Badge variant="outline">{capitalise(log.requestType)}</Badge>
              {/* Under the badge, not a column of its own: the table stays as wide on a phone. */}
              {stepLabel(log) && (
                <div
                  className="mt-1 text-xs whitespace-nowrap text-muted-foreground"
                  data-testid="api-log-step"
                >
                  {stepLabel(log)}
                </div>
              )}
              <div className="mt-1 max-w-40 truncate font-mono text-xs lg:hidden" title={log.model}>
                {log.model}
              </div>
            </TableCell>
            <TableCell className="max-w-48 truncate font-mono text-xs max-lg:hidden" title={log.model}>
              {log.model}
            </TableCell>
            <TableCell label="Input tokens" className="text-right tabular-nums">
              {formatCount(log.inputTokens)}
              {/* Cached tokens are part of the input count, so they sit under it. */}
              <CacheLine tokens={log.cacheReadTokens} what="from cache" testId="api-log-cache-read" />
              <CacheLine tokens={log.cacheWriteTokens} what="to cache" testId="api-log-cache-write" />
            </TableCell>
            <TableCell label="Output tokens" className="text-right tabular-nums">
              {formatCount(log.outputTokens)}
            </TableCell>
            <TableCell label="Cost" className="text-right font-medium tabular-nums">
              {formatCost(log.totalCost)}
              <div className="mt-1 lg:hidden">
                <ResultBadge success={log.success} />
              </div>
            </TableCell>
            <TableCell className="max-lg:hidden">
              <ResultBadge success={log.success} />
            </TableCell>
            <TableCell pinned className="text-right">
              <DeleteRowButton
                label={`Delete log ${log.id}`}
                onClick={() => setConfirming({ kind: 'one', log })}
              />
            </TableCell>
          </TableRow>
        )}
      </TableCard>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? CONFIRM_TEXT[confirming.kind].title : ''}
        description={
          confirming?.kind === 'one'
            ? `The ${confirming.log.requestType} request of ${formatDateTime(confirming.log.timestamp)} leaves the log and the usage totals.`
            : confirming?.kind === 'old'
              ? `Logs older than ${OLD_LOG_DAYS} days are deleted for good; their cost leaves the usage totals.`
              : `${total === 1 ? 'The one log is' : `All ${formatCount(total)} logs are`} deleted for good; usage totals start again from zero. Monthly quotas are not affected.`
        }
        confirmLabel={confirming ? CONFIRM_TEXT[confirming.kind].label : ''}
        onConfirm={confirm}
      />
    </div>
  );
}

function ResultBadge({ success }: { success: boolean }) {
  return <Badge variant={success ? 'success' : 'destructive'}>{success ? 'OK' : 'Failed'}</Badge>;
}

/** Under a log's input tokens: how many of them came from, or went to, the prompt cache. */
function CacheLine(props: { tokens: number; what: string; testId: string }) {
  if (props.tokens <= 0) return null;
  return (
    <div className="text-xs whitespace-nowrap text-muted-foreground" data-testid={props.testId}>
      {formatCount(props.tokens)} {props.what}
    </div>
  );
}
