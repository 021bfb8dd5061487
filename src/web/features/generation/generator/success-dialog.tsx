import type { SavedPageRef } from '@shared/api/generation';
import type { ExportFormat } from '@shared/export/export-format';
import { CheckCircle2, Copy, Eye, LayoutDashboard, Pencil } from 'lucide-react';
import { Link } from 'wouter';
import { DialogFrame } from '@/components/dialog-frame';
import { ExportButton } from '@/components/export/export-button';
import { Button } from '@/components/ui/button';

export type GenerationOutcome =
  | { kind: 'page'; page: SavedPageRef }
  | { kind: 'variations'; pages: SavedPageRef[]; variationGroup: string };

/** 'Landing Page Generated!' (or the variation group summary) once a generation is saved. */
export function SuccessDialog(props: {
  outcome: GenerationOutcome | null;
  onOpenChange(open: boolean): void;
  onCreateAnother(): void;
  onPreview(): void;
  onCopy(format: ExportFormat): unknown;
}) {
  const { outcome } = props;
  return (
    <DialogFrame
      open={outcome !== null}
      onOpenChange={props.onOpenChange}
      icon={
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-success/15 sm:mx-0">
          <CheckCircle2 aria-hidden="true" className="size-6 text-success" />
        </div>
      }
      // leading-tight: on a 320 px phone the title takes two lines.
      titleClassName="leading-tight"
      title={
        outcome?.kind === 'variations'
          ? `${outcome.pages.length} Variations Generated`
          : 'Landing Page Generated!'
      }
      description={
        outcome?.kind === 'variations'
          ? `Your ${outcome.pages.length} variations have been saved to your dashboard as one group.`
          : 'Your landing page has been saved to your dashboard.'
      }
      footer={
        <>
          <Button variant="outline" onClick={props.onCreateAnother}>
            Create Another Landing Page
          </Button>
          {outcome?.kind === 'page' && (
            <Button asChild>
              <Link href={`/edit/${outcome.page.id}`}>Edit Landing Page</Link>
            </Button>
          )}
          {outcome?.kind === 'variations' && (
            <Button asChild>
              <Link href={`/variations/${encodeURIComponent(outcome.variationGroup)}`}>
                View All Variations
              </Link>
            </Button>
          )}
        </>
      }
    >
      {outcome?.kind === 'page' && (
        // Copy (whose label carries the format) has a row of its own; the other three share one,
        // wrapping instead of squeezing: no label is ever narrower than its text (320 px up).
        <div className="flex flex-col gap-2" data-testid="success-actions">
          <ExportButton
            kind="copy"
            label="Copy Code"
            icon={Copy}
            className="w-full"
            onExport={props.onCopy}
          />
          <div className="flex flex-wrap gap-2 *:flex-1">
            <Button variant="outline" size="sm" onClick={props.onPreview}>
              <Eye aria-hidden="true" /> Preview
            </Button>
            <Button variant="outline" size="sm" asChild>
              <Link href={`/edit/${outcome.page.id}`}>
                <Pencil aria-hidden="true" /> Edit
              </Link>
            </Button>
            <Button variant="outline" size="sm" asChild>
              <Link href="/dashboard">
                <LayoutDashboard aria-hidden="true" /> Go to Dashboard
              </Link>
            </Button>
          </div>
        </div>
      )}
      {outcome?.kind === 'variations' && (
        // Each title carries its variation's headline: two lines keep it readable, the tooltip shows all.
        <ul className="space-y-1 text-sm" aria-label="Saved variations">
          {outcome.pages.map((page) => (
            <li key={page.id} className="line-clamp-2 break-words" title={page.title}>
              • {page.title}
            </li>
          ))}
        </ul>
      )}
    </DialogFrame>
  );
}
