import { useMemo, useRef } from 'react';

/** A client request id for a call that moves money (8-64 of [A-Za-z0-9_-]; a UUID fits). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a portal opened over plain HTTP on a LAN still gets 128 bits.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export type SubmissionId = {
  /** The id for these details: the same as last time while the details are the same (a retry). */
  forDetails(details: unknown): string;
  /** The submission went through: the next one, even with the same details, is a new request. */
  settle(): void;
};

/**
 * One request id per submission of a money form. Sending the same details again after a failure (a timeout,
 * a lost answer) reuses the id, so the server moves the money at most once; changed details or a submission
 * that went through take a fresh id.
 */
export function useSubmissionId(): SubmissionId {
  const current = useRef<{ key: string; id: string } | null>(null);
  return useMemo(
    () => ({
      forDetails(details: unknown) {
        const key = JSON.stringify(details);
        if (current.current?.key !== key) current.current = { key, id: newRequestId() };
        return current.current.id;
      },
      settle() {
        current.current = null;
      },
    }),
    [],
  );
}
