import { Lightbulb, ScrollText } from 'lucide-react';

/** The empty state, also shown when the list could not be loaded (docs/product.md, 'Changelog'). */
export function EmptyChangelog() {
  return (
    <div className="mt-10 flex flex-col items-center rounded-xl border border-dashed px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <ScrollText aria-hidden="true" className="size-6 text-muted-foreground" />
      </span>
      <p className="mt-4 font-semibold">No changelog entries found</p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">
        Changelog entries will appear here as new features are added.
      </p>
    </div>
  );
}

/** The footer box (docs/product.md, 'Changelog'). */
export function SuggestFeature() {
  return (
    <aside
      aria-labelledby="suggest-feature-heading"
      className="mt-12 flex flex-col items-center gap-3 rounded-2xl border bg-gradient-to-br from-primary/5 via-background to-accent p-6 text-center sm:flex-row sm:gap-5 sm:p-8 sm:text-left"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10">
        <Lightbulb aria-hidden="true" className="size-6 text-primary" />
      </span>
      <div>
        <h2 id="suggest-feature-heading" className="font-semibold">
          Want to suggest a feature?
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          We read every suggestion. Tell us what would make your funnels and landing pages work better.
        </p>
      </div>
    </aside>
  );
}
