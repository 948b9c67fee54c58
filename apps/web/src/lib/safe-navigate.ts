import { useCallback } from 'react';
import { type NavigateOptions, type To, useNavigate } from 'react-router';

/**
 * navigate() that never rejects: a failed or superseded navigation is swallowed (portal-shell spec §2); the
 * route's own error view reports real failures.
 */
export function useSafeNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      try {
        void Promise.resolve(navigate(to, options)).catch(() => {});
      } catch {
        // swallowed on purpose
      }
    },
    [navigate],
  );
}
