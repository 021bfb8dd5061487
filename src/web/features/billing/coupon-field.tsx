import type { CouponQuote } from '@shared/api/billing';
import { TicketPercent, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/api';
import { discountLabel } from './plan-display';
import { useValidateCoupon } from './upgrade-api';

interface CouponFieldProps {
  planId: number;
  planName: string;
  applied: CouponQuote | null;
  onApplied: (quote: CouponQuote | null) => void;
  disabled?: boolean;
  /**
   * Card payments work here. Without them a plan that still costs something cannot be bought,
   * so a coupon is applied only when it makes the plan free, and no price is shown otherwise.
   */
  payable: boolean;
}

/** A coupon that leaves something to pay, while card payments are off: said without a price. */
export const couponNeedsPayment = (planName: string) =>
  `Card payments are not available here, so only a coupon that makes the ${planName} plan free can be used.`;

/**
 * 'Have a coupon code?' under a paid plan: Apply asks the server what the plan would cost with
 * the code; the answer (a discount, or why not) shows inline and is announced.
 */
export function CouponField({ planId, planName, applied, onApplied, disabled, payable }: CouponFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const validate = useValidateCoupon();
  const inputRef = useRef<HTMLInputElement>(null);
  // The field appears because the user asked for it: put them in it.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError('Enter a coupon code');
      return;
    }
    setError(null);
    validate.mutate(
      { code: trimmed, planId },
      {
        onSuccess: (quote) => {
          if (!payable && quote.discountedPrice > 0) {
            setError(couponNeedsPayment(planName));
            return;
          }
          onApplied(quote);
          setCode('');
        },
        onError: (failure) => setError(errorText(failure, 'Could not check this coupon')),
      },
    );
  };

  if (applied) {
    return (
      <div
        className="flex items-center justify-between gap-2 rounded-md border border-success/30 bg-success/10 px-3 py-2 text-sm"
        data-testid="coupon-applied"
      >
        {/* Two lines, so a long code never hides what the coupon takes off. */}
        <span className="flex min-w-0 items-center gap-2">
          <TicketPercent aria-hidden="true" className="size-4 shrink-0 text-success" />
          <span className="grid min-w-0 leading-tight">
            <span className="truncate font-mono font-semibold" title={applied.code}>
              {applied.code}
            </span>
            <span className="text-xs text-emerald-800">Applied · {discountLabel(applied)}</span>
          </span>
        </span>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-7 shrink-0"
          aria-label={`Remove coupon ${applied.code} from the ${planName} plan`}
          onClick={() => onApplied(null)}
          disabled={disabled}
        >
          <X />
        </Button>
      </div>
    );
  }

  if (!open) {
    return (
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto self-center px-0 text-muted-foreground hover:text-primary"
        aria-expanded={false}
        aria-label={`Have a coupon code for the ${planName} plan?`}
        onClick={() => setOpen(true)}
        disabled={disabled}
      >
        <TicketPercent aria-hidden="true" />
        Have a coupon code?
      </Button>
    );
  }

  const inputId = `${id}-code`;
  const messageId = `${id}-message`;
  return (
    <form onSubmit={submit} className="grid gap-1.5" noValidate>
      <Label htmlFor={inputId} className="text-xs text-muted-foreground">
        Coupon code for {planName}
      </Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (error) setError(null);
          }}
          placeholder="e.g. SAVE20"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          className="h-8 font-mono uppercase placeholder:font-sans placeholder:normal-case"
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          ref={inputRef}
        />
        <Button type="submit" variant="outline" size="sm" disabled={validate.isPending || disabled}>
          {validate.isPending ? <Spinner className="size-4" /> : 'Apply'}
        </Button>
      </div>
      <p id={messageId} aria-live="polite" className="min-h-4 text-xs text-destructive">
        {error}
      </p>
    </form>
  );
}
