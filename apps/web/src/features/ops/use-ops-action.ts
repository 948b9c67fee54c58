import { useCallback, useState } from 'react';
import { failureCode } from '@/lib/error-message';
import { queryClient } from '@/lib/query-client';

/** Runs one operator action: busy state, the failure's code to translate, and the console's data reloads. */
export function useOpsAction() {
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setErrorCode(null);
    try {
      return await action();
    } catch (error) {
      setErrorCode(failureCode(error));
      return undefined;
    } finally {
      setBusy(false);
      // Settled or refused, the queue and the member data may have moved on: show what is true now.
      void queryClient.invalidateQueries({ queryKey: ['ops'], refetchType: 'active' });
    }
  }, []);
  return { run, errorCode, isBusy, clearError: useCallback(() => setErrorCode(null), []) };
}
