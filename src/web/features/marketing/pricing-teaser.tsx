import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { TEASER_PLANS, type TeaserPlan } from './pricing-plans';
import { SectionHeading } from './section-heading';

/**
 * The landing page's pricing (docs/product.md, 'Landing page'): the Free plan every sign-up
 * starts on, and Starter. Fixed text, pre-rendered with the page; the plans in force are on the
 * upgrade page.
 */
export function PricingTeaser() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="relative isolate overflow-hidden py-20 sm:py-28"
    >
      {/* Faint glow so the plan cards do not float on a flat field. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-1/3 -z-10 h-[36rem] bg-[radial-gradient(ellipse_50%_45%_at_50%_50%,oklch(0.85_0.08_277/0.35),transparent)]"
      />
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple pricing that grows with your funnels"
          description="Every account starts free. Upgrade when your funnels need more pages and more from the AI."
        />
        <div className="mx-auto mt-14 grid max-w-4xl gap-6 md:grid-cols-2" data-testid="pricing-plans">
          {TEASER_PLANS.map((plan) => (
            <PlanTeaser key={plan.id} plan={plan} />
          ))}
        </div>
      </div>
    </section>
  );
}

function PlanTeaser({ plan }: { plan: TeaserPlan }) {
  const headingId = `${plan.id}-plan`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8',
        plan.featured && 'border-primary shadow-xl shadow-primary/10 ring-1 ring-primary',
      )}
    >
      <h3 id={headingId} className="text-2xl font-semibold tracking-tight">
        {plan.name}
      </h3>
      <p className="mt-2 text-sm leading-6 text-muted-foreground sm:text-base">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-5xl font-semibold tracking-tight">{plan.price}</span>
        <span className="text-sm font-medium text-muted-foreground">{plan.period}</span>
      </p>
      <p className="mt-2 text-xs text-muted-foreground">{plan.note}</p>
      <div className="mt-6 flex items-center gap-4">
        <p className="text-sm font-semibold text-primary">What&apos;s included</p>
        <div aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      <ul className="mt-5 grid flex-1 content-start gap-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <span
              aria-hidden="true"
              className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
            >
              <Check className="size-3.5" strokeWidth={3} />
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <Button asChild size="lg" variant={plan.featured ? 'default' : 'outline'} className="mt-8 w-full">
        <Link href="/register">{plan.action}</Link>
      </Button>
    </article>
  );
}
