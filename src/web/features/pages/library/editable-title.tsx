import { Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { renamePage } from './library-api';
import { titleToSave } from './library-view';

/**
 * A page title that edits in place: Enter (or leaving the field) saves the trimmed title
 * when it changed, Escape cancels; an unchanged or blank title sends nothing.
 */
export function EditableTitle(props: { pageId: number; title: string; className?: string }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(props.title);
  const editButton = useRef<HTMLButtonElement>(null);
  const done = useRef(false);

  const start = () => {
    done.current = false;
    setDraft(props.title);
    setEditing(true);
  };
  const finish = (save: boolean) => {
    if (done.current) return;
    done.current = true;
    setEditing(false);
    const next = save ? titleToSave(props.title, draft) : null;
    if (next !== null) renamePage({ id: props.pageId, title: next });
    // Back to the pencil, so keyboard users keep their place.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  if (editing) {
    return (
      <Input
        autoFocus
        value={draft}
        maxLength={200}
        aria-label="Page title"
        onChange={(event) => setDraft(event.target.value)}
        onFocus={(event) => event.target.select()}
        onBlur={() => finish(true)}
        onKeyDown={(event) => {
          // Keep these keys away from drag and drop and dialogs around the card.
          if (event.key === 'Enter') {
            event.preventDefault();
            event.stopPropagation();
            finish(true);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            finish(false);
          }
        }}
        className={cn('h-8 font-semibold', props.className)}
      />
    );
  }

  return (
    <div className="flex min-w-0 items-start gap-1">
      <h3
        className={cn(
          'line-clamp-2 min-w-0 flex-1 py-1 leading-6 font-semibold break-words',
          props.className,
        )}
        title={props.title}
        onDoubleClick={start}
      >
        {props.title}
      </h3>
      <Button
        ref={editButton}
        variant="ghost"
        size="icon"
        className="size-8 shrink-0 text-muted-foreground"
        onClick={start}
        aria-label={`Rename ${props.title}`}
      >
        <Pencil aria-hidden="true" />
      </Button>
    </div>
  );
}
