import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** What a field hands its control: the hint and message to read out, and whether it is invalid. */
export interface FieldControl {
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/**
 * The one labelled field of the app: the label, the control, its rule (hint) under it and then
 * its validation message, both wired to the control for screen readers (the message first).
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  className?: string;
  children(control: FieldControl): React.ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ');
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its rule (hint) and validation message wired up for screen readers. */
export function FormField({
  id,
  label,
  error,
  hint,
  ...inputProps
}: { id: string; label: string; error?: string; hint?: string } & React.ComponentProps<typeof Input>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => <Input id={id} {...control} {...inputProps} />}
    </Field>
  );
}
