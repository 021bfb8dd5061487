import { ChevronDown, Copy, Download, Layers, Pencil, Shuffle } from 'lucide-react';
import { Link } from 'wouter';
import { BusyIcon } from '@/components/busy-icon';
import { useConfirm } from '@/components/confirm-dialog';
import { ExportButton, type ExportButtonProps } from '@/components/export/export-button';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ExperimentDeletionNote } from '@/features/experiments';
import { deletionWarning } from '@/features/leads';
import { cn } from '@/lib/utils';
import { copyPageHtml, downloadPage } from './page-actions';

/**
 * A saved page's Copy and Download buttons: the compact 'tool' look on the cards, full buttons
 * on the detail page (where the title, already loaded, names the file).
 */
export function PageExportButtons(props: {
  pageId: number;
  copyLabel: string;
  look: Pick<ExportButtonProps, 'variant' | 'size'>;
  title?: string;
}) {
  const { pageId, look } = props;
  return (
    <>
      <ExportButton
        kind="copy"
        label={props.copyLabel}
        icon={Copy}
        {...look}
        onExport={(format) => copyPageHtml(pageId, format)}
      />
      <ExportButton
        kind="download"
        label="Download"
        icon={Download}
        {...look}
        onExport={(format) => downloadPage(pageId, format, props.title)}
      />
    </>
  );
}

/** 'Edit & Refine' on a card: a plain link styled as a button (no Slot: cards come by the hundred). */
export function EditRefineLink({ pageId }: { pageId: number }) {
  return (
    <Link href={`/edit/${pageId}`} className={cn(buttonVariants({ size: 'sm' }), 'flex-1')}>
      <Pencil aria-hidden="true" />
      Edit &amp; Refine
    </Link>
  );
}

/** Remix a page (docs/product.md, 'Remix'): 'Capturing...' with a spinner while it starts. */
/**
 * REMIX starts a new page from this one's first prompt (start-remix.ts). Given `onRemixAsIs`, it
 * offers a second start too: a variation of the page as it is now, edits kept
 * (docs/product.md, 'Variations of the page as it is now').
 */
export function RemixButton(props: {
  label: string;
  remixing: boolean;
  onRemix(): void;
  onRemixAsIs?(): void;
  size?: 'sm';
}) {
  if (props.onRemixAsIs) {
    return (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            size={props.size}
            disabled={props.remixing}
            aria-busy={props.remixing || undefined}
          >
            <BusyIcon busy={props.remixing} icon={Shuffle} />
            {props.remixing ? 'Capturing...' : props.label}
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={props.onRemix}>
            <Shuffle aria-hidden="true" /> From the original prompt
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={props.onRemixAsIs}>
            <Layers aria-hidden="true" /> From this page as it is now
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  }
  return (
    <Button
      variant="outline"
      size={props.size}
      disabled={props.remixing}
      aria-busy={props.remixing || undefined}
      onClick={props.onRemix}
    >
      <BusyIcon busy={props.remixing} icon={Shuffle} />
      {props.remixing ? 'Capturing...' : props.label}
    </Button>
  );
}

/**
 * Deleting one page asks first, saying what goes with it: its versions and leads, and the
 * experiment it ends (docs/product.md, 'Page cards').
 */
export const useConfirmPageDelete = (
  page: { id: number; title: string },
  leadCount: number | undefined,
  title: string,
  remove: (id: number) => void,
) =>
  useConfirm({
    title,
    description: deletionWarning(`'${page.title}' and all its versions`, leadCount),
    children: <ExperimentDeletionNote pageIds={[page.id]} />,
    confirmLabel: 'Delete',
    onConfirm: () => remove(page.id),
  });
