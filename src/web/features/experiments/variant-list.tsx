import { type Experiment, variantLetter } from '@shared/api/experiments';
import { Rocket, Trophy } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { BusyIcon } from '@/components/busy-icon';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { isLive, type VariantRow, variantLook, variantRows } from './experiment-model';
import { VariantThumbnail } from './experiment-parts';
import { usePromoteVariant } from './experiments-api';

/**
 * Phones and tablets: a card per variant, its figures labelled in a grid. From lg on the same
 * list reads as a table: one row of column heads, the figures lined up under them.
 */
const COLUMNS =
  'lg:grid lg:grid-cols-[minmax(0,1fr)_4rem_4.5rem_4rem_5.5rem_8.5rem_7rem] lg:items-center lg:gap-3 xl:gap-5';
const FIGURES = ['Share', 'Visitors', 'Leads', 'Conversion rate', 'Probability to be best'] as const;

/**
 * The variants' results, one row each: letter, picture, page, share of new visitors, visitors,
 * leads, conversion rate and probability to be best, the winner's badge, and Promote (asked
 * first) while the experiment still serves its address.
 */
export function VariantList({ experiment, labelledBy }: { experiment: Experiment; labelledBy: string }) {
  const rows = variantRows(experiment);
  const promote = usePromoteVariant(experiment.id);
  const [asking, setAsking] = useState<VariantRow | null>(null);
  const canPromote = (row: VariantRow) => isLive(experiment) && !row.deleted && !row.isPromoted;

  return (
    <>
      <div
        aria-hidden="true"
        className={cn(
          'hidden border-b bg-muted/40 px-5 py-2.5 text-xs font-medium tracking-wide text-muted-foreground uppercase',
          COLUMNS,
        )}
      >
        <span>Variant</span>
        <span className="text-right">Share</span>
        <span className="text-right">Visitors</span>
        <span className="text-right">Leads</span>
        <span className="text-right">Conversion</span>
        <span>Probability to be best</span>
        <span>
          <span className="sr-only">Actions</span>
        </span>
      </div>
      <ul aria-labelledby={labelledBy} className="divide-y">
        {rows.map((row) => (
          <li
            key={row.letter}
            className={cn('grid gap-4 px-4 py-4 sm:px-5', COLUMNS, row.isWinner && 'bg-emerald-50/60')}
            data-testid="variant-row"
            data-variant={row.letter}
            data-page-id={row.pageId ?? undefined}
          >
            <VariantName row={row} />
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-5 lg:contents">
              <Figure label={FIGURES[0]} testId="variant-share">
                {row.share}
              </Figure>
              <Figure label={FIGURES[1]} testId="variant-visitors">
                {row.visitors}
              </Figure>
              <Figure label={FIGURES[2]} testId="variant-leads">
                {row.leads}
              </Figure>
              <Figure label={FIGURES[3]} testId="variant-conversion">
                {row.rate}
              </Figure>
              <div className="col-span-2 min-w-0 sm:col-span-1">
                <dt className="text-xs text-muted-foreground lg:sr-only">{FIGURES[4]}</dt>
                <dd className="mt-0.5 grid gap-1 lg:mt-0">
                  <span className="font-semibold tabular-nums" data-testid="variant-probability">
                    {row.probability}
                  </span>
                  <span aria-hidden="true" className="block h-1.5 overflow-hidden rounded-full bg-muted">
                    <span
                      className="block h-full rounded-full"
                      style={{
                        width: `${Math.round(row.probabilityValue * 100)}%`,
                        backgroundColor: variantLook(row.index).colour,
                      }}
                    />
                  </span>
                </dd>
              </div>
            </dl>
            <div className="flex lg:justify-end">
              {row.isPromoted ? (
                <Badge className="bg-emerald-600 text-white" data-testid="variant-promoted">
                  <Rocket aria-hidden="true" />
                  Promoted
                </Badge>
              ) : canPromote(row) ? (
                <Button
                  type="button"
                  size="sm"
                  variant={row.isWinner ? 'default' : 'outline'}
                  className="w-full sm:w-auto"
                  disabled={promote.isPending}
                  aria-busy={(promote.isPending && promote.variables?.pageId === row.pageId) || undefined}
                  aria-label={`Promote ${row.letter}`}
                  onClick={() => setAsking(row)}
                >
                  <BusyIcon
                    busy={promote.isPending && promote.variables?.pageId === row.pageId}
                    icon={Rocket}
                  />
                  Promote
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {asking && asking.pageId !== null && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          destructive={false}
          title={`Promote ${asking.letter}?`}
          description={promoteWarning(experiment, asking)}
          confirmLabel={`Promote ${asking.letter}`}
          onConfirm={() => promote.mutate({ pageId: asking.pageId!, letter: asking.letter })}
        >
          {promoteCaveat(experiment, asking) && (
            <p className="text-sm font-medium text-amber-800" data-testid="promote-caveat">
              {promoteCaveat(experiment, asking)}
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}

/** What promoting does, in words: 'Every new visitor will see B ...'. */
function promoteWarning(experiment: Experiment, row: VariantRow): string {
  if (experiment.url)
    return `Every new visitor will see ${row.letter}, “${row.title}”, at ${experiment.url}. The split between the pages stops; the results so far stay here.`;
  return `${row.letter}, “${row.title}”, becomes the page to keep. Your own platform splits the traffic of pasted pages: send all of it to ${row.letter} there.`;
}

/** Promoting before a winner is called, or another page than the winner, is allowed: said first. */
function promoteCaveat(experiment: Experiment, row: VariantRow): string | null {
  if (experiment.winnerPageId === null) return 'No winner has been called yet: the figures may still change.';
  if (!row.isWinner) {
    const winner = experiment.variants.findIndex((variant) => variant.pageId === experiment.winnerPageId);
    if (winner >= 0) return `${variantLetter(winner)} is the winner, not ${row.letter}.`;
  }
  return null;
}

function VariantName({ row }: { row: VariantRow }) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <span
        className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white"
        style={{ backgroundColor: variantLook(row.index).colour }}
        aria-hidden="true"
      >
        {row.letter}
      </span>
      <VariantThumbnail url={row.thumbnailUrl} className="w-16 sm:w-20" />
      <div className="min-w-0 flex-1">
        <h3 className="leading-5 font-medium break-words">
          <span className="sr-only">Variant {row.letter}: </span>
          {row.pageId !== null ? (
            <Link
              href={`/details/${row.pageId}`}
              className="rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              {row.title}
            </Link>
          ) : (
            row.title
          )}
        </h3>
        {(row.isWinner || row.deleted) && (
          <div className="mt-1 flex flex-wrap gap-1.5">
            {row.isWinner && (
              <Badge variant="success" data-testid="variant-winner">
                <Trophy aria-hidden="true" />
                Winner
              </Badge>
            )}
            {row.deleted && (
              <Badge variant="outline" className="text-muted-foreground">
                Page deleted
              </Badge>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function Figure(props: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="min-w-0 lg:text-right">
      <dt className="text-xs text-muted-foreground lg:sr-only">{props.label}</dt>
      <dd className="mt-0.5 font-semibold tabular-nums lg:mt-0 lg:font-normal" data-testid={props.testId}>
        {props.children}
      </dd>
    </div>
  );
}
