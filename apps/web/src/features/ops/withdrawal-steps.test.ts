import { describe, expect, it } from 'vitest';
import { canReject, stepsFor } from './withdrawal-steps';

const withdrawal = (status: string, needsSecondApprover = false, reviewedBy: string | null = null) => ({
  status,
  needsSecondApprover,
  reviewedBy,
});

describe('what an operator may do with a withdrawal', () => {
  it('reviews or approves a small pending one at once', () => {
    expect(stepsFor(withdrawal('PENDING'), 'operator')).toEqual(['review', 'approve']);
  });

  it('makes a large one reviewed by one operator and approved by another', () => {
    expect(stepsFor(withdrawal('PENDING', true), 'operator')).toEqual(['review']);
    expect(stepsFor(withdrawal('REVIEWED', true, 'operator'), 'operator')).toEqual([]);
    expect(stepsFor(withdrawal('REVIEWED', true, 'operator'), 'reviewer')).toEqual(['approve']);
  });

  it('disburses an approved one and settles a dispute either way', () => {
    expect(stepsFor(withdrawal('APPROVED'), 'operator')).toEqual(['disburse']);
    expect(stepsFor(withdrawal('DISPUTED'), 'operator')).toEqual(['paid', 'refund']);
    expect(stepsFor(withdrawal('DISBURSED'), 'operator')).toEqual([]);
  });

  it('can be rejected until the money leaves', () => {
    expect(['PENDING', 'REVIEWED', 'APPROVED'].map((status) => canReject(withdrawal(status)))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['DISBURSED', 'DISPUTED', 'COMPLETED'].some((status) => canReject(withdrawal(status)))).toBe(
      false,
    );
  });
});
