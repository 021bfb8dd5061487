import type { BillingStatus, Meter } from '@shared/api/billing';
import { MAX_PAGE_VARIATIONS, type SavedPageRef } from '@shared/api/generation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Layers } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { BusyIcon } from '@/components/busy-icon';
import { DialogFrame } from '@/components/dialog-frame';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { BILLING_STATUS_KEY } from '@/features/billing';
import { errorText } from '@/lib/api';
import { streamAiRequest } from '@/lib/sse-client';

/** The page a variation is made from: its live version is the base the server checks. */
export interface VariationSource {
  id: number;
  title: string;
  currentVersionId: number | null;
}

/** The dialog's own copy of GET /api/billing/status (the path is the key's first part). */
const KEY = [...BILLING_STATUS_KEY, 'page-variations'] as const;

const left = (meter: Meter) => (meter.limit === null ? null : Math.max(0, meter.limit - meter.used));

/** How many variations the plan has room for now (each is a page and a variation), and why not more. */
export function pageVariationRoom(status: BillingStatus): { max: number; reason: string | null } {
  const plan = status.plan.name;
  const variations = left(status.usage.monthly.variation);
  const pages = left(status.usage.landingPages);
  let max = MAX_PAGE_VARIATIONS;
  let reason: string | null = null;
  if (variations !== null && variations < max) {
    max = variations;
    reason = `Your ${plan} plan has ${variations === 0 ? 'no variations' : `${variations} variation${variations === 1 ? '' : 's'}`} left this month.`;
  }
  if (pages !== null && pages < max) {
    max = pages;
    reason = `Each variation is saved as a page, and your ${plan} plan has room for ${pages === 0 ? 'no more pages' : `${pages} more page${pages === 1 ? '' : 's'}`}.`;
  }
  return { max, reason };
}

type Phase =
  | { kind: 'choose' }
  | { kind: 'making'; log: string }
  | { kind: 'done'; log: string; pages: SavedPageRef[]; group: string }
  | { kind: 'failed'; log: string; message: string };

/**
 * 'Make variations' (docs/product.md, 'Variations of the page as it is now'): challengers of the
 * page as it is now, streamed as they are made; the page's own words, sections and images stay,
 * the pitch changes. Also Remix's 'From this page as it is now' (one variation).
 */
export function MakeVariationsDialog(props: {
  page: VariationSource;
  open: boolean;
  onOpenChange(open: boolean): void;
  initialCount?: number;
}) {
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const busy = phase.kind === 'making';
  const close = (open: boolean) => {
    // Closing mid-way would hide the result, not stop it: the dialog stays while pages are made.
    if (busy) return;
    props.onOpenChange(open);
    if (!open) setPhase({ kind: 'choose' });
  };
  return (
    <DialogFrame
      open={props.open}
      onOpenChange={close}
      size="xl"
      data-testid="make-variations-dialog"
      title="Make variations"
      description={
        <>
          Challengers of <strong className="font-medium text-foreground">{props.page.title}</strong> as it is
          now. Your own words, sections and images stay; the headline, how the benefits are framed, the order
          of the sections and the button wording change. Each is saved as a new page beside this one.
        </>
      }
    >
      {props.open && (
        <MakeVariationsBody
          page={props.page}
          initialCount={props.initialCount ?? 2}
          phase={phase}
          setPhase={setPhase}
          onClose={() => close(false)}
        />
      )}
    </DialogFrame>
  );
}

