import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { SectionHeading } from './section-heading';

const STARTER_FEATURES = [
  'AI landing page generation',
  'Mobile-responsive HTML & CSS',
  'GoHighLevel-ready forms and integrations',
  'Copy-and-paste code export',
  'Version history with one-click rollback',
];

export function PricingTeaser() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="relative isolate overflow-hidden py-20 sm:py-28"
    >
      {/* Faint glow so the single plan card does not float on a flat field. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-1/3 -z-10 h-[36rem] bg-[radial-gradient(ellipse_50%_45%_at_50%_50%,oklch(0.85_0.08_277/0.35),transparent)]"
      />
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple pricing that grows with your funnels"
          description="One plan with everything you need to start generating landing pages today."
        />
        <article
          aria-labelledby="starter-plan"
          className="mx-auto mt-14 grid max-w-4xl overflow-hidden rounded-2xl border bg-card shadow-xl shadow-primary/5 lg:grid-cols-5"
        >
          <div className="p-6 sm:p-10 lg:col-span-3">
            <h3 id="starter-plan" className="text-2xl font-semibold tracking-tight">
              Starter
            </h3>
            <p className="mt-3 text-sm leading-6 text-muted-foreground sm:text-base">
              For marketers and agencies launching funnel pages without waiting on a developer.
            </p>
            <div className="mt-8 flex items-center gap-4">
              <p className="text-sm font-semibold text-primary">What&apos;s included</p>
              <div aria-hidden="true" className="h-px flex-1 bg-border" />
            </div>
            <ul className="mt-6 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-1">
              {STARTER_FEATURES.map((feature) => (
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
          </div>
          <div className="p-2 lg:col-span-2">
            <div className="flex h-full flex-col justify-center rounded-xl bg-muted/70 px-6 py-10 text-center ring-1 ring-border sm:px-8">
              <p className="text-sm font-medium text-muted-foreground">Everything to launch today</p>
              <p className="mt-4 flex items-baseline justify-center gap-1">
                <span className="text-5xl font-semibold tracking-tight">$29</span>
                <span className="text-sm font-medium text-muted-foreground">/month</span>
              </p>
              <Button asChild size="lg" className="mt-8 w-full">
                <Link href="/register">Get Started</Link>
              </Button>
              <p className="mt-4 text-xs text-balance text-muted-foreground">
                Billed monthly. Upgrade whenever you need more.
              </p>
            </div>
          </div>
        </article>
      </div>
    </section>
  );
}
