import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Moves the address to the parameters a run resolved its request to (the machine's `resolved`,
 * e.g. a channel's `@handle` for a `/user/` link), replacing the history entry: the shared link
 * stays short, and Back still leads to the page before. It moves once per resolved path (not again
 * when Back leaves it while the machine still holds the result).
 */
export function useResolvedAddress(
  resolved: string | null | undefined,
  pathFor: (param: string) => string,
) {
  const navigate = useNavigate();
  const path = resolved == null ? null : pathFor(resolved);
  const moveTo = useEffectEvent((to: string) => {
    void navigate(to, { replace: true });
  });
  useEffect(() => {
    if (path !== null) moveTo(path);
  }, [path]);
}
