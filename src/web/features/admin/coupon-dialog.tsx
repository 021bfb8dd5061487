import type { AdminCoupon } from '@shared/api/admin';
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
import { type CouponForm, couponForm, couponValueLabel, parseCouponForm } from './admin-forms';
import { useSaveCoupon } from './admin-mutations';
import { useReturnFocus } from './admin-parts';
import { Field } from './form-bits';

export type CouponDialogState = { mode: 'create' } | { mode: 'edit'; coupon: AdminCoupon } | null;

/**
 * 'Create New Coupon' / 'Edit Coupon' (spec section 5 'Coupon form'): code forced to upper case,
 * value step 0.01 labelled (%) or ($), maxUses empty = null, validUntil empty = null.
 */
export function CouponDialog({ state, onClose }: { state: CouponDialogState; onClose(): void }) {
  const [form, setForm] = useState<CouponForm>(() => couponForm(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCoupon();
  const returnFocus = useReturnFocus(state !== null);
  const editing = state?.mode === 'edit' ? state.coupon : null;

  useEffect(() => {
    if (!state) return;
    setForm(couponForm(state.mode === 'edit' ? state.coupon : null));
    setErrors({});
  }, [state]);

  // Editing a field clears its message; the next submit checks it again.
  const set = <K extends keyof CouponForm>(key: K, value: CouponForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCouponForm(form);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      document.getElementById(`coupon-${Object.keys(parsed.errors)[0]}`)?.focus();
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
            <DialogTitle>{editing ? 'Edit Coupon' : 'Create New Coupon'}</DialogTitle>
            <DialogDescription>Customers enter the code on the upgrade page.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
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
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : editing ? 'Update Coupon' : 'Create Coupon'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
