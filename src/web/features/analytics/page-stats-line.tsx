import { BarChart3 } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@/lib/utils';
import { hasStats, type PageFigures, statsLineLabel, statsLineParts } from './stats-model';

/**
 * A card's last 30 days in one line, '12 visitors · 3 leads · 25%', a link to the detail page's
 * statistics; nothing for a page without any (docs/product.md, 'Page statistics'). One line
 * whatever the figures: it cuts with an ellipsis rather than wrap. A plain link (no Slot):
 * dashboards render hundreds of cards.
 */
export function PageStatsLine(props: {
  pageId: number;
  pageTitle: string;
  figures: PageFigures | undefined;
  className?: string;
}) {
  if (!hasStats(props.figures)) return null;
  const label = statsLineLabel(props.figures, props.pageTitle);
  return (
    <Link
      href={`/details/${props.pageId}#statistics`}
      aria-label={label}
      title={label}
      data-testid="page-stats-line"
      className={cn(
        'flex w-fit max-w-full min-w-0 items-center gap-1.5 rounded-sm text-xs text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring',
        props.className,
      )}
    >
      <BarChart3 aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="truncate tabular-nums">
        {statsLineParts(props.figures).map((part, index) => (
          <span key={part}>
            {index > 0 && <span aria-hidden="true"> · </span>}
            <span className={index === 0 ? 'font-medium text-foreground' : undefined}>{part}</span>
          </span>
        ))}
      </span>
    </Link>
  );
}
