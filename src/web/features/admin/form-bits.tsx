import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

/** A labelled field of the admin dialogs with its hint or error wired to the control. */
export function Field(props: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: (describedBy: string | undefined, invalid: true | undefined) => ReactNode;
}) {
  const noteId = props.error || props.hint ? `${props.id}-note` : undefined;
  return (
    <div className={props.className ?? 'grid content-start gap-1.5'}>
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
