import {
  type CreateExperimentBody,
  createExperimentSchema,
  EXPERIMENT_LIMITS,
  variantLetter,
} from '@shared/api/experiments';
import { FlaskConical } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { BusyIcon } from '@/components/busy-icon';
import { DialogFrame } from '@/components/dialog-frame';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { sentence, slugProblem, suggestSlug } from '@/features/publishing';
import { errorText } from '@/lib/api';
import { cn } from '@/lib/utils';
import {
  type ExperimentPage,
  evenShares,
  pageCountProblem,
  parseShare,
  sharesProblem,
  shareTotal,
  suggestExperimentName,
  variantLook,
} from './experiment-model';
import { fieldOfRefusal, useCreateExperiment } from './experiments-api';

type Field = 'name' | 'slug' | 'pageIds' | 'weights' | 'form';
type Errors = Partial<Record<Field, string>>;

/**
 * The 'Start an experiment' dialog (docs/product.md, 'Experiments'), loaded on the button's
 * first click (start-experiment-button.tsx): the form and the publishing rule's helpers stay
 * out of the variations page and the dashboard until someone starts one.
 */
export default function StartExperimentDialog(props: {
  pages: ExperimentPage[];
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <DialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      size="xl"
      data-testid="start-experiment-dialog"
      title="Start an experiment"
      description="Put these variations at one address: each new visitor sees one of them, and the results tell you which gets more leads."
    >
      {/* Mounted only while open: each opening starts from the group's pages as they are. */}
      {props.open && <StartForm pages={props.pages} onCancel={() => props.onOpenChange(false)} />}
    </DialogFrame>
  );
}

