import { describe, expect, it } from 'vitest';
import { pagerSlots } from './pager-slots';

describe('pagerSlots', () => {
  it('lists every page when there are five or fewer', () => {
    expect(pagerSlots(1, 1)).toEqual([1]);
    expect(pagerSlots(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps five pages around the current one, the first and last, and gaps between', () => {
    expect(pagerSlots(10, 20)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
  });

  it('slides the window to stay five pages long at either end', () => {
    expect(pagerSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pagerSlots(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('shows no gap where the window touches the first or the last page', () => {
    expect(pagerSlots(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerSlots(5, 8)).toEqual([1, 'gap-start', 3, 4, 5, 6, 7, 8]);
  });
});

describe('pagerSlots without margin pages (the notice pop-up: range 2)', () => {
  const notices = { range: 2, margin: 0 } as const;
  it('offers only the two pages of its range, neither the first nor the last', () => {
    expect(pagerSlots(1, 6, notices)).toEqual([1, 2]);
    expect(pagerSlots(4, 6, notices)).toEqual([3, 4]);
    expect(pagerSlots(6, 6, notices)).toEqual([5, 6]);
    expect(pagerSlots(1, 1, notices)).toEqual([1]);
  });
});
