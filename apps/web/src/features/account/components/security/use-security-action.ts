import { useState } from 'react';
import { failureCode } from '@/lib/error-message';
import { queryClient } from '@/lib/query-client';

/**
 * Runs one security-centre change: busy and failure state, then member data reloads (member info and the
 * security overview share the `member` key).
 */
export type SecurityAction = ReturnType<typeof useSecurityAction>;

export function useSecurityAction() {
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const run = async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setErrorCode(null);
    try {
      const result = await action();
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      return result;
    } catch (error) {
      setErrorCode(failureCode(error));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { run, errorCode, isBusy, clearError: () => setErrorCode(null) };
}
