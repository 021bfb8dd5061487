import { ArrowRight, ClipboardCheck, type LucideIcon, MessageSquareText, WandSparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { SectionHeading } from './section-heading';

interface Step {
  icon: LucideIcon;
  title: string;
  description: string;
}

const STEPS: Step[] = [
  {
    icon: MessageSquareText,
    title: 'Describe your vision',
    description: 'Tell Pagecraft about your offer, audience and style in a few sentences.',
  },
  {
    icon: WandSparkles,
    title: 'AI generates the code',
    description: 'Get a complete, responsive landing page with persuasive copy, built in seconds.',
  },
  {
    icon: ClipboardCheck,
    title: 'Copy and paste',
    description: 'Drop the code into GoHighLevel or any funnel builder and start sending traffic.',
  },
];

export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="relative border-y bg-muted/60 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="From idea to live page in three steps"
          description="No designers, no developers, no templates to wrestle with. Just describe it and ship it."
        />
        <div className="relative mt-14">
          {/* Connector line between the step numbers on wide screens; kept outside the <ol> for valid markup. */}
          <div
            aria-hidden="true"
            className="absolute top-6 right-[16.66%] left-[16.66%] hidden h-px bg-gradient-to-r from-primary/10 via-primary/40 to-primary/10 md:block"
          />
          <ol className="relative grid gap-6 md:grid-cols-3 md:gap-8">
            {STEPS.map(({ icon: Icon, title, description }, index) => (
              <li key={title} className="relative flex flex-col items-center text-center">
                <span
                  aria-hidden="true"
                  className="relative flex size-12 items-center justify-center rounded-full border bg-background font-mono text-sm font-semibold text-primary shadow-sm ring-4 ring-muted"
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                <div className="mt-6 w-full flex-1 rounded-xl border bg-card p-6 shadow-xs">
                  <Icon aria-hidden="true" className="mx-auto size-6 text-primary" />
                  <h3 className="mt-4 text-base font-semibold">{title}</h3>
                  <p className="mt-2 text-sm leading-6 text-muted-foreground">{description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className="mt-12 flex justify-center">
          <Button asChild size="lg" className="group shadow-md shadow-primary/20">
            <Link href="/generator">
              Start Creating Now
              <ArrowRight aria-hidden="true" className="transition-transform group-hover:translate-x-0.5" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
