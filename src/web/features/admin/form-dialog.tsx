import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { DialogFrame } from '@/components/dialog-frame';
import { Button } from '@/components/ui/button';
import type { Parsed } from './admin-forms';
import { useReturnFocus } from './admin-parts';
import type { BoundField } from './form-bits';

/** Closed, creating, or editing one item: what opens the plan and coupon dialogs. */
export type FormDialogState<Item> = { mode: 'create' } | { mode: 'edit'; item: Item } | null;

/** The fields of a form held as text (the choices of a select are text too). */
type TextKey<Form> = { [K in keyof Form]: Form[K] extends string ? K & string : never }[keyof Form];

/** What the fields of an item dialog are drawn from. */
export interface DialogForm<Form> {
  form: Form;
  /** A text field's binding: its element id, value, message, and what typing in it does. */
  field<K extends TextKey<Form>>(key: K): BoundField;
  set<K extends keyof Form>(key: K, value: Form[K]): void;
}

/**
 * The form state of an admin create/edit dialog: reset from the item whenever the dialog opens,
 * a field's message cleared as it is edited (the next submit checks it again), and on submit
 * either the parsed body handed on or the messages shown with the first bad field focused
 * (its element id is `${idPrefix}-${field}`).
 */
function useDialogForm<Item, Form, Body>(options: {
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

  const field = <K extends TextKey<Form>>(key: K): BoundField => ({
    id: `${options.idPrefix}-${key}`,
    value: form[key] as string,
    error: errors[key],
    onValue: (value) => set(key, value as Form[K]),
  });

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

  return { editing, submit, fields: { form, field, set } satisfies DialogForm<Form> };
}

/**
 * An admin create/edit dialog ('Create New Plan' / 'Edit Plan'): title, description, the fields
 * in two columns, Cancel and submit; it closes once the item is saved.
 */
export function ItemDialog<Item extends { id: number }, Form, Body>(props: {
  state: FormDialogState<Item>;
  onClose(): void;
  /** 'Plan': the title says 'Create New Plan' or 'Edit Plan', the button 'Create Plan' or 'Update Plan'. */
  noun: string;
  description: string | { create: string; edit: string };
  initial(item: Item | null): Form;
  parse(form: Form): Parsed<Body>;
  /** The fields' element ids start with it. */
  idPrefix: string;
  save: {
    mutate(vars: { id: number | null; body: Body }, options: { onSuccess(): void }): void;
    isPending: boolean;
  };
  children(form: DialogForm<Form>): ReactNode;
}) {
  const { state, onClose, noun, description, save } = props;
  const open = state !== null;
  const returnFocus = useReturnFocus(open);
  const { editing, submit, fields } = useDialogForm({
    state,
    initial: props.initial,
    parse: props.parse,
    idPrefix: props.idPrefix,
    onValid: (body, item) => save.mutate({ id: item?.id ?? null, body }, { onSuccess: onClose }),
  });

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => !next && onClose()}
      onCloseAutoFocus={returnFocus}
      size="xl"
      onSubmit={submit}
      title={editing ? `Edit ${noun}` : `Create New ${noun}`}
      description={
        typeof description === 'string' ? description : editing ? description.edit : description.create
      }
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : editing ? `Update ${noun}` : `Create ${noun}`}
          </Button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">{props.children(fields)}</div>
    </DialogFrame>
  );
}
