import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatCount } from '@/lib/format';
import type { MonthlyLimitsForm } from './admin-forms';

export type LimitKind = keyof MonthlyLimitsForm;
export const LIMIT_KINDS: LimitKind[] = ['generate', 'modify', 'variation'];

/**
 * Three number inputs (generate / modify / variation) with their maximum and what empty means.
 * Phones get one compact row per field (label left, input right), wider screens three columns.
 * No `max` attribute: a larger value is clamped on save, not blocked by the browser.
 */
export function LimitFields(props: {
  idPrefix: string;
  form: MonthlyLimitsForm;
  errors: Record<string, string>;
  labels: Record<LimitKind, string>;
  /** Read after the label by screen readers: 'per month', 'tokens per request'. */
  labelSuffix: string;
  max: Record<LimitKind, number>;
  /** What an empty input means, shown as its placeholder: 'Unlimited' or the default, '16,000'. */
  empty: Record<LimitKind, string>;
  /** After the maximum in the hint: ' · default 16,000'. */
  hints?: Record<LimitKind, string>;
  onChange(kind: LimitKind, value: string): void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      {LIMIT_KINDS.map((kind) => {
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
export function clampNote(
  form: MonthlyLimitsForm,
  max: Record<LimitKind, number>,
  labels: Record<LimitKind, string>,
): string | null {
  const lowered = LIMIT_KINDS.filter((kind) => Number(form[kind]) > max[kind]).map(
    (kind) => `${labels[kind]} lowered to ${formatCount(max[kind])}`,
  );
  return lowered.length > 0 ? `${lowered.join('; ')} (the maximum).` : null;
}

/**
 * The form of three stored limits. When the stored values change (a save, a refetch), fields
 * the admin has not touched since the last sync take the new value; a field being edited keeps
 * what was typed, so an answer arriving mid-edit cannot wipe it.
 */
export function useSyncedLimits(stored: MonthlyLimitsForm) {
  const [form, setForm] = useState(stored);
  const synced = useRef(stored);
  const { generate, modify, variation } = stored;
  useEffect(() => {
    const before = synced.current;
    const next = { generate, modify, variation };
    synced.current = next;
    setForm((current) => ({
      generate: current.generate === before.generate ? next.generate : current.generate,
      modify: current.modify === before.modify ? next.modify : current.modify,
      variation: current.variation === before.variation ? next.variation : current.variation,
    }));
  }, [generate, modify, variation]);
  return [form, setForm] as const;
}

/** The save button of a limits form, with the note saying which values were brought into range. */
export function SaveLimitsRow(props: { pending: boolean; label: string; note: string | null }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" size="sm" disabled={props.pending}>
        {props.pending ? 'Saving...' : props.label}
      </Button>
      {props.note && (
        <p role="status" className="text-xs text-amber-800">
          {props.note}
        </p>
      )}
    </div>
  );
}
