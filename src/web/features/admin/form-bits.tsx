import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
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

/** A labelled field of the admin dialogs with its hint or error wired to the control. */
function Field(
  props: FieldProps & {
    id: string;
    error?: string;
    children: (describedBy: string | undefined, invalid: true | undefined) => ReactNode;
  },
) {
  const noteId = props.error || props.hint ? `${props.id}-note` : undefined;
  return (
    <div className={props.wide ? 'grid gap-1.5 sm:col-span-2' : 'grid content-start gap-1.5'}>
      <Label htmlFor={props.id}>
        {props.label}
        {props.required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </Label>
      {props.children(noteId, props.error ? true : undefined)}
      {props.error ? (
        <p id={noteId} className="text-xs font-medium text-destructive">
          {props.error}
        </p>
      ) : props.hint ? (
        <p id={noteId} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
    </div>
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
    wiring: (describedBy: string | undefined, invalid: true | undefined) => ({
      id,
      value,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValue(event.target.value),
      'aria-describedby': describedBy,
      'aria-invalid': invalid,
    }),
    rest,
  };
}

export function InputField(props: TextFieldProps<'input'>) {
  const { field, wiring, rest } = split(props);
  return (
    <Field {...field}>
      {(describedBy, invalid) => <Input {...wiring(describedBy, invalid)} {...rest} />}
    </Field>
  );
}

export function TextareaField(props: TextFieldProps<'textarea'>) {
  const { field, wiring, rest } = split(props);
  return (
    <Field {...field}>
      {(describedBy, invalid) => <Textarea {...wiring(describedBy, invalid)} {...rest} />}
    </Field>
  );
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
    <Field id={id} error={error} {...field}>
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
    </Field>
  );
}
