import { Bug, Sparkles, Wrench, Zap } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { type ChangeKind, classifyChange } from './classify-change';

/**
 * Icon and colours of each keyword class (Fix, Enhancement, Feature, Update:
 * docs/product.md, 'Changelog').
 */
const KIND_STYLE = {
  Fix: { icon: Bug, className: 'border-red-200 bg-red-50 text-red-700' },
  Enhancement: { icon: Zap, className: 'border-amber-200 bg-amber-50 text-amber-800' },
  Feature: { icon: Sparkles, className: 'border-emerald-200 bg-emerald-50 text-emerald-700' },
  Update: { icon: Wrench, className: 'border-slate-200 bg-slate-50 text-slate-700' },
} as const satisfies Record<ChangeKind, unknown>;

/** The class of a change; with `count`, how many lines of the entry have it. */
export function ChangeKindBadge({
  kind,
  count,
  className,
}: {
  kind: ChangeKind;
  count?: number;
  className?: string;
}) {
  const { icon: Icon, className: colours } = KIND_STYLE[kind];
  return (
    <Badge
      variant="outline"
      className={cn(colours, className)}
      data-testid={count === undefined ? 'change-kind' : 'change-kind-count'}
    >
      <Icon aria-hidden="true" />
      {kind}
      {count !== undefined && <span className="font-semibold tabular-nums">{count}</span>}
    </Badge>
  );
}

/**
 * One change: its class badge, then its text. On phones the text flows on under the badge;
 * from 640 px the badges form a column of their own.
 */
export function ChangeLine({ text }: { text: string }) {
  const kind = classifyChange(text);
  return (
    <li
      className="text-sm leading-6 break-words text-foreground/90 sm:grid sm:grid-cols-[auto_1fr] sm:items-start sm:gap-x-3"
      data-testid="change-line"
    >
      <ChangeKindBadge
        kind={kind}
        className="mr-2 align-[0.0625rem] sm:mt-px sm:mr-0 sm:min-w-[7.25rem] sm:justify-start"
      />
      <span>{text}</span>
    </li>
  );
}
