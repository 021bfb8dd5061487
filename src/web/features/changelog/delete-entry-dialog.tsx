import { Loader2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
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
    <AlertDialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed(remove.isSuccess);
          remove.reset();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this changelog entry?</AlertDialogTitle>
          <AlertDialogDescription>
            The entry for <strong className="font-semibold text-foreground">{entry?.date}</strong> and its{' '}
            {changeCount(entry?.changes.length ?? 0)} will be removed from the public changelog. This cannot
            be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            destructive
            disabled={remove.isPending}
            onClick={(event) => {
              // Stay open until the server has answered.
              event.preventDefault();
              if (entry) remove.mutate(entry.date, { onSettled: onClose });
            }}
          >
            {remove.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
            {remove.isPending ? 'Deleting...' : 'Delete Entry'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
