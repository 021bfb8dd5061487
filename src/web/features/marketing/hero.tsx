import { ArrowRight, CirclePlay, Sparkles } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { CodePreview } from './code-preview';

const PLATFORMS = ['GoHighLevel', 'ClickFunnels', 'WordPress'];

// The walkthrough (its code and screenshots) is loaded when asked for, never with the landing
// page itself: most visitors never open it, and the public page's weight is a product bar.
const loadDemoDialog = () => import('./demo-dialog');
const DemoDialog = lazy(loadDemoDialog);

export function Hero() {
  const [demoOpen, setDemoOpen] = useState(false);
  // Mounted on the first click and kept, so a second opening needs no new download.
  const [demoMounted, setDemoMounted] = useState(false);
  const demoButton = useRef<HTMLButtonElement>(null);
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <HeroBackdrop />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 sm:pb-24 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:px-8 lg:pt-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/80 px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs backdrop-blur sm:text-sm">
            <Sparkles aria-hidden="true" className="size-3.5 text-primary" />
            AI landing pages for funnel builders
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:leading-[1.08] xl:text-[3.5rem]"
          >
            Generate landing pages for your funnels{' '}
            <span className="bg-gradient-to-r from-indigo-600 via-violet-600 to-fuchsia-600 bg-clip-text text-transparent">
              with AI
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-base text-pretty text-muted-foreground sm:text-lg lg:mx-0">
            Describe your offer and Pagecraft writes a complete, mobile-responsive page: clean HTML and CSS
            you can paste straight into your funnel builder in seconds.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="lg" className="group shadow-md shadow-primary/20">
              <Link href="/generator">
                Try Generator Now
                <ArrowRight aria-hidden="true" className="transition-transform group-hover:translate-x-0.5" />
              </Link>
            </Button>
            <Button
              ref={demoButton}
              variant="outline"
              size="lg"
              aria-haspopup="dialog"
              // A pointer on its way or a focus is a good hint: fetch the dialog's code before the click.
              onPointerEnter={() => void loadDemoDialog()}
              onFocus={() => void loadDemoDialog()}
              onClick={() => {
                setDemoMounted(true);
                setDemoOpen(true);
              }}
            >
              <CirclePlay aria-hidden="true" />
              Watch Demo
            </Button>
          </div>
          <p className="mt-6 text-sm text-muted-foreground">
            Works with{' '}
            {PLATFORMS.map((name, index) => (
              <span key={name}>
                <span className="font-medium text-foreground">{name}</span>
                {index < PLATFORMS.length - 1 && ', '}
              </span>
            ))}
          </p>
        </div>
        <CodePreview className="mx-auto w-full max-w-xl lg:max-w-none" />
      </div>
      {demoMounted && (
        <Suspense fallback={null}>
          <DemoDialog open={demoOpen} onOpenChange={setDemoOpen} returnFocusTo={demoButton} />
        </Suspense>
      )}
    </section>
  );
}

/** Grid + glow accents drawn with CSS only, so the page makes no image or font requests. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,black_30%,transparent_100%)] bg-[size:3.5rem_3.5rem]" />
      <div className="absolute -top-40 left-1/2 h-[32rem] w-[56rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,oklch(0.75_0.14_277/0.35),transparent)]" />
      <div className="absolute top-24 -right-32 h-80 w-80 rounded-full bg-[radial-gradient(closest-side,oklch(0.8_0.12_320/0.3),transparent)]" />
    </div>
  );
}
