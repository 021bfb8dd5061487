import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { Field, type FieldControl } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

/** What a field of an admin dialog is bound to: its element id, value and message (useDialogForm's `field`). */
export interface BoundField {
  id: string;
  value: string;
  error?: string;
  onValue(value: string): void;
}

interface FieldProps {
  label: string;
  required?: boolean;
  hint?: string;
  /** Across both columns of the dialog. */
  wide?: boolean;
}

/** A number of things, where empty means no limit ('Max uses', 'Max landing pages'). */
export const UNLIMITED_COUNT = {
  hint: 'Empty = unlimited',
  type: 'number',
  inputMode: 'numeric',
  step: '1',
  placeholder: 'Unlimited',
} as const;

/** An amount of money or a percentage, to the cent. */
export const AMOUNT = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;

/** A field of the admin dialogs: the app's labelled field, with a mark when required and across both columns when wide. */
function AdminField(
  props: FieldProps & { id: string; error?: string; children(control: FieldControl): ReactNode },
) {
  return (
    <Field
      id={props.id}
      error={props.error}
      hint={props.hint}
      className={props.wide ? 'sm:col-span-2' : undefined}
      label={
        <>
          {props.label}
          {props.required && (
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          )}
        </>
      }
    >
      {props.children}
    </Field>
  );
}

type TextFieldProps<C extends 'input' | 'textarea'> = BoundField &
  FieldProps &
  Omit<ComponentProps<C>, 'id' | 'value' | 'onChange' | 'required'>;

/** A text field's props split: the field's, the control's wiring, and the rest for the control. */
function split<P extends BoundField & FieldProps>(props: P) {
  const { id, value, error, onValue, label, required, hint, wide, ...rest } = props;
  return {
    field: { id, error, label, required, hint, wide },
    wiring: (control: FieldControl) => ({
      id,
      value,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValue(event.target.value),
      ...control,
    }),
    rest,
  };
}

export function InputField(props: TextFieldProps<'input'>) {
  const { field, wiring, rest } = split(props);
  return <AdminField {...field}>{(control) => <Input {...wiring(control)} {...rest} />}</AdminField>;
}

export function TextareaField(props: TextFieldProps<'textarea'>) {
  const { field, wiring, rest } = split(props);
  return <AdminField {...field}>{(control) => <Textarea {...wiring(control)} {...rest} />}</AdminField>;
}

export function SelectField({
  id,
  value,
  error,
  onValue,
  options,
  ...field
}: BoundField & FieldProps & { options: { value: string; label: string }[] }) {
  return (
    <AdminField id={id} error={error} {...field}>
      {() => (
        <Select value={value} onValueChange={onValue}>
          <SelectTrigger id={id}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </AdminField>
  );
}
