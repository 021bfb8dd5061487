import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play, RotateCcw } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { DEMO_FRAMES } from './demo-frames';

/** How long each step stays on screen while the walkthrough plays. */
const DEMO_STEP_MS = 4000;
// The progress bar moves in small steps; ten a second reads as smooth and costs nothing.
const TICK_MS = 100;
const LAST = DEMO_FRAMES.length - 1;

interface PlayerState {
  index: number;
  playing: boolean;
  /** Time spent on the current step while playing. */
  elapsed: number;
}

type PlayerAction = { type: 'tick' } | { type: 'go'; index: number } | { type: 'toggle' };

const ended = (state: PlayerState) => state.index === LAST && state.elapsed >= DEMO_STEP_MS;

function reduce(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'tick': {
      if (!state.playing) return state;
      const elapsed = state.elapsed + TICK_MS;
      if (elapsed < DEMO_STEP_MS) return { ...state, elapsed };
      // The walkthrough stops on its last step, where 'Try Generator Now' is the way on.
      if (state.index === LAST) return { ...state, playing: false, elapsed: DEMO_STEP_MS };
      return { ...state, index: state.index + 1, elapsed: 0 };
    }
    case 'go': {
      const index = Math.min(LAST, Math.max(0, action.index));
      return index === state.index ? state : { ...state, index, elapsed: 0 };
    }
    case 'toggle':
      if (state.playing) return { ...state, playing: false };
      // Play once it has ended starts over.
      return ended(state) ? { index: 0, playing: true, elapsed: 0 } : { ...state, playing: true };
  }
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The hero's 'Watch Demo' (docs/product.md, 'Landing page'): a short,
 * silent walkthrough of real screenshots of the app (demo-frames.ts). It is its own chunk,
 * mounted on first open, so the public page downloads neither its code nor its images up front.
 */
export default function DemoDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opened it: Radix returns focus to a DialogTrigger only, and there is none. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {/* Mounted while open only: each opening starts again at step 1. */}
      {props.open && <DemoContent returnFocusTo={props.returnFocusTo} />}
    </Dialog>
  );
}

