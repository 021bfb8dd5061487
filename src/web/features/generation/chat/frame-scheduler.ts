/**
 * Runs `task` at most once per animation frame however often `schedule` is called: the
 * streamed text is collected in a ref and pushed to React state once per frame, not per
 * token. Hidden tabs get no animation frames, so there a short timer stands in.
 */
export function createFrameScheduler(task: () => void) {
  let cancel: (() => void) | null = null;
  const run = () => {
    cancel = null;
    task();
  };
  return {
    schedule() {
      if (cancel) return;
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') {
        const timer = setTimeout(run, 250);
        cancel = () => clearTimeout(timer);
      } else {
        const frame = requestAnimationFrame(run);
        cancel = () => cancelAnimationFrame(frame);
      }
    },
    /** Runs a pending task now (e.g. before the final state is written). */
    flush() {
      if (!cancel) return;
      cancel();
      run();
    },
    cancel() {
      cancel?.();
      cancel = null;
    },
  };
}
