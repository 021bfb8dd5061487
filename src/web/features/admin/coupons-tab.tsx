import type { AdminCoupon } from '@shared/api/admin';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { useCoupons } from './admin-api';
import { couponUsage, couponValue, formatDay } from './admin-format';
import { useDeleteCoupon, useSetCouponActive } from './admin-mutations';
import { ActiveToggle } from './admin-parts';
import { CouponDialog, type CouponDialogState } from './coupon-dialog';
import { CreateButton, EditDeleteButtons, TableCard } from './table-card';

/**
 * Discount Coupons (docs/product.md, 'Coupons tab'): Code, Type, Value (N% or $N), Usage (used/max, ∞ without a
 * maximum), Valid Until ('No expiry'), Status, Actions. Deleting asks first.
 */
export function CouponsTab() {
  const coupons = useCoupons();
  const [dialog, setDialog] = useState<CouponDialogState>(null);
  const [deleting, setDeleting] = useState<AdminCoupon | null>(null);
  const remove = useDeleteCoupon();
  const setActive = useSetCouponActive();
  const now = Date.now();
  return (
    <>
      <TableCard
        id="coupons"
        title="Discount Coupons"
        description="Codes customers enter on the upgrade page for a discount."
        actions={<CreateButton label="Create Coupon" onClick={() => setDialog({ mode: 'create' })} />}
        query={coupons}
        label="Coupons"
        empty={{ title: 'No coupons yet', text: 'Create a coupon to offer a discount.' }}
        columns={
          <>
            <TableHead>Code</TableHead>
            {/* Narrower than lg the value ('20%' or '$5.00') says the type, so the row fits. */}
            <TableHead className="max-lg:hidden">Type</TableHead>
            <TableHead>Value</TableHead>
            <TableHead>Usage</TableHead>
            <TableHead>Valid Until</TableHead>
            <TableHead>Status</TableHead>
          </>
        }
        rowActions
      >
        {(coupon) => {
          const expired = coupon.validUntil !== null && Date.parse(coupon.validUntil) < now;
          const usedUp = coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses;
          return (
            <TableRow key={coupon.id} data-testid="coupon-row" data-code={coupon.code}>
              <TableCell>
                <span className="font-mono font-semibold">{coupon.code}</span>
                {coupon.description && (
                  <p className="mt-0.5 line-clamp-1 min-w-32 text-xs text-muted-foreground">
                    {coupon.description}
                  </p>
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap max-lg:hidden">
                {coupon.type === 'percentage' ? 'Percentage' : 'Fixed amount'}
              </TableCell>
              <TableCell className="font-medium tabular-nums">{couponValue(coupon)}</TableCell>
              <TableCell className="tabular-nums">{couponUsage(coupon)}</TableCell>
              <TableCell className="whitespace-nowrap">
                {formatDay(coupon.validUntil, 'No expiry')}
                {expired && (
                  <Badge variant="outline" className="ml-2">
                    Expired
                  </Badge>
                )}
              </TableCell>
              <TableCell>
                <div className="flex items-center gap-2">
                  <ActiveToggle
                    item={coupon}
                    what={`Coupon ${coupon.code}`}
                    pending={setActive.isPending}
                    onChange={(isActive) => setActive.mutate({ coupon, isActive })}
                  />
                  {usedUp && <Badge variant="outline">Used up</Badge>}
                </div>
              </TableCell>
              <TableCell pinned>
                <EditDeleteButtons
                  name={coupon.code}
                  onEdit={() => setDialog({ mode: 'edit', item: coupon })}
                  onDelete={() => setDeleting(coupon)}
                />
              </TableCell>
            </TableRow>
          );
        }}
      </TableCard>
      <CouponDialog state={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete coupon?"
        description={
          <>
            <span className="font-mono font-semibold text-foreground">{deleting?.code}</span> will stop
            working at once. Running subscriptions are not affected.
          </>
        }
        confirmLabel="Delete Coupon"
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}
