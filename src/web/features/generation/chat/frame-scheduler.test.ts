import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFrameScheduler } from './frame-scheduler';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function fakeFrames() {
  const callbacks = new Map<number, () => void>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    callbacks.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => callbacks.delete(id));
  return {
    pending: () => callbacks.size,
    tick() {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const callback of due) callback();
    },
  };
}

describe('createFrameScheduler', () => {
  it('runs the task once per frame however often it is scheduled', () => {
    const frames = fakeFrames();
    const task = vi.fn();
    const scheduler = createFrameScheduler(task);
    for (let i = 0; i < 2000; i++) {
      scheduler.schedule();
      if (i % 100 === 99) frames.tick();
    }
    expect(task).toHaveBeenCalledTimes(20);
  });

  it('flushes a pending task now, and cancels without running it', () => {
    const frames = fakeFrames();
    const task = vi.fn();
    const scheduler = createFrameScheduler(task);
    scheduler.flush();
    expect(task).not.toHaveBeenCalled();
    scheduler.schedule();
    scheduler.flush();
    expect(task).toHaveBeenCalledTimes(1);
    expect(frames.pending()).toBe(0);
    scheduler.schedule();
    scheduler.cancel();
    frames.tick();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('uses a timer in a hidden tab, where frames do not run', () => {
    vi.useFakeTimers();
    fakeFrames();
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    const task = vi.fn();
    const scheduler = createFrameScheduler(task);
    scheduler.schedule();
    scheduler.schedule();
    vi.advanceTimersByTime(300);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
