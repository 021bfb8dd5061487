import type { ExperimentSummary } from '@shared/api/experiments';
import { CheckCircle2, Copy, ExternalLink, FlaskConical, ImageOff, Rocket, Square } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { copyText } from '@/lib/page-files';
import { cn } from '@/lib/utils';
import { type ExperimentState, experimentState, STATE_LABELS } from './experiment-model';

const STATE_LOOK: Record<ExperimentState, { icon: typeof FlaskConical; className: string }> = {
  running: { icon: FlaskConical, className: 'border-transparent bg-primary/10 text-primary' },
  winner: { icon: CheckCircle2, className: 'border-transparent bg-emerald-100 text-emerald-800' },
  promoted: { icon: Rocket, className: 'border-transparent bg-emerald-600 text-white' },
  ended: { icon: Square, className: 'border-transparent bg-muted text-muted-foreground' },
};

/** 'Running', 'Winner called', 'Promoted' or 'Ended', with its icon and colour. */
export function StateBadge(props: {
  experiment: Pick<ExperimentSummary, 'status' | 'winnerPageId'>;
  className?: string;
}) {
  const state = experimentState(props.experiment);
  const look = STATE_LOOK[state];
  const Icon = look.icon;
  return (
    <Badge variant="secondary" className={cn(look.className, props.className)} data-testid="experiment-state">
      <Icon aria-hidden="true" />
      {STATE_LABELS[state]}
    </Badge>
  );
}

async function copyLink(url: string) {
  try {
    await copyText(url);
    toast({ title: 'Copied!', description: 'The experiment’s link is on your clipboard.' });
  } catch {
    toast({ title: 'Copy failed', description: 'Could not copy the link.', variant: 'destructive' });
  }
}

/**
 * Where the split is served: the address (a link, cut with an ellipsis, whole in its title),
 * 'Copy link' and, when `open` is asked for, 'Open'. A comparison of pasted pages has none.
 */
export function ExperimentAddress(props: {
  url: string | null;
  /** Icon-only Copy (a list row), or buttons with their words and 'Open' (the results). */
  compact?: boolean;
  className?: string;
}) {
  if (!props.url)
    return (
      <p className={cn('text-sm text-muted-foreground', props.className)} data-testid="experiment-address">
        Pasted pages, no address
      </p>
    );
  const { url } = props;
  // In a list row the path alone ('/p/spring-sale'): the host is the same on every row, and
  // cut short it would hide the part that tells them apart.
  const shown = props.compact ? url.replace(/^https?:\/\/[^/]+/, '') : url.replace(/^https?:\/\//, '');
  // Inline, so the icon follows the last line of an address that wraps.
  const link = (
    <span className="min-w-0 text-sm leading-5">
      <a
        href={url}
        target="_blank"
        rel="noopener"
        title={url}
        data-testid="experiment-url"
        className="rounded-sm font-medium text-primary underline-offset-4 outline-none [overflow-wrap:anywhere] hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        {/* Whole, never cut: a long slug wraps where it must (it has no spaces to wrap at). */}
        {shown}
        <ExternalLink aria-hidden="true" className="ml-1.5 inline size-3.5 align-[-2px]" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </span>
  );
  if (props.compact)
    return (
      <div
        className={cn('flex min-w-0 items-center gap-1', props.className)}
        data-testid="experiment-address"
      >
        {link}
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 shrink-0"
          aria-label={`Copy link ${url}`}
          title="Copy link"
          onClick={() => void copyLink(url)}
        >
          <Copy aria-hidden="true" />
        </Button>
      </div>
    );
  return (
    <div className={cn('grid min-w-0 gap-2', props.className)} data-testid="experiment-address">
      {link}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copyLink(url)}>
          <Copy aria-hidden="true" />
          Copy link
        </Button>
        <a
          href={url}
          target="_blank"
          rel="noopener"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <ExternalLink aria-hidden="true" />
          Open
          <span className="sr-only">the experiment’s address in a new tab</span>
        </a>
      </div>
    </div>
  );
}

/** A variant's page as a small picture; a quiet placeholder without one (or when it fails). */
export function VariantThumbnail(props: { url: string | null; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = props.url && failed !== props.url ? props.url : null;
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative aspect-[16/10] shrink-0 overflow-hidden rounded-md border bg-gradient-to-br from-muted to-muted/40',
        props.className,
      )}
      data-testid="variant-thumbnail"
    >
      {src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
          className="absolute inset-0 size-full object-cover object-top"
        />
      ) : (
        <ImageOff className="absolute top-1/2 left-1/2 size-4 -translate-1/2 text-muted-foreground/60" />
      )}
    </div>
  );
}
