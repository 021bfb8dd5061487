import { type ComponentProps, type ReactNode, useState } from 'react';
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

/**
 * A confirmation that needs an explicit answer. Deletions ask first, in destructive style
 * (docs/product.md, 'Page cards'); a non-destructive one (saving over the version limit) passes
 * `destructive={false}`.
 */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  /** Under the description, e.g. the warning of what a save removes. */
  children?: ReactNode;
  confirmLabel: ReactNode;
  onConfirm(): void;
  destructive?: boolean;
  /**
   * The dialog stays open after Confirm until the caller closes it (when its request has
   * settled), so a failure can be seen where it was asked for.
   */
  keepOpen?: boolean;
  /** While the confirmed request runs: both buttons are disabled and the dialog cannot be dismissed. */
  pending?: boolean;
  onCloseAutoFocus?: ComponentProps<typeof AlertDialogContent>['onCloseAutoFocus'];
}) {
  const { destructive = true, pending = false } = props;
  return (
    <AlertDialog
      open={props.open}
      onOpenChange={(open) => {
        if (open || !pending) props.onOpenChange(open);
      }}
    >
      <AlertDialogContent onCloseAutoFocus={props.onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{props.title}</AlertDialogTitle>
          <AlertDialogDescription>{props.description}</AlertDialogDescription>
          {props.children}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            destructive={destructive}
            disabled={pending}
            onClick={(event) => {
              if (props.keepOpen) event.preventDefault();
              props.onConfirm();
            }}
          >
            {props.confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * A confirm that is mounted only while it asks (a dashboard shows cards by the hundred):
 * `ask` opens it, `dialog` goes where it renders.
 */
export function useConfirm(props: Omit<ComponentProps<typeof ConfirmDialog>, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return {
    ask: () => setOpen(true),
    dialog: open ? <ConfirmDialog open onOpenChange={setOpen} {...props} /> : null,
  };
}
