import type { CouponQuote, SubscriptionPlan } from '@shared/api/billing';
import { Check, Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatPrice } from '@/lib/format';
import { cn } from '@/lib/utils';
import { CouponField } from './coupon-field';
import { isMostPopular, planFeatureLines } from './plan-display';

interface PlanCardProps {
  plan: SubscriptionPlan;
  current: boolean;
  coupon: CouponQuote | null;
  onCouponChange: (quote: CouponQuote | null) => void;
  onChoose: () => void;
  /** This plan's request is running. */
  pending: boolean;
  /** Another plan's request is running, or this plan cannot be bought right now. */
  disabled: boolean;
  /** Card payments work here; without them only a coupon that makes the plan free applies. */
  payable: boolean;
}

/**
 * One plan of 'Choose Your Plan' (docs/product.md, 'Upgrade page'): price, features, coupon and its
 * button.
 */
export function PlanCard({
  plan,
  current,
  coupon,
  onCouponChange,
  onChoose,
  pending,
  disabled,
  payable,
}: PlanCardProps) {
  const popular = isMostPopular(plan);
  const paid = plan.price > 0;
  const headingId = `plan-${plan.id}-name`;
  return (
    <Card
      aria-labelledby={headingId}
      role="group"
      data-testid="plan-card"
      className={cn(
        'relative h-full gap-5 transition-shadow',
        popular && 'border-primary shadow-lg ring-1 ring-primary',
        current && !popular && 'border-success/60',
      )}
    >
      {popular && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 shadow-sm">
          <Sparkles aria-hidden="true" />
          Most Popular
        </Badge>
      )}
      <CardHeader className="gap-2">
        {/* The badge wraps under a long plan name in a narrow card (four cards across at 1024 px). */}
        <div className="flex min-h-6 flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg leading-none font-semibold">
            {plan.name}
          </h2>
          {current && (
            <Badge className="border-transparent bg-emerald-100 text-emerald-800">Current plan</Badge>
          )}
        </div>
        <CardDescription className="min-h-10">{plan.description}</CardDescription>
      </CardHeader>

      <CardContent className="flex flex-1 flex-col gap-5">
        <PlanPrice plan={plan} coupon={coupon} />
        <ul className="grid gap-2.5 text-sm" aria-label={`${plan.name} plan features`}>
          {planFeatureLines(plan).map((line) => (
            <li key={line} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      </CardContent>

      <CardFooter className="flex-col items-stretch gap-3">
        {paid && !current && (
          <CouponField
            planId={plan.id}
            planName={plan.name}
            applied={coupon}
            onApplied={onCouponChange}
            payable={payable}
            disabled={pending}
          />
        )}
        <Button
          id={`plan-${plan.id}-action`}
          className="w-full"
          variant={popular && !current ? 'default' : current ? 'secondary' : 'outline'}
          disabled={current || disabled || pending}
          onClick={onChoose}
          aria-label={current ? `${plan.name} is your current plan` : undefined}
          aria-describedby={current ? undefined : headingId}
        >
          {pending ? (
            <>
              <Spinner className="size-4 text-current" />
              Processing...
            </>
          ) : current ? (
            'Current Plan'
          ) : paid ? (
            'Subscribe'
          ) : (
            'Get Started'
          )}
        </Button>
      </CardFooter>
    </Card>
  );
}

function PlanPrice({ plan, coupon }: { plan: SubscriptionPlan; coupon: CouponQuote | null }) {
  const discounted = coupon && coupon.discountedPrice !== plan.price ? coupon.discountedPrice : null;
  const shown = discounted ?? plan.price;
  return (
    <div data-testid="plan-price">
      {discounted !== null && (
        <p className="text-sm text-muted-foreground">
          <span className="sr-only">Regular price </span>
          <s>{formatPrice(plan.price)}</s>
          <span className="sr-only">, with your coupon</span>
        </p>
      )}
      <p className="flex items-baseline gap-0.5">
        <span className={cn('text-4xl font-bold tracking-tight', discounted !== null && 'text-success')}>
          {formatPrice(shown)}
        </span>
        {shown > 0 && <span className="text-sm text-muted-foreground">/{plan.interval}</span>}
      </p>
    </div>
  );
}
