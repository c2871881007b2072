import { useEffect, useState } from 'react';
import { afterPageIdle } from './afterPageIdle';

/**
 * False until the page has loaded and the browser is idle, then true for good. While `enabled`
 * is false nothing is scheduled (and a pending wait is cancelled).
 */
export function usePageIdle(enabled: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled || idle) return;
    return afterPageIdle(() => setIdle(true));
  }, [enabled, idle]);
  return idle;
}