function DemoContent({ returnFocusTo }: { returnFocusTo: RefObject<HTMLElement | null> }) {
  const [state, dispatch] = useReducer(reduce, undefined, () => ({
    index: 0,
    // Motion only for those who have not asked for less: they step through by hand.
    playing: !prefersReducedMotion(),
    elapsed: 0,
  }));
  const { index, playing } = state;
  const frame = DEMO_FRAMES[index]!;
  const playButton = useRef<HTMLButtonElement>(null);
  // Images are requested as they are first needed: the one shown and the one after it (so it is
  // ready when its turn comes). Once loaded they stay in the DOM, so going back cross-fades too.
  const [wanted, setWanted] = useState<ReadonlySet<number>>(() => new Set([0, 1]));
  useEffect(() => {
    setWanted((before) =>
      before.has(index) && (index === LAST || before.has(index + 1))
        ? before
        : new Set([...before, index, Math.min(LAST, index + 1)]),
    );
  }, [index]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), TICK_MS);
    return () => clearInterval(timer);
  }, [playing]);

  const go = (to: number) => dispatch({ type: 'go', index: to });
  // The arrow keys are a shortcut for Previous and Next, wherever the focus is in the dialog.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  const isEnded = ended(state);
  const progress = isEnded ? 100 : (state.elapsed / DEMO_STEP_MS) * 100;
  const PlayIcon = playing ? Pause : isEnded ? RotateCcw : Play;

  return (
    <DialogContent
      className="max-w-5xl gap-3 p-4 sm:gap-4 sm:p-6"
      onKeyDown={onKeyDown}
      // Focus starts on Pause, so a keyboard user can stop the motion with one key.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        playButton.current?.focus();
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
      }}
    >
      <DialogHeader className="px-6 sm:px-0 sm:pr-8">
        <DialogTitle className="leading-tight">See Pagecraft in action</DialogTitle>
        <DialogDescription>
          A short, silent walkthrough of the real app: from a few sentences to a page ready for your funnel.
        </DialogDescription>
      </DialogHeader>

      <div
        // The height the dialog's text and controls leave bounds the width of the 16:10 frames
        // (about 23rem of text and controls, 20rem from lg up where the captions take one line),
        // so a laptop shows the whole dialog without scrolling; never narrower than a phone.
        className="mx-auto flex w-full max-w-[max(16rem,calc((100dvh_-_23rem)*1.6))] min-w-0 flex-col gap-2 lg:max-w-[max(16rem,calc((100dvh_-_20rem)*1.6))]"
      >
        <div
          className="relative w-full overflow-hidden rounded-lg border bg-muted shadow-sm"
          style={{ aspectRatio: `${frame.width} / ${frame.height}` }}
          data-testid="demo-frame"
        >
          {DEMO_FRAMES.map((item, i) =>
            wanted.has(i) ? (
              <img
                key={item.src}
                src={item.src}
                alt={item.alt}
                width={item.width}
                height={item.height}
                decoding="async"
                // Only the shown frame is in the accessibility tree; the others wait, invisible.
                aria-hidden={i === index ? undefined : true}
                data-current={i === index || undefined}
                className={cn(
                  'absolute inset-0 size-full object-cover object-top transition-opacity duration-500 motion-reduce:transition-none',
                  i === index ? 'opacity-100' : 'opacity-0',
                )}
              />
            ) : null,
          )}
        </div>
        <div
          aria-hidden="true"
          className="h-1 overflow-hidden rounded-full bg-muted"
          data-testid="demo-progress"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-100 ease-linear motion-reduce:transition-none"
            style={{ width: `${progress}%` }}
          />
        </div>
      </div>

      <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
        {/* Every caption occupies the same cell, the hidden ones invisibly: the block is as tall
            as the longest, so the controls below never jump from step to step. */}
        <div className="grid min-w-0 flex-1">
          {DEMO_FRAMES.map((item, i) => (
            <div
              key={item.src}
              className={cn('[grid-area:1/1]', i !== index && 'invisible')}
              data-testid={i === index ? 'demo-caption' : undefined}
            >
              <p className="text-xs font-medium text-primary">
                Step {i + 1} of {DEMO_FRAMES.length}
              </p>
              <p className="mt-0.5 font-semibold">{item.title}</p>
              <p className="mt-0.5 text-sm text-pretty text-muted-foreground">{item.caption}</p>
            </div>
          ))}
        </div>
        <Button asChild variant={index === LAST ? 'default' : 'outline'} className="group w-full sm:w-auto">
          <Link href="/generator">
            Try Generator Now
            <ArrowRight aria-hidden="true" className="transition-transform group-hover:translate-x-0.5" />
          </Link>
        </Button>
      </div>
      {/* Announced only when the visitor is in charge: an auto-advancing live region would talk
          over everything else every four seconds (WAI-ARIA carousel pattern). */}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {playing ? '' : `Step ${index + 1} of ${DEMO_FRAMES.length}: ${frame.title}`}
      </p>

      <div className="flex min-w-0 items-center justify-between gap-2 border-t pt-3 sm:pt-4">
        <Button
          ref={playButton}
          variant="outline"
          className="shrink-0 max-sm:size-9 max-sm:px-0 sm:w-28"
          onClick={() => dispatch({ type: 'toggle' })}
        >
          <PlayIcon aria-hidden="true" />
          <span className="max-sm:sr-only">{playing ? 'Pause' : isEnded ? 'Replay' : 'Play'}</span>
        </Button>
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <StepButton label="Previous" disabled={index === 0} onClick={() => go(index - 1)}>
            <ChevronLeft aria-hidden="true" />
          </StepButton>
          <div className="flex items-center">
            {DEMO_FRAMES.map((item, i) => (
              <button
                key={item.src}
                type="button"
                aria-label={`Show step ${i + 1}: ${item.title}`}
                aria-current={i === index ? 'step' : undefined}
                onClick={() => go(i)}
                className="group flex size-6 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring sm:size-7"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-2 rounded-full transition-all motion-reduce:transition-none',
                    i === index
                      ? 'w-4 bg-primary'
                      : 'w-2 bg-muted-foreground/40 group-hover:bg-muted-foreground/70',
                  )}
                />
              </button>
            ))}
          </div>
          <StepButton label="Next" disabled={index === LAST} onClick={() => go(index + 1)}>
            <ChevronRight aria-hidden="true" />
          </StepButton>
        </div>
      </div>
    </DialogContent>
  );
}

/**
 * Previous / Next: icon buttons on phones, labelled from sm up. aria-disabled instead of
 * disabled at either end, so the focus stays on the button that was just pressed.
 */
function StepButton(props: { label: string; disabled: boolean; onClick(): void; children: ReactNode }) {
  return (
    <Button
      variant="outline"
      aria-disabled={props.disabled || undefined}
      onClick={() => {
        if (!props.disabled) props.onClick();
      }}
      className={cn(
        'shrink-0 max-sm:size-9 max-sm:px-0',
        props.disabled && 'cursor-not-allowed opacity-50 hover:bg-background',
      )}
    >
      {props.label === 'Previous' && props.children}
      <span className="max-sm:sr-only">{props.label}</span>
      {props.label === 'Next' && props.children}
    </Button>
  );
}
