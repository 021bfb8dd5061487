import type { UsageStats } from '@shared/api/admin';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCost, formatCount } from '@/lib/format';
import { ADMIN, useUsageStats } from './admin-api';
import { formatDay } from './admin-format';
import { EmptyState, PlanBadge, QueryState, SectionCard } from './admin-parts';
import { CostChart } from './cost-chart';

/**
 * Usage Stats (docs/product.md, 'Usage Stats tab'): totals over every API call, token usage, cost per day
 * for the last 30 days, and the per-user breakdown, downloadable as CSV.
 */
export function UsageTab() {
  const stats = useUsageStats();
  if (!stats.data) {
    return (
      <SectionCard id="usage" title="Usage Stats">
        <QueryState query={stats}>{() => null}</QueryState>
      </SectionCard>
    );
  }
  const data = stats.data;
  return (
    <div className="grid min-w-0 gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="usage-totals">
        <Total label="Total API cost" value={formatCost(data.totalCost)} />
        <Total label="Total requests" value={formatCount(data.totalRequests)} />
        <Total label="Input tokens" value={formatCount(data.tokenUsage.input)} />
        <Total label="Output tokens" value={formatCount(data.tokenUsage.output)} />
      </dl>

      <Card role="region" aria-labelledby="cost-chart-heading" className="min-w-0 gap-4">
        <CardHeader>
          <h2 id="cost-chart-heading" className="text-lg leading-none font-semibold">
            Cost per day
          </h2>
          <CardDescription>Every AI request of the last 30 days (UTC), failed ones included.</CardDescription>
        </CardHeader>
        <CardContent>
          <CostChart days={data.costPerDay} />
        </CardContent>
      </Card>

      <UserBreakdown rows={data.userBreakdown} />
    </div>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <dt className="truncate text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 truncate text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">{value}</dd>
    </div>
  );
}

function UserBreakdown({ rows }: { rows: UsageStats['userBreakdown'] }) {
  return (
    <SectionCard
      id="user-breakdown"
      title="Usage by user"
      description="Pages, versions, this month's requests and the cost of every user's AI calls."
      actions={
        <Button variant="outline" asChild>
          <a href={ADMIN.usageCsv} download>
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </Button>
      }
    >
      {rows.length === 0 ? (
        <EmptyState title="No users yet" />
      ) : (
        <Table label="Usage by user">
          <TableHeader>
            <TableRow>
              <TableHead>User</TableHead>
              <TableHead>Plan</TableHead>
              <TableHead className="text-right">Pages</TableHead>
              <TableHead className="text-right">Versions</TableHead>
              <TableHead>This month</TableHead>
              <TableHead className="text-right">API calls</TableHead>
              <TableHead className="text-right">API cost</TableHead>
              {/* Narrower than lg the join date leaves (the Users tab has it), so the row fits its card. */}
              <TableHead className="max-lg:hidden">Joined</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.userId} data-testid="breakdown-row" data-username={row.username}>
                <TableCell typed>
                  <div className="font-medium">{row.username}</div>
                  <div className="text-xs text-muted-foreground">{row.email || 'No email'}</div>
                </TableCell>
                <TableCell>
                  <PlanBadge name={row.planName} />
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatCount(row.totalLandingPages)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(row.totalVersions)}</TableCell>
                <TableCell className="text-xs whitespace-nowrap tabular-nums">
                  {row.monthlyUsage.generate} gen · {row.monthlyUsage.modify} edit ·{' '}
                  {row.monthlyUsage.variation} var · {row.monthlyUsage.ask} ask
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(row.totalApiCalls)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCost(row.totalApiCost)}</TableCell>
                <TableCell className="whitespace-nowrap text-muted-foreground max-lg:hidden">
                  {formatDay(row.createdAt)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
