import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { Parsed } from './admin-forms';
import { useReturnFocus } from './admin-parts';

/** Closed, creating, or editing one item: what opens the plan and coupon dialogs. */
export type FormDialogState<Item> = { mode: 'create' } | { mode: 'edit'; item: Item } | null;

/**
 * The form state of an admin create/edit dialog: reset from the item whenever the dialog opens,
 * a field's message cleared as it is edited (the next submit checks it again), and on submit
 * either the parsed body handed on or the messages shown with the first bad field focused
 * (its element id is `${idPrefix}-${field}`).
 */
export function useDialogForm<Item, Form, Body>(options: {
  state: FormDialogState<Item>;
  initial: (item: Item | null) => Form;
  parse: (form: Form) => Parsed<Body>;
  idPrefix: string;
  onValid: (body: Body, editing: Item | null) => void;
}) {
  const { state, initial } = options;
  const [form, setForm] = useState<Form>(() => initial(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const editing = state?.mode === 'edit' ? state.item : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens or changes item
  useEffect(() => {
    if (!state) return;
    setForm(initial(state.mode === 'edit' ? state.item : null));
    setErrors({});
  }, [state]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [key as string]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = options.parse(form);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      document.getElementById(`${options.idPrefix}-${Object.keys(parsed.errors)[0]}`)?.focus();
      return;
    }
    setErrors({});
    options.onValid(parsed.value, editing);
  };

  return { form, errors, editing, set, submit };
}

/** The shell of an admin create/edit dialog: title, description, fields, Cancel and submit. */
export function FormDialog(props: {
  open: boolean;
  onClose(): void;
  onSubmit(event: FormEvent): void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus(props.open);
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={returnFocus}>
        <form onSubmit={props.onSubmit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogDescription>{props.description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">{props.children}</div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={props.pending}>
              {props.pending ? 'Saving...' : props.submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
