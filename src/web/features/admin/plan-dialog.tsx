import type { AdminPlan } from '@shared/api/admin';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { type PlanForm, parsePlanForm, planForm } from './admin-forms';
import { useSavePlan } from './admin-mutations';
import { Field } from './form-bits';
import { FormDialog, type FormDialogState, useDialogForm } from './form-dialog';

export type PlanDialogState = FormDialogState<AdminPlan>;

/**
 * 'Create New Plan' / 'Edit Plan' (docs/product.md, 'Plans tab'): name and price required, price
 * step 0.01, interval monthly or yearly, empty limits sent as -1, features one per line. No
 * Active toggle here: the plans table has it.
 */
export function PlanDialog({ state, onClose }: { state: PlanDialogState; onClose(): void }) {
  const save = useSavePlan();
  const { form, errors, editing, set, submit } = useDialogForm({
    state,
    initial: planForm,
    parse: parsePlanForm,
    idPrefix: 'plan',
    onValid: (body, item) => save.mutate({ id: item?.id ?? null, body }, { onSuccess: onClose }),
  });

  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      onSubmit={submit}
      title={editing ? 'Edit Plan' : 'Create New Plan'}
      description={
        editing
          ? 'Changes apply to new and current subscribers of this plan.'
          : 'New plans are active and offered on the upgrade page right away.'
      }
      submitLabel={editing ? 'Update Plan' : 'Create Plan'}
      pending={save.isPending}
    >
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
      <Field
        id="plan-features"
        label="Features (one per line)"
        className="grid gap-1.5 sm:col-span-2"
        hint="The plan card lists the page, version and monthly limits by itself. Add only what this plan's subscribers really get."
      >
        {(describedBy) => (
          <Textarea
            id="plan-features"
            value={form.features}
            rows={4}
            placeholder={'Everything in Starter\nOnboarding call'}
            onChange={(event) => set('features', event.target.value)}
            aria-describedby={describedBy}
          />
        )}
      </Field>
    </FormDialog>
  );
}
