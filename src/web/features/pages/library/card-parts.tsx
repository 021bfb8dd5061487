import { CalendarDays, ChevronDown, Image, Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { formatDate, plural } from '../../../lib/format';

/** Reference URL and image counts of a page (shown only when it has any). */
export function ReferenceBadges(props: { urlCount: number; imageCount: number }) {
  if (props.urlCount === 0 && props.imageCount === 0) return null;
  return (
    <div className="flex flex-wrap gap-1.5">
      {props.urlCount > 0 && (
        <Badge variant="secondary" data-testid="reference-url-badge">
          <Link2 aria-hidden="true" />
          {plural(props.urlCount, 'URL')}
        </Badge>
      )}
      {props.imageCount > 0 && (
        <Badge variant="secondary" data-testid="reference-image-badge">
          <Image aria-hidden="true" />
          {plural(props.imageCount, 'image')}
        </Badge>
      )}
    </div>
  );
}

/** The original prompt, collapsed until asked for. */
export function PromptDisclosure(props: { prompt: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!props.prompt.trim()) return null;
  return (
    <div className={cn('text-sm', props.className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 rounded-sm text-xs font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        <ChevronDown
          aria-hidden="true"
          className={cn('size-3.5 transition-transform', open && 'rotate-180')}
        />
        Original prompt
      </button>
      <p
        id={id}
        hidden={!open}
        className="mt-1.5 max-h-40 overflow-y-auto rounded-md bg-muted/60 p-2.5 text-xs leading-relaxed break-words whitespace-pre-wrap text-muted-foreground"
      >
        {open ? props.prompt : null}
      </p>
    </div>
  );
}

/** When a card's page was created, in its line of facts. */
export function CreatedOn({ iso }: { iso: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <CalendarDays aria-hidden="true" className="size-3.5" />
      <time dateTime={iso}>{formatDate(iso)}</time>
    </span>
  );
}
