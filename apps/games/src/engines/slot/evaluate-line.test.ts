import { describe, expect, it } from 'vitest';
import { evaluateLine } from './evaluate-line';
import { SLOT_PROFILES } from './profiles';
import { SCATTER as S, WILD as W } from './slot-types';

const PAYS = SLOT_PROFILES.low.linePays;

describe('evaluateLine (low profile pays)', () => {
  it('lets the wild stand in for a regular symbol anywhere in the run', () => {
    expect(evaluateLine([W, 0, 0, W, 5], PAYS)).toEqual({ symbol: 0, count: 4, multiplier: 10 });
    expect(evaluateLine([3, W, 3, 3, 3], PAYS)).toEqual({ symbol: 3, count: 5, multiplier: 50 });
  });

  it('never lets the wild stand in for the scatter', () => {
    expect(evaluateLine([W, W, S, S, S], PAYS)).toBeNull();
    expect(evaluateLine([S, S, S, S, S], PAYS)).toBeNull();
    expect(evaluateLine([2, W, S, 2, 2], PAYS)).toBeNull();
  });

  it('keeps the best-paying reading: wilds as wilds or as the symbol they complete', () => {
    // Three wilds pay 50 as wilds; as five 0s they would pay 25.
    expect(evaluateLine([W, W, W, 0, 0], PAYS)).toEqual({ symbol: W, count: 3, multiplier: 50 });
    // As five 8s they pay 300, more than three wilds.
    expect(evaluateLine([W, W, W, 8, 8], PAYS)).toEqual({ symbol: 8, count: 5, multiplier: 300 });
    expect(evaluateLine([W, W, W, W, W], PAYS)).toEqual({ symbol: W, count: 5, multiplier: 500 });
  });

  it('pays left to right only, from reel 1, and needs three in a row', () => {
    expect(evaluateLine([1, 0, 0, 0, 0], PAYS)).toBeNull();
    expect(evaluateLine([0, 0, 1, 0, 0], PAYS)).toBeNull();
    expect(evaluateLine([0, 0, 0, 1, 1], PAYS)).toEqual({ symbol: 0, count: 3, multiplier: 5 });
  });
});
