import type { BillingStatus, SubscriptionPlan } from '@shared/api/billing';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SupportLink } from '@/components/support-link';
import { formatCount } from '@/lib/format';
import { usePages } from '@/lib/page-list';
import { planChange } from './plan-change';

/**
 * The question every downgrade asks before it happens (docs/product.md, 'Upgrade page'): what
 * would be over the new plan's limits, and what happens to it. Nothing is deleted by a plan
 * change; the limits only decide what can be added (the server checks them when a page, a
 * version or an AI request is made).
 */
export function DowngradeDialog(props: {
  status: BillingStatus;
  plan: SubscriptionPlan;
  /** Card payments work here (a paid plan could be bought back). */
  payable: boolean;
  /** Nothing is due for the new plan (free, or made free by a coupon): it is assigned at once. */
  atOnce: boolean;
  pending: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { status, plan, payable } = props;
  // Each page's saved versions: the pages over the new version limit are named once known.
  const pages = usePages().data;
  const change = planChange(status, plan, pages);
  const current = status.plan.name;
  const consequences: ReactNode[] = [
    'Nothing is deleted by switching: every page, version, lead and photo stays.',
    change.maxLandingPages === null
      ? 'Every page stays yours to open, edit, export and publish.'
      : `Every page stays yours to open, edit, export and publish. New pages (generations and variations) can be made only while you have fewer than ${formatCount(change.maxLandingPages)}.`,
  ];
  if (change.maxVersions !== null) {
    consequences.push(
      `Each page keeps the versions it has until its next save; from then on only its newest ${formatCount(change.maxVersions)} are kept (the editor names any version a save would remove before you save).`,
    );
  }
  consequences.push(`This month's use counts against the ${plan.name} plan's allowances from now on.`);
  if (status.plan.price > 0) {
    consequences.push(
      !props.atOnce ? (
        `Your ${current} plan ends once the ${plan.name} plan is paid for.`
      ) : payable ? (
        `Your ${current} plan ends now; you can subscribe to it again at any time.`
      ) : (
        <>
          Your {current} plan ends now. Card payments are not available here, so you could not buy it back
          yourself: <SupportLink /> for that.
        </>
      ),
    );
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
      title={`Switch to the ${plan.name} plan?`}
      description={`The ${plan.name} plan allows less than your ${current} plan.`}
      confirmLabel={`Switch to ${plan.name}`}
      destructive={false}
      keepOpen
      pending={props.pending}
      onConfirm={props.onConfirm}
    >
      <div className="grid gap-4 text-left text-sm" data-testid="downgrade-details">
        <section aria-labelledby="downgrade-over" className="grid gap-1.5">
          <h3 id="downgrade-over" className="font-medium">
            Over the {plan.name} plan's limits
          </h3>
          {change.over.length === 0 ? (
            <p className="text-muted-foreground">Nothing you have now.</p>
          ) : (
            <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
              {change.over.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="downgrade-after" className="grid gap-1.5">
          <h3 id="downgrade-after" className="font-medium">
            What happens
          </h3>
          <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
            {consequences.map((line, index) => (
              // Fixed order, never reordered: the index is a stable key.
              <li key={index}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
    </ConfirmDialog>
  );
}
