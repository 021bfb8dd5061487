import { useEffect, useRef, useState } from 'react';

/**
 * While `enabled`, follows `value` at most once per `intervalMs` (leading and trailing
 * edge), so an expensive consumer (an iframe reload, a re-highlight) keeps up with a stream
 * without redoing its work for every token. Disabled, it returns `value` as it is.
 */
export function useThrottledValue<T>(value: T, intervalMs: number, enabled = true): T {
  const [throttled, setThrottled] = useState(value);
  const lastUpdate = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    const apply = () => {
      lastUpdate.current = Date.now();
      setThrottled(value);
    };
    const wait = lastUpdate.current + intervalMs - Date.now();
    if (wait <= 0) return apply();
    const timer = setTimeout(apply, wait);
    return () => clearTimeout(timer);
  }, [value, intervalMs, enabled]);

  return enabled ? throttled : value;
}
