import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/session';
import { type ChangelogEntry, useChangelog } from './changelog-api';
import { ChangelogEntryCard } from './changelog-entry-card';
import { ChangelogEntryDialog } from './changelog-entry-dialog';
import { EmptyChangelog, SuggestFeature } from './changelog-notes';
import { DeleteEntryDialog } from './delete-entry-dialog';

/** The entry dialog: open or not, on an entry (edit) or on none (add). */
interface EntryDialogState {
  open: boolean;
  entry: ChangelogEntry | null;
}

/**
 * /changelog (docs/product.md, 'Changelog'): public, newest entry first, each change badged by
 * keyword. Admins (role admin) also add, edit and delete entries.
 */
export function ChangelogPage() {
  const { data } = useChangelog();
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const [dialog, setDialog] = useState<EntryDialogState>({ open: false, entry: null });
  const [deleting, setDeleting] = useState<ChangelogEntry | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The button that opened a dialog gets focus back when it closes (it is not a Radix trigger).
  const opener = useRef<HTMLElement | null>(null);

  /** Where focus goes when a dialog closes: a saved entry's edit button, else the opener. */
  const restoreFocus = (savedDate: string | null) => {
    const saved =
      savedDate === null
        ? null
        : document.querySelector<HTMLElement>(`[data-edit-date="${CSS.escape(savedDate)}"]`);
    const target = saved ?? (opener.current?.isConnected ? opener.current : addButton.current);
    opener.current = null;
    target?.focus();
  };
  const openDialog = (button: HTMLElement, entry: ChangelogEntry | null) => {
    opener.current = button;
    setDialog({ open: true, entry });
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-primary">What's new</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Changelog</h1>
          <p className="mt-2 max-w-xl text-muted-foreground">
            Track the latest features, improvements and fixes in Pagecraft.
          </p>
        </div>
        {isAdmin && (
          <Button
            ref={addButton}
            className="w-full sm:w-auto"
            onClick={(event) => openDialog(event.currentTarget, null)}
          >
            <Plus aria-hidden="true" />
            Add Entry
          </Button>
        )}
      </header>

      {/* The heading is pre-rendered (src/web/entry-prerender.tsx); the entries load here. */}
      {data === undefined ? (
        <div className="mt-10 flex justify-center py-16">
          <Spinner className="size-8" label="Loading changelog..." />
        </div>
      ) : data.length === 0 ? (
        <EmptyChangelog />
      ) : (
        <ol
          aria-label="Changelog entries"
          className="relative mt-10 grid gap-6 sm:before:absolute sm:before:top-2 sm:before:bottom-2 sm:before:left-3.5 sm:before:w-px sm:before:bg-border"
        >
          {data.map((entry, index) => (
            <ChangelogEntryCard
              key={entry.date}
              entry={entry}
              latest={index === 0}
              admin={
                isAdmin
                  ? {
                      onEdit: (button) => openDialog(button, entry),
                      onDelete: (button) => {
                        opener.current = button;
                        setDeleting(entry);
                      },
                    }
                  : undefined
              }
            />
          ))}
        </ol>
      )}

      <SuggestFeature />

      {isAdmin && (
        <>
          <ChangelogEntryDialog
            entry={dialog.entry}
            open={dialog.open}
            onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
            onClosed={restoreFocus}
          />
          <DeleteEntryDialog
            entry={deleting}
            onClose={() => setDeleting(null)}
            onClosed={(deleted) => (deleted ? addButton.current?.focus() : restoreFocus(null))}
          />
        </>
      )}
    </div>
  );
}
