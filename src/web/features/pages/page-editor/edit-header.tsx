import type { LandingPage } from '@shared/api/pages';
import { ArrowLeft, Download, ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { openPreviewInNewTab } from '@/components/code-viewer/preview-window';
import { ExportButton } from '@/components/export/export-button';
import { downloadExport } from '@/components/export/export-html';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PublishButton } from '@/features/publishing';
import { formatWhen } from '@/lib/format';
import { MakeVariationsButton } from '../variations/make-variations-dialog';

/** Title, a way back, Preview, Publish, Make variations and Download (docs/product.md, 'Edit page'). */
export function EditHeader({ page }: { page: LandingPage }) {
  return (
    // Side by side from lg: on a tablet the buttons beside it squeezed a long title into two
    // short lines ('Harbor Coffee Roasters | Come…'); above them it has the whole width.
    <div
      className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between"
      data-testid="edit-header"
    >
      <div className="min-w-0 space-y-1.5">
        <Link
          href="/dashboard"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Dashboard
        </Link>
        <h1
          className="line-clamp-2 text-2xl font-bold tracking-tight break-words sm:text-3xl"
          title={page.title}
        >
          {page.title}
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="secondary">
            {page.versionCount} {page.versionCount === 1 ? 'version' : 'versions'}
          </Badge>
          <span>Updated {formatWhen(page.updatedAt)}</span>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="outline" onClick={() => openPreviewInNewTab(page.generatedHtml, page.id)}>
          <ExternalLink aria-hidden="true" />
          Preview
        </Button>
        <PublishButton pageId={page.id} pageTitle={page.title} liveVersionId={page.currentVersionId} />
        <MakeVariationsButton page={page} />
        <ExportButton
          kind="download"
          label="Download"
          icon={Download}
          variant="default"
          size="default"
          onExport={(format) => downloadExport({ pageId: page.id }, page.title, format)}
        />
      </div>
    </div>
  );
}
