import { Inbox } from 'lucide-react';
import { Link } from 'wouter';
import { badgeVariants } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { leadCountText } from './lead-format';

/**
 * '12 leads' on a page's card, a link to the page's leads on its detail page; nothing when
 * the page has none. A plain link (no Slot): dashboards render hundreds of cards.
 */
export function LeadCountBadge(props: { pageId: number; pageTitle: string; count: number | undefined }) {
  if (!props.count) return null;
  const text = leadCountText(props.count);
  return (
    <Link
      href={`/details/${props.pageId}#leads`}
      aria-label={`${text} of ${props.pageTitle}`}
      data-testid="lead-count"
      className={cn(
        badgeVariants({ variant: 'secondary' }),
        'bg-primary/10 text-primary outline-none hover:bg-primary/15 focus-visible:ring-[3px] focus-visible:ring-ring',
      )}
    >
      <Inbox aria-hidden="true" />
      {text}
    </Link>
  );
}
