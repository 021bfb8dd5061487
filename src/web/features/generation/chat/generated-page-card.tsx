import { CheckCircle2, Eye, Pencil } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { GeneratedPageSummary } from './types';

/** Generation mode, after the page is saved: what was made, and where to go next. */
export function GeneratedPageCard({ page, onPreview }: { page: GeneratedPageSummary; onPreview?(): void }) {
  return (
    <div className="border-t bg-muted/30 p-3 sm:p-4" data-testid="generated-page-card">
      <div className="space-y-3 rounded-lg border bg-card p-4 shadow-xs">
        <div className="flex items-start justify-between gap-3">
          {/* Two lines at most (the whole title in the tooltip): on a phone a long title took the
              room of the conversation above it. */}
          <h3
            className="line-clamp-2 min-w-0 text-sm leading-snug font-semibold break-words"
            title={page.title}
          >
            {page.title}
          </h3>
          {/* Darker text than the shared success badge: its colour misses AA contrast at 12px. */}
          <Badge variant="success" className="text-emerald-800">
            <CheckCircle2 aria-hidden="true" />
            Generated
          </Badge>
        </div>
        {page.prompt && (
          <p className="line-clamp-3 text-sm break-words text-muted-foreground" title={page.prompt}>
            {page.prompt}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {onPreview && (
            <Button variant="outline" size="sm" onClick={onPreview}>
              <Eye aria-hidden="true" />
              Preview
            </Button>
          )}
          <Button size="sm" asChild>
            <Link href={`/edit/${page.id}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
