import { useRef } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api';
import { type ChangelogEntry, useSaveChangelogEntry } from './changelog-api';
import { EntryForm, type SubmitOutcome } from './entry-form-view';

interface ChangelogEntryDialogProps {
  /** The entry to edit, or null to add one. */
  entry: ChangelogEntry | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Once closed, with the date the entry now has after a save, or null: focus is the page's
   * to place (the button that opened the dialog may be gone after a rename).
   */
  onClosed: (savedDate: string | null) => void;
}

/** 'Edit Changelog Entry' (docs/product.md, 'Changelog') and its twin for a new entry. */
export function ChangelogEntryDialog({ entry, open, onOpenChange, onClosed }: ChangelogEntryDialogProps) {
  const save = useSaveChangelogEntry();
  // Set on success, for onClosed.
  const savedDate = useRef<string | null>(null);
  const submit = (date: string, changes: string[]) =>
    new Promise<SubmitOutcome>((resolve) =>
      save.mutate(
        { oldDate: entry?.date ?? null, date, changes },
        {
          onSuccess: (saved) => {
            resolve({ saved: true });
            savedDate.current = saved.date;
            onOpenChange(false);
          },
          // 4xx answers explain themselves (e.g. a date another entry already has).
          onError: (error) =>
            resolve({
              saved: false,
              message: error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined,
            }),
        },
      ),
    );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // While the request runs, the answer decides when the dialog closes.
        if (!save.isPending) onOpenChange(next);
      }}
    >
      <DialogContent
        className="sm:max-w-xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const date = savedDate.current;
          savedDate.current = null;
          onClosed(date);
        }}
      >
        {/* A fresh form each time the dialog opens on an entry. */}
        <EntryForm
          key={entry?.date ?? '\u0000new'}
          entry={entry}
          pending={save.isPending}
          onSubmit={submit}
        />
      </DialogContent>
    </Dialog>
  );
}
