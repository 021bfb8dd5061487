import type { AdminPlan } from '@shared/api/admin';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { type PlanForm, parsePlanForm, planForm } from './admin-forms';
import { useSavePlan } from './admin-mutations';
import { useReturnFocus } from './admin-parts';
import { Field } from './form-bits';

export type PlanDialogState = { mode: 'create' } | { mode: 'edit'; plan: AdminPlan } | null;

/**
 * 'Create New Plan' / 'Edit Plan' (spec section 5 'Plan form'): name and price required, price
 * step 0.01, interval monthly or yearly, empty limits sent as -1, features one per line. No
 * Active toggle here (spec section 4): the plans table has it.
 */
export function PlanDialog({ state, onClose }: { state: PlanDialogState; onClose(): void }) {
  const [form, setForm] = useState<PlanForm>(() => planForm(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePlan();
  const returnFocus = useReturnFocus(state !== null);
  const editing = state?.mode === 'edit' ? state.plan : null;

  useEffect(() => {
    if (!state) return;
    setForm(planForm(state.mode === 'edit' ? state.plan : null));
    setErrors({});
  }, [state]);

  // Editing a field clears its message; the next submit checks it again.
  const set = <K extends keyof PlanForm>(key: K, value: PlanForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePlanForm(form);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      document.getElementById(`plan-${Object.keys(parsed.errors)[0]}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate({ id: editing?.id ?? null, body: parsed.value }, { onSuccess: onClose });
  };

  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={returnFocus}>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit Plan' : 'Create New Plan'}</DialogTitle>
            <DialogDescription>
              {editing
                ? 'Changes apply to new and current subscribers of this plan.'
                : 'New plans are active and offered on the upgrade page right away.'}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="plan-name"
              label="Plan name"
              required
              error={errors.name}
              className="grid gap-1.5 sm:col-span-2"
            >
              {(describedBy, invalid) => (
                <Input
                  id="plan-name"
                  value={form.name}
                  maxLength={100}
                  onChange={(event) => set('name', event.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  autoComplete="off"
                />
              )}
            </Field>
            <Field id="plan-description" label="Description" className="grid gap-1.5 sm:col-span-2">
              {() => (
                <Textarea
                  id="plan-description"
                  value={form.description}
                  maxLength={2000}
                  rows={2}
                  onChange={(event) => set('description', event.target.value)}
                />
              )}
            </Field>
            <Field id="plan-price" label="Price ($)" required error={errors.price}>
              {(describedBy, invalid) => (
                <Input
                  id="plan-price"
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  value={form.price}
                  placeholder="29.00"
                  onChange={(event) => set('price', event.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </Field>
            <Field id="plan-interval" label="Interval">
              {() => (
                <Select
                  value={form.interval}
                  onValueChange={(value) => set('interval', value as PlanForm['interval'])}
                >
                  <SelectTrigger id="plan-interval">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="monthly">Monthly</SelectItem>
                    <SelectItem value="yearly">Yearly</SelectItem>
                  </SelectContent>
                </Select>
              )}
            </Field>
            <Field
              id="plan-maxLandingPages"
              label="Max landing pages"
              error={errors.maxLandingPages}
              hint="Empty = unlimited"
            >
              {(describedBy, invalid) => (
                <Input
                  id="plan-maxLandingPages"
                  type="number"
                  inputMode="numeric"
                  step="1"
                  value={form.maxLandingPages}
                  placeholder="Unlimited"
                  onChange={(event) => set('maxLandingPages', event.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </Field>
            <Field
              id="plan-maxVersions"
              label="Max versions per page"
              error={errors.maxVersions}
              hint="Empty = unlimited"
            >
              {(describedBy, invalid) => (
                <Input
                  id="plan-maxVersions"
                  type="number"
                  inputMode="numeric"
                  step="1"
                  value={form.maxVersions}
                  placeholder="Unlimited"
                  onChange={(event) => set('maxVersions', event.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </Field>
            <Field id="plan-features" label="Features (one per line)" className="grid gap-1.5 sm:col-span-2">
              {() => (
                <Textarea
                  id="plan-features"
                  value={form.features}
                  rows={4}
                  placeholder={'AI landing page generation\nPriority support'}
                  onChange={(event) => set('features', event.target.value)}
                />
              )}
            </Field>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : editing ? 'Update Plan' : 'Create Plan'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
