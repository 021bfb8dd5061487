import { TEMPLATE_CATEGORIES, TEMPLATES, type Template } from '@shared/templates';
import { useState } from 'react';
import { DialogFrame } from '@/components/dialog-frame';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const CATEGORY_LABEL: Record<string, string> = { all: 'All' };

/**
 * The built-in template library. Each preview is a real page composed by the server and
 * shown scaled down in a sandboxed iframe (no allow-same-origin), loaded lazily.
 */
export function TemplateGallery(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onSelect(template: Template): void;
}) {
  const [category, setCategory] = useState<(typeof TEMPLATE_CATEGORIES)[number]>('all');
  const shown = category === 'all' ? TEMPLATES : TEMPLATES.filter((t) => t.category === category);

  return (
    <DialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      className="max-h-[90vh] max-w-6xl"
      title="Template Library"
      description="Start from a proven layout. Pick a template to fill in the generator."
    >
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Filter templates by category</legend>
        {TEMPLATE_CATEGORIES.map((name) => (
          <Button
            key={name}
            size="sm"
            variant={category === name ? 'default' : 'outline'}
            aria-pressed={category === name}
            onClick={() => setCategory(name)}
          >
            {CATEGORY_LABEL[name] ?? name}
          </Button>
        ))}
      </fieldset>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((template) => (
          <li key={template.id} data-testid={`template-${template.id}`}>
            <TemplateCard template={template} onSelect={() => props.onSelect(template)} />
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
}

function TemplateCard({ template, onSelect }: { template: Template; onSelect(): void }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-shadow hover:shadow-md">
      <div className="relative h-44 overflow-hidden border-b bg-muted" aria-hidden="true">
        {/* 1280px-wide page scaled to the card: the thumbnail shows the real layout. */}
        <iframe
          title={`${template.title} preview`}
          src={`/api/templates/${template.id}/preview`}
          sandbox="allow-scripts"
          loading="lazy"
          tabIndex={-1}
          className="pointer-events-none absolute top-0 left-0 h-[880px] w-[1280px] origin-top-left scale-[0.23] md:scale-[0.26] lg:scale-[0.26]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold">{template.title}</h3>
          <Badge variant="secondary" className={cn('shrink-0')}>
            {template.category}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">{template.description}</p>
        <div className="mt-auto flex flex-wrap gap-1 pt-2">
          {template.tags.slice(0, 3).map((tag) => (
            <span key={tag} className="rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">
              {tag}
            </span>
          ))}
        </div>
        <Button className="mt-2 w-full" onClick={onSelect} aria-label={`Use the ${template.title} template`}>
          Use Template
        </Button>
      </div>
    </article>
  );
}
