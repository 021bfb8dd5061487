import type { CouponQuote, SubscriptionPlan } from '@shared/api/billing';
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { SupportLink } from '@/components/support-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { errorText } from '@/lib/api';
import { DowngradeDialog } from './downgrade-dialog';
import { readPaymentReturn, subscribedLine, takePendingPlan, withoutPaymentParams } from './payment-return';
import { PlanCard } from './plan-card';
import { planChange } from './plan-change';
import {
  activePlans,
  discountLabel,
  formatPlanPrice,
  paymentUnavailable,
  subscribingLine,
} from './plan-display';
import {
  refreshPlanData,
  useBillingStatus,
  useCreatePayment,
  usePlans,
  usePublishableKey,
} from './upgrade-api';
import { UsageSummary } from './usage-summary';

// Stripe.js and its React bindings load only when a paid plan is chosen.
const PaymentForm = lazy(() => import('./payment-form'));

interface Checkout {
  plan: SubscriptionPlan;
  coupon: CouponQuote | null;
  clientSecret: string;
}

/** Stripe's redirect back is acted on once, however often the page mounts. */
const handledReturns = new Set<string>();

/** /upgrade 'Choose Your Plan' (docs/product.md, 'Upgrade page'). */
export function UpgradePage() {
  const plansQuery = usePlans();
  const statusQuery = useBillingStatus();
  const { publishableKey, isLoading: configLoading } = usePublishableKey();
  const createPayment = useCreatePayment();
  const [coupons, setCoupons] = useState<Record<number, CouponQuote>>({});
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [choosing, setChoosing] = useState<number | null>(null);
  // A downgrade waiting for its confirmation.
  const [downgrading, setDowngrading] = useState<SubscriptionPlan | null>(null);
  const returnFocusTo = useRef<number | null>(null);

  usePaymentReturn();

  const plans = useMemo(() => activePlans(plansQuery.data ?? []), [plansQuery.data]);
  const unavailable = !configLoading && paymentUnavailable(publishableKey, plans);
  const currentPlanId = statusQuery.data?.plan.id ?? null;

  // Back on the list: focus returns to the plan's button the user left from.
  useEffect(() => {
    if (checkout || returnFocusTo.current === null) return;
    document.getElementById(`plan-${returnFocusTo.current}-action`)?.focus();
    returnFocusTo.current = null;
  }, [checkout]);

  // Every downgrade asks first, saying what would be over the new plan's limits.
  const ask = (plan: SubscriptionPlan) => {
    const status = statusQuery.data;
    if (status && planChange(status, plan).downgrade) setDowngrading(plan);
    else choose(plan);
  };

  const choose = (plan: SubscriptionPlan) => {
    const coupon = plan.price > 0 ? (coupons[plan.id] ?? null) : null;
    setChoosing(plan.id);
    createPayment.mutate(
      { planId: plan.id, ...(coupon ? { couponCode: coupon.code } : {}) },
      {
        onSuccess: (response) => {
          if ('clientSecret' in response) {
            returnFocusTo.current = plan.id;
            setCheckout({ plan, coupon, clientSecret: response.clientSecret });
            window.scrollTo({ top: 0 });
            return;
          }
          toast({ title: 'Plan assigned successfully' });
          setCoupons((all) => withoutKey(all, plan.id));
          void refreshPlanData();
        },
        onError: (error) => {
          toast({
            title: 'Payment Error',
            description: errorText(error, 'Failed to create payment'),
            variant: 'destructive',
          });
        },
        onSettled: () => {
          setChoosing(null);
          // A confirmed downgrade closes its question however it ended (assigned, checkout, error).
          setDowngrading(null);
        },
      },
    );
  };

  const paymentSucceeded = (plan: SubscriptionPlan) => {
    takePendingPlan();
    toast({ title: 'Payment successful!', description: subscribedLine(plan.name) });
    setCoupons((all) => withoutKey(all, plan.id));
    setCheckout(null);
    void refreshPlanData();
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Choose Your Plan</h1>
        <p className="mt-3 text-muted-foreground">
          Build more landing pages, keep more versions and get more from the AI each month.
          {statusQuery.data && (
            <>
              {' '}
              You are on the{' '}
              <strong className="font-semibold text-foreground">{statusQuery.data.plan.name}</strong> plan.
            </>
          )}
        </p>
      </header>

      {checkout ? (
        <CompletePayment
          checkout={checkout}
          publishableKey={publishableKey}
          onSucceeded={() => paymentSucceeded(checkout.plan)}
          onBack={() => setCheckout(null)}
        />
      ) : plansQuery.isLoading ? (
        <PageSpinner label="Loading plans..." />
      ) : plansQuery.isError ? (
        <LoadFailed onRetry={() => void plansQuery.refetch()} />
      ) : (
        <div className="mt-10 grid gap-10">
          {unavailable && <PaymentUnavailableNotice />}
          {plans.length === 0 ? (
            <p className="text-center text-muted-foreground">No plans are available right now.</p>
          ) : (
            <section aria-label="Plans" className="grid gap-6 pt-2 md:grid-cols-2 lg:grid-cols-4">
              {plans.map((plan) => {
                const coupon = coupons[plan.id] ?? null;
                const due = coupon ? coupon.discountedPrice : plan.price;
                return (
                  <PlanCard
                    key={plan.id}
                    plan={plan}
                    current={plan.id === currentPlanId}
                    coupon={coupon}
                    onCouponChange={(quote) =>
                      setCoupons((all) => (quote ? { ...all, [plan.id]: quote } : withoutKey(all, plan.id)))
                    }
                    onChoose={() => ask(plan)}
                    pending={choosing === plan.id}
                    // A paid plan needs the payment form (a free one, or one a coupon makes free, does not).
                    disabled={choosing !== null || (due > 0 && (configLoading || !publishableKey))}
                    payable={configLoading || publishableKey !== null}
                  />
                );
              })}
            </section>
          )}
          {downgrading && statusQuery.data && (
            <DowngradeDialog
              status={statusQuery.data}
              plan={downgrading}
              payable={publishableKey !== null}
              atOnce={(coupons[downgrading.id]?.discountedPrice ?? downgrading.price) === 0}
              pending={choosing === downgrading.id}
              onConfirm={() => choose(downgrading)}
              onCancel={() => setDowngrading(null)}
            />
          )}
          {statusQuery.isLoading ? (
            <div className="flex justify-center">
              <Spinner label="Loading your usage..." />
            </div>
          ) : statusQuery.data ? (
            <UsageSummary status={statusQuery.data} />
          ) : null}
        </div>
      )}
    </div>
  );
}

