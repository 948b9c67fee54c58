import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/**
 * An editor form's save (announcements, help articles): the problems found before sending, or the server's by
 * field (`texts.en.title` → its code), the failure to show, and the busy state. The editor's list reloads after
 * every attempt, stored or refused.
 */
export function useEditorSave(listKey: readonly unknown[]) {
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [isBusy, setBusy] = useState(false);

  async function save<T>(
    found: Record<string, string>,
    send: () => Promise<T>,
    onSaved: (stored: T) => void,
  ) {
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onSaved(await send());
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        setProblems(Object.fromEntries(error.fieldErrors.map((field) => [field.field, field.code])));
      }
      setFailure(error);
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: listKey });
    }
  }

  return { problems, failure, isBusy, save };
}
