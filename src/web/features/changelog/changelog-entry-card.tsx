import { CalendarDays, Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ChangeLine } from './change-line';
import type { ChangelogEntry } from './changelog-api';
import { changeCount } from './entry-form';

interface ChangelogEntryCardProps {
  entry: ChangelogEntry;
  latest: boolean;
  /** Present for admins only: the edit and delete buttons show. */
  admin?: { onEdit: (button: HTMLElement) => void; onDelete: (button: HTMLElement) => void };
}

/** One dated entry of the timeline: date, '{n} change(s)', its changes, and admin actions. */
export function ChangelogEntryCard({ entry, latest, admin }: ChangelogEntryCardProps) {
  const headingId = useId();
  return (
    <li className="relative sm:pl-10" data-testid="changelog-entry" data-date={entry.date}>
      {/* The timeline dot, on the rail drawn by the list (wider screens only). */}
      <span
        aria-hidden="true"
        className={
          latest
            ? 'absolute top-7 left-[0.4375rem] hidden size-3.5 rounded-full border-2 border-background bg-primary ring-4 ring-primary/15 sm:block'
            : 'absolute top-7 left-2 hidden size-3 rounded-full border-2 border-background bg-muted-foreground/40 sm:block'
        }
      />
      <Card
        aria-labelledby={headingId}
        role="article"
        className="gap-4 py-5 transition-shadow hover:shadow-md"
      >
        <CardHeader className="flex items-start justify-between gap-3 px-4 sm:px-6">
          <div className="grid min-w-0 gap-2">
            <h2 id={headingId} className="flex items-center gap-2 text-lg leading-tight font-semibold">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="break-words">{entry.date}</span>
            </h2>
            <div className="flex flex-wrap items-center gap-1.5">
              <Badge variant="secondary" data-testid="change-count">
                {changeCount(entry.changes.length)}
              </Badge>
              {latest && <Badge className="bg-primary/10 text-primary">Latest</Badge>}
            </div>
          </div>
          {admin && (
            <div className="-mt-1 -mr-2 flex shrink-0 items-center gap-0.5">
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="text-muted-foreground hover:text-foreground"
                aria-label={`Edit entry ${entry.date}`}
                title="Edit entry"
                data-edit-date={entry.date}
                onClick={(event) => admin.onEdit(event.currentTarget)}
              >
                <Pencil />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
                aria-label={`Delete entry ${entry.date}`}
                title="Delete entry"
                onClick={(event) => admin.onDelete(event.currentTarget)}
              >
                <Trash2 />
              </Button>
            </div>
          )}
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <ul className="grid gap-3" aria-label={`Changes on ${entry.date}`}>
            {entry.changes.map((change, index) => (
              // Lines may repeat; their position is their identity.
              <ChangeLine key={index} text={change} />
            ))}
          </ul>
        </CardContent>
      </Card>
    </li>
  );
}
