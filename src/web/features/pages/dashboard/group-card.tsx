import type { LandingPageSummary } from '@shared/api/pages';
import { GROUP_CARD_MAX_THUMBNAILS } from '@shared/constants';
import { CalendarDays, Layers } from 'lucide-react';
import { Link } from 'wouter';
import { useConfirm } from '@/components/confirm-dialog';
import { DeleteIconButton } from '@/components/delete-icon-button';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { ExperimentDeletionNote } from '@/features/experiments';
import { deletionWarning } from '@/features/leads';
import { formatDate, plural } from '@/lib/format';
import { cn } from '@/lib/utils';
import { PromptDisclosure } from '../library/card-parts';
import { deleteGroup } from '../library/library-api';
import type { FolderLabel } from '../library/library-view';
import { PageThumbnail } from '../library/page-thumbnail';
import { CardMenu, DraggableCard } from './card-shell';
import { groupDragId } from './dashboard-dnd';
import { FolderChips } from './folder-chips';
import type { MoveRequest } from './page-card';

/** Pages sharing a variation group, as one card (docs/product.md, 'Page cards'). */
export function GroupCard(props: {
  groupId: string;
  pages: LandingPageSummary[];
  onMove(request: MoveRequest): void;
  lazyPaint?: boolean;
  /** The leads of all its pages together. */
  leadCount?: number;
  /** Its pages' folders, shown on search results (they come from every folder). */
  folders?: FolderLabel[];
}) {
  const { pages } = props;
  const first = pages[0]!;
  const label = plural(pages.length, 'variation');
  const ids = pages.map((page) => page.id);
  const confirmDelete = useConfirm({
    title: 'Delete this variation group?',
    description: deletionWarning(`All ${label} in this group`, props.leadCount, 'their'),
    children: <ExperimentDeletionNote pageIds={ids} pages="many" />,
    confirmLabel: 'Delete Group',
    onConfirm: () => deleteGroup(ids),
  });
  const title = first.title;
  const shown = pages.slice(0, GROUP_CARD_MAX_THUMBNAILS);
  const more = pages.length - shown.length;

  return (
    <>
      <DraggableCard
        dragId={groupDragId(props.groupId)}
        data={{ kind: 'group', pageIds: ids, title: `${label} of ${title}` }}
        lazyPaint={props.lazyPaint}
        testId="group-card"
        media={
          <div className="relative grid aspect-[16/10] grid-cols-3 grid-rows-2 gap-1.5 bg-muted/60 p-1.5">
            {shown.map((page, index) => (
              <PageThumbnail
                key={page.id}
                pageId={page.id}
                versionId={page.currentVersionId}
                title={page.title}
                className={cn(
                  'aspect-auto h-full rounded-md border bg-background',
                  index === 0 && 'col-span-2 row-span-2',
                )}
              />
            ))}
            {shown.length < GROUP_CARD_MAX_THUMBNAILS && (
              <div className="flex items-center justify-center rounded-md border border-dashed bg-background/60 text-muted-foreground/60">
                <Layers aria-hidden="true" className="size-4" />
              </div>
            )}
            {more > 0 && (
              <span className="absolute right-3 bottom-3 rounded-md bg-foreground/80 px-1.5 py-0.5 text-xs font-medium text-background">
                +{more} more
              </span>
            )}
          </div>
        }
      >
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="flex items-start gap-1">
            <div className="min-w-0 flex-1">
              <Badge variant="secondary" className="mb-1.5 bg-primary/10 text-primary">
                <Layers aria-hidden="true" />
                {label}
              </Badge>
              <h3 className="line-clamp-2 leading-6 font-semibold break-words" title={title}>
                {title}
              </h3>
            </div>
            <CardMenu
              label={`the ${label} of ${title}`}
              deleteLabel="Delete group"
              onMove={() =>
                props.onMove({ pageIds: ids, title: `${label} of ${title}`, folderId: first.folderId })
              }
              onDelete={confirmDelete.ask}
            />
          </div>
          {props.folders && <FolderChips folders={props.folders} />}
          <div className="flex items-center gap-1 text-xs text-muted-foreground">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            <time dateTime={first.createdAt}>{formatDate(first.createdAt)}</time>
          </div>
          <p className="text-sm text-muted-foreground">
            Generated together from one prompt. Open the group to compare the designs, refine one or ungroup
            it.
          </p>
          <PromptDisclosure prompt={first.prompt} />
          <div className="mt-auto flex gap-2 border-t pt-3">
            <Link
              href={`/variations/${encodeURIComponent(props.groupId)}`}
              className={cn(buttonVariants({ size: 'sm' }), 'flex-1')}
            >
              View All Variations
            </Link>
            <DeleteIconButton label={`Delete the ${label} of ${title}`} onClick={confirmDelete.ask} />
          </div>
        </div>
      </DraggableCard>
      {confirmDelete.dialog}
    </>
  );
}
