import type { FieldError } from '@playhall/contracts/envelope';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { useCallback, useState } from 'react';
import { ApiError } from './api-client';
import { errorMessageForCode, failureCode } from './error-message';
import { queryClient } from './query-client';
import { useTranslation } from './use-translation';

/** Everything a money movement can change: balances and wallets, cashier lists and limits, messages, rewards. */
const MONEY_KEYS = ['wallet', 'cashier', 'messages', 'rewards'] as const;

/** Loads balances, wallets, cashier lists and messages again (after money moved, or on the refresh button). */
export async function refreshMoneyData(): Promise<void> {
  await Promise.all(MONEY_KEYS.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}

/**
 * Runs one money action of a form: busy state, the failure in the visitor's words (a refused field says which
 * rule it broke: `errors: [{ field, code }]`), and on success every balance and list on screen loads again.
 */
export function useMoneyAction() {
  const { t } = useTranslation();
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<readonly FieldError[]>([]);
  const [isBusy, setBusy] = useState(false);
  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setErrorCode(null);
    setFieldErrors([]);
    try {
      const result = await action();
      await refreshMoneyData();
      return result;
    } catch (error) {
      setErrorCode(failureCode(error));
      setFieldErrors(error instanceof ApiError ? error.fieldErrors : []);
      // A refusal (not enough funds, a limit) often means the screen was out of date.
      void refreshMoneyData();
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  const clear = useCallback(() => {
    setErrorCode(null);
    setFieldErrors([]);
  }, []);
  const fieldCode = errorCode === ErrorCode.VALIDATION_FAILED ? fieldErrors[0]?.code : undefined;
  const errorMessage = errorCode ? errorMessageForCode(t, fieldCode ?? errorCode) : null;
  return { run, errorCode, errorMessage, fieldErrors, isBusy, clear };
}
