import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Moves the address to the parameters a run resolved its request to (the machine's `resolved`,
 * e.g. a channel's `@handle` for a `/user/` link), replacing the history entry: the shared link
 * stays short, and Back still leads to the page before.
 */
export function useResolvedAddress(
  resolved: string | null | undefined,
  pathFor: (param: string) => string,
) {
  const navigate = useNavigate();
  const path = resolved == null ? null : pathFor(resolved);
  useEffect(() => {
    if (path !== null) void navigate(path, { replace: true });
  }, [path, navigate]);
}