function CompletePayment({
  checkout,
  publishableKey,
  onSucceeded,
  onBack,
}: {
  checkout: Checkout;
  publishableKey: string | null;
  onSucceeded: () => void;
  onBack: () => void;
}) {
  const { plan, coupon, clientSecret } = checkout;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const price = coupon ? coupon.discountedPrice : plan.price;
  return (
    <div className="mx-auto mt-10 w-full max-w-lg">
      <Card className="gap-5" aria-labelledby="complete-payment-heading" role="region">
        <CardHeader className="gap-2">
          <h2
            id="complete-payment-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl leading-none font-semibold outline-none"
          >
            Complete Payment
          </h2>
          <CardDescription className="text-base" data-testid="subscribing-line">
            {subscribingLine(plan, price)}
          </CardDescription>
          {coupon && price !== plan.price && (
            <p className="text-sm text-muted-foreground">
              Coupon <span className="font-mono font-semibold text-foreground">{coupon.code}</span> applied (
              {discountLabel(coupon)}); regular price <s>{formatPlanPrice(plan)}</s>.
            </p>
          )}
        </CardHeader>
        <CardContent>
          {publishableKey ? (
            <Suspense
              fallback={
                <div className="flex min-h-40 items-center justify-center">
                  <Spinner label="Loading secure payment form..." />
                </div>
              }
            >
              <PaymentForm
                publishableKey={publishableKey}
                clientSecret={clientSecret}
                planName={plan.name}
                onSucceeded={onSucceeded}
                onBack={onBack}
              />
            </Suspense>
          ) : (
            <div className="grid gap-4">
              <PaymentUnavailableNotice />
              <Button type="button" variant="ghost" onClick={onBack}>
                Back to Plans
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
      <p className="mt-4 flex items-start justify-center gap-1.5 px-2 text-xs text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
        Payments are processed securely by Stripe. Your card details never reach our servers.
      </p>
    </div>
  );
}

function PaymentUnavailableNotice() {
  return (
    <div
      role="note"
      className="mx-auto flex w-full max-w-3xl items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="payment-unavailable"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <p>
        <strong className="font-semibold">Payment Unavailable:</strong> Stripe payment processing is not
        configured. Please <SupportLink /> for assistance with plan upgrades.
      </p>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Card className="mx-auto mt-10 max-w-md text-center">
      <CardHeader>
        <h2 className="text-lg font-semibold">Plans could not be loaded</h2>
        <CardDescription>Check your connection and try again.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={onRetry}>Try again</Button>
      </CardContent>
    </Card>
  );
}

/** Back from Stripe's redirect: the outcome is announced once and Stripe's parameters leave the address. */
function usePaymentReturn() {
  useEffect(() => {
    const { pathname, search } = window.location;
    const outcome = readPaymentReturn(search);
    if (!outcome) return;
    const secret = new URLSearchParams(search).get('payment_intent_client_secret') ?? '';
    window.history.replaceState(window.history.state, '', withoutPaymentParams(pathname, search));
    if (handledReturns.has(secret)) return;
    handledReturns.add(secret);
    if (outcome === 'failed') {
      toast({
        title: 'Payment failed',
        description: 'An error occurred during payment',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Payment successful!', description: subscribedLine(takePendingPlan()) });
    void refreshPlanData();
  }, []);
}

function withoutKey<T>(record: Record<number, T>, key: number): Record<number, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}
