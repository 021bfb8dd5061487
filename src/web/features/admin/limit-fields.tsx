import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatCount } from '@/lib/format';
import { byKind, type LimitInputs, type Parsed } from './admin-forms';

interface LimitFieldsProps<K extends string> {
  idPrefix: string;
  /** The limits in the form, in order: the monthly allowances, or the per-request token kinds. */
  kinds: readonly K[];
  form: LimitInputs<K>;
  errors: Record<string, string>;
  labels: Record<K, string>;
  /** Read after the label by screen readers: 'per month', 'tokens per request'. */
  labelSuffix: string;
  max: Record<K, number>;
  /** What an empty input means, shown as its placeholder: 'Unlimited' or the default, '16,000'. */
  empty: Record<K, string>;
  /** After the maximum in the hint: ' · default 16,000'. */
  hints?: Record<K, string>;
  onChange(kind: K, value: string): void;
}

/** Wider screens: one column per input, four in two rows of two until there is room for four. */
const COLUMNS: Record<number, string> = {
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 xl:grid-cols-4',
};

/**
 * A number input per kind (generate / modify / variation, and chat questions for the monthly
 * allowances) with its maximum and what empty means. Phones get one compact row per field
 * (label left, input right), wider screens columns. No `max` attribute: a larger value is
 * clamped on save, not blocked by the browser.
 */
function LimitFields<K extends string>(props: LimitFieldsProps<K>) {
  return (
    <div className={`grid gap-3 sm:gap-4 ${COLUMNS[props.kinds.length] ?? 'sm:grid-cols-3'}`}>
      {props.kinds.map((kind) => {
        const id = `${props.idPrefix}-${kind}`;
        const error = props.errors[kind];
        return (
          <div
            key={kind}
            className="grid grid-cols-[1fr_8rem] items-center gap-x-3 gap-y-0.5 sm:grid-cols-1 sm:content-start sm:items-stretch sm:gap-y-1.5"
          >
            <Label htmlFor={id}>
              {props.labels[kind]}
              <span className="sr-only"> {props.labelSuffix}</span>
            </Label>
            <Input
              id={id}
              type="number"
              inputMode="numeric"
              step={1}
              value={props.form[kind]}
              placeholder={props.empty[kind]}
              onChange={(event) => props.onChange(kind, event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint`}
              className="row-span-2 sm:row-span-1"
            />
            <p
              id={`${id}-hint`}
              className={error ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
            >
              {error ?? `Max ${formatCount(props.max[kind])}${props.hints?.[kind] ?? ''}`}
            </p>
          </div>
        );
      })}
    </div>
  );
}

/** 'Generations lowered to 10,000 (the maximum).' for typed values above their maximum. */
function clampNote<K extends string>(
  kinds: readonly K[],
  form: LimitInputs<K>,
  max: Record<K, number>,
  labels: Record<K, string>,
): string | null {
  const lowered = kinds
    .filter((kind) => Number(form[kind]) > max[kind])
    .map((kind) => `${labels[kind]} lowered to ${formatCount(max[kind])}`);
  return lowered.length > 0 ? `${lowered.join('; ')} (the maximum).` : null;
}

/**
 * The form of stored limits. When the stored values change (a save, a refetch), fields the
 * admin has not touched since the last sync take the new value; a field being edited keeps what
 * was typed, so an answer arriving mid-edit cannot wipe it.
 */
function useSyncedLimits<K extends string>(kinds: readonly K[], stored: LimitInputs<K>) {
  const [form, setForm] = useState(stored);
  const synced = useRef(stored);
  // The stored values as one string, so a new object with the same values changes nothing.
  const values = JSON.stringify(kinds.map((kind) => stored[kind]));
  useEffect(() => {
    const before = synced.current;
    const texts = JSON.parse(values) as string[];
    const next = byKind(kinds, (kind) => texts[kinds.indexOf(kind)] ?? '');
    synced.current = next;
    setForm((current) =>
      byKind(kinds, (kind) => (current[kind] === before[kind] ? next[kind] : current[kind])),
    );
  }, [kinds, values]);
  return [form, setForm] as const;
}

/**
 * A form of stored limits with its save button. On save the typed values are checked; the
 * fields then show what is saved (values above their maximum lowered, and a note saying so).
 */
export function LimitsForm<K extends string, Body>(
  props: Omit<LimitFieldsProps<K>, 'form' | 'errors' | 'onChange'> & {
    stored: LimitInputs<K>;
    parse(form: LimitInputs<K>): Parsed<Body>;
    /** The fields as the body saves them. */
    toForm(body: Body): LimitInputs<K>;
    onSave(body: Body): void;
    pending: boolean;
    saveLabel: string;
    /** Above the fields: the form's heading, which then names it (`aria-labelledby`). */
    children?: ReactNode;
    'aria-label'?: string;
    'aria-labelledby'?: string;
  },
) {
  const { stored, parse, toForm, onSave, pending, saveLabel, children, ...rest } = props;
  const { 'aria-label': label, 'aria-labelledby': labelledBy, ...fields } = rest;
  const [form, setForm] = useSyncedLimits(props.kinds, stored);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [note, setNote] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(form);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setNote(null);
      return;
    }
    setErrors({});
    setNote(clampNote(props.kinds, form, props.max, props.labels));
    setForm(toForm(parsed.value));
    onSave(parsed.value);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label={label} aria-labelledby={labelledBy}>
      {children}
      <LimitFields
        {...fields}
        form={form}
        errors={errors}
        onChange={(kind, value) => {
          setNote(null);
          setForm((current) => ({ ...current, [kind]: value }));
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Saving...' : saveLabel}
        </Button>
        {note && (
          <p role="status" className="text-xs text-amber-800">
            {note}
          </p>
        )}
      </div>
    </form>
  );
}
