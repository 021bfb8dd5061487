import { useEffect, useRef } from 'react';
import { chatLimitBlocking, elementEditBlocking, type LimitHit } from '../generator/plan-room';
import { fetchPlanStatus, usePlanStatus } from '../generator/use-plan-status';

/**
 * The plan limit that stops the next chat message, or null when there is room (or while the
 * plan is unknown: the server still decides). Read when the chat opens and again after each
 * reply, since every turn uses the month's allowances.
 */
export function useChatLimit(busy: boolean): LimitHit | null {
  const status = usePlanStatus().data;
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) void fetchPlanStatus();
    wasBusy.current = busy;
  }, [busy]);
  return status ? chatLimitBlocking(status) : null;
}

/** The plan limit that stops an AI edit of one element (the element edit form), or null. */
export function useElementEditLimit(): LimitHit | null {
  const status = usePlanStatus().data;
  return status ? elementEditBlocking(status) : null;
}
