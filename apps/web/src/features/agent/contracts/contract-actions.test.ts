import { describe, expect, test } from 'vitest';
import { actionsFor } from './contract-actions';

describe('what each side may do with a contract', () => {
  test('the downline answers an offer; the upline may only withdraw it', () => {
    expect(actionsFor({ status: 'OFFERED', isInForce: false }, 'received')).toEqual(['ACCEPT', 'REJECT']);
    expect(actionsFor({ status: 'OFFERED', isInForce: false }, 'given')).toEqual(['WITHDRAW']);
  });

  test('either side ends an active contract; only the downline terminates it', () => {
    expect(actionsFor({ status: 'ACTIVE', isInForce: true }, 'received')).toEqual(['END', 'TERMINATE']);
    expect(actionsFor({ status: 'ACTIVE', isInForce: true }, 'given')).toEqual(['END']);
  });

  test('an ended contract still in force can be terminated by the downline, and nothing else', () => {
    expect(actionsFor({ status: 'ENDED', isInForce: true }, 'received')).toEqual(['TERMINATE']);
    expect(actionsFor({ status: 'ENDED', isInForce: true }, 'given')).toEqual([]);
  });

  test('a contract that is over offers no action', () => {
    for (const status of ['ENDED', 'TERMINATED', 'REJECTED', 'WITHDRAWN'] as const) {
      expect(actionsFor({ status, isInForce: false }, 'received')).toEqual([]);
      expect(actionsFor({ status, isInForce: false }, 'given')).toEqual([]);
    }
  });
});
