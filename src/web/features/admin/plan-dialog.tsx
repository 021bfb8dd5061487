import type { AdminPlan } from '@shared/api/admin';
import { parsePlanForm, planForm } from './admin-forms';
import { useSavePlan } from './admin-mutations';
import { AMOUNT, InputField, SelectField, TextareaField, UNLIMITED_COUNT } from './form-bits';
import { type FormDialogState, ItemDialog } from './form-dialog';

export type PlanDialogState = FormDialogState<AdminPlan>;

const INTERVALS = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

/**
 * 'Create New Plan' / 'Edit Plan' (docs/product.md, 'Plans tab'): name and price required, price
 * step 0.01, interval monthly or yearly, empty limits sent as -1, features one per line. No
 * Active toggle here: the plans table has it.
 */
export function PlanDialog({ state, onClose }: { state: PlanDialogState; onClose(): void }) {
  const save = useSavePlan();
  return (
    <ItemDialog
      state={state}
      onClose={onClose}
      noun="Plan"
      description={{
        create: 'New plans are active and offered on the upgrade page right away.',
        edit: 'Changes apply to new and current subscribers of this plan.',
      }}
      initial={planForm}
      parse={parsePlanForm}
      idPrefix="plan"
      save={save}
    >
      {({ field }) => (
        <>
          <InputField {...field('name')} label="Plan name" required wide maxLength={100} autoComplete="off" />
          <TextareaField {...field('description')} label="Description" wide maxLength={2000} rows={2} />
          <InputField {...field('price')} label="Price ($)" required {...AMOUNT} placeholder="29.00" />
          <SelectField {...field('interval')} label="Interval" options={INTERVALS} />
          <InputField {...field('maxLandingPages')} label="Max landing pages" {...UNLIMITED_COUNT} />
          <InputField {...field('maxVersions')} label="Max versions per page" {...UNLIMITED_COUNT} />
          <InputField {...field('maxStorageMb')} label="Storage (MB)" {...UNLIMITED_COUNT} />
          <TextareaField
            {...field('features')}
            label="Features (one per line)"
            wide
            hint="The plan card lists the page, version, storage and monthly limits by itself. Add only what this plan's subscribers really get."
            rows={4}
            placeholder={'Everything in Starter\nOnboarding call'}
          />
        </>
      )}
    </ItemDialog>
  );
}
