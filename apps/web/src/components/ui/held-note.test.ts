import { describe, expect, it } from 'vitest';
import { heldPart } from './held-note';

describe('balance, of which held', () => {
  it('names what a withdrawal holds and the total it belongs to', () => {
    expect(heldPart('5000.00', '4800.00')).toEqual({ held: '200.00', total: '5000.00' });
  });

  it('adds nothing when nothing is held, or an amount is unreadable', () => {
    expect(heldPart('5000.00', '5000.00')).toBeNull();
    expect(heldPart('5000.00', 'soon')).toBeNull();
  });
});
