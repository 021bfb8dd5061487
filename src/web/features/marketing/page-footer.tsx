import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

/** Closing call to action plus a slim footer band; the app shell deliberately renders no site footer. */
export function PageFooter() {
  return (
    <>
      <section aria-labelledby="closing-cta-title" className="px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
        <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-slate-950 px-6 py-14 text-center shadow-2xl sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_70%_at_50%_0%,oklch(0.51_0.23_277/0.55),transparent_70%)]"
          />
          <h2
            id="closing-cta-title"
            className="text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl"
          >
            Your next funnel page is one prompt away
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-base text-pretty text-slate-300 sm:text-lg">
            Describe it, generate it, paste it. Launch your next offer today.
          </p>
          <Button
            asChild
            size="lg"
            className="group mt-8 bg-white text-slate-950 hover:bg-slate-200 focus-visible:ring-indigo-300"
          >
            <Link href="/generator">
              Try Generator Now
              <ArrowRight aria-hidden="true" className="transition-transform group-hover:translate-x-0.5" />
            </Link>
          </Button>
        </div>
      </section>
      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-center text-sm text-muted-foreground sm:flex-row sm:text-left sm:px-6 lg:px-8">
          <p className="flex items-center gap-2 font-semibold text-foreground">
            <svg aria-hidden="true" viewBox="0 0 32 32" className="size-6">
              <rect width="32" height="32" rx="8" className="fill-primary" />
              <path
                d="M11 23V9h6.5a4.5 4.5 0 0 1 0 9H11"
                fill="none"
                stroke="white"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            Pagecraft
          </p>
          <p>&copy; {new Date().getFullYear()} Pagecraft. AI landing pages for your funnels.</p>
        </div>
      </footer>
    </>
  );
}
