import type { AdjustmentResult } from '@playhall/contracts/ops';
import { opsRequest } from './ops-request';

export type AdjustmentInput = {
  /** Signed: "-10.00" takes money away. */
  amount: string;
  /** 3 to 200 characters, kept with the ledger transaction and in the audit log. */
  reason: string;
  requestId: string;
};

/**
 * A manual adjustment of the member's main wallet: a new ledger transaction, never an edit. A large one answers
 * PENDING_APPROVAL: it waits in the queue for a second operator and no money has moved yet.
 */
export function adjustBalance(memberId: string, input: AdjustmentInput) {
  return opsRequest<AdjustmentResult>(`/ops/api/members/${encodeURIComponent(memberId)}/adjust`, {
    method: 'POST',
    body: input,
  });
}
