import { Loader2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type ChangelogEntry, useDeleteChangelogEntry } from './changelog-api';
import { changeCount } from './entry-form';

interface DeleteEntryDialogProps {
  /** The entry to delete; the dialog is open while one is set. */
  entry: ChangelogEntry | null;
  onClose: () => void;
  /** Once closed, whether the entry was deleted: focus is the page's to place (its buttons may be gone). */
  onClosed: (deleted: boolean) => void;
}

/** Deleting an entry asks first, in the destructive style; it stays open until the server answers. */
export function DeleteEntryDialog({ entry, onClose, onClosed }: DeleteEntryDialogProps) {
  const remove = useDeleteChangelogEntry();
  return (
    <ConfirmDialog
      open={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed(remove.isSuccess);
        remove.reset();
      }}
      title="Delete this changelog entry?"
      description={
        <>
          The entry for <strong className="font-semibold text-foreground">{entry?.date}</strong> and its{' '}
          {changeCount(entry?.changes.length ?? 0)} will be removed from the public changelog. This cannot be
          undone.
        </>
      }
      keepOpen
      pending={remove.isPending}
      confirmLabel={
        remove.isPending ? (
          <>
            <Loader2 aria-hidden="true" className="animate-spin" />
            Deleting...
          </>
        ) : (
          'Delete Entry'
        )
      }
      onConfirm={() => entry && remove.mutate(entry.date, { onSettled: onClose })}
    />
  );
}
