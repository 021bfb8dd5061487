import type { AdminCoupon } from '@shared/api/admin';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCoupons } from './admin-api';
import { couponUsage, couponValue, formatDay } from './admin-format';
import { useDeleteCoupon, useSetCouponActive } from './admin-mutations';
import { ActiveToggle, EmptyState, QueryState, SectionCard } from './admin-parts';
import { CouponDialog, type CouponDialogState } from './coupon-dialog';

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
    <SectionCard
      id="coupons"
      title="Discount Coupons"
      description="Codes customers enter on the upgrade page for a discount."
      actions={
        <Button onClick={() => setDialog({ mode: 'create' })}>
          <Plus aria-hidden="true" />
          Create Coupon
        </Button>
      }
    >
      <QueryState query={coupons}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title="No coupons yet">Create a coupon to offer a discount.</EmptyState>
          ) : (
            <Table label="Coupons">
              <TableHeader>
                <TableRow>
                  <TableHead>Code</TableHead>
                  {/* Narrower than lg the value ('20%' or '$5.00') says the type, so the row fits. */}
                  <TableHead className="max-lg:hidden">Type</TableHead>
                  <TableHead>Value</TableHead>
                  <TableHead>Usage</TableHead>
                  <TableHead>Valid Until</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead pinned className="text-right">
                    Actions
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((coupon) => {
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
                        <div className="flex justify-end gap-1">
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Edit ${coupon.code}`}
                            onClick={() => setDialog({ mode: 'edit', item: coupon })}
                          >
                            <Pencil aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Delete ${coupon.code}`}
                            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                            onClick={() => setDeleting(coupon)}
                          >
                            <Trash2 aria-hidden="true" />
                          </Button>
                        </div>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )
        }
      </QueryState>
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
    </SectionCard>
  );
}