function StartForm(props: { pages: ExperimentPage[]; onCancel(): void }) {
  const id = useId();
  const [, navigate] = useLocation();
  const create = useCreateExperiment();
  const first = props.pages[0]?.title ?? '';
  const [name, setName] = useState(() => suggestExperimentName(first));
  const [pasted, setPasted] = useState(false);
  const [slug, setSlug] = useState(() => suggestSlug(first));
  const [checked, setChecked] = useState<number[]>(() =>
    props.pages.slice(0, EXPERIMENT_LIMITS.maxPages).map((page) => page.id),
  );
  const [customShares, setCustomShares] = useState(false);
  const [shares, setShares] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Errors>({});

  // The letters follow the group's order among the chosen pages: A is the first chosen.
  const chosen = props.pages.filter((page) => checked.includes(page.id));
  const shareTexts = chosen.map((page) => shares[page.id] ?? '');

  const splitEvenly = (ids: number[]) => {
    const even = evenShares(ids.length);
    setShares(Object.fromEntries(ids.map((pageId, index) => [pageId, String(even[index])])));
  };

  const toggle = (pageId: number, on: boolean) => {
    const next = props.pages
      .map((page) => page.id)
      .filter((candidate) => (candidate === pageId ? on : checked.includes(candidate)));
    setChecked(next);
    // Other pages, other shares: start again from an even split rather than keep stale numbers.
    if (customShares) splitEvenly(next);
    setErrors((before) => ({ ...before, pageIds: undefined, weights: undefined }));
  };

  const focus = (field: Field) => {
    const target = document.getElementById(`${id}-${field}`);
    // A fieldset takes focus at its first field (the shares: their first number).
    const input =
      target?.querySelector<HTMLElement>('input[inputmode=numeric]') ??
      target?.querySelector<HTMLElement>('input');
    (input ?? target)?.focus();
  };

  const show = (next: Errors) => {
    setErrors(next);
    const firstField = (['name', 'slug', 'pageIds', 'weights', 'form'] as const).find((field) => next[field]);
    if (firstField) setTimeout(() => focus(firstField));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const trimmedName = name.trim();
    // The API's own rule and words.
    const nameCheck = createExperimentSchema.shape.name.safeParse(name);
    if (!nameCheck.success) next.name = sentence(nameCheck.error.issues[0]?.message ?? '');
    const wantedSlug = slug.trim();
    if (!pasted) {
      const problem = slugProblem(wantedSlug);
      if (problem) next.slug = problem;
    }
    const countProblem = pageCountProblem(chosen.length);
    if (countProblem) next.pageIds = countProblem;
    else if (!pasted && customShares) {
      const problem = sharesProblem(shareTexts);
      if (problem) next.weights = problem;
    }
    if (Object.keys(next).length > 0) {
      show(next);
      return;
    }
    setErrors({});
    const body: CreateExperimentBody = {
      name: trimmedName,
      pageIds: chosen.map((page) => page.id),
      ...(pasted ? {} : { slug: wantedSlug }),
      ...(!pasted && customShares ? { weights: shareTexts.map((text) => parseShare(text) ?? 0) } : {}),
    };
    create.mutate(body, {
      onSuccess: (created) => navigate(`/experiments/${created.id}`),
      onError: (refusal) => {
        const field = fieldOfRefusal(refusal);
        if (field === null) return;
        // Shares the form did not send cannot be wrong: such a refusal is the form's.
        show({ [field === 'weights' && !customShares ? 'form' : field]: sentence(errorText(refusal, '')) });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" data-testid="start-experiment-form">
      <FormField
        id={`${id}-name`}
        label="Name"
        value={name}
        maxLength={EXPERIMENT_LIMITS.maxNameLength}
        autoComplete="off"
        hint="For you: visitors never see it."
        error={errors.name}
        onChange={(event) => {
          setName(event.target.value);
          if (errors.name) setErrors((before) => ({ ...before, name: undefined }));
        }}
      />

      <fieldset
        className="grid gap-2"
        id={`${id}-pageIds`}
        aria-describedby={errors.pageIds ? `${id}-pageIds-error` : undefined}
      >
        <legend className="text-sm font-medium">Pages to compare</legend>
        <p className="text-xs text-muted-foreground">
          {EXPERIMENT_LIMITS.minPages} to {EXPERIMENT_LIMITS.maxPages} pages. Each is shown as it is now.
        </p>
        <ul className="mt-1 grid gap-1.5">
          {props.pages.map((page) => {
            const index = chosen.findIndex((item) => item.id === page.id);
            const inputId = `${id}-page-${page.id}`;
            return (
              <li key={page.id}>
                <label
                  htmlFor={inputId}
                  className={cn(
                    'flex min-w-0 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors',
                    'focus-within:ring-[3px] focus-within:ring-ring hover:bg-muted/50',
                    index >= 0 && 'border-primary/40 bg-primary/5',
                  )}
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    className="size-4 shrink-0 accent-[var(--color-primary)] outline-none"
                    checked={index >= 0}
                    onChange={(event) => toggle(page.id, event.target.checked)}
                  />
                  <span className="min-w-0 flex-1 break-words">{page.title}</span>
                  {index >= 0 && (
                    <span
                      className="flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white"
                      style={{ backgroundColor: variantLook(index).colour }}
                      title={`Variant ${variantLetter(index)}`}
                    >
                      {variantLetter(index)}
                      <span className="sr-only">: variant {variantLetter(index)}</span>
                    </span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
        <FieldError id={`${id}-pageIds-error`}>{errors.pageIds}</FieldError>
      </fieldset>

      <div className="grid gap-2">
        <label htmlFor={`${id}-pasted`} className="flex cursor-pointer items-start gap-3 text-sm">
          <input
            id={`${id}-pasted`}
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]"
            checked={pasted}
            aria-describedby={`${id}-pasted-hint`}
            onChange={(event) => {
              setPasted(event.target.checked);
              setErrors((before) => ({ ...before, slug: undefined, weights: undefined }));
            }}
          />
          <span className="font-medium">Compare pasted pages (no address)</span>
        </label>
        <p id={`${id}-pasted-hint`} className="pl-7 text-xs text-muted-foreground">
          For pages you copied into your own platform, which splits the traffic itself: each copy counts its
          own visitors and leads.
        </p>
      </div>

      {!pasted && (
        <>
          <SlugField
            id={`${id}-slug`}
            value={slug}
            error={errors.slug}
            onChange={(value) => {
              setSlug(value);
              if (errors.slug) setErrors((before) => ({ ...before, slug: undefined }));
            }}
          />

          <fieldset className="grid gap-2" id={`${id}-weights`}>
            <legend className="text-sm font-medium">Traffic</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              <label className="flex cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-split`}
                  className="size-4 accent-[var(--color-primary)]"
                  checked={!customShares}
                  onChange={() => {
                    setCustomShares(false);
                    setErrors((before) => ({ ...before, weights: undefined }));
                  }}
                />
                Split evenly
              </label>
              <label className="flex cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-split`}
                  className="size-4 accent-[var(--color-primary)]"
                  checked={customShares}
                  onChange={() => {
                    setCustomShares(true);
                    splitEvenly(chosen.map((page) => page.id));
                  }}
                />
                Set each page&rsquo;s share
              </label>
            </div>
            {customShares && chosen.length > 0 && (
              <ul className="grid gap-2">
                {chosen.map((page, index) => {
                  const inputId = `${id}-share-${page.id}`;
                  return (
                    <li key={page.id} className="flex min-w-0 items-center gap-2">
                      <Label htmlFor={inputId} className="min-w-0 flex-1 items-start leading-5 font-normal">
                        <span className="shrink-0 font-semibold">{variantLetter(index)}</span>{' '}
                        <span className="line-clamp-2 break-words text-muted-foreground" title={page.title}>
                          {page.title}
                        </span>
                        <span className="sr-only"> share of visitors, in percent</span>
                      </Label>
                      <div className="flex shrink-0 items-center gap-1">
                        <Input
                          id={inputId}
                          inputMode="numeric"
                          className="h-8 w-16 text-right tabular-nums"
                          value={shares[page.id] ?? ''}
                          aria-invalid={errors.weights ? true : undefined}
                          aria-describedby={errors.weights ? `${id}-weights-error` : undefined}
                          onChange={(event) => {
                            setShares((before) => ({ ...before, [page.id]: event.target.value }));
                            if (errors.weights) setErrors((before) => ({ ...before, weights: undefined }));
                          }}
                        />
                        <span aria-hidden="true" className="text-sm text-muted-foreground">
                          %
                        </span>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            {customShares && chosen.length > 0 && !errors.weights && (
              <p className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
                Total: {shareTotal(shareTexts)}%
              </p>
            )}
            <FieldError id={`${id}-weights-error`}>{errors.weights}</FieldError>
          </fieldset>
        </>
      )}

      {errors.form && (
        <p role="alert" id={`${id}-form`} className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={props.onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          <BusyIcon busy={create.isPending} icon={FlaskConical} />
          {create.isPending ? 'Starting...' : 'Start experiment'}
        </Button>
      </div>
    </form>
  );
}

/** The experiment's address: '/p/' and the slug, checked by the publication's rule. */
function SlugField(props: { id: string; value: string; error?: string; onChange(value: string): void }) {
  const { id } = props;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Address</Label>
      <div
        className={cn(
          'flex h-9 min-w-0 items-center rounded-md border border-input shadow-xs transition-[color,box-shadow]',
          'focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring',
          props.error && 'border-destructive ring-destructive/20',
        )}
      >
        <span aria-hidden="true" className="shrink-0 pl-3 font-mono text-sm text-muted-foreground">
          /p/
        </span>
        <Input
          id={id}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error ${id}-hint` : `${id}-hint`}
          className="h-full border-0 pl-0.5 font-mono shadow-none focus-visible:ring-0 aria-invalid:ring-0"
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Where the test runs: share it or point an ad at it. Lowercase letters, digits and hyphens; not an
        address another page or experiment uses.
      </p>
      <FieldError id={`${id}-error`}>{props.error}</FieldError>
    </div>
  );
}

function FieldError(props: { id: string; children: ReactNode }) {
  if (!props.children) return null;
  return (
    <p id={props.id} className="text-sm font-medium text-destructive">
      {props.children}
    </p>
  );
}
