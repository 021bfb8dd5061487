import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe } from '@stripe/stripe-js';
// The pure entry loads Stripe.js only when loadStripe is called (the main entry injects the
// script as soon as it is imported).
import { loadStripe } from '@stripe/stripe-js/pure';
import { AlertCircle, ArrowLeft, Lock } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';
import { rememberPendingPlan } from './payment-return';

/**
 * The Stripe half of the 'Complete Payment' card. This module (Stripe.js's loader and the
 * React bindings) is loaded only once a paid plan is chosen, so no other page carries it.
 */
const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    // A failed load (offline, blocked) may be retried by choosing the plan again.
    promise.catch(() => stripeByKey.delete(publishableKey));
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

const appearance: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#4f46e5',
    colorText: '#0f172a',
    colorDanger: '#dc2626',
    borderRadius: '6px',
    fontFamily: 'ui-sans-serif, system-ui, sans-serif',
  },
};

export interface PaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  planName: string;
  onSucceeded: () => void;
  onBack: () => void;
}

type Loaded = { state: 'loading' } | { state: 'ready'; stripe: Stripe } | { state: 'failed' };

export default function PaymentForm(props: PaymentFormProps) {
  const { publishableKey, clientSecret } = props;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    stripeFor(publishableKey).then(
      (stripe) => {
        if (live) setLoaded(stripe ? { state: 'ready', stripe } : { state: 'failed' });
      },
      () => {
        if (live) setLoaded({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);

  if (loaded.state === 'loading') {
    return (
      <div className="grid gap-6">
        <div className="flex min-h-40 items-center justify-center rounded-lg border border-dashed">
          <Spinner label="Loading secure payment form..." />
        </div>
        <BackButton onBack={props.onBack} />
      </div>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <div className="grid gap-6">
        <LoadProblem text="The payment form could not be loaded. Check your connection and try again." />
        <BackButton onBack={props.onBack} />
      </div>
    );
  }
  return (
    // The client secret is fixed for the life of an Elements group: a new one means a new group.
    <Elements key={clientSecret} stripe={loaded.stripe} options={{ clientSecret, appearance }}>
      <CheckoutForm {...props} />
    </Elements>
  );
}

function CheckoutForm({ planName, onSucceeded, onBack }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || submitting) return;
    setSubmitting(true);
    // Some payment methods leave for their bank's page and come back to /upgrade.
    rememberPendingPlan(planName);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/upgrade` },
        redirect: 'if_required',
      });
      if (result.error) {
        toast({
          title: 'Payment failed',
          description: result.error.message || 'An error occurred during payment',
          variant: 'destructive',
        });
      } else if (
        result.paymentIntent.status === 'succeeded' ||
        result.paymentIntent.status === 'processing'
      ) {
        onSucceeded();
        return;
      } else {
        toast({
          title: 'Payment failed',
          description: 'An error occurred during payment',
          variant: 'destructive',
        });
      }
    } catch (error) {
      toast({
        title: 'Payment failed',
        description:
          error instanceof Error && error.message ? error.message : 'An error occurred during payment',
        variant: 'destructive',
      });
    }
    setSubmitting(false);
  };

  return (
    <form onSubmit={submit} className="grid gap-6" aria-busy={!ready && !loadError}>
      <div className={cn('relative', !ready && !loadError && 'min-h-40')}>
        {!ready && !loadError && (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner label="Loading secure payment form..." />
          </div>
        )}
        {loadError ? (
          <LoadProblem text={loadError} />
        ) : (
          <PaymentElement
            id="payment-element"
            options={{ layout: 'tabs' }}
            onReady={() => setReady(true)}
            onLoadError={(event) =>
              setLoadError(event.error.message || 'The payment form could not be loaded. Please try again.')
            }
          />
        )}
      </div>
      <div className="grid gap-3">
        <Button type="submit" size="lg" className="w-full" disabled={!stripe || !ready || submitting}>
          {submitting ? (
            <>
              <Spinner className="size-4 text-current" />
              Processing payment...
            </>
          ) : (
            <>
              <Lock aria-hidden="true" />
              Complete Payment
            </>
          )}
        </Button>
        <BackButton onBack={onBack} disabled={submitting} />
      </div>
    </form>
  );
}

function BackButton({ onBack, disabled }: { onBack: () => void; disabled?: boolean }) {
  return (
    <Button type="button" variant="ghost" className="w-full" onClick={onBack} disabled={disabled}>
      <ArrowLeft aria-hidden="true" />
      Back to Plans
    </Button>
  );
}

function LoadProblem({ text }: { text: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <p>{text}</p>
    </div>
  );
}
