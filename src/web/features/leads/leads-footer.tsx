import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import { leadCountText } from './lead-format';

/** The end of a leads table: how many are shown of how many, and 'Load more' while there are more. */
export function LeadsFooter(props: {
  shown: number;
  total: number;
  more: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): unknown };
}) {
  const { more } = props;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t px-4 py-3 text-xs text-muted-foreground sm:px-5">
      <span aria-live="polite">
        Showing {formatCount(props.shown)} of {leadCountText(props.total)}
      </span>
      {more.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          disabled={more.isFetchingNextPage}
          aria-busy={more.isFetchingNextPage || undefined}
          onClick={() => void more.fetchNextPage()}
        >
          {more.isFetchingNextPage && <Loader2 aria-hidden="true" className="animate-spin" />}
          Load more
        </Button>
      )}
    </div>
  );
}
