import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * shadcn-style table. The wrapper scrolls sideways on its own, so a wide table never widens the
 * page on a phone; it is a labelled, focusable region so keyboard users can scroll it too, and
 * a shadow on the side where more columns lie shows that it scrolls (scroll-shadows-x).
 */
export function Table({
  className,
  label,
  cards,
  ...props
}: React.ComponentProps<'table'> & {
  label: string;
  /** Narrower than lg, each row is a card with its cells stacked under their `label`s (styles.css). */
  cards?: boolean;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be scrollable by keyboard.
      tabIndex={0}
      data-slot="table-container"
      data-cards={cards || undefined}
      className={cn(
        'scroll-shadows-x relative w-full overflow-x-auto rounded-[inherit] outline-none focus-visible:ring-[3px] focus-visible:ring-ring',
        cards && 'table-cards',
      )}
    >
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </section>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead className={cn('bg-muted/40 [&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      className={cn('border-b transition-colors hover:bg-muted/40 data-[state=selected]:bg-muted', className)}
      {...props}
    />
  );
}

/**
 * A row's actions column `pinned` stays at the right edge while the other columns scroll under
 * it, below the width where the table's columns fit (md): the actions are always in view and
 * in reach, the shadow on its left shows that more lies beneath. Opaque, so nothing scrolled
 * under it shows through (the header's tint is mixed in).
 */
const PINNED_HEAD =
  'max-md:sticky max-md:right-0 max-md:z-10 max-md:bg-[color-mix(in_oklab,var(--color-muted)_40%,var(--color-card))] max-md:shadow-[-12px_0_12px_-12px_rgb(0_0_0/0.25)]';
const PINNED_CELL =
  'max-md:sticky max-md:right-0 max-md:z-10 max-md:bg-card max-md:shadow-[-12px_0_12px_-12px_rgb(0_0_0/0.25)]';

export function TableHead({
  className,
  pinned,
  ...props
}: React.ComponentProps<'th'> & { pinned?: boolean }) {
  return (
    <th
      className={cn(
        'h-10 px-3 text-left align-middle text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase first:pl-6 last:pr-6',
        pinned && PINNED_HEAD,
        className,
      )}
      {...props}
    />
  );
}

/**
 * `typed` marks a cell holding what people type (usernames, emails, plan names): a long word
 * with no space in it breaks anywhere, so it cannot widen its column and push the table past its
 * card (`overflow-wrap: anywhere` also lowers the cell's minimum width, which `break-word` does not).
 */
export function TableCell({
  className,
  pinned,
  typed,
  label,
  ...props
}: React.ComponentProps<'td'> & {
  pinned?: boolean;
  typed?: boolean;
  /** The column's name, shown above the cell when its table shows rows as cards. */
  label?: string;
}) {
  return (
    <td
      data-label={label}
      className={cn(
        'px-3 py-3 align-middle first:pl-6 last:pr-6',
        typed && '[overflow-wrap:anywhere]',
        pinned && PINNED_CELL,
        className,
      )}
      {...props}
    />
  );
}
