import { cn } from '@/lib/utils';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  className?: string;
}

/** Shared eyebrow + h2 + lede so every section keeps the same typographic rhythm. */
export function SectionHeading({ id, eyebrow, title, description, className }: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-base text-pretty text-muted-foreground sm:text-lg">{description}</p>
    </div>
  );
}
