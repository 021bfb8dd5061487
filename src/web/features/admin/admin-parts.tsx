import { AlertCircle, ChevronLeft, ChevronRight, Crown } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { errorText } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { planBadgeClass } from './admin-format';

/** Small pieces every admin tab uses: section cards, badges, pagination and load states. */

/** A tab's card: heading, a line of help, actions on the right, and a table flush to the edges. */
export function SectionCard(props: {
  id: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <Card
      role="region"
      aria-labelledby={`${props.id}-heading`}
      className={cn('min-w-0 gap-0 overflow-hidden py-0', props.className)}
    >
      <CardHeader className="gap-3 py-5 sm:flex sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <h2 id={`${props.id}-heading`} className="text-lg leading-none font-semibold">
            {props.title}
          </h2>
          {props.description && <CardDescription>{props.description}</CardDescription>}
        </div>
        {/* The actions keep their width (two buttons stay side by side); the description wraps. */}
        {props.actions && (
          <div className="flex flex-wrap items-center gap-2 sm:shrink-0">{props.actions}</div>
        )}
      </CardHeader>
      <CardContent className="border-t px-0">{props.children}</CardContent>
      {props.footer && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t px-6 py-3 text-sm">
          {props.footer}
        </div>
      )}
    </Card>
  );
}

/**
 * 'Nov 26, 2026, 7:45 AM' in a table cell: on one line where the table has room, else the date
 * over the time, never broken inside either ('Nov / 26, / 2026,' in a narrow column).
 */
export function DayTime({ iso }: { iso: string }) {
  const text = formatDateTime(iso);
  const cut = text.lastIndexOf(', ');
  if (cut < 0) return <span className="whitespace-nowrap">{text}</span>;
  return (
    <time dateTime={iso}>
      <span className="whitespace-nowrap">{text.slice(0, cut + 1)}</span>{' '}
      <span className="whitespace-nowrap">{text.slice(cut + 2)}</span>
    </time>
  );
}

export function PlanBadge({ name, className }: { name: string | null | undefined; className?: string }) {
  if (!name) return <span className="text-muted-foreground">No plan</span>;
  return (
    // Admins type plan names: a long one wraps (anywhere, if it has no space) instead of widening its table.
    <Badge
      variant="outline"
      className={cn(
        'justify-start whitespace-normal [overflow-wrap:anywhere]',
        planBadgeClass(name),
        className,
      )}
      data-testid="plan-badge"
    >
      {name}
    </Badge>
  );
}

/** Beside admin users (docs/product.md, 'Users tab'): the 'Administrator' badge and a crown. */
export function AdministratorBadge() {
  return (
    <Badge className="border-transparent bg-amber-100 text-amber-900" data-testid="administrator-badge">
      <Crown aria-hidden="true" className="text-amber-600" />
      Administrator
    </Badge>
  );
}

/** 'Page 2 of 5' with Previous / Next; hidden when everything fits on one page. */
export function Pagination(props: {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={props.label} className="flex items-center gap-2">
      <span className="text-muted-foreground tabular-nums">
        Page {props.page} of {pages}
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => props.onPage(props.page - 1)}
        disabled={props.page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft aria-hidden="true" />
        <span className="hidden sm:inline">Previous</span>
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => props.onPage(props.page + 1)}
        disabled={props.page >= pages}
        aria-label="Next page"
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

/** Rows of grey bars while a table loads. */
export function TableSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="grid gap-3 px-6 py-5" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center text-sm">
      <AlertCircle aria-hidden="true" className="size-6 text-destructive" />
      <p>
        Could not load this section.{' '}
        <span className="text-muted-foreground">{errorText(error, 'Please try again.')}</span>
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="px-6 py-10 text-center">
      <p className="font-medium">{title}</p>
      {children && <p className="mt-1 text-sm text-muted-foreground">{children}</p>}
    </div>
  );
}

/** What a section shows of a query: its data, or that it loads or failed. */
export interface QueryLike<T> {
  data: T | undefined;
  isLoading: boolean;
  error: unknown;
  refetch(): unknown;
}

/** The query states of a section, then its content. */
export function QueryState<T>(props: {
  query: QueryLike<T>;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  if (query.isLoading) return <TableSkeleton rows={props.rows} />;
  if (query.data === undefined) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <>{props.children(query.data)}</>;
}

/** Active/Inactive badge with the switch that changes it. */
export function ActiveToggle(props: {
  item: { isActive: boolean };
  /** 'Plan Pro', 'Coupon SAVE20': the switch's accessible name. */
  what: string;
  pending: boolean;
  onChange(isActive: boolean): void;
}) {
  const { item } = props;
  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={item.isActive}
        disabled={props.pending}
        onCheckedChange={props.onChange}
        aria-label={`${props.what} active`}
      />
      <Badge variant={item.isActive ? 'success' : 'secondary'} data-testid="active-badge">
        {item.isActive ? 'Active' : 'Inactive'}
      </Badge>
    </div>
  );
}

/**
 * Dialogs opened from a table row have no Radix trigger to return to: remember what had focus
 * when `open` turned true (read during that render, before the dialog takes focus) and give
 * focus back there on close, so keyboard users keep their place.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;
  return (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
}
