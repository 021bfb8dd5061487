import { type ChangeEvent, useRef, useState } from 'react';
import { useHydrated, useKeepEarlyInput } from '@/lib/hydration';

/**
 * The state of a sign-in or sign-up form. Both pages arrive pre-rendered: `ready` is false until
 * React owns the form (a press before would submit it natively, a reload that loses what was
 * typed, so the submit button waits for it), and what was typed meanwhile is kept.
 * `field(key)` wires one FormField: id and name (the key), value, error, change.
 */
export function useAuthForm<T extends Record<string, string>>(initial: T) {
  const ready = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<T>(initial);
  useKeepEarlyInput(formRef, setValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (key: keyof T & string) => ({
    id: key,
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });
  return { values, setErrors, field, formRef, ready };
}
