import type { LandingPageSummary } from '@shared/api/pages';
import {
  CalendarDays,
  ClipboardCopy,
  Copy,
  Download,
  Eye,
  FileText,
  Loader2,
  Pencil,
  Shuffle,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ExportButton } from '@/components/export/export-button';
import { Button, buttonVariants } from '@/components/ui/button';
import { deletionWarning, LeadCountBadge } from '@/features/leads';
import { formatDate, plural } from '@/lib/format';
import { cn } from '@/lib/utils';
import { PromptDisclosure, ReferenceBadges } from '../library/card-parts';
import { EditableTitle } from '../library/editable-title';
import { deletePage } from '../library/library-api';
import { copyPageHtml, downloadPage, previewPage } from '../library/page-actions';
import { PageThumbnail } from '../library/page-thumbnail';
import { ToolButton, ToolLink } from '../library/tool-button';
import { CardMenu, DraggableCard } from './card-shell';
import { pageDragId } from './dashboard-dnd';

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
}) {
  const { page } = props;
  const [confirming, setConfirming] = useState(false);
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
              onDelete={() => setConfirming(true)}
            />
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              <time dateTime={page.createdAt}>{formatDate(page.createdAt)}</time>
            </span>
            <span className="inline-flex items-center gap-1" data-testid="copy-count">
              <ClipboardCopy aria-hidden="true" className="size-3.5" />
              Copied {plural(page.copyCount, 'time')}
            </span>
            <LeadCountBadge pageId={page.id} pageTitle={page.title} count={props.leadCount} />
          </div>
          <ReferenceBadges urlCount={page.referenceUrls.length} imageCount={page.referenceImageCount} />
          <PromptDisclosure prompt={page.prompt} />
          <div className="mt-auto grid grid-cols-4 gap-1 border-t pt-3">
            <ExportButton
              kind="copy"
              label="Copy"
              icon={Copy}
              variant="tool"
              onExport={(format) => copyPageHtml(page.id, format)}
            />
            <ExportButton
              kind="download"
              label="Download"
              icon={Download}
              variant="tool"
              onExport={(format) => downloadPage(page.id, format)}
            />
            <ToolButton label="Preview" icon={Eye} onClick={() => previewPage(page.id)} />
            <ToolLink href={`/details/${page.id}`}>
              <FileText aria-hidden="true" />
              Details
            </ToolLink>
          </div>
          <div className="flex gap-2">
            <Link href={`/edit/${page.id}`} className={cn(buttonVariants({ size: 'sm' }), 'flex-1')}>
              <Pencil aria-hidden="true" />
              Edit &amp; Refine
            </Link>
            <Button
              variant="outline"
              size="sm"
              disabled={props.remixing}
              aria-busy={props.remixing || undefined}
              onClick={() => props.onRemix(page)}
            >
              {props.remixing ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Shuffle aria-hidden="true" />
              )}
              {props.remixing ? 'Capturing...' : 'REMIX'}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
              aria-label={`Delete ${page.title}`}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      </DraggableCard>
      {confirming && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete this landing page?"
          description={deletionWarning(`'${page.title}' and all its versions`, props.leadCount)}
          confirmLabel="Delete"
          onConfirm={() => deletePage(page.id)}
        />
      )}
    </>
  );
}
