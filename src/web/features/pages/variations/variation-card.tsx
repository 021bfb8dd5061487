import type { PageStatsSummary } from '@shared/api/analytics';
import type { LandingPageSummary } from '@shared/api/pages';
import { Eye, Unlink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { DeleteIconButton } from '@/components/delete-icon-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageStatsLine } from '@/features/analytics';
import { LeadCountBadge } from '@/features/leads';
import { plural } from '@/lib/format';
import { EditRefineLink, PageExportButtons, useConfirmPageDelete } from '../library/card-actions';
import { CreatedOn } from '../library/card-parts';
import { deleteVariation, ungroupPage } from '../library/library-api';
import { previewPage } from '../library/page-actions';
import { PageThumbnail } from '../library/page-thumbnail';
import { ToolButton } from '../library/tool-button';

/** One page of a variation group (docs/product.md, 'Variation groups'). */
export function VariationCard(props: {
  page: LandingPageSummary;
  index: number;
  /** The page's leads (from /api/leads/counts); none or unknown shows nothing. */
  leadCount?: number;
  /** The page's last 30 days (from /api/page-stats); none or unknown shows nothing. */
  stats?: PageStatsSummary['pages'][string];
}) {
  const { page } = props;
  const confirmDelete = useConfirmPageDelete(
    page,
    props.leadCount,
    'Delete this variation?',
    deleteVariation,
  );
  const [ungrouping, setUngrouping] = useState(false);

  return (
    <article
      aria-label={page.title}
      data-testid="variation-card"
      className="flex w-full min-w-0 flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-shadow hover:shadow-md"
    >
      <div className="relative border-b">
        <PageThumbnail pageId={page.id} versionId={page.currentVersionId} title={page.title} />
        <Badge className="absolute top-2 left-2 shadow-sm">Variation {props.index + 1}</Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="line-clamp-2 leading-6 font-semibold break-words" title={page.title}>
          <Link
            href={`/details/${page.id}`}
            className="rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            {page.title}
          </Link>
        </h2>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <CreatedOn iso={page.createdAt} />
          <span data-testid="copy-count">Copied {plural(page.copyCount, 'time')}</span>
          <LeadCountBadge pageId={page.id} pageTitle={page.title} count={props.leadCount} />
        </div>
        <PageStatsLine pageId={page.id} pageTitle={page.title} figures={props.stats} />
        <div className="mt-auto grid grid-cols-3 gap-1 border-t pt-3">
          <ToolButton label="Preview" icon={Eye} onClick={() => previewPage(page.id)} />
          <PageExportButtons pageId={page.id} copyLabel="Copy" look={{ variant: 'tool' }} />
        </div>
        <div className="flex gap-2">
          <EditRefineLink pageId={page.id} />
          <Button
            variant="outline"
            size="sm"
            disabled={ungrouping}
            onClick={() => {
              setUngrouping(true);
              void ungroupPage(page.id).finally(() => setUngrouping(false));
            }}
            aria-label={`Ungroup ${page.title}`}
          >
            <Unlink aria-hidden="true" /> Ungroup
          </Button>
          <DeleteIconButton label={`Delete ${page.title}`} onClick={confirmDelete.ask} />
        </div>
      </div>
      {confirmDelete.dialog}
    </article>
  );
}
