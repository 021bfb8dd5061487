import type { PageStatsSummary } from '@shared/api/analytics';
import type { LandingPageSummary } from '@shared/api/pages';
import { ClipboardCopy, Eye, FileText } from 'lucide-react';
import { DeleteIconButton } from '@/components/delete-icon-button';
import { PageStatsLine } from '@/features/analytics';
import { LeadCountBadge } from '@/features/leads';
import { plural } from '@/lib/format';
import {
  EditRefineLink,
  PageExportButtons,
  RemixButton,
  useConfirmPageDelete,
} from '../library/card-actions';
import { CreatedOn, PromptDisclosure, ReferenceBadges } from '../library/card-parts';
import { EditableTitle } from '../library/editable-title';
import { deletePage } from '../library/library-api';
import type { FolderLabel } from '../library/library-view';
import { previewPage } from '../library/page-actions';
import { PageThumbnail } from '../library/page-thumbnail';
import { ToolButton, ToolLink } from '../library/tool-button';
import { CardMenu, DraggableCard } from './card-shell';
import { pageDragId } from './dashboard-dnd';
import { FolderChips } from './folder-chips';

type PageFigures = PageStatsSummary['pages'][string];

export interface MoveRequest {
  pageIds: number[];
  title: string;
  folderId: number | null;
}

/** One saved page on the dashboard (docs/product.md, 'Page cards'). */
export function PageCard(props: {
  page: LandingPageSummary;
  remixing: boolean;
  onRemix(page: LandingPageSummary): void;
  onMove(request: MoveRequest): void;
  lazyPaint?: boolean;
  /** The page's leads (from /api/leads/counts); none or unknown shows nothing. */
  leadCount?: number;
  /** The page's last 30 days (from /api/page-stats); none or unknown shows nothing. */
  stats?: PageFigures;
  /** Its folder, shown on search results (they come from every folder); none in a folder's view. */
  folders?: FolderLabel[];
}) {
  const { page } = props;
  const confirmDelete = useConfirmPageDelete(page, props.leadCount, 'Delete this landing page?', deletePage);
  const move = () => props.onMove({ pageIds: [page.id], title: page.title, folderId: page.folderId });

  return (
    <>
      <DraggableCard
        dragId={pageDragId(page.id)}
        data={{ kind: 'page', pageIds: [page.id], title: page.title }}
        lazyPaint={props.lazyPaint}
        testId="page-card"
        media={<PageThumbnail pageId={page.id} versionId={page.currentVersionId} title={page.title} />}
      >
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="flex items-start gap-1">
            <div className="min-w-0 flex-1">
              <EditableTitle pageId={page.id} title={page.title} />
            </div>
            <CardMenu
              label={page.title}
              deleteLabel="Delete page"
              onMove={move}
              onDelete={confirmDelete.ask}
            />
          </div>
          {props.folders && <FolderChips folders={props.folders} />}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <CreatedOn iso={page.createdAt} />
            <span className="inline-flex items-center gap-1" data-testid="copy-count">
              <ClipboardCopy aria-hidden="true" className="size-3.5" />
              Copied {plural(page.copyCount, 'time')}
            </span>
            <LeadCountBadge pageId={page.id} pageTitle={page.title} count={props.leadCount} />
          </div>
          <PageStatsLine pageId={page.id} pageTitle={page.title} figures={props.stats} />
          <ReferenceBadges urlCount={page.referenceUrls.length} imageCount={page.referenceImageCount} />
          <PromptDisclosure prompt={page.prompt} />
          <div className="mt-auto grid grid-cols-4 gap-1 border-t pt-3">
            <PageExportButtons pageId={page.id} copyLabel="Copy" look={{ variant: 'tool' }} />
            <ToolButton label="Preview" icon={Eye} onClick={() => previewPage(page.id)} />
            <ToolLink href={`/details/${page.id}`}>
              <FileText aria-hidden="true" />
              Details
            </ToolLink>
          </div>
          <div className="flex gap-2">
            <EditRefineLink pageId={page.id} />
            <RemixButton
              label="REMIX"
              size="sm"
              remixing={props.remixing}
              onRemix={() => props.onRemix(page)}
            />
            <DeleteIconButton label={`Delete ${page.title}`} onClick={confirmDelete.ask} />
          </div>
        </div>
      </DraggableCard>
      {confirmDelete.dialog}
    </>
  );
}
