import type { GenerationOptions } from '@shared/api/generation';
import { Shuffle, Sparkles } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { ImageDropzone } from './image-dropzone';
import { OptionsPanel } from './options-panel';
import { PlanLimitNotice } from './plan-limit-notice';
import type { LimitHit, VariationRoom } from './plan-room';
import type { PickedImage } from './read-image';
import { ReferenceUrlList } from './reference-url-list';

export interface GeneratorDraft {
  prompt: string;
  images: PickedImage[];
  referenceUrls: string[];
  options: GenerationOptions;
  /** Title of the page this draft remixes (from the REMIX hand-off), shown as a reminder. */
  remixOf?: string;
}

/** The generator's first screen: the description, references and options. */
export function GeneratorForm(props: {
  draft: GeneratorDraft;
  onChange(draft: GeneratorDraft): void;
  onGenerate(draft: GeneratorDraft): void;
  onOpenTemplates(): void;
  onOpenBuilder(): void;
  /** Put the cursor in the prompt (back from a failed generation's 'Edit prompt'). */
  focusPrompt?: boolean;
  /** How many variations the plan has room for; null while unknown. */
  variationRoom?: VariationRoom | null;
  /**
   * The plan limit this request would run into; null when it fits. Generate is disabled while
   * there is one (the server would refuse it), and the notice says why, with Upgrade.
   */
  limitNotice?: LimitHit | null;
}) {
  const { draft, onChange } = props;
  const blank = draft.prompt.trim() === '';
  const blocked = props.limitNotice ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Ctrl+Enter submits too: over a limit it sends nothing (the notice says why).
    if (blocked) return;
    if (blank) {
      toast({
        title: 'Please enter a prompt',
        description: 'Describe the landing page you want to create.',
        variant: 'destructive',
      });
      return;
    }
    props.onGenerate(draft);
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_22rem]">
      <form onSubmit={submit} noValidate className="min-w-0">
        <Card>
          <CardHeader>
            <h1 className="text-2xl leading-tight font-semibold">AI Landing Page Generator</h1>
            <CardDescription>
              Describe your offer and audience; Pagecraft writes a complete page you can paste into your
              funnel.
            </CardDescription>
            {draft.remixOf && (
              <p
                className="mt-2 flex items-center gap-2 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm"
                data-testid="remix-notice"
              >
                <Shuffle aria-hidden="true" className="size-4 shrink-0 text-primary" />
                <span>
                  Remixing <span className="font-medium">“{draft.remixOf}”</span>: its prompt and references
                  are loaded below; change anything before generating.
                </span>
              </p>
            )}
          </CardHeader>
          <CardContent className="space-y-6">
            <div className="space-y-2">
              <Label htmlFor="prompt">Describe your landing page</Label>
              <Textarea
                id="prompt"
                rows={7}
                placeholder="e.g. A landing page for Bright Smile Dental, a family dentist in Austin. Goal: book free consultations. Friendly tone, teal colours, testimonials and an FAQ."
                value={draft.prompt}
                // Only when the person asked to edit the prompt (after a failed generation).
                autoFocus={props.focusPrompt}
                onChange={(event) => onChange({ ...draft, prompt: event.target.value })}
                onKeyDown={(event) => {
                  // Ctrl/Cmd+Enter generates; a blank prompt then gets its toast
                  // (docs/product.md, 'Generator screen').
                  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                    event.preventDefault();
                    event.currentTarget.form?.requestSubmit();
                  }
                }}
                aria-describedby="prompt-hint"
              />
              <p id="prompt-hint" className="text-xs text-muted-foreground">
                Press Ctrl+Enter to generate.
              </p>
            </div>
            <div className="space-y-2">
              <Label>Reference images (optional)</Label>
              <ImageDropzone images={draft.images} onChange={(images) => onChange({ ...draft, images })} />
            </div>
            <div className="space-y-2">
              <Label>Reference URLs (optional)</Label>
              <ReferenceUrlList
                urls={draft.referenceUrls}
                onChange={(referenceUrls) => onChange({ ...draft, referenceUrls })}
              />
            </div>
            {blocked && <PlanLimitNotice id="generate-limit" limit={blocked} />}
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={blank || blocked !== null}
              aria-describedby={blocked ? 'generate-limit' : undefined}
            >
              <Sparkles aria-hidden="true" /> Generate Landing Page
            </Button>
          </CardContent>
        </Card>
      </form>
      <aside aria-label="Generation options">
        <OptionsPanel
          options={draft.options}
          onChange={(options) => onChange({ ...draft, options })}
          variationRoom={props.variationRoom ?? null}
          onOpenTemplates={props.onOpenTemplates}
          onOpenBuilder={props.onOpenBuilder}
        />
      </aside>
    </div>
  );
}
