import type { QueueWithdrawal } from './api/types';

/** The console's steps of a withdrawal; rejecting is offered apart (it needs a reason). */
export type Step = 'review' | 'approve' | 'disburse' | 'paid' | 'refund';

/** What an operator may do next with a withdrawal in each state (a reviewer never approves a large one). */
export function stepsFor(
  withdrawal: Pick<QueueWithdrawal, 'status' | 'needsSecondApprover' | 'reviewedBy'>,
  operator: string | undefined,
): Step[] {
  switch (withdrawal.status) {
    case 'PENDING':
      return withdrawal.needsSecondApprover ? ['review'] : ['review', 'approve'];
    case 'REVIEWED':
      return withdrawal.needsSecondApprover && withdrawal.reviewedBy === operator ? [] : ['approve'];
    case 'APPROVED':
      return ['disburse'];
    case 'DISPUTED':
      return ['paid', 'refund'];
    default:
      return [];
  }
}

/** A withdrawal can be rejected until it is disbursed (the money has not left yet). */
export function canReject(withdrawal: Pick<QueueWithdrawal, 'status'>): boolean {
  return ['PENDING', 'REVIEWED', 'APPROVED'].includes(withdrawal.status);
}
