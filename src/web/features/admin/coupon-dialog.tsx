import type { AdminCoupon } from '@shared/api/admin';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { type CouponForm, couponForm, couponValueLabel, parseCouponForm } from './admin-forms';
import { useSaveCoupon } from './admin-mutations';
import { Field } from './form-bits';
import { FormDialog, type FormDialogState, useDialogForm } from './form-dialog';

export type CouponDialogState = FormDialogState<AdminCoupon>;

/**
 * 'Create New Coupon' / 'Edit Coupon' (docs/product.md, 'Coupons tab'): code forced to upper case,
 * value step 0.01 labelled (%) or ($), maxUses empty = null, validUntil empty = null.
 */
export function CouponDialog({ state, onClose }: { state: CouponDialogState; onClose(): void }) {
  const save = useSaveCoupon();
  const { form, errors, editing, set, submit } = useDialogForm({
    state,
    initial: couponForm,
    parse: parseCouponForm,
    idPrefix: 'coupon',
    onValid: (body, item) => save.mutate({ id: item?.id ?? null, body }, { onSuccess: onClose }),
  });

  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      onSubmit={submit}
      title={editing ? 'Edit Coupon' : 'Create New Coupon'}
      description="Customers enter the code on the upgrade page."
      submitLabel={editing ? 'Update Coupon' : 'Create Coupon'}
      pending={save.isPending}
    >
      <Field id="coupon-code" label="Code" required error={errors.code} hint="Letters, digits, - and _">
        {(describedBy, invalid) => (
          <Input
            id="coupon-code"
            value={form.code}
            maxLength={64}
            // Upper case as typed: what the admin sees is what customers must enter.
            onChange={(event) => set('code', event.target.value.toUpperCase())}
            className="font-mono uppercase"
            placeholder="SAVE20"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Field>
      <Field id="coupon-type" label="Type">
        {() => (
          <Select value={form.type} onValueChange={(value) => set('type', value as CouponForm['type'])}>
            <SelectTrigger id="coupon-type">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="percentage">Percentage</SelectItem>
              <SelectItem value="fixed_amount">Fixed amount</SelectItem>
            </SelectContent>
          </Select>
        )}
      </Field>
      <Field id="coupon-value" label={couponValueLabel(form.type)} required error={errors.value}>
        {(describedBy, invalid) => (
          <Input
            id="coupon-value"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={form.value}
            placeholder={form.type === 'percentage' ? '20' : '5.00'}
            onChange={(event) => set('value', event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      <Field id="coupon-maxUses" label="Max uses" error={errors.maxUses} hint="Empty = unlimited">
        {(describedBy, invalid) => (
          <Input
            id="coupon-maxUses"
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            value={form.maxUses}
            placeholder="Unlimited"
            onChange={(event) => set('maxUses', event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      <Field
        id="coupon-validUntil"
        label="Valid until"
        error={errors.validUntil}
        hint="Through the end of that day (UTC). Empty = no expiry"
        className="grid gap-1.5 sm:col-span-2"
      >
        {(describedBy, invalid) => (
          <Input
            id="coupon-validUntil"
            type="date"
            value={form.validUntil}
            onChange={(event) => set('validUntil', event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className="sm:w-56"
          />
        )}
      </Field>
      <Field id="coupon-description" label="Description" className="grid gap-1.5 sm:col-span-2">
        {() => (
          <Textarea
            id="coupon-description"
            value={form.description}
            maxLength={500}
            rows={2}
            onChange={(event) => set('description', event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
