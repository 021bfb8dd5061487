import type { EditDiff } from '@shared/edit-summary';
import { ChevronDown, PencilLine } from 'lucide-react';
import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

/** The before/after pieces of an AI edit, one group per changed place. */
const DiffList = forwardRef<HTMLOListElement, { id: string; diff: EditDiff }>(function DiffList(
  { id, diff },
  ref,
) {
  return (
    <ol
      ref={ref}
      id={id}
      aria-label="Changes, before and after"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be scrollable by keyboard.
      tabIndex={0}
      className="mt-2 max-h-72 space-y-2 overflow-y-auto rounded-lg border bg-background p-2 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
      data-testid="edit-diff"
    >
      {diff.hunks.map((hunk, index) => (
        <li key={index} className="space-y-1 border-b pb-2 last:border-b-0 last:pb-0">
          <p className="text-xs text-foreground" data-testid="edit-place">
            {hunk.what}
          </p>
          {(hunk.removed || hunk.added) && (
            <details className="group">
              <summary className="cursor-pointer text-[11px] font-medium text-muted-foreground hover:text-foreground">
                Show the code
              </summary>
              <div className="mt-1 space-y-1">
                {hunk.removed && <DiffSide kind="before" text={hunk.removed} />}
                {hunk.added && <DiffSide kind="after" text={hunk.added} />}
              </div>
            </details>
          )}
        </li>
      ))}
      {diff.more > 0 && (
        <li className="text-[11px] text-muted-foreground">
          …and {diff.more} more place{diff.more === 1 ? '' : 's'}
        </li>
      )}
    </ol>
  );
});

/** One side of a change: a 'Before' or 'After' tag, then the code, wrapping under the tag. */
function DiffSide({ kind, text }: { kind: 'before' | 'after'; text: string }) {
  const before = kind === 'before';
  const Code = before ? 'del' : 'ins';
  return (
    <p
      className={cn(
        'rounded px-1.5 py-1 font-mono text-[11px] leading-4 break-all',
        before ? 'bg-red-50 text-red-950' : 'bg-emerald-50 text-emerald-950',
      )}
    >
      <span
        className={cn(
          'mr-1.5 inline-block rounded px-1 font-sans text-[10px] leading-4 font-semibold',
          before ? 'bg-red-100 text-red-900' : 'bg-emerald-100 text-emerald-900',
        )}
      >
        {before ? 'Before' : 'After'}
      </span>
      <Code className="no-underline">{text}</Code>
    </p>
  );
}

/**
 * The last line of an AI edit's reply: what changed ("Changed 3 places · +1 section"), and a
 * 'Show changes' disclosure with the before/after diff when there is one (replies reloaded
 * from the stored chat have the summary only).
 */
export function EditSummaryLine({ summary, diff }: { summary: string; diff?: EditDiff }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  // Opened at the end of the conversation, the diff would start below the fold.
  useEffect(() => {
    if (open) list.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);
  const expandable = Boolean(diff && diff.hunks.length > 0);
  return (
    <div className="border-t border-foreground/10 pt-2" data-testid="edit-summary">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="flex min-w-0 items-center gap-1.5 text-xs font-medium text-foreground/80">
          <PencilLine aria-hidden="true" className="size-3.5 shrink-0 text-primary" />
          <span data-testid="edit-summary-line">{summary}</span>
        </p>
        {expandable && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? id : undefined}
            onClick={() => setOpen((value) => !value)}
            className="-mr-1.5 inline-flex h-7 shrink-0 items-center gap-1 rounded-md px-1.5 text-xs font-medium text-primary transition-colors hover:bg-primary/10 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
          >
            {open ? 'Hide changes' : 'Show changes'}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-3.5 transition-transform', open && 'rotate-180')}
            />
          </button>
        )}
      </div>
      {open && diff && <DiffList ref={list} id={id} diff={diff} />}
    </div>
  );
}
