import {
  type ChangePasswordForm,
  CURRENT_PASSWORD_INCORRECT,
  CURRENT_PASSWORD_REQUIRED,
  changePasswordFormSchema,
  PASSWORD_RULES_HINT,
  type User,
} from '@shared/api/auth';
import { type FormEvent, useId, useState } from 'react';
import { DialogFrame } from '@/components/dialog-frame';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { ApiError, errorText } from '@/lib/api';
import { fieldErrors } from '@/lib/form-errors';
import { useChangePassword, useLogout } from '../../lib/session';

type Field = keyof ChangePasswordForm;
/** The form's fields, in order: the first with an error takes the focus. */
const FIELDS: { field: Field; label: string; autoComplete: string; hint?: string }[] = [
  { field: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'New password', autoComplete: 'new-password', hint: PASSWORD_RULES_HINT },
  { field: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

export interface ChangePasswordDialogProps {
  user: User;
  open: boolean;
  onOpenChange(open: boolean): void;
  /**
   * The password no longer meets the rules: the dialog cannot be dismissed (no close button,
   * Escape or outside click), only answered, or left by signing out.
   */
  required?: boolean;
}

/** 'Change password', from the account menu; also shown, and required, after a sign-in with an outdated password. */
export function ChangePasswordDialog(props: ChangePasswordDialogProps) {
  const { required = false } = props;
  const hold = (event: Event) => {
    if (required) event.preventDefault();
  };
  return (
    <DialogFrame
      open={props.open}
      onOpenChange={(open) => !required && props.onOpenChange(open)}
      data-testid="change-password-dialog"
      hideClose={required}
      onEscapeKeyDown={hold}
      onInteractOutside={hold}
      title={required ? 'Choose a new password' : 'Change password'}
      description={
        required
          ? 'Your password no longer meets our rules: passwords now need at least 8 characters and must not be your username or one of the most common passwords. Please choose a new one to continue.'
          : 'Any other device signed in to your account will be signed out.'
      }
    >
      {/* Fresh each time the dialog opens (the content unmounts when it closes). */}
      <ChangePasswordFormBody
        user={props.user}
        required={required}
        onDone={() => props.onOpenChange(false)}
      />
    </DialogFrame>
  );
}

function ChangePasswordFormBody(props: { user: User; required: boolean; onDone(): void }) {
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field}`;
  const [form, setForm] = useState<ChangePasswordForm>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const change = useChangePassword();
  const logout = useLogout();

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm({ ...form, [field]: event.target.value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const showErrors = (found: Partial<Record<Field | 'form', string>>) => {
    setErrors(found);
    const first = FIELDS.find(({ field }) => found[field])?.field;
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordFormSchema(props.user.username).safeParse(form);
    if (!parsed.success) return showErrors(fieldErrors(parsed.error));
    setErrors({});
    change.mutate(
      { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword },
      {
        onSuccess: props.onDone,
        onError: (error) => {
          const message = errorText(error, 'Could not change the password.');
          if (!(error instanceof ApiError) || error.status >= 500) return showErrors({ form: message });
          // Too many tries and a wrong current password are about the current password; any
          // other refusal is a rule the new one breaks (the common list is checked only there).
          const aboutCurrent =
            error.status === 429 ||
            message === CURRENT_PASSWORD_INCORRECT ||
            message === CURRENT_PASSWORD_REQUIRED;
          showErrors({ [aboutCurrent ? 'currentPassword' : 'newPassword']: message });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {/* For password managers: whose password this is. */}
      <input type="text" hidden readOnly autoComplete="username" value={props.user.username} />
      {FIELDS.map(({ field, label, autoComplete, hint }) => (
        <FormField
          key={field}
          id={fieldId(field)}
          label={label}
          type="password"
          autoComplete={autoComplete}
          hint={hint}
          value={form[field]}
          error={errors[field]}
          onChange={set(field)}
        />
      ))}
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      )}
      <DialogFooter className="mt-2">
        {props.required ? (
          <Button type="button" variant="outline" disabled={logout.isPending} onClick={() => logout.mutate()}>
            {logout.isPending ? 'Signing out...' : 'Sign Out'}
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={props.onDone}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing password...' : 'Change password'}
        </Button>
      </DialogFooter>
    </form>
  );
}
