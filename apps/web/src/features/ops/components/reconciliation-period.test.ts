import { describe, expect, it } from 'vitest';
import { lastWholeHour } from './reconciliation-period';

// The inputs read the brand's clock (Shanghai, GMT+8), whatever zone the operator's machine is in.
describe('the reconciliation form period', () => {
  it('starts at the last whole hour, an hour long, on the brand’s clock', () => {
    const now = Date.parse('2026-03-15T06:42:10Z');
    expect(lastWholeHour('Asia/Shanghai', now)).toEqual({ from: '2026-03-15T13:00', to: '2026-03-15T14:00' });
  });

  it('crosses the brand’s midnight when the hour just began', () => {
    const now = Date.parse('2026-03-14T16:05:00Z');
    expect(lastWholeHour('Asia/Shanghai', now)).toEqual({ from: '2026-03-14T23:00', to: '2026-03-15T00:00' });
  });
});