function MakeVariationsBody(props: {
  page: VariationSource;
  initialCount: number;
  phase: Phase;
  setPhase(phase: Phase): void;
  onClose(): void;
}) {
  const { page, phase, setPhase } = props;
  const id = useId();
  const queryClient = useQueryClient();
  const status = useQuery<BillingStatus>({ queryKey: KEY, refetchOnMount: 'always' });
  const room = status.data ? pageVariationRoom(status.data) : null;
  const choices = Array.from({ length: MAX_PAGE_VARIATIONS }, (_, i) => i + 1).filter(
    (n) => room === null || n <= room.max,
  );
  const [count, setCount] = useState(() => props.initialCount);
  const chosen = choices.includes(count) ? count : (choices.at(-1) ?? 0);
  const log = useRef('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen === 0) return;
    log.current = '';
    setPhase({ kind: 'making', log: '' });
    // Set by the stream's last event; the answer ends after it.
    const result: { phase: Phase | null } = { phase: null };
    try {
      await streamAiRequest(
        `/api/landing-pages/${page.id}/variations`,
        { count: chosen, ...(page.currentVersionId ? { baseVersionId: page.currentVersionId } : {}) },
        {
          onEvent(streamEvent) {
            if (streamEvent.type === 'content') {
              log.current += streamEvent.content;
              setPhase({ kind: 'making', log: log.current });
            } else if (streamEvent.type === 'variations_complete') {
              result.phase = {
                kind: 'done',
                log: log.current,
                pages: streamEvent.savedPages,
                group: streamEvent.variationGroup,
              };
            } else if (streamEvent.type === 'error') {
              result.phase = { kind: 'failed', log: log.current, message: streamEvent.message };
            }
          },
        },
      );
      setPhase(result.phase ?? { kind: 'failed', log: log.current, message: 'No variation was made.' });
    } catch (error) {
      setPhase({ kind: 'failed', log: log.current, message: errorText(error, 'No variation was made.') });
    } finally {
      // New pages, a page now in a group, a month's allowance used: every list reads again.
      void queryClient.invalidateQueries();
    }
  };

  if (phase.kind === 'done') {
    return (
      <div className="grid gap-4" data-testid="make-variations-done">
        <p className="flex items-center gap-2 font-medium">
          <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-600" />
          {phase.pages.length === 1
            ? 'Your variation is ready.'
            : `${phase.pages.length} variations are ready.`}
        </p>
        <ul className="grid gap-1.5 text-sm">
          {phase.pages.map((made) => (
            <li key={made.id} className="min-w-0">
              <Link
                href={`/edit/${made.id}`}
                className="break-words text-primary underline-offset-4 hover:underline"
              >
                {made.title}
              </Link>
            </li>
          ))}
        </ul>
        <ProgressLog text={phase.log} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={props.onClose}>
            Close
          </Button>
          <Button asChild>
            <Link href={`/variations/${encodeURIComponent(phase.group)}`}>
              <Layers aria-hidden="true" /> Compare the variations
            </Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <fieldset className="grid gap-2" disabled={phase.kind === 'making'}>
        <legend className="mb-1 text-sm font-medium">How many variations?</legend>
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-describedby={`${id}-room`}>
          {choices.map((n) => (
            <Label
              key={n}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-4 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                type="radio"
                name={`${id}-count`}
                value={n}
                checked={chosen === n}
                onChange={() => setCount(n)}
                className="accent-[var(--color-primary)]"
              />
              {n}
            </Label>
          ))}
        </div>
        <p id={`${id}-room`} className="text-sm text-muted-foreground">
          {room?.reason ?? 'Up to four at a time; each is charged as one variation from your plan.'}
          {room !== null && room.max < MAX_PAGE_VARIATIONS && (
            <>
              {' '}
              <Link href="/upgrade" className="text-primary underline-offset-4 hover:underline">
                Upgrade
              </Link>{' '}
              for more.
            </>
          )}
        </p>
      </fieldset>
      {phase.kind !== 'choose' && <ProgressLog text={phase.log} />}
      {phase.kind === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {phase.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={props.onClose} disabled={phase.kind === 'making'}>
          Cancel
        </Button>
        <Button type="submit" disabled={phase.kind === 'making' || chosen === 0 || status.isPending}>
          <BusyIcon busy={phase.kind === 'making'} icon={Layers} />
          {phase.kind === 'making'
            ? 'Making variations...'
            : chosen === 1
              ? 'Make 1 variation'
              : chosen === 0
                ? 'Make variations'
                : `Make ${chosen} variations`}
        </Button>
      </div>
    </form>
  );
}

function ProgressLog({ text }: { text: string }) {
  if (!text.trim()) return null;
  return (
    <div
      aria-live="polite"
      data-testid="make-variations-log"
      className="max-h-48 overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm break-words whitespace-pre-wrap"
    >
      {text.trim()}
    </div>
  );
}

/** The 'Make variations' button and its dialog. */
export function MakeVariationsButton({ page }: { page: VariationSource }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Layers aria-hidden="true" /> Make variations
      </Button>
      <MakeVariationsDialog page={page} open={open} onOpenChange={setOpen} />
    </>
  );
}
