import type { AdjustmentRequest, AdjustmentResult } from '@playhall/contracts/ops';
import { opsRequest } from './ops-request';

export type AdjustmentInput = AdjustmentRequest;

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
