import type { AdminCoupon } from '@shared/api/admin';
import { couponForm, couponValueLabel, parseCouponForm } from './admin-forms';
import { useSaveCoupon } from './admin-mutations';
import { AMOUNT, InputField, SelectField, TextareaField, UNLIMITED_COUNT } from './form-bits';
import { type FormDialogState, ItemDialog } from './form-dialog';

export type CouponDialogState = FormDialogState<AdminCoupon>;

const TYPES = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'fixed_amount', label: 'Fixed amount' },
];

/**
 * 'Create New Coupon' / 'Edit Coupon' (docs/product.md, 'Coupons tab'): code forced to upper case,
 * value step 0.01 labelled (%) or ($), maxUses empty = null, validUntil empty = null.
 */
export function CouponDialog({ state, onClose }: { state: CouponDialogState; onClose(): void }) {
  const save = useSaveCoupon();
  return (
    <ItemDialog
      state={state}
      onClose={onClose}
      noun="Coupon"
      description="Customers enter the code on the upgrade page."
      initial={couponForm}
      parse={parseCouponForm}
      idPrefix="coupon"
      save={save}
    >
      {({ form, field, set }) => (
        <>
          <InputField
            {...field('code')}
            // Upper case as typed: what the admin sees is what customers must enter.
            onValue={(value) => set('code', value.toUpperCase())}
            label="Code"
            required
            hint="Letters, digits, - and _"
            maxLength={64}
            className="font-mono uppercase"
            placeholder="SAVE20"
            autoComplete="off"
            spellCheck={false}
          />
          <SelectField {...field('type')} label="Type" options={TYPES} />
          <InputField
            {...field('value')}
            label={couponValueLabel(form.type)}
            required
            {...AMOUNT}
            placeholder={form.type === 'percentage' ? '20' : '5.00'}
          />
          <InputField {...field('maxUses')} label="Max uses" {...UNLIMITED_COUNT} min="1" />
          <InputField
            {...field('validUntil')}
            label="Valid until"
            hint="Through the end of that day (UTC). Empty = no expiry"
            wide
            type="date"
            className="sm:w-56"
          />
          <TextareaField {...field('description')} label="Description" wide maxLength={500} rows={2} />
        </>
      )}
    </ItemDialog>
  );
}
