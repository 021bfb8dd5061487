import { CircleAlert, PencilLine, RotateCcw, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { LimitHit } from './plan-room';

/**
 * The way forward from a generation that failed: try again, edit the prompt and options (both
 * kept); when a plan limit stopped it, Upgrade and Edit prompt only (trying again would be
 * refused the same way). Focus moves here when it appears, so
 * keyboard and screen-reader users land on the choices.
 */
export function GenerationFailedCard(props: {
  /** The plan limit that stopped the generation; null for any other failure. */
  limit: LimitHit | null;
  onRetry(): void;
  onEditPrompt(): void;
  className?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { limit } = props;
  return (
    <Card
      role="region"
      aria-labelledby="generation-failed-heading"
      className={cn('min-w-0 gap-4 border-destructive/40 py-5', props.className)}
      data-testid="generation-failed"
    >
      <CardHeader className="flex items-start gap-3 px-5">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-destructive/10 text-destructive">
          <CircleAlert aria-hidden="true" className="size-5" />
        </span>
        <div className="grid min-w-0 gap-1">
          <h2
            id="generation-failed-heading"
            ref={heading}
            tabIndex={-1}
            className="leading-tight font-semibold outline-none"
          >
            {limit ? 'Your plan has no room for this' : 'The page was not generated'}
          </h2>
          <p className="text-sm break-words text-muted-foreground">
            {limit
              ? `${limit.message} ${limit.remedy}`
              : 'The chat says what went wrong. Your prompt and options are kept: try again, or change them first.'}
          </p>
        </div>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2 px-5">
        {limit && (
          <Button asChild>
            <Link href="/upgrade">
              <Sparkles aria-hidden="true" />
              Upgrade
            </Link>
          </Button>
        )}
        {!limit && (
          <Button onClick={props.onRetry}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        )}
        <Button variant="outline" onClick={props.onEditPrompt}>
          <PencilLine aria-hidden="true" />
          Edit prompt
        </Button>
      </CardContent>
    </Card>
  );
}
